"""Hebei's ``most_paid`` (``rulesets/hebei/reach.py``): never below the best reading.

The bound is what the class search stops at, so a bound below the best would stop it
early at a worse reading: it is checked against the best of every arrangement (the
exhaustive oracle) on Hypothesis' dealt hands and on a seeded sample, where it must also
equal the best (the reach is exact on the counts). Amounts worked out by hand. No timing
is asserted.
"""

from __future__ import annotations

import importlib
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.errors import MajiangError
from majiang.hands import Hand, Shape
from majiang.rulesets import get
from majiang.scoring import WinContext, WinMethod, exhaustive
from majiang.tiles import Tile
from tests.scoring.corpus import deal

SELF_DRAWN: dict[str, Any] = {"seat": 1, "ready": True}
ON_A_DISCARD: dict[str, Any] = {"seat": 1, "ready": True, "method": WinMethod.DISCARD, "discarder": 2}
VARIANTS = [
    {"hun": True},
    {"hun": True, "single_wait": False},
    {"hun": True, "single_wait": False, "dealer_double": True},
]


@pytest.mark.parametrize(
    ("tiles", "win", "indicator", "fields", "options", "expected"),
    [
        # 混儿 1s 2s (seven: 111s, 2222s with the 2s won), naturals 4568999s: 1s 2s 3s from
        # 混儿 with the winning 2s in the middle (卡, both partners 混儿: 混儿吊), 456s, 7s from a
        # 混儿 to 789s, 999s, 11s from two: 清一色 2 × 一条龙 2 × 门清 2 × 卡 2 × 自摸 2 × 混儿吊 2
        # = 64 from each of three; 3 × 64 = 192
        pytest.param("11122224568999s", "2s", "1s", SELF_DRAWN, {"single_wait": False}, 192, id="all-waits"),
        # the same with 边/卡/吊 only on a single wait: the hand waited on several kinds, no 卡;
        # 3 × 2^5 = 96
        pytest.param("11122224568999s", "2s", "1s", SELF_DRAWN, {}, 96, id="single-wait"),
        # 混儿 6m 7m (seven, the 6m won), naturals 1122699p: 1111p (two 混儿) 2222p (two) 6666p
        # (three) 99p: 至尊超豪华七对 16 × 清一色 2 = 32, paid by the discarder (no 门清 for 七对,
        # no 自摸); a standard reading pays at most 碰碰胡 清一色 门清 混儿吊 = 16
        pytest.param("6667777m1122699p", "6m", "6m", ON_A_DISCARD, {}, 32, id="zhizun"),
        # 混儿 5m 6m (six, the 6m won), naturals 11234567s: 123s 456s, 7s + two 混儿 as 789s (a
        # 龙), 111s from 1s + one, 11s from 1s + one with the winning 6m (its partner a 混儿:
        # 混儿吊, which replaces 吊), one 混儿 left as a 1s: 清一色 2 × 一条龙 2 × 门清 2 ×
        # 混儿吊 2 = 16 from the discarder (the hand waited on several kinds: no wait row)
        pytest.param("555666m11234567s", "6m", "5m", ON_A_DISCARD, {}, 16, id="two-suits"),
    ],
)
def test_most_paid_by_hand(
    tiles: str, win: str, indicator: str, fields: dict[str, Any], options: dict[str, Any], expected: int
) -> None:
    ruleset = get("hebei", hun=True, **options)
    context = WinContext(**fields, indicator=Tile.from_str(indicator))
    hand = Hand.parse(tiles, win=win, self_drawn=context.method is WinMethod.SELF_DRAW)
    assert ruleset.most_paid(hand, context) == expected


def test_most_paid_without_hun_is_not_worked_out() -> None:
    hand = Hand.parse("11122224568999s", win="2s", self_drawn=True)
    context = WinContext(seat=1, ready=True, indicator=Tile.from_str("1s"))
    assert get("hebei").most_paid(hand, context) is None  # no 混儿: the few readings are listed
    plain = Hand.parse("11122233345699s", win="9s", self_drawn=True)  # no 1z 2z held
    assert get("hebei", hun=True).most_paid(plain, WinContext(seat=1, indicator=Tile.from_str("1z"))) is None


def test_a_hand_that_does_not_win_has_no_bound() -> None:
    # 混儿 1z 2z, one held: 147m 258p 369s 3456z + 1z makes no sets
    hand = Hand.parse("147m258p369s34561z", win="1z", self_drawn=True)
    assert get("hebei", hun=True).most_paid(hand, WinContext(seat=1, indicator=Tile.from_str("1z"))) is None


def _best(ruleset: Any, hand: Hand, context: WinContext) -> int | None:
    """What the best reading pays in all (the exhaustive oracle); ``None`` if the hand does
    not win or the ruleset does not accept it (the dealer's hands are not all legal)."""
    try:
        with exhaustive():
            score = ruleset.score(hand, context)
    except MajiangError:
        return None
    return sum(p.amount for p in score.payments if p.amount > 0) if score.can_win else None


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(VARIANTS))
def test_most_paid_is_never_below_the_best_reading(seed: int, variant: dict[str, bool]) -> None:
    ruleset = get("hebei", **variant)
    rng = random.Random(seed)
    for _ in range(20):  # the first winning hand dealt from this seed
        dealt = deal(rng, ruleset, max_wild=4)
        if dealt is None or dealt[1].indicator is None:
            continue
        hand, context = dealt
        best = _best(ruleset, hand, context)
        if best is not None:
            most = ruleset.most_paid(hand, context)
            assert most is None or most >= best, (str(hand), context)
            return


@pytest.mark.parametrize("variant", VARIANTS, ids=["hun", "single_wait_off", "dealer_double"])
def test_most_paid_is_the_best_on_dealt_hands(variant: dict[str, bool]) -> None:
    ruleset = get("hebei", **variant)
    rng = random.Random(8)
    checked = 0
    while checked < 60:
        dealt = deal(rng, ruleset, max_wild=4)
        if dealt is None or dealt[1].indicator is None:
            continue
        hand, context = dealt
        best = _best(ruleset, hand, context)
        if best is None or not any(t in ruleset.wild_kinds(context.indicator) for t in hand.tiles):
            continue
        assert ruleset.most_paid(hand, context) == best, (str(hand), context)
        checked += 1


def _both(ruleset: Any, hand: Hand, context: WinContext) -> tuple[Any, Any]:
    fast = ruleset.score(hand, context)
    with exhaustive():
        full = ruleset.score(hand, context)
    return fast, full


ZHIZUN = (  # 混儿 4s 5s
    Hand.parse("1266999m4445555s", win="4s", self_drawn=False),
    WinContext(**ON_A_DISCARD, indicator=Tile.from_str("4s")),
)


def test_a_shape_that_can_not_pay_the_most_is_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    """混儿 4s 5s (seven, the 4s won), naturals 1266999m: 1111m and 2222m (three 混儿 each),
    9999m (one), 66m: 至尊超豪华七对 16 × 清一色 2 = 32 from the discarder; every standard
    reading pays less, so the standard search is skipped, and the score is the full
    enumeration's."""
    import majiang.scoring.best as best

    ruleset = get("hebei", hun=True)
    monkeypatch.setattr(ruleset, "paying_most", lambda hand, context: None)  # the search itself, checked
    hand, context = ZHIZUN
    found = ruleset.most_paid_by_shape(hand, context)
    assert found is not None and found[Shape.SEVEN_PAIRS] > found[Shape.STANDARD]
    skips: list[bool] = []
    refused = best.Pruner.shape_refused

    def counted(self: Any, shape: Shape) -> bool:
        skips.append(refused(self, shape))
        return skips[-1]

    monkeypatch.setattr(best.Pruner, "shape_refused", counted)
    fast, full = _both(ruleset, hand, context)
    assert skips == [True]
    assert fast == full and full.arrangement.shape is Shape.SEVEN_PAIRS


def test_a_shape_is_skipped_after_the_first_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """With at most four 混儿 the first reading comes from the full enumeration
    (``best.first_then``), a standard one here, before the search; the search then begins
    with the floor set and skips the standard shape as a cut below it. 混儿 2s 3s (two),
    naturals 33p 4p 55p 8888p 999p, the 9p won on a discard: 33 44 (2s) 55 88 88 99 99 (3s)
    is 超豪华七对 8 × 清一色 2 = 16 from the discarder; a standard reading pays at most 8
    (清一色 2 × 门清 2 × a wait row 2, no 龙 nor 碰碰胡), so the standard face sets are not
    searched, and the score is the full enumeration's."""
    import majiang.scoring.best as best

    readings = importlib.import_module("majiang.hands.readings")  # the module, not the function

    ruleset = get("hebei", hun=True)
    monkeypatch.setattr(ruleset, "paying_most", lambda hand, context: None)  # the search itself, checked
    hand = Hand.parse("334558888999p23s", win="9p", self_drawn=False)
    context = WinContext(**ON_A_DISCARD, indicator=Tile.from_str("2s"))
    assert ruleset.most_paid_by_shape(hand, context) == {Shape.SEVEN_PAIRS: 16, Shape.STANDARD: 8}
    skips: list[tuple[bool, bool]] = []
    refused, by_group = best.Pruner.shape_refused, readings.by_group

    def counted(self: Any, shape: Shape) -> bool:
        skips.append((self.floor is not None, refused(self, shape)))
        return skips[-1][1]

    def grouped(*args: Any) -> Any:
        raise AssertionError("the standard shape was searched")

    monkeypatch.setattr(best.Pruner, "shape_refused", counted)
    monkeypatch.setattr(readings, "by_group", grouped)
    fast = ruleset.score(hand, context)
    monkeypatch.setattr(readings, "by_group", by_group)
    with exhaustive():
        full = ruleset.score(hand, context)
    assert skips == [(True, True)]  # asked once, with the floor set, and skipped
    assert fast == full and full.arrangement.shape is Shape.SEVEN_PAIRS
    assert [p.amount for p in full.payments] == [16]


@pytest.mark.parametrize(
    ("tiles", "melds"),
    [
        # 混儿 1s 2s: 清一色 一条龙 门清 自摸 混儿吊, 3 × 2^5 = 96, and a later 七对 reading pays
        # 96 too (超豪华 8 × 自摸 2 × 清一色 2 = 32 from each): the bound of the skipped
        # standard readings (5,000) is above ``top`` (96), so the first pass does not stop at
        # the 七对 and the second searches the standard ones
        pytest.param("11122224568999s", "", id="skipped-at-the-top"),
        # the same with 999s claimed: no 七对 reading, so the skipped standard shape is
        # searched after all (the first reading is a standard one)
        pytest.param("11122224568s", "999s", id="no-other-shape"),
    ],
)
def test_a_shape_skipped_wrongly_is_searched_again(
    monkeypatch: pytest.MonkeyPatch, tiles: str, melds: str
) -> None:
    """The skip is a cut: where the skipped shape may pay the top, the first pass does not
    stop early and the second searches it; where no other shape has a reading, it is
    searched after all. Either way the score is the full enumeration's. (The bounds are
    sound for the standard readings, 5,000, and say a 七对 may pay 10,000.)"""
    by_shape = {Shape.STANDARD: 5_000, Shape.SEVEN_PAIRS: 10_000}
    monkeypatch.setattr(type(get("hebei", hun=True)), "most_paid_by_shape", lambda self, h, c: by_shape)
    ruleset = get("hebei", hun=True)
    hand = Hand.parse(tiles, melds=melds, win="2s", self_drawn=True)
    context = WinContext(seat=1, ready=True, indicator=Tile.from_str("1s"))
    fast, full = _both(ruleset, hand, context)
    assert fast == full and full.arrangement.shape is Shape.STANDARD
