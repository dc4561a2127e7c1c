"""Quanzhou (泉州 游金): every item and multiplier, worked out by hand, and whole rounds.

Throughout, the gold 金 is 9s (``GOLD``), seat 0 is the dealer, and
``P = base × (1 + 连庄) + water`` with base 10 where the dealer wins or pays, else 5.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import HandError, RoundError, RulesetError, TileError
from majiang.hands import Hand, Meld
from majiang.rulesets import get
from majiang.rulesets.base import Ruleset
from majiang.rulesets.quanzhou import Quanzhou, check_discard, must_discard
from majiang.rulesets.samples import fill_round
from majiang.scoring import Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import FULL, Tile, parse_tiles

GOLD = Tile.from_str("9s")
Q = Quanzhou()

# 17-tile winning hands (gold 9s)
PLAIN = "123456789m123p456s77z"  # 123m 456m 789m 123p 456s 77z, no gold, no water
SWIM = "123456789m123p456s9s7z"  # before the 7z: 5 sets + a lone gold -> any tile wins
THREE_GOLDS = "999s13579p2468m12345z"  # three golds, junk otherwise


def score(
    tiles: str,
    win: str,
    *,
    seat: int = 1,
    method: WinMethod = WinMethod.SELF_DRAW,
    discarder: int | None = None,
    melds: str = "",
    flowers: str = "",
    ruleset: Ruleset = Q,
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


# -- 平胡 and 抢杠胡: P from the discarder ----------------------------------------------------


def test_plain_discard_non_dealers() -> None:
    # seat 2 feeds seat 1, neither is the dealer: P = 5 × (1 + 0) + 0 = 5
    result = score(PLAIN, "7z", method=WinMethod.DISCARD, discarder=2)
    assert amounts(result) == {2: 5}
    assert result.payments[0].working == "0+5 = 5"


def test_plain_discard_by_the_dealer() -> None:
    # the dealer (seat 0) feeds: base 10 -> P = 10
    assert amounts(score(PLAIN, "7z", method=WinMethod.DISCARD, discarder=0)) == {0: 10}


def test_plain_discard_to_the_dealer_with_lianzhuang() -> None:
    # the dealer wins, 2 stays: P = 10 × (1 + 2) + 0 = 30 (底 5 + 庄家底 5 + 连庄 2×5 + 庄家连庄 2×5)
    result = score(PLAIN, "7z", seat=0, method=WinMethod.DISCARD, discarder=3, lianzhuang=2)
    assert amounts(result) == {3: 30}
    assert {"base", "dealer_base", "lianzhuang", "dealer_lianzhuang"} <= keys(result)


def test_lianzhuang_between_non_dealers() -> None:
    # 1 stay, dealer not involved: P = 5 × 2 = 10
    assert amounts(score(PLAIN, "7z", method=WinMethod.DISCARD, discarder=2, lianzhuang=1)) == {2: 10}


def test_robbed_kong_is_plain() -> None:
    # 抢杠胡 = 平胡: the konger (seat 3) pays P = 5
    assert amounts(score(PLAIN, "7z", method=WinMethod.ROBBED_KONG, discarder=3)) == {3: 5}


def test_discard_all_pay() -> None:
    # every other seat pays its own P: seats 2, 3 pay 5, the dealer pays 10
    ruleset = get("quanzhou", discard_all_pay=True)
    result = score(PLAIN, "7z", method=WinMethod.DISCARD, discarder=2, ruleset=ruleset)
    assert amounts(result) == {2: 5, 3: 5, 0: 10}


# -- water 水分 (the winner's) -------------------------------------------------------------


def test_water_kongs_gold_flowers_on_self_draw() -> None:
    # concealed 12345m 9s 77z (9s = 6m) + 明杠 2222z + 暗杠 (3333z) + chi 456s, flowers 1f2f3f
    # water = 明杠 1 + 暗杠 2 + gold 1 + flowers 3 = 7
    # non-dealers: (5 + 7) × 2 = 24; the dealer: (10 + 7) × 2 = 34
    result = score("12345m9s77z", "7z", melds="2222z (3333z) 456s", flowers="1f2f3f")
    assert amounts(result) == {2: 24, 3: 24, 0: 34}
    assert {"exposed_kong", "concealed_kong", "gold", "flower", "self_draw"} <= keys(result)
    by_payer = {p.payer: p for p in result.payments}
    assert by_payer[0].working == "0+17 = 17; ×2 自摸 = 34"


def test_water_with_lianzhuang() -> None:
    # as above with 1 stay: non-dealers (5×2 + 7) × 2 = 34, the dealer (10×2 + 7) × 2 = 54
    result = score("12345m9s77z", "7z", melds="2222z (3333z) 456s", flowers="1f2f3f", lianzhuang=1)
    assert amounts(result) == {2: 34, 3: 34, 0: 54}


def test_golds_in_a_chi_do_not_count() -> None:
    # a discarded gold claimed in chi 789s is ordinary: no water for it
    # concealed 123456789m 123p 77z + chi 789s: P = 5 from seat 2 on a discard
    result = score("123456789m123p77z", "7z", melds="789s", method=WinMethod.DISCARD, discarder=2)
    assert amounts(result) == {2: 5}
    assert "gold" not in keys(result)


def test_water_on_a_discard() -> None:
    # one gold (standing for 3m) and a flower, fed by the dealer: P = 10 + 1 + 1 = 12
    result = score("12456789m123p456s77z9s", "7z", method=WinMethod.DISCARD, discarder=0, flowers="8f")
    assert amounts(result) == {0: 12}


# -- 自摸, 三金倒, 天胡 ----------------------------------------------------------------------


def test_self_draw() -> None:
    # seat 1 self-draws, no water: 5 × 2 = 10 each, the dealer 10 × 2 = 20
    assert amounts(score(PLAIN, "7z")) == {2: 10, 3: 10, 0: 20}


def test_dealer_self_draw() -> None:
    # the dealer wins: base 10 for all three: 10 × 2 = 20 each
    assert amounts(score(PLAIN, "7z", seat=0)) == {1: 20, 2: 20, 3: 20}


def test_three_golds() -> None:
    # 三金倒, seat 2: water 3 golds; non-dealers (5 + 3) × 3 = 24, the dealer (10 + 3) × 3 = 39
    result = score(THREE_GOLDS, "1z", seat=2)
    assert amounts(result) == {3: 24, 1: 24, 0: 39}
    assert "sanjindao" in keys(result) and "self_draw" not in keys(result)
    assert result.arrangement is not None and str(result.arrangement) == "instant 9s 9s 9s"


def test_three_golds_not_on_a_discard() -> None:
    result = score(THREE_GOLDS, "1z", seat=2, method=WinMethod.DISCARD, discarder=1)
    assert not result.can_win and "双金不平胡" in str(result.reason)


def test_tianhu() -> None:
    # the dealer's first 17 tiles win: 10 × 4 = 40 from each
    result = score(PLAIN, "7z", seat=0, first_draw=True)
    assert amounts(result) == {1: 40, 2: 40, 3: 40}
    assert "tianhu" in keys(result) and "self_draw" not in keys(result)


def test_tianhu_with_three_golds_pays_tianhu() -> None:
    # 天胡 (×4) beats 三金倒 (×3): (10 + 3) × 4 = 52
    result = score(THREE_GOLDS, "1z", seat=0, first_draw=True)
    assert amounts(result) == {1: 52, 2: 52, 3: 52}
    assert keys(result) & {"tianhu", "sanjindao"} == {"tianhu"}


def test_first_draw_of_a_non_dealer_is_a_plain_self_draw() -> None:
    assert amounts(score(PLAIN, "7z", first_draw=True)) == {2: 10, 3: 10, 0: 20}


# -- 游金, 双游, 三游, 光游 --------------------------------------------------------------------


def test_youjin() -> None:
    # water 1 gold: non-dealers (5 + 1) × 3 + 30 = 48, the dealer (10 + 1) × 3 + 30 = 63
    result = score(SWIM, "7z")
    assert amounts(result) == {2: 48, 3: 48, 0: 63}
    assert {"youjin", "youjin_bonus"} <= keys(result) and "self_draw" not in keys(result)
    by_payer = {p.payer: p for p in result.payments}
    assert by_payer[0].working == "0+11 = 11; ×3 游金 = 33; +30 游金 = 63"


def test_shuangyou() -> None:
    # one gold discarded while swimming: (5 + 1) × 6 + 60 = 96, the dealer (10 + 1) × 6 + 60 = 126
    assert amounts(score(SWIM, "7z", wild_discards=1)) == {2: 96, 3: 96, 0: 126}


def test_sanyou() -> None:
    # two golds discarded: (5 + 1) × 9 + 90 = 144, the dealer (10 + 1) × 9 + 90 = 189
    assert amounts(score(SWIM, "7z", wild_discards=2)) == {2: 144, 3: 144, 0: 189}


def test_youjin_by_the_dealer_with_lianzhuang() -> None:
    # the dealer swims, 1 stay: (10 × 2 + 1) × 3 + 30 = 93 from each
    assert amounts(score(SWIM, "7z", seat=0, lianzhuang=1)) == {1: 93, 2: 93, 3: 93}


def test_youjin_drawing_a_gold() -> None:
    # the drawn tile is a gold: water 2 -> (5 + 2) × 3 + 30 = 51, the dealer (10 + 2) × 3 + 30 = 66
    assert amounts(score("123456789m123p456s9s9s", "9s")) == {2: 51, 3: 51, 0: 66}


def test_youjin_with_three_golds_pays_youjin() -> None:
    # swimming with 2 golds and drawing the 3rd: 游金 (3P + 30) beats 三金倒 (3P)
    # 12345678m 123p 456s 9s9s (one 9s = 9m) waits on any tile; water 3
    result = score("12345678m123p456s9s9s9s", "9s")
    assert keys(result) & {"youjin", "sanjindao", "self_draw"} == {"youjin"}
    assert amounts(result) == {2: 54, 3: 54, 0: 69}  # (5+3)×3+30, (10+3)×3+30


def test_guangyou_pays_as_youjin() -> None:
    # 光游 (announced, ready=True) is paid as 游金
    assert amounts(score(SWIM, "7z", ready=True)) == {2: 48, 3: 48, 0: 63}


def test_guangyou_has_no_shuangyou() -> None:
    with pytest.raises(RoundError, match="光游"):
        score(SWIM, "7z", ready=True, wild_discards=1)


def test_guangyou_needs_the_any_tile_state() -> None:
    with pytest.raises(RoundError, match="光游"):
        score(PLAIN, "7z", ready=True)


def test_gold_discards_need_a_swim() -> None:
    with pytest.raises(RoundError, match="双游/三游"):
        score(PLAIN, "7z", wild_discards=1)
    with pytest.raises(RoundError, match="三游"):
        score(SWIM, "7z", wild_discards=3)


# -- who can not win on a discard -------------------------------------------------------------


def test_swimming_hand_can_not_win_on_a_discard() -> None:
    result = score(SWIM, "7z", method=WinMethod.DISCARD, discarder=2)
    assert not result.can_win and "游金不平胡" in str(result.reason)


def test_two_golds_can_not_win_on_a_discard() -> None:
    # 123m 4+9s+6m 78m+9s 123p 456s 77z: two golds (as 5m, 9m), fed 7z
    result = score("1234678m123p456s77z9s9s", "7z", method=WinMethod.DISCARD, discarder=2)
    assert not result.can_win and "双金不平胡" in str(result.reason)
    # the same tiles self-drawn do win: (5 + 2) × 2 = 14, the dealer (10 + 2) × 2 = 24
    assert amounts(score("1234678m123p456s77z9s9s", "7z")) == {2: 14, 3: 14, 0: 24}


def test_discarded_gold_is_ordinary() -> None:
    # a discarded 9s completes 789s as a natural tile: P = 5, no gold water
    result = score("123456789m123p77z78s9s", "9s", method=WinMethod.DISCARD, discarder=2)
    assert amounts(result) == {2: 5}
    # but it can not stand for another tile: 123456789m 123p 456s 7z + a discarded 9s does not win
    result = score("123456789m123p456s7z9s", "9s", method=WinMethod.DISCARD, discarder=2)
    assert not result.can_win and "打出的金是普通牌" in str(result.reason)


def test_one_gold_may_win_on_a_discard() -> None:
    # one gold standing for 3m, not swimming (waits on 7z only): P = 5 + 1 = 6
    assert amounts(score("12456789m123p456s77z9s", "7z", method=WinMethod.DISCARD, discarder=2)) == {2: 6}


# -- 跟打 ------------------------------------------------------------------------------------


def test_gengda() -> None:
    hand = Hand.parse("123456789m12p1z5z7z")
    assert must_discard(hand, parse_tiles("9p5z1z")) == Tile.from_str("1z")
    assert must_discard(hand, parse_tiles("9p6z")) is None
    # a pair of an honor is not forced
    assert must_discard(Hand.parse("123456789m12p11z5z"), parse_tiles("1z")) is None
    # a gold honor is a wildcard, never forced
    assert Q.must_discard(hand, parse_tiles("1z"), indicator=Tile.from_str("1z")) is None
    check_discard(hand, parse_tiles("5z"), Tile.from_str("5z"))
    with pytest.raises(RoundError, match="跟打"):
        Q.check_discard(hand, parse_tiles("5z7z"), Tile.from_str("9m"), indicator=GOLD)


# -- whole rounds ---------------------------------------------------------------------------


def _seats(winner: int, tiles: str, *, flowers: str = "") -> tuple[SeatRecord, ...]:
    # the other seats hold 16 unused tiles each (no gold, no flower), as seats do between turns
    winning = SeatRecord.parse(tiles, flowers=flowers)
    return fill_round(FULL, 16, seats={winner: winning}, indicator=GOLD, avoid=(GOLD,)).seats


def test_round_self_draw() -> None:
    # seat 1 swims and self-draws: 48, 48 and 63 from the dealer (see test_youjin)
    round = Round(
        dealer=0, seats=_seats(1, SWIM), wins=(Win(seat=1, tile=Tile.from_str("7z")),), indicator=GOLD
    )
    settlement = Q.settle(round)
    assert settlement.nets == (-63, 159, -48, -48)
    transfer = next(t for t in settlement.transfers if t.payer == 0)
    assert transfer.working == "0+11 = 11; ×3 游金 = 33; +30 游金 = 63"
    assert any(award.chinese == "游金" for award in transfer.awards)


def test_round_discard() -> None:
    # seat 3 feeds seat 2 a 7z: P = 5, seat 3 alone pays
    win = Win(seat=2, tile=Tile.from_str("7z"), method=WinMethod.DISCARD, discarder=3)
    settlement = Q.settle(Round(dealer=0, seats=_seats(2, PLAIN), wins=(win,), indicator=GOLD))
    assert settlement.nets == (0, 0, 5, -5)


def test_round_dealer_wins_with_lianzhuang() -> None:
    # the dealer self-draws after 2 stays: 10 × 3 × 2 = 60 from each
    win = Win(seat=0, tile=Tile.from_str("7z"))
    settlement = Q.settle(Round(dealer=0, seats=_seats(0, PLAIN), wins=(win,), indicator=GOLD, lianzhuang=2))
    assert settlement.nets == (180, -60, -60, -60)


def test_round_dealer_pays() -> None:
    # the dealer (seat 2 this round) feeds seat 1: base 10, 1 flower -> P = 11
    win = Win(seat=1, tile=Tile.from_str("7z"), method=WinMethod.DISCARD, discarder=2)
    seats = _seats(1, PLAIN, flowers="4f")
    settlement = Q.settle(Round(dealer=2, seats=seats, wins=(win,), indicator=GOLD))
    assert settlement.nets == (0, 11, -11, 0)


def test_round_discard_all_pay() -> None:
    # all three pay P: seats 0 and 2 pay 5, the dealer (seat 3) pays 10, with 1 stay: ×2
    ruleset = get("quanzhou", discard_all_pay=True)
    win = Win(seat=1, tile=Tile.from_str("7z"), method=WinMethod.DISCARD, discarder=0)
    settlement = ruleset.settle(
        Round(dealer=3, seats=_seats(1, PLAIN), wins=(win,), indicator=GOLD, lianzhuang=1)
    )
    assert settlement.nets == (-10, 40, -10, -20)


def test_round_guangyou_via_seat_ready() -> None:
    seats = list(_seats(1, SWIM))
    seats[1] = SeatRecord.parse(SWIM, ready=True)
    win = Win(seat=1, tile=Tile.from_str("7z"))
    settlement = Q.settle(Round(dealer=0, seats=tuple(seats), wins=(win,), indicator=GOLD))
    assert settlement.nets == (-63, 159, -48, -48)


def test_round_sanyou_via_win() -> None:
    win = Win(seat=1, tile=Tile.from_str("7z"), wild_discards=2)
    settlement = Q.settle(Round(dealer=0, seats=_seats(1, SWIM), wins=(win,), indicator=GOLD))
    assert settlement.nets == (-189, 477, -144, -144)


def test_drawn_round_settles_nothing() -> None:
    settlement = Q.settle(
        Round(dealer=0, seats=_seats(1, PLAIN, flowers="1f2f"), indicator=GOLD, lianzhuang=3)
    )
    assert settlement.transfers == () and settlement.nets == (0, 0, 0, 0)


def test_round_forbidden_win_is_an_error() -> None:
    win = Win(seat=1, tile=Tile.from_str("7z"), method=WinMethod.DISCARD, discarder=2)
    with pytest.raises(RoundError, match="游金不平胡"):
        Q.settle(Round(dealer=0, seats=_seats(1, SWIM), wins=(win,), indicator=GOLD))


def test_round_has_one_winner() -> None:
    wins = tuple(Win(seat=s, tile=Tile.from_str("7z"), method=WinMethod.DISCARD, discarder=3) for s in (1, 2))
    seats = (*_seats(1, PLAIN)[:2], SeatRecord.parse(PLAIN), _seats(1, PLAIN)[3])
    with pytest.raises(RoundError, match="one winner"):
        Q.settle(Round(dealer=0, seats=seats, wins=wins, indicator=GOLD))


# -- random rounds against the digest's formula --------------------------------------------

HANDS = (
    (PLAIN, "7z", ""),
    (SWIM, "7z", ""),
    (THREE_GOLDS, "1z", ""),
    ("12345m9s77z", "7z", "2222z (3333z) 456s"),
    ("123456789m123p77z", "7z", "789s"),
)
# per hand, worked from quanzhou.md: the winner's water before flowers, what each payer
# pays in terms of P on a self-draw (multiplier, bonus), and whether a discard may win it
WORKED: dict[str, tuple[int, int, int, bool]] = {
    PLAIN: (0, 2, 0, True),  # no water; 自摸 2P; 平胡 on a discard P
    SWIM: (1, 3, 30, False),  # one gold in hand; 游金 3P + 30; the any-tile state can not take a discard
    THREE_GOLDS: (3, 3, 0, False),  # three golds; 三金倒 3P; 双金不平胡
    "12345m9s77z": (1 + 2 + 1, 2, 0, True),  # 明杠 1 + 暗杠 2 + one gold 1
    "123456789m123p77z": (0, 2, 0, True),  # the chi 789s holds no gold: no water
}


@given(
    hand=st.sampled_from(HANDS),
    winner=st.integers(0, 3),
    dealer=st.integers(0, 3),
    feeder_step=st.integers(1, 3),
    self_draw=st.booleans(),
    lianzhuang=st.integers(0, 5),
    flowers=st.sets(st.sampled_from(parse_tiles("12345678f")), max_size=8),
    all_pay=st.booleans(),
)
def test_random_rounds_pay_the_digests_formula(
    hand: tuple[str, str, str],
    winner: int,
    dealer: int,
    feeder_step: int,
    self_draw: bool,
    lianzhuang: int,
    flowers: set[Tile],
    all_pay: bool,
) -> None:
    tiles, tile, melds = hand
    record = SeatRecord(hand=Hand.parse(tiles, melds=melds, flowers="".join(str(f) for f in flowers)))
    feeder = (winner + feeder_step) % 4
    win = Win(
        seat=winner,
        tile=Tile.from_str(tile),
        method=WinMethod.SELF_DRAW if self_draw else WinMethod.DISCARD,
        discarder=None if self_draw else feeder,
    )
    ruleset = get("quanzhou", discard_all_pay=all_pay)
    round = fill_round(
        FULL,
        16,
        seats={winner: record},
        wins=(win,),
        dealer=dealer,
        indicator=GOLD,
        avoid=(GOLD,),
        lianzhuang=lianzhuang,
    )
    water, times, bonus, fed_ok = WORKED[tiles]
    if not self_draw and not fed_ok:
        with pytest.raises(RoundError, match=f"seat {winner} can not win here: "):
            ruleset.settle(round)
        return
    settlement = ruleset.settle(round)
    # P = base × (1 + 连庄) + water, base 10 where the dealer wins or pays, else 5
    payers = [s for s in range(4) if s != winner] if self_draw or all_pay else [feeder]
    owed = {}
    for payer in payers:
        p = (10 if dealer in (payer, winner) else 5) * (1 + lianzhuang) + water + len(flowers)
        owed[payer] = times * p + bonus if self_draw else p
    expected = [-owed.get(s, 0) for s in range(4)]
    expected[winner] = sum(owed.values())
    assert settlement.nets == tuple(expected)


# -- bad input ------------------------------------------------------------------------------


def test_fifteen_tile_hand() -> None:
    with pytest.raises(HandError, match="17"):
        score("123456789m123p456s", "6s")  # 9 + 3 + 3 = 15 tiles, not 17


def test_gold_in_a_pon() -> None:
    # 1.9: two golds may pon a discarded gold (issue 14 item 5); the pon'd golds are no
    # water: P = 5 (10 with the dealer), 自摸 2P
    assert amounts(score("123456789m123p77z", "7z", melds="999s")) == {2: 10, 3: 10, 0: 20}
    # a gold standing in a claimed pon as another tile
    pon = Meld.of(parse_tiles("444p"), concealed=False, wild=(None, None, GOLD))
    hand = Hand.of(
        parse_tiles("123456789m123p77z"), melds=(pon,), win_tile=Tile.from_str("7z"), self_drawn=True
    )
    with pytest.raises(HandError, match="wildcard"):
        Q.score(hand, WinContext(seat=1, indicator=GOLD))


def test_unknown_option() -> None:
    with pytest.raises(RulesetError, match="unknown option 'jing_offset'"):
        get("quanzhou", jing_offset=1)
    with pytest.raises(RulesetError, match="discard_all_pay"):
        get("quanzhou", discard_all_pay="yes")


def test_indicator_needed_and_not_a_flower() -> None:
    hand = Hand.parse(PLAIN, win="7z", self_drawn=True)
    with pytest.raises(RoundError, match="indicator"):
        Q.score(hand, WinContext(seat=1))
    with pytest.raises(TileError, match="flower"):
        Q.score(hand, WinContext(seat=1, indicator=Tile.from_str("1f")))


def test_four_golds_on_the_table() -> None:
    seats = list(_seats(1, "123456789m123p456s9s7z"))
    seats[2] = SeatRecord.parse("11223344556p9s9s9s")
    win = Win(seat=1, tile=Tile.from_str("7z"))
    with pytest.raises(HandError, match="only 3"):
        Q.settle(Round(dealer=0, seats=tuple(seats), wins=(win,), indicator=GOLD))


def test_registry() -> None:
    ruleset = get("泉州")
    assert isinstance(ruleset, Quanzhou)
    assert ruleset.tile_set.size == 144 and ruleset.hand_size == 16 and ruleset.grammar.sets == 5
