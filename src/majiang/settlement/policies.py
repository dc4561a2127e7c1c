"""Policies a region's ``adjust`` hook combines: liability (包, 承包) and caps (封顶).

Each takes transfers and returns new ones; amounts stay integers, and every changed
transfer says why in its items, so the settlement can still be checked by hand.

>>> from majiang.settlement import Transfer
>>> wins = [Transfer(payer=p, payee=1, amount=8, reason="win") for p in (0, 2, 3)]
>>> [(t.payer, t.amount) for t in reroute(wins, {1: 2}, note="包庄")]
[(2, 8), (2, 8), (2, 8)]
>>> [t.amount for t in cap(wins, 5)]
[5, 5, 5]
>>> [t.amount for t in top_cap(wins, 5, top=7)]  # every payment over 5: 金顶
[7, 7, 7]
>>> [t.amount for t in top_cap([*wins[:2], wins[2].noted("", amount=4)], 5, top=7)]
[5, 5, 4]
>>> [t.amount for t in floor(wins, 10, payees={1})]
[10, 10, 10]
>>> liable = [(0, "承包: seat 1 claimed 3 of seat 0's discards; 3 × 8 = 24")]
>>> [(t.payer, t.amount) for t in liability(wins, payee=1, liable=liable, share=24)]
[(0, 8), (2, 8), (3, 8), (0, 24)]
>>> [(t.payer, t.amount) for t in liability(wins, payee=1, liable=liable, share=24, replace=True)]
[(0, 24)]
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence

from majiang._calls import checked_call
from majiang.settlement.transfer import Reason, Transfer, _reason

__all__ = ["cap", "floor", "liability", "reroute", "top_cap"]


@checked_call
def reroute(
    transfers: Iterable[Transfer],
    liable: Mapping[int, int],
    *,
    note: str,
    reason: Reason | str = Reason.WIN,
) -> list[Transfer]:
    """Payments of ``reason`` to payee ``p`` are paid by ``liable[p]`` instead (包, 承包)."""
    wanted = _reason(reason)
    out = []
    for t in transfers:
        payer = liable.get(t.payee)
        if t.reason is wanted and payer is not None and payer != t.payer:
            t = t.noted(f"{note}: seat {payer} pays seat {t.payer}'s share", payer=payer)
        out.append(t)
    return out


@checked_call
def cap(
    transfers: Iterable[Transfer], limit: int, *, reason: Reason | str = Reason.WIN, note: str = "封顶"
) -> list[Transfer]:
    """Each payment of ``reason`` is at most ``limit`` (封顶 / 勒子)."""
    wanted = _reason(reason)
    out = []
    for t in transfers:
        if t.reason is wanted and t.amount > limit:
            t = t.noted(f"{note} {limit} (was {t.amount})", amount=limit)
        out.append(t)
    return out


@checked_call
def top_cap(
    transfers: Iterable[Transfer],
    limit: int,
    *,
    top: int,
    reason: Reason | str = Reason.WIN,
    note: str = "封顶",
    top_note: str = "金顶",
) -> list[Transfer]:
    """Each payment of ``reason`` is at most ``limit``, but when *every* payment of
    ``reason`` to one payee exceeds ``limit``, each of them is ``top`` instead (金顶: all
    three payers over the cap pay a higher fixed amount)."""
    wanted = _reason(reason)
    listed = list(transfers)
    over: dict[int, bool] = {}
    for t in listed:
        if t.reason is wanted:
            over[t.payee] = over.get(t.payee, True) and t.amount > limit
    out = []
    for t in listed:
        if t.reason is wanted and over[t.payee]:
            t = t.noted(f"{top_note} {top} (every payment over {limit}; was {t.amount})", amount=top)
        elif t.reason is wanted and t.amount > limit:
            t = t.noted(f"{note} {limit} (was {t.amount})", amount=limit)
        out.append(t)
    return out


@checked_call
def floor(
    transfers: Iterable[Transfer],
    minimum: int,
    *,
    payees: Collection[int] | None = None,
    reason: Reason | str = Reason.WIN,
    note: str = "保底",
) -> list[Transfer]:
    """Each payment of ``reason`` (to one of ``payees``, or to anyone) is at least
    ``minimum`` (不满3番按3番: a win that must pay some value however small)."""
    wanted = _reason(reason)
    out = []
    for t in transfers:
        if t.reason is wanted and (payees is None or t.payee in payees) and t.amount < minimum:
            t = t.noted(f"{note} {minimum} (was {t.amount})", amount=minimum)
        out.append(t)
    return out


@checked_call
def liability(
    transfers: Iterable[Transfer],
    *,
    payee: int,
    liable: Sequence[tuple[int, str]],
    share: int,
    replace: bool = False,
    reason: Reason | str = Reason.WIN,
) -> list[Transfer]:
    """Liable seats pay ``payee`` a ``share`` each (承包), as transfers of ``reason``.

    ``liable`` lists ``(seat, why)``, one entry per liability: a seat liable twice pays
    two shares (重复计算). With ``replace`` the other payments of ``reason`` to ``payee``
    are void: the liable seats pay instead of them. Without liable seats nothing changes.
    """
    wanted = _reason(reason)
    out = list(transfers)
    if not liable:
        return out
    if replace:
        out = [t for t in out if not (t.reason is wanted and t.payee == payee)]
    for seat, why in liable:
        out.append(Transfer(payer=seat, payee=payee, amount=share, reason=wanted, working=why))
    return out
