"""武汉麻将's table: what may win, the base (小胡 1, 大胡 10 each) and the winner's factors.

A payer's amount from the table is ``base × W × z × d``: the base is 1 for a 小胡 (屁胡)
or 10 per big win (they add up); ``W`` the winner's product (its own factors, 硬胡 ×2
and 自摸 ×2 for a 小胡); ``z`` ×2 for a 小胡 when the winner or the payer deals; ``d``
the discarder's ×2 (小胡). Every factor is a power of two, so each is a number of 番
(×2 = 1 番, ×4 = 2) and the formula is ``2^番``; the base is a ``MULTIPLY`` row (大胡 ×10
a big win, by count), and the ×1.5 of a big win (self-drawn: every payer; on a discard:
the discarder) is ×3 with one 番 less. Each payer's own
factors ``L``, the cap, 金顶 and 承包 come in the settlement (:mod:`.money`).

>>> [item.key for item in items(koukou=True, qihu_big=False)][:5]
['not_opened', 'pi_hongzhong_held', 'laizi_pi_fed', 'no_row', 'qihu']
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import TYPE_CHECKING, TypeAlias

import attrs

from majiang.hands import ORDINARY_KINDS, Feature, Hand, Shape
from majiang.rulesets.wuhan.factors import (
    FACTORS,
    Factor,
    counted_product,
    opens,
    own_counts,
    own_factors,
    product,
)
from majiang.rulesets.wuhan.laizi import Specials, marked, specials
from majiang.rulesets.wuhan.reach import BIG_WILDS, one_suit_within_reach, triplets_within_reach
from majiang.scoring import Evaluation, Item, Scope, Stage, WinMethod
from majiang.scoring.item import forbid
from majiang.tiles import Tile
from majiang.tiles.tile import TILE_COUNT

if TYPE_CHECKING:
    from majiang.rulesets.wuhan.ruleset import WuhanFacts, WuhanOptions

WuhanEvaluation: TypeAlias = "Evaluation[WuhanOptions, WuhanFacts]"
"""What a condition of Wuhan's table sees: its options and facts typed."""
WuhanItem: TypeAlias = "Item[WuhanOptions, WuhanFacts]"

__all__ = ["BIG", "QIHU", "big_count", "is_small", "items", "winner_product"]

When = Callable[[WuhanEvaluation], int | bool]
ALL = (Feature.SHAPE, Feature.KINDS, Feature.SUITS, Feature.JIANG, Feature.WILD, Feature.WILD_COUNT)
"""What deciding 小胡 against 大胡 reads of an arrangement: the melds' kinds (碰碰胡), their
suits (清一色), whether the pair is 2-5-8, how many 赖子 stand for another face."""
JIANG = (2, 5, 8)
FENG = tuple(Tile(suit="z", rank=r) for r in (1, 2, 3, 4, 5, 6))
"""风一色's tiles: the winds, 发 and 白 (never 中)."""
QIHU = 16
"""起胡: the winner's product × the smallest payer's product must reach 16."""
SMALL_WILDS = 1
_STANDARD = Shape.STANDARD  # bound once: a member look-up on the enum costs a call each time
_DISCARD = WinMethod.DISCARD
_SELF_DRAW = WinMethod.SELF_DRAW
_KONG_REPLACEMENT = WinMethod.KONG_REPLACEMENT
_ROBBED_KONG = WinMethod.ROBBED_KONG


def _special(e: WuhanEvaluation) -> Specials:
    indicator = e.context.indicator
    assert indicator is not None  # the ruleset's choice() asks for it
    return e.once("specials", lambda: specials(indicator))


def all_tiles(hand: Hand) -> Iterator[Tile]:
    yield from hand.tiles
    for meld in hand.melds:
        yield from meld.tiles


def hand_reads(e: WuhanEvaluation) -> tuple[Feature, ...]:
    """What the rows reading :data:`ALL` need of this hand's arrangements (``Item.narrow``):
    the suits only where the natural tiles are of one suit (清一色 is out otherwise), the
    melds' kinds only where four triplets are within reach (:func:`triplets_within_reach`)."""

    def compute() -> tuple[Feature, ...]:
        laizi = _special(e).laizi
        naturals = [t for t in e.hand.tiles if t != laizi]
        held = len(e.hand.tiles) - len(naturals)
        one_suit = one_suit_within_reach(e.hand, laizi, naturals, held)
        kinds = triplets_within_reach(e.hand, naturals, held)
        return tuple(
            f for f in ALL if (f is not Feature.SUITS or one_suit) and (f is not Feature.KINDS or kinds)
        )

    return e.once("reads", compute)


_READ = "wuhan.read"
"""The key of :func:`_reading`'s answers (:meth:`Evaluation.per_reading`)."""
# places in _reading's answers: 小胡, the eight big wins of BIG (from _BIG on), how many, a 小胡
# and no big win, neither (不成胡), a big win self-drawn, on a discard; a 小胡 (and no big win)
# without a 赖子 as a wildcard (硬胡), self-drawn, on a discard
_XIAOHU, _BIG, _N, _SMALL, _NO_ROW = 0, 1, 9, 10, 11
_SELF_BIG, _FED_BIG, _YING, _ZIMO, _FED_SMALL = 12, 13, 14, 15, 16


def _reading(e: WuhanEvaluation) -> tuple[int, ...]:
    """What every row reading the arrangement asks of it, worked out once per reading
    (the places above): the big wins' conditions are these lines."""
    arrangement = e.arrangement
    uses_wild = e.uses_wild
    # 赖子 standing for another face than their own (none: no count to make)
    wilds = sum(w != t for w, t in arrangement.wild_assignments) if uses_wild else 0
    feng, jiang_all = _one_kind(e)
    context = e.context
    if arrangement.shape is _STANDARD and wilds <= BIG_WILDS:
        melds = arrangement.melds
        pair = arrangement.pair
        jiang = pair is not None and pair.tiles[0].is_suited and pair.tiles[0].rank in JIANG
        small = jiang and wilds <= SMALL_WILDS
        jiang_by = jiang and context.method  # the way it was won, where the pair is 2-5-8
        suit = melds[0].tiles[0].suit  # a meld's faces are of one suit
        one_suit = suit != "z" and all(meld.tiles[0].suit == suit for meld in melds)
        big = (
            jiang_by is _DISCARD and sum(not m.concealed for m in e.hand.melds) == 4,  # 全求人
            one_suit,  # 清一色
            e.all_triplets,  # 碰碰胡
            feng,  # 风一色
            jiang_all,  # 将一色
            jiang_by is _KONG_REPLACEMENT,  # 杠上开花
            jiang_by is _SELF_DRAW and context.last_tile,  # 海底捞月
            jiang_by is _ROBBED_KONG,  # 抢杠胡
        )
    else:
        small = False
        big = (False, False, False, feng, jiang_all, False, False, False)
    n = sum(big)
    only_small = small and not n
    drawn = context.self_drawn
    return (
        small,
        *big,
        n,
        only_small,
        not small and not n,
        drawn and n > 0,
        not drawn and n > 0,
        only_small and not uses_wild,
        only_small and drawn,
        only_small and not drawn,
    )


def _row(place: int, doc: str | None = None) -> When:
    """A condition answering :func:`_reading`'s ``place``."""

    def when(e: WuhanEvaluation) -> int:
        return e.per_reading(_READ, lambda: _reading(e))[place]

    when.__doc__ = doc
    _GROUPS[when] = (reading_rows, place)
    return when


def reading_rows(e: WuhanEvaluation) -> tuple[int, ...]:
    """:func:`_reading`'s answers, once a reading: the ``group`` of the rows reading them."""
    return e.per_reading(_READ, lambda: _reading(e))


_GROUPS: dict[When, tuple[Callable[[WuhanEvaluation], tuple[int, ...]], int]] = {}
"""The ``group`` of each condition :func:`_row` or :func:`_own` made (their answer's place)."""
_group = _GROUPS.get


xiaohu = _row(_XIAOHU, "小胡 (屁胡): 4 sets and a 2-5-8 pair, at most one 赖子 as a wildcard.")


def _one_kind(e: WuhanEvaluation) -> tuple[bool, bool]:
    """(风一色, 将一色), once a hand."""
    return e.once("wuhan.one_kind", lambda: (_all_of(e, FENG_KINDS), _all_of(e, JIANG_KINDS)))


def _all_of(e: WuhanEvaluation, fits: frozenset[int]) -> bool:
    """Every tile's kind (index) is one of ``fits``, but for at most two 赖子 held (any arrangement)."""
    laizi = _special(e).laizi.index
    hand = e.hand
    outside = hand._packed & _OUTSIDE[fits]  # the concealed tiles' counts (four bits a kind) off ``fits``
    if outside & ~(15 << 4 * laizi):
        return False  # a concealed tile that does not fit is no 赖子
    off = outside >> 4 * laizi & 15  # the tiles that do not fit, each a 赖子 (else no)
    for t in (t for meld in hand.melds for t in meld.tiles):
        if t.index not in fits:
            if t.index != laizi:
                return False
            off += 1
    return not off or off <= min(hand.counts[laizi], BIG_WILDS)


def is_feng(tile: Tile) -> bool:
    return tile.suit == "z" and tile.rank <= 6  # FENG, without comparing tiles


def is_jiang(tile: Tile) -> bool:
    return tile.is_suited and tile.rank in JIANG


FENG_KINDS, JIANG_KINDS = (frozenset(t.index for t in ORDINARY_KINDS if f(t)) for f in (is_feng, is_jiang))
"""The kinds (indices) :func:`is_feng` and :func:`is_jiang` take."""
_OUTSIDE = {
    fits: sum(15 << 4 * i for i in range(TILE_COUNT) if i not in fits) for fits in (FENG_KINDS, JIANG_KINDS)
}
"""Their four-bit count fields off them (``Hand._packed``), for :func:`_all_of`."""


def fengyise(e: WuhanEvaluation) -> bool:
    """风一色: all winds, 发 and 白 (any arrangement)."""
    return _one_kind(e)[0]


def jiangyise(e: WuhanEvaluation) -> bool:
    """将一色: all 2s, 5s and 8s (any arrangement)."""
    return _one_kind(e)[1]


quanqiuren = _row(_BIG, "全求人: four exposed melds, won on the lone tile by a discard, a 2-5-8 pair.")
qingyise = _row(_BIG + 1, "清一色: one suit.")
pengpeng = _row(_BIG + 2, "碰碰胡: four triplets or kongs.")
gangkai = _row(_BIG + 5, "杠上开花: won on a kong's replacement tile, a 2-5-8 pair.")
haidi = _row(_BIG + 6, "海底捞月: a self-draw among the last four tiles (``last_tile``), a 2-5-8 pair.")
qianggang = _row(_BIG + 7, "抢杠胡: robbed an added kong, a 2-5-8 pair.")


def _big(key: str, chinese: str, english: str, when: When) -> WuhanItem:
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=0,
        when=when,
        reads=ALL,
        narrow=hand_reads,
        excludes=("xiaohu",),
        group=_group(when),
    )


BIG: tuple[WuhanItem, ...] = (
    _big("quanqiuren", "全求人", "four exposed melds, won on a discard", quanqiuren),
    _big("qingyise", "清一色", "one suit", qingyise),
    _big("pengpeng", "碰碰胡", "four triplets", pengpeng),
    _big("fengyise", "风一色", "all winds, 发 and 白 (any arrangement)", fengyise),
    _big("jiangyise", "将一色", "all 2s, 5s and 8s (any arrangement)", jiangyise),
    _big("gangkai", "杠上开花", "won on a kong's replacement", gangkai),
    _big("haidi", "海底捞月", "self-drawn among the last four tiles", haidi),
    _big("qianggang", "抢杠胡", "robbed an added kong", qianggang),
)
"""The big wins, 10 each; they add up."""


big_count = _row(_N, "``n``: the big wins this arrangement earns.")


def _own_factors(e: WuhanEvaluation, koukou: bool) -> tuple[Factor, ...]:
    return e.once(_OWN[koukou], lambda: own_factors(e.hand, e.context.set_aside, _special(e), koukou=koukou))


_OWN, _COUNTS, _PRODUCT = (
    {k: f"{key}:{k}" for k in (False, True)} for key in ("own", "own_counts", "own_product")
)
"""The memo keys of the winner's factors, counts and product, by ``koukou`` (no text made per call)."""


def _own_counts(e: WuhanEvaluation, koukou: bool) -> dict[str, int]:
    """The winner's :func:`~.factors.own_counts`, once a hand."""
    return e.once(
        _COUNTS[koukou], lambda: own_counts(e.hand, e.context.set_aside, _special(e), koukou=koukou)
    )


def is_small(e: WuhanEvaluation) -> bool:
    """A 小胡 and no big win."""
    return bool(e.per_reading(_READ, lambda: _reading(e))[_SMALL])


def winner_product(e: WuhanEvaluation, *, koukou: bool) -> Fraction:
    """``W``: the winner's own factors, 硬胡 ×2 and 自摸 ×2 for a 小胡, 自摸 ×1.5 for a 大胡."""
    w = Fraction(product(_own_factors(e, koukou)))
    if is_small(e):
        return w * (2 if not e.uses_wild else 1) * (2 if e.self_drawn else 1)
    return w * (Fraction(3, 2) if e.self_drawn else 1)


def least_payer(e: WuhanEvaluation) -> Fraction:
    """The smallest payer's product: its own factors (``WuhanFacts.factors``; 1 when not
    given), the discarder's ×2 (小胡) or ×1.5 (大胡)."""
    factors = e.facts.factors or (1, 1, 1, 1)
    fed = Fraction(2) if is_small(e) else Fraction(3, 2)
    return min(Fraction(factors[p]) * (fed if p == e.context.discarder else 1) for p in e.context.payers)


def _qihu(koukou: bool, big_too: bool) -> When:
    def short(e: WuhanEvaluation) -> bool:
        read = e.per_reading(_READ, lambda: _reading(e))
        small = bool(read[_SMALL])
        if not (small or (big_too and read[_N])):
            return False
        return _twice_winner(e, koukou, small) * _twice_least(e, small) < 4 * QIHU

    return short


def _twice_winner(e: WuhanEvaluation, koukou: bool, small: bool) -> int:
    """``2W`` (:func:`winner_product` doubled: an integer, for 起胡's comparison), of a
    小胡 (``small``) or a 大胡."""
    w = e.once(_PRODUCT[koukou], lambda: counted_product(_own_counts(e, koukou)))
    if small:
        return 2 * w * (2 if not e.uses_wild else 1) * (2 if e.self_drawn else 1)
    return 3 * w if e.self_drawn else 2 * w


def _twice_least(e: WuhanEvaluation, small: bool) -> int:
    """``2L`` (:func:`least_payer` doubled: an integer)."""
    factors = e.context.facts.factors or (1, 1, 1, 1)
    fed = 4 if small else 3
    discarder = e.context.discarder
    return min(factors[p] * fed if p == discarder else 2 * factors[p] for p in e.context.payers)


def _held_specials(e: WuhanEvaluation) -> bool:
    """A 皮 or 红中 among the concealed tiles (by their counts) or the melds."""
    assert e.context.indicator is not None  # the ruleset's choice() asks for it
    marks = marked(e.context.indicator)
    counts = e.hand.counts
    for mark in marks:
        if counts[mark]:
            return True
    return any(tile.index in marks for meld in e.hand.melds for tile in meld.tiles)


def _fed_laizi_pi(e: WuhanEvaluation) -> bool:
    if e.context.method is not _DISCARD:
        return False
    special = _special(e)
    tile = e.hand.win_tile
    return tile == special.laizi or tile in special.pi


NOT_OPENED: WuhanItem = forbid(
    "not_opened", "未开口", "a win needs a chi, pon or exposed kong (开口)", lambda e: not opens(e.hand), ()
)
HELD = forbid(
    "pi_hongzhong_held",
    "皮/红中在手",
    "皮 and 红中 are laid out, never in a winning hand",
    _held_specials,
    (),
)
FED = forbid("laizi_pi_fed", "赖子/皮不能捉", "a discarded 赖子 or 皮 can not be won on", _fed_laizi_pi, ())
NO_ROW: WuhanItem = forbid(
    "no_row",
    "不成胡",
    "a 小胡 needs a 2-5-8 pair and at most one 赖子 as a wildcard; a 大胡 at most two",
    _row(_NO_ROW),
    ALL,
)
NO_ROW = attrs.evolve(NO_ROW, narrow=hand_reads, group=_group(NO_ROW.when))

XIAOHU = Item(
    key="xiaohu",
    chinese="小胡",
    english="屁胡: 4 sets and a 2-5-8 pair, base 1",
    value=0,
    when=xiaohu,
    reads=ALL,
    narrow=hand_reads,
    group=_group(xiaohu),
)


def _item(
    key: str,
    chinese: str,
    english: str,
    value: int,
    when: When,
    *,
    stage: Stage = Stage.FAN,
    scope: Scope = Scope.EVERY,
    reads: tuple[Feature, ...] = ALL,
) -> WuhanItem:
    unit = "倍" if stage is Stage.MULTIPLY else "番"
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=value,
        unit=unit,
        stage=stage,
        when=when,
        scope=scope,
        reads=reads,
        narrow=hand_reads if reads == ALL else None,
        group=_group(when),
    )


_self_big = _row(_SELF_BIG)
_fed_big = _row(_FED_BIG)


BIG_TIMES = (
    _item("dahu", "大胡", "base 10 a big win", 10, big_count, stage=Stage.MULTIPLY),
    _item("zimo_big", "大胡自摸", "a big win self-drawn ×1.5: ×3", 3, _self_big, stage=Stage.MULTIPLY),
    _item("zimo_big_half", "大胡自摸", "a big win self-drawn ×1.5: and ÷2", -1, _self_big),
    _item(
        "fangchong_big",
        "放冲 (大胡)",
        "the discarder of a big win ×1.5: ×3",
        3,
        _fed_big,
        stage=Stage.MULTIPLY,
        scope=Scope.DISCARDER,
    ),
    _item(
        "fangchong_big_half",
        "放冲 (大胡)",
        "the discarder of a big win ×1.5: and ÷2",
        -1,
        _fed_big,
        scope=Scope.DISCARDER,
    ),
)
"""大胡 ×10 each (a count); ×1.5 is ×3 and one 番 (×2) less."""


def _own(key: str, koukou: bool) -> When:
    def count(e: WuhanEvaluation) -> int:
        return _own_counts(e, koukou)[key]

    _GROUPS[count] = (_OWN_ROWS[koukou], _FACTOR_KEYS.index(key))
    return count


def _own_rows(koukou: bool) -> Callable[[WuhanEvaluation], tuple[int, ...]]:
    """The factor rows' ``group``: the winner's factors in the order of ``FACTORS``, once a hand."""
    key = f"own_rows:{koukou}"
    return lambda e: e.once(key, lambda: tuple(map(_own_counts(e, koukou).__getitem__, _FACTOR_KEYS)))


_OWN_ROWS = {koukou: _own_rows(koukou) for koukou in (False, True)}
_FACTOR_KEYS = tuple(FACTORS)


def _factor_items(koukou: bool) -> tuple[WuhanItem, ...]:
    """The winner's own factors as 番 (each 番 doubles): ×2 is 1 番, ×4 is 2."""
    return tuple(
        _item(
            key,
            chinese,
            f"×{times} each" if key != "kaikou" or koukou else "×2 if opened",
            times.bit_length() - 1,
            _own(key, koukou),
            reads=(),
        )
        for key, (chinese, times) in FACTORS.items()
    )


SMALL_TIMES = (
    _item("ying", "硬胡", "no 赖子 as a wildcard (小胡) ×2", 1, _row(_YING)),
    _item("zimo", "自摸", "self-drawn (小胡) ×2", 1, _row(_ZIMO)),
    _item("dealer", "庄闲", "the winner or this payer deals (小胡) ×2", 1, _row(_SMALL), scope=Scope.DEALER),
    _item("fangchong", "放冲", "the discarder (小胡) ×2", 1, _row(_FED_SMALL), scope=Scope.DISCARDER),
)


def items(*, koukou: bool, qihu_big: bool) -> tuple[WuhanItem, ...]:
    """The table for these options (``koukou``: 口口翻; ``qihu_big``: 起胡 for big wins too)."""
    qihu = forbid(
        "qihu",
        "起胡",
        "the winner's product × the smallest payer's must reach 16",
        _qihu(koukou, qihu_big),
        ALL,
    )
    qihu = attrs.evolve(qihu, narrow=hand_reads)
    return (
        NOT_OPENED,
        HELD,
        FED,
        NO_ROW,
        qihu,
        XIAOHU,
        *BIG,
        *BIG_TIMES,
        *_factor_items(koukou),
        *SMALL_TIMES,
    )
