"""Tiles, notations, tile sets, walls and wildcard families."""

from majiang.tiles.notation import Notation, format_tiles, parse_tiles
from majiang.tiles.succession import DEFAULT_DRAGON_ORDER, successor
from majiang.tiles.tile import Tile
from majiang.tiles.tileset import FULL, MIDDLE, STANDARD, SUITS, SUITS_RED, TILE_SETS, TileSet, tile_set

__all__ = [
    "DEFAULT_DRAGON_ORDER",
    "FULL",
    "MIDDLE",
    "STANDARD",
    "SUITS",
    "SUITS_RED",
    "TILE_SETS",
    "Notation",
    "Tile",
    "TileSet",
    "format_tiles",
    "parse_tiles",
    "successor",
    "tile_set",
]
