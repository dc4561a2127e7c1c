"""The standard shape's face sets searched suit group by suit group, then combined.

Melds never span groups (each suit; the honors, or winds and dragons), and the full
search (:func:`majiang.hands.faces.standard`) chooses the pair, then the sets in an
order where a group's sets all come before the next group's. So, for one pair, the
face sets come in the order of their groups' *parts* (a group's melds), group by
group: the parts of one group in the order of their sorted sequences of sets, where
a part that begins another comes after it (the next group's sets come later).

What the class of an arrangement takes from one group's part (:meth:`Classes.part`:
its meld keys, the wildcards standing at held wild kinds' faces, and what each place
the winning tile may take there reads) depends on that part alone. So each group is
searched alone, with the same pruning as the full search (a state reached before
from no later place is not searched again; melds of wildcards alone are taken as the
first of their class), and only the first part of each *outcome* (wildcards taken,
:meth:`Classes.part`) is kept. The groups' outcomes are then combined in order,
keeping the first combination of each state (group reached, wildcards left, and the
multiset of outcomes so far, merged). Two parts or prefixes with the same outcome
give the same classes with every continuation, and the first comes first, so the
face sets yielded are a subsequence of the full search's, in its order, holding the
first face set of every class: the classes' first arrangements are the ones the
full search finds.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping
from functools import partial
from typing import Any

from majiang.hands._groups import key_of
from majiang.hands._prefix import Prefix, Suffixes, numbered
from majiang.hands._split import Compiled
from majiang.hands.arrangement import Shape
from majiang.hands.classes import _NOT_OWN, Classes
from majiang.hands.faces import TALLY_ATTRIBUTE, Classify, Describe, Faces, set_table

__all__ = ["by_group"]

_Outcome = tuple[tuple[int, ...], tuple[int, ...], frozenset[Hashable]]
_Part = tuple[tuple[Faces, ...], int, _Outcome]
"""A group's melds, the wildcards they take, and their outcome (:meth:`Classes.part`)."""


def by_group(
    counts: list[int],
    wild: int,
    compiled: Compiled,
    classify: Classify | None,
    describe: Describe,
    classes: Classes,
    prefix: Prefix | None = None,
    kept: dict[str, Any] | None = None,
) -> Iterator[tuple[Faces, ...]]:
    """The standard face sets of the hand, a subsequence of :func:`~majiang.hands.faces.standard`'s
    in its order, holding the first face set of each class :class:`Classes` tells apart
    (``prefix``: less the face sets under a prefix it cuts, :mod:`majiang.hands._prefix`).
    ``kept``: each group's parts, kept there for a search made again of the same hand
    under the same features (they do not depend on what is cut)."""
    table = set_table(compiled.groups)
    target = table.target
    naturals = sum(counts)
    total = naturals + wild
    if total < 2 or (total - 2) % 3:
        return
    groups = sorted(compiled.groups, key=lambda g: g.indices[0])
    spans = [(g.indices[0], g.indices[-1] + 1) for g in groups]
    covered = [False] * len(counts)
    for lo, hi in spans:
        covered[lo:hi] = [True] * (hi - lo)
    if any(c and not covered[i] for i, c in enumerate(counts)):
        return
    need = list(counts)
    kept = {} if kept is None else kept
    found: dict[tuple[int, int], list[_Part]] = kept.setdefault("parts", {})

    def parts(g: int, pair: int, used: int) -> list[_Part]:
        """Group ``g``'s first part of each outcome, in order. ``pair``: the pair's face,
        made with ``used`` wildcards. Describe and classify read the pair's face only in
        its group (the count of its face in a meld): the other groups' parts are the same
        for every pair outside them."""
        lo, hi = spans[g]
        inside = lo <= pair < hi
        key = (g, pair if inside else -1)
        listed = found.get(key)
        if listed is None:
            listed = found[key] = _group_parts(
                need, wild, lo, hi, pair, used if inside else -1, compiled, classify, describe, classes
            )
        return listed

    def fewest(g: int) -> int:
        """The fewest wildcards that make group ``g``'s naturals left into sets."""
        return groups[g].need_table[key_of([need[i] for i in groups[g].indices])][0]

    fewest_at = [fewest(g) for g in range(len(groups))]
    fewest_all = sum(fewest_at)
    free_pairs: set[Hashable] = set()
    walked: dict[Hashable, list[frozenset[Hashable]]] = {}
    got: set[Hashable] = set()
    own = tuple(classes.wild_count.values()) if classes.wild_read else None
    numbers: dict[int, list[tuple[tuple[int, ...], ...]]] = kept.setdefault("numbers", {})
    # (by the part list, kept in ``found``)

    def number(listed: list[_Part]) -> list[tuple[tuple[int, ...], ...]]:
        assert prefix is not None
        found_numbers = numbers.get(id(listed))
        if found_numbers is None:
            found_numbers = numbers[id(listed)] = numbered(listed, prefix)
        return found_numbers

    for p in table.pairs:
        took = min(need[p], 2)
        used = 2 - took
        if used > wild or (used and not target[p]):
            continue
        if classify is not None and not took:
            cls = classify(Shape.STANDARD, (p, p), p)
            if cls in free_pairs:
                continue  # the first free pair of its class had the same sets to choose from
            free_pairs.add(cls)
        home = next(g for g, (lo, hi) in enumerate(spans) if lo <= p < hi)
        need[p] -= took
        if fewest_all - fewest_at[home] + fewest(home) + used > wild:
            need[p] += took
            continue  # too few wildcards for the sets (the win check's tables say)
        lists = [parts(g, p, used) for g in range(len(spans))]
        need[p] += took
        suffixes = None
        if prefix is not None:
            suffixes = Suffixes(lists, [number(part) for part in lists])
        yield from _combine(lists, wild, p, home, walked, got, own, prefix, suffixes)


def _combine(
    lists: list[list[_Part]],
    wild: int,
    pair: int,
    home: int,
    seen: dict[Hashable, list[frozenset[Hashable]]],
    got: set[Hashable],
    own: tuple[int, ...] | None,
    prefix: Prefix | None = None,
    suffixes: Suffixes | None = None,
) -> Iterator[tuple[Faces, ...]]:
    """The combinations of one part per group using ``wild`` wildcards, in order, the first
    of each state only (the pair ``pair`` is among the melds of group ``home``; past it,
    a state is the same whatever the pair, so ``seen`` is kept across pairs). A face set
    whose classes (``got``: meld keys, whether the wildcards stand at their own faces
    (``own``: the tally that says so), and each reading of the win) were all found
    before is left out."""
    last = len(lists) - 1
    chosen: list[tuple[Faces, ...]] = []
    bounds: dict[Hashable, int | None] = {}

    def bound_at(g: int, w: int, pre: tuple[tuple[int, ...], ...]) -> int | None:
        """The prefix's bound: each set of rows at each key a completion reaches."""
        assert suffixes is not None and prefix is not None
        head = list(chosen)
        options = []
        for j, mine in enumerate(pre):
            after = suffixes.of(g, w, j)
            if after is None:
                return None
            if not after:
                return -2
            reached: dict[tuple[int, ...], Callable[[], tuple[Faces, ...]]] = {}
            for key, parts in after.items():
                merged = tuple(sorted(mine + key))
                if merged not in reached:
                    tail = [lists[g + i][p][0] for i, p in enumerate(parts)]
                    reached[merged] = partial(_joined, head, tail)
            options.append(reached)
        return prefix.bound(options)

    def walk(
        g: int,
        w: int,
        keys: tuple[int, ...],
        tally: tuple[int, ...],
        reads: frozenset[Hashable],
        pre: tuple[tuple[int, ...], ...],
    ) -> Iterator[tuple[Faces, ...]]:
        state = (g, w, keys, tally, pair if g <= home else -1)
        before = seen.get(state)
        if before is None:
            before = seen[state] = []
        elif any(reads <= earlier for earlier in before):
            return  # an earlier prefix gives these classes and more, with every continuation
        before.append(reads)
        if prefix is not None and 0 < g <= last and prefix.active:
            mark = (g, w, pre)
            bound = bounds.get(mark, -1)
            if bound == -1:
                bound = bounds[mark] = bound_at(g, w, pre)
            if bound == -2:
                return  # no completion uses the wildcards left
            if bound is not None and prefix.refuse(bound):
                return  # no face set under it pays enough (a state met later is no better)
        if g > last:
            if not w:
                standing = None if own is None else tally == own
                new = [(keys, standing, r) for r in reads or (None,)]
                if not got.issuperset(new):
                    got.update(new)
                    yield tuple(sorted(m for part in chosen for m in part))
            return
        numbers = None if suffixes is None else suffixes.numbers[g]
        for p, (melds, used, (k, t, r)) in enumerate(lists[g]):
            if used > w or (g == last and used != w):
                continue
            chosen.append(melds)
            yield from walk(
                g + 1,
                w - used,
                tuple(sorted(keys + k)),
                _add(tally, t),
                reads | r,
                pre
                if numbers is None
                else tuple(tuple(sorted(a + b)) for a, b in zip(pre, numbers[p], strict=True)),
            )
            chosen.pop()

    yield from walk(0, wild, (), (), frozenset(), ((),) * (0 if prefix is None else prefix.sets))


def _group_parts(
    need: list[int],
    wild: int,
    lo: int,
    hi: int,
    pair: int,
    pair_wild: int,
    compiled: Compiled,
    classify: Classify | None,
    describe: Describe,
    classes: Classes,
) -> list[_Part]:
    """Every part of the group ``[lo, hi)`` covering its naturals (``need``) with at most
    ``wild`` wildcards, in the full search's order, the first of each outcome only. With
    ``pair_wild`` of 0 or more the pair (its naturals already out of ``need``) is the
    group's, made with as many wildcards."""
    table = set_table(compiled.groups)
    sets, target, first_at, free = table.sets, table.target, table.first_at, table.free
    begin, end = first_at[lo], first_at[hi]
    tally_kinds: frozenset[int] = getattr(describe, TALLY_ATTRIBUTE, frozenset())
    held = classes.wild_count  # the wildcards held, kind by kind
    chosen: list[Faces] = []
    reached: dict[Hashable, int] = {}
    finished: set[Hashable] = set()
    outcomes: dict[Hashable, list[frozenset[Hashable]]] = {}
    out: list[_Part] = []
    w = wild
    # the faces of wild kinds that wildcards fill, sorted (the search's tally), or ``_OFF``
    # once some wildcard stands at another face, or more of a kind than are held: then
    # the tally can not matter
    tally: tuple[int, ...] = ()
    if pair_wild >= 0:
        chosen.append((pair, pair))
        w -= pair_wild
        if pair_wild and tally_kinds:
            tally = _tallied(tally, (pair,) * pair_wild, tally_kinds, held)

    loose_at: dict[int, list[int]] = {}

    def loose(start: int) -> list[int]:
        """The sets from ``start`` on that wildcards make alone, the first of each class."""
        found = loose_at.get(start)
        if found is None:
            found = []
            classes_seen: set[Hashable] = set()
            for i in range(start, end):
                if free[i]:
                    cls = None if classify is None else classify(Shape.STANDARD, sets[i], pair)
                    if cls is None or cls not in classes_seen:
                        classes_seen.add(cls)
                        found.append(i)
            loose_at[start] = found
        return found

    def keep(w: int, described: tuple[int, ...], tally: tuple[int, ...]) -> None:
        # a finished state met before has the same classes in every combination
        key: Hashable = (w, described, tally)
        if key in finished:
            return
        finished.add(key)
        melds = tuple(chosen)
        outcome = classes.part(melds)
        taken = wild - w
        keys, tally, reads = outcome
        before = outcomes.get((taken, keys, tally))
        if before is None:
            before = outcomes[(taken, keys, tally)] = []
        elif any(reads <= earlier for earlier in before):
            return  # an earlier part gives these classes and more, in every combination
        before.append(reads)
        out.append((melds, taken, outcome))

    def step(
        i: int,
        faces: Faces,
        filled: tuple[int, ...],
        w: int,
        left: int,
        packed: int,
        described: tuple[int, ...],
        tally: tuple[int, ...],
    ) -> None:
        """Take set ``i`` (its ``filled`` faces wildcards) unless its state was reached
        from no later place, and search on."""
        described = tuple(sorted((*described, describe(faces, filled, pair))))
        if tally_kinds and filled and tally is not _OFF:
            tally = _tallied(tally, filled, tally_kinds, held)
        key = (packed, w, described, tally)
        first = reached.get(key)
        if first is not None and first <= i:
            return
        reached[key] = i
        chosen.append(faces)
        search(i, w, left, packed, described, tally)
        chosen.pop()

    def search(
        start: int, w: int, left: int, packed: int, described: tuple[int, ...], tally: tuple[int, ...]
    ) -> None:
        if not left:
            if w >= 3:
                for i in loose(start):
                    faces = sets[i]
                    step(i, faces, faces, w - 3, 0, packed, described, tally)
            keep(w, described, tally)
            return
        low = lo
        while not need[low]:
            low += 1
        stop = first_at[low + 1]
        alone: set[Hashable] = set()
        for i in range(start if w else max(start, first_at[low]), stop):
            faces = sets[i]
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
                if took:
                    taken = packed
                    for f in took:
                        taken -= 1 << 4 * (f - lo)
                    step(i, faces, tuple(filled), w - used, left - len(took), taken, described, tally)
                elif classify is not None:
                    cls = classify(Shape.STANDARD, faces, pair)
                    if cls not in alone:  # an earlier set of its class had the same continuations
                        alone.add(cls)
                        step(i, faces, faces, w - used, left, packed, described, tally)
                else:
                    step(i, faces, faces, w - used, left, packed, described, tally)
            for f in took:
                need[f] += 1

    packed = 0
    for f in range(lo, hi):
        packed |= need[f] << 4 * (f - lo)
    search(begin, w, sum(need[lo:hi]), packed, (), tally)
    return out


def _joined(head: list[tuple[Faces, ...]], tail: list[tuple[Faces, ...]]) -> tuple[Faces, ...]:
    """The face set of these groups' parts."""
    return tuple(sorted(m for part in head + tail for m in part))


_OFF: tuple[int, ...] = (-1,)


def _tallied(
    tally: tuple[int, ...], filled: tuple[int, ...], kinds: frozenset[int], held: Mapping[int, int]
) -> tuple[int, ...]:
    """The search's tally with ``filled`` (faces wildcards fill) added: ``_OFF`` when one is
    not a wild kind's, or more of a kind are filled than are held."""
    if tally is _OFF:
        return tally
    grown = sorted((*tally, *filled))
    for f in set(filled):
        if f not in kinds or grown.count(f) > held.get(f, 0):
            return _OFF
    return tuple(grown)


def _add(tally: tuple[int, ...], more: tuple[int, ...]) -> tuple[int, ...]:
    """Two tallies added (one of ``(-1,)``, some wildcard not at its own face: that)."""
    if not tally or more == _NOT_OWN:
        return more
    if not more or tally == _NOT_OWN:
        return tally
    return tuple(a + b for a, b in zip(tally, more, strict=True))
