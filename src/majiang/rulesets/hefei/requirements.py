"""Hefei's winning requirements (胡牌条件), each a ``FORBID`` item named for itself.

* 一门八张: one suit must hold at least 8 tiles, kong tiles counted ("三门中必须有一门
  达到或超过8张"); this holds for every win, 天胡 and 地胡 included;
* 报听 (``room="baoting"`` only): a win on a discard needs the winner to have declared
  ready (``WinContext.ready``); without it he may only win by self-draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from majiang.hands import ShapeGrammar
from majiang.rulesets.hefei.counts import suit_counts
from majiang.scoring import Evaluation, Item
from majiang.scoring.item import requirement

if TYPE_CHECKING:
    from majiang.rulesets.hefei.ruleset import HefeiOptions

HefeiEvaluation: TypeAlias = "Evaluation[HefeiOptions, None]"
"""What a condition of Hefei's table sees: its options and facts typed."""
HefeiItem: TypeAlias = "Item[HefeiOptions, None]"

__all__ = ["GRAMMAR", "REQUIREMENTS", "eight_tiles", "ready_for_discard"]

GRAMMAR = ShapeGrammar(honor_runs=False, seven_pairs=True, four_alike_as_two_pairs=True)
"""4 sets (sequences, triplets, concealed kongs) + a pair, or seven pairs (七对)."""


def eight_tiles(e: HefeiEvaluation) -> bool:
    """Some suit holds 8 or more tiles (kong tiles counted)."""
    return max(suit_counts(e.hand).values()) >= 8


def ready_for_discard(e: HefeiEvaluation) -> bool:
    """In the 报听 room a discard win needs 报听; a self-draw never does."""
    return e.options.room != "baoting" or e.self_drawn or e.context.ready


REQUIREMENTS: tuple[HefeiItem, ...] = (
    requirement("eight_tiles", "一门八张", "one suit holds 8 or more tiles (kongs count 4)", eight_tiles),
    requirement(
        "baoting",
        "报听后方可点炮胡",
        "in a 报听 room a discard win needs a declared ready hand",
        ready_for_discard,
    ),
)
