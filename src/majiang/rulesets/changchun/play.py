"""How a Changchun round is played (see ``docs/game.md``): 报听 with a discard, locking
the waits; the 宝 rolled at the first ready declarer's next draw, seen only by ready seats,
re-chosen at three visible (the rolled 宝 of :mod:`majiang.rulesets.bao`); one winner per
discard, the nearest; the last 7 stacks (+1 per kong) stay.

Not played by the engine (``docs/rulesets/changchun.md``, Departures): the special kongs
(旋风杠, 喜杠, 幺杠, 九杠) laid out of the hand; settlement takes them as
``SeatRecord.set_aside``.

>>> PLAY.visible_to, PLAY.reveal
(Visibility.READY, Reveal.FIRST_READY_DRAW)
"""

from __future__ import annotations

from majiang.rulesets.bao import mobao
from majiang.rulesets.playrules import FirstDraw, PlayRules, Reveal, SeveralWinners, Visibility

__all__ = ["PLAY"]

PLAY = PlayRules(
    reveal=Reveal.FIRST_READY_DRAW,
    visible_to=Visibility.READY,
    several_winners=SeveralWinners.NEAREST,
    rob_kong=("added",),
    ready=True,
    ready_locks_hand=True,
    first_draw=(FirstDraw.DEALER_DEAL,),
    outside_grammar=mobao,
)
