"""Which faces a complete hand's tiles can stand as: the multisets of melds it fills.

The standard shape's faces are searched as a multiset (the pair, then the sets
in one fixed order; see :func:`standard`), so each distinct multiset comes up
exactly once, nothing already yielded is remembered, and the search only goes
where the naturals still uncovered can be reached. What no enumeration can bound
is the *number* of multisets: wildcards that make whole melds alone may stand for
any of the 55 sets, so ``11112345678999m`` with 1m, 5m and 9m wild (8 wildcards)
has 76,030 arrangements, and a 17-tile hand holding 16 wildcards has 55,418,011
standard ones.

A :data:`Classify` function cuts that number down where a caller tells melds of
wildcards alone apart only by a *class* (see :mod:`majiang.hands.features`):
given one, the melds that wildcards make alone (the free pair, the loose sets,
the wild pairs of seven pairs) are taken only as the first of their class in the
search order, and as many of a class as wanted. The multisets yielded are then a
subsequence of the full search's, in the same order, holding the first multiset
of every class: for each class count, the smallest members come first in the
search, and the search yields multisets in increasing order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container, Hashable, Iterable, Iterator
from functools import lru_cache
from itertools import combinations, combinations_with_replacement, product

from majiang.hands._groups import Group, group_keys, kind_places
from majiang.hands._split import Compiled
from majiang.hands.arrangement import Shape
from majiang.hands.wincheck import LAN_SETS
from majiang.tiles.tile import KIND_COUNT, ORPHAN_INDICES

__all__ = ["Classify", "Faces", "face_sets"]

Faces = tuple[int, ...]

Classify = Callable[[Shape, Faces, int], Hashable]
"""The class of a meld made of wildcards alone, in a hand of the given shape, given the
face of its pair (a standard hand's, chosen first; ``-1``: not known, or none)."""

Describe = Callable[[Faces, Faces, int], int]
"""What the class of an arrangement takes from one meld of the standard shape, given
its faces, the faces in it that wildcards fill and the face of the arrangement's pair
(chosen first; see :func:`standard`), numbered: equal descriptions, equal numbers."""

TALLY_ATTRIBUTE = "tally"
"""A describe function with this attribute (a set of kinds) leaves out of its
descriptions the faces of those kinds that wildcards fill: the search counts them,
over the melds chosen so far, in its states instead (their number is all the class
takes from them)."""

FOLD_ATTRIBUTE = "fold"
"""A describe function with this attribute (a :class:`~majiang.hands._winfold.WinFold`)
leaves the win out of its descriptions: the by-group search folds each meld chosen into
its state instead (``fold(state, faces, filled, wildcards left)``, from
``fold.start(pair, its wildcards, wildcards)``),
in place of the tally (no wildcard's use is read then)."""

BY_PAIR_ATTRIBUTE = "by_pair"
"""A classify function with this attribute set classes a meld by the face of the pair
it is given (else it gives the same class whatever the pair)."""

ALIKE_ATTRIBUTE = "alike"
"""A classify function with this attribute set tells seven pairs with a repeated face
apart from those without (``Feature.ALIKE``)."""


def face_sets(
    counts: list[int],
    wild: int,
    compiled: Compiled,
    has_melds: bool,
    classify: Classify | None = None,
    describe: Describe | None = None,
    *,
    standard_shape: bool = True,
) -> Iterator[tuple[Shape, tuple[Faces, ...]]]:
    """Each shape's face sets, the standard shape's first (``standard_shape=False``: the
    other shapes' only)."""
    if standard_shape:
        for faces in standard(counts, wild, compiled, classify, describe):
            yield Shape.STANDARD, faces
    if has_melds:
        return
    grammar = compiled.grammar
    if grammar.seven_pairs:
        for faces in _seven_pairs(counts, wild, compiled, classify):
            yield Shape.SEVEN_PAIRS, faces
    if grammar.thirteen_orphans:
        for faces in _orphans(counts, wild, compiled):
            yield Shape.THIRTEEN_ORPHANS, faces
    if grammar.thirteen_lan:
        for faces in _lan(counts, wild, compiled, classify):
            star = all(any(f == (i,) for f in faces) for i in range(27, 34))
            yield (Shape.SEVEN_STAR_LAN if star else Shape.THIRTEEN_LAN), faces


class _SetTable:
    """A grammar's sets in global faces, in the order of the canonical search, and its pairs."""

    __slots__ = ("first_at", "free", "holding", "pairs", "sets", "target")

    def __init__(self, groups: tuple[Group, ...]) -> None:
        sets: set[Faces] = set()
        pairs: list[int] = []
        target = [False] * KIND_COUNT
        for group in groups:
            sets.update(tuple(group.indices[q] for q in pattern) for pattern in group.patterns)
            for q, index in enumerate(group.indices):
                target[index] = group.targets[q]
                if group.pair_ok[q]:
                    pairs.append(index)
        self.sets = tuple(sorted(sets))
        self.target = tuple(target)
        self.pairs = tuple(sorted(pairs))
        self.free = tuple(all(target[f] for f in s) for s in self.sets)
        """Sets a wildcard may stand for in every place: those wildcards can make alone."""
        self.first_at = tuple(
            next((i for i, s in enumerate(self.sets) if s[0] >= k), len(self.sets))
            for k in range(KIND_COUNT + 1)
        )
        """``first_at[k]``: the position of the first set whose lowest face is ``k`` or more."""
        holding: list[list[tuple[Faces, int]]] = [[] for _ in range(KIND_COUNT)]
        for meld in (*((p, p) for p in self.pairs), *self.sets):
            for position, face in enumerate(meld):
                if face not in meld[:position]:
                    holding[face].append((meld, position))
        self.holding = tuple(tuple(h) for h in holding)
        """``holding[k]``: each pair or set with face ``k``, and the place of (the first) ``k`` in it."""


@lru_cache(maxsize=64)
def set_table(groups: tuple[Group, ...]) -> _SetTable:
    """The set table of a grammar's groups (cached)."""
    return _SetTable(groups)


def standard(
    counts: list[int],
    wild: int,
    compiled: Compiled,
    classify: Classify | None = None,
    describe: Describe | None = None,
    *,
    pairs: Container[int] | None = None,
    allowed: Container[Faces] | None = None,
) -> Iterator[tuple[Faces, ...]]:
    """Every multiset of sets + one pair that the naturals and wildcards fill, each once
    (``pairs``: only those whose pair's face is one of these; ``allowed``: only those whose
    sets are all in it; either way the others' order is kept).

    A multiset is the faces alone: it fits when, kind by kind, it has at least
    the naturals held, and its extra faces (the wildcards) are kinds a wildcard
    may stand for. The pair is chosen first, then the sets as a non-decreasing
    sequence in ``_SetTable.sets`` order, so each multiset comes up exactly once
    and nothing needs remembering. Each face takes a natural while one is left.
    As no later set starts below the current one, the next set must start at or
    below the lowest natural still uncovered (exactly there when no wildcard is
    left); once every natural is covered, the remaining sets are wildcards alone.
    """
    table = set_table(compiled.groups)
    sets, target, first_at, free = table.sets, table.target, table.first_at, table.free
    loose_at: dict[tuple[int, int], list[Faces]] = {}
    pair_face = [-1]  # the face of the pair being searched under
    by_pair = getattr(classify, BY_PAIR_ATTRIBUTE, False)

    def loose(start: int) -> list[Faces]:
        """The sets from ``start`` on that wildcards make alone (the first of each class)."""
        pair = pair_face[0]
        found = loose_at.get((start, pair if by_pair else -1))
        if found is None:
            found = [
                s
                for s, ok in zip(sets[start:], free[start:], strict=True)
                if ok and (allowed is None or s in allowed)
            ]
            if classify is not None:
                found = _firsts(found, lambda s: classify(Shape.STANDARD, s, pair))
            loose_at[(start, pair if by_pair else -1)] = found
        return found

    need = list(counts)
    naturals = sum(need)
    total = naturals + wild
    if total < 2 or (total - 2) % 3:
        return
    chosen: list[Faces] = []
    # with ``describe``: the melds chosen so far as a multiset of descriptions, and for
    # each (naturals left, wildcards left, description multiset) reached, the lowest
    # start it was searched from (see the module docstring)
    described: list[int] = []  # as a multiset: sorted for the state's key
    tally: frozenset[int] = getattr(describe, TALLY_ATTRIBUTE, frozenset())
    tallied: list[int] = []  # the faces of ``tally`` kinds wildcards fill, as a multiset
    reached: dict[Hashable, int] = {}

    def seen(i: int, w: int, k: int) -> bool:
        """Whether a branch at least as wide reached this state before (and record it)."""
        # as many descriptions as melds chosen (k tells), then the tally
        key = (bytes(need), w, k, *sorted(described), *sorted(tallied))
        first = reached.get(key)
        if first is not None and first <= i:
            return True
        reached[key] = i
        return False

    def search(start: int, k: int, w: int, left: int) -> Iterator[list[Faces]]:
        if not left:
            for extra in combinations_with_replacement(loose(start), k):
                yield [*chosen, *extra]
            return
        if not k:
            return
        low = 0
        while not need[low]:
            low += 1
        alone: set[Hashable] = set()  # classes of the sets made of wildcards alone tried here
        for i in range(start if w else max(start, first_at[low]), first_at[low + 1]):
            faces = sets[i]
            if allowed is not None and faces not in allowed:
                continue
            used = 0
            took: list[int] = []
            filled: list[int] = []
            for f in faces:
                if need[f]:
                    need[f] -= 1
                    took.append(f)
                elif target[f] and used < w:
                    used += 1
                    filled.append(f)
                else:
                    break
            else:
                if classify is not None and not took:
                    cls = classify(Shape.STANDARD, faces, pair_face[0])
                    if cls in alone:
                        continue  # an earlier set of its class had the same continuations
                    alone.add(cls)
                if describe is None:
                    chosen.append(faces)
                    yield from search(i, k - 1, w - used, left - len(took))
                    chosen.pop()
                else:
                    described.append(describe(faces, tuple(filled), pair_face[0]))
                    counted = [f for f in filled if f in tally]
                    tallied.extend(counted)
                    if not seen(i, w - used, k - 1):
                        chosen.append(faces)
                        yield from search(i, k - 1, w - used, left - len(took))
                        chosen.pop()
                    described.pop()
                    if counted:
                        del tallied[-len(counted) :]
            for f in took:
                need[f] += 1

    # the fewest wildcards each group's naturals need as sets alone: a pair under which the
    # naturals left need more wildcards than are left is not searched (nothing fits there)
    groups = compiled.groups
    keys = group_keys(need, groups)
    needs = [group.need_table[key][0] for group, key in zip(groups, keys, strict=True)]
    base = sum(needs)
    places = kind_places(groups)
    free_pairs: set[Hashable] = set()
    for p in table.pairs:
        if pairs is not None and p not in pairs:
            continue
        pair_face[0] = p
        took = min(need[p], 2)
        used = 2 - took
        if used > wild or (used and not target[p]):
            continue
        at, shift = places[p]
        if base - needs[at] + groups[at].need_table[keys[at] - (took << shift)][0] > wild - used:
            continue  # the naturals left can not be made into sets: nothing under this pair
        if classify is not None and not took:
            cls = classify(Shape.STANDARD, (p, p), p)
            if cls in free_pairs:
                continue  # the first free pair of its class had the same sets to choose from
            free_pairs.add(cls)
        need[p] -= took
        k = (total - 2) // 3
        if describe is not None:
            described.append(describe((p, p), (p,) * used, p))
            if p in tally:
                tallied.extend([p] * used)
            if seen(0, wild - used, k):
                described.clear()
                tallied.clear()
                need[p] += took
                continue
        for melds in search(0, k, wild - used, naturals - took):
            yield tuple(sorted([*melds, (p, p)]))
        described.clear()
        tallied.clear()
        need[p] += took


def seven_pairs_base(counts: list[int], wild: int, compiled: Compiled) -> tuple[list[Faces], int, int] | None:
    """The 七对 pairs the naturals make (an odd count's last tile with a wildcard), the
    wildcards left for pairs of their own, and how many pairs a kind may give (2 where a
    four-alike is two pairs); ``None`` where the naturals can not be seven pairs."""
    cap = 2 if compiled.grammar.four_alike_as_two_pairs else 1
    base: list[Faces] = []
    used = 0
    for index, c in enumerate(counts):
        if not c:
            continue
        pairs = (c + 1) // 2
        if pairs > cap or (c % 2 and index not in compiled.targets):
            return None
        base.extend([(index, index)] * pairs)
        used += 2 * pairs - c
    left = wild - used
    if left < 0 or left % 2 or len(base) + left // 2 != 7:
        return None
    return base, left, cap


def _seven_pairs(
    counts: list[int], wild: int, compiled: Compiled, classify: Classify | None
) -> Iterator[tuple[Faces, ...]]:
    made = seven_pairs_base(counts, wild, compiled)
    if made is None:
        return
    base, left, cap = made
    held = Counter(f[0] for f in base)
    if classify is None:
        for extra in combinations_with_replacement(compiled.target_indices, left // 2):
            extra_count = Counter(extra)
            if all(held[k] + n <= cap for k, n in extra_count.items()):
                yield tuple(sorted([*base, *((k, k) for k in extra)]))
        return
    room = [(k, cap - held[k]) for k in compiled.target_indices if cap > held[k]]
    pairs = left // 2
    if getattr(classify, ALIKE_ATTRIBUTE, False):
        # which kinds repeat matters: keep the first ``pairs`` kinds of each class (and
        # number held), enough for any pattern of repeats, and take them every way
        kept: Counter[Hashable] = Counter()
        kinds = []
        for kind, _times in room:
            group = (classify(Shape.SEVEN_PAIRS, (kind, kind), -1), held[kind])
            if kept[group] < pairs:
                kept[group] += 1
                kinds.append(kind)
        for extra in combinations_with_replacement(kinds, pairs):
            extra_count = Counter(extra)
            if all(held[k] + n <= cap for k, n in extra_count.items()):
                yield tuple(sorted([*base, *((k, k) for k in extra)]))
        return
    for extra in _first_members(room, pairs, lambda k: classify(Shape.SEVEN_PAIRS, (k, k), -1)):
        yield tuple(sorted([*base, *((k, k) for k in extra)]))


def _orphans(counts: list[int], wild: int, compiled: Compiled) -> Iterator[tuple[Faces, ...]]:
    if any(c and (i not in ORPHAN_INDICES or c > 2) for i, c in enumerate(counts)):
        return
    doubles = [i for i in ORPHAN_INDICES if counts[i] == 2]
    missing = [i for i in ORPHAN_INDICES if not counts[i]]
    if len(doubles) > 1 or any(i not in compiled.targets for i in missing):
        return
    candidates = doubles or [i for i in ORPHAN_INDICES if i in compiled.targets]
    for double in candidates:
        faces = [(i,) for i in ORPHAN_INDICES if i != double] + [(double, double)]
        if sum(len(f) for f in faces) - sum(counts) == wild:
            yield tuple(sorted(faces))


def _lan(
    counts: list[int], wild: int, compiled: Compiled, classify: Classify | None = None
) -> Iterator[tuple[Faces, ...]]:
    if any(c > 1 for c in counts):
        return

    def cls(added: Iterable[int]) -> Hashable:
        """The class of the lone tiles wildcards make (each a class of its own without classify)."""
        if classify is None:
            return tuple(added)
        return frozenset(Counter(classify(Shape.THIRTEEN_LAN, (i,), -1) for i in added).items())

    per_suit: list[list[Faces]] = []
    for base in (0, 9, 18):
        present = frozenset(r for r in range(9) if counts[base + r])
        choices = [
            tuple(sorted(base + r for r in ranks))
            for ranks in LAN_SETS
            if present <= ranks and all(base + r in compiled.targets for r in ranks - present)
        ]
        if not choices:
            return
        seen: set[Hashable] = set()
        firsts = []
        for choice in choices:  # the first choice of each class of the tiles wildcards add
            key: Hashable = (len(choice), cls(i for i in choice if i - base not in present))
            if key not in seen:
                seen.add(key)
                firsts.append(choice)
        per_suit.append(firsts)
    held_honors = [i for i in range(27, 34) if counts[i]]
    free_honors = [i for i in range(27, 34) if not counts[i] and i in compiled.targets]
    natural = sum(counts)
    for suits in product(*per_suit):
        suit_tiles = [i for ranks in suits for i in ranks]
        need_honors = 14 - len(suit_tiles) - len(held_honors)
        if need_honors < 0 or need_honors > len(free_honors):
            continue
        honors_seen: set[Hashable] = set()
        for added in _subsets(free_honors, need_honors):
            key = cls(added)
            if key in honors_seen:
                continue
            honors_seen.add(key)
            tiles = sorted([*suit_tiles, *held_honors, *added])
            if len(tiles) - natural == wild:
                yield tuple((i,) for i in tiles)


def _subsets(items: list[int], k: int) -> Iterator[tuple[int, ...]]:
    return combinations(items, k)


def _firsts(items: list[Faces], classify: Callable[[Faces], Hashable]) -> list[Faces]:
    """The first item of each class, in order."""
    seen: set[Hashable] = set()
    firsts = []
    for item in items:
        cls = classify(item)
        if cls not in seen:
            seen.add(cls)
            firsts.append(item)
    return firsts


def _first_members(
    room: list[tuple[int, int]], n: int, classify: Callable[[int], Hashable]
) -> list[tuple[int, ...]]:
    """For each way of taking ``n`` kinds from the classes, the smallest such multiset.

    ``room`` lists the kinds in order with how many times each may be taken. Taking
    the first kinds of each class, each as often as it may be, gives the multiset
    that comes first in the order of ``combinations_with_replacement``; they are
    returned in that order.
    """
    classes: dict[Hashable, list[tuple[int, int]]] = {}
    for kind, times in room:
        classes.setdefault(classify(kind), []).append((kind, times))
    members = list(classes.values())
    found: list[tuple[int, ...]] = []

    def take(c: int, left: int, chosen: list[int]) -> None:
        if c == len(members):
            if not left:
                found.append(tuple(sorted(chosen)))
            return
        capacity = sum(times for _, times in members[c])
        for count in range(min(left, capacity) + 1):
            taken: list[int] = []
            for kind, times in members[c]:
                step = min(times, count - len(taken))
                taken.extend([kind] * step)
                if len(taken) == count:
                    break
            take(c + 1, left - count, chosen + taken)

    take(0, n, [])
    return sorted(found)
