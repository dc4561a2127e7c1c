"""The first reading of a Hebei hand with 混儿 that pays the most any reading may, found directly.

:func:`.reach.standard_plans` lists what the standard readings paying
:meth:`~majiang.rulesets.hebei.Hebei.most_paid` lay out (each an outcome's plan: its
winning meld, a 龙's runs, triplets alone, 素胡); every such reading lays out one of them.
Each plan needs some sets (the runs, a winning sequence or triplet) or a pair (a winning
pair), its *way*; a plan needing none (any reading may have it) leaves nothing looked for
here. The face sets holding each way are made as Tianjin's are
(:mod:`majiang.rulesets.tianjin.first`): the tiles left are searched by
:func:`majiang.hands.faces.standard` in its order (the pair's face, then the sets sorted;
a winning pair's face fixed by its ``pairs``), the same sets put into each keep that
order, and the ways' streams merged give the full search's order; a face set two ways hold
comes once. A face set no plan fits (the winning meld, the runs, triplets alone, the 混儿
its partners need, every 混儿 its own face for 素胡) is skipped; of the others, only the
placements (:func:`~majiang.hands.placement.place`'s, in its order) putting the winning
tile where a plan does are made, and scored by the table until one pays the most: the
first arrangement, in the order of :func:`~majiang.hands.arrangements`, that does (the
standard shape comes first). Where no standard reading pays it, :func:`first_pairs` makes
the 七对 face sets with the four-alikes (the one suit, 素胡) of a 七对 outcome paying it, in
the order of :func:`majiang.hands.faces.face_sets`. Not met within :data:`LOOKED`
placements or :data:`FACE_SETS` face sets: nothing found (the class search goes on as
without it).

>>> from majiang.hands import Hand
>>> from majiang.rulesets import get
>>> from majiang.scoring import WinContext
>>> from majiang.tiles import Tile
>>> hebei = get("hebei", hun=True)
>>> hand = Hand.parse("2233334456678m5p", win="2m", self_drawn=True)  # 混儿 2m 3m
>>> context = WinContext(seat=1, ready=True, indicator=Tile.from_str("2m"))
>>> print(hebei.paying_most(hand, context), hebei.most_paid(hand, context))
123m(2m=1m,2m=2m,3m=3m) 456m 456m(3m=5m) 789m(3m=9m) 55p(3m=5p) win 2m open 48
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

from majiang.hands import Arrangement, Hand, Shape, ShapeGrammar
from majiang.hands._split import Compiled, compile_grammar, split
from majiang.hands.faces import Faces, seven_pairs_base, standard
from majiang.hands.placement import place
from majiang.rulesets.hebei.reach import Plan
from majiang.rulesets.paid import total_paid
from majiang.scoring import Evaluation, Formula, Item, WinContext

__all__ = ["FACE_SETS", "LOOKED", "WAYS", "first_pairs", "first_paying"]

LOOKED = 64
"""The most arrangements scored before giving up (the class search finds the answer then)."""
FACE_SETS = 128
"""The most face sets looked at before giving up."""
WAYS = 24
"""The most ways searched side by side (more: nothing is looked for)."""

Way = tuple[bool, tuple[Faces, ...], int | None, tuple[int, ...]]
"""What a plan needs: every 混儿 its own face (素胡), the sets, the pair's face (``None``:
any), the faces of those sets the 混儿 fill (a 混儿吊 meld's partners)."""


def first_paying(
    hand: Hand,
    context: WinContext,
    grammar: ShapeGrammar,
    most: int,
    plans: Sequence[Plan],
    items: Sequence[Item[Any, Any]],
    formula: Formula,
    payers: Sequence[int],
    options: object,
) -> Arrangement | None:
    """The first arrangement of ``hand`` (in the order of ``arrangements``) paying ``most``
    in all, scored by ``items``, among the standard face sets some of ``plans`` fits;
    ``None`` if none is found within the bounds (see the module)."""
    assert hand.win_tile is not None
    compiled = compile_grammar(grammar)
    win = hand.win_tile.index
    win_wild = win in compiled.wild
    ways: list[Way] = []
    for plan in plans:
        way = _way(plan, win_wild)
        if way is None:
            return None  # any face set may hold such a reading
        if way not in ways:
            ways.append(way)
    if not ways or len(ways) > WAYS or hand.melds:
        return None  # (with claimed melds the bound is often not met: the search is cheaper)
    counts, wild = split(hand, compiled)
    wild_tiles = [t.index for t in hand.tiles if t.index in compiled.wild]
    whole = list(hand.counts[: len(counts)])
    full = Counter({i: n for i, n in enumerate(whole) if n})

    def placed() -> Iterator[Arrangement]:
        for seen, faces in enumerate(_merged(ways, counts, wild, whole, compiled)):
            if seen >= FACE_SETS:
                return
            yield from _fitting(faces)

    def _fitting(faces: tuple[Faces, ...]) -> Iterator[Arrangement]:
        shown = Counter(f for meld in faces for f in meld)
        held = Counter(faces)
        own = shown == full
        runs_only = not any(len(m) == 3 and m[0] != m[1] for m in faces)
        fitting = [plan for plan in plans if _fits(plan, held, shown, counts, own, runs_only, win_wild)]
        if any(plan[1] is None for plan in fitting):  # a plan with the winning tile anywhere
            yield from place(hand, Shape.STANDARD, faces, counts, wild_tiles)
        elif fitting:  # only those putting the winning tile where a plan does
            wanted = {(plan[1][0], plan[1][1]) for plan in fitting if plan[1] is not None}
            yield from place(hand, Shape.STANDARD, faces, counts, wild_tiles, only=wanted)

    return _first_paid(placed(), hand, context, most, items, formula, payers, options)


def _first_paid(
    listed: Iterator[Arrangement],
    hand: Hand,
    context: WinContext,
    most: int,
    items: Sequence[Item[Any, Any]],
    formula: Formula,
    payers: Sequence[int],
    options: object,
) -> Arrangement | None:
    """The first of ``listed`` paying ``most`` in all, scored by ``items``, among the first
    :data:`LOOKED`."""
    for looked, arrangement in enumerate(listed):
        if looked >= LOOKED:
            return None
        evaluation: Evaluation[Any, Any] = Evaluation(
            hand=hand, arrangement=arrangement, context=context, options=options, readings=(arrangement,)
        )
        if total_paid(evaluation, items, payers, formula) == most:
            return arrangement
    return None


def _way(plan: Plan, win_wild: bool) -> Way | None:
    """What every reading laying out ``plan`` holds (``None``: nothing in particular)."""
    plain, won, runs, _ = plan
    sets = list(runs)
    pair = None
    filled: tuple[int, ...] = ()
    if won is not None:
        meld, place, partners_wild = won
        if len(meld) == 2:
            pair = meld[0]
        else:
            sets.append(meld)
            if partners_wild and not plain:
                filled = tuple(sorted(f for p, f in enumerate(meld) if p != place or win_wild))
    if not sets and pair is None:
        return None
    return plain, tuple(sorted(sets)), pair, filled


def _fits(
    plan: Plan,
    held: Counter[Faces],
    shown: Counter[int],
    counts: list[int],
    own: bool,
    triplets_only: bool,
    win_wild: bool,
) -> bool:
    """Whether some placement of the face set (its melds ``held``, its faces ``shown``;
    ``own``: the hand's own kinds; ``triplets_only``: no sequence) may lay out ``plan``
    (a necessary condition)."""
    plain, won, runs, triplets = plan
    if (plain and not own) or (triplets and not triplets_only):
        return False  # 素胡: every 混儿 stands as its own face
    wanted = Counter(runs)
    if won is not None:
        wanted[won[0]] += 1
    if any(held[m] < n for m, n in wanted.items()):
        return False
    if won is None or plain or not won[2]:
        return True
    # 混儿吊: the partners (and a 混儿 winning tile) stand on faces the 混儿 fill
    meld, place, _ = won
    need = Counter(f for p, f in enumerate(meld) if p != place or win_wild)
    return all(shown[f] - counts[f] >= n for f, n in need.items())


def _merged(
    ways: Sequence[Way], counts: list[int], wild: int, whole: list[int], compiled: Compiled
) -> Iterator[tuple[Faces, ...]]:
    """The standard face sets holding one of ``ways``, in the full search's order, each
    once (``whole``: the kind counts with every 混儿 its own, for 素胡)."""
    last: tuple[Faces, ...] | None = None
    streams = (_holding(way, whole if way[0] else counts, 0 if way[0] else wild, compiled) for way in ways)
    for _, faces in heapq.merge(*streams):
        if faces != last:  # equal face sets come next to each other in the merged order
            yield faces
        last = faces


def _holding(
    way: Way, counts: list[int], wild: int, compiled: Compiled
) -> Iterator[tuple[tuple[int, list[Faces]], tuple[Faces, ...]]]:
    """The face sets holding ``way``, each with its place in the full search's order (the
    pair's face, then the sets sorted): ``standard`` on the tiles left goes in that order,
    and the same sets put into two sorted sequences keep their order. The faces the 混儿
    fill take one each; the others take a natural while one is left."""
    _, required, pair_face, filled = way
    need = list(counts)
    left = wild - len(filled)
    faces = Counter(f for meld in required for f in meld)
    faces.subtract(filled)
    for face, n in faces.items():
        taken = min(n, need[face])
        need[face] -= taken
        left -= n - taken
    if left < 0:
        return
    pairs = None if pair_face is None else (pair_face,)
    for rest in standard(need, left, compiled, pairs=pairs):
        pair = next(m for m in rest if len(m) == 2)
        taken_sets = sorted([*required, *(m for m in rest if len(m) == 3)])
        yield (pair[0], taken_sets), tuple(sorted([*taken_sets, pair]))


def first_pairs(
    hand: Hand,
    context: WinContext,
    grammar: ShapeGrammar,
    most: int,
    wanted: Sequence[tuple[int, bool, bool]],
    items: Sequence[Item[Any, Any]],
    formula: Formula,
    payers: Sequence[int],
    options: object,
) -> Arrangement | None:
    """The first 七对 arrangement of ``hand`` paying ``most`` in all, where no standard one
    does (the standard shape comes first): among the 七对 face sets with the four-alikes
    (and the one suit, every 混儿 its own face) of one of ``wanted``
    (:func:`.reach.pairs_paying`), made in the order of :func:`majiang.hands.faces.face_sets`."""
    if hand.melds or not wanted:
        return None
    compiled = compile_grammar(grammar)
    counts, wild = split(hand, compiled)
    wild_tiles = [t.index for t in hand.tiles if t.index in compiled.wild]
    whole = Counter({i: n for i, n in enumerate(hand.counts[: len(counts)]) if n})

    def placed() -> Iterator[Arrangement]:
        for faces in _pairs(counts, wild, compiled, wanted):
            shown = Counter(f for meld in faces for f in meld)
            one = len({min(f // 9, 3) for f in shown}) == 1
            if any((one or not flush) and (not plain or shown == whole) for _, flush, plain in wanted):
                yield from place(hand, Shape.SEVEN_PAIRS, faces, counts, wild_tiles)

    return _first_paid(placed(), hand, context, most, items, formula, payers, options)


def _pairs(
    counts: list[int], wild: int, compiled: Compiled, wanted: Sequence[tuple[int, bool, bool]]
) -> Iterator[tuple[Faces, ...]]:
    """The 七对 face sets (as ``faces._seven_pairs`` makes them, in its order: the pairs of
    the naturals, then the 混儿's pairs a non-decreasing run of kinds) whose count of
    four-alikes is one of ``wanted``'s; the kinds of one group only where every one of
    ``wanted`` is of one suit."""
    made = seven_pairs_base(counts, wild, compiled)
    if made is None:
        return
    base, left, cap = made
    held = Counter(f[0] for f in base)
    kinds = list(compiled.target_indices)
    if all(flush for _, flush, _ in wanted):
        groups = {min(f[0] // 9, 3) for f in base}
        kinds = [k for k in kinds if {min(k // 9, 3)} >= groups]
    alikes = {k for k, _, _ in wanted}
    low, high = min(alikes), max(alikes)
    start = sum(n == 2 for n in held.values())

    def extend(at: int, picks: int, doubled: int, taken: list[int]) -> Iterator[list[int]]:
        if doubled > high or doubled + picks < low:
            return
        if not picks:
            if doubled in alikes:
                yield taken
            return
        for i in range(at, len(kinds)):
            kind = kinds[i]
            n = held[kind] + taken.count(kind)
            if n + 1 > cap:
                continue
            yield from extend(i, picks - 1, doubled + (n + 1 == 2), [*taken, kind])

    for extra in extend(0, left // 2, start, []):
        yield tuple(sorted([*base, *((k, k) for k in extra)]))
