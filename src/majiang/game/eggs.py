"""Eggs (``PlayRules.eggs``, 三风蛋): which a seat may lay out or add to at its turn, and who
may rob a tile added to one (or to a kong) by a pon (``PlayRules.rob_by_pon``, 抢碰).

>>> from majiang.game.table import Table
>>> table = Table(ruleset, seed=0)
>>> eggs(table.legal, 1), robs_by_pon(table.legal, 1, 0)
([], False)
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from majiang.game.actions import Action, egg_of

if TYPE_CHECKING:
    from majiang.game.legal import Legality

__all__ = ["eggs", "robs_by_pon"]


def eggs(legal: Legality, seat: int) -> list[Action]:
    """Eggs to lay out (a group's ``size`` different kinds held; before the first discard
    unless ``any_turn``) and tiles to add to an egg laid out, while replacements are left."""
    table = legal.table
    state = table.seats[seat]
    counts = state.counts
    out: list[Action] = []
    if state.ready and table.rules.ready_locks_hand:
        return out  # a ready seat keeps its hand
    for group in table.rules.eggs:
        kinds = sorted({t.index for t in group.kinds})
        held = [k for k in kinds if counts[k] and k not in legal.wild_set]
        laid = next((e for e in state.eggs if e[0] in kinds), None)
        if laid is not None:
            if table.drawable() > table.last_zone() + 1:
                out.extend(egg_of((k,)) for k in held)
        elif (group.any_turn or not state.thrown) and table.drawable() > table.last_zone() + group.size:
            out.extend(egg_of(c) for c in itertools.combinations(held, group.size))
    return out


def robs_by_pon(legal: Legality, seat: int, tile: int) -> bool:
    """抢碰: the seat holds a pair of the tile added to a kong (an egg) and may pon it."""
    table = legal.table
    rules = table.rules
    state = table.seats[seat]
    return bool(
        rules.rob_by_pon
        and table.ruleset.claims.pon
        and state.counts[tile] >= 2
        and tile not in legal.wild_set
        and not (state.ready and rules.ready_locks_hand)
        and legal._leaves_discard(state, (tile, tile), ())
    )
