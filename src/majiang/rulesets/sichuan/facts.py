"""What a Sichuan round records of its own: each seat's void suit (定缺).

After the deal each seat names one suit, ``"m"``, ``"p"`` or ``"s"``, whose tiles it must
discard first; a hand holding any of them can not win, and a seat still holding one at the
wall's end is a 花猪. ``None`` (the default, for a seat or for all four): not recorded;
then a hand holding three suits is what can not win and what makes a 花猪.

>>> SichuanFacts(void=("m", "p", None, "s")).void
('m', 'p', None, 's')
>>> SichuanFacts(void=("m", "z", None, "s"))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
majiang.errors.RoundError: SichuanFacts.void: four entries, each ..., got ('m', 'z', None, 's')
"""

from __future__ import annotations

from typing import Any

import attrs

from majiang.errors import RoundError
from majiang.tiles import SEATS

__all__ = ["SUITS", "SichuanFacts"]

SUITS = ("m", "p", "s")


def _voids(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if (
        type(value) is not tuple
        or len(value) != SEATS
        or any(v is not None and v not in SUITS for v in value)
    ):
        raise RoundError(
            f"SichuanFacts.void: four entries, each 'm', 'p', 's' or None (not recorded), got {value!r}"
        )


@attrs.frozen(kw_only=True)
class SichuanFacts:
    """A Sichuan round's own record (``Round.facts`` / ``WinContext.facts``)."""

    void: tuple[str | None, ...] | None = attrs.field(default=None, validator=_voids)
    """Each seat's void suit (定缺), seat by seat; ``None``: not recorded."""

    def void_of(self, seat: int) -> str | None:
        """``seat``'s void suit, or ``None`` when not recorded."""
        return None if self.void is None else self.void[seat]
