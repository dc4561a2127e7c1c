"""开宝 and 荒番: the round facts that double a Shanghai win, and how they come about.

开宝: the opening roll shows a pair (两骰同点) or a 1 and a 4. 荒番: a counter carried
between rounds, +1 after every drawn round; each round won while it is above 0 is
doubled and lowers it by 1; it is reset when any of the four players leaves.

>>> from majiang.tiles import Dice
>>> [kaibao(Dice(first=a, second=b)) for a, b in ((3, 3), (1, 4), (4, 1), (2, 5))]
[True, True, True, False]
>>> counters = [0]
>>> for drawn in (True, True, True, False, False):
...     counters.append(next_huangfan(counters[-1], drawn=drawn))
>>> counters
[0, 1, 2, 3, 2, 1]
>>> next_huangfan(3, drawn=False, left=True)
0
>>> ShanghaiFacts(kaibao=True, huangfan=2).factor
4
>>> ShanghaiFacts(huangfan=-1)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
majiang.errors.RoundError: ShanghaiFacts.huangfan: the 荒番 counter is a count of drawn rounds ..., not -1
"""

from __future__ import annotations

import attrs

from majiang.errors import RoundError
from majiang.tiles import Dice

__all__ = ["ShanghaiFacts", "kaibao", "next_huangfan"]


def _flag(instance: object, attribute: attrs.Attribute[bool], value: bool) -> None:
    if type(value) is not bool:
        raise RoundError(f"ShanghaiFacts.{attribute.name}: must be True or False, not {value!r}")


def _counter(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value < 0:
        raise RoundError(
            f"ShanghaiFacts.{attribute.name}: the 荒番 counter is a count of drawn rounds (0 or more), "
            f"not {value!r}"
        )


@attrs.frozen(kw_only=True)
class ShanghaiFacts:
    """What a Shanghai round records of its own (``Round.facts`` / ``WinContext.facts``)."""

    kaibao: bool = attrs.field(default=False, validator=_flag)
    """A 开宝 round: the opening roll was a pair or a 1 and a 4 (:func:`kaibao`)."""
    huangfan: int = attrs.field(default=0, validator=_counter)
    """The 荒番 counter this round is played under (:func:`next_huangfan`); above 0 doubles."""

    @property
    def factor(self) -> int:
        """What the two multiply a win by: 1, 2 or 4 (caps included)."""
        return (2 if self.kaibao else 1) * (2 if self.huangfan else 1)


def kaibao(dice: Dice) -> bool:
    """开宝: the opening roll is a pair, or a 1 and a 4."""
    if not isinstance(dice, Dice):
        raise RoundError(f"开宝 is read from the opening Dice, not {dice!r}")
    return dice.first == dice.second or {dice.first, dice.second} == {1, 4}


def next_huangfan(counter: int, *, drawn: bool, left: bool = False) -> int:
    """The 荒番 counter of the next round: 0 after a player left, +1 after a drawn round,
    -1 after a round won while it was above 0."""
    if type(counter) is not int or counter < 0:
        raise RoundError(f"the 荒番 counter is a count of drawn rounds (0 or more), not {counter!r}")
    if left:
        return 0
    if drawn:
        return counter + 1
    return max(counter - 1, 0)
