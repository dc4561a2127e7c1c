"""Replay a ``majiang.log/1`` log: re-execute every decision through a table (the one source
of legality) and compare every line the table derives with the line the log holds.

A round line after the first must hold what the round before passed on (:func:`passed_on`):
the dealer, 连庄 and wind of :func:`next_round` and the count :func:`carry_of` carries.

>>> from majiang.game.bots import bots
>>> from majiang.game.match import play
>>> log = play(ruleset, rounds=2, seed=3, bots=bots("greedy"))
>>> result = replay(log.dumps())
>>> len(result.tables), result.mismatches
(2, ())
"""

from __future__ import annotations

import copy
import gc
import json
import re
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from majiang._calls import checked_call, shown
from majiang.errors import MajiangError, ReplayError
from majiang.game.actions import Action, action_from_json
from majiang.game.log import Log
from majiang.game.state import text_of
from majiang.game.table import Table
from majiang.rulesets import Ruleset, get
from majiang.tiles import Tile, TileSet, parse_tiles
from majiang.tiles.wall import Dice

__all__ = ["Replay", "carry_of", "next_round", "passed_on", "replay"]


def next_round(table: Table, dealer: int, lianzhuang: int, wind: int) -> tuple[int, int, int]:
    if table.next_deal is None:
        return dealer, lianzhuang, wind
    new, count = table.next_deal
    if new != dealer and new == 0:
        wind = (wind + 1) % 4  # every seat has dealt once: the prevailing wind moves on
    return new, count, wind


def carry_of(table: Table) -> int:
    """The count the next round starts with (``PlayRules.carry``; 0 without one)."""
    carry = table.rules.carry
    return carry(table) if carry is not None else 0


@checked_call
@attrs.frozen(kw_only=True)
class Replay:
    """What a replay found: the replayed tables and every mismatch (line, logged, replayed)."""

    tables: tuple[Table, ...]
    mismatches: tuple[tuple[int, Any, Any], ...]


_RULESETS: dict[str, Ruleset] = {}
"""The ruleset each header's name and options (as canonical JSON) was built as: a ruleset
keeps what it works out once (its compiled tables, grammars, memos), so the logs of one
ruleset replay on one instance. A ruleset's values never change once built."""


def _ruleset(log: Log) -> Ruleset:
    head = log.header
    name = head.get("ruleset")
    options = head.get("options") or {}
    if not isinstance(name, str) or not isinstance(options, dict):
        raise ReplayError(f"line 1: the header needs a ruleset name and an options object, got {name!r}")
    try:
        key: str | None = json.dumps([name, options], sort_keys=True)
    except (TypeError, ValueError):  # a Log built in Python with values JSON can not hold
        key = None
    if key is not None and (known := _RULESETS.get(key)) is not None:
        return known
    try:
        ruleset = get(name, **options)
    except MajiangError as error:
        raise ReplayError(f"line 1: {error}") from None
    if key is not None:
        if len(_RULESETS) >= 256:
            _RULESETS.clear()
        _RULESETS[key] = ruleset
    return ruleset


def _dice(value: Any, where: str) -> Dice:
    if not (isinstance(value, list) and len(value) == 2):
        raise ReplayError(f"{where}: dice must be two numbers, not {value!r}")
    try:
        return Dice(first=value[0], second=value[1])
    except MajiangError as error:
        raise ReplayError(f"{where}: {error}") from None


_PASSED_ON = ("n", "dealer", "lianzhuang", "wind", "carried")
"""The round line's fields one round passes on to the next (``play``: index, ``next_round``,
``carry_of``)."""


def passed_on(table: Table) -> dict[str, int]:
    """The round line fields the round after ``table`` starts with, as :func:`play` passes them."""
    dealer, lianzhuang, wind = next_round(table, table.dealer, table.lianzhuang, table.prevailing_wind)
    n = table.round_index + 1
    return {"n": n, "dealer": dealer, "lianzhuang": lianzhuang, "wind": wind, "carried": carry_of(table)}


def _head_mismatch(head: dict[str, Any], expected: dict[str, int]) -> dict[str, Any] | None:
    """The round line as the round before passed it on, if ``head`` says otherwise."""
    if all(head.get(k, 0 if k == "carried" else None) == v for k, v in expected.items()):
        return None
    derived: dict[str, Any] = {"t": "round", **expected}
    if not derived["carried"]:
        del derived["carried"]  # written only when not 0
    return {**derived, **{k: v for k, v in head.items() if k not in _PASSED_ON and k != "t"}}


_DECISIONS = frozenset(("act", "window"))

_LINES: dict[str, Any] = {}
"""The lines a replay has read, parsed (``Log._loads``' memo): a draw or a discard line
repeats from round to round. Its values are only read; a mismatch returns a copy."""

_GROUP = re.compile(r"[1-9]+[a-z]")
_GROUPS: dict[str, tuple[tuple[Tile, ...], tuple[int, ...], bool]] = {}
"""Each compact-notation group seen in a wall ("28p"), parsed once: its tiles, their indices,
and whether ``text_of`` writes them as the group."""


_ACTIONS: dict[int, tuple[object, Action]] = {}
"""The action each logged action value (by identity) was read as: equal lines share one value
(``_LINES``), so a discard line read again is not parsed again. The value is kept with it,
so its identity is not reused while it is remembered."""


def _action(data: object) -> Action:
    """``action_from_json(data)``, remembered by the identity of ``data``: only for values of
    ``_LINES``, which nobody changes (a caller's ``Log`` may be changed in place)."""
    found = _ACTIONS.get(id(data))
    if found is not None and found[0] is data:
        return found[1]
    action = action_from_json(data)
    if len(_ACTIONS) >= 1 << 14:
        _ACTIONS.clear()
    _ACTIONS[id(data)] = (data, action)
    return action


def _wall(text: object) -> tuple[Tile, ...]:
    """``parse_tiles(text)``; a wall in compact notation (groups like ``28p``, nothing
    between them) is read group by group, each group parsed once per process."""
    return _read_wall(text)[0]


_SAME_SUIT = re.compile(r"([a-z])[1-9]+\1")
"""Two groups of one suit side by side ("1m2m"): ``text_of`` writes them as one."""


def _read_wall(text: object) -> tuple[tuple[Tile, ...], list[int] | None]:
    """:func:`_wall`'s tiles and, where ``text`` is exactly ``text_of`` them (so the table need
    not write it again), their indices."""
    if type(text) is not str:
        return parse_tiles(text), None  # type: ignore[arg-type]
    groups = _GROUP.findall(text)
    if sum(map(len, groups)) != len(text):
        return parse_tiles(text), None  # another notation, spaces, or something parse_tiles refuses
    tiles: list[Tile] = []
    indices: list[int] = []
    written = True  # each group as text_of writes it
    known = _GROUPS
    for group in groups:
        found = known.get(group)
        if found is None:
            try:
                parsed = parse_tiles(group)
            except MajiangError:
                return parse_tiles(text), None  # raises, quoting the whole text as it always did
            kinds = tuple(t.index for t in parsed)
            found = (parsed, kinds, text_of(kinds) == group)
            if len(known) < 4096:
                known[group] = found
        tiles.extend(found[0])
        indices.extend(found[1])
        written = written and found[2]
    if written and _SAME_SUIT.search(text) is None:
        return tuple(tiles), indices
    return tuple(tiles), None


_SORTED: dict[int, tuple[TileSet, list[int]]] = {}
"""By ``id(tile_set)``: the set (kept alive) and its tiles' indices, in order."""


def _is_tile_set(indices: list[int], tile_set: TileSet) -> bool:
    """The indices are exactly the tiles of ``tile_set`` (``Table``'s own check, in C)."""
    found = _SORTED.get(id(tile_set))
    if found is None or found[0] is not tile_set:
        every = [i for i, n in enumerate(tile_set.copies_by_index) for _ in range(n)]
        found = _SORTED[id(tile_set)] = (tile_set, every)
    return sorted(indices) == found[1]


def _replay_round(
    ruleset: Ruleset,
    seed: int | str,
    events: tuple[dict[str, Any], ...],
    first: int,
    read: Callable[[object], Action] = action_from_json,
    numbers: Sequence[int] | None = None,
) -> tuple[Table, list[tuple[int, Any, Any]]]:
    """Replay one round whose events start at line ``first``; ``numbers``: each event's
    line number, where the text had blank lines (``Log.numbers``)."""

    def at(i: int) -> int:  # the line number of event i (i == len(events): the line after)
        if numbers is None:
            return first + i
        return numbers[i] if i < len(numbers) else numbers[-1] + 1

    head = events[0]
    where = f"line {first}"
    mismatches: list[tuple[int, Any, Any]] = []
    try:
        text = head["wall"]
        wall, indices = _read_wall(text)
        dice = [_dice(head["dice"], where)]
        decisions: list[int] = []  # the act and window lines
        for i in range(1, len(events)):
            event = events[i]
            if event["t"] in _DECISIONS:
                decisions.append(i)
            if "dice" in event:  # every later roll: a derived line's dice
                dice.append(_dice(event["dice"], f"line {at(i)}"))
        written = indices is not None and _is_tile_set(indices, ruleset.tile_set)
        table = Table(
            ruleset,
            seed=seed,
            round_index=head["n"],
            dealer=head["dealer"],
            lianzhuang=head["lianzhuang"],
            prevailing_wind=head["wind"],
            wall=wall,
            dice=dice,
            carried=head.get("carried", 0),
            _wall_text=text if written else None,  # the round line's text as the table writes it
        )
    except (KeyError, TypeError) as error:
        raise ReplayError(f"{where}: the round line lacks or mistypes {error}") from None
    except MajiangError as error:
        raise ReplayError(f"{where}: {error}") from None
    submit = table.submit
    for i in decisions:
        event = events[i]
        if table.phase == "over":
            raise ReplayError(f"line {at(i)}: a decision after the round ended: {event}")
        try:
            if event["t"] == "act":
                submit(event["seat"], read(event["action"]))
            else:
                for seat, reply in event["replies"].items():
                    submit(int(seat), read(reply))
        except (KeyError, TypeError, ValueError) as error:
            raise ReplayError(f"line {at(i)}: {error}") from None
    replayed_events = table.events
    if list(events) != replayed_events:  # (a list's ==: the lengths, then each pair in C)
        # line by line once they differ
        for i, (logged, replayed) in enumerate(zip(events, replayed_events, strict=False)):
            if logged != replayed:
                mismatches.append((at(i), logged, replayed))
    if len(events) != len(table.events):
        n = min(len(events), len(table.events))
        mismatches.append(
            (
                at(n),
                events[n] if n < len(events) else None,
                table.events[n] if n < len(table.events) else None,
            )
        )
    if not table.over:
        mismatches.append(
            (at(len(events)), "the round's end", f"still waiting for {sorted(table.prompts())}")
        )
    return table, mismatches


def replay(log: Log | str, *, check: bool = True) -> Replay:
    """Re-execute every decision of ``log`` and compare every derived line.

    Each round line after the first must hold what the round before passed on, as
    :func:`play` passes it: the next index, the dealer, 连庄 and wind of ``next_round`` and
    the count ``PlayRules.carry`` carries (such as a count of drawn rounds); the first round
    line is taken as written (a log may start anywhere in a match). Without ``check``, a
    round line that differs is replayed as written; if its decisions do not fit it, the
    replay stops there. With ``check`` the first mismatch raises :class:`ReplayError` naming its line and both
    values; otherwise all are returned.

    The garbage collector is paused while the replay runs and resumed when it returns or
    raises (left off if it was off): a replay keeps every table it builds, so the collector
    would only walk them again and again, and the cyclic garbage it makes is a few dozen
    small objects a round, freed at the next collection after it.
    """
    collecting = gc.isenabled()
    if collecting:  # paused while the replay runs, resumed after (also on an error)
        gc.disable()
    try:
        return _replay(log, check)
    finally:
        if collecting:
            gc.enable()


def _replay(log: Log | str, check: bool) -> Replay:
    read: Callable[[object], Action] = action_from_json
    if not isinstance(log, (Log, str)):
        raise ReplayError(f"a replay needs a Log or the text of one, got {shown(log)}")
    if isinstance(log, str):
        log = Log._loads(log, _LINES)  # equal lines share one value: the replay only reads them
        read = _action
    ruleset = _ruleset(log)
    seed = log.header.get("seed", 0)
    if type(seed) is not int and not isinstance(seed, str):
        raise ReplayError(f"line 1: seed must be an int or a str, not {seed!r}")
    out: list[Table] = []
    found: list[tuple[int, Any, Any]] = []
    first = 2
    expected: dict[str, int] | None = None  # the log's first round line is taken as written
    numbered = log.numbers  # each event's line, where the text had blank lines
    for k, events in enumerate(log.rounds):
        numbers = numbered[k] if numbered is not None and k < len(numbered) else None
        if numbers:
            first = numbers[0]
        derived = _head_mismatch(events[0], expected) if expected is not None else None
        if derived is not None:
            if check:
                raise ReplayError(f"line {first}: the log says {events[0]} but the replay gives {derived}")
            found.append((first, copy.deepcopy(events[0]), derived))
            try:  # the round as its line says, to check the rest of it
                table, mismatches = _replay_round(ruleset, seed, events, first, read, numbers)
            except ReplayError:
                break  # its decisions do not fit its own line: nothing after it can be checked
        else:
            table, mismatches = _replay_round(ruleset, seed, events, first, read, numbers)
        if check and mismatches:
            number, logged, replayed = mismatches[0]
            raise ReplayError(f"line {number}: the log says {logged} but the replay gives {replayed}")
        out.append(table)
        found.extend((number, copy.deepcopy(logged), replayed) for number, logged, replayed in mismatches)
        first += len(events)
        expected = passed_on(table)
    return Replay(tables=tuple(out), mismatches=tuple(found))
