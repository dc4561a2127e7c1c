"""The tile sets the regions play with, and checks against them.

A region names its set as class data (``Ruleset.tile_set``).

=============  ====  =================================
name           size  contents
=============  ====  =================================
``full``       144   34 kinds ×4 + 8 flowers
``standard``   136   34 kinds ×4
``suits``      108   27 suit kinds ×4
``suits_red``  112   27 suit kinds ×4 + 中 ×4
``middle``     84    ranks 2..8 of the three suits ×4
=============  ====  =================================

>>> STANDARD.size, len(STANDARD.kinds)
(136, 34)
>>> from majiang.tiles.notation import parse_tiles
>>> MIDDLE.check(parse_tiles("1m"))
Traceback (most recent call last):
...
majiang.errors.TileSetError: tile '1m' is not in the 84-tile set 'middle' (in '1m')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from operator import attrgetter

import attrs

from majiang._calls import checked_call
from majiang.errors import TileError, TileSetError
from majiang.tiles.notation import format_tiles, tile_tuple
from majiang.tiles.tile import TILE_COUNT, Tile

_INDEX: Callable[[Tile], int] = attrgetter("index")

__all__ = [
    "FULL",
    "MIDDLE",
    "STANDARD",
    "SUITS",
    "SUITS_RED",
    "TILE_SETS",
    "TileSet",
    "tile_set",
]


def _check_name(instance: TileSet, attribute: attrs.Attribute[str], value: str) -> None:
    if not isinstance(value, str) or not value:
        raise TileSetError(f"a tile set's name must be a non-empty string, got {value!r}")


def _check_copies(
    instance: TileSet, attribute: attrs.Attribute[tuple[int, ...]], value: tuple[int, ...]
) -> None:
    if type(value) is not tuple or len(value) != TILE_COUNT:
        raise TileSetError(f"copies_by_index must be a tuple of {TILE_COUNT} counts, got {value!r}")
    for index, n in enumerate(value):
        if type(n) is not int or not 0 <= n <= 4:
            raise TileSetError(f"copies_by_index[{index}] = {n!r} is not a count 0..4")


@checked_call
@attrs.frozen(kw_only=True)
class TileSet:
    """A named multiset of tiles: how many copies of each of the 42 indices."""

    name: str = attrs.field(validator=_check_name)
    copies_by_index: tuple[int, ...] = attrs.field(repr=False, validator=_check_copies)

    @classmethod
    def of(cls, name: str, copies: dict[Tile, int]) -> TileSet:
        """Build a set from a mapping of tile to copies (absent tiles: 0)."""
        if not isinstance(copies, dict):
            raise TileSetError(f"tile set {name!r}: expected a dict of Tile to copies, got {copies!r}")
        counts = [0] * TILE_COUNT
        for tile, n in copies.items():
            if type(tile) is not Tile:
                raise TileSetError(f"tile set {name!r}: expected Tile keys, got {tile!r}")
            counts[tile.index] = n
        return cls(name=name, copies_by_index=tuple(counts))

    @property
    def size(self) -> int:
        """Total number of tiles, e.g. 136."""
        return sum(self.copies_by_index)

    @property
    def kinds(self) -> tuple[Tile, ...]:
        """The kinds present, in tile order."""
        return tuple(Tile.from_index(i) for i, n in enumerate(self.copies_by_index) if n)

    def copies(self, tile: Tile) -> int:
        """How many copies of ``tile`` the set holds (0 if none)."""
        if type(tile) is not Tile:
            raise TileSetError(f"copies of {tile!r}: expected a Tile")
        return self.copies_by_index[tile.index]

    def __contains__(self, tile: object) -> bool:
        return isinstance(tile, Tile) and self.copies_by_index[tile.index] > 0

    def tiles(self) -> tuple[Tile, ...]:
        """Every physical tile of the set, in tile order (``size`` of them)."""
        return tuple(Tile.from_index(i) for i, n in enumerate(self.copies_by_index) for _ in range(n))

    def check(self, tiles: Iterable[Tile], *, what: str | None = None) -> None:
        """Raise :class:`TileSetError` unless the set can hold all of ``tiles`` at once.

        ``what`` names the tiles in the message (default: the tiles themselves).
        """
        try:
            tiles = tile_tuple(tiles, "tiles to check")
        except TileError as error:
            raise TileSetError(f"{error} (checking against the set {self.name!r})") from None
        held = Counter(map(_INDEX, tiles))  # by index: an int hashes faster than a Tile
        copies = self.copies_by_index
        if all(n <= copies[i] for i, n in held.items()):
            return
        where = what if what is not None else repr(format_tiles(tiles))
        for index, n in sorted(held.items()):  # tile order is index order
            tile = Tile.from_index(index)
            have = copies[index]
            if have == 0:
                raise TileSetError(
                    f"tile {str(tile)!r} is not in the {self.size}-tile set {self.name!r} (in {where})"
                )
            if n > have:
                raise TileSetError(
                    f"{n} copies of {str(tile)!r} but the {self.size}-tile set {self.name!r} "
                    f"has only {have} (in {where})"
                )


def _build(name: str, *, ranks: range = range(1, 10), honors: str = "", flowers: bool = False) -> TileSet:
    copies: dict[Tile, int] = {}
    for suit in "mps":
        for rank in ranks:
            copies[Tile(suit=suit, rank=rank)] = 4
    for honor in honors:
        copies[Tile(suit="z", rank=int(honor))] = 4
    if flowers:
        for rank in range(1, 9):
            copies[Tile(suit="f", rank=rank)] = 1
    return TileSet.of(name, copies)


FULL = _build("full", honors="1234567", flowers=True)
STANDARD = _build("standard", honors="1234567")
SUITS = _build("suits")
SUITS_RED = _build("suits_red", honors="7")
MIDDLE = _build("middle", ranks=range(2, 9))

TILE_SETS: dict[str, TileSet] = {s.name: s for s in (FULL, STANDARD, SUITS, SUITS_RED, MIDDLE)}


def tile_set(name_or_size: str | int) -> TileSet:
    """Look a set up by name (``"standard"``) or size (``136``).

    >>> tile_set(112).name
    'suits_red'
    """
    for candidate in TILE_SETS.values():
        if name_or_size in (candidate.name, candidate.size):
            return candidate
    raise TileSetError(
        f"unknown tile set {name_or_size!r}; known: "
        + ", ".join(f"{s.name} ({s.size})" for s in TILE_SETS.values())
    )
