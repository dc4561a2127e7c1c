"""Play a round step by step: legal actions, claim windows, the log and its replay.

See ``docs/game.md``.
"""

from majiang.game.actions import (
    ACTION_KINDS,
    Action,
    Chi,
    DealWin,
    Discard,
    Egg,
    Exchange,
    Grab,
    Kong,
    Pass,
    Pon,
    Ready,
    TakeLast,
    Void,
    Win,
    action_from_json,
)
from majiang.game.bots import Bot, bots
from majiang.game.log import LOG_FORMAT, Log
from majiang.game.match import Replay, play, replay, settle
from majiang.game.observe import Observation
from majiang.game.selfplay import SelfPlay, selfplay
from majiang.game.table import Table

__all__ = [
    "ACTION_KINDS",
    "LOG_FORMAT",
    "Action",
    "Bot",
    "Chi",
    "DealWin",
    "Discard",
    "Egg",
    "Exchange",
    "Grab",
    "Kong",
    "Log",
    "Observation",
    "Pass",
    "Pon",
    "Ready",
    "Replay",
    "SelfPlay",
    "Table",
    "TakeLast",
    "Void",
    "Win",
    "action_from_json",
    "bots",
    "play",
    "replay",
    "selfplay",
    "settle",
]
