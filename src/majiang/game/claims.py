"""Claim windows: every seat with an option answers, then the region's data decides.

Nobody's answer is seen before the window closes. Wins beat every other claim (a seat
that declines its own win and claims a pon can never take the tile from another seat's
win); several wins follow ``PlayRules.several_winners`` (one winner: the nearest, or the highest
``PlayRules.win_rank``, such as a 金雀 hand first); other claims follow
``PlayRules.priority`` (where a chi that declares ready, 吃听, may rank on its own), the
nearest seat in turn order breaking ties. Passed wins are
recorded on the seat (``Win.passed``) until its next draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from majiang.game import deal, finish, grab, near, standing
from majiang.game.actions import WIN, Action, Chi, Kong
from majiang.game.legal import CHI_PAIRS
from majiang.game.state import NAMES, MeldState
from majiang.rulesets.playrules import SeveralWinners
from majiang.scoring.context import SEATS, WinMethod

if TYPE_CHECKING:
    from majiang.game.table import Table

__all__ = ["forced", "open_rob", "open_window", "resolve"]


# enum members bound once: a member looked up on its class costs EnumType.__getattr__'s hook
_DISCARD = WinMethod.DISCARD
_ROBBED = WinMethod.ROBBED_KONG
_NEAREST = SeveralWinners.NEAREST


def open_window(table: Table, discarder: int, tile: int, *, offer_grab: bool = True) -> None:
    """After a discard: ask every seat with an option, or move on to the next draw (first, on
    the dealer's first discard, who may take the turned-up indicator: ``PlayRules.grab``)."""
    if offer_grab and table.rules.grab and (taking := grab.offers(table, discarder)):
        table.phase, table.pending, table.replies = "grab", taking, {}
        return
    offers: dict[int, tuple[Action, ...]] = {}
    legality = table.legal
    seats = table.seats
    out = table.out
    hook = legality.fed_hook  # without one, only a seat one tile short may win
    honor_runs = table.ruleset.claims.honor_runs
    for k in range(1, SEATS):
        seat = (discarder + k) % SEATS
        if out and seat in out:
            continue
        state = seats[seat]
        counts = state.counts
        if state.keys == state.near_key and len(state.melds) == state.near_melds:
            near_now = state.near_value  # Legality.near's remembered answer, read in place
        else:
            near_now = legality.near(state)
        if counts[tile] < 2 and not near_now:
            # no pon or kong for it, and a win only if the hook admits the tiles; only the next
            # seat may chi, with two tiles to run it
            chi = False
            if k == 1:
                if tile < 27:
                    for a, b in CHI_PAIRS[tile]:
                        if counts[a] and counts[b]:
                            chi = True
                            break
                else:
                    chi = honor_runs
            if not chi and (hook is None or not near.outside_fed(legality, state, tile)):
                continue
        legal = legality.claims(seat, discarder, tile)
        if legal:
            offers[seat] = forced(table, legal, tile)
    if not offers:
        table.draw_for(table.next_seat(discarder))
        return
    table.phase = "claim"
    table.pending = offers
    table.replies = {}


def open_rob(table: Table, konger: int, tile: int, how: str) -> bool:
    """After a robbable kong: ask the seats that could win on it; True if a window opened."""
    offers: dict[int, tuple[Action, ...]] = {}
    for k in range(1, SEATS):
        seat = (konger + k) % SEATS
        if seat in table.out:
            continue
        legal = forced(table, table.legal.robs(seat, konger, tile), tile)
        if legal:
            offers[seat] = legal
    if not offers:
        return False
    table.kong = (konger, tile, how)
    table.phase = "rob"
    table.pending = offers
    table.replies = {}
    return True


def forced(table: Table, legal: tuple[Action, ...], tile: int | None) -> tuple[Action, ...]:
    """最后四张 (``PlayRules.must_win_last``): a win on the tile the turn seat drew among the
    wall's last (drawn, discarded or added to a kong) is the only action offered."""
    return (WIN,) if tile is not None and tile == table.late_tile and WIN in legal else legal


def _in_turn(origin: int, seats: list[int]) -> list[int]:
    return sorted(seats, key=lambda s: (s - origin) % SEATS)


def resolve(table: Table) -> None:
    """Close the window whose every answer is in."""
    phase = table.phase
    offers, replies = table.pending, table.replies
    table.pending, table.replies = {}, {}
    event: dict[str, Any] = {"t": "window", "kind": phase}
    if phase in ("claim", "grab") and table.discard is not None:
        origin, tile = table.discard
        event["seat"], event["tile"] = origin, NAMES[tile]
    elif phase == "rob" and table.kong is not None:
        origin, tile, _ = table.kong
        event["seat"], event["tile"] = origin, NAMES[tile]
    else:
        origin, tile = table.dealer, -1
    event["offers"] = {str(s): [a.to_json() for a in offers[s]] for s in sorted(offers)}
    event["replies"] = {str(s): replies[s].to_json() for s in sorted(replies)}
    table._emit(event)
    if phase in ("exchange", "void"):
        deal.resolve_opening(table, phase, replies)
        return
    if phase == "grab":  # 抢金 on the dealer's first discard; nobody took it: the claims on it
        if not grab.resolve(table, replies):
            open_window(table, origin, tile, offer_grab=False)
        return
    if phase == "deal_wins":
        declared = False
        for seat in sorted(replies):
            reply = replies[seat]
            if reply.kind == "deal_win":
                table.seats[seat].deal_wins = reply.keys  # type: ignore[union-attr]
                declared = True
        if declared:
            finish.deal_won(table)
        else:
            table.start_turn(table.dealer, drew=grab.dealer_drew(table))
        return
    for seat in sorted(offers):
        if any(a.kind == "win" for a in offers[seat]) and replies[seat].kind != "win":
            table.seats[seat].passed.append(tile)
    winners = _in_turn(origin, [s for s in replies if replies[s].kind == "win"])
    if winners:
        method = _DISCARD if phase == "claim" else _ROBBED
        if table.rules.several_winners is _NEAREST:
            winners = [_first_winner(table, winners, tile, method, origin)]
        finish.won(
            table, [finish.WinRecord(seat=s, tile=tile, method=method, discarder=origin) for s in winners]
        )
        return
    if phase == "rob":
        konger, _, how = table.kong  # type: ignore[misc]
        pons = _in_turn(origin, [s for s in replies if replies[s].kind == "pon"])
        if pons:  # 抢碰: the nearest takes the tile into a pon; the addition never happened
            _rob_by_pon(table, pons[0], konger, tile, how)
            return
        table.kong = None
        if how == "egg":
            from majiang.game.turn import egg_replacements

            egg_replacements(table, konger, 1)
            return
        table.replacement_draw(konger, "concealed" if how == "concealed" else "exposed")
        return
    order = table.rules.priority
    claims = [
        (order.index(_slot(r)), (s - origin) % SEATS, s) for s, r in replies.items() if r.kind != "pass"
    ]
    if not claims:
        table.draw_for(table.next_seat(origin))
        return
    _, _, seat = min(claims)
    _claim(table, seat, origin, tile, replies[seat])


def _first_winner(table: Table, winners: list[int], tile: int, method: WinMethod, origin: int) -> int:
    """The one winner of several (in turn order): the nearest, or the highest ``win_rank``."""
    rank = table.rules.win_rank
    if rank is None or len(winners) == 1:
        return winners[0]
    ranks = []
    for seat in winners:
        score = table.legal.score(seat, tile, method, origin)
        ranks.append(rank(score) if score is not None else -1)
    return winners[ranks.index(max(ranks))]  # the first of the highest: the nearest breaks ties


def _rob_by_pon(table: Table, seat: int, konger: int, tile: int, how: str) -> None:
    table.kong = None
    table.dice_kong = False
    owner = table.seats[konger]
    if how == "egg":
        finish.undo_egg(table, konger, tile)
    else:  # an added kong goes back to its pon
        meld = next(m for m in reversed(owner.melds) if m.kind == "kong" and m.tiles[0] == tile)
        meld.kind, meld.tiles, meld.added = "pon", meld.tiles[:3], False
        robbed = [i for i, k in enumerate(table.kong_log) if k.seat == konger]
        if robbed:
            del table.kong_log[robbed[-1]]
    state = table.seats[seat]
    standing.meld(state, (tile, tile))
    table.claimed = True
    table.last_tile = False
    state.remove(tile, 2)
    meld = MeldState("pon", (tile,) * 3, concealed=False, source=konger, claimed=tile)
    state.melds.append(meld)
    table._emit({"t": "meld", "seat": seat, "meld": meld.text(), "from": konger})
    table.start_turn(seat, drew=None)


def _slot(action: Action) -> str:
    """The claim's name in ``PlayRules.priority`` (a chi that declares ready has its own)."""
    return action.slot if isinstance(action, Chi) else action.kind


def _claim(table: Table, seat: int, discarder: int, tile: int, action: Action) -> None:
    state = table.seats[seat]
    river = table.seats[discarder].river
    river.pop()  # the claimed discard leaves the discarder's river
    standing.claimed(state, action, tile)
    table.claimed = True
    table.last_tile = False
    if isinstance(action, Kong):
        table.dice_kong = action.dice
        state.kong_chain += 1
        state.remove(tile, 3)
        meld = MeldState("kong", (tile,) * 4, concealed=False, source=discarder, claimed=tile)
    elif isinstance(action, Chi):
        a, b = (t.index for t in action.tiles)
        state.remove(a)
        state.remove(b)
        meld = MeldState("chi", tuple(sorted((a, b, tile))), concealed=False, source=discarder, claimed=tile)
        state.after_chi = table.legal.after_chi(tile, a, b)
        state.ready_due = action.ready
    else:
        state.remove(tile, 2)
        meld = MeldState("pon", (tile,) * 3, concealed=False, source=discarder, claimed=tile)
    state.melds.append(meld)
    table.late_tile = None
    table._emit({"t": "meld", "seat": seat, "meld": meld.text(), "from": discarder})
    if isinstance(action, Kong):
        table.log_kong(seat, tile)
        table.replacement_draw(seat, "exposed")
    else:
        table.start_turn(seat, drew=None)
