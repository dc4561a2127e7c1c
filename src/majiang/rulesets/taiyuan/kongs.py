"""太原立四's kong money: kongs count only for the round's winner (杠随胡).

Each of the winner's kongs is worth 1 from each other seat; a direct kong fed by a seat
that was not ready (扣听) when it fed it is worth 3 from that feeder alone. A feeder not
ready at the end of the round was not ready then; one ready at the end was ready then,
unless ``TaiyuanFacts.fed_before_ready`` names the kong (he declared ready after). When
the winning discard came from a seat not ready, that seat pays all of the winner's kong
money (the settlement re-routes it, with the win).

>>> from majiang.hands import Hand
>>> hand = Hand.parse("123m", melds="5555p@2 (7777s)")
>>> [(t.payer, t.amount) for t in winner_kongs(1, hand, unready={2})]
[(2, 3), (2, 1), (3, 1), (0, 1)]
"""

from __future__ import annotations

from collections.abc import Collection

import attrs

from majiang.errors import RoundError
from majiang.hands import Hand, MeldKind
from majiang.rulesets.kongs import KongMoney, KongPayers
from majiang.settlement import Round, Transfer
from majiang.tiles import Tile

__all__ = ["FED_READY", "FED_UNREADY", "TaiyuanFacts", "check_facts", "winner_kongs"]

FED_READY = KongMoney(direct=1, added=1, concealed=1, direct_payers=KongPayers.OTHERS)
"""Every kong 1 from each other seat (a direct kong fed by a ready seat too)."""
FED_UNREADY = KongMoney(direct=3, added=1, concealed=1, direct_payers=KongPayers.FEEDER)
"""A direct kong fed by a seat not ready: 3 from the feeder."""


def _kinds(instance: object, attribute: attrs.Attribute[tuple[Tile, ...]], value: object) -> None:
    if type(value) is not tuple or not all(type(t) is Tile for t in value):
        raise RoundError(
            f"TaiyuanFacts.{attribute.name} must be a tuple of Tile (the kinds of direct kongs), "
            f"got {value!r}"
        )
    if len(set(value)) != len(value):
        raise RoundError(f"TaiyuanFacts.{attribute.name} names a kong twice: {' '.join(map(str, value))}")


@attrs.frozen(kw_only=True)
class TaiyuanFacts:
    """What a Taiyuan round records of its own (``Round.facts``)."""

    fed_before_ready: tuple[Tile, ...] = attrs.field(default=(), validator=_kinds)
    """The kinds of direct kongs whose feeder is ready at the end of the round but declared
    ready only after feeding them (those kongs cost him 3 alone)."""


def check_facts(round: Round) -> None:
    """Raise unless each kong of ``fed_before_ready`` is a direct kong some seat shows, fed by
    a seat that is ready at the end of the round."""
    facts = round.facts
    if not isinstance(facts, TaiyuanFacts):
        return
    for tile in facts.fed_before_ready:
        fed = [
            m
            for record in round.seats
            for m in record.hand.melds
            if m.kind is MeldKind.KONG and not m.concealed and not m.added and m.tiles[0] == tile
        ]
        if not fed:
            raise RoundError(f"TaiyuanFacts.fed_before_ready: no seat shows a direct kong of {tile}")
        feeder = fed[0].claimed_from
        if feeder is None or not round.seats[feeder].ready:
            raise RoundError(
                f"TaiyuanFacts.fed_before_ready: the kong {fed[0]} was fed by a seat not ready at the end "
                f"(it was not ready when it fed it either); name only kongs fed by a seat ready at the end"
            )


def winner_kongs(
    seat: int, hand: Hand, *, unready: Collection[int] = (), early: Collection[Tile] = ()
) -> list[Transfer]:
    """The money of the winner's kongs; ``unready``: seats not ready at the end; ``early``:
    direct kongs fed before their feeder declared ready."""
    out: list[Transfer] = []
    for meld in hand.melds:
        direct = meld.kind is MeldKind.KONG and not meld.concealed and not meld.added
        if direct and meld.claimed_from is None:
            raise RoundError(
                f"seat {seat}'s direct kong {meld} must name the seat that fed it "
                f"(e.g. {meld}@{(seat + 1) % 4}): whether that seat was ready decides who pays it"
            )
        alone = direct and (meld.claimed_from in unready or meld.tiles[0] in early)
        out.extend((FED_UNREADY if alone else FED_READY).meld_transfers(seat, meld))
    return out
