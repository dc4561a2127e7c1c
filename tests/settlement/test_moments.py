"""Rounds of several win moments (play that goes on after a win, 血战): the order of the
wins, the seats out at each, kongs with their moment, who pays, JSON, and refusals."""

from __future__ import annotations

import json

import attrs
import pytest

from majiang.errors import RoundError
from majiang.rulesets import get
from majiang.rulesets.changsha import Changsha, ChangshaFacts
from majiang.scoring import WinContext, WinMethod
from majiang.serialize import dump_round, load_round
from majiang.settlement import Kong, Round, SeatRecord, Win
from majiang.tiles import Tile

T = Tile.from_str


class GoesOn(Changsha):
    """Changsha's money, with play going on after a win (a test-only ruleset)."""

    def continues_after_win(self) -> bool:
        return True


def _two_moments() -> Round:
    return Round.build(
        get("changsha"),
        seats={1: "123m 456p 789p 345s 22s", 2: "456m 123s 789s 678p 88m"},
        wins=(Win(seat=1, tile=T("5s")), Win(seat=2, tile=T("8m"), moment=1)),
    )


def _seats(*, melds: str = "") -> tuple[SeatRecord, ...]:
    return (
        SeatRecord.parse("1234567m", melds="1111s 2222s+"),
        SeatRecord.parse("1234567m", melds="(3333s) 888s"),
        SeatRecord.parse("12345678m", melds="5555p 9999s@1"),
        SeatRecord.parse("123456789m1234p"),
    )


# -- who is out, who pays -----------------------------------------------------------------------


def test_out_and_still_in_follow_the_moments() -> None:
    round_ = _two_moments()
    assert round_.moments == 2
    assert round_.out_at(0) == frozenset() and round_.out_at(1) == {1} and round_.out_at(2) == {1, 2}
    assert round_.still_in(1) == (0, 2, 3) and round_.still_in(2) == (0, 3)
    assert round_.context(round_.wins[1]).out == (1,)
    assert round_.context(round_.wins[1]).payers == (3, 0)  # turn order after seat 2, seat 1 out


def test_a_later_win_is_paid_only_by_the_seats_still_in() -> None:
    # Changsha 小胡自摸 by a non-dealer: the dealer pays 20, the others 10 each.
    # moment 0, seat 1: seat 0 → 20, seats 2, 3 → 10 each (seat 1 +40);
    # moment 1, seat 2 (seat 1 out): seat 0 → 20, seat 3 → 10 (seat 2 +30).
    # nets: seat 0 −20 −20 = −40; seat 1 +40; seat 2 −10 +30 = +20; seat 3 −10 −10 = −20.
    settlement = GoesOn().settle(_two_moments())
    assert settlement.nets == (-40, 40, 20, -20)
    assert settlement.paid(1, 2) == 0


def test_a_ruleset_that_ends_at_the_first_win_refuses_two_moments() -> None:
    with pytest.raises(RoundError, match=r"changsha ends the round at its first win, got wins at 2 moments"):
        get("changsha").settle(_two_moments())


def test_wall_end_after_wins_only_where_play_goes_on() -> None:
    round_ = _two_moments()
    assert GoesOn().ran_to_wall_end(round_)  # two of four won: two seats were left at the wall's end
    assert not get("changsha").ran_to_wall_end(
        Round.build(get("changsha"), seats={1: "123m 456p 789p 345s 22s"}, wins=Win(seat=1, tile=T("5s")))
    )
    assert get("changsha").ran_to_wall_end(Round.build(get("changsha"), seats={}))


def test_kong_moments() -> None:
    kongs = (Kong(seat=2, tile=T("9s"), moment=1), Kong(seat=1, tile=T("3s"), moment=2))
    wins = (Win(seat=0, tile=T("7m")), Win(seat=2, tile=T("8m"), moment=1))
    round_ = Round(seats=_seats(), wins=wins, kongs=kongs)
    assert round_.kong_moment(2, T("9s")) == 1
    assert round_.kong_moment(1, T("3s")) == 2
    assert round_.kong_moment(2, T("5p")) == 0  # not listed: before any win


def test_the_context_refuses_an_out_seat_in_the_win() -> None:
    with pytest.raises(RoundError, match=r"WinContext.out: seat 1 is out of play"):
        WinContext(seat=1, out=(1,))
    with pytest.raises(RoundError, match=r"WinContext.out: seat 2 is out of play"):
        WinContext(seat=1, method=WinMethod.DISCARD, discarder=2, out=(2,))
    with pytest.raises(RoundError, match=r"WinContext.out must be a tuple of distinct seats 0..3, got \[0\]"):
        WinContext(seat=1, out=[0])  # type: ignore[arg-type]
    assert WinContext(seat=1, out=(3, 0)).payers == (2,)


# -- refusals --------------------------------------------------------------------------------


def _win(seat: int, tile: str, moment: int = 0, discarder: int | None = None) -> Win:
    method = WinMethod.SELF_DRAW if discarder is None else WinMethod.DISCARD
    return Win(seat=seat, tile=T(tile), moment=moment, method=method, discarder=discarder)


@pytest.mark.parametrize(
    ("wins", "kongs", "message"),
    [
        pytest.param(
            (_win(0, "7m", 1),), (), r"Round.wins\[0\]: moment 1 after moment -1", id="first-not-zero"
        ),
        pytest.param(
            (_win(0, "7m"), _win(2, "8m", 2)), (), r"Round.wins\[1\]: moment 2 after moment 0", id="skipped"
        ),
        pytest.param(
            (_win(0, "7m", 0), _win(2, "8m", 1), _win(1, "7m", 0, discarder=3)),
            (),
            r"Round.wins\[2\]: moment 0 after moment 1",
            id="out-of-order",
        ),
        pytest.param(
            (_win(2, "8m"), _win(0, "7m", 1, discarder=2)),
            (),
            r"Round.wins\[1\]: seat 2 won at moment 0 and left play; it feeds no win at moment 1",
            id="out-feeds",
        ),
        pytest.param(
            (_win(0, "7m"),),
            (Kong(seat=3, tile=T("1p")),),
            r"Round.kongs\[0\]: seat 3 has no kong of 1p among its melds \(none\)",
            id="no-such-kong",
        ),
        pytest.param(
            (_win(0, "7m"),),
            (Kong(seat=1, tile=T("3s"), moment=1), Kong(seat=1, tile=T("3s"), moment=1)),
            r"Round.kongs\[1\]: seat 1's kong of 3s is listed twice",
            id="twice",
        ),
        pytest.param(
            (_win(0, "7m"),),
            (Kong(seat=1, tile=T("3s"), moment=2),),
            r"Round.kongs\[0\]: moment 2, but the round has 1 win moments",
            id="after-the-end",
        ),
        pytest.param(
            (_win(1, "7m"),),
            (Kong(seat=2, tile=T("9s"), moment=1),),
            r"Round.kongs\[0\]: seat 1 won at moment 0 and left play; it feeds no kong at moment 1",
            id="out-feeds-kong",
        ),
    ],
)
def test_impossible_sequences_are_refused(
    wins: tuple[Win, ...], kongs: tuple[Kong, ...], message: str
) -> None:
    with pytest.raises(RoundError, match=message):
        Round(seats=_seats(), wins=wins, kongs=kongs)


def test_a_seat_wins_once_when_play_goes_on() -> None:
    seats = list(_seats())
    seats[0] = SeatRecord.parse("123456789m1234p")
    with pytest.raises(
        RoundError, match=r"Round.wins\[1\]: seat 2 won at moment 0 and left play; it can not win again"
    ):
        Round(seats=tuple(seats), wins=(_win(2, "8m"), _win(2, "8m", 1)))


@pytest.mark.parametrize("moment", [-1, 4, True, "1"])
def test_a_moment_is_a_small_count(moment: object) -> None:
    with pytest.raises(RoundError, match=r"Win.moment must be a win moment 0..3"):
        Win(seat=0, tile=T("1m"), moment=moment)  # type: ignore[arg-type]


def test_kongs_must_be_kong_records() -> None:
    with pytest.raises(RoundError, match=r"Round.kongs must be a tuple of Kong"):
        Round(seats=_seats(), kongs=[Kong(seat=1, tile=T("3s"))])  # type: ignore[arg-type]


# -- JSON -----------------------------------------------------------------------------------------


def test_moments_round_trip_and_defaults_are_left_out() -> None:
    round_ = _two_moments()
    document = dump_round(round_, get("changsha"))
    assert "moment" not in document["round"]["wins"][0] and document["round"]["wins"][1]["moment"] == 1
    assert "kongs" not in document["round"]
    loaded, _ = load_round(json.dumps(document))
    assert loaded == attrs.evolve(round_, facts=ChangshaFacts())  # facts left out: the defaults
    with_kongs = Round(seats=_seats(), wins=(_win(0, "7m"),), kongs=(Kong(seat=1, tile=T("3s"), moment=1),))
    document = dump_round(with_kongs, get("changsha"))
    assert document["round"]["kongs"] == [{"seat": 1, "tile": "3s", "moment": 1}]
    assert load_round(document)[0] == attrs.evolve(with_kongs, facts=ChangshaFacts())


def test_a_document_from_before_moments_still_loads() -> None:
    document = {
        "format": "majiang.round/1",
        "ruleset": "changsha",
        "round": {
            "seats": [{"hand": {"tiles": "123m456p789p345s22s"}}]
            + [{"hand": {"tiles": t}} for t in ("1112345678999m", "1112345678999p", "1112345678999s")],
            "wins": [{"seat": 0, "tile": "5s", "method": "self_draw"}],
        },
    }
    round_, _ = load_round(document)
    assert round_.wins[0].moment == 0 and round_.kongs == () and round_.moments == 1


def test_a_bad_kong_in_json_names_the_field() -> None:
    document = dump_round(_two_moments(), get("changsha"))
    document["round"]["kongs"] = [{"seat": 1, "tile": "5s", "moment": "late"}]
    with pytest.raises(RoundError, match=r"round.kongs\[0\].moment: expected int, got 'late'"):
        load_round(document)
