"""Is this one action legal for the seat to act? Answered without listing every legal action
(a replay checks the logged choice; a server checks what a client sent).

>>> from majiang.game.table import Table
>>> table = Table(ruleset, seed=7)
>>> legal = table.legal.act(0, None)
>>> all(allows(table.legal, 0, None, action) for action in legal if action.kind == "discard")
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from majiang.game import standing
from majiang.game.actions import Action
from majiang.game.dicekong import drawn_method
from majiang.game.locks import throws_drawn

if TYPE_CHECKING:
    from majiang.game.legal import Legality

__all__ = ["allows"]


def allows(legality: Legality, seat: int, drew: int | None, action: Action) -> bool:
    """True if ``action`` is among ``legality.act(seat, drew)``; False means not known so (list
    them to be sure). Each answer asks only what that kind of action needs."""
    table = legality.table
    state = table.seats[seat]
    kind = action.kind
    if drew is not None and drew == table.late_tile and kind != "win":
        return False  # 最后四张: a win there may be the only action (claims.forced)
    rules = table.rules
    readies = rules.ready and not state.ready
    if (
        kind == "discard"
        and not (readies and state.ready_due)
        and state.standing is None
        and not state.after_chi
        and rules.must_discard is None
        and table.voids is None
        and not (drew is not None and state.counts[drew] and throws_drawn(table, seat))
    ):  # no rule narrows the discards (Legality.discards' tests): every kind held is legal
        return state.counts[action.tile.index] > 0  # type: ignore[union-attr]
    if kind == "discard":
        if readies and state.ready_due:
            return False  # 吃听: a plain discard is legal only if nothing declares ready
        kinds = standing.discardable(state, legality.discards(seat, drew))
        return action.tile.index in kinds  # type: ignore[union-attr]
    if kind == "ready":
        i = action.tile.index  # type: ignore[union-attr]
        kinds = standing.declarable(state, legality.discards(seat, drew))
        return readies and i in kinds and legality.ready_after(state, i)
    if drew is None:
        return False
    if kind == "win":
        return legality.can_win(seat, drew, drawn_method(table), None)
    if kind == "kong":
        return action in legality.kongs(seat, drew)
    return False
