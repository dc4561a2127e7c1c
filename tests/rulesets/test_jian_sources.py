"""Ji'an against its sources (issue 14 items 1-3, 15): each case a concrete round, the
amounts worked out by hand from ``000_8a6a57ebc7972cb4.txt`` in the comments.

Win payment per payer: ``2**f`` with 自摸 1 and 庄家 1 (a payer when the winner or that
payer is the dealer); 德国 (no jing used as a wildcard): ``2 × amount + 5``. The dealer
is seat 0.
"""

from __future__ import annotations

import attrs
import pytest

from majiang.errors import MajiangError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.samples import fill_round
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import STANDARD, Tile, parse_tiles

DEGUO = "123m456p789p234s11z"
"""A plain 德国 hand for seat 1, won on 1z; it holds none of 5m-7m or 5s-6s."""


def _round(
    seats: dict[int, SeatRecord], *, indicator: str, jing: str, wins: tuple[Win, ...] | None = None
) -> Round:
    if wins is None:
        wins = (Win(seat=1, tile=Tile.from_str("1z")),)
    # the filler seats get no jing and no indicator kind; the indicator is given afterwards,
    # so that a round holding all four of its kind can be built
    round_ = fill_round(STANDARD, 13, seats=seats, wins=wins, avoid=parse_tiles(jing))
    return attrs.evolve(round_, indicator=Tile.from_str(indicator))


def _seat(tiles: str, melds: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds))


# -- item 1: jing_offset=1, the turned-up tile stays in play ---------------------------------


def _four_of_the_indicator() -> Round:
    # indicator 5m: with jing_offset=1 正精 is 6m, 副精 7m; seat 2 holds all four 5m as a
    # concealed kong (the turned-up 5m came to him as a kong replacement)
    return _round(
        {1: _seat(DEGUO), 2: _seat("119s567p222z3z", melds="(5555m)")}, indicator="5m", jing="5m6m7m"
    )


def test_offset_one_indicator_stays_in_play() -> None:
    # source 2: 翻开牌可以被拿走，并不是精. Nobody holds a jing (6m, 7m), so only the win pays:
    # seat 1 self-draws a plain 德国: the dealer pays 2^(1+1) = 4 → 2×4 + 5 = 13, the others
    # 2^1 = 2 → 2×2 + 5 = 9 (the source's table: "X self-draw, plain 德国: D 13, X 9, X 9")
    settlement = get("jian", jing_offset=1).settle(_four_of_the_indicator())
    assert settlement.paid(0, 1) == 13 and settlement.paid(2, 1) == 9 and settlement.paid(3, 1) == 9
    assert settlement.nets == (-13, 31, -9, -9)
    # the kong of 5m is no 精杠 and earns no jing points: nobody else is paid anything
    assert {t.reason for t in settlement.transfers} == {"win"}


def test_offset_zero_indicator_is_out_of_play() -> None:
    # source 1: 翻开的那张不算 — the turned-up 5m is set aside, so a fifth 5m can not be held
    with pytest.raises(MajiangError, match="5m"):
        get("jian").settle(_four_of_the_indicator())


# -- item 2: 霸王 -----------------------------------------------------------------------------


def _two_holders() -> Round:
    # indicator 5s: 正精 5s (2 points), 副精 6s (1 point). Seat 2 holds 55s (4 points), seat
    # 3 holds 6s (1 point); seat 1 wins a plain 德国 by self-draw (13 / 9 / 9 as above)
    return _round(
        {1: _seat(DEGUO), 2: _seat("55s2299m78p22z44z3z"), 3: _seat("6s3344m78p9p666z77z")},
        indicator="5s",
        jing="5s6s",
    )


def _jing(settlement_transfers: tuple[object, ...]) -> dict[tuple[int, int], int]:
    return {
        (t.payer, t.payee): t.amount  # type: ignore[attr-defined]
        for t in settlement_transfers
        if t.reason == "bonus"  # type: ignore[attr-defined]
    }


def test_bawang_off_by_default() -> None:
    # seat 2: n = 4 < 5, each other seat pays 4; seat 3: n = 1, each pays 1; two seats have
    # jing, so no 霸精
    jing = _jing(get("jian").settle(_two_holders()).transfers)
    assert jing == {(0, 2): 4, (1, 2): 4, (3, 2): 4, (0, 3): 1, (1, 3): 1, (2, 3): 1}


def test_bawang_doubles_the_kind_a_seat_alone_holds() -> None:
    # source 2 §6: 当只有一个玩家手里拥有某一种精时，则那个玩家为霸王，霸王精分x2.
    # seat 2 alone holds 正精: its 4 points count twice: 4 + 4 = 8 from each other seat;
    # seat 3 alone holds 副精: 1 + 1 = 2 from each
    settlement = get("jian", bawang=True).settle(_two_holders())
    jing = _jing(settlement.transfers)
    assert jing == {(0, 2): 8, (1, 2): 8, (3, 2): 8, (0, 3): 2, (1, 3): 2, (2, 3): 2}
    # nets: win 13 / +31 / 9 / 9, jing: seat 2 +24 - 2, seat 3 +6 - 8, seats 0 and 1 -10 each
    assert settlement.nets == (-13 - 10, 31 - 10, -9 + 24 - 2, -9 + 6 - 8)


def test_bawang_with_a_breakthrough() -> None:
    # seat 2 holds 555s (6 points, 冲关: rate 6 - 3 = 3) and alone holds 正精: (6 + 6) × 3 = 36
    # from each other seat (18 without 霸王); seat 3 alone holds 副精 6s: 1 + 1 = 2
    round_ = _round(
        {1: _seat(DEGUO), 2: _seat("555s2299m78p22z4z3z"), 3: _seat("6s3344m78p9p666z77z")},
        indicator="5s",
        jing="5s6s",
    )
    assert _jing(get("jian").settle(round_).transfers)[(0, 2)] == 18
    jing = _jing(get("jian", bawang=True).settle(round_).transfers)
    assert jing[(0, 2)] == jing[(1, 2)] == jing[(3, 2)] == 36
    assert jing[(0, 3)] == jing[(1, 3)] == jing[(2, 3)] == 2


def test_bawang_of_both_kinds_is_ba_jing() -> None:
    # seat 2 alone holds every jing: 55s 6s = 5 points. 霸精 (default): 冲关 5×2 = 10, ×2 = 20
    # each; 霸王 of both kinds: (5 + 5) × (5 - 3) = 20 each — the same money
    round_ = _round({1: _seat(DEGUO), 2: _seat("55s6s2299m78p22z4z3z")}, indicator="5s", jing="5s6s")
    for rules in (get("jian"), get("jian", bawang=True)):
        jing = _jing(rules.settle(round_).transfers)
        assert jing == {(0, 2): 20, (1, 2): 20, (3, 2): 20}


def test_bawang_option_is_checked() -> None:
    with pytest.raises(MajiangError, match="option bawang='yes' for 'jian': must be True or False"):
        get("jian", bawang="yes")


# -- item 3: chi only from the previous seat ---------------------------------------------------


def _chi_from(seat: int) -> Round:
    # seat 1 chi'd 123m from ``seat`` and self-draws 456p 789p 234s 11z + 1z
    return _round({1: _seat("456p789p234s11z", melds=f"123m@{seat}")}, indicator="5s", jing="5s6s")


def test_chi_from_the_previous_seat_is_fine() -> None:
    # 可吃上家: seat 1's previous seat is 0. The plain 德国 self-draw pays as before: 13 / 9 / 9
    assert get("jian").settle(_chi_from(0)).nets == (-13, 31, -9, -9)


@pytest.mark.parametrize("seat", [2, 3])
def test_chi_from_another_seat_is_refused(seat: int) -> None:
    # 可吃上家: seat 1 may chi only from seat 0
    match = rf"a chi is claimed from the previous seat 0, not from seat {seat}: '123m@{seat}'"
    with pytest.raises(MajiangError, match=match):
        get("jian").settle(_chi_from(seat))


def test_pon_from_any_seat_is_fine() -> None:
    # 碰杠从任何人: seat 1 pon'd 777p from seat 3; 123m 456p 234s 11z + 777p, self-drawn 1z:
    # 13 / 9 / 9 as above
    round_ = _round({1: _seat("123m456p234s11z", melds="777p@3")}, indicator="5s", jing="5s6s")
    assert get("jian").settle(round_).nets == (-13, 31, -9, -9)


# -- item 15: 杠精分计在杠分里 ------------------------------------------------------------------


def _jing_kong() -> Round:
    # indicator 5s: 副精 6s. Seat 3 holds a concealed kong of 副精 (6666s), no other seat
    # holds a jing; seat 1 wins a plain 德国 by self-draw (13 / 9 / 9)
    return _round(
        {1: _seat(DEGUO), 3: _seat("2299m78p22z44z", melds="(6666s)")}, indicator="5s", jing="5s6s"
    )


def test_jing_kong_pays_twenty_and_its_jing_count_by_default() -> None:
    # default: the four 副精 count 4 jing, 霸精 (nobody else has any) ×2 = 8 from each, and
    # the 精杠 pays 20 from each (source 1: 精杠 每人20个): seat 3 gets 3 × (8 + 20) = 84
    settlement = get("jian").settle(_jing_kong())
    assert {p: settlement.paid(p, 3, "bonus") for p in (0, 1, 2)} == {0: 8, 1: 8, 2: 8}
    assert {p: settlement.paid(p, 3, "kong") for p in (0, 1, 2)} == {0: 20, 1: 20, 2: 20}
    assert settlement.nets[3] == 84 - 9


def test_jing_kong_points_off_pays_the_kong_only() -> None:
    # jing_kong_points=False (杠精分计在杠分里 read as "instead of"): the kong's jing earn the
    # 精杠 20 from each and no jing points: seat 3 gets 3 × 20 = 60, less 9 for the win
    settlement = get("jian", jing_kong_points=False).settle(_jing_kong())
    assert [t for t in settlement.transfers if t.reason == "bonus"] == []
    assert settlement.nets[3] == 60 - 9
