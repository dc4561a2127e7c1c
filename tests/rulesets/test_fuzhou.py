"""Fuzhou (福州 金): the digest's worked examples and every item, worked out by hand.

Throughout the 金 is 9s (turned up, 3 live), seat 0 deals, and
``C = 1 (底) + 花 + 金 + 杠 (+ L where the dealer wins or pays)``: a flower tile 1 (honors
are flowers), a complete four 6, each 金 held 1, the winner's exposed kong 1, concealed
2. A self-draw type win pays ``2C + S`` from each other seat; a discard win
``2(C + S)`` from the discarder alone.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import HandError, MajiangError, RoundError, RulesetError, TileSetError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.base import Ruleset
from majiang.rulesets.fuzhou import Fuzhou, claimant
from majiang.rulesets.fuzhou.gold import flower_points
from majiang.scoring import Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

F = Fuzhou()
GOLD = Tile.from_str("9s")
SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD
ROB = WinMethod.ROBBED_KONG
HONORS = tuple(Tile(suit="z", rank=r) for r in range(1, 8))

PLAIN = "123m456m789m123p456s11s"  # no 金, no flower, no kong
ONE_GOLD = "12345678m9s123p456s11p"  # 123m 456m 78m+金(9m) 123p 456s 11p


def t(text: str) -> Tile:
    return Tile.from_str(text)


def score(
    tiles: str,
    win: str,
    *,
    seat: int = 1,
    method: WinMethod = SELF,
    discarder: int | None = None,
    melds: str = "",
    flowers: str = "",
    ruleset: Ruleset = F,
    **context: Any,
) -> Score:
    hand = Hand.parse(tiles, melds=melds, flowers=flowers, win=win, self_drawn=method.self_drawn)
    ctx = WinContext(seat=seat, dealer=0, method=method, discarder=discarder, indicator=GOLD, **context)
    return ruleset.score(hand, ctx)


def amounts(result: Score) -> dict[int, int]:
    assert result.can_win, result.reason
    return {p.payer: p.amount for p in result.payments}


def keys(result: Score) -> set[str]:
    return {a.item.key for a in result.awards}


def settle(seats: dict[int, SeatRecord], wins: tuple[Win, ...], *, lianzhuang: int = 0) -> tuple[int, ...]:
    round_ = Round.build(
        get("fuzhou"), seats=seats, wins=wins, indicator=GOLD, avoid=(GOLD, *HONORS), lianzhuang=lianzhuang
    )
    return F.settle(round_).nets


# -- the digest's worked examples ----------------------------------------------------------------

EXAMPLES = [
    # 1. seat 2 on seat 1's discard, flowers 东 春 中, one 金, no kong:
    #    C = 1 (底) + 3 (花) + 1 (金) = 5 → seat 1 pays 2 × (5 + 0) = 10
    pytest.param(ONE_GOLD, "1p", 2, "", "1z1f7z", FED, 1, {}, {1: 10}, id="1-discard-12345678m9s123p456s11p"),
    # 2. the same hand self-drawn: 2 × 5 + 0 = 10 from each; +30
    pytest.param(ONE_GOLD, "1p", 2, "", "1z1f7z", SELF, None, {}, {3: 10, 0: 10, 1: 10}, id="2-self-draw"),
    # 3. dealer (lianzhuang 2) 三金倒, 2 flowers, a concealed kong:
    #    C = 1 + 2 (花) + 3 (金) + 2 (杠) + 2 (L) = 10; S = 40 → 2 × 10 + 40 = 60 from each; +180
    pytest.param(
        "9s9s9s1357m2468p147s",
        "4s",
        0,
        "(2222m)",
        "1f5f",
        SELF,
        None,
        {"lianzhuang": 2},
        {1: 60, 2: 60, 3: 60},
        id="3-d-sanjindao-9s9s9s1357m2468p147s+(2222m)",
    ),
    # 4. seat 3 金雀 holding four 东 (6) + 梅 (1), two 金 as the pair, an exposed kong:
    #    C = 1 + 7 (花) + 2 (金) + 1 (杠) = 11; S = 60 → 2 × 11 + 60 = 82 from each; +246
    pytest.param(
        "123m456m789m123p9s9s",
        "9s",
        3,
        "4444s",
        "1111z5f",
        SELF,
        None,
        {},
        {0: 82, 1: 82, 2: 82},
        id="4-jinque-123m456m789m123p9s9s+4444s",
    ),
    # 5. seat 1 on seat 2's discard, no flower, no kong, no 金: C = 1, S = 30 (无花无杠) →
    #    seat 2 pays 2 × (1 + 30) = 62
    pytest.param(
        PLAIN, "1s", 1, "", "", FED, 2, {}, {2: 62}, id="5-no-flower-no-kong-123m456m789m123p456s11s"
    ),
]


@pytest.mark.parametrize(
    ("tiles", "win", "seat", "melds", "flowers", "method", "discarder", "ctx", "expected"), EXAMPLES
)
def test_worked_examples(
    tiles: str,
    win: str,
    seat: int,
    melds: str,
    flowers: str,
    method: WinMethod,
    discarder: int | None,
    ctx: dict[str, Any],
    expected: dict[int, int],
) -> None:
    result = score(
        tiles, win, seat=seat, melds=melds, flowers=flowers, method=method, discarder=discarder, **ctx
    )
    assert amounts(result) == expected
    assert sum(expected.values()) == result.total


# -- the count C ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("flowers", "points"),
    [
        pytest.param("", 0, id="none"),
        pytest.param("1z", 1, id="one-honor"),
        pytest.param("1111z", 6, id="four-east-6"),
        pytest.param("1234f", 6, id="four-seasons-6"),
        pytest.param("5678f", 6, id="four-plants-6"),
        pytest.param("1234f5678f", 12, id="all-eight-12"),
        pytest.param("111z1234f7z", 10, id="three-east-seasons-zhong"),  # 3 + 6 + 1
    ],
)
def test_flower_points(flowers: str, points: int) -> None:
    assert flower_points(parse_tiles(flowers)) == points


def test_kongs_count_for_the_winner() -> None:
    # exposed 1 + concealed 2, two flowers: C = 1 + 2 + 1 + 2 = 6; self-draw 2 × 6 = 12 each
    result = score("123m456m789m11s", "1s", melds="2222p (3333s)", flowers="1f2f")
    assert amounts(result) == {2: 12, 3: 12, 0: 12}


def test_lianzhuang_only_in_the_dealers_payment() -> None:
    # seat 1 self-draws with 2 flowers after the dealer's 3 stays: C = 1 + 2 = 3 → 6; the dealer
    # pays 2 × (3 + 3) = 12
    result = score(PLAIN, "1s", flowers="1f2f", lianzhuang=3)
    assert amounts(result) == {2: 6, 3: 6, 0: 12}


def test_dealer_feeds_with_lianzhuang() -> None:
    # seat 1 on the dealer's discard, 2 flowers, 1 stay: C = 1 + 2 + 1 = 4 → 2 × 4 = 8
    assert amounts(score(PLAIN, "1s", flowers="1f2f", method=FED, discarder=0, lianzhuang=1)) == {0: 8}


# -- the special wins ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tiles", "win", "flowers", "ctx", "special", "each"),
    [
        # 金龙: 999s of three 金: C = 1 + 3 = 4, S = 120 → 2 × 4 + 120 = 128
        pytest.param("123m456m789m123p11s9s9s9s", "9s", "", {}, "jinlong", 128, id="jinlong-999s"),
        # 一张花: C = 1 + 1 = 2, S = 15 → 19
        pytest.param(PLAIN, "1s", "3f", {}, "one_flower", 19, id="one-flower"),
        # 无花无杠 self-drawn: C = 1, S = 30 → 32
        pytest.param(PLAIN, "1s", "", {}, "no_flower_no_kong", 32, id="no-flower-no-kong"),
        # 抢金: the turned-up 9s taken (as 1s), 2 flowers: C = 1 + 2 + 1 = 4, S = 30 → 38
        pytest.param(
            "123m456m789m123p456s1s9s", "9s", "3f4f", {"first_draw": True}, "qiangjin", 38, id="qiangjin"
        ),
    ],
)
def test_specials(tiles: str, win: str, flowers: str, ctx: dict[str, Any], special: str, each: int) -> None:
    result = score(tiles, win, flowers=flowers, **ctx)
    assert special in keys(result)
    assert amounts(result) == {2: each, 3: each, 0: each}


def test_tianhu() -> None:
    # the dealer's dealt 17 win, 2 flowers: C = 1 + 2 = 3, S = 30 → 2 × 3 + 30 = 36 from each
    result = score(PLAIN, "1s", seat=0, flowers="2f3f", first_draw=True)
    assert "tianhu" in keys(result) and amounts(result) == {1: 36, 2: 36, 3: 36}


def test_only_the_highest_special_counts() -> None:
    # 金雀 (60) with no flower and no kong (无花无杠 30): only 金雀; C = 1 + 2 = 3 → 2 × 3 + 60 = 66
    result = score("123m456m789m123p456s9s9s", "9s")
    specials = keys(result) & {"jinque", "no_flower_no_kong"}
    assert specials == {"jinque"} and amounts(result) == {2: 66, 3: 66, 0: 66}


def test_special_on_a_discard_is_paid_twice() -> None:
    # one flower on seat 3's discard: C = 2, S = 15 → 2 × (2 + 15) = 34
    assert amounts(score(PLAIN, "1s", flowers="1f", method=FED, discarder=3)) == {3: 34}


# -- options ------------------------------------------------------------------------------------------


def test_discard_payment_all() -> None:
    # example 1 with discard_payment="all": each of three pays C + S = 5
    result = score(
        ONE_GOLD,
        "1p",
        seat=2,
        flowers="1z1f7z",
        method=FED,
        discarder=1,
        ruleset=get("fuzhou", discard_payment="all"),
    )
    assert amounts(result) == {3: 5, 0: 5, 1: 5}
    # example 5: each pays 1 + 30 = 31
    result = score(PLAIN, "1s", method=FED, discarder=2, ruleset=get("fuzhou", discard_payment="all"))
    assert amounts(result) == {2: 31, 3: 31, 0: 31}


@pytest.mark.parametrize(
    ("tiles", "win", "flowers", "melds", "ctx", "seat", "each"),
    [
        # 三金倒 10 (example 3): 2 × 10 + 10 = 30
        pytest.param(
            "9s9s9s1357m2468p147s", "4s", "1f5f", "(2222m)", {"lianzhuang": 2}, 0, 30, id="sanjindao-10"
        ),
        # 金雀 30 (example 4): 2 × 11 + 30 = 52
        pytest.param("123m456m789m123p9s9s", "9s", "1111z5f", "4444s", {}, 3, 52, id="jinque-30"),
        # 天胡 40: 2 × 3 + 40 = 46
        pytest.param(PLAIN, "1s", "2f3f", "", {"first_draw": True}, 0, 46, id="tianhu-40"),
        # 抢金 20: 2 × 4 + 20 = 28
        pytest.param(
            "123m456m789m123p456s1s9s", "9s", "3f4f", "", {"first_draw": True}, 1, 28, id="qiangjin-20"
        ),
        # no 无花无杠 in this table: C = 1 → 2
        pytest.param(PLAIN, "1s", "", "", {}, 1, 2, id="no-flower-no-kong-none"),
        # no 金龙: the best is 金雀 (9s9s the pair, the third 9s with 11s as 111s) 30;
        # C = 1 + 3 = 4 → 2 × 4 + 30 = 38
        pytest.param("123m456m789m123p11s9s9s9s", "9s", "", "", {}, 1, 38, id="jinlong-none"),
    ],
)
def test_special_table_godot(
    tiles: str, win: str, flowers: str, melds: str, ctx: dict[str, Any], seat: int, each: int
) -> None:
    godot = get("fuzhou", special_table="godot")
    result = score(tiles, win, seat=seat, flowers=flowers, melds=melds, ruleset=godot, **ctx)
    assert set(amounts(result).values()) == {each}


@pytest.mark.parametrize(
    ("options", "message"),
    [
        pytest.param({"special_table": "vegas"}, "option special_table='vegas' for 'fuzhou'", id="table"),
        pytest.param({"discard_payment": "feeder"}, "option discard_payment='feeder'", id="payment"),
        pytest.param({"cap": 1}, "unknown option 'cap' for 'fuzhou'", id="unknown"),
    ],
)
def test_bad_options(options: dict[str, Any], message: str) -> None:
    with pytest.raises(RulesetError, match=message):
        get("fuzhou", **options)


# -- refusals -------------------------------------------------------------------------------------------


def test_a_discarded_gold_can_not_be_won_on() -> None:
    result = score("123m456m789m123p456s1s9s", "9s", method=FED, discarder=2)
    assert not result.can_win and "金不能捉" in str(result.reason)


def test_three_golds_win_at_once_only_on_a_draw() -> None:
    result = score("9s9s9s13579m2468p12478s", "1m", seat=2, method=FED, discarder=1)
    assert not result.can_win and "三金倒只能自摸" in str(result.reason)


def test_a_robbed_kong_is_paid_by_the_konger() -> None:
    # one flower: C = 2, S = 15 → seat 3 pays 2 × 17 = 34
    winner = SeatRecord(hand=Hand.parse("123m456m789m123p46s5s11s", flowers="1f"))
    konger = SeatRecord(hand=Hand.parse("2468m1357p2468s9s", melds="555s@1"))
    assert settle({2: winner, 3: konger}, (Win(seat=2, tile=t("5s"), method=ROB, discarder=3),)) == (
        0,
        0,
        34,
        -34,
    )


def test_only_an_added_kong_is_robbed() -> None:
    winner = SeatRecord(hand=Hand.parse("123m456m789m123p46s5s11s", flowers="1f"))
    match = r"^seat 2 robs a kong of 5s, but seat 3 has no pon of it to add to: only an added kong may be"
    with pytest.raises(RoundError, match=match):
        settle({2: winner}, (Win(seat=2, tile=t("5s"), method=ROB, discarder=3),))


def test_a_gold_discarder_may_only_self_draw() -> None:
    seat = SeatRecord(hand=Hand.parse(PLAIN), discards=parse_tiles("9s"))
    with pytest.raises(RoundError, match="may only self-draw"):
        settle({1: seat}, (Win(seat=1, tile=t("1s"), method=FED, discarder=2),))
    # self-drawn it wins: C = 1, S = 30 → 32 from each
    assert settle({1: seat}, (Win(seat=1, tile=t("1s")),)) == (-32, 96, -32, -32)


@pytest.mark.parametrize(
    ("tiles", "melds", "message"),
    [
        pytest.param("123m456m789m123p456s1z1z", "", "1z is played", id="honor-in-hand"),
        pytest.param("123m456m789m123p11s", "111z", "1z is played", id="honor-pon"),
        pytest.param("123m456m789m123p11s", "789s@0", "holds a 金", id="gold-in-a-chi"),
        pytest.param("123m456m789m123p11s", "(9999s)", "9s", id="four-golds"),
    ],
)
def test_bad_hands(tiles: str, melds: str, message: str) -> None:
    win = Hand.parse(tiles).tiles[-1]
    with pytest.raises((HandError, TileSetError), match=message):
        score(tiles, str(win), melds=melds)


def test_wrong_hand_size() -> None:
    with pytest.raises(HandError, match="holds 14 tiles"):
        score("123m456m789m12p999s", "2p")


def test_first_draw_must_be_tianhu_or_qiangjin() -> None:
    with pytest.raises(RoundError, match="抢金"):
        score(PLAIN, "1s", first_draw=True)  # a non-dealer winning on another tile
    with pytest.raises(RoundError, match="self-draw"):
        score(PLAIN, "1s", method=FED, discarder=0, first_draw=True)


def test_indicator_needed_and_a_suit_tile() -> None:
    hand = Hand.parse(PLAIN, win="1s", self_drawn=True)
    with pytest.raises(RoundError, match="indicator"):
        F.score(hand, WinContext(seat=1))
    with pytest.raises(MajiangError, match="1z"):
        F.score(hand, WinContext(seat=1, indicator=t("1z")))


def test_four_golds_on_the_table() -> None:
    # three in seat 1's hand and one discarded by seat 2: the 4th is the turned-up one
    seats = (
        SeatRecord(hand=Hand.parse("1122334455667m8m")),
        SeatRecord(hand=Hand.parse("123m456m789m123p11s9s9s9s")),
        SeatRecord(hand=Hand.parse("2468m1357p2468s1m"), discards=parse_tiles("9s")),
        SeatRecord(hand=Hand.parse("4455667788p3355s")),
    )
    round_ = Round(seats=seats, wins=(Win(seat=1, tile=t("9s")),), indicator=GOLD)
    with pytest.raises((HandError, TileSetError), match="9s"):
        F.settle(round_)


def test_other_regions_refuse_honors_as_flowers() -> None:
    hand = Hand.parse("123m456p789s234s99m", flowers="1z", win="9m", self_drawn=True)
    with pytest.raises(HandError, match="1z is not a flower in hangzhou"):
        get("hangzhou").score(hand, WinContext(seat=1, facts=get("hangzhou").Facts()))


# -- claims and rounds ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("discarder", "claims", "winner"),
    [
        pytest.param(0, {2: False, 3: False}, 2, id="nearest"),
        pytest.param(0, {1: False, 3: True}, 3, id="jinque-first"),
        pytest.param(2, {1: True, 0: True}, 0, id="two-jinque-nearest"),
    ],
)
def test_claimant(discarder: int, claims: dict[int, bool], winner: int) -> None:
    assert claimant(discarder, claims) == winner


def test_claimant_bad_input() -> None:
    with pytest.raises(RoundError, match="not another seat"):
        claimant(0, {0: True})
    with pytest.raises(RoundError, match="no seat"):
        claimant(0, {})


def test_one_winner_per_round() -> None:
    one = SeatRecord(hand=Hand.parse(PLAIN))
    two = SeatRecord(hand=Hand.parse("123p456p789p123s456s1s"))
    wins = (
        Win(seat=1, tile=t("1s"), method=FED, discarder=0),
        Win(seat=2, tile=t("1s"), method=FED, discarder=0),
    )
    with pytest.raises(RoundError, match="one winner"):
        settle({1: one, 2: two}, wins)


def test_next_deal() -> None:
    seats = {0: SeatRecord(hand=Hand.parse(PLAIN, flowers="2f3f"))}
    round_ = Round.build(
        get("fuzhou"),
        seats=seats,
        wins=(Win(seat=0, tile=t("1s"), first_draw=True),),
        indicator=GOLD,
        avoid=(GOLD, *HONORS),
        lianzhuang=1,
    )
    assert F.next_deal(round_, F.settle(round_)) == (0, 2)


@given(flowers=st.integers(0, 8), lianzhuang=st.integers(0, 5), seat=st.integers(0, 3))
def test_payments_follow_the_formula(flowers: int, lianzhuang: int, seat: int) -> None:
    # PLAIN self-drawn with ``flowers`` flower tiles: C = 1 + 花 (+ L for the dealer)
    tiles = "".join(f"{r}f" for r in range(1, flowers + 1))
    result = score(PLAIN, "1s", seat=seat, flowers=tiles, lianzhuang=lianzhuang)
    hua = flower_points(parse_tiles(tiles))
    s = {0: 30, 1: 15}.get(flowers, 0)
    if seat == 0 and flowers == 0:
        s = 30
    for payment in result.payments:
        c = 1 + hua + (lianzhuang if 0 in (seat, payment.payer) else 0)
        assert payment.amount == 2 * c + s
