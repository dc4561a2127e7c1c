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

from collections.abc import Sequence
from itertools import compress
from typing import Any

from majiang.rulesets.playrules import FirstDraw, PlayRules, Reveal, SeveralWinners, WildClaims

__all__ = ["PLAY", "any_arrangement", "table_facts"]

_FENG = frozenset(range(27, 33))  # 东南西北白发 (tile indices 27..32; 中 is 33)
_JIANG = frozenset(i for i in range(27) if i % 9 in (1, 4, 7))
_INDICES = range(64)  # every tile index (compress stops at the counts' end)


def any_arrangement(counts: Sequence[int], flowers: int, hidden: bool) -> bool:
    """风一色 and 将一色 win in any arrangement: a necessary condition, that every kind held
    but one (the 赖子) is a wind/发/白, or a 2, 5 or 8.

    >>> from majiang.tiles import Tile
    >>> counts = [0] * 42
    >>> for t in ("2z", "2z", "3z", "3z", "4z", "4z", "6z", "6z", "5z", "5z", "5z", "1z", "1z", "1z"):
    ...     counts[Tile.from_str(t).index] += 1
    >>> any_arrangement(counts, 0, False), any_arrangement([1] * 14 + [0] * 28, 0, False)
    (True, False)
    """
    held = set(compress(_INDICES, counts))  # the kinds held, in C: a quarter of a round was here
    return len(held - _FENG) <= 1 or len(held - _JIANG) <= 1


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
    outside_grammar=any_arrangement,
)
