"""Sichuan's money besides the wins: 刮风下雨 (kongs, paid at once by the seats still in),
呼叫转移 (a 杠上炮 hands the kong's income to the winner), and the drawn end in its order:
查花猪, 查大叫, 退税.

A kong is paid at its moment (``Round.kong_moment``) by the seats still in then:

======================  ===============================================================
直杠 (claimed)           the discarder 2 (承包制); 家家有: the discarder 2, the others in 1
面下杠 / 弯杠 (added)     every other seat still in 1
下雨 (concealed)         every other seat still in 2
======================  ===============================================================

>>> from majiang.hands import Meld
>>> kind_of(Meld.parse("5555p@0")), kind_of(Meld.parse("5555p+")), kind_of(Meld.parse("(5555p)"))
('direct', 'added', 'concealed')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from majiang.hands import Meld, MeldKind
from majiang.settlement import Entry, Reason, Round, Transfer
from majiang.tiles import SEATS, Tile

__all__ = ["KongPaid", "drawn_end", "hujiao_zhuanyi", "kind_of", "kong_money", "kongs_in_order"]

HUAZHU = 16
"""What a 花猪 pays each seat that is not one."""

_KONGS = {
    "direct": ("gua_feng_zhi", "刮风 直杠", "direct kong"),
    "added": ("gua_feng_wan", "刮风 面下杠", "added kong"),
    "concealed": ("xia_yu", "下雨", "concealed kong"),
}


def kind_of(meld: Meld) -> str:
    """``"direct"``, ``"added"`` or ``"concealed"``: how a kong was made."""
    if meld.concealed:
        return "concealed"
    return "added" if meld.added else "direct"


def _entry(key: str, chinese: str, english: str, value: int) -> Entry:
    return Entry(key=key, chinese=chinese, english=english, value=value, unit="分")


@attrs.frozen(kw_only=True)
class KongPaid:
    """One kong and the transfers that paid it."""

    seat: int
    tile: Tile
    moment: int
    transfers: tuple[Transfer, ...]

    @property
    def income(self) -> int:
        return sum(t.amount for t in self.transfers)


def kongs_in_order(round: Round, seat: int) -> list[tuple[Meld, int]]:
    """``seat``'s kongs as they were made, with their moments: those ``Round.kongs`` does not
    list first (moment 0, in the order of the melds), then the listed ones in their order."""
    listed = [(k.tile, k.moment) for k in round.kongs if k.seat == seat]
    melds = {m.tiles[0]: m for m in round.seats[seat].hand.melds if m.kind is MeldKind.KONG}
    first = [(m, 0) for tile, m in melds.items() if tile not in {t for t, _ in listed}]
    return [*first, *((melds[tile], moment) for tile, moment in listed)]


def kong_money(round: Round, *, jiajiayou: bool) -> list[KongPaid]:
    """Every kong of the round and who paid it, seat by seat, in the order made."""
    paid = []
    for seat in range(SEATS):
        for meld, moment in kongs_in_order(round, seat):
            kind = kind_of(meld)
            key, chinese, english = _KONGS[kind]
            others = [s for s in round.still_in(moment) if s != seat]
            amounts: list[tuple[int, int]]
            if kind == "direct":
                feeder = meld.claimed_from
                assert feeder is not None  # Sichuan.validate_round checks it
                amounts = [(feeder, 2)]
                if jiajiayou:
                    amounts += [(s, 1) for s in others if s != feeder]
            else:
                amounts = [(s, 1 if kind == "added" else 2) for s in others]
            what = f"{chinese} {meld}" + (" 家家有" if kind == "direct" and jiajiayou else "")
            transfers = tuple(
                Transfer(
                    payer=payer,
                    payee=seat,
                    amount=amount,
                    reason=Reason.KONG,
                    awards=(_entry(key, chinese, english, amount),),
                    working=f"{what}: {amount}" + (f" (moment {moment})" if moment else ""),
                )
                for payer, amount in amounts
            )
            paid.append(KongPaid(seat=seat, tile=meld.tiles[0], moment=moment, transfers=transfers))
    return paid


def hujiao_zhuanyi(
    round: Round, kongs: Sequence[KongPaid], *, all_kongs: bool
) -> tuple[list[Transfer], set[int]]:
    """呼叫转移: for each 杠上炮 the konger hands his kong's income (the kong just made, or
    with ``all_kongs`` every kong he made up to then) to the winner nearest after him in turn
    order. Returns the transfers and the indices (in ``kongs``) of the kongs handed on."""
    out: list[Transfer] = []
    moved: set[int] = set()
    for moment in range(round.moments):
        wins = [w for w in round.wins if w.moment == moment and w.kong_discard]
        if not wins:
            continue
        konger = wins[0].discarder
        assert konger is not None  # a 杠上炮 is a win on a discard
        winner = min((w.seat for w in wins), key=lambda s: (s - konger) % SEATS)
        own = [i for i, k in enumerate(kongs) if k.seat == konger and k.moment <= moment and i not in moved]
        chosen = own if all_kongs else own[-1:]
        amount = sum(kongs[i].income for i in chosen)
        moved.update(chosen)
        if amount:
            tiles = " ".join(str(kongs[i].tile) for i in chosen)
            out.append(
                Transfer(
                    payer=konger,
                    payee=winner,
                    amount=amount,
                    reason=Reason.KONG,
                    awards=(
                        _entry("hujiao_zhuanyi", "呼叫转移", "kong income handed to the winner", amount),
                    ),
                    working=f"杠上炮: seat {konger}'s income of the kong {tiles} goes to seat {winner}",
                )
            )
    return out, moved


def drawn_end(
    round: Round,
    kongs: Sequence[KongPaid],
    moved: set[int],
    *,
    huazhu: Callable[[int], bool],
    dajiao: Callable[[int], int | None],
    cap: int | None,
) -> list[Transfer]:
    """The checks of a round that ran to the wall's end, in order, among the seats still in:

    1. 查花猪: a 花猪 (``huazhu(seat)``) pays ``16`` to every seat that is not one, winners
       included;
    2. 查大叫: a seat neither ready nor 花猪 pays each ready seat still in its 大叫
       (``dajiao(seat)``: ``None`` when not ready);
    3. 退税: every seat not ready (花猪 included) refunds its kong income to those who paid
       it (a kong's income already handed on by 呼叫转移 is not his to refund).

    ``cap`` (``max_bei``) caps each 花猪 and 大叫 amount.
    """
    left = round.still_in(round.moments)
    pigs = {s for s in left if huazhu(s)}
    calls = {s: dajiao(s) for s in left if s not in pigs}
    ready = {s: v for s, v in calls.items() if v is not None}
    out: list[Transfer] = []
    pig_amount = HUAZHU if cap is None else min(HUAZHU, cap)
    for pig in sorted(pigs):
        for other in range(SEATS):
            if other not in pigs:
                out.append(
                    Transfer(
                        payer=pig,
                        payee=other,
                        amount=pig_amount,
                        reason=Reason.BONUS,
                        awards=(_entry("cha_huazhu", "查花猪", "holds three suits at the end", pig_amount),),
                        working=f"查花猪: seat {pig} pays {pig_amount}"
                        + (f" (max_bei {cap})" if pig_amount != HUAZHU else ""),
                    )
                )
    for seat in sorted(s for s in calls if s not in ready):
        for other, value in sorted(ready.items()):
            amount = value if cap is None else min(value, cap)
            out.append(
                Transfer(
                    payer=seat,
                    payee=other,
                    amount=amount,
                    reason=Reason.BONUS,
                    awards=(_entry("cha_dajiao", "查大叫", "not ready at the end", amount),),
                    working=f"查大叫: seat {other}'s best wait is worth {value}"
                    + (f", max_bei {cap}" if amount != value else ""),
                )
            )
    for seat in sorted(s for s in left if s not in ready):
        for index, kong in enumerate(kongs):
            if kong.seat != seat or index in moved:
                continue
            for t in kong.transfers:
                out.append(
                    Transfer(
                        payer=seat,
                        payee=t.payer,
                        amount=t.amount,
                        reason=Reason.KONG,
                        awards=(_entry("tuishui", "退税", "kong income refunded (not ready)", t.amount),),
                        working=f"退税: seat {seat} refunds the kong {kong.tile}",
                    )
                )
    return out
