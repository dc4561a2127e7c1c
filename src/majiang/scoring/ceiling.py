"""The most a table can pay for one hand, so the search for the best reading may stop.

:func:`ceiling` bounds the total any reading of a hand pays, from the table alone:
each row that reads the arrangement counts as awarded as often as it declares it may
be (:attr:`Item.most`), each row that reads nothing of it as often as the first
reading found (those rows give the same for every reading), and the rows that
exclude one another are taken a set at a time (no set holds a row and one it
excludes, as no award does). A payer's amount only grows with the rows awarded (番
and additions are not negative, multipliers at least 1, the formula does not
decrease; a fixed amount is taken as an alternative), so no reading pays more. The
engine stops at the first reading that pays that much: it is the first best one,
which the full enumeration keeps too.

>>> from majiang.hands import Feature
>>> from majiang.scoring import Doubling, Item, WinContext
>>> rows = [
...     Item(key="a", chinese="甲", english="a", value=2, when=lambda e: True, reads={Feature.SHAPE}, most=1),
...     Item(key="b", chinese="乙", english="b", value=3, when=lambda e: True, reads={Feature.KINDS},
...          most=1, excludes=("a",)),
... ]
>>> context = WinContext(seat=0, dealer=0, discarder=None)
>>> ceiling(rows, {}, Doubling(), (1, 2, 3), context)  # 乙 or 甲, not both: 2^3 from each payer
24
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from majiang.scoring.context import WinContext
from majiang.scoring.formula import Additive, Doubling, Formula
from majiang.scoring.item import Item, Stage

__all__ = ["ceiling"]

_SETS = 4096
"""Past this many sets of rows that do not exclude one another, the exclusions are
left out of the bound (it stays a bound, only a looser one)."""


def ceiling(
    items: Sequence[Item[Any, Any]],
    known: dict[int, int],
    formula: Formula,
    payers: Sequence[int],
    context: WinContext,
) -> int | None:
    """An upper bound of the total (over ``payers``) any reading pays, or ``None`` when
    the table does not give one (a row that reads the arrangement without ``most``, a
    negative value or a multiplier below 1). ``known``: the counts, by place in
    ``items``, of the rows that read nothing of the arrangement."""
    if not isinstance(formula, (Doubling, Additive)) or formula(0) < 0:
        return None
    possible: list[tuple[Item[Any, Any], int]] = []
    for n, item in enumerate(items):
        if item.stage is Stage.FORBID:
            continue
        if item.reads is not None and not item.reads:
            count = known.get(n, -1)
            if count < 0:
                return None
        elif item.most is None:
            return None
        else:
            count = item.most
        if item.value < (1 if item.stage is Stage.MULTIPLY else 0):
            return None
        if count:
            possible.append((item, count))
    where = (context.seat, context.dealer, context.discarder)
    concerned = [[item.scope.concerns(payer, *where) for item, _ in possible] for payer in payers]

    def total(chosen: list[int]) -> int:
        return sum(_amount([possible[i] for i in chosen if mine[i]], formula) for mine in concerned)

    clash = [
        {
            j
            for j, (other, _) in enumerate(possible)
            if j != i and (other.key in item.excludes or item.key in other.excludes)
        }
        for i, (item, _) in enumerate(possible)
    ]
    free = [i for i in range(len(possible)) if not clash[i]]
    best = -1
    leaves = 0

    def grow(chosen: list[int], left: list[int]) -> bool:
        """Every maximal set of the clashing rows, each scored; ``False`` past ``_SETS``."""
        nonlocal best, leaves
        if not left:
            leaves += 1
            best = max(best, total([*free, *chosen]))
            return leaves <= _SETS
        first, rest = left[0], left[1:]
        if not grow([*chosen, first], [j for j in rest if j not in clash[first]]):
            return False
        if any(j in clash[first] for j in rest):  # leaving it out is maximal only if a rival stays
            return grow(chosen, rest)
        return True

    if not grow([], [i for i in range(len(possible)) if clash[i]]):
        return total(list(range(len(possible))))
    return best


def _amount(awarded: list[tuple[Item[Any, Any], int]], formula: Formula) -> int:
    """The most one payer pays with these rows awarded (any of them may be left out)."""
    fan = sum(item.value * count for item, count in awarded if item.stage is Stage.FAN)
    amount = formula(fan)
    for item, count in awarded:
        if item.stage is Stage.MULTIPLY:
            amount *= item.value * count
    amount += sum(item.value * count for item, count in awarded if item.stage is Stage.ADD)
    floors = [item.value for item, _ in awarded if item.stage is Stage.FLOOR]
    fixed = [item.value * count for item, count in awarded if item.stage is Stage.FIXED]
    return max([amount, *floors, *fixed])
