"""Taiyuan 太原立四: the digest's worked examples, every item, option and refusal, by hand.

Seat 0 deals. ``s`` = 1 (底) + 1 (the dealer wins) + 1 (边张/砍张/吊将 on the only winning
kind) + 1 (缺门: exactly two suits) + 10 (清一色, option ``same_suit``) + 10 (一条龙), ×2 on
a self-draw. A self-draw or a ready seat's discard: each other seat pays ``s``, and the
dealer 2 more on a self-draw, 1 more on a discard when he did not win. A discard (or a
robbed kong) by a seat not ready: he alone pays ``3s + 1``, 1 more when the winner does
not deal, and all of the winner's kong money. Kongs count only for the winner: 1 from
each other seat, a direct kong fed by a seat not ready 3 from that feeder.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.errors import HandError, RoundError, RulesetError, TileSetError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.base import Ruleset
from majiang.rulesets.taiyuan import Taiyuan, TaiyuanFacts
from majiang.scoring import Score, WinMethod
from majiang.settlement import Reason, Round, SeatRecord, Win
from majiang.tiles import parse_tiles
from tests.rulesets.helpers import amounts, keys, score_hand

T = Taiyuan()
SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD
KONG = WinMethod.KONG_REPLACEMENT
ROB = WinMethod.ROBBED_KONG

CLOSED = "123m456m789p11p456p"  # m and p (缺门); ready on 5p alone, a closed wait
OPEN = "123m456m789p11p345p"  # m and p (缺门); ready on 2p or 5p
PLAIN = "123m456p11z789s"  # three suits; with a kong, ready on 6s or 9s (78s)
IDLE = "1234m5678m12345z"  # a seat's 13 tiles that take no part
IDLE_P = "1234p5678p12345z"


def score(tiles: str, win: str, *, ruleset: Ruleset = T, ready: bool = True, **kw: Any) -> Score:
    kw.setdefault("facts", TaiyuanFacts())
    return score_hand(ruleset, tiles, win, ready=ready, **kw)


def seat(tiles: str, melds: str = "", *, ready: bool = True) -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds), ready=ready)


def build(seats: dict[int, Any], *wins: Win, facts: TaiyuanFacts | None = None) -> Round:
    return Round.build(T, seats=seats, wins=wins, facts=facts or TaiyuanFacts())


def nets(
    seats: dict[int, Any], *wins: Win, ruleset: Ruleset = T, facts: TaiyuanFacts | None = None
) -> tuple[int, ...]:
    return ruleset.settle(build(seats, *wins, facts=facts)).nets


# -- the digest's worked examples (dealer seat 0; whole-round nets) -----------------------------

EXAMPLES = [
    # 1. seat 2 self-draws 5p on a single closed wait, 缺门: s = (1 + 1 + 1) × 2 = 6; seats 1, 3
    #    pay 6, seat 0 6 + 2 = 8; seat 2 +20
    pytest.param({2: seat(CLOSED)}, (Win.parse(2, "5p"),), (-8, -6, 20, -6), id="1-closed-quemen-self-draw"),
    # 2. seat 1 wins 缺门 (s = 1 + 1 = 2) on seat 3's discard, seat 3 not ready:
    #    3 × 2 + 1 + 1 = 8
    pytest.param(
        {1: seat(OPEN)},
        (Win.parse(1, "5p", FED, discarder=3),),
        (0, 8, 0, -8),
        id="2-quemen-unready-discarder",
    ),
    # 3. the same, seat 3 ready: seats 2, 3 pay 2, seat 0 2 + 1 = 3; seat 1 +7
    pytest.param(
        {1: seat(OPEN), 3: seat(IDLE)},
        (Win.parse(1, "5p", FED, discarder=3),),
        (-3, 7, -2, -2),
        id="3-quemen-ready-discarder",
    ),
    # 4. the dealer self-draws 一条龙 (three suits, waiting 1m 4m 7m) with a 暗杠:
    #    s = (1 + 1 + 10) × 2 = 24, + the kong's 1 = 25 from each; +75
    pytest.param(
        {0: seat("123m456m789m55s", "(2222p)")},
        (Win.parse(0, "1m"),),
        (75, -25, -25, -25),
        id="4-yitiaolong-kong",
    ),
    # 5. seat 2 holds 5555s fed by seat 1 (not ready) and wins a plain hand (s = 1) on seat 1's
    #    discard: 3 × 1 + 1 + 1 = 5 for the win, 3 for the kong; seat 2 +8, seat 1 -8
    pytest.param(
        {2: seat(PLAIN, "5555s@1")},
        (Win.parse(2, "9s", FED, discarder=1),),
        (0, -8, 8, 0),
        id="5-unready-feeder-pays-the-kong",
    ),
]


@pytest.mark.parametrize(("seats", "wins", "expected"), EXAMPLES)
def test_worked_examples(seats: dict[int, Any], wins: tuple[Win, ...], expected: tuple[int, ...]) -> None:
    assert nets(seats, *wins) == expected


# -- the items, self-drawn by seat 3 (each other seat pays s, the dealer s + 2) ------------------

ITEMS = [
    # 砍张: 46p waiting 5p alone, 缺门: (1 + 1 + 1) × 2 = 6
    pytest.param(CLOSED, "5p", {"base", "single_wait", "quemen", "zimo", "dealer_extra"}, 6, id="closed"),
    # 两面 34p waiting 2p or 5p, 缺门: (1 + 1) × 2 = 4
    pytest.param(OPEN, "5p", {"base", "quemen", "zimo", "dealer_extra"}, 4, id="open-no-single-wait"),
    # 边张: 12s waiting 3s alone, three suits: (1 + 1) × 2 = 4
    pytest.param("123m456p11z123s789s", "3s", {"base", "single_wait", "zimo", "dealer_extra"}, 4, id="edge"),
    # 吊将: 5z alone, three suits: (1 + 1) × 2 = 4
    pytest.param("123m456p789s111s55z", "5z", {"base", "single_wait", "zimo", "dealer_extra"}, 4, id="pair"),
    # 清一色 (several kinds waited on, no 缺门): (1 + 10) × 2 = 22
    pytest.param(
        "111s234s567s789s55s", "5s", {"base", "qingyise", "zimo", "dealer_extra"}, 22, id="qingyise"
    ),
    # 一条龙 with two suits (缺门): 23m waiting 1m or 4m: (1 + 1 + 10) × 2 = 24
    pytest.param(
        "123p456p789p11m234m",
        "4m",
        {"base", "quemen", "yitiaolong", "zimo", "dealer_extra"},
        24,
        id="yitiaolong",
    ),
    # 清一色 一条龙: 123s 456s 789s 11s + 23s waiting 1s or 4s (and more): (1 + 10 + 10) × 2 = 42
    pytest.param(
        "123s456s789s11s234s",
        "4s",
        {"base", "qingyise", "yitiaolong", "zimo", "dealer_extra"},
        42,
        id="qinglong",
    ),
    # one suit with an honor pair is neither 清一色 nor 缺门; 一条龙 and 吊将 on 5z alone:
    # (1 + 1 + 10) × 2 = 24
    pytest.param(
        "123s456s789s222s55z",
        "5z",
        {"base", "single_wait", "yitiaolong", "zimo", "dealer_extra"},
        24,
        id="one-suit-and-honors",
    ),
]


@pytest.mark.parametrize(("tiles", "won", "awarded", "s"), ITEMS)
def test_items_self_drawn(tiles: str, won: str, awarded: set[str], s: int) -> None:
    result = score(tiles, won, seat=3)
    assert amounts(result) == {0: s + 2, 1: s, 2: s}
    assert keys(result) == awarded


def test_dealer_wins_on_a_ready_discard() -> None:
    # 1 + 1 (庄家) = 2 from each of the three, no extra (the dealer won)
    result = score("123m456p234s11z789s", "9s", seat=0, method=FED, discarder=1)
    assert amounts(result) == {1: 2, 2: 2, 3: 2}
    assert nets({0: seat("123m456p234s11z789s"), 1: seat(IDLE)}, Win.parse(0, "9s", FED, discarder=1)) == (
        6,
        -2,
        -2,
        -2,
    )


def test_unready_discarder_and_the_dealer() -> None:
    # the dealer wins s = 2 (底 + 庄家) on seat 1's discard, seat 1 not ready: 3 × 2 + 1 = 7
    assert nets({0: seat("123m456p234s11z789s")}, Win.parse(0, "9s", FED, discarder=1)) == (7, -7, 0, 0)
    # the dealer discards, not ready, seat 2 wins 缺门 2: 3 × 2 + 1 + 1 = 8
    assert nets({2: seat(OPEN)}, Win.parse(2, "5p", FED, discarder=0)) == (-8, 0, 8, 0)


def test_robbed_kong_is_a_discard() -> None:
    # seat 3 (not ready) adds 5p to his pon; seat 1 robs it with 缺门 2: 3 × 2 + 1 + 1 = 8
    robbed = {1: seat(OPEN), 3: seat("1234m5678m12z", "555p@2", ready=False)}
    assert nets(robbed, Win.parse(1, "5p", ROB, discarder=3)) == (0, 8, 0, -8)
    # seat 3 ready: each pays 2, the dealer 3
    robbed[3] = seat("1234m5678m12z", "555p@2")
    assert nets(robbed, Win.parse(1, "5p", ROB, discarder=3)) == (-3, 7, -2, -2)


def test_kong_replacement_is_a_self_draw() -> None:
    # 5p on the replacement of seat 2's added 7777m: (1 + 1 + 1) × 2 = 6 + the kong 1 = 7,
    # the dealer 6 + 2 + 1 = 9; +23
    assert nets({2: seat("123m456m11p456p", "7777m+")}, Win.parse(2, "5p", KONG)) == (-9, -7, 23, -7)


# -- kongs ----------------------------------------------------------------------------------------


def test_kongs_count_only_for_the_winner() -> None:
    # seat 3's kongs pay nothing; seat 2's closed 缺门 self-draw as in example 1
    seats = {2: seat(CLOSED), 3: seat("1234567z", "(9999s) 8888s@1")}
    result = T.settle(build(seats, Win.parse(2, "5p")))
    assert result.nets == (-8, -6, 20, -6)
    assert not [t for t in result.transfers if t.reason is Reason.KONG]


def test_a_kong_fed_before_ready() -> None:
    # 5555s fed by seat 1, who declared ready afterwards (the facts say so): 3 from seat 1;
    # the win on seat 3's discard (ready): s = 1 from each, the dealer 1 + 1 = 2
    seats = {2: seat(PLAIN, "5555s@1"), 1: seat(IDLE), 3: seat(IDLE_P)}
    win = Win.parse(2, "9s", FED, discarder=3)
    early = TaiyuanFacts(fed_before_ready=tuple(parse_tiles("5s")))
    assert nets(seats, win, facts=early) == (-2, -4, 7, -1)
    # without the facts seat 1, ready at the end, was ready when he fed it: 1 from each
    assert nets(seats, win) == (-3, -2, 7, -2)


def test_a_kong_fed_by_a_ready_seat_then_an_unready_discard() -> None:
    # 5555s fed by seat 1 (ready): 1 from each; the win on seat 3's discard, seat 3 not ready:
    # 3 × 1 + 1 + 1 = 5, and seat 3 pays the kong money of all three: 3; seat 2 +8
    seats = {2: seat(PLAIN, "5555s@1"), 1: seat(IDLE)}
    assert nets(seats, Win.parse(2, "9s", FED, discarder=3)) == (0, 0, 8, -8)


@pytest.mark.parametrize(
    ("facts", "seats", "match"),
    [
        pytest.param(
            TaiyuanFacts(fed_before_ready=tuple(parse_tiles("6s"))),
            {2: seat(PLAIN, "5555s@1"), 1: seat(IDLE), 3: seat(IDLE_P)},
            r"no seat shows a direct kong of 6s",
            id="no-such-kong",
        ),
        pytest.param(
            TaiyuanFacts(fed_before_ready=tuple(parse_tiles("5s"))),
            {2: seat(PLAIN, "5555s@1"), 3: seat(IDLE_P)},
            r"the kong 5555s@1 was fed by a seat not ready at the end",
            id="feeder-never-ready",
        ),
    ],
)
def test_bad_facts(facts: TaiyuanFacts, seats: dict[int, Any], match: str) -> None:
    with pytest.raises(RoundError, match=match):
        T.settle(build(seats, Win.parse(2, "9s", FED, discarder=3), facts=facts))


@pytest.mark.parametrize(
    ("value", "match"),
    [
        ("5s", r"TaiyuanFacts.fed_before_ready must be a tuple of Tile"),
        (tuple(parse_tiles("5s5s")), r"names a kong twice: 5s 5s"),
    ],
)
def test_facts_are_checked_where_built(value: Any, match: str) -> None:
    with pytest.raises(RoundError, match=match):
        TaiyuanFacts(fed_before_ready=value)


def test_a_direct_kong_names_its_feeder() -> None:
    with pytest.raises(RoundError, match=r"seat 2's direct kong 5555s must name the seat that fed it"):
        T.settle(build({2: seat(PLAIN, "5555s")}, Win.parse(2, "9s", FED, discarder=1)))


# -- options, refusals, bad input -------------------------------------------------------------------


def test_same_suit_off() -> None:
    # 清一色 scores nothing: 1 × 2 = 2 from each, the dealer 4
    result = score("111s234s567s789s55s", "5s", seat=3, ruleset=Taiyuan(same_suit=False))
    assert amounts(result) == {0: 4, 1: 2, 2: 2}


def test_bad_options() -> None:
    with pytest.raises(RulesetError, match=r"option same_suit=1 for 'taiyuan': must be True or False"):
        Taiyuan(same_suit=1)
    with pytest.raises(RulesetError, match=r"unknown option 'paozi' for 'taiyuan'"):
        Taiyuan(paozi=1)


def test_only_a_ready_seat_wins() -> None:
    result = score(CLOSED, "5p", seat=2, ready=False)
    assert not result.can_win
    assert "未扣听" in (result.reason or "")
    with pytest.raises(RoundError, match=r"seat 2 can not win here: 未扣听"):
        T.settle(build({2: seat(CLOSED, ready=False)}, Win.parse(2, "5p")))


def test_no_seven_pairs() -> None:
    result = score("1199m2288p3377s55z", "5z", seat=2)
    assert not result.can_win
    assert "不成胡" in (result.reason or "")


def test_one_winner_only() -> None:
    seats = {2: seat(OPEN), 3: seat("123s456s789p11p345p")}
    with pytest.raises(RoundError, match=r"taiyuan has one winner per round"):
        T.settle(build(seats, Win.parse(2, "5p", FED, discarder=1), Win.parse(3, "5p", FED, discarder=1)))


def test_only_an_added_kong_may_be_robbed() -> None:
    seats = {1: seat(OPEN), 3: seat("1234m5678m12z555p", ready=False)}
    with pytest.raises(RoundError, match=r"seat 3 shows no pon of it to add to"):
        T.settle(build(seats, Win.parse(1, "5p", ROB, discarder=3)))


def test_drawn_round_pays_nothing() -> None:
    assert T.settle(build({3: seat("1234567z", "(9999s) 8888s@1")})).transfers == ()


@pytest.mark.parametrize(
    ("tiles", "melds", "error", "match"),
    [
        pytest.param(
            "123m456m789p11p45p1f", "", TileSetError, r"tile '1f' is not in the 136-tile set", id="flower"
        ),
        pytest.param("123m456m11p345p", "", HandError, r"holds 11 tiles .* has 14", id="too-few"),
        pytest.param("123m456m789p11p3455p", "", HandError, r"holds 15 tiles .* has 14", id="too-many"),
        pytest.param(
            "123m456m11p45p", "789p@0", HandError, r"taiyuan does not allow a claimed sequence", id="chi"
        ),
    ],
)
def test_bad_hands(tiles: str, melds: str, error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        score(tiles, "5p", method=FED, discarder=0, melds=melds)


def test_facts_left_out_are_the_defaults() -> None:
    # a context or a round without facts: as TaiyuanFacts() (example 1: 6, 8, 6; nets +20)
    assert amounts(score(CLOSED, "5p", seat=2, facts=None)) == {3: 6, 0: 8, 1: 6}
    round_ = Round.build(T, seats={2: seat(CLOSED)}, wins=Win.parse(2, "5p"))
    assert round_.facts is None
    assert T.settle(round_).nets == (-8, -6, 20, -6)
    # facts of another region are refused
    with pytest.raises(RoundError, match=r"taiyuan needs its TaiyuanFacts, got 3"):
        score(CLOSED, "5p", seat=2, facts=3)


def test_registered() -> None:
    assert get("立四").name == "taiyuan"
    assert get("TAIYUAN").options == Taiyuan().options


# -- properties ---------------------------------------------------------------------------------------

SAMPLES = T.samples()


@settings(max_examples=60, deadline=None)
@given(index=st.integers(0, len(SAMPLES) - 1), same_suit=st.booleans(), ready=st.booleans())
def test_unready_discarder_pays_three_shares_and_one(index: int, same_suit: bool, ready: bool) -> None:
    """On a discard win, turning the discarder's ready flag moves money only between the
    discarder and the others: not ready, he pays what the three (and their kong money)
    would pay, plus 1; the winner gets exactly 1 more."""
    _name, round_ = SAMPLES[index]
    if not round_.wins or round_.wins[0].discarder is None:
        return
    win = round_.wins[0]
    feeder = win.discarder
    assert feeder is not None
    seats = list(round_.seats)
    seats[feeder] = SeatRecord(hand=seats[feeder].hand, ready=ready)
    ruleset = Taiyuan(same_suit=same_suit)
    try:
        as_ready = ruleset.settle(Round(dealer=0, seats=tuple(seats), wins=round_.wins, facts=TaiyuanFacts()))
        seats[feeder] = SeatRecord(hand=seats[feeder].hand, ready=False)
        unready = ruleset.settle(Round(dealer=0, seats=tuple(seats), wins=round_.wins, facts=TaiyuanFacts()))
    except RoundError:
        return  # a refusal sample, or facts this change makes wrong
    if ready:
        # a direct kong the feeder fed costs him 3 alone either way when he is not ready...
        kongs_fed = any(
            m.claimed_from == feeder for m in round_.seats[win.seat].hand.melds if not m.concealed
        )
        if kongs_fed:
            return
        assert unready.nets[win.seat] == as_ready.nets[win.seat] + 1
        assert unready.nets[feeder] == -unready.nets[win.seat]
        others = [s for s in range(4) if s not in (win.seat, feeder)]
        assert all(unready.nets[s] == 0 for s in others)
