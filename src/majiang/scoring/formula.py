"""Formulas that turn a payer's summed items (番/台/分) into an amount.

>>> Doubling()(3)
8
>>> Doubling(base=5, offset=-1)(3)
20
>>> Doubling(cap=6)(8), Doubling(cap=6).explain(8)
(64, '2^min(8, 6)')
>>> Additive(base=1)(4)
5
>>> capped = Additive(cap=10)
>>> capped(7), capped(11), capped.explain(11)
(7, 10, 'min(0+11, 10)')
"""

from __future__ import annotations

import attrs

from majiang._calls import checked_call
from majiang.errors import RulesetError

__all__ = ["Additive", "Doubling", "Formula"]


def _check_cap(instance: object, attribute: attrs.Attribute[int | None], value: int | None) -> None:
    if value is not None and (type(value) is not int or value < 1):
        raise RulesetError(f"a formula's cap must be a positive integer or None, not {value!r}")


@checked_call
@attrs.frozen(kw_only=True)
class Doubling:
    """``base * 2 ** (f + offset)`` — each 番 doubles; with ``cap``, the exponent is at
    most ``cap`` (a limit on the summed 番, like ``2 ** min(f, 6)``); with ``limit``, the
    value is at most ``limit`` (a limit on the doubled value, before any multiplier or
    addition, like a cap of 8 倍).

    >>> Doubling(limit=8)(5), Doubling(limit=8).explain(5)
    (8, 'min(2^5, 8)')
    """

    base: int = 1
    offset: int = 0
    cap: int | None = attrs.field(default=None, validator=_check_cap)
    limit: int | None = attrs.field(default=None, validator=_check_cap, repr=False)  # (old reprs read on)

    def __call__(self, f: int) -> int:
        exponent = f + self.offset
        if self.cap is not None:
            exponent = min(exponent, self.cap)
        value = self.base << exponent if exponent >= 0 else self.base >> -exponent
        return value if self.limit is None else min(value, self.limit)

    def explain(self, f: int) -> str:
        inner = str(f + self.offset)
        power = f"2^{inner}" if self.cap is None else f"2^min({inner}, {self.cap})"
        text = power if self.base == 1 else f"{self.base}×{power}"
        return text if self.limit is None else f"min({text}, {self.limit})"


@checked_call
@attrs.frozen(kw_only=True)
class Additive:
    """``base + f`` — items add up (1 + Σ台, points); with ``cap``, at most
    ``cap`` (a limit on the summed points, before any multiplier, like 勒子)."""

    base: int = 0
    cap: int | None = attrs.field(default=None, validator=_check_cap)

    def __call__(self, f: int) -> int:
        total = self.base + f
        return total if self.cap is None else min(total, self.cap)

    def explain(self, f: int) -> str:
        text = f"{self.base}+{f}"
        return text if self.cap is None else f"min({text}, {self.cap})"


Formula = Doubling | Additive
