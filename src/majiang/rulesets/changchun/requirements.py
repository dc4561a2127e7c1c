"""Changchun's requirements to win (胡牌条件), each a ``FORBID`` item named for itself.

Read on the arrangement being scored (a 宝 drawn by a ready player counts as the tile it
stands for) and on the special kongs laid out (``WinContext.set_aside``), which count as
kongs: for the suits (their tiles as they are), the terminal and the triplet.

>>> from majiang.hands import Hand
>>> from majiang.rulesets import get
>>> from majiang.scoring import WinContext
>>> hand = Hand.parse("123m456m789m234p55z", melds="", win="5z", self_drawn=True)
>>> get("changchun").score(hand, WinContext(seat=1, ready=True)).reason
'三门齐 (all three suits (hand, melds and special kongs))'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from majiang.hands import MeldKind, Shape, ShapeGrammar
from majiang.scoring import Evaluation, Feature, Item
from majiang.scoring.item import requirement
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.changchun.ruleset import ChangchunOptions

ChangchunEvaluation: TypeAlias = "Evaluation[ChangchunOptions, None]"
"""What a condition of Changchun's table sees: its options and facts typed."""
ChangchunItem: TypeAlias = "Item[ChangchunOptions, None]"

__all__ = ["GRAMMAR", "REQUIREMENTS", "faces", "laid_out"]

GRAMMAR = ShapeGrammar(sets=4, seven_pairs=True)
"""4 sets + a pair, or seven pairs (four alike count as two pairs: 豪华七对)."""


def laid_out(e: ChangchunEvaluation) -> list[Tile]:
    """The tiles of the winner's special kongs."""
    return [t for group in e.context.set_aside for t in group]


def faces(e: ChangchunEvaluation) -> list[Tile]:
    """Every tile of the arrangement as it stands (kongs count four)."""
    return [t for m in e.arrangement.melds for t in m.tiles]


def _three_suits(e: ChangchunEvaluation) -> bool:
    return len({t.suit for t in (*faces(e), *laid_out(e)) if t.is_suited}) == 3


def _terminal(e: ChangchunEvaluation) -> bool:
    return bool(e.context.set_aside) or any(t.is_terminal_or_honor for t in faces(e))


def _triplet(e: ChangchunEvaluation) -> bool:
    if e.shape is not Shape.STANDARD or e.context.set_aside:
        return True
    if any(m.kind in (MeldKind.TRIPLET, MeldKind.KONG) for m in e.arrangement.melds):
        return True
    pair = e.arrangement.pair
    return pair is not None and pair.tiles[0].is_dragon


def _seven_pairs_concealed(e: ChangchunEvaluation) -> bool:
    return e.shape is not Shape.SEVEN_PAIRS or not (e.hand.melds or e.context.set_aside)


REQUIREMENTS: tuple[ChangchunItem, ...] = (
    requirement("ready", "先报听后胡牌", "declared ready (报听)", lambda e: e.context.ready, ()),
    requirement(
        "three_suits",
        "三门齐",
        "all three suits (hand, melds and special kongs)",
        _three_suits,
        (Feature.SUITS,),
    ),
    requirement(
        "terminal",
        "必须有幺九",
        "a terminal (1 or 9) or an honor",
        _terminal,
        (Feature.TERMINALS,),
    ),
    requirement(
        "triplet",
        "必须有刻",
        "a triplet or kong (a special kong too), or a dragon pair, or seven pairs",
        _triplet,
        (Feature.SHAPE, Feature.KINDS, Feature.PAIR),
    ),
    requirement(
        "seven_pairs_concealed",
        "七对门清",
        "seven pairs with no melds of any kind",
        _seven_pairs_concealed,
        (Feature.SHAPE,),
    ),
)
