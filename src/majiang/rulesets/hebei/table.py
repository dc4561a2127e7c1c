"""Hebei's multipliers: the value ``V`` is the product of every item that applies, from 1.

Every item is a ``Stage.MULTIPLY`` row (unit 倍) and the formula is ``1 + 0``, so a
payer's amount reads ``1; ×2 碰碰胡; ×2 门清; ...``. The 七对 family replaces itself
(豪华 ×4 replaces 七对, 超豪华 ×8 both, 至尊 ×16 all three); 捉五魁 ×4 replaces 卡;
with the option ``hun``, 混儿吊 replaces 吊. The 七对 family and 十三幺 take no
门清/边/卡/吊 (they are concealed by definition).

边/卡/吊 (and 捉五魁) are read from the arrangement being scored and, by default
(option ``single_wait``), only when the hand before the winning tile waited on one
kind alone (``common.md``: the single-wait items).

>>> [item.key for item in items(hun=False, dealer_double=False, single_wait=True)][:4]
['no_robbing', 'qidui', 'haohua', 'chao_haohua']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, TypeAlias

import attrs

from majiang.hands import Feature, MeldKind, Shape, ShapeGrammar, WaitShape, is_win, waits
from majiang.rulesets.hebei import possible, rivals
from majiang.rulesets.hun import hun_kinds, straight_suits
from majiang.scoring import Evaluation, Item, Scope, Stage, WinMethod
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.hebei.ruleset import HebeiOptions

HebeiEvaluation: TypeAlias = "Evaluation[HebeiOptions, None]"
"""What a condition of Hebei's table sees: its options and facts typed."""
HebeiItem: TypeAlias = "Item[HebeiOptions, None]"

__all__ = ["GRAMMAR", "items", "kind_count", "long_suit", "uses_hun"]

When = Callable[[HebeiEvaluation], int | bool]

GRAMMAR = ShapeGrammar(sets=4, seven_pairs=True, four_alike_as_two_pairs=True, thirteen_orphans=True)
"""4 sets + a pair (碰碰胡 among them), 七对 (four alike are two pairs), 十三幺."""

SHAPE = (Feature.SHAPE,)
ALIKE = (Feature.SHAPE, Feature.ALIKE)
SUITS = (Feature.SHAPE, Feature.SUITS)
WAIT = (Feature.SHAPE, Feature.WAIT)
CLOSED_RUN = (Feature.SHAPE, Feature.CLOSED_RUN)
DRAGON = (Feature.SHAPE, Feature.DRAGON)
FIVE_M = Tile(suit="m", rank=5)
FOUR_SIX_M = (Tile(suit="m", rank=4), FIVE_M, Tile(suit="m", rank=6))


def _standard(e: HebeiEvaluation) -> bool:
    return e.shape is Shape.STANDARD


def four_alike(e: HebeiEvaluation) -> int:
    """Four-alike groups of a 七对 reading (each is two pairs of one face)."""
    if e.shape is not Shape.SEVEN_PAIRS:
        return 0
    faces = Counter(m.tiles[0] for m in e.arrangement.melds)
    return sum(n == 2 for n in faces.values())


def _suits(e: HebeiEvaluation) -> frozenset[str]:
    """The suits of the reading's faces, once a reading (a meld's faces are of one suit)."""
    return e.per_reading("hebei.suits", lambda: frozenset(m.tiles[0].suit for m in e.arrangement.melds))


def qingyise(e: HebeiEvaluation) -> bool:
    """清一色: every tile of one suit, no honors (any shape)."""
    suits = _suits(e)
    return len(suits) == 1 and "z" not in suits


def qingfeng(e: HebeiEvaluation) -> bool:
    """清风: all fourteen tiles honors (any shape)."""
    return _suits(e) == _HONORS


_HONORS = frozenset("z")


def _naturals(e: HebeiEvaluation) -> list[Tile]:
    """The faces every arrangement of the hand shows: its tiles that are not 混儿, and its melds'."""
    wild = _grammar(e).wild
    return [*(t for t in e.hand.tiles if t not in wild), *(t for m in e.hand.melds for t in m.tiles)]


def _one_suit_reads(e: HebeiEvaluation) -> tuple[Feature, ...]:
    """清一色 reads the suits only where the natural tiles are of one suit (the 混儿 may be any)."""
    faces = _naturals(e)
    return SUITS if all(t.is_suited for t in faces) and len({t.suit for t in faces}) <= 1 else ()


def _honors_reads(e: HebeiEvaluation) -> tuple[Feature, ...]:
    """清风 reads the suits only where every natural tile is an honor."""
    return SUITS if all(t.is_honor for t in _naturals(e)) else ()


def _straight_reads(e: HebeiEvaluation) -> tuple[Feature, ...]:
    """一条龙 reads the sequences only where some arrangement can hold ``123 456 789``."""
    possible = e.once("straights", lambda: bool(straight_suits(e.hand, _grammar(e))))
    return DRAGON if possible else ()


def _wait_reads(e: HebeiEvaluation) -> tuple[Feature, ...]:
    """边/卡/吊 read the wait shape only where the hand waited on one kind (or the option is off)."""
    return WAIT if _single_wait(e) else ()


def _zhuo_reads(e: HebeiEvaluation) -> tuple[Feature, ...]:
    """捉五魁 reads the win only where the winning tile can stand as the ``5m`` (it is a 5m
    or a 混儿) and the wait may count."""
    tile = e.hand.win_tile
    return CLOSED_RUN if (tile == FIVE_M or tile in _grammar(e).wild) and _single_wait(e) else ()


def _wild(e: HebeiEvaluation) -> frozenset[Tile]:
    return _grammar(e).wild


def _four_alikes(e: HebeiEvaluation) -> tuple[int, ...]:
    return e.once("hebei.four_alikes", lambda: possible.four_alikes(e.hand, _wild(e)))


def _pairs_reads(alike: int) -> Callable[[HebeiEvaluation], tuple[Feature, ...]]:
    """A 七对 row reads the readings only where a 七对 reading with ``alike`` four-alikes
    may exist (``-1``: any number)."""

    def narrow(e: HebeiEvaluation) -> tuple[Feature, ...]:
        found = _four_alikes(e)
        return ALIKE if (found if alike < 0 else alike in found) else ()

    return narrow


def _rivals(e: HebeiEvaluation) -> dict[str, frozenset[str]]:
    return e.once("hebei.rivals", lambda: rivals.rivals(e.hand, _grammar(e)))


def _rivals_of(key: str) -> Callable[[HebeiEvaluation], frozenset[str]]:
    """The rows no reading of the hand earns with row ``key`` (:mod:`.rivals`)."""
    return lambda e: _rivals(e).get(key, frozenset())


def _concealed_reads(e: HebeiEvaluation) -> tuple[Feature, ...]:
    """门清 reads the shape only where the hand shows no meld (else no reading earns it)."""
    return () if e.hand.melds else SHAPE


def _triplets_reads(e: HebeiEvaluation) -> tuple[Feature, ...]:
    """碰碰胡 reads the melds' kinds only where some reading's sets can all be triplets."""
    return (Feature.SHAPE, Feature.KINDS) if possible.all_triplets(e.hand, _wild(e)) else ()


def _orphans_reads(e: HebeiEvaluation) -> tuple[Feature, ...]:
    """十三幺 reads the shape only where the naturals can make one."""
    return SHAPE if possible.thirteen_orphans(e.hand, _wild(e)) else ()


def _plain_reads(e: HebeiEvaluation) -> tuple[Feature, ...]:
    """素胡 reads the 混儿's use only where the hand wins with each 混儿 as itself."""
    return (Feature.SHAPE, Feature.WILD) if is_win(e.hand, GRAMMAR) else ()


def long_suit(e: HebeiEvaluation) -> str | None:
    """一条龙 / 龙: the suit whose ``123 456 789`` are all sequences of this reading."""
    if not _standard(e):
        return None
    runs = {(m.tiles[0].suit, m.tiles[0].rank) for m in e.arrangement.melds if m.kind is MeldKind.SEQUENCE}
    for suit in "mps":
        if {(suit, 1), (suit, 4), (suit, 7)} <= runs:
            return suit
    return None


def _grammar(e: HebeiEvaluation) -> ShapeGrammar:
    return _grammar_of(e.options.hun, e.context.indicator)


@lru_cache(maxsize=64)
def _grammar_of(hun: bool, indicator: Tile | None) -> ShapeGrammar:
    """The grammar with this round's 混儿, built once per indicator: one grammar object,
    whose compiled form the searches keep (a grammar built afresh is compiled again)."""
    return GRAMMAR.with_wild(hun_kinds(indicator) if hun else ())


def kind_count(e: HebeiEvaluation) -> int:
    """How many kinds the hand before the winning tile waited on, once per hand (a 混儿,
    which completes any waiting hand, is not counted as a kind waited on)."""

    def count() -> int:
        grammar = _grammar(e)  # built here, once a hand: not for every reading that asks
        hand, win, indicator = e.hand, e.hand.win_tile, e.context.indicator
        hun = -1 if not e.options.hun or indicator is None else indicator.index  # what makes the 混儿
        # kept by what makes the hand before the win (its packed counts, the winning kind,
        # the melds) and the 混儿: no ready hand built, nor waits searched, for one met before
        key = (hand._packed, -1 if win is None else win.index, hand.melds, hun)
        found = _KIND_COUNTS.get(key)
        if found is None:
            found = sum(t not in grammar.wild for t in waits(hand.without_win(), grammar, shapes=False).kinds)
            if len(_KIND_COUNTS) >= 1024:
                _KIND_COUNTS.clear()
            _KIND_COUNTS[key] = found
        return found

    return e.once("kinds", count)


_KIND_COUNTS: dict[tuple[object, ...], int] = {}


def _single_wait(e: HebeiEvaluation) -> bool:
    return not e.options.single_wait or kind_count(e) == 1


def _wait(e: HebeiEvaluation, shape: WaitShape) -> bool:
    return _standard(e) and e.arrangement.wait is shape and _single_wait(e)


def zhuo_wu_kui(e: HebeiEvaluation) -> bool:
    """捉五魁: 卡 on ``5m`` between ``4m`` and ``6m`` (the winning tile stands as 5m)."""
    a = e.arrangement
    if not _wait(e, WaitShape.CLOSED) or a.win_meld is None:
        return False
    return a.melds[a.win_meld].tiles == FOUR_SIX_M


def uses_hun(e: HebeiEvaluation) -> bool:
    """Some 混儿 stands for another tile than its own face."""
    return e.uses_wild


def hun_diao(e: HebeiEvaluation) -> bool:
    """混儿吊: the winning tile pairs with a 混儿, or makes a set with two."""
    a = e.arrangement
    if not _standard(e) or a.win_meld is None:
        return False
    meld = a.melds[a.win_meld]
    return a.wild_partners == len(meld.tiles) - 1


def _times(
    key: str,
    chinese: str,
    english: str,
    value: int,
    when: When,
    reads: tuple[Feature, ...],
    *,
    excludes: tuple[str, ...] = (),
    scope: Scope = Scope.EVERY,
    narrow: Callable[[HebeiEvaluation], tuple[Feature, ...]] | None = None,
) -> HebeiItem:
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=value,
        unit="倍",
        when=when,
        stage=Stage.MULTIPLY,
        scope=scope,
        excludes=excludes,
        reads=reads,
        most=1,
        narrow=narrow,
    )


def _concealed_shape(e: HebeiEvaluation) -> bool:
    return e.shape in (Shape.SEVEN_PAIRS, Shape.THIRTEEN_ORPHANS)


NO_ROBBING: HebeiItem = Item(
    key="no_robbing",
    chinese="不抢杠",
    english="no win on a robbed kong",
    value=0,
    stage=Stage.FORBID,
    when=lambda e: e.context.method is WinMethod.ROBBED_KONG,
    reads=(),
    most=1,
)

SHAPES: tuple[HebeiItem, ...] = (
    _times(
        "qidui",
        "七对",
        "seven pairs",
        2,
        lambda e: e.shape is Shape.SEVEN_PAIRS,
        SHAPE,
        narrow=_pairs_reads(-1),
    ),
    _times(
        "haohua",
        "豪华七对",
        "seven pairs with one four-alike",
        4,
        lambda e: four_alike(e) == 1,
        ALIKE,
        excludes=("qidui",),
        narrow=_pairs_reads(1),
    ),
    _times(
        "chao_haohua",
        "超豪华七对",
        "seven pairs with two four-alikes",
        8,
        lambda e: four_alike(e) == 2,
        ALIKE,
        excludes=("qidui",),
        narrow=_pairs_reads(2),
    ),
    _times(
        "zhizun",
        "至尊超豪华七对",
        "seven pairs with three four-alikes",
        16,
        lambda e: four_alike(e) == 3,
        ALIKE,
        excludes=("qidui",),
        narrow=_pairs_reads(3),
    ),
    _times(
        "shisanyao",
        "十三幺",
        "thirteen orphans",
        10,
        lambda e: e.shape is Shape.THIRTEEN_ORPHANS,
        SHAPE,
        narrow=_orphans_reads,
    ),
    _times(
        "pengpeng",
        "碰碰胡",
        "four triplets or kongs and a pair",
        2,
        lambda e: e.all_triplets,
        (Feature.SHAPE, Feature.KINDS),
        narrow=_triplets_reads,
    ),
    _times("qingyise", "清一色", "one suit, no honors", 2, qingyise, SUITS, narrow=_one_suit_reads),
    _times("qingfeng", "清风", "all fourteen tiles honors", 2, qingfeng, SUITS, narrow=_honors_reads),
    _times(
        "yitiaolong",
        "一条龙",
        "123 456 789 of one suit",
        2,
        lambda e: long_suit(e) is not None,
        DRAGON,
        narrow=_straight_reads,
    ),
    _times(
        "menqing",
        "门清",
        "no pon or kong at all (a concealed kong too)",
        2,
        lambda e: not e.hand.melds and not _concealed_shape(e),
        SHAPE,
        narrow=_concealed_reads,
    ),
)

WAITS: tuple[HebeiItem, ...] = (
    _times(
        "bian",
        "边",
        "won on the 3 of 12 or the 7 of 89",
        2,
        lambda e: _wait(e, WaitShape.EDGE),
        WAIT,
        narrow=_wait_reads,
    ),
    _times(
        "ka",
        "卡",
        "won on the middle of a sequence",
        2,
        lambda e: _wait(e, WaitShape.CLOSED),
        WAIT,
        narrow=_wait_reads,
    ),
    _times(
        "diao", "吊", "won on the pair", 2, lambda e: _wait(e, WaitShape.SINGLE), WAIT, narrow=_wait_reads
    ),
    _times(
        "zhuo_wu_kui",
        "捉五魁",
        "卡 on 5m between 4m and 6m",
        4,
        zhuo_wu_kui,
        CLOSED_RUN,
        excludes=("ka",),
        narrow=_zhuo_reads,
    ),
)

METHODS: tuple[HebeiItem, ...] = (
    _times(
        "gangkai",
        "杠上开花",
        "won on a kong's replacement",
        2,
        lambda e: e.context.method is WinMethod.KONG_REPLACEMENT,
        (),
    ),
    _times(
        "haidi",
        "海底捞月",
        "self-drew the last drawable tile",
        2,
        lambda e: e.context.last_tile and e.self_drawn,
        (),
    ),
    _times("zimo", "自摸", "self-drawn", 2, lambda e: e.self_drawn, ()),
)

HUN_ITEMS: tuple[HebeiItem, ...] = (
    _times(
        "suhu",
        "素胡",
        "no 混儿 stands for another tile",
        2,
        lambda e: not uses_hun(e),
        (Feature.SHAPE, Feature.WILD),
        narrow=_plain_reads,
    ),
    _times(
        "hun_diao",
        "混儿吊",
        "won pairing a 混儿, or making a set with two",
        2,
        hun_diao,
        (Feature.SHAPE, Feature.WILD_COMPLETED),
        excludes=("diao",),
    ),
)
"""The option ``hun``'s items (from the ``hb`` code)."""

DEALER = _times(
    "dealer", "带庄闲", "the winner or this payer is the dealer", 2, lambda e: True, (), scope=Scope.DEALER
)
"""The option ``dealer_double``."""


_SEVEN_OR_ORPHANS = ("qidui", "haohua", "chao_haohua", "zhizun", "shisanyao")
_STANDARD_ONLY = ("pengpeng", "yitiaolong", "menqing", "bian", "ka", "diao", "zhuo_wu_kui", "hun_diao")
APART: tuple[tuple[str, tuple[str, ...]], ...] = (
    *((key, _STANDARD_ONLY) for key in _SEVEN_OR_ORPHANS),
    ("shisanyao", ("qidui", "haohua", "chao_haohua", "zhizun", "qingyise", "qingfeng")),
    ("haohua", ("chao_haohua", "zhizun")),
    ("chao_haohua", ("zhizun",)),
    ("qingyise", ("qingfeng",)),
    ("qingfeng", ("yitiaolong", "bian", "ka", "zhuo_wu_kui")),
    ("pengpeng", ("yitiaolong", "bian", "ka", "zhuo_wu_kui")),
    ("bian", ("ka", "diao", "zhuo_wu_kui")),
    ("ka", ("diao",)),
    ("diao", ("zhuo_wu_kui",)),
)
"""Rows no reading earns together: another shape (七对 and 十三幺 are not standard hands;
menqing's condition leaves them out), another count of four-alikes, one suit against
honors only, triplets or honors against sequences, one wait shape against another. They
are written as exclusions, which never drop an award (the two are never both awarded),
so that the ceiling (:mod:`majiang.scoring.ceiling`) does not multiply them together."""


RIVALLED = frozenset({"qingyise", "yitiaolong", "zhuo_wu_kui", "suhu", "hun_diao"})
"""The rows whose rivals the hand decides (:mod:`.rivals`: every pair found has one of these)."""


@lru_cache(maxsize=16)
def items(*, hun: bool, dealer_double: bool, single_wait: bool) -> tuple[HebeiItem, ...]:
    """The table for these options (``single_wait`` is read by the 边/卡/吊 conditions),
    built once for each."""
    extra = (*(HUN_ITEMS if hun else ()), *((DEALER,) if dealer_double else ()))
    rows = (NO_ROBBING, *SHAPES, *WAITS, *METHODS, *extra)
    keys = {row.key for row in rows}
    apart: dict[str, tuple[str, ...]] = {}
    for key, others in APART:
        apart[key] = (*apart.get(key, ()), *others)
    rows = tuple(
        attrs.evolve(
            row, excludes=(*row.excludes, *(k for k in apart[row.key] if k in keys and k not in row.excludes))
        )
        if row.key in apart
        else row
        for row in rows
    )
    return tuple(
        attrs.evolve(row, rivals=_rivals_of(row.key)) if row.key in RIVALLED else row for row in rows
    )
