"""The result of scoring one win: items, arrangement, and what each payer pays."""

from __future__ import annotations

from typing import Any

import attrs

from majiang._calls import checked_call
from majiang._notebook import picture
from majiang.hands import Arrangement
from majiang.scoring.context import WinContext
from majiang.scoring.item import Item

__all__ = ["Award", "Payment", "Score"]


@checked_call
@attrs.frozen(kw_only=True)
class Award:
    """An item awarded ``count`` times."""

    item: Item[Any, Any]
    """The item of the ruleset's table (of whatever options and facts: an award only
    reads its names, value and stage)."""
    count: int = 1

    @property
    def value(self) -> int:
        return self.item.value * self.count

    def __str__(self) -> str:
        times = f"×{self.count}" if self.count != 1 else ""
        return f"{self.item.chinese} {self.item.english}{times} {self.value}{self.item.unit}"


@checked_call
@attrs.frozen(kw_only=True)
class Payment:
    """What one payer owes the winner, and how the amount was made."""

    payer: int
    amount: int
    awards: tuple[Award, ...]
    working: str
    """The arithmetic, e.g. ``'2^3 = 8; ×2 德国 = 16; +5 德国 = 21'``."""


@checked_call
@attrs.frozen(kw_only=True)
class Score:
    """One win scored. ``can_win`` is False (with ``reason``) when the rules forbid it."""

    _repr_html_ = picture  # the notebook picture, drawn on first use

    ruleset: str
    context: WinContext
    can_win: bool
    reason: str | None = None
    arrangement: Arrangement | None = None
    awards: tuple[Award, ...] = ()
    payments: tuple[Payment, ...] = ()

    @property
    def total(self) -> int:
        return sum(p.amount for p in self.payments)

    def amount_from(self, payer: int) -> int:
        return sum(p.amount for p in self.payments if p.payer == payer)

    def __str__(self) -> str:
        if not self.can_win:
            return f"{self.ruleset}: can not win — {self.reason}"
        lines = [f"{self.ruleset}: seat {self.context.seat} wins, {self.arrangement}"]
        lines.extend(f"  {award}" for award in self.awards)
        lines.extend(f"  seat {p.payer} pays {p.amount}: {p.working}" for p in self.payments)
        lines.append(f"  total {self.total}")
        return "\n".join(lines)
