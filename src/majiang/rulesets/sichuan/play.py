"""How a Sichuan round is played (see ``docs/game.md``): no chi; pon and kong from anyone;
一炮多响 (every seat that claims a discard wins); only an added kong may be robbed; 天胡 and
地胡 (a win on the dealer's first discard); the wall is played out.

>>> PLAY.several_winners, PLAY.rob_kong
(SeveralWinners.ALL, ('added',))
"""

from __future__ import annotations

from majiang.rulesets.playrules import FirstDraw, PlayRules, SeveralWinners

__all__ = ["PLAY"]

PLAY = PlayRules(
    several_winners=SeveralWinners.ALL,
    rob_kong=("added",),
    first_draw=(FirstDraw.DEALER_DEAL, FirstDraw.DEALER_DISCARD),
)
