"""Hefei's points table (牌型番数): every item adds points (分), summed per payer.

Each payer pays the sum of the items that concern him (formula ``Additive(base=0)``):
the discarder alone on a discard win, each of the three others on a self-draw. The
base 基本分 is 12 in a 报听 room and 10 otherwise. 天胡 and 地胡 replace every item
but the base and 庄分. 七对 scores no 双铺子, 坎 or 卡.
"""

from __future__ import annotations

from collections.abc import Callable

from majiang.hands import MeldKind, Shape
from majiang.rulesets.hefei.counts import rank_counts, suit_counts
from majiang.rulesets.hefei.requirements import REQUIREMENTS, HefeiEvaluation, HefeiItem
from majiang.rulesets.hefei.shapes import ka_shape, kan_huo, puzi, wait_kinds
from majiang.scoring import Item, Scope

__all__ = ["BASE", "items"]

BASE = {"baoting": 12, "open": 10}
"""基本分 by room: 报听区 12, 不报听区 10."""

When = Callable[[HefeiEvaluation], int | bool]


def _points(
    key: str,
    chinese: str,
    english: str,
    value: int,
    when: When,
    *,
    scope: Scope = Scope.EVERY,
    excludes: tuple[str, ...] = (),
) -> HefeiItem:
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=value,
        unit="分",
        when=when,
        scope=scope,
        excludes=excludes,
    )


def _suit_counts(e: HefeiEvaluation) -> dict[str, int]:
    """:func:`suit_counts` of the hand, once per hand (three rows read it)."""
    return e.once("hefei.suit_counts", lambda: suit_counts(e.hand))


def _kan_huo(e: HefeiEvaluation) -> tuple[int, int]:
    """:func:`kan_huo` of the reading, once per reading (坎 and 活 read it)."""
    return e.per_reading("hefei.kan_huo", lambda: kan_huo(e.arrangement, self_drawn=e.self_drawn))


def zhi(e: HefeiEvaluation) -> int:
    """支: one per tile past 8 in each suit (9 → 1, 10 → 2, ...)."""
    return sum(max(0, n - 8) for n in _suit_counts(e).values())


def double_eight(e: HefeiEvaluation) -> bool:
    """双八支: two suits with 8 or more tiles each (only possible with two kongs)."""
    return sum(n >= 8 for n in _suit_counts(e).values()) >= 2


def missing_suit(e: HefeiEvaluation) -> bool:
    """缺一门: some suit has no tile (once, also when two suits are absent)."""
    return min(_suit_counts(e).values()) == 0


def tong(e: HefeiEvaluation) -> int:
    """同: for each rank, one point per tile from the fifth on (across the suits)."""
    return sum(max(0, n - 4) for n in rank_counts(e.hand).values())


def kan(e: HefeiEvaluation) -> int:
    return _kan_huo(e)[0]


def huo(e: HefeiEvaluation) -> int:
    return _kan_huo(e)[1]


def kongs(e: HefeiEvaluation) -> int:
    """杠: concealed kongs (the only kongs Hefei has)."""
    return sum(1 for m in e.hand.melds if m.kind is MeldKind.KONG and m.concealed)


def ka(e: HefeiEvaluation) -> bool:
    """卡: the winning tile completes a closed wait, an edge or the pair (the source's own
    example: 3456 胡单调 3 或 6 counts); with ``ka="one_kind"`` the hand must also have
    waited on that one kind only (只胡一张 read literally)."""
    if not ka_shape(e.arrangement):
        return False
    return e.options.ka == "shape" or wait_kinds(e.hand) == 1


def lianzhuang(e: HefeiEvaluation) -> int:
    """连庄数, counted from 1 (a new dealer has 1; the framework's default 0 reads as 1)."""
    return max(e.context.lianzhuang, 1)


def tianhu(e: HefeiEvaluation) -> bool:
    """天胡: the dealer's first 14 tiles win."""
    c = e.context
    return c.first_draw and c.winner_is_dealer and c.self_drawn


def dihu(e: HefeiEvaluation) -> bool:
    """地胡: a non-dealer self-draws in the first go-round."""
    c = e.context
    return c.first_draw and not c.winner_is_dealer and c.self_drawn


def haolao(e: HefeiEvaluation) -> bool:
    """海捞: self-drawn from the last four wall tiles (``WinContext.last_tile`` in Hefei)."""
    return e.context.last_tile and e.self_drawn


def shuang_puzi(e: HefeiEvaluation) -> int:
    return puzi(e.arrangement)


def seven_pairs(e: HefeiEvaluation) -> bool:
    return e.shape is Shape.SEVEN_PAIRS


def _dealer_items(dealer_points: str) -> tuple[HefeiItem, ...]:
    if dealer_points == "involved":
        # the dealer's wins and the dealer's payments: Scope.DEALER
        scope, winner = Scope.DEALER, False
    else:
        scope, winner = Scope.EVERY, True

    def fed(e: HefeiEvaluation) -> int:
        c = e.context
        ok = not e.self_drawn and (c.winner_is_dealer or (not winner and c.discarder == c.dealer))
        return lianzhuang(e) if ok else 0

    def self_draw(e: HefeiEvaluation) -> int:
        ok = e.self_drawn and (e.context.winner_is_dealer or not winner)
        return lianzhuang(e) if ok else 0

    return (
        _points("dealer_fed", "庄分(点炮)", "dealer, discard win: 1 × 连庄数", 1, fed, scope=scope),
        _points("dealer_self_draw", "庄分(自摸)", "dealer, self-draw: 2 × 连庄数", 2, self_draw, scope=scope),
    )


def items(*, room: str = "baoting", dealer_points: str = "involved") -> tuple[HefeiItem, ...]:
    """The whole table for one set of options."""
    hand_items = (
        _points("zhi", "支", "per tile past 8 in a suit", 1, zhi),
        _points("double_eight", "双八支", "two suits of 8 or more", 50, double_eight),
        _points("missing_suit", "缺一门", "a suit absent", 1, missing_suit),
        _points("tong", "同", "per tile of one rank from the fifth on", 1, tong),
        _points("kan", "坎", "concealed triplet", 1, kan),
        _points("kong", "杠", "concealed kong", 2, kongs),
        _points("huo", "活", "triplet plus the fourth in a sequence", 4, huo),
        _points("ka", "卡", "single wait (closed, edge, pair)", 1, ka),
        _points("puzi", "双铺子", "two identical sequences", 2, shuang_puzi),
        _points("seven_pairs", "七对", "seven pairs", 5, seven_pairs, excludes=("puzi", "kan", "ka")),
        _points("haolao", "海捞", "self-drawn in the last four tiles", 10, haolao),
    )
    others = tuple(i.key for i in hand_items)
    limits = (
        _points("tianhu", "天胡", "the dealer's first 14 win", 100, tianhu, excludes=others),
        _points("dihu", "地胡", "a non-dealer's self-draw in the first go-round", 80, dihu, excludes=others),
    )
    base = _points("base", "基本分", f"base ({room} room)", BASE[room], lambda e: True)
    return (*REQUIREMENTS, base, *hand_items, *_dealer_items(dealer_points), *limits)
