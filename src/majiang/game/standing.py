"""Standing tiles (立牌) at the table: the play rules' ``standing`` hook, kept per seat.

Where ``PlayRules.standing`` is set, each seat's standing tiles are chosen from its deal
(the hook's value, ``SeatState.standing``) and written as a derived ``standing`` line. They
stay among the seat's concealed tiles (they are part of the hand that wins), marked: before
declaring ready the seat throws none of them (:func:`discardable`), the discard that
declares ready must be one (:func:`declarable`), a pon or kong is offered only where the
value allows it and the claimer keeps a legal action (:func:`leaves_discard`,
:func:`may_meld`, :func:`kongs`), and each claim or declaration replaces the value with the
next (:func:`meld`, :func:`declare`). Without the hook every function here lets all pass.

>>> from majiang.game.table import Table
>>> from majiang.rulesets import RULESETS
>>> stands = next(r() for r in RULESETS if r.play is not None and r.play.standing is not None)
>>> table = Table(stands, seed=7)
>>> table.events[2]["t"], [len(s.standing.tiles) for s in table.seats]
('standing', [4, 4, 4, 4])
>>> state = table.seats[0]
>>> all(state.counts[t.index] for t in state.standing.tiles)  # among the concealed tiles
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from majiang.game.actions import Action, Chi, Kong
from majiang.game.state import TILES, MeldState, SeatState, text_of
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.game.legal import Legality
    from majiang.game.table import Table

__all__ = ["claimed", "deal", "declarable", "declare", "discardable", "kongs", "leaves_discard", "meld"]


def deal(table: Table, hands: Sequence[Sequence[Tile]]) -> None:
    """Choose every seat's standing tiles from its dealt tiles (in the order dealt)."""
    hook = table.rules.standing
    if hook is None:
        return
    for state, dealt in zip(table.seats, hands, strict=True):
        state.standing = hook(tuple(dealt))
    texts = [text_of(sorted(t.index for t in s.standing.tiles)) for s in table.seats if s.standing]
    table._emit({"t": "standing", "tiles": texts})


def discardable(state: SeatState, kinds: list[int]) -> list[int]:
    """``kinds`` less those whose every copy held stands (before ready)."""
    standing = state.standing
    if standing is None or state.ready:
        return kinds
    counts = state.counts
    return [i for i in kinds if standing.may_discard(TILES[i], held=counts[i])]


def declarable(state: SeatState, kinds: list[int]) -> list[int]:
    """``kinds`` that may be the discard declaring ready (a standing tile, where tiles stand)."""
    standing = state.standing
    if standing is None:
        return kinds
    return [i for i in kinds if standing.may_declare(TILES[i])]


def may_meld(state: SeatState, used: tuple[int, ...]) -> bool:
    """The standing tiles allow a meld that takes ``used`` from the hand."""
    standing = state.standing
    for kind in sorted(set(used)):
        if standing is None:
            return True
        n, held = used.count(kind), state.counts[kind]
        if not standing.may_claim(TILES[kind], used=n, held=held):
            return False
        standing = standing.claim(TILES[kind], used=n, held=held)
    return True


def meld(state: SeatState, used: tuple[int, ...]) -> None:
    """Record a meld that takes ``used`` from the hand (call before they leave it)."""
    for kind in sorted(set(used)):
        standing = state.standing
        if standing is None:
            return
        state.standing = standing.claim(TILES[kind], used=used.count(kind), held=state.counts[kind])


def claimed(state: SeatState, action: Action, tile: int) -> None:
    """Record a claim of the discard ``tile`` (pon, direct kong, chi) before it is melded."""
    if state.standing is None:
        return
    if isinstance(action, Chi):
        meld(state, tuple(t.index for t in action.tiles))
    else:
        meld(state, (tile,) * (3 if isinstance(action, Kong) else 2))


def declare(state: SeatState, tile: int) -> None:
    """Record the discard of ``tile`` that declares ready."""
    if state.standing is not None:
        state.standing = state.standing.declare(TILES[tile])


def kongs(state: SeatState, offered: list[Action]) -> list[Action]:
    """The seat's own kongs (concealed, added) the standing tiles allow."""
    if state.standing is None or not offered:
        return offered
    out = []
    for kong in offered:
        i = kong.tile.index  # type: ignore[union-attr]
        if may_meld(state, (i,) * (4 if kong.how == "concealed" else 1)):  # type: ignore[union-attr]
            out.append(kong)
    return out


def leaves_discard(
    legality: Legality, state: SeatState, used: tuple[int, int], forbidden: tuple[int, ...]
) -> bool:
    """A claim melding ``used`` (pon, chi) is possible: where tiles stand, they allow it and
    the seat still has a legal action after it (a discard, or a ready declaration with a
    standing tile); otherwise some tile, none of the ``forbidden`` kinds, is left to discard."""
    standing = state.standing
    if standing is None:
        return legality._leaves_discard(state, used, forbidden)
    if not may_meld(state, used):
        return False
    seat = legality.table.seats.index(state)
    saved = state.after_chi
    meld(state, used)
    for i in used:
        state.remove(i)
    state.melds.append(MeldState("pon", (used[0],) * 3, concealed=False, source=None, claimed=None))
    state.after_chi = forbidden
    try:
        kinds = legality.discards(seat, None)
        if discardable(state, kinds):
            return True
        ready = legality.table.rules.ready and not state.ready
        return ready and any(legality.ready_after(state, i) for i in declarable(state, kinds))
    finally:
        state.after_chi = saved
        state.melds.pop()
        for i in used:
            state.add(i)
        state.standing = standing
