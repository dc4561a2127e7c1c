"""Ji'an's first reading paying the most, found directly (``rulesets/jian/first.py``).

``Jian.paying_most`` must give exactly the exhaustive first best (the first arrangement,
in the order of ``arrangements``, paying the most) or nothing, and the engine stops at
it without the class search. Checked by hand on one 精吊 hand and against every
arrangement of dealt hands; also the two orders it relies on (``faces.standard``'s
``pairs``, and the 德国 face sets of the tiles themselves). No timing is asserted.
"""

from __future__ import annotations

import importlib
import itertools
import random

import pytest

from majiang.errors import MajiangError
from majiang.hands import Hand, Shape, arrangements
from majiang.hands._split import compile_grammar, split
from majiang.hands.faces import standard
from majiang.rulesets import Ruleset, get
from majiang.rulesets.jian import Jian
from majiang.rulesets.jian.first import outcome_of
from majiang.scoring import WinContext, exhaustive
from majiang.tiles import Tile
from tests.scoring.corpus import deal

readings_module = importlib.import_module("majiang.hands.readings")  # (``hands`` re-exports the function)
JIAN = get("jian")
OFFSET = get("jian", jing_offset=1)


def _diao_hand() -> tuple[Hand, WinContext]:
    # 3456m 456p 789s 111z and 5s (正精; 副精 6s), self-drawn 6m; seat 0 wins, seat 1 deals.
    # Readings: 33m(5s=3m) 456m 456p 789s 111z (first: pair 3m before 6m), and
    # 345m 66m(5s=6m) 456p 789s 111z, 精吊 (the winning 6m pairs with the jing).
    hand = Hand.parse("3456m456p789s111z5s", win="6m", self_drawn=True)
    return hand, WinContext(seat=0, dealer=1, indicator=Tile.from_str("5s"))


def test_jing_diao_later_reading_found_directly(monkeypatch: pytest.MonkeyPatch) -> None:
    """The 精吊 reading is the second arrangement; it pays the most, so it is the answer,
    found without the by-group class search."""
    hand, context = _diao_hand()
    grammar = JIAN.grammar_for(context.indicator)
    listed = list(arrangements(hand, grammar))
    assert [a.is_wild_single_wait for a in listed] == [False, True]

    def no_search(*args: object, **kwargs: object) -> object:
        raise AssertionError("the class search was entered")

    monkeypatch.setattr(readings_module, "by_group", no_search)
    score = JIAN.score(hand, context)
    assert score.arrangement == listed[1]
    assert [a.item.key for a in score.awards] == ["self_draw", "dealer", "jing_diao"]
    # each payer 2**f: the non-dealers f = 1 (自摸) + 1 (精吊) = 2, 4 each; the dealer
    # (seat 1) f = 3 with 庄家, 8; the first reading, without 精吊, pays 2 + 2 + 4 = 8
    assert sorted(p.amount for p in score.payments) == [4, 4, 8]
    assert JIAN.most_paid(hand, context) == 16
    assert JIAN.paying_most(hand, context) == listed[1]
    monkeypatch.undo()
    with exhaustive():
        assert JIAN.score(hand, context) == score


def test_without_paying_most_the_class_search_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hook is what spares the search: with the default ``paying_most`` the same hand
    enters the by-group search (and scores the same)."""
    hand, context = _diao_hand()
    entered = []
    original = readings_module.by_group

    def spy(*args: object, **kwargs: object) -> object:
        entered.append(True)
        return original(*args, **kwargs)

    monkeypatch.setattr(readings_module, "by_group", spy)
    monkeypatch.setattr(Jian, "paying_most", Ruleset.paying_most)
    score = JIAN.score(hand, context)
    assert entered
    assert score.arrangement is not None and score.arrangement.is_wild_single_wait


def _dealt(ruleset: Ruleset, seed: int, n: int) -> list[tuple[Hand, WinContext]]:
    rng = random.Random(seed)
    out: list[tuple[Hand, WinContext]] = []
    while len(out) < n:
        dealt = deal(rng, ruleset, max_wild=4)
        if dealt is None:
            continue
        try:
            ruleset.score(*dealt)
        except MajiangError:
            continue
        out.append(dealt)
    return out


@pytest.mark.parametrize(("ruleset", "seed"), [(JIAN, 51), (OFFSET, 52)], ids=["jian", "jing_offset=1"])
def test_paying_most_is_the_exhaustive_first_best(ruleset: Ruleset, seed: int) -> None:
    """Whatever ``paying_most`` gives is the exhaustive answer's arrangement, and pays
    ``most_paid``; and it gives one for most hands whose first best is not the first."""
    found = later = 0
    for hand, context in _dealt(ruleset, seed, 120):
        with exhaustive():
            full = ruleset.score(hand, context)
        direct = ruleset.paying_most(hand, context)
        assert ruleset.score(hand, context) == full
        if direct is None:
            continue
        assert full.can_win and direct == full.arrangement, (hand, context.indicator)
        assert sum(p.amount for p in full.payments) == ruleset.most_paid(hand, context)
        found += 1
        later += direct != next(arrangements(hand, ruleset.grammar_for(context.indicator)))
    assert found > 30 and later > 5


@pytest.mark.parametrize(("ruleset", "seed"), [(JIAN, 53), (OFFSET, 54)], ids=["jian", "jing_offset=1"])
def test_the_orders_it_takes(ruleset: Ruleset, seed: int) -> None:
    """``standard(pairs=)`` and ``standard(allowed=)`` are the full search's face sets with
    those pairs, or with those sets alone, in order, and the face sets of the tiles
    themselves (德国: every jing at its own face) come in the full search in the same order."""
    checked = 0
    for hand, context in _dealt(ruleset, seed, 80):
        compiled = compile_grammar(ruleset.grammar_for(context.indicator))
        counts, wild = split(hand, compiled)
        if not wild:
            continue
        every = list(itertools.islice(standard(list(counts), wild, compiled), 3000))
        if len(every) == 3000:
            continue
        assert hand.win_tile is not None
        w = hand.win_tile.index
        by_pair = list(standard(list(counts), wild, compiled, pairs=(w,)))
        assert by_pair == [f for f in every if (w, w) in f and _pair_of(f) == w]
        own = list(standard(list(hand.counts[: len(counts)]), 0, compiled))
        assert own == [f for f in every if f in own]
        triplets = frozenset((k, k, k) for k in range(34))
        alike = list(standard(list(counts), wild, compiled, allowed=triplets))
        assert alike == [f for f in every if all(len(m) == 2 or m in triplets for m in f)]
        checked += 1
    assert checked > 30


def test_many_jing_left_to_the_search() -> None:
    """With more than four jing the candidates with jing standing in are not searched (that
    search can be long before its first face set): a 大七 best is left to the class search,
    which finds the same."""
    ruleset = OFFSET  # 4s turned up: 正精 5s, 副精 6s; seven jing held
    hand = Hand.parse("27899p5555666s22z", win="5s", self_drawn=True)
    context = WinContext(seat=1, prevailing_wind=2, ready=True, indicator=Tile.from_str("4s"))
    assert ruleset.paying_most(hand, context) is None
    # 22p 777p 888p 999p 222z: 大七 2 + 自摸 1 = 3 for the two payers who do not deal,
    # 2**3 = 8 each; seat 0 deals: + 庄家 1, 2**4 = 16; in all 8 + 8 + 16 = 32
    assert ruleset.most_paid(hand, context) == 32
    laid = "22p(5s=2p) 777p(5s=7p,5s=7p) 888p(6s=8p,5s=8p) 999p(6s=9p) 222z(6s=2z)"
    with exhaustive():
        full = ruleset.score(hand, context)
    assert full.arrangement is not None and str(full.arrangement) == laid + " win 5s single"
    assert outcome_of(full.arrangement) == ("all_triplets", False, False)
    assert ruleset.score(hand, context) == full


def _pair_of(faces: tuple[tuple[int, ...], ...]) -> int:
    return next(f[0] for f in faces if len(f) == 2)


def test_outcome_of() -> None:
    hand, context = _diao_hand()
    first, diao = arrangements(hand, JIAN.grammar_for(context.indicator))
    assert outcome_of(first) == ("standard", False, False)
    assert outcome_of(diao) == ("standard", True, False)
    plain = next(
        arrangements(Hand.parse("111m222p333s444z55z", win="5z"), JIAN.grammar_for(Tile.from_str("9p")))
    )
    assert plain.shape is Shape.STANDARD and outcome_of(plain) == ("all_triplets", False, True)
