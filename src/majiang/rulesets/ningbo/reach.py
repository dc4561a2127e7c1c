"""The most any reading of a Ningbo hand with 百搭 pays, from the hand alone (``Ningbo.most_paid``).

The table's ceiling takes its rows two at a time; it can not say that the 百搭 fill
only so many honor triplets together, nor that with those triplets the winning tile
can no longer be the pair (单吊). Here the honor triplets a reading may hold are laid
out one count per scoring face at a time (中发白, 位风, 圈风), and each layout is kept only
where the tiles left make the other sets and a pair (the pair of the winning tile's
face, for 单吊). Only hands where every reading holds an honor triplet are bounded
(a scoring face of three naturals or more: the pair holds two at most), so 平糊 and
清一色 are never earned; every other row is taken at its most for the hand.

A bound, never below what some reading pays: a reading's honor triplets are one of
the layouts, its other tiles make the rest (its naturals of a triplet's face left
over stand in for 百搭 here, and a 百搭 stands for any face), and its pair is of the
winning tile's face where it earns 单吊.

>>> from majiang.hands import Hand
>>> from majiang.rulesets import get
>>> from majiang.scoring import WinContext
>>> from majiang.tiles import Tile
>>> hand = Hand.parse("55567789p555666z", flowers="3f", win="7p", self_drawn=True)
>>> context = WinContext(seat=1, dealer=1, prevailing_wind=3, ready=True, indicator=Tile.from_str("5z"))
>>> get("ningbo").most_paid(hand, context)  # 发 and one more: 9 台 from each of three
27
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache

from majiang.hands import Hand, arrangements
from majiang.rulesets.base import NoOptions
from majiang.rulesets.ningbo import possible
from majiang.rulesets.ningbo.baida import grammar, wild_kinds
from majiang.rulesets.ningbo.conditions import NingboEvaluation, _dandiao_state, _kinds
from majiang.rulesets.ningbo.table import _hand_tai
from majiang.scoring import Evaluation, WinContext
from majiang.tiles import Tile

__all__ = ["completes", "most_paid"]

_EAST = Tile(suit="z", rank=1).index
_DRAGONS = tuple(Tile(suit="z", rank=r).index for r in (5, 6, 7))
_HONORS = 27
"""Kinds from this index on are honors: no sequences."""
_WILD = -1
"""The pair of :func:`completes` holds a 百搭 (the one won)."""


def most_paid(hand: Hand, context: WinContext, payers: Sequence[int], options: NoOptions) -> int | None:
    """The most any reading of ``hand`` pays in all, or ``None`` where not bounded here
    (melds laid down, a 百搭 winning tile, no 百搭, or no honor triplet in every reading)."""
    indicator = context.indicator
    if hand.melds or hand.win_tile is None or indicator is None:
        return None
    wild = wild_kinds(indicator)
    wilds = frozenset(t.index for t in wild)
    win: int | None = hand.win_tile.index
    if win in wilds:
        if not context.self_drawn:
            return None  # a 百搭 won on a discard counts as its face only
        win = _WILD  # 单吊 on a drawn 百搭: a pair holding it
    counts = [0] * 34
    held = 0
    for tile in hand.tiles:
        if tile.index in wilds:
            held += 1
        elif tile.is_flower:
            return None  # a flower that is no 百搭 sits aside (``check_hand`` says so)
        else:
            counts[tile.index] += 1
    weights = _weights(context)
    if not held or not any(counts[i] >= 3 for i in weights):
        return None
    first = next(arrangements(hand, grammar(indicator)), None)
    if first is None:
        return None
    e: NingboEvaluation = Evaluation(hand=hand, arrangement=first, context=context, options=options)
    rows, excluded = _hand_tai(e)
    fixed = sum(amount for key, amount in rows if key not in excluded)
    kinds = _kinds(e)
    waits_one = kinds in (1, 2)  # 边, 夹 or 对倒 may be earned by some reading
    single = kinds == 1 or _dandiao_state(e)
    flush = 8 if possible.honors_possible(hand, wild) else 2 if possible.one_suit_possible(hand, wild) else 0
    alike = 2 if possible.triplets_possible(hand, wild) else 0
    best = None
    faces = tuple(weights)
    for layout in _layouts(faces, counts, held):
        score = sum(weights[f] * n for f, n in zip(faces, layout, strict=True))
        if best is not None and score + 1 <= best:
            continue
        left = list(counts)
        spare = held
        for f, n in zip(faces, layout, strict=True):
            used = min(left[f], 3 * n)
            left[f] -= used
            spare -= 3 * n - used
        sets = possible.SETS - sum(layout)
        key = tuple(left)
        if not completes(key, spare, sets, None):
            continue
        wait = 1 if waits_one or (single and completes(key, spare, sets, win)) else 0
        score += wait
        best = score if best is None else max(best, score)
    if best is None:
        return None
    return len(payers) * (1 + fixed + best + alike + flush)


def _weights(context: WinContext) -> dict[int, int]:
    """The 台 of a triplet of each scoring honor face (the seat wind twice when it is the
    prevailing wind too)."""
    found = dict.fromkeys(_DRAGONS, 1)
    seat, prevailing = _EAST + context.seat_wind, _EAST + context.prevailing_wind
    found[seat] = 1
    found[prevailing] = found.get(prevailing, 0) + 1
    return found


def _layouts(faces: tuple[int, ...], counts: list[int], held: int) -> Iterator[tuple[int, ...]]:
    """Every count of triplets per face, four sets in all, that the 百搭 can fill."""

    def grow(at: int, sets: int, spare: int) -> Iterator[tuple[int, ...]]:
        if at == len(faces):
            yield ()
            return
        for n in range(sets + 1):
            cost = max(0, 3 * n - counts[faces[at]])
            if cost > spare:
                break
            for rest in grow(at + 1, sets - n, spare - cost):
                yield (n, *rest)

    return grow(0, possible.SETS, held)


@lru_cache(maxsize=4096)
def completes(counts: tuple[int, ...], wilds: int, sets: int, pair: int | None) -> bool:
    """Whether the natural tiles ``counts`` (by kind index) and ``wilds`` 百搭 make ``sets``
    sets and a pair: of kind ``pair`` where given, holding a 百搭 where ``pair`` is -1.

    >>> counts = [0] * 34
    >>> counts[0] = counts[1] = 2  # 11m 22m and a 百搭: 11m + 22m and the 百搭 as a 2m
    >>> [completes(tuple(counts), 1, 1, pair) for pair in (None, 5, -1)]
    [True, False, False]
    """
    if pair == _WILD:  # the 百搭 won is one of the pair, its partner any tile
        return wilds >= 1 and _paired(counts, wilds - 1, sets, range(34), 1)
    return _paired(counts, wilds, sets, range(34) if pair is None else (pair,), 2)


def _paired(counts: tuple[int, ...], wilds: int, sets: int, kinds: Iterable[int], need: int) -> bool:
    """Whether ``need`` more tiles of one of ``kinds`` (naturals or 百搭) and sets of the rest do."""
    if wilds >= need and _sets(counts, wilds - need, sets):
        return True
    left = list(counts)
    for kind in kinds:
        for own in range(min(need, left[kind]), 0, -1):
            if need - own <= wilds:
                left[kind] -= own
                ok = _sets(tuple(left), wilds - (need - own), sets)
                left[kind] += own
                if ok:
                    return True
    return False


@lru_cache(maxsize=8192)
def _sets(counts: tuple[int, ...], wilds: int, sets: int) -> bool:
    """Whether ``counts`` and ``wilds`` make exactly ``sets`` sets (triplets, suit sequences)."""
    start = next((i for i, n in enumerate(counts) if n), None)
    if start is None:
        return wilds == 3 * sets
    if sets == 0:
        return False
    left = list(counts)
    for own in range(min(3, left[start]), 0, -1):  # a triplet of the lowest face
        if 3 - own <= wilds:
            left[start] -= own
            ok = _sets(tuple(left), wilds - (3 - own), sets - 1)
            left[start] += own
            if ok:
                return True
    if start >= _HONORS:
        return False
    rank = start % 9
    for low in (start - 2, start - 1, start):  # a sequence holding it, lower places 百搭
        if low < start - rank or low + 2 > start - rank + 8:
            continue
        for taken in _sequence_takes(left, start, low, wilds):
            for i in taken:
                left[i] -= 1
            ok = _sets(tuple(left), wilds - (3 - len(taken)), sets - 1)
            for i in taken:
                left[i] += 1
            if ok:
                return True
    return False


def _sequence_takes(counts: list[int], start: int, low: int, wilds: int) -> Iterator[tuple[int, ...]]:
    """The naturals a sequence from ``low`` holding ``start`` takes (each higher place a
    natural or a 百搭), those the 百搭 can fill."""
    higher = [i for i in range(low, low + 3) if i > start]
    for mask in range(1 << len(higher)):
        chosen = [i for b, i in enumerate(higher) if mask >> b & 1]
        if all(counts[i] for i in chosen) and 2 - len(chosen) <= wilds:
            yield (start, *chosen)
