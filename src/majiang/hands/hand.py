"""The :class:`Hand` value type: concealed tiles, exposed melds, flowers, the win.

``tiles`` are the concealed tiles **including** the winning tile, if there is
one; ``win_tile`` says which kind it was and ``self_drawn`` how it came. Tile
order never matters: the named constructor sorts.

>>> hand = Hand.parse("23m456p789s11z 4m", melds="777z", win="4m", self_drawn=True)
>>> str(hand)
'234m456p789s11z 777z win 4m self-drawn'
>>> hand.size
14
>>> Hand.parse("11111m")
Traceback (most recent call last):
...
majiang.errors.HandError: 5 copies of '1m' in hand '11111m' (at most 4)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import cached_property

import attrs

from majiang.errors import HandError, MeldError, TileError
from majiang.hands.meld import Meld
from majiang.tiles import Tile, format_tiles, parse_tiles
from majiang.tiles.tile import SUITS, TILE_COUNT

__all__ = ["Hand"]

# Per suit letter: (first index, key slot). Keys pack the counts of one suit
# (slot 0..2 the suits, 3 the honors, 4 the flowers) four bits per rank; see
# ``majiang.hands._groups``.
_SUIT_BIT = {"m": 0, "p": 36, "s": 72, "z": 108, "f": 136}
_SUIT_PLACE = {
    suit: (base, slot) for slot, (suit, base) in enumerate(zip(SUITS, (0, 9, 18, 27, 34), strict=True))
}


@attrs.frozen(kw_only=True)
class Hand:
    """A player's hand: what is concealed, what is melded, and how it won."""

    tiles: tuple[Tile, ...]
    melds: tuple[Meld, ...] = ()
    flowers: tuple[Tile, ...] = ()
    win_tile: Tile | None = None
    self_drawn: bool | None = None

    @classmethod
    def parse(
        cls,
        tiles: str,
        *,
        melds: str | Iterable[Meld] = "",
        flowers: str = "",
        win: str | Tile | None = None,
        self_drawn: bool | None = None,
    ) -> Hand:
        """Build a hand from strings, checking it.

        ``tiles`` in any tile notation; ``melds`` space-separated in the meld
        notation of :mod:`majiang.hands.meld`; ``win`` the winning tile, which
        must be one of ``tiles``.
        """
        try:
            concealed = parse_tiles(tiles)
            flower_tiles = parse_tiles(flowers)
            win_tile = Tile.from_str(win) if isinstance(win, str) else win
        except TileError as error:
            raise HandError(f"cannot read hand {tiles!r}: {error}") from None
        if isinstance(melds, str):
            meld_list = tuple(Meld.parse(part) for part in melds.split())
        else:
            meld_list = tuple(melds)
        return cls.of(
            concealed, melds=meld_list, flowers=flower_tiles, win_tile=win_tile, self_drawn=self_drawn
        )

    @classmethod
    def of(
        cls,
        tiles: Iterable[Tile],
        *,
        melds: Iterable[Meld] = (),
        flowers: Iterable[Tile] = (),
        win_tile: Tile | None = None,
        self_drawn: bool | None = None,
    ) -> Hand:
        """Build a hand from tile objects, sorting and checking it."""
        hand = cls(
            tiles=tuple(sorted(tiles)),
            melds=tuple(melds),
            flowers=tuple(sorted(flowers)),
            win_tile=win_tile,
            self_drawn=self_drawn,
        )
        hand.check()
        return hand

    def check(self) -> None:
        """Raise :class:`HandError` if no table could hold this hand."""
        text = str(self)
        for meld in self.melds:
            if not isinstance(meld, Meld):
                raise HandError(f"expected a Meld, got {meld!r} in hand {text!r}")
            if not meld.kind.is_set:
                raise MeldError(f"{str(meld)!r} is not a meld that can be exposed (in hand {text!r})")
        for flower in self.flowers:
            if not flower.is_flower:
                raise HandError(f"{str(flower)!r} is listed as a flower but is not one (in hand {text!r})")
        physical = list(self.tiles) + list(self.flowers)
        for meld in self.melds:
            physical.extend(meld.physical)
        for tile, n in sorted(Counter(physical).items()):
            limit = 1 if tile.is_flower else 4
            if n > limit:
                raise HandError(f"{n} copies of {str(tile)!r} in hand {text!r} (at most {limit})")
        if self.win_tile is not None and self.win_tile not in self.tiles:
            raise HandError(
                f"winning tile {str(self.win_tile)!r} is not among the concealed tiles of {text!r}"
            )
        if self.self_drawn is not None and self.win_tile is None:
            raise HandError(f"hand {text!r} says how it won but has no winning tile")

    # -- derived -----------------------------------------------------------
    @property
    def size(self) -> int:
        """Tiles held, counting each meld (kongs included) as three."""
        return len(self.tiles) + 3 * len(self.melds)

    @cached_property
    def counts(self) -> tuple[int, ...]:
        """Concealed tiles counted by :attr:`Tile.index` (42 entries)."""
        counts = [0] * TILE_COUNT
        place = _SUIT_PLACE
        for tile in self.tiles:
            counts[place[tile.suit][0] + tile.rank - 1] += 1
        return tuple(counts)

    @cached_property
    def _keys(self) -> tuple[int, int, int, int, int, int]:
        """The hand as the fast algorithms read it: (m, p, s, honors, flowers, shape).

        The first five pack the concealed counts of one suit four bits per rank
        (rank 1 lowest); ``shape`` is ``8 * size + number of melds``.
        """
        keys = [0, 0, 0, 0, 0]
        place = _SUIT_PLACE
        for tile in self.tiles:
            keys[place[tile.suit][1]] += 1 << (4 * tile.rank - 4)
        melds = len(self.melds)
        return keys[0], keys[1], keys[2], keys[3], keys[4], 8 * (len(self.tiles) + 3 * melds) + melds

    @cached_property
    def _packed(self) -> int:
        """:attr:`_keys` as one number (the no-wildcard win check reads only this).

        Bits 0, 36, 72 the suits, 108 the honors, 136 the flowers, 168 on the shape.
        """
        packed = 0
        bits = _SUIT_BIT
        for tile in self.tiles:
            packed += 1 << (bits[tile.suit] + 4 * tile.rank - 4)
        melds = len(self.melds)
        return packed | (8 * (len(self.tiles) + 3 * melds) + melds) << 168

    def with_win(self, tile: Tile, *, self_drawn: bool | None = None) -> Hand:
        """This hand with ``tile`` added as the winning tile.

        >>> str(Hand.parse("123m").with_win(Tile.from_str("4m"), self_drawn=False))
        '1234m win 4m on a discard'
        """
        return Hand.of(
            (*self.tiles, tile), melds=self.melds, flowers=self.flowers, win_tile=tile, self_drawn=self_drawn
        )

    def without_win(self) -> Hand:
        """The hand before its winning tile came: one fewer concealed tile."""
        if self.win_tile is None:
            raise HandError(f"hand {str(self)!r} has no winning tile to take away")
        rest = list(self.tiles)
        rest.remove(self.win_tile)
        return Hand.of(rest, melds=self.melds, flowers=self.flowers)

    def _repr_html_(self) -> str:
        from majiang.display import hand_html

        return hand_html(self)

    def __str__(self) -> str:
        parts = [format_tiles(self.tiles)]
        parts.extend(str(m) for m in self.melds)
        if self.flowers:
            parts.append("flowers " + format_tiles(self.flowers))
        if self.win_tile is not None:
            parts.append(f"win {self.win_tile}")
            if self.self_drawn is not None:
                parts.append("self-drawn" if self.self_drawn else "on a discard")
        return " ".join(parts)
