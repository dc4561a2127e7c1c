"""The branch-and-bound over face sets (``majiang.scoring.best``) never changes a score.

A face set (or a prefix of the by-group search, ``hands._prefix``) is cut when the rows
it decides, counted on it, and every other row at its
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
import majiang.scoring.engine as engine
from majiang.hands import Arrangement, Hand, Shape
from majiang.hands._cuts import Keyed
from majiang.rulesets.tianjin.facts import TianjinFacts
from majiang.scoring import WinContext, WinMethod, exhaustive
from majiang.tiles import Tile
from tests.scoring.corpus import deal_with
from tests.scoring.oracle import difference, ruleset_of, score_both

PRUNED = ["tianjin", "tianjin:min_value=3", "hebei:hun=True", "hebei:hun=True,single_wait=False"]


@contextmanager
def counting_cuts() -> Iterator[list[int]]:
    """The number of face sets cut meanwhile, and of prefixes of the by-group search cut."""
    cuts = [0, 0]
    original, refuse = best.Pruner.__call__, best.Pruner.refuse

    def spy(self: best.Pruner, keys: tuple[Hashable, ...], first: Callable[[], Arrangement | None]) -> bool:
        cut = original(self, keys, first)
        cuts[0] += cut
        return cut

    def prefix_spy(self: best.Pruner, bound: int) -> bool:
        cut = refuse(self, bound)
        cuts[1] += cut
        return cut

    best.Pruner.__call__ = spy  # type: ignore[method-assign]
    best.Pruner.refuse = prefix_spy  # type: ignore[method-assign]
    try:
        yield cuts
    finally:
        best.Pruner.__call__ = original  # type: ignore[method-assign]
        best.Pruner.refuse = refuse  # type: ignore[method-assign]


@pytest.mark.parametrize("spec", PRUNED)
@settings(max_examples=25, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1), wild=st.integers(2, 5))
def test_cuts_give_the_exhaustive_score(spec: str, seed: int, wild: int) -> None:
    ruleset = ruleset_of(spec)
    hand, context = deal_with(random.Random(seed), ruleset, wild)
    fast, full = score_both(ruleset, hand, context)
    assert difference(ruleset, hand, fast, full) is None, (hand, context)


@pytest.mark.parametrize("spec", PRUNED)
def test_cuts_are_made_and_change_nothing(spec: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a seeded deal of hands with 4 wildcards, some face sets and some prefixes of the
    by-group search are cut, and every score equals the full enumeration's (the search's
    own: a ruleset's ``paying_most``, which answers many of these hands before the search,
    is left out here)."""
    ruleset = ruleset_of(spec)
    monkeypatch.setattr(type(ruleset), "paying_most", lambda self, hand, context: None)
    rng = random.Random(16)
    with counting_cuts() as cuts:
        for _ in range(12):
            hand, context = deal_with(rng, ruleset, 4)
            fast, full = score_both(ruleset, hand, context)
            assert difference(ruleset, hand, fast, full) is None, (hand, context)
    assert cuts[0] + cuts[1] > 0


def test_prefixes_are_cut_on_a_named_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tianjin ``2444666678p5566s`` self-drawn on 4p, indicator 5s (混儿 5s and 6s): prefixes
    of the by-group search are cut, and the score is the full enumeration's."""
    ruleset = ruleset_of("tianjin")
    # the class search's cuts (``Tianjin.paying_most`` finds this hand's best before it)
    monkeypatch.setattr(type(ruleset), "paying_most", lambda self, hand, context: None)
    hand = Hand.parse("2444666678p5566s", win="4p", self_drawn=True)
    context = WinContext(seat=0, indicator=Tile.from_str("5s"), facts=TianjinFacts())
    with counting_cuts() as cuts:
        fast, full = score_both(ruleset, hand, context)
    assert difference(ruleset, hand, fast, full) is None
    assert cuts[1] > 0


# hebei hun=True, single_wait=False, indicator 4z: the 混儿 are 1z and 4z. 2334788889m with
# 11z 44z, won on the dealer's 3m. Two readings pay the same 2^4 = 16 (four ×2 items): first
# 11m 123m 234m 789m 888m (清一色, 门清, 边 on 123m, 混儿吊: its 1m 2m are 混儿), later
# 123m 33m 456m 789m 888m (清一色, 一条龙, 门清, 边). Cutting a face set whose bound equals
# the floor (the best found) would drop the first, and keep the later one.
HEBEI_TIE = (
    Hand.parse("2334788889m1144z", win="3m", self_drawn=False),
    WinContext(
        seat=1,
        dealer=0,
        method=WinMethod.DISCARD,
        discarder=0,
        lianzhuang=2,
        indicator=Tile.from_str("4z"),
    ),
)


def test_the_floor_cut_is_strict(monkeypatch: pytest.MonkeyPatch) -> None:
    ruleset = ruleset_of("hebei:hun=True,single_wait=False")
    # the table's ceiling alone (Hebei's ``most_paid`` is the best, 16, and would end the
    # first pass at the first reading paying it): above the best, so a second pass is made
    monkeypatch.setattr(type(ruleset), "most_paid", lambda self, hand, context: None)
    monkeypatch.setattr(type(ruleset), "most_paid_by_shape", lambda self, hand, context: None)
    hand, context = HEBEI_TIE
    fast, full = score_both(ruleset, hand, context)
    assert difference(ruleset, hand, fast, full) is None
    original = best._below
    best._below = lambda bound, floor: bound <= floor
    # the first reading is taken from arrangements() before any cut (``best.first_then``),
    # and it is this hand's first best: the class search alone shows the cut
    monkeypatch.setattr(engine, "first_then", lambda hand, grammar, search, *rest, **kw: search())
    try:
        late = ruleset.score(hand, context)
    finally:
        best._below = original
    assert not isinstance(fast, str) and not isinstance(full, str)
    assert [p.amount for p in full.payments] == [16]
    # the same value from a later arrangement: cutting at the floor itself loses the first
    assert [p.amount for p in late.payments] == [p.amount for p in full.payments]
    assert late.arrangement != full.arrangement
    assert [str(m) for m in full.arrangement.melds] == ["11m", "123m", "234m", "789m", "888m"]


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


def test_a_second_pass_reuses_the_group_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hebei ``hun=True,single_wait=False`` ``11122224568999s`` self-drawn on 9s, indicator
    1s (混儿 1s and 2s), bounded by its table's ceiling alone (``most_paid`` patched out):
    the ceiling is above the best, a prefix is cut, so the readings are searched again
    from the start; the second pass takes each suit group's parts from the first
    (``readings(..., kept=)``), and the score is still the full enumeration's."""
    import majiang.hands._bygroup as bygroup
    import majiang.scoring.engine as engine

    ruleset = ruleset_of("hebei:hun=True,single_wait=False")
    # the table's ceiling alone: Hebei's own bounds are the best and end the first pass
    monkeypatch.setattr(type(ruleset), "most_paid", lambda self, hand, context: None)
    monkeypatch.setattr(type(ruleset), "most_paid_by_shape", lambda self, hand, context: None)
    hand = Hand.parse("11122224568999s", win="9s", self_drawn=True)
    context = WinContext(seat=1, ready=True, indicator=Tile.from_str("1s"))
    searched: list[tuple[int, int]] = []
    passes = [0]
    group_parts, one_pass = bygroup._group_parts, engine._pass

    def spy(need: list[int], wild: int, lo: int, hi: int, pair: int, *rest: object) -> object:
        searched.append((lo, pair if lo <= pair < hi else -1))
        return group_parts(need, wild, lo, hi, pair, *rest)  # type: ignore[arg-type]

    def counted(*args: object) -> object:
        passes[0] += 1
        return one_pass(*args)  # type: ignore[arg-type]

    bygroup._group_parts = spy  # type: ignore[assignment]
    engine._pass = counted  # type: ignore[assignment]
    try:
        with counting_cuts() as cuts:
            fast = ruleset.score(hand, context)
    finally:
        bygroup._group_parts = group_parts
        engine._pass = one_pass
    with exhaustive():
        full = ruleset.score(hand, context)
    assert fast == full
    assert passes[0] == 2 and cuts[1] > 0  # a prefix cut, then a second pass
    assert searched and len(searched) == len(set(searched))  # no group searched twice


def test_a_meld_is_numbered_once_per_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """The prefix bounds key each group's parts by the numbers of their melds, set of rows by
    set (``Keyed.vectors``): a meld's numbers are worked out once, on the first part holding
    it, however many parts hold it. Tianjin ``2444666678p5566s`` as above: prefixes are cut,
    and the score is the full enumeration's."""
    ruleset = ruleset_of("tianjin")
    # the class search's cuts (``Tianjin.paying_most`` finds this hand's best before it)
    monkeypatch.setattr(type(ruleset), "paying_most", lambda self, hand, context: None)
    hand = Hand.parse("2444666678p5566s", win="4p", self_drawn=True)
    context = WinContext(seat=0, indicator=Tile.from_str("5s"), facts=TianjinFacts())
    asked: list[tuple[int, object, object]] = []
    number = Keyed.number

    def spy(self: Keyed, j: int, meld: tuple[int, ...], shape: Shape = Shape.STANDARD) -> int:
        asked.append((j, meld, shape))
        return number(self, j, meld, shape)

    monkeypatch.setattr(Keyed, "number", spy)
    with counting_cuts() as cuts:
        fast, full = score_both(ruleset, hand, context)
    assert difference(ruleset, hand, fast, full) is None
    assert cuts[1] > 0
    assert asked
    # at most two passes, each with its own Keyed: a meld at most once a pass
    assert max(asked.count(a) for a in asked) <= 2
