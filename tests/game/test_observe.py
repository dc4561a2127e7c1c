"""Observations: a seat sees its own tiles and the public table, never what it can not see;
changing what it can not see never changes its observation."""

from __future__ import annotations

import random

import pytest

from majiang.game.bots import bots
from majiang.game.table import Table
from majiang.rulesets import get, names
from majiang.rulesets.playrules import Visibility
from tests.game.invariants import fork


def _midgame(name: str, seed: int, steps: int) -> Table:
    table = Table(get(name), seed=seed)
    seats = bots("greedy")
    for k, bot in enumerate(seats):
        bot.seat_at(seed, k)
        bot.new_round(0)
    for _ in range(steps):
        if table.over:
            break
        for seat, legal in table.prompts().items():
            table.submit(seat, seats[seat].choose(table, seat, legal))
    return table


def _scramble(table: Table, seat: int, rng: random.Random) -> Table:
    """The same table with what ``seat`` can not see changed: another seat's concealed tile
    swapped with a tile still in the wall (counts of every kind stay the same)."""
    other = fork(table)
    hidden = [s for s in range(4) if s != seat]
    victim = other.seats[rng.choice(hidden)]
    held = [i for i, n in enumerate(victim.counts) if n]
    wall = other.wall
    standing = [p for p in range(len(wall.order)) if wall._state[p] == 0]
    if not held or not standing:
        return other
    give = rng.choice(held)
    position = rng.choice(standing)
    take = wall.order[position].index
    order = list(wall.order)
    order[position] = other.legal.table.seats[0].tiles()[0].__class__.from_index(give)
    wall.order = tuple(order)
    victim.remove(give)
    victim.add(take)
    return other


@pytest.mark.parametrize("name", names())
def test_hidden_changes_never_change_an_observation(name: str) -> None:
    rng = random.Random(name)
    for seed in range(4):
        table = _midgame(name, seed, steps=12 + 7 * seed)
        for seat in range(4):
            before = table.observe(seat)
            after = _scramble(table, seat, rng).observe(seat)
            assert before == after


def test_an_observation_holds_only_the_own_hand() -> None:
    table = _midgame("jian", 1, steps=10)
    view = table.observe(2)
    assert list(view.hand) == table.seats[2].tiles()
    for event in view.events:
        assert "wall" not in event and "hands" not in event
        if event["t"] == "draw" and event["seat"] != 2:
            assert "tile" not in event
        if event["t"] == "window":
            assert "offers" not in event and "replies" not in event


def test_the_jilin_bao_is_seen_only_by_ready_seats() -> None:
    assert get("jilin").play is not None and get("jilin").play.visible_to is Visibility.READY
    for seed in range(30):
        table = _midgame("jilin", seed, steps=200)
        if table.choice is None:
            continue
        for seat in range(4):
            view = table.observe(seat)
            if table.seats[seat].ready:
                assert view.indicator == table.choice.indicator
            else:
                assert view.indicator is None
                assert all("indicator" not in e for e in view.events if e["t"] == "reveal")
        return
    pytest.fail("no seeded Jilin round chose a 宝")


def test_privileged_view_holds_everything() -> None:
    table = _midgame("hefei", 3, steps=5)
    full = table.privileged()
    assert len(full["hands"]) == 4 and full["wall"]
    assert "<table>" in table._repr_html_()
