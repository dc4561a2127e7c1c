"""Hands: melds, shape grammars, arrangements with wildcards, win checks, waits, shanten."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from majiang.hands.arrangement import Arrangement, Shape, WaitShape
    from majiang.hands.features import Feature
    from majiang.hands.grammar import ORDINARY_KINDS, ShapeGrammar
    from majiang.hands.hand import Hand
    from majiang.hands.meld import Meld, MeldKind
    from majiang.hands.readings import arrangements, readings
    from majiang.hands.shanten import shanten
    from majiang.hands.waits import Wait, Waits, waits
    from majiang.hands.wincheck import is_win

__all__ = [
    "ORDINARY_KINDS",
    "Arrangement",
    "Feature",
    "Hand",
    "Meld",
    "MeldKind",
    "Shape",
    "ShapeGrammar",
    "Wait",
    "WaitShape",
    "Waits",
    "arrangements",
    "is_win",
    "readings",
    "shanten",
    "waits",
]

if not TYPE_CHECKING:  # each name's module is imported on first use (majiang._lazy)
    from majiang import _lazy

    __getattr__, __dir__ = _lazy.exports(
        __name__,
        {
            "majiang.hands.arrangement": "Arrangement Shape WaitShape",
            "majiang.hands.features": "Feature",
            "majiang.hands.grammar": "ORDINARY_KINDS ShapeGrammar",
            "majiang.hands.hand": "Hand",
            "majiang.hands.meld": "Meld MeldKind",
            "majiang.hands.readings": "arrangements readings",
            "majiang.hands.shanten": "shanten",
            "majiang.hands.waits": "Wait Waits waits",
            "majiang.hands.wincheck": "is_win",
        },
    )
