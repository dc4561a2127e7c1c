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
standard shape comes first). Not met within :data:`LOOKED` placements or :data:`FACE_SETS`
face sets: nothing found (the class search goes on as without it).

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
from majiang.hands.faces import Faces, standard
from majiang.hands.placement import place_one
from majiang.rulesets.hebei.reach import Plan
from majiang.rulesets.paid import total_paid
from majiang.scoring import Evaluation, Formula, Item, WinContext

__all__ = ["FACE_SETS", "LOOKED", "WAYS", "first_paying"]

LOOKED = 256
"""The most arrangements scored before giving up (the class search finds the answer then)."""
FACE_SETS = 512
"""The most face sets looked at before giving up."""
WAYS = 24
"""The most ways searched side by side (more: nothing is looked for)."""

Way = tuple[tuple[Faces, ...], int | None]
"""The sets a plan needs and its pair's face (``None``: any)."""


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
    ways: list[Way] = []
    for plan in plans:
        way = _way(plan)
        if way is None:
            return None  # any face set may hold such a reading
        if way not in ways:
            ways.append(way)
    if not ways or len(ways) > WAYS or hand.win_tile is None:
        return None
    compiled = compile_grammar(grammar)
    counts, wild = split(hand, compiled)
    wild_tiles = [t.index for t in hand.tiles if t.index in compiled.wild]
    full = Counter({i: n for i, n in enumerate(hand.counts[: len(counts)]) if n})
    win = hand.win_tile.index
    win_wild = win in compiled.wild
    looked = 0
    for seen, faces in enumerate(_merged(ways, counts, wild, compiled)):
        if seen >= FACE_SETS:
            return None
        shown = Counter(f for meld in faces for f in meld)
        fitting = [plan for plan in plans if _fits(plan, faces, shown, counts, full, win, win_wild)]
        if not fitting:
            continue
        for arrangement in _placed(hand, faces, counts, wild_tiles, shown, fitting):
            looked += 1
            if looked > LOOKED:
                return None
            evaluation: Evaluation[Any, Any] = Evaluation(
                hand=hand, arrangement=arrangement, context=context, options=options, readings=(arrangement,)
            )
            if total_paid(evaluation, items, payers, formula) == most:
                return arrangement
    return None


def _way(plan: Plan) -> Way | None:
    """The sets and the pair's face every reading laying out ``plan`` holds (``None``: none)."""
    _, won, runs, _ = plan
    sets = list(runs)
    pair = None
    if won is not None:
        if len(won[0]) == 2:
            pair = won[0][0]
        else:
            sets.append(won[0])
    if not sets and pair is None:
        return None
    return tuple(sorted(sets)), pair


def _fits(
    plan: Plan,
    faces: tuple[Faces, ...],
    shown: Counter[int],
    counts: list[int],
    full: Counter[int],
    win: int,
    win_wild: bool,
) -> bool:
    """Whether some placement of ``faces`` may lay out ``plan`` (a necessary condition)."""
    plain, won, runs, triplets = plan
    if plain and shown != full:
        return False  # 素胡: every 混儿 stands as its own face
    if triplets and any(len(m) == 3 and m[0] != m[1] for m in faces):
        return False
    wanted = Counter(runs)
    if won is not None:
        wanted[won[0]] += 1
    held = Counter(faces)
    if any(held[m] < n for m, n in wanted.items()):
        return False
    if won is None or plain or not won[2]:
        return True
    # 混儿吊: the partners (and a 混儿 winning tile) stand on faces the 混儿 fill
    meld, place, _ = won
    need = Counter(f for p, f in enumerate(meld) if p != place or win_wild)
    return all(shown[f] - counts[f] >= n for f, n in need.items())


def _placed(
    hand: Hand,
    faces: tuple[Faces, ...],
    counts: list[int],
    wild_tiles: list[int],
    shown: Counter[int],
    plans: Sequence[Plan],
) -> Iterator[Arrangement]:
    """:func:`~majiang.hands.placement.place`'s arrangements of ``faces``, in its order,
    but only those putting the winning tile where one of ``plans`` does."""
    assert hand.win_tile is not None
    wi = hand.win_tile.index
    win_is_wild = wi in wild_tiles
    stand_for = shown.copy()
    for index, c in enumerate(counts):
        if c:
            stand_for[index] -= c
    anywhere = any(plan[1] is None for plan in plans)
    wanted = {(plan[1][0], plan[1][1]) for plan in plans if plan[1] is not None}
    tried: set[tuple[Faces, int]] = set()
    for m, meld in enumerate(faces):
        for p, face in enumerate(meld):
            if (meld, face) in tried:
                continue
            if (not win_is_wild and face == wi) or (win_is_wild and stand_for[face] > 0):
                tried.add((meld, face))
                if not anywhere and (meld, p) not in wanted:
                    continue
                natural_first = place_one(hand, Shape.STANDARD, faces, counts, wild_tiles, (m, p, False))
                yield natural_first
                if len(meld) in (2, 3):
                    wild_first = place_one(hand, Shape.STANDARD, faces, counts, wild_tiles, (m, p, True))
                    if len(meld) == 2:
                        new = wild_first != natural_first
                    else:  # as ``place``: a set's only with a different count of wild partners
                        new = wild_first.wild_partners != natural_first.wild_partners
                    if new:
                        yield wild_first


def _merged(
    ways: Sequence[Way], counts: list[int], wild: int, compiled: Compiled
) -> Iterator[tuple[Faces, ...]]:
    """The standard face sets holding one of ``ways``, in the full search's order, each once."""
    last: tuple[Faces, ...] | None = None
    for _, faces in heapq.merge(*(_holding(way, counts, wild, compiled) for way in ways)):
        if faces != last:  # equal face sets come next to each other in the merged order
            yield faces
        last = faces


def _holding(
    way: Way, counts: list[int], wild: int, compiled: Compiled
) -> Iterator[tuple[tuple[int, list[Faces]], tuple[Faces, ...]]]:
    """The face sets holding ``way``, each with its place in the full search's order (the
    pair's face, then the sets sorted): ``standard`` on the tiles left goes in that order,
    and the same sets put into two sorted sequences keep their order."""
    required, pair_face = way
    need = list(counts)
    left = wild
    for meld in required:
        for face in meld:
            if need[face]:
                need[face] -= 1
            else:
                left -= 1
    if left < 0:
        return
    pairs = None if pair_face is None else (pair_face,)
    for rest in standard(need, left, compiled, pairs=pairs):
        pair = next(m for m in rest if len(m) == 2)
        taken = sorted([*required, *(m for m in rest if len(m) == 3)])
        yield (pair[0], taken), tuple(sorted([*taken, pair]))
