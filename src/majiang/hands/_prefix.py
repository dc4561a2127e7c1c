"""A bound per prefix of the by-group combination (:mod:`majiang.hands._bygroup`).

The by-group search combines one part (melds) per suit group, group after group. A
scoring table's rows that read only what a face set decides (``readings.DECIDED``) are
counted by keys: for each set of such features, the multiset of what they read of each
meld. A face set's key for one set is the union of its parts' keys, so for a prefix (the
parts of the first groups chosen) the keys every completion can reach are the prefix's
with each *suffix* key the later groups can make (:class:`Suffixes`, with the first parts
making it). Taking each set of rows at each key it can reach, apart from the others, over-
counts the completions (a bound still): the caller's ``bound`` of those options, asked once
per prefix, and its ``refuse`` of it, cut the prefix and everything under it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from majiang.hands.faces import Faces

__all__ = ["Prefix", "Suffixes", "numbered"]

_LIMIT = 48
"""Past this many suffix keys for one set of rows at one group, no prefix there is bounded."""

Options = list[dict[tuple[int, ...], Callable[[], tuple[Faces, ...]]]]
"""For each set of rows, each key a completion can reach, with a face set that reaches it."""


class Prefix(Protocol):
    """What the by-group search asks of a prefix."""

    sets: int
    """How many sets of rows (keys) there are."""

    @property
    def active(self) -> bool:
        """Whether anything may be cut yet (a bound asked before is not kept)."""
        ...

    @property
    def vectors(self) -> Mapping[Faces, tuple[int, ...]]:
        """What each set of features reads of a meld of the standard shape (numbered), by
        the meld's faces (every meld is there: its numbers are worked out on first use)."""
        ...

    def bound(self, options: Options) -> int | None:
        """The most a face set with keys among ``options`` (one per set) pays; ``None``: no bound."""
        ...

    def refuse(self, bound: int) -> bool:
        """Whether face sets paying at most ``bound`` are cut."""
        ...


def numbered(
    parts: Sequence[tuple[tuple[Faces, ...], int, object]], prefix: Prefix
) -> list[tuple[tuple[int, ...], ...]]:
    """Each part's key for each set of rows (the sorted numbers of its melds)."""
    of = prefix.vectors.__getitem__
    empty = ((),) * prefix.sets
    # the melds' numbers, transposed to one column a set, each sorted
    return [
        tuple(map(tuple, map(sorted, zip(*map(of, melds), strict=True)))) if melds else empty
        for melds, _, _ in parts
    ]


class Suffixes:
    """The keys the groups from ``g`` on can add with ``w`` wildcards, set by set, each with
    the first parts (by place in each group's list) that add it."""

    __slots__ = ("last", "lists", "memo", "numbers")

    def __init__(
        self,
        lists: Sequence[Sequence[tuple[tuple[Faces, ...], int, object]]],
        numbers: list[list[tuple[tuple[int, ...], ...]]],
    ) -> None:
        self.lists = lists
        self.last = len(lists) - 1
        self.numbers = numbers
        """Each part's key, set by set (:func:`numbered`)."""
        self.memo: dict[tuple[int, int, int], dict[tuple[int, ...], tuple[int, ...]] | None] = {}

    def of(self, g: int, w: int, j: int) -> dict[tuple[int, ...], tuple[int, ...]] | None:
        """Set ``j``'s keys groups ``g``… add using exactly ``w`` wildcards, each with the
        first parts adding it; ``None`` past ``_LIMIT`` of them."""
        if g > self.last:
            return {(): ()} if not w else {}
        memo_key = (g, w, j)
        if memo_key in self.memo:
            return self.memo[memo_key]
        found: dict[tuple[int, ...], tuple[int, ...]] = {}
        tried: set[tuple[int, tuple[int, ...]]] = set()
        numbers = self.numbers[g]
        for p, (_, used, _) in enumerate(self.lists[g]):
            if used > w or (g == self.last and used != w):
                continue
            mine = numbers[p][j]
            if (used, mine) in tried:
                continue  # an earlier part adds the same key with as many wildcards
            tried.add((used, mine))
            after = self.of(g + 1, w - used, j)
            if after is None:
                self.memo[memo_key] = None
                return None
            for key, parts in after.items():
                merged = tuple(sorted(mine + key))
                if merged not in found:
                    found[merged] = (p, *parts)
            if len(found) > _LIMIT:
                self.memo[memo_key] = None
                return None
        self.memo[memo_key] = found
        return found
