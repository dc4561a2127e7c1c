"""Rounds in, integer transfers between seats out."""

from majiang.settlement.policies import cap, liability, reroute
from majiang.settlement.round import Round, SeatRecord, Win
from majiang.settlement.transfer import Settlement, Transfer

__all__ = ["Round", "SeatRecord", "Settlement", "Transfer", "Win", "cap", "liability", "reroute"]
