"""Kongs made with dice (``PlayRules.dice_kong``, 开杠掷骰子): which kongs may be, and how a win
on the turn seat's tile is won where they exist.

>>> from majiang.game.table import Table
>>> drawn_method(Table(ruleset, seed=0))
WinMethod.SELF_DRAW
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from majiang.game.actions import DICE_KONGS, Kong
from majiang.game.state import SeatState
from majiang.scoring.context import WinMethod

if TYPE_CHECKING:
    from majiang.game.legal import Legality

__all__ = ["DICE_ROOM", "drawn_method", "with_dice"]

_KONG_REPLACEMENT = WinMethod.KONG_REPLACEMENT  # bound once (a member looked up on its class is slow)
_SELF_DRAW = WinMethod.SELF_DRAW

DICE_ROOM = 25
"""A kong with dice is offered while this many tiles can be drawn: any roll (12 stacks at
most) then counts to a standing stack, and the last tile stays at the end."""


def with_dice(legal: Legality, state: SeatState, kong: Kong) -> tuple[Kong, ...]:
    """The kong, with dice first where the play rules make kongs with dice and the hand
    waits once it is made."""
    if not legal.table.rules.dice_kong or legal.table.drawable() < DICE_ROOM:
        return (kong,)
    tile = kong.tile.index
    n = {"concealed": 4, "direct": 3}.get(kong.how, 1)
    state.remove(tile, n)
    counted = 0 if kong.how == "added" else 3  # a new kong counts as a set of three
    state.size += counted
    try:
        waits = bool(legal.wait_set(state))
    finally:
        state.size -= counted
        for _ in range(n):
            state.add(tile)
    return (DICE_KONGS[kong.how][tile], kong) if waits else (kong,)


def drawn_method(table: Any) -> WinMethod:
    """How a win on the turn seat's tile is won: on a kong's replacement (where kongs are made
    with dice, only on a replacement the dice counted), else a self-draw."""
    if table.replacement and (table.dice_replacement or not table.rules.dice_kong):
        return _KONG_REPLACEMENT
    return _SELF_DRAW
