"""The discard actions of the kinds a packed key holds, listed once per key.

A seat's concealed tiles are five packed keys (:mod:`majiang.game.state`): the nine
kinds of each suit, the seven honors and the eight flowers, four bits a kind. Where no
play rule narrows the discards, the legal discards are every kind held, in kind order:
the concatenation of each key's listing, looked up rather than built each turn.

>>> from majiang.game.state import SeatState
>>> seat = SeatState()
>>> for i in (0, 0, 4, 27): seat.add(i)
>>> [str(a.tile) for a in held_discards(seat.keys)]
['1m', '5m', '1z']
"""

from __future__ import annotations

from majiang.game.actions import DISCARDS, Action

__all__ = ["SLOT_DISCARDS", "held_discards"]


class _KeyDiscards(dict[int, tuple[Action, ...]]):
    """One slot's discards by packed key (kinds ``base``, ``base + 1``, ...), listed on first use."""

    def __init__(self, base: int) -> None:
        super().__init__()
        self.base = base

    def __missing__(self, key: int) -> tuple[Action, ...]:
        if len(self) > 65536:
            self.clear()
        found = self[key] = tuple(DISCARDS[self.base + j] for j in range(16) if key >> 4 * j & 0xF)
        return found


SLOT_DISCARDS: tuple[dict[int, tuple[Action, ...]], ...] = tuple(
    _KeyDiscards(base) for base in (0, 9, 18, 27, 34)
)
"""By slot (``state.SLOT``): the discards of each packed key's kinds."""


def held_discards(keys: list[int]) -> tuple[Action, ...]:
    """A discard of every kind the five packed ``keys`` hold, in kind order."""
    listed = (
        SLOT_DISCARDS[0][keys[0]]
        + SLOT_DISCARDS[1][keys[1]]
        + SLOT_DISCARDS[2][keys[2]]
        + SLOT_DISCARDS[3][keys[3]]
    )
    return listed + SLOT_DISCARDS[4][keys[4]] if keys[4] else listed
