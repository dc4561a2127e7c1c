"""The positions of a wall with what :class:`~majiang.tiles.wall.Wall` remembers between draws:
its :attr:`~majiang.tiles.wall.Wall.kept` count (worked out again only when a kong, a tile set
aside, or a tile taken from behind a turned-up indicator changes it), the front of the wall
(which only moves on), and the copies of each kind (counted when first asked).

>>> from majiang.tiles.notation import parse_tiles
>>> from majiang.tiles.wall import Dice, Wall
>>> w = Wall.from_draw_order(parse_tiles("1234m"), dice=Dice(first=1, second=1))
>>> str(w.turn_up_first(reason="example")), str(w.draw()), w.copies(w.order[0])
('1m', '2m', 1)
"""

from __future__ import annotations

import attrs

from majiang.tiles.positions import _IN_WALL, Stacks
from majiang.tiles.tile import Tile

__all__ = ["NEVER", "Tracked"]

NEVER = 1 << 62
"""A position past every wall."""


@attrs.define(kw_only=True, eq=False)
class Tracked(Stacks):
    """:class:`~majiang.tiles.positions.Stacks` with the remembered counts of a
    :class:`~majiang.tiles.wall.Wall` (its base; the docstrings of the methods are Stacks')."""

    _kept_memo: int = attrs.field(default=-1, init=False, repr=False)
    """``Wall.kept`` as last worked out (-1: to work out again after a kong or a tile set aside)."""
    _behind_from: int = attrs.field(default=NEVER, init=False, repr=False)
    """The first position of the tiles kept behind a tile set aside (``stop_at_indicator``):
    taking one of them changes ``Wall.kept``."""

    def _front_position(self) -> int | None:
        # no tile goes back into the wall: the front passes those set aside too (a turned-up
        # indicator at the front was walked over again at every draw)
        state = self._state
        p, end = self._front, len(state)
        while p < end and state[p] != _IN_WALL:
            p += 1
        self._front = p
        return p if p < end else None

    def _take(self, position: int) -> Tile:
        if position >= self._behind_from:  # one of the tiles kept behind the indicator
            self._kept_memo = -1
        return super()._take(position)

    def turn_up_stack(self, stacks_from_end: int, *, reason: str, keep: bool = False) -> Tile:
        if self._aside:  # a tile shown may move the first turned up (:attr:`kept`)
            self._kept_memo = -1
        return super().turn_up_stack(stacks_from_end, reason=reason, keep=keep)

    def _set_aside(self, position: int, reason: str) -> Tile:
        self._kept_memo = -1  # a reserve may count the tiles set aside
        self._behind_from = NEVER
        return super()._set_aside(position, reason)

    def take_set_aside(self, tile: Tile) -> Tile:
        self._kept_memo = -1  # a reserve may count the tiles set aside
        self._behind_from = NEVER
        return super().take_set_aside(tile)

    def copies(self, tile: Tile) -> int:  # (the docstrings are Stacks'; counted when first asked)
        if not self._copies:
            self._copies.update(self.order)
        return self._copies[tile]

    def live_copies(self, tile: Tile) -> int:
        return self.copies(tile) - sum(1 for a in self._aside if a.tile == tile)
