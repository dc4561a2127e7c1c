"""The seeded self-play load test: every registered ruleset, several bot mixes.

After every decision: the table is consistent (every physical tile in one place, a live
table has a seat to decide, each with a legal action); after every round the money sums
to zero; the log round-trips byte for byte; the replay reproduces every line and the
settlement item for item; and over the mixes every action kind the region's play rules
allow occurred. A registered ruleset without play rules fails here, by design: add its
``play.py`` row (see ``docs/game.md``).

The rounds per case are bounded to keep the suite fast; ``MAJIANG_LOAD_ROUNDS`` raises them.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

from majiang.game.bots import bots
from majiang.game.log import Log
from majiang.game.match import play, play_round, replay, settle
from majiang.game.selfplay import count_actions
from majiang.game.table import Table
from majiang.rulesets import get, names
from majiang.rulesets.playrules import WallEnd
from majiang.serialize import dump_settlement
from tests.game.invariants import check

ROUNDS = int(os.environ.get("MAJIANG_LOAD_ROUNDS", "8"))
MIXES = ("random", "greedy", "claimhappy", "random,greedy,claimhappy,passive")


def expected_kinds(name: str) -> set[str]:
    """The action kinds this ruleset's play rules and claims make possible."""
    ruleset = get(name)
    rules = ruleset.play_rules()
    assert rules is not None
    kinds = {"discard", "pass", "win"}
    claims = ruleset.claims
    if claims.pon:
        kinds.add("pon")
    if claims.chi:
        kinds.add("chi")
    if claims.kong or claims.concealed_kong:
        kinds.add("kong")
    if rules.ready:
        kinds.add("ready")
    if rules.wall_end is WallEnd.ROAMING_SEABED:
        kinds.add("take_last")
    if rules.deal_wins is not None:
        kinds.add("deal_win")
    if rules.void_suit:
        kinds.add("void")
    if rules.exchange:
        kinds.add("exchange")
    if rules.eggs:
        kinds.add("egg")
    if rules.grab:
        kinds.add("grab")
    return kinds


def play_checked(name: str, spec: str, seed: int, rounds: int) -> tuple[Log, list[Table]]:
    """A seeded match, every state checked after each decision and each finished round."""
    tables: list[Table] = []

    def finished(table: Table) -> None:
        check(table)
        # the table settles its own round without checking it again (settle_trusted): the
        # checked entry takes the same round and gives the same money
        assert table.round is not None and table.ruleset.settle(table.round) == table.settlement
        tables.append(table)

    log = play(get(name), rounds=rounds, seed=seed, bots=bots(spec), on_round=finished, after_each=check)
    return log, tables


_SEEN: dict[str, Counter[str]] = {}


@pytest.mark.parametrize("spec", MIXES)
@pytest.mark.parametrize("name", names())
def test_selfplay_round_trips_and_replays(name: str, spec: str) -> None:
    log, tables = play_checked(name, spec, seed=11, rounds=ROUNDS)
    text = log.dumps()
    assert Log.loads(text).dumps() == text
    result = replay(text)
    assert not result.mismatches
    assert [t.events for t in result.tables] == [t.events for t in tables]
    live = [dump_settlement(t.settlement) for t in tables if t.settlement is not None]
    assert [dump_settlement(s) for s in settle(log)] == live
    counts = _SEEN.setdefault(name, Counter())
    for t in tables:
        count_actions(t.events, counts)
        counts["outcome:" + (t.outcome or "")] += 1


@pytest.mark.parametrize("name", names())
def test_every_action_kind_occurs(name: str) -> None:
    """Over the mixes above (and a few more greedy rounds if needed) every kind occurred."""
    counts = Counter(_SEEN.get(name, Counter()))
    seed = 100
    while (missing := expected_kinds(name) - {k for k, n in counts.items() if n}) and seed < 140:
        _, tables = play_checked(name, "claimhappy" if seed % 2 else "greedy", seed=seed, rounds=10)
        for t in tables:
            count_actions(t.events, counts)
            counts["outcome:" + (t.outcome or "")] += 1
        seed += 1
    assert not missing, f"{name}: never saw {sorted(missing)} in {dict(counts)}"
    assert counts["outcome:win"], f"{name}: no round was won, scoring untested"


@pytest.mark.parametrize("name", ["changsha", "shanghai", "wuhan", "harbin", "jilin", "changchun"])
def test_a_claim_window_offers_what_every_seat_may_claim(name: str) -> None:
    # open_window skips a seat that can neither pon, kong nor chi the discard and whose tiles
    # no win admits (not one short of a shape, and the outside_grammar hook refuses them);
    # the window must still offer exactly what Legality.claims lists for each seat
    from majiang.game.claims import forced

    seen = 0

    def compare(table: Table) -> None:
        nonlocal seen
        if table.phase != "claim" or table.replies:
            return  # not a window just opened
        origin, tile = table.discard  # type: ignore[misc]
        expected = {}
        for k in range(1, 4):
            seat = (origin + k) % 4
            if seat not in table.out:
                legal = forced(table, table.legal.claims(seat, origin, tile), tile)
                if legal:
                    expected[seat] = legal
        assert table.pending == expected
        seen += 1

    seats = bots("random,claimhappy,random,claimhappy")
    for k, bot in enumerate(seats):
        bot.seat_at(7, k)
    for n in range(3):
        play_round(
            get(name), seed=7, round_index=n, dealer=0, lianzhuang=0, wind=0, bots=seats, after_each=compare
        )
    assert seen
