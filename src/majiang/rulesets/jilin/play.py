"""How a Jilin round is played (see ``docs/game.md``): 报听 with a discard (a win needs
it, scoring says so); the 宝 chosen at the first ready declarer's next draw, seen only
by ready seats, left in the wall, re-chosen when three copies are visible; claim
priority win > pon > kong > chi; 截胡; the last 7 stacks (+1 per kong) stay.

>>> PLAY.visible_to, PLAY.rechoose_at_visible
(Visibility.READY, 3)
>>> PLAY.outside_grammar([0] * 42, 0, True), PLAY.outside_grammar([0] * 42, 0, False)
(True, False)
"""

from __future__ import annotations

from collections.abc import Sequence

from majiang.rulesets.playrules import FirstDraw, PlayRules, Reveal, SeveralWinners, Visibility
from majiang.tiles.wall import Reserve
from majiang.tiles.wildcards import Bao

__all__ = ["PLAY"]


def mobao(counts: Sequence[int], flowers: int, drew_bao_ready: bool) -> bool:
    """摸宝: a ready seat that self-draws the 宝 may win with it standing for its winning tile,
    whatever the grammar says of the tiles as they are."""
    return drew_bao_ready


PLAY = PlayRules(
    # the last 7 stacks stay in the wall, one stack more per kong.
    reserve=Reserve(tiles=14, per_kong=2),
    reveal_dice=True,
    reveal=Reveal.FIRST_READY_DRAW,
    family=Bao(),
    visible_to=Visibility.READY,
    rechoose_at_visible=3,
    hidden_indicator=True,
    priority=("win", "pon", "kong", "chi"),
    several_winners=SeveralWinners.NEAREST,
    rob_kong=("added",),
    ready=True,
    ready_locks_hand=True,
    first_draw=(FirstDraw.DEALER_DEAL, FirstDraw.FIRST_SELF_DRAW),
    outside_grammar=mobao,
)
