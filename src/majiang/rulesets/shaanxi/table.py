"""陕西麻将's doubling items: each item present doubles the rate, ``R = base × 2**k``.

七对, 清一色, 杠上花, 海底捞 and 抢杠胡 each add 1 to ``k`` (each can be switched off);
a self-draw doubles every payer's amount, and so does the dealer, for a payer when the
winner or that payer deals (``Scope.DEALER``). All are ``FAN`` items of one
``Doubling(base)`` formula: a payer's amount is ``base × 2**(k + 自摸 + 庄)``. The side
bet 下炮子 (option ``paozi``) is added to each share after the doubling, doubled on a
self-draw, never by the dealer.

>>> [item.key for item in items(doubled=DOUBLING_KEYS, paozi=0, all_pay=False)]
['qidui', 'qingyise', 'gangshanghua', 'haidilao', 'qianggang', 'zimo', 'dealer']
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, TypeAlias

from majiang.hands import Feature, Shape
from majiang.scoring import Evaluation, Item, Scope, Stage, WinMethod

if TYPE_CHECKING:
    from majiang.rulesets.shaanxi.ruleset import ShaanxiOptions

ShaanxiEvaluation: TypeAlias = "Evaluation[ShaanxiOptions, None]"
"""What a condition of Shaanxi's table sees: its options and facts typed."""
ShaanxiItem: TypeAlias = "Item[ShaanxiOptions, None]"

__all__ = ["DOUBLING", "DOUBLING_KEYS", "PAYMENT", "items", "paozi_item", "qingyise"]


def qidui(e: ShaanxiEvaluation) -> bool:
    """七对: seven pairs (concealed)."""
    return e.shape is Shape.SEVEN_PAIRS


def qingyise(e: ShaanxiEvaluation) -> bool:
    """清一色: every tile of the hand, melds included, of one suit; no honors."""
    hand = e.hand
    tiles = [*hand.tiles, *(t for m in hand.melds for t in m.tiles)]
    return all(t.is_suited for t in tiles) and len({t.suit for t in tiles}) == 1


def gangshanghua(e: ShaanxiEvaluation) -> bool:
    """杠上花: self-drawn on a kong's replacement tile."""
    return e.context.method is WinMethod.KONG_REPLACEMENT


def haidilao(e: ShaanxiEvaluation) -> bool:
    """海底捞: self-drawn with the last tile of the wall (a discard of it is not)."""
    return e.context.last_tile and e.self_drawn


def qianggang(e: ShaanxiEvaluation) -> bool:
    """抢杠胡: won on the tile another seat added to its pon."""
    return e.context.method is WinMethod.ROBBED_KONG


When = Callable[[ShaanxiEvaluation], bool]


def _double(key: str, chinese: str, english: str, when: When, reads: tuple[Feature, ...] = ()) -> ShaanxiItem:
    return Item(key=key, chinese=chinese, english=english, value=1, when=when, reads=reads)


DOUBLING: tuple[ShaanxiItem, ...] = (
    _double("qidui", "七对", "seven pairs ×2", qidui, (Feature.SHAPE,)),
    _double("qingyise", "清一色", "one suit, no honors ×2", qingyise),
    _double("gangshanghua", "杠上花", "won on a kong's replacement ×2", gangshanghua),
    _double("haidilao", "海底捞", "self-drawn with the last tile ×2", haidilao),
    _double("qianggang", "抢杠胡", "robbed an added kong ×2", qianggang),
)
"""The hand's doubling items (the source's ``NO_JIA_FAN_*`` switch each off)."""

DOUBLING_KEYS: tuple[str, ...] = tuple(item.key for item in DOUBLING)


def dealer_pays_or_wins(e: ShaanxiEvaluation) -> bool:
    """The dealer is the winner or one of the payers (the item then doubles his share)."""
    c = e.context
    all_pay = e.options.dianpao_all_pay or e.options.dianpao_bao
    return c.winner_is_dealer or c.discarder in (None, c.dealer) or all_pay


PAYMENT: tuple[ShaanxiItem, ...] = (
    Item(
        key="zimo",
        chinese="自摸",
        english="self-drawn: each share ×2",
        value=1,
        when=lambda e: e.self_drawn,
        reads=(),
    ),
    Item(
        key="dealer",
        chinese="庄家",
        english="the winner or this payer deals: ×2",
        value=1,
        when=lambda e: dealer_pays_or_wins(e),
        scope=Scope.DEALER,
        reads=(),
    ),
)
"""The payment's doublings, which every win has: 自摸 and 庄家 (per payer)."""


def paozi_item(paozi: int, *, all_pay: bool) -> ShaanxiItem:
    """下炮子: ``paozi`` more from each share, twice on a self-draw. Paid by each payer of
    the win (``all_pay``); otherwise by the discarder alone on a fed win, even when he pays
    the three shares (点炮包三家 covers the win, not the side bet)."""
    return Item(
        key="paozi",
        chinese="下炮子",
        english=f"side bet of {paozi}, twice on a self-draw",
        value=paozi,
        unit="分",
        when=lambda e: 2 if e.self_drawn else 1,
        stage=Stage.ADD,
        scope=Scope.EVERY if all_pay else Scope.LIABLE,
        reads=(),
    )


def items(*, doubled: Collection[str], paozi: int, all_pay: bool) -> tuple[ShaanxiItem, ...]:
    """The table: the doubling items switched on, the payment's doublings, the side bet."""
    bet = (paozi_item(paozi, all_pay=all_pay),) if paozi else ()
    return (*(item for item in DOUBLING if item.key in doubled), *PAYMENT, *bet)
