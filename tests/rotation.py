"""Turning a round around the table: every seat number moves ``k`` seats on.

:func:`rotate` walks any of the public attrs value types (``Round``, ``SeatRecord``,
``Hand``, ``Meld``, ``Win``, ``Transfer``, and whatever a ruleset adds to a round) and
rebuilds it with :func:`attrs.evolve`:

* a field that names a seat (``SEAT_FIELDS``: the dealer, a winner, a discarder, the
  seat a meld was claimed from, a payer, a payee, ...) becomes ``(seat + k) % 4``;
* a field that lists one entry per seat (``PER_SEAT_FIELDS``: ``Round.seats``) is
  reordered so that what seat ``s`` had, seat ``s + k`` has (set-aside groups, flowers,
  discards and readiness travel with their seat record);
* every other integer must be listed in ``NOT_SEATS`` (counts, winds, ranks): an
  integer field the helper does not know is an error, so a new seat-bearing field
  added to a round can not silently escape the rotation property.

Tiles, enums, strings and booleans are kept as they are: the prevailing wind is the
table's, not a seat's, and a bird counts from the dealer, who moves with everyone.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any, TypeVar

import attrs

from majiang.tiles import Tile

__all__ = ["NOT_SEATS", "PER_SEAT_FIELDS", "SEATS", "SEAT_FIELDS", "rotate", "rotate_seat"]

SEATS = 4

SEAT_FIELDS = frozenset(
    {"seat", "dealer", "discarder", "claimed_from", "payer", "payee", "owner", "liable", "haidi_seat", "out"}
    | {"xiangong"}
)
"""Fields whose integer value (or ``None``) is a seat."""

PER_SEAT_FIELDS = frozenset({"seats", "dealt", "deal_wins", "factors", "void"})
"""Fields holding one entry per seat, in seat order (``WuhanFacts.factors``: each seat's
own product, an integer that is not a seat; ``SichuanFacts.void``: each seat's void suit)."""

NOT_SEATS = frozenset(
    {
        "lianzhuang",
        "huangfan",
        "chain_kongs",
        "prevailing_wind",
        "wild_discards",
        "count",
        "rank",
        "index",
        "amount",
        "value",
        "first",
        "second",
        "sets",
        "instant_wilds",
        "moment",
    }
)
"""Integer fields that are not seats (counts, winds, ranks, amounts)."""

V = TypeVar("V")


def rotate_seat(seat: int, k: int) -> int:
    return (seat + k) % SEATS


def rotate(value: V, k: int, *, field: str = "") -> V:
    """``value`` with every seat moved ``k`` seats on (see the module docstring)."""
    result: Any
    if value is None or isinstance(value, (bool, str, bytes, enum.Enum, Tile, float)):
        result = value
    elif isinstance(value, int):
        if field in SEAT_FIELDS:
            result = rotate_seat(value, k)
        elif field in NOT_SEATS:
            result = value
        else:
            raise AssertionError(
                f"integer field {field!r} = {value!r}: is it a seat? Add it to SEAT_FIELDS or NOT_SEATS "
                "in tests/rotation.py"
            )
    elif field in PER_SEAT_FIELDS:
        items = list(value)  # type: ignore[call-overload]
        if len(items) != SEATS:
            raise AssertionError(f"field {field!r} should hold one entry per seat, got {len(items)}")
        moved: list[Any] = [None] * SEATS
        for seat, item in enumerate(items):
            moved[rotate_seat(seat, k)] = item if type(item) is int else rotate(item, k)
        result = type(value)(moved)  # type: ignore[call-arg]
    elif attrs.has(type(value)):
        changes = {}
        for a in attrs.fields(type(value)):
            if not a.init:
                continue
            old = getattr(value, a.name)
            new = rotate(old, k, field=a.name)
            if new is not old:
                changes[a.name] = new
        result = attrs.evolve(value, **changes) if changes else value  # type: ignore[misc]
    elif isinstance(value, (tuple, list, frozenset, set)):
        result = type(value)(rotate(item, k, field=field) for item in value)
    elif isinstance(value, Mapping):
        if value:
            raise AssertionError(
                f"field {field!r} is a mapping: teach tests/rotation.py whether its keys are seats"
            )
        result = value
    elif callable(value):
        result = value
    else:
        raise AssertionError(
            f"field {field!r} holds a {type(value).__name__}: teach tests/rotation.py to rotate it"
        )
    return result  # type: ignore[no-any-return]
