"""Tianjin: the digest's worked examples, the value formula and the refusals, by hand.

Unit 1, seat 0 deals, the turned-up tile is 5p unless said: the 混儿 are 5p and 6p.
Value = (捉伍儿 3 + 龙 4, or 1 for 小和) × 2 for each of 没混儿, 混儿吊, 本混儿龙, 杠开;
each other seat pays the value, the winner gets 3 × value; the minimum is 2. Kong
points (明杠 1, 暗杠 2 from each other seat) are paid in every round.
"""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.errors import HandError, MajiangError, RoundError, RulesetError
from majiang.hands import Hand, MeldKind
from majiang.rulesets import get
from majiang.rulesets.base import Ruleset
from majiang.rulesets.tianjin import Tianjin, TianjinFacts
from majiang.scoring import Score, WinContext, WinMethod, exhaustive
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles
from tests.scoring.corpus import deal

T = Tianjin()
P5 = Tile.from_str("5p")
SELF = WinMethod.SELF_DRAW
KONG = WinMethod.KONG_REPLACEMENT


def score(
    tiles: str,
    win: str,
    *,
    melds: str = "",
    method: WinMethod = SELF,
    indicator: Tile = P5,
    ruleset: Ruleset = T,
    facts: TianjinFacts | None = None,
    **context: Any,
) -> Score:
    hand = Hand.parse(tiles, melds=melds, win=win, self_drawn=method.self_drawn)
    ctx = WinContext(
        seat=1, dealer=0, method=method, indicator=indicator, facts=facts or TianjinFacts(), **context
    )
    return ruleset.score(hand, ctx)


def each(result: Score) -> int:
    """What each of the three others pays (the same for all)."""
    assert result.can_win, result.reason
    paid = {p.amount for p in result.payments}
    assert len(paid) == 1 and len(result.payments) == 3
    return paid.pop()


def keys(result: Score) -> set[str]:
    return {a.item.key for a in result.awards}


def settle(seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), **kw: Any) -> tuple[int, ...]:
    kw.setdefault("facts", TianjinFacts())
    avoid = parse_tiles("5p6p")
    return T.settle(Round.build(T, seats=seats, wins=wins, indicator=P5, avoid=avoid, **kw)).nets


EXAMPLES = [
    # 1. 没混儿 小和: 1 × 2 = 2 from each; +6
    pytest.param("123m456s789s11z234p", "2p", "", SELF, {"xiaohe", "mei_hun"}, 2, id="1-mei-hun-xiaohe"),
    # 2. 单混儿吊 小和: 123m 456s 789s 111z + 6p, draws 3p (pairs with the 混儿): 1 × 2 = 2; +6
    pytest.param("123m456s789s111z6p3p", "3p", "", SELF, {"xiaohe", "hun_diao"}, 2, id="2-dan-hun-diao"),
    # 3. 捉伍儿 (5m into 4m 6m) with a 混儿 elsewhere (6p as 2p or 5p beside 34p): 3; +9
    pytest.param("46m123s789s11z34p6p5m", "5m", "", SELF, {"zhuo_wu"}, 3, id="3-zhuo-wu"),
    # 4. 本混儿龙 1p-9p, a 6p filling 4p (5p, 6p at their faces): 4 × 2 = 8; +24
    pytest.param("123p5p6p6p789p789s11z", "1z", "", SELF, {"long", "ben_hun"}, 8, id="4-ben-hun-long"),
    # 5. 杠开 混儿吊 本混儿龙 after a 明杠: 4 × 2 × 2 × 2 = 32 (the kong's own point apart)
    pytest.param(
        "123456789p6p3s",
        "3s",
        "1111z@3",
        KONG,
        {"long", "hun_diao", "ben_hun", "gangkai"},
        32,
        id="5-gangkai",
    ),
    # 6. 双混儿吊 本混儿 捉伍儿龙: 5m + two 混儿 as 4m 6m, a 5p-6p 龙 with its own 456p:
    #    (3 + 4) × 2 × 2 = 28; +84
    pytest.param(
        "123456789p5p6p5m11z", "5m", "", SELF, {"zhuo_wu", "long", "hun_diao", "ben_hun"}, 28, id="6-shuang"
    ),
]


@pytest.mark.parametrize(("tiles", "win", "melds", "method", "expected", "paid"), EXAMPLES)
def test_worked_examples(
    tiles: str, win: str, melds: str, method: WinMethod, expected: set[str], paid: int
) -> None:
    result = score(tiles, win, melds=melds, method=method)
    assert keys(result) == expected
    assert each(result) == paid


def test_example_5_whole_round_nets() -> None:
    # 32 from each + the 明杠's 1 from each: +99 / -33; after an 暗杠 (2 from each): +102 / -34
    wins = (Win.parse(1, "3s", KONG),)
    assert settle({1: SeatRecord.parse("123456789p6p3s", melds="1111z@3")}, wins) == (-33, 99, -33, -33)
    assert settle({1: SeatRecord.parse("123456789p6p3s", melds="(1111z)")}, wins) == (-34, 102, -34, -34)


def test_example_7_xiaohe_with_a_hun_is_not_a_win() -> None:
    # 123m 345p (5p at its face) 456s 789s 11z on 3m: 小和 1, not 混儿吊, not 杠开: 1 < 2
    result = score("123m345p456s789s11z", "3m")
    assert not result.can_win
    assert result.reason is not None and "2番起和" in result.reason
    # 小和起和: it wins for 1 from each
    assert each(score("123m345p456s789s11z", "3m", ruleset=Tianjin(min_value=1))) == 1


def test_min_value_three() -> None:
    three = Tianjin(min_value=3)
    # 单混儿吊 小和 is 2: not enough at 3 (a 2 from 混儿吊 alone)
    assert not score("123m456s789s111z6p3p", "3p", ruleset=three).can_win
    # 没混儿 小和 is 2, and wins at 3
    assert each(score("123m456s789s11z234p", "2p", ruleset=three)) == 2
    # 杠开 小和 holding a 混儿 (5p at its face): 1 × 2 = 2, wins at 3
    assert each(score("123m345p789s11z", "3m", melds="(2222z)", method=KONG, ruleset=three)) == 2
    # 捉伍儿 3 wins at 3
    assert each(score("46m123s789s11z34p6p5m", "5m", ruleset=three)) == 3


def test_long_outside_the_hun_suit_and_zhuo_wu_inside_a_wan_long() -> None:
    # a 万 龙 without 混儿: 4 × 2 (没混儿) = 8
    assert keys(score("123456789m789s11z", "1z")) == {"long", "mei_hun"}
    # 捉伍儿 inside the 万 龙 (the 5m drawn completes the 龙's 456m), 没混儿: (3 + 4) × 2 = 14
    result = score("123456789m789s11z", "5m")
    assert keys(result) == {"zhuo_wu", "long", "mei_hun"}
    assert each(result) == 14


def test_shuang_hun_zhuo_wu_and_a_wan_long() -> None:
    # 123m 789m + 5p 6p + the drawn 5m + 11z + 456s: the 456m won on is 5m with two 混儿.
    # In 双混儿吊 捉伍儿 that 456m is not the 龙's (the 龙 would need its own), so 双混儿吊
    # 捉伍儿 is 3 × 2 = 6; read without 混儿吊, 捉伍儿龙 (the 龙's 456m is the 捉伍儿) is 3 + 4 = 7:
    # the hand pays 7 from each (pdhp.js: 捉伍儿 without 混儿吊 takes 4m 6m from the 混儿)
    result = score("123m789m5p6p5m11z456s", "5m")
    assert keys(result) == {"zhuo_wu", "long"}
    assert each(result) == 7
    # with a second 456m (natural) the 龙 stands apart: 双混儿吊 捉伍儿龙 (3 + 4) × 2 = 14
    result = score("123m456m789m5p6p5m11z", "5m")
    assert keys(result) == {"zhuo_wu", "long", "hun_diao"}
    assert each(result) == 14


def test_refusals() -> None:
    # no win on a discard
    result = score("123m456s789s11z234p", "2p", method=WinMethod.DISCARD, discarder=0)
    assert not result.can_win and result.reason is not None and "只能自摸" in result.reason
    # 小相公: a seat that discarded a 混儿 can not win
    result = score("123m456s789s11z234p", "2p", facts=TianjinFacts(xiangong=(1,)))
    assert not result.can_win and result.reason is not None and "小相公" in result.reason
    # another seat's 小相公 does not bar seat 1
    assert each(score("123m456s789s11z234p", "2p", facts=TianjinFacts(xiangong=(2,)))) == 2


def test_drawn_round_pays_kongs() -> None:
    # seat 2's 暗杠 2 from each (+6), seat 3's 明杠 1 from each (+3):
    # 0: -2 -1 = -3; 1: -3; 2: +6 -1 = +5; 3: +3 -2 = +1
    seats = {
        2: SeatRecord.parse("123m456s789s1z", melds="(2222z)"),
        3: SeatRecord.parse("234m567s89s34z", melds="7777z@0"),
    }
    assert settle(seats) == (-3, -3, 5, 1)


@pytest.mark.parametrize(
    ("build", "error", "message"),
    [
        pytest.param(lambda: get("tianjin", min_value=4), RulesetError, "option min_value=4", id="min-value"),
        pytest.param(
            lambda: get("tianjin", min_value=True), RulesetError, "option min_value=True", id="bool"
        ),
        pytest.param(
            lambda: score("123m456s789s11z", "1z", melds="666p"), HandError, "a 混儿 is never", id="hun-pon"
        ),
        pytest.param(
            lambda: score("123m456s789s11z", "1z", melds="123p@0"),
            HandError,
            "does not allow a claimed",
            id="chi",
        ),
        pytest.param(
            lambda: T.score(
                Hand.parse("123m456s789s11z234p", win="2p"), WinContext(seat=1, facts=TianjinFacts())
            ),
            RoundError,
            "needs the hun indicator",
            id="no-indicator",
        ),
        pytest.param(
            lambda: T.score(Hand.parse("123m456s789s11z234p", win="2p"), WinContext(seat=1, indicator=P5)),
            RoundError,
            "needs its TianjinFacts",
            id="no-facts",
        ),
        pytest.param(lambda: TianjinFacts(xiangong=(2, 2)), RoundError, "without repeats", id="facts-repeat"),
        pytest.param(lambda: TianjinFacts(xiangong=[1]), RoundError, "not \\[1\\]", id="facts-list"),
        pytest.param(
            lambda: settle(
                {1: SeatRecord.parse("123m456s789s11z234p", discards="6p")}, (Win.parse(1, "2p"),)
            ),
            RoundError,
            "seat 1 discarded a 混儿",
            id="xiangong-unlisted",
        ),
        pytest.param(
            lambda: score("123m456s789s11z234p5p5p5p", "2p"), HandError, "holds 17 tiles", id="long-hand"
        ),
    ],
)
def test_bad_input(build: Any, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        build()


def _self_drawn(hand: Hand, context: WinContext, rng: random.Random) -> tuple[Hand, WinContext]:
    kong = any(m.kind is MeldKind.KONG for m in hand.melds)
    method = rng.choice([SELF, KONG]) if kong else SELF
    facts = TianjinFacts(xiangong=(context.seat,) if rng.random() < 0.05 else ())
    return attrs.evolve(hand, self_drawn=True), attrs.evolve(
        context, method=method, discarder=None, facts=facts
    )


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_class_search_matches_the_full_enumeration(seed: int) -> None:
    """With 混儿 (up to 5), the readings by class score exactly as every arrangement does."""
    rng = random.Random(seed)
    dealt = None
    while dealt is None:
        dealt = deal(rng, T, max_wild=5)
        if dealt is not None:
            try:
                T.check_hand(dealt[0], indicator=dealt[1].indicator)
            except MajiangError:
                dealt = None
    hand, context = _self_drawn(*dealt, rng)
    fast = T.score(hand, context)
    with exhaustive():
        full = T.score(hand, context)
    assert fast == full


@settings(max_examples=30, deadline=None)
@given(name=st.sampled_from([n for n, _ in T.samples()]), dealer=st.integers(0, 3))
def test_samples_sum_to_zero_with_the_dealer_anywhere(name: str, dealer: int) -> None:
    moved = attrs.evolve(dict(T.samples())[name], dealer=dealer)
    try:
        settlement = T.settle(moved)
    except RoundError:
        return  # a refused sample stays refused
    assert sum(settlement.nets) == 0
    winners = {w.seat for w in moved.wins}
    for seat in winners:  # the winner receives three equal shares
        shares = [t.amount for t in settlement.transfers if t.payee == seat and t.reason.value == "win"]
        assert len(shares) == 3 and len(set(shares)) == 1
