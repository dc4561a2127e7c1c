"""跟打 (must follow): a single honor already in the discards must be discarded first.

>>> from majiang.hands import Hand
>>> from majiang.tiles import parse_tiles
>>> hand = Hand.parse("123456789m12p1z5z7z")
>>> str(must_discard(hand, parse_tiles("9p5z1z")))
'1z'
>>> must_discard(hand, parse_tiles("9p6z"))
>>> check_discard(hand, parse_tiles("5z"), parse_tiles("9m")[0])
Traceback (most recent call last):
...
majiang.errors.RoundError: 跟打: 5z is already in the discards and held single; discard it first, not 9m
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from majiang.errors import RoundError
from majiang.hands import Hand
from majiang.tiles import Tile

__all__ = ["check_discard", "forced_discards", "must_discard"]


def forced_discards(
    hand: Hand, discards_on_table: Iterable[Tile], *, gold: Tile | None = None
) -> tuple[Tile, ...]:
    """Every tile the rule forces out: honors held once (a gold excepted) that lie in the discards."""
    held = Counter(hand.tiles)
    table = set(discards_on_table)
    return tuple(t for t in sorted(held) if t.is_honor and held[t] == 1 and t != gold and t in table)


def must_discard(hand: Hand, discards_on_table: Iterable[Tile], *, gold: Tile | None = None) -> Tile | None:
    """The tile 跟打 forces out (the lowest if several; any of them will do), or ``None``."""
    forced = forced_discards(hand, discards_on_table, gold=gold)
    return forced[0] if forced else None


def check_discard(
    hand: Hand, discards_on_table: Iterable[Tile], tile: Tile, *, gold: Tile | None = None
) -> None:
    """Raise :class:`RoundError` if discarding ``tile`` breaks 跟打."""
    forced = forced_discards(hand, discards_on_table, gold=gold)
    if forced and tile not in forced:
        names = ", ".join(str(t) for t in forced)
        raise RoundError(
            f"跟打: {names} {'is' if len(forced) == 1 else 'are'} already in the discards and held single; "
            f"discard {'it' if len(forced) == 1 else 'one'} first, not {tile}"
        )
