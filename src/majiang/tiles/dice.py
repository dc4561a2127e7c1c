"""Two dice, as rolled with the caller's seeded generator."""

from __future__ import annotations

import random

import attrs

from majiang._calls import checked_call
from majiang.errors import WallError

__all__ = ["Dice", "ordinal"]


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th`` ... for the accounts of counted stacks and tiles."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _check_die(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or not 1 <= value <= 6:
        raise WallError(f"a die shows 1..6, not {value!r} (die {attribute.name!r})")


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Dice:
    """Two dice, as rolled.

    >>> dice = Dice(first=3, second=4)
    >>> dice.total, dice.smaller, dice.larger, str(dice)
    (7, 3, 4, '3+4=7')
    >>> Dice.roll(random.Random(1)) == Dice.roll(random.Random(1))
    True
    >>> Dice(first=0, second=4)
    Traceback (most recent call last):
    ...
    majiang.errors.WallError: a die shows 1..6, not 0 (die 'first')
    """

    first: int = attrs.field(validator=_check_die)
    second: int = attrs.field(validator=_check_die)

    @classmethod
    def roll(cls, rng: random.Random) -> Dice:
        """Roll both dice with the caller's seeded ``rng``."""
        if not isinstance(rng, random.Random):
            raise WallError(f"dice are rolled with a random.Random, not {rng!r}")
        return cls(first=rng.randint(1, 6), second=rng.randint(1, 6))

    @property
    def total(self) -> int:
        return self.first + self.second

    @property
    def smaller(self) -> int:
        return min(self.first, self.second)

    @property
    def larger(self) -> int:
        return max(self.first, self.second)

    def __str__(self) -> str:
        return f"{self.first}+{self.second}={self.total}"
