"""The most a table can pay for one hand, so the search for the best reading may stop.

:func:`ceiling` bounds the total any reading of a hand pays, from the table alone:
each row that reads the arrangement counts as awarded as often as it declares it may
be (:attr:`Item.most`), each row that reads nothing of it as often as the first
reading found (those rows give the same for every reading), and the rows that
exclude one another are taken a set at a time (no set holds a row and one it
excludes, as no award does; nor one of its :attr:`~Item.apart` rows, which no reading
of the hand awards with it). A payer's amount only grows with the rows awarded (番
and additions are not negative, multipliers at least 1, the formula does not
decrease; a fixed amount is taken as an alternative; a row of negative 番, such as
a ×1.5 written as ×3 and one 番 less, at 0 awards: the formula does not decrease,
so a reading's 番 are at most the bound's), so no reading pays more. The
rows joined by exclusions fall into groups (a table's wait rows, its flushes, its
flower rows): each group's 番, multiplier and addition are taken at their most over
its sets, one group at a time (the same as over every combination of the groups'
sets where a group's rows are of one stage; a bound either way), so the work grows
with the groups' sizes, not their product. The engine stops at the first reading that
pays that much: it is the first best one, which the full enumeration keeps too.

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
    negative addition, floor or fixed amount, or a multiplier below 1; a row of negative
    番 is taken as never awarded, whatever its count: the formula does not decrease, so
    fewer 番 never pay more). ``known``: the counts, by place in ``items``, of the rows
    that read nothing of the arrangement (and of any other row whose count is known for
    the readings bounded, e.g. those a face set decides)."""
    if not isinstance(formula, (Doubling, Additive)) or formula(0) < 0:
        return None
    possible: list[tuple[Item[Any, Any], int]] = []
    for n, item in enumerate(items):
        if item.stage is Stage.FORBID:
            continue
        if item.stage is Stage.FAN and item.value < 0:
            continue  # at its least harmful, never awarded: 番 only lower the amount
        count = known.get(n, -1)  # counted for this hand (or this face set: ``scoring.best``)
        if count < 0:
            if (item.reads is not None and not item.reads) or item.most is None:
                return None
            count = item.most
        if item.value < (1 if item.stage is Stage.MULTIPLY else 0):
            return None
        if count:
            possible.append((item, count))
    where = (context.seat, context.dealer, context.discarder)
    clash = [
        {
            j
            for j, (other, _) in enumerate(possible)
            if j != i
            and (
                other.key in item.excludes
                or item.key in other.excludes
                or other.key in item.apart
                or item.key in other.apart
            )
        }
        for i, (item, _) in enumerate(possible)
    ]
    groups = [_maximal_sets(component, clash) for component in _components(clash)]
    total = 0
    for payer in payers:
        mine = [item.scope.concerns(payer, *where) for item, _ in possible]
        parts = [_parts([possible[i] for i in chosen if mine[i]]) for chosen in groups[0]]
        for sets in groups[1:]:  # each stage at its most over the group's sets: a bound
            found = [_parts([possible[i] for i in chosen if mine[i]]) for chosen in sets]
            parts.append(
                (
                    max(part[0] for part in found),
                    max(part[1] for part in found),
                    max(part[2] for part in found),
                    max(part[3] for part in found),
                    max(part[4] for part in found),
                )
            )
        fan = sum(part[0] for part in parts)
        times = 1
        for part in parts:
            times *= part[1]
        added = sum(part[2] for part in parts)
        total += max(formula(fan) * times + added, *(part[3] for part in parts), *(part[4] for part in parts))
    return total


def _components(clash: list[set[int]]) -> list[list[int]]:
    """The rows that clash with none (first, possibly empty), then each set of rows joined
    by exclusions."""
    free = [i for i in range(len(clash)) if not clash[i]]
    seen: set[int] = set(free)
    found = [free]
    for start in range(len(clash)):
        if start in seen:
            continue
        component, todo = [], [start]
        seen.add(start)
        while todo:
            i = todo.pop()
            component.append(i)
            for j in clash[i]:
                if j not in seen:
                    seen.add(j)
                    todo.append(j)
        found.append(sorted(component))
    return found


def _maximal_sets(component: list[int], clash: list[set[int]]) -> list[list[int]]:
    """Every maximal set of the component's rows none of which excludes another (the free
    rows: the one set of them all); past ``_SETS`` of them, the whole component (its
    exclusions left out: still a bound, a looser one)."""
    if not component or not clash[component[0]]:
        return [component]
    found: list[list[int]] = []

    def grow(chosen: list[int], left: list[int]) -> bool:
        if not left:
            found.append(chosen)
            return len(found) <= _SETS
        first, rest = left[0], left[1:]
        if not grow([*chosen, first], [j for j in rest if j not in clash[first]]):
            return False
        if any(j in clash[first] for j in rest):  # leaving it out is maximal only if a rival stays
            return grow(chosen, rest)
        return True

    return found if grow([], component) else [component]


def _parts(awarded: list[tuple[Item[Any, Any], int]]) -> tuple[int, int, int, int, int]:
    """(番, multiplier, addition, highest floor, highest fixed amount) of these rows."""
    fan = added = floor = fixed = 0
    times = 1
    for item, count in awarded:
        stage = item.stage
        if stage is Stage.FAN:
            fan += item.value * count
        elif stage is Stage.MULTIPLY:
            times *= item.value * count
        elif stage is Stage.ADD:
            added += item.value * count
        elif stage is Stage.FLOOR:
            floor = max(floor, item.value)
        elif stage is Stage.FIXED:
            fixed = max(fixed, item.value * count)
    return fan, times, added, floor, fixed
