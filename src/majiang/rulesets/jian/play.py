"""How a Ji'an round is played (see ``docs/game.md``): 精 turned up after the deal by a
second roll; drawing stops at the turned-up 精; 胡前不胡后 (the first claimant in turn
order after the discarder wins); a kong of four 精 (精杠) may be made.

>>> PLAY.reveal, PLAY.several_winners
(Reveal.AFTER_DEAL, SeveralWinners.NEAREST)
"""

from __future__ import annotations

from majiang.rulesets.playrules import FirstDraw, PlayRules, Reveal, SeveralWinners, WildClaims

__all__ = ["PLAY"]

PLAY = PlayRules(
    reveal=Reveal.AFTER_DEAL,
    several_winners=SeveralWinners.NEAREST,
    rob_kong=("added",),
    wild_claims=WildClaims.DISCARD,
    wild_concealed_kong=True,
    first_draw=(FirstDraw.DEALER_DEAL,),
)
