"""``Wall.draw_index``: the turn loop's one-call draw, against ``Wall.draw``.

Two walls built alike go through the same steps (tiles turned up and set aside, drawn from
the end for kongs, drawn from the front); at every front draw one answers ``draw()`` and the
other ``draw_index()``: the same tile, the same walls after, the same error at the end.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.errors import WallError
from majiang.rulesets import find
from majiang.tiles import STANDARD, Dice, Reserve, Wall, parse_tiles

RESERVES = [Reserve(), *(find(name).reserve for name in ("jian", "jilin", "wuhan", "hangzhou", "tianjin"))]
STEPS = st.lists(
    st.sampled_from(["draw", "draw", "draw", "end", "kong", "up_first", "up_stack"]), max_size=150
)


def _step(wall: Wall, step: str, front: str) -> object:
    try:
        if step == "draw":
            return wall.draw_index() if front == "index" else wall.draw().index
        if step == "end":
            return wall.draw_replacement().index
        if step == "kong":
            return wall.draw_replacement(kong="exposed").index
        if step == "up_first":
            return wall.turn_up_first(reason="test").index
        return wall.turn_up_stack(3, reason="test").index
    except WallError as error:
        return str(error)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), reserve=st.sampled_from(RESERVES), steps=STEPS)
def test_draw_index_draws_what_draw_draws(seed: int, reserve: Reserve, steps: list[str]) -> None:
    a = Wall.build(STANDARD, seed=seed, reserve=reserve)
    b = Wall.build(STANDARD, seed=seed, reserve=reserve)
    for step in steps:
        assert _step(a, step, "tile") == _step(b, step, "index")
        assert (a.remaining, a.drawable, a.stacks()) == (b.remaining, b.drawable, b.stacks())


def test_draw_index_skips_a_tile_set_aside_and_stops_at_the_end() -> None:
    wall = Wall.from_draw_order(parse_tiles("1239m"), dice=Dice(first=1, second=1))
    wall.turn_up_first(reason="test")  # 1m set aside at the front
    assert [wall.draw_index(), wall.draw_index()] == [1, 2]  # 2m, 3m
    assert wall.draw_replacement().index == 8  # 9m from the end
    with pytest.raises(WallError, match="cannot draw: the wall is exhausted"):
        wall.draw_index()
