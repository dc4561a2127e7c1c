"""Wildcard rules and wall reserves of the regions that have no package yet.

Each is composed from the general parts in :mod:`majiang.tiles.wildcards`,
:mod:`majiang.tiles.sources` and :mod:`majiang.tiles.reserve`; a region's
package imports its own when it is built (and then owns it). The core names no
region; this module is where their data waits.

>>> from majiang.tiles import Tile
>>> FUZHOU_RESERVE.kept(exposed_kongs=1, concealed_kongs=1, set_aside=1)
20
"""

from __future__ import annotations

from majiang.tiles import (
    LastTile,
    Reserve,
    Tile,
    Wildcards,
)

__all__ = [
    "FUZHOU_FLOWERS",
    "FUZHOU_GOLD",
    "FUZHOU_RESERVE",
]

_FLOWERS = tuple(Tile(suit="f", rank=r) for r in range(1, 9))
_HONORS = tuple(Tile(suit="z", rank=r) for r in range(1, 8))

# -- Fuzhou 金: the 金 of Quanzhou, with the 28 honors passed to the dealer as flowers too.
FUZHOU_FLOWERS = (*_FLOWERS, *_HONORS)
"""Fuzhou's flowers: the 8 flowers and the 28 honors (so the 金 is always a suit tile)."""
FUZHOU_GOLD = Wildcards(name="金", english="gold", source=LastTile(passes=FUZHOU_FLOWERS))
# 18 stay including the shown 金; +1 per exposed kong, +2 per concealed kong or 花杠.
FUZHOU_RESERVE = Reserve(
    tiles=18, per_exposed_kong=1, per_concealed_kong=2, per_flower_kong=2, counts_set_aside=True
)

