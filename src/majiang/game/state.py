"""What each seat holds, on integer counts (the hot path never builds a ``Hand``).

A seat keeps its concealed tiles as counts by tile index and as the packed
per-suit keys the win checks read, updated one tile at a time; ``Hand`` and
``Meld`` values are built only for scoring, observations and the settlement.

>>> seat = SeatState()
>>> for i in (0, 1, 2): seat.add(i)
>>> seat.keys[0] == 0x111, seat.size
(True, 3)
"""

from __future__ import annotations

from collections.abc import Iterable

from majiang.hands import Hand, Meld
from majiang.tiles import Tile
from majiang.tiles.tile import TILE_COUNT

__all__ = ["NAMES", "SLOT", "TILES", "UNIT", "MeldState", "SeatState", "text_of"]

TILES: tuple[Tile, ...] = tuple(Tile.from_index(i) for i in range(TILE_COUNT))
NAMES: tuple[str, ...] = tuple(str(t) for t in TILES)
"""The compact name of each tile index (``"5m"``), as the log writes it."""
SLOT: tuple[int, ...] = tuple(
    0 if i < 9 else 1 if i < 18 else 2 if i < 27 else 3 if i < 34 else 4 for i in range(TILE_COUNT)
)
_BASE = (0, 9, 18, 27, 34)
UNIT: tuple[int, ...] = tuple(1 << 4 * (i - _BASE[SLOT[i]]) for i in range(TILE_COUNT))
_RANK: tuple[str, ...] = tuple(str(t.rank) for t in TILES)
_SUIT: tuple[str, ...] = tuple(t.suit for t in TILES)


def text_of(indices: Iterable[int]) -> str:
    """``format_tiles`` of the tiles with these indices, in their order (compact notation).

    >>> from majiang.tiles import format_tiles
    >>> text_of([0, 1, 9, 0]) == format_tiles([TILES[i] for i in (0, 1, 9, 0)]) == "12m1p1m"
    True
    """
    parts: list[str] = []
    suit = ""
    for i in indices:
        this = _SUIT[i]
        if this != suit and suit:
            parts.append(suit)
        parts.append(_RANK[i])
        suit = this
    parts.append(suit)
    return "".join(parts)


_MELDS: dict[tuple[tuple[int, ...], bool, bool, int | None], Meld] = {}
"""Meld values by (tiles, concealed, added, source): built once, shared (they are frozen)."""
_MELD_TEXTS: dict[tuple[tuple[int, ...], bool, bool, int | None], str] = {}


class MeldState:
    """One meld on the table: ``kind`` chi / pon / kong, its tile indices, where it came from."""

    __slots__ = ("added", "claimed", "concealed", "kind", "source", "tiles")

    def __init__(
        self, kind: str, tiles: tuple[int, ...], *, concealed: bool, source: int | None, claimed: int | None
    ) -> None:
        self.kind = kind
        self.tiles = tiles
        self.concealed = concealed
        self.added = False
        self.source = source
        self.claimed = claimed

    def meld(self) -> Meld:
        key = (self.tiles, self.concealed, self.added, self.source)
        found = _MELDS.get(key)
        if found is None:
            found = _MELDS[key] = Meld.of(
                tuple(TILES[i] for i in self.tiles),
                concealed=self.concealed,
                added=self.added,
                claimed_from=self.source,
            )
        return found

    def text(self) -> str:
        key = (self.tiles, self.concealed, self.added, self.source)
        found = _MELD_TEXTS.get(key)
        if found is None:
            found = _MELD_TEXTS[key] = str(self.meld())
        return found


class SeatState:
    """One seat's tiles and the facts the rules ask about it."""

    __slots__ = (
        "after_chi",
        "counts",
        "deal_wins",
        "dealt",
        "draws",
        "eggs",
        "flowers",
        "keys",
        "kong_chain",
        "last_draw",
        "melds",
        "near_key",
        "near_melds",
        "near_value",
        "passed",
        "ready",
        "ready_due",
        "river",
        "size",
        "thrown",
        "wild_discards",
    )

    def __init__(self) -> None:
        self.counts = [0] * TILE_COUNT
        self.keys = [0, 0, 0, 0, 0]
        self.size = 0
        self.melds: list[MeldState] = []
        self.flowers: list[int] = []
        self.river: list[int] = []
        """Discards still lying in front of the seat (claimed or won-on tiles leave it)."""
        self.thrown: list[int] = []
        """Every discard the seat made, in order."""
        self.ready = False
        self.ready_due = False
        """The seat claimed a chi that declares ready (吃听): its discard must declare it."""
        self.passed: list[int] = []
        """Tiles this seat could have won on but passed since its last draw."""
        self.draws = 0
        self.wild_discards = 0
        self.eggs: list[list[int]] = []
        """Eggs laid out (三风蛋), each its tiles in the order set aside."""
        self.kong_chain = 0
        """Kongs this seat made since its last discard that was not a counted wildcard throw."""
        self.dealt: tuple[int, ...] = ()
        self.deal_wins: tuple[str, ...] = ()
        self.last_draw: int | None = None
        self.near_key: list[int] = []
        self.near_melds = -1
        """``keys`` and the meld count when ``near_value`` was worked out."""
        self.near_value = False
        self.after_chi: tuple[int, ...] = ()
        """Kinds this seat may not discard now (吃张打张), right after a chi."""

    def add(self, i: int) -> None:
        self.counts[i] += 1
        self.keys[SLOT[i]] += UNIT[i]
        self.size += 1

    def remove(self, i: int, n: int = 1) -> None:
        self.counts[i] -= n
        self.keys[SLOT[i]] -= n * UNIT[i]
        self.size -= n

    def tiles(self) -> list[Tile]:
        """The concealed tiles in tile order."""
        return [TILES[i] for i, n in enumerate(self.counts) for _ in range(n)]

    def hand(self, *, win: int | None = None, self_drawn: bool | None = None) -> Hand:
        """The seat as a checked :class:`Hand` (with ``win`` among the concealed tiles)."""
        return Hand.of(
            self.tiles(),
            melds=tuple(m.meld() for m in self.melds),
            flowers=tuple(TILES[i] for i in self.flowers),
            win_tile=TILES[win] if win is not None else None,
            self_drawn=self_drawn if win is not None else None,
        )
