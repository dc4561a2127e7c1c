"""What a Tianjin round records of its own: the 小相公 (seats that discarded a 混儿).

A 混儿 may not be discarded; a player who discards one is 小相公: he can no longer win,
only kong. ``TianjinFacts.xiangong`` lists those seats (the game fills it in from the
discards; a round whose recorded discards show a 混儿 from a seat not listed is refused).

>>> TianjinFacts(xiangong=(2,))
TianjinFacts(xiangong=(2,))
>>> TianjinFacts(xiangong=(4,))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
majiang.errors.RoundError: TianjinFacts.xiangong: the seats (0..3) that discarded a 混儿, ...
"""

from __future__ import annotations

from typing import Any

import attrs

from majiang.errors import RoundError
from majiang.tiles import SEATS

__all__ = ["TianjinFacts", "xiangong_of"]


def _seats(instance: object, attribute: attrs.Attribute[tuple[int, ...]], value: tuple[int, ...]) -> None:
    if (
        type(value) is not tuple
        or any(type(s) is not int or not 0 <= s < SEATS for s in value)
        or len(set(value)) != len(value)
    ):
        raise RoundError(
            f"TianjinFacts.xiangong: the seats (0..{SEATS - 1}) that discarded a 混儿, "
            f"a tuple without repeats, not {value!r}"
        )


@attrs.frozen(kw_only=True)
class TianjinFacts:
    """What a Tianjin round records of its own (``Round.facts`` / ``WinContext.facts``)."""

    xiangong: tuple[int, ...] = attrs.field(default=(), validator=_seats)
    """小相公: the seats that discarded a 混儿 (they can no longer win)."""


def xiangong_of(table: Any) -> TianjinFacts:
    """The facts of a table being played (``PlayRules.facts``): the seats whose discards
    lying on the table hold a 混儿."""
    seats = tuple(s for s, state in enumerate(table.seats) if any(i in table.wild for i in state.river))
    return TianjinFacts(xiangong=seats)
