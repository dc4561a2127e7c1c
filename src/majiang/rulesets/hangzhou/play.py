"""How a Hangzhou round is played (see ``docs/game.md``): the four 白 are 财神, which no
claim may take or use; at most two chis per seat; wins by self-draw only (scoring says so);
no kong may be robbed; the last 10 stacks are never drawn; a 财神 thrown while the hand
wins on any tile counts (财飘).

>>> PLAY.max_chis, PLAY.rob_kong
(2, ())
"""

from __future__ import annotations

from majiang.rulesets.playrules import FirstDraw, PlayRules, SeveralWinners, WildClaims

__all__ = ["PLAY"]

PLAY = PlayRules(
    several_winners=SeveralWinners.NEAREST,
    rob_kong=(),
    wild_claims=WildClaims.NEVER,
    max_chis=2,
    first_draw=(FirstDraw.DEALER_DEAL,),
    count_wild_discards=True,
)
