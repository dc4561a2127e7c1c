"""吉安冲关麻将 — Ji'an "break-through" mahjong (Jiangxi)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from majiang.errors import RoundError
from majiang.hands import ShapeGrammar
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, options_error
from majiang.rulesets.dealing import stay_on_win
from majiang.rulesets.jian.jing import jing_kong_transfers, jing_transfers
from majiang.rulesets.jian.play import PLAY
from majiang.rulesets.jian.table import ITEMS
from majiang.scoring import Doubling
from majiang.settlement import Round, Settlement, Transfer
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
    bawang: bool = attrs.field(default=False, validator=_flag)
    """霸王 (source 2): a seat alone holding one kind of jing counts that kind twice, in
    place of 霸精 (:mod:`majiang.rulesets.jian.jing`)."""


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
        options = self.options
        return jing_transfers(
            round, choice, liability=options.jing_liability, bawang=options.bawang
        ) + jing_kong_transfers(round, choice)

    def table_tiles(self, round: Round) -> list[Tile]:
        """With ``jing_offset=1`` the turned-up tile is no jing and stays in play (翻开牌可以被
        拿走，并不是精): it is counted where it went, not set aside, so a seat may hold all four."""
        tiles = super().table_tiles(round)
        if self.options.jing_offset == 1 and round.indicator is not None:
            tiles.remove(round.indicator)
        return tiles

    def draw_transfers(self, round: Round) -> list[Transfer]:
        return self.extra_transfers(round) if self.options.settle_draw else []

    def next_deal(self, round: Round, settlement: Settlement) -> tuple[int, int]:
        """The dealer keeps the deal after his own win; after another seat's win, or a drawn
        round (source 2: 流局时，庄家的下家坐庄), the next seat deals."""
        return stay_on_win(round)
