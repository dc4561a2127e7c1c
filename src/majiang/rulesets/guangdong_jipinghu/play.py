"""How a Guangdong 鸡平胡 round is played (see ``docs/game.md``): chi from the previous
seat, pon and kong; one discard may win for several seats (一炮多响); only an added kong
may be robbed; the wall is played out (nothing kept back but the horses); 天和, 地和 and
人和 are first draws.

Horses (option ``horses``): as 推倒胡's (:mod:`majiang.rulesets.guangdong_tuidaohu.play`),
the next ``horses`` wall tiles, kept back from play, are turned up after the win; several
winners of one discard each count their own among the same horses.

>>> PLAY.several_winners.value, PLAY.rob_kong, PLAY.birds_kept
('all', ('added',), True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from majiang.rulesets.guangdong_tuidaohu.play import horses
from majiang.rulesets.playrules import FirstDraw, PlayRules, SeveralWinners
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.guangdong_jipinghu.ruleset import JipinghuFacts

__all__ = ["PLAY", "round_facts"]


def round_facts(table: Any) -> JipinghuFacts:
    """The horses turned up (none before the win)."""
    from majiang.rulesets.guangdong_jipinghu.ruleset import JipinghuFacts  # the ruleset imports PLAY

    return JipinghuFacts(horses=tuple(Tile.from_index(i) for i in table.birds))


PLAY = PlayRules(
    several_winners=SeveralWinners.ALL,
    rob_kong=("added",),
    first_draw=(FirstDraw.DEALER_DEAL, FirstDraw.FIRST_SELF_DRAW, FirstDraw.DEALER_DISCARD),
    bird_count=horses,
    birds_kept=True,
    facts=round_facts,
)
