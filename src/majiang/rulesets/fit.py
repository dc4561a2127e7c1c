"""Whether a hand's physical tiles fit a tile set: tile by tile, or all kinds at once.

:func:`packed_fits` adds the hand's packed counts (four bits per index, as ``Hand._packed``
keeps the concealed tiles) and compares every kind at once with the set's copies packed
the same way: bit 3 of each four-bit field of ``limit - packed`` survives exactly where
the count is within the copies (a :class:`~majiang.hands.Hand` holds at most 4 of a kind,
one more with an indicator set aside, so no field borrows from the next). :func:`fits` is
the tile-by-tile test, for the checks that write a message.

>>> from majiang.hands import Hand
>>> from majiang.tiles import STANDARD, Tile
>>> limit = packed_limit(STANDARD.copies_by_index)
>>> hand = Hand.parse("1111m23p", melds="456s")
>>> packed_fits(limit, hand, None), packed_fits(limit, hand, Tile.from_str("1m"))
(True, False)
>>> fits(STANDARD.copies_by_index, [*hand.tiles, Tile.from_str("1m")])
False
"""

from __future__ import annotations

from collections.abc import Iterable

from majiang.hands import Hand
from majiang.tiles import Tile
from majiang.tiles.tile import TILE_COUNT

__all__ = ["fits", "packed_fits", "packed_limit"]

_HIGH = sum(8 << 4 * i for i in range(TILE_COUNT))
"""Bit 3 of each of the 42 four-bit counts."""
_ALL_COUNTS = (1 << 4 * TILE_COUNT) - 1


def fits(copies: tuple[int, ...], tiles: Iterable[Tile]) -> bool:
    """Whether a set with these copies per index holds all of ``tiles`` (checked Tiles)."""
    seen = [0] * len(copies)
    for tile in tiles:
        index = tile.index
        seen[index] += 1
        if seen[index] > copies[index]:
            return False
    return True


def packed_limit(copies: tuple[int, ...]) -> int:
    """A set's copies packed four bits per index, bit 3 of each field set."""
    return sum(c << 4 * i for i, c in enumerate(copies)) | _HIGH


def packed_fits(limit: int, hand: Hand, aside: Tile | None) -> bool:
    """Whether every physical tile of a checked ``hand`` (concealed, flowers, melds) and the
    tile ``aside`` (an indicator out of play) fit the set whose :func:`packed_limit` is ``limit``."""
    packed: int = hand._packed & _ALL_COUNTS
    for tile in hand.flowers:
        packed += 1 << 4 * tile.index
    for meld in hand.melds:
        for tile in meld.physical:
            packed += 1 << 4 * tile.index
    if aside is not None:
        packed += 1 << 4 * aside.index
    return (limit - packed) & _HIGH == _HIGH
