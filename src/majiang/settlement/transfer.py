"""Transfers between seats, and the settlement that sums them.

>>> t = Transfer(payer=1, payee=0, amount=8, reason="win", items=("自摸 self-draw 1番",))
>>> s = Settlement(transfers=(t,))
>>> s.nets
(8, -8, 0, 0)
>>> print(s)
seat 1 → seat 0: 8 (win: 自摸 self-draw 1番)
nets: seat 0 +8, seat 1 -8, seat 2 +0, seat 3 +0
"""

from __future__ import annotations

import attrs

from majiang.errors import RoundError
from majiang.scoring.context import SEATS

__all__ = ["Settlement", "Transfer"]


def _positive(instance: Transfer, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value <= 0:
        raise RoundError(f"a transfer amount must be a positive integer, got {value!r}")


def _text(instance: Transfer, attribute: attrs.Attribute[str], value: str) -> None:
    if type(value) is not str or not value:
        raise RoundError(f"Transfer.{attribute.name} must be a non-empty str, got {value!r}")


def _transfers(instance: Settlement, attribute: attrs.Attribute[tuple[Transfer, ...]], value: object) -> None:
    if type(value) is not tuple or not all(type(t) is Transfer for t in value):
        raise RoundError(f"Settlement.transfers must be a tuple of Transfer, got {value!r}")


def _notes(instance: Settlement, attribute: attrs.Attribute[tuple[str, ...]], value: object) -> None:
    if type(value) is not tuple or not all(type(note) is str for note in value):
        raise RoundError(f"Settlement.notes must be a tuple of str, got {value!r}")


@attrs.frozen(kw_only=True)
class Transfer:
    """``payer`` pays ``payee`` ``amount`` units, for ``reason``, made of ``items``."""

    payer: int
    payee: int
    amount: int = attrs.field(validator=_positive)
    reason: str = attrs.field(validator=_text)
    items: tuple[str, ...] = ()
    """The named items (and the arithmetic) behind the amount."""

    def __attrs_post_init__(self) -> None:
        for seat in (self.payer, self.payee):
            if type(seat) is not int or not 0 <= seat < SEATS:
                raise RoundError(f"seat {seat!r} is not a seat 0..{SEATS - 1}")
        if self.payer == self.payee:
            raise RoundError(f"seat {self.payer} can not pay itself")

    def __str__(self) -> str:
        detail = f"{self.reason}: {'; '.join(self.items)}" if self.items else self.reason
        return f"seat {self.payer} → seat {self.payee}: {self.amount} ({detail})"


@attrs.frozen(kw_only=True)
class Settlement:
    """All the money of a round. Nets sum to zero by construction."""

    transfers: tuple[Transfer, ...] = attrs.field(default=(), validator=_transfers)
    notes: tuple[str, ...] = attrs.field(default=(), validator=_notes)

    @property
    def nets(self) -> tuple[int, ...]:
        nets = [0] * SEATS
        for t in self.transfers:
            nets[t.payer] -= t.amount
            nets[t.payee] += t.amount
        return tuple(nets)

    def _repr_html_(self) -> str:
        from majiang.display import settlement_html

        return settlement_html(self)

    def paid(self, payer: int, payee: int, reason: str | None = None) -> int:
        """Total ``payer`` paid ``payee`` (for one reason, or all)."""
        return sum(
            t.amount
            for t in self.transfers
            if t.payer == payer and t.payee == payee and (reason is None or t.reason == reason)
        )

    def __str__(self) -> str:
        lines = [*self.notes, *(str(t) for t in self.transfers)]
        lines.append("nets: " + ", ".join(f"seat {s} {n:+d}" for s, n in enumerate(self.nets)))
        return "\n".join(lines)
