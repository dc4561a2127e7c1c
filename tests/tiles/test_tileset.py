"""The five tile sets, lookup by name or size, and checking tiles against a set."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import MajiangError, TileSetError
from majiang.tiles import (
    FULL,
    MIDDLE,
    STANDARD,
    SUITS,
    SUITS_RED,
    TILE_SETS,
    Tile,
    TileSet,
    format_tiles,
    parse_tiles,
    tile_set,
)
from tests.strategies import hands, tile_lists, tile_sets, tiles

ALL_KINDS = [Tile.from_index(i) for i in range(42)]


def _full(tile: Tile) -> int:
    return 1 if tile.is_flower else 4


def _standard(tile: Tile) -> int:
    return 0 if tile.is_flower else 4


def _suits(tile: Tile) -> int:
    return 4 if tile.is_suited else 0


def _suits_red(tile: Tile) -> int:
    return 4 if tile.is_suited or (tile.suit, tile.rank) == ("z", 7) else 0


def _middle(tile: Tile) -> int:
    return 4 if tile.is_suited and 2 <= tile.rank <= 8 else 0


# set, name, size, number of kinds, the copies of each kind (written from common.md)
SETS = [
    pytest.param(FULL, "full", 144, 42, _full, id="full-144"),
    pytest.param(STANDARD, "standard", 136, 34, _standard, id="standard-136"),
    pytest.param(SUITS, "suits", 108, 27, _suits, id="suits-108"),
    pytest.param(SUITS_RED, "suits_red", 112, 28, _suits_red, id="suits_red-112"),
    pytest.param(MIDDLE, "middle", 84, 21, _middle, id="middle-84"),
]


@pytest.mark.parametrize(("tset", "name", "size", "n_kinds", "copies"), SETS)
def test_size_and_contents(
    tset: TileSet, name: str, size: int, n_kinds: int, copies: Callable[[Tile], int]
) -> None:
    assert tset.name == name
    assert tset.size == size
    assert len(tset.tiles()) == size
    assert len(tset.kinds) == n_kinds
    assert list(tset.kinds) == sorted(tset.kinds)
    assert list(tset.tiles()) == sorted(tset.tiles())
    assert Counter(tset.tiles()) == Counter({t: copies(t) for t in ALL_KINDS if copies(t)})
    for tile in ALL_KINDS:
        assert tset.copies(tile) == copies(tile), tile
        assert (tile in tset) == (copies(tile) > 0), tile
    assert len(tset.copies_by_index) == 42


@pytest.mark.parametrize(("tset", "name", "size", "n_kinds", "copies"), SETS)
def test_lookup_by_name_and_size(
    tset: TileSet, name: str, size: int, n_kinds: int, copies: Callable[[Tile], int]
) -> None:
    assert tile_set(name) is tset
    assert tile_set(size) is tset
    assert TILE_SETS[name] is tset


def test_registry() -> None:
    assert list(TILE_SETS) == ["full", "standard", "suits", "suits_red", "middle"]
    assert len({s.size for s in TILE_SETS.values()}) == 5


@pytest.mark.parametrize(
    "key",
    ["riichi", "Standard", "", "136 ", 100, 0, 34, None],
    ids=["riichi", "capitalised", "empty", "trailing-space", "100", "0", "34", "None"],
)
def test_lookup_unknown(key: object) -> None:
    with pytest.raises(TileSetError, match=re.escape(f"unknown tile set {key!r}")) as excinfo:
        tile_set(key)  # type: ignore[arg-type]
    assert isinstance(excinfo.value, ValueError)
    # The message lists what is known.
    assert "standard (136)" in str(excinfo.value)


def test_membership_of_non_tiles() -> None:
    assert "1m" not in STANDARD
    assert 0 not in FULL
    assert None not in FULL


@pytest.mark.parametrize(
    ("tset", "text"),
    [
        pytest.param(FULL, "1111m 1111z 12345678f", id="full"),
        pytest.param(STANDARD, "1111m 9999s 7777z", id="standard"),
        pytest.param(SUITS, "1111m 9999p", id="suits"),
        pytest.param(SUITS_RED, "7777z 1111m", id="suits_red-accepts-red"),
        pytest.param(MIDDLE, "2222m 8888s", id="middle"),
        pytest.param(STANDARD, "", id="empty"),
    ],
)
def test_check_accepts(tset: TileSet, text: str) -> None:
    tset.check(parse_tiles(text))


@pytest.mark.parametrize("tset", [FULL, STANDARD, SUITS, SUITS_RED, MIDDLE], ids=lambda s: s.name)
def test_check_accepts_the_whole_wall(tset: TileSet) -> None:
    tset.check(tset.tiles())


@pytest.mark.parametrize(
    ("tset", "text", "fragments"),
    [
        pytest.param(STANDARD, "11111m", ["5 copies of '1m'", "only 4"], id="fifth-copy"),
        pytest.param(FULL, "123m 9999s 9s", ["5 copies of '9s'"], id="fifth-copy-full"),
        pytest.param(SUITS, "123m1z", ["'1z'", "108"], id="honor-vs-108"),
        pytest.param(SUITS, "7z", ["'7z'", "108"], id="red-vs-108"),
        pytest.param(MIDDLE, "1m", ["'1m'", "84"], id="1m-vs-84"),
        pytest.param(MIDDLE, "2345m9p", ["'9p'", "84"], id="9p-vs-84"),
        pytest.param(STANDARD, "1f", ["'1f'", "136"], id="flower-vs-136"),
        pytest.param(STANDARD, "123m梅", ["'5f'", "136"], id="plant-vs-136"),
        pytest.param(FULL, "1f 1f", ["2 copies of '1f'", "only 1"], id="second-flower-vs-144"),
        pytest.param(FULL, "春夏秋冬梅兰竹菊菊", ["2 copies of '8f'"], id="ninth-flower-vs-144"),
        pytest.param(SUITS_RED, "123m5z", ["'5z'", "112"], id="white-vs-112"),
        pytest.param(SUITS_RED, "6z", ["'6z'", "112"], id="green-vs-112"),
        pytest.param(SUITS_RED, "77777z", ["5 copies of '7z'"], id="fifth-red-vs-112"),
    ],
)
def test_check_rejects(tset: TileSet, text: str, fragments: list[str]) -> None:
    tiles_ = parse_tiles(text)
    quoted = repr(format_tiles(tiles_))
    for fragment in [quoted, repr(tset.name), *fragments]:
        with pytest.raises(TileSetError, match=re.escape(fragment)) as excinfo:
            tset.check(tiles_)
        assert isinstance(excinfo.value, MajiangError)
        assert isinstance(excinfo.value, ValueError)


def test_check_names_what() -> None:
    with pytest.raises(TileSetError, match=re.escape("(in East's hand)")):
        STANDARD.check(parse_tiles("11111m"), what="East's hand")


def test_check_reports_the_first_bad_tile_in_tile_order() -> None:
    with pytest.raises(TileSetError, match=re.escape("'1z'")):
        SUITS.check(parse_tiles("7z 1z 1m"))


# -- properties --------------------------------------------------------------------


@given(data=st.data(), tset=tile_sets())
def test_strategy_lists_fit_their_set(data: st.DataObject, tset: TileSet) -> None:
    tiles = data.draw(tile_lists(max_size=20, tile_set=tset))
    assert len(tiles) <= 20
    # never more copies than the set has, counted here rather than by TileSet.check
    for tile, n in Counter(tiles).items():
        assert n <= (1 if tile.is_flower else 4) and tile in tset.kinds, (tile, n)
    tset.check(tiles)  # and the set agrees


@given(data=st.data(), tset=tile_sets(), size=st.integers(0, 17))
def test_hands_have_their_size_and_fit(data: st.DataObject, tset: TileSet, size: int) -> None:
    hand = data.draw(hands(size, tile_set=tset))
    assert len(hand) == size
    assert list(hand) == sorted(hand)
    tset.check(hand)


@given(tset=tile_sets(), tile=tiles())
def test_one_copy_too_many_is_rejected(tset: TileSet, tile: Tile) -> None:
    too_many = [tile] * (tset.copies(tile) + 1)
    with pytest.raises(TileSetError, match=re.escape(repr(str(tile)))):
        tset.check(too_many)
    if tset.copies(tile):
        tset.check(too_many[1:])


@given(tset=tile_sets(), tile_list=tile_lists(max_size=20))
def test_check_agrees_with_copies(tset: TileSet, tile_list: list[Tile]) -> None:
    fits = all(n <= tset.copies(t) for t, n in Counter(tile_list).items())
    if fits:
        tset.check(tile_list)
    else:
        # the message names the first kind (in tile order) the set can not hold
        tile, n = next((t, n) for t, n in sorted(Counter(tile_list).items()) if n > tset.copies(t))
        have = tset.copies(tile)
        if have:
            expected = f"{n} copies of '{tile}' but the {tset.size}-tile set '{tset.name}' has only {have}"
        else:
            expected = f"tile '{tile}' is not in the {tset.size}-tile set '{tset.name}'"
        with pytest.raises(TileSetError, match=re.escape(expected)):
            tset.check(tile_list)


def test_custom_set() -> None:
    tiny = TileSet.of("tiny", {Tile.from_str("1m"): 2, Tile.from_str("中"): 1})
    assert (tiny.size, tiny.kinds) == (3, parse_tiles("1m7z"))
    tiny.check(parse_tiles("11m7z"))
    with pytest.raises(TileSetError, match=re.escape("3-tile set 'tiny'")):
        tiny.check(parse_tiles("111m"))
