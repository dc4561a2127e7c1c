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
from typing import Any, Generic, TypeVar

import attrs

from majiang.hands import Arrangement, Hand, MeldKind, Shape
from majiang.scoring.context import WinContext

__all__ = ["Evaluation"]

T = TypeVar("T")
Options_co = TypeVar("Options_co", covariant=True)
"""The ruleset's options type (its ``Options``: ``NoOptions`` for a ruleset without)."""
Facts_co = TypeVar("Facts_co", covariant=True)
"""The ruleset's facts type (its ``Facts``; ``None`` for a ruleset that records none)."""


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

    def once(self, key: str, compute: Callable[[], T]) -> T:
        """``compute()`` once per hand: for whole-hand facts (e.g. over ``readings``)
        that every arrangement's conditions would otherwise recompute."""
        if key not in self.memo:
            self.memo[key] = compute()
        result: T = self.memo[key]
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
        return self.arrangement.uses_wild

    @property
    def all_triplets(self) -> bool:
        """A standard hand whose sets are all triplets or kongs (碰碰胡)."""
        return self.shape is Shape.STANDARD and all(
            m.kind in (MeldKind.TRIPLET, MeldKind.KONG) for m in self.arrangement.melds if m.kind.is_set
        )
