"""The wall's geometry: stacks of two round the table, and the break 开门.

Seen from above, seat 0 sits at the bottom and the seats follow
counter-clockwise (turn order). Stacks are numbered clockwise round the table
starting at the right-hand end (as the owner sees it) of seat 0's side, so the
sides come in the order seat 0, 3, 2, 1; extra stacks go to the first sides.

>>> from majiang.tiles.dice import Dice
>>> from majiang.tiles.tile import Tile
>>> tiles = tuple(Tile.from_index(i % 34) for i in range(136))
>>> order, opening = break_wall(tiles, dice=Dice(first=3, second=4), dealer=0, by="total")
>>> opening.side, opening.counted, opening.start, str(order[0])
(2, 7, 41, '6p')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

import attrs

from majiang._calls import checked_call
from majiang.errors import WallError
from majiang.tiles.dice import Dice
from majiang.tiles.seats import SEATS, check_seat
from majiang.tiles.tile import Tile

__all__ = ["Break", "BreakBy", "break_wall", "check_tiles"]

BreakBy = Literal["total", "smaller", "larger"]
_BREAK_BY = ("total", "smaller", "larger")
_CLOCKWISE_SIDES = (0, 3, 2, 1)


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Break:
    """Where the wall was opened (开门).

    ``side`` is the seat whose wall side was broken, ``counted`` the stacks
    counted from that side's right-hand end (they became the end of the live
    wall), ``start`` the table index of the first live stack.
    """

    dice: Dice
    dealer: int
    by: BreakBy
    side: int
    counted: int
    start: int


def check_tiles(tiles: object) -> tuple[Tile, ...]:
    if isinstance(tiles, (str, bytes)) or not isinstance(tiles, Iterable):
        raise WallError(f"a wall is built from a sequence of tiles, not {tiles!r}")
    result = tuple(tiles)
    for tile in result:
        if not isinstance(tile, Tile):
            raise WallError(f"a wall holds tiles, not {tile!r}")
    if not result or len(result) % 2:
        raise WallError(f"a wall of stacks of two needs an even number of tiles, not {len(result)}")
    return result


def _side_lengths(stacks: int) -> list[int]:
    """Stacks per side, in clockwise side order (seat 0, 3, 2, 1)."""
    base, extra = divmod(stacks, SEATS)
    return [base + (1 if i < extra else 0) for i in range(SEATS)]


def break_wall(
    circle: tuple[Tile, ...], *, dice: Dice, dealer: int, by: BreakBy
) -> tuple[tuple[Tile, ...], Break]:
    """Break the stacks ``circle`` (table order) with ``dice``: the tiles in draw order, and where."""
    if not isinstance(dice, Dice):
        raise WallError(f"the opening roll must be a Dice, not {dice!r}")
    check_seat(dealer, "dealer")
    if by not in _BREAK_BY:
        raise WallError(f"unknown break rule {by!r}; expected one of {', '.join(_BREAK_BY)}")
    stacks = len(circle) // 2
    starts: dict[int, int] = {}
    at = 0
    for seat, length in zip(_CLOCKWISE_SIDES, _side_lengths(stacks), strict=True):
        starts[seat] = at
        at += length
    side = (dealer + dice.total - 1) % SEATS
    counted = {"total": dice.total, "smaller": dice.smaller, "larger": dice.larger}[by]
    start = (starts[side] + counted) % stacks
    order = circle[2 * start :] + circle[: 2 * start]  # stacks start, start + 1, ... round the table
    return tuple(order), Break(dice=dice, dealer=dealer, by=by, side=side, counted=counted, start=start)
