"""Eggs (``PlayRules.eggs``: 三风蛋, special kongs of honors and terminals): which a seat may lay
out or add to at its turn, which egg an added tile joins, and who may rob a tile added to
one (or to a kong) by a pon (``PlayRules.rob_by_pon``, 抢碰).

>>> from majiang.game.table import Table
>>> table = Table(ruleset, seed=0)
>>> eggs(table.legal, 1), robs_by_pon(table.legal, 1, 0)
([], False)
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from majiang.game.actions import Action, egg_of
from majiang.game.state import TILES
from majiang.rulesets.playrules import EggGroup

if TYPE_CHECKING:
    from majiang.game.legal import Legality

__all__ = ["eggs", "group_of", "joins", "robs_by_pon"]


_Prepared = tuple[Sequence[EggGroup], int, list[tuple[int | None, list[int]]], bool]
_PREPARED: dict[int, _Prepared] = {}
"""By ``id(groups)``: the groups (kept alive, so the id stays theirs), their largest size,
each one's (stand-in index, sorted kind indices), and whether any is laid at any turn."""
_GROUP_OF: dict[tuple[int, tuple[int, ...]], int] = {}
"""``group_of`` by (``id(groups)``, the egg's first tiles): ``EggGroup.fits`` reads only those."""


def _prepared(groups: Sequence[EggGroup]) -> _Prepared:
    found = _PREPARED.get(id(groups))
    if found is None or found[0] is not groups:
        if len(_PREPARED) > 256:
            _PREPARED.clear()
            _GROUP_OF.clear()
        each = [
            (g.stand_in.index if g.stand_in is not None else None, sorted({t.index for t in g.kinds}))
            for g in groups
        ]
        any_turn = any(g.any_turn for g in groups)
        found = _PREPARED[id(groups)] = (groups, max(g.size for g in groups), each, any_turn)
    return found


def group_of(groups: Sequence[EggGroup], egg: Sequence[int]) -> int:
    """The index of the first of ``groups`` that the egg's first tiles (indices) fit."""
    prepared = _prepared(groups)
    key = (id(groups), tuple(egg[: prepared[1]]))
    found = _GROUP_OF.get(key)
    if found is None:
        found = next(k for k, group in enumerate(groups) if group.fits([TILES[i] for i in egg[: group.size]]))
        if len(_GROUP_OF) > 4096:
            _GROUP_OF.clear()
        _GROUP_OF[key] = found
    return found


def joins(groups: Sequence[EggGroup], laid: Sequence[Sequence[int]], tile: int) -> int | None:
    """The index of the egg of ``laid`` that ``tile`` added joins: the first whose group takes it."""
    return next((k for k, egg in enumerate(laid) if groups[group_of(groups, egg)].takes(TILES[tile])), None)


def eggs(legal: Legality, seat: int, drew: int | None = None) -> list[Action]:
    """Eggs to lay out (a group's ``size`` different kinds held, stand-ins for missing ones;
    before the first discard unless ``any_turn``) and tiles to add to an egg laid out, while
    replacements are left. A seat whose ready hand is locked may only add ``drew``."""
    table = legal.table
    groups = table.rules.eggs
    out: list[Action] = []
    if not groups:
        return out
    state = table.seats[seat]
    counts = state.counts
    wild = legal.wild_set
    if state.ready and table.rules.ready_locks_hand:  # a ready seat keeps its hand
        room = table.drawable() > table.last_zone() + 1
        if drew is not None and drew not in wild and room and joins(groups, state.eggs, drew) is not None:
            out.append(egg_of((drew,)))
        return out
    prepared = _prepared(groups)
    if state.thrown and not state.eggs and not prepared[3]:
        return out  # past the first discard, with no egg laid to add to: none is laid any more
    laid = {group_of(groups, egg) for egg in state.eggs} if state.eggs else ()
    added: set[int] = set()
    each = prepared[2]
    spare_draws = table.drawable() - table.last_zone()  # replacements left before the last zone
    for k, group in enumerate(groups):
        stand_in, kinds = each[k]
        held = [i for i in kinds if counts[i] and i not in wild and i != stand_in]
        spare = counts[stand_in] if stand_in is not None and stand_in not in wild else 0
        if k in laid:
            if spare_draws > 1:
                more = sorted({*held, stand_in} if spare else held) if stand_in is not None else held
                out.extend(egg_of((i,)) for i in more if i not in added)
                added.update(more)
        elif len(held) + min(spare, group.size) < group.size:
            continue  # too few members (and stand-ins) for an egg of this group
        elif (group.any_turn or not state.thrown) and spare_draws > group.size:
            for n in range(min(spare, group.size) + 1):  # n stand-ins for missing members
                if n == group.size and group.stand_in not in group.kinds:
                    break
                fill = (stand_in,) * n if stand_in is not None else ()
                out.extend(
                    egg_of(tuple(sorted((*c, *fill)))) for c in itertools.combinations(held, group.size - n)
                )
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
