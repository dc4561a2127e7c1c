"""The legality's cheap pre-check (:mod:`majiang.game.near`) must be a *necessary* condition:
whenever one more tile of some kind makes the hand win, ``near`` says so. Otherwise a seat
would never be offered a win on another seat's discard that its hand really makes."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from majiang import Hand, get
from majiang.game import near as near_module
from majiang.game.legal import Legality
from majiang.game.state import SeatState
from majiang.game.table import Table
from majiang.hands import is_win
from majiang.tiles import Tile


def _state(text: str) -> SeatState:
    state = SeatState()
    for tile in Hand.parse(text).tiles:
        state.add(tile.index)
    return state


def _legality(name: str, seed: int) -> Legality:
    table = Table(get(name), seed=seed)
    if table.legal.grammar is None:
        pytest.skip(f"{name}: no wildcard chosen at the deal")
    return table.legal


def test_fuzhou_single_wait_on_an_honor_is_near() -> None:
    # Fuzhou's 金 stand for suit tiles only, so "one wildcard more" cannot be the 1z the
    # hand waits on; the real 1z completes 123m 456m 789m 123p 456p 1z1z all the same.
    legality = _legality("fuzhou", 1)
    state = _state("123m456m789m123p456p1z")
    grammar = legality.grammar
    assert grammar is not None
    assert is_win(Hand.parse("123m456m789m123p456p1z1z"), grammar)
    assert near_module.near(legality, state)


_KINDS = [Tile.from_str(f"{r}{s}") for s in "mps" for r in range(1, 10)] + [
    Tile.from_str(f"{r}z") for r in range(1, 8)
]


@st.composite
def _one_short(draw: st.DrawFn, size: int) -> list[Tile]:
    """A winning hand of ``size + 1`` tiles (sets and a pair) less one of its tiles."""
    tiles = [draw(st.sampled_from(_KINDS))] * 2
    for _ in range(size // 3):
        kind = draw(st.sampled_from(_KINDS))
        if kind.suit != "z" and kind.rank <= 7 and draw(st.booleans()):
            tiles += [Tile.from_str(f"{kind.rank + d}{kind.suit}") for d in range(3)]
        else:
            tiles += [kind] * 3
    assume(all(tiles.count(t) <= 4 for t in tiles))
    tiles.pop(draw(st.integers(0, len(tiles) - 1)))
    return tiles


@pytest.mark.parametrize("name", ["fuzhou", "jian", "hefei"])
@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.large_base_example, HealthCheck.filter_too_much, HealthCheck.too_slow],
)
@given(data=st.data())
def test_near_is_necessary(name: str, data: st.DataObject) -> None:
    seed = data.draw(st.integers(0, 50), label="seed")
    legality = _legality(name, seed)
    grammar = legality.grammar
    assert grammar is not None
    size = get(name).hand_size
    tiles = data.draw(_one_short(size), label="tiles")
    state = SeatState()
    for tile in tiles:
        state.add(tile.index)
    text = "".join(str(t) for t in tiles)
    wins = [k for k in _KINDS if tiles.count(k) < 4 and is_win(Hand.parse(text + str(k)), grammar)]
    if wins:
        assert near_module.near(legality, state), (text, wins)
        assert near_module.near_discards(legality, _with(state, wins[0]), [wins[0].index]) == [wins[0].index]


def _with(state: SeatState, tile: Tile) -> SeatState:
    out = SeatState()
    for i in range(42):
        for _ in range(state.counts[i]):
            out.add(i)
    out.add(tile.index)
    return out
