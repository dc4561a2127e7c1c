"""The collector paused over self-play (``majiang.game.collector.Paused``)."""

from __future__ import annotations

import gc

import pytest

from majiang.game.bots import bots
from majiang.game.collector import Paused
from majiang.game.match import play
from majiang.rulesets import get


def test_paused_and_resumed_also_on_an_error() -> None:
    assert gc.isenabled()
    with pytest.raises(RuntimeError, match="inside"), Paused():
        assert not gc.isenabled()
        raise RuntimeError("inside")
    assert gc.isenabled()


def test_left_off_where_it_was_off() -> None:
    gc.disable()
    try:
        with Paused(every=1) as paused:
            paused.round_done()  # no collection is asked for while the caller keeps it off
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_every_few_rounds_the_young_garbage_is_freed(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda generation=2: asked.append(generation) or 0)
    with Paused(every=3) as paused:
        for _ in range(7):
            paused.round_done()
    assert asked == [0, 0]  # after rounds 3 and 6


def test_play_resumes_the_collector() -> None:
    log = play(get("hefei"), rounds=2, seed=1, bots=bots("random"))
    assert len(log.rounds) == 2 and gc.isenabled()
