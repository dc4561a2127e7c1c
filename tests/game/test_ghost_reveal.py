"""Guangdong 推倒胡 翻鬼 at the table: with ``flip_ghost`` on, the ghost indicator is turned
up after the deal and every seat sees it (``PlayRules.reveal`` from ``play_rules()``);
with fixed ghosts only (``bai_ghost``) nothing is turned up. Before this, every round of a
``flip_ghost`` table ended in a ``RoundError`` (no indicator to score with)."""

from __future__ import annotations

import pytest

from majiang.game.bots import bots
from majiang.game.match import play, replay
from majiang.game.table import Table
from majiang.rulesets import get
from majiang.tiles import Tile
from tests.game.invariants import check


def _successors(tile: str, count: int) -> list[str]:
    """common.md's successor, written out: 9 → 1 in a suit, 东 → 南 → 西 → 北 → 东 and
    中 → 发 → 白 → 中 (7z → 6z → 5z) in cycles."""
    rank, suit = int(tile[0]), tile[1]
    cycle = list(range(1, 10)) if suit in "mps" else ([1, 2, 3, 4] if rank <= 4 else [7, 6, 5])
    at = cycle.index(rank)
    return [f"{cycle[(at + step) % len(cycle)]}{suit}" for step in range(1, count + 1)]


@pytest.mark.parametrize("spec", ["random", "greedy"])
@pytest.mark.parametrize(
    "options",
    [{"flip_ghost": 1}, {"flip_ghost": 2}, {"flip_ghost": 1, "bai_ghost": True}],
    ids=["flip-1", "flip-2", "flip-1-bai"],
)
def test_flipped_ghosts_are_revealed_and_rounds_settle(options: dict[str, object], spec: str) -> None:
    tables: list[Table] = []
    ruleset = get("guangdong_tuidaohu", **options)
    log = play(ruleset, rounds=6, seed=4, bots=bots(spec), on_round=tables.append)
    wins = 0
    for table in tables:
        check(table)
        assert table.settlement is not None
        reveals = [e for e in table.events if e["t"] == "reveal"]
        assert len(reveals) == 1, reveals
        assert table.round is not None
        turned = table.round.indicator
        assert turned is not None
        assert reveals[0]["indicator"] == str(turned)
        # the ghost kinds are the turned-up tile's successors (plus 白 with bai_ghost)
        expected = set(_successors(str(turned), int(str(options["flip_ghost"]))))
        if options.get("bai_ghost"):
            expected.add("5z")
        assert {str(t) for t in ruleset.wild_kinds(turned)} == expected
        wins += len(table.round.wins)
    if spec == "greedy":
        assert wins, "greedy bots won nothing: the settlement of a ghost win is not exercised"
    assert not replay(log.dumps()).mismatches


def test_fixed_ghosts_turn_nothing_up() -> None:
    table = Table(get("guangdong_tuidaohu", bai_ghost=True), seed=1)
    assert not [e for e in table.events if e["t"] == "reveal"]
    assert set(table.ruleset.wild_kinds(None)) == {Tile.from_str("5z")}
