"""The coarse features: ``WAIT``, ``CLOSED_RUN``, ``WILD_COMPLETED`` (of the win) and ``DRAGON``.

Each reads one thing a table asks (边/卡/吊; 捉五魁's 卡 on the 5 of ``456m``; 混儿吊; 一条龙)
where ``WIN`` and ``STRAIGHT`` read much more. Checked three ways: what ``reading_key``
reads of worked arrangements (by hand); ``Classes`` key for key against ``reading_key``
over full enumerations (one to one); and ``readings`` against the full enumeration's
first arrangement of each class, on hands built around a 龙 with wildcards and on dealt
hands (Hypothesis).
"""

from __future__ import annotations

import random
from collections.abc import Hashable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.errors import MajiangError
from majiang.hands import Feature, Hand, ShapeGrammar, WaitShape, arrangements, readings
from majiang.hands.features import dragons, reading_key
from majiang.rulesets import get
from tests.hands.test_bygroup import firsts
from tests.hands.test_classes import _pairs
from tests.scoring.corpus import deal_with

F = Feature
COARSE = [
    frozenset({F.SHAPE, F.WAIT}),
    frozenset({F.SHAPE, F.CLOSED_RUN}),
    frozenset({F.SHAPE, F.WILD_COMPLETED}),
    frozenset({F.SHAPE, F.DRAGON}),
    frozenset({F.SHAPE, F.CLOSED_FIVE}),
    frozenset({F.SHAPE, F.DRAGON, F.CLOSED_RUN, F.WILD_COMPLETED}),  # Tianjin's union (session 7)
    frozenset({F.SHAPE, F.DRAGON, F.CLOSED_FIVE, F.WILD_COMPLETED}),  # Tianjin's union
    frozenset({F.SHAPE, F.WAIT, F.CLOSED_FIVE, F.WILD_SINGLE, F.WIN_FACE}),  # the fold's every feature
    frozenset({F.SHAPE, F.WAIT, F.CLOSED_RUN, F.WILD_COMPLETED, F.WILD}),
    frozenset({F.SHAPE, F.WAIT, F.DRAGON, F.WILD_COUNT}),  # the one-pass search
    frozenset({F.SHAPE, F.WIN, F.CLOSED_RUN, F.DRAGON, F.SUITS}),
    frozenset({F.SHAPE, F.WILD_SINGLE, F.WILD_COMPLETED, F.STRAIGHT, F.DRAGON}),
]
# (concealed tiles, winning tile, wildcards): 龙 in 万 or 筒 can be made many ways
BUILT = [
    ("123456789m11p9s9s9s", "5m", "9s", ""),
    ("1234567m11p55z9s9s9s", "5m", "9s", ""),
    ("234567m123789p9s9s", "8p", "9s", ""),
    ("1234567m9s9s55s", "5s", "9s", "789p"),
    ("14568m8m123789p55z", "5m", "5m8m", ""),
    ("12345679m1188p8m8m", "8m", "8m", ""),
]


def _keys(hand: Hand, grammar: ShapeGrammar, features: frozenset[Feature]) -> set[Hashable]:
    win = -1 if hand.win_tile is None else hand.win_tile.index
    return {reading_key(a, features, win) for a in arrangements(hand, grammar)}


JOKER = ShapeGrammar(sets=4, seven_pairs=False, wild="9p")


def _read(hand: Hand, features: frozenset[Feature]) -> dict[str, tuple[Hashable, ...]]:
    """Each arrangement (as text) with what ``features`` read of it past the shape and melds."""
    assert hand.win_tile is not None
    found = {}
    for a in arrangements(hand, JOKER):
        key = reading_key(a, features, hand.win_tile.index)
        assert isinstance(key, tuple)
        found[str(a)] = key[2:]
    return found


def test_what_each_feature_reads_of_a_natural_win() -> None:
    # 12345789m 456s 11p + a 9p joker, won on 5m: the joker is the 3m of 123m or of 345m
    # (5m ends 345m: open), or the 6m of 456m (5m in its middle: 卡, and 123 456 789m a 龙)
    hand = Hand.parse("12345789m456s11p9p", win="5m", self_drawn=True)
    wait, run = frozenset({F.SHAPE, F.WAIT}), frozenset({F.SHAPE, F.CLOSED_RUN})
    done, dragon = frozenset({F.SHAPE, F.WILD_COMPLETED}), frozenset({F.SHAPE, F.DRAGON})
    first, second = "123m(9p=3m) 345m 789m 11p 456s win 5m open", "123m 345m(9p=3m) 789m 11p 456s win 5m open"
    third = "123m 456m(9p=6m) 789m 11p 456s win 5m closed"
    assert set(_read(hand, wait)) == {first, second, third}
    assert _read(hand, wait)[first] == (("wait", WaitShape.OPEN),)
    assert _read(hand, wait)[third] == (("wait", WaitShape.CLOSED),)
    # 456m starts at 4m, kind index 3; 345m is no 123/456/789
    assert [_read(hand, run)[k] for k in (first, second, third)] == [(("closed_run", -1),)] * 2 + [
        (("closed_run", 3),)
    ]
    # partners 0, 1 of 2, 1 of 2: never all wildcards
    assert set(_read(hand, done).values()) == {(("completed", False),)}
    # 123m 456m 789m once each only in the third
    assert _read(hand, dragon)[third] == (("dragon", ((0, 1, 1, 1),)),)
    assert _read(hand, dragon)[first] == (("dragon", ()),)


def test_closed_five_is_the_5m_of_456m_alone() -> None:
    # the hand above: only the third arrangement has the 5m in the middle of 456m (卡五万)
    hand = Hand.parse("12345789m456s11p9p", win="5m", self_drawn=True)
    five = _read(hand, frozenset({F.SHAPE, F.CLOSED_FIVE}))
    third = "123m 456m(9p=6m) 789m 11p 456s win 5m closed"
    assert five[third] == (("closed_five", True),)
    assert {v for k, v in five.items() if k != third} == {(("closed_five", False),)}
    # won on 5p in the middle of 456p (卡 on a run's middle, as CLOSED_RUN tells): not 456m
    other = Hand.parse("123m456m789m11s5p9p9p", win="5p", self_drawn=True)
    assert set(_read(other, frozenset({F.SHAPE, F.CLOSED_FIVE})).values()) == {(("closed_five", False),)}


def test_wild_completed_is_every_other_tile_wild() -> None:
    # 123m 456m 789m 11s 5p + two jokers, won on 5p: 55p with a joker (单混儿吊: 1 of 1) and
    # 111s, or 5p with both jokers (双混儿吊: 2 of 2) as 345p, 456p (卡), 555p or 567p
    hand = Hand.parse("123m456m789m11s5p9p9p", win="5p", self_drawn=True)
    done = _read(hand, frozenset({F.SHAPE, F.WILD_COMPLETED}))
    assert len(done) == 5
    assert set(done.values()) == {(("completed", True),)}
    waits = _read(hand, frozenset({F.SHAPE, F.WAIT}))
    assert set(waits.values()) == {
        (("wait", WaitShape.SINGLE),),
        (("wait", WaitShape.OPEN),),
        (("wait", WaitShape.CLOSED),),
        (("wait", WaitShape.PAIR_OR_PAIR),),
    }
    runs = _read(hand, frozenset({F.SHAPE, F.CLOSED_RUN}))
    assert runs["123m 456m 789m 456p(9p=4p,9p=6p) 11s win 5p closed"] == (("closed_run", 12),)  # 4p: 9 + 3
    assert set(runs.values()) == {(("closed_run", -1),), (("closed_run", 12),)}


def test_dragons_counts_the_runs_of_each_dragon_suit() -> None:
    # 123p 456p 789p 456p 11z: the 筒 龙 with its 456p twice; 123m 456m alone: no 龙
    assert dragons([(9, 10, 11), (12, 13, 14), (15, 16, 17), (12, 13, 14), (27, 27)]) == ((9, 1, 2, 1),)
    assert dragons([(0, 1, 2), (3, 4, 5), (1, 2, 3)]) == ()


@pytest.mark.parametrize(("tiles", "win", "wild", "melds"), BUILT)
def test_classes_one_to_one_with_reading_keys(tiles: str, win: str, wild: str, melds: str) -> None:
    hand = Hand.parse(tiles, win=win, self_drawn=True, melds=melds)
    grammar = ShapeGrammar(sets=4, seven_pairs=False, wild=wild)
    for features in COARSE:
        pairs = _pairs(hand, grammar, features)
        ours = {k for _, k in pairs}
        theirs = {k for k, _ in pairs}
        assert len(ours) == len(theirs) == len(set(pairs)), sorted(f.value for f in features)


@pytest.mark.parametrize(("tiles", "win", "wild", "melds"), BUILT)
def test_readings_are_the_enumerations_firsts(tiles: str, win: str, wild: str, melds: str) -> None:
    hand = Hand.parse(tiles, win=win, self_drawn=True, melds=melds)
    grammar = ShapeGrammar(sets=4, seven_pairs=False, wild=wild)
    for features in COARSE:
        assert list(readings(hand, grammar, features)) == firsts(hand, grammar, features)


def test_coarse_classes_are_fewer() -> None:
    """The point of them: Tianjin's union tells far fewer classes apart than ``STRAIGHT``
    and ``WIN`` did (on a 万 龙 with three wildcards)."""
    hand = Hand.parse("123456789m11p9s9s9s", win="5m", self_drawn=True)
    grammar = ShapeGrammar(sets=4, seven_pairs=False, wild="9s")
    old = _keys(hand, grammar, frozenset({F.SHAPE, F.STRAIGHT, F.WIN}))
    new = _keys(hand, grammar, frozenset({F.SHAPE, F.DRAGON, F.CLOSED_RUN, F.WILD_COMPLETED}))
    assert (len(old), len(new)) == (26, 9)  # counted by the enumeration: the 龙 kept, the runs merged


@pytest.mark.parametrize("name", ["tianjin", "hebei", "ningbo"])
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), wild=st.integers(1, 4), pick=st.sampled_from(COARSE))
def test_property_readings_are_the_enumerations_firsts(
    name: str, seed: int, wild: int, pick: frozenset[Feature]
) -> None:
    ruleset = get(name, **({"hun": True} if name == "hebei" else {}))
    hand, context = deal_with(random.Random(seed), ruleset, wild)
    try:
        grammar = ruleset.grammar_for(context.indicator)
        ruleset.check_hand(hand, indicator=context.indicator)
    except MajiangError:
        return
    assert list(readings(hand, grammar, pick)) == firsts(hand, grammar, pick), f"{hand!r} {context.indicator}"
