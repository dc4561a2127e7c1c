"""Harbin's requirements to win (胡牌条件), each a ``FORBID`` item named for itself.

The source checks 3-6 when a player declares ready and again on the final hand; a hand
that was ready on them wins on every tile it waits on with a triplet (a 对倒 wait's pair
becomes one), so on the final hand they are read as they stand. Every condition reads
the arrangement being scored (a 宝 drawn by a ready player counts as the tile it stands
for), so a hand is refused only if no reading meets them all.

>>> from majiang.hands import Hand
>>> from majiang.rulesets import get
>>> from majiang.scoring import WinContext
>>> from majiang.tiles import Tile
>>> hand = Hand.parse("456p789s345m11p", melds="123m@0", win="1p", self_drawn=True)
>>> get("harbin").score(hand, WinContext(seat=1, ready=True, indicator=Tile.from_str("9s"))).reason
'必须有刻子 (a triplet or kong (红中 too))'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from majiang.hands import MeldKind, ShapeGrammar
from majiang.scoring import Evaluation, Feature, Item
from majiang.scoring.item import requirement
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.harbin.ruleset import HarbinOptions

HarbinEvaluation: TypeAlias = "Evaluation[HarbinOptions, None]"
"""What a condition of Harbin's table sees: its options and facts typed."""
HarbinItem: TypeAlias = "Item[HarbinOptions, None]"

__all__ = ["GRAMMAR", "REQUIREMENTS", "faces", "opened", "suits"]

GRAMMAR = ShapeGrammar(sets=4, seven_pairs=False)
"""4 sets + a pair only: no seven pairs, no thirteen orphans."""


def faces(e: HarbinEvaluation) -> list[Tile]:
    """Every tile of the arrangement as it stands (kongs count four)."""
    return [t for m in e.arrangement.melds for t in m.tiles]


def suits(e: HarbinEvaluation) -> set[str]:
    return {t.suit for t in faces(e) if t.is_suited}


def opened(e: HarbinEvaluation) -> bool:
    """开门: a chi, pon or exposed kong (a concealed kong does not open the hand)."""
    return any(not m.concealed for m in e.hand.melds)


def _kinds(e: HarbinEvaluation) -> set[MeldKind]:
    return {m.kind for m in e.arrangement.melds}


REQUIREMENTS: tuple[HarbinItem, ...] = (
    requirement("ready", "先听后胡", "declared ready (听)", lambda e: e.context.ready, ()),
    requirement(
        "no_tianhu",
        "庄家起手不能胡",
        "the dealer's first 14 tiles can not win (no 天胡)",
        lambda e: not e.context.first_draw,
        (),
    ),
    requirement("opened", "必须开门", "opened: a chi, pon or exposed kong", opened, ()),
    requirement(
        "two_suits",
        "不能清一色",
        "two suits at least (红中 is no suit)",
        lambda e: len(suits(e)) >= 2,
        (Feature.SUITS,),
    ),
    requirement(
        "terminal",
        "必须有幺九",
        "a 1 or 9, or a 红中",
        lambda e: any(t.is_terminal_or_honor for t in faces(e)),
        (Feature.TERMINALS,),
    ),
    requirement(
        "triplet",
        "必须有刻子",
        "a triplet or kong (红中 too)",
        lambda e: bool(_kinds(e) & {MeldKind.TRIPLET, MeldKind.KONG}),
        (Feature.KINDS,),
    ),
    requirement(
        "sequence", "必须有顺子", "a sequence", lambda e: MeldKind.SEQUENCE in _kinds(e), (Feature.KINDS,)
    ),
    requirement(
        "no_shoubayi",
        "不能手把一",
        "at least 4 tiles in hand when ready (at most 3 melds)",
        lambda e: len(e.hand.melds) <= 3,
        (),
    ),
    requirement(
        "last_four_self_draw",
        "最后四张只能自摸",
        "the last four tiles are drawn for self-draw only",
        lambda e: e.self_drawn or not e.context.last_tile,
        (),
    ),
)
