"""How a Hefei round is played (see ``docs/game.md``): no claims but wins (concealed
kongs only); 报听 with a discard (a 报听 room needs it for a discard win, scoring says
so); one discard may pay several winners (一炮多响); the last four tiles are the 海捞
zone, drawn one per seat without discarding.

>>> PLAY.several_winners, PLAY.wall_end
(SeveralWinners.ALL, WallEnd.DRAW_ONLY)
"""

from __future__ import annotations

from majiang.rulesets.playrules import FirstDraw, PlayRules, SeveralWinners, WallEnd

__all__ = ["PLAY"]

PLAY = PlayRules(
    several_winners=SeveralWinners.ALL,
    rob_kong=(),
    ready=True,
    wall_end=WallEnd.DRAW_ONLY,
    first_draw=(FirstDraw.DEALER_DEAL, FirstDraw.FIRST_SELF_DRAW),
)
