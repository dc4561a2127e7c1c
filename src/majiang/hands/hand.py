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

from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable
from functools import cached_property
from operator import attrgetter

import attrs

from majiang._calls import checked_call, unchecked_init
from majiang._notebook import picture
from majiang.errors import HandError, MeldError, TileError
from majiang.hands.meld import Meld, MeldKind
from majiang.tiles import Tile, format_tiles, parse_tiles
from majiang.tiles.tile import FLOWER_INDICES, SUIT_LETTERS, TILE_COUNT

__all__ = ["Hand"]

# Per suit letter: (first index, key slot). Keys pack the counts of one suit
# (slot 0..2 the suits, 3 the honors, 4 the flowers) four bits per rank; see
# ``majiang.hands._groups``.
FLOWER_BASE = FLOWER_INDICES.start
_SUIT_BIT = {"m": 0, "p": 36, "s": 72, "z": 108, "f": 136}
_SUIT_PLACE = {
    suit: (base, slot) for slot, (suit, base) in enumerate(zip(SUIT_LETTERS, (0, 9, 18, 27, 34), strict=True))
}


_INDEX: Callable[[Tile], int] = attrgetter("index")
_BY_INDEX = Tile._BY_INDEX
_ONLY_TILES = {Tile}
_NO_TYPES: set[type] = set()


def _sorted_indices(value: object, what: str) -> list[int]:
    """The indices of ``value``'s tiles in tile order, or :class:`HandError` naming ``what``."""
    if type(value) is not tuple and type(value) is not list:
        if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
            raise HandError(f"{what} must be a sequence of Tile objects, got {value!r}")
        value = tuple(value)
    types = set(map(type, value))
    if types != _ONLY_TILES and types != _NO_TYPES:
        bad = next(t for t in value if type(t) is not Tile)
        hint = " (parse text with parse_tiles or use Hand.parse)" if isinstance(bad, str) else ""
        raise HandError(f"{what} must be Tile objects, got {bad!r}{hint}")
    return sorted(map(_INDEX, value))


def _melds(value: object) -> tuple[Meld, ...]:
    if type(value) is not tuple:
        if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
            raise HandError(
                f"hand melds must be a sequence of Meld objects, got {value!r} (or use Hand.parse)"
            )
        value = tuple(value)
    for meld in value:
        if type(meld) is not Meld:
            raise HandError(f"hand melds must be Meld objects, got {meld!r} (parse text with Meld.parse)")
    return value


def _repeats_flower(indices: list[int]) -> bool:
    """Whether sorted ``indices`` hold some flower twice (there is one of each)."""
    flowers = indices[bisect_left(indices, FLOWER_BASE) :]
    return any(map(int.__eq__, flowers, flowers[1:]))


@checked_call
@attrs.frozen(kw_only=True, cache_hash=True)
class Hand:
    """A player's hand: what is concealed, what is melded, and how it won.

    Built directly or by :meth:`of`, the tiles are sorted and every field is checked
    (:meth:`check`): tiles are :class:`Tile` objects, no kind is held more than four
    times (a flower once), melds are sets (only a kong may be concealed), flowers are
    flowers, and the winning tile is among the concealed tiles. Its hash is worked out
    once (a hand keys the regions' memos; hashing its tiles costs about 2.5 µs).
    """

    _repr_html_ = picture  # the notebook picture, drawn on first use

    tiles: tuple[Tile, ...]
    melds: tuple[Meld, ...] = ()
    flowers: tuple[Tile, ...] = ()
    win_tile: Tile | None = None
    self_drawn: bool | None = None

    def __attrs_post_init__(self) -> None:
        # Sort (into the shared Tile instances) and check in one pass over the tiles.
        setter = object.__setattr__
        indices = _sorted_indices(self.tiles, "hand tiles")
        setter(self, "tiles", tuple(map(_BY_INDEX.__getitem__, indices)))
        melds = self.melds
        if melds != ():
            setter(self, "melds", _melds(melds))
        flowers = self.flowers
        if flowers != ():
            setter(
                self, "flowers", tuple(map(_BY_INDEX.__getitem__, _sorted_indices(flowers, "hand flowers")))
            )
        self._check(indices)

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
        notation of :mod:`majiang.hands.meld` (or :class:`Meld` objects); ``flowers``
        in any tile notation; ``win`` the winning tile (text or a :class:`Tile`),
        which must be one of ``tiles``; ``self_drawn`` True, False or None.
        """
        if not isinstance(tiles, str):
            raise HandError(f"hand tiles must be a string, got {tiles!r} (use Hand.of for Tile objects)")
        if not isinstance(flowers, str):
            raise HandError(f"flowers of hand {tiles!r} must be a string, got {flowers!r}")
        if win is not None and not isinstance(win, (str, Tile)):
            raise HandError(f"winning tile of hand {tiles!r} must be a string or a Tile, got {win!r}")
        try:
            concealed = parse_tiles(tiles)
            flower_tiles = parse_tiles(flowers)
            win_tile = Tile.from_str(win) if isinstance(win, str) else win
        except TileError as error:
            raise HandError(f"cannot read hand {tiles!r}: {error}") from None
        if isinstance(melds, str):
            meld_list = tuple(Meld.parse(part) for part in melds.split())
        elif isinstance(melds, Iterable) and not isinstance(melds, bytes):
            meld_list = tuple(melds)
        else:
            raise HandError(f"melds of hand {tiles!r} must be a string or Meld objects, got {melds!r}")
        hand = object.__new__(cls)  # the call is right: the checked __init__'s extra call skipped
        _INIT(
            hand,
            tiles=concealed,
            melds=meld_list,
            flowers=flower_tiles,
            win_tile=win_tile,
            self_drawn=self_drawn,
        )
        return hand

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
        # The fields take any iterable: the checks convert (or refuse) them.
        hand = object.__new__(cls)  # the call is right: the checked __init__'s extra call skipped
        _INIT(hand, tiles=tiles, melds=melds, flowers=flowers, win_tile=win_tile, self_drawn=self_drawn)
        return hand

    @classmethod
    def _trusted(
        cls,
        tiles: tuple[Tile, ...],
        melds: tuple[Meld, ...] = (),
        flowers: tuple[Tile, ...] = (),
        win_tile: Tile | None = None,
        self_drawn: bool | None = None,
    ) -> Hand:
        """A hand the library built itself from a checked one (sorted shared tiles, no
        more copies than the original): skips the checks, for the searches' hot paths."""
        hand = object.__new__(cls)
        setter = object.__setattr__
        setter(hand, "tiles", tiles)
        setter(hand, "melds", melds)
        setter(hand, "flowers", flowers)
        setter(hand, "win_tile", win_tile)
        setter(hand, "self_drawn", self_drawn)
        setter(hand, "_attrs_cached_hash", None)  # attrs' hash cache (``cache_hash``), not worked out yet
        return hand

    def check(self) -> None:
        """Raise :class:`HandError` (or :class:`MeldError`) if no table could hold this hand."""
        self._check(list(map(_INDEX, self.tiles)))

    def _check(self, indices: list[int]) -> None:
        melds, flowers, win_tile = self.melds, self.flowers, self.win_tile
        for meld in melds:
            if not meld.kind.is_set:
                raise MeldError(f"{str(meld)!r} is not a meld that can be exposed (in hand {str(self)!r})")
            if meld.concealed and meld.kind is not MeldKind.KONG:
                raise MeldError(
                    f"only a kong is set aside concealed, not {str(meld)!r} (in hand {str(self)!r});"
                    " a concealed sequence or triplet stays among the tiles"
                )
        for flower in flowers:
            if not (flower.is_flower or flower.is_honor):  # honors: where a ruleset counts them as flowers
                raise HandError(
                    f"{str(flower)!r} is listed as a flower but is not one (in hand {str(self)!r})"
                )
        if melds or flowers:
            physical = [*self.tiles, *flowers]
            for meld in melds:
                physical.extend(meld.physical)
            indices = sorted(map(_INDEX, physical))
        if any(map(int.__eq__, indices, indices[4:])) or (
            indices and indices[-1] >= FLOWER_BASE and _repeats_flower(indices)
        ):
            self._too_many(indices)
        if win_tile is not None:
            if type(win_tile) is not Tile:
                raise HandError(f"winning tile must be a Tile, got {win_tile!r} (in hand {str(self)!r})")
            if win_tile not in self.tiles:
                raise HandError(
                    f"winning tile {str(win_tile)!r} is not among the concealed tiles of {str(self)!r}"
                )
        if self.self_drawn is not None:
            if type(self.self_drawn) is not bool:
                raise HandError(
                    f"self_drawn must be True, False or None, got {self.self_drawn!r} (in hand {str(self)!r})"
                )
            if win_tile is None:
                raise HandError(f"hand {str(self)!r} says how it won but has no winning tile")

    def _too_many(self, indices: list[int]) -> None:
        for index, n in sorted(Counter(indices).items()):
            limit = 1 if index >= FLOWER_BASE else 4
            if n > limit:
                tile = Tile.from_index(index)
                raise HandError(f"{n} copies of {str(tile)!r} in hand {str(self)!r} (at most {limit})")

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
        tiles = self.tiles
        # the first of its kind in the sorted tiles, found by index (list.remove would
        # compare tile by tile with Tile.__eq__, a Python call each)
        at = bisect_left(tiles, self.win_tile.index, key=_INDEX)
        # one tile fewer of a checked hand: sorted, shared tiles, no copy too many
        return Hand._trusted(tiles[:at] + tiles[at + 1 :], self.melds, self.flowers)

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


_INIT = unchecked_init(Hand)
