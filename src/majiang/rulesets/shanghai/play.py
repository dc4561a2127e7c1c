"""How a Shanghai round is played (see ``docs/game.md``): flowers replaced from the wall's
end at the deal and when drawn; pon beats chi; one discard may pay several winners
(一炮多响); only an added kong may be robbed; no tiles are kept back. 风一色 and 八花齐 win
without a standard shape. The round's 开宝 is read from its opening roll and its 荒番
counter is carried from round to round (``Table.carried``): both reach scoring as
``ShanghaiFacts``.

>>> counts = [1] * 27 + [0] * 15
>>> PLAY.outside_grammar(counts, 8, False), PLAY.outside_grammar(counts, 7, False)
(True, False)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from majiang.rulesets.playrules import FirstDraw, PlayRules, SeveralWinners
from majiang.rulesets.shanghai.doubling import ShanghaiFacts, kaibao, next_huangfan

__all__ = ["PLAY", "carry", "facts"]

EIGHT_FLOWERS = 8


def free_wins(counts: Sequence[int], flowers: int, drew_hidden: bool) -> bool:
    """风一色 (honors only, any arrangement) or 八花齐 (all eight flowers) might win."""
    return flowers == EIGHT_FLOWERS or not any(counts[:27])


def facts(table: Any) -> ShanghaiFacts:
    """开宝 from the opening roll; the 荒番 counter the match carried into this round."""
    return ShanghaiFacts(kaibao=kaibao(table.dice_log[0]), huangfan=table.carried)


def carry(table: Any) -> int:
    """The 荒番 counter of the next round: +1 after a drawn round, -1 after a won one."""
    return next_huangfan(table.carried, drawn=table.outcome == "drawn")


PLAY = PlayRules(
    flowers=True,
    several_winners=SeveralWinners.ALL,
    rob_kong=("added",),
    first_draw=(FirstDraw.DEALER_DEAL,),
    outside_grammar=free_wins,
    facts=facts,
    carry=carry,
)
