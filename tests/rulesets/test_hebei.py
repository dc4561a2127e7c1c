"""Hebei: the digest's worked examples and every multiplier, worked out by hand.

Unit 1, seat 0 deals. ``V`` is the product of the items from 1; a discard is paid by the
discarder alone, a self-draw by each other seat (自摸 ×2 is in ``V``). Kongs are paid at
the end of a won round: 点杠 3 by the feeder, 补杠 1 and 暗杠 2 by each other seat; a drawn
round pays nothing.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.errors import HandError, MeldError, RoundError, RulesetError, TileSetError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.base import Ruleset
from majiang.rulesets.hebei import Hebei
from majiang.scoring import Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile

H = Hebei()
SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD
KONG = WinMethod.KONG_REPLACEMENT
ROB = WinMethod.ROBBED_KONG


def score(
    tiles: str,
    win: str,
    *,
    seat: int = 1,
    method: WinMethod = SELF,
    discarder: int | None = None,
    melds: str = "",
    ruleset: Ruleset = H,
    **context: Any,
) -> Score:
    hand = Hand.parse(tiles, melds=melds, win=win, self_drawn=method.self_drawn)
    return ruleset.score(hand, WinContext(seat=seat, dealer=0, method=method, discarder=discarder, **context))


def amounts(result: Score) -> dict[int, int]:
    assert result.can_win, result.reason
    return {p.payer: p.amount for p in result.payments}


def keys(result: Score) -> set[str]:
    return {a.item.key for a in result.awards}


def seat(tiles: str, melds: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds))


def nets(
    seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), ruleset: Ruleset = H, **kw: Any
) -> tuple[int, ...]:
    return ruleset.settle(Round.build(ruleset, seats=seats, wins=wins, **kw)).nets


# -- the digest's worked examples ----------------------------------------------------------


def test_example_1_four_concealed_pungs_self_drawn_on_the_pair() -> None:
    # 碰碰胡 2 × 门清 2 × 吊 2 × 自摸 2 = 16 from each; seat 1 +48
    result = score("111m222p333s444z55z", "5z")
    assert keys(result) == {"pengpeng", "menqing", "diao", "zimo"}
    assert amounts(result) == {2: 16, 3: 16, 0: 16}
    assert nets({1: seat("111m222p333s444z55z")}, (Win.parse(1, "5z"),)) == (-16, 48, -16, -16)


def test_example_2_zhuo_wu_kui_on_a_discard() -> None:
    # a pon, 5m into 4m 6m (the only wait): 捉五魁 4 (replaces 卡), seat 0 pays 4
    result = score("456m789p123s55s", "5m", seat=2, method=FED, discarder=0, melds="111z@1")
    assert keys(result) == {"zhuo_wu_kui"}
    assert amounts(result) == {0: 4}


def test_example_3_qingyise_yitiaolong_on_a_wait_of_several_kinds() -> None:
    # 1123456789s + 555s waits 1s, 4s, 7s: no 吊; 清一色 2 × 一条龙 2 × 自摸 2 = 8 from each; +24
    result = score("11123456789s", "1s", seat=3, melds="555s@1")
    assert keys(result) == {"qingyise", "yitiaolong", "zimo"}
    assert amounts(result) == {0: 8, 1: 8, 2: 8}


def test_example_4_thirteen_orphans_on_a_discard() -> None:
    # 十三幺 10, seat 3 pays; no 门清/吊 for a special shape
    result = score("19m19p19s12345677z", "1z", seat=0, method=FED, discarder=3)
    assert keys(result) == {"shisanyao"}
    assert amounts(result) == {3: 10}


def test_example_5_haohua_qidui_with_kongs_paid_at_the_end() -> None:
    # 豪华七对 4 × 自摸 2 = 8 from each; seat 0's 点杠 fed by seat 2 (+3), seat 3's 暗杠 (+2 each):
    # 0: -8 +3 -2 = -7; 1: +24 -2 = +22; 2: -8 -3 -2 = -13; 3: -8 +6 = -2
    seats = {
        0: seat("123456789p1s", "7777z@2"),
        1: seat("1111m223344p5566s"),
        3: seat("234567m345p7s", "(6666z)"),
    }
    assert nets(seats, (Win.parse(1, "6s"),)) == (-7, 22, -13, -2)


# -- every other item ----------------------------------------------------------------------

ITEMS = [
    # 超豪华七对 8 on a discard
    pytest.param("1111m2222p334455s", "5s", FED, "", {"chao_haohua"}, {3: 8}, id="chao-haohua"),
    # 至尊超豪华七对 16 on a discard
    pytest.param("1111m2222p3333s66z", "6z", FED, "", {"zhizun"}, {3: 16}, id="zhizun"),
    # 七对 2 × 自摸 2 = 4 each
    pytest.param("1122m3344p5566s77z", "7z", SELF, "", {"qidui", "zimo"}, {2: 4, 3: 4, 0: 4}, id="qidui"),
    # 清一色 七对 (no 4 sets + pair reading): 2 × 2 on a discard = 4
    pytest.param("11223355668899m", "9m", FED, "", {"qidui", "qingyise"}, {3: 4}, id="qingyise-qidui"),
    # 清风 碰碰胡 after a pon, on a discard, 33z/5z wait (no 吊): 清风 2 × 碰碰胡 2 = 4
    pytest.param("111z33z555z666z", "5z", FED, "222z@0", {"qingfeng", "pengpeng"}, {3: 4}, id="qingfeng"),
    # 边 on 12m, 门清: 2 × 2 = 4
    pytest.param("123m456p789p234s55z", "3m", FED, "", {"menqing", "bian"}, {3: 4}, id="bian"),
    # 边 on 89s waiting 7s
    pytest.param("789s456p789p234m55z", "7s", FED, "", {"menqing", "bian"}, {3: 4}, id="bian-89"),
    # 卡 on 13m, after a pon: 2
    pytest.param("123m789p234s55z", "2m", FED, "666p@3", {"ka"}, {3: 2}, id="ka"),
    # 卡 on 5p is not 捉五魁 (characters only): 2
    pytest.param("456p789p123s55s", "5p", FED, "111z@0", {"ka"}, {3: 2}, id="ka-5p-not-zhuo"),
    # 吊 on a discard, after a pon: 2
    pytest.param("123m456p789s7z7z", "7z", FED, "111z@0", {"diao"}, {3: 2}, id="diao"),
    # an open wait: nothing but the base 1
    pytest.param("123m456p789s55z234s", "2s", FED, "", {"menqing"}, {3: 2}, id="menqing-open"),
]


@pytest.mark.parametrize(("tiles", "win", "method", "melds", "expected", "paid"), ITEMS)
def test_items(
    tiles: str, win: str, method: WinMethod, melds: str, expected: set[str], paid: dict[int, int]
) -> None:
    discarder = 3 if method is FED else None
    result = score(tiles, win, seat=1, method=method, discarder=discarder, melds=melds)
    assert keys(result) == expected
    assert amounts(result) == paid


def test_kong_replacement_and_last_tile() -> None:
    # 杠上开花 2 × 自摸 2 = 4 each (a concealed kong breaks 门清; 78s waits 6s/9s, no 边)
    result = score("123m456p99s789s", "9s", method=KONG, melds="(2222z)")
    assert keys(result) == {"gangkai", "zimo"}
    assert amounts(result) == {2: 4, 3: 4, 0: 4}
    # plus the 暗杠 2 from each: +12 +6 = +18
    assert nets({1: seat("123m456p99s789s", "(2222z)")}, (Win.parse(1, "9s", KONG),)) == (-6, 18, -6, -6)
    # 海底捞月 on a self-draw: 七对 2 × 清风 2 × 海底 2 × 自摸 2 = 16 each
    result = score("11223344556677z", "7z", last_tile=True)
    assert keys(result) == {"qidui", "qingfeng", "haidi", "zimo"}
    assert amounts(result) == {2: 16, 3: 16, 0: 16}
    # a discard on the last tile is no 海底捞月: 七对 2 × 清风 2 = 4
    result = score("11223344556677z", "7z", method=FED, discarder=2, last_tile=True)
    assert keys(result) == {"qidui", "qingfeng"}


def test_several_winners_each_paid_by_the_discarder() -> None:
    # seat 2's 3m: seat 3 门清 × 边 = 4, seat 1 卡 after a pon = 2; seat 2 pays 6
    seats = {3: seat("123m456p789p234s55z"), 1: seat("234m789p567s11z", "666p@0")}
    wins = (Win.parse(3, "3m", FED, discarder=2), Win.parse(1, "3m", FED, discarder=2))
    assert nets(seats, wins) == (0, 2, -6, 4)
    with pytest.raises(RoundError, match="single_ron has one winner per discard"):
        nets(seats, wins, ruleset=Hebei(single_ron=True))
    assert nets({3: seats[3]}, wins[:1], ruleset=Hebei(single_ron=True)) == (0, 0, -4, 4)


def test_added_kong_pays_one_from_each() -> None:
    # 碰碰胡 2 on seat 3's discard (33s/5z wait: no 吊), 补杠 1 from each:
    # 2: +2 +3 = +5; 3: -2 -1 = -3; 0 and 1: -1
    seats = {2: seat("222p33s555z", "1111m+ 777s@0"), 3: seat("2345678m789p99s1z")}
    assert nets(seats, (Win.parse(2, "5z", FED, discarder=3),)) == (-1, -1, 5, -3)


def test_drawn_round_voids_the_kongs() -> None:
    seats = {0: seat("123456789p1s", "7777z@2"), 3: seat("234567m345p7s", "(6666z)")}
    assert nets(seats) == (0, 0, 0, 0)


def test_ready_adds_nothing() -> None:
    plain = score("123m456p789p234s55z", "3m", method=FED, discarder=3)
    ready = score("123m456p789p234s55z", "3m", method=FED, discarder=3, ready=True)
    assert amounts(plain) == amounts(ready) == {3: 4}


# -- refusals and options ------------------------------------------------------------------


def test_no_robbing_a_kong() -> None:
    result = score("123m456p789p345s55z", "5s", method=ROB, discarder=0)
    assert not result.can_win
    assert result.reason is not None and "不抢杠" in result.reason


def test_single_wait_off_reads_the_arrangement() -> None:
    # the example-3 hand with 吊 read from the arrangement: 2 × 2 × 2 × 2 = 16 from each
    result = score("11123456789s", "1s", seat=3, melds="555s@1", ruleset=Hebei(single_wait=False))
    assert keys(result) == {"qingyise", "yitiaolong", "diao", "zimo"}
    assert amounts(result) == {0: 16, 1: 16, 2: 16}


def test_dealer_double() -> None:
    # 吊 + 碰碰胡 + 门清 + 自摸 = 16; the dealer (seat 0) pays ×2 = 32
    result = score("111m222p333s444z55z", "5z", ruleset=Hebei(dealer_double=True))
    assert amounts(result) == {2: 16, 3: 16, 0: 32}


def test_hun_option() -> None:
    hun = Hebei(hun=True)
    nine = Tile.from_str("9m")  # 混儿 9m and 1m
    # 单混儿吊: 123p 456p 789s 222z + a 1m, draws 7z: 门清 2 × 混儿吊 2 × 自摸 2 = 8 each (not 素胡)
    result = score("123p456p789s222z1m7z", "7z", ruleset=hun, indicator=nine)
    assert keys(result) == {"menqing", "hun_diao", "zimo"}
    assert amounts(result) == {2: 8, 3: 8, 0: 8}
    # no 混儿 at all: 素胡 2 × 门清 2 × 边 2 on a discard = 8
    result = score("123p456m789s234s55z", "3p", method=FED, discarder=3, ruleset=hun, indicator=nine)
    assert keys(result) == {"suhu", "menqing", "bian"}
    assert amounts(result) == {3: 8}
    with pytest.raises(RoundError, match="needs the hun indicator"):
        score("123m456p789p234s55z", "3m", ruleset=hun)
    with pytest.raises(RoundError, match="hebei has no wildcards"):
        score("123m456p789p234s55z", "3m", indicator=nine)


# -- bad input -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("build", "error", "message"),
    [
        pytest.param(lambda: get("hebei", hun=1), RulesetError, "option hun=1 for 'hebei'", id="option-type"),
        pytest.param(lambda: get("hebei", fan=2), RulesetError, "unknown option 'fan'", id="option-unknown"),
        pytest.param(
            lambda: score("456p789p234s55z", "5z", melds="123m@0"),
            HandError,
            "hebei does not allow a claimed sequence",
            id="no-chi",
        ),
        pytest.param(
            lambda: score("123m456p789p234s5z1f", "5z"), TileSetError, "1f", id="flower-outside-the-set"
        ),
        pytest.param(lambda: score("123m456p789p234s5z", "5z"), HandError, "holds 13 tiles", id="short-hand"),
        pytest.param(
            lambda: score("123m456p789p234s5z0z", "5z"), HandError, "rank 0 does not exist", id="bad-tile"
        ),
        pytest.param(
            lambda: nets({0: seat("123456789p1s", "7777z")}, (Win.parse(1, "7m"),)),
            RoundError,
            "names no feeder",
            id="dian-gang-without-feeder",
        ),
        pytest.param(lambda: Hand.parse("11m", melds="1112m"), MeldError, "'1112m' is not a meld", id="meld"),
    ],
)
def test_bad_input(build: Any, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        build()


# -- properties ----------------------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(name=st.sampled_from([n for n, _ in H.samples()]), dealer=st.integers(0, 3))
def test_samples_sum_to_zero_with_the_dealer_anywhere(name: str, dealer: int) -> None:
    round_ = dict(H.samples())[name]
    moved = attrs.evolve(round_, dealer=dealer)
    try:
        settlement = H.settle(moved)
    except RoundError:
        return  # a refused sample stays refused
    assert sum(settlement.nets) == 0
    assert all(t.amount > 0 for t in settlement.transfers)


def test_win_order_does_not_change_the_money() -> None:
    seats = {3: seat("123m456p789p234s55z"), 1: seat("234m789p567s11z", "666p@0")}
    a = (Win.parse(3, "3m", FED, discarder=2), Win.parse(1, "3m", FED, discarder=2))
    assert nets(seats, a) == nets(seats, a[::-1])
