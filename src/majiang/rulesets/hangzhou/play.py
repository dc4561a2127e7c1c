"""How a Hangzhou round is played (see ``docs/game.md``): the four 白 are 财神, which no
claim may take or use; at most two chis per seat; wins by self-draw only (scoring says so);
抓打圈 after a 财神 is thrown (``wild_discard_circle``); no kong may be robbed; the last
10 stacks are never drawn; a 财神 thrown while the hand wins on any tile counts (财飘).
The winner's chain of kongs (连杠) is the kongs it made since its last discard that was
not a counted 财飘 (the table's ``kong_chain``), given to scoring as
``HangzhouFacts.chain_kongs``.

>>> PLAY.max_chis, PLAY.rob_kong
(2, ())
"""

from __future__ import annotations

from typing import Any

from majiang.rulesets.hangzhou.facts import HangzhouFacts
from majiang.rulesets.playrules import FirstDraw, PlayRules, SeveralWinners, WildClaims

__all__ = ["PLAY", "facts"]


def facts(table: Any) -> HangzhouFacts:
    """The winner's chain of kongs as the table tracked it (no win: the defaults)."""
    wins = table.scoring_wins
    if not wins:
        return HangzhouFacts()
    return HangzhouFacts(chain_kongs=table.seats[wins[0].seat].kong_chain)


PLAY = PlayRules(
    several_winners=SeveralWinners.NEAREST,
    rob_kong=(),
    wild_claims=WildClaims.NEVER,
    max_chis=2,
    first_draw=(FirstDraw.DEALER_DEAL,),
    count_wild_discards=True,
    facts=facts,
    wild_discard_circle=True,
)
