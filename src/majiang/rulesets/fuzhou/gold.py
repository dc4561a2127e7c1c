"""金 in Fuzhou: how it is turned up, the wall it leaves, the grammar it makes, and
what a winning hand holds.

All 28 honors are flowers here, so only the 108 suit tiles are played and a 金 stands
for any suit tile. 金雀: two 金 make the pair; 金龙: three 金 a triplet of their own kind.
The 金 is Quanzhou's (the last tile after 补花), with the honors passed to the dealer as
flowers too (:data:`FUZHOU_FLOWERS`); 18 tiles stay in the wall, more with kongs.

>>> from majiang.hands import Hand
>>> from majiang.tiles import Tile, parse_tiles
>>> flower_points(parse_tiles("1111z5f")), flower_points(parse_tiles("1234f5678f2z"))
(7, 13)
>>> gold = Tile.from_str("9s")
>>> held_golds(Hand.parse("123m456m789m123p456s9s9s", win="9s", self_drawn=True), gold)
2
>>> FUZHOU_RESERVE.kept(exposed_kongs=1, concealed_kongs=1, set_aside=1)
20
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from majiang.hands import ORDINARY_KINDS, Arrangement, Hand, MeldKind, ShapeGrammar, is_win
from majiang.rulesets.gold import INSTANT_GOLDS, LIVE_GOLDS, held_golds
from majiang.tiles import LastTile, Reserve, Tile, Wildcards

__all__ = [
    "FLOWER_FOUR",
    "FUZHOU_FLOWERS",
    "FUZHOU_GOLD",
    "FUZHOU_RESERVE",
    "GRAMMAR",
    "INSTANT_GOLDS",
    "LIVE_GOLDS",
    "flower_fours",
    "flower_points",
    "held_golds",
    "jinlong",
    "jinlong_possible",
    "jinque",
    "jinque_possible",
]

FUZHOU_FLOWERS = (
    *(Tile(suit="f", rank=r) for r in range(1, 9)),
    *(Tile(suit="z", rank=r) for r in range(1, 8)),
)
"""Fuzhou's flowers: the 8 flowers and the 28 honors (so the 金 is always a suit tile)."""

FUZHOU_GOLD = Wildcards(name="金", english="gold", source=LastTile(passes=FUZHOU_FLOWERS))
"""金: after 补花 the next tile from the wall's end is turned up; a flower (an honor too)
turned up goes to the dealer and the next is turned up. Its kind is wild (3 live)."""

FUZHOU_RESERVE = Reserve(
    tiles=18, per_exposed_kong=1, per_concealed_kong=2, per_flower_kong=2, counts_set_aside=True
)
"""18 stay including the shown 金; +1 per exposed kong, +2 per concealed kong or 花杠."""

FLOWER_FOUR = 6
"""A complete four (four of one honor, 春夏秋冬, 梅兰竹菊) counts 6 花."""

SUIT_KINDS = frozenset(t for t in ORDINARY_KINDS if t.is_suited)

GRAMMAR = ShapeGrammar(sets=5, seven_pairs=False, wild_targets=SUIT_KINDS, instant_wilds=INSTANT_GOLDS)
"""16-tile hands: 5 sets + a pair of suit tiles; three 金 win at once (三金倒)."""

_SEASON_INDICES = frozenset(Tile(suit="f", rank=r).index for r in range(1, 5))
_PLANT_INDICES = frozenset(Tile(suit="f", rank=r).index for r in range(5, 9))
_HONOR_LOW, _HONOR_END = Tile(suit="z", rank=1).index, Tile(suit="z", rank=7).index + 1


def flower_fours(flowers: Iterable[Tile]) -> int:
    """Complete fours among the flowers: four of one honor, 春夏秋冬, 梅兰竹菊."""
    held: dict[int, int] = {}  # by index: an int hashes in C
    for tile in flowers:
        index = tile.index
        held[index] = held.get(index, 0) + 1
    honors = sum(n == 4 for index, n in held.items() if _HONOR_LOW <= index < _HONOR_END)
    return honors + (held.keys() >= _SEASON_INDICES) + (held.keys() >= _PLANT_INDICES)


def flower_points(flowers: Iterable[Tile]) -> int:
    """花: 1 per flower tile, a complete four 6 instead of 4."""
    tiles = tuple(flowers)
    fours = flower_fours(tiles)
    return len(tiles) + fours * (FLOWER_FOUR - 4)


def jinque(arrangement: Arrangement, gold: Tile) -> bool:
    """金雀: the pair is two 金."""
    pair = arrangement.pair
    return pair is not None and all(w == gold for w in pair.wild)


def jinlong(arrangement: Arrangement, gold: Tile) -> bool:
    """金龙: three 金 make a triplet of their own kind."""
    return any(
        m.kind is MeldKind.TRIPLET and m.tiles[0] == gold and all(w == gold for w in m.wild)
        for m in arrangement.melds
    )


_EAST = Tile(suit="z", rank=1)
"""A kind no 金 stands for and no Fuzhou hand plays (honors are flowers): two or three of
it added to a hand's rest can only be its pair or one set."""

_SETS_ONLY = attrs.evolve(GRAMMAR, instant_wilds=None)


def _rest_wins(hand: Hand, gold: Tile, golds: int, stand_in: int) -> bool:
    """Whether the hand without ``golds`` of its 金 wins with ``stand_in`` tiles of a kind no
    金 stands for in their place (the other 金 still wild): those make the pair (2) or a
    set (3), so the 金 taken out can make that pair or set of their own."""
    tiles = list(hand.tiles)
    for _ in range(golds):
        tiles.remove(gold)
    rest = Hand.of([*tiles, *(_EAST,) * stand_in], melds=hand.melds)
    return is_win(rest, _SETS_ONLY.with_wild((gold,)))


def jinque_possible(hand: Hand, gold: Tile) -> bool:
    """Whether some reading of the complete ``hand`` makes 金雀 (two 金 as the pair): the
    rest makes the sets.

    >>> gold = Tile.from_str("9s")
    >>> jinque_possible(Hand.parse("123m456m789m123p456s9s9s", win="9s", self_drawn=True), gold)
    True
    >>> jinque_possible(Hand.parse("123m456m789m123p6p45s9s9s", win="9s", self_drawn=True), gold)  # 456s 66p
    False
    """
    return hand.counts[gold.index] >= 2 and _rest_wins(hand, gold, 2, 2)


def jinlong_possible(hand: Hand, gold: Tile) -> bool:
    """Whether some reading of the complete ``hand`` makes 金龙 (three 金 as a triplet of
    their own kind): the rest makes the other sets and the pair.

    >>> gold = Tile.from_str("9s")
    >>> jinlong_possible(Hand.parse("123m456m789m123p44s9s9s9s", win="9s", self_drawn=True), gold)
    True
    >>> jinlong_possible(Hand.parse("123m456m789m123p45s9s9s9s", win="9s", self_drawn=True), gold)  # 456s 99s
    False
    """
    return hand.counts[gold.index] >= 3 and _rest_wins(hand, gold, 3, 3)
