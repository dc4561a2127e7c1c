"""The replay's wall reader: a round line's wall is handed to the table as written only when it
is exactly what the table would write (``text_of`` its tiles) and exactly the ruleset's tiles;
any other wall is still checked and written by the table, and named at its line."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import ReplayError
from majiang.game.bots import bots
from majiang.game.match import play, replay
from majiang.game.replays import _is_tile_set, _read_wall
from majiang.game.state import TILES, text_of
from majiang.rulesets import get


@pytest.fixture(scope="module")
def text() -> str:
    return play(get("changsha"), rounds=2, seed=21, bots=bots("greedy")).dumps()


def _with_wall(text: str, line: int, wall: str) -> str:
    lines = text.splitlines()
    event = json.loads(lines[line - 1])
    event["wall"] = wall
    lines[line - 1] = json.dumps(event, ensure_ascii=False, separators=(",", ":"))
    return "\n".join(lines) + "\n"


def _split_group(wall: str) -> str:
    """The same tiles with the first group of two or more written as two groups ("12m" -> "1m2m")."""
    found = re.search(r"([1-9])([1-9]+)([a-z])", wall)
    assert found is not None
    digit, rest, suit = found.groups()
    return wall[: found.start()] + f"{digit}{suit}{rest}{suit}" + wall[found.end() :]


def test_a_wall_written_otherwise_is_named_at_its_round_line(text: str) -> None:
    wall = json.loads(text.splitlines()[1])["wall"]
    bad = _with_wall(text, 2, _split_group(wall))
    # the same tiles in the same order: the table deals and plays the round as logged, and
    # writes the wall its own way, which differs from the line
    result = replay(bad, check=False)
    assert [m[0] for m in result.mismatches] == [2]
    assert result.mismatches[0][2]["wall"] == wall
    with pytest.raises(ReplayError, match=r"line 2: the log says .* but the replay gives"):
        replay(bad)


def test_a_wall_not_the_tile_set_is_refused_at_its_round_line(text: str) -> None:
    wall = json.loads(text.splitlines()[1])["wall"]
    digit = next(c for c in wall if c.isdigit())
    other = "2" if digit != "2" else "3"  # one tile changed: five of a kind, three of another
    with pytest.raises(ReplayError, match=r"line 2: the 108 tiles given are not the 108-tile set 'suits'"):
        replay(_with_wall(text, 2, wall.replace(digit, other, 1)))
    with pytest.raises(
        ReplayError, match=r"line 2: a wall of stacks of two needs an even number of tiles, not 107"
    ):
        replay(_with_wall(text, 2, re.sub(r"[1-9]([1-9]+[a-z])", r"\1", wall, count=1)))  # one tile fewer


_GROUPS = st.lists(
    st.tuples(
        st.sampled_from("mpsz"), st.lists(st.integers(min_value=1, max_value=9), min_size=1, max_size=4)
    ),
    max_size=12,
)


@given(_GROUPS)
def test_the_reader_hands_on_only_what_the_table_writes(groups: list[tuple[str, list[int]]]) -> None:
    wall = "".join("".join(map(str, ranks)) + suit for suit, ranks in groups)
    try:
        tiles, indices = _read_wall(wall)
    except ValueError:
        return  # a rank the suit does not have (8z): refused, as parse_tiles refuses it
    written = text_of([t.index for t in tiles])
    if indices is None:
        assert written != wall
    else:
        assert written == wall and indices == [t.index for t in tiles]


@given(st.lists(st.integers(min_value=0, max_value=33), max_size=140))
def test_a_written_wall_is_handed_on(indices: list[int]) -> None:
    tiles, read = _read_wall(text_of(indices))
    assert tiles == tuple(TILES[i] for i in indices) and read == indices


def test_the_tile_set_check_is_the_tables() -> None:
    tile_set = get("changsha").tile_set
    every = [t.index for t in tile_set.tiles()]
    assert _is_tile_set(list(reversed(every)), tile_set)
    assert not _is_tile_set(every[1:], tile_set)
    assert not _is_tile_set([*every[1:], every[-1]], tile_set)  # one kind five times
