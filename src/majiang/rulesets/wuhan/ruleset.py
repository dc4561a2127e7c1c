"""武汉麻将 — Wuhan mahjong: 红中赖子杠, 开口翻 (口口翻), the cap of 300 and 金顶."""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from majiang.errors import RoundError
from majiang.hands import Arrangement, Hand, Meld, MeldKind, Shape, ShapeGrammar
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, flag_option, options_error
from majiang.rulesets.dealing import pass_to
from majiang.rulesets.wuhan import bound, money, table
from majiang.rulesets.wuhan.factors import own_factors, product
from majiang.rulesets.wuhan.laizi import LAIZI, RESERVE, laid_kind, specials
from majiang.rulesets.wuhan.play import PLAY
from majiang.scoring import Doubling, Formula, Item, WinContext
from majiang.settlement import Round, SeatRecord, Settlement, Transfer
from majiang.tiles import SEATS, STANDARD, Tile, Wildcards

__all__ = ["Wuhan", "WuhanFacts", "WuhanOptions", "table_factors"]

NAME = "wuhan"
KAIKOU = ("koukou", "kaikou")


def _kaikou(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if value not in KAIKOU:
        raise options_error(NAME, attribute.name, value, "must be 'koukou' or 'kaikou'")


def _chengbao(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if value not in ("fed", "always"):
        raise options_error(NAME, attribute.name, value, "must be 'fed' or 'always'")


@attrs.frozen(kw_only=True)
class WuhanOptions:
    kaikou: str = attrs.field(default="koukou", validator=_kaikou)
    """``"koukou"`` (口口翻): each 开口 ×2; ``"kaikou"``: ×2 once if opened (金顶 400)."""
    qihu_big: bool = attrs.field(default=False, validator=flag_option(NAME))
    """起胡 (the product of 16) for big wins too; by default only for 小胡."""
    qingyise_chengbao: str = attrs.field(default="fed", validator=_chengbao)
    """Who feeds a 清一色's third 开口 pays all: ``"fed"`` (default) when the win is
    self-drawn or that seat also discarded the winning tile; ``"always"``: on any win."""


def _factors(instance: object, attribute: attrs.Attribute[tuple[int, ...] | None], value: object) -> None:
    if value is None:
        return
    if type(value) is not tuple or len(value) != SEATS or not all(type(v) is int and v >= 1 for v in value):
        raise RoundError(f"WuhanFacts.factors must be None or four positive ints (one a seat), got {value!r}")


@attrs.frozen(kw_only=True)
class WuhanFacts:
    """What scoring one win can not see in the winner's hand: every seat's own product
    (开口, kongs, 皮/赖子/红中 laid out), for 起胡. ``None``: every other seat shows
    nothing (1). In a round it must agree with the seats (:func:`table_factors`)."""

    factors: tuple[int, ...] | None = attrs.field(default=None, validator=_factors)


def table_factors(
    seats: Mapping[int, SeatRecord], indicator: Tile, *, koukou: bool = True
) -> tuple[int, ...]:
    """Each seat's own product; a seat not given shows nothing (1).

    >>> from majiang.tiles import Tile
    >>> table_factors({2: SeatRecord.parse("123m456p78s", melds="111z@1 (9999m)")}, Tile.from_str("1m"))
    (1, 1, 8, 1)
    """
    special = specials(indicator)
    return tuple(
        product(own_factors(seats[s].hand, seats[s].set_aside, special, koukou=koukou)) if s in seats else 1
        for s in range(SEATS)
    )


def free_reading(hand: Hand) -> tuple[Arrangement, ...]:
    """风一色 and 将一色 win in any arrangement: a reading of the tiles one by one
    (:attr:`Shape.INSTANT`) when the tiles that do not fit are of one concealed kind
    (the 赖子, which the table checks)."""
    for fits in (table.FENG_KINDS, table.JIANG_KINDS):
        # every exposed tile fits, the concealed ones that do not are of one kind
        if all(t.index in fits for m in hand.melds for t in m.tiles) and _one_kind_off(hand, fits):
            singles = tuple(Meld(kind=MeldKind.SINGLE, tiles=(t,)) for t in hand.tiles)
            return (Arrangement(shape=Shape.INSTANT, melds=(*singles, *hand.melds)),)
    return ()


def _one_kind_off(hand: Hand, fits: frozenset[int]) -> bool:
    """The concealed tiles whose kind is not in ``fits`` are of one kind (or none)."""
    off = -1
    for tile in hand.tiles:
        index = tile.index
        if index not in fits:
            if off < 0:
                off = index
            elif index != off:
                return False
    return True


class Wuhan(Ruleset):
    """武汉麻将. A claimed meld names its source (``123m@3``), in the order made (the third
    exposed meld is the third 开口); a 红中, 赖子 or 皮 laid out as a kong is a
    one-tile group of ``SeatRecord.set_aside``; ``Round.facts`` is a :class:`WuhanFacts`."""

    name = NAME
    chinese = "武汉麻将"
    english = "Wuhan (红中赖子杠, 开口翻)"
    aliases = ("武汉", "hubei")
    tile_set = STANDARD
    hand_size = 13
    reserve = RESERVE
    grammar = ShapeGrammar(sets=4, seven_pairs=False)
    claims = Claims(chi=True, pon=True, kong=True)
    fed_win_payers = FedWinPayers.ALL
    claim_rule = "一炮单响: the nearest claimant after the discarder"
    Options = WuhanOptions
    options: WuhanOptions
    Facts = WuhanFacts
    optional_facts = True  # no facts: every other seat shows nothing (WuhanFacts())
    play = PLAY

    @property
    def koukou(self) -> bool:
        return self.options.kaikou == "koukou"

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.wuhan.samples import samples

        return samples()

    def wildcards(self) -> Wildcards | None:
        return LAIZI

    def table(self) -> tuple[Item[WuhanOptions, WuhanFacts], ...]:
        return table.items(koukou=self.koukou, qihu_big=self.options.qihu_big)

    def formula(self) -> Formula:
        """``2^番``: every factor is a power of two (the base and ×1.5 are MULTIPLY rows)."""
        return Doubling()

    def most_paid(self, hand: Hand, context: WinContext) -> int | None:
        """The most a 小胡 or a 大胡 of this hand can pay (:func:`.bound.most_paid`)."""
        return bound.most_paid(hand, context, self.payers(context), koukou=self.koukou)

    def extra_readings(self, hand: Hand) -> tuple[Arrangement, ...]:
        """风一色 and 将一色 in any arrangement (:func:`free_reading`)."""
        return free_reading(hand)

    def _check_laid(self, laid: tuple[tuple[Tile, ...], ...], indicator: Tile | None, where: str) -> None:
        if not laid:
            return
        if indicator is None:
            raise RoundError(f"{where}: tiles laid out as kongs need the round's indicator")
        special = specials(indicator)
        for group in laid:
            if len(group) != 1 or laid_kind(group[0], special) is None:
                text = "".join(str(t) for t in group)
                raise RoundError(
                    f"{where}: {text!r} is no 红中杠, 赖子杠 or 皮子杠: one 中, 赖子 {special.laizi} or "
                    f"皮 {' '.join(str(t) for t in special.pi)} a group"
                )

    def validate_win(self, hand: Hand, context: WinContext) -> None:
        self._check_laid(context.set_aside, context.indicator, "context.set_aside")
        factors = getattr(context.facts, "factors", None)
        if factors is not None and context.indicator is not None:
            own = product(
                own_factors(hand, context.set_aside, specials(context.indicator), koukou=self.koukou)
            )
            if factors[context.seat] != own:
                raise RoundError(
                    f"WuhanFacts.factors gives the winner (seat {context.seat}) {factors[context.seat]}, "
                    f"but its hand and laid-out tiles make {own}"
                )

    def validate_round(self, round: Round) -> None:
        """Laid-out tiles are one 中, 赖子 or 皮 each; the facts' products agree with the seats."""
        for seat, record in enumerate(round.seats):
            self._check_laid(record.set_aside, round.indicator, f"seat {seat} set_aside")
        if round.indicator is None:
            return  # the shared checks ask for it
        facts = round.facts
        given = facts.factors if isinstance(facts, WuhanFacts) else None
        seats = dict(enumerate(round.seats))
        wanted = table_factors(seats, round.indicator, koukou=self.koukou)
        winners = {w.seat for w in round.wins}
        shown = given or tuple(wanted[s] if s in winners else 1 for s in range(SEATS))
        if round.wins and shown != wanted:
            raise RoundError(
                f"round.facts.factors {given!r} disagree with the seats' own products {wanted!r}: "
                f"pass WuhanFacts(factors=table_factors(seats, indicator))"
            )

    def adjust(self, round: Round, transfers: list[Transfer]) -> list[Transfer]:
        """Each payer's own factors, the cap of 300 and 金顶, 承包."""
        if round.drawn or round.indicator is None:
            return transfers
        grammar = self.grammar_for(round.indicator)
        always = self.options.qingyise_chengbao == "always"
        special = specials(round.indicator)
        return money.settle_win(round, transfers, special, grammar, koukou=self.koukou, always=always)

    def draw_transfers(self, round: Round) -> list[Transfer]:
        """查大叫."""
        if round.indicator is None:
            return []
        grammar = self.grammar_for(round.indicator)
        return money.chadajiao(round, specials(round.indicator), grammar, koukou=self.koukou)

    def next_deal(self, round: Round, settlement: Settlement) -> tuple[int, int]:
        """The dealer stays after a draw; otherwise the winner deals."""
        if round.drawn:
            return pass_to(round, round.dealer)
        return pass_to(round, round.wins[0].seat)
