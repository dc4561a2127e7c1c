"""What a hand alone rules out of 推倒胡's big hands, so that their rows read nothing of
its arrangements there (``Item.narrow``): the melds laid down, and the ghosts the
natural tiles need at least.

Each count is a lower bound on the ghosts a big hand needs (a natural tile is never of
a ghost kind, so a ghost there stands for it), so a hand is never ruled out where some
arrangement makes the big hand: the rows then read less, and the search tells fewer
classes apart, with the same result (``tests/scoring/test_region_options.py``).

>>> from collections import Counter
>>> from majiang.tiles import parse_tiles
>>> naturals = Counter(parse_tiles("45678p5s"))
>>> all_triplets_need(naturals)  # six lone tiles need two ghosts each, one the pair's one
11
>>> seven_pairs_need(naturals), honor_sets_need(naturals, (), DRAGONS)
(6, 9)

Those counts leave out where the other natural tiles go. :func:`honors_win` is the win check
with the honor sets laid out, and it is exact. Beside ``111z`` the eight ghosts 5z 6z are
enough for two wind triplets and a wind pair (小四喜), but then 2m 6m 8m make no set:

>>> from majiang.hands import Hand
>>> hand = Hand.parse("268m55556666z", melds="111z")
>>> kinds = (Tile.from_str("5z"), Tile.from_str("6z"))
>>> wind_pair_need(Counter(parse_tiles("268m")), hand.melds)
8
>>> [honors_win(hand, kinds, [w for w in WINDS if w != pair], pair) for pair in WINDS]
[False, False, False, False]
>>> honors_win(Hand.parse("234m55556666z", melds="111z"), kinds, (2, 3), 4)  # 222z 333z 44z 234m
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache

from majiang.hands import Hand, Meld, MeldKind, ShapeGrammar, is_win
from majiang.tiles import Tile

__all__ = [
    "DRAGONS",
    "WINDS",
    "all_triplets_need",
    "honor_sets_need",
    "honors_win",
    "seven_pairs_need",
    "wind_pair_need",
]

WINDS = (1, 2, 3, 4)
DRAGONS = (5, 6, 7)

_TRIPLET_NEED = (0, 2, 1, 0, 2)
"""Ghosts a face held 0–4 times needs to make triplets only (a lone tile two, a pair one,
four alike two: a triplet and one more)."""
_PAIR_NEED = (2, 1, 0, 2, 1)
"""The same when the face is also the pair's (a lone tile one; three alike: a pair and a
triplet of two naturals, two; four alike: a pair and a triplet of two, one)."""


def all_triplets_need(naturals: Counter[Tile]) -> int:
    """Ghosts the concealed naturals need at least for triplets and a pair (四暗刻)."""
    held = naturals.values()
    need = sum(_TRIPLET_NEED[n] for n in held)
    pair = min((_PAIR_NEED[n] - _TRIPLET_NEED[n] for n in held), default=2)
    return need + min(pair, 2)  # a pair of ghosts alone: two


def seven_pairs_need(naturals: Counter[Tile]) -> int:
    """Ghosts the naturals need at least for seven pairs (four alike are two pairs)."""
    return sum(n % 2 for n in naturals.values())


def _triplet_needs(naturals: Counter[Tile], melds: tuple[Meld, ...], ranks: tuple[int, ...]) -> list[int]:
    """For each honor of ``ranks``, the ghosts its triplet needs (none where it is laid down)."""
    laid = {m.tiles[0] for m in melds if m.kind in (MeldKind.TRIPLET, MeldKind.KONG)}
    faces = [Tile(suit="z", rank=r) for r in ranks]
    return [0 if f in laid else max(0, 3 - naturals[f]) for f in faces]


def honor_sets_need(naturals: Counter[Tile], melds: tuple[Meld, ...], ranks: tuple[int, ...]) -> int:
    """Ghosts a triplet of every honor of ``ranks`` needs at least (大三元, 大四喜)."""
    return sum(_triplet_needs(naturals, melds, ranks))


def wind_pair_need(naturals: Counter[Tile], melds: tuple[Meld, ...]) -> int:
    """Ghosts three wind triplets and the fourth wind's pair need at least (小四喜)."""
    triplets = _triplet_needs(naturals, melds, WINDS)
    pairs = [max(0, 2 - naturals[Tile(suit="z", rank=r)]) for r in WINDS]
    return sum(triplets) - max(t - p for t, p in zip(triplets, pairs, strict=True))


def _stand_in(held: set[Tile], naturals: list[Tile]) -> Tile | None:
    """A kind the hand holds none of, that no natural tile left makes a set with: an honor,
    else a suited kind two ranks or more from every natural of its suit."""
    for index in (*range(27, 34), *range(27)):
        tile = Tile.from_index(index)
        if tile in held:
            continue
        if tile.is_honor or all(t.suit != tile.suit or abs(t.rank - tile.rank) > 2 for t in naturals):
            return tile
    return None


@lru_cache(maxsize=64)
def _standard(kinds: frozenset[Tile]) -> ShapeGrammar:
    """Four sets and a pair, these kinds wild (the shape the honor hands need)."""
    return ShapeGrammar(seven_pairs=False, wild=kinds)


def honors_win(hand: Hand, kinds: Iterable[Tile], triplets: Iterable[int], pair: int | None = None) -> bool:
    """Whether some standard arrangement of ``hand`` holds a triplet (or kong) of each honor
    of ``triplets`` and, with ``pair``, a pair of that honor and no triplet of it; ``kinds``:
    the ghost kinds.

    It is the win check with those parts laid out: each takes the hand's natural tiles of its
    face first and ghosts for the rest (a natural honor stands only in melds of its own face,
    so it may trade places with a ghost there), the melds laid down count as they are, and
    the rest must make the other sets and the pair. With ``pair`` the rest must make sets
    alone: it is checked with a pair of a kind it holds none of and no natural tile of it
    makes a set with (:func:`_stand_in`: only ghosts could join it, and a ghost beside what
    it would have paired makes a set of it). Exact but where no such kind is left (never
    met): then ``True`` (it may be)."""
    wild = frozenset(kinds)
    laid_faces = {m.tiles[0] for m in hand.melds if m.kind in (MeldKind.TRIPLET, MeldKind.KONG)}
    naturals = [t for t in hand.tiles if t not in wild]
    ghosts = [t for t in hand.tiles if t in wild]
    laid: list[Meld] = []

    def take(face: Tile, size: int) -> tuple[Tile | None, ...] | None:
        standing: list[Tile | None] = []
        for _ in range(size):
            if face in naturals:
                naturals.remove(face)
                standing.append(None)
            elif ghosts:
                standing.append(ghosts.pop())
            else:
                return None
        return tuple(standing)

    for rank in triplets:
        face = Tile(suit="z", rank=rank)
        if face in laid_faces:
            continue
        standing = take(face, 3)
        if standing is None:
            return False
        laid.append(Meld.of((face,) * 3, concealed=False, claimed_from=0, wild=standing))
    rest: list[Tile] = []
    if pair is not None:
        face = Tile(suit="z", rank=pair)
        if face in laid_faces or take(face, 2) is None or face in naturals:
            return False  # a third natural of the pair's face would need a triplet of it
        held = {*naturals, *wild, face, *(t for m in (*hand.melds, *laid) for t in (*m.tiles, *m.physical))}
        absent = _stand_in(held, naturals)
        if absent is None:
            return True
        rest = [absent, absent]
    return is_win(Hand.of([*naturals, *ghosts, *rest], melds=(*hand.melds, *laid)), _standard(wild))
