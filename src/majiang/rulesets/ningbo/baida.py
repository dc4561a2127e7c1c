"""百搭 (财神): the wild kinds, the 百搭 a winner drew, and what a ready hand waits on.

The turned-up indicator's kind is wild (3 live copies); a season turned up makes
the four seasons wild, a plant the four plants; those are then no flowers and sit
among the concealed tiles. A 百搭 stands for any of the 34 ordinary kinds.

>>> from majiang.hands import Hand
>>> from majiang.tiles import Tile
>>> [str(t) for t in wild_kinds(Tile.from_str("秋"))]
['1f', '2f', '3f', '4f']
>>> ready = Hand.parse("123m456p789s234s 5m")
>>> caishen_dandiao(ready, Tile.from_str("5m")), caishen_dandiao(ready, Tile.from_str("1z"))
(True, False)
>>> sorted(str(t) for t in wait_kinds(Hand.parse("123m456p789s11z 12s"), Tile.from_str("5m")))
['3s']
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from majiang.errors import RoundError
from majiang.hands import ORDINARY_KINDS, Hand, ShapeGrammar, arrangements, is_win, waits
from majiang.tiles import StackFromEnd, Tile, Wildcards

__all__ = ["BAIDA", "GRAMMAR", "caishen_dandiao", "drawn_baida", "grammar", "wait_kinds", "wild_kinds"]

BAIDA = Wildcards(
    name="百搭", english="baida", source=StackFromEnd(die="smaller", roll="opening"), flower_groups=True
)
"""百搭: the opening roll's smaller die counts stacks from the wall's end; the top tile there
is turned up and never drawn; its kind is wild, and a season (plant) makes the four seasons
(plants) wild."""

GRAMMAR = ShapeGrammar(sets=4, seven_pairs=False)
"""4 sets (sequences, triplets, kongs) + a pair; no seven pairs, no special shapes."""


def wild_kinds(indicator: Tile | None) -> tuple[Tile, ...]:
    """The 百搭 kinds of a round with this turned-up tile."""
    if indicator is None:
        raise RoundError("a Ningbo round needs the 百搭 indicator (the turned-up tile)")
    return _kinds(indicator)


@lru_cache(maxsize=64)
def _kinds(indicator: Tile) -> tuple[Tile, ...]:
    return BAIDA.kinds(indicator)


def grammar(indicator: Tile | None) -> ShapeGrammar:
    return GRAMMAR.with_wild(wild_kinds(indicator))


def drawn_baida(hand: Hand, indicator: Tile | None) -> int:
    """百搭 among the concealed tiles that the winner drew himself.

    A 百搭 won on a discard is not his own draw (it counts for its face only).
    """
    wild = set(wild_kinds(indicator))
    counts = hand.counts
    n = sum(counts[t.index] for t in wild)
    if hand.win_tile in wild and hand.self_drawn is False:
        n -= 1
    return n


@lru_cache(maxsize=1024)
def caishen_dandiao(ready: Hand, indicator: Tile) -> bool:
    """财神单吊: the ready hand (13 tiles) holds a 百搭 and any tile completes it
    (four sets and a lone 百搭 waiting as the pair)."""
    g = grammar(indicator)
    if not any(t in g.wild for t in ready.tiles):
        return False
    held = Counter([*ready.tiles, *(t for m in ready.melds for t in m.physical)])
    waited = set(waits(ready, g, shapes=False).kinds)
    return all(t in waited or held[t] >= 4 for t in ORDINARY_KINDS)


@lru_cache(maxsize=1024)
def wait_kinds(ready: Hand, indicator: Tile) -> frozenset[Tile]:
    """The kinds whose natural tile completes the ready hand.

    Drawing a 百搭 completes every ready hand, so a 百搭 kind is counted only
    where it completes the hand standing for its own face (``46m`` waits on
    ``5m`` even when ``5m`` is the 百搭).
    """
    g = grammar(indicator)
    found: set[Tile] = set()
    for wait in waits(ready, g, shapes=False):
        if wait.tile not in g.wild:
            found.add(wait.tile)
            continue
        if _natural_completes(ready, wait.tile, g):
            found.add(wait.tile)
    return frozenset(found)


def _natural_completes(ready: Hand, tile: Tile, g: ShapeGrammar) -> bool:
    """Does ``tile`` (a 百搭 kind) complete ``ready`` standing for its own face?"""
    if tile.is_flower:
        return False
    if tile not in ready.tiles:
        # no other copy in the hand: the kind need not be wild at all (fast)
        return is_win(ready.with_win(tile), g.with_wild(g.wild - {tile}))
    for a in arrangements(ready.with_win(tile), g):
        assert a.win_meld is not None and a.win_position is not None
        if a.melds[a.win_meld].tiles[a.win_position] == tile:
            return True
    return False
