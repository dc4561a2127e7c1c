"""立四: the four standing tiles (立牌) of a Taiyuan seat, as a value with the rules on it.

The first four tiles a seat is dealt stand. Before declaring ready a seat may not throw
them (only another copy of their kind); a pon or kong may use them only if at least one
standing tile stays afterwards; the discard that declares ready (扣听) must be one of
them. Copies of a kind are alike, so a claim uses the seat's other copies of the kind
first and standing ones only when it must.

At the table the play rules' ``standing`` hook is :meth:`Standing.deal`: the round engine
keeps each seat's value and asks it (``majiang.game.standing``; ``docs/rulesets/taiyuan.md``).

>>> from majiang.tiles import parse_tiles
>>> standing = Standing.deal(parse_tiles("5m5m9p1z 2s3s4s6s7s8s1m2m3m"))
>>> print(standing)
立四 55m9p1z
>>> standing.may_claim(parse_tiles("5m")[0], used=2, held=2)  # a pon of 5m with both standing 5m
True
>>> print(standing.claim(parse_tiles("5m")[0], used=2, held=2))
立四 9p1z
>>> last = Standing(tiles=tuple(parse_tiles("1z1z")))  # only two 1z still stand
>>> last.may_claim(parse_tiles("1z")[0], used=2, held=2), last.may_claim(parse_tiles("1z")[0], used=2, held=3)
(False, True)
>>> standing.may_declare(parse_tiles("9p")[0]), standing.may_declare(parse_tiles("2s")[0])
(True, False)
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from majiang.errors import RoundError
from majiang.tiles import Tile, format_tiles

__all__ = ["STANDING", "Standing"]

STANDING = 4
"""立四: four tiles stand."""


def _tiles(instance: object, attribute: attrs.Attribute[tuple[Tile, ...]], value: object) -> None:
    if type(value) is not tuple or not all(type(t) is Tile for t in value):
        raise RoundError(f"Standing.tiles must be a tuple of Tile, got {value!r}")
    if len(value) > STANDING:
        raise RoundError(f"立四: at most {STANDING} tiles stand, got {format_tiles(value)}")


@attrs.frozen(kw_only=True)
class Standing:
    """The standing tiles a seat still holds."""

    tiles: tuple[Tile, ...] = attrs.field(validator=_tiles)
    _kinds: tuple[int, ...] = attrs.field(init=False, eq=False, repr=False)
    """The tiles' indices: asked of every discard each turn, compared without ``Tile.__eq__``."""

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "_kinds", tuple(t.index for t in self.tiles))

    @classmethod
    def deal(cls, dealt: Sequence[Tile]) -> Standing:
        """The first four of the tiles dealt, in the order dealt."""
        if len(dealt) < STANDING:
            raise RoundError(f"立四: a seat is dealt at least {STANDING} tiles, got {format_tiles(dealt)}")
        return cls(tiles=tuple(dealt[:STANDING]))

    def __str__(self) -> str:
        return f"立四 {format_tiles(self.tiles)}"

    def count(self, tile: Tile) -> int:
        return self._kinds.count(tile.index)

    def used(self, tile: Tile, *, used: int, held: int) -> int:
        """How many standing copies of ``tile`` a claim uses that takes ``used`` of the
        ``held`` copies in hand (the others first)."""
        if not 0 < used <= held or self.count(tile) > held:
            raise RoundError(
                f"立四: a claim uses {used} of the {held} {tile} held, with {self.count(tile)} standing"
            )
        return max(0, used - (held - self.count(tile)))

    def may_claim(self, tile: Tile, *, used: int, held: int) -> bool:
        """A pon (``used`` 2) or a kong (``used`` the copies held: 3 for a direct kong, 4
        concealed, 1 added) leaves at least one standing tile."""
        return len(self.tiles) - self.used(tile, used=used, held=held) > 0

    def claim(self, tile: Tile, *, used: int, held: int) -> Standing:
        """The standing tiles after the claim; raise if it would take the last of them."""
        if not self.may_claim(tile, used=used, held=held):
            raise RoundError(f"立四: the claim of {tile} would leave no standing tile ({self})")
        gone = self.used(tile, used=used, held=held)
        rest = list(self.tiles)
        for _ in range(gone):
            rest.remove(tile)
        return Standing(tiles=tuple(rest))

    def may_discard(self, tile: Tile, *, held: int) -> bool:
        """Before ready: a discard of ``tile`` (``held`` copies in hand) that is not standing."""
        return held > self.count(tile)

    def may_declare(self, tile: Tile) -> bool:
        """The discard that declares ready (扣听) is a standing tile."""
        return tile.index in self._kinds

    def declare(self, tile: Tile) -> Standing:
        """The standing tiles after declaring ready with ``tile``."""
        if not self.may_declare(tile):
            raise RoundError(
                f"立四: the discard declaring ready must be a standing tile, not {tile} ({self})"
            )
        rest = list(self.tiles)
        rest.remove(tile)
        return Standing(tiles=tuple(rest))
