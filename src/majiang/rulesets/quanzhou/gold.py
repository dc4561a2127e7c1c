"""The gold 金: the grammar it makes, the golds a winner holds, the any-tile wait.

A gold is wild in the hand; a gold that was discarded is an ordinary tile, so a
gold won on a discard is not counted as held.

>>> from majiang.hands import Hand
>>> from majiang.tiles import Tile
>>> gold = Tile.from_str("5m")
>>> swimming(Hand.parse("123456789m123p456s 5m"), gold)
True
>>> hand = Hand.parse("1234678m123p456s77z 5m5m", win="5m", self_drawn=False)
>>> held_golds(hand, gold), held_golds(attrs.evolve(hand, self_drawn=True), gold)
(1, 2)
"""

from __future__ import annotations

from functools import lru_cache

import attrs

from majiang.hands import Hand, ShapeGrammar, waits
from majiang.rulesets.gold import INSTANT_GOLDS, LIVE_GOLDS, held_golds
from majiang.tiles import Tile

__all__ = ["GRAMMAR", "INSTANT_GOLDS", "LIVE_GOLDS", "held_golds", "swimming", "swimming_before"]

GRAMMAR = ShapeGrammar(sets=5, seven_pairs=False, instant_wilds=INSTANT_GOLDS)
"""16-tile hands: 5 sets + pair, no special shapes besides 三金倒."""


@lru_cache(maxsize=512)
def swimming(hand: Hand, gold: Tile) -> bool:
    """A waiting hand (16 tiles) wins on any tile: a gold waits alone as the pair."""
    grammar = attrs.evolve(GRAMMAR, instant_wilds=None).with_wild((gold,))
    return waits(hand, grammar).any_tile


def swimming_before(hand: Hand, gold: Tile) -> bool:
    """The winning hand was in the any-tile state before its winning tile came."""
    return hand.win_tile is not None and swimming(hand.without_win(), gold)
