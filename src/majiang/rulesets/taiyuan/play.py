"""How a Taiyuan round is played (see ``docs/game.md``): no chi; pon and kong; 立四: the
first four tiles each seat is dealt stand (``Standing``: not thrown before ready, a pon or
kong must leave one, the discard declaring ready is one of them); a seat must declare
ready (扣听) to win, and its hand is then locked (it throws what it draws, wins when it
can); only the first claimant after the discarder wins (截胡); an added kong may be
robbed; the wall is played out.

>>> PLAY.ready, PLAY.ready_locks_hand, PLAY.several_winners.value, PLAY.standing == Standing.deal
(True, True, 'nearest', True)
"""

from __future__ import annotations

from typing import Any

from majiang.hands import Meld, MeldKind
from majiang.rulesets.playrules import PlayRules, SeveralWinners
from majiang.rulesets.taiyuan.kongs import TaiyuanFacts
from majiang.rulesets.taiyuan.standing import Standing

__all__ = ["PLAY", "facts"]


def facts(table: Any) -> TaiyuanFacts:
    """The direct kongs fed by a seat that declared ready only later, read from the table's
    events (``act`` with a ``ready`` action, ``meld`` with the kong and its feeder)."""
    ready: set[int] = set()
    early = []
    for event in table.events:
        kind = event.get("t")
        if kind == "act" and event.get("action", {}).get("a") == "ready":
            ready.add(event["seat"])
        elif kind == "meld":
            meld = Meld.parse(event["meld"])
            if meld.kind is MeldKind.KONG and not meld.concealed and not meld.added:
                feeder = meld.claimed_from
                if feeder is not None and feeder not in ready:
                    early.append((feeder, meld.tiles[0]))
    finally_ready = {seat for seat, state in enumerate(table.seats) if state.ready}
    return TaiyuanFacts(fed_before_ready=tuple(tile for feeder, tile in early if feeder in finally_ready))


PLAY = PlayRules(
    several_winners=SeveralWinners.NEAREST,
    rob_kong=("added",),
    ready=True,
    ready_locks_hand=True,
    standing=Standing.deal,
    facts=facts,
)
