"""Bad input to the win and round types: WinContext, Win, SeatRecord, Round, Transfer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from majiang.errors import MajiangError, RoundError
from majiang.hands import Hand
from majiang.rulesets.changsha import ChangshaFacts
from majiang.scoring import WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Settlement, Transfer, Win
from majiang.tiles import Tile, parse_tiles
from tests.bad_input.corpus import case, check

T = Tile.from_str
DISCARD = WinMethod.DISCARD
HAND = Hand.parse("123m456p789m234s1z")
SEAT = SeatRecord(hand=HAND)
WINNER = SeatRecord(hand=Hand.parse("123m456p789m234s11z"))


def table(*, winner: SeatRecord = WINNER, **fields: Any) -> Round:
    return Round(seats=(winner, SEAT, SEAT, SEAT), **fields)


CONTEXT_CASES = [
    case(lambda: WinContext(seat=0, method="self_draw"), RoundError, "'self_draw'", "method-str"),  # type: ignore[arg-type]
    case(lambda: WinContext(seat=0, lianzhuang="3"), RoundError, "'3'", "lianzhuang-str"),  # type: ignore[arg-type]
    case(lambda: WinContext(seat=0, lianzhuang=None), RoundError, "None", "lianzhuang-none"),  # type: ignore[arg-type]
    case(lambda: WinContext(seat=0, lianzhuang=1.5), RoundError, "1.5", "lianzhuang-float"),  # type: ignore[arg-type]
    case(lambda: WinContext(seat=0, lianzhuang=-1), RoundError, "-1", "lianzhuang-negative"),
    case(lambda: WinContext(seat=0, lianzhuang=True), RoundError, "True", "lianzhuang-bool"),
    case(lambda: WinContext(seat=0, lianzhuang=10**100), RoundError, "lianzhuang", "lianzhuang-huge"),
    case(lambda: WinContext(seat=0, indicator="9s"), RoundError, "'9s'", "indicator-str"),  # type: ignore[arg-type]
    case(lambda: WinContext(seat=0, first_draw="no"), RoundError, "'no'", "first-draw-str"),  # type: ignore[arg-type]
    case(lambda: WinContext(seat=0, last_tile=1), RoundError, "1", "last-tile-int"),  # type: ignore[arg-type]
    case(lambda: WinContext(seat=0, ready=None), RoundError, "None", "ready-none"),  # type: ignore[arg-type]
    case(lambda: WinContext(seat=0, win_wild="yes"), RoundError, "'yes'", "win-wild-str"),  # type: ignore[arg-type]
    case(lambda: WinContext(seat=0, wild_discards=-2), RoundError, "-2", "wild-discards-negative"),
    case(
        lambda: WinContext(seat=0, passed=(T("1m"),) * 10),
        RoundError,
        "10 copies of '1m'",
        "passed-ten-copies",
    ),
    case(lambda: WinContext(seat=0, passed="1m"), RoundError, "'1m'", "passed-str"),  # type: ignore[arg-type]
    case(lambda: WinContext(seat=0, passed=(T("1f"),)), RoundError, "1f", "passed-flower"),
    case(lambda: WinContext(seat=0, prevailing_wind=7), RoundError, "7", "prevailing-wind-7"),
    case(lambda: WinContext(seat=4), RoundError, "seat 4", "seat-4"),
    case(lambda: WinContext(seat=True), RoundError, "True", "seat-bool"),
    case(lambda: WinContext(seat=0, dealer="0"), RoundError, "'0'", "dealer-str"),  # type: ignore[arg-type]
    case(lambda: WinContext(seat=0, method=DISCARD), RoundError, "discarder", "discard-without-discarder"),
    case(lambda: WinContext(seat=0, discarder=1), RoundError, "self_draw", "self-draw-with-discarder"),
    case(lambda: WinContext(seat=1, method=DISCARD, discarder=1), RoundError, "seat 1", "own-discard"),
    case(
        lambda: WinContext(seat=0, kong_discard=True), RoundError, "kong_discard", "kong-discard-self-drawn"
    ),
]

WIN_CASES = [
    case(lambda: Win(seat=0, tile=T("1m"), first_draw="no"), RoundError, "'no'", "first-draw-str"),  # type: ignore[arg-type]
    case(lambda: Win(seat=0, tile="1m"), RoundError, "'1m'", "tile-str"),  # type: ignore[arg-type]
    case(lambda: Win(seat="0", tile=T("1m")), RoundError, "'0'", "seat-str"),  # type: ignore[arg-type]
    case(lambda: Win(seat=0, tile=T("1m"), method="discard"), RoundError, "'discard'", "method-str"),  # type: ignore[arg-type]
    case(
        lambda: Win(seat=0, tile=T("1m"), method=DISCARD),
        RoundError,
        "discarder",
        "discard-without-discarder",
    ),
    case(lambda: Win(seat=0, tile=T("1m"), discarder=2), RoundError, "seat 2", "self-draw-with-discarder"),
    case(lambda: Win(seat=2, tile=T("1m"), method=DISCARD, discarder=2), RoundError, "seat 2", "own-discard"),
    case(lambda: Win(seat=0, tile=T("1m"), passed=(T("9p"),) * 5), RoundError, "'9p'", "passed-five"),
    case(lambda: Win(seat=0, tile=T("1m"), wild_discards=1.0), RoundError, "1.0", "wild-discards-float"),  # type: ignore[arg-type]
]

SEAT_CASES = [
    case(lambda: SeatRecord.parse("123m", set_aside=None), RoundError, "None", "parse-set-aside-none"),  # type: ignore[arg-type]
    case(lambda: SeatRecord.parse("123m", discards=None), RoundError, "None", "parse-discards-none"),  # type: ignore[arg-type]
    case(lambda: SeatRecord(hand=HAND, discards="1m"), RoundError, "'1m'", "discards-str"),  # type: ignore[arg-type]
    case(lambda: SeatRecord(hand="123m"), RoundError, "'123m'", "hand-str"),  # type: ignore[arg-type]
    case(lambda: SeatRecord(hand=HAND, ready="yes"), RoundError, "'yes'", "ready-str"),  # type: ignore[arg-type]
    case(lambda: SeatRecord(hand=HAND, set_aside=("123z",)), RoundError, "'123z'", "set-aside-strings"),  # type: ignore[arg-type]
    case(lambda: ChangshaFacts(dealt="123m"), RoundError, "one entry per seat", "dealt-str"),  # type: ignore[arg-type]
    case(lambda: ChangshaFacts(dealt=("123m", (), (), ())), RoundError, "'123m'", "dealt-seat-str"),  # type: ignore[arg-type]
    case(lambda: ChangshaFacts(deal_wins=("sixi", (), (), ())), RoundError, "'sixi'", "deal-wins-str"),  # type: ignore[arg-type]
    case(lambda: ChangshaFacts(deal_wins=((1,), (), (), ())), RoundError, "win keys", "deal-wins-int"),  # type: ignore[arg-type]
    case(lambda: ChangshaFacts.parse(dealt={4: "1m"}), RoundError, "4 is not a seat", "parse-dealt-seat-4"),
    case(lambda: ChangshaFacts.parse(deal_wins={1: "sixi"}), RoundError, "'sixi'", "parse-deal-wins-str"),
    case(
        lambda: SeatRecord(hand=HAND, discards=parse_tiles("1111m1m")),
        RoundError,
        "5 copies of '1m'",
        "discards-five",
    ),
]

ROUND_CASES = [
    case(lambda: ChangshaFacts(birds="1m"), RoundError, "'1m'", "birds-str"),  # type: ignore[arg-type]
    case(lambda: table(lianzhuang=-1), RoundError, "-1", "lianzhuang-negative"),
    case(lambda: table(prevailing_wind=7), RoundError, "7", "prevailing-wind-7"),
    case(lambda: table(dealer=4), RoundError, "4", "dealer-4"),
    case(lambda: table(indicator="5s"), RoundError, "'5s'", "indicator-str"),  # type: ignore[arg-type]
    case(lambda: table(haidi_seat=-1), RoundError, "-1", "haidi-negative"),
    case(lambda: table(wins=[Win(seat=0, tile=T("1z"))]), RoundError, "Round.wins", "wins-a-list"),  # type: ignore[arg-type]
    case(lambda: table(wins=("seat 0",)), RoundError, "'seat 0'", "wins-strings"),  # type: ignore[arg-type]
    case(lambda: Round(seats=(SEAT, SEAT, SEAT)), RoundError, "3", "three-seats"),
    case(lambda: Round(seats=[SEAT] * 4), RoundError, "Round.seats", "seats-a-list"),  # type: ignore[arg-type]
    case(lambda: Round(seats=("123m",) * 4), RoundError, "'123m'", "seats-strings"),  # type: ignore[arg-type]
    case(lambda: table(wins=(Win(seat=0, tile=T("9p")),)), RoundError, "9p", "win-tile-not-held"),
    case(
        lambda: table(
            winner=SeatRecord(hand=Hand.parse("123m456p789m234s11z", win="2m")),
            wins=(Win(seat=0, tile=T("1z")),),
        ),
        RoundError,
        "2m",
        "hand-names-another-winning-tile",
    ),
    case(
        lambda: table(
            winner=SeatRecord(hand=Hand.parse("123m456p789m234s11z", win="1z", self_drawn=True)),
            wins=(Win(seat=0, tile=T("1z"), method=DISCARD, discarder=1),),
        ),
        RoundError,
        "discard",
        "hand-self-drawn-but-win-on-a-discard",
    ),
    case(
        lambda: Round(
            seats=(WINNER, SeatRecord(hand=Hand.parse("123m456p789m234s11z", win="1z")), SEAT, SEAT)
        ),
        RoundError,
        "seat 1 did not win",
        "loser-holds-a-winning-tile",
    ),
]

TRANSFER_CASES = [
    case(lambda: Transfer(payer=0, payee=1, amount=0, reason="win"), RoundError, "0", "amount-zero"),
    case(lambda: Transfer(payer=0, payee=1, amount=1.5, reason="win"), RoundError, "1.5", "amount-float"),  # type: ignore[arg-type]
    case(lambda: Transfer(payer=0, payee=0, amount=1, reason="win"), RoundError, "seat 0", "pays-itself"),
    case(lambda: Transfer(payer=5, payee=0, amount=1, reason="win"), RoundError, "5", "payer-5"),
    case(lambda: Transfer(payer=0, payee="1", amount=1, reason="win"), RoundError, "'1'", "payee-str"),  # type: ignore[arg-type]
    case(lambda: Settlement(transfers=("x",)), RoundError, "'x'", "settlement-of-strings"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("call", "error", "needle"), CONTEXT_CASES)
def test_bad_win_context(call: Callable[[], Any], error: type[MajiangError], needle: str) -> None:
    check(call, error, needle)


@pytest.mark.parametrize(("call", "error", "needle"), WIN_CASES)
def test_bad_win(call: Callable[[], Any], error: type[MajiangError], needle: str) -> None:
    check(call, error, needle)


@pytest.mark.parametrize(("call", "error", "needle"), SEAT_CASES)
def test_bad_seat_record(call: Callable[[], Any], error: type[MajiangError], needle: str) -> None:
    check(call, error, needle)


@pytest.mark.parametrize(("call", "error", "needle"), ROUND_CASES)
def test_bad_round(call: Callable[[], Any], error: type[MajiangError], needle: str) -> None:
    check(call, error, needle)


@pytest.mark.parametrize(("call", "error", "needle"), TRANSFER_CASES)
def test_bad_transfer(call: Callable[[], Any], error: type[MajiangError], needle: str) -> None:
    check(call, error, needle)


def test_a_winner_may_carry_its_own_winning_tile() -> None:
    """The winner's record may mark the winning tile, if it marks the same one."""
    marked = SeatRecord(hand=Hand.parse("123m456p789m234s11z", win="1z", self_drawn=True))
    assert table(winner=marked, wins=(Win(seat=0, tile=T("1z")),)).wins[0].tile == T("1z")
