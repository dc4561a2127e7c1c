"""Taking the turned-up indicator to win (抢金) at the table: ``PlayRules.grab``.

With the dealer's first discard (nothing claimed or konged before it), every seat whose 16
tiles would win with the turned-up indicator may take it (``Grab``): the dealer with that
discard made, a non-dealer instead of its first draw. Whether a hand may is the ruleset's own
score of the Round that win would end with: a self-draw of the indicator with ``first_draw``
set. The offers are one window (``phase == "grab"``) before the discard's claim window; the
non-dealers nearest the dealer in turn order take it first, then the dealer (the dealer's
win on his dealt tiles, 天胡, came before, at his first turn). The taken tile leaves the
wall's set-aside tiles for the winner's hand; if nobody takes it, the claim window on the
discard opens as usual and the indicator is not offered again.

>>> from majiang.game.table import Table
>>> from majiang.rulesets import RULESETS
>>> grabs = next(r() for r in RULESETS if r.play is not None and r.play.grab)
>>> table = Table(grabs, seed=2)
>>> table.phase, offers(table, 0)  # the dealer has not discarded yet
('act', {})
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from majiang.errors import MajiangError
from majiang.game import finish
from majiang.game.actions import GRAB, PASS, Action
from majiang.scoring.context import SEATS, WinMethod

if TYPE_CHECKING:
    from majiang.game.table import Table

__all__ = ["dealer_drew", "offers", "resolve"]


def _indicator(table: Table) -> int | None:
    """The turned-up tile's index, while it is still set aside to be taken."""
    choice = table.choice
    if choice is None or choice.indicator is None:
        return None
    tile = choice.indicator
    return tile.index if any(a.tile == tile for a in table.wall.set_aside) else None


def _takes(table: Table, seat: int, taken: int) -> bool:
    """The seat's hand and the taken tile win, by the ruleset's score."""
    state = table.seats[seat]
    if not table.legal.shape_wins(state, taken):
        return False
    state.add(taken)
    record = finish.WinRecord(seat=seat, tile=taken, method=WinMethod.SELF_DRAW, first_draw=True)
    try:  # as Legality.score: the Round's own winning hand in its own context
        win = finish.win_value(table, record)
        round = finish.make_round(table, (*table.win_log, win))
        return table.ruleset.score(round.winning_hand(win), round.context(win)).can_win
    except MajiangError:
        return False
    finally:
        state.remove(taken)


def offers(table: Table, discarder: int) -> dict[int, tuple[Action, ...]]:
    """The seats that may take the indicator after ``discarder``'s discard (empty: none may,
    or it is not the dealer's first discard with nothing claimed before it)."""
    dealer = table.seats[table.dealer]
    if discarder != table.dealer or len(dealer.thrown) != 1 or table.claimed:
        return {}
    taken = _indicator(table)
    if taken is None:
        return {}
    return {seat: (GRAB, PASS) for seat in range(SEATS) if _takes(table, seat, taken)}


def resolve(table: Table, replies: dict[int, Action]) -> bool:
    """Close the window: the nearest non-dealer that takes it from the dealer in turn order,
    else the dealer, wins on it; False if nobody took it."""
    dealer = table.dealer
    for seat in [(dealer + k) % SEATS for k in range(1, SEATS)] + [dealer]:
        reply = replies.get(seat)
        if reply is not None and reply.kind == "grab":
            _take(table, seat)
            return True
    return False


def _take(table: Table, seat: int) -> None:
    """The seat takes the indicator and wins on it (a self-draw with ``first_draw``)."""
    choice = table.choice
    assert choice is not None and choice.indicator is not None
    state = table.seats[seat]
    taken = table.wall.take_set_aside(choice.indicator).index
    state.add(taken)
    state.last_draw = taken
    record = finish.WinRecord(seat=seat, tile=taken, method=WinMethod.SELF_DRAW, first_draw=True)
    finish.won(table, [record])


def dealer_drew(table: Table) -> int | None:
    """The tile the dealer's first turn treats as drawn (and a win on his dealt tiles names):
    his last dealt (or replacement) tile; where the indicator may be taken and that tile is
    of its kind, another he holds, made his last draw (a first-draw win on the indicator's
    kind is read as taking it, not as a win on the dealt tiles)."""
    state = table.seats[table.dealer]
    drew = state.last_draw
    choice = table.choice
    if not table.rules.grab or drew is None or choice is None or choice.indicator is None:
        return drew
    if drew == choice.indicator.index:
        others = [i for i, n in enumerate(state.counts) if n and i != drew]
        state.last_draw = drew = others[-1] if others else drew
    return drew
