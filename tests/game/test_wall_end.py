"""The wall's end: in a draw-only last zone (``WallEnd.DRAW_ONLY``) a seat that draws and
does not win lays the tile down, so a later self-draw win in the zone settles with every
other seat holding its ordinary count."""

from __future__ import annotations

import itertools

import pytest

from majiang.game.bots import bots
from majiang.game.match import play_round
from tests.game.invariants import check


@pytest.mark.parametrize(
    ("name", "seed"),
    [("hefei", 164), ("quanzhou", 88), ("harbin", 435)],
    ids=["hefei", "quanzhou", "harbin"],
)
def test_a_zone_win_after_zone_passes_settles(name: str, seed: int) -> None:
    # These seeded random rounds reach the last zone; a seat passes its zone draw, then a
    # later seat self-draws a win there. Before the fix the passer still held its drawn tile
    # (13 + 1) and the settlement refused the round.
    from majiang.rulesets import get

    ruleset = get(name)
    seats = bots("random")
    for k, bot in enumerate(seats):
        bot.seat_at(seed, k)
    table = play_round(
        ruleset, seed=seed, round_index=0, dealer=0, lianzhuang=0, wind=0, bots=seats, after_each=check
    )
    events = table.events
    zone_passes = [
        e["seat"]
        for before, e in itertools.pairwise(events)
        if e["t"] == "act"
        and e["action"]["a"] == "pass"
        and (before["t"], before.get("seat")) == ("draw", e["seat"])
    ]
    assert table.outcome == "win" and table.settlement is not None
    assert sum(table.settlement.nets) == 0
    assert zone_passes, "the round must pass a zone draw before the win"
    size = ruleset.hand_size  # 13 (16 in Quanzhou): what a seat that did not win holds
    winners = {w.seat for w in table.wins}
    for seat, state in enumerate(table.seats):
        if seat not in winners:
            kongs = sum(m.kind == "kong" for m in state.melds)
            assert state.size + sum(len(m.tiles) for m in state.melds) - kongs == size
    for seat in set(zone_passes):
        assert table.seats[seat].river[-1] == table.seats[seat].last_draw  # laid down in front


def test_a_concealed_kong_needs_room_for_its_larger_reserve() -> None:
    # Fuzhou keeps 18 tiles, +1 per exposed kong and +2 per concealed kong (FUZHOU_RESERVE).
    # With 2 drawable tiles left an exposed kong keeps 1 more: 2 - 1 = 1 tile is left for its
    # replacement; a concealed kong keeps 2 more: 2 - 2 = 0, so it must not be offered (before
    # the fix it was, and the replacement draw raised WallError in seeded play).
    from majiang.game.table import Table
    from majiang.rulesets import get

    table = Table(get("fuzhou"), seed=5)
    while table.wall.drawable > 2:
        table.wall.draw()
    assert table.legal.kong_room("exposed") is True
    assert table.legal.kong_room("concealed") is False


def test_seeded_fuzhou_play_with_a_late_concealed_kong_finishes() -> None:
    # the seeded match that offered a concealed kong with 2 tiles drawable (round 5)
    from majiang.game.match import play
    from majiang.rulesets import get

    log = play(get("fuzhou"), rounds=6, seed="q 8 0", bots=bots("random"))
    assert len(log.rounds) == 6
