"""What some reading of one Ningbo hand can earn, from its tiles alone.

The table's rows read the arrangement; these say, before any reading is searched,
whether a row can be earned at all (so the class search need not tell its readings
apart: ``Item.narrow``), how often at most (``Item.bound``) and which rows no reading
earns together (``Item.rivals``), so the ceiling (``majiang.scoring.ceiling``) is
tight enough to stop the search. Each answer must hold for every reading: a "no" is a
fact of the hand (the oracle tests compare with the full enumeration), a "yes" may be
generous. ``wild`` is the hand's 百搭 kinds.

>>> from majiang.hands import Hand
>>> from majiang.tiles import Tile
>>> wild = (Tile.from_str("5s"),)
>>> sequences_possible(Hand.parse("123m456m789m123p5s5s", win="5s", self_drawn=True), wild, ())
True
>>> sequences_possible(Hand.parse("111m222m789m123p5s5s", win="5s", self_drawn=True), wild, ())
False
>>> honor_triplets(Hand.parse("123m456m789m11z5s5s5s", win="5s", self_drawn=True), wild)
1
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from functools import lru_cache

from majiang.hands import Hand, MeldKind
from majiang.tiles import Tile

__all__ = [
    "SETS",
    "claimed_triplets",
    "concealed_triplets",
    "honor_triplets",
    "honors_possible",
    "naturals",
    "one_suit_possible",
    "sequences_possible",
    "triplet_cost",
    "triplets_possible",
]

SETS = 4
"""A Ningbo hand's sets."""

_TRIPLETS = (MeldKind.TRIPLET, MeldKind.KONG)


def naturals(hand: Hand, wild: Iterable[Tile]) -> list[Tile]:
    """The faces every reading shows: the concealed tiles that are not 百搭, and the melds'."""
    kinds = frozenset(wild)
    return [*(t for t in hand.tiles if t not in kinds), *(t for m in hand.melds for t in m.tiles)]


def one_suit_possible(hand: Hand, wild: Iterable[Tile]) -> bool:
    """One suit (with or without honors) needs the natural suit tiles to be of one suit."""
    return len({t.suit for t in naturals(hand, wild) if t.is_suited}) <= 1


def honors_possible(hand: Hand, wild: Iterable[Tile]) -> bool:
    """Honors only need every natural tile to be an honor."""
    return all(t.is_honor for t in naturals(hand, wild))


def concealed_triplets(hand: Hand, wild: Iterable[Tile], faces: Callable[[Tile], bool]) -> int:
    """The most concealed triplets of the faces ``faces`` accepts a reading may hold: each
    takes three tiles, naturals of those faces or 百搭."""
    kinds = frozenset(wild)
    return sum(t in kinds or faces(t) for t in hand.tiles) // 3


def claimed_triplets(hand: Hand, faces: Callable[[Tile], bool]) -> int:
    return sum(m.kind in _TRIPLETS and faces(m.tiles[0]) for m in hand.melds)


def honor_triplets(hand: Hand, wild: Iterable[Tile]) -> int:
    """The most triplets or kongs of honors, of any faces together, a reading may hold."""
    return claimed_triplets(hand, lambda t: t.is_honor) + concealed_triplets(hand, wild, lambda t: t.is_honor)


def triplet_cost(hand: Hand, wild: Iterable[Tile], faces: Callable[[Tile], bool]) -> int:
    """The fewest 百搭 a triplet of the faces ``faces`` accepts takes (0 with one claimed):
    three less the naturals held of its face, at best.

    >>> triplet_cost(Hand.parse("123m456m789m6z7z7z5s5s", win="5s", self_drawn=True),
    ...              (Tile.from_str("5s"),), lambda t: t.is_dragon)
    1
    """
    if claimed_triplets(hand, faces):
        return 0
    kinds = frozenset(wild)
    held = Counter(t for t in hand.tiles if t not in kinds and faces(t))
    return min((max(0, 3 - n) for n in held.values()), default=3)


def triplets_possible(hand: Hand, wild: Iterable[Tile]) -> bool:
    """Four triplets and a pair: the claimed melds are no sequences, and some pair leaves
    the naturals of each face in as few triplets as they fill, three a triplet (百搭 fill
    the rest; every tile is used, as the hand's size says), no more than the sets left. The
    pair takes as many naturals of its face as it can (fewer never needs fewer triplets).

    Exact for the tiles (a 百搭 fills any face)."""
    if any(m.kind is MeldKind.SEQUENCE for m in hand.melds):
        return False
    kinds = frozenset(wild)
    held = Counter(t for t in hand.tiles if t not in kinds)
    sets = SETS - len(hand.melds)
    for face in [*held, None]:  # None: two 百搭 as the pair
        left = (n - min(2, n) if t == face else n for t, n in held.items())
        if sum((n + 2) // 3 for n in left) <= sets:
            return True
    return False


def sequences_possible(
    hand: Hand, wild: Iterable[Tile], winds: Iterable[Tile], *, holding: Tile | None = None
) -> bool:
    """Four sequences and a pair that is none of ``winds`` (平糊): the claimed melds are
    sequences, and some pair leaves the natural suit tiles coverable by sequences with
    the 百搭 left (a natural honor can only be in the pair). With ``holding`` (the
    winning tile), a pair holding it: of its face, or, a 百搭 (standing for any face), with
    one natural at most.

    Exact for the tiles (each natural is used where it is held; a 百搭 fills any face)."""
    if not all(m.kind is MeldKind.SEQUENCE for m in hand.melds):
        return False
    kinds = frozenset(wild)
    jokers = sum(t in kinds for t in hand.tiles)
    held = Counter(t for t in hand.tiles if t not in kinds)
    honors = [t for t in held if t.is_honor]
    barred = frozenset(winds)
    if honors:
        if len(honors) > 1 or held[honors[0]] > 2 or honors[0] in barred:
            return False
        pairs: list[Tile | None] = [honors[0]]
    else:
        pairs = [*held, None]  # None: two 百搭 as the pair of a face none is held of
    wild_win = holding is not None and holding in kinds
    if holding is not None and not wild_win:
        pairs = [face for face in pairs if face == holding]
    for face in pairs:
        rest = held.copy()
        taken = 0
        if face is not None:
            taken = min(2 - wild_win, rest[face])  # a 百搭 winning tile is one of the pair
            rest[face] -= taken
            if any(rest[h] for h in honors):
                continue  # a natural honor left out of the pair
        used = 2 - taken
        if used > jokers:
            continue
        needed = sum(_run_jokers(tuple(rest[Tile(suit=s, rank=r)] for r in range(1, 10))) for s in "mps")
        if needed <= jokers - used:
            return True
    return False


@lru_cache(maxsize=4096)
def _run_jokers(counts: tuple[int, ...]) -> int:
    """The fewest 百搭 that, with these counts of ranks 1–9 of one suit, make sequences only."""
    low = next((r for r, n in enumerate(counts) if n), None)
    if low is None:
        return 0
    best = 99
    for start in range(max(0, low - 2), min(low, 6) + 1):
        rest = list(counts)
        jokers = 0
        for r in range(start, start + 3):
            if rest[r]:
                rest[r] -= 1
            else:
                jokers += 1
        best = min(best, jokers + _run_jokers(tuple(rest)))
    return best
