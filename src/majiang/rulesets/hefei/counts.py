"""What Hefei counts on a whole hand: tiles per suit and per rank (kong tiles included).

>>> from majiang.hands import Hand
>>> hand = Hand.parse("444567678m444p44s", win="4s", self_drawn=True)
>>> suit_counts(hand), rank_counts(hand)[4]
({'m': 9, 'p': 3, 's': 2}, 8)
>>> suit_counts(Hand.parse("456p567p88p", melds="(2222m) (3333m)", win="8p"))
{'m': 8, 'p': 8, 's': 0}
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from majiang.hands import Hand
from majiang.tiles import Tile

__all__ = ["SUIT_LETTERS", "all_tiles", "rank_counts", "suit_counts"]

SUIT_LETTERS = ("m", "p", "s")


def all_tiles(hand: Hand) -> list[Tile]:
    """The concealed tiles and every meld's four or three tiles."""
    return [*hand.tiles, *(t for m in hand.melds for t in m.physical)]


@lru_cache(maxsize=4096)
def suit_counts(hand: Hand) -> dict[str, int]:
    """Tiles of each suit, kong tiles counted (four each)."""
    counts = Counter(t.suit for t in all_tiles(hand))
    return {suit: counts[suit] for suit in SUIT_LETTERS}


@lru_cache(maxsize=4096)
def rank_counts(hand: Hand) -> dict[int, int]:
    """Tiles of each rank across the three suits (同), kong tiles counted."""
    counts = Counter(t.rank for t in all_tiles(hand) if t.is_suited)
    return {rank: counts[rank] for rank in range(2, 9)}
