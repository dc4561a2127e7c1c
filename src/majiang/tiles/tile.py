"""The :class:`Tile` value type: 34 ordinary kinds and 8 flowers.

Every tile has a *suit* letter (``m`` characters, ``p`` dots, ``s`` bamboo,
``z`` honors, ``f`` flowers) and a *rank*. Honors are ``1z``..``4z`` for the
winds 东南西北 and ``5z``..``7z`` for the dragons 白发中; flowers ``1f``..``4f``
are the seasons 春夏秋冬 and ``5f``..``8f`` the plants 梅兰竹菊.

Each tile also has a dense :attr:`Tile.index` (``0..41``: 27 suit kinds,
7 honors, 8 flowers) that the fast hand algorithms use, and a total order
that follows it.

>>> Tile.from_str("5p")
Tile(suit='p', rank=5)
>>> Tile.from_str("7z").is_dragon, Tile.from_str("7z").chinese
(True, '中')
>>> sorted(Tile.from_str(t) for t in ("1z", "9s", "1m"))
[Tile(suit='m', rank=1), Tile(suit='s', rank=9), Tile(suit='z', rank=1)]
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from majiang._calls import checked_call
from majiang._notebook import picture
from majiang.errors import TileError

__all__ = [
    "FLOWER_INDICES",
    "HONOR_INDICES",
    "KIND_COUNT",
    "ORPHAN_INDICES",
    "SUIT_INDICES",
    "SUIT_LETTERS",
    "TILE_COUNT",
    "Tile",
]

SUIT_LETTERS = "mpszf"
"""The suit letters in tile order."""

_SUIT_SIZE = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 8}
_SUIT_BASE = {"m": 0, "p": 9, "s": 18, "z": 27, "f": 34}

KIND_COUNT = 34
"""The number of ordinary (non-flower) kinds: indices ``0..33``."""
TILE_COUNT = 42
"""Ordinary kinds plus the eight flowers: indices ``0..41``."""
SUIT_INDICES = range(0, 27)
HONOR_INDICES = range(27, 34)
FLOWER_INDICES = range(34, 42)
ORPHAN_INDICES = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
"""The indices of the thirteen orphans (十三幺): the suits' 1s and 9s, and the honors."""

_NUMERALS = "一二三四五六七八九"
_SUIT_CHINESE = {"m": "万", "p": "筒", "s": "条"}
_HONOR_CHINESE = "东南西北白发中"
_FLOWER_CHINESE = "春夏秋冬梅兰竹菊"
# Unicode Mahjong Tiles block: winds, then 中发白, then characters, bamboo, dots,
# plants, seasons.
_GLYPH_BASE = {"m": 0x1F007, "s": 0x1F010, "p": 0x1F019}
_HONOR_GLYPHS = (0x1F000, 0x1F001, 0x1F002, 0x1F003, 0x1F006, 0x1F005, 0x1F004)
_FLOWER_GLYPHS = (0x1F026, 0x1F027, 0x1F028, 0x1F029, 0x1F022, 0x1F023, 0x1F024, 0x1F025)


def _check_suit(instance: Tile, attribute: attrs.Attribute[str], value: str) -> None:
    if not isinstance(value, str) or len(value) != 1 or value not in _SUIT_SIZE:
        raise TileError(f"unknown suit {value!r}; expected one of {SUIT_LETTERS!r}")


def _check_rank(instance: Tile, attribute: attrs.Attribute[int], value: int) -> None:
    size = _SUIT_SIZE[instance.suit]
    if type(value) is not int or not 1 <= value <= size:
        raise TileError(f"rank {value!r} does not exist in suit {instance.suit!r} (1..{size})")


@checked_call
@attrs.frozen(order=False, cache_hash=True, kw_only=True)
class Tile:
    """One tile kind, e.g. ``Tile(suit='m', rank=1)`` for 一万.

    Construct with :meth:`from_str` (``"1m"``) or :meth:`from_index`; both return
    the shared instance of that kind.
    """

    _repr_html_ = picture  # the notebook picture, drawn on first use

    suit: str = attrs.field(validator=_check_suit)
    rank: int = attrs.field(validator=_check_rank)
    index: int = attrs.field(init=False, repr=False, eq=False, hash=False)
    """Dense index: ``1m`` is 0, ``9s`` is 26, ``1z`` is 27, ``8f`` is 41 (worked out once, at
    construction: the win check and every scoring row read it, and a slot is read ten times
    faster than a property)."""

    _BY_INDEX: ClassVar[tuple[Tile, ...]]

    # -- construction ------------------------------------------------------
    @classmethod
    def from_str(cls, text: str) -> Tile:
        """Parse one tile in any notation (``"1m"``, ``"一万"``, ``"🀇"``).

        >>> Tile.from_str("东") == Tile.from_str("1z")
        True
        """
        from majiang.tiles.notation import parse_tiles

        tiles = parse_tiles(text)
        if len(tiles) != 1:
            raise TileError(f"expected exactly one tile, got {len(tiles)} in {text!r}")
        return tiles[0]

    @classmethod
    def from_index(cls, index: int) -> Tile:
        """The tile with dense index ``index`` (``0..41``).

        >>> Tile.from_index(27)
        Tile(suit='z', rank=1)
        """
        if type(index) is not int or not 0 <= index < TILE_COUNT:
            raise TileError(f"tile index {index!r} is outside 0..{TILE_COUNT - 1}")
        return cls._BY_INDEX[index]

    # -- identity ----------------------------------------------------------
    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "index", _SUIT_BASE[self.suit] + self.rank - 1)

    def __lt__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.index < other.index

    def __le__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.index <= other.index

    def __gt__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.index > other.index

    def __ge__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.index >= other.index

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"

    # -- predicates --------------------------------------------------------
    @property
    def is_suited(self) -> bool:
        """Characters, dots or bamboo (数牌)."""
        return self.suit in "mps"

    @property
    def is_honor(self) -> bool:
        """A wind or a dragon (字牌)."""
        return self.suit == "z"

    @property
    def is_wind(self) -> bool:
        return self.suit == "z" and self.rank <= 4

    @property
    def is_dragon(self) -> bool:
        return self.suit == "z" and self.rank >= 5

    @property
    def is_flower(self) -> bool:
        return self.suit == "f"

    @property
    def is_season(self) -> bool:
        """春夏秋冬 (``1f``..``4f``)."""
        return self.suit == "f" and self.rank <= 4

    @property
    def is_plant(self) -> bool:
        """梅兰竹菊 (``5f``..``8f``)."""
        return self.suit == "f" and self.rank >= 5

    @property
    def is_terminal(self) -> bool:
        """A suited 1 or 9 (幺九 without the honors)."""
        return self.suit in "mps" and self.rank in (1, 9)

    @property
    def is_terminal_or_honor(self) -> bool:
        return self.is_terminal or self.is_honor

    @property
    def flower_seat(self) -> int:
        """The seat wind (0 east .. 3 north) a flower belongs to.

        >>> Tile.from_str("梅").flower_seat
        0
        """
        if self.suit != "f":
            raise TileError(f"{self} is not a flower")
        return (self.rank - 1) % 4

    # -- names -------------------------------------------------------------
    @property
    def chinese(self) -> str:
        """The usual Chinese name: ``一万``, ``五筒``, ``九条``, ``东``, ``中``, ``梅``."""
        if self.suit == "z":
            return _HONOR_CHINESE[self.rank - 1]
        if self.suit == "f":
            return _FLOWER_CHINESE[self.rank - 1]
        return _NUMERALS[self.rank - 1] + _SUIT_CHINESE[self.suit]

    @property
    def glyph(self) -> str:
        """The Unicode mahjong glyph (U+1F000..U+1F02B)."""
        if self.suit == "z":
            return chr(_HONOR_GLYPHS[self.rank - 1])
        if self.suit == "f":
            return chr(_FLOWER_GLYPHS[self.rank - 1])
        return chr(_GLYPH_BASE[self.suit] + self.rank - 1)


Tile._BY_INDEX = tuple(
    Tile(suit=suit, rank=rank) for suit in SUIT_LETTERS for rank in range(1, _SUIT_SIZE[suit] + 1)
)
