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
"""

from __future__ import annotations

from collections import Counter

from majiang.hands import Meld, MeldKind
from majiang.tiles import Tile

__all__ = ["DRAGONS", "WINDS", "all_triplets_need", "honor_sets_need", "seven_pairs_need", "wind_pair_need"]

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
