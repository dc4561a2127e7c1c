"""A table compiled for the engine (:mod:`majiang.scoring.engine`), and its rows awarded.

Each table is compiled once per table object: its rows as plain tuples, so that a
reading's scoring does integer work only. A row whose item names a ``group``
(:attr:`Item.group <majiang.scoring.item.Item.group>`) is counted from its group's
answer, asked once a reading for all the rows naming it, instead of by its own
condition; the oracle's rows (:func:`~majiang.scoring.exhaustive`) ask each condition.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, TypeVar

from majiang.errors import RulesetError
from majiang.hands import Feature
from majiang.scoring.best import decided_rows
from majiang.scoring.evaluation import Evaluation
from majiang.scoring.item import Item, Stage
from majiang.scoring.score import Award

__all__ = ["table_features"]

Options = TypeVar("Options")
Facts = TypeVar("Facts")

Row = tuple[int, Item[Any, Any], Any, bool, int, Award, int, Any, int]
"""One row of a compiled table: (place, item, its condition, whether it reads nothing of
the arrangement and is looked up in ``known``, its ``most`` or -1, its award once, its
``id``: the key of ``Evaluation._counts``, the function counting its group or ``None``,
its place in that function's answer)."""


def table_features(items: Iterable[Item[Any, Any]]) -> frozenset[Feature] | None:
    """Every feature the table's conditions read; ``None`` if some item does not say."""
    features: set[Feature] = set()
    for item in items:
        if item.reads is None:
            return None
        features |= item.reads
    return frozenset(features)


class Compiled:
    """What the engine reads of one table, worked out once per table object: its
    features, its rows as plain tuples (so a call does integer work only), and whether
    any row excludes another or refuses."""

    __slots__ = ("decided", "every_row", "excludes", "features", "forbids", "looked_up", "oracle", "rows")

    def __init__(self, items: Sequence[Item[Any, Any]]) -> None:
        self.features = table_features(items)
        declared = self.features is not None
        most = [-1 if item.most is None else item.most for item in items]
        once = [Award(item=item) for item in items]  # an award is a value: one serves every call
        group = [(None, -1) if item.group is None else item.group for item in items]

        def compiled(nothing: list[bool], grouped: bool = True) -> tuple[Row, ...]:
            return tuple(
                (
                    n,
                    item,
                    item.when,
                    nothing[n],
                    most[n],
                    once[n],
                    id(item),
                    *(group[n] if grouped else (None, -1)),
                )
                for n, item in enumerate(items)
            )

        self.every_row = compiled([False] * len(items))
        """Every row evaluated on each reading (no ``known``: a hand's one reading)."""
        self.oracle = compiled([False] * len(items), grouped=False)
        """The same, each by its condition (:func:`~majiang.scoring.exhaustive`)."""
        self.rows = compiled([declared and not item.reads for item in items])
        """The rows reading nothing of the arrangement looked up once per hand, when the
        whole table declares what it reads (:func:`~majiang.scoring.engine.score_win`)."""
        self.looked_up = compiled([item.reads is not None and not item.reads for item in items])
        """The same, item by item (:func:`~majiang.scoring.award_items` with ``known``)."""
        self.excludes = any(item.excludes for item in items)
        self.forbids = any(item.stage is Stage.FORBID for item in items)
        self.decided = decided_rows(items) if declared else ()
        """The rows a face set decides, and what they read (``scoring.best``)."""


def award(
    rows: tuple[Row, ...],
    excludes: bool,
    evaluation: Evaluation[Options, Facts],
    known: dict[int, int] | None,
) -> tuple[Award, ...]:
    """:func:`~majiang.scoring.award_items` over compiled ``rows`` (``excludes``: some row
    excludes another)."""
    awarded = []
    counted = evaluation._counts  # Evaluation.count, inline: a row that reads rows shares them
    groups: dict[Any, Sequence[int]] = {}  # each group's answer, asked once
    for n, item, when, nothing, most, once, key, group, at in rows:
        count = known.get(n, -1) if nothing else -1  # type: ignore[union-attr]
        if count < 0:
            if group is not None:
                answer = groups.get(group)
                if answer is None:
                    answer = groups[group] = group(evaluation)
                count = answer[at]
            else:  # evaluation.count(item), inline (a call less a row)
                found = counted.get(key)
                if found is not None and found[0] is item:
                    count = found[1]
                else:
                    count = when(evaluation)  # int() of it, but for a bool (most are) without the call
                    count = 1 if count is True else 0 if count is False else int(count)
                    counted[key] = (item, count)
            if nothing:
                known[n] = count  # type: ignore[index]
        if count:
            if 0 <= most < count:
                raise RulesetError(
                    f"item {item.key!r} was awarded {count} times, more than its most ({most})"
                )
            awarded.append(once if count == 1 else Award(item=item, count=count))
    if not excludes or not any(award.item.excludes for award in awarded):
        return tuple(awarded)
    excluded = {key for award in awarded for key in award.item.excludes}
    return tuple(a for a in awarded if a.item.key not in excluded)


_TABLES: dict[int, tuple[Sequence[Item[Any, Any]], Compiled]] = {}


def compiled(items: Sequence[Item[Any, Any]], *, keep: bool = True) -> Compiled:
    """The table compiled, kept per table object with ``keep`` (a ruleset's table lives as
    long as it; the entry holds the table, so its id is not reused meanwhile; a table
    narrowed for one hand is not kept)."""
    found = _TABLES.get(id(items))
    if found is not None and found[0] is items:
        return found[1]
    table = Compiled(items)
    if keep and type(items) is tuple:
        if len(_TABLES) > 256:
            _TABLES.clear()
        _TABLES[id(items)] = (items, table)
    return table
