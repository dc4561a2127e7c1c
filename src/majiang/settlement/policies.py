"""Policies a region's ``adjust`` hook combines: liability (包) and caps (封顶).

Each takes transfers and returns new ones; amounts stay integers, and every changed
transfer says why in its items, so the settlement can still be checked by hand.

>>> from majiang.settlement import Transfer
>>> wins = [Transfer(payer=p, payee=1, amount=8, reason="win") for p in (0, 2, 3)]
>>> [(t.payer, t.amount) for t in reroute(wins, {1: 2}, note="包庄")]
[(2, 8), (2, 8), (2, 8)]
>>> [t.amount for t in cap(wins, 5)]
[5, 5, 5]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import attrs

from majiang.settlement.transfer import Transfer

__all__ = ["cap", "reroute"]


def reroute(
    transfers: Iterable[Transfer], liable: Mapping[int, int], *, note: str, reason: str = "win"
) -> list[Transfer]:
    """Payments of ``reason`` to payee ``p`` are paid by ``liable[p]`` instead (包, 承包)."""
    out = []
    for t in transfers:
        payer = liable.get(t.payee)
        if t.reason == reason and payer is not None and payer != t.payer:
            t = attrs.evolve(
                t, payer=payer, items=(*t.items, f"{note}: seat {payer} pays seat {t.payer}'s share")
            )
        out.append(t)
    return out


def cap(
    transfers: Iterable[Transfer], limit: int, *, reason: str = "win", note: str = "封顶"
) -> list[Transfer]:
    """Each payment of ``reason`` is at most ``limit`` (封顶 / 勒子)."""
    out = []
    for t in transfers:
        if t.reason == reason and t.amount > limit:
            t = attrs.evolve(t, amount=limit, items=(*t.items, f"{note} {limit} (was {t.amount})"))
        out.append(t)
    return out
