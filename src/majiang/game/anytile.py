"""The any-tile state (a hand that wins on any tile) as the table checks it: whether a
ready discard announces a swim (``PlayRules.announced_swim``, 光游), and the library's own
test, also used to count the wildcards thrown in that state (``count_wild_discards``).

>>> from majiang.game.table import Table
>>> table = Table(ruleset, seed=0)
>>> any_tile(table.legal, table.seats[1])
False
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from majiang.errors import MajiangError
from majiang.game import near
from majiang.game.state import SeatState
from majiang.hands import waits
from majiang.scoring.context import SEATS

if TYPE_CHECKING:
    from majiang.game.legal import Legality

__all__ = ["any_tile", "may_swim", "swim_discards", "swims_after"]


def may_swim(legal: Legality, state: SeatState) -> bool:
    """What :func:`swims_after` asks of the seat whatever the discard: wild kinds, none thrown
    in the any-tile state yet, a draw left for every seat, a wildcard held (a discard that is
    not one leaves them held). False: no discard declares 光游."""
    wild = legal.wild
    if not wild or state.wild_discards or legal.table.drawable() < SEATS:
        return False
    counts = state.counts
    return any(counts[w] for w in wild)


def swims_after(legal: Legality, state: SeatState, discard: int) -> bool:
    """光游 may be declared with this discard: no wildcard, none thrown in the any-tile state
    yet, a draw left for every seat, and the hand then wins on any tile."""
    if discard in legal.wild_set or state.wild_discards or not legal.wild or legal.table.drawable() < SEATS:
        return False
    state.remove(discard)
    try:
        held = [w for w in legal.wild if state.counts[w]]
        if not held or not _sets_without(legal, state, held[0]):
            return False
        return any_tile(legal, state)
    finally:
        state.add(discard)


def swim_discards(legal: Legality, state: SeatState, discards: list[int]) -> list[int]:
    """``[d for d in discards if swims_after(legal, state, d)]`` once :func:`may_swim` said yes,
    most discards ruled out together: :func:`_sets_without` asks whether the tiles less ``d``
    and one wildcard ``w`` win with a pair of ``P`` added (``P`` the first honor not then held,
    not wild); if they do, those tiles with one ``P`` are a tile short of a shape (the other
    ``P`` completes them), so :func:`near.near <majiang.game.near.near>` holds of the seat's
    tiles less ``w``, plus ``P``, less ``d``: that is asked of every ``d`` at once
    (:func:`near.near_discards <majiang.game.near.near_discards>`) where ``P`` is the same for
    every ``d`` (it is not for a single honor before it, asked in full)."""
    counts = state.counts
    wild_set = legal.wild_set
    kept = [d for d in discards if d not in wild_set]
    pair = next((k for k in range(27, 34) if not counts[k] and k not in wild_set), None)
    if pair is None or not kept:  # every honor held: _sets_without lets the full check decide
        return [d for d in kept if swims_after(legal, state, d)]
    wild = next(w for w in legal.wild if counts[w])  # (may_swim: one is held, a discard keeps it)
    same = [d for d in kept if d < 34 and not (27 <= d < pair and counts[d] == 1)]  # the pair is ``pair``
    state.remove(wild)
    state.add(pair)
    try:
        short = set(near.near_discards(legal, state, same))
    finally:
        state.remove(pair)
        state.add(wild)
    return [d for d in kept if (d in short or d not in same) and swims_after(legal, state, d)]


def _sets_without(legal: Legality, state: SeatState, wild: int) -> bool:
    """A cheap necessary condition for the any-tile state: without one ``wild`` the tiles are
    all sets (checked as a win with a pair of an honor the seat does not hold added)."""
    counts = state.counts
    pair = next((k for k in range(27, 34) if not counts[k] and k not in legal.wild_set), None)
    if pair is None:
        return True  # every honor held: let the full check decide
    state.remove(wild)
    state.add(pair)
    state.add(pair)
    try:
        return legal.shape_wins(state, None)
    finally:
        state.remove(pair, 2)
        state.add(wild)


def any_tile(legal: Legality, state: SeatState) -> bool:
    """The seat's tiles win on any tile: the library's own ``waits``."""
    if legal.grammar is None:
        return False
    grammar = attrs.evolve(legal.grammar, instant_wilds=None)
    try:
        return waits(state.hand(), grammar).any_tile
    except MajiangError:
        return False
