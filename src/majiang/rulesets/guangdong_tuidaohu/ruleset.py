"""广东推倒胡 — Guangdong "push-down" mahjong: self-draw, horses 马, optional ghosts 鬼牌."""

from __future__ import annotations

import attrs

from majiang import _checks as check
from majiang.errors import RoundError
from majiang.hands import ShapeGrammar
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, options_error
from majiang.rulesets.guangdong_tuidaohu import table
from majiang.rulesets.guangdong_tuidaohu.ghosts import gui
from majiang.rulesets.guangdong_tuidaohu.kongs import kong_transfers, liable_seat
from majiang.rulesets.guangdong_tuidaohu.play import PLAY
from majiang.rulesets.horses import (
    check_horses,
    horse_count_option,
    horse_mode_option,
    pay_horses,
    win_horses,
)
from majiang.rulesets.kongs import check_robbed_kongs
from majiang.scoring import Additive, Formula, Item, WinContext, WinMethod
from majiang.settlement import Reason, Round, Transfer, reroute
from majiang.tiles import SEATS, STANDARD, Reserve, Tile, Wildcards

__all__ = ["RESERVE", "GuangdongTuidaohu", "GuangdongTuidaohuOptions", "TuidaohuFacts"]

RESERVE = Reserve(last_zone=1)
"""The wall is played out (nothing kept back)."""

NAME = "guangdong_tuidaohu"


def _flag(instance: object, attribute: attrs.Attribute[bool], value: bool) -> None:
    if type(value) is not bool:
        raise options_error(NAME, attribute.name, value, "must be True or False")


def _flip(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value not in (0, 1, 2):
        raise options_error(NAME, attribute.name, value, "must be 0, 1 or 2")


@attrs.frozen(kw_only=True)
class GuangdongTuidaohuOptions:
    allow_discard_win: bool = attrs.field(default=False, validator=_flag)
    """A win on a discard, paid by the discarder alone (gofishing); default self-draw only."""
    rob_kong: bool = attrs.field(default=False, validator=_flag)
    """抢杠全包: an added kong may be robbed, scored as a self-draw, the konger pays all three."""
    bai_ghost: bool = attrs.field(default=False, validator=_flag)
    """The four 白 are ghosts."""
    flip_ghost: int = attrs.field(default=0, validator=_flip)
    """1 / 2: the kind (kinds) after a tile turned up before the deal are ghosts."""
    no_ghost_double: bool = attrs.field(default=False, validator=_flag)
    """无鬼加倍: with ghosts in play, a win holding none is ×2."""
    qidui_double: bool = attrs.field(default=False, validator=_flag)
    """七对加番: seven pairs ×2 (on top of its X = 2)."""
    horses: int = attrs.field(default=0, validator=horse_count_option(NAME))
    """Horses turned up after a win (usual settings 2, 4, 6, 8, 10, 20)."""
    horse_mode: str = attrs.field(default="multiply", validator=horse_mode_option(NAME))
    """``"multiply"``: ``X × N × (K + 1)``; ``"add"``: ``X × N + K × N``."""
    kong_void_on_draw: bool = attrs.field(default=False, validator=_flag)
    """Kong money is paid only when someone wins (gofishing)."""
    gen_zhuang: bool = attrs.field(default=False, validator=_flag)
    """跟庄: four equal first discards, nobody melded: the dealer pays N to each other seat."""


def _horse_tiles(instance: object, attribute: attrs.Attribute[tuple[Tile, ...]], value: object) -> None:
    check.tiles(instance, attribute, value)


@attrs.frozen(kw_only=True)
class TuidaohuFacts:
    """What only a 推倒胡 round records."""

    horses: tuple[Tile, ...] = attrs.field(default=(), validator=_horse_tiles)
    """The horses the winner turned up from the wall (as many as the option says)."""
    gen_zhuang: bool = attrs.field(default=False, validator=check.flag)
    """跟庄 happened: the four first discards were the same tile and nobody had melded."""


class GuangdongTuidaohu(Ruleset):
    """广东推倒胡. A claimed meld names its source (``111m@0``); the last kong in meld order
    is the one whose replacement was drawn. ``Round.facts`` is a :class:`TuidaohuFacts`."""

    name = NAME
    chinese = "广东推倒胡"
    english = "Guangdong push-down (horses 马, ghosts 鬼)"
    aliases = ("推倒胡", "tuidaohu")
    tile_set = STANDARD
    hand_size = 13
    reserve = RESERVE
    grammar = ShapeGrammar(sets=4, seven_pairs=True, thirteen_orphans=True, instant_wilds=4)
    claims = Claims(chi=False, pon=True, kong=True)
    fed_win_payers = FedWinPayers.FEEDER
    claim_rule = "self-draw only (by default); one winner"
    Options = GuangdongTuidaohuOptions
    options: GuangdongTuidaohuOptions
    Facts = TuidaohuFacts
    optional_facts = True  # no facts: no horses, no 跟庄 (TuidaohuFacts())
    play = PLAY

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.guangdong_tuidaohu.samples import samples

        return samples()

    def wildcards(self) -> Wildcards | None:
        o = self.options
        if not o.bai_ghost and not o.flip_ghost:
            return None
        return gui(bai=o.bai_ghost, flip=o.flip_ghost)

    def table(self) -> tuple[Item[GuangdongTuidaohuOptions, TuidaohuFacts], ...]:
        o = self.options
        return table.items(
            discard_win=o.allow_discard_win,
            ghosts=self.wildcards() is not None,
            no_ghost_double=o.no_ghost_double,
            qidui_double=o.qidui_double,
            rob_kong=o.rob_kong,
            wild=self.wild_kinds,
        )

    def formula(self) -> Formula:
        return Additive(base=0)

    def payers(self, context: WinContext) -> tuple[int, ...]:
        """A discard (``allow_discard_win``) is paid by the discarder; a self-draw and a
        robbed kong (scored as a self-draw, then paid by the konger) by the three others."""
        if context.method is WinMethod.DISCARD:
            assert context.discarder is not None  # WinContext checks it
            return (context.discarder,)
        return context.payers

    def validate_win(self, hand: object, context: WinContext) -> None:
        if context.method is WinMethod.ROBBED_KONG and not self.options.rob_kong:
            raise RoundError(f"{NAME} robs no kong unless the option rob_kong=True")

    def validate_round(self, round: Round) -> None:
        """Horses: exactly ``horses`` after a win, none after a draw; 跟庄 only with its
        option; only an added kong may be robbed."""
        facts = round.facts if isinstance(round.facts, TuidaohuFacts) else TuidaohuFacts()
        check_horses(round, facts.horses, self.options.horses)
        if facts.gen_zhuang and not self.options.gen_zhuang:
            raise RoundError("round.facts.gen_zhuang needs the option gen_zhuang=True")
        check_robbed_kongs(round)

    def table_tiles(self, round: Round) -> list[Tile]:
        """The round's tiles and the horses turned up."""
        tiles = super().table_tiles(round)
        if isinstance(round.facts, TuidaohuFacts):
            tiles.extend(round.facts.horses)
        return tiles

    def _kongs(self, round: Round) -> list[Transfer]:
        return [t for seat, record in enumerate(round.seats) for t in kong_transfers(seat, record.hand)]

    def _gen_zhuang(self, round: Round) -> list[Transfer]:
        if not (isinstance(round.facts, TuidaohuFacts) and round.facts.gen_zhuang):
            return []
        return [
            Transfer(
                payer=round.dealer,
                payee=(round.dealer + k) % SEATS,
                amount=1,
                reason=Reason.BONUS,
                working="跟庄: 1",
            )
            for k in range(1, SEATS)
        ]

    def extra_transfers(self, round: Round) -> list[Transfer]:
        """Kong money (paid at once) and 跟庄."""
        return [*self._kongs(round), *self._gen_zhuang(round)]

    def draw_transfers(self, round: Round) -> list[Transfer]:
        """A drawn round: the kong money stands unless ``kong_void_on_draw``; 跟庄 stands."""
        kongs = [] if self.options.kong_void_on_draw else self._kongs(round)
        return [*kongs, *self._gen_zhuang(round)]

    def adjust(self, round: Round, transfers: list[Transfer]) -> list[Transfer]:
        """The horses raise each payment of the win (:func:`~majiang.rulesets.horses.pay_horses`);
        then 杠爆全包 and 抢杠全包: one seat pays all three shares of the win."""
        if self.options.horses and isinstance(round.facts, TuidaohuFacts):
            owned = win_horses(round, round.facts.horses)
            transfers = pay_horses(transfers, owned, mode=self.options.horse_mode)
        for win in round.wins:
            liable = liable_seat(round, win)
            if liable is not None:
                seat, why = liable
                transfers = reroute(transfers, {win.seat: seat}, note=why)
        return transfers
