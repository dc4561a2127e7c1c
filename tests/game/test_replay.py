"""The log: round trip, replay, settlement parity, and bad logs naming their line."""

from __future__ import annotations

import json

import pytest

from majiang.errors import ReplayError
from majiang.game.bots import bots
from majiang.game.log import Log
from majiang.game.match import play, replay, rounds, settle


@pytest.fixture(scope="module")
def text() -> str:
    return play_log().dumps()


def play_log() -> Log:
    from majiang.rulesets import get

    return play(get("changsha"), rounds=4, seed=21, bots=bots("greedy"))


def test_replay_settles_as_played(text: str) -> None:
    log = Log.loads(text)
    recorded = [e for r in log.rounds for e in r if e["t"] == "settlement"]
    assert [list(s.nets) for s in settle(text)] == [e["nets"] for e in recorded]
    assert len(rounds(text)) == 4


def _tamper(text: str, line: int, change: dict[str, object]) -> str:
    lines = text.splitlines()
    event = json.loads(lines[line - 1])
    event.update(change)
    lines[line - 1] = json.dumps(event, ensure_ascii=False, separators=(",", ":"))
    return "\n".join(lines) + "\n"


def test_a_changed_derived_line_is_named(text: str) -> None:
    lines = text.splitlines()
    number = next(i for i, raw in enumerate(lines, start=1) if json.loads(raw).get("t") == "deal")
    bad = _tamper(text, number, {"hands": ["1m", "2m", "3m", "4m"]})
    with pytest.raises(ReplayError, match=f"line {number}: the log says .*hands.* but the replay gives"):
        replay(bad)
    result = replay(bad, check=False)
    assert result.mismatches[0][0] == number


def test_an_illegal_decision_is_named(text: str) -> None:
    lines = text.splitlines()
    number = next(i for i, raw in enumerate(lines, start=1) if json.loads(raw).get("t") == "act")
    bad = _tamper(text, number, {"action": {"a": "pon"}})
    with pytest.raises(ReplayError, match=f"line {number}: seat .* may not pon now"):
        replay(bad)


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("", "empty log"),
        ('{"format":"majiang.log/1"}\nnot json\n', "line 2: not JSON"),
        ('{"format":"majiang.log/1"}\n[1]\n', "line 2: an event is a JSON object"),
        ('{"format":"majiang.log/1"}\n{"x":1}\n', "line 2: an event needs a 't'"),
        ('{"format":"majiang.log/1"}\n{"t":"draw"}\n', "line 2: event 'draw' before the first 'round'"),
        (
            '{"format":"majiang.log/1","ruleset":"atlantis"}\n{"t":"round"}\n',
            "line 1: unknown ruleset 'atlantis'",
        ),
        ('{"format":"majiang.log/1","ruleset":"hefei"}\n{"t":"round"}\n', "line 2: the round line lacks"),
    ],
    ids=["empty", "not-json", "not-object", "no-type", "no-round", "bad-ruleset", "bad-round"],
)
def test_bad_logs(text: str, match: str) -> None:
    with pytest.raises(ReplayError, match=match):
        replay(text)
