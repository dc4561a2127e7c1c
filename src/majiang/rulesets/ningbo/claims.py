"""Claim legality: chi and pon with 百搭, and 吃张打张 after a chi.

A discarded 百搭 can not be chi'd or pon'd, and no 百搭 may help a chi or a pon
(not even standing for its own face). After a chi the player may not discard a
tile that would make the same sequence with his own two tiles again (吃张打张).

>>> from majiang.hands import Hand, Meld
>>> from majiang.tiles import Tile, parse_tiles
>>> hand = Hand.parse("2356m1234p")
>>> [format_pair(p) for p in chi_options(hand, Tile.from_str("4m"), parse_tiles("9s"))]
['23m', '35m', '56m']
>>> baida = parse_tiles("5m")
>>> [format_pair(p) for p in chi_options(hand, Tile.from_str("4m"), baida)]
['23m']
>>> five = Tile.from_str("5m")
>>> chi_options(Hand.parse("4677m"), five, baida), can_pon(Hand.parse("55m"), five, baida)
((), False)
>>> [str(t) for t in forbidden_discards_after_chi(Meld.parse("123m"), Tile.from_str("1m"))]
['1m', '4m']
>>> [str(t) for t in forbidden_discards_after_chi(Meld.parse("123m"), Tile.from_str("2m"))]
['2m']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from majiang.errors import RoundError
from majiang.hands import Hand, Meld, MeldKind
from majiang.hands.meld import kind_of
from majiang.tiles import Tile, format_tiles

__all__ = [
    "can_chi",
    "can_pon",
    "check_discard_after_chi",
    "chi_options",
    "forbidden_discards_after_chi",
    "format_pair",
]


def format_pair(pair: tuple[Tile, Tile]) -> str:
    return format_tiles(pair)


def can_chi(hand: Hand, discard: Tile, using: Iterable[Tile], wilds: Iterable[Tile]) -> bool:
    """May ``hand`` chi ``discard`` with the two tiles ``using`` from its concealed tiles?"""
    pair = tuple(sorted(using))
    wild = set(wilds)
    if len(pair) != 2 or discard in wild or any(t in wild for t in pair):
        return False
    held = Counter(hand.tiles)
    if any(held[t] < n for t, n in Counter(pair).items()):
        return False
    return kind_of((discard, *pair)) is MeldKind.SEQUENCE


def chi_options(hand: Hand, discard: Tile, wilds: Iterable[Tile]) -> tuple[tuple[Tile, Tile], ...]:
    """Every pair of concealed tiles with which ``hand`` may chi ``discard`` (none for a 百搭)."""
    wild = tuple(wilds)
    if not discard.is_suited:
        return ()
    found = []
    r = discard.rank
    for low in (r - 2, r - 1, r):
        if low < 1 or low + 2 > 9:
            continue
        ranks = sorted({low, low + 1, low + 2} - {r})
        pair = (Tile(suit=discard.suit, rank=ranks[0]), Tile(suit=discard.suit, rank=ranks[1]))
        if can_chi(hand, discard, pair, wild):
            found.append(pair)
    return tuple(found)


def can_pon(hand: Hand, discard: Tile, wilds: Iterable[Tile]) -> bool:
    """May ``hand`` pon ``discard``? Two natural copies held, and the discard is no 百搭."""
    return discard not in set(wilds) and discard.is_flower is False and hand.tiles.count(discard) >= 2


def forbidden_discards_after_chi(meld: Meld, claimed: Tile) -> tuple[Tile, ...]:
    """吃张打张: the tiles that would make a sequence with the chi-er's own two tiles again.

    ``claimed`` is the discard taken into ``meld`` (a sequence).
    """
    if meld.kind is not MeldKind.SEQUENCE or claimed not in meld.tiles:
        raise RoundError(f"{claimed} is not the claimed tile of a chi {str(meld)!r}")
    own = list(meld.tiles)
    own.remove(claimed)
    low, high = own
    suit = claimed.suit
    gap = high.rank - low.rank == 2
    candidates = [low.rank + 1] if gap else [low.rank - 1, high.rank + 1]
    return tuple(Tile(suit=suit, rank=r) for r in candidates if 1 <= r <= 9)


def check_discard_after_chi(meld: Meld, claimed: Tile, discard: Tile) -> None:
    """Raise :class:`RoundError` if discarding ``discard`` right after this chi breaks 吃张打张."""
    if discard in forbidden_discards_after_chi(meld, claimed):
        raise RoundError(
            f"吃张打张: after chi-ing {claimed} into {meld} the player may not discard {discard}, "
            "which makes the same sequence with his own two tiles"
        )
