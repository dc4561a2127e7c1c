"""How a Hebei round is played (see ``docs/game.md``): no chi; pon and kong; win > pon/kong;
ready may be declared (it adds nothing) and then the seat keeps its waits; one discard may
win for several seats (一炮多响); no kong may be robbed; the last 6 stacks are never drawn.
With the option ``hun`` the 混儿 is turned up after the deal.

>>> PLAY.several_winners.value, PLAY.rob_kong, PLAY.ready
('all', (), True)
"""

from __future__ import annotations

from majiang.rulesets.playrules import FirstDraw, PlayRules, Reveal, SeveralWinners, WildClaims

__all__ = ["PLAY", "PLAY_HUN"]

PLAY = PlayRules(
    several_winners=SeveralWinners.ALL,
    rob_kong=(),
    ready=True,
    ready_locks_hand=True,
    first_draw=(FirstDraw.DEALER_DEAL,),
)

PLAY_HUN = PlayRules(
    reveal=Reveal.AFTER_DEAL,
    several_winners=SeveralWinners.ALL,
    rob_kong=(),
    ready=True,
    ready_locks_hand=True,
    wild_claims=WildClaims.NEVER,
    first_draw=(FirstDraw.DEALER_DEAL,),
)
"""The play with the option ``hun`` (a 混儿 is never claimed)."""
