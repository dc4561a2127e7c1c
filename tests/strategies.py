"""Reusable Hypothesis strategies for majiang tests.

Import them from any test module::

    from tests.strategies import hands, kinds, tile_lists, tiles

* :func:`tiles` -- one tile kind of a tile set (flowers included with the default ``FULL``);
* :func:`kinds` -- one ordinary (non-flower) kind of a tile set;
* :func:`tile_lists` -- a list of tiles, in drawn (unsorted) order, that the tile set can
  hold at once: never more copies of a kind than the set has (4 per ordinary kind,
  1 per flower with ``FULL``);
* :func:`hands` -- exactly ``size`` such tiles, as a sorted tuple (a concealed hand);
* :func:`notations` and :func:`tile_sets` -- the three notations and the five sets.
"""

from __future__ import annotations

from hypothesis import strategies as st

from majiang.tiles import FULL, STANDARD, TILE_SETS, Notation, Tile, TileSet

__all__ = ["NOTATIONS", "hands", "kinds", "notations", "tile_lists", "tile_sets", "tiles"]

NOTATIONS: tuple[Notation, ...] = ("compact", "chinese", "unicode")


def tiles(tile_set: TileSet = FULL) -> st.SearchStrategy[Tile]:
    """One kind present in ``tile_set`` (default: all 42, flowers included)."""
    return st.sampled_from(tile_set.kinds)


def kinds(tile_set: TileSet = STANDARD) -> st.SearchStrategy[Tile]:
    """One ordinary (non-flower) kind present in ``tile_set`` (default: the 34 kinds)."""
    ordinary = tuple(tile for tile in tile_set.kinds if not tile.is_flower)
    if not ordinary:
        raise ValueError(f"tile set {tile_set.name!r} has no ordinary kinds")
    return st.sampled_from(ordinary)


def notations() -> st.SearchStrategy[Notation]:
    """One of ``"compact"``, ``"chinese"``, ``"unicode"``."""
    return st.sampled_from(NOTATIONS)


def tile_sets() -> st.SearchStrategy[TileSet]:
    """One of the five named tile sets."""
    return st.sampled_from(tuple(TILE_SETS.values()))


@st.composite
def _tile_lists(draw: st.DrawFn, min_size: int, max_size: int, tile_set: TileSet) -> list[Tile]:
    size = draw(st.integers(min_value=min_size, max_value=max_size))
    remaining = list(tile_set.copies_by_index)
    result: list[Tile] = []
    for _ in range(size):
        # Half of the time prefer a kind already drawn, so that pairs, triplets and
        # kongs (and attempts at a fifth copy) are common rather than rare.
        repeats = sorted({tile.index for tile in result if remaining[tile.index]})
        if repeats and draw(st.booleans()):
            index = draw(st.sampled_from(repeats))
        else:
            index = draw(st.sampled_from([i for i, n in enumerate(remaining) if n]))
        remaining[index] -= 1
        result.append(Tile.from_index(index))
    return result


def tile_lists(
    *, min_size: int = 0, max_size: int = 14, tile_set: TileSet = FULL
) -> st.SearchStrategy[list[Tile]]:
    """Lists of ``min_size..max_size`` tiles, in drawn order, that ``tile_set`` can hold at once.

    Never more copies of a kind than the set has: at most 4 of an ordinary kind and,
    with the default ``FULL`` set, at most 1 of each flower.
    """
    if not 0 <= min_size <= max_size <= tile_set.size:
        raise ValueError(f"need 0 <= min_size <= max_size <= {tile_set.size}, got {min_size}, {max_size}")
    return _tile_lists(min_size, max_size, tile_set)


def hands(size: int, tile_set: TileSet = STANDARD) -> st.SearchStrategy[tuple[Tile, ...]]:
    """Exactly ``size`` tiles that ``tile_set`` can hold at once, as a sorted tuple.

    ``hands(14)`` is a 14-tile hand from the 136-tile set (no flowers); pass
    ``tile_set=FULL`` to allow flowers, ``tile_set=SUITS`` for Sichuan, and so on.
    """
    return tile_lists(min_size=size, max_size=size, tile_set=tile_set).map(lambda ts: tuple(sorted(ts)))
