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

from majiang._calls import checked_call
from majiang.errors import ReplayError

__all__ = ["LOG_FORMAT", "Log"]

LOG_FORMAT = "majiang.log/1"


def line(event: dict[str, Any]) -> str:
    """One event as its log line (key order kept, no spaces, UTF-8 text)."""
    return json.dumps(event, ensure_ascii=False, separators=(",", ":"))


_SCAN: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


_MEMO_LINE = 200
"""The longest line a memo keeps (the short lines repeat: draws, discards, melds)."""
_MEMO_LINES = 1 << 15
"""The most lines a memo keeps (it starts again when full)."""


@checked_call
@attrs.frozen(kw_only=True)
class Log:
    """A header and the events of each round, as the lines are written."""

    header: dict[str, Any]
    rounds: tuple[tuple[dict[str, Any], ...], ...] = ()
    numbers: tuple[tuple[int, ...], ...] | None = attrs.field(default=None, eq=False, repr=False)
    """The line number (1-based) of each round's events in the text it was read from, where
    that text had blank lines (:meth:`loads` skips them); ``None``: the events follow the
    header line by line, as :meth:`dumps` writes them. Not part of equality."""

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
        return cls._loads(text, None)

    @classmethod
    def _loads(cls, text: str, memo: dict[str, Any] | None) -> Log:
        """:meth:`loads`; with ``memo``, a line read before is not parsed again: equal lines
        share one value (for a reader that only compares them, such as the replay)."""
        if not isinstance(text, str):
            raise ReplayError(f"a log is text (JSON Lines), not {type(text).__name__}")
        if memo is not None:
            fast = cls._loads_plain(text, memo)
            if fast is not None:
                return fast
        header: dict[str, Any] | None = None
        rounds: list[list[dict[str, Any]]] = []
        this: list[dict[str, Any]] | None = None  # the round being read
        early: ReplayError | None = None  # an event before the first round line
        scan = _SCAN
        read = 0  # the lines read so far (blank ones not counted)
        numbers: list[list[int]] | None = None  # each round's events' line numbers, once a line was blank
        here: list[int] = []  # this round's, while numbers are kept
        for number, raw in enumerate(text.splitlines(), start=1):
            if not raw or raw.isspace():
                continue
            read += 1
            if numbers is None and read != number:  # the first line after a blank one
                numbers = _numbered(rounds)
                here = numbers[-1] if numbers else []
            value = memo.get(raw) if memo is not None else None
            if value is None:
                try:  # json.loads(raw); scanned directly when the line is one value end to end
                    value, end = scan(raw, 0)
                    if end != len(raw):
                        value = json.loads(raw)
                except (StopIteration, ValueError):
                    try:
                        value = json.loads(raw)
                    except json.JSONDecodeError as error:
                        raise ReplayError(f"line {number}: not JSON ({error.msg}): {raw[:60]!r}") from None
            if type(value) is not dict:
                raise ReplayError(f"line {number}: an event is a JSON object, not {raw[:60]!r}")
            kind = value.get("t")
            if number > 1 and type(kind) is not str:
                raise ReplayError(f"line {number}: an event needs a 't' naming its type: {raw[:60]!r}")
            if memo is not None and len(raw) <= _MEMO_LINE and type(kind) is str:
                _remember(memo, raw, value)  # only events (objects with a 't'): what _loads_plain reads back
            if header is None:
                header = value
            elif kind == "round":
                this = [value]
                rounds.append(this)
                if numbers is not None:
                    here = [number]
                    numbers.append(here)
            elif this is not None:
                this.append(value)
                if numbers is not None:
                    here.append(number)
            elif early is None:  # the first event after the header
                early = ReplayError(f"line {number}: event {kind!r} before the first 'round' line")
        if header is None:
            raise ReplayError("an empty log: line 1 must be the majiang.log/1 header")
        if header.get("format") != LOG_FORMAT:
            raise ReplayError(f"line 1: format must be {LOG_FORMAT!r}, not {header.get('format')!r}")
        if early is not None:
            raise early
        kept = None if numbers is None else tuple(map(tuple, numbers))
        return cls(header=header, rounds=tuple(map(tuple, rounds)), numbers=kept)

    @classmethod
    def _loads_plain(cls, text: str, memo: dict[str, Any]) -> Log | None:
        """:meth:`_loads` of a log with no blank line and every line one JSON object (the
        header first, then events, the first a ``round`` line): each line read once, the
        memo's lines not checked again (it holds events only). ``None``: anything else, for
        :meth:`_loads` to read (and name what is wrong)."""
        lines = text.splitlines()
        if not lines:
            return None
        try:
            header = json.loads(lines[0])
        except ValueError:
            return None
        if type(header) is not dict or header.get("format") != LOG_FORMAT:
            return None
        rounds: list[list[dict[str, Any]]] = []
        this: list[dict[str, Any]] | None = None
        known = memo.get
        scan = _SCAN
        for k in range(1, len(lines)):
            raw = lines[k]
            value = known(raw)
            if value is None:
                try:
                    value, end = scan(raw, 0)
                except (StopIteration, ValueError):
                    return None
                if end != len(raw) or type(value) is not dict or type(value.get("t")) is not str:
                    return None
                if len(raw) <= _MEMO_LINE:
                    _remember(memo, raw, value)
            if value["t"] == "round":
                this = [value]
                rounds.append(this)
            elif this is not None:
                this.append(value)
            else:
                return None  # an event before the first round line
        return cls(header=header, rounds=tuple(map(tuple, rounds)))

    def first_line(self, round_index: int) -> int:
        """The line number (1-based) of round ``round_index``'s ``round`` line (in the text
        the log was read from: blank lines counted)."""
        return self.line_numbers(round_index)[0]

    def line_numbers(self, round_index: int) -> tuple[int, ...]:
        """The line number (1-based) of each event of round ``round_index``."""
        if self.numbers is not None:
            return self.numbers[round_index]
        first = 2 + sum(len(r) for r in self.rounds[:round_index])
        return tuple(range(first, first + len(self.rounds[round_index])))


def _remember(memo: dict[str, Any], raw: str, value: dict[str, Any]) -> None:
    if len(memo) >= _MEMO_LINES:
        memo.clear()
    memo[raw] = value


def _numbered(rounds: list[list[dict[str, Any]]]) -> list[list[int]]:
    """The line number of each event read so far, when they follow the header line by line."""
    out, at = [], 2
    for events in rounds:
        out.append(list(range(at, at + len(events))))
        at += len(events)
    return out
