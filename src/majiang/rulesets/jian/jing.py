"""Jing money (精计子): every seat is paid for the jing it holds, won or not.

A seat's count ``n`` adds 正精 ×2 and 副精 ×1 over its hand, melds (the winning
tile included) and discards. Below 5 each other seat pays ``n``; from 5 on it
breaks through (冲关) and each pays ``n * (n - 3)``; if no other seat has any
jing (霸精) the amount doubles.

>>> [chongguan(n) for n in range(3, 13)]
[3, 4, 10, 18, 28, 40, 54, 70, 88, 108]
"""

from __future__ import annotations

from majiang.settlement import Round, SeatRecord, Transfer
from majiang.tiles import Tile
from majiang.tiles.wildcards import WildcardChoice

__all__ = ["JING_KONG", "chongguan", "jing_count", "jing_kong_transfers", "jing_transfers"]

JING_KONG = 20
"""精杠: a kong of jing tiles, paid by every other seat."""


def chongguan(n: int) -> int:
    """What each other seat pays a seat holding ``n`` jing (before 霸精)."""
    return n if n < 5 else n * (n - 3)


def _tiles(record: SeatRecord) -> list[Tile]:
    hand = record.hand
    return [*hand.tiles, *(t for m in hand.melds for t in m.physical), *record.discards]


def jing_count(record: SeatRecord, choice: WildcardChoice) -> int:
    return sum(choice.weight(t) for t in _tiles(record))


def jing_transfers(round: Round, choice: WildcardChoice, *, liability: bool) -> list[Transfer]:
    counts = [jing_count(record, choice) for record in round.seats]
    transfers: list[Transfer] = []
    for seat, n in enumerate(counts):
        if not n:
            continue
        each = chongguan(n)
        items = [f"精 {n}: {n}" if n < 5 else f"冲关 {n}: {n}×({n}-3) = {each}"]
        if not any(counts[o] for o in range(len(counts)) if o != seat):
            each *= 2
            items.append(f"霸精 ×2 = {each}")
        others = [o for o in range(len(counts)) if o != seat]
        liable = _liable_seat(round.seats[seat], choice) if liability and n >= 5 else None
        if liable is not None:
            items.append(f"seat {liable} fed a jing that was claimed: pays all {len(others)} shares")
            transfers.append(
                Transfer(
                    payer=liable, payee=seat, amount=each * len(others), reason="jing", items=tuple(items)
                )
            )
            continue
        transfers.extend(
            Transfer(payer=o, payee=seat, amount=each, reason="jing", items=tuple(items)) for o in others
        )
    return transfers


def _liable_seat(record: SeatRecord, choice: WildcardChoice) -> int | None:
    """The seat whose discarded jing this seat claimed into a meld (first such meld)."""
    for meld in record.hand.melds:
        if meld.claimed_from is not None and any(choice.is_wild(t) for t in meld.physical):
            return meld.claimed_from
    return None


def jing_kong_transfers(round: Round, choice: WildcardChoice) -> list[Transfer]:
    transfers: list[Transfer] = []
    for seat, record in enumerate(round.seats):
        for meld in record.hand.melds:
            if meld.kind.value == "kong" and choice.is_wild(meld.tiles[0]):
                transfers.extend(
                    Transfer(
                        payer=o,
                        payee=seat,
                        amount=JING_KONG,
                        reason="jing kong",
                        items=(f"精杠 {meld}: {JING_KONG}",),
                    )
                    for o in range(len(round.seats))
                    if o != seat
                )
    return transfers
