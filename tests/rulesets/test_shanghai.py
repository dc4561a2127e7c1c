"""Shanghai (上海 清混碰): the digest's worked examples and every item, worked out by hand.

Throughout seat 0 deals, 底花 2 and 1 勒子 = 10 花. 碰碰胡 and 混一色 pay ``min(花, 10)``;
清一色 and 混碰 1 勒子, 清碰 / 风一色 / 八花齐 2, 风碰 4; 杠开 and 大吊车 raise a value
below 1 勒子 to 1 勒子. A self-draw is paid by each other seat, a discard by the
discarder alone, a robbed (added) kong by the konger for all three.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import HandError, RoundError, RulesetError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.base import Ruleset
from majiang.rulesets.shanghai import Shanghai
from majiang.rulesets.shanghai.doubling import ShanghaiFacts, kaibao, next_huangfan
from majiang.scoring import Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Dice, Tile, parse_tiles
from tests.rulesets.helpers import groups_agree

S = Shanghai()
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
    flowers: str = "",
    ruleset: Ruleset = S,
    facts: ShanghaiFacts | None = None,
    **context: Any,
) -> Score:
    hand = Hand.parse(tiles, melds=melds, flowers=flowers, win=win, self_drawn=method.self_drawn)
    facts = facts or ShanghaiFacts()
    ctx = WinContext(seat=seat, dealer=0, method=method, discarder=discarder, facts=facts, **context)
    return ruleset.score(hand, ctx)


def amounts(result: Score) -> dict[int, int]:
    assert result.can_win, result.reason
    return {p.payer: p.amount for p in result.payments}


def keys(result: Score) -> set[str]:
    return {a.item.key for a in result.awards}


def t(text: str) -> Tile:
    return Tile.from_str(text)


def round_of(seats: dict[int, SeatRecord], wins: tuple[Win, ...], **facts: Any) -> Round:
    return Round.build(get("shanghai"), seats=seats, wins=wins, facts=ShanghaiFacts(**facts))


def settle(seats: dict[int, SeatRecord], wins: tuple[Win, ...], ruleset: Shanghai = S) -> tuple[int, ...]:
    return ruleset.settle(round_of(seats, wins)).nets


# -- the digest's worked examples (unit 1, 底花 2) -------------------------------------

EXAMPLES = [
    # 1. seat 1 self-draws 碰碰胡 111m 999p 555s + 东 pon + 77s, flowers 春 梅:
    #    花 = 2 (底) + 2 (flowers) + 1 (东 pon) = 5; seats 0, 2, 3 pay 5; +15
    pytest.param(
        "111m999p555s77s",
        "7s",
        1,
        "111z",
        "1f5f",
        SELF,
        None,
        {0: 5, 2: 5, 3: 5},
        id="1-pengpeng-111m999p555s77s+111z",
    ),
    # 2. seat 2 wins 混一色 on seat 0's discard, 3 flowers, concealed 中 pung (2):
    #    花 = 2 + 3 + 2 = 7; seat 0 pays 7
    pytest.param(
        "123m345m789m11z777z",
        "1z",
        2,
        "",
        "1f2f3f",
        FED,
        0,
        {0: 7},
        id="2-hunyise-123m345m789m11z777z-on-seat-0",
    ),
    # 3. seat 3 self-draws 碰碰胡, 6 flowers, exposed 白 kong (3): 花 = 2 + 6 + 3 = 11 → cap 10
    pytest.param(
        "111m999p555s77s",
        "7s",
        3,
        "5555z",
        "123456f",
        SELF,
        None,
        {0: 10, 1: 10, 2: 10},
        id="3-capped-+5555z-6-flowers",
    ),
    # 5. seat 1 self-draws 碰碰胡 on the replacement of his added 5m kong (1), 1 flower:
    #    花 = 2 + 1 + 1 = 4 → 杠开 raises it to 10; each pays 10
    pytest.param(
        "111m999p555s77s", "7s", 1, "5555m+", "1f", KONG, None, {0: 10, 2: 10, 3: 10}, id="5-gangkai-+5555m+"
    ),
    # 6. seat 2 robs seat 3's added kong; 混一色 花 7 (2 + 3 flowers + 中 2): seat 3 pays 3 × 7 = 21
    pytest.param(
        "123m345m78m9m11z777z",
        "9m",
        2,
        "",
        "1f2f3f",
        ROB,
        3,
        {3: 21},
        id="6-robbed-kong-hunyise-123m345m789m11z777z",
    ),
]


@pytest.mark.parametrize(
    ("tiles", "win", "seat", "melds", "flowers", "method", "discarder", "expected"), EXAMPLES
)
def test_worked_examples(
    tiles: str,
    win: str,
    seat: int,
    melds: str,
    flowers: str,
    method: WinMethod,
    discarder: int | None,
    expected: dict[int, int],
) -> None:
    result = score(tiles, win, seat=seat, melds=melds, flowers=flowers, method=method, discarder=discarder)
    assert amounts(result) == expected


def test_example_4_qingpeng_in_a_kaibao_round() -> None:
    # 4. seat 0 self-draws 清碰 (111m 999m 555m 77m + 333m pon) in a 开宝 round:
    #    2 勒子 = 20, × 2 (开宝) = 40 from each; seat 0 +120
    result = score("111m999m555m77m", "7m", seat=0, melds="333m", facts=ShanghaiFacts(kaibao=True))
    assert keys(result) == {"lezi", "qingpeng", "kaibao"}
    assert amounts(result) == {1: 40, 2: 40, 3: 40}
    # without 开宝: 20
    assert amounts(score("111m999m555m77m", "7m", seat=0, melds="333m")) == {1: 20, 2: 20, 3: 20}


def test_example_8_fengpeng_with_huangfan() -> None:
    # 8. 风碰 self-drawn with the 荒番 counter at 2: 40 × 2 = 80 from each (the cap 8 勒子);
    #    the winner +240; the counter becomes 1
    seat = SeatRecord(hand=Hand.parse("111z222z333z44z", melds="555z"))
    round_ = round_of({1: seat}, (Win(seat=1, tile=t("4z")),), huangfan=2)
    settlement = S.settle(round_)
    assert settlement.nets == (-80, 240, -80, -80)
    assert next_huangfan(2, drawn=False) == 1


@pytest.mark.parametrize(
    ("kaibao", "huangfan", "each"),
    [
        # 碰碰胡 花 11 → cap 10 (example 3), then ×1, ×2, ×2, ×4: the caps are multiplied too
        pytest.param(False, 0, 10, id="plain-10"),
        pytest.param(True, 0, 20, id="kaibao-20"),
        pytest.param(False, 3, 20, id="huangfan-20"),
        pytest.param(True, 1, 40, id="both-40"),
    ],
)
def test_kaibao_and_huangfan_multiply_the_capped_value(kaibao: bool, huangfan: int, each: int) -> None:
    facts = ShanghaiFacts(kaibao=kaibao, huangfan=huangfan)
    result = score("111m999p555s77s", "7s", seat=3, melds="5555z", flowers="123456f", facts=facts)
    assert amounts(result) == {0: each, 1: each, 2: each}


def test_gangkai_then_kaibao() -> None:
    # example 5 in a 开宝 round: 花 4 → 杠开 10 → × 2 = 20 from each
    result = score(
        "111m999p555s77s", "7s", melds="5555m+", flowers="1f", method=KONG, facts=ShanghaiFacts(kaibao=True)
    )
    assert amounts(result) == {0: 20, 2: 20, 3: 20}


def test_facts_are_needed_and_checked() -> None:
    hand = Hand.parse("111m999p555s77s", melds="111z", win="7s", self_drawn=True)
    with pytest.raises(RoundError, match="needs its ShanghaiFacts"):
        S.score(hand, WinContext(seat=1))
    with pytest.raises(RoundError, match=r"ShanghaiFacts\.kaibao"):
        ShanghaiFacts(kaibao=1)  # type: ignore[arg-type]


CHENGBAO = "111m@0 999p@0 555s@0"  # seat 1 pon'd three of seat 0's discards


@pytest.mark.parametrize(
    ("wins", "nets"),
    [
        # 7. 承包 self-draw: 花 = 2 + 3 flowers + 1 (南 concealed triplet) = 6; seats 2, 3 pay 6;
        #    seat 0 pays 6 + 3 × 6 = 24; seat 1 +36
        pytest.param((Win(seat=1, tile=t("7s")),), (-24, 36, -6, -6), id="7-self-draw-222z77s+pons-from-0"),
        # 7b. the same hand on seat 2's discard: seat 2 pays 6, seat 0 pays 1 × 6 = 6; seat 1 +12
        pytest.param(
            (Win(seat=1, tile=t("7s"), method=FED, discarder=2),), (-6, 12, -6, 0), id="7b-on-seat-2-discard"
        ),
    ],
)
def test_example_7_chengbao(wins: tuple[Win, ...], nets: tuple[int, ...]) -> None:
    seat = SeatRecord(hand=Hand.parse("222z77s", melds=CHENGBAO, flowers="1f2f3f"))
    assert settle({1: seat}, wins) == nets


# -- the 花 count --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tiles", "melds", "hua"),
    [
        # suit triplets 0: 底 2 only
        pytest.param("111m999p555s77s", "333p", 2, id="suit-triplets-0"),
        # exposed suit kong 1, concealed 2: 2 + 1 + 2 = 5
        pytest.param("111m999p77s", "3333p (5555s)", 5, id="suit-kongs-1-2"),
        # wind: concealed triplet 1, exposed kong 2, concealed kong 3: 2 + 1 + 2 + 3 = 8
        pytest.param("111z999p77s", "3333z (4444z)", 8, id="wind-1-2-3"),
        # dragon: pon 2, exposed kong 3: 2 + 2 + 3 = 7
        pytest.param("111m999p77s", "555z@2 6666z@3", 7, id="dragon-2-3"),
        # dragon concealed kong 4 + wind pon 1: 2 + 4 + 1 = 7
        pytest.param("111m999p77s", "(7777z) 111z", 7, id="dragon-concealed-kong-4"),
    ],
)
def test_hua_count(tiles: str, melds: str, hua: int) -> None:
    result = score(tiles, "7s", melds=melds)
    assert amounts(result) == {2: hua, 3: hua, 0: hua}


@pytest.mark.parametrize(("di_hua", "expected"), [(1, 4), (2, 5), (3, 6)], ids=["di-1", "di-2", "di-3"])
def test_di_hua_option(di_hua: int, expected: int) -> None:
    # example 1 with 底花 1/2/3: (1|2|3) + 2 flowers + 1 (东 pon)
    result = score(
        "111m999p555s77s", "7s", melds="111z", flowers="1f5f", ruleset=get("shanghai", di_hua=di_hua)
    )
    assert amounts(result) == {0: expected, 2: expected, 3: expected}


# -- hand types --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tiles", "melds", "flowers", "type_", "value"),
    [
        # 清一色 with sequences: 1 勒子; flowers do not count
        pytest.param("123m456m789m234m55m", "", "1f", "qingyise", 10, id="qingyise-123m456m789m234m55m"),
        # 混碰: 1 勒子 (its 花 2 + 2 (中) + 2 (白 pon) = 6 is not used)
        pytest.param("111m555m999m77z", "555z", "", "hunpeng", 10, id="hunpeng-111m555m999m77z+555z"),
        # 清碰: 2 勒子
        pytest.param("111p333p555p99p", "777p", "", "qingpeng", 20, id="qingpeng-111p333p555p99p+777p"),
        # 风一色 乱风向: two of each honor, no sets: 2 勒子
        pytest.param("1234567z1234567z", "", "", "fengyise", 20, id="fengyise-luan-1234567z1234567z"),
        # 风碰: 4 勒子
        pytest.param("111z222z333z44z", "555z", "", "fengpeng", 40, id="fengpeng-111z222z333z44z+555z"),
        # 八花齐: any tiles, 2 勒子
        pytest.param("13579m2468p13579s", "", "12345678f", "bahua", 20, id="bahua-13579m2468p13579s"),
    ],
)
def test_limit_hands(tiles: str, melds: str, flowers: str, type_: str, value: int) -> None:
    win = Hand.parse(tiles).tiles[-1]
    result = score(tiles, str(win), melds=melds, flowers=flowers)
    assert keys(result) == {"lezi", type_}
    assert amounts(result) == {2: value, 3: value, 0: value}


def test_fengpeng_beats_fengyise() -> None:
    # 111z 222z 333z 444z 55z read as sets: 风碰 40, not 风一色 20
    assert amounts(score("111z222z333z444z55z", "5z")) == {2: 40, 3: 40, 0: 40}


def test_bahua_with_a_bigger_hand_pays_the_bigger() -> None:
    # eight flowers and a 风碰: 4 勒子 (the single highest row)
    result = score("111z222z333z44z", "4z", melds="555z", flowers="12345678f")
    assert keys(result) == {"lezi", "fengpeng"} and amounts(result) == {2: 40, 3: 40, 0: 40}


def test_bahua_is_a_self_draw_type() -> None:
    result = score("13579m2468p13579s", "9s", method=FED, discarder=0, flowers="12345678f")
    assert not result.can_win and "不够番型" in str(result.reason)


def test_mixed_suits_with_a_sequence_can_not_win() -> None:
    result = score("123m456p789s234s99m", "9m")
    assert not result.can_win and "不够番型" in str(result.reason)


def test_pengpeng_of_two_suits_wins() -> None:
    # 111m 999p 555s 777s 22z, on seat 3's discard: 花 2 → 2 from seat 3
    assert amounts(score("111m999p555s777s22z", "2z", method=FED, discarder=3)) == {3: 2}


# -- modifiers --------------------------------------------------------------------------------


def test_dadiaoche_raises_to_one_lezi() -> None:
    # four melds laid down, won on the lone 7s from seat 3: 花 2 + 1 (南 pon) = 3 → 10
    result = score("7s7s", "7s", melds="111m 999p 555s 222z", method=FED, discarder=3)
    assert "dadiaoche" in keys(result) and amounts(result) == {3: 10}


def test_gangkai_keeps_a_limit_hand() -> None:
    # 清碰 on a kong replacement stays 2 勒子 = 20
    result = score("111p333p555p99p", "9p", melds="(7777p)", method=KONG)
    assert keys(result) == {"lezi", "qingpeng"} and amounts(result) == {2: 20, 3: 20, 0: 20}


def test_gangkai_at_the_cap_stays_at_the_cap() -> None:
    # 花 11 (example 3) on a kong replacement: still 10
    result = score("111m999p555s77s", "7s", seat=3, melds="5555z", flowers="123456f", method=KONG)
    assert amounts(result) == {0: 10, 1: 10, 2: 10}


def test_robbed_kong_of_a_limit_hand() -> None:
    # 清一色 on a robbed kong: the konger pays 3 × 10 = 30
    result = score("123m456m789m234m55m", "5m", method=ROB, discarder=2)
    assert amounts(result) == {2: 30}


def test_louhu() -> None:
    result = score("111m999p555s77s", "7s", melds="111z", method=FED, discarder=2, passed=parse_tiles("7s"))
    assert not result.can_win and "漏胡" in str(result.reason)
    # a passed 7s does not stop a self-draw of 7s
    assert amounts(score("111m999p555s77s", "7s", melds="111z", passed=parse_tiles("7s"))) == {
        2: 3,
        3: 3,
        0: 3,
    }


# -- 承包 --------------------------------------------------------------------------------


def test_fan_chengbao_and_double_liability() -> None:
    # seat 1 pon'd three of seat 0's discards AND seat 0 pon'd three of seat 1's (反承包): two
    # liabilities. Self-draw 花 6: seats 2, 3 pay 6; seat 0 pays 6 + 18 + 18 = 42; seat 1 +54
    winner = SeatRecord(hand=Hand.parse("222z77s", melds=CHENGBAO, flowers="1f2f3f"))
    feeder = SeatRecord(hand=Hand.parse("2468m", melds="444m@1 666p@1 888s@1"))
    assert settle({0: feeder, 1: winner}, (Win(seat=1, tile=t("7s")),)) == (-42, 54, -6, -6)


@pytest.mark.parametrize(
    ("wins", "nets"),
    [
        # replace, self-draw: seat 0 pays 3 × 6 = 18, seats 2, 3 nothing
        pytest.param((Win(seat=1, tile=t("7s")),), (-18, 18, 0, 0), id="self-draw"),
        # replace, on seat 2's discard: seat 0 pays 1 × 6, seat 2 nothing
        pytest.param((Win(seat=1, tile=t("7s"), method=FED, discarder=2),), (-6, 6, 0, 0), id="discard"),
    ],
)
def test_chengbao_replace(wins: tuple[Win, ...], nets: tuple[int, ...]) -> None:
    seat = SeatRecord(hand=Hand.parse("222z77s", melds=CHENGBAO, flowers="1f2f3f"))
    assert settle({1: seat}, wins, get("shanghai", chengbao="replace")) == nets  # type: ignore[arg-type]


def test_two_claims_are_no_chengbao() -> None:
    # only two pons from seat 0: 花 6 from each, no liability
    seat = SeatRecord(hand=Hand.parse("222z77s", melds="111m@0 999p@0 555s@3", flowers="1f2f3f"))
    assert settle({1: seat}, (Win(seat=1, tile=t("7s")),)) == (-6, 18, -6, -6)


def test_robbed_kong_with_chengbao_pays_three_shares() -> None:
    # seat 1 (three pons from seat 0) robs seat 2's added 4m kong for 混一色 111z 999m 555m 234m 77z:
    # 花 2 + 3 flowers + 1 (东 pon) = 6; seat 2 pays 3 × 6 = 18, the liable seat 0 3 × 6 = 18 more
    winner = SeatRecord(hand=Hand.parse("23m4m77z", melds="111z@0 999m@0 555m@0", flowers="1f2f3f"))
    konger = SeatRecord(hand=Hand.parse("2468p2s1z1357s", melds="444m@3"))
    nets = settle({1: winner, 2: konger}, (Win(seat=1, tile=t("4m"), method=ROB, discarder=2),))
    assert nets == (-18, 36, -18, 0)


# -- whole rounds --------------------------------------------------------------------------------


def test_two_winners_and_the_next_dealer() -> None:
    # seat 0's 9m: seat 1 碰碰胡 花 2 + 1 (东) = 3, seat 2 混一色 花 2 + 2 (中) = 4; seat 0 pays 7.
    # The winner nearest to the discarder is seat 1: seat 2 deals next.
    one = SeatRecord(hand=Hand.parse("111z333m999p555s9m9m"))
    two = SeatRecord(hand=Hand.parse("123m456m78m9m22z777z"))
    wins = (
        Win(seat=1, tile=t("9m"), method=FED, discarder=0),
        Win(seat=2, tile=t("9m"), method=FED, discarder=0),
    )
    round_ = round_of({1: one, 2: two}, wins)
    settlement = S.settle(round_)
    assert settlement.nets == (-7, 3, 4, 0)
    assert S.next_deal(round_, settlement) == (2, 0)


@pytest.mark.parametrize(
    ("wins", "deal"),
    [
        pytest.param((), (0, 1), id="draw-dealer-stays"),
        pytest.param((Win(seat=3, tile=t("7s")),), (3, 0), id="winner-deals"),
        pytest.param((Win(seat=0, tile=t("7s")),), (0, 1), id="dealer-wins-stays"),
    ],
)
def test_next_deal(wins: tuple[Win, ...], deal: tuple[int, int]) -> None:
    seats = {w.seat: SeatRecord(hand=Hand.parse("111m999p555s77s", melds="111z")) for w in wins}
    round_ = round_of(seats, wins)
    assert S.next_deal(round_, S.settle(round_)) == deal


def test_robbing_needs_an_added_kong() -> None:
    winner = SeatRecord(hand=Hand.parse("123m345m78m9m11z777z"))
    # Shanghai's own wording of the shared check (its vector quotes it)
    match = r"^seat 2 robs a kong of 9m, but seat 3 has no pon of it to add to: only an added kong \(蓄杠\)"
    with pytest.raises(RoundError, match=match):
        settle({2: winner}, (Win(seat=2, tile=t("9m"), method=ROB, discarder=3),))


def test_chi_only_from_the_previous_seat() -> None:
    seat = SeatRecord(hand=Hand.parse("11z777z55m", melds="123m@0 456m@1"))
    with pytest.raises(RoundError, match="previous seat"):
        settle({2: seat}, (Win(seat=2, tile=t("5m")),))


# -- bad input --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "message"),
    [
        pytest.param({"di_hua": 4}, "option di_hua=4 for 'shanghai'", id="di-hua-4"),
        pytest.param({"di_hua": True}, "option di_hua=True", id="di-hua-bool"),
        pytest.param({"chengbao": "both"}, "option chengbao='both'", id="chengbao-both"),
        pytest.param({"cap": 20}, "unknown option 'cap' for 'shanghai'", id="unknown"),
    ],
)
def test_bad_options(options: dict[str, Any], message: str) -> None:
    with pytest.raises(RulesetError, match=message):
        get("shanghai", **options)


def test_wrong_hand_size() -> None:
    with pytest.raises(HandError, match="holds 13 tiles"):
        score("111m999p55s77s", "7s", melds="111z")


def test_no_indicator() -> None:
    with pytest.raises(RoundError, match="nothing is turned up"):
        score("111m999p555s77s", "7s", melds="111z", indicator=t("1m"))


def test_no_chi_of_honors() -> None:
    with pytest.raises(HandError, match="does not allow a claimed honor_run"):
        score("111m999p555s77s", "7s", melds="123z@0")


def test_a_flower_twice() -> None:
    with pytest.raises(HandError, match="1f"):
        score("111m999p555s77s", "7s", melds="111z", flowers="1f1f")


@given(
    seat=st.integers(0, 3),
    flowers=st.integers(0, 8),
    method=st.sampled_from([SELF, FED, KONG]),
)
def test_value_is_capped_hua_and_zero_sum(seat: int, flowers: int, method: WinMethod) -> None:
    # 碰碰胡 111m 999p 555s 77s + 东 pon: 花 = 2 + flowers + 1, capped at 10 (杠开: 10);
    # all eight flowers self-drawn are 八花齐, 20
    discarder = (seat + 1) % 4 if method is FED else None
    flower_tiles = "".join(f"{r}f" for r in range(1, flowers + 1))
    result = score(
        "111m999p555s77s",
        "7s",
        seat=seat,
        melds="111z",
        flowers=flower_tiles,
        method=method,
        discarder=discarder,
    )
    value = 10 if method is KONG else min(3 + flowers, 10)
    if flowers == 8 and method.self_drawn:
        value = 20  # 八花齐, the higher row
    assert all(p.amount == value for p in result.payments)
    assert len(result.payments) == (1 if method is FED else 3)


# -- 开宝 and 荒番 as they come about --------------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "second", "expected"),
    [(1, 1, True), (6, 6, True), (1, 4, True), (4, 1, True), (2, 3, False), (1, 5, False)],
    ids=["1+1", "6+6", "1+4", "4+1", "2+3", "1+5"],
)
def test_kaibao_from_the_dice(first: int, second: int, expected: bool) -> None:
    assert kaibao(Dice(first=first, second=second)) is expected


def test_huangfan_counter_follows_the_source() -> None:
    # the source: rounds 1-3 drawn → round 4 is 荒番(3); a win in round 4 → round 5 is 荒番(2)
    counter = 0
    for _ in range(3):
        counter = next_huangfan(counter, drawn=True)
    assert counter == 3
    assert next_huangfan(counter, drawn=False) == 2
    assert next_huangfan(0, drawn=False) == 0  # a win with no 荒番 leaves it at 0
    assert next_huangfan(2, drawn=True, left=True) == 0  # a player left: reset


def test_doubling_bad_input() -> None:
    with pytest.raises(RoundError, match="-1"):
        next_huangfan(-1, drawn=True)
    with pytest.raises(RoundError, match="opening Dice"):
        kaibao((1, 4))  # type: ignore[arg-type]


def test_rows_are_counted_by_their_group_as_their_conditions_count() -> None:
    """The engine counts the rows reading the melds, suits and honors by their ``group``
    (``table.reading_rows``): its answer is what each row's condition gives."""
    ruleset = get("shanghai")
    grouped = {item.key for item in ruleset.table() if item.group is not None}
    types = {"pengpeng", "hunyise", "lezi", "qingyise", "hunpeng", "qingpeng", "fengyise", "fengpeng"}
    assert grouped == {"no_type", "suit_kong", "wind_set", "dragon_set", *types}  # not 八花齐 nor the rest
    assert len(groups_agree(ruleset, 200, 13)) >= 8
