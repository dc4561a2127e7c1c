"""Rounds in, integer transfers between seats out."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
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

if not TYPE_CHECKING:  # each name's module is imported on first use (majiang._lazy)
    from majiang import _lazy

    __getattr__, __dir__ = _lazy.exports(
        __name__,
        {
            "majiang.settlement.moments": "Kong",
            "majiang.settlement.policies": "cap floor liability reroute top_cap",
            "majiang.settlement.round": "Round SeatRecord Win",
            "majiang.settlement.transfer": "Entry Reason Settlement Transfer",
        },
    )
