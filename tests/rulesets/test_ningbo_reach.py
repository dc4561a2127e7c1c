"""Ningbo's ``most_paid`` (``rulesets/ningbo/reach.py``): never below the best reading.

The class search stops at the bound, so a bound below the best would stop it early at a
worse reading: it is checked against the best of every arrangement (the exhaustive
oracle) on dealt hands, and must equal it on the slow hands it is for. Amounts worked out
by hand. No timing is asserted.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.errors import MajiangError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.ningbo.reach import completes
from majiang.scoring import WinContext, exhaustive
from majiang.tiles import Tile
from tests.scoring.corpus import deal

NINGBO = get("ningbo")
# seat 1 deals (east: 1z is his wind), north (4z) prevails; 百搭 5z (白), three held
EAST_DEALER = WinContext(seat=1, dealer=1, prevailing_wind=3, ready=True, indicator=Tile.from_str("5z"))


@pytest.mark.parametrize(
    ("tiles", "win"),
    [
        # 666z (发) and the three 百搭 as a second honor triplet (777z or 111z), then 55p 567p
        # 789p; no 单吊 with two (the 7p never the pair), one honor triplet with 单吊 (77p
        # 555p 6(7)8p 9p+2 百搭) earns as much: 自摸 1 + 三财神 3 + 混一色 2 + two triplets 2 =
        # 8 台, 1 + 8 = 9 from each of three: 27
        pytest.param("55567789p555666z", "7p", id="55567789p"),
        # 666z and a 百搭 triplet, 55p 678p 789p: the same 8 台, 27
        pytest.param("55677889p555666z", "7p", id="55677889p"),
        # 666z and a 百搭 triplet, 88p 567p 789p: the same, 27; or 单吊 the 5z won as
        # the pair's partner with one triplet: as much
        pytest.param("56778889p555666z", "7p", id="56778889p-7p"),
        pytest.param("56778889p555666z", "5z", id="56778889p-5z"),
    ],
)
def test_most_paid_by_hand(tiles: str, win: str) -> None:
    hand = Hand.parse(tiles, flowers="3f", win=win, self_drawn=True)
    assert NINGBO.most_paid(hand, EAST_DEALER) == 27
    assert _best(hand, EAST_DEALER) == 27


def test_most_paid_is_not_worked_out_without_an_honor_triplet_in_every_reading() -> None:
    hand = Hand.parse("11123456799p222s", flowers="12345678f", win="2s", self_drawn=True)
    assert NINGBO.most_paid(hand, WinContext(seat=1, ready=True, indicator=Tile.from_str("2s"))) is None
    # 666z held, no 百搭 (the 百搭 is 1m)
    plain = Hand.parse("55567789p111666z", win="7p", self_drawn=True)
    context = WinContext(seat=1, dealer=1, prevailing_wind=3, ready=True, indicator=Tile.from_str("1m"))
    assert NINGBO.most_paid(plain, context) is None


def test_completes() -> None:
    counts = [0] * 34
    counts[0] = counts[1] = counts[2] = counts[3] = 1  # 1234m and a 百搭
    key = tuple(counts)
    assert completes(key, 1, 1, None)  # 123m, 4m + 百搭
    assert completes(key, 1, 1, 3) and completes(key, 1, 1, -1)  # the pair of 4m, holding the 百搭
    assert not completes(key, 1, 1, 1)  # 22m: 1m 3m 4m make no set with nothing left
    assert not completes(key, 0, 1, None)


def _best(hand: Hand, context: WinContext) -> int | None:
    """What the best reading pays in all (the exhaustive oracle); ``None`` if it does not win."""
    try:
        with exhaustive():
            score = NINGBO.score(hand, context)
    except MajiangError:
        return None
    return sum(p.amount for p in score.payments if p.amount > 0) if score.can_win else None


def _bounded(rng: random.Random) -> tuple[Hand, WinContext, int, int]:
    """The next dealt hand that wins and is bounded, its bound and its best."""
    while True:
        dealt = deal(rng, NINGBO, max_wild=4)
        if dealt is None:
            continue
        hand, context = dealt
        try:
            most = NINGBO.most_paid(hand, context)
        except MajiangError:
            continue
        best = None if most is None else _best(hand, context)
        if most is not None and best is not None:
            return hand, context, most, best


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_most_paid_is_never_below_the_best_reading(seed: int) -> None:
    hand, context, most, best = _bounded(random.Random(seed))
    assert most >= best, (str(hand), context)


def test_most_paid_on_dealt_hands() -> None:
    """A seeded sample of bounded winning hands: never below the best, and the best on
    most (the rest are searched on to their best)."""
    rng = random.Random(11)
    equal = 0
    for _ in range(60):
        hand, context, most, best = _bounded(rng)
        assert most >= best, (str(hand), context)
        equal += most == best
    assert equal >= 50
