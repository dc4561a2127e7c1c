"""Placing a hand that holds no wildcard: every tile natural, the winning tile at its face.

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

from majiang.hands.arrangement import Arrangement, Shape
from majiang.hands.hand import Hand
from majiang.hands.meld import Meld
from majiang.hands.placement import meld_faces, wait_of

__all__ = ["place_plain"]

Faces = tuple[int, ...]


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
