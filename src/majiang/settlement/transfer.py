"""Transfers between seats, and the settlement that sums them.

A transfer carries its awards as values (:class:`Entry`: key, Chinese, English,
value, unit, count), the working that made its amount as text, and its reason
as a :class:`Reason`, so a settlement can be queried, not only read:

>>> award = Entry(key="self_draw", chinese="自摸", english="self-draw", value=1, unit="番")
>>> t = Transfer(payer=1, payee=0, amount=8, reason=Reason.WIN, awards=(award,), working="2^3 = 8")
>>> s = Settlement(transfers=(t,))
>>> s.nets
(8, -8, 0, 0)
>>> print(s)
seat 1 → seat 0: 8 (win: 自摸 self-draw 1番; 2^3 = 8)
nets: seat 0 +8, seat 1 -8, seat 2 +0, seat 3 +0
>>> [a.key for t in s.transfers if t.reason is Reason.WIN for a in t.awards]
['self_draw']
"""

from __future__ import annotations

import enum
from typing import Any

import attrs

from majiang._calls import checked_call
from majiang._notebook import picture
from majiang.errors import RoundError
from majiang.scoring.score import Award
from majiang.tiles import SEATS

__all__ = ["Entry", "Reason", "Settlement", "Transfer"]


class Reason(str, enum.Enum):
    """Why money moves (a ``str`` enum: ``Reason.WIN == "win"``)."""

    WIN = "win"
    """A win's payment."""
    DEAL_WIN = "deal win"
    """A win declared on the dealt tiles (起手)."""
    BONUS = "bonus"
    """Points a seat earns besides the win, win or not (e.g. wildcards held)."""
    KONG = "kong"
    """Money for a kong (or a group laid out like one)."""

    def __repr__(self) -> str:
        return f"Reason.{self.name}"


def _reason(value: Any) -> Reason:
    if isinstance(value, Reason):
        return value
    try:
        return Reason(value)
    except ValueError:
        known = ", ".join(repr(r.value) for r in Reason)
        raise RoundError(f"a transfer's reason must be a Reason ({known}), not {value!r}") from None


def _positive(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value <= 0:
        raise RoundError(f"a transfer amount must be a positive integer, got {value!r}")


def _text(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if not isinstance(value, str):
        raise RoundError(f"{type(instance).__name__}.{attribute.name} must be a str, not {value!r}")


def _whole(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int:
        raise RoundError(f"{type(instance).__name__}.{attribute.name} must be an int, not {value!r}")


def _count(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value < 1:
        raise RoundError(f"Entry.count must be an int >= 1, not {value!r}")


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Entry:
    """One award on a transfer, as plain values: ``value`` is what the award is worth in
    ``unit`` (the item's value × ``count``)."""

    key: str = attrs.field(validator=_text)
    chinese: str = attrs.field(validator=_text)
    english: str = attrs.field(validator=_text)
    value: int = attrs.field(validator=_whole)
    unit: str = attrs.field(validator=_text)
    count: int = attrs.field(default=1, validator=_count)

    @classmethod
    def of(cls, award: Award) -> Entry:
        """The values of a scored :class:`~majiang.scoring.Award`."""
        item = award.item
        return cls(
            key=item.key,
            chinese=item.chinese,
            english=item.english,
            value=award.value,
            unit=item.unit,
            count=award.count,
        )

    def __str__(self) -> str:
        times = f"×{self.count}" if self.count != 1 else ""
        return f"{self.chinese} {self.english}{times} {self.value}{self.unit}"


def _transfers(instance: Settlement, attribute: attrs.Attribute[tuple[Transfer, ...]], value: object) -> None:
    if type(value) is not tuple or not all(type(t) is Transfer for t in value):
        raise RoundError(f"Settlement.transfers must be a tuple of Transfer, got {value!r}")


def _notes(instance: Settlement, attribute: attrs.Attribute[tuple[str, ...]], value: object) -> None:
    if type(value) is not tuple or not all(type(note) is str for note in value):
        raise RoundError(f"Settlement.notes must be a tuple of str, got {value!r}")


def _entries(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
    if not isinstance(value, tuple) or any(not isinstance(e, Entry) for e in value):
        raise RoundError(f"Transfer.awards must be a tuple of Entry, not {value!r}")


@checked_call
@attrs.frozen(kw_only=True)
class Transfer:
    """``payer`` pays ``payee`` ``amount`` units for ``reason``: the ``awards`` behind it,
    and the ``working`` (the arithmetic and any notes, as text)."""

    payer: int
    payee: int
    amount: int = attrs.field(validator=_positive)
    reason: Reason = attrs.field(converter=_reason)
    awards: tuple[Entry, ...] = attrs.field(default=(), validator=_entries)
    working: str = attrs.field(default="", validator=_text)

    def __attrs_post_init__(self) -> None:
        for seat in (self.payer, self.payee):
            if type(seat) is not int or not 0 <= seat < SEATS:
                raise RoundError(f"seat {seat!r} is not a seat 0..{SEATS - 1}")
        if self.payer == self.payee:
            raise RoundError(f"seat {self.payer} can not pay itself")

    @property
    def lines(self) -> tuple[str, ...]:
        """The awards, then the working, as lines of text."""
        return (*(str(a) for a in self.awards), *((self.working,) if self.working else ()))

    def noted(self, note: str, **changes: Any) -> Transfer:
        """This transfer with ``note`` added to its working (and ``changes`` made)."""
        working = f"{self.working}; {note}" if self.working else note
        return attrs.evolve(self, working=working, **changes)

    def __str__(self) -> str:
        detail = f"{self.reason.value}: {'; '.join(self.lines)}" if self.lines else self.reason.value
        return f"seat {self.payer} → seat {self.payee}: {self.amount} ({detail})"


@checked_call
@attrs.frozen(kw_only=True)
class Settlement:
    """All the money of a round. Nets sum to zero by construction."""

    _repr_html_ = picture  # the notebook picture, drawn on first use

    transfers: tuple[Transfer, ...] = attrs.field(default=(), validator=_transfers)
    notes: tuple[str, ...] = attrs.field(default=(), validator=_notes)

    @property
    def nets(self) -> tuple[int, ...]:
        nets = [0] * SEATS
        for t in self.transfers:
            nets[t.payer] -= t.amount
            nets[t.payee] += t.amount
        return tuple(nets)

    def paid(self, payer: int, payee: int, reason: Reason | str | None = None) -> int:
        """Total ``payer`` paid ``payee`` (for one reason, or all)."""
        wanted = None if reason is None else _reason(reason)
        return sum(
            t.amount
            for t in self.transfers
            if t.payer == payer and t.payee == payee and (wanted is None or t.reason is wanted)
        )

    def __str__(self) -> str:
        lines = [*self.notes, *(str(t) for t in self.transfers)]
        lines.append("nets: " + ", ".join(f"seat {s} {n:+d}" for s, n in enumerate(self.nets)))
        return "\n".join(lines)
