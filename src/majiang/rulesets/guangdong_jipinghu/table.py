"""鸡平胡's 番 table: the hand takes its single highest row, then the additions, capped at 6.

A row excludes every row before it (the rows are in rising order), so only the highest
row awarded is kept. The additions (a kong +1, a direct kong fed by the discarder of the
winning tile +1, 自摸 +1 — a robbed kong counts as a self-draw) add to it; the formula is
``min(Σ番, 6)`` (爆胡 is the limit). 海底捞月, 杠上开花 and 抢杠胡 pay at least 3
(``Stage.FLOOR``); the paid value of a 0-番 鸡胡 is 1 (option ``zero_fan_pays``).

>>> [item.key for item in ROWS][:4]
['jihu', 'pinghu', 'pengpeng', 'hunyise']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from majiang.hands import Feature, MeldKind, Shape
from majiang.scoring import Evaluation, Item, Stage, WinMethod
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.guangdong_jipinghu.ruleset import GuangdongJipinghuOptions, JipinghuFacts

JipinghuEvaluation: TypeAlias = "Evaluation[GuangdongJipinghuOptions, JipinghuFacts]"
"""What a condition of Jipinghu's table sees: its options and facts typed."""
JipinghuItem: TypeAlias = "Item[GuangdongJipinghuOptions, JipinghuFacts]"

__all__ = ["ADDITIONS", "BAOHU", "FLOORS", "ROWS", "hand_fan", "items"]

When = Callable[[JipinghuEvaluation], int | bool]

BAOHU = 6
"""爆胡: the limit of a hand's 番 (rows and additions)."""

SHAPE = (Feature.SHAPE,)
SETS = (Feature.SHAPE, Feature.KINDS)
SUITS = (Feature.SHAPE, Feature.SUITS)


def _tiles(e: JipinghuEvaluation) -> list[Tile]:
    return e.per_reading("jipinghu.tiles", lambda: [t for m in e.arrangement.melds for t in m.tiles])


_STANDARD = Shape.STANDARD  # bound once: a member look-up on the enum costs a call each time
_TRIPLETS = (MeldKind.TRIPLET, MeldKind.KONG)
_PAIR = MeldKind.PAIR


def _standard(e: JipinghuEvaluation) -> bool:
    return e.shape is _STANDARD


def _suits(e: JipinghuEvaluation) -> set[str]:
    return e.per_reading("jipinghu.suits", lambda: {t.suit for t in _tiles(e) if t.is_suited})


def _has_honors(e: JipinghuEvaluation) -> bool:
    return e.per_reading("jipinghu.honors", lambda: any(t.is_honor for t in _tiles(e)))


def pinghu(e: JipinghuEvaluation) -> bool:
    """平胡: four sequences and a pair."""
    sets = [m for m in e.arrangement.melds if m.kind.is_set]
    return _standard(e) and all(m.kind is MeldKind.SEQUENCE for m in sets)


def pengpeng(e: JipinghuEvaluation) -> bool:
    """碰碰胡: four triplets or kongs and a pair."""
    return e.all_triplets


def hunyise(e: JipinghuEvaluation) -> bool:
    """混一色: one suit and honors."""
    return _standard(e) and len(_suits(e)) == 1 and _has_honors(e)


def qingyise(e: JipinghuEvaluation) -> bool:
    """清一色: one suit, no honors."""
    return _standard(e) and len(_suits(e)) == 1 and not _has_honors(e)


def _yaojiu(e: JipinghuEvaluation) -> bool:
    return e.per_reading("jipinghu.yaojiu", lambda: all(t.is_honor or t.rank in (1, 9) for t in _tiles(e)))


def hunyaojiu(e: JipinghuEvaluation) -> bool:
    """混幺九: triplets of terminals and honors, both present."""
    return e.all_triplets and _yaojiu(e) and _has_honors(e) and bool(_suits(e))


def qingyaojiu(e: JipinghuEvaluation) -> bool:
    """清幺九: triplets of terminals only."""
    return e.all_triplets and _yaojiu(e) and not _has_honors(e)


def ziyise(e: JipinghuEvaluation) -> bool:
    """字一色: honors only (a standard hand)."""
    return _standard(e) and not _suits(e)


def _honor_sets(e: JipinghuEvaluation, pick: Callable[[Tile], bool]) -> tuple[int, bool]:
    def count() -> tuple[int, bool]:
        melds = e.arrangement.melds
        sets = sum(1 for m in melds if m.kind in _TRIPLETS and pick(m.tiles[0]))
        pair = any(m.kind is _PAIR and pick(m.tiles[0]) for m in melds)
        return sets, pair

    return e.per_reading(_HONOR_KEYS[pick], count)


def _dragon(t: Tile) -> bool:
    return t.is_dragon


def _wind(t: Tile) -> bool:
    return t.is_wind


_HONOR_KEYS: dict[Callable[[Tile], bool], str] = {
    pick: f"jipinghu.honor_sets.{pick.__name__}" for pick in (_dragon, _wind)
}


def xiaosanyuan(e: JipinghuEvaluation) -> bool:
    """小三元: two dragon triplets and a dragon pair."""
    return _standard(e) and _honor_sets(e, _dragon) == (2, True)


def dasanyuan(e: JipinghuEvaluation) -> bool:
    """大三元: three dragon triplets."""
    return _standard(e) and _honor_sets(e, _dragon)[0] == 3


def xiaosixi(e: JipinghuEvaluation) -> bool:
    """小四喜: three wind triplets and a wind pair."""
    return _standard(e) and _honor_sets(e, _wind) == (3, True)


def dasixi(e: JipinghuEvaluation) -> bool:
    """大四喜: four wind triplets."""
    return _standard(e) and _honor_sets(e, _wind)[0] == 4


NINE_GATES = Counter({1: 3, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 3})


def jiulian(e: JipinghuEvaluation) -> bool:
    """九莲宝灯: concealed ``1112345678999`` of one suit and one more of that suit."""
    hand = e.hand
    if hand.melds or any(not t.is_suited for t in hand.tiles) or len({t.suit for t in hand.tiles}) != 1:
        return False
    return not NINE_GATES - Counter(t.rank for t in hand.tiles)


def shisanyao(e: JipinghuEvaluation) -> bool:
    """十三幺: the thirteen orphans."""
    return e.shape is Shape.THIRTEEN_ORPHANS


def _unclaimed(e: JipinghuEvaluation) -> bool:
    return e.context.first_draw and not e.hand.melds


def tianhe(e: JipinghuEvaluation) -> bool:
    """天和: the dealer's first fourteen tiles."""
    return _unclaimed(e) and e.context.winner_is_dealer and e.self_drawn


def dihe(e: JipinghuEvaluation) -> bool:
    """地和: a non-dealer self-draws his first draw, nobody having claimed."""
    return _unclaimed(e) and not e.context.winner_is_dealer and e.context.method is WinMethod.SELF_DRAW


def renhe(e: JipinghuEvaluation) -> bool:
    """人和: a non-dealer wins on the dealer's first discard."""
    c = e.context
    return (
        _unclaimed(e) and not c.winner_is_dealer and c.method is WinMethod.DISCARD and c.discarder == c.dealer
    )


def _row(
    key: str, chinese: str, english: str, value: int, when: When, reads: tuple[Feature, ...]
) -> JipinghuItem:
    return Item(key=key, chinese=chinese, english=english, value=value, when=when, reads=reads)


_ROWS = (
    _row("jihu", "鸡胡", "any winning hand", 0, lambda e: True, ()),
    _row("pinghu", "平胡", "four sequences and a pair", 1, pinghu, SETS),
    _row("pengpeng", "碰碰胡", "four triplets or kongs", 2, pengpeng, SETS),
    _row("hunyise", "混一色", "one suit and honors", 2, hunyise, SUITS),
    _row("qingyise", "清一色", "one suit", 4, qingyise, SUITS),
    _row("hunpeng", "混碰", "混一色 碰碰胡", 4, lambda e: hunyise(e) and pengpeng(e), (*SETS, Feature.SUITS)),
    _row(
        "qingpeng", "清碰", "清一色 碰碰胡", 5, lambda e: qingyise(e) and pengpeng(e), (*SETS, Feature.SUITS)
    ),
    _row(
        "hunyaojiu",
        "混幺九",
        "triplets of terminals and honors",
        5,
        hunyaojiu,
        (*SETS, Feature.SUITS, Feature.TERMINALS),
    ),
    _row(
        "xiaosanyuan",
        "小三元",
        "two dragon triplets and a dragon pair",
        5,
        xiaosanyuan,
        (*SETS, Feature.HONORS),
    ),
    _row("xiaosixi", "小四喜", "three wind triplets and a wind pair", 5, xiaosixi, (*SETS, Feature.HONORS)),
    _row("ziyise", "字一色", "honors only", BAOHU, ziyise, SUITS),
    _row(
        "qingyaojiu",
        "清幺九",
        "triplets of terminals only",
        BAOHU,
        qingyaojiu,
        (*SETS, Feature.SUITS, Feature.TERMINALS),
    ),
    _row("dasanyuan", "大三元", "three dragon triplets", BAOHU, dasanyuan, (*SETS, Feature.HONORS)),
    _row("dasixi", "大四喜", "four wind triplets", BAOHU, dasixi, (*SETS, Feature.HONORS)),
    _row("jiulian", "九莲宝灯", "nine gates: 1112345678999 and one more of the suit", BAOHU, jiulian, ()),
    _row("shisanyao", "十三幺", "thirteen orphans", BAOHU, shisanyao, SHAPE),
    _row("tianhe", "天和", "the dealer's first fourteen tiles", BAOHU, tianhe, ()),
    _row("dihe", "地和", "a non-dealer self-draws his first draw", BAOHU, dihe, ()),
    _row("renhe", "人和", "a non-dealer wins on the dealer's first discard", BAOHU, renhe, ()),
)

ROWS: tuple[JipinghuItem, ...] = tuple(
    Item(
        key=r.key,
        chinese=r.chinese,
        english=r.english,
        value=r.value,
        when=r.when,
        reads=r.reads,
        excludes=tuple(earlier.key for earlier in _ROWS[:i]),
    )
    for i, r in enumerate(_ROWS)
)
"""The rows, each excluding the rows before it: only the highest awarded row counts."""


def kongs(e: JipinghuEvaluation) -> bool:
    """Any kong (exposed or concealed) in the winner's hand: +1 once."""
    return any(m.kind is MeldKind.KONG for m in e.hand.melds)


def fed_kong(e: JipinghuEvaluation) -> bool:
    """The winner holds a direct kong (3 in hand + a discard) fed by the seat that also
    discarded the winning tile: +1."""
    c = e.context
    if c.method is not WinMethod.DISCARD:
        return False
    return any(
        m.kind is MeldKind.KONG and not m.concealed and not m.added and m.claimed_from == c.discarder
        for m in e.hand.melds
    )


def zimo(e: JipinghuEvaluation) -> bool:
    """自摸 +1; a robbed kong counts as a self-draw."""
    return e.self_drawn or e.context.method is WinMethod.ROBBED_KONG


ADDITIONS: tuple[JipinghuItem, ...] = (
    Item(key="kong", chinese="杠", english="a kong in the hand (once)", value=1, when=kongs, reads=()),
    Item(
        key="fed_kong",
        chinese="杠上点炮",
        english="a direct kong fed by the discarder of the winning tile",
        value=1,
        when=fed_kong,
        reads=(),
    ),
    Item(key="zimo", chinese="自摸", english="self-drawn (or a robbed kong)", value=1, when=zimo, reads=()),
)

FLOOR_VALUE = 3
"""不满3番按3番: the least 海底捞月, 杠上开花, 抢杠胡 and each winner of 一炮三响 pay."""


def _floor(key: str, chinese: str, english: str, when: When) -> JipinghuItem:
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=FLOOR_VALUE,
        unit="番",
        when=when,
        stage=Stage.FLOOR,
        reads=(),
    )


FLOORS: tuple[JipinghuItem, ...] = (
    _floor("haidi", "海底捞月", "won on the last tile: at least 3", lambda e: e.context.last_tile),
    _floor(
        "gangkai",
        "杠上开花",
        "won on a kong's replacement: at least 3",
        lambda e: e.context.method is WinMethod.KONG_REPLACEMENT,
    ),
    _floor(
        "qianggang",
        "抢杠胡",
        "robbed an added kong: at least 3",
        lambda e: e.context.method is WinMethod.ROBBED_KONG,
    ),
)

READS_ALL = (*SETS, Feature.SUITS, Feature.TERMINALS, Feature.HONORS)
"""What :func:`hand_fan` reads: every row's features."""


def hand_fan(e: JipinghuEvaluation) -> int:
    """The hand's 番 before any floor: its highest row plus the additions, at most 6."""

    def fan() -> int:
        row = max(r.value for r in ROWS if e.count(r))
        return min(row + sum(bool(e.count(a)) for a in ADDITIONS), BAOHU)

    return e.per_reading("jipinghu.fan", fan)


ZERO_FAN: JipinghuItem = Item(
    key="zero_fan_pays",
    chinese="鸡胡计1",
    english="a 0-番 hand still pays 1",
    value=1,
    unit="番",
    when=lambda e: hand_fan(e) == 0,
    stage=Stage.FLOOR,
    reads=READS_ALL,
)


def _raised(e: JipinghuEvaluation) -> int:
    return max([hand_fan(e), *(f.value for f in FLOORS if e.count(f))])


def min_fan_item(min_fan: int) -> JipinghuItem:
    """三番起胡: a hand below ``min_fan`` (after the floors) can not win."""
    return Item(
        key="min_fan",
        chinese=f"{min_fan}番起胡",
        english=f"at least {min_fan} 番 to win",
        value=0,
        stage=Stage.FORBID,
        when=lambda e: _raised(e) < min_fan,
        reads=READS_ALL,
    )


def louhu(e: JipinghuEvaluation) -> bool:
    """漏胡: won from another seat on a kind passed up since the winner's last draw or claim."""
    return not e.self_drawn and e.hand.win_tile in e.context.passed


LOUHU = Item(
    key="louhu",
    chinese="漏胡",
    english="a tile kind passed up may not be won from another seat until the next draw",
    value=0,
    stage=Stage.FORBID,
    when=louhu,
    reads=(),
)


def items(*, min_fan: int, zero_fan_pays: bool) -> tuple[JipinghuItem, ...]:
    """The table for these options."""
    extra = (min_fan_item(min_fan),) if min_fan else ()
    zero = (ZERO_FAN,) if zero_fan_pays else ()
    return (LOUHU, *extra, *ROWS, *ADDITIONS, *FLOORS, *zero)
