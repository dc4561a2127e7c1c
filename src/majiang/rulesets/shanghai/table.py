"""Shanghai's table: the 花 count, the hand types and their 勒子, the modifiers.

A payer's amount is ``min(Σ花, 10)`` (``Additive(cap=10)``: 1 勒子 = 10 花) times the
multipliers. 碰碰胡 and 混一色 are worth their 花 (底花, flowers, honor sets, kongs).
A limit hand is 1 勒子 (the ``lezi`` item, 10, replacing the 花 items) times its type:
清一色 and 混碰 ×1, 清碰, 风一色 and 八花齐 ×2, 风碰 ×4; only the highest type counts.
杠开 and 大吊车 add 10 花, so a 花 hand below 1 勒子 becomes 1 勒子 and one at the cap
stays there; on a limit hand they change nothing and are not shown. 抢杠: the konger
pays for all three (×3). 开宝 and 荒番 (the round's ``ShanghaiFacts``) each double the
amount, the caps with it. A hand of none of these types can not win (不够番型).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

import attrs

from majiang.hands import Shape, WaitShape
from majiang.rulesets.shanghai.doubling import ShanghaiFacts
from majiang.rulesets.shanghai.hua import EIGHT_FLOWERS, set_hua
from majiang.scoring import Evaluation, Item, Scope, Stage, WinMethod
from majiang.scoring.item import forbid
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.shanghai.ruleset import ShanghaiOptions

ShanghaiEvaluation: TypeAlias = "Evaluation[ShanghaiOptions, ShanghaiFacts]"
"""What a condition of Shanghai's table sees: its options and facts typed."""
ShanghaiItem: TypeAlias = "Item[ShanghaiOptions, ShanghaiFacts]"

__all__ = ["HUA_ITEMS", "ITEMS", "LEZI", "TYPE_KEYS", "items"]

LEZI = 10
"""1 勒子 = 10 花 (the cap of 碰碰胡 and 混一色)."""

When = Callable[[ShanghaiEvaluation], int | bool]


# -- what the conditions read -------------------------------------------------------------------


_STANDARD = Shape.STANDARD  # bound once: a member look-up on the enum costs a call each time
_SHOWN = (Shape.STANDARD, Shape.INSTANT)


def _suits_honors(e: ShanghaiEvaluation) -> tuple[frozenset[str], bool]:
    """The arrangement's suits and whether it holds an honor (once per reading: many rows read them)."""

    def compute() -> tuple[frozenset[str], bool]:
        tiles = [t for m in e.arrangement.melds for t in m.tiles]
        return frozenset(t.suit for t in tiles if t.is_suited), any(t.is_honor for t in tiles)

    return e.per_reading("shanghai.suits", compute)


def _suits(e: ShanghaiEvaluation) -> frozenset[str]:
    return _suits_honors(e)[0]


def _honors(e: ShanghaiEvaluation) -> bool:
    return _suits_honors(e)[1]


def _standard(e: ShanghaiEvaluation) -> bool:
    return e.shape is _STANDARD


def _hua_of(e: ShanghaiEvaluation, pick: Callable[[Tile], bool]) -> int:
    return sum(
        set_hua(m.kind, m.tiles[0], m.concealed)
        for m in e.arrangement.melds
        if m.kind.is_set and pick(m.tiles[0])
    )


def suit_kongs(e: ShanghaiEvaluation) -> int:
    """花 of suit kongs: exposed 1, concealed 2."""
    return _hua_of(e, lambda t: t.is_suited)


def wind_sets(e: ShanghaiEvaluation) -> int:
    """花 of wind triplets 1, exposed kongs 2, concealed kongs 3."""
    return _hua_of(e, lambda t: t.is_wind)


def dragon_sets(e: ShanghaiEvaluation) -> int:
    """花 of dragon triplets 2, exposed kongs 3, concealed kongs 4."""
    return _hua_of(e, lambda t: t.is_dragon)


def pengpeng(e: ShanghaiEvaluation) -> bool:
    """碰碰胡: four triplets or kongs and a pair."""
    return e.all_triplets


def one_suit(e: ShanghaiEvaluation) -> bool:
    """清一色: one suit, no honors (a standard reading)."""
    return _standard(e) and len(_suits(e)) == 1 and not _honors(e)


def half_flush(e: ShanghaiEvaluation) -> bool:
    """混一色: one suit and honors (a standard reading)."""
    return _standard(e) and len(_suits(e)) == 1 and _honors(e)


def all_honors(e: ShanghaiEvaluation) -> bool:
    """风一色: all honors, in any reading (乱风向 needs no sets)."""
    return e.shape in _SHOWN and not _suits(e)


def honor_pengpeng(e: ShanghaiEvaluation) -> bool:
    """风碰: all honors, four triplets or kongs and a pair."""
    return _standard(e) and not _suits(e) and e.all_triplets


def eight_flowers(e: ShanghaiEvaluation) -> bool:
    """八花齐: all eight flowers, self-drawn (a self-draw type win)."""
    return e.self_drawn and len(e.hand.flowers) == EIGHT_FLOWERS


LIMITS: dict[str, When] = {
    "qingyise": one_suit,
    "hunpeng": lambda e: half_flush(e) and pengpeng(e),
    "qingpeng": lambda e: one_suit(e) and pengpeng(e),
    "fengyise": all_honors,
    "bahua": eight_flowers,
    "fengpeng": honor_pengpeng,
}


def limit_hand(e: ShanghaiEvaluation) -> bool:
    return any(when(e) for when in LIMITS.values())


def no_type(e: ShanghaiEvaluation) -> bool:
    """不够番型: neither 碰碰胡 nor 混一色 nor a limit hand."""
    return not (pengpeng(e) or half_flush(e) or limit_hand(e))


def reading_rows(e: ShanghaiEvaluation) -> tuple[int, ...]:
    """The counts of the rows reading the arrangement (``_PLACES``' order), worked out
    together in one pass over the melds once a reading: their ``group``. Each gives what
    the row's own condition gives."""
    return e.per_reading("shanghai.rows", lambda: _row_counts(e))


def _row_counts(e: ShanghaiEvaluation) -> tuple[int, ...]:
    suit = wind = dragon = 0  # the 花 of the sets, by family
    for m in e.arrangement.melds:
        if m.kind.is_set:
            tile = m.tiles[0]
            hua = set_hua(m.kind, tile, m.concealed)
            if tile.is_suited:
                suit += hua
            elif tile.is_wind:
                wind += hua
            elif tile.is_dragon:
                dragon += hua
    shape = e.shape
    suits, honors = _suits_honors(e)
    peng = e.all_triplets
    one = shape is _STANDARD and len(suits) == 1
    qing, hun = one and not honors, one and honors
    feng = shape in _SHOWN and not suits
    fengpeng = shape is _STANDARD and not suits and peng
    limit = qing or (hun and peng) or feng or eight_flowers(e) or fengpeng  # 清碰 is 清一色 too
    return (
        not (peng or hun or limit),
        suit,
        wind,
        dragon,
        peng,
        hun,
        limit,
        qing,
        hun and peng,
        qing and peng,
        feng,
        fengpeng,
    )


def _group(when: When) -> tuple[Callable[[ShanghaiEvaluation], tuple[int, ...]], int] | None:
    """The ``group`` of a row whose condition is ``when``: its place in :func:`reading_rows`."""
    place = _PLACES.get(when)
    return None if place is None else (reading_rows, place)


_PLACES: dict[When, int] = {
    when: place
    for place, when in enumerate(
        (
            no_type,
            suit_kongs,
            wind_sets,
            dragon_sets,
            pengpeng,
            half_flush,
            limit_hand,
            LIMITS["qingyise"],
            LIMITS["hunpeng"],
            LIMITS["qingpeng"],
            LIMITS["fengyise"],
            LIMITS["fengpeng"],
        )
    )
}


def dadiaoche(e: ShanghaiEvaluation) -> bool:
    """大吊车: four melds laid down, won on the lone tile (the pair)."""
    return len(e.hand.melds) == 4 and _standard(e) and e.arrangement.wait is WaitShape.SINGLE


def louhu(e: ShanghaiEvaluation) -> bool:
    """漏胡: won from another seat on a kind passed up since the winner's last draw or claim."""
    return not e.self_drawn and e.hand.win_tile in e.context.passed


# -- the table ------------------------------------------------------------------------------------


def _hua(
    key: str, chinese: str, english: str, value: int, when: When, excludes: tuple[str, ...] = ()
) -> ShanghaiItem:
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=value,
        unit="花",
        when=when,
        excludes=excludes,
        group=_group(when),
    )


def _times(
    key: str,
    chinese: str,
    english: str,
    value: int,
    when: When,
    *,
    unit: str = "勒子",
    scope: Scope = Scope.EVERY,
    excludes: tuple[str, ...] = (),
) -> ShanghaiItem:
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=value,
        unit=unit,
        stage=Stage.MULTIPLY,
        when=when,
        scope=scope,
        excludes=excludes,
        group=_group(when),
    )


HUA_KEYS = ("di_hua", "flower", "suit_kong", "wind_set", "dragon_set")
MODIFIER_KEYS = ("gangkai", "dadiaoche")
TYPE_KEYS = ("pengpeng", "hunyise", "qingyise", "hunpeng", "qingpeng", "fengyise", "bahua", "fengpeng")
_FLOWER_TYPES = ("pengpeng", "hunyise")


def hua_items(di_hua: int) -> tuple[ShanghaiItem, ...]:
    """The 花 count, with ``di_hua`` (底花) as the option sets it."""
    return (
        _hua("di_hua", "底花", "base 花", di_hua, lambda e: True),
        _hua("flower", "花牌", "each flower", 1, lambda e: len(e.hand.flowers)),
        _hua("suit_kong", "筒条万杠", "suit kong: exposed 1, concealed 2", 1, suit_kongs),
        _hua("wind_set", "风刻", "wind triplet 1, exposed kong 2, concealed kong 3", 1, wind_sets),
        _hua("dragon_set", "箭刻", "dragon triplet 2, exposed kong 3, concealed kong 4", 1, dragon_sets),
    )


TYPE_ITEMS: tuple[ShanghaiItem, ...] = (
    _hua("pengpeng", "碰碰胡", "four triplets or kongs: worth its 花", 0, pengpeng),
    _hua("hunyise", "混一色", "one suit and honors: worth its 花", 0, half_flush),
    _hua(
        "lezi",
        "勒子",
        "a limit hand: 1 勒子 = 10",
        LEZI,
        limit_hand,
        (*HUA_KEYS, *_FLOWER_TYPES, *MODIFIER_KEYS),
    ),
    _times("qingyise", "清一色", "one suit, no honors", 1, LIMITS["qingyise"], excludes=_FLOWER_TYPES),
    _times("hunpeng", "混碰", "混一色 and 碰碰胡", 1, LIMITS["hunpeng"], excludes=_FLOWER_TYPES),
    _times(
        "qingpeng", "清碰", "清一色 and 碰碰胡", 2, LIMITS["qingpeng"], excludes=("qingyise", *_FLOWER_TYPES)
    ),
    _times(
        "fengyise", "风一色", "honors only, in any arrangement", 2, LIMITS["fengyise"], excludes=_FLOWER_TYPES
    ),
    _times(
        "bahua",
        "八花齐",
        "all eight flowers",
        2,
        LIMITS["bahua"],
        excludes=("qingyise", "hunpeng", "qingpeng", "fengyise", *_FLOWER_TYPES),
    ),
    _times(
        "fengpeng",
        "风碰",
        "honors only, four triplets or kongs",
        4,
        LIMITS["fengpeng"],
        excludes=("qingyise", "hunpeng", "qingpeng", "fengyise", "bahua", *_FLOWER_TYPES),
    ),
)

MODIFIER_ITEMS: tuple[ShanghaiItem, ...] = (
    _hua(
        "gangkai",
        "杠开",
        "won on a kong replacement: below 1 勒子 becomes 1 勒子",
        LEZI,
        lambda e: e.context.method is WinMethod.KONG_REPLACEMENT,
    ),
    _hua("dadiaoche", "大吊车", "four melds down, won on the lone tile: at least 1 勒子", LEZI, dadiaoche),
    _times(
        "robbed_kong",
        "抢杠",
        "a robbed added kong: scored as a self-draw, the konger pays all three shares",
        3,
        lambda e: e.context.method is WinMethod.ROBBED_KONG,
        unit="倍",
        scope=Scope.DISCARDER,
    ),
)


DOUBLING_ITEMS: tuple[ShanghaiItem, ...] = (
    _times(
        "kaibao",
        "开宝",
        "a 开宝 round (the opening roll a pair, or 1 and 4): ×2, caps included",
        2,
        lambda e: e.facts.kaibao,
        unit="倍",
    ),
    _times(
        "huangfan",
        "荒番",
        "played under the 荒番 counter (drawn rounds before): ×2, caps included",
        2,
        lambda e: e.facts.huangfan > 0,
        unit="倍",
    ),
)

REQUIREMENTS: tuple[ShanghaiItem, ...] = (
    attrs.evolve(
        forbid("no_type", "不够番型", "only 碰碰胡, 混一色 and the limit hands win", no_type),
        group=_group(no_type),
    ),
    forbid("louhu", "漏胡", "a kind passed up may not be won from another seat before the next draw", louhu),
)


def items(di_hua: int) -> tuple[ShanghaiItem, ...]:
    """The table for a 底花 of ``di_hua``."""
    return (*REQUIREMENTS, *hua_items(di_hua), *TYPE_ITEMS, *MODIFIER_ITEMS, *DOUBLING_ITEMS)


HUA_ITEMS = hua_items(2)
ITEMS: tuple[ShanghaiItem, ...] = items(2)
"""The default table (底花 2)."""
