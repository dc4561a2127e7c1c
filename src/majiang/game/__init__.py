"""Play a round step by step: legal actions, claim windows, the log and its replay.

See ``docs/game.md``.
"""

from majiang.game.actions import (
    ACTION_KINDS,
    Action,
    Chi,
    DealWin,
    Discard,
    Kong,
    Pass,
    Pon,
    Ready,
    TakeLast,
    Win,
    action_from_json,
)
from majiang.game.table import Table

__all__ = [
    "ACTION_KINDS",
    "Action",
    "Chi",
    "DealWin",
    "Discard",
    "Kong",
    "Pass",
    "Pon",
    "Ready",
    "Table",
    "TakeLast",
    "Win",
    "action_from_json",
]
