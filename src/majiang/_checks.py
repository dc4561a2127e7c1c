"""attrs validators shared by the value types of scoring and settlement.

Each raises :class:`~majiang.errors.RoundError` naming the class, the field and the
value: ``WinContext.lianzhuang must be a count 0..999, got '3'``. They check types
exactly (``True`` is not a seat, ``1.5`` is not a count) and cost one ``type()`` test
for the common case.

>>> import attrs
>>> @attrs.frozen
... class Example:
...     seat: int = attrs.field(validator=seat)
>>> Example(seat=True)
Traceback (most recent call last):
...
majiang.errors.RoundError: Example.seat True is not a seat 0..3
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import attrs

from majiang.errors import MajiangError, RoundError
from majiang.tiles import Tile

__all__ = ["MAX_COUNT", "count", "flag", "flags", "optional_seat", "optional_tile", "seat", "tile", "tiles"]

MAX_COUNT = 999
"""The largest count a round may carry (连庄 stays, wildcards discarded, ...)."""


def _name(instance: object, attribute: attrs.Attribute[Any]) -> str:
    return f"{type(instance).__name__}.{attribute.name}"


def flag(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not bool:
        raise RoundError(f"{_name(instance, attribute)} must be True or False, got {value!r}")


def flags(
    error: type[MajiangError],
) -> Callable[[type, list[attrs.Attribute[Any]]], list[attrs.Attribute[Any]]]:
    """An attrs ``field_transformer`` for a class of flags: each field must be True or False,
    else ``error`` names the class, the field and the value (``Claims.chi must be ...``)."""

    def check(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if type(value) is not bool:
            raise error(f"{_name(instance, attribute)} must be True or False, got {value!r}")

    def transform(cls: type, fields: list[attrs.Attribute[Any]]) -> list[attrs.Attribute[Any]]:
        return [field.evolve(validator=check) for field in fields]

    return transform


def seat(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not int or not 0 <= value <= 3:
        raise RoundError(f"{_name(instance, attribute)} {value!r} is not a seat 0..3")


def optional_seat(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None:
        seat(instance, attribute, value)


def count(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not int or not 0 <= value <= MAX_COUNT:
        shown = (
            f"an integer of {value.bit_length()} bits"
            if type(value) is int and value > MAX_COUNT
            else repr(value)
        )
        raise RoundError(f"{_name(instance, attribute)} must be a count 0..{MAX_COUNT}, got {shown}")


def tile(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not Tile:
        hint = " (parse text with Tile.from_str)" if isinstance(value, str) else ""
        raise RoundError(f"{_name(instance, attribute)} must be a Tile, got {value!r}{hint}")


def optional_tile(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None:
        tile(instance, attribute, value)


def tiles(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    """A tuple of :class:`Tile`, at most four of a kind (one of a flower)."""
    if type(value) is not tuple:
        hint = " (parse text with parse_tiles)" if isinstance(value, str) else ""
        raise RoundError(f"{_name(instance, attribute)} must be a tuple of Tile, got {value!r}{hint}")
    for item in value:
        if type(item) is not Tile:
            raise RoundError(f"{_name(instance, attribute)} must hold Tile objects, got {item!r}")
    if len(value) > 4:
        for kind, n in Counter(value).items():
            if n > (1 if kind.is_flower else 4):
                raise RoundError(f"{_name(instance, attribute)} holds {n} copies of {str(kind)!r}")


def of_type(kind: type) -> Any:
    """A validator: ``value`` is exactly of ``kind`` (an enum, a value type)."""

    def check(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if type(value) is not kind:
            raise RoundError(f"{_name(instance, attribute)} must be a {kind.__name__}, got {value!r}")

    return check
