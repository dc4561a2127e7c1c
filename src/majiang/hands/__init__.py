"""Hands: melds, shape grammars, arrangements with wildcards, win checks, waits, shanten."""

from majiang.hands._split import check_size
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
    "check_size",
    "is_win",
    "readings",
    "shanten",
    "waits",
]
