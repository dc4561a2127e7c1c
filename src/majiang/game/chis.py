"""Chi claims that need more than two held tiles: 吃听 (a chi that declares ready with the
discard after it, where ``PlayRules.priority`` ranks ``"chi_ready"``) and chi of an honor run
(``ClaimRules.honor_runs``: 中发白, three winds). :meth:`Legality.claims` offers them.

>>> from majiang.game.table import Table
>>> table = Table(ruleset, seed=0)
>>> chi_readies(table.legal, 1, 0, []), honor_runs(table.legal, table.seats[1], 27)
([], [])
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from majiang.errors import MajiangError
from majiang.game.actions import Action, Chi, chi_of
from majiang.game.state import TILES, MeldState, SeatState
from majiang.hands import Hand, Meld
from majiang.scoring.context import SEATS

if TYPE_CHECKING:
    from majiang.game.legal import Legality

__all__ = ["chi_readies", "honor_runs"]


def chi_readies(legality: Legality, seat: int, tile: int, offered: list[Action]) -> list[Action]:
    """吃听: each offered chi after which some legal discard declares ready."""
    state = legality.table.seats[seat]
    found: list[Action] = []
    saved = state.after_chi
    discarder = (seat - 1) % SEATS
    river = legality.table.seats[discarder].river
    for chi in [a for a in offered if isinstance(a, Chi)]:
        a, b = (t.index for t in chi.tiles)
        state.remove(a)
        state.remove(b)
        meld = MeldState("chi", (a, b, tile), concealed=False, source=discarder, claimed=tile)
        state.melds.append(meld)
        state.after_chi = legality.after_chi(tile, a, b)
        taken = river.pop()  # the round as it would be: the claimed discard in the chi
        try:
            if any(legality.ready_after(state, i) for i in legality.discards(seat, None)):
                found.append(chi_of(a, b, ready=True))
        finally:
            river.append(taken)
            state.melds.pop()
            state.after_chi = saved
            state.add(a)
            state.add(b)
    return found


def honor_runs(legality: Legality, state: SeatState, tile: int) -> list[Action]:
    """Chi of an honor run (中发白, three winds) where the ruleset's hand check accepts the meld."""
    family = range(27, 31) if tile < 31 else range(31, 34)
    others = [i for i in family if i != tile and state.counts[i] and i not in legality.wild]
    found: list[Action] = []
    table = legality.table
    for a, b in itertools.combinations(others, 2):
        if not legality._leaves_discard(state, (a, b), ()):
            continue
        try:
            meld = Meld.of((TILES[a], TILES[b], TILES[tile]), concealed=False)
            indicator = table.choice.indicator if table.choice is not None else None
            bare = Hand(tiles=(), melds=(meld,))
            table.ruleset.check_hand(bare, indicator=indicator, where="a chi")
        except MajiangError:
            continue
        found.append(chi_of(a, b))
    return found
