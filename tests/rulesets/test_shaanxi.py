"""Shaanxi 陕西麻将: the digest's worked examples, every item and option, worked out by hand.

Base 1 and seat 0 deals. A share is ``base × 2**k × (2 if self-drawn) × (2 if the winner
or that payer is the dealer)``, each of 七对, 清一色, 杠上花, 海底捞 (a self-draw of the last
tile) and 抢杠胡 adding 1 to ``k``. A discard (or a robbed kong) is paid by the discarder
alone; kongs: 明杠 1 from its feeder, 补杠 1 and 暗杠 2 from each other seat, all void in a
drawn round. 下炮子 ``paozi`` is added to each share, twice on a self-draw.
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
from majiang.rulesets.shaanxi import Shaanxi
from majiang.scoring import Score, WinMethod
from majiang.settlement import Reason, Round, Win
from tests.rulesets.helpers import amounts, keys, score_hand

S = Shaanxi()
SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD
KONG = WinMethod.KONG_REPLACEMENT
ROB = WinMethod.ROBBED_KONG

PLAIN = "345m456p789p345s99m"  # mixed suits, no item; wins on 9m


def score(tiles: str, win: str, *, ruleset: Ruleset = S, **kw: Any) -> Score:
    return score_hand(ruleset, tiles, win, **kw)


def nets(seats: dict[int, Any], *wins: Win, ruleset: Ruleset = S) -> tuple[int, ...]:
    return ruleset.settle(Round.build(S, seats=seats, wins=wins)).nets


def melded(tiles: str, melds: str) -> Hand:
    return Hand.parse(tiles, melds=melds)


# -- the digest's worked examples (base 1, dealer seat 0; whole-round nets) -------------------

EXAMPLES = [
    # 1. seat 1 self-draws a plain hand: seat 0 pays 1 × 2 (自摸) × 2 (庄) = 4, seats 2, 3 pay
    #    1 × 2 = 2; seat 1 +8
    pytest.param({1: PLAIN}, (Win.parse(1, "9m"),), (-4, 8, -2, -2), id="1-plain-self-draw"),
    # 2. the dealer wins 清一色 七对 on seat 2's discard: R = 1 × 2 × 2 = 4; seat 2 pays 4 × 2 (庄) = 8
    pytest.param(
        {0: "11223355667788m"}, (Win.parse(0, "8m", FED, discarder=2),), (8, 0, -8, 0), id="2-qingyise-qidui"
    ),
    # 3. seat 3 self-draws 清一色 on his 暗杠's replacement: R = 1 × 2 (清) × 2 (杠上花) = 4, × 2 自摸
    #    = 8; seat 0 (dealer) 16, seats 1, 2 8; the 暗杠 2 from each: -18, -10, -10, +32 + 6 = +38
    pytest.param(
        {3: melded("123s234s789s11s", "(5555s)")},
        (Win.parse(3, "1s", KONG),),
        (-18, -10, -10, 38),
        id="3-qingyise-gangshanghua-concealed-kong",
    ),
    # 4. seat 2 robs seat 1's added 7p kong with a plain hand: R = 2 (抢杠胡); seat 1 pays 2;
    #    the robbed kong (still the pon 777p) pays nothing
    pytest.param(
        {2: "123m789s234s55s678p", 1: melded("1234m5678m11z", "777p@0")},
        (Win.parse(2, "7p", ROB, discarder=1),),
        (0, -2, 2, 0),
        id="4-qianggang",
    ),
    # 5. seat 3: 明杠 8888s fed by seat 1 (1) and 暗杠 2222m (2 from each); seat 0 self-draws a
    #    plain hand, 1 × 2 × 2 = 4 from each: seat 0 -2 + 12 = +10, seat 1 -1 -2 -4 = -7,
    #    seat 2 -2 -4 = -6, seat 3 +1 +6 -4 = +3
    pytest.param(
        {0: PLAIN, 3: melded("1234567z", "8888s@1 (2222m)")},
        (Win.parse(0, "9m"),),
        (10, -7, -6, 3),
        id="5-kongs-then-dealer-self-draw",
    ),
]


@pytest.mark.parametrize(("seats", "wins", "expected"), EXAMPLES)
def test_worked_examples(seats: dict[int, Any], wins: tuple[Win, ...], expected: tuple[int, ...]) -> None:
    assert nets(seats, *wins) == expected


# -- each doubling item, on seat 3's discard to seat 1 (no dealer: R = 2**k) --------------------

ITEMS = [
    # 七对 (three suits and an honor pair): 2^1 = 2
    pytest.param("1199m2288p3377s55z", "5z", "", {"qidui"}, 2, id="qidui"),
    # 清一色 of a standard hand with a pon of 9p: 2^1 = 2
    pytest.param("123p456p789p55p", "5p", "999p@2", {"qingyise"}, 2, id="qingyise-standard"),
    # 清一色 七对: 2^(1+1) = 4
    pytest.param("11223355667788m", "8m", "", {"qidui", "qingyise"}, 4, id="qingyise-qidui"),
    # one suit and an honor pair is not 清一色: 2^0 = 1
    pytest.param("123p456p789p234p55z", "5z", "", set(), 1, id="one-suit-and-honors-is-plain"),
    # a plain hand: 2^0 = 1
    pytest.param(PLAIN, "9m", "", set(), 1, id="plain"),
]


@pytest.mark.parametrize(("tiles", "won", "melds", "awarded", "amount"), ITEMS)
def test_doubling_items(tiles: str, won: str, melds: str, awarded: set[str], amount: int) -> None:
    result = score(tiles, won, method=FED, discarder=3, melds=melds)
    assert amounts(result) == {3: amount}
    assert keys(result) == awarded


SPECIAL = [
    # 海底捞: seat 2 self-draws the last tile: 2 (海底) × 2 (自摸) = 4, the dealer × 2 = 8
    pytest.param(
        2, SELF, None, {"last_tile": True}, {3: 4, 0: 8, 1: 4}, {"haidilao", "zimo", "dealer"}, id="haidilao"
    ),
    # the last tile on a discard is not 海底捞: 1 from seat 3
    pytest.param(2, FED, 3, {"last_tile": True}, {3: 1}, set(), id="last-tile-discard-plain"),
    # the dealer self-draws: 1 × 2 × 2 = 4 from each
    pytest.param(0, SELF, None, {}, {1: 4, 2: 4, 3: 4}, {"zimo", "dealer"}, id="dealer-self-draw"),
    # seat 1 on the dealer's discard: 1 × 2 (庄) = 2 from seat 0
    pytest.param(1, FED, 0, {}, {0: 2}, {"dealer"}, id="on-the-dealers-discard"),
]


@pytest.mark.parametrize(("at", "method", "discarder", "ctx", "expected", "awarded"), SPECIAL)
def test_methods_and_dealer(
    at: int,
    method: WinMethod,
    discarder: int | None,
    ctx: dict[str, Any],
    expected: dict[int, int],
    awarded: set[str],
) -> None:
    result = score(PLAIN, "9m", seat=at, method=method, discarder=discarder, **ctx)
    assert amounts(result) == expected
    assert keys(result) == awarded


def test_gangshanghua_on_an_added_kong() -> None:
    # 杠上花 on 2222s+'s replacement: 2 × 2 (自摸) = 4, the dealer 8; 补杠 1 from each:
    # seat 1 +16 +3 = +19; seat 0 -8 -1 = -9; seats 2, 3 -4 -1 = -5
    assert nets({1: melded("345m456p789p99m", "2222s+")}, Win.parse(1, "9m", KONG)) == (-9, 19, -5, -5)


def test_kong_money_is_void_in_a_drawn_round() -> None:
    drawn = Round.build(S, seats={3: melded("1234567z", "8888s@1 (2222m)")})
    assert S.settle(drawn).transfers == ()


def test_kong_transfers_name_the_kong() -> None:
    result = S.settle(
        Round.build(S, seats={0: PLAIN, 3: melded("1234567z", "8888s@1 (2222m)")}, wins=Win.parse(0, "9m"))
    )
    kongs = sorted((t.payer, t.amount, t.working) for t in result.transfers if t.reason is Reason.KONG)
    assert kongs == [
        (0, 2, "暗杠 (2222m): 2"),
        (1, 1, "明杠 8888s@1: 1"),
        (1, 2, "暗杠 (2222m): 2"),
        (2, 2, "暗杠 (2222m): 2"),
    ]


# -- options -----------------------------------------------------------------------------------


def test_dianpao_all_pay() -> None:
    # a plain win of seat 2 on seat 1's discard, all three pay: seats 1, 3 pay 1, the dealer 2
    r = Shaanxi(dianpao_all_pay=True)
    assert nets({2: PLAIN}, Win.parse(2, "9m", FED, discarder=1), ruleset=r) == (-2, -1, 4, -1)
    # a robbed kong likewise: 抢杠胡 2 from seats 1, 3, 2 × 2 = 4 from the dealer
    seats = {2: "123m789s234s55s678p", 1: melded("1234m5678m11z", "777p@0")}
    assert nets(seats, Win.parse(2, "7p", ROB, discarder=1), ruleset=r) == (-4, -2, 8, -2)


def test_dianpao_bao() -> None:
    # seat 1 pays the three shares of seat 2's plain win: 1 (seat 3) + 2 (dealer) + 1 = 4
    r = Shaanxi(dianpao_bao=True)
    assert nets({2: PLAIN}, Win.parse(2, "9m", FED, discarder=1), ruleset=r) == (0, -4, 4, 0)
    # a self-draw is still paid by each: 2, 4 (dealer), 2
    assert nets({2: PLAIN}, Win.parse(2, "9m"), ruleset=r) == (-4, -2, 8, -2)


@pytest.mark.parametrize(
    ("options", "win", "expected"),
    [
        # default payment, paozi 3 on a discard: seat 1 pays 1 + 3 = 4
        pytest.param({"paozi": 3}, Win.parse(2, "9m", FED, discarder=1), (0, -4, 4, 0), id="discard"),
        # a self-draw: each share + 2 × 3 = 6, not doubled for the dealer: 2 + 6, 4 + 6, 2 + 6
        pytest.param({"paozi": 3}, Win.parse(2, "9m"), (-10, -8, 26, -8), id="self-draw"),
        # all pay: each + 3: 1 + 3, 2 + 3, 1 + 3
        pytest.param(
            {"paozi": 3, "dianpao_all_pay": True},
            Win.parse(2, "9m", FED, discarder=1),
            (-5, -4, 13, -4),
            id="all-pay",
        ),
        # 包三家: the discarder pays the three shares (1 + 2 + 1) and his own bet once: 4 + 3 = 7
        pytest.param(
            {"paozi": 3, "dianpao_bao": True}, Win.parse(2, "9m", FED, discarder=1), (0, -7, 7, 0), id="bao"
        ),
        # base 5 scales the win: 5 × 2 = 10 from each non-dealer, 5 × 4 = 20 from the dealer
        pytest.param({"base": 5}, Win.parse(2, "9m"), (-20, -10, 40, -10), id="base-5"),
    ],
)
def test_paozi_and_base(options: dict[str, Any], win: Win, expected: tuple[int, ...]) -> None:
    assert nets({2: PLAIN}, win, ruleset=Shaanxi(**options)) == expected


@pytest.mark.parametrize(
    ("option", "tiles", "won", "method", "melds", "ctx"),
    [
        pytest.param("double_qidui", "1199m2288p3377s55z", "5z", FED, "", {}, id="qidui"),
        pytest.param("double_qingyise", "123p456p789p234p55p", "5p", FED, "", {}, id="qingyise"),
        pytest.param("double_haidilao", PLAIN, "9m", SELF, "", {"last_tile": True}, id="haidilao"),
        pytest.param("double_gangshanghua", "345m456p789p99m", "9m", KONG, "2222s+", {}, id="gangshanghua"),
    ],
)
def test_each_doubling_can_be_switched_off(
    option: str, tiles: str, won: str, method: WinMethod, melds: str, ctx: dict[str, Any]
) -> None:
    on = score(tiles, won, seat=2, method=method, discarder=3 if method is FED else None, melds=melds, **ctx)
    off = score(
        tiles,
        won,
        seat=2,
        method=method,
        discarder=3 if method is FED else None,
        melds=melds,
        ruleset=Shaanxi(**{option: False}),
        **ctx,
    )
    # the hand still wins, and every share halves: one doubling fewer
    assert {p: a // 2 for p, a in amounts(on).items()} == amounts(off)
    assert option.removeprefix("double_") in keys(on) - keys(off)


def test_qianggang_switched_off() -> None:
    seats = {2: "123m789s234s55s678p", 1: melded("1234m5678m11z", "777p@0")}
    assert nets(seats, Win.parse(2, "7p", ROB, discarder=1), ruleset=Shaanxi(double_qianggang=False)) == (
        0,
        -1,
        1,
        0,
    )


@pytest.mark.parametrize(
    ("options", "error", "match"),
    [
        ({"dianpao_all_pay": True, "dianpao_bao": True}, RulesetError, r"not both"),
        ({"paozi": -1}, RulesetError, r"option paozi=-1 for 'shaanxi': must be an int >= 0"),
        ({"paozi": 1.5}, RulesetError, r"option paozi=1\.5"),
        ({"base": 0}, RulesetError, r"option base=0 for 'shaanxi': must be an int >= 1"),
        (
            {"dianpao_bao": "yes"},
            RulesetError,
            r"option dianpao_bao='yes' for 'shaanxi': must be True or False",
        ),
        ({"double_qidui": 0}, RulesetError, r"option double_qidui=0"),
        ({"chi": True}, RulesetError, r"unknown option 'chi' for 'shaanxi'"),
    ],
)
def test_bad_options(options: dict[str, Any], error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        Shaanxi(**options)


# -- refusals and bad input ----------------------------------------------------------------------


def test_only_an_added_kong_may_be_robbed() -> None:
    round_ = Round.build(
        S, seats={2: "123m789s234s55s678p", 1: "1234m5678m11z777p"}, wins=Win.parse(2, "7p", ROB, discarder=1)
    )
    with pytest.raises(RoundError, match=r"seat 1 shows no pon of it to add to: only an added kong"):
        S.settle(round_)


def test_one_winner_only() -> None:
    seats = {2: PLAIN, 3: "345m456p789p345s99m".replace("345s", "678s")}
    round_ = Round.build(
        S, seats=seats, wins=(Win.parse(2, "9m", FED, discarder=1), Win.parse(3, "9m", FED, discarder=1))
    )
    with pytest.raises(RoundError, match=r"shaanxi has one winner per round \(截胡"):
        S.settle(round_)


def test_a_direct_kong_names_its_feeder() -> None:
    round_ = Round.build(S, seats={0: PLAIN, 3: melded("1234567z", "8888s (2222m)")}, wins=Win.parse(0, "9m"))
    with pytest.raises(HandError, match=r"seat 3's direct kong 8888s must name the seat that fed it"):
        S.settle(round_)


@pytest.mark.parametrize(
    ("tiles", "melds", "error", "match"),
    [
        pytest.param(
            "345m456p789p345s9m1f", "", TileSetError, r"tile '1f' is not in the 136-tile set", id="flower"
        ),
        pytest.param("345m456p789p99m", "", HandError, r"holds 11 tiles .* has 14", id="too-few"),
        pytest.param("345m456p789p345s999m", "", HandError, r"holds 15 tiles .* has 14", id="too-many"),
        pytest.param(
            "345m456p789p99m", "345s@0", HandError, r"shaanxi does not allow a claimed sequence", id="chi"
        ),
    ],
)
def test_bad_hands(tiles: str, melds: str, error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        score(tiles, "9m", method=FED, discarder=0, melds=melds)


def test_not_a_winning_hand() -> None:
    result = score("345m456p789p345s19m", "9m", method=FED, discarder=0)
    assert not result.can_win
    assert "不成胡" in (result.reason or "")


def test_registered() -> None:
    assert get("陕西").name == "shaanxi"
    assert get("SHAANXI").options == Shaanxi().options
    # seat 1 won: the next seat deals
    won = Round.build(S, seats={1: PLAIN}, wins=Win.parse(1, "9m"))
    assert S.next_deal(won, S.settle(won)) == (1, 0)


# -- properties ------------------------------------------------------------------------------------

SAMPLES = S.samples()


@settings(max_examples=60, deadline=None)
@given(
    index=st.integers(0, len(SAMPLES) - 1),
    payment=st.sampled_from(["default", "dianpao_all_pay", "dianpao_bao"]),
    paozi=st.integers(0, 3),
)
def test_zero_sum_and_each_share_a_power_of_two(index: int, payment: str, paozi: int) -> None:
    """Zero-sum under every payment option; a win's transfers, less the side bet, are
    powers of two times the base, whoever pays them."""
    _name, round_ = SAMPLES[index]
    options: dict[str, Any] = {"paozi": paozi}
    if payment != "default":
        options[payment] = True
    ruleset = Shaanxi(**options)
    try:
        result = ruleset.settle(round_)
    except RoundError:
        return  # a refusal sample
    assert sum(result.nets) == 0
    for t in result.transfers:
        if t.reason is Reason.WIN:
            bet = next((e.value for e in t.awards if e.key == "paozi"), 0)
            share = t.amount - bet
            assert share & (share - 1) == 0, t
    # the dealer's share of a non-dealer's self-draw is twice each other payer's
    for win in round_.wins:
        if win.method.self_drawn and win.seat != round_.dealer:
            shares = {
                t.payer: t.amount - next((e.value for e in t.awards if e.key == "paozi"), 0)
                for t in result.transfers
                if t.reason is Reason.WIN
            }
            others = {a for p, a in shares.items() if p != round_.dealer}
            assert others == {shares[round_.dealer] // 2}
    assert ruleset.settle(attrs.evolve(round_)) == result
