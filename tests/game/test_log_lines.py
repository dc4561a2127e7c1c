"""Line numbers in a log with blank lines: ``Log.loads`` skips them, and every error still
names the line of the text as written (blank lines counted), not the count of events."""

from __future__ import annotations

import json

import pytest

from majiang.errors import ReplayError
from majiang.game.bots import bots
from majiang.game.log import Log
from majiang.game.match import play, replay
from majiang.rulesets import get


@pytest.fixture(scope="module")
def text() -> str:
    return play(get("changsha"), rounds=3, seed=21, bots=bots("greedy")).dumps()


def _spaced(text: str) -> list[str]:
    """The log's lines with blank ones put in: after the header, inside the first round,
    between rounds and inside the last round (one of them only spaces)."""
    lines = text.splitlines()
    rounds = [i for i, raw in enumerate(lines) if json.loads(raw).get("t") == "round"]
    out: list[str] = []
    for i, raw in enumerate(lines):
        if i in (1, 5, rounds[1], rounds[2] + 7):
            out.extend(["", "   "] if i == rounds[1] else [""])
        out.append(raw)
    return out


def _number(lines: list[str], test: str, after: int = 0) -> int:
    """The (1-based) line number of the first event of kind ``test`` after line ``after``."""
    return next(
        n
        for n, raw in enumerate(lines, start=1)
        if n > after and raw.strip() and json.loads(raw).get("t") == test
    )


def test_blank_lines_are_skipped_but_counted(text: str) -> None:
    lines = _spaced(text)
    spaced = "\n".join(lines) + "\n"
    log = Log.loads(spaced)
    assert log == Log.loads(text)  # the same events: the line numbers are not part of equality
    assert Log.loads(text).numbers is None  # written by dumps: the events follow line by line
    rounds = [
        n for n, raw in enumerate(lines, start=1) if raw.strip() and json.loads(raw).get("t") == "round"
    ]
    assert [log.first_line(k) for k in range(3)] == rounds
    assert [Log.loads(text).first_line(k) for k in range(3)] == [
        n for n, raw in enumerate(text.splitlines(), start=1) if json.loads(raw).get("t") == "round"
    ]
    assert not replay(spaced).mismatches


def test_a_changed_derived_line_is_named_at_its_own_line(text: str) -> None:
    lines = _spaced(text)
    third = Log.loads("\n".join(lines)).first_line(2)
    number = _number(lines, "draw", after=third + 8)  # past the blank line inside the last round
    event = json.loads(lines[number - 1])
    event["tile"] = "1m" if event["tile"] != "1m" else "2m"
    lines[number - 1] = json.dumps(event, ensure_ascii=False, separators=(",", ":"))
    bad = "\n".join(lines) + "\n"
    with pytest.raises(ReplayError, match=f"^line {number}: the log says .*draw.* but the replay gives"):
        replay(bad)
    assert replay(bad, check=False).mismatches[0][0] == number


def test_an_illegal_decision_is_named_at_its_own_line(text: str) -> None:
    lines = _spaced(text)
    second = Log.loads("\n".join(lines)).first_line(1)
    number = _number(lines, "act", after=second)
    event = json.loads(lines[number - 1])
    event["seat"] = (event["seat"] + 1) % 4  # not that seat's turn
    lines[number - 1] = json.dumps(event, ensure_ascii=False, separators=(",", ":"))
    with pytest.raises(ReplayError, match=f"^line {number}: seat "):
        replay("\n".join(lines) + "\n")


def test_a_round_line_not_passed_on_is_named_at_its_own_line(text: str) -> None:
    lines = _spaced(text)
    number = Log.loads("\n".join(lines)).first_line(1)  # two blank lines before it
    event = json.loads(lines[number - 1])
    event["n"] = 7
    lines[number - 1] = json.dumps(event, ensure_ascii=False, separators=(",", ":"))
    with pytest.raises(
        ReplayError, match=f"^line {number}: the log says .*'n': 7.* but the replay gives .*'n': 1"
    ):
        replay("\n".join(lines) + "\n")


def test_a_cut_round_is_named_at_the_line_after_its_last(text: str) -> None:
    lines = _spaced(text)
    last = len(lines)  # the settlement line of the last round
    bad = "\n".join(lines[:-1]) + "\n"
    with pytest.raises(
        ReplayError, match=f"^line {last}: the log says None but the replay gives .*settlement"
    ):
        replay(bad)


def test_an_event_before_the_first_round_line_is_named_at_its_line() -> None:
    with pytest.raises(ReplayError, match=r"^line 4: event 'draw' before the first 'round' line"):
        Log.loads('{"format":"majiang.log/1"}\n\n \n{"t":"draw"}\n')
