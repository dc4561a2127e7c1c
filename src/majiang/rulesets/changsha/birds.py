"""扎鸟 birds: a tile turned up after the win doubles some payments.

The bird's rank counts seats from the dealer: 1, 5, 9 the dealer; 2, 6 his next seat
(下家); 3, 7 the seat opposite; 4, 8 his previous seat (上家). On a win on a discard
(or a robbed kong) a bird on the winner or on the discarder doubles what the
discarder pays; on a self-draw (and a deal-time win) a bird on the winner doubles
every payer, a bird on another seat doubles that payer only. Each bird turned up
counts (the source turns up one; with more, each hit doubles again).

The birds are ``ChangshaFacts.birds``. After a 海底 win the bird is the 海底 tile itself
(give it as the bird).

>>> from majiang.tiles import Tile
>>> [bird_seat(Tile.from_str(f"{r}m"), dealer=1) for r in range(1, 10)]
[1, 2, 3, 0, 1, 2, 3, 0, 1]
"""

from __future__ import annotations

from majiang.rulesets.changsha.facts import facts_of
from majiang.scoring.context import SEATS
from majiang.settlement import Reason, Round, Transfer
from majiang.tiles import Tile

__all__ = ["bird_seat", "zhaniao"]

BIRD_REASONS = (Reason.WIN, Reason.DEAL_WIN)


def bird_seat(tile: Tile, dealer: int) -> int:
    """The seat a bird lands on: its rank counted from the dealer (the dealer is 1)."""
    return (dealer + tile.rank - 1) % SEATS


def zhaniao(round: Round, transfers: list[Transfer]) -> list[Transfer]:
    """Double the win payments the birds hit, noting each bird in the transfer's items."""
    landed = [(bird, bird_seat(bird, round.dealer)) for bird in facts_of(round.facts).birds]
    feeder = {win.seat: win.discarder for win in round.wins}
    out: list[Transfer] = []
    for t in transfers:
        if t.reason in BIRD_REASONS and landed:
            discarder = feeder.get(t.payee)
            hit = (t.payee, discarder) if discarder is not None else (t.payee, t.payer)
            notes = [f"扎鸟 bird {bird} on seat {seat} ×2" for bird, seat in landed if seat in hit]
            if notes:
                amount = t.amount * 2 ** len(notes)
                t = t.noted("; ".join((*notes, f"= {amount}")), amount=amount)
        out.append(t)
    return out
