"""A round of several win moments: play that goes on after a win (血战到底).

Where play goes on after a win, a round holds a sequence of **win moments**: each
is one self-draw, or one discard (or robbed kong) won by one or several seats. A
winner leaves play; the seats still in go on, and only they pay later wins and
later kongs. The moment of an event is **how many win moments came before it**:

* ``Win.moment``: 0 for the round's first win moment, 1 for the next, ...; the wins of
  one moment share one discard (一炮多响); a round's wins are listed in moment order.
* :class:`Kong` (``Round.kongs``, in the order they were made): a kong of a seat's
  melds and its moment; a kong that is not listed happened at moment 0, before any win.

The seats **out** at moment ``m`` are the winners of moments before ``m``; the seats
**still in** are the others. A seat out can not win again, make a kong, feed a win or
a kong. A round with one win moment (every round of a region where a win ends play)
is what it always was: every ``moment`` 0, every seat in.

>>> from majiang.tiles import Tile
>>> from majiang.settlement import Round, SeatRecord, Win
>>> seats = (
...     SeatRecord.parse("1234567m", melds="1111s 2222s+"),       # out at moment 1
...     SeatRecord.parse("1234567m", melds="(3333s) 888s"),
...     SeatRecord.parse("12345678m", melds="5555p 9999s@1"),     # out at moment 2
...     SeatRecord.parse("123456789m1234p"),
... )
>>> wins = (
...     Win(seat=0, tile=Tile.from_str("7m")),                               # moment 0
...     Win(seat=2, tile=Tile.from_str("8m"), moment=1),                     # moment 1
... )
>>> kongs = (Kong(seat=2, tile=Tile.from_str("9s"), moment=1),
...          Kong(seat=1, tile=Tile.from_str("3s"), moment=2))
>>> round_ = Round(seats=seats, wins=wins, kongs=kongs)
>>> round_.moments, sorted(round_.out_at(2)), round_.still_in(1)
(2, [0, 2], (1, 2, 3))
>>> round_.kong_moment(1, Tile.from_str("3s")), round_.kong_moment(0, Tile.from_str("1s"))
(2, 0)
>>> Round(seats=seats, wins=wins, kongs=(Kong(seat=0, tile=Tile.from_str("1s"), moment=1),))
Traceback (most recent call last):
...
majiang.errors.RoundError: Round.kongs[0]: seat 0 won at moment 0, so it makes no kong at moment 1
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from majiang import _checks as check
from majiang._calls import checked_call
from majiang.errors import RoundError
from majiang.hands import Meld, MeldKind
from majiang.tiles import SEATS, Tile

if TYPE_CHECKING:
    from majiang.settlement.round import Round

__all__ = ["Kong", "check_moment", "check_moments", "kong_meld", "win_moments"]


def check_moment(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not int or not 0 <= value < SEATS:
        raise RoundError(
            f"{type(instance).__name__}.{attribute.name} must be a win moment 0..{SEATS - 1} "
            f"(how many win moments came before), got {value!r}"
        )


@checked_call
@attrs.frozen(kw_only=True)
class Kong:
    """When a seat made one of its kongs: ``moment`` win moments had come before it.

    ``seat`` and ``tile`` name a kong among the seat's melds (its kind and its feeder
    are the meld's); a round lists a kong here only when it came after a win.

    >>> Kong(seat=1, tile=Tile.from_str("5p"), moment=1)
    Kong(seat=1, tile=Tile(suit='p', rank=5), moment=1)
    >>> Kong(seat=1, tile=Tile.from_str("5p"), moment=-1)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    majiang.errors.RoundError: Kong.moment must be a win moment 0..3 (how many ...), got -1
    """

    seat: int = attrs.field(validator=check.seat)
    tile: Tile = attrs.field(validator=check.tile)
    moment: int = attrs.field(default=0, validator=check_moment)


def kong_meld(round: Round, seat: int, tile: Tile) -> Meld | None:
    """The kong of ``tile`` among ``seat``'s melds, or ``None``."""
    for meld in round.seats[seat].hand.melds:
        if meld.kind is MeldKind.KONG and meld.tiles[0] == tile:
            return meld
    return None


def win_moments(round: Round) -> dict[int, int]:
    """Each winner's moment."""
    return {win.seat: win.moment for win in round.wins}


def check_moments(round: Round) -> None:
    """Raise unless the round's moments are a sequence: wins listed in moment order with
    no moment skipped, one win per seat once play went on, nobody out feeding a win, and
    each listed kong a kong of its seat's melds made while the seat (and its feeder) was in.
    """
    expected = 0
    for index, win in enumerate(round.wins):
        if win.moment not in (expected - 1, expected) or (index == 0 and win.moment != 0):
            raise RoundError(
                f"Round.wins[{index}]: moment {win.moment} after moment {expected - 1}; wins are listed "
                "in moment order, the first at moment 0, no moment skipped"
            )
        expected = win.moment + 1
    if expected > 1:
        seen: dict[int, int] = {}
        for index, win in enumerate(round.wins):
            if win.seat in seen:
                raise RoundError(
                    f"Round.wins[{index}]: seat {win.seat} won at moment {seen[win.seat]} and left play; "
                    f"it can not win again at moment {win.moment}"
                )
            seen[win.seat] = win.moment
    won = win_moments(round)
    for index, win in enumerate(round.wins):
        if win.discarder is not None and won.get(win.discarder, SEATS) < win.moment:
            raise RoundError(
                f"Round.wins[{index}]: seat {win.discarder} won at moment {won[win.discarder]} and left "
                f"play; it feeds no win at moment {win.moment}"
            )
    listed: set[tuple[int, Tile]] = set()
    for index, kong in enumerate(round.kongs):
        where = f"Round.kongs[{index}]"
        meld = kong_meld(round, kong.seat, kong.tile)
        if meld is None:
            raise RoundError(
                f"{where}: seat {kong.seat} has no kong of {kong.tile} among its melds "
                f"{' '.join(str(m) for m in round.seats[kong.seat].hand.melds) or '(none)'}"
            )
        if (kong.seat, kong.tile) in listed:
            raise RoundError(f"{where}: seat {kong.seat}'s kong of {kong.tile} is listed twice")
        listed.add((kong.seat, kong.tile))
        if kong.moment > expected:
            raise RoundError(f"{where}: moment {kong.moment}, but the round has {expected} win moments")
        if won.get(kong.seat, SEATS) < kong.moment:
            raise RoundError(
                f"{where}: seat {kong.seat} won at moment {won[kong.seat]}, so it makes no kong at "
                f"moment {kong.moment}"
            )
        feeder = None if meld.added or meld.concealed else meld.claimed_from  # a direct kong's discarder
        if feeder is not None and won.get(feeder, SEATS) < kong.moment:
            raise RoundError(
                f"{where}: seat {feeder} won at moment {won[feeder]} and left play; it feeds no kong "
                f"at moment {kong.moment}"
            )
