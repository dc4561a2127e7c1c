"""吉安冲关麻将 — Ji'an "break-through" mahjong (Jiangxi)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from majiang.errors import RoundError
from majiang.hands import ShapeGrammar
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, options_error
from majiang.rulesets.jian.jing import jing_kong_transfers, jing_transfers
from majiang.rulesets.jian.play import PLAY
from majiang.rulesets.jian.table import ITEMS
from majiang.scoring import Doubling
from majiang.settlement import Round, Transfer
from majiang.tiles import STANDARD, Tile
from majiang.tiles.wildcards import Jing, WildcardChoice

__all__ = ["Jian", "JianOptions"]


def _offset(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if value not in (0, 1) or type(value) is not int:
        raise options_error("jian", attribute.name, value, "must be 0 or 1")


def _flag(instance: object, attribute: attrs.Attribute[bool], value: bool) -> None:
    if type(value) is not bool:
        raise options_error("jian", attribute.name, value, "must be True or False")


@attrs.frozen(kw_only=True)
class JianOptions:
    jing_offset: int = attrs.field(default=0, validator=_offset)
    """0: the indicator is 正精 (7 live); 1: its successor is (8 live)."""
    settle_draw: bool = attrs.field(default=False, validator=_flag)
    """Settle jing points and 精杠 in a drawn round (source 2); default void (source 1)."""
    jing_liability: bool = attrs.field(default=False, validator=_flag)
    """A seat whose discarded jing was claimed pays all of the claimer's 冲关 (source 2)."""


class Jian(Ruleset):
    name = "jian"
    chinese = "吉安冲关麻将"
    english = "Ji'an break-through"
    aliases = ("ji'an", "吉安", "chongguan")
    tile_set = STANDARD
    hand_size = 13
    wildcard_family = "精"
    grammar = ShapeGrammar(honor_runs=True, seven_pairs=True, thirteen_lan=True)
    claims = Claims(chi=True, pon=True, kong=True)
    items = ITEMS
    formula = Doubling()
    fed_win_payers = FedWinPayers.ALL
    Options = JianOptions
    claim_rule = "胡前不胡后: the first claimant in turn order after the discarder wins"
    options: JianOptions
    play = PLAY

    jing: ClassVar[type[Jing]] = Jing

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.jian.samples import samples

        return samples()

    def wildcards(self) -> Jing:
        return Jing(offset=self.options.jing_offset)

    def choice(self, indicator: Tile | None) -> WildcardChoice:
        if indicator is None:
            raise RoundError("a Ji'an round needs the jing indicator (the turned-up tile)")
        return Jing(offset=self.options.jing_offset).from_indicator(indicator, tile_set=self.tile_set)

    def wild_kinds(self, indicator: Tile | None) -> tuple[Tile, ...]:
        return self.choice(indicator).wilds

    def extra_transfers(self, round: Round) -> list[Transfer]:
        choice = self.choice(round.indicator)
        return jing_transfers(round, choice, liability=self.options.jing_liability) + jing_kong_transfers(
            round, choice
        )

    def draw_transfers(self, round: Round) -> list[Transfer]:
        return self.extra_transfers(round) if self.options.settle_draw else []
