"""Sichuan's 倍 table: the hand takes its single highest pattern, doubled by each 根 and each
of 杠上花, 杠上炮, 抢杠: ``V = 倍 × 2**(根 + items)``.

Values are in 番, the power of two (成都计番: 1番 = ×2): 平胡 0 (1 倍), 对对胡 1 (2 倍),
清一色 2 (4 倍) ... 清十八罗汉 8 (256 倍); the formula is ``2**Σ番``, capped at
``max_bei`` when it is set. A pattern excludes every pattern after it (the patterns are
listed from the highest down), so only the highest awarded is kept. 天胡 and 地胡 (32)
replace the hand's pattern and take no 根 and no 自摸 item.

>>> [item.key for item in PATTERNS][:3]
['qing_shiba_luohan', 'shiba_luohan', 'qing_long_qidui']
>>> [(item.key, item.value) for item in PATTERNS if item.key in ("pinghu", "qingyise", "long_qidui")]
[('long_qidui', 4), ('qingyise', 2), ('pinghu', 0)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from majiang.hands import Feature, MeldKind, Shape
from majiang.scoring import Evaluation, Item, Stage, WinMethod
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.sichuan.facts import SichuanFacts
    from majiang.rulesets.sichuan.ruleset import SichuanOptions

SichuanEvaluation: TypeAlias = "Evaluation[SichuanOptions, SichuanFacts]"
"""What a condition of Sichuan's table sees: its options and facts typed."""
SichuanItem: TypeAlias = "Item[SichuanOptions, SichuanFacts]"

__all__ = [
    "DOUBLINGS",
    "FIRST_DRAW",
    "FORBIDS",
    "PATTERNS",
    "gen",
    "items",
    "void_of",
]

When = Callable[[SichuanEvaluation], int | bool]

HAND = ()  # reads only the hand (every tile, the melds), the context and the options
SHAPE = (Feature.SHAPE,)
SETS = (Feature.SHAPE, Feature.KINDS)
ENDS = (Feature.SHAPE, Feature.TERMINALS)


def all_tiles(e: SichuanEvaluation) -> list[Tile]:
    """Every physical tile of the hand, its melds' included (Sichuan has no wildcards)."""
    return [*e.hand.tiles, *(t for m in e.hand.melds for t in m.physical)]


def _suits(e: SichuanEvaluation) -> set[str]:
    return e.once("sichuan.suits", lambda: {t.suit for t in all_tiles(e)})


def void_of(e: SichuanEvaluation) -> str | None:
    """The winner's void suit (定缺), when the round's facts record it."""
    return e.facts.void_of(e.context.seat)


def _standard(e: SichuanEvaluation) -> bool:
    return e.shape is Shape.STANDARD


def _pairs(e: SichuanEvaluation) -> bool:
    return e.shape is Shape.SEVEN_PAIRS


def _qing(e: SichuanEvaluation) -> bool:
    return len(_suits(e)) == 1


def _duidui(e: SichuanEvaluation) -> bool:
    return e.all_triplets


def _yaojiu(e: SichuanEvaluation) -> bool:
    """带幺九: a standard hand whose every set and pair holds a 1 or a 9."""
    return _standard(e) and all(any(t.rank in (1, 9) for t in m.tiles) for m in e.arrangement.melds)


def _jingou(e: SichuanEvaluation) -> bool:
    """金钩钓: four melds shown, won on the pair (the concealed hand is the pair)."""
    return _standard(e) and len(e.hand.melds) == 4 and len(e.hand.tiles) == 2


def _luohan(e: SichuanEvaluation) -> bool:
    """十八罗汉: a 金钩钓 whose four melds are kongs (18 tiles)."""
    return _jingou(e) and all(m.kind is MeldKind.KONG for m in e.hand.melds)


def _jiang(e: SichuanEvaluation) -> bool:
    """Every tile of rank 2, 5 or 8 (将: all sets and the pair)."""
    return all(t.rank in (2, 5, 8) for t in all_tiles(e))


def _long(e: SichuanEvaluation) -> bool:
    """七对 with four alike."""
    return _pairs(e) and 4 in Counter(e.hand.tiles).values()


def _tianhu(e: SichuanEvaluation) -> bool:
    return e.context.first_draw and e.context.winner_is_dealer


def _dihu(e: SichuanEvaluation) -> bool:
    return e.context.first_draw and not e.context.winner_is_dealer


def _pattern(
    key: str, chinese: str, english: str, fan: int, when: When, reads: tuple[Feature, ...]
) -> SichuanItem:
    return Item(key=key, chinese=chinese, english=english, value=fan, when=when, reads=reads)


_RAW: tuple[tuple[str, str, str, int, When, tuple[Feature, ...]], ...] = (
    ("qing_shiba_luohan", "清十八罗汉", "pure eighteen arhats", 8, lambda e: _luohan(e) and _qing(e), HAND),
    ("shiba_luohan", "十八罗汉", "eighteen arhats (four kongs, won on the pair)", 6, _luohan, HAND),
    ("qing_long_qidui", "清龙七对", "pure dragon seven pairs", 5, lambda e: _long(e) and _qing(e), SHAPE),
    ("long_qidui", "龙七对", "dragon seven pairs (four alike)", 4, _long, SHAPE),
    ("qing_qidui", "清七对", "pure seven pairs", 4, lambda e: _pairs(e) and _qing(e), SHAPE),
    ("qing_yaojiu", "清幺九", "pure terminals in every set", 4, lambda e: _yaojiu(e) and _qing(e), ENDS),
    ("jiang_jingou", "将金钩钓", "2-5-8 golden hook", 4, lambda e: _jingou(e) and _jiang(e), SHAPE),
    ("qing_jingou", "清金钩钓", "pure golden hook", 4, lambda e: _jingou(e) and _qing(e), SHAPE),
    ("qingdui", "清对", "pure all triplets", 3, lambda e: _duidui(e) and _qing(e), SETS),
    ("jiangdui", "将对", "2-5-8 all triplets", 3, lambda e: _duidui(e) and _jiang(e), SETS),
    ("qingyise", "清一色", "one suit", 2, _qing, HAND),
    ("daiyaojiu", "带幺九", "terminals in every set", 2, _yaojiu, ENDS),
    ("qidui", "七对", "seven pairs", 2, _pairs, SHAPE),
    ("jingou", "金钩钓", "golden hook (four melds, won on the pair)", 2, _jingou, SHAPE),
    ("duiduihu", "对对胡", "all triplets", 1, _duidui, SETS),
    ("pinghu", "平胡", "plain win (a sequence)", 0, lambda e: _standard(e) and not _duidui(e), SETS),
)

PATTERNS: tuple[SichuanItem, ...] = tuple(
    Item(
        key=key,
        chinese=chinese,
        english=english,
        value=fan,
        when=when,
        reads=reads,
        excludes=tuple(later[0] for later in _RAW[index + 1 :]),
    )
    for index, (key, chinese, english, fan, when, reads) in enumerate(_RAW)
)
"""The hand patterns, highest first; each excludes those after it."""


def gen(e: SichuanEvaluation) -> int:
    """根: each kind held four times among the hand and its melds (a kong or not); a
    龙七对's four alike are its pattern (one fewer), a 十八罗汉's four kongs too (four fewer)."""
    fours: int = e.once("sichuan.fours", lambda: sum(1 for n in Counter(all_tiles(e)).values() if n == 4))
    if _long(e):
        fours -= 1
    if _luohan(e):
        fours -= 4
    return max(fours, 0)


GEN = Item(key="gen", chinese="根", english="four alike (gen)", value=1, when=gen, reads=SHAPE)

DOUBLINGS: tuple[SichuanItem, ...] = (
    GEN,
    Item(
        key="gangshanghua",
        chinese="杠上花",
        english="win on a kong's replacement",
        value=1,
        when=lambda e: e.context.method is WinMethod.KONG_REPLACEMENT,
        reads=HAND,
    ),
    Item(
        key="gangshangpao",
        chinese="杠上炮",
        english="win on the konger's next discard",
        value=1,
        when=lambda e: e.context.kong_discard,
        reads=HAND,
    ),
    Item(
        key="qiangganghu",
        chinese="抢杠",
        english="robbing a kong",
        value=1,
        when=lambda e: e.context.method is WinMethod.ROBBED_KONG,
        reads=HAND,
    ),
)
"""The items that double V (×2 each)."""


ZIMO_JIADI: SichuanItem = Item(
    key="zimo_jiadi",
    chinese="自摸加底",
    english="self-draw adds the base",
    value=1,
    unit="分",
    when=lambda e: e.self_drawn,
    stage=Stage.ADD,
    reads=HAND,
)
ZIMO_DOUBLE: SichuanItem = Item(
    key="zimo_double",
    chinese="自摸加番",
    english="self-draw doubles",
    value=1,
    when=lambda e: e.self_drawn,
    reads=HAND,
)

_NOT_WITH_FIRST_DRAW = (*(p.key for p in PATTERNS), *(d.key for d in DOUBLINGS), "zimo_jiadi", "zimo_double")

FIRST_DRAW: tuple[SichuanItem, ...] = (
    Item(
        key="tianhu",
        chinese="天胡",
        english="heavenly hand (the dealer's first 14)",
        value=5,
        when=_tianhu,
        reads=HAND,
        excludes=_NOT_WITH_FIRST_DRAW,
    ),
    Item(
        key="dihu",
        chinese="地胡",
        english="earthly hand (on the dealer's first discard)",
        value=5,
        when=_dihu,
        reads=HAND,
        excludes=_NOT_WITH_FIRST_DRAW,
    ),
)
"""32 倍 in place of the hand's pattern, 根 and 自摸 items."""

FORBIDS: tuple[SichuanItem, ...] = (
    Item(
        key="three_suits",
        chinese="未缺门",
        english="three suits held (a hand wins with two suits at most)",
        value=0,
        when=lambda e: len(_suits(e)) == 3,
        stage=Stage.FORBID,
        reads=HAND,
    ),
    Item(
        key="void_held",
        chinese="持有定缺牌",
        english="holds a tile of its void suit (定缺)",
        value=0,
        when=lambda e: void_of(e) in _suits(e),
        stage=Stage.FORBID,
        reads=HAND,
    ),
)


def items(*, zimo: str) -> tuple[SichuanItem, ...]:
    """The table for the 自摸 option: ``"jiadi"`` (+1 per payer) or ``"double"`` (×2)."""
    zimo_item = ZIMO_JIADI if zimo == "jiadi" else ZIMO_DOUBLE
    return (*FORBIDS, *FIRST_DRAW, *PATTERNS, *DOUBLINGS, zimo_item)
