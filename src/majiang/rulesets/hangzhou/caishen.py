"""财神: the four 白 are wild; what a hand holds, 爆头, and the claim limits.

A 财神 stands for any tile in a winning hand (``白白`` may pair itself); it can not
be chi'd, pon'd or konged, nor help a chi or any kong. A player chis at most twice.

>>> from majiang.hands import Hand
>>> baotou(Hand.parse("123m456p789s234s5z"))  # four sets and a lone 白: any tile wins
True
>>> baotou(Hand.parse("123m456p789s234s1z")), baotou(Hand.parse("5555z123m456p11s"))
(False, False)
>>> check_melds(Hand.parse("123m456p99s", melds="(5555z)"), where="hand")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
majiang.errors.HandError: meld '(5555z)' holds a 财神 (5z): a 财神 can not be chi'd, pon'd or konged, ...
"""

from __future__ import annotations

from functools import lru_cache

from majiang.errors import HandError
from majiang.hands import ORDINARY_KINDS, Hand, MeldKind, ShapeGrammar, waits
from majiang.tiles import Tile

__all__ = ["BAI", "GRAMMAR", "MAX_CHIS", "baotou", "check_melds", "held_bai"]

BAI = Tile(suit="z", rank=5)
"""白板, the 财神."""

MAX_CHIS = 2
"""A player may chi at most twice in a round."""

GRAMMAR = ShapeGrammar(sets=4, seven_pairs=True, wild=(BAI,), instant_wilds=4)
"""4 sets + a pair, or seven pairs (fully concealed); four 白 win at once."""


def held_bai(hand: Hand) -> int:
    """白 among the concealed tiles (every win is a self-draw, so the drawn one counts)."""
    return sum(t == BAI for t in hand.tiles)


@lru_cache(maxsize=1024)
def baotou(ready: Hand) -> bool:
    """爆头: the 13 tiles before the draw win on any tile, and they do not hold four 白."""
    if held_bai(ready) == 4 or BAI not in ready.tiles:
        return False
    held = [*ready.tiles, *(t for m in ready.melds for t in m.physical)]
    waited = set(waits(ready, GRAMMAR, shapes=False).kinds)
    return all(t in waited or held.count(t) >= 4 for t in ORDINARY_KINDS)


def check_melds(hand: Hand, *, where: str) -> None:
    """Raise :class:`HandError` for a meld with a 财神 in it, or more than two chis."""
    for meld in hand.melds:
        if BAI in meld.physical:
            raise HandError(
                f"meld {str(meld)!r} holds a 财神 ({BAI}): a 财神 can not be chi'd, pon'd or konged, "
                f"nor help a meld ({where} {str(hand)!r})"
            )
    chis = sum(m.kind is MeldKind.SEQUENCE for m in hand.melds)
    if chis > MAX_CHIS:
        raise HandError(f"{chis} chis in {where} {str(hand)!r}: a player may chi at most {MAX_CHIS} times")
