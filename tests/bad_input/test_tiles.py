"""Bad input to the tile layer: parse_tiles, Tile, format_tiles, successor, tile sets."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from majiang.errors import MajiangError, TileError, TileSetError
from majiang.tiles import STANDARD, Tile, TileSet, format_tiles, parse_tiles, successor, tile_set
from tests.bad_input.corpus import case, check

M1 = Tile.from_str("1m")

CASES = [
    # parse_tiles: the classic traps
    case(lambda: parse_tiles("0m"), TileError, "'0m'", "parse-zero-rank"),
    case(lambda: parse_tiles("10m"), TileError, "'10m'", "parse-ten"),
    case(lambda: parse_tiles("8z"), TileError, "'8z'", "parse-honor-8"),
    case(lambda: parse_tiles("9f"), TileError, "'9f'", "parse-flower-9"),
    case(lambda: parse_tiles("123x"), TileError, "'x'", "parse-unknown-suit"),
    case(lambda: parse_tiles("123M"), TileError, "'M'", "parse-capital-suit"),
    case(lambda: parse_tiles("１２３m"), TileError, "'１'", "parse-full-width-digits"),
    case(lambda: parse_tiles("١٢٣m"), TileError, "'١'", "parse-arabic-indic-digits"),
    case(lambda: parse_tiles("123"), TileError, "'123'", "parse-digits-without-suit"),
    case(lambda: parse_tiles("123 m"), TileError, "'123'", "parse-space-before-suit"),
    case(lambda: parse_tiles("m"), TileError, "'m'", "parse-suit-without-digits"),
    case(lambda: parse_tiles("一"), TileError, "'一'", "parse-numeral-without-suit"),
    case(lambda: parse_tiles("一z"), TileError, "'一z'", "parse-numeral-then-letter"),
    case(lambda: parse_tiles("12m东x"), TileError, "'x'", "parse-mixed-then-junk"),
    case(lambda: parse_tiles("1m\x00"), TileError, "'\\x00'", "parse-nul"),
    case(lambda: parse_tiles("🀫"), TileError, "'🀫'", "parse-back-of-tile-glyph"),
    case(lambda: parse_tiles(None), TileError, "None", "parse-none"),  # type: ignore[arg-type]
    case(lambda: parse_tiles(123), TileError, "123", "parse-int"),  # type: ignore[arg-type]
    case(lambda: parse_tiles(b"1m"), TileError, "b'1m'", "parse-bytes"),  # type: ignore[arg-type]
    case(lambda: parse_tiles(["1m"]), TileError, "['1m']", "parse-list"),  # type: ignore[arg-type]
    # Tile and its constructors
    case(lambda: Tile(suit="x", rank=1), TileError, "'x'", "tile-bad-suit"),
    case(lambda: Tile(suit="m", rank=0), TileError, "0", "tile-rank-0"),
    case(lambda: Tile(suit="m", rank="1"), TileError, "'1'", "tile-rank-str"),  # type: ignore[arg-type]
    case(lambda: Tile(suit="m", rank=1.0), TileError, "1.0", "tile-rank-float"),  # type: ignore[arg-type]
    case(lambda: Tile(suit="m", rank=True), TileError, "True", "tile-rank-bool"),  # type: ignore[arg-type]
    case(lambda: Tile(suit="mm", rank=1), TileError, "'mm'", "tile-two-letter-suit"),
    case(lambda: Tile.from_str("12m"), TileError, "'12m'", "from-str-two-tiles"),
    case(lambda: Tile.from_str(""), TileError, "''", "from-str-empty"),
    case(lambda: Tile.from_str(None), TileError, "None", "from-str-none"),  # type: ignore[arg-type]
    case(lambda: Tile.from_index(42), TileError, "42", "from-index-42"),
    case(lambda: Tile.from_index(-1), TileError, "-1", "from-index-negative"),
    case(lambda: Tile.from_index("1"), TileError, "'1'", "from-index-str"),  # type: ignore[arg-type]
    case(lambda: Tile.from_str("1m").flower_seat, TileError, "1m", "flower-seat-of-a-suit-tile"),
    # format_tiles
    case(lambda: format_tiles(["1m"]), TileError, "'1m'", "format-strings"),  # type: ignore[list-item]
    case(lambda: format_tiles("1m"), TileError, "'1m'", "format-a-string"),  # type: ignore[arg-type]
    case(lambda: format_tiles([1]), TileError, "1", "format-ints"),  # type: ignore[list-item]
    case(lambda: format_tiles(None), TileError, "None", "format-none"),  # type: ignore[arg-type]
    case(lambda: format_tiles([M1], "latin"), TileError, "'latin'", "format-unknown-notation"),  # type: ignore[arg-type]
    # successor
    case(lambda: successor("1m"), TileError, "'1m'", "successor-of-a-string"),  # type: ignore[arg-type]
    case(lambda: successor(None), TileError, "None", "successor-of-none"),  # type: ignore[arg-type]
    case(lambda: successor(M1, steps="1"), TileError, "'1'", "successor-steps-str"),  # type: ignore[arg-type]
    case(lambda: successor(M1, dragon_order="中发"), TileError, "'中发'", "successor-short-dragon-order"),
    case(lambda: successor(M1, dragon_order=None), TileError, "None", "successor-dragon-order-none"),  # type: ignore[arg-type]
    # tile sets
    case(lambda: STANDARD.check("1m"), TileSetError, "'1m'", "check-a-string"),  # type: ignore[arg-type]
    case(lambda: STANDARD.check([None]), TileSetError, "None", "check-none-tile"),  # type: ignore[list-item]
    case(lambda: STANDARD.check(parse_tiles("11111m")), TileSetError, "'1m'", "check-fifth-copy"),
    case(lambda: STANDARD.check(parse_tiles("1f")), TileSetError, "'1f'", "check-flower-in-standard"),
    case(lambda: STANDARD.copies("1m"), TileSetError, "'1m'", "copies-of-a-string"),  # type: ignore[arg-type]
    case(lambda: tile_set("riichi"), TileSetError, "'riichi'", "lookup-unknown-name"),
    case(lambda: tile_set(135), TileSetError, "135", "lookup-unknown-size"),
    case(
        lambda: TileSet(name="x", copies_by_index=(4,) * 41), TileSetError, "copies_by_index", "set-41-counts"
    ),
    case(lambda: TileSet(name="x", copies_by_index=(5,) * 42), TileSetError, "5", "set-five-copies"),
    case(lambda: TileSet(name="", copies_by_index=(4,) * 42), TileSetError, "''", "set-empty-name"),
    case(lambda: TileSet.of("x", {"1m": 4}), TileSetError, "'1m'", "set-of-string-keys"),  # type: ignore[dict-item]
    case(lambda: TileSet.of("x", {M1: -1}), TileSetError, "-1", "set-of-negative"),
    case(lambda: TileSet.of("x", [M1]), TileSetError, "x", "set-of-a-list"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("call", "error", "needle"), CASES)
def test_bad_tile_input(call: Callable[[], Any], error: type[MajiangError], needle: str) -> None:
    check(call, error, needle)
