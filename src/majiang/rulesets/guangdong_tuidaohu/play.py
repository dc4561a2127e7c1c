"""How a Guangdong 推倒胡 round is played (see ``docs/game.md``): no chi; pon and kong;
wins by self-draw (scoring refuses a discard unless ``allow_discard_win``); no kong is
robbed at the table (the option ``rob_kong`` is a scoring option for recorded rounds);
the wall is played out.

>>> PLAY.rob_kong, PLAY.several_winners.value
((), 'nearest')
"""

from __future__ import annotations

from majiang.rulesets.playrules import FirstDraw, PlayRules, SeveralWinners

__all__ = ["PLAY"]

PLAY = PlayRules(
    several_winners=SeveralWinners.NEAREST,
    rob_kong=(),
    first_draw=(FirstDraw.DEALER_DEAL,),
)
