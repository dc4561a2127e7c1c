"""How a Fuzhou round is played (see ``docs/game.md``): every honor and flower is a flower,
replaced from the wall's end in rounds (dealer first) after the deal and at once when
drawn; the 金 is turned up after them; a 金 can not be claimed nor help a claim; the
nearest claimant wins (win > pon/kong > chi); only an added kong may be robbed.

>>> PLAY.flower_mode, PLAY.reveal
('round', Reveal.AFTER_FLOWERS)
"""

from __future__ import annotations

from majiang.rulesets.playrules import FirstDraw, PlayRules, Reveal, SeveralWinners, WildClaims

__all__ = ["PLAY"]

PLAY = PlayRules(
    flowers=True,
    flower_mode="round",
    reveal=Reveal.AFTER_FLOWERS,
    several_winners=SeveralWinners.NEAREST,
    rob_kong=("added",),
    wild_claims=WildClaims.NEVER,
    first_draw=(FirstDraw.DEALER_DEAL,),
)
