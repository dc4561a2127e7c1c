"""Arranged walls for Sichuan tables (test helpers): a wall whose deal gives chosen hands.

The positions each seat's tiles are dealt from are found once by dealing a wall of one
kind with a single marked tile, so the helper follows ``Wall.deal`` rather than restating it.
"""

from __future__ import annotations

import functools
from collections import Counter

from majiang.rulesets import get
from majiang.tiles import Tile, parse_tiles
from majiang.tiles.wall import Dice, Wall

DICE = Dice(first=3, second=4)
"""The opening roll of every arranged table."""


@functools.cache
def dealt_from() -> tuple[tuple[int, ...], ...]:
    """For each seat (the dealer 0), the wall positions its dealt tiles come from."""
    ruleset = get("sichuan")
    plain, marked = Tile.from_str("1m"), Tile.from_str("2m")
    seats: list[list[int]] = [[], [], [], []]
    for k in range(len(ruleset.tile_set.tiles())):
        circle = [plain] * len(ruleset.tile_set.tiles())
        circle[k] = marked
        wall = Wall.arrange(
            circle, dice=DICE, dealer=0, break_by="total", reserve=ruleset.reserve, tile_set=None
        )
        for seat, hand in enumerate(wall.deal(ruleset.hand_size).hands):
            if marked in hand:
                seats[seat].append(k)
    return tuple(tuple(p) for p in seats)


def wall_dealing(*hands: str) -> list[Tile]:
    """A 108-tile wall (before the break, dice :data:`DICE`, dealer 0) dealing ``hands``
    (seat 0's 14 tiles, then 13 each); every other tile in tile order."""
    ruleset = get("sichuan")
    rest = Counter(ruleset.tile_set.tiles())
    circle: list[Tile | None] = [None] * sum(rest.values())
    for positions, text in zip(dealt_from(), hands, strict=True):
        tiles = parse_tiles(text)
        assert len(tiles) == len(positions), (text, len(positions))
        for k, tile in zip(positions, tiles, strict=True):
            circle[k] = tile
            rest[tile] -= 1
            assert rest[tile] >= 0, f"more than four {tile}"
    others = iter(sorted(rest.elements()))
    return [tile if tile is not None else next(others) for tile in circle]
