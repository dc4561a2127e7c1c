"""推倒胡's kong money, paid at once (杠牌立即结算), and who pays for all three (包).

Kongs: 放杠 (a direct kong, 3 in hand + a discard) the feeder pays 3 × N; 明杠 (added to
a pon) each other seat pays N; 暗杠 each other seat pays 2 × N. A kong robbed (抢杠) is
not made: the konger's meld is still the pon. 杠爆全包: a win on the replacement of a
direct kong is paid by the kong's feeder for all three; 抢杠全包: by the konger. The
kong replaced is the hand's last kong in meld order.

>>> from majiang.hands import Hand
>>> [(t.payer, t.payee, t.amount) for t in kong_transfers(1, Hand.parse("123m", melds="(5555p)"))]
[(2, 1, 2), (3, 1, 2), (0, 1, 2)]
"""

from __future__ import annotations

from majiang.hands import Hand, MeldKind
from majiang.scoring import WinMethod
from majiang.settlement import Reason, Round, Transfer, Win
from majiang.tiles import SEATS

__all__ = ["kong_transfers", "liable_seat"]

DIRECT = 3
ADDED = 1
CONCEALED = 2


def kong_transfers(seat: int, hand: Hand) -> list[Transfer]:
    """The money of ``seat``'s kongs (N = 1)."""
    out: list[Transfer] = []
    others = [(seat + k) % SEATS for k in range(1, SEATS)]
    for meld in hand.melds:
        if meld.kind is not MeldKind.KONG:
            continue
        if meld.concealed:
            out.extend(
                Transfer(payer=p, payee=seat, amount=CONCEALED, reason=Reason.KONG, working=f"暗杠 {meld}: 2")
                for p in others
            )
        elif meld.added:
            out.extend(
                Transfer(payer=p, payee=seat, amount=ADDED, reason=Reason.KONG, working=f"明杠 {meld}: 1")
                for p in others
            )
        elif meld.claimed_from is not None:
            out.append(
                Transfer(
                    payer=meld.claimed_from,
                    payee=seat,
                    amount=DIRECT,
                    reason=Reason.KONG,
                    working=f"放杠 {meld}: 3",
                )
            )
    return out


def liable_seat(round: Round, win: Win) -> tuple[int, str] | None:
    """The seat that pays all three shares of ``win`` (``None``: nobody)."""
    if win.method is WinMethod.ROBBED_KONG:
        assert win.discarder is not None  # Win checks it
        return win.discarder, "抢杠全包: the konger pays all three"
    if win.method is WinMethod.KONG_REPLACEMENT:
        kongs = [m for m in round.seats[win.seat].hand.melds if m.kind is MeldKind.KONG]
        last = kongs[-1] if kongs else None
        if last is not None and not last.concealed and not last.added and last.claimed_from is not None:
            return last.claimed_from, f"杠爆全包: seat {last.claimed_from} fed the kong"
    return None
