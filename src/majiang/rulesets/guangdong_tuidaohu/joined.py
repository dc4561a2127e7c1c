"""推倒胡's decided rows read together for the face-set bound (``Item.narrow``), so that the
search keeps fewer sets of keys.

The face-set bound (:class:`~majiang.scoring.best.Pruner`) counts the rows a face set decides
(their reads all in :data:`~majiang.hands.readings.DECIDED`) once per *key* of each set of
rows that read the same features, and the by-group search numbers every meld of every part
once per such set. A row may read more than it needs: its count is the same on equal keys
of any set of features holding its own (those keys tell apart at least what it reads). So
where a hand leaves three sets or more (清一色 the suits, 四暗刻 the melds' kinds, the honor
hands the honor melds: the hands with many ghosts and no meld laid), every decided row of
this hand reads what they read together: one set of keys, one number a meld. The table reads
no feature it did not (the union is what the class search tells apart anyway), so the
classes, and the answer, stay the same. Where fewer are left (one or two sets: joint keys
would be more than each set's, each a face set placed for its counts), only the rows reading
the shape alone (七对子, 十三幺, 七对加番: a set whose keys tell nothing apart) read with the
first row whose reads hold more.

>>> from majiang.hands import Feature
>>> from majiang.scoring import Item
>>> def row(key, *reads):
...     return Item(key=key, chinese=key, english=key, value=2, when=lambda e: False, reads=reads, most=1)
>>> shape, suits = (Feature.SHAPE,), (Feature.SHAPE, Feature.SUITS)
>>> rows = [row("a", *suits), row("b", Feature.SHAPE, Feature.KINDS), row("c", *shape)]
>>> plan({r.key: frozenset(r.reads) for r in rows})["c"] == frozenset(suits)  # two sets: "c" takes a's
True
>>> more = {**{r.key: frozenset(r.reads) for r in rows}, "d": frozenset({Feature.SHAPE, Feature.HONORS})}
>>> sorted(f.name for f in plan(more)["c"])  # three: every row reads them together
['HONORS', 'KINDS', 'SHAPE', 'SUITS']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, TypeAlias

import attrs

from majiang.hands import Feature
from majiang.hands.readings import DECIDED
from majiang.scoring import Evaluation, Item, Stage

if TYPE_CHECKING:
    from majiang.rulesets.guangdong_tuidaohu.ruleset import GuangdongTuidaohuOptions, TuidaohuFacts

TuidaohuEvaluation: TypeAlias = "Evaluation[GuangdongTuidaohuOptions, TuidaohuFacts]"
TuidaohuItem: TypeAlias = "Item[GuangdongTuidaohuOptions, TuidaohuFacts]"

__all__ = ["JOINED_SETS", "joined", "plan"]

JOINED_SETS = 3
"""From this many sets of reads (the shape alone not counted), the decided rows read together."""
_SHAPE = frozenset({Feature.SHAPE})


def plan(own: Mapping[str, frozenset[Feature]]) -> dict[str, frozenset[Feature]]:
    """What each decided row reads for the bound, from what it reads of this hand
    (``own``, in table order, each non-empty and within ``DECIDED``)."""
    sets = set(own.values())
    if len(sets - {_SHAPE}) >= JOINED_SETS:
        together = frozenset().union(*sets)
        return dict.fromkeys(own, together)
    out = {}
    for key, mine in own.items():
        if mine == _SHAPE:
            mine = next((theirs for theirs in own.values() if theirs > mine), mine)
        out[key] = mine
    return out


def _decided(row: TuidaohuItem) -> bool:
    return (
        bool(row.reads) and row.reads is not None and row.reads <= DECIDED and row.stage is not Stage.FORBID
    )


def joined(rows: Iterable[TuidaohuItem]) -> tuple[TuidaohuItem, ...]:
    """The table with each decided row narrowed to what :func:`plan` gives it for the hand
    (worked out once a hand), declaring every decided row's features (so that the narrowing
    may keep them); the other rows as they are."""
    table = tuple(rows)
    decided = tuple(r for r in table if _decided(r))
    every = frozenset().union(*(r.reads or () for r in decided))

    def own(e: TuidaohuEvaluation, row: TuidaohuItem) -> frozenset[Feature]:
        reads = frozenset(row.reads or ())
        return reads if row.narrow is None else reads & frozenset(row.narrow(e))

    def planned(e: TuidaohuEvaluation) -> dict[str, frozenset[Feature]]:
        def compute() -> dict[str, frozenset[Feature]]:
            found = {r.key: own(e, r) for r in decided}
            return plan({key: reads for key, reads in found.items() if reads})

        return e.once("joined reads", compute)

    def wrap(row: TuidaohuItem) -> TuidaohuItem:
        def narrow(e: TuidaohuEvaluation) -> tuple[Feature, ...]:
            return tuple(planned(e).get(row.key, ()))

        return attrs.evolve(row, reads=frozenset(row.reads or ()) | every, narrow=narrow)

    return tuple(wrap(r) if _decided(r) else r for r in table)
