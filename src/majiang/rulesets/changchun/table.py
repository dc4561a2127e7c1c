"""Changchun's 番 (the MIL 2024 competition rules as the digest gives them).

Each payer pays ``2 ** min(6, fan + d + z)`` units: ``d`` = 1 when the winner or that
payer is the dealer (坐庄), ``z`` = 1 for every payer of a self-draw and for the
discarder of a discard win (自摸/点炮) — :class:`~majiang.scoring.Doubling` with
``cap=6``.

| item | 番 |
|---|---|
| 门清 (no exposed melds; concealed kongs and special kongs allowed) | 1 |
| 夹/单吊/单和: closed wait, edge 3/7, pair wait, or the hand's only wait | 1 |
| 飘和: all sets triplets/kongs (replaces 夹/单吊/单和) | 2 |
| 七对 (no 门清, no 夹/单吊/单和) | 3 |
| 豪华七对: seven pairs, the winning tile makes four alike (replaces 七对) | 4 |
| 冲宝: the winning tile is the 宝 kind, self-drawn by a ready player (对宝) | 2 |
| 摸宝: won by drawing a 宝 that stands for the winning tile | 1 |
"""

from __future__ import annotations

from majiang.hands import Shape, WaitShape
from majiang.rulesets.bao import wait_kinds
from majiang.rulesets.changchun.requirements import GRAMMAR, REQUIREMENTS, ChangchunEvaluation, ChangchunItem
from majiang.scoring import Feature, Item, Scope

__all__ = ["CAP", "FAN_ITEMS", "items", "jia"]

CAP = 6
"""The exponent's limit: ``2 ** min(6, ...)``."""

_WAIT = (Feature.SHAPE, Feature.WIN)
_PAIRS = ("menqing", "jia")


def jia(e: ChangchunEvaluation) -> bool:
    """夹/单吊/单和: a closed wait, an edge wait (3 or 7), a pair wait, or the only wait."""
    if e.shape is not Shape.STANDARD:
        return False
    if e.arrangement.wait in (WaitShape.CLOSED, WaitShape.EDGE, WaitShape.SINGLE):
        return True
    return wait_kinds(e.hand.without_win(), GRAMMAR) == 1


def _haohua(e: ChangchunEvaluation) -> bool:
    """豪华七对: seven pairs whose winning tile makes four alike in the hand."""
    return (
        e.shape is Shape.SEVEN_PAIRS
        and e.hand.win_tile is not None
        and e.hand.tiles.count(e.hand.win_tile) == 4
    )


def _chongbao(e: ChangchunEvaluation) -> bool:
    """冲宝 (对宝): a ready player self-drew the 宝 kind, his winning tile as it is."""
    c = e.context
    return (
        c.ready
        and c.self_drawn
        and c.indicator is not None
        and e.hand.win_tile == c.indicator
        and not e.uses_wild
    )


def _mobao(e: ChangchunEvaluation) -> bool:
    """摸宝: the self-drawn 宝 stands for another winning tile."""
    return e.context.win_wild and e.uses_wild


FAN_ITEMS: tuple[ChangchunItem, ...] = (
    Item(
        key="menqing",
        chinese="门清",
        english="no exposed melds",
        value=1,
        when=lambda e: all(m.concealed for m in e.hand.melds),
        reads=(),
    ),
    Item(
        key="jia",
        chinese="夹/单吊/单和",
        english="closed, edge, pair or only wait",
        value=1,
        when=jia,
        reads=_WAIT,
    ),
    Item(
        key="piaohu",
        chinese="飘和",
        english="all triplets and kongs",
        value=2,
        excludes=("jia",),
        when=lambda e: e.shape is Shape.STANDARD and e.all_triplets,
        reads=(Feature.SHAPE, Feature.KINDS),
    ),
    Item(
        key="qidui",
        chinese="七对",
        english="seven pairs",
        value=3,
        excludes=_PAIRS,
        when=lambda e: e.shape is Shape.SEVEN_PAIRS,
        reads=(Feature.SHAPE,),
    ),
    Item(
        key="haohua_qidui",
        chinese="豪华七对",
        english="seven pairs, the winning tile makes four alike",
        value=4,
        excludes=(*_PAIRS, "qidui"),
        when=_haohua,
        reads=(Feature.SHAPE,),
    ),
    Item(
        key="chongbao",
        chinese="冲宝",
        english="won on the 宝 kind itself",
        value=2,
        when=_chongbao,
        reads=(Feature.WILD,),
    ),
    Item(
        key="mobao",
        chinese="摸宝",
        english="drew the 宝 for the winning tile",
        value=1,
        when=_mobao,
        reads=(Feature.WILD,),
    ),
    Item(
        key="dealer",
        chinese="坐庄",
        english="the winner or this payer is the dealer",
        value=1,
        scope=Scope.DEALER,
        when=lambda e: True,
        reads=(),
    ),
    Item(
        key="zimo_dianpao",
        chinese="自摸/点炮",
        english="every payer of a self-draw, the discarder of a discard win",
        value=1,
        scope=Scope.LIABLE,
        when=lambda e: True,
        reads=(),
    ),
)


def items() -> tuple[ChangchunItem, ...]:
    """The whole table."""
    return (*REQUIREMENTS, *FAN_ITEMS)
