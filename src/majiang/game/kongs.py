"""Kongs at the turn: whether the wall leaves room for one (:func:`kong_room`) and which a seat
may make (:func:`kongs`: concealed and added, with the play rules' locks applied). A part of
:class:`~majiang.game.legal.Legality`, which names both.

>>> from majiang.game.table import Table
>>> table = Table(ruleset, seed=7)
>>> kong_room(table.legal), kongs(table.legal, 0, table.seats[0].last_draw or 0)
(True, [])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from majiang.game import deal, dicekong, standing
from majiang.game.actions import KONGS, Action
from majiang.game.locks import makes_no_kong
from majiang.game.state import SLOT, UNIT, SeatState
from majiang.rulesets.playrules import WallEnd

if TYPE_CHECKING:
    from majiang.game.legal import Legality

__all__ = ["kong_room", "kongs"]

_NORMAL_END = WallEnd.NORMAL  # bound once: a member looked up on its class costs EnumType's hook


def kong_room(legality: Legality, how: str = "exposed") -> bool:
    """A kong now leaves a replacement tile to draw (outside the last zone where it counts);
    ``how``: the wall rule of its replacement (a concealed kong may keep more of the wall back)."""
    table = legality.table
    wall = table.wall
    reserve = wall.reserve
    if table.drawable() <= table.last_zone():
        return False
    kongs = wall.kongs
    before = reserve.kept(
        exposed_kongs=kongs["exposed"],
        concealed_kongs=kongs["concealed"],
        flower_kongs=kongs["flower"],
        set_aside=len(wall.set_aside),
    )
    kongs[how] += 1
    after = reserve.kept(
        exposed_kongs=kongs["exposed"],
        concealed_kongs=kongs["concealed"],
        flower_kongs=kongs["flower"],
        set_aside=len(wall.set_aside),
    )
    left = wall.remaining - (wall.kept + after - before)
    floor = table.last_zone() if table.rules.wall_end is not _NORMAL_END else 0
    return left > floor


def kongs(legality: Legality, seat: int, drew: int) -> list[Action]:
    """The kongs ``seat`` may make at its turn, after drawing ``drew``: concealed (four held) and
    added (to an own pon), with room left in the wall and the play rules' locks applied."""
    table = legality.table
    rules = table.rules
    claims = table.ruleset.claims
    state = table.seats[seat]
    counts = state.counts
    if 4 not in counts and not any(m.kind == "pon" and counts[m.tiles[0]] for m in state.melds):
        return []
    if makes_no_kong(table, seat):
        return []
    if not kong_room(legality):
        return []
    out: list[Action] = []
    if claims.concealed_kong and kong_room(legality, "concealed"):
        for i in range(34):
            if counts[i] == 4 and (i not in legality.wild or rules.wild_concealed_kong):
                out.append(KONGS["concealed"][i])
    if claims.kong and seat not in table.circles:  # 抓打圈: only a concealed kong
        for meld in state.melds:
            if meld.kind == "pon" and counts[meld.tiles[0]]:
                out.append(KONGS["added"][meld.tiles[0]])
    out = standing.kongs(state, deal.without_void(table, seat, out))
    if out and state.ready and rules.ready_locks_hand:
        before = _waits_without(legality, state, drew)
        out = [k for k in out if _kong_keeps(legality, state, k, before)]
    out = [d for k in out for d in dicekong.with_dice(legality, state, k)]  # type: ignore[arg-type]
    return out


def _waits_without(legality: Legality, state: SeatState, drew: int) -> tuple[int, ...]:
    state.remove(drew)
    try:
        return legality.wait_set(state)
    finally:
        state.add(drew)


def _kong_keeps(legality: Legality, state: SeatState, kong: Action, before: tuple[int, ...]) -> bool:
    tile = kong.tile.index  # type: ignore[union-attr]
    n = state.counts[tile]
    state.remove(tile, n)
    state.size += 3  # the kong counts as a set of three
    try:
        return legality.wait_set(state) == before
    finally:
        state.size -= 3
        state.counts[tile] += n
        state.keys[SLOT[tile]] += n * UNIT[tile]
        state.size += n
