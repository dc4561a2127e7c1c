"""A grammar compiled to the index form the searches use: wild indices, target masks, groups.

:class:`Compiled` is what :func:`~majiang.hands._cache.compile_grammar` returns (and
caches); :class:`Base` the part shared by grammars that differ only in their wild kinds.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TypeVar

import attrs

from majiang.hands._groups import INF, Group, WildTable, groups_for, wild_table
from majiang.hands.grammar import ShapeGrammar
from majiang.tiles import Tile
from majiang.tiles.tile import KIND_COUNT

__all__ = ["Base", "Compiled"]

_T = TypeVar("_T")


_SLOT_BASE = (0, 9, 18, 27, 34)


def _slot_of(index: int) -> tuple[int, int]:
    """(key slot, bit shift) of a kind index in a hand's packed keys."""
    slot = 0 if index < 9 else 1 if index < 18 else 2 if index < 27 else 3 if index < 34 else 4
    return slot, 4 * (index - _SLOT_BASE[slot])


@lru_cache(maxsize=64)
def _targets(targets: frozenset[Tile]) -> tuple[tuple[int, ...], frozenset[int], tuple[int, ...]]:
    """(sorted indices, their set, per key slot the mask of bit 0 of each target's count)."""
    indices = tuple(sorted(t.index for t in targets))
    ones = [0, 0, 0, 0]
    for index in indices:
        slot, shift = _slot_of(index)
        ones[slot] |= 1 << shift
    return indices, frozenset(indices), tuple(ones)


@lru_cache(maxsize=64)
def _wild_pair_ok(target_indices: tuple[int, ...], ranks: frozenset[int] | None) -> bool:
    """Can two wildcards alone make the pair?"""
    return any(ranks is None or (i < 27 and i % 9 + 1 in ranks) for i in target_indices)


_INTERN: dict[object, object] = {}


def _shared(value: _T) -> _T:
    """One object per distinct value (masks, tuples), so that compiled forms share them."""
    return _INTERN.setdefault(value, value)  # type: ignore[return-value]


class Base:
    """What a compiled grammar needs but its wild kinds: shared by grammars alike but for them.

    (Per-hand or per-round grammars differ in their wild kinds alone: they share one
    of these, which then stays in the CPU cache.)
    """

    # The hot path's fields come first, so they share the object's first cache lines.
    __slots__ = (  # noqa: RUF023
        "instant",
        "simple",
        "tables",
        "all_targets",
        "pair_wild",
        "bare",
        "special",
        "seven_pairs",
        "targets_packed",
        "four_alike",
        "orphans",
        "lan",
        "complete_shapes",
        "groups",
        "complete_size",
        "sets",
        "target_indices",
        "target_ones",
        "targets",
        "wild_pair_ok",
    )

    def __init__(self, grammar: ShapeGrammar) -> None:
        self.target_indices, self.targets, self.target_ones = _targets(grammar.wild_targets)
        self.groups: tuple[Group, ...] = groups_for(grammar.honor_runs, grammar.pair_ranks, self.targets)
        self.wild_pair_ok = _wild_pair_ok(self.target_indices, grammar.pair_ranks)
        self.complete_size = grammar.complete_size
        self.sets = grammar.sets
        self.complete_shapes = _shapes(self.complete_size, self.sets)
        """The values of ``Hand._keys[5]`` (8 × size + melds) a complete hand may have."""
        self.bare = 8 * self.complete_size
        """``Hand._keys[5]`` of a complete hand without melds."""
        self.pair_wild = 2 if self.wild_pair_ok else INF
        self.all_targets = len(self.target_indices) == KIND_COUNT
        """A wildcard may stand for any kind: then a group's sets + pair never needs fewer
        wildcards than its sets alone minus one (the pair can become a triplet)."""
        self.instant = INF if grammar.instant_wilds is None else grammar.instant_wilds
        """Wildcards that win at once (``ShapeGrammar.instant_wilds``); ``INF`` if none do."""
        t0, t1, t2, t3 = self.target_ones
        self.targets_packed = t0 | t1 << 1 | t2 << 2 | t3 << 3
        """The slots' target bits side by side (slot ``s`` at bit ``s`` of each four)."""
        self.simple = len(self.groups) == 4
        """Four groups, each a whole key slot (no honor runs)."""
        self.tables = tuple(group.need_table for group in self.groups)
        """The groups' need tables (see :meth:`Group.need`), read directly on the hot path."""
        # The special shapes all have exactly 14 tiles: only with 4 sets.
        fourteen = grammar.sets == 4
        self.seven_pairs = fourteen and grammar.seven_pairs
        self.four_alike = grammar.four_alike_as_two_pairs
        self.orphans = fourteen and grammar.thirteen_orphans
        self.lan = fourteen and grammar.thirteen_lan
        self.special = self.seven_pairs or self.orphans or self.lan


_BASE_FIELDS = tuple(f.name for f in attrs.fields(ShapeGrammar) if f.name != "wild")
_BASES: dict[tuple[object, ...], Base] = {}


def _base(grammar: ShapeGrammar) -> Base:
    key = tuple(getattr(grammar, name) for name in _BASE_FIELDS)
    found = _BASES.get(key)
    if found is None:
        if len(_BASES) >= 256:
            _BASES.clear()
        found = _BASES[key] = Base(grammar)
    return found


class Compiled:
    """A grammar's index-level view: wild indices, target mask, groups, and hot-path state.

    The fields of its :class:`Base` are repeated here, for the code off the hot path.
    """

    # The hot path's fields come first, so they share the object's first cache lines.
    __slots__ = (  # noqa: RUF023
        "key",
        "wild_any",
        "w0",
        "w1",
        "w2",
        "w3",
        "complete_shapes",
        "base",
        "natural_tops",
        "bare_top",
        "natural_shapes",
        "wild_m",
        "wild_p",
        "wild_s",
        "wild_z",
        "simple",
        "bare",
        "special",
        "seven_pairs",
        "four_alike",
        "orphans",
        "lan",
        "groups",
        "instant",
        "tables",
        "all_targets",
        "pair_wild",
        "targets_packed",
        "complete_size",
        "sets",
        "target_indices",
        "target_ones",
        "targets",
        "wild_pair_ok",
        "flower_bad",
        "flower_wild",
        "grammar",
        "wild",
        "wild_masks",
    )

    def __init__(self, grammar: ShapeGrammar) -> None:
        self.key: ShapeGrammar | None = None
        """The caller's grammar while this is ``LAST[0]`` (see :func:`compile_grammar`)."""
        self.grammar = grammar
        base = self.base = _base(grammar)
        self.instant = base.instant
        self.simple = base.simple
        self.tables = base.tables
        self.all_targets = base.all_targets
        self.pair_wild = base.pair_wild
        self.bare = base.bare
        self.special = base.special
        self.seven_pairs = base.seven_pairs
        self.targets_packed = base.targets_packed
        self.four_alike = base.four_alike
        self.orphans = base.orphans
        self.lan = base.lan
        self.complete_shapes = base.complete_shapes
        self.groups = base.groups
        self.complete_size = base.complete_size
        self.sets = base.sets
        self.target_indices = base.target_indices
        self.target_ones = base.target_ones
        self.targets = base.targets
        self.wild_pair_ok = base.wild_pair_ok
        self.wild = _shared(tuple(sorted(t.index for t in grammar.wild)))
        masks = [0, 0, 0, 0]
        flowers = 0
        for index in self.wild:
            slot, shift = _slot_of(index)
            if slot == 4:
                flowers |= 15 << shift
            else:
                masks[slot] |= 15 << shift
        self.wild_masks = _shared(tuple((slot, mask) for slot, mask in enumerate(masks) if mask))
        """(key slot, mask of the wild kinds' four-bit counts) for each slot holding a wild kind."""
        self.wild_m, self.wild_p, self.wild_s, self.wild_z = (_shared(mask) for mask in masks)
        self.wild_any = bool(self.wild)
        self.natural_shapes = frozenset() if self.wild_any else self.complete_shapes
        self.natural_tops = frozenset(shape << 32 for shape in self.natural_shapes)
        """``Hand._packed >> 136`` (no flowers, then the shape) of the complete hands the
        no-wildcard path takes: none if the grammar has wild kinds."""
        self.bare_top = self.bare << 32
        """:attr:`complete_shapes` if the grammar has no wild kinds (the hot path's one test)."""
        self.w0: WildTable | None = None
        """With wild kinds and four groups (no honor runs): each group's :class:`WildTable`
        (``w1``..``w3`` are meaningful only when ``w0`` is not ``None``)."""
        unused = wild_table(base.groups[0], 0)
        self.w1: WildTable = unused
        self.w2: WildTable = unused
        self.w3: WildTable = unused
        if self.wild_any and base.simple:
            self.w0, self.w1, self.w2, self.w3 = (
                wild_table(group, mask) for group, mask in zip(base.groups, masks, strict=True)
            )
        self.flower_wild = _shared(flowers)
        self.flower_bad = _shared(0xFFFFFFFF & ~flowers)
        """Flowers among the concealed tiles that are not wild make a hand invalid."""


@lru_cache(maxsize=8)
def _shapes(complete_size: int, sets: int) -> frozenset[int]:
    return frozenset(8 * complete_size + melds for melds in range(sets + 1))
