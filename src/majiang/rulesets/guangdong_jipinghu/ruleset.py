"""广东鸡平胡 — Guangdong "chicken / flat" mahjong: 番 rows limited at 6 (爆胡), optional horses."""

from __future__ import annotations

import attrs

from majiang import _checks as check
from majiang.hands import ShapeGrammar
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, options_error
from majiang.rulesets.guangdong_jipinghu import table
from majiang.rulesets.guangdong_jipinghu.liability import liable_seat
from majiang.rulesets.guangdong_jipinghu.play import PLAY
from majiang.rulesets.horses import (
    check_horses,
    horse_count_option,
    horse_mode_option,
    pay_horses,
    win_horses,
)
from majiang.rulesets.kongs import check_robbed_kongs
from majiang.scoring import Additive, Formula, Item, WinContext, WinMethod
from majiang.settlement import Round, Transfer, floor, reroute
from majiang.tiles import STANDARD, Reserve, Tile

__all__ = ["RESERVE", "GuangdongJipinghu", "GuangdongJipinghuOptions", "JipinghuFacts"]

NAME = "guangdong_jipinghu"

RESERVE = Reserve(last_zone=1)
"""The wall is played out (nothing kept back); its last tile is 海底."""

THREE_WINNERS = 3
"""一炮三响: one discard wins for the three other seats."""


def _min_fan(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or not 0 <= value <= table.BAOHU:
        raise options_error(NAME, attribute.name, value, f"must be an int 0..{table.BAOHU}")


def _flag(instance: object, attribute: attrs.Attribute[bool], value: bool) -> None:
    if type(value) is not bool:
        raise options_error(NAME, attribute.name, value, "must be True or False")


@attrs.frozen(kw_only=True)
class GuangdongJipinghuOptions:
    min_fan: int = attrs.field(default=0, validator=_min_fan)
    """起胡: the least 番 a hand needs to win (0: a 鸡胡 wins; 3: 三番起胡)."""
    zero_fan_pays: bool = attrs.field(default=True, validator=_flag)
    """A 0-番 鸡胡 still pays 1 (``X = max(番, 1)``); ``False``: the literal 0."""
    horses: int = attrs.field(default=0, validator=horse_count_option(NAME))
    """Horses turned up after a win (gofishing's 鸡胡 branch; as 推倒胡); 0: none."""
    horse_mode: str = attrs.field(default="multiply", validator=horse_mode_option(NAME))
    """``"multiply"``: each payment ``X × (K + 1)``; ``"add"``: ``X + K`` (after the cap
    and the floors)."""


def _horse_tiles(instance: object, attribute: attrs.Attribute[tuple[Tile, ...]], value: object) -> None:
    check.tiles(instance, attribute, value)


@attrs.frozen(kw_only=True)
class JipinghuFacts:
    """What only a 鸡平胡 round records."""

    horses: tuple[Tile, ...] = attrs.field(default=(), validator=_horse_tiles)
    """The horses turned up after the win (as many as the option ``horses`` says)."""


class GuangdongJipinghu(Ruleset):
    """广东鸡平胡. A claimed meld names its source (``111m@0``); the order of the melds is
    the order they were laid down (the last kong is the one whose replacement was drawn)."""

    name = "guangdong_jipinghu"
    chinese = "广东鸡平胡"
    english = "Guangdong chicken / flat (番 to 爆胡 6)"
    aliases = ("鸡平胡", "jipinghu")
    tile_set = STANDARD
    hand_size = 13
    reserve = RESERVE
    grammar = ShapeGrammar(sets=4, seven_pairs=False, thirteen_orphans=True)
    claims = Claims(chi=True, chi_honors=False, pon=True, kong=True)
    fed_win_payers = FedWinPayers.FEEDER
    multiple_winners = True
    claim_rule = "一炮多响: every seat that claims the discard wins"
    Options = GuangdongJipinghuOptions
    options: GuangdongJipinghuOptions
    Facts = JipinghuFacts
    optional_facts = True  # no facts: no horses (JipinghuFacts())
    play = PLAY

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.guangdong_jipinghu.samples import samples

        return samples()

    def table(self) -> tuple[Item[GuangdongJipinghuOptions, JipinghuFacts], ...]:
        return table.items(min_fan=self.options.min_fan, zero_fan_pays=self.options.zero_fan_pays)

    def formula(self) -> Formula:
        return Additive(base=0, cap=table.BAOHU)

    def payers(self, context: WinContext) -> tuple[int, ...]:
        """A discard is paid by the discarder; a self-draw and a robbed kong (scored as a
        self-draw, then paid by the konger for all three) by the three others."""
        if context.method is WinMethod.DISCARD:
            assert context.discarder is not None  # WinContext checks it
            return (context.discarder,)
        return context.payers

    def validate_round(self, round: Round) -> None:
        """Horses: exactly ``horses`` after a win, none after a draw; only an added kong
        (a pon the konger shows) may be robbed."""
        check_horses(round, self._horses(round), self.options.horses)
        check_robbed_kongs(round)

    def _horses(self, round: Round) -> tuple[Tile, ...]:
        return round.facts.horses if isinstance(round.facts, JipinghuFacts) else ()

    def table_tiles(self, round: Round) -> list[Tile]:
        """The round's tiles and the horses turned up."""
        return [*super().table_tiles(round), *self._horses(round)]

    def adjust(self, round: Round, transfers: list[Transfer]) -> list[Transfer]:
        """一炮三响: each winner is paid at least 3; then the horses raise each payment of
        a win (after the cap and the floors); 包: one seat pays all three shares."""
        if len(round.wins) == THREE_WINNERS:
            winners = {w.seat for w in round.wins}
            transfers = floor(transfers, table.FLOOR_VALUE, payees=winners, note="一炮三响 不满3番按3番")
        if self.options.horses:
            owned = win_horses(round, self._horses(round))
            transfers = pay_horses(transfers, owned, mode=self.options.horse_mode)
        for win in round.wins:
            liable = liable_seat(round, win)
            if liable is not None:
                seat, why = liable
                transfers = reroute(transfers, {win.seat: seat}, note=why)
        return transfers
