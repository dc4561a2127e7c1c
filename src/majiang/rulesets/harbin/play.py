"""How a Harbin round is played (see ``docs/game.md``): the 宝 is the last wall tile set
aside at the deal, seen only by ready seats; 听 is declared with a discard and locks the
waits; claim priority win > kong > 吃听 > pon > chi (``"chi_ready"``: a chi whose discard
declares ready); 截胡 (only the nearest winner); no kong may be robbed; the last 4 tiles
are drawn for self-draw only.

What the engine can not express yet (see ``docs/rulesets/harbin.md``, Departures): the 宝
re-chosen when three of its kind are visible (the engine does that only for a 宝 chosen at
the first ready draw); the requirements checked when declaring ready (the engine checks
only that the hand waits; scoring refuses the win).

>>> PLAY.visible_to, PLAY.reveal, PLAY.wall_end
(Visibility.READY, Reveal.AFTER_DEAL, WallEnd.DRAW_ONLY)
>>> PLAY.priority
('win', 'kong', 'chi_ready', 'pon', 'chi')
"""

from __future__ import annotations

from majiang.rulesets.bao import mobao
from majiang.rulesets.playrules import FirstDraw, PlayRules, Reveal, SeveralWinners, Visibility, WallEnd

__all__ = ["PLAY"]

PLAY = PlayRules(
    reveal=Reveal.AFTER_DEAL,
    visible_to=Visibility.READY,
    priority=("win", "kong", "chi_ready", "pon", "chi"),
    several_winners=SeveralWinners.NEAREST,
    rob_kong=(),
    ready=True,
    ready_locks_hand=True,
    wall_end=WallEnd.DRAW_ONLY,
    first_draw=(FirstDraw.DEALER_DEAL,),
    outside_grammar=mobao,
)
