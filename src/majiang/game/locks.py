"""Seats whose play is locked by the rules: they throw the tile they draw, claim nothing but
a win, or make no kong. One place for every play rule that locks a hand.

* ``ready_locks_hand``: a ready seat keeps its waits (it throws what it draws, claims only
  a win);
* ``wild_discard_circle`` (抓打圈): while a seat's circle is open nobody claims, and that
  seat throws what it draws;
* ``announced_swim`` (光游): the declaration's discard may only be won on;
* ``wild_swim_locks`` (双游/三游): the seat claims nothing and makes no kong;
* ``wild_thrown_self_draws``: a seat with a wildcard among its discards wins only by
  self-draw;
* ``dice_kong`` (开杠掷骰子): a seat that rolled throws what it draws, claims only a win and
  makes no kong.

>>> from majiang.game.table import Table
>>> table = Table(ruleset, seed=0)
>>> throws_drawn(table, 0), claims_only_wins(table, 1), makes_no_kong(table, 0), self_draws_only(table, 1)
(False, False, False, False)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from majiang.game.table import Table

__all__ = ["claims_only_wins", "makes_no_kong", "self_draws_only", "throws_drawn"]


def throws_drawn(table: Table, seat: int) -> bool:
    """The seat must throw the tile it drew (unless it wins on it or may kong)."""
    state = table.seats[seat]
    return (
        (state.ready and table.rules.ready_locks_hand) or seat in table.circles or seat in table.dice_locked
    )


def claims_only_wins(table: Table, seat: int) -> bool:
    """The seat may claim the discard now only to win on it."""
    state = table.seats[seat]
    rules = table.rules
    return bool(
        (state.ready and rules.ready_locks_hand)
        or table.circles
        or table.swimmer is not None  # 光游's discard may only be won on
        or (rules.wild_swim_locks and state.wild_discards)  # 双游/三游 claim nothing
        or seat in table.dice_locked  # a seat that rolled for a kong: only a win
    )


def makes_no_kong(table: Table, seat: int) -> bool:
    """The seat may make no kong of its own (双游/三游; a seat that rolled for a kong)."""
    state = table.seats[seat]
    return bool((table.rules.wild_swim_locks and state.wild_discards) or seat in table.dice_locked)


def self_draws_only(table: Table, seat: int) -> bool:
    """The seat may win only by self-draw: it threw a wildcard (``wild_thrown_self_draws``)."""
    if not table.rules.wild_thrown_self_draws:
        return False
    wild = table.wild
    return any(i in wild for i in table.seats[seat].river)
