"""What an item's condition sees: one arrangement of the hand, in its context.

:class:`Evaluation` is generic over the ruleset's options type and facts type, so a
region's conditions are type-checked against its own: a condition of a table whose
ruleset has options ``RegionOptions`` and no facts takes an
``Evaluation[RegionOptions, None]``, and a misspelt ``e.options.<name>`` is a mypy
error. Both parameters are covariant (an evaluation only gives its options and facts
out), so a helper that reads neither takes an ``Evaluation[object, object]`` and
serves every region's table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import attrs

from majiang._calls import checked_call
from majiang.hands import Arrangement, Hand, MeldKind, Shape
from majiang.scoring.context import WinContext

if TYPE_CHECKING:
    from majiang.scoring.item import Item

__all__ = ["Evaluation"]

# bound once: under Python 3.11 each ``Shape.STANDARD`` is a call of ``EnumType.__getattr__``'s hook
_STANDARD = Shape.STANDARD
_MISSING: Any = object()
"""What :meth:`Evaluation.once` and :meth:`Evaluation.per_reading` find for a value not
worked out yet (``None`` may be one)."""
_TRIPLETS = frozenset((MeldKind.TRIPLET, MeldKind.KONG))
_SETS = frozenset(kind for kind in MeldKind if kind.is_set)

T = TypeVar("T")
Options_co = TypeVar("Options_co", covariant=True)
"""The ruleset's options type (its ``Options``: ``NoOptions`` for a ruleset without)."""
Facts_co = TypeVar("Facts_co", covariant=True)
"""The ruleset's facts type (its ``Facts``; ``None`` for a ruleset that records none)."""


@checked_call
@attrs.frozen(kw_only=True)
class Evaluation(Generic[Options_co, Facts_co]):
    """A hand read one way, with how it won and the ruleset's options."""

    hand: Hand
    arrangement: Arrangement
    context: WinContext
    options: Options_co
    """The ruleset's options object (each region's own attrs type)."""
    readings: Sequence[Arrangement] = ()
    """Every arrangement of the hand (one of each class the table tells apart), for
    conditions on the hand as a whole; listed when first read."""
    memo: dict[str, Any] = attrs.field(factory=dict, eq=False, repr=False)
    """Shared by every evaluation of one hand: see :meth:`once`."""
    _counts: dict[int, tuple[object, int]] = attrs.field(factory=dict, init=False, eq=False, repr=False)
    """Item counts :meth:`count` worked out, by ``id(item)`` as ``(item, count)`` (the item
    kept, so its id is not reused meanwhile)."""
    _kept: dict[str, Any] = attrs.field(factory=dict, init=False, eq=False, repr=False)
    """Values :meth:`per_reading` worked out, by name."""

    @classmethod
    def _of(
        cls,
        hand: Hand,
        arrangement: Arrangement,
        context: WinContext,
        options: Any,
        readings: Sequence[Arrangement],
        memo: dict[str, Any],
    ) -> Evaluation[Any, Any]:
        """An evaluation the engine builds for each reading: its fields set as they are
        (the engine's values need no check; attrs' ``__init__`` has none either), at the
        cost of the slots alone."""
        self: Evaluation[Any, Any] = object.__new__(cls)
        put = object.__setattr__
        put(self, "hand", hand)
        put(self, "arrangement", arrangement)
        put(self, "context", context)
        put(self, "options", options)
        put(self, "readings", readings)
        put(self, "memo", memo)
        put(self, "_counts", {})
        put(self, "_kept", {})
        return self

    def count(self, item: Item[Any, Any]) -> int:
        """How many times ``item`` is awarded to this reading (``int(item.when(self))``),
        worked out once per evaluation: a row that reads other rows (a minimum over the
        table, the highest row) and the engine then share one answer.

        >>> from majiang.hands import Hand, ShapeGrammar, arrangements
        >>> from majiang.scoring import Item
        >>> hand = Hand.parse("123m456p789s11122z", win="2z", self_drawn=True)
        >>> reading = next(arrangements(hand, ShapeGrammar()))
        >>> e = Evaluation(hand=hand, arrangement=reading, context=WinContext(seat=0, dealer=0), options=None)
        >>> calls = []
        >>> row = Item(key="k", chinese="k", english="k", value=1, when=lambda e: calls.append(1) or 2)
        >>> e.count(row), e.count(row), len(calls)
        (2, 2, 1)
        """
        found = self._counts.get(id(item))
        if found is not None and found[0] is item:
            count: int = found[1]
            return count
        count = int(item.when(self))
        self._counts[id(item)] = (item, count)
        return count

    def per_reading(self, key: str, compute: Callable[[], T]) -> T:
        """``compute()`` once for this reading (this evaluation): what several conditions
        read of the one arrangement, e.g. its suits.

        >>> from majiang.hands import Hand, ShapeGrammar, arrangements
        >>> hand = Hand.parse("123m456p789s11122z", win="2z", self_drawn=True)
        >>> e = Evaluation(hand=hand, arrangement=next(arrangements(hand, ShapeGrammar())),
        ...                context=WinContext(seat=0, dealer=0), options=None)
        >>> sorted(e.per_reading("suits", lambda: {m.tiles[0].suit for m in e.arrangement.melds}))
        ['m', 'p', 's', 'z']
        """
        found = self._kept.get(key, _MISSING)
        if found is _MISSING:
            found = self._kept[key] = compute()
        value: T = found
        return value

    def once(self, key: str, compute: Callable[[], T]) -> T:
        """``compute()`` once per hand: for whole-hand facts (e.g. over ``readings``)
        that every arrangement's conditions would otherwise recompute."""
        found = self.memo.get(key, _MISSING)
        if found is _MISSING:
            found = self.memo[key] = compute()
        result: T = found
        return result

    @property
    def facts(self) -> Facts_co:
        """The round's region-only facts (``context.facts``: the ruleset's ``Facts``, which
        :meth:`Ruleset.score <majiang.rulesets.base.Ruleset.score>` checks before scoring;
        ``WinContext`` is shared by every region, so its field is untyped)."""
        facts: Facts_co = self.context.facts
        return facts

    @property
    def shape(self) -> Shape:
        return self.arrangement.shape

    @property
    def self_drawn(self) -> bool:
        return self.context.self_drawn

    @property
    def uses_wild(self) -> bool:
        """Some wildcard stands for another kind than its own face."""
        found: bool | None = self._kept.get("uses_wild")
        if found is None:
            found = self._kept["uses_wild"] = self.arrangement.uses_wild
        return found

    @property
    def all_triplets(self) -> bool:
        """A standard hand whose sets are all triplets or kongs (碰碰胡)."""
        found: bool | None = self._kept.get("all_triplets")
        if found is None:
            found = self._kept["all_triplets"] = self.arrangement.shape is _STANDARD and all(
                m.kind in _TRIPLETS for m in self.arrangement.melds if m.kind in _SETS
            )
        return found
