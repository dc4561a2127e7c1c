"""Hebei's kong money: counted during play, paid at the end of a won round, void in a draw.

* 点杠 (an exposed kong made on a discard, ``1111m@2``): the feeder pays 3;
* 补杠 (added to one's pon, ``1111m+``): each other seat pays 1;
* 暗杠 (concealed, ``(1111m)``): each other seat pays 2.

Paid whoever wins the round (the ``hb`` code's fed −3 / exposed +3 / concealed +6 /
added +3).

>>> from majiang.hands import Meld
>>> [kong_money(Meld.parse(m), seat=0) for m in ("1111m@2", "2222m+", "(3333m)")]
[((2, 3),), ((1, 1), (2, 1), (3, 1)), ((1, 2), (2, 2), (3, 2))]
"""

from __future__ import annotations

from majiang.errors import RoundError
from majiang.hands import Meld, MeldKind
from majiang.settlement import Reason, Round, Transfer
from majiang.tiles import SEATS

__all__ = ["ADDED", "CONCEALED", "FED", "check_feeders", "kong_money", "kong_transfers"]

FED = 3
"""点杠: the feeder pays 3."""
ADDED = 1
"""补杠: each other seat pays 1."""
CONCEALED = 2
"""暗杠: each other seat pays 2."""


def _name(meld: Meld) -> tuple[str, int]:
    if meld.concealed:
        return "暗杠", CONCEALED
    if meld.added:
        return "补杠", ADDED
    return "点杠", FED


def kong_money(meld: Meld, *, seat: int) -> tuple[tuple[int, int], ...]:
    """(payer, amount) pairs one kong of ``seat`` earns."""
    name, amount = _name(meld)
    if name == "点杠":
        if meld.claimed_from is None:
            raise RoundError(f"点杠 {meld} names no feeder: write it {meld}@<seat>")
        return ((meld.claimed_from, amount),)
    return tuple(((seat + k) % SEATS, amount) for k in range(1, SEATS))


def check_feeders(round: Round) -> None:
    """Raise unless every 点杠 names the seat that fed it (it pays 3)."""
    for seat, record in enumerate(round.seats):
        for meld in record.hand.melds:
            if (
                meld.kind is MeldKind.KONG
                and not meld.concealed
                and not meld.added
                and meld.claimed_from is None
            ):
                raise RoundError(
                    f"seat {seat}'s 点杠 {meld} names no feeder: write it {meld}@<seat> "
                    f"(the feeder pays {FED})"
                )


def kong_transfers(round: Round) -> list[Transfer]:
    """Every kong's money, for a won round."""
    transfers: list[Transfer] = []
    for seat, record in enumerate(round.seats):
        for meld in record.hand.melds:
            if meld.kind is not MeldKind.KONG:
                continue
            name, _ = _name(meld)
            transfers.extend(
                Transfer(
                    payer=payer,
                    payee=seat,
                    amount=amount,
                    reason=Reason.KONG,
                    working=f"{name} {meld}: {amount}",
                )
                for payer, amount in kong_money(meld, seat=seat)
            )
    return transfers
