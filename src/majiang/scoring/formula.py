"""Formulas that turn a payer's summed items (番/台/分) into an amount.

>>> Doubling()(3)
8
>>> Doubling(base=5, offset=-1)(3)
20
>>> Additive(base=1)(4)
5
"""

from __future__ import annotations

import attrs

__all__ = ["Additive", "Doubling", "Formula"]


@attrs.frozen(kw_only=True)
class Doubling:
    """``base * 2 ** (f + offset)`` — each 番 doubles (Ji'an, Jilin)."""

    base: int = 1
    offset: int = 0

    def __call__(self, f: int) -> int:
        exponent = f + self.offset
        if exponent >= 0:
            return self.base << exponent
        return self.base >> -exponent

    def explain(self, f: int) -> str:
        power = f"2^{f + self.offset}"
        return power if self.base == 1 else f"{self.base}×{power}"


@attrs.frozen(kw_only=True)
class Additive:
    """``base + f`` — items add up (Ningbo 1 + Σ台, Hefei points)."""

    base: int = 0

    def __call__(self, f: int) -> int:
        return self.base + f

    def explain(self, f: int) -> str:
        return f"{self.base}+{f}"


Formula = Doubling | Additive
