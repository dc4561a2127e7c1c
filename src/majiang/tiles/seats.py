"""The table: four seats, numbered 0..3 in turn order (counter-clockwise seen from above)."""

from __future__ import annotations

from majiang.errors import WallError

__all__ = ["SEATS", "check_seat"]

SEATS = 4
"""The number of seats at the table."""


def check_seat(value: object, what: str = "seat") -> int:
    """``value`` if it is a seat number, else a :class:`~majiang.errors.WallError` naming it."""
    if type(value) is not int or not 0 <= value < SEATS:
        raise WallError(f"{what} must be an int 0..{SEATS - 1}, not {value!r}")
    return value
