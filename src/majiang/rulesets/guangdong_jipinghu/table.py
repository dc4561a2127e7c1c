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


_STANDARD = Shape.STANDARD  # bound once: a member look-up on the enum costs a call each time
_TRIPLET, _KONG, _SEQUENCE, _PAIR = MeldKind.TRIPLET, MeldKind.KONG, MeldKind.SEQUENCE, MeldKind.PAIR
_DISCARD, _ROBBED_KONG = WinMethod.DISCARD, WinMethod.ROBBED_KONG
_OTHER_SETS = (MeldKind.TRIPLET, MeldKind.KONG, MeldKind.HONOR_RUN)
"""The sets that are no sequence (``MeldKind.is_set`` but 顺子)."""

# places in _reading's answers (one pass over the melds of a reading: each condition below
# reads its place); a meld's faces are all of one suit (a sequence's, an honor run's, alike)
_STANDARD_AT, _SEQUENCES, _TRIPLETS_AT, _SUITS, _HONORS, _YAOJIU = range(6)
_DRAGON_SETS, _DRAGON_PAIR, _WIND_SETS, _WIND_PAIR = range(6, 10)
_READ = "jipinghu.read"


def _reading(e: JipinghuEvaluation) -> tuple[int, ...]:
    """What the rows ask of this arrangement, once a reading: (standard, every set a
    sequence, every set a triplet or kong, how many suits, any honor, every face a
    terminal or an honor, dragon triplets and kongs, a dragon pair, wind triplets and
    kongs, a wind pair)."""
    sequences = triplets = yaojiu = True
    honors = dragon_pair = wind_pair = False
    suits = ""
    dragons = winds = 0
    for meld in e.arrangement.melds:
        kind = meld.kind
        first = meld.tiles[0]
        suit = first.suit
        if kind is _SEQUENCE:
            triplets = yaojiu = False
        elif kind in _OTHER_SETS:
            sequences = False
            if kind is not _TRIPLET and kind is not _KONG:
                triplets = False
        if suit == "z":
            honors = True
            if kind is _TRIPLET or kind is _KONG:
                if first.rank >= 5:
                    dragons += 1
                else:
                    winds += 1
            elif kind is _PAIR:
                if first.rank >= 5:
                    dragon_pair = True
                else:
                    wind_pair = True
        else:
            if suit not in suits:
                suits += suit
            if first.rank != 1 and first.rank != 9:
                yaojiu = False
    standard = e.shape is _STANDARD
    return (
        standard,
        sequences,
        standard and triplets,
        len(suits),
        honors,
        yaojiu,
        dragons,
        dragon_pair,
        winds,
        wind_pair,
    )


def _read(e: JipinghuEvaluation) -> tuple[int, ...]:
    return e.per_reading(_READ, lambda: _reading(e))


def _standard(e: JipinghuEvaluation) -> bool:
    return e.shape is _STANDARD


def pinghu(e: JipinghuEvaluation) -> bool:
    """平胡: four sequences and a pair."""
    read = _read(e)
    return bool(read[_STANDARD_AT] and read[_SEQUENCES])


def pengpeng(e: JipinghuEvaluation) -> bool:
    """碰碰胡: four triplets or kongs and a pair."""
    return bool(_read(e)[_TRIPLETS_AT])


def hunyise(e: JipinghuEvaluation) -> bool:
    """混一色: one suit and honors."""
    read = _read(e)
    return bool(read[_STANDARD_AT] and read[_SUITS] == 1 and read[_HONORS])


def qingyise(e: JipinghuEvaluation) -> bool:
    """清一色: one suit, no honors."""
    read = _read(e)
    return bool(read[_STANDARD_AT] and read[_SUITS] == 1 and not read[_HONORS])


def hunyaojiu(e: JipinghuEvaluation) -> bool:
    """混幺九: triplets of terminals and honors, both present."""
    read = _read(e)
    return bool(read[_TRIPLETS_AT] and read[_YAOJIU] and read[_HONORS] and read[_SUITS])


def qingyaojiu(e: JipinghuEvaluation) -> bool:
    """清幺九: triplets of terminals only."""
    read = _read(e)
    return bool(read[_TRIPLETS_AT] and read[_YAOJIU] and not read[_HONORS])


def ziyise(e: JipinghuEvaluation) -> bool:
    """字一色: honors only (a standard hand)."""
    read = _read(e)
    return bool(read[_STANDARD_AT] and not read[_SUITS])


def xiaosanyuan(e: JipinghuEvaluation) -> bool:
    """小三元: two dragon triplets and a dragon pair."""
    read = _read(e)
    return bool(read[_STANDARD_AT] and read[_DRAGON_SETS] == 2 and read[_DRAGON_PAIR])


def dasanyuan(e: JipinghuEvaluation) -> bool:
    """大三元: three dragon triplets."""
    read = _read(e)
    return bool(read[_STANDARD_AT] and read[_DRAGON_SETS] == 3)


def xiaosixi(e: JipinghuEvaluation) -> bool:
    """小四喜: three wind triplets and a wind pair."""
    read = _read(e)
    return bool(read[_STANDARD_AT] and read[_WIND_SETS] == 3 and read[_WIND_PAIR])


def dasixi(e: JipinghuEvaluation) -> bool:
    """大四喜: four wind triplets."""
    read = _read(e)
    return bool(read[_STANDARD_AT] and read[_WIND_SETS] == 4)


NINE_GATES = Counter({1: 3, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 3})


def jiulian(e: JipinghuEvaluation) -> bool:
    """九莲宝灯: concealed ``1112345678999`` of one suit and one more of that suit."""
    hand = e.hand
    tiles = hand.tiles
    # sorted by index: of one suit (and suited) when the first and the last are
    if hand.melds or tiles[0].suit != tiles[-1].suit or tiles[0].suit not in "mps":
        return False
    return not NINE_GATES - Counter(t.rank for t in tiles)


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
    return any(m.kind is _KONG for m in e.hand.melds)


def fed_kong(e: JipinghuEvaluation) -> bool:
    """The winner holds a direct kong (3 in hand + a discard) fed by the seat that also
    discarded the winning tile: +1."""
    c = e.context
    if c.method is not _DISCARD or not e.hand.melds:
        return False
    return any(
        m.kind is _KONG and not m.concealed and not m.added and m.claimed_from == c.discarder
        for m in e.hand.melds
    )


def zimo(e: JipinghuEvaluation) -> bool:
    """自摸 +1; a robbed kong counts as a self-draw."""
    return e.self_drawn or e.context.method is _ROBBED_KONG


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
