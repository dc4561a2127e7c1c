"""The game log ``majiang.log/1``: JSON Lines, one header then every round's events.

The header names the ruleset, its options, the seed and the library version. Each
round starts with a ``round`` line holding the whole wall (every tile round the table,
before the break) and the opening dice, so a replay needs no random generator. The
seats' decisions are ``act`` lines (one seat's turn) and ``window`` lines (a claim
window: every offer and every reply, passes included), always by value. Everything
else (the deal, draws, flowers, reveals and their dice, melds, the win, birds, the end
and the settlement) is derived: written for readers and checked on replay.

>>> log = Log(header={"format": LOG_FORMAT, "ruleset": ruleset.name}, rounds=((({"t": "round"}),),))
>>> Log.loads(log.dumps()).dumps() == log.dumps()
True
>>> Log.loads('{"format": "majiang.log/0"}')
Traceback (most recent call last):
...
majiang.errors.ReplayError: line 1: format must be 'majiang.log/1', not 'majiang.log/0'
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import attrs

from majiang.errors import ReplayError

__all__ = ["LOG_FORMAT", "Log"]

LOG_FORMAT = "majiang.log/1"


def line(event: dict[str, Any]) -> str:
    """One event as its log line (key order kept, no spaces, UTF-8 text)."""
    return json.dumps(event, ensure_ascii=False, separators=(",", ":"))


_SCAN: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


def _read(raw: str) -> Any:
    """``json.loads(raw)``: a line that is one JSON value from its first character to its last is
    scanned directly; anything else (spaces around it, bad JSON) goes through ``json.loads``."""
    try:
        value, end = _SCAN(raw, 0)
    except (StopIteration, ValueError):
        return json.loads(raw)
    return value if end == len(raw) else json.loads(raw)


@attrs.frozen(kw_only=True)
class Log:
    """A header and the events of each round, as the lines are written."""

    header: dict[str, Any]
    rounds: tuple[tuple[dict[str, Any], ...], ...] = ()

    def lines(self) -> list[str]:
        out = [line(self.header)]
        for events in self.rounds:
            out.extend(line(e) for e in events)
        return out

    def dumps(self) -> str:
        """The log as JSON Lines text (one line per event, a newline after each)."""
        return "".join(text + "\n" for text in self.lines())

    @classmethod
    def loads(cls, text: str) -> Log:
        """Read a log; a line that is not a JSON object, or a wrong header, raises :class:`ReplayError`."""
        if not isinstance(text, str):
            raise ReplayError(f"a log is text (JSON Lines), not {type(text).__name__}")
        rows: list[dict[str, Any]] = []
        for number, raw in enumerate(text.splitlines(), start=1):
            if not raw.strip():
                continue
            try:
                value = _read(raw)
            except json.JSONDecodeError as error:
                raise ReplayError(f"line {number}: not JSON ({error.msg}): {raw[:60]!r}") from None
            if not isinstance(value, dict):
                raise ReplayError(f"line {number}: an event is a JSON object, not {raw[:60]!r}")
            if number > 1 and not isinstance(value.get("t"), str):
                raise ReplayError(f"line {number}: an event needs a 't' naming its type: {raw[:60]!r}")
            rows.append(value)
        if not rows:
            raise ReplayError("an empty log: line 1 must be the majiang.log/1 header")
        header = rows[0]
        if header.get("format") != LOG_FORMAT:
            raise ReplayError(f"line 1: format must be {LOG_FORMAT!r}, not {header.get('format')!r}")
        rounds: list[list[dict[str, Any]]] = []
        for number, event in enumerate(rows[1:], start=2):
            if event["t"] == "round":
                rounds.append([])
            elif not rounds:
                raise ReplayError(f"line {number}: event {event['t']!r} before the first 'round' line")
            rounds[-1].append(event)
        return cls(header=header, rounds=tuple(tuple(r) for r in rounds))

    def first_line(self, round_index: int) -> int:
        """The line number (1-based) of round ``round_index``'s ``round`` line."""
        return 2 + sum(len(r) for r in self.rounds[:round_index])
