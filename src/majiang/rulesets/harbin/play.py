"""How a Harbin round is played (see ``docs/game.md``): the 宝 is the last wall tile set
aside at the deal, seen only by ready seats, re-chosen (a new last wall tile) at a ready
seat's draw once three of its kind are visible; 听 is declared with a discard and locks the
waits; claim priority win > kong > 吃听 > pon > chi (``"chi_ready"``: a chi whose discard
declares ready); 截胡 (only the nearest winner); no kong may be robbed; the last 4 tiles
are drawn for self-draw only.

听 is offered only on a discard after which some wait is a win scoring accepts
(``ready_needs_win``): the requirements (opened, two suits, a 1/9 or 红中, a triplet and a
sequence...) are judged at the declaration by the same scoring that judges the win.

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
    ready_needs_win=True,
    ready_locks_hand=True,
    wall_end=WallEnd.DRAW_ONLY,
    first_draw=(FirstDraw.DEALER_DEAL,),
    outside_grammar=mobao,
    outside_fed=False,  # mobao admits only the ready seat's self-drawn 宝
)
