"""Play that goes on after a win (``PlayRules.winners_leave``, 血战到底): seeded self-play.

A winner leaves play: after its win it never draws, acts or claims again; the round ends
when one seat is left or the wall ends; each win carries its moment, and the settlement
the table made is what the ruleset makes of the table's round. With the option off
(``xuezhan=False``) the first win ends the round.
"""

from __future__ import annotations

from collections import Counter

import pytest

from majiang.game.bots import bots
from majiang.game.match import play_round
from majiang.rulesets import get


def _rounds(options: dict[str, bool], seeds: range) -> list:  # type: ignore[type-arg]
    ruleset = get("sichuan", **options)
    seats = bots("greedy")
    tables = []
    for seed in seeds:
        for k, bot in enumerate(seats):
            bot.seat_at(seed, k)
        tables.append(
            play_round(ruleset, seed=seed, round_index=0, dealer=0, lianzhuang=0, wind=0, bots=seats)
        )
    return tables


def test_winners_leave_and_the_others_play_on() -> None:
    tables = _rounds({}, range(12))
    moments = Counter(t.round.moments for t in tables)
    assert moments[3] and moments[2]  # rounds went on after a win, to three winners
    for table in tables:
        out: set[int] = set()
        for event in table.events:
            if event["t"] == "win":
                assert not out & set(event["seats"])
                out |= set(event["seats"])
            elif event["t"] in ("draw", "act", "meld"):
                assert event["seat"] not in out, event
            elif event["t"] == "window":
                assert not out & {int(s) for s in event["offers"]}, event
        round_ = table.round
        assert [w.moment for w in round_.wins] == sorted(w.moment for w in round_.wins)
        assert len({w.seat for w in round_.wins}) == len(round_.wins)
        assert round_.moments == 3 or table.drawable() == 0  # three won, or the wall ended
        assert table.ruleset.settle(round_) == table.settlement
        assert sum(table.settlement.nets) == 0


@pytest.mark.parametrize("seed", range(6))
def test_without_xuezhan_the_first_win_ends_the_round(seed: int) -> None:
    (table,) = _rounds({"xuezhan": False}, range(seed, seed + 1))
    assert table.round.moments <= 1
    assert not table.round.kongs  # moments are only listed where they matter
