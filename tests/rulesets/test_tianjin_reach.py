"""Tianjin's bounded scoring: what a hand can reach (``rulesets/tianjin/reach.py``), and the
class search with its ceiling against the full enumeration on the slowest hands found.

The ``reach`` tests narrow a row to reading nothing only when no arrangement can earn it,
so a ``False`` must be a proof: checked here against every arrangement. The named hands
(``benchmarks/worst_cases.py``, ``docs/performance.md``) are scored both ways under every
minimum value; the ones that take seconds to enumerate run with the full oracle corpus
(``MAJIANG_ORACLE_HANDS`` above 1000). No timing is asserted.
"""

from __future__ import annotations

import os
import random

import attrs
import pytest

from majiang.errors import MajiangError
from majiang.hands import Arrangement, Hand, MeldKind, Shape, ShapeGrammar, WaitShape, arrangements
from majiang.rulesets import get
from majiang.rulesets.hun import hun_kinds
from majiang.rulesets.tianjin import TianjinFacts
from majiang.rulesets.tianjin.reach import best_value, double_possible, single_possible, zhuo_possible
from majiang.scoring import Score, WinContext, WinMethod, exhaustive
from majiang.tiles import Tile
from tests.scoring.corpus import deal
from tests.scoring.oracle import score_both

FULL = int(os.environ.get("MAJIANG_ORACLE_HANDS", "1000")) > 1000
slow = pytest.mark.skipif(not FULL, reason="seconds to enumerate: with MAJIANG_ORACLE_HANDS > 1000")

HUN_1Z = ShapeGrammar(sets=4, seven_pairs=False, wild=hun_kinds(Tile.from_str("1z")))  # 混儿 1z 2z


@pytest.mark.parametrize(
    ("tiles", "win", "zhuo", "single", "double"),
    [
        # 1z as the 5m of 4m 1z 6m leaves 123m 5m 789m 22p 55s: no three sets and a pair
        ("123m456m789m22p55s1z", "1z", False, False, False),
        # 4m 1z 6m, then 123m 789m 555s and the pair 22p; the only 混儿 is the winning tile
        ("123m46m789m22p555s1z", "1z", True, False, False),
        # a natural 2p can not stand as the 5m
        ("123m46m789m22p555s1z", "2p", False, False, False),
        # a natural 5m in 456m: 123m 789m 555s 22p
        ("123m456m789m22p555s", "5m", True, False, False),
        # 1z pairs with 2z, 123m 456m 789m 555s; or 4m 1z 6m, 123m 789m 555s, 5m with 2z
        ("123m456m789m555s1z2z", "1z", True, True, False),
        # 2p with 1z 1z as a set, 123m 456m 789m, 2p with 2z; or 2p with 2z, and 2p 1z 1z a set
        ("123m456m789m22p1z1z2z", "2p", False, True, True),
        # no 混儿 at all
        ("123m456m789m555s22p", "2p", False, False, False),
    ],
    ids=["rest-no-win", "zhuo-hun", "zhuo-natural-not-5m", "zhuo-natural-5m", "single", "double", "no-hun"],
)
def test_reach_by_hand(tiles: str, win: str, zhuo: bool, single: bool, double: bool) -> None:
    hand = Hand.parse(tiles, win=win)
    assert (zhuo_possible(hand, HUN_1Z), single_possible(hand, HUN_1Z), double_possible(hand, HUN_1Z)) == (
        zhuo,
        single,
        double,
    )


def _earned(a: Arrangement) -> tuple[bool, bool, bool]:
    """(捉伍儿, 单混儿吊, 双混儿吊) of one arrangement, read directly."""
    if a.shape is not Shape.STANDARD or a.win_meld is None:
        return False, False, False
    meld = a.melds[a.win_meld]
    faces = tuple(str(t) for t in meld.tiles)
    zhuo = faces == ("4m", "5m", "6m") and a.wait is WaitShape.CLOSED
    single = meld.kind is MeldKind.PAIR and a.wild_partners == 1
    double = len(meld.tiles) == 3 and a.wild_partners == 2
    return zhuo, single, double


def test_reach_is_a_proof_over_every_arrangement() -> None:
    """Where a test says no arrangement holds the part, none of the full enumeration does."""
    ruleset = get("tianjin")
    rng = random.Random(20261201)
    checked = 0
    while checked < 150:
        dealt = deal(rng, ruleset, max_wild=4, wild_target=rng.randint(1, 4))
        if dealt is None:
            continue
        hand, context = dealt
        grammar = ruleset.grammar_for(context.indicator)
        found = [False, False, False]
        for a in arrangements(hand, grammar):
            found = [x or y for x, y in zip(found, _earned(a), strict=True)]
        said = (zhuo_possible(hand, grammar), single_possible(hand, grammar), double_possible(hand, grammar))
        assert all(s or not f for s, f in zip(said, found, strict=True)), f"{hand} {context.indicator}"
        checked += 1


# (concealed tiles, winning tile, indicator): self-drawn, seat 1, seat 0 deals
NAMED = [
    pytest.param("5556778888m2344p", "8m", "7m", id="6-hun-win-hun"),  # the hand
    pytest.param("24445888p333444s", "4p", "3s", id="long-or-diao"),
    pytest.param("666m11359p445555s", "5s", "4s", id="5s-hun-win"),
    pytest.param("11456777888899m", "7m", "7m", id="one-dense-suit", marks=slow),
    pytest.param("1112222m56p23478s", "2m", "1m", id="7-hun", marks=slow),
    pytest.param("3334444m3445588s", "4s", "3m", id="3m-4m-hun", marks=slow),
    # the hunt's slowest (session 6): 6-7 混儿 in one or two suits
    pytest.param("457778888m23477s", "7m", "7m", id="hunt-long-diao-ben", marks=slow),
    pytest.param("1356799m7778888p", "7p", "7p", id="hunt-dense-p", marks=slow),
    pytest.param("1236678p8889999s", "8s", "8s", id="hunt-dense-s", marks=slow),
    pytest.param("12345p111222278s", "2s", "1s", id="hunt-1s-2s", marks=slow),
    pytest.param("1112222678p2345s", "2p", "1p", id="hunt-1p-2p", marks=slow),
    pytest.param("111222246p23445s", "2p", "1p", id="hunt-1p-2p-b", marks=slow),
]


@pytest.mark.parametrize("min_value", [1, 2, 3])
@pytest.mark.parametrize(("tiles", "win", "indicator"), NAMED)
def test_named_hands_match_the_full_enumeration(min_value: int, tiles: str, win: str, indicator: str) -> None:
    hand = Hand.parse(tiles, win=win, self_drawn=True)
    context = WinContext(seat=1, indicator=Tile.from_str(indicator), facts=TianjinFacts())
    fast, full = score_both(get("tianjin", min_value=min_value), hand, context)
    assert isinstance(full, Score) and full.can_win, full
    assert fast == full
    if min_value != 2:
        return
    # won on a discard, the same hand is refused (self-draw only), both ways alike
    on_discard = attrs.evolve(context, method=WinMethod.DISCARD, discarder=2)
    fast, full = score_both(
        get("tianjin", min_value=min_value), Hand.parse(tiles, win=win, self_drawn=False), on_discard
    )
    assert isinstance(fast, Score) and not fast.can_win and fast == full
    assert fast.reason is not None and fast.reason.startswith("只能自摸")


@pytest.mark.parametrize(
    ("tiles", "win", "indicator", "value"),
    [
        # 混儿 7m 8m: 8m 7m 8m as 456m (捉伍儿, 双混儿吊), 555m, 6m 8m 8m, 234p, 4p 8m: 3 × 2
        ("5556778888m2344p", "8m", "7m", 6),
        # 混儿 1z 2z: a 万 龙 with a 1z as 9m, 456p, the winning 2z pairing the other 1z:
        # 龙 4 × 2 (混儿吊) = 8; 捉伍儿龙 (the 2z as the 5m, 5m pairing a 1z) is only 3 + 4 = 7,
        # and with 双混儿吊 it would need another 456m and a 9m: no 混儿 left for them
        ("12345678m456p11z2z", "2z", "1z", 8),
        # 混儿 5p 6p, a 筒 龙 in the 混儿's suit, 111s, 22z: 4 × 2 (本混儿龙); the winning 6p
        # has one other 混儿 and no 4m 6m: no 混儿吊 (4p would be left alone), no 捉伍儿
        ("123456789p111s22z", "6p", "5p", 8),
        # 混儿 8p 9p (7 of them): the winning 5m between two 混儿 in the 万 龙's own 456m is
        # 捉伍儿龙 without 混儿吊 (no other 456m): 3 + 4 = 7; the 5m pairing a 混儿 (or in a set
        # with two) beside the 龙 leaves 7m 1p and one 混儿 (none): no 8 (龙 with 混儿吊)
        ("567789m18889999p", "5m", "8p", 7),
    ],
    ids=["zhuo-double", "long-diao", "ben-hun-long", "zhuo-long-own-456m"],
)
def test_best_value_by_hand(tiles: str, win: str, indicator: str, value: int) -> None:
    hun = hun_kinds(Tile.from_str(indicator))
    grammar = ShapeGrammar(sets=4, seven_pairs=False, wild=hun)
    assert best_value(Hand.parse(tiles, win=win), grammar, hun) == value


def test_best_value_is_never_below_a_reading() -> None:
    """Over dealt hands, the most any reading pays (the full enumeration, minimum 1) is
    within the ruleset's bound (``most_paid``)."""
    ruleset = get("tianjin", min_value=1)
    rng = random.Random(1201)
    checked = 0
    while checked < 120:
        dealt = deal(rng, ruleset, max_wild=4, wild_target=rng.randint(1, 4))
        if dealt is None:
            continue
        hand, context = dealt
        hand = hand.without_win().with_win(hand.win_tile, self_drawn=True)  # type: ignore[arg-type]
        context = attrs.evolve(context, method=WinMethod.SELF_DRAW, discarder=None, facts=TianjinFacts())
        with exhaustive():
            try:
                full = ruleset.score(hand, context)
            except MajiangError:
                continue
        if not full.can_win:
            continue
        bound = ruleset.most_paid(hand, context)
        assert bound is None or full.total <= bound, f"{hand} {context.indicator}: {full.total} > {bound}"
        checked += 1
