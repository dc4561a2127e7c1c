"""How a Guangdong 鸡平胡 round is played (see ``docs/game.md``): chi from the previous
seat, pon and kong; one discard may win for several seats (一炮多响); only an added kong
may be robbed; the wall is played out (nothing kept back); 天和, 地和 and 人和 are first
draws.

>>> PLAY.several_winners.value, PLAY.rob_kong
('all', ('added',))
"""

from __future__ import annotations

from majiang.rulesets.playrules import FirstDraw, PlayRules, SeveralWinners

__all__ = ["PLAY"]

PLAY = PlayRules(
    several_winners=SeveralWinners.ALL,
    rob_kong=("added",),
    first_draw=(FirstDraw.DEALER_DEAL, FirstDraw.FIRST_SELF_DRAW, FirstDraw.DEALER_DISCARD),
)
