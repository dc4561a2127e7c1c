"""How a Sichuan round is played (see ``docs/game.md``): 定缺 after the deal (the engine
names each seat's void: the suit it holds fewest of), its tiles discarded first and never
claimed; no chi; pon and kong from anyone; 一炮多响; only an added kong may be robbed;
天胡 and 地胡 (a win on the dealer's first discard); 血战到底: winners leave and the others
play on (``xuezhan=False``: the first win ends the round); the wall is played out.

>>> PLAY.several_winners, PLAY.rob_kong
(SeveralWinners.ALL, ('added',))
"""

from __future__ import annotations

from typing import Any

from majiang.rulesets.playrules import FirstDraw, PlayRules, SeveralWinners
from majiang.rulesets.sichuan.facts import SichuanFacts

__all__ = ["PLAY"]

PLAY = PlayRules(
    several_winners=SeveralWinners.ALL,
    rob_kong=("added",),
    first_draw=(FirstDraw.DEALER_DEAL, FirstDraw.DEALER_DISCARD),
    winners_leave=True,
    void_suit=True,
    facts=lambda table: _facts(table),
)


def _facts(table: Any) -> SichuanFacts:
    """The round's facts: each seat's void suit as the table named it."""
    return SichuanFacts(void=table.voids)
