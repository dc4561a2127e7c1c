"""Hands that hold no wildcard: their face sets, and placing them (every tile natural).

:func:`plain_face_sets` gives what :func:`~majiang.hands.faces.face_sets` gives
without wildcards, in the same order, from per-group tables: without wildcards a
group's decompositions do not depend on the other groups, so the search over the
whole hand is the product of each group's (kept per group and packed key, like the
win check's tables), the pair's group taking the pair first.

The fast path of :func:`~majiang.hands.placement.place` when the hand holds no tile of
a wild kind: the same arrangements in the same order, without the bookkeeping that
wildcards need. Each meld of natural tiles is one shared value (a meld is immutable);
the winning tile goes to the first place of its kind in each meld whose faces were not
met before, as :func:`~majiang.hands.placement.place` does.

>>> from majiang.hands import Hand
>>> hand = Hand.parse("11123m456p789s111z", win="1m")
>>> faces = ((0, 0), (0, 1, 2), (12, 13, 14), (24, 25, 26), (27, 27, 27))
>>> [str(a) for a in place_plain(hand, Shape.STANDARD, faces)]
['11m 123m 456p 789s 111z win 1m single', '11m 123m 456p 789s 111z win 1m open']
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import product

from majiang.hands._compiled import Compiled
from majiang.hands._groups import ONES, TWO_OR_MORE, Group
from majiang.hands._split import LAST, check_size, compile_grammar, split
from majiang.hands.arrangement import Arrangement, Shape
from majiang.hands.faces import _lan, _orphans, _seven_pairs
from majiang.hands.grammar import ShapeGrammar
from majiang.hands.hand import Hand
from majiang.hands.meld import Meld
from majiang.hands.placement import meld_faces, wait_of

__all__ = ["listed_plain", "place_plain", "plain_arrangements", "plain_face_sets"]

Faces = tuple[int, ...]
Decompositions = tuple[tuple[Faces, ...], ...]
_MIDDLE = 0x0FFFFFFF0
"""Ranks 2..8 of a suit's packed key."""


class _Plain:
    """One group's decompositions without wildcards, by packed key: into sets alone, and for
    each face that may be the pair (lowest first), into that pair and sets. Each is in the
    order of :func:`~majiang.hands.faces.standard`'s search: the group's lowest tile left is
    covered next, by a set starting there, the sets in non-decreasing order."""

    __slots__ = ("first_at", "indices", "pair_ok", "patterns", "table")

    def __init__(self, group: Group) -> None:
        self.indices = group.indices
        self.patterns = group.patterns  # sorted, in local faces
        self.pair_ok = group.pair_ok
        n = len(group.indices)
        self.first_at = tuple(
            next((i for i, p in enumerate(self.patterns) if p[0] >= q), len(self.patterns))
            for q in range(n + 1)
        )
        self.table: dict[int, tuple[Decompositions, tuple[Decompositions, ...]]] = {}

    def entry(self, key: int) -> tuple[Decompositions, tuple[Decompositions, ...]]:
        """(the decompositions into sets, and for each face that may be the pair, lowest
        first, the decompositions into that pair and sets); each a sorted tuple of faces."""
        found = self.table.get(key)
        if found is None:
            counts = [key >> 4 * q & 15 for q in range(len(self.indices))]
            alone = self._sets(counts)
            pairs = []
            for q, ok in enumerate(self.pair_ok):
                if ok and counts[q] >= 2:
                    counts[q] -= 2
                    rest = self._sets(counts)
                    counts[q] += 2
                    if rest:
                        pair = (self.indices[q],) * 2
                        pairs.append(tuple(tuple(sorted((pair, *sets))) for sets in rest))
            found = self.table[key] = (alone, tuple(pairs))
        return found

    def _sets(self, counts: list[int]) -> Decompositions:
        if sum(counts) % 3:
            return ()
        found: list[tuple[Faces, ...]] = []
        chosen: list[Faces] = []
        patterns, first_at, indices = self.patterns, self.first_at, self.indices

        def search(start: int) -> None:
            low = next((q for q, c in enumerate(counts) if c), -1)
            if low < 0:
                found.append(tuple(chosen))
                return
            for i in range(max(start, first_at[low]), first_at[low + 1]):
                pattern = patterns[i]
                taken = 0
                for q in pattern:
                    if not counts[q]:
                        break
                    counts[q] -= 1
                    taken += 1
                if taken == len(pattern):
                    chosen.append(tuple(indices[q] for q in pattern))
                    search(i)
                    chosen.pop()
                for q in pattern[:taken]:
                    counts[q] += 1

        search(0)
        return tuple(found)


@lru_cache(maxsize=64)
def _plain_groups(groups: tuple[Group, ...]) -> tuple[_Plain, ...]:
    return tuple(_plain_group(group) for group in groups)


_BY_PATTERNS: dict[tuple[object, ...], _Plain] = {}


def _plain_group(group: Group) -> _Plain:
    """Groups alike (the same kinds, patterns and pair faces) share one table."""
    key = (group.indices, group.patterns, group.pair_ok)
    found = _BY_PATTERNS.get(key)
    if found is None:
        found = _BY_PATTERNS[key] = _Plain(group)
    return found


def plain_face_sets(
    hand: Hand, counts: list[int], compiled: Compiled
) -> Iterator[tuple[Shape, tuple[Faces, ...]]]:
    """:func:`~majiang.hands.faces.face_sets` of a hand holding no wildcard (``counts``: its
    concealed naturals), in the same order.

    >>> from majiang.hands._split import compile_grammar, split
    >>> from majiang.hands import ShapeGrammar
    >>> hand = Hand.parse("11122233344455m")
    >>> compiled = compile_grammar(ShapeGrammar())
    >>> for _, faces in plain_face_sets(hand, split(hand, compiled)[0], compiled):
    ...     print(faces)
    ((0, 0, 0), (1, 1), (1, 2, 3), (2, 3, 4), (2, 3, 4))
    ((0, 0, 0), (1, 1, 1), (2, 2, 2), (3, 3, 3), (4, 4))
    ((0, 0, 0), (1, 2, 3), (1, 2, 3), (1, 2, 3), (4, 4))
    ((0, 1, 2), (0, 1, 2), (0, 1, 2), (3, 3, 3), (4, 4))
    """
    groups = compiled.groups
    plains = _plain_groups(groups)
    keys = hand._keys
    alone: list[Decompositions] = []
    paired: list[tuple[Decompositions, ...]] = []
    empty = -1
    for group, plain in zip(groups, plains, strict=True):
        key = keys[group.slot] >> group.shift & group.mask
        entry = plain.table.get(key)  # plain.entry(key), its look-up inline
        sets, pairs = plain.entry(key) if entry is None else entry
        if not sets:
            if empty >= 0:  # two groups that do not split into sets: no pair mends both
                paired = []
                break
            empty = len(alone)
        alone.append(sets)
        paired.append(pairs)
    # the pair's group first (lowest pair first), then every group's choices, the first
    # group's outermost: the order of the search over the whole hand; the groups' faces
    # are increasing from group to group, so the joined tuple is sorted
    for g, pairs in enumerate(paired):
        if empty >= 0 and g != empty:
            continue
        for with_pair in pairs:
            lists = list(alone)
            lists[g] = with_pair
            for parts in product(*lists):
                yield Shape.STANDARD, sum(parts, ())
    if hand.melds:
        return
    grammar = compiled.grammar
    # without wildcards: seven pairs has no odd count, 十三幺 no suited 2..8, 十三烂 no count above 1
    every = keys[0] | keys[1] | keys[2] | keys[3]
    if grammar.seven_pairs and not every & ONES:
        for faces in _seven_pairs(counts, 0, compiled, None):
            yield Shape.SEVEN_PAIRS, faces
    if grammar.thirteen_orphans and not (keys[0] | keys[1] | keys[2]) & _MIDDLE:
        for faces in _orphans(counts, 0, compiled):
            yield Shape.THIRTEEN_ORPHANS, faces
    if grammar.thirteen_lan and not every & TWO_OR_MORE:
        for faces in _lan(counts, 0, compiled, None):
            star = all(any(f == (i,) for f in faces) for i in range(27, 34))
            yield (Shape.SEVEN_STAR_LAN if star else Shape.THIRTEEN_LAN), faces


@lru_cache(maxsize=4096)
def _natural(faces: Faces) -> Meld:
    """The concealed meld of these faces, every tile natural."""
    tiles, kind = meld_faces(faces)
    return Meld._trusted(kind, tiles, (None,) * len(faces))


def place_plain(hand: Hand, shape: Shape, faces: tuple[Faces, ...]) -> Iterator[Arrangement]:
    """The arrangements of ``hand`` (no wildcard held) into ``faces``: one per winning place."""
    melds = (*map(_natural, faces), *hand.melds)
    win = hand.win_tile
    if win is None:
        yield Arrangement(shape=shape, melds=melds)
        return
    wi = win.index
    tried: set[Faces] = set()
    for m, meld in enumerate(faces):
        if wi in meld and meld not in tried:
            tried.add(meld)
            p = meld.index(wi)
            yield Arrangement(shape=shape, melds=melds, win_meld=m, win_position=p, wait=wait_of(meld, p))


def plain_arrangements(hand: Hand, grammar: ShapeGrammar) -> list[Arrangement]:
    """:func:`~majiang.hands.arrangements` of a complete hand that holds no concealed tile
    of a wild kind of ``grammar`` (the caller has looked), listed at once: without wildcards
    they are few, and every one of them is what :func:`~majiang.hands.readings` gives too.

    >>> from majiang.hands import arrangements
    >>> hand = Hand.parse("111222333m456p77s", win="7s")
    >>> plain_arrangements(hand, ShapeGrammar()) == list(arrangements(hand, ShapeGrammar()))
    True
    """
    check_size(hand, grammar, complete=True)
    return listed_plain(hand, grammar)


def listed_plain(hand: Hand, grammar: ShapeGrammar) -> list[Arrangement]:
    """:func:`plain_arrangements` of a hand whose size the caller has checked
    (:meth:`Ruleset.score <majiang.rulesets.base.Ruleset.score>` has): the face sets
    placed in one loop, as :func:`place_plain` places each (the same arrangements in the
    same order)."""
    compiled = LAST[0]
    if compiled.key is not grammar:
        compiled = compile_grammar(grammar)
    counts, _ = split(hand, compiled)
    exposed = hand.melds
    win = hand.win_tile
    found: list[Arrangement] = []
    if win is None:
        for shape, faces in plain_face_sets(hand, counts, compiled):
            found.append(Arrangement(shape=shape, melds=(*map(_natural, faces), *exposed)))
        return found
    wi = win.index
    for shape, faces in plain_face_sets(hand, counts, compiled):
        melds = (*map(_natural, faces), *exposed)
        tried: list[Faces] = []  # a face set holds a few melds: a list is the cheaper set
        for m, meld in enumerate(faces):
            if wi in meld and meld not in tried:
                tried.append(meld)
                p = meld.index(wi)
                found.append(
                    Arrangement(shape=shape, melds=melds, win_meld=m, win_position=p, wait=wait_of(meld, p))
                )
    return found
