"""majiang: the rules and the money of Chinese regional mahjong.

The names below are imported on first use (PEP 562), so ``import majiang`` costs only
what a program touches: ``majiang.Hand`` imports :mod:`majiang.hands`, ``majiang.get``
the registry, and a region's package is imported by the first ``get`` that names it.
``from majiang import X``, ``dir(majiang)`` and ``__all__`` work as for eager imports.
The value types' notebook pictures (``_repr_html_``) load :mod:`majiang.display` the first
time one is drawn, never before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from majiang import errors, game
    from majiang.game import (
        Action,
        Chi,
        DealWin,
        Discard,
        Kong,
        Log,
        Pass,
        Pon,
        Ready,
        Replay,
        SelfPlay,
        Table,
        TakeLast,
        action_from_json,
        play,
        replay,
    )
    from majiang.game.bots import bots
    from majiang.game.selfplay import selfplay
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
    "Action",
    "Arrangement",
    "Award",
    "Chi",
    "DealWin",
    "Discard",
    "Entry",
    "Hand",
    "Item",
    "Kong",
    "Log",
    "Meld",
    "MeldKind",
    "Pass",
    "Payment",
    "Pon",
    "Ready",
    "Reason",
    "Replay",
    "Round",
    "Ruleset",
    "Score",
    "SeatRecord",
    "SelfPlay",
    "Settlement",
    "Shape",
    "ShapeGrammar",
    "Table",
    "TakeLast",
    "Tile",
    "TileSet",
    "Transfer",
    "Wait",
    "WaitShape",
    "Waits",
    "Win",
    "WinContext",
    "WinMethod",
    "action_from_json",
    "arrangements",
    "bots",
    "errors",
    "format_tiles",
    "game",
    "get",
    "is_win",
    "names",
    "parse_tiles",
    "play",
    "replay",
    "selfplay",
    "shanten",
    "successor",
    "tile_set",
    "waits",
]

if not TYPE_CHECKING:  # mypy reads the imports above; each name is imported on first use
    from majiang import _lazy

    _export, __dir__ = _lazy.exports(
        __name__,
        {
            "majiang": "errors game",
            "majiang.game": (
                "Action Chi DealWin Discard Kong Log Pass Pon Ready Replay SelfPlay Table "
                "TakeLast action_from_json bots play replay selfplay"
            ),
            "majiang.hands": (
                "Arrangement Hand Meld MeldKind Shape ShapeGrammar Wait Waits WaitShape "
                "arrangements is_win shanten waits"
            ),
            "majiang.rulesets": "Ruleset get names",
            "majiang.scoring": "Award Item Payment Score WinContext WinMethod",
            "majiang.settlement": "Entry Reason Round SeatRecord Settlement Transfer Win",
            "majiang.tiles": (
                "FULL MIDDLE STANDARD SUITS SUITS_RED Tile TileSet format_tiles parse_tiles "
                "successor tile_set"
            ),
        },
    )

    def __getattr__(name: str) -> Any:
        return _export(name)  # AttributeError for any other name, e.g. a submodule not yet imported
