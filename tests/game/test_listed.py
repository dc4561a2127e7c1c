"""The turn's discard listing and the 跟打 hook agree with their plain definitions."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.game.actions import DISCARDS
from majiang.game.listed import held_discards
from majiang.game.state import SeatState
from majiang.hands import Hand
from majiang.rulesets.quanzhou.gengda import forced_discards
from majiang.rulesets.quanzhou.play import gengda
from majiang.tiles import Tile

# up to four of each of the 34 kinds, at most one of each flower
_COUNTS = st.tuples(
    st.lists(st.integers(0, 4), min_size=34, max_size=34), st.lists(st.integers(0, 1), min_size=8, max_size=8)
)


@settings(max_examples=300, deadline=None)
@given(_COUNTS)
def test_held_discards_lists_every_kind_held(counts: tuple[list[int], list[int]]) -> None:
    seat = SeatState()
    for i, n in enumerate(counts[0] + counts[1]):
        for _ in range(n):
            seat.add(i)
    assert held_discards(seat.keys) == tuple(DISCARDS[i] for i in range(42) if seat.counts[i])


def test_held_discards_by_count() -> None:
    # one 1m, two 2m, three 3m, four 4m and a 1z: the kinds 1m 2m 3m 4m 1z, once each
    seat = SeatState()
    for i in (0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 27):
        seat.add(i)
    assert held_discards(seat.keys) == tuple(
        DISCARDS[Tile.from_str(t).index] for t in ("1m", "2m", "3m", "4m", "1z")
    )


_TILES = st.sampled_from([Tile.from_index(i) for i in range(34)])


@settings(max_examples=200, deadline=None)
@given(
    st.lists(_TILES, min_size=1, max_size=16).filter(lambda ts: all(ts.count(t) <= 4 for t in ts)),
    st.lists(_TILES, max_size=40),
    st.none() | st.sampled_from([Tile.from_index(i) for i in range(27, 34)]),
)
def test_gengda_is_forced_discards(held: list[Tile], out: list[Tile], gold: Tile | None) -> None:
    counts = [0] * 42
    for t in held:
        counts[t.index] += 1
    assert gengda(counts, lambda: out, gold) == forced_discards(Hand(tiles=tuple(held)), out, gold=gold)
