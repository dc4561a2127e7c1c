"""The 花 count of a Shanghai hand, and the readings it wins without sets.

花 (used only by 碰碰胡 and 混一色): 底花, 1 per flower, and the winner's sets:

============  =======  ===========  =============
set           triplet  exposed kong concealed kong
============  =======  ===========  =============
suit          0        1            2
wind          1        2            3
dragon        2        3            4
============  =======  ===========  =============

A triplet is a pon or a concealed triplet; an added kong is exposed.

>>> from majiang.hands import Hand, MeldKind
>>> hand = Hand.parse("111m999p77s 555z", melds="111z 5555m+", flowers="1f5f")
>>> sets = [(m.kind, m.tiles[0], m.concealed) for m in hand.melds]
>>> [set_hua(kind, tile, concealed) for kind, tile, concealed in sets]
[1, 1]
>>> set_hua(MeldKind.KONG, hand.tiles[-1], True)
4
>>> [m.kind.name for m in free_reading(Hand.parse("1234567z1234567z"))[0].melds][:2]
['SINGLE', 'SINGLE']
"""

from __future__ import annotations

from majiang.hands import Arrangement, Hand, Meld, MeldKind, Shape
from majiang.tiles import Tile

__all__ = ["EIGHT_FLOWERS", "all_honors", "free_reading", "set_hua"]

EIGHT_FLOWERS = 8
"""八花齐: all eight flowers."""

_TRIPLET = {"suit": 0, "wind": 1, "dragon": 2}
_EXPOSED_KONG = {"suit": 1, "wind": 2, "dragon": 3}
_CONCEALED_KONG = {"suit": 2, "wind": 3, "dragon": 4}


def _family(tile: Tile) -> str:
    return "dragon" if tile.is_dragon else "wind" if tile.is_wind else "suit"


def set_hua(kind: MeldKind, tile: Tile, concealed: bool) -> int:
    """The 花 of one set: a triplet, or a kong exposed (direct or added) or concealed."""
    if kind is MeldKind.TRIPLET:
        return _TRIPLET[_family(tile)]
    if kind is MeldKind.KONG:
        return (_CONCEALED_KONG if concealed else _EXPOSED_KONG)[_family(tile)]
    return 0


def all_honors(hand: Hand) -> bool:
    """Every tile of the hand (concealed and melded) is an honor (风向牌)."""
    return all(t.is_honor for t in hand.tiles) and all(t.is_honor for m in hand.melds for t in m.tiles)


def free_reading(hand: Hand) -> tuple[Arrangement, ...]:
    """A reading with no sets (:attr:`Shape.INSTANT`, its tiles one by one) for a hand that
    wins without them: 风一色 of any honors (乱风向), or all eight flowers held (八花齐)."""
    if not (all_honors(hand) or len(hand.flowers) == EIGHT_FLOWERS):
        return ()
    singles = tuple(Meld(kind=MeldKind.SINGLE, tiles=(t,)) for t in hand.tiles)
    return (Arrangement(shape=Shape.INSTANT, melds=(*singles, *hand.melds)),)
