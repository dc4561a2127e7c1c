"""泉州麻将 — Quanzhou "swimming gold" mahjong (Fujian)."""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from majiang.errors import HandError, RoundError
from majiang.hands import Hand, MeldKind, check_size
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, options_error
from majiang.rulesets.dealing import stay_on_win_or_draw
from majiang.rulesets.quanzhou import gengda
from majiang.rulesets.quanzhou.gold import GRAMMAR, LIVE_GOLDS, swimming_before
from majiang.rulesets.quanzhou.play import PLAY
from majiang.rulesets.quanzhou.table import ITEMS
from majiang.scoring import Additive, Score, WinContext
from majiang.settlement import Round, Settlement
from majiang.tiles import FULL, Tile
from majiang.tiles.wildcards import Gold, WildcardChoice

__all__ = ["Quanzhou", "QuanzhouOptions"]

MAX_GOLD_DISCARDS = 2
"""三游 is the last: a swimmer holds a gold, and only 3 are live."""


def _flag(instance: object, attribute: attrs.Attribute[bool], value: bool) -> None:
    if type(value) is not bool:
        raise options_error("quanzhou", attribute.name, value, "must be True or False")


@attrs.frozen(kw_only=True)
class QuanzhouOptions:
    discard_all_pay: bool = attrs.field(default=False, validator=_flag)
    """平胡/抢杠胡: all three others pay ``P`` (default: the discarder or konger alone)."""


class Quanzhou(Ruleset):
    """泉州 游金. ``SeatRecord.ready`` / ``WinContext.ready`` marks an announced swim 光游;
    ``Win.wild_discards`` / ``WinContext.wild_discards`` counts the golds discarded while
    swimming (1: 双游, 2: 三游)."""

    name = "quanzhou"
    chinese = "泉州麻将"
    english = "Quanzhou swimming gold"
    aliases = ("泉州", "youjin", "游金")
    tile_set = FULL
    hand_size = 16
    wildcard_family = "金"
    grammar = GRAMMAR
    claims = Claims(chi=True, pon=True, kong=True)
    items = ITEMS
    formula = Additive(base=0)
    fed_win_payers = FedWinPayers.FEEDER
    claim_rule = "the first seat counter-clockwise from the discarder takes the discard"
    Options = QuanzhouOptions
    options: QuanzhouOptions
    play = PLAY

    def next_deal(self, round: Round, settlement: Settlement) -> tuple[int, int]:
        """The dealer keeps the deal (连庄, count + 1) after his own win or a drawn round
        (1.2: 庄家胡牌，则继续连庄 … 若出现臭庄，庄家则继续连庄); otherwise the next seat
        deals (逆时针轮庄) with 连庄数 0."""
        return stay_on_win_or_draw(round)

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.quanzhou.samples import samples

        return samples()

    def choice(self, indicator: Tile | None) -> WildcardChoice:
        if indicator is None:
            raise RoundError("a Quanzhou round needs the gold indicator 金 (the turned-up tile)")
        return Gold().from_indicator(indicator, tile_set=self.tile_set)

    def wild_kinds(self, indicator: Tile | None) -> tuple[Tile, ...]:
        return self.choice(indicator).wilds

    def check_hand(self, hand: Hand, *, indicator: Tile | None = None, where: str = "hand") -> None:
        """Besides the base checks: a gold can not help a claim, and only 3 golds are live."""
        super().check_hand(hand, indicator=indicator, where=where)
        gold = self.choice(indicator).primary
        for meld in hand.melds:
            golds = sum(t == gold for t in meld.physical)
            if meld.kind is MeldKind.KONG and meld.concealed:
                continue
            if golds > 1:
                raise HandError(
                    f"claimed meld {str(meld)!r} holds {golds} golds ({gold}): a gold can not help "
                    f"chi/pon/kong; only the one discarded gold may be claimed ({where} {str(hand)!r})"
                )
        _check_live(hand_golds(hand, gold), gold, where)

    def payers(self, context: WinContext) -> tuple[int, ...]:
        if context.discarder is not None and self.options.discard_all_pay:
            return context.payers
        return super().payers(context)

    def score(self, hand: Hand, context: WinContext) -> Score:
        """Score one win; inconsistent swim input is an error, not a silent result."""
        gold = self.choice(context.indicator).primary
        self.check_hand(hand, indicator=context.indicator)
        check_size(hand, GRAMMAR, complete=True)
        swims = context.wild_discards or context.ready
        if swims and hand.win_tile is not None and hand.self_drawn:
            swimming = swimming_before(hand, gold)
        else:
            swimming = False
        if context.wild_discards > MAX_GOLD_DISCARDS:
            raise RoundError(
                f"{context.wild_discards} golds discarded while swimming: 三游 (2) is the most there is"
            )
        if context.wild_discards and not swimming:
            raise RoundError(
                f"双游/三游 ({context.wild_discards} gold discards) needs a self-drawn win in the any-tile "
                f"state, but {str(hand)!r} was not waiting on any tile or did not self-draw"
            )
        if context.ready and context.wild_discards:
            raise RoundError("光游 (announced swim) has no 双游/三游: no gold may be discarded after it")
        if context.ready and not swimming:
            raise RoundError(
                f"光游 (announced swim, ready=True) wins only by a draw in the any-tile state; "
                f"{str(hand)!r} is not"
            )
        return super().score(hand, context)

    def settle(self, round: Round) -> Settlement:
        """At most three golds live on the table; a drawn round settles nothing."""
        gold = self.choice(round.indicator).primary
        total = sum(hand_golds(record.hand, gold) for record in round.seats)
        _check_live(total, gold, "the table")
        return super().settle(round)

    # -- 跟打 --------------------------------------------------------------------------
    def must_discard(
        self, hand: Hand, discards_on_table: Iterable[Tile], *, indicator: Tile | None = None
    ) -> Tile | None:
        """跟打: the single honor (a gold excepted) already discarded that must go first, or ``None``."""
        gold = self.choice(indicator).primary if indicator is not None else None
        return gengda.must_discard(hand, discards_on_table, gold=gold)

    def check_discard(
        self, hand: Hand, discards_on_table: Iterable[Tile], tile: Tile, *, indicator: Tile | None = None
    ) -> None:
        """Raise :class:`RoundError` if discarding ``tile`` from ``hand`` breaks 跟打."""
        gold = self.choice(indicator).primary if indicator is not None else None
        gengda.check_discard(hand, discards_on_table, tile, gold=gold)


def hand_golds(hand: Hand, gold: Tile) -> int:
    """Physical gold tiles in a hand: concealed and melded."""
    return sum(t == gold for t in hand.tiles) + sum(t == gold for m in hand.melds for t in m.physical)


def _check_live(golds: int, gold: Tile, where: str) -> None:
    if golds > LIVE_GOLDS:
        raise HandError(
            f"{golds} golds ({gold}) in {where}: only {LIVE_GOLDS} are in play, "
            "the 4th is the turned-up indicator"
        )
