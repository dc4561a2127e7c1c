"""How a Shaanxi round is played (see ``docs/game.md``): no chi; pon and kong; only the
first claimant after the discarder wins (截胡); only an added kong may be robbed; the
wall is played out (nothing kept back) and its last tile is 海底.

>>> PLAY.several_winners.value, PLAY.rob_kong, PLAY.ready
('nearest', ('added',), False)
"""

from __future__ import annotations

from majiang.rulesets.playrules import PlayRules, SeveralWinners

__all__ = ["PLAY"]

PLAY = PlayRules(several_winners=SeveralWinners.NEAREST, rob_kong=("added",))
