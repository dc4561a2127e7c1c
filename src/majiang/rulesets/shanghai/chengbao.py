"""承包: a seat that fed the winner three claims, or claimed three of his discards, pays more.

Seat X is liable toward the winner W when W's melds claimed 3 or more of X's discards
(chi, pon or kong), or X's melds claimed 3 or more of W's (反承包). Each direction is a
liability of its own (重复计算). A meld names the seat it was claimed from (``@seat``);
one that does not is not counted.

>>> from majiang.hands import Hand
>>> from majiang.settlement import Round, SeatRecord, Win
>>> from majiang.tiles import Tile
>>> winner = SeatRecord(hand=Hand.parse("77s 5z", melds="111m@0 999p@0 555s@0 222z@3"))
>>> other = SeatRecord(hand=Hand.parse("1234567m1234s"))
>>> round_ = Round(seats=(other, winner, other, other), wins=(Win(seat=1, tile=Tile.from_str("5z")),))
>>> [seat for seat, why in liable_seats(round_, round_.wins[0])]
[0]
>>> print(liable_seats(round_, round_.wins[0])[0][1])
承包: seat 1 claimed 3 of seat 0's discards
"""

from __future__ import annotations

from majiang.scoring import WinMethod
from majiang.settlement import Round, Win

__all__ = ["CLAIMS", "liable_seats", "shares"]

CLAIMS = 3
"""Claims from one seat that make it liable (包含 3 次)."""


def _claims(round: Round, claimer: int, source: int) -> int:
    return sum(m.claimed_from == source and not m.concealed for m in round.seats[claimer].hand.melds)


def liable_seats(round: Round, win: Win) -> list[tuple[int, str]]:
    """Every liability toward this winner: ``(seat, why)``, one entry per direction."""
    found = []
    winner = win.seat
    for step in range(1, len(round.seats)):
        seat = (winner + step) % len(round.seats)
        fed = _claims(round, winner, seat)
        if fed >= CLAIMS:
            found.append((seat, f"承包: seat {winner} claimed {fed} of seat {seat}'s discards"))
        took = _claims(round, seat, winner)
        if took >= CLAIMS:
            found.append((seat, f"反承包: seat {seat} claimed {took} of seat {winner}'s discards"))
    return found


def shares(win: Win) -> int:
    """Shares of the value a liable seat pays: 3 on a self-draw or a robbed kong, else 1."""
    return 3 if win.method.self_drawn or win.method is WinMethod.ROBBED_KONG else 1
