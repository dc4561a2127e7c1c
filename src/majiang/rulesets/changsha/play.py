"""How a Changsha round is played (see ``docs/game.md``): deal-time small wins declared
before the first discard; pon beats chi; one discard may pay several winners (通炮);
an added kong may be robbed; the last tile (海底) roams from seat to seat; one bird
after a win (the 海底 tile itself after a 海底 win). A seat that waits once its kong is
made may kong with dice (开杠掷骰子, ``dice_kong``): the roll counts stacks from the end for
the replacement; it then throws every tile it can not win on, and only the discard right
after that kong is 杠上炮.

>>> from majiang.tiles import Tile
>>> counts = [0] * 42
>>> counts[Tile.from_str("5m").index] = 14
>>> PLAY.outside_grammar(counts, 0, False)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from typing import Any

from majiang.rulesets.changsha.deal import deal_wins
from majiang.rulesets.changsha.facts import ChangshaFacts
from majiang.rulesets.changsha.wins import JIANG
from majiang.rulesets.playrules import FirstDraw, PlayRules, SeveralWinners, WallEnd
from majiang.tiles import Tile

__all__ = ["PLAY"]

_NOT_JIANG = tuple(i >= 27 or i % 9 + 1 not in JIANG for i in range(64))
"""For every tile index (flowers too): True where the kind is not a 2, 5 or 8 of a suit."""


def deal_win_keys(tiles: Sequence[Tile], dealer: bool) -> tuple[str, ...]:
    """The keys of the deal-time small wins the dealt tiles allow."""
    return tuple(w.key for w in deal_wins(tiles, dealer=dealer))


def round_facts(table: Any) -> ChangshaFacts:
    """The table's birds and each seat's dealt tiles and declared deal-time wins."""
    return ChangshaFacts(
        birds=tuple(Tile.from_index(i) for i in table.birds),
        dealt=tuple(tuple(Tile.from_index(i) for i in seat.dealt) for seat in table.seats),
        deal_wins=tuple(tuple(seat.deal_wins) for seat in table.seats),
    )


def jiangjiang(counts: Sequence[int], flowers: int, drew_hidden: bool) -> bool:
    """将将胡 wins whatever its shape: could every tile be a 2, 5 or 8?"""
    return not any(compress(counts, _NOT_JIANG))  # no tile held of a kind that is not a 2, 5 or 8


PLAY = PlayRules(
    priority=("win", "kong", "pon", "chi"),
    several_winners=SeveralWinners.ALL,
    rob_kong=("added",),
    wall_end=WallEnd.ROAMING_SEABED,
    first_draw=(FirstDraw.DEALER_DEAL, FirstDraw.DEALER_DISCARD),
    deal_wins=deal_win_keys,
    birds=1,
    facts=round_facts,
    outside_grammar=jiangjiang,
    dice_kong=True,
)
