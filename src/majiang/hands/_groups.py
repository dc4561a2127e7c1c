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

Keys. The win check and shanten memoize on an integer *key*: the group's
counts packed four bits per kind, the group's first kind in the lowest bits
(``key = sum(count[q] << 4 * q)``). :class:`~majiang.hands.hand.Hand` keeps the
same packing for its concealed tiles, one key per suit (honors and flowers
too), so a group's key is a shift and a mask away and no tuple is built on
the hot path. As 16 ≡ 1 (mod 3), ``key % 3`` is the group's tile count mod 3.
Decompositions (for arrangements, off the hot path) stay keyed by count tuples.

Tables. A :class:`NeedTable` is a dict that works out a missing key on lookup, so
the hot path reads ``table[key]`` and nothing else; its values are shared tuples
(few distinct ones exist). Groups alike (the three suits, and the same group in
other grammars) share one set of memos. A :class:`WildTable` answers, for one
choice of wild kinds, from the key *with* the wildcards still in it: the needs,
the wildcards held, and the facts the special shapes need, packed so that a win
check adds four entries. Everything is filled on demand: nothing is built at
import, and the tables hold only the keys met.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

__all__ = [
    "INF",
    "ONES",
    "TWO_OR_MORE",
    "Group",
    "Need",
    "NeedTable",
    "WildTable",
    "digit_sum",
    "group_keys",
    "groups_for",
    "key_of",
    "kind_places",
    "wild_table",
]

INF = 99
ONES = 0x111111111
"""Bit 0 of each of nine four-bit counts."""
TWO_OR_MORE = ONES << 1 | ONES << 2
"""Bits 1 and 2 of each count: set where a count is 2 or more."""
Need = tuple[int, int, int]
"""(wildcards for sets alone, for sets + the pair, the second minus the first)."""
_NEEDS: dict[Need, Need] = {}


class NeedTable(dict[int, Need]):
    """A group's memo of :meth:`Group.need` by key; a missing key is worked out on lookup.

    So the hot path reads ``table[key]`` and nothing else.
    """

    __slots__ = ("group",)

    def __init__(self, group: Group) -> None:
        super().__init__({0: (0, INF, INF)})
        self.group = group

    def __missing__(self, key: int) -> Need:
        group = self.group
        sets, pair = group._min(key, 0), group._min(key, 1)
        need = (sets, pair, pair - sets)
        # few distinct values exist: share one tuple each (they stay in the CPU cache)
        need = self[key] = _NEEDS.setdefault(need, need)
        return need


def digit_sum(key: int) -> int:
    """The sum of the four-bit counts packed in ``key`` (each at most 7)."""
    return (key & ONES).bit_count() + 2 * (key & ONES << 1).bit_count() + 4 * (key & ONES << 2).bit_count()


Entry = tuple[int, int, int]
# The fields of an Entry's first and last numbers. Each is a sum-friendly packing: adding
# the four groups' numbers adds every field (no field of four groups overflows).
WILD_BITS = 5
"""Entry[0] is ``need for sets << WILD_BITS | wildcards in the key`` (at most 16 a group)."""
OVER_TWO = 1
"""Entry[2]: 1 if some natural count is above 2 (bits 0..2 count the groups)."""
HAS_MIDDLE = 1 << 3
"""Entry[2]: 1 << 3 if a suited 2..8 is among the naturals (bits 3..5)."""
PAIRED = 1 << 6
"""Entry[2]: 1 << 6 if some natural count is 2 or more (bits 6..8)."""
ODD_SHIFT = 9
"""Entry[2] >> ODD_SHIFT: the wildcards seven pairs needs to pair the odd natural counts."""
_ENTRIES: dict[Entry, Entry] = {}


class WildTable(dict[int, Entry]):
    """A group's facts by key *with the wild kinds' tiles still in it*, for one set of wild kinds.

    An entry is (need for sets and wildcards in the key, packed by :data:`WILD_BITS`;
    the need for sets + pair minus the need for sets; the seven-pairs need and the flags
    :data:`OVER_TWO`, :data:`HAS_MIDDLE`, :data:`PAIRED`, packed). A win check with
    wildcards adds the four groups' entries and strips no key.
    """

    __slots__ = ("group", "middle", "targets", "wild")

    def __init__(self, group: Group, wild: int) -> None:
        super().__init__()
        self.group = group
        self.wild = wild
        self.targets = sum(1 << 4 * q for q, ok in enumerate(group.targets) if ok)
        self.middle = 0x0FFFFFFF0 if len(group.indices) == 9 else 0

    def __missing__(self, key: int) -> Entry:
        held = key & self.wild
        natural = key ^ held
        sets, _, difference = self.group.need_table[natural]
        odd = natural & ONES
        facts = (
            (OVER_TWO if (natural & natural >> 1 | natural >> 2) & ONES else 0)
            | (HAS_MIDDLE if natural & self.middle else 0)
            | (PAIRED if natural & TWO_OR_MORE else 0)
            | (INF if odd & ~self.targets else odd.bit_count()) << ODD_SHIFT
        )
        entry = (sets << WILD_BITS | digit_sum(held), difference, facts)
        entry = self[key] = _ENTRIES.setdefault(entry, entry)
        return entry


_WILD_TABLES: dict[tuple[int, int], WildTable] = {}


def wild_table(group: Group, wild: int) -> WildTable:
    """The :class:`WildTable` of ``group`` when the kinds in the four-bit mask ``wild`` are wild.

    Shared by every group with the same memos (see :class:`Group`).
    """
    key = (id(group.need_table), wild)  # need tables live as long as the module
    found = _WILD_TABLES.get(key)
    if found is None:
        found = _WILD_TABLES[key] = WildTable(group, wild)
    return found


_Memos = tuple[
    NeedTable,
    dict[tuple[tuple[int, ...], bool], frozenset[tuple[tuple[int, ...], ...]]],
    dict[int, tuple[tuple[int, int, int], ...]],
]
_MEMOS: dict[tuple[object, ...], _Memos] = {}

# One step of taking a pattern from a key: (unit 1 << shift, shift, a wildcard may stand here).
_Step = tuple[int, int, bool]


def key_of(counts: tuple[int, ...] | list[int]) -> int:
    """Pack counts (each 0..15) four bits per kind, the first kind lowest."""
    key = 0
    for q, c in enumerate(counts):
        key |= c << (4 * q)
    return key


def group_keys(counts: list[int], groups: tuple[Group, ...]) -> list[int]:
    """Each group's key (:func:`key_of`) of the naturals ``counts``, by global kind."""
    keys = []
    for group in groups:
        key = 0
        shift = 0
        for index in group.indices:
            key |= counts[index] << shift
            shift += 4
        keys.append(key)
    return keys


@lru_cache(maxsize=64)
def kind_places(groups: tuple[Group, ...]) -> dict[int, tuple[int, int]]:
    """For each kind of the groups: (the place of its group in ``groups``, its shift in the
    group's key)."""
    return {index: (g, 4 * q) for g, group in enumerate(groups) for q, index in enumerate(group.indices)}


class Group:
    """One independent group of kinds and the patterns its sets may take.

    ``slot``, ``shift`` and ``mask`` say where the group's key sits in a
    hand's per-suit keys (slot 0..2 the suits, 3 the honors): the group's key
    is ``keys[slot] >> shift & mask``.
    """

    __slots__ = (
        "_block_takes",
        "_blocks",
        "_decomp",
        "_need_steps",
        "by_first",
        "indices",
        "mask",
        "need_table",
        "pair_ok",
        "partials",
        "patterns",
        "shift",
        "slot",
        "targets",
    )

    def __init__(
        self,
        indices: tuple[int, ...],
        patterns: tuple[tuple[int, ...], ...],
        partials: tuple[tuple[int, ...], ...],
        targets: tuple[bool, ...],
        pair_ok: tuple[bool, ...],
        *,
        slot: int = 0,
        shift: int = 0,
    ) -> None:
        self.indices = indices
        self.patterns = patterns
        self.partials = partials
        self.targets = targets
        self.pair_ok = pair_ok
        self.slot = slot
        self.shift = shift
        self.mask = (1 << (4 * len(indices))) - 1
        n = len(indices)
        self.by_first = tuple(tuple(p for p in patterns if i in p) for i in range(n))
        # The memos depend only on the local patterns, targets and pair ranks: groups
        # alike (the three suits, mostly; equal groups of other grammars) share them.
        memos = _MEMOS.get((patterns, partials, targets, pair_ok))
        if memos is None:
            memos = _MEMOS[patterns, partials, targets, pair_ok] = (NeedTable(self), {}, {0: ((0, 0, 0),)})
        self.need_table: NeedTable = memos[0]
        """Memo of :meth:`need` by key (read directly on the hot path)."""
        self._decomp: dict[tuple[tuple[int, ...], bool], frozenset[tuple[tuple[int, ...], ...]]] = memos[1]
        self._blocks: dict[int, tuple[tuple[int, int, int], ...]] = memos[2]

        def steps(pattern: tuple[int, ...]) -> tuple[_Step, ...]:
            return tuple((1 << (4 * q), 4 * q, targets[q]) for q in pattern)

        # For each first kind: the set patterns (wildcards allowed), then the pair.
        self._need_steps = tuple(
            (
                tuple(steps(p) for p in self.by_first[i]),
                steps((i, i)) if pair_ok[i] else None,
            )
            for i in range(n)
        )
        # For each first kind, shanten's options: (units taken, sets added, partials added, is a pair).
        takes: list[tuple[tuple[tuple[int, ...], int, int, bool], ...]] = []
        for i in range(n):
            options: list[tuple[tuple[int, ...], int, int, bool]] = [
                (tuple(4 * q for q in p), 1, 0, False) for p in self.by_first[i]
            ]
            for partial in partials:
                if i in partial:
                    is_pair = partial[0] == partial[1] and pair_ok[i]
                    options.append((tuple(4 * q for q in partial), 0, 1, is_pair))
            takes.append(tuple(options))
        self._block_takes = tuple(takes)

    # -- fewest wildcards ----------------------------------------------------
    def need(self, key: int) -> Need:
        """(wildcards to make the group's naturals into sets, ... into sets + one pair, their difference).

        ``key`` packs the counts as :func:`key_of` does; ``INF`` if no number does.
        """
        return self.need_table[key]

    def _min(self, key: int, pair: int) -> int:
        if not key:
            return INF if pair else 0
        first = ((key & -key).bit_length() - 1) >> 2
        sets, pair_steps = self._need_steps[first]
        best = INF
        table = self.need_table
        for pattern in sets:
            rest = key
            wild = 0
            for unit, shift, ok in pattern:
                if rest >> shift & 15:
                    rest -= unit
                elif ok:
                    wild += 1
                else:
                    break
            else:
                total = wild + table[rest][pair]
                if total < best:
                    best = total
        if pair and pair_steps is not None:
            rest = key
            wild = 0
            for unit, shift, ok in pair_steps:
                if rest >> shift & 15:
                    rest -= unit
                elif ok:
                    wild += 1
                else:
                    break
            else:
                total = wild + table[rest][0]
                if total < best:
                    best = total
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
    def blocks(self, key: int) -> tuple[tuple[int, int, int], ...]:
        """Pareto-best (sets, partial blocks, eye) options over the naturals packed in ``key``."""
        found = self._blocks.get(key)
        if found is not None:
            return found
        first_shift = (key & -key).bit_length() - 1 & ~3
        options: set[tuple[int, int, int]] = set(self.blocks(key - (1 << first_shift)))  # leave it isolated
        for shifts, sets, partials, is_pair in self._block_takes[first_shift >> 2]:
            rest = key
            for shift in shifts:
                if not rest >> shift & 15:
                    break
                rest -= 1 << shift
            else:
                sub = self.blocks(rest)
                options.update((m + sets, t + partials, e) for m, t, e in sub)
                if is_pair:
                    options.update((m, t, 1) for m, t, e in sub if e == 0)
        result = tuple(_pareto(options))
        self._blocks[key] = result
        return result


def _pareto(options: set[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    return sorted(
        o
        for o in options
        if not any(p != o and p[0] >= o[0] and p[1] >= o[1] and p[2] >= o[2] for p in options)
    )


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
        slot=base // 9,
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
        slot=3,
        shift=4 * (indices[0] - 27),
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
