"""How a Tianjin round is played (see ``docs/game.md``): the 混儿 turned up after the deal;
no chi, pon and kong, never with a 混儿; wins by self-draw only (scoring says so) and no
kong may be robbed; the wall is played out; a seat that discards a 混儿 is 小相公
(``TianjinFacts``).

>>> PLAY.reveal, PLAY.rob_kong, PLAY.wild_claims
(Reveal.AFTER_DEAL, (), WildClaims.NEVER)
"""

from __future__ import annotations

from majiang.rulesets.playrules import FirstDraw, PlayRules, Reveal, SeveralWinners, WildClaims
from majiang.rulesets.tianjin.facts import xiangong_of

__all__ = ["PLAY"]

PLAY = PlayRules(
    reveal=Reveal.AFTER_DEAL,
    several_winners=SeveralWinners.NEAREST,
    rob_kong=(),
    wild_claims=WildClaims.NEVER,
    first_draw=(FirstDraw.DEALER_DEAL,),
    facts=xiangong_of,
)
