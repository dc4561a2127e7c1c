"""The successor order used by indicator-chosen wildcards."""

from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import MajiangError, TileError
from majiang.tiles import DEFAULT_DRAGON_ORDER, Tile, parse_tiles, successor
from tests.strategies import tiles

DRAGON_ORDERS = ["".join(p) for p in itertools.permutations("中发白")]
ORDER_IDS = {
    "中发白": "red-green-white",
    "中白发": "red-white-green",
    "发中白": "green-red-white",
    "发白中": "green-white-red",
    "白中发": "white-red-green",
    "白发中": "white-green-red",
}


def t(text: str) -> Tile:
    return Tile.from_str(text)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        pytest.param("1m", "2m", id="1m"),
        pytest.param("8m", "9m", id="8m"),
        pytest.param("9m", "1m", id="9m-wraps"),
        pytest.param("9p", "1p", id="9p-wraps"),
        pytest.param("9s", "1s", id="9s-wraps"),
        pytest.param("5p", "6p", id="5p"),
        pytest.param("东", "南", id="east-south"),
        pytest.param("南", "西", id="south-west"),
        pytest.param("西", "北", id="west-north"),
        pytest.param("北", "东", id="north-east-jian-example"),
        pytest.param("中", "发", id="red-green"),
        pytest.param("发", "白", id="green-white"),
        pytest.param("白", "中", id="white-red"),
        pytest.param("春", "夏", id="spring-summer"),
        pytest.param("冬", "春", id="winter-spring"),
        pytest.param("梅", "兰", id="plum-orchid"),
        pytest.param("菊", "梅", id="chrysanthemum-plum"),
    ],
)
def test_successor_examples(before: str, after: str) -> None:
    assert successor(t(before)) == t(after)


def test_default_dragon_order() -> None:
    assert DEFAULT_DRAGON_ORDER == "中发白"
    assert [str(x) for x in (successor(t("中")), successor(t("发")), successor(t("白")))] == [
        "6z",
        "5z",
        "7z",
    ]


@pytest.mark.parametrize(
    ("start", "length"),
    [
        pytest.param("1m", 9, id="characters"),
        pytest.param("1p", 9, id="dots"),
        pytest.param("1s", 9, id="bamboo"),
        pytest.param("1z", 4, id="winds"),
        pytest.param("5z", 3, id="dragons"),
        pytest.param("1f", 4, id="seasons"),
        pytest.param("5f", 4, id="plants"),
    ],
)
def test_cycles(start: str, length: int) -> None:
    first = t(start)
    seen = [first]
    tile = successor(first)
    while tile != first:
        seen.append(tile)
        assert len(seen) <= length, seen
        tile = successor(tile)
    assert len(seen) == length
    assert len(set(seen)) == length
    assert successor(first, steps=length) == first
    # Every tile of the cycle starts the same cycle.
    for member in seen:
        assert successor(member, steps=length) == member
        assert successor(member, steps=length - 1) != member


@pytest.mark.parametrize("order", DRAGON_ORDERS, ids=[ORDER_IDS[o] for o in DRAGON_ORDERS])
def test_custom_dragon_order(order: str) -> None:
    for i, name in enumerate(order):
        assert successor(t(name), dragon_order=order) == t(order[(i + 1) % 3])
        assert successor(t(name), dragon_order=order, steps=3) == t(name)
    # The order only matters for dragons.
    for other in parse_tiles("1m9p5s1z4z1f8f"):
        assert successor(other, dragon_order=order) == successor(other)


def test_reversed_dragon_order() -> None:
    assert successor(t("中"), dragon_order="白发中") == t("白")
    assert successor(t("白"), dragon_order="白发中") == t("发")


@pytest.mark.parametrize(
    "order",
    ["", "中发", "中发白白", "中中白", "红发白", "發中白", "765z", "abc"],
    ids=["empty", "two", "four", "repeat", "unknown-name", "traditional", "compact", "ascii"],
)
@pytest.mark.parametrize("tile", ["中", "1m"], ids=["dragon", "suited"])
def test_bad_dragon_order(order: str, tile: str) -> None:
    with pytest.raises(TileError, match=re.escape(repr(order))) as excinfo:
        successor(t(tile), dragon_order=order)
    assert isinstance(excinfo.value, MajiangError)
    assert isinstance(excinfo.value, ValueError)


# -- properties --------------------------------------------------------------------


@given(tiles(), st.sampled_from(DRAGON_ORDERS))
def test_successor_keeps_the_category(tile: Tile, order: str) -> None:
    after = successor(tile, dragon_order=order)
    assert after != tile
    assert after.suit == tile.suit
    assert (after.is_wind, after.is_dragon, after.is_season, after.is_plant) == (
        tile.is_wind,
        tile.is_dragon,
        tile.is_season,
        tile.is_plant,
    )


@pytest.mark.parametrize("order", DRAGON_ORDERS, ids=[ORDER_IDS[o] for o in DRAGON_ORDERS])
def test_successor_is_a_permutation(order: str) -> None:
    every = [Tile.from_index(i) for i in range(42)]
    assert sorted(successor(x, dragon_order=order) for x in every) == every


@given(tiles(), st.integers(0, 20))
def test_steps_is_repeated_successor(tile: Tile, steps: int) -> None:
    expected = tile
    for _ in range(steps):
        expected = successor(expected)
    assert successor(tile, steps=steps) == expected


@given(tiles(), st.integers(-20, 20))
def test_negative_steps_undo(tile: Tile, steps: int) -> None:
    assert successor(successor(tile, steps=steps), steps=-steps) == tile


@pytest.mark.parametrize("order", ["中中白", "白发", "中发白白", 3])
def test_a_bad_dragon_order_is_refused_after_good_ones(order: object) -> None:
    # the successors found are kept: a bad order is still checked on every call
    assert successor(t("中"), dragon_order="白发中") == t("白")
    for _ in range(2):
        with pytest.raises(TileError, match="must list 中, 发 and 白 once each"):
            successor(t("中"), dragon_order=order)  # type: ignore[arg-type]
