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

from collections import Counter
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import TYPE_CHECKING, TypeAlias

import attrs

from majiang.hands import Feature, Hand, MeldKind, Shape
from majiang.rulesets.wuhan.factors import FACTORS, Factor, opens, own_factors, product
from majiang.rulesets.wuhan.laizi import HONGZHONG, Specials, specials
from majiang.scoring import Evaluation, Item, Scope, Stage, WinMethod
from majiang.scoring.item import forbid
from majiang.tiles import Tile

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
BIG_WILDS = 2
_STANDARD = Shape.STANDARD  # bound once: a member look-up on the enum costs a call each time
_DISCARD = WinMethod.DISCARD


def _special(e: WuhanEvaluation) -> Specials:
    indicator = e.context.indicator
    assert indicator is not None  # the ruleset's choice() asks for it
    return e.once("specials", lambda: specials(indicator))


def all_tiles(hand: Hand) -> Iterator[Tile]:
    yield from hand.tiles
    for meld in hand.melds:
        yield from meld.tiles


def _per_reading(e: WuhanEvaluation, name: str, compute: Callable[[], int]) -> int:
    """``compute()`` once per arrangement of the hand."""
    return e.per_reading(f"wuhan.{name}", compute)


def wilds_used(e: WuhanEvaluation) -> int:
    """赖子 standing for another face than their own in this arrangement."""
    return _per_reading(e, "wilds", lambda: sum(w != t for w, t in e.arrangement.wild_assignments))


def hand_reads(e: WuhanEvaluation) -> tuple[Feature, ...]:
    """What the rows reading :data:`ALL` need of this hand's arrangements (``Item.narrow``):
    the suits only where the natural tiles are of one suit (清一色 is out otherwise), the
    melds' kinds only where four triplets are within reach (:func:`triplets_within_reach`)."""

    def compute() -> tuple[Feature, ...]:
        laizi = _special(e).laizi
        naturals = [t for t in e.hand.tiles if t != laizi]
        shown = [*naturals, *(t for m in e.hand.melds for t in m.tiles)]
        one_suit = all(t.is_suited for t in shown) and len({t.suit for t in shown}) <= 1
        held = len(e.hand.tiles) - len(naturals)
        kinds = triplets_within_reach(e.hand, naturals, held)
        return tuple(
            f for f in ALL if (f is not Feature.SUITS or one_suit) and (f is not Feature.KINDS or kinds)
        )

    return e.once("reads", compute)


_TRIPLET_NEED = (0, 2, 1, 0, 2)
"""赖子 a face held 0–4 times needs to make triplets only (a lone tile two, a pair one,
four alike two: a triplet and one more)."""
_PAIR_NEED = (2, 1, 0, 2, 1)
"""The same when the face is also the pair's (a lone tile one; three alike: a pair and a
triplet of two naturals, two; four alike: a pair and a triplet, one)."""


def triplets_within_reach(hand: Hand, naturals: list[Tile], held: int) -> bool:
    """Whether some arrangement could be four triplets or kongs and a pair with at most
    two 赖子 standing for other faces (碰碰胡), ``held`` 赖子 in all: no chi exposed, and
    the naturals need no more. The counts are lower bounds (a natural's face is never the
    赖子's, so a 赖子 there stands for another face; a pair of 赖子 alone may stand as
    itself), so this is never ``False`` where such an arrangement exists."""
    if any(m.kind is not MeldKind.TRIPLET and m.kind is not MeldKind.KONG for m in hand.melds):
        return False
    held_faces = Counter(naturals).values()
    need = sum(_TRIPLET_NEED[n] for n in held_faces)
    pair = min((_PAIR_NEED[n] - _TRIPLET_NEED[n] for n in held_faces), default=2)
    return need + min(pair, 0) <= BIG_WILDS and need + min(pair, 2) <= held


def _pair_258(e: WuhanEvaluation) -> bool:
    pair = e.arrangement.pair
    return pair is not None and pair.tiles[0].is_suited and pair.tiles[0].rank in JIANG


def _standard(e: WuhanEvaluation, wilds: int = BIG_WILDS) -> bool:
    return e.shape is _STANDARD and wilds_used(e) <= wilds


def xiaohu(e: WuhanEvaluation) -> bool:
    """小胡 (屁胡): 4 sets and a 2-5-8 pair, at most one 赖子 as a wildcard."""
    return _standard(e, SMALL_WILDS) and _pair_258(e)


def _all_of(e: WuhanEvaluation, fits: Callable[[Tile], bool]) -> bool:
    """Every tile fits, but for at most two 赖子 held (any arrangement)."""

    def compute() -> bool:
        laizi = _special(e).laizi
        off = 0  # the tiles that do not fit, each a 赖子 (else no)
        for t in all_tiles(e.hand):
            if not fits(t):
                if t != laizi:
                    return False
                off += 1
        return not off or off <= min(sum(t == laizi for t in e.hand.tiles), BIG_WILDS)

    return e.once(f"all_of:{fits.__name__}", compute)


def is_feng(tile: Tile) -> bool:
    return tile.suit == "z" and tile.rank <= 6  # FENG, without comparing tiles


def is_jiang(tile: Tile) -> bool:
    return tile.is_suited and tile.rank in JIANG


def fengyise(e: WuhanEvaluation) -> bool:
    """风一色: all winds, 发 and 白 (any arrangement)."""
    return _all_of(e, is_feng)


def jiangyise(e: WuhanEvaluation) -> bool:
    """将一色: all 2s, 5s and 8s (any arrangement)."""
    return _all_of(e, is_jiang)


def quanqiuren(e: WuhanEvaluation) -> bool:
    """全求人: four exposed melds, won on the lone tile by a discard, a 2-5-8 pair."""
    exposed = sum(not m.concealed for m in e.hand.melds)
    return _standard(e) and exposed == 4 and e.context.method is WinMethod.DISCARD and _pair_258(e)


def qingyise(e: WuhanEvaluation) -> bool:
    """清一色: one suit."""
    tiles = [t for m in e.arrangement.melds for t in m.tiles]
    return _standard(e) and tiles[0].is_suited and len({t.suit for t in tiles}) == 1


def pengpeng(e: WuhanEvaluation) -> bool:
    """碰碰胡: four triplets or kongs."""
    return _standard(e) and e.all_triplets


def _method_258(method: WinMethod) -> When:
    return lambda e: _standard(e) and e.context.method is method and _pair_258(e)


def haidi(e: WuhanEvaluation) -> bool:
    """海底捞月: a self-draw among the last four tiles (``last_tile``), a 2-5-8 pair."""
    return _method_258(WinMethod.SELF_DRAW)(e) is True and e.context.last_tile


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
    )


BIG: tuple[WuhanItem, ...] = (
    _big("quanqiuren", "全求人", "four exposed melds, won on a discard", quanqiuren),
    _big("qingyise", "清一色", "one suit", qingyise),
    _big("pengpeng", "碰碰胡", "four triplets", pengpeng),
    _big("fengyise", "风一色", "all winds, 发 and 白 (any arrangement)", fengyise),
    _big("jiangyise", "将一色", "all 2s, 5s and 8s (any arrangement)", jiangyise),
    _big("gangkai", "杠上开花", "won on a kong's replacement", _method_258(WinMethod.KONG_REPLACEMENT)),
    _big("haidi", "海底捞月", "self-drawn among the last four tiles", haidi),
    _big("qianggang", "抢杠胡", "robbed an added kong", _method_258(WinMethod.ROBBED_KONG)),
)
"""The big wins, 10 each; they add up."""


def big_count(e: WuhanEvaluation) -> int:
    """``n``: the big wins this arrangement earns."""
    return _per_reading(e, "big", lambda: sum(bool(e.count(item)) for item in BIG))


def _own_factors(e: WuhanEvaluation, koukou: bool) -> tuple[Factor, ...]:
    return e.once(
        f"own:{koukou}", lambda: own_factors(e.hand, e.context.set_aside, _special(e), koukou=koukou)
    )


def is_small(e: WuhanEvaluation) -> bool:
    """A 小胡 and no big win (once per arrangement: many rows read it)."""
    return e.per_reading("wuhan.small", lambda: xiaohu(e) and not big_count(e))


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
        if not (is_small(e) or (big_too and big_count(e))):
            return False
        return _twice_winner(e, koukou) * _twice_least(e) < 4 * QIHU

    return short


def _twice_winner(e: WuhanEvaluation, koukou: bool) -> int:
    """``2W`` (:func:`winner_product` doubled: an integer, for 起胡's comparison)."""
    w = product(_own_factors(e, koukou))
    if is_small(e):
        return 2 * w * (2 if not e.uses_wild else 1) * (2 if e.self_drawn else 1)
    return 3 * w if e.self_drawn else 2 * w


def _twice_least(e: WuhanEvaluation) -> int:
    """``2L`` (:func:`least_payer` doubled: an integer)."""
    factors = e.facts.factors or (1, 1, 1, 1)
    fed = 4 if is_small(e) else 3
    discarder = e.context.discarder
    return min(factors[p] * fed if p == discarder else 2 * factors[p] for p in e.context.payers)


def _held_specials(e: WuhanEvaluation) -> bool:
    marks = {HONGZHONG, *_special(e).pi}
    return any(t in marks for t in all_tiles(e.hand))


def _fed_laizi_pi(e: WuhanEvaluation) -> bool:
    special = _special(e)
    tile = e.hand.win_tile
    return e.context.method is WinMethod.DISCARD and (tile == special.laizi or tile in special.pi)


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
    lambda e: not xiaohu(e) and not big_count(e),
    ALL,
)
NO_ROW = attrs.evolve(NO_ROW, narrow=hand_reads)

XIAOHU = Item(
    key="xiaohu",
    chinese="小胡",
    english="屁胡: 4 sets and a 2-5-8 pair, base 1",
    value=0,
    when=xiaohu,
    reads=ALL,
    narrow=hand_reads,
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
    )


def _self_big(e: WuhanEvaluation) -> bool:
    return e.self_drawn and bool(big_count(e))


def _fed_big(e: WuhanEvaluation) -> bool:
    return not e.self_drawn and bool(big_count(e))


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
    memo = f"own_counts:{koukou}"

    def count(e: WuhanEvaluation) -> int:
        counts = e.once(memo, lambda: {f.key: f.count for f in _own_factors(e, koukou)})
        return counts.get(key, 0)

    return count


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
    _item("ying", "硬胡", "no 赖子 as a wildcard (小胡) ×2", 1, lambda e: is_small(e) and not e.uses_wild),
    _item("zimo", "自摸", "self-drawn (小胡) ×2", 1, lambda e: is_small(e) and e.self_drawn),
    _item("dealer", "庄闲", "the winner or this payer deals (小胡) ×2", 1, is_small, scope=Scope.DEALER),
    _item(
        "fangchong",
        "放冲",
        "the discarder (小胡) ×2",
        1,
        lambda e: is_small(e) and not e.self_drawn,
        scope=Scope.DISCARDER,
    ),
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
