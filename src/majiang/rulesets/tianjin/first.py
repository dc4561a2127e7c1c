"""The first reading of a Tianjin hand that pays the most any reading may, found directly.

A reading worth more than 6 (or 4) holds a 龙: 捉伍儿 3, 小和 1, ×2 for 混儿吊 make at most
6 without one, and 本混儿 needs a 龙 (没混儿 and 杠开 are the hand's and the win's, the same
for every reading). So when :func:`~majiang.rulesets.tianjin.reach.best_value` is 4 or
more and not 6, every reading paying it holds the ``123 456 789`` of one suit among its
sets. Those face sets are made here directly: the three sequences of each suit some
reading can hold a 龙 of (their faces take the hand's naturals where it holds them, 混儿
for the rest; a ``456m`` besides for 捉伍儿龙), then every face set of the tiles left (a
set and the pair with no claimed meld), each joined with them. The tiles left are searched
by :func:`majiang.hands.faces.standard` itself, in its order (the pair's face first, then
the sets, a sorted sequence of the set table's, whose order is the faces' own); putting the
same sets into each keeps that order, so the face sets come in the full search's order
(the suits' merged). Each is placed (:func:`~majiang.hands.placement.place`, the full
enumeration's own placements, in its order) and scored by the table (its value, its rows,
the payments) until one pays the most: the first arrangement, in the order of
:func:`~majiang.hands.arrangements`, that does. A bound never met, or not met within
:data:`LOOKED` placements, leaves nothing found (the class search goes on as without it).

A best of 6 without a 龙 is 捉伍儿 双混儿吊 (:data:`ZHUO_DIAO`): every reading worth it wins
on a ``456m`` whose 5m is the winning tile and whose 4m and 6m are 混儿. Those face sets are
that ``456m`` beside each face set of the tiles left (the winning tile and two 混儿 taken
out), in the same order; each holds a reading worth 6 (the bound says none holds a 龙), so
the first is met in the first face set, among its few placements.

>>> from majiang.hands import Hand
>>> from majiang.rulesets import get
>>> from majiang.rulesets.tianjin import TianjinFacts
>>> from majiang.scoring import WinContext
>>> from majiang.tiles import Tile
>>> tianjin = get("tianjin")
>>> hand = Hand.parse("1356799m7778888p", win="7p", self_drawn=True)  # 混儿 7p 8p
>>> context = WinContext(seat=1, indicator=Tile.from_str("7p"), facts=TianjinFacts())
>>> print(tianjin.paying_most(hand, context), tianjin.most_paid(hand, context))
123m(7p=2m) 456m(8p=4m,7p=5m,8p=6m) 456m(7p=4m) 789m(8p=8m) 99m(8p=9m) win 7p closed 42
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

from majiang.hands import Arrangement, Hand, Shape, ShapeGrammar
from majiang.hands._split import Compiled, compile_grammar, split
from majiang.hands.faces import Faces, standard
from majiang.hands.placement import place
from majiang.rulesets.hun import hun_kinds, straight_suits
from majiang.rulesets.paid import total_paid
from majiang.rulesets.tianjin.table import value
from majiang.scoring import Evaluation, Formula, Item, WinContext, WinMethod
from majiang.tiles import Tile

__all__ = ["LOOKED", "answered", "first_paying", "needs_long"]

LOOKED = 256
"""The most arrangements scored before giving up (the class search finds the answer then)."""

FOUR_SIX_M = (3, 4, 5)
"""The faces of ``456m``."""
ZHUO_DIAO = 6
"""捉伍儿 双混儿吊 (3 × 2): the one value above 3 a reading may have without a 龙; every
reading worth it wins on a ``456m`` of the winning tile (as the 5m) and two 混儿."""
WITHOUT_LONG = frozenset((1, 2, 3, 6))
"""The values a reading may have without a 龙 (小和, ×2 混儿吊; 捉伍儿, ×2 混儿吊)."""


def needs_long(value: int) -> bool:
    """Whether every reading worth ``value`` (without 没混儿 and 杠开) holds a 龙.

    >>> [v for v in (1, 2, 3, 4, 6, 7, 8, 14, 16, 28) if needs_long(v)]
    [4, 7, 8, 14, 16, 28]
    """
    return value not in WITHOUT_LONG


def answered(value: int) -> bool:
    """Whether :func:`first_paying` looks for the readings worth ``value`` (without 没混儿
    and 杠开): those holding a 龙, and 捉伍儿 双混儿吊 (:data:`ZHUO_DIAO`).

    >>> [v for v in (1, 2, 3, 4, 6, 7, 8, 14, 16, 28) if answered(v)]
    [4, 6, 7, 8, 14, 16, 28]
    """
    return needs_long(value) or value == ZHUO_DIAO


def first_paying(
    hand: Hand,
    context: WinContext,
    grammar: ShapeGrammar,
    worth: int,
    most: int,
    items: Sequence[Item[Any, Any]],
    formula: Formula,
    payers: Sequence[int],
    options: object,
) -> Arrangement | None:
    """The first arrangement of ``hand`` (in the order of ``arrangements``) holding a 龙,
    worth ``worth`` (:func:`majiang.rulesets.tianjin.table.value`) and paying ``most`` in
    all, scored by ``items``; ``None`` if none is found among the first
    :data:`LOOKED` scored (see the module)."""
    compiled = compile_grammar(grammar)
    counts, wild = split(hand, compiled)
    wild_tiles = [t.index for t in hand.tiles if t.index in compiled.wild]
    plain = worth // 2 if context.method is WinMethod.KONG_REPLACEMENT else worth  # 杠开 apart
    looked = 0
    w = hand.win_tile.index if hand.win_tile is not None else -1
    win_wild = w in compiled.wild
    if plain == ZHUO_DIAO:
        found = _zhuo_diao(counts, wild, w, win_wild, compiled)
    else:
        ways = _required(plain, hun_kinds(context.indicator), straight_suits(hand, grammar))
        found = heapq.merge(*(_holding(way, counts, wild, compiled, plain) for way in ways))
    for (_, _, diao), faces in found:
        if diao and not _diao_possible(faces, counts, w, win_wild):
            continue  # no placement makes 混儿吊, which every reading worth it has
        for arrangement in place(hand, Shape.STANDARD, faces, counts, wild_tiles):
            looked += 1
            if looked > LOOKED:
                return None
            evaluation: Evaluation[Any, Any] = Evaluation(
                hand=hand, arrangement=arrangement, context=context, options=options, readings=(arrangement,)
            )
            if value(evaluation) != worth:
                continue  # the table's own value: a reading worth less pays less (the rows below)
            if total_paid(evaluation, items, payers, formula) == most:
                return arrangement
    return None


def _holding(
    way: tuple[list[Faces], bool], counts: list[int], wild: int, compiled: Compiled, plain: int
) -> Iterator[tuple[tuple[int, list[Faces], bool], tuple[Faces, ...]]]:
    """The face sets holding ``required``, in the full search's order, each with its place
    in that order (the pair's face, then the sets sorted). ``standard`` on the tiles left
    goes in that order, and putting the same sets into two sorted sequences keeps their
    order (equal up to a place, the one with the lower set there stays lower). With each,
    whether every reading worth ``plain`` there is 混儿吊 (``way``'s flag)."""
    required, diao = way
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
    for rest in standard(need, left, compiled):
        pair = next(m for m in rest if len(m) == 2)
        taken = sorted([*required, *(m for m in rest if len(m) == 3)])
        if plain % 7 == 0 and taken.count(FOUR_SIX_M) < 1:
            continue  # 捉伍儿龙 wins on a 456m
        yield (pair[0], taken, diao), tuple(sorted([*taken, pair]))


def _zhuo_diao(
    counts: list[int], wild: int, w: int, win_wild: bool, compiled: Compiled
) -> Iterator[tuple[tuple[int, list[Faces], bool], tuple[Faces, ...]]]:
    """The face sets of 捉伍儿 双混儿吊 without a 龙, in the full search's order: the
    ``456m`` of the winning tile (kind ``w``, a 5m or a 混儿, ``win_wild``) as its 5m and
    two 混儿, beside each face set of the tiles left (:func:`_holding`'s order argument)."""
    need = list(counts)
    left = wild - 2 - win_wild
    if not win_wild:
        if w != FOUR_SIX_M[1] or not need[w]:
            return
        need[w] -= 1
    if left < 0:
        return
    for rest in standard(need, left, compiled):
        pair = next(m for m in rest if len(m) == 2)
        taken: list[Faces] = sorted([FOUR_SIX_M, *(m for m in rest if len(m) == 3)])
        yield (pair[0], taken, False), tuple(sorted([*taken, pair]))


def _diao_possible(faces: tuple[Faces, ...], counts: list[int], w: int, win_wild: bool) -> bool:
    """Whether some meld of ``faces`` can be the winning tile (kind ``w``; a 混儿 standing
    for any face a 混儿 fills, ``win_wild``) with 混儿 for every other face: a necessary
    condition for 混儿吊, from how many faces of each kind the 混儿 fill."""
    filled = Counter(f for meld in faces for f in meld)
    for kind, held in enumerate(counts):
        filled[kind] -= held
    for meld in set(faces):
        if win_wild:
            if sum(min(filled[f], meld.count(f)) for f in set(meld)) >= len(meld):
                return True
            continue
        if w not in meld:
            continue
        others = list(meld)
        others.remove(w)
        if all(filled[f] >= others.count(f) for f in set(others)):
            return True
    return False


def _required(
    plain: int, hun: tuple[Tile, ...], suits: tuple[str, ...]
) -> Iterator[tuple[list[Faces], bool]]:
    """The sets every reading worth ``plain`` (杠开 apart, :func:`needs_long`) holds, one list
    for each way it may be: a 龙 of one of ``suits``, with a ``456m`` for 捉伍儿; and whether
    it is 混儿吊 then."""
    base = 7 if plain % 7 == 0 else 4  # 捉伍儿 3 + 龙 4, or 龙 alone
    for suit in suits:
        ben = 2 if hun and hun[0].suit == suit else 1  # 本混儿龙
        if not ben * base <= plain <= 2 * ben * base:
            continue  # no 龙 of this suit is worth it (×2 混儿吊 at most besides)
        low = Tile(suit=suit, rank=1).index
        required: list[Faces] = [(low + r, low + r + 1, low + r + 2) for r in (0, 3, 6)]
        if base == 7 and (suit != "m" or plain == 2 * ben * base):
            # 捉伍儿 on a 456m; a 万 龙's own may be it, but not with 双混儿吊 (``table.hun_diao``)
            required.append(FOUR_SIX_M)
        yield required, plain == 2 * ben * base
