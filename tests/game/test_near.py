"""The legality's cheap pre-check (:mod:`majiang.game.near`) must be a *necessary* condition:
whenever one more tile of some kind makes the hand win, ``near`` says so. Otherwise a seat
would never be offered a win on another seat's discard that its hand really makes."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from majiang import Hand, get
from majiang.game import near as near_module
from majiang.game.legal import Legality
from majiang.game.state import MeldState, SeatState
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


def test_near_discards_sees_thirteen_orphans_one_short() -> None:
    # Hebei's grammar has 十三幺. 19m19p19s1234567z + 5m: throwing the 5m leaves the thirteen
    # orphans, one tile short of the 13-sided wait (any orphan pairs up); no standard or
    # seven-pairs shape is one short, and throwing an orphan keeps the stray 5m: only 5m.
    legality = _legality("hebei", 1)
    state = _state("19m19p19s1234567z5m")
    kinds = [i for i in range(42) if state.counts[i]]
    assert near_module.near_discards(legality, state, kinds) == [Tile.from_str("5m").index]
    assert [i for i in kinds if near_module.near(legality, state, i)] == [Tile.from_str("5m").index]


_ORPHANS = [Tile.from_str(t) for t in ("1m", "9m", "1p", "9p", "1s", "9s", *(f"{r}z" for r in range(1, 8)))]


@pytest.mark.parametrize("name", ["hebei", "guangdong_jipinghu", "jilin", "fuzhou"])
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_near_discards_is_near_of_each_discard(name: str, data: st.DataObject) -> None:
    # the one lookup per hand answers exactly as near() of each discard; hands drawn mostly
    # from the orphans, so the 十三幺 path is exercised
    legality = _legality(name, data.draw(st.integers(0, 30), label="seed"))
    size = get(name).hand_size + 1
    pool = st.sampled_from(_ORPHANS) if data.draw(st.booleans(), label="orphans") else st.sampled_from(_KINDS)
    tiles = data.draw(st.lists(pool, min_size=size - 1, max_size=size - 1), label="tiles")
    tiles.append(data.draw(st.sampled_from(_KINDS), label="extra"))
    assume(all(tiles.count(t) <= 4 for t in tiles))
    state = SeatState()
    for tile in tiles:
        state.add(tile.index)
    kinds = [i for i in range(42) if state.counts[i]]
    assert near_module.near_discards(legality, state, kinds) == [
        i for i in kinds if near_module.near(legality, state, i)
    ]


def _drawn(data: st.DataObject, window: list[Tile], size: Callable[[int], int]) -> SeatState:
    """A seat holding ``size(melds)`` tiles drawn from ``window`` (at most four of a kind) and
    0-2 exposed pons of kinds outside it."""
    melds = data.draw(st.integers(0, 2), label="melds")
    count = size(melds)
    tiles = data.draw(st.lists(st.sampled_from(window), min_size=count, max_size=count), label="tiles")
    assume(all(tiles.count(t) <= 4 for t in tiles))
    state = SeatState()
    for tile in tiles:
        state.add(tile.index)
    for k in range(melds):  # pons of kinds outside the window
        kind = 29 + k
        state.melds.append(MeldState("pon", (kind,) * 3, concealed=False, source=1, claimed=kind))
    return state


@pytest.mark.parametrize(
    "name", ["hefei", "harbin", "taiyuan", "changchun", "quanzhou", "jilin", "hebei", "tianjin"]
)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_near_discards_skips_only_hands_no_discard_brings_near(name: str, data: st.DataObject) -> None:
    # near_discards answers "none" from the whole hand's need alone when it exceeds the
    # wildcards + 3 (a discard lowers the need by at most 2); hands drawn from a few
    # neighbouring kinds, with melds or not, are often one tile short after some discard, so
    # both sides of that bound are met
    legality = _legality(name, data.draw(st.integers(0, 30), label="seed"))
    low = data.draw(st.integers(0, 22), label="low")
    window = [Tile.from_index(i) for i in range(low, low + 5)] + [Tile.from_str("1z"), Tile.from_str("5z")]
    state = _drawn(data, window, lambda melds: get(name).hand_size + 1 - 3 * melds)
    kinds = [i for i in range(42) if state.counts[i]]
    assert near_module.near_discards(legality, state, kinds) == [
        i for i in kinds if near_module.near(legality, state, i)
    ]


def _hold(state: SeatState, text: str) -> None:
    for i in range(42):
        if state.counts[i]:
            state.remove(i, state.counts[i])
    for tile in Hand.parse(text).tiles:
        state.add(tile.index)


def test_a_claim_window_asks_the_hook_for_a_seat_far_from_a_shape() -> None:
    # Changsha's 将将胡 (every tile a 2, 5 or 8) wins in any arrangement. Seat 2 holds
    # 22558m 2258p 2558s: with one more tile these make neither four sets and a pair nor
    # seven pairs, so near() is False; with seat 0's 8m
    # they are all 2/5/8: the window must still offer seat 2 the win (the claim pre-check
    # may skip a seat only when the outside_grammar hook refuses its tiles).
    from majiang.game.actions import WIN, Discard

    table = Table(get("changsha"), seed=3)
    _hold(table.seats[0], "2258m258p258s2m1z1z")
    _hold(table.seats[2], "25m258p258s258m2p5s")
    assert not near_module.near(table.legal, table.seats[2])
    table.submit(0, Discard(tile=Tile.from_str("8m")))
    assert table.phase == "claim"
    assert WIN in table.prompts()[2]


@pytest.mark.parametrize(
    "name",
    ["hefei", "harbin", "taiyuan", "changchun", "quanzhou", "jilin", "hebei", "tianjin", "fuzhou", "jian"],
)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_some_wait_is_shape_wins_of_some_kind(name: str, data: st.DataObject) -> None:
    # near.some_wait takes the keys apart once for all kinds: it must answer exactly as
    # shape_wins tried kind by kind; hands from a few neighbouring kinds (often waiting), the
    # round's wildcards among them, with melds or not, of the right size or one off
    legality = _legality(name, data.draw(st.integers(0, 30), label="seed"))
    low = data.draw(st.integers(0, 22), label="low")
    window = [Tile.from_index(i) for i in (*range(low, low + 5), *legality.wild, 27)]
    off = data.draw(st.sampled_from([0, 0, 0, 1]), label="off")
    state = _drawn(data, window, lambda melds: get(name).hand_size - 3 * melds + off)
    expected = any(legality.shape_wins(state, k) for k in legality.kinds if state.counts[k] < 4)
    assert near_module.some_wait(legality, state) == expected


@pytest.mark.parametrize("name", ["fuzhou", "quanzhou", "jian", "tianjin", "changchun", "wuhan", "sichuan"])
def test_the_self_draw_win_check_gated_by_near_offers_what_the_full_check_does(name: str) -> None:
    # Legality.act skips the shape search of a self-draw win when the tiles before the draw are
    # remembered not one short of a shape (near, the claim window's memo). Near is a necessary
    # condition (the properties above), so the win is offered exactly when the ungated check
    # (shape search, the outside_grammar hook, the scoring) accepts it: compared at every turn
    # after a draw of seeded random play, where the memo was made by the claim windows before.
    from majiang.game import dicekong
    from majiang.game.bots import bots
    from majiang.game.match import play_round

    gated = 0
    seen: list[tuple[bool, bool]] = []

    def check(table: Table) -> None:
        nonlocal gated
        due = table._due
        if due is None or table.phase != "act":
            return
        seat, drew = due
        if drew is None:
            return
        legality = table.legal
        state = table.seats[seat]
        known = not legality._near_before(state, drew)
        full = legality.can_win(seat, drew, dicekong.drawn_method(table), None)
        offered = any(a.kind == "win" for a in table.pending[seat])
        seen.append((offered, full))
        gated += known
        assert offered == full, (name, seat, drew, table.events[-1])
        assert not (known and full), "near said no shape is one tile short, but the tile wins"

    seats = bots("greedy,random,claimhappy,random")
    for k, bot in enumerate(seats):
        bot.seat_at(f"near gate {name}", k)
    for n in range(6):
        play_round(
            get(name), seed=f"near gate {name}", round_index=n, dealer=n % 4, lianzhuang=0, wind=0,
            bots=seats, after_each=check,
        )  # fmt: skip
    assert gated > 0  # the memo was there to skip with, on most turns
    assert any(offered for offered, _ in seen)  # some wins were offered too
