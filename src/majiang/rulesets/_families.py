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
    DEFAULT_DRAGON_ORDER,
    LastTile,
    Reserve,
    StackFromEnd,
    Tile,
    Wildcards,
)

__all__ = [
    "FUZHOU_FLOWERS",
    "FUZHOU_GOLD",
    "FUZHOU_RESERVE",
    "HARBIN_BAO",
    "HARBIN_RESERVE",
    "HUN",
    "TIANJIN_RESERVE",
    "hun",
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

# -- Harbin 宝: the last wall tile, set aside face down; chosen again at three visible.
HARBIN_BAO = Wildcards(name="宝", english="bao", source=LastTile(passes=()), in_hand=False, rechosen_at=3)
# the last 4 tiles (the 宝 not counted: it is set aside) are drawn for self-draw only.
HARBIN_RESERVE = Reserve(last_zone=4)


# -- Tianjin 混儿: the turned-up kind and the next one (3 + 4 live).
def hun(dragon_order: str = DEFAULT_DRAGON_ORDER) -> Wildcards:
    """Tianjin's 混儿 with a dragon order."""
    return Wildcards(
        name="混儿", english="hun", source=StackFromEnd(), steps=(0, 1), dragon_order=dragon_order
    )


HUN = hun()
TIANJIN_RESERVE = Reserve()  # no dead wall kept

