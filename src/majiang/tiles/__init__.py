"""Tiles, notations, tile sets, walls and the general parts of wildcard rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from majiang.tiles.deal import Deal, FlowerMode, FlowerReplacement
    from majiang.tiles.dice import Dice
    from majiang.tiles.notation import Notation, format_tiles, parse_tiles
    from majiang.tiles.positions import SetAside
    from majiang.tiles.reserve import Reserve
    from majiang.tiles.seats import SEATS
    from majiang.tiles.sources import FirstTile, Fixed, LastTile, Source, StackFromEnd, TileFromEnd
    from majiang.tiles.stacks import Break, BreakBy
    from majiang.tiles.succession import DEFAULT_DRAGON_ORDER, successor
    from majiang.tiles.tile import Tile
    from majiang.tiles.tileset import FULL, MIDDLE, STANDARD, SUITS, SUITS_RED, TILE_SETS, TileSet, tile_set
    from majiang.tiles.wall import KongKind, Wall
    from majiang.tiles.wildcards import WildcardChoice, Wildcards

__all__ = [
    "DEFAULT_DRAGON_ORDER",
    "FULL",
    "MIDDLE",
    "SEATS",
    "STANDARD",
    "SUITS",
    "SUITS_RED",
    "TILE_SETS",
    "Break",
    "BreakBy",
    "Deal",
    "Dice",
    "FirstTile",
    "Fixed",
    "FlowerMode",
    "FlowerReplacement",
    "KongKind",
    "LastTile",
    "Notation",
    "Reserve",
    "SetAside",
    "Source",
    "StackFromEnd",
    "Tile",
    "TileFromEnd",
    "TileSet",
    "Wall",
    "WildcardChoice",
    "Wildcards",
    "format_tiles",
    "parse_tiles",
    "successor",
    "tile_set",
]

if not TYPE_CHECKING:  # each name's module is imported on first use (majiang._lazy)
    from majiang import _lazy

    __getattr__, __dir__ = _lazy.exports(
        __name__,
        {
            "majiang.tiles.deal": "Deal FlowerMode FlowerReplacement",
            "majiang.tiles.dice": "Dice",
            "majiang.tiles.notation": "Notation format_tiles parse_tiles",
            "majiang.tiles.positions": "SetAside",
            "majiang.tiles.reserve": "Reserve",
            "majiang.tiles.seats": "SEATS",
            "majiang.tiles.sources": "FirstTile Fixed LastTile Source StackFromEnd TileFromEnd",
            "majiang.tiles.stacks": "Break BreakBy",
            "majiang.tiles.succession": "DEFAULT_DRAGON_ORDER successor",
            "majiang.tiles.tile": "Tile",
            "majiang.tiles.tileset": "FULL MIDDLE STANDARD SUITS SUITS_RED TILE_SETS TileSet tile_set",
            "majiang.tiles.wall": "KongKind Wall",
            "majiang.tiles.wildcards": "WildcardChoice Wildcards",
        },
    )
