"""Harbin's 宝 and wall reserve.

After the deal the last wall tile is set aside face down: it is the 宝, seen only by
ready players and never drawn (so 3 of its kind are live). When three of its kind are
visible (discards and melds) a new last wall tile becomes the 宝. The last 4 wall
tiles (the 宝 not counted) are drawn for self-draw only.

>>> from majiang.tiles import SUITS_RED, Tile
>>> choice = HARBIN_BAO.from_indicator(Tile.from_str("中"), tile_set=SUITS_RED)
>>> choice.wilds == (Tile.from_str("中"),), choice.live
(True, (3,))
>>> HARBIN_RESERVE.last_zone
4
"""

from __future__ import annotations

from majiang.tiles import LastTile, Reserve, Wildcards

__all__ = ["HARBIN_BAO", "HARBIN_RESERVE"]

HARBIN_BAO = Wildcards(name="宝", english="bao", source=LastTile(passes=()), in_hand=False, rechosen_at=3)
"""宝: the last wall tile, set aside face down; chosen again at three visible."""
HARBIN_RESERVE = Reserve(last_zone=4)
"""The last 4 tiles (the 宝 not counted: it is set aside) are drawn for self-draw only."""
