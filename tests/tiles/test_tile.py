"""The Tile value type: identity, order, hashing, predicates, names, bad input."""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs
import pytest
from hypothesis import given

from majiang.errors import MajiangError, TileError
from majiang.tiles import Tile
from majiang.tiles.tile import FLOWER_INDICES, HONOR_INDICES, KIND_COUNT, SUIT_INDICES, TILE_COUNT
from tests.strategies import tiles

CODES = [f"{r}{s}" for s, n in (("m", 9), ("p", 9), ("s", 9), ("z", 7), ("f", 8)) for r in range(1, n + 1)]
ALL = [Tile(suit=code[1], rank=int(code[0])) for code in CODES]


def test_counts() -> None:
    assert (KIND_COUNT, TILE_COUNT) == (34, 42)
    assert len(CODES) == len(set(ALL)) == 42
    assert list(SUIT_INDICES) + list(HONOR_INDICES) + list(FLOWER_INDICES) == list(range(42))


@pytest.mark.parametrize("index", range(42), ids=CODES)
def test_index_round_trip(index: int) -> None:
    tile = Tile.from_index(index)
    assert tile == ALL[index]
    assert tile.index == index
    assert str(tile) == CODES[index]
    assert Tile.from_str(CODES[index]) == tile


@pytest.mark.parametrize("tile", ALL, ids=CODES)
def test_repr_evaluates_back(tile: Tile) -> None:
    assert eval(repr(tile), {"Tile": Tile}) == tile
    assert repr(tile) == f"Tile(suit={tile.suit!r}, rank={tile.rank!r})"


@pytest.mark.parametrize("tile", ALL, ids=CODES)
def test_shared_instances(tile: Tile) -> None:
    assert Tile.from_index(tile.index) is Tile.from_index(tile.index)
    assert Tile.from_str(str(tile)) is Tile.from_index(tile.index)
    assert Tile.from_str(tile.chinese) is Tile.from_index(tile.index)
    assert Tile.from_str(tile.glyph) is Tile.from_index(tile.index)


def test_index_follows_suit_order() -> None:
    assert [t.index for t in ALL] == list(range(42))
    assert (Tile.from_str("1m").index, Tile.from_str("9s").index) == (0, 26)
    assert (Tile.from_str("1z").index, Tile.from_str("8f").index) == (27, 41)
    assert sorted(reversed(ALL)) == ALL


def test_frozen_and_keyword_only() -> None:
    tile = Tile.from_str("1m")
    with pytest.raises(attrs.exceptions.FrozenInstanceError, match="can't set attribute"):
        tile.rank = 2  # type: ignore[misc]
    with pytest.raises(TileError, match=r"Tile takes keywords only \(suit=, rank=\), got positional 'm', 1"):
        Tile("m", 1)  # type: ignore[misc]


# -- total order and hashing ---------------------------------------------------


@given(tiles(), tiles())
def test_total_order_follows_index(a: Tile, b: Tile) -> None:
    assert (a < b) == (a.index < b.index)
    assert (a <= b) == (a.index <= b.index)
    assert (a > b) == (a.index > b.index)
    assert (a >= b) == (a.index >= b.index)
    assert (a == b) == (a.index == b.index)
    assert [a < b, a == b, a > b].count(True) == 1
    assert (a <= b) == (not a > b)


@given(tiles(), tiles(), tiles())
def test_order_is_transitive(a: Tile, b: Tile, c: Tile) -> None:
    if a <= b <= c:
        assert a <= c
    assert sorted([a, b, c]) == sorted([c, b, a])


@given(tiles())
def test_hash_agrees_with_equality(tile: Tile) -> None:
    twin = Tile(suit=tile.suit, rank=tile.rank)
    assert twin == tile
    assert hash(twin) == hash(tile)
    assert {tile: "x"}[twin] == "x"
    assert len({tile, twin, Tile.from_index(tile.index)}) == 1


def test_all_kinds_hash_apart() -> None:
    assert len({hash(t) for t in ALL}) == 42
    assert len(set(ALL)) == 42


def test_comparison_with_other_types() -> None:
    tile = Tile.from_str("1m")
    assert tile != "1m"
    assert tile != 0
    for op in ("<", "<=", ">", ">="):
        with pytest.raises(TypeError, match=f"'{op}' not supported between instances of 'Tile' and 'int'"):
            eval(f"tile {op} 0", {"tile": tile})


# -- predicates ------------------------------------------------------------------

PREDICATES = (
    "is_suited",
    "is_honor",
    "is_wind",
    "is_dragon",
    "is_flower",
    "is_season",
    "is_plant",
    "is_terminal",
    "is_terminal_or_honor",
)

# code: the predicates that hold for it.
CATEGORY_CASES = {
    "1m": {"is_suited", "is_terminal", "is_terminal_or_honor"},
    "5m": {"is_suited"},
    "9m": {"is_suited", "is_terminal", "is_terminal_or_honor"},
    "1p": {"is_suited", "is_terminal", "is_terminal_or_honor"},
    "2p": {"is_suited"},
    "9p": {"is_suited", "is_terminal", "is_terminal_or_honor"},
    "1s": {"is_suited", "is_terminal", "is_terminal_or_honor"},
    "8s": {"is_suited"},
    "9s": {"is_suited", "is_terminal", "is_terminal_or_honor"},
    "1z": {"is_honor", "is_wind", "is_terminal_or_honor"},
    "4z": {"is_honor", "is_wind", "is_terminal_or_honor"},
    "5z": {"is_honor", "is_dragon", "is_terminal_or_honor"},
    "7z": {"is_honor", "is_dragon", "is_terminal_or_honor"},
    "1f": {"is_flower", "is_season"},
    "4f": {"is_flower", "is_season"},
    "5f": {"is_flower", "is_plant"},
    "8f": {"is_flower", "is_plant"},
}


@pytest.mark.parametrize(("code", "expected"), CATEGORY_CASES.items(), ids=CATEGORY_CASES.keys())
def test_predicates_by_category(code: str, expected: set[str]) -> None:
    tile = Tile.from_str(code)
    assert {name for name in PREDICATES if getattr(tile, name)} == expected


@pytest.mark.parametrize(
    ("predicate", "codes"),
    [
        pytest.param("is_suited", CODES[:27], id="suited"),
        pytest.param("is_honor", ["1z", "2z", "3z", "4z", "5z", "6z", "7z"], id="honor"),
        pytest.param("is_wind", ["1z", "2z", "3z", "4z"], id="wind"),
        pytest.param("is_dragon", ["5z", "6z", "7z"], id="dragon"),
        pytest.param("is_flower", [f"{r}f" for r in range(1, 9)], id="flower"),
        pytest.param("is_season", ["1f", "2f", "3f", "4f"], id="season"),
        pytest.param("is_plant", ["5f", "6f", "7f", "8f"], id="plant"),
        pytest.param("is_terminal", ["1m", "9m", "1p", "9p", "1s", "9s"], id="terminal"),
        pytest.param(
            "is_terminal_or_honor",
            ["1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"],
            id="terminal_or_honor",
        ),
    ],
)
def test_predicate_holds_exactly_for(predicate: str, codes: list[str]) -> None:
    assert [str(t) for t in ALL if getattr(t, predicate)] == codes


@given(tiles())
def test_categories_partition(tile: Tile) -> None:
    assert [tile.is_suited, tile.is_honor, tile.is_flower].count(True) == 1
    assert tile.is_honor == (tile.is_wind or tile.is_dragon)
    assert tile.is_flower == (tile.is_season or tile.is_plant)
    assert not (tile.is_wind and tile.is_dragon)
    assert not (tile.is_season and tile.is_plant)


@pytest.mark.parametrize(
    ("code", "seat"),
    [("1f", 0), ("2f", 1), ("3f", 2), ("4f", 3), ("5f", 0), ("6f", 1), ("7f", 2), ("8f", 3)],
    ids=["spring", "summer", "autumn", "winter", "plum", "orchid", "bamboo", "chrysanthemum"],
)
def test_flower_seat(code: str, seat: int) -> None:
    assert Tile.from_str(code).flower_seat == seat


@pytest.mark.parametrize("code", ["1m", "1z", "7z"])
def test_flower_seat_of_a_non_flower(code: str) -> None:
    with pytest.raises(TileError, match=re.escape(code)):
        _ = Tile.from_str(code).flower_seat


# -- names -----------------------------------------------------------------------


NAME_CASES = [
    ("1m", "一万", "\U0001f007"),
    ("9m", "九万", "\U0001f00f"),
    ("1s", "一条", "\U0001f010"),
    ("9s", "九条", "\U0001f018"),
    ("1p", "一筒", "\U0001f019"),
    ("9p", "九筒", "\U0001f021"),
    ("1z", "东", "\U0001f000"),
    ("4z", "北", "\U0001f003"),
    ("5z", "白", "\U0001f006"),
    ("6z", "发", "\U0001f005"),
    ("7z", "中", "\U0001f004"),
    ("1f", "春", "\U0001f026"),
    ("4f", "冬", "\U0001f029"),
    ("5f", "梅", "\U0001f022"),
    ("8f", "菊", "\U0001f025"),
]


@pytest.mark.parametrize(("code", "chinese", "glyph"), NAME_CASES, ids=[case[0] for case in NAME_CASES])
def test_names(code: str, chinese: str, glyph: str) -> None:
    tile = Tile.from_str(code)
    assert tile.chinese == chinese
    assert tile.glyph == glyph


def test_glyphs_cover_the_block_without_joker_and_back() -> None:
    assert sorted(ord(t.glyph) for t in ALL) == list(range(0x1F000, 0x1F02A))
    assert len({t.chinese for t in ALL}) == 42


# -- bad input -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("make", "quoted"),
    [
        pytest.param(lambda: Tile(suit="q", rank=1), "'q'", id="unknown-suit"),
        pytest.param(lambda: Tile(suit="mp", rank=1), "'mp'", id="two-letter-suit"),
        pytest.param(lambda: Tile(suit="m", rank=10), "rank 10", id="rank-10"),
        pytest.param(lambda: Tile(suit="m", rank=0), "rank 0", id="rank-0"),
        pytest.param(lambda: Tile(suit="z", rank=8), "rank 8", id="honor-rank-8"),
        pytest.param(lambda: Tile(suit="f", rank=9), "rank 9", id="flower-rank-9"),
        pytest.param(lambda: Tile(suit="m", rank="1"), "rank '1'", id="rank-str"),
        pytest.param(lambda: Tile(suit="m", rank=True), "rank True", id="rank-bool"),
        pytest.param(lambda: Tile.from_index(42), "42", id="index-42"),
        pytest.param(lambda: Tile.from_index(-1), "-1", id="index-negative"),
        pytest.param(lambda: Tile.from_str(""), "''", id="from-str-empty"),
        pytest.param(lambda: Tile.from_str("   "), "'   '", id="from-str-blank"),
        pytest.param(lambda: Tile.from_str("1m2m"), "'1m2m'", id="from-str-two"),
        pytest.param(lambda: Tile.from_str("东 南"), "'东 南'", id="from-str-two-chinese"),
        pytest.param(lambda: Tile.from_str("10m"), "'10m'", id="from-str-bad-rank"),
    ],
)
def test_bad_tiles(make: Callable[[], object], quoted: str) -> None:
    with pytest.raises(TileError, match=re.escape(quoted)) as excinfo:
        make()
    assert isinstance(excinfo.value, MajiangError)
    assert isinstance(excinfo.value, ValueError)
