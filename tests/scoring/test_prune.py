"""The branch-and-bound over face sets (``majiang.scoring.best``) never changes a score.

A face set is cut when the rows it decides, counted on it, and every other row at its
``most`` can not beat the best reading found, or can not reach a floor the answer is
known to reach. The result must be the one the full enumeration gives: the same items,
amounts, payments and the same (first best) arrangement. The properties deal hands with
2 to 5 wildcards in the rulesets whose tables the cuts act on, and check that cuts were
made (else they would test nothing); a named hand shows that cutting at the floor with
``<=`` instead of ``<`` picks a later arrangement of the same value.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import majiang.scoring.best as best
from majiang.hands import Arrangement, Hand
from majiang.scoring import WinContext, exhaustive
from majiang.tiles import Tile
from tests.scoring.corpus import deal_with
from tests.scoring.oracle import difference, ruleset_of, score_both

PRUNED = ["tianjin", "tianjin:min_value=3", "hebei:hun=True", "hebei:hun=True,single_wait=False"]


@contextmanager
def counting_cuts() -> Iterator[list[int]]:
    """The number of face sets cut meanwhile, in a one-element list."""
    cuts = [0]
    original = best.Pruner.__call__

    def spy(self: best.Pruner, key: Hashable, first: Callable[[], Arrangement | None]) -> bool:
        cut = original(self, key, first)
        cuts[0] += cut
        return cut

    best.Pruner.__call__ = spy  # type: ignore[method-assign]
    try:
        yield cuts
    finally:
        best.Pruner.__call__ = original  # type: ignore[method-assign]


@pytest.mark.parametrize("spec", PRUNED)
@settings(max_examples=25, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1), wild=st.integers(2, 5))
def test_cuts_give_the_exhaustive_score(spec: str, seed: int, wild: int) -> None:
    ruleset = ruleset_of(spec)
    hand, context = deal_with(random.Random(seed), ruleset, wild)
    fast, full = score_both(ruleset, hand, context)
    assert difference(ruleset, hand, fast, full) is None, (hand, context)


@pytest.mark.parametrize("spec", PRUNED)
def test_cuts_are_made_and_change_nothing(spec: str) -> None:
    """On a seeded deal of hands with 4 wildcards, some face sets are cut, and every
    score equals the full enumeration's."""
    ruleset = ruleset_of(spec)
    rng = random.Random(16)
    with counting_cuts() as cuts:
        for _ in range(12):
            hand, context = deal_with(rng, ruleset, 4)
            fast, full = score_both(ruleset, hand, context)
            assert difference(ruleset, hand, fast, full) is None, (hand, context)
    assert cuts[0] > 0


# hebei hun=True, indicator 2p: the 混儿 are 2p and 3p. 4577m 2223p with 444z claimed and a
# concealed 5555z, self-drawn on 2p. The first pass (floor: the most any reading may pay)
# finds no reading paying it; the second starts again with the floor set to the best found
# and must keep the first reading paying as much (11m 345m 777m, before 44m 555m 777m).
HEBEI_TIE = (
    Hand.parse("4577m2223p", melds="444z (5555z)", win="2p", self_drawn=True),
    WinContext(seat=3, dealer=2, prevailing_wind=3, indicator=Tile.from_str("2p")),
)


def test_the_floor_cut_is_strict() -> None:
    ruleset = ruleset_of("hebei:hun=True")
    hand, context = HEBEI_TIE
    fast, full = score_both(ruleset, hand, context)
    assert difference(ruleset, hand, fast, full) is None
    original = best._below
    best._below = lambda bound, floor: bound <= floor
    try:
        late = ruleset.score(hand, context)
    finally:
        best._below = original
    assert not isinstance(fast, str) and not isinstance(full, str)
    # the same value from a later arrangement: cutting at the floor itself loses the first
    assert [p.amount for p in late.payments] == [p.amount for p in full.payments]
    assert late.arrangement != full.arrangement


def test_conditions_over_every_reading_see_them_all() -> None:
    """A condition reading ``Evaluation.readings`` is given the uncut listing: scoring
    within and without the full enumeration agree on Ji'an's 精吊 (read over every
    reading) on hands with jing."""
    ruleset = ruleset_of("jian")
    rng = random.Random(3)
    for _ in range(6):
        hand, context = deal_with(rng, ruleset, 3)
        fast = ruleset.score(hand, context)
        with exhaustive():
            full = ruleset.score(hand, context)
        assert fast == full
