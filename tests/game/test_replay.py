"""The log: round trip, replay, settlement parity, and bad logs naming their line."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import ReplayError
from majiang.game.bots import bots
from majiang.game.log import Log
from majiang.game.match import header, next_round, play, play_round, replay, rounds, settle
from majiang.game.table import Table
from majiang.rulesets import get, names
from majiang.serialize import dump_settlement


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


# -- what one round passes on to the next: dealer, 连庄, wind and the carried count -------------

CARRYING = [n for n in names() if getattr(get(n).play_rules(), "carry", None) is not None]


def test_some_ruleset_carries() -> None:
    assert "shanghai" in CARRYING  # 荒番: a count of drawn rounds carried on (PlayRules.carry)


@pytest.mark.parametrize("name", CARRYING)
@pytest.mark.parametrize("seed", [0, 3])
def test_a_carrying_match_replays_as_played(name: str, seed: int) -> None:
    live: list[Table] = []
    log = play(get(name), rounds=8, seed=seed, bots=bots("greedy"), on_round=live.append)
    assert any(t.carried for t in live[1:])  # the carry is exercised, not only its 0
    result = replay(log.dumps())
    assert not result.mismatches
    assert [t.carried for t in result.tables] == [t.carried for t in live]
    assert [dump_settlement(t.settlement) for t in result.tables if t.settlement is not None] == [
        dump_settlement(t.settlement) for t in live if t.settlement is not None
    ]


def _shanghai() -> tuple[str, list[dict[str, Any]]]:
    log = play(get("shanghai"), rounds=8, seed=0, bots=bots("greedy"))
    text = log.dumps()
    return text, [json.loads(raw) for raw in text.splitlines()]


def test_a_changed_carry_is_named_at_its_round_line() -> None:
    # seed 0 carries 0, 0, 1, 2, 3, ...: round 3 (carried 2) follows a drawn round (1 + 1);
    # written as 1, the round itself may replay alike (a drawn round pays nothing for 荒番),
    # but it is not what round 2 passed on
    text, events = _shanghai()
    heads = [i for i, e in enumerate(events, start=1) if e.get("t") == "round"]
    number = next(n for n in heads if events[n - 1].get("carried") == 2)
    bad = _tamper(text, number, {"carried": 1})
    said = f"line {number}: the log says .*.carried.: 1.* but the replay gives .*.carried.: 2"
    with pytest.raises(ReplayError, match=said):
        replay(bad)
    assert replay(bad, check=False).mismatches[0][0] == number


@pytest.mark.parametrize(("field", "value"), [("dealer", 3), ("lianzhuang", 7), ("wind", 2), ("n", 9)])
def test_a_round_line_not_passed_on_is_named(field: str, value: int) -> None:
    text, events = _shanghai()
    number = [i for i, e in enumerate(events, start=1) if e.get("t") == "round"][2]
    assert events[number - 1][field] != value
    bad = _tamper(text, number, {field: value})
    with pytest.raises(ReplayError, match=f"line {number}: the log says .*.{field}.: {value}"):
        replay(bad)
    assert replay(bad, check=False).mismatches[0][0] == number


def test_rounds_played_without_the_carry_are_named() -> None:
    # three rounds played one by one, each starting from 0 carried: the round after a drawn
    # one should have started with 1
    ruleset = get("shanghai")
    seats = bots("greedy")
    for k, bot in enumerate(seats):
        bot.seat_at(0, k)
    tables = []
    dealer = lianzhuang = wind = 0
    for n in range(4):
        table = play_round(
            ruleset, seed=0, round_index=n, dealer=dealer, lianzhuang=lianzhuang, wind=wind, bots=seats
        )
        tables.append(table)
        dealer, lianzhuang, wind = next_round(table, dealer, lianzhuang, wind)
    assert [t.outcome for t in tables][1] == "drawn"
    log = Log(header=header(ruleset, 0, 4, seats), rounds=tuple(tuple(t.events) for t in tables))
    number = log.first_line(2)
    with pytest.raises(ReplayError, match=f"line {number}: the log says .* but the replay gives .*carried"):
        replay(log.dumps())


def test_the_first_round_line_is_taken_as_written() -> None:
    # a log may start anywhere in a match: its first round's dealer, 连庄, wind and carry are
    # the log's own
    ruleset = get("shanghai")
    seats = bots("greedy")
    table = play_round(ruleset, seed=5, round_index=4, dealer=2, lianzhuang=1, wind=1, bots=seats, carried=3)
    log = Log(header=header(ruleset, 5, 1, seats), rounds=(tuple(table.events),))
    (again,) = replay(log.dumps()).tables
    passed = (again.round_index, again.dealer, again.lianzhuang, again.prevailing_wind, again.carried)
    assert passed == (4, 2, 1, 1, 3)
    assert again.events == table.events


# -- the replay's readers: the same values and the same errors as Log.loads and parse_tiles -----


@pytest.mark.parametrize(
    "text",
    ["19m19p19s1234567z", "", "  1m", "1m 2m", "0m", "9z", "1x", "11", "m", "一万", "123m4", "1m2m"],
)
def test_a_wall_reads_as_parse_tiles(text: str) -> None:
    from majiang.errors import MajiangError
    from majiang.game.match import _wall
    from majiang.tiles import parse_tiles

    try:
        expected: object = parse_tiles(text)
    except MajiangError as error:
        with pytest.raises(type(error), match=re.escape(str(error))):
            _wall(text)
        return
    assert _wall(text) == expected


@given(st.lists(st.integers(min_value=0, max_value=33), max_size=140))
def test_a_written_wall_reads_back(indices: list[int]) -> None:
    from majiang.game.match import _wall
    from majiang.game.state import TILES, text_of

    assert _wall(text_of(indices)) == tuple(TILES[i] for i in indices)


def test_a_mismatch_is_the_callers_to_change(text: str) -> None:
    # the replay shares the value of equal lines it reads; what a mismatch returns is a copy
    lines = text.splitlines()
    number = next(i for i, raw in enumerate(lines, start=1) if json.loads(raw).get("t") == "draw")
    bad = _tamper(text, number, {"tile": "9z"})
    first = replay(bad, check=False).mismatches[0]
    assert first[0] == number
    first[1]["tile"] = "1m"  # the caller's copy
    first[1]["seat"] = 9
    assert replay(text, check=False).mismatches == ()
    again = replay(bad, check=False).mismatches[0]
    assert again[1] == json.loads(lines[number - 1]) | {"tile": "9z"}


def test_a_memo_reads_as_loads(text: str) -> None:
    memo: dict[str, Any] = {}
    assert Log._loads(text, memo) == Log.loads(text)
    assert memo and Log._loads(text, memo) == Log.loads(text)  # read again from the memo


def test_a_log_changed_in_place_is_replayed_as_changed(text: str) -> None:
    log = Log.loads(text)
    assert replay(log).mismatches == ()
    act = next(e for events in log.rounds for e in events if e["t"] == "act")
    act["action"]["a"] = "pon"  # the same dict, changed: read again, not remembered
    with pytest.raises(ReplayError, match="may not pon now"):
        replay(log)


def _variants(text: str) -> list[str]:
    """The log with a blank line, spaces around a line, a line that is not an event, an event
    before the first round line, a bad header, a line that is not JSON (``_loads``' slow path)."""
    lines = text.splitlines()
    head, first, rest = lines[0], lines[1], lines[2:]
    return [
        "\n".join([head, first, "", *rest]) + "\n",
        "\n".join([head, first, "   ", *rest]),
        "\n".join([head, first, " " + rest[0] + " ", *rest[1:]]) + "\n",
        "\n".join([head, first, "[1, 2]", *rest]) + "\n",
        "\n".join([head, first, '{"x": 1}', *rest]) + "\n",
        "\n".join([head, rest[0], first, *rest[1:]]) + "\n",
        "\n".join(['{"format": "majiang.log/0"}', first, *rest]) + "\n",
        "\n".join([head, first, "{not json", *rest]) + "\n",
        "\n".join(["", head, first, *rest]) + "\n",
        head + "\n",
        "",
    ]


@pytest.mark.parametrize("k", range(11))
def test_the_memo_reader_reads_as_loads_whatever_the_text(text: str, k: int) -> None:
    odd = _variants(text)[k]
    memo: dict[str, Any] = {}
    try:
        expected = Log.loads(odd)
    except ReplayError as error:
        for _ in range(2):  # also once the memo holds the good lines
            with pytest.raises(ReplayError, match=re.escape(str(error))):
                Log._loads(odd, memo)
            Log._loads(text, memo)
        return
    for _ in range(2):
        got = Log._loads(odd, memo)
        assert got == expected and got.numbers == expected.numbers
    assert all(type(v) is dict and type(v.get("t")) is str for v in memo.values())  # events only
