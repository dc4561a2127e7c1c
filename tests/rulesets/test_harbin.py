"""Harbin 哈尔滨麻将: the digest's worked examples, the requirements, options and bad input,
worked out by hand from ``shared/rules/harbin.md``.

Unit 1, dealer seat 0. ``V = way × (2 if 卡当)`` with the way 平胡 1 (discard), 自摸 2,
摸宝 3 (a ready player self-drew the 宝 kind, instead of 自摸); 宝中宝 is 12 in all. A
discard is paid by the discarder alone, a self-draw by every other seat; no kong money.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import HandError, RoundError, RulesetError, TileSetError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.base import Ruleset
from majiang.rulesets.harbin import Harbin
from majiang.rulesets.harbin.table import kadang
from majiang.scoring import Evaluation, Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile

H = Harbin()
SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD


def t(text: str) -> Tile:
    return Tile.from_str(text)


def score(
    tiles: str,
    win: str,
    *,
    melds: str = "",
    seat: int = 1,
    method: WinMethod = SELF,
    discarder: int | None = None,
    bao: str = "9s",
    ready: bool = True,
    ruleset: Ruleset = H,
    **context: Any,
) -> Score:
    hand = Hand.parse(tiles, melds=melds, win=win, self_drawn=method.self_drawn)
    ctx = WinContext(
        seat=seat, dealer=0, method=method, discarder=discarder, ready=ready, indicator=t(bao), **context
    )
    return ruleset.score(hand, ctx)


def amounts(result: Score) -> dict[int, int]:
    assert result.can_win, result.reason
    return {p.payer: p.amount for p in result.payments}


def keys(result: Score) -> set[str]:
    return {a.item.key for a in result.awards}


def nets(
    seats: dict[int, SeatRecord], wins: tuple[Win, ...], bao: str = "9s", ruleset: Ruleset = H
) -> tuple[int, ...]:
    return ruleset.settle(Round.build(H, seats=seats, wins=wins, indicator=t(bao))).nets


def ready(tiles: str, melds: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds), ready=True)


# -- the digest's worked examples (unit 1) ----------------------------------------------------

EXAMPLES = [
    # 1. seat 2 wins on seat 1's discard, two-sided 56s on 4s: 平胡 1, seat 1 alone pays 1
    pytest.param(
        {2: ready("234m11s777s456s", "345p@1")},
        (Win.parse(2, "4s", FED, discarder=1),),
        "9s",
        (0, -1, 1, 0),
        id="1-pinghu-discarder-pays",
    ),
    # 2. seat 3 self-draws 8p into 7p 9p (卡当): 自摸 2 × 卡当 2 = 4 from each; +12
    pytest.param(
        {3: ready("789p234m11s777s", "345s@2")},
        (Win.parse(3, "8p"),),
        "9s",
        (-4, -4, -4, 12),
        id="2-self-draw-kadang",
    ),
    # 3. seat 0 waits 卡当 on 5m (46m), the 宝 is 2s; he draws 2s for 5m: 摸宝 3 × 2 = 6 each; +18
    pytest.param(
        {0: ready("46m2s234p11s777s", "789s@3")},
        (Win.parse(0, "2s"),),
        "2s",
        (18, -6, -6, -6),
        id="3-mobao-kadang",
    ),
    # 4. seat 1 waits 卡当 on 7p (68p) and the 宝 is 7p; he draws it: 宝中宝 12 each; +36
    pytest.param(
        {1: ready("68p7p234m11s777s", "789s@0")},
        (Win.parse(1, "7p"),),
        "7p",
        (-12, 36, -12, -12),
        id="4-baozhongbao",
    ),
]


@pytest.mark.parametrize(("seats", "wins", "bao", "expected"), EXAMPLES)
def test_digest_examples(
    seats: dict[int, SeatRecord], wins: tuple[Win, ...], bao: str, expected: tuple[int, ...]
) -> None:
    assert nets(seats, wins, bao) == expected


def test_example_5_no_triplet_is_not_ready_nor_a_win() -> None:
    # 5. 123m 456p 789s 345m 1p waits 1p for the pair: no triplet, not a two-pair wait
    result = score("456p789s345m11p", "1p", melds="123m@0")
    assert not result.can_win and "必须有刻子" in (result.reason or "")


# -- the way of winning and 卡当 ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("tiles", "melds", "win", "kadang_expected"),
    [
        # 7889 + 8: 88 + 79 (or 789 + 8) waits 8 only → 卡当 (read as 88 + 7[8]9)
        pytest.param("78889m234p777s", "345s@0", "8m", True, id="7889-is-kadang"),
        # 67789 waits 5 and 8 (67 + 789) → not 卡当
        pytest.param("677889m234p77s", "111s@0", "8m", False, id="67789-two-waits"),
        # 78889 with 77s: 888 + 79 waits 8, 789 + 88 + 77 waits 8 or 7s → two kinds, not 卡当
        pytest.param("788889m234p77s", "111s@0", "8m", False, id="78889-two-waits"),
        # a lone pair wait (single on 1s) is not 卡当
        pytest.param("123m234p777s11s", "345s@0", "1s", False, id="single-wait-not-kadang"),
    ],
)
def test_kadang_needs_one_closed_wait(tiles: str, melds: str, win: str, kadang_expected: bool) -> None:
    result = score(tiles, win, melds=melds)
    assert result.can_win, result.reason
    assert ("kadang" in keys(result)) is kadang_expected
    # 自摸 2, ×2 when 卡当
    assert set(amounts(result).values()) == {4 if kadang_expected else 2}


def test_self_draw_two_from_each() -> None:
    # two-sided 56s self-drawn: 自摸 2 from each of the three others
    result = score("234m11s777s456s", "4s", melds="345p@1", seat=2)
    assert amounts(result) == {3: 2, 0: 2, 1: 2} and keys(result) == {"self_draw"}


def test_mobao_without_kadang_is_three() -> None:
    # two-sided 56s, the 宝 1p self-drawn stands for 4s or 7s: 摸宝 3 (not 自摸 2) from each
    result = score("234m11s777s56s1p", "1p", melds="345p@1", seat=2, bao="1p")
    assert amounts(result) == {3: 3, 0: 3, 1: 3} and keys(result) == {"mobao"}


def test_bao_before_ready_is_ordinary() -> None:
    # the same hand not ready: the 1p is an ordinary tile and the hand does not win at all
    result = score("234m11s777s56s1p", "1p", melds="345p@1", seat=2, bao="1p", ready=False)
    assert not result.can_win


def test_bao_discarded_by_another_is_ordinary() -> None:
    # a ready seat waiting 4s/7s wins on a discarded 4s that is the 宝 kind: 平胡 1 only
    result = score("234m11s777s456s", "4s", melds="345p@1", seat=2, method=FED, discarder=1, bao="4s")
    assert amounts(result) == {1: 1} and keys(result) == {"pinghu"}


def test_bao_is_the_natural_wait_without_kadang_is_mobao() -> None:
    # Decision: a ready seat that self-draws the 宝 kind has 摸宝 even when it is his natural
    # wait (two-sided 56s, the 宝 4s drawn): 3 from each, not 宝中宝 (no 卡当)
    result = score("234m11s777s456s", "4s", melds="345p@1", seat=2, bao="4s")
    assert amounts(result) == {3: 3, 0: 3, 1: 3} and keys(result) == {"mobao"}


def test_hongzhong_triplet_counts_and_waives_the_terminal() -> None:
    # 234m 567p 中中中 88s + exposed kong 2222s: 中 is the 1/9 and the triplet; 自摸 2 each
    result = score("234m567p777z88s", "8s", melds="2222s@3", method=WinMethod.KONG_REPLACEMENT)
    assert amounts(result) == {2: 2, 3: 2, 0: 2}


# -- the requirements -------------------------------------------------------------------------------

REFUSALS = [
    pytest.param("234m11s777s456s", "345p@1", "4s", {"ready": False, "seat": 2}, "先听后胡", id="not-ready"),
    pytest.param(
        "123m456p789s777s11s", "", "1s", {"seat": 0, "first_draw": True}, "庄家起手不能胡", id="no-tianhu"
    ),
    pytest.param(
        "123m456p789s777s11s", "", "1s", {"method": FED, "discarder": 3}, "必须开门", id="not-opened"
    ),
    # a concealed kong does not open the hand
    pytest.param("123m456p789s11s", "(9999m)", "1s", {}, "必须开门", id="concealed-kong-not-opened"),
    pytest.param("456m789m777m77z", "123m@0", "9m", {}, "不能清一色", id="one-suit-with-hongzhong"),
    pytest.param("345p678p555s22s", "234m@0", "8p", {}, "必须有幺九", id="no-terminal"),
    pytest.param("222p333s777s55m", "111m@0", "5m", {}, "必须有顺子", id="no-sequence"),
    pytest.param("11s", "123m@0 444p@2 777s@3 999p@0", "1s", {}, "不能手把一", id="shoubayi"),
    pytest.param(
        "234m11s777s456s",
        "345p@1",
        "4s",
        {"seat": 2, "method": FED, "discarder": 1, "last_tile": True},
        "最后四张只能自摸",
        id="last-four-on-discard",
    ),
]


@pytest.mark.parametrize(("tiles", "melds", "win", "context", "reason"), REFUSALS)
def test_requirements_refuse(tiles: str, melds: str, win: str, context: dict[str, Any], reason: str) -> None:
    result = score(tiles, win, melds=melds, **context)
    assert not result.can_win
    assert reason in (result.reason or "")


def test_seven_pairs_is_no_shape() -> None:
    # seven pairs is not a winning shape here (and the hand is concealed anyway)
    assert not score("1122m3344p5566s77z", "7z").can_win


def test_last_four_self_draw_wins() -> None:
    # the last four tiles may still be self-drawn: 自摸 2 from each
    result = score("234m11s777s456s", "4s", melds="345p@1", seat=2, last_tile=True)
    assert amounts(result) == {3: 2, 0: 2, 1: 2}


def test_draw_pays_nothing() -> None:
    round_ = Round.build(H, seats={1: ready("234m567p345s7z", "2222s@3")}, indicator=t("9s"))
    assert H.settle(round_).transfers == ()


# -- options -------------------------------------------------------------------------------------


def test_discard_all_pay() -> None:
    # every other seat pays V = 1 on a discard
    result = score(
        "234m11s777s456s",
        "4s",
        melds="345p@1",
        seat=2,
        method=FED,
        discarder=1,
        ruleset=get("harbin", discard_all_pay=True),
    )
    assert amounts(result) == {3: 1, 0: 1, 1: 1}


def test_dealer_double() -> None:
    # seat 3's 卡当 self-draw 4 each; the dealer (seat 0) pays ×2 = 8; seat 3 +16
    result = score("789p234m11s777s", "8p", melds="345s@2", seat=3, ruleset=get("harbin", dealer_double=True))
    assert amounts(result) == {0: 8, 1: 4, 2: 4}
    # 宝中宝 of the dealer: 12 × 2 = 24 from each
    dealer = get("harbin", dealer_double=True)
    result = score("68p7p234m11s777s", "7p", melds="789s@3", seat=0, bao="7p", ruleset=dealer)
    assert amounts(result) == {1: 24, 2: 24, 3: 24}


@given(
    winner=st.integers(0, 3),
    feeder=st.integers(0, 3),
    dealer=st.integers(0, 3),
    all_pay=st.booleans(),
    double=st.booleans(),
)
def test_who_pays_a_two_sided_win(winner: int, feeder: int, dealer: int, all_pay: bool, double: bool) -> None:
    """A two-sided open hand (a pon from the next seat): 平胡 1 or 自摸 2; the discarder
    alone pays a discard unless ``discard_all_pay``; ×2 between the dealer and another seat."""
    fed = feeder != winner
    ruleset = get("harbin", discard_all_pay=all_pay, dealer_double=double)
    source = (winner + 1) % 4
    hand = Hand.parse("234m11s777s456s", melds=f"333p@{source}", win="4s", self_drawn=not fed)
    method = FED if fed else SELF
    ctx = WinContext(
        seat=winner,
        dealer=dealer,
        method=method,
        discarder=feeder if fed else None,
        ready=True,
        indicator=t("9s"),
    )
    got = amounts(ruleset.score(hand, ctx))
    payers = [feeder] if fed and not all_pay else [s for s in range(4) if s != winner]
    want = {p: (1 if fed else 2) * (2 if double and dealer in (p, winner) else 1) for p in payers}
    assert got == want


# -- the table and the kadang reader -----------------------------------------------------------


def test_kadang_reads_the_arrangement() -> None:
    result = score("789p234m11s777s", "8p", melds="345s@2", seat=3)
    assert result.arrangement is not None
    ev = Evaluation(
        hand=Hand.parse("789p234m11s777s", melds="345s@2", win="8p", self_drawn=True),
        arrangement=result.arrangement,
        context=result.context,
        options=H.options,
    )
    assert kadang(ev)


def test_next_deal() -> None:
    # the winner deals next; the dealer stays on his win or a draw (连庄 +1)
    won = Round.build(
        H, seats={2: ready("234m11s777s456s", "345p@1")}, wins=Win.parse(2, "4s"), indicator=t("9s")
    )
    assert H.next_deal(won, H.settle(won)) == (2, 0)
    drawn = Round.build(H, seats={}, indicator=t("9s"), dealer=1, lianzhuang=2)
    assert H.next_deal(drawn, H.settle(drawn)) == (1, 3)


# -- bad input ------------------------------------------------------------------------------------


def test_a_wind_is_not_in_the_112() -> None:
    with pytest.raises(TileSetError, match="tile '1z' is not in the 112-tile set"):
        score("234m11z777s456s", "4s", melds="345p@1", seat=2)


def test_a_white_dragon_meld_is_not_in_the_112() -> None:
    with pytest.raises(TileSetError, match="tile '5z' is not in the 112-tile set"):
        score("234m11s777s456s", "4s", melds="555z@1", seat=2)


def test_the_bao_must_be_given_and_in_the_set() -> None:
    hand = Hand.parse("234m11s777s456s", melds="345p@1", win="4s", self_drawn=True)
    with pytest.raises(RoundError, match="a harbin round needs the bao indicator"):
        H.score(hand, WinContext(seat=2, ready=True))
    with pytest.raises(TileSetError, match="tile '1z' is not in the 112-tile set"):
        H.score(hand, WinContext(seat=2, ready=True, indicator=t("1z")))


def test_the_bao_counts_against_the_tiles() -> None:
    # four 7s in the hand and the set-aside 宝 a fifth
    with pytest.raises(TileSetError, match="7s"):
        score("234m11s777s567s", "5s", melds="345p@1", seat=2, bao="7s")


def test_wrong_hand_size() -> None:
    with pytest.raises(HandError, match="holds 15 tiles"):
        score("234m11s777s456s4s", "4s", melds="345p@1", seat=2)


def test_chi_only_from_the_previous_seat() -> None:
    with pytest.raises(HandError, match="a chi is claimed from the previous seat 1, not from seat 3"):
        score("234m11s777s456s", "4s", melds="345p@3", seat=2)


def test_no_robbing_a_kong() -> None:
    with pytest.raises(RoundError, match=r"harbin has no robbing a kong \(抢杠\)"):
        score("234m11s777s456s", "4s", melds="345p@1", seat=2, method=WinMethod.ROBBED_KONG, discarder=1)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"discard_all_pay": 1}, "option discard_all_pay=1 for 'harbin': must be True or False"),
        ({"dealer_double": "yes"}, "option dealer_double='yes' for 'harbin': must be True or False"),
        ({"bao": 1}, "unknown option 'bao' for 'harbin'"),
    ],
)
def test_bad_options(options: dict[str, Any], message: str) -> None:
    with pytest.raises(RulesetError, match=message):
        get("harbin", **options)


def test_jiehu_one_winner_per_discard() -> None:
    # seats 2 and 3 both waiting on seat 1's 4s: only the nearest wins (截胡), two wins are refused
    seats = {
        2: ready("234m11s777s456s", "333p@1"),
        3: ready("123m11s999p456s", "555p@1"),
    }
    wins = (Win.parse(2, "4s", FED, discarder=1), Win.parse(3, "4s", FED, discarder=1))
    round_ = Round.build(H, seats=seats, wins=wins, indicator=t("9s"))
    with pytest.raises(RoundError, match=r"harbin has one winner per round \(截胡"):
        H.settle(round_)
