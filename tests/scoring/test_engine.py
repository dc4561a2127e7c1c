"""The scoring engine on tiny hand-made tables: stages, scopes, exclusions, FORBID, counts,
the choice of arrangement. No region is involved: every table here is built in the test,
and every amount is worked by hand in a comment.

The hand used most is ``111222333m456p77s`` won on ``7s``: it reads two ways,
``111m 222m 333m 456p 77s`` (triplets) and ``123m 123m 123m 456p 77s`` (sequences),
so a table can make one reading pay more than the other.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from majiang.hands import Arrangement, Hand, Meld, MeldKind, Shape, ShapeGrammar
from majiang.scoring import (
    Additive,
    Doubling,
    Evaluation,
    Formula,
    Item,
    Scope,
    Score,
    Stage,
    WinContext,
    WinMethod,
    award_items,
    score_win,
)

TWO_READINGS = "111222333m456p77s"


def item(
    key: str,
    value: int,
    when: Callable[[Evaluation[object, object]], int | bool] = lambda e: True,
    *,
    stage: Stage = Stage.FAN,
    scope: Scope = Scope.EVERY,
    excludes: tuple[str, ...] = (),
) -> Item[object, object]:
    return Item(
        key=key,
        chinese=key.upper(),
        english=key,
        value=value,
        when=when,
        stage=stage,
        scope=scope,
        excludes=excludes,
    )


def win(
    items: Sequence[Item[object, object]],
    *,
    tiles: str = TWO_READINGS,
    tile: str = "7s",
    formula: Formula | None = None,
    seat: int = 1,
    dealer: int = 0,
    discarder: int | None = None,
    payers: Sequence[int] | None = None,
    grammar: ShapeGrammar | None = None,
    extra: Sequence[Arrangement] = (),
) -> Score:
    method = WinMethod.SELF_DRAW if discarder is None else WinMethod.DISCARD
    hand = Hand.parse(tiles, win=tile, self_drawn=discarder is None)
    context = WinContext(seat=seat, dealer=dealer, method=method, discarder=discarder)
    return score_win(
        ruleset="toy",
        hand=hand,
        context=context,
        grammar=grammar or ShapeGrammar(),
        items=items,
        formula=formula or Doubling(),
        payers=context.payers if payers is None else payers,
        options=None,
        extra_readings=extra,
    )


def amounts(s: Score) -> dict[int, int]:
    return {p.payer: p.amount for p in s.payments}


def keys(s: Score) -> list[str]:
    return [a.item.key for a in s.awards]


def triplets(e: Evaluation[object, object]) -> bool:
    """The reading has triplets (``111m 222m 333m``), not only sequences."""
    return any(m.kind is MeldKind.TRIPLET for m in e.arrangement.melds)


# -- stages ---------------------------------------------------------------------------------


def test_fan_items_add_up_before_the_formula() -> None:
    # 2 + 1 = 3 fan; Doubling: 2^3 = 8 from each of the three payers (not 2^2 + 2^1 = 6)
    s = win([item("a", 2), item("b", 1)])
    assert amounts(s) == {2: 8, 3: 8, 0: 8}
    assert s.total == 24
    assert keys(s) == ["a", "b"]


def test_stages_apply_in_order_formula_multiply_add() -> None:
    # fan 2 → 2^2 = 4; ×3 = 12; +5 = 17 (adding first would give (4 + 5) × 3 = 27);
    # the table lists ADD before MULTIPLY and FAN last: table order does not change the stages
    table = [item("plus", 5, stage=Stage.ADD), item("times", 3, stage=Stage.MULTIPLY), item("f", 2)]
    s = win(table)
    assert amounts(s) == {2: 17, 3: 17, 0: 17}
    (payment, *_) = s.payments
    assert payment.working == "2^2 = 4; ×3 TIMES = 12; +5 PLUS = 17"


def test_two_multipliers_compound() -> None:
    # 2^1 = 2; ×2 = 4; ×3 = 12
    s = win([item("f", 1), item("x2", 2, stage=Stage.MULTIPLY), item("x3", 3, stage=Stage.MULTIPLY)])
    assert set(amounts(s).values()) == {12}


def test_no_fan_is_the_formula_at_zero() -> None:
    # nothing awarded: Doubling 2^0 = 1, Additive base 10 + 0 = 10
    assert set(amounts(win([])).values()) == {1}
    assert set(amounts(win([], formula=Additive(base=10))).values()) == {10}


def test_additive_formula() -> None:
    # Additive(base=1): 1 + (2 + 3) = 6; then +4 = 10
    s = win([item("a", 2), item("b", 3), item("c", 4, stage=Stage.ADD)], formula=Additive(base=1))
    assert set(amounts(s).values()) == {10}


def test_fixed_replaces_everything_and_the_larger_fixed_wins() -> None:
    # FAN 5 (2^5 = 32), ×2, +7 are all ignored: the payment is the larger fixed value, 40
    table = [
        item("f", 5),
        item("x", 2, stage=Stage.MULTIPLY),
        item("p", 7, stage=Stage.ADD),
        item("small_fixed", 20, stage=Stage.FIXED),
        item("big_fixed", 40, stage=Stage.FIXED),
    ]
    s = win(table)
    assert set(amounts(s).values()) == {40}
    for p in s.payments:
        assert [a.item.key for a in p.awards] == ["big_fixed"]
        assert p.working == "BIG_FIXED 40"


def test_fixed_concerns_only_its_scope() -> None:
    # a fixed item for the discarder only: the discarder (seat 3) pays 20; the others
    # pay the formula: 2^1 = 2
    table = [item("f", 1), item("fixed", 20, stage=Stage.FIXED, scope=Scope.DISCARDER)]
    assert amounts(win(table, discarder=3)) == {2: 2, 3: 20, 0: 2}


def test_count_awards_an_item_several_times() -> None:
    # a condition returning 3 awards the item 3 times: 3 × 2 = 6 fan, 2^6 = 64
    s = win([item("thrice", 2, lambda e: 3)])
    (award,) = s.awards
    assert award.count == 3 and award.value == 6
    assert str(award) == "THRICE thrice×3 6番"
    assert set(amounts(s).values()) == {64}


def test_a_zero_count_is_not_awarded() -> None:
    s = win([item("never", 9, lambda e: 0), item("false", 9, lambda e: False)])
    assert s.awards == () and set(amounts(s).values()) == {1}


# -- scopes ---------------------------------------------------------------------------------


def test_scope_discarder() -> None:
    # seat 1 wins on seat 3's discard; 'fed' (1 fan) concerns seat 3 only:
    # seat 3: 2^(1+1) = 4, seats 2 and 0: 2^1 = 2
    table = [item("base", 1), item("fed", 1, scope=Scope.DISCARDER)]
    assert amounts(win(table, discarder=3)) == {2: 2, 3: 4, 0: 2}
    # on a self-draw there is no discarder: nobody gets it, 2^1 = 2 each
    assert amounts(win(table)) == {2: 2, 3: 2, 0: 2}


@pytest.mark.parametrize(
    ("seat", "dealer", "expected"),
    [
        # the winner is the dealer: every payer pays 2^2 = 4
        (1, 1, {2: 4, 3: 4, 0: 4}),
        # a non-dealer wins: only the dealer (seat 3) pays 4, the others 2^1 = 2
        (1, 3, {2: 2, 3: 4, 0: 2}),
        (2, 0, {3: 2, 0: 4, 1: 2}),
    ],
    ids=["winner-is-dealer-seat-1", "dealer-seat-3-pays", "dealer-seat-0-pays"],
)
def test_scope_dealer(seat: int, dealer: int, expected: dict[int, int]) -> None:
    table = [item("base", 1), item("dealer", 1, scope=Scope.DEALER)]
    assert amounts(win(table, seat=seat, dealer=dealer)) == expected


def test_scope_liable() -> None:
    # LIABLE: every payer on a self-draw (2^2 = 4 each), the discarder only on a fed win
    table = [item("base", 1), item("liable", 1, scope=Scope.LIABLE)]
    assert amounts(win(table)) == {2: 4, 3: 4, 0: 4}
    assert amounts(win(table, discarder=0)) == {2: 2, 3: 2, 0: 4}


def test_scope_concerns_truth_table() -> None:
    # payer, winner, dealer, discarder
    assert Scope.EVERY.concerns(2, 1, 0, None)
    assert Scope.DISCARDER.concerns(2, 1, 0, 2) and not Scope.DISCARDER.concerns(3, 1, 0, 2)
    assert not Scope.DISCARDER.concerns(2, 1, 0, None)
    assert Scope.DEALER.concerns(3, 1, 3, None)  # the payer deals
    assert Scope.DEALER.concerns(2, 3, 3, None)  # the winner deals
    assert not Scope.DEALER.concerns(2, 1, 3, None)  # neither does
    assert Scope.LIABLE.concerns(2, 1, 0, None) and Scope.LIABLE.concerns(2, 1, 0, 2)
    assert not Scope.LIABLE.concerns(3, 1, 0, 2)


def test_only_the_given_payers_pay() -> None:
    # a ruleset where the discarder alone pays passes payers=(3,): one payment, 2^1 = 2
    s = win([item("base", 1)], discarder=3, payers=(3,))
    assert amounts(s) == {3: 2} and s.amount_from(3) == 2 and s.amount_from(2) == 0


# -- exclusions and FORBID ---------------------------------------------------------------------


def test_exclusions_drop_the_replaced_items() -> None:
    # 'big' (3) replaces 'small' (1) and 'extra' (1): f = 3 + 1 ('other') = 4, 2^4 = 16
    table = [
        item("small", 1),
        item("big", 3, excludes=("small", "extra")),
        item("extra", 1),
        item("other", 1),
    ]
    s = win(table)
    assert keys(s) == ["big", "other"]
    assert set(amounts(s).values()) == {16}


def test_an_unawarded_item_excludes_nothing() -> None:
    # 'big' is not awarded, so 'small' stays: f = 1, 2^1 = 2
    table = [item("small", 1), item("big", 3, lambda e: False, excludes=("small",))]
    s = win(table)
    assert keys(s) == ["small"] and set(amounts(s).values()) == {2}


def test_award_items_keeps_table_order() -> None:
    hand = Hand.parse(TWO_READINGS, win="7s", self_drawn=True)
    arrangement = Arrangement(
        shape=Shape.INSTANT, melds=tuple(Meld(kind=MeldKind.SINGLE, tiles=(t,)) for t in hand.tiles)
    )
    e: Evaluation[None, None] = Evaluation(
        hand=hand, arrangement=arrangement, context=WinContext(seat=0), options=None
    )
    table = [item("z", 1), item("a", 1), item("m", 1, lambda e: 2)]
    assert [(a.item.key, a.count) for a in award_items(table, e)] == [("z", 1), ("a", 1), ("m", 2)]


def test_award_items_looks_up_known_rows_that_read_nothing() -> None:
    """With ``known``, a row declaring ``reads=()`` is counted once and then looked up by
    its place; without, every row's condition runs (rows reading the arrangement always)."""
    hand = Hand.parse(TWO_READINGS, win="7s", self_drawn=True)
    arrangement = Arrangement(shape=Shape.STANDARD, melds=())
    e: Evaluation[None, None] = Evaluation(
        hand=hand, arrangement=arrangement, context=WinContext(seat=0), options=None
    )
    calls: list[str] = []

    def called(name: str) -> Callable[[Evaluation[object, object]], int]:
        def when(e: Evaluation[object, object]) -> int:
            calls.append(name)
            return 1

        return when

    table: list[Item[object, object]] = [
        Item(key="hand", chinese="手", english="hand", value=1, when=called("hand"), reads=()),
        Item(key="any", chinese="任", english="any", value=1, when=called("any")),
    ]
    known = {0: 3}  # row 0 was counted 3 times for an earlier reading of this hand
    assert [(a.item.key, a.count) for a in award_items(table, e, known)] == [("hand", 3), ("any", 1)]
    assert calls == ["any"]
    fresh: Evaluation[None, None] = Evaluation(
        hand=hand, arrangement=arrangement, context=WinContext(seat=0), options=None
    )
    assert [(a.item.key, a.count) for a in award_items(table, fresh)] == [("hand", 1), ("any", 1)]
    assert calls == ["any", "hand", "any"]


def test_the_engine_gives_each_condition_a_whole_evaluation() -> None:
    """The engine builds its evaluations without attrs' ``__init__`` (one per reading, on
    the hot path): each equals the one its fields would build, every field set."""
    seen: list[Evaluation[object, object]] = []

    def look(e: Evaluation[object, object]) -> bool:
        seen.append(e)
        return True

    win([item("look", 1, look)])
    assert len(seen) == 2  # the triplets reading and the sequences reading
    for e in seen:
        rebuilt: Evaluation[object, object] = Evaluation(
            hand=e.hand,
            arrangement=e.arrangement,
            context=e.context,
            options=e.options,
            readings=e.readings,
            memo=e.memo,
        )
        assert e == rebuilt and e.memo is seen[0].memo
        assert e.per_reading("k", lambda: 1) == 1 and e.count(item("x", 1)) == 1


def test_forbid_on_every_reading_means_no_win_with_its_reason() -> None:
    table = [item("base", 1), item("nope", 0, stage=Stage.FORBID)]
    s = win(table)
    assert not s.can_win and s.reason == "NOPE (nope)"
    assert s.payments == () and s.total == 0
    assert str(s) == "toy: can not win — NOPE (nope)"


def test_forbid_on_one_reading_keeps_the_other() -> None:
    # the triplet reading is forbidden; the sequence reading wins: 2^1 = 2 each
    table = [item("base", 1), item("no_triplets", 0, triplets, stage=Stage.FORBID)]
    s = win(table)
    assert s.can_win and s.arrangement is not None
    assert [str(m) for m in s.arrangement.melds][:3] == ["123m", "123m", "123m"]
    assert set(amounts(s).values()) == {2}


def test_an_excluded_forbid_does_not_forbid() -> None:
    # 'pardon' excludes the FORBID item: the hand wins, 2^1 = 2
    table = [item("base", 1), item("nope", 0, stage=Stage.FORBID), item("pardon", 0, excludes=("nope",))]
    assert win(table).can_win


def test_not_a_winning_hand() -> None:
    s = win([item("base", 1)], tiles="111222333m456p78s", tile="8s")
    assert not s.can_win and s.reason == "not a winning hand (不成胡)"


# -- the best arrangement ---------------------------------------------------------------------


def test_the_best_paying_arrangement_is_kept() -> None:
    # triplets reading: 1 + 3 = 4 fan → 16; sequences: 1 fan → 2. The engine keeps 16.
    table = [item("base", 1), item("triplets", 3, triplets)]
    s = win(table)
    assert s.arrangement is not None and [str(m) for m in s.arrangement.melds][:3] == ["111m", "222m", "333m"]
    assert set(amounts(s).values()) == {16} and keys(s) == ["base", "triplets"]


def test_best_is_by_total_not_by_one_payer() -> None:
    # reading A (triplets): 'dealer_only' 4 fan for the dealer only: 2^4 + 1 + 1 = 18 in all;
    # reading B (sequences): 'everyone' 2 fan for all three: 4 + 4 + 4 = 12.
    # The dealer pays more under A (16 > 4) and A's total is higher: A is kept.
    table = [
        item("dealer_only", 4, triplets, scope=Scope.DEALER),
        item("everyone", 2, lambda e: not triplets(e)),
    ]
    s = win(table)
    assert amounts(s) == {2: 1, 3: 1, 0: 16} and s.total == 18


def test_seven_pairs_reading_competes_with_the_standard_one() -> None:
    # 112233m 445566p 77s reads as seven pairs or as 123m 123m 456p 456p 77s;
    # 'pairs' pays 4 fan on seven pairs (16), 'base' 1 on any reading (2): seven pairs wins
    table = [
        item("base", 1, lambda e: e.shape is not Shape.SEVEN_PAIRS),
        item("pairs", 4, lambda e: e.shape is Shape.SEVEN_PAIRS),
    ]
    s = win(table, tiles="112233m445566p77s")
    assert s.arrangement is not None and s.arrangement.shape is Shape.SEVEN_PAIRS
    assert set(amounts(s).values()) == {16}
    # without seven pairs in the grammar the standard reading is the only one: 2
    s = win(table, tiles="112233m445566p77s", grammar=ShapeGrammar(seven_pairs=False))
    assert s.arrangement is not None and s.arrangement.shape is Shape.STANDARD
    assert set(amounts(s).values()) == {2}


def test_extra_readings_are_scored_like_the_others() -> None:
    # a hand with no reading of its own wins on an extra INSTANT reading: 2^2 = 4
    hand = Hand.parse("147m258p369s12345z", win="5z", self_drawn=True)
    instant = Arrangement(
        shape=Shape.INSTANT, melds=tuple(Meld(kind=MeldKind.SINGLE, tiles=(t,)) for t in hand.tiles)
    )
    table = [item("instant", 2, lambda e: e.shape is Shape.INSTANT)]
    assert not win(table, tiles="147m258p369s12345z", tile="5z").can_win
    s = win(table, tiles="147m258p369s12345z", tile="5z", extra=[instant])
    assert s.can_win and s.arrangement is instant and set(amounts(s).values()) == {4}


def test_score_reads_as_its_working() -> None:
    s = win([item("a", 2)], dealer=1)
    assert str(s).splitlines() == [
        "toy: seat 1 wins, " + str(s.arrangement),
        "  A a 2番",
        "  seat 2 pays 4: 2^2 = 4",
        "  seat 3 pays 4: 2^2 = 4",
        "  seat 0 pays 4: 2^2 = 4",
        "  total 12",
    ]


# -- formulas -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("formula", "f", "expected", "explained"),
    [
        (Doubling(), 0, 1, "2^0"),
        (Doubling(), 3, 8, "2^3"),
        (Doubling(base=5), 2, 20, "5×2^2"),  # 5 × 4
        (Doubling(base=5, offset=-1), 3, 20, "5×2^2"),  # 5 × 2^(3-1)
        (Doubling(base=8, offset=-1), 0, 4, "8×2^-1"),  # 8 × 2^-1: 72× base 天胡 style halving
        (Doubling(offset=-1), 1, 1, "2^0"),  # Jilin: 2^(fan-1)
        (Additive(), 0, 0, "0+0"),
        (Additive(base=1), 4, 5, "1+4"),  # Ningbo 1 + Σ台
        (Additive(base=12), 7, 19, "12+7"),  # Hefei 12 base + 7 points
    ],
    ids=lambda v: repr(v) if not isinstance(v, int) else str(v),
)
def test_formula(formula: Formula, f: int, expected: int, explained: str) -> None:
    assert formula(f) == expected
    assert formula.explain(f) == explained
