"""Jilin's 番 table: the requirements, the fan items, and 天胡/地胡 as fixed amounts.

Each payer pays ``base * 2**(f - 1)``, ``f`` summing the 番 that concern it
(点炮 only the discarder). 天胡 and 地胡 are fixed multiples of the base and
nothing else counts. In seven pairs only 七对 counts of 闭门/顶.
"""

from __future__ import annotations

from majiang.rulesets.jilin.requirements import (
    REQUIREMENTS,
    WAITS,
    JilinEvaluation,
    JilinItem,
    closed_wait,
    dihu,
    edge_wait,
    flush,
    pair_wait,
    piao,
    seven_pairs,
    shoubayi,
    tianhu,
)
from majiang.scoring import Feature, Item, Scope, Stage

__all__ = ["FAN_ITEMS", "items"]


def _concealed(e: JilinEvaluation) -> bool:
    """闭门: nothing claimed (a concealed kong does not open the hand)."""
    return all(m.concealed for m in e.hand.melds)


def _dealer(e: JilinEvaluation) -> bool:
    return e.context.winner_is_dealer


def _mobao(e: JilinEvaluation) -> bool:
    """摸宝: the drawn 宝 stands for the winning tile."""
    return e.context.win_wild and e.uses_wild


def _duibao(e: JilinEvaluation) -> bool:
    """对宝: the 宝 kind is exactly the ready player's winning tile (not from a discard)."""
    c = e.context
    return (
        c.ready
        and c.self_drawn
        and c.indicator is not None
        and e.hand.win_tile == c.indicator
        and not e.uses_wild
    )


FAN_ITEMS: tuple[JilinItem, ...] = (
    Item(key="concealed", chinese="闭门", english="concealed hand", value=1, when=_concealed, reads=()),
    Item(key="closed", chinese="夹", english="closed wait", value=1, when=closed_wait, reads=WAITS),
    Item(key="ding", chinese="顶", english="won on the pair", value=1, when=pair_wait, reads=WAITS),
    Item(key="mobao", chinese="摸宝", english="drew the 宝", value=1, when=_mobao, reads=(Feature.WILD,)),
    Item(
        key="discard",
        chinese="点炮",
        english="won on a discard",
        value=1,
        scope=Scope.DISCARDER,
        when=lambda e: not e.self_drawn,
        reads=(),
    ),
    Item(
        key="self_draw", chinese="自摸", english="self-draw", value=1, when=lambda e: e.self_drawn, reads=()
    ),
    Item(
        key="dealer",
        chinese="坐庄胡",
        english="the dealer wins",
        value=1,
        when=lambda e: e.context.winner_is_dealer,
        reads=(),
    ),
    Item(key="flush", chinese="清一色", english="one suit", value=1, when=flush, reads=(Feature.SUITS,)),
    Item(key="edge", chinese="边", english="edge wait on 3 or 7", value=2, when=edge_wait, reads=WAITS),
    Item(
        key="duibao",
        chinese="对宝",
        english="the 宝 is the winning tile",
        value=2,
        when=_duibao,
        reads=(Feature.WILD,),
    ),
    Item(key="piao", chinese="漂", english="all triplets", value=3, when=piao, reads=WAITS),
    Item(
        key="seven_pairs",
        chinese="七对",
        english="seven pairs",
        value=4,
        excludes=("concealed", "ding"),
        when=seven_pairs,
        reads=WAITS,
    ),
    Item(
        key="shoubayi",
        chinese="手把一",
        english="single wait, all else melded",
        value=4,
        when=shoubayi,
        reads=WAITS,
    ),
)

_FAN_KEYS = tuple(item.key for item in FAN_ITEMS)


def items(*, base: int, tianhu_times: int, dihu_times: int) -> tuple[JilinItem, ...]:
    """The whole table for one set of options (the fixed amounts scale with the base)."""
    fixed = (
        Item(
            key="tianhu",
            chinese="天胡",
            english="the dealer wins on the deal",
            value=tianhu_times * base,
            unit="分",
            stage=Stage.FIXED,
            excludes=_FAN_KEYS,
            when=tianhu,
            reads=(),
        ),
        Item(
            key="dihu",
            chinese="地胡",
            english="won on the first draw",
            value=dihu_times * base,
            unit="分",
            stage=Stage.FIXED,
            excludes=_FAN_KEYS,
            when=dihu,
            reads=(),
        ),
    )
    return (*REQUIREMENTS, *FAN_ITEMS, *fixed)
