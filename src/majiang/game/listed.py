"""The discard actions of the kinds a packed key holds, listed once per key.

A seat's concealed tiles are five packed keys (:mod:`majiang.game.state`): the nine
kinds of each suit, the seven honors and the eight flowers, four bits a kind. Where no
play rule narrows the discards, the legal discards are every kind held, in kind order:
the concatenation of each key's listing, looked up rather than built each turn. The
lookup is by the key's occupancy (bit 0 of each four-bit count set where the kind is held:
``(key | key >> 1 | key >> 2) & OCCUPIED``), so a suit has at most 512 listings to build,
however many tiles of each kind are held.

>>> from majiang.game.state import SeatState
>>> seat = SeatState()
>>> for i in (0, 0, 4, 27): seat.add(i)
>>> [str(a.tile) for a in held_discards(seat.keys)]
['1m', '5m', '1z']
"""

from __future__ import annotations

from majiang.game.actions import DISCARDS, Action

__all__ = ["OCCUPIED", "SLOT_DISCARDS", "held_discards"]

OCCUPIED = 0x111111111
"""Bit 0 of each of the nine four-bit counts of a packed key."""


class _KeyDiscards(dict[int, tuple[Action, ...]]):
    """One slot's discards by occupancy key (kinds ``base``, ``base + 1``, ...), listed on first use."""

    def __init__(self, base: int) -> None:
        super().__init__()
        self.base = base

    def __missing__(self, key: int) -> tuple[Action, ...]:
        found = self[key] = tuple(DISCARDS[self.base + j] for j in range(16) if key >> 4 * j & 0xF)
        return found


SLOT_DISCARDS: tuple[dict[int, tuple[Action, ...]], ...] = tuple(
    _KeyDiscards(base) for base in (0, 9, 18, 27, 34)
)
"""By slot (``state.SLOT``): the discards of each occupancy key's kinds (at most 512 keys a slot)."""

_M, _P, _S, _Z, _F = SLOT_DISCARDS


def held_discards(keys: list[int]) -> tuple[Action, ...]:
    """A discard of every kind the five packed ``keys`` hold, in kind order (counts are 0..4,
    so a kind is held iff one of its count's three low bits is set)."""
    k0, k1, k2, k3, k4 = keys
    listed = (
        _M[(k0 | k0 >> 1 | k0 >> 2) & OCCUPIED]
        + _P[(k1 | k1 >> 1 | k1 >> 2) & OCCUPIED]
        + _S[(k2 | k2 >> 1 | k2 >> 2) & OCCUPIED]
        + _Z[(k3 | k3 >> 1 | k3 >> 2) & OCCUPIED]
    )
    return listed + _F[(k4 | k4 >> 1 | k4 >> 2) & OCCUPIED] if k4 else listed
