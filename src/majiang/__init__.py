"""majiang: the rules and the money of Chinese regional mahjong."""

from majiang import errors
from majiang.hands import (
    Arrangement,
    Hand,
    Meld,
    MeldKind,
    Shape,
    ShapeGrammar,
    Wait,
    Waits,
    WaitShape,
    arrangements,
    is_win,
    shanten,
    waits,
)
from majiang.rulesets import Ruleset, get, names
from majiang.scoring import Award, Item, Payment, Score, WinContext, WinMethod
from majiang.settlement import Entry, Reason, Round, SeatRecord, Settlement, Transfer, Win
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
    "Arrangement",
    "Award",
    "Entry",
    "Hand",
    "Item",
    "Meld",
    "MeldKind",
    "Payment",
    "Reason",
    "Round",
    "Ruleset",
    "Score",
    "SeatRecord",
    "Settlement",
    "Shape",
    "ShapeGrammar",
    "Tile",
    "TileSet",
    "Transfer",
    "Wait",
    "WaitShape",
    "Waits",
    "Win",
    "WinContext",
    "WinMethod",
    "arrangements",
    "errors",
    "format_tiles",
    "get",
    "is_win",
    "names",
    "parse_tiles",
    "shanten",
    "successor",
    "tile_set",
    "waits",
]

import majiang.display  # noqa: F401 - gives the value types their notebook pictures
