"""光游's ready discards listed together (``anytile.swim_discards``) are exactly those
``swims_after`` accepts one by one, at every turn of seeded Quanzhou rounds."""

from __future__ import annotations

import random

from majiang.game import anytile
from majiang.game.bots import bots
from majiang.game.match import play_round
from majiang.game.table import Table
from majiang.rulesets import get


def test_swim_discards_is_swims_after_one_by_one() -> None:
    asked = 0

    def check(table: Table) -> None:
        nonlocal asked
        if table.phase != "act" or table.over:
            return
        legal, state = table.legal, table.seats[table.turn]
        if state.ready or not anytile.may_swim(legal, state):
            return
        kinds = [i for i in range(42) if state.counts[i]]
        before = list(state.counts), list(state.keys)
        listed = anytile.swim_discards(legal, state, kinds)
        assert (list(state.counts), list(state.keys)) == before  # nothing changed
        assert listed == [d for d in kinds if anytile.swims_after(legal, state, d)]
        asked += 1

    ruleset = get("quanzhou")
    for k in range(12):
        play_round(
            ruleset,
            seed=f"swim {k}",
            round_index=0,
            dealer=k % 4,
            lianzhuang=0,
            wind=0,
            bots=bots("greedy" if k % 2 else "random"),
            after_each=check,
        )
    assert asked > 50  # the seats held a gold at many turns


def _sets(rng: random.Random, avoid: int) -> list[int]:
    """Five random sets (runs or triplets) of kinds other than ``avoid``, at most four of a kind."""
    tiles: list[int] = []
    while len(tiles) < 15:
        if rng.random() < 0.6:
            suit, rank = rng.randrange(3), rng.randrange(7)
            group = [9 * suit + rank + j for j in range(3)]
        else:
            group = [rng.randrange(34)] * 3
        if avoid not in group and all(tiles.count(i) + group.count(i) <= 4 for i in group):
            tiles += group
    return tiles


def test_swim_discards_on_swimming_hands() -> None:
    # seat 1 holds five sets, golds and one or two more tiles (some changed at random): the
    # hands that swim after some discard, and the near misses around them
    rng = random.Random(15)
    table = Table(get("quanzhou"), seed=3)
    legal, state = table.legal, table.seats[1]
    (gold,) = legal.wild
    swimming = 0
    for _ in range(400):
        for i in range(42):
            if state.counts[i]:
                state.remove(i, state.counts[i])
        tiles = _sets(rng, gold)
        golds = rng.choice((1, 1, 2))
        tiles += [gold] * golds + [rng.randrange(34) for _ in range(17 - len(tiles) - golds)]
        if rng.random() < 0.3:
            tiles[rng.randrange(15)] = rng.randrange(34)
        if any(tiles.count(i) > 4 for i in tiles):
            continue
        for i in tiles:
            state.add(i)
        assert anytile.may_swim(legal, state)
        kinds = [i for i in range(42) if state.counts[i]]
        expected = [d for d in kinds if anytile.swims_after(legal, state, d)]
        assert anytile.swim_discards(legal, state, kinds) == expected
        swimming += bool(expected)
    assert swimming > 100
