"""太原立四's score ``s``: points that add up, doubled on a self-draw, and the dealer's extra.

``s = 1 (底) + 1 (庄家 wins) + 1 (边张/砍张/吊将 on the only winning kind) + 1 (缺门)
+ 10 (清一色, option ``same_suit``) + 10 (一条龙)``, ×2 on a self-draw (``FAN`` items of one
``Additive`` formula, then ``MULTIPLY``). A non-dealer's win costs the dealer 2 more on a
self-draw, 1 more on a discard (``ADD``, ``Scope.DEALER``). Only a seat that declared
ready (扣听) may win (``FORBID``).

>>> [item.key for item in items(same_suit=True)][:4]
['not_ready', 'base', 'dealer', 'single_wait']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from majiang.hands import Feature, Hand, MeldKind, ShapeGrammar, WaitShape
from majiang.rulesets.bao import wait_kinds
from majiang.scoring import Evaluation, Item, Scope, Stage
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.taiyuan.kongs import TaiyuanFacts
    from majiang.rulesets.taiyuan.ruleset import TaiyuanOptions

TaiyuanEvaluation: TypeAlias = "Evaluation[TaiyuanOptions, TaiyuanFacts]"
"""What a condition of Taiyuan's table sees: its options and facts typed."""
TaiyuanItem: TypeAlias = "Item[TaiyuanOptions, TaiyuanFacts]"

__all__ = ["GRAMMAR", "ITEMS", "items", "suits", "yitiaolong"]

GRAMMAR = ShapeGrammar(sets=4, seven_pairs=False)
"""4 sets and a pair only: no seven pairs, no wildcards."""

When = Callable[[TaiyuanEvaluation], int | bool]

ONE_KIND_SHAPES = (WaitShape.EDGE, WaitShape.CLOSED, WaitShape.SINGLE)


def _tiles(hand: Hand) -> list[Tile]:
    return [*hand.tiles, *(t for m in hand.melds for t in m.tiles)]


def suits(hand: Hand) -> tuple[set[str], bool]:
    """The suits the hand holds (melds included) and whether it holds an honor."""
    tiles = _tiles(hand)
    return {t.suit for t in tiles if t.is_suited}, any(t.is_honor for t in tiles)


def single_wait(e: TaiyuanEvaluation) -> bool:
    """边张 / 砍张 / 吊将: the ready hand had one winning kind, and the winning tile stands
    as an edge (12 waiting 3, 89 waiting 7), closed (13 waiting 2) or pair wait."""
    if e.arrangement.wait not in ONE_KIND_SHAPES:
        return False
    return e.once("taiyuan.one_kind", lambda: wait_kinds(e.hand.without_win(), GRAMMAR) == 1)


def quemen(e: TaiyuanEvaluation) -> bool:
    """缺门: exactly two of the three suits (honors do not count)."""
    return len(suits(e.hand)[0]) == 2


def qingyise(e: TaiyuanEvaluation) -> bool:
    """清一色: one suit and no honors."""
    held, honors = suits(e.hand)
    return len(held) == 1 and not honors


DRAGON_RUNS = ((1, 2, 3), (4, 5, 6), (7, 8, 9))


def yitiaolong(e: TaiyuanEvaluation) -> bool:
    """一条龙: 123, 456 and 789 of one suit among the sets."""
    runs = {
        (m.tiles[0].suit, tuple(t.rank for t in m.tiles))
        for m in e.arrangement.melds
        if m.kind is MeldKind.SEQUENCE
    }
    return any(all((suit, run) in runs for run in DRAGON_RUNS) for suit in "mps")


def _points(
    key: str, chinese: str, english: str, value: int, when: When, reads: tuple[Feature, ...]
) -> TaiyuanItem:
    return Item(key=key, chinese=chinese, english=english, value=value, unit="分", when=when, reads=reads)


NOT_READY: TaiyuanItem = Item(
    key="not_ready",
    chinese="未扣听",
    english="only a seat that declared ready (扣听) may win",
    value=0,
    stage=Stage.FORBID,
    when=lambda e: not e.context.ready,
    reads=(),
)

ITEMS: tuple[TaiyuanItem, ...] = (
    _points("base", "底", "every win", 1, lambda e: True, ()),
    _points("dealer", "庄家", "the dealer wins", 1, lambda e: e.context.winner_is_dealer, ()),
    _points(
        "single_wait",
        "边张/砍张/吊将",
        "an edge, closed or pair wait on the only winning kind",
        1,
        single_wait,
        (Feature.WIN,),
    ),
    _points("quemen", "缺门", "exactly two of the three suits", 1, quemen, ()),
)

QINGYISE = _points("qingyise", "清一色", "one suit, no honors", 10, qingyise, ())
YITIAOLONG = _points(
    "yitiaolong", "一条龙", "123 456 789 of one suit", 10, yitiaolong, (Feature.KINDS, Feature.FACES)
)

ZIMO: TaiyuanItem = Item(
    key="zimo",
    chinese="自摸",
    english="self-drawn: the total ×2",
    value=2,
    unit="×",
    when=lambda e: e.self_drawn,
    stage=Stage.MULTIPLY,
    reads=(),
)

DEALER_EXTRA: TaiyuanItem = Item(
    key="dealer_extra",
    chinese="庄家多付",
    english="a non-dealer's win: the dealer pays 2 more on a self-draw, 1 more on a discard",
    value=1,
    unit="分",
    when=lambda e: 0 if e.context.winner_is_dealer else (2 if e.self_drawn else 1),
    stage=Stage.ADD,
    scope=Scope.DEALER,
    reads=(),
)


def items(*, same_suit: bool) -> tuple[TaiyuanItem, ...]:
    """The table; ``same_suit`` keeps 清一色."""
    qing = (QINGYISE,) if same_suit else ()
    return (NOT_READY, *ITEMS, *qing, YITIAOLONG, ZIMO, DEALER_EXTRA)
