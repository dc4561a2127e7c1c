"""How a Wuhan round is played (see ``docs/game.md``): the 赖子 turned up after the deal
(the first wall tile); chi from the previous seat, pon, kongs; an added kong may be
robbed; one winner per discard, the nearest (一炮单响); a 赖子 discard is never claimed.
The table lays nothing out: a 红中, 赖子 or 皮 thrown at the table is an ordinary
discard (no replacement draw, no 红中杠), and the round's :class:`WuhanFacts` are each
seat's own product from its melds.

>>> PLAY.reveal, PLAY.several_winners, PLAY.rob_kong
(Reveal.AFTER_DEAL, SeveralWinners.NEAREST, ('added',))
"""

from __future__ import annotations

from typing import Any

from majiang.rulesets.playrules import FirstDraw, PlayRules, Reveal, SeveralWinners, WildClaims

__all__ = ["PLAY", "table_facts"]


def table_facts(table: Any) -> Any:
    """The round's :class:`WuhanFacts`: each seat's own product as the table stands."""
    from majiang.rulesets.wuhan.ruleset import WuhanFacts, table_factors
    from majiang.settlement import SeatRecord

    choice = table.choice
    if choice is None or choice.indicator is None:
        return WuhanFacts()
    seats = {k: SeatRecord(hand=state.hand()) for k, state in enumerate(table.seats)}
    koukou = table.ruleset.options.kaikou == "koukou"
    return WuhanFacts(factors=table_factors(seats, choice.indicator, koukou=koukou))


PLAY = PlayRules(
    reveal=Reveal.AFTER_DEAL,
    several_winners=SeveralWinners.NEAREST,
    rob_kong=("added",),
    wild_claims=WildClaims.NEVER,
    first_draw=(FirstDraw.DEALER_DEAL,),
    facts=table_facts,
)
