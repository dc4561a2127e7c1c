"""``match.played_rounds``: the match loop :func:`play` and ``selfplay`` share."""

from __future__ import annotations

import gc
from typing import Any

import pytest

from majiang.game import match
from majiang.game.bots import bots
from majiang.game.table import Table
from majiang.rulesets import get

RULESET = get("hefei")


def _recording(monkeypatch: pytest.MonkeyPatch, fail_at: int | None) -> list[dict[str, Any]]:
    """Patch ``play_round`` to record each round's arguments (and raise in round ``fail_at``)."""
    calls: list[dict[str, Any]] = []
    real = match.play_round

    def play_round(ruleset: Any, **kw: Any) -> Table:
        calls.append(kw)
        if kw["round_index"] == fail_at:
            raise RuntimeError("a bot broke")
        return real(ruleset, **kw)

    monkeypatch.setattr(match, "play_round", play_round)
    return calls


def _passed_on(call: dict[str, Any]) -> tuple[int, int, int, int]:
    return call["dealer"], call["lianzhuang"], call["wind"], call["carried"]


def test_a_failed_round_is_handed_on_and_the_next_is_dealt_as_it_would_have_been(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clean = _recording(monkeypatch, None)
    list(match.played_rounds(RULESET, seed=7, rounds=2, bots=bots("greedy")))
    monkeypatch.undo()
    calls = _recording(monkeypatch, 1)
    failures: list[tuple[int, str]] = []
    tables = list(
        match.played_rounds(
            RULESET, seed=7, rounds=3, bots=bots("greedy"), failed=lambda n, e: failures.append((n, str(e)))
        )
    )
    assert failures == [(1, "a bot broke")]
    assert len(tables) == 2
    assert [c["round_index"] for c in calls] == [0, 1, 2]
    # round 2 is dealt from what round 0 passed on, as round 1 was in the clean match
    assert _passed_on(calls[2]) == _passed_on(clean[1])
    assert gc.isenabled()


def test_without_failed_the_error_propagates_and_the_collector_is_resumed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _recording(monkeypatch, 0)
    with pytest.raises(RuntimeError, match="a bot broke"):
        list(match.played_rounds(RULESET, seed=7, rounds=2, bots=bots("random")))
    assert gc.isenabled()


def test_selfplay_counts_a_failed_round(monkeypatch: pytest.MonkeyPatch) -> None:
    from majiang.game.selfplay import selfplay

    _recording(monkeypatch, 1)
    result = selfplay(RULESET, rounds=3, seed=7, bots="greedy")
    assert result.errors == ("round 1: RuntimeError: a bot broke",)
    assert result.stats["errors"] == 1 and result.stats["rounds"] == 2
