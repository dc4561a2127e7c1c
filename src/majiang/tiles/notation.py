"""Reading and writing tiles in the three notations people use.

* **compact**: digits before their suit letter, ``123m456p789s1234567z1234f``,
  spaces allowed between groups;
* **chinese**: ``一万 二筒 三条 东 中 春`` (``饼`` and ``索`` are accepted for 筒 and
  条, ``發``/``红中``/``白板`` and the like for the dragons), spaces optional;
* **unicode**: the glyphs of the Mahjong Tiles block, ``🀇🀙🀐🀀🀄``.

:func:`parse_tiles` reads any of them, even mixed; :func:`format_tiles` writes
one. Nothing is guessed: an unknown character, a rank that does not exist or
digits without a suit raise :class:`~majiang.errors.TileError` quoting the text
and the position.

>>> tiles = parse_tiles("123m 东东 🀄")
>>> format_tiles(tiles)
'123m117z'
>>> format_tiles(tiles, "chinese")
'一万 二万 三万 东 东 中'
>>> parse_tiles("10m")
Traceback (most recent call last):
...
majiang.errors.TileError: rank 0 does not exist (digits '10' before suit 'm' at position 0 in '10m')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from majiang.errors import TileError
from majiang.tiles.tile import Tile

__all__ = ["Notation", "format_tiles", "parse_tiles", "tile_tuple"]

Notation = Literal["compact", "chinese", "unicode"]

_SUIT_SIZE = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 8}
# The shared instances (``Tile.from_index``), so that parsed tiles are the interned ones.
_BY_CODE: dict[tuple[str, int], Tile] = {(t.suit, t.rank): t for t in map(Tile.from_index, range(42))}
_NUMERALS = {c: i + 1 for i, c in enumerate("一二三四五六七八九")}
_SUIT_WORDS = {"万": "m", "萬": "m", "筒": "p", "饼": "p", "餅": "p", "条": "s", "條": "s", "索": "s"}
# Multi-character names first so that the scanner prefers the longest match.
_NAMED: dict[str, Tile] = {}
for _rank, _names in enumerate(
    (
        ("东", "東"),
        ("南",),
        ("西",),
        ("北",),
        ("白板", "白"),
        ("发财", "發財", "发", "發"),
        ("红中", "紅中", "中"),
    ),
    start=1,
):
    for _name in _names:
        _NAMED[_name] = _BY_CODE["z", _rank]
for _rank, _name in enumerate("春夏秋冬梅兰竹菊", start=1):
    _NAMED[_name] = _BY_CODE["f", _rank]
_NAMED["蘭"] = _BY_CODE["f", 6]
_NAMED_BY_LENGTH = sorted(_NAMED, key=len, reverse=True)
_GLYPHS = {Tile.from_index(i).glyph: Tile.from_index(i) for i in range(42)}
_VARIATION_SELECTORS = "\ufe0e\ufe0f"


def parse_tiles(text: str) -> tuple[Tile, ...]:
    """Parse tiles written in any notation, keeping their order.

    >>> [str(t) for t in parse_tiles("一万 二饼 三索 發")]
    ['1m', '2p', '3s', '6z']
    >>> parse_tiles("")
    ()
    """
    if not isinstance(text, str):
        raise TileError(f"tiles must be given as a string, got {text!r}")
    tiles: list[Tile] = []
    pos = 0
    n = len(text)
    while pos < n:
        ch = text[pos]
        if ch.isspace() or ch in ",":
            pos += 1
        elif ch in "0123456789":
            start = pos
            while pos < n and text[pos] in "0123456789":
                pos += 1
            digits = text[start:pos]
            if pos == n or text[pos].isspace() or text[pos] == ",":
                raise TileError(f"digits {digits!r} at position {start} have no suit letter in {text!r}")
            suit = text[pos]
            if suit not in _SUIT_SIZE:
                raise TileError(f"unknown suit letter {suit!r} at position {pos} in {text!r}")
            for digit in digits:
                rank = int(digit)
                if not 1 <= rank <= _SUIT_SIZE[suit]:
                    raise TileError(
                        f"rank {rank} does not exist (digits {digits!r} before suit "
                        f"{suit!r} at position {start} in {text!r})"
                    )
                tiles.append(_BY_CODE[suit, rank])
            pos += 1
        elif ch in _GLYPHS:
            tiles.append(_GLYPHS[ch])
            pos += 1
            while pos < n and text[pos] in _VARIATION_SELECTORS:
                pos += 1
        elif ch in _NUMERALS:
            suit_word = text[pos + 1] if pos + 1 < n else ""
            if suit_word not in _SUIT_WORDS:
                raise TileError(
                    f"numeral {ch!r} at position {pos} is not followed by 万/筒/饼/条/索 in {text!r}"
                )
            tiles.append(_BY_CODE[_SUIT_WORDS[suit_word], _NUMERALS[ch]])
            pos += 2
        else:
            for name in _NAMED_BY_LENGTH:
                if text.startswith(name, pos):
                    tiles.append(_NAMED[name])
                    pos += len(name)
                    break
            else:
                if ch.isascii() and ch.isalpha():
                    raise TileError(
                        f"suit letter {ch!r} at position {pos} has no digits before it in {text!r}"
                    )
                raise TileError(f"unexpected character {ch!r} at position {pos} in {text!r}")
    return tuple(tiles)


def format_tiles(tiles: Iterable[Tile], notation: Notation = "compact") -> str:
    """Write tiles in one notation, keeping their order.

    Compact notation groups neighbouring tiles of one suit: ``1m2m3p`` is
    written ``12m3p``.

    >>> format_tiles(parse_tiles("1m2m3p1m"))
    '12m3p1m'
    >>> format_tiles(parse_tiles("1z5z"), "unicode")
    '🀀🀆'
    """
    if notation not in ("compact", "chinese", "unicode"):
        raise TileError(f"unknown notation {notation!r}; expected 'compact', 'chinese' or 'unicode'")
    tiles = tile_tuple(tiles, "tiles")
    if notation == "compact":
        parts: list[str] = []
        for i, tile in enumerate(tiles):
            parts.append(str(tile.rank))
            if i + 1 == len(tiles) or tiles[i + 1].suit != tile.suit:
                parts.append(tile.suit)
        return "".join(parts)
    if notation == "chinese":
        return " ".join(tile.chinese for tile in tiles)
    return "".join(tile.glyph for tile in tiles)


def tile_tuple(tiles: object, what: str) -> tuple[Tile, ...]:
    """``tiles`` as a tuple of :class:`Tile`, or :class:`TileError` naming ``what``.

    A string is not taken for a sequence of tiles (``"1m"`` would be two characters):
    parse it with :func:`parse_tiles` first.

    >>> tile_tuple(["1m"], "melds")
    Traceback (most recent call last):
    ...
    majiang.errors.TileError: melds: expected Tile objects, got '1m' (parse text with parse_tiles)
    """
    if type(tiles) is tuple:
        result: tuple[Tile, ...] = tiles
    elif isinstance(tiles, (str, bytes)) or not isinstance(tiles, Iterable):
        raise TileError(f"{what}: expected a sequence of Tile objects, got {tiles!r}")
    else:
        result = tuple(tiles)
    for tile in result:
        if type(tile) is not Tile:
            hint = " (parse text with parse_tiles)" if isinstance(tile, str) else ""
            raise TileError(f"{what}: expected Tile objects, got {tile!r}{hint}")
    return result
