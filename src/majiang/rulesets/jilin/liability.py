"""包庄: a discarder who had not declared ready pays the other payers' shares too.

A ready discarder (上听点炮) pays only his own share. The re-routed transfers keep
their items and say who they were moved from.
"""

from __future__ import annotations

import attrs

from majiang.settlement import Round, Transfer

__all__ = ["baozhuang"]


def baozhuang(round: Round, transfers: list[Transfer]) -> list[Transfer]:
    liable = {
        w.seat: w.discarder
        for w in round.wins
        if w.discarder is not None and not round.seats[w.discarder].ready
    }
    out: list[Transfer] = []
    for t in transfers:
        payer = liable.get(t.payee)
        if t.reason == "win" and payer is not None and t.payer != payer:
            t = attrs.evolve(
                t,
                payer=payer,
                items=(*t.items, f"包庄: seat {payer} fed the win unready and pays seat {t.payer}'s share"),
            )
        out.append(t)
    return out
