"""The end of a round: the wins as the settlement reads them, the ``Round``, the money,
and the next deal.

The same function builds the :class:`~majiang.settlement.Round` while the round is played
(to decide whether a win is legal: the ruleset scores the Round's own winning hand in the
Round's own context) and at its end, so the live legality and the settlement can not
disagree.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import attrs

from majiang.game import eggs
from majiang.game.state import NAMES, TILES
from majiang.hands import Hand
from majiang.rulesets.playrules import FirstDraw
from majiang.scoring import Score
from majiang.scoring.context import SEATS, WinContext, WinMethod
from majiang.serialize import dump_settlement
from majiang.settlement import Round, SeatRecord, Win
from majiang.settlement.trusted import settle_trusted

if TYPE_CHECKING:
    from majiang.game.table import Table

__all__ = ["WinRecord", "deal_won", "drawn", "make_round", "win_value", "won"]


@attrs.frozen(kw_only=True)
class WinRecord:
    """A win as the table knows it: seat, tile index, method, who fed it; ``first_draw``:
    set by the table (抢金), else read from the play rules' ``first_draw`` cases."""

    seat: int
    tile: int
    method: WinMethod
    discarder: int | None = None
    first_draw: bool | None = None


def _first_draw(table: Table, record: WinRecord) -> bool:
    if table.claimed:
        return False
    cases = table.rules.first_draw
    seat = table.seats[record.seat]
    dealer = table.seats[table.dealer]
    if record.method is WinMethod.SELF_DRAW and not seat.thrown:
        if record.seat == table.dealer:
            return FirstDraw.DEALER_DEAL in cases and seat.draws == 0
        return FirstDraw.FIRST_SELF_DRAW in cases and seat.draws == 1
    if record.method is WinMethod.DISCARD and record.discarder == table.dealer:
        return FirstDraw.DEALER_DISCARD in cases and len(dealer.thrown) == 1 and not seat.thrown
    return False


def win_value(table: Table, record: WinRecord) -> Win:
    """The :class:`Win` the settlement will read for this win, from the table's state now."""
    state = table.seats[record.seat]
    fed = record.method in (WinMethod.DISCARD, WinMethod.ROBBED_KONG)
    return Win(
        seat=record.seat,
        tile=TILES[record.tile],
        method=record.method,
        discarder=record.discarder if fed else None,
        first_draw=_first_draw(table, record) if record.first_draw is None else record.first_draw,
        last_tile=table.last_tile and record.method is not WinMethod.ROBBED_KONG,
        wild_discards=state.wild_discards,
        passed=tuple(TILES[i] for i in state.passed),
        kong_discard=record.method is WinMethod.DISCARD
        and table.kong_discard
        and table.discard is not None
        and table.discard[0] == record.discarder,
        moment=table.moment,
    )


Scored = dict[tuple[Hand, WinContext], Score]
"""The scores of the wins a table's legality asked about, by the winning hand and context."""


def score_of(table: Table, hand: Hand, context: WinContext) -> Score:
    """``table.ruleset.score(hand, context)``; a score that wins is kept on the table
    (``Table.scored``), so the settlement does not score the same win again."""
    score = table.ruleset.score(hand, context)
    if score.can_win:
        with contextlib.suppress(TypeError):  # a region's facts that do not hash: not kept
            table.scored[hand, context] = score
    return score


def round_facts(table: Table) -> Any:
    """The region's own facts of the round (its ``Facts`` defaults; ``None`` without any)."""
    kind = table.ruleset.Facts
    return None if kind is None else kind()


def _facts(table: Table, wins: tuple[Win, ...]) -> Any:
    hook = table.rules.facts
    if hook is None:
        return round_facts(table)
    table.scoring_wins = wins
    return hook(table)


def make_round(table: Table, wins: tuple[Win, ...] = ()) -> Round:
    """The finished round as :meth:`Ruleset.settle` takes it."""
    seats = []
    built = table.seat_records
    for k, state in enumerate(table.seats):
        # everything the record is built from: the same key, the same (frozen) record
        key = (
            tuple(state.counts),
            tuple([(m.tiles, m.concealed, m.added, m.source) for m in state.melds]),
            tuple(state.flowers),
            tuple(state.river),
            state.ready,
            tuple(map(tuple, state.eggs)),
        )
        known = built[k]
        if known is not None and known[0] == key:
            seats.append(known[1])
            continue
        record = SeatRecord._trusted(
            # what Hand.of and SeatRecord would build (sorted shared tiles, the melds' shared
            # values), without their checks: the table holds every tile once, and
            # Ruleset.settle checks each record again
            hand=Hand._trusted(
                tuple(state.tiles()),
                tuple(m.meld() for m in state.melds),
                tuple(TILES[i] for i in sorted(state.flowers)),
            ),
            discards=tuple(TILES[i] for i in state.river),
            ready=state.ready,
            set_aside=tuple(tuple(TILES[i] for i in egg) for egg in state.eggs),
        )
        built[k] = (key, record)
        seats.append(record)
    return Round(
        dealer=table.dealer,
        seats=tuple(seats),
        wins=wins,
        indicator=table.choice.indicator if table.choice is not None else None,
        lianzhuang=table.lianzhuang,
        prevailing_wind=table.prevailing_wind,
        haidi_seat=table.haidi_seat,
        facts=_facts(table, wins),
        kongs=tuple(table.kong_log) if table.continues else (),
    )


def won(table: Table, records: list[WinRecord]) -> None:
    """End the round on these wins (one discard, one kong, or a self-draw); where play goes
    on after a win (``Table.continues``), the winners leave and the next seat still in draws,
    until one seat is left."""
    wins = tuple(win_value(table, r) for r in records)
    first = records[0]
    if first.method is WinMethod.DISCARD and first.discarder is not None:
        table.seats[first.discarder].river.pop()  # the won-on discard is in the winners' hands
    robbed_egg = table.kong is not None and table.kong[2] == "egg"
    if first.method is WinMethod.ROBBED_KONG and first.discarder is not None and robbed_egg:
        undo_egg(table, first.discarder, first.tile)
    elif first.method is WinMethod.ROBBED_KONG and first.discarder is not None:
        # the robbed kong goes back to the pon it was added to (a concealed one: to the hand)
        konger = table.seats[first.discarder]
        # an added kong stays where its pon was: not always the last meld
        meld = next(m for m in reversed(konger.melds) if m.kind == "kong" and m.tiles[0] == first.tile)
        if meld.added:
            meld.kind, meld.tiles, meld.added = "pon", meld.tiles[:3], False
        else:
            konger.melds.pop()
            for _ in range(3):
                konger.add(first.tile)
        robbed = [i for i, k in enumerate(table.kong_log) if k.seat == first.discarder]
        if robbed:  # the robbed kong was never made
            del table.kong_log[robbed[-1]]
    if not first.method.self_drawn:
        for record in records:  # the fed tile joins each winner's hand (one physical tile)
            table.seats[record.seat].add(first.tile)
    table.win_log.extend(wins)
    table.wins = tuple(table.win_log)
    table._emit(
        {
            "t": "win",
            "seats": [r.seat for r in records],
            "tile": NAMES[first.tile],
            "method": first.method.value,
            "from": first.discarder,
        }
    )
    winners = [r.seat for r in records]
    if table.continues and len(table.out | set(winners)) < SEATS - 1:
        table.out.update(winners)
        table.moment += 1
        origin = first.discarder if first.discarder is not None else first.seat
        farthest = max(winners, key=lambda s: (s - origin) % SEATS)
        table.discard, table.kong, table.kong_discard = None, None, False
        table.draw_for(table.next_seat(farthest))
        return
    _birds(table, table.wins[0].last_tile, first.tile)
    _settle(table, "win", "win", table.wins)


def undo_egg(table: Table, seat: int, tile: int) -> None:
    """A tile added to an egg was robbed: it leaves the egg (the addition never happened)."""
    laid = table.seats[seat].eggs
    joined = eggs.joins(table.rules.eggs, laid, tile)  # the egg the tile was added to
    assert joined is not None, "a robbed egg addition joined an egg"
    egg = laid[joined]
    egg.reverse()
    egg.remove(tile)
    egg.reverse()


def _birds(table: Table, last_tile: bool, win_tile: int) -> None:
    """Turn up the birds: the next wall tiles, or (after a last-tile win) the winning tile;
    where the wall keeps them back (``PlayRules.birds_kept``), always the next wall tiles."""
    kept = table.rules.birds_kept
    for _ in range(table.bird_count):
        if kept:
            table.birds.append(table.wall.turn_up_first(reason="bird").index)
            table.birds_from_wall.append(False)  # it stays in the wall, set aside face up
            table._emit({"t": "bird", "tile": NAMES[table.birds[-1]]})
            continue
        from_wall = not last_tile and table.drawable() > 0
        bird = table.wall.draw().index if from_wall else win_tile
        table.birds.append(bird)
        table.birds_from_wall.append(from_wall)
        table._emit({"t": "bird", "tile": NAMES[bird]})


def drawn(table: Table, reason: str) -> None:
    """End the round at the wall's end: nobody won, or (where winners leave) more than one
    seat never did."""
    _settle(table, "drawn", reason, tuple(table.win_log))


def deal_won(table: Table) -> None:
    """End the round on the deal-time wins declared (birds are turned up for them too)."""
    if table.drawable() > 0:
        _birds(table, False, 0)
    _settle(table, "deal_win", "deal", ())


def _settle(table: Table, outcome: str, reason: str, wins: tuple[Win, ...]) -> None:
    table.pending, table.replies = {}, {}
    table.phase = "over"
    table.outcome = outcome
    round = make_round(table, wins)
    table.round = round
    settlement = settle_trusted(table.ruleset, round, scored=table.scored)  # the table built it
    table.settlement = settlement
    next_deal = getattr(table.ruleset, "next_deal", None)
    end: dict[str, object] = {"t": "end", "outcome": outcome, "reason": reason}
    if next_deal is not None:
        dealer, lianzhuang = next_deal(round, settlement)
        table.next_deal = (dealer, lianzhuang)
        end["next_dealer"], end["next_lianzhuang"] = dealer, lianzhuang
    table._emit(end)
    document = dump_settlement(settlement)
    table._emit({"t": "settlement", "transfers": document["transfers"], "nets": document["nets"]})
