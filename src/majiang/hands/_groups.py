"""Index-level search over tile groups: the fast core of win checks and arrangements.

A hand's concealed naturals split into independent *groups*: each suit, and the
honors (one group per honor kind, or winds and dragons when honor runs count).
For each group and each count vector we memoize

* the fewest wildcards that complete it into sets (and into sets + the pair),
* every decomposition into melds (as faces), and
* the block options shanten needs.

A hand then combines its groups' answers; nothing here knows about ``Tile``.
Wildcards are not part of a group's counts: a meld is any pattern containing
at least one natural tile, its missing tiles filled by wildcards where the
grammar allows a wildcard to stand.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

__all__ = ["INF", "Group", "groups_for"]

INF = 99
PAIR = "pair"


class Group:
    """One independent group of kinds and the patterns its sets may take."""

    __slots__ = (
        "_blocks",
        "_decomp",
        "_need",
        "by_first",
        "indices",
        "pair_ok",
        "partials",
        "patterns",
        "targets",
    )

    def __init__(
        self,
        indices: tuple[int, ...],
        patterns: tuple[tuple[int, ...], ...],
        partials: tuple[tuple[int, ...], ...],
        targets: tuple[bool, ...],
        pair_ok: tuple[bool, ...],
    ) -> None:
        self.indices = indices
        self.patterns = patterns
        self.partials = partials
        self.targets = targets
        self.pair_ok = pair_ok
        self.by_first = tuple(tuple(p for p in patterns if i in p) for i in range(len(indices)))
        self._need: dict[tuple[int, ...], tuple[int, int]] = {}
        self._decomp: dict[tuple[tuple[int, ...], bool], frozenset[tuple[tuple[int, ...], ...]]] = {}
        self._blocks: dict[tuple[int, ...], frozenset[tuple[int, int, int]]] = {}

    # -- fewest wildcards ----------------------------------------------------
    def need(self, counts: tuple[int, ...]) -> tuple[int, int]:
        """(wildcards to make ``counts`` into sets, ... into sets + one pair)."""
        found = self._need.get(counts)
        if found is None:
            found = (self._min(counts, False), self._min(counts, True))
            self._need[counts] = found
        return found

    def _min(self, counts: tuple[int, ...], pair: bool) -> int:
        first = next((i for i, c in enumerate(counts) if c), -1)
        if first < 0:
            return INF if pair else 0
        best = INF
        for pattern in self.by_first[first]:
            rest, wild = self._take(counts, pattern)
            if rest is not None:
                sub = self.need(rest)[1 if pair else 0]
                best = min(best, wild + sub)
        if pair and self.pair_ok[first]:
            rest, wild = self._take(counts, (first, first))
            if rest is not None:
                best = min(best, wild + self.need(rest)[0])
        return best

    def _take(self, counts: tuple[int, ...], pattern: tuple[int, ...]) -> tuple[tuple[int, ...] | None, int]:
        rest = list(counts)
        wild = 0
        for q in pattern:
            if rest[q]:
                rest[q] -= 1
            elif self.targets[q]:
                wild += 1
            else:
                return None, 0
        return tuple(rest), wild

    # -- every decomposition -------------------------------------------------
    def decompositions(self, counts: tuple[int, ...], pair: bool) -> frozenset[tuple[tuple[int, ...], ...]]:
        """Every way to split ``counts`` into melds (local faces, sorted), with one pair if ``pair``.

        A pair is written as a 2-tuple, sets as 3-tuples.
        """
        key = (counts, pair)
        found = self._decomp.get(key)
        if found is not None:
            return found
        first = next((i for i, c in enumerate(counts) if c), -1)
        result: set[tuple[tuple[int, ...], ...]] = set()
        if first < 0:
            if not pair:
                result.add(())
        else:
            options = [(p, pair) for p in self.by_first[first]]
            if pair and self.pair_ok[first]:
                options.append(((first, first), False))
            for pattern, still_pair in options:
                rest, _ = self._take(counts, pattern)
                if rest is None:
                    continue
                for tail in self.decompositions(rest, still_pair):
                    result.add(tuple(sorted((pattern, *tail))))
        frozen = frozenset(result)
        self._decomp[key] = frozen
        return frozen

    # -- shanten blocks --------------------------------------------------------
    def blocks(self, counts: tuple[int, ...]) -> frozenset[tuple[int, int, int]]:
        """Pareto-best (sets, partial blocks, eye) options over the naturals ``counts``."""
        found = self._blocks.get(counts)
        if found is not None:
            return found
        first = next((i for i, c in enumerate(counts) if c), -1)
        options: set[tuple[int, int, int]] = set()
        if first < 0:
            options.add((0, 0, 0))
        else:
            rest = list(counts)
            rest[first] -= 1
            options.update(self.blocks(tuple(rest)))  # leave the tile isolated
            for pattern in self.by_first[first]:
                taken = _take_natural(counts, pattern)
                if taken is not None:
                    options.update((m + 1, t, e) for m, t, e in self.blocks(taken))
            for partial in self.partials:
                if first in partial:
                    taken = _take_natural(counts, partial)
                    if taken is not None:
                        sub = self.blocks(taken)
                        options.update((m, t + 1, e) for m, t, e in sub)
                        if partial[0] == partial[1] and self.pair_ok[first]:
                            options.update((m, t, 1) for m, t, e in sub if e == 0)
        frozen = frozenset(_pareto(options))
        self._blocks[counts] = frozen
        return frozen


def _take_natural(counts: tuple[int, ...], pattern: tuple[int, ...]) -> tuple[int, ...] | None:
    rest = list(counts)
    for q in pattern:
        if not rest[q]:
            return None
        rest[q] -= 1
    return tuple(rest)


def _pareto(options: set[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    return [
        o
        for o in options
        if not any(p != o and p[0] >= o[0] and p[1] >= o[1] and p[2] >= o[2] for p in options)
    ]


def _suit_group(base: int, targets: frozenset[int], pair_ranks: frozenset[int] | None) -> Group:
    patterns = tuple((i, i, i) for i in range(9)) + tuple((i, i + 1, i + 2) for i in range(7))
    partials = (
        tuple((i, i) for i in range(9))
        + tuple((i, i + 1) for i in range(8))
        + tuple((i, i + 2) for i in range(7))
    )
    return Group(
        indices=tuple(range(base, base + 9)),
        patterns=tuple(sorted(patterns)),
        partials=partials,
        targets=tuple(base + i in targets for i in range(9)),
        pair_ok=tuple(pair_ranks is None or i + 1 in pair_ranks for i in range(9)),
    )


def _honor_group(indices: tuple[int, ...], runs: bool, targets: frozenset[int], pair_allowed: bool) -> Group:
    n = len(indices)
    patterns = [(i, i, i) for i in range(n)]
    partials = [(i, i) for i in range(n)]
    if runs:
        patterns.extend(combinations(range(n), 3))
        partials.extend(combinations(range(n), 2))
    return Group(
        indices=indices,
        patterns=tuple(sorted(patterns)),
        partials=tuple(partials),
        targets=tuple(i in targets for i in indices),
        pair_ok=(pair_allowed,) * n,
    )


@lru_cache(maxsize=64)
def groups_for(
    honor_runs: bool, pair_ranks: frozenset[int] | None, targets: frozenset[int]
) -> tuple[Group, ...]:
    """The groups of a grammar; shared (with their memo tables) by equal grammars."""
    groups = [_suit_group(base, targets, pair_ranks) for base in (0, 9, 18)]
    honors_pair = pair_ranks is None
    if honor_runs:
        groups.append(_honor_group((27, 28, 29, 30), True, targets, honors_pair))
        groups.append(_honor_group((31, 32, 33), True, targets, honors_pair))
    else:
        groups.append(_honor_group(tuple(range(27, 34)), False, targets, honors_pair))
    return tuple(groups)
