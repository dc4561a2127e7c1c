"""包庄: a discarder who had not declared ready pays the other payers' shares too.

A ready discarder (上听点炮) pays only his own share. The re-routed transfers keep
their items and say who they were moved from.
"""

from __future__ import annotations

from majiang.settlement import Round, Transfer, reroute

__all__ = ["baozhuang"]


def baozhuang(round: Round, transfers: list[Transfer]) -> list[Transfer]:
    liable = {
        w.seat: w.discarder
        for w in round.wins
        if w.discarder is not None and not round.seats[w.discarder].ready
    }
    return reroute(transfers, liable, note="包庄: fed the win unready")
