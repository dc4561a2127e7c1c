"""What a Wuhan hand alone rules out of the big wins that read its arrangements (the
narrowing of :func:`.table.hand_reads` and the bound :func:`.bound.big_within_reach`): each
a lower bound on the 赖子 a big win needs, so never ``False`` where some arrangement earns it.

>>> from majiang.hands import Hand
>>> from majiang.tiles import Tile
>>> hand = Hand.parse("2233888s1p1p1p1p", melds="666s")
>>> laizi = Tile.from_str("1p")
>>> naturals = [t for t in hand.tiles if t != laizi]
>>> one_suit_within_reach(hand, laizi, naturals, 4)  # four 1p would stand for 索: a big win lets two
False
>>> triplets_within_reach(hand, naturals, 4)  # 222s 333s 888s and a pair, one 赖子 each at most
True
"""

from __future__ import annotations

from collections import Counter

from majiang.hands import Hand, MeldKind
from majiang.tiles import Tile

__all__ = ["BIG_WILDS", "one_suit_within_reach", "triplets_within_reach"]

BIG_WILDS = 2
"""The most 赖子 a big win lets stand for another face than their own."""


def one_suit_within_reach(hand: Hand, laizi: Tile, naturals: list[Tile], held: int) -> bool:
    """Whether some arrangement could be 清一色 with at most two 赖子 standing for other faces
    (a big win's most), ``held`` 赖子 in all: the natural tiles and the melds' faces are of
    one suit, and where the 赖子's own face is not of that suit, no more 赖子 are held than
    may stand for another face (one standing as itself is out of the suit). Never ``False``
    where such an arrangement exists."""
    suits = set()
    for tile in (*naturals, *(t for m in hand.melds for t in m.tiles)):
        if not tile.is_suited:
            return False
        suits.add(tile.suit)
    if len(suits) > 1:
        return False
    return held <= BIG_WILDS or not suits or (laizi.is_suited and laizi.suit in suits)


_TRIPLET_NEED = (0, 2, 1, 0, 2)
"""赖子 a face held 0–4 times needs to make triplets only (a lone tile two, a pair one,
four alike two: a triplet and one more)."""
_PAIR_NEED = (2, 1, 0, 2, 1)
"""The same when the face is also the pair's (a lone tile one; three alike: a pair and a
triplet of two naturals, two; four alike: a pair and a triplet, one)."""


def triplets_within_reach(hand: Hand, naturals: list[Tile], held: int) -> bool:
    """Whether some arrangement could be four triplets or kongs and a pair with at most
    two 赖子 standing for other faces (碰碰胡), ``held`` 赖子 in all: no chi exposed, and
    the naturals need no more. The counts are lower bounds (a natural's face is never the
    赖子's, so a 赖子 there stands for another face; a pair of 赖子 alone may stand as
    itself), so this is never ``False`` where such an arrangement exists."""
    if any(m.kind is not MeldKind.TRIPLET and m.kind is not MeldKind.KONG for m in hand.melds):
        return False
    held_faces = Counter(naturals).values()
    need = sum(_TRIPLET_NEED[n] for n in held_faces)
    pair = min((_PAIR_NEED[n] - _TRIPLET_NEED[n] for n in held_faces), default=2)
    return need + min(pair, 0) <= BIG_WILDS and need + min(pair, 2) <= held
