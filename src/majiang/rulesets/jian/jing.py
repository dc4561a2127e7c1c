"""Jing money (精计子): every seat is paid for the jing it holds, won or not.

A seat's count ``n`` adds 正精 ×2 and 副精 ×1 over its hand, melds (the winning
tile included) and discards. Below 5 each other seat pays ``n``; from 5 on it
breaks through (冲关) and each pays ``n * (n - 3)``; if no other seat has any
jing (霸精) the amount doubles.

With ``bawang=True`` (source 2, 霸王: 当只有一个玩家手里拥有某一种精时…霸王精分x2) a
seat that alone holds one kind of jing (正精 or 副精) has that kind's points doubled.
Whether it breaks through, and at what rate, still depends on its own count ``n``:
each other seat pays ``n + d`` below 5 and ``(n + d) * (n - 3)`` from 5 on, ``d`` the
points of the kinds it alone holds. 霸王 takes the place of 霸精: a seat alone with
every jing has both kinds doubled, ``2n`` or ``2 n (n - 3)``, which is 霸精 exactly.

>>> [chongguan(n) for n in range(3, 13)]
[3, 4, 10, 18, 28, 40, 54, 70, 88, 108]
"""

from __future__ import annotations

from majiang.hands import Meld, MeldKind
from majiang.settlement import Reason, Round, SeatRecord, Transfer
from majiang.tiles import Tile
from majiang.tiles.wildcards import WildcardChoice

__all__ = ["JING_KONG", "chongguan", "jing_count", "jing_kong_transfers", "jing_points", "jing_transfers"]

JING_KONG = 20
"""精杠: a kong of jing tiles, paid by every other seat."""


def chongguan(n: int) -> int:
    """What each other seat pays a seat holding ``n`` jing (before 霸精)."""
    return n if n < 5 else n * (n - 3)


def _is_jing_kong(meld: Meld, choice: WildcardChoice) -> bool:
    return meld.kind is MeldKind.KONG and choice.is_wild(meld.tiles[0])


def _tiles(record: SeatRecord, choice: WildcardChoice, kong_jing: bool) -> list[Tile]:
    hand = record.hand
    melds = [m for m in hand.melds if kong_jing or not _is_jing_kong(m, choice)]
    return [*hand.tiles, *(t for m in melds for t in m.physical), *record.discards]


def jing_count(record: SeatRecord, choice: WildcardChoice, *, kong_jing: bool = True) -> int:
    """The seat's jing count; ``kong_jing=False`` leaves the tiles of a 精杠 out."""
    return sum(choice.weight(t) for t in _tiles(record, choice, kong_jing))


def jing_points(record: SeatRecord, choice: WildcardChoice, *, kong_jing: bool = True) -> tuple[int, ...]:
    """The seat's points of each jing kind (正精 ×2, then 副精 ×1)."""
    tiles = _tiles(record, choice, kong_jing)
    return tuple(choice.weight(kind) * tiles.count(kind) for kind in choice.wilds)


def _bawang(round: Round, choice: WildcardChoice, seat: int, items: list[str], kong_jing: bool) -> int:
    """The points the seat's 霸王 kinds add (each kind it alone holds counts twice), noting each."""
    points = [jing_points(record, choice, kong_jing=kong_jing) for record in round.seats]
    extra = 0
    for k, kind in enumerate(choice.wilds):
        mine = points[seat][k]
        if mine and not any(points[o][k] for o in range(len(points)) if o != seat):
            role = "正精" if k == 0 else "副精"
            items.append(f"霸王 {role} {kind}: {mine}×2")
            extra += mine
    return extra


def jing_transfers(
    round: Round, choice: WildcardChoice, *, liability: bool, bawang: bool = False, kong_jing: bool = True
) -> list[Transfer]:
    """Every seat's jing money. ``kong_jing=False``: a 精杠's four jing earn only the 精杠
    bonus, not jing points (杠精分计在杠分里 read as "instead of")."""
    counts = [jing_count(record, choice, kong_jing=kong_jing) for record in round.seats]
    transfers: list[Transfer] = []
    for seat, n in enumerate(counts):
        if not n:
            continue
        items: list[str] = []
        extra = _bawang(round, choice, seat, items, kong_jing) if bawang else 0
        if n < 5:
            each = n + extra
            items.append(f"精 {n}: {n}+{extra} = {each}" if extra else f"精 {n}: {n}")
        else:
            each = (n + extra) * (n - 3)
            points = f"({n}+{extra})" if extra else f"{n}"
            items.append(f"冲关 {n}: {points}×({n}-3) = {each}")
        if not bawang and not any(counts[o] for o in range(len(counts)) if o != seat):
            each *= 2
            items.append(f"霸精 ×2 = {each}")
        others = [o for o in range(len(counts)) if o != seat]
        liable = _liable_seat(round.seats[seat], choice) if liability and n >= 5 else None
        if liable is not None:
            items.append(f"seat {liable} fed a jing that was claimed: pays all {len(others)} shares")
            transfers.append(
                Transfer(
                    payer=liable,
                    payee=seat,
                    amount=each * len(others),
                    reason=Reason.BONUS,
                    working="; ".join(items),
                )
            )
            continue
        transfers.extend(
            Transfer(payer=o, payee=seat, amount=each, reason=Reason.BONUS, working="; ".join(items))
            for o in others
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
            if _is_jing_kong(meld, choice):
                transfers.extend(
                    Transfer(
                        payer=o,
                        payee=seat,
                        amount=JING_KONG,
                        reason=Reason.KONG,
                        working=f"精杠 {meld}: {JING_KONG}",
                    )
                    for o in range(len(round.seats))
                    if o != seat
                )
    return transfers
