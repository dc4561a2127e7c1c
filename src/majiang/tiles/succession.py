"""The tile that comes "after" another, for indicator-chosen wildcards.

Ranks wrap inside a suit (``9m`` → ``1m``), winds go 东 → 南 → 西 → 北 → 东, and
dragons go 中 → 发 → 白 → 中 by default; the dragon order is a parameter because
regions differ. Flowers follow their group of four (春夏秋冬, 梅兰竹菊).

>>> from majiang.tiles.tile import Tile
>>> str(successor(Tile.from_str("9m"))), str(successor(Tile.from_str("北")))
('1m', '1z')
>>> successor(Tile.from_str("中")).chinese
'发'
>>> successor(Tile.from_str("中"), dragon_order="白发中").chinese
'白'
"""

from __future__ import annotations

from majiang.errors import TileError
from majiang.tiles.tile import Tile

__all__ = ["DEFAULT_DRAGON_ORDER", "successor"]

DEFAULT_DRAGON_ORDER = "中发白"
"""The cycle dragons follow: 中 → 发 → 白 → 中 (a decision of ``common.md``)."""

_DRAGON_RANKS = {"白": 5, "发": 6, "中": 7}


def successor(tile: Tile, *, dragon_order: str = DEFAULT_DRAGON_ORDER, steps: int = 1) -> Tile:
    """The tile ``steps`` places after ``tile`` in its cycle."""
    if type(tile) is not Tile:
        raise TileError(f"successor of {tile!r}: expected a Tile (parse text with Tile.from_str)")
    if type(steps) is not int:
        raise TileError(f"steps {steps!r} must be a whole number")
    key = (tile.index, dragon_order, steps)
    found = _FOUND.get(key) if type(dragon_order) is str else None
    if found is None:
        if not isinstance(dragon_order, str) or sorted(dragon_order) != sorted(_DRAGON_RANKS):
            raise TileError(f"dragon order {dragon_order!r} must list 中, 发 and 白 once each")
        found = _successor(tile, dragon_order, steps)
        if len(_FOUND) < 4096:  # the few (tile, order, steps) that rules ask for
            _FOUND[key] = found
    return found


_FOUND: dict[tuple[int, str, int], Tile] = {}


def _successor(tile: Tile, dragon_order: str, steps: int) -> Tile:
    if tile.suit in "mps":
        return Tile(suit=tile.suit, rank=(tile.rank - 1 + steps) % 9 + 1)
    if tile.is_wind:
        return Tile(suit="z", rank=(tile.rank - 1 + steps) % 4 + 1)
    if tile.is_dragon:
        cycle = [_DRAGON_RANKS[name] for name in dragon_order]
        return Tile(suit="z", rank=cycle[(cycle.index(tile.rank) + steps) % 3])
    group = 0 if tile.is_season else 4
    return Tile(suit="f", rank=group + (tile.rank - 1 - group + steps) % 4 + 1)
