"""The 宝 family's shared pieces (Jilin, Harbin, Changchun): a hidden tile that works only
for a ready seat that self-draws its kind (摸宝).

The 宝 is no wildcard in the hand (``Wildcards(in_hand=False)``): a round records it as
``Round.indicator`` and a ready winner's self-drawn tile of that kind stands for whatever
completes the hand (``WinContext.win_wild``). Each region decides what that earns.

>>> from majiang.hands import Hand
>>> from majiang.scoring import WinContext
>>> from majiang.tiles import Tile
>>> hand = Hand.parse("13m456p789s111z99s5s", win="5s", self_drawn=True)
>>> ready = WinContext(seat=1, ready=True)
>>> drawn_bao(hand, ready, Tile.from_str("5s")).win_wild
True
>>> drawn_bao(hand, WinContext(seat=1), Tile.from_str("5s")).win_wild  # not ready: an ordinary tile
False
>>> wait_kinds(Hand.parse("13m456p789s111z99s"), ShapeGrammar())
1
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import attrs

from majiang.hands import Hand, ShapeGrammar, waits
from majiang.scoring import WinContext
from majiang.tiles import Tile

__all__ = ["drawn_bao", "mobao", "wait_kinds"]


def drawn_bao(hand: Hand, context: WinContext, bao: Tile | None) -> WinContext:
    """The context with ``win_wild`` set when a ready seat self-drew a tile of the 宝 kind
    (摸宝: it stands for the winning tile); unchanged otherwise."""
    if context.ready and context.self_drawn and bao is not None and hand.win_tile == bao:
        return attrs.evolve(context, win_wild=True)
    return context


def mobao(counts: Sequence[int], flowers: int, drew_bao_ready: bool) -> bool:
    """The play rules' ``outside_grammar`` hook: a ready seat that self-draws the 宝 may win
    with it standing for its winning tile, whatever the grammar says of the tiles as they are."""
    return drew_bao_ready


@lru_cache(maxsize=4096)
def wait_kinds(hand: Hand, grammar: ShapeGrammar) -> int:
    """How many kinds a waiting hand (13 tiles, melds counting 3) waits on."""
    return len(waits(hand, grammar, shapes=False))
