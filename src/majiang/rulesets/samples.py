"""Building complete, legal sample rounds: the seats that matter, the rest filled in.

Regions list sample rounds (``Ruleset.samples``) that cover their scoring items;
they become the test vectors for ports (:mod:`majiang.vectors`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from majiang.errors import RoundError
from majiang.hands import Hand
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, TileSet

__all__ = ["fill_round"]


def _physical(record: SeatRecord) -> list[Tile]:
    hand: Hand = record.hand
    return [*hand.tiles, *hand.flowers, *(t for m in hand.melds for t in m.physical), *record.discards]


def fill_round(
    tile_set: TileSet,
    hand_size: int,
    *,
    seats: Mapping[int, SeatRecord],
    wins: tuple[Win, ...] = (),
    dealer: int = 0,
    indicator: Tile | None = None,
    avoid: Iterable[Tile] = (),
    **round_fields: Any,
) -> Round:
    """A round whose seats not in ``seats`` get ``hand_size`` unused tiles (spread over
    the unused tiles in tile order, never a flower or an ``avoid`` kind), deterministically."""
    used: Counter[Tile] = Counter()
    for record in seats.values():
        used.update(_physical(record))
    if indicator is not None:
        used[indicator] += 1
    skip = set(avoid)
    pool = []
    for tile in tile_set.tiles():
        if used[tile]:
            used[tile] -= 1
        elif not tile.is_flower and tile not in skip:
            pool.append(tile)
    if any(n > 0 for n in used.values()):
        extra = sorted(t for t, n in used.items() if n > 0)
        raise RoundError(f"sample round uses more copies of {extra[0]} than the {tile_set.name} set has")
    records = []
    for seat in range(4):
        if seat in seats:
            records.append(seats[seat])
            continue
        n = hand_size
        # spread the filler over the pool so hands are not all one suit
        step = max(1, len(pool) // (n + 1))
        take = [pool[i * step] for i in range(n)]
        for tile in take:
            pool.remove(tile)
        records.append(SeatRecord(hand=Hand.of(take)))
    return Round(dealer=dealer, seats=tuple(records), wins=wins, indicator=indicator, **round_fields)
