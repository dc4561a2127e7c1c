"""majiang: the rules and the money of Chinese regional mahjong."""

from majiang import errors
from majiang.tiles import (
    FULL,
    MIDDLE,
    STANDARD,
    SUITS,
    SUITS_RED,
    Tile,
    TileSet,
    format_tiles,
    parse_tiles,
    successor,
    tile_set,
)

__version__ = "0.1.0"

__all__ = [
    "FULL",
    "MIDDLE",
    "STANDARD",
    "SUITS",
    "SUITS_RED",
    "Tile",
    "TileSet",
    "errors",
    "format_tiles",
    "parse_tiles",
    "successor",
    "tile_set",
]
