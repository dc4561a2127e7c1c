"""The 宝 family's shared pieces (Jilin, Harbin, Changchun): a hidden tile that works only
for a ready seat that self-draws its kind (摸宝), and what the rolled-宝 regions share
(:data:`ROLLED_BAO`, :data:`ROLLED_RESERVE`, :func:`unready_discarder_pays`).

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
from majiang.settlement import Round, Transfer, reroute
from majiang.tiles import Reserve, Tile, TileFromEnd, Wildcards

__all__ = ["ROLLED_BAO", "ROLLED_RESERVE", "drawn_bao", "mobao", "unready_discarder_pays", "wait_kinds"]

ROLLED_BAO = Wildcards(name="宝", english="bao", source=TileFromEnd(), in_hand=False, rechosen_at=3)
"""The rolled 宝 (Jilin, Changchun): at the first ready player's next draw the dice total
counts tiles from the wall's end; that tile is the 宝 and stays in the wall (4 live). It is
not wild in the hand: a ready player's self-drawn 宝 stands for his winning tile. Chosen
again at three visible."""

ROLLED_RESERVE = Reserve(tiles=14, per_kong=2)
"""The last 7 stacks stay in the wall, one stack more per kong."""


def unready_discarder_pays(
    round: Round, transfers: list[Transfer], *, note: str, liable: bool | None = None
) -> list[Transfer]:
    """包庄 / 点炮包三家: a discarder who had not declared ready pays the other payers' shares
    too (a ready discarder pays only his own). ``liable`` given overrides the discarder's
    state for every fed win (``True``: always liable; ``False``: never)."""
    seats = {
        w.seat: w.discarder
        for w in round.wins
        if w.discarder is not None and (not round.seats[w.discarder].ready if liable is None else liable)
    }
    return reroute(transfers, seats, note=note)


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
