"""Rounds in, integer transfers between seats out."""

from majiang.settlement.moments import Kong
from majiang.settlement.policies import cap, floor, liability, reroute, top_cap
from majiang.settlement.round import Round, SeatRecord, Win
from majiang.settlement.transfer import Entry, Reason, Settlement, Transfer

__all__ = [
    "Entry",
    "Kong",
    "Reason",
    "Round",
    "SeatRecord",
    "Settlement",
    "Transfer",
    "Win",
    "cap",
    "floor",
    "liability",
    "reroute",
    "top_cap",
]
