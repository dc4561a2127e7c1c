"""Small helpers the region tests share: score one hand, read a score's amounts and items."""

from __future__ import annotations

from typing import Any

from majiang.hands import Hand
from majiang.rulesets.base import Ruleset
from majiang.scoring import Score, WinContext, WinMethod

__all__ = ["amounts", "keys", "score_hand"]


def score_hand(
    ruleset: Ruleset,
    tiles: str,
    win: str,
    *,
    seat: int = 1,
    method: WinMethod = WinMethod.SELF_DRAW,
    discarder: int | None = None,
    melds: str = "",
    dealer: int = 0,
    **context: Any,
) -> Score:
    """Score ``tiles`` (the winning tile among them) won on ``win`` by ``seat``."""
    hand = Hand.parse(tiles, melds=melds, win=win, self_drawn=method.self_drawn)
    ctx = WinContext(seat=seat, dealer=dealer, method=method, discarder=discarder, **context)
    return ruleset.score(hand, ctx)


def amounts(result: Score) -> dict[int, int]:
    """Each payer's amount (the hand must win)."""
    assert result.can_win, result.reason
    return {p.payer: p.amount for p in result.payments}


def keys(result: Score) -> set[str]:
    """The keys of the items the score awarded."""
    return {a.item.key for a in result.awards}
