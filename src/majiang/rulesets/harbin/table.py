"""Harbin's score (a **Decision** of the digest, values of the ``mjsc`` map).

``V = way × (2 if 卡当)``: the way is 平胡 1 (on a discard), 自摸 2, or 摸宝 3 (a ready
player self-drew a tile of the 宝 kind; instead of 自摸). 宝中宝 (a 卡当 hand waiting on
the 宝 kind draws it) is 12 in all, replacing the way and 卡当. Option ``dealer_double``:
×2 for a payer when he or the winner is the dealer. Summed with
:class:`~majiang.scoring.Additive` (base 0).
"""

from __future__ import annotations

from majiang.hands import Shape, WaitShape
from majiang.rulesets.bao import wait_kinds
from majiang.rulesets.harbin.requirements import GRAMMAR, REQUIREMENTS, HarbinEvaluation, HarbinItem
from majiang.scoring import Feature, Item, Scope, Stage

__all__ = ["BAOZHONGBAO", "WAY_ITEMS", "items", "kadang"]

BAOZHONGBAO = 12
"""宝中宝's value in all."""

_WAIT = (Feature.SHAPE, Feature.WIN)


def kadang(e: HarbinEvaluation) -> bool:
    """卡当: the ready hand waits on one kind only, as the middle of a sequence."""
    return (
        e.shape is Shape.STANDARD
        and e.arrangement.wait is WaitShape.CLOSED
        and wait_kinds(e.hand.without_win(), GRAMMAR) == 1
    )


def _mobao(e: HarbinEvaluation) -> bool:
    """摸宝: a ready player self-drew a tile of the 宝 kind (``Harbin.prepare`` marks it)."""
    return e.context.win_wild


def _baozhongbao(e: HarbinEvaluation) -> bool:
    """宝中宝: 卡当, and the drawn 宝 is that one wait itself (it stands for its own face)."""
    return e.context.win_wild and not e.uses_wild and kadang(e)


WAY_ITEMS: tuple[HarbinItem, ...] = (
    Item(
        key="pinghu",
        chinese="平胡",
        english="won on a discard",
        value=1,
        when=lambda e: not e.self_drawn,
        reads=(),
    ),
    Item(
        key="self_draw",
        chinese="自摸",
        english="self-drew a natural winning tile",
        value=2,
        when=lambda e: e.self_drawn,
        reads=(),
    ),
    Item(
        key="mobao",
        chinese="摸宝",
        english="self-drew a tile of the 宝 kind, standing for the winning tile",
        value=3,
        excludes=("self_draw",),
        when=_mobao,
        reads=(),
    ),
    Item(
        key="kadang",
        chinese="卡当",
        english="one wait, the middle of a sequence",
        value=2,
        stage=Stage.MULTIPLY,
        when=kadang,
        reads=_WAIT,
    ),
    Item(
        key="baozhongbao",
        chinese="宝中宝",
        english="卡当 on the 宝 kind, drawn",
        value=BAOZHONGBAO,
        excludes=("pinghu", "self_draw", "mobao", "kadang"),
        when=_baozhongbao,
        reads=(*_WAIT, Feature.WILD),
    ),
)

DEALER_DOUBLE: HarbinItem = Item(
    key="dealer_double",
    chinese="庄家翻倍",
    english="the winner or this payer is the dealer",
    value=2,
    stage=Stage.MULTIPLY,
    scope=Scope.DEALER,
    when=lambda e: True,
    reads=(),
)
"""Option ``dealer_double``: ×2 between the dealer and the other seats."""


def items(*, dealer_double: bool) -> tuple[HarbinItem, ...]:
    """The whole table for one set of options."""
    return (*REQUIREMENTS, *WAY_ITEMS, *((DEALER_DOUBLE,) if dealer_double else ()))
