"""Guangdong 鸡平胡: the digest's worked examples and every row, worked out by hand.

N = 1 and seat 0 deals. A hand's 番 is its single highest row plus the additions (any
kong +1, a direct kong fed by the discarder of the winning tile +1, 自摸 +1 — a robbed
kong counts as a self-draw), at most 6 (爆胡). The paid value is at least 1 (a 0-番 鸡胡,
option ``zero_fan_pays``); 海底, 杠上开花, 抢杠 and each winner of 一炮三响 pay at least 3.
A discard is paid by the discarder, a self-draw by each other seat.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.errors import HandError, RoundError, RulesetError, TileSetError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.base import Ruleset
from majiang.rulesets.guangdong_jipinghu import GuangdongJipinghu
from majiang.scoring import Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile

G = GuangdongJipinghu()
SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD
KONG = WinMethod.KONG_REPLACEMENT
ROB = WinMethod.ROBBED_KONG


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
    ruleset: Ruleset = G,
    **context: Any,
) -> Score:
    hand = Hand.parse(tiles, melds=melds, win=win, self_drawn=method.self_drawn)
    ctx = WinContext(seat=seat, dealer=0, method=method, discarder=discarder, **context)
    return ruleset.score(hand, ctx)


def amounts(result: Score) -> dict[int, int]:
    assert result.can_win, result.reason
    return {p.payer: p.amount for p in result.payments}


def keys(result: Score) -> set[str]:
    return {a.item.key for a in result.awards}


def seat(tiles: str, melds: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds))


def nets(seats: dict[int, SeatRecord], wins: tuple[Win, ...], ruleset: Ruleset = G) -> tuple[int, ...]:
    return ruleset.settle(Round.build(G, seats=seats, wins=wins)).nets


def win(at: int, tile: str, method: WinMethod = SELF, discarder: int | None = None, **kw: Any) -> Win:
    return Win(seat=at, tile=t(tile), method=method, discarder=discarder, **kw)


# -- the digest's worked examples (N = 1) ----------------------------------------------------

EXAMPLES = [
    # 1. seat 1 self-draws 混一色 123m 456m 789m 222z + 11z: 2 + 1 (自摸) = 3 from each; +9
    pytest.param(
        {1: seat("123m456m789m11z222z")}, (win(1, "1z"),), (-3, 9, -3, -3), id="1-hunyise-self-draw"
    ),
    # 2. seat 2 wins 平胡 123m 456p 789s 234s 55p on seat 3's 4s: 1; seat 3 pays 1
    pytest.param(
        {2: seat("123m456p789s234s55p")}, (win(2, "4s", FED, 3),), (0, 0, 1, -1), id="2-pinghu-on-discard"
    ),
    # 3. seat 0 wins 鸡胡 123m 456p 234s 777s 99s on seat 2's 9s: 0 番, paid as max(0, 1) = 1
    pytest.param(
        {0: seat("123m456p234s777s99s")}, (win(0, "9s", FED, 2),), (1, 0, -1, 0), id="3-jihu-on-discard"
    ),
    # 4. seat 3 self-draws 清碰 111m 333m 555m 77m + 暗杠 9999m: 5 + 1 (kong) + 1 (自摸) = 7
    #    → cap 6 from each; +18
    pytest.param(
        {3: seat("111m333m555m77m", "(9999m)")},
        (win(3, "7m"),),
        (-6, -6, -6, 18),
        id="4-qingpeng-kong-capped",
    ),
    # 5. seat 0 robs seat 1's added 5p kong (seat 1 shows 555p) with 鸡胡 123m 456p 234s 777s 99s:
    #    0 + 1 (自摸) = 1 → floor 3; seat 1 pays 3 × 3 = 9
    pytest.param(
        {0: seat("123m456p234s777s99s"), 1: seat("1234m678m234s", "555p@3")},
        (win(0, "5p", ROB, 1),),
        (9, -9, 0, 0),
        id="5-robs-added-kong-jihu",
    ),
    # 6. seat 2's 5s wins for seat 3 (平胡 1 → 3), seat 0 (碰碰胡 2 → 3), seat 1 (清一色 4):
    #    seat 2 pays 3 + 3 + 4 = 10
    pytest.param(
        {
            3: seat("123m456p789p345s99m"),
            0: seat("111m999p222z555p55s"),
            1: seat("123s345s678s789s11s"),
        },
        (win(3, "5s", FED, 2), win(0, "5s", FED, 2), win(1, "5s", FED, 2)),
        (3, 4, -10, 3),
        id="6-yipao-sanxiang",
    ),
]


@pytest.mark.parametrize(("seats", "wins", "expected"), EXAMPLES)
def test_worked_examples(
    seats: dict[int, SeatRecord], wins: tuple[Win, ...], expected: tuple[int, ...]
) -> None:
    assert nets(seats, wins) == expected


# -- each row: the hand takes its highest row only (a discard from seat 0 pays the 番) -------

ROWS = [
    # 平胡 1: four sequences
    pytest.param("123m456p789s234s55p", "4s", "pinghu", 1, id="pinghu-1"),
    # 碰碰胡 2 (mixed suits, so no 混/清)
    pytest.param("111m999p222z555s77z", "7z", "pengpeng", 2, id="pengpeng-2"),
    # 混一色 2 (sequences of m + an honor pair)
    pytest.param("123m456m789m11z234m", "1z", "hunyise", 2, id="hunyise-2"),
    # 清一色 4 (and not also 平胡's 1: only the highest row)
    pytest.param("123s456s789s456s11s", "1s", "qingyise", 4, id="qingyise-4"),
    # 混碰 4: m triplets + honor triplet + honor pair
    pytest.param("111m333m999m222z55z", "5z", "hunpeng", 4, id="hunpeng-4"),
    # 清碰 5
    pytest.param("111m333m555m999m77m", "7m", "qingpeng", 5, id="qingpeng-5"),
    # 混幺九 5: 1m 9p 1s triplets, 南 triplet, 白 pair
    pytest.param("111m999p111s222z55z", "5z", "hunyaojiu", 5, id="hunyaojiu-5"),
    # 小三元 5: 白 发 triplets + 中 pair
    pytest.param("123m456p555z666z77z", "7z", "xiaosanyuan", 5, id="xiaosanyuan-5"),
    # 小四喜 5: 东 南 西 triplets + 北 pair
    pytest.param("123m111z222z333z44z", "4z", "xiaosixi", 5, id="xiaosixi-5"),
    # 字一色 6
    pytest.param("111z222z555z666z77z", "7z", "ziyise", 6, id="ziyise-6"),
    # 清幺九 6
    pytest.param("111m999m111p999p11s", "1s", "qingyaojiu", 6, id="qingyaojiu-6"),
    # 大三元 6
    pytest.param("123m555z666z777z99p", "9p", "dasanyuan", 6, id="dasanyuan-6"),
    # 大四喜 6
    pytest.param("111z222z333z444z99p", "9p", "dasixi", 6, id="dasixi-6"),
    # 九莲宝灯 6: 1112345678999p + 5p (not also 清一色 4)
    pytest.param("11123455678999p", "5p", "jiulian", 6, id="jiulian-6"),
    # 十三幺 6
    pytest.param("19m19p19s12345677z", "7z", "shisanyao", 6, id="shisanyao-6"),
]


@pytest.mark.parametrize(("tiles", "won", "key", "fan"), ROWS)
def test_rows(tiles: str, won: str, key: str, fan: int) -> None:
    result = score(tiles, won, method=FED, discarder=2)
    assert amounts(result) == {2: fan}
    rows = keys(result) - {"zero_fan_pays"}
    assert rows == {key}


def test_seven_pairs_is_not_a_hand() -> None:
    result = score("1122m3344p5566s77z", "7z", method=FED, discarder=2)
    assert not result.can_win


# -- first draws, additions, floors ----------------------------------------------------------

JIHU = "123m456p234s777s99s"  # mixed suits, one triplet: 0 番

SPECIAL = [
    # 天和: the dealer's first 14: 6 + 1 (自摸) = 7 → 6 from each
    pytest.param(0, SELF, None, {"first_draw": True}, {1: 6, 2: 6, 3: 6}, "tianhe", id="tianhe"),
    # 地和: seat 1's first draw: 6 + 1 → 6 from each
    pytest.param(1, SELF, None, {"first_draw": True}, {2: 6, 3: 6, 0: 6}, "dihe", id="dihe"),
    # 人和: seat 1 on the dealer's first discard: 6
    pytest.param(1, FED, 0, {"first_draw": True}, {0: 6}, "renhe", id="renhe"),
    # 海底捞月 on a discard: 0 → floor 3
    pytest.param(1, FED, 0, {"last_tile": True}, {0: 3}, "haidi", id="haidi-on-discard"),
    # 海底捞月 self-drawn: 0 + 1 → 3 from each
    pytest.param(1, SELF, None, {"last_tile": True}, {2: 3, 3: 3, 0: 3}, "haidi", id="haidi-self-draw"),
    # a plain self-drawn 鸡胡: 0 + 1 = 1 from each
    pytest.param(1, SELF, None, {}, {2: 1, 3: 1, 0: 1}, "zimo", id="jihu-self-draw"),
]


@pytest.mark.parametrize(("at", "method", "discarder", "ctx", "expected", "key"), SPECIAL)
def test_first_draws_and_floors(
    at: int, method: WinMethod, discarder: int | None, ctx: dict[str, Any], expected: dict[int, int], key: str
) -> None:
    result = score(JIHU, "9s", seat=at, method=method, discarder=discarder, **ctx)
    assert amounts(result) == expected
    assert key in keys(result)


def test_kong_additions() -> None:
    # 鸡胡 on seat 0's 4s holding 8888s konged from seat 0: 0 + 1 (kong) + 1 (fed kong) = 2
    fed = score("123m456p234s55p", "4s", method=FED, discarder=0, melds="8888s@0")
    assert amounts(fed) == {0: 2}
    # the same kong fed by seat 3, the win on seat 0's discard: 0 + 1 (kong) = 1
    other = score("123m456p234s55p", "4s", method=FED, discarder=0, melds="8888s@3")
    assert amounts(other) == {0: 1}
    assert "fed_kong" not in keys(other)
    # two kongs still +1 once: 0 + 1 = 1
    two = score("123m456p55p", "5p", method=FED, discarder=0, melds="8888s@3 (9999s)")
    assert amounts(two) == {0: 1}


def test_gangkai_floor_and_baogang() -> None:
    # 杠上开花 on an added kong's replacement: 0 + 1 (kong) + 1 (自摸) = 2 → 3 from each; +9
    assert nets({1: seat("123m456p777s99s", "8888s+")}, (win(1, "9s", KONG),)) == (-3, 9, -3, -3)
    # 杠上开花包杠: seat 3 fed the direct kong: seat 3 pays 3 × 3 = 9
    assert nets({1: seat("123m456p777s99s", "8888s@3")}, (win(1, "9s", KONG),)) == (0, 9, 0, -9)


def test_shierzhang_and_honor_liability() -> None:
    # 十二张落地: seat 0 fed 777s, the fourth meld; 碰碰胡 2 + 1 (自摸) = 3; seat 0 pays 3 × 3 = 9
    shown = "111m@1 999p@3 222z@1 777s@0"
    assert nets({2: seat("5s5s", shown)}, (win(2, "5s"),)) == (-9, 0, 9, 0)
    # 大四喜 with a concealed 东 kong (not 落地): seat 1 fed 北, the fourth wind meld:
    # 6 + 1 (kong) + 1 (自摸) → 6; seat 1 pays 3 × 6 = 18
    assert nets({2: seat("99p", "(1111z) 222z@0 333z@3 444z@1")}, (win(2, "9p"),)) == (0, -18, 18, 0)
    # 大三元: seat 0 fed 中, the third dragon meld: 6 + 1 → 6; seat 0 pays 18
    assert nets({2: seat("123m99p", "555z@1 666z@3 777z@0")}, (win(2, "9p"),)) == (-18, 0, 18, 0)
    # 大三元 with the third dragon triplet concealed: nobody is liable; 6 from each
    assert nets({2: seat("123m777z99p", "555z@1 666z@3")}, (win(2, "9p"),)) == (-6, -6, 18, -6)


def test_two_winners_are_not_floored() -> None:
    # one discard, two winners (not 一炮三响): 平胡 1 and 碰碰胡 2 as they are; seat 2 pays 3
    seats = {3: seat("123m456p789p345s99m"), 0: seat("111m999p222z555p55s")}
    assert nets(seats, (win(3, "5s", FED, 2), win(0, "5s", FED, 2))) == (2, 0, -3, 1)


# -- options ----------------------------------------------------------------------------------


def test_zero_fan_pays_false_pays_nothing() -> None:
    literal = GuangdongJipinghu(zero_fan_pays=False)
    assert amounts(score(JIHU, "9s", method=FED, discarder=2, ruleset=literal)) == {2: 0}
    # the settlement holds no transfer of 0: nobody moves money
    assert nets({0: seat(JIHU)}, (win(0, "9s", FED, 2),), ruleset=literal) == (0, 0, 0, 0)


@pytest.mark.parametrize(
    ("tiles", "won", "method", "discarder", "ctx", "wins"),
    [
        # 鸡胡 0 on a discard: below 3, refused
        pytest.param(JIHU, "9s", FED, 2, {}, False, id="jihu-refused"),
        # 碰碰胡 2 + 自摸 1 = 3: wins
        pytest.param("111m999p222z555s77z", "7z", SELF, None, {}, True, id="pengpeng-self-draw-3"),
        # 混一色 2 on a discard: refused
        pytest.param("123m456m789m11z234m", "1z", FED, 2, {}, False, id="hunyise-on-discard-refused"),
        # 海底 raises a 鸡胡 to 3: wins
        pytest.param(JIHU, "9s", FED, 2, {"last_tile": True}, True, id="haidi-floor-counts"),
    ],
)
def test_min_fan_three(
    tiles: str, won: str, method: WinMethod, discarder: int | None, ctx: dict[str, Any], wins: bool
) -> None:
    result = score(
        tiles, won, method=method, discarder=discarder, ruleset=GuangdongJipinghu(min_fan=3), **ctx
    )
    assert result.can_win is wins
    if not wins:
        assert "3番起胡" in (result.reason or "")


@pytest.mark.parametrize(
    ("options", "match"),
    [
        ({"min_fan": 7}, r"option min_fan=7 for 'guangdong_jipinghu': must be an int 0\.\.6"),
        ({"min_fan": "3"}, r"option min_fan='3'"),
        ({"zero_fan_pays": 1}, r"option zero_fan_pays=1 .*True or False"),
        ({"horse": 2}, r"unknown option 'horse' for 'guangdong_jipinghu'"),
    ],
)
def test_bad_options(options: dict[str, Any], match: str) -> None:
    with pytest.raises(RulesetError, match=match):
        GuangdongJipinghu(**options)


# -- refusals and bad input -------------------------------------------------------------------


def test_louhu_refuses_a_passed_kind_from_another_seat() -> None:
    result = score(JIHU, "9s", method=FED, discarder=0, passed=(t("9s"),))
    assert not result.can_win
    assert "漏胡" in (result.reason or "")
    # the passed kind self-drawn is fine: 0 + 1 = 1 from each
    assert amounts(score(JIHU, "9s", passed=(t("9s"),))) == {2: 1, 3: 1, 0: 1}


def test_only_an_added_kong_may_be_robbed() -> None:
    round_ = Round.build(
        G,
        seats={0: seat(JIHU.replace("777s", "555p")), 1: seat("1234m678m23456s")},
        wins=(win(0, "5p", ROB, 1),),
    )
    with pytest.raises(RoundError, match=r"seat 1 shows no pon of it to add to: only an added kong"):
        G.settle(round_)


@pytest.mark.parametrize(
    ("tiles", "melds", "error", "match"),
    [
        pytest.param(
            "123m456p234s777s9s1f",
            "",
            TileSetError,
            r"tile '1f' is not in the 136-tile set 'standard'",
            id="flower-outside-the-set",
        ),
        pytest.param("123m456p234s99s", "", HandError, r"holds 11 tiles .* has 14", id="too-few-tiles"),
        pytest.param(
            "123m456p234s777s99s9s", "", HandError, r"holds 15 tiles .* has 14", id="too-many-tiles"
        ),
    ],
)
def test_bad_hands(tiles: str, melds: str, error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        score(tiles, "9s", method=FED, discarder=2, melds=melds)


def test_chi_only_from_the_previous_seat() -> None:
    # seat 1 may chi from seat 0 only: 234s from seat 3 is refused
    with pytest.raises(HandError, match=r"a chi is claimed from the previous seat 0, not from seat 3"):
        score("123m456p777s99s", "9s", method=FED, discarder=2, melds="234s@3")
    # and no honor chi at all
    with pytest.raises(HandError, match=r"does not allow a claimed honor_run like '123z@0'"):
        score("123m456p777s99s", "9s", method=FED, discarder=2, melds="123z@0")


def test_no_indicator() -> None:
    with pytest.raises(RoundError, match=r"guangdong_jipinghu has no wildcards"):
        score(JIHU, "9s", indicator=t("1m"))


def test_registered() -> None:
    assert get("鸡平胡").name == "guangdong_jipinghu"
    assert get("GUANGDONG_JIPINGHU").options == GuangdongJipinghu().options


# -- properties -------------------------------------------------------------------------------

SAMPLES = G.samples()


@settings(max_examples=80, deadline=None)
@given(
    index=st.integers(0, len(SAMPLES) - 1),
    zero_fan_pays=st.booleans(),
    reverse=st.booleans(),
)
def test_each_payment_is_between_the_floor_and_baohu(index: int, zero_fan_pays: bool, reverse: bool) -> None:
    """Zero-sum; each share of a win is at most 6 (爆胡) and, when 0 番 pays, at least 1;
    the order the winners of one discard are listed in changes nothing."""
    _name, round_ = SAMPLES[index]
    ruleset = GuangdongJipinghu(zero_fan_pays=zero_fan_pays)
    try:
        result = ruleset.settle(round_)
    except RoundError:
        return  # a refusal sample
    assert sum(result.nets) == 0
    assert all(tr.amount <= 6 for tr in result.transfers)
    if zero_fan_pays and round_.wins:
        paid = {tr.payee for tr in result.transfers}
        assert paid == {w.seat for w in round_.wins}
    if reverse:
        flipped = attrs.evolve(round_, wins=round_.wins[::-1])
        assert ruleset.settle(flipped).nets == result.nets


# -- optional horses (issue 19): after the cap and the floors, before 包 ------------------------
# A horse belongs to a seat by its position from the dealer (seat 0): 1 5 9 东 → seat 0,
# 2 6 中 南 → seat 1, 3 7 发 西 → seat 2, 4 8 白 北 → seat 3. K = the winner's horses.


def horse_nets(
    seats: dict[int, SeatRecord], wins: tuple[Win, ...], horses: str, **options: Any
) -> tuple[int, ...]:
    from majiang.rulesets.guangdong_jipinghu import JipinghuFacts
    from majiang.tiles import parse_tiles

    ruleset = GuangdongJipinghu(horses=len(parse_tiles(horses)), **options)
    laid = parse_tiles(horses)
    round_ = Round.build(G, seats=seats, wins=wins, facts=JipinghuFacts(horses=laid), avoid=laid)
    return ruleset.settle(round_).nets


HORSES = [
    # 1 with horses 3z 2z: 西 is seat 2's, 南 seat 1's → K = 1: 3 × (1 + 1) = 6 from each; +18
    pytest.param(
        {1: seat("123m456m789m11z222z")}, (win(1, "1z"),), "3z2z", {}, (-6, 18, -6, -6), id="hunyise-k1"
    ),
    # the same, horse_mode="add": 3 + 1 = 4 from each; +12
    pytest.param(
        {1: seat("123m456m789m11z222z")},
        (win(1, "1z"),),
        "3z2z",
        {"horse_mode": "add"},
        (-4, 12, -4, -4),
        id="hunyise-k1-add",
    ),
    # 4 with horses 4m 8p (both seat 3's, K = 2): capped at 6 first, then 6 × 3 = 18 from each;
    # +54 (horses before the cap would have stayed at 6)
    pytest.param(
        {3: seat("111m333m555m77m", "(9999m)")},
        (win(3, "7m"),),
        "4m8p",
        {},
        (-18, -18, -18, 54),
        id="capped-then-horses",
    ),
    # 6 with horses 1z 6m (东 seat 0's, 6m seat 1's): seat 3 平胡 → 3, K = 0: 3; seat 0 碰碰胡
    # → 3, K = 1: 6; seat 1 清一色 4, K = 1: 8; seat 2 pays 3 + 6 + 8 = 17 (the floor after
    # the horses would have paid seat 0 only max(2 × 2, 3) = 4)
    pytest.param(
        {
            3: seat("123m456p789p345s99m"),
            0: seat("111m999p222z555p55s"),
            1: seat("123s345s678s789s11s"),
        },
        (win(3, "5s", FED, 2), win(0, "5s", FED, 2), win(1, "5s", FED, 2)),
        "1z6m",
        {},
        (6, 8, -17, 3),
        id="yipao-floor-then-horses",
    ),
    # 5 (seat 0 robs seat 1's kong, floor 3, seat 1 pays 3 × 3 = 9) with horses 9s 1z, both
    # seat 0's: K = 2 → each share 3 × 3 = 9, and seat 1 pays the three: 27
    pytest.param(
        {0: seat("123m456p234s777s99s"), 1: seat("1234m678m234s", "555p@3")},
        (win(0, "5p", ROB, 1),),
        "9s1z",
        {},
        (27, -27, 0, 0),
        id="robbed-kong-horses-then-bao",
    ),
]


@pytest.mark.parametrize(("seats", "wins", "horses", "options", "expected"), HORSES)
def test_horses(
    seats: dict[int, SeatRecord],
    wins: tuple[Win, ...],
    horses: str,
    options: dict[str, Any],
    expected: tuple[int, ...],
) -> None:
    assert horse_nets(seats, wins, horses, **options) == expected


def test_horse_counts_and_options_are_checked() -> None:
    from majiang.rulesets.guangdong_jipinghu import JipinghuFacts
    from majiang.tiles import parse_tiles

    hand = {1: seat("123m456m789m11z222z")}
    round_ = Round.build(G, seats=hand, wins=(win(1, "1z"),), facts=JipinghuFacts(horses=parse_tiles("3z")))
    with pytest.raises(RoundError, match=r"the option horses=2 turns up 2 horses, got 1 in round\.facts"):
        GuangdongJipinghu(horses=2).settle(round_)
    with pytest.raises(RoundError, match=r"the option horses=0 turns up 0 horses, got 1"):
        G.settle(round_)
    with pytest.raises(RulesetError, match=r"option horses=21 for 'guangdong_jipinghu': must be an int 0"):
        GuangdongJipinghu(horses=21)
    with pytest.raises(RulesetError, match=r"option horse_mode='times'.*'multiply' or 'add'"):
        GuangdongJipinghu(horse_mode="times")
    with pytest.raises(RoundError, match=r"JipinghuFacts.horses"):
        JipinghuFacts(horses=("1m",))  # type: ignore[arg-type]
