"""Where the tiles of a wall stand: in the wall, taken, or set aside where they stand.

:class:`Stacks` holds the positions of a wall in draw order (stack ``k`` is
``order[2k]`` on top of ``order[2k + 1]``): draws take the top tile of the first
stack, then its bottom; replacement draws take the top of the last stack, then its
bottom; a set-aside tile (a turned-up indicator) stays where it stands and every
draw skips it. :class:`~majiang.tiles.wall.Wall` adds the round's rules on top.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

import attrs

from majiang._calls import checked_call
from majiang.errors import WallError
from majiang.tiles.dice import ordinal
from majiang.tiles.tile import Tile

__all__ = ["SetAside", "Stacks"]

# Position states.
_IN_WALL = 0
_TAKEN = 1
_ASIDE = 2


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class SetAside:
    """A tile taken out of play where it stands in the wall (a turned-up indicator).

    ``position`` is its place in draw order: stack ``position // 2``, the top
    tile when ``position`` is even.
    """

    tile: Tile
    position: int
    reason: str

    @property
    def stack(self) -> int:
        return self.position // 2


@attrs.define(kw_only=True, eq=False)
class Stacks:
    """The positions of a wall's tiles (the base of :class:`~majiang.tiles.wall.Wall`)."""

    order: tuple[Tile, ...]
    """Every tile of the wall in draw order (stack ``k`` is ``order[2k]`` on top of ``order[2k+1]``)."""
    _state: bytearray
    _aside: list[SetAside] = attrs.field(factory=list)
    _shown: list[SetAside] = attrs.field(factory=list)
    _remaining: int = 0
    _front: int = 0
    _end_stack: int = 0
    _copies: Counter[Tile] = attrs.field(factory=Counter)

    @property
    def size(self) -> int:
        """Tiles the wall was built with."""
        return len(self.order)

    @property
    def remaining(self) -> int:
        """Tiles still in the wall that a draw could take (set-aside tiles excluded)."""
        return self._remaining

    @property
    def stack_count(self) -> int:
        """Stacks still holding a tile (a set-aside tile still stands in its stack)."""
        state = self._state
        return sum(1 for k in range(len(state) // 2) if state[2 * k] != _TAKEN or state[2 * k + 1] != _TAKEN)

    def stacks(self) -> tuple[tuple[Tile | None, Tile | None], ...]:
        """The stacks still standing, in draw order, as (top, bottom); a taken tile is ``None``.

        >>> from majiang.tiles.notation import parse_tiles
        >>> from majiang.tiles.wall import Dice, Wall
        >>> w = Wall.from_draw_order(parse_tiles("1234m"), dice=Dice(first=1, second=1))
        >>> _ = w.draw()
        >>> [(str(t), str(b)) for t, b in w.stacks()]
        [('None', '2m'), ('3m', '4m')]
        """
        out = []
        state = self._state
        for k in range(len(state) // 2):
            top = self.order[2 * k] if state[2 * k] != _TAKEN else None
            bottom = self.order[2 * k + 1] if state[2 * k + 1] != _TAKEN else None
            if top is not None or bottom is not None:
                out.append((top, bottom))
        return tuple(out)

    def remaining_tiles(self) -> tuple[Tile, ...]:
        """The drawable tiles left, in front draw order."""
        return tuple(t for t, s in zip(self.order, self._state, strict=True) if s == _IN_WALL)

    @property
    def set_aside(self) -> tuple[SetAside, ...]:
        """Tiles taken out of play in the wall, in the order they were set aside."""
        return tuple(self._aside)

    @property
    def shown(self) -> tuple[SetAside, ...]:
        """Tiles turned up but left in the wall to be drawn in their turn (``keep=True``)."""
        return tuple(self._shown)

    def in_wall(self, position: int) -> bool:
        """Whether the tile at ``position`` (draw order) is still in the wall to be drawn."""
        return self._state[position] == _IN_WALL

    def copies(self, tile: Tile) -> int:
        """How many tiles of this kind the wall was built with."""
        return self._copies[tile]

    def live_copies(self, tile: Tile) -> int:
        """Copies of this kind in play: built with, less those set aside."""
        return self._copies[tile] - sum(1 for a in self._aside if a.tile == tile)

    def _front_position(self) -> int | None:
        state = self._state
        p = self._front
        while p < len(state) and state[p] == _TAKEN:
            p += 1
        self._front = p
        while p < len(state) and state[p] != _IN_WALL:
            p += 1
        return p if p < len(state) else None

    def _end_positions(self) -> Iterable[int]:
        state = self._state
        k = self._end_stack
        while k >= 0 and state[2 * k] == _TAKEN and state[2 * k + 1] == _TAKEN:
            k -= 1
        self._end_stack = k
        for j in range(k, -1, -1):
            for p in (2 * j, 2 * j + 1):
                if state[p] == _IN_WALL:
                    yield p

    def _end_position(self) -> int | None:
        return next(iter(self._end_positions()), None)

    def drawable_from(self, stack: int) -> int:
        """Tiles still in the wall from stack ``stack`` (draw order) to the end."""
        return sum(1 for p in range(2 * stack, len(self._state)) if self._state[p] == _IN_WALL)

    def _take(self, position: int) -> Tile:
        self._state[position] = _TAKEN
        self._remaining -= 1
        return self.order[position]

    def peek_from_end(self, tiles: int = 1) -> Tile:
        """The ``tiles``-th drawable tile counted from the end, in replacement order; nothing moves.

        >>> from majiang.tiles.notation import parse_tiles
        >>> from majiang.tiles.wall import Dice, Wall
        >>> w = Wall.from_draw_order(parse_tiles("123456m"), dice=Dice(first=1, second=1))
        >>> [str(w.peek_from_end(n)) for n in (1, 2, 3)]
        ['5m', '6m', '3m']
        """
        if type(tiles) is not int or tiles < 1:
            raise WallError(f"count tiles from the end with an int >= 1, not {tiles!r}")
        for n, position in enumerate(self._end_positions(), start=1):
            if n == tiles:
                return self.order[position]
        raise WallError(f"cannot count {tiles!r} tiles from the end: only {self._remaining} left")

    def _set_aside(self, position: int, reason: str) -> Tile:
        if not isinstance(reason, str) or not reason:
            raise WallError(f"say why a tile is set aside (a non-empty str), not {reason!r}")
        self._state[position] = _ASIDE
        self._remaining -= 1
        tile = self.order[position]
        self._aside.append(SetAside(tile=tile, position=position, reason=reason))
        return tile

    def take_set_aside(self, tile: Tile) -> Tile:
        """Take the last tile of this kind set aside into play (a turned-up indicator a seat
        takes to win, 抢金); its place stays empty. Raise unless one is set aside."""
        for k in range(len(self._aside) - 1, -1, -1):
            entry = self._aside[k]
            if entry.tile == tile:
                del self._aside[k]
                self._state[entry.position] = _TAKEN
                return entry.tile
        raise WallError(f"no {tile} is set aside to take")

    def turn_up_last(self, *, reason: str) -> Tile:
        """Turn up the last tile of the wall (the next replacement tile) and set it aside."""
        position = self._end_position()
        if position is None:
            raise WallError(f"cannot turn up the last tile ({reason!r}): the wall is empty")
        return self._set_aside(position, reason)

    def turn_up_first(self, *, reason: str) -> Tile:
        """Turn up the first tile of the wall (the next tile to draw) and set it aside."""
        position = self._front_position()
        if position is None:
            raise WallError(f"cannot turn up the first tile ({reason!r}): the wall is empty")
        return self._set_aside(position, reason)

    def turn_up_stack(self, stacks_from_end: int, *, reason: str, keep: bool = False) -> Tile:
        """Count ``stacks_from_end`` stacks from the end and turn up the top tile there.

        Stacks still standing are counted (a stack whose only tile is set aside
        still stands). If that stack's top tile was already taken, its bottom tile
        is turned up. The tile is set aside: no draw will take it; with ``keep`` it
        stays in the wall, shown (:attr:`shown`), and is drawn in its turn.

        >>> from majiang.tiles.notation import parse_tiles
        >>> from majiang.tiles.wall import Dice, Wall
        >>> w = Wall.from_draw_order(parse_tiles("12345678m"), dice=Dice(first=1, second=1))
        >>> str(w.turn_up_stack(2, reason="example"))
        '5m'
        >>> [str(w.draw_replacement()) for _ in range(3)]
        ['7m', '8m', '6m']
        >>> w = Wall.from_draw_order(parse_tiles("12345678m"), dice=Dice(first=1, second=1))
        >>> str(w.turn_up_stack(2, reason="example", keep=True)), w.remaining
        ('5m', 8)
        >>> [str(w.draw_replacement()) for _ in range(3)], w.in_wall(w.shown[0].position)
        (['7m', '8m', '5m'], False)
        """
        position = self._stack_position(stacks_from_end, reason)
        if keep:
            self._shown.append(SetAside(tile=self.order[position], position=position, reason=reason))
            return self.order[position]
        return self._set_aside(position, reason)

    def _stack_position(self, stacks_from_end: int, reason: str) -> int:
        """The position of the top tile (or the bottom, the top taken) ``stacks_from_end``
        stacks from the end."""
        if type(stacks_from_end) is not int or stacks_from_end < 1:
            raise WallError(f"count stacks from the end with an int >= 1, not {stacks_from_end!r}")
        state = self._state
        n = 0
        for k in range(len(state) // 2 - 1, -1, -1):
            top, bottom = 2 * k, 2 * k + 1
            if state[top] == _TAKEN and state[bottom] == _TAKEN:
                continue
            n += 1
            if n < stacks_from_end:
                continue
            if state[top] == _IN_WALL:
                return top
            if state[top] == _TAKEN and state[bottom] == _IN_WALL:
                return bottom
            raise WallError(
                f"the {ordinal(stacks_from_end)} stack from the end has no tile left to turn up ({reason!r})"
            )
        raise WallError(
            f"cannot count {stacks_from_end!r} stacks from the end ({reason!r}): only {n} stacks stand"
        )
