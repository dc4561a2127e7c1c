"""The ceiling of a table (``scoring.ceiling``) and the engine stopping at it.

Bounds are worked by hand from the stages; the engine with a ceiling must score
exactly as the full enumeration does (it stops only at a reading no later one can
beat, and the first best is kept either way).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.errors import MajiangError, RulesetError
from majiang.hands import Feature, Hand, ShapeGrammar
from majiang.rulesets import get
from majiang.scoring import (
    Additive,
    Doubling,
    Evaluation,
    Item,
    Scope,
    Score,
    Stage,
    WinContext,
    WinMethod,
    exhaustive,
    score_win,
)
from majiang.scoring.ceiling import ceiling
from tests.scoring.corpus import deal_with

SELF_DRAWN = WinContext(seat=0, dealer=0, discarder=None)


def row(
    key: str,
    value: int,
    *,
    stage: Stage = Stage.FAN,
    most: int | None = 1,
    reads: frozenset[Feature] = frozenset({Feature.SHAPE}),
    excludes: tuple[str, ...] = (),
    scope: Scope = Scope.EVERY,
    when: Callable[[Evaluation[object, object]], int | bool] = lambda e: True,
    bound: Callable[[Evaluation[object, object]], int] | None = None,
    rivals: Callable[[Evaluation[object, object]], tuple[str, ...]] | None = None,
) -> Item[object, object]:
    return Item(
        key=key, chinese=key, english=key, value=value, stage=stage, most=most, reads=reads,
        excludes=excludes, scope=scope, when=when, bound=bound, rivals=rivals,
    )  # fmt: skip


def test_stages_add_up_to_the_bound() -> None:
    rows = [
        row("a", 2),
        row("b", 1, most=2),
        row("m", 3, stage=Stage.MULTIPLY),
        row("add", 5, stage=Stage.ADD),
    ]
    # fan 2 + 1×2 = 4: 2^4 = 16; ×3 = 48; +5 = 53 from each of three payers: 159
    assert ceiling(rows, {}, Doubling(), (1, 2, 3), SELF_DRAWN) == 159


def test_rows_that_exclude_each_other_count_one_at_a_time() -> None:
    rows = [row("small", 1), row("big", 3, excludes=("small",)), row("other", 2, excludes=("small", "big"))]
    # at most one of the three: big, 3 番: 1 + 3 = 4 (Additive base 1), one payer
    assert ceiling(rows, {}, Additive(base=1), (1,), SELF_DRAWN) == 4


def test_rows_reading_nothing_count_as_found() -> None:
    rows = [row("base", 4, reads=frozenset(), most=None), row("x", 1)]
    # base found twice on the first reading: fan 4×2 + 1 = 9, Additive: 9 for the one payer
    assert ceiling(rows, {0: 2}, Additive(), (1,), SELF_DRAWN) == 9
    # base not awarded: 1
    assert ceiling(rows, {0: 0}, Additive(), (1,), SELF_DRAWN) == 1


def test_fixed_and_floor_are_alternatives() -> None:
    rows = [row("tianhu", 20, stage=Stage.FIXED), row("x", 1), row("floor", 8, stage=Stage.FLOOR)]
    # 2^1 = 2 at least 8 = 8, or the fixed 20: 20
    assert ceiling(rows, {}, Doubling(), (1,), SELF_DRAWN) == 20


def test_scope_counts_per_payer() -> None:
    rows = [row("x", 1), row("fed", 2, scope=Scope.DISCARDER)]
    fed = WinContext(seat=0, dealer=0, method=WinMethod.DISCARD, discarder=2)
    # payer 2 fed: 2^(1+2) = 8; payer 1 (the only other one here) 2^1 = 2: 10
    assert ceiling(rows, {}, Doubling(), (1, 2), fed) == 10


@pytest.mark.parametrize(
    "rows",
    [
        pytest.param([row("x", 1, most=None)], id="a row without most"),
        pytest.param([row("neg", -1, stage=Stage.ADD)], id="a negative addition"),
        pytest.param([row("neg", -1, stage=Stage.FIXED)], id="a negative fixed amount"),
        pytest.param([row("half", 0, stage=Stage.MULTIPLY)], id="a multiplier below 1"),
    ],
)
def test_no_bound(rows: list[Item[object, object]]) -> None:
    assert ceiling(rows, {}, Doubling(), (1,), SELF_DRAWN) is None


def test_most_is_checked_where_the_item_is_built() -> None:
    with pytest.raises(RulesetError, match=r"most must be a count .* not -1"):
        row("x", 1, most=-1)
    with pytest.raises(RulesetError, match=r"most must be a count .* not '1'"):
        row("x", 1, most="1")  # type: ignore[arg-type]


def test_an_item_awarded_more_than_its_most_is_a_table_error() -> None:
    rows = [row("kongs", 1, when=lambda e: 2)]
    hand = Hand.parse("111222333m456p77s", win="7s", self_drawn=True)
    with pytest.raises(RulesetError, match=r"item 'kongs' was awarded 2 times, more than its most \(1\)"):
        score_win(
            ruleset="t", hand=hand, context=SELF_DRAWN, grammar=ShapeGrammar(), items=rows,
            formula=Doubling(), payers=(1, 2, 3), options=None,
        )  # fmt: skip


def _bounded(name: str, options: dict[str, object]) -> tuple[object, tuple[Item[object, object], ...]]:
    """A ruleset whose reading rows say they award at most once (Guangdong 推倒胡's are yes-or-no)."""
    ruleset = get(name, **options)
    table = tuple(attrs.evolve(item, most=1) if item.reads else item for item in ruleset.table())
    ruleset.__dict__.setdefault("_kept", {})["table"] = table
    return ruleset, table


@pytest.mark.parametrize(
    "options",
    [{}, {"flip_ghost": 1}, {"bai_ghost": True, "flip_ghost": 2}],
    ids=["plain", "flip", "12-ghosts"],
)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), wild=st.integers(0, 5))
def test_stopping_at_the_ceiling_scores_as_the_full_enumeration(
    options: dict[str, object], seed: int, wild: int
) -> None:
    ruleset, _ = _bounded("guangdong_tuidaohu", options)
    rng = random.Random(seed)
    hand, context = deal_with(rng, ruleset, wild)  # type: ignore[arg-type]

    def score() -> Score | str:
        try:
            return ruleset.score(hand, context)  # type: ignore[attr-defined, no-any-return]
        except MajiangError as error:
            return f"{type(error).__name__}: {error}"

    fast = score()
    with exhaustive():
        full = score()
    assert fast == full, f"{hand} {context}"


def _jing(rows: list[Item[object, object]], hand: Hand) -> Score:
    """Score ``hand`` with 5s wild (a wildcard held, so the rows' hooks are asked)."""
    return score_win(
        ruleset="t", hand=hand, context=SELF_DRAWN, grammar=ShapeGrammar(wild="5s"), items=rows,
        formula=Doubling(), payers=(1, 2, 3), options=None,
    )  # fmt: skip


def test_a_bound_for_the_hand_tightens_most() -> None:
    rows = [row("x", 1, most=4, bound=lambda e: 2), row("y", 3, reads=frozenset(), most=None)]
    evolved = [attrs.evolve(r, most=r.bound(None)) if r.bound else r for r in rows]  # type: ignore[arg-type]
    # x at most twice for this hand, y found once: fan 2 + 3 = 5, 2^5 = 32 from one payer
    assert ceiling(evolved, {1: 1}, Doubling(), (1,), SELF_DRAWN) == 32


def test_an_item_awarded_more_than_its_bound_is_a_table_error() -> None:
    hand = Hand.parse("111222333m456p75s", win="7s", self_drawn=True)  # 5s wild: 77s made by it
    rows = [row("twice", 1, most=3, when=lambda e: 2, bound=lambda e: 1)]
    with pytest.raises(RulesetError, match=r"item 'twice' was awarded 2 times, more than its most \(1\)"):
        _jing(rows, hand)
    rows = [row("twice", 1, most=3, when=lambda e: 2, bound=lambda e: 2)]
    # awarded twice, 2 番: 2^2 = 4 from each of three payers
    assert _jing(rows, hand).total == 12


def test_rows_apart_for_the_hand_count_one_at_a_time_and_keep_their_awards() -> None:
    rows = [row("a", 2), attrs.evolve(row("b", 3), apart=frozenset({"a"})), row("c", 1)]
    # a or b, not both, with c: 3 + 1 = 4 番, 2^4 = 16 from one payer
    assert ceiling(rows, {}, Doubling(), (1,), SELF_DRAWN) == 16
    hand = Hand.parse("111222333m456p75s", win="7s", self_drawn=True)
    both = [row("a", 2), row("b", 3, rivals=lambda e: ("a",))]
    # told apart for the ceiling only: a reading earning both is paid both, 2^(2+3) = 32 by three
    assert _jing(both, hand).total == 96


def test_a_row_of_negative_fan_counts_as_never_awarded() -> None:
    rows = [row("a", 2), row("half", -1, most=None), row("m", 3, stage=Stage.MULTIPLY)]
    # half at 0 awards (at -1 the bound would be 2^1 × 3 = 6, below a reading without it):
    # 2^2 = 4, ×3 = 12 from each of two payers: 24
    assert ceiling(rows, {}, Doubling(), (1, 2), SELF_DRAWN) == 24
    # a negative row does not bound anything else: a row without most still gives none
    assert ceiling([*rows, row("x", 1, most=None)], {}, Doubling(), (1,), SELF_DRAWN) is None


@pytest.mark.parametrize("tiles", ["111222333m456p55s", "111222333m45p555s", "111222333m55p555s"])
def test_stopping_with_a_negative_row_scores_as_the_full_enumeration(tiles: str) -> None:
    rows = [row("a", 2), row("neg", -1, reads=frozenset({Feature.WILD}), when=lambda e: e.uses_wild)]
    hand = Hand.parse(tiles, win="5s", self_drawn=True)
    fast = _jing(rows, hand)
    with exhaustive():
        assert fast == _jing(rows, hand)
    # the best reading never pays less than one making the pair of naturals: 2^2 from three
    # payers (12), or 2^(2-1) = 2 from each (6) where every reading uses the 5s as another face
    assert fast.total in (6, 12)
