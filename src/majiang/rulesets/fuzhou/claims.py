"""Who takes a discard several seats can win on: one winner, 金雀 first.

No multiple ron in Fuzhou: the claimant nearest counter-clockwise from the discarder
(in turn order after him) wins, except that a 金雀 hand takes precedence.

>>> claimant(0, {2: False, 3: False})
2
>>> claimant(0, {1: False, 3: True})
3
>>> claimant(1, {0: True, 3: True})
3
"""

from __future__ import annotations

from collections.abc import Mapping

from majiang.errors import RoundError
from majiang.tiles import SEATS

__all__ = ["claimant"]


def claimant(discarder: int, claims: Mapping[int, bool]) -> int:
    """The seat that wins a discard ``claims`` (seat → its hand is 金雀) all want."""
    if type(discarder) is not int or not 0 <= discarder < SEATS:
        raise RoundError(f"discarder {discarder!r} is not a seat 0..{SEATS - 1}")
    if not claims:
        raise RoundError("no seat claims the discard")
    for seat in claims:
        if type(seat) is not int or not 0 <= seat < SEATS or seat == discarder:
            raise RoundError(f"claimant {seat!r} is not another seat than the discarder {discarder}")
    order = sorted(claims, key=lambda s: (not claims[s], (s - discarder) % SEATS))
    return order[0]
