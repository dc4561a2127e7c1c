"""The settlement value types on their own: ``Round``, ``SeatRecord``, ``Win``, ``Transfer``,
``Settlement``. Hand-made rounds, no ruleset: what a round accepts and refuses, the
context it gives a win, and how transfers add up to nets."""

from __future__ import annotations

import pytest

from majiang.errors import RoundError
from majiang.hands import Hand
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Settlement, Transfer, Win
from majiang.tiles import Tile, parse_tiles

T = Tile.from_str

WINNER = "123m456p789s234m55z"
OTHERS = ("111222333444m5p", "111222333444p5s", "111222333444s5m")


def seats(winner_seat: int = 1, *, ready: int | None = None) -> tuple[SeatRecord, ...]:
    out = []
    others = iter(OTHERS)
    for seat in range(4):
        tiles = WINNER if seat == winner_seat else next(others)
        out.append(SeatRecord.parse(tiles, ready=seat == ready))
    return tuple(out)


# -- SeatRecord ---------------------------------------------------------------------------------


def test_seat_record_parse() -> None:
    r = SeatRecord.parse(
        "123m456p", melds="777z", discards="1z9p", flowers="1f", ready=True, set_aside="123z 567z"
    )
    assert r.hand == Hand.parse("123m456p", melds="777z", flowers="1f")
    assert r.discards == (T("1z"), T("9p"))  # in the order thrown, not sorted
    assert r.ready
    assert r.set_aside == (parse_tiles("123z"), parse_tiles("567z"))


def test_seat_record_defaults() -> None:
    r = SeatRecord(hand=Hand.parse("1m"))
    assert (r.discards, r.ready, r.set_aside) == ((), False, ())


# -- Round: what it refuses ------------------------------------------------------------------------


def test_a_round_has_four_seats() -> None:
    with pytest.raises(RoundError, match="a round has 4 seats, got 3"):
        Round(seats=seats()[:3])
    with pytest.raises(RoundError, match="a round has 4 seats, got 5"):
        Round(seats=(*seats(), seats()[0]))


@pytest.mark.parametrize("dealer", [-1, 4, True, 1.0], ids=["minus-one", "four", "bool", "float"])
def test_dealer_must_be_a_seat(dealer: object) -> None:
    with pytest.raises(RoundError, match=rf"dealer {dealer!r} is not a seat 0\.\.3"):
        Round(seats=seats(), dealer=dealer)  # type: ignore[arg-type]


def test_winner_and_discarder_must_be_seats() -> None:
    # refused where the value is built: the Win itself (or, for a Win built some other
    # way, the Round); either way the message names the field and quotes the value
    with pytest.raises(RoundError, match=r"seat 4 is not a seat 0\.\.3"):
        Round(seats=seats(), wins=(Win(seat=4, tile=T("5z")),))
    with pytest.raises(RoundError, match=r"discarder 7 is not a seat 0\.\.3"):
        Round(seats=seats(), wins=(Win(seat=1, tile=T("5z"), method=WinMethod.DISCARD, discarder=7),))


def test_the_winning_tile_must_be_in_the_winners_hand() -> None:
    with pytest.raises(RoundError, match="seat 1 wins on 1p but its hand '122334m456p789s55z' lacks it"):
        Round(seats=seats(), wins=(Win(seat=1, tile=T("1p")),))


def test_the_winning_tile_is_checked_in_the_winners_own_hand() -> None:
    # 5z is in seat 1's hand, not seat 2's
    with pytest.raises(RoundError, match="seat 2 wins on 5z"):
        Round(seats=seats(), wins=(Win(seat=2, tile=T("5z")),))


# -- Round: what it gives a win -----------------------------------------------------------------------


def test_drawn() -> None:
    assert Round(seats=seats()).drawn
    assert not Round(seats=seats(), wins=(Win(seat=1, tile=T("5z")),)).drawn
    # wins declared on the deal are a region's facts, not the shared Round's: a Round
    # without a Win is drawn, and its ruleset says whether a seat won at the deal
    assert not hasattr(Round(seats=seats()), "birds") and not hasattr(seats()[0], "deal_wins")


def test_context_carries_the_round_and_the_win() -> None:
    w = Win(
        seat=1,
        tile=T("5z"),
        method=WinMethod.DISCARD,
        discarder=3,
        first_draw=True,
        last_tile=True,
        wild_discards=2,
        passed=(T("2m"),),
        kong_discard=True,
    )
    r = Round(seats=seats(ready=3), wins=(w,), dealer=2, lianzhuang=4, prevailing_wind=1, indicator=T("9s"))
    c = r.context(w)
    assert (c.seat, c.dealer, c.method, c.discarder) == (1, 2, WinMethod.DISCARD, 3)
    assert (c.first_draw, c.last_tile, c.wild_discards, c.passed, c.kong_discard) == (
        True,
        True,
        2,
        (T("2m"),),
        True,
    )
    assert (c.lianzhuang, c.prevailing_wind, c.indicator) == (4, 1, T("9s"))
    # seat 1 is not ready (its discarder, seat 3, is: nothing reads that)
    assert not c.ready
    assert r.context(w, ready=True).ready
    # seat 1 with the dealer at seat 2: seat wind (1 - 2) % 4 = 3, north; not the dealer
    assert c.seat_wind == 3 and not c.winner_is_dealer
    assert c.payers == (2, 3, 0)


@pytest.mark.parametrize(
    ("seat", "dealer", "wind"),
    [
        (0, 0, 0),
        (1, 0, 1),
        (3, 0, 3),
        (1, 1, 0),
        (2, 1, 1),
        (0, 1, 3),
        (2, 3, 3),
        (0, 3, 1),
        (3, 3, 0),
        (0, 2, 2),
    ],
)
def test_seat_wind_counts_from_the_dealer(seat: int, dealer: int, wind: int) -> None:
    # the dealer sits east (0); then south, west, north in turn order
    r = Round(seats=seats(seat), wins=(Win(seat=seat, tile=T("5z")),), dealer=dealer)
    c = r.context(r.wins[0])
    assert c.seat_wind == wind
    assert c.winner_is_dealer is (seat == dealer)


def test_the_round_facts_reach_the_context() -> None:
    r = Round(seats=seats(ready=0), wins=(Win(seat=1, tile=T("5z")),), facts=("any", "value"))
    assert r.context(r.wins[0]).facts == ("any", "value")


def test_winning_hand_marks_the_tile_and_how_it_came() -> None:
    r = Round(seats=seats(), wins=(Win(seat=1, tile=T("5z"), method=WinMethod.KONG_REPLACEMENT),))
    h = r.winning_hand(r.wins[0])
    assert h.win_tile == T("5z") and h.self_drawn is True
    assert h.tiles == r.seats[1].hand.tiles
    fed = Win(seat=1, tile=T("4m"), method=WinMethod.ROBBED_KONG, discarder=0)
    assert Round(seats=seats(), wins=(fed,)).winning_hand(fed).self_drawn is False


def test_win_defaults() -> None:
    w = Win(seat=0, tile=T("1m"))
    assert w.method is WinMethod.SELF_DRAW and w.discarder is None
    assert (w.first_draw, w.last_tile, w.wild_discards, w.passed, w.kong_discard) == (
        False,
        False,
        0,
        (),
        False,
    )


# -- Transfer and Settlement ------------------------------------------------------------------------


@pytest.mark.parametrize("amount", [0, -3, 2.5, True], ids=["zero", "negative", "float", "bool"])
def test_a_transfer_amount_is_a_positive_integer(amount: object) -> None:
    with pytest.raises(RoundError, match=f"a transfer amount must be a positive integer, got {amount!r}"):
        Transfer(payer=0, payee=1, amount=amount, reason="win")  # type: ignore[arg-type]


def test_a_transfer_is_between_two_seats() -> None:
    with pytest.raises(RoundError, match=r"seat 4 is not a seat 0\.\.3"):
        Transfer(payer=4, payee=1, amount=1, reason="win")
    with pytest.raises(RoundError, match=r"seat -1 is not a seat 0\.\.3"):
        Transfer(payer=0, payee=-1, amount=1, reason="win")
    with pytest.raises(RoundError, match="seat 2 can not pay itself"):
        Transfer(payer=2, payee=2, amount=1, reason="win")


def test_nets_and_paid_are_worked_by_hand() -> None:
    s = Settlement(
        transfers=(
            Transfer(payer=0, payee=1, amount=8, reason="win"),
            Transfer(payer=2, payee=1, amount=4, reason="win"),
            Transfer(payer=2, payee=1, amount=3, reason="kong"),
            Transfer(payer=1, payee=3, amount=5, reason="kong"),
        )
    )
    # seat 0: -8; seat 1: +8 +4 +3 -5 = +10; seat 2: -4 -3 = -7; seat 3: +5
    assert s.nets == (-8, 10, -7, 5)
    assert s.paid(2, 1) == 7 and s.paid(2, 1, "win") == 4 and s.paid(2, 1, "kong") == 3
    assert s.paid(1, 2) == 0 and s.paid(1, 3, "win") == 0
    assert str(s).splitlines()[-1] == "nets: seat 0 -8, seat 1 +10, seat 2 -7, seat 3 +5"


def test_an_empty_settlement() -> None:
    s = Settlement()
    assert s.nets == (0, 0, 0, 0) and s.paid(0, 1) == 0
    assert str(s) == "nets: seat 0 +0, seat 1 +0, seat 2 +0, seat 3 +0"


def test_notes_come_first() -> None:
    s = Settlement(transfers=(Transfer(payer=3, payee=0, amount=2, reason="kong"),), notes=("荒庄",))
    assert str(s).splitlines() == [
        "荒庄",
        "seat 3 → seat 0: 2 (kong)",
        "nets: seat 0 +2, seat 1 +0, seat 2 +0, seat 3 -2",
    ]
