"""The turn loop: draw (or the wall's end), replacement, the acting seat's decision, discard
and kong.

A turn starts with :func:`start_turn` (the seat holds a full hand) and ends in a discard
(a claim window, :mod:`majiang.game.claims`), a kong (a robbing window or a replacement
draw), a win or the wall's end (:mod:`majiang.game.finish`). The wall's end follows
``PlayRules.wall_end``: the roaming 海底 offers the last tile seat by seat
(``phase == "seabed"``); a draw-only last zone lets the drawer only win or pass
(``phase == "zone"``).

>>> from majiang.game.table import Table
>>> from majiang.game.actions import PASS, Discard
>>> table = Table(ruleset, seed=7)
>>> table.submit(0, Discard(tile=table.own_tiles(0)[0]))
>>> table.phase, {seat: [a.kind for a in legal] for seat, legal in table.prompts().items()}
('claim', {1: ['chi', 'pass']})
>>> table.submit(1, PASS)  # nobody claimed: seat 1 draws and acts
>>> table.turn, table.phase, len(table.own_tiles(1))
(1, 'act', 14)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from majiang.errors import IllegalActionError
from majiang.game import claims, dicekong, eggs, finish, standing
from majiang.game.actions import PASS, TAKE_LAST, Action, Discard, Egg, Kong, Ready
from majiang.game.deal import is_flower, replace_flowers, reveal
from majiang.game.state import NAMES, MeldState
from majiang.rulesets.playrules import Reveal, WallEnd
from majiang.scoring.context import SEATS, WinMethod
from majiang.tiles.wall import Dice

if TYPE_CHECKING:
    from majiang.game.table import Table

__all__ = ["act", "draw_for", "replacement_draw", "start_turn"]


# enum members bound once: a member looked up on its class costs EnumType.__getattr__'s hook
_ROAMING = WallEnd.ROAMING_SEABED
_DRAW_ONLY = WallEnd.DRAW_ONLY
_NO_REVEAL = Reveal.NONE
_SELF_DRAW = WinMethod.SELF_DRAW


def start_turn(table: Table, seat: int, *, drew: int | None, replacement: bool = False) -> None:
    """Prompt ``seat`` to act: it holds a full hand (after a draw, a claim or the deal)."""
    table.turn = seat
    table.phase = "act"
    table.replies = {}
    table.replacement = replacement
    table.prompt_act(seat, drew)


def draw_for(table: Table, seat: int) -> None:
    """Give ``seat`` its next tile, or end the round when the wall says so."""
    rules = table.rules
    drawable = table.drawable()
    if drawable == 0:
        finish.drawn(table, "wall")
        return
    if table.swimmer is not None:
        _swim_draw(table, seat)
        return
    if rules.wall_end is _ROAMING and drawable == 1:
        if table.seabed_passes >= SEATS:
            finish.drawn(table, "wall")
            return
        if table.haidi_seat is None:
            table.haidi_seat = seat
        table.turn = seat
        table.phase = "seabed"
        table.replies = {}
        table.pending = {seat: (TAKE_LAST, PASS)}
        return
    last = drawable <= table._last_zone
    zone = last and rules.wall_end is _DRAW_ONLY
    tile = table.wall.draw_index()
    _took(table, seat, tile, replacement=False, last=last, late=drawable <= rules.must_win_last)
    if zone:
        table.turn = seat
        table.phase = "zone"
        table.replies = {}
        table.pending = {seat: claims.forced(table, table.legal.zone(seat, tile), tile)}
        return
    _after_draw(table, seat, tile, replacement=False)


def _swim_draw(table: Table, seat: int) -> None:
    """光游's round: each other seat draws one tile, self-draw only (``phase == "zone"``); then
    the declarer draws (its flowers replaced) and wins on that tile."""
    last = table.drawable() <= table.last_zone()
    tile = table.wall.draw_index()
    _took(table, seat, tile, replacement=False, last=last)
    if seat == table.swimmer and is_flower(table, tile):
        if not replace_flowers(table, seat):
            finish.drawn(table, "wall")
            return
        tile = table.seats[seat].last_draw or tile
    table.turn = seat
    table.phase = "zone"
    table.replies = {}
    table.pending = {seat: table.legal.zone(seat, tile)}


def replacement_draw(table: Table, seat: int, kind: str) -> None:
    """After a kong: the replacement from the wall's end (``kind``: the kong's wall rule)."""
    if table.drawable() == 0:
        finish.drawn(table, "wall")
        return
    drawable = table.drawable()
    last = drawable <= table.last_zone()
    dice = None
    if table.dice_kong:  # 开杠掷骰子: the roll counts stacks from the end
        table.dice_kong = False
        dice = table.roll()
        tile = table.wall.draw_by_dice(dice.total, kong=kind).index  # type: ignore[arg-type]
        table.dice_locked.add(seat)
    else:
        tile = table.wall.draw_replacement(kong=kind).index  # type: ignore[arg-type]
    late = drawable <= table.rules.must_win_last
    _took(table, seat, tile, replacement=True, last=last, dice=dice, late=late)
    _after_draw(table, seat, tile, replacement=True)


def _took(
    table: Table,
    seat: int,
    tile: int,
    *,
    replacement: bool,
    last: bool,
    dice: Dice | None = None,
    late: bool = False,
) -> None:
    state = table.seats[seat]
    table.dice_replacement = dice is not None
    table.late_tile = tile if late else None
    state.add(tile)
    state.draws += 1
    state.passed = []
    state.last_draw = tile
    table.last_tile = last
    event: dict[str, Any] = {"t": "draw", "seat": seat, "tile": NAMES[tile]}
    if replacement:
        event["replacement"] = True
    if dice is not None:
        event["dice"] = [dice.first, dice.second]
    table.events.append(event)  # (Table._emit, inline: a draw is the commonest event)


def _after_draw(table: Table, seat: int, tile: int, *, replacement: bool) -> None:
    rules = table.rules
    state = table.seats[seat]
    if rules.flowers and is_flower(table, tile):
        if not replace_flowers(table, seat):
            finish.drawn(table, "wall")  # the wall ran out while replacing
            return
        tile = state.last_draw if state.last_draw is not None else tile
        replacement = replacement or rules.flower_replacement_is_kong
        if table.late_tile is not None:
            table.late_tile = tile
    if state.ready and rules.reveal is not _NO_REVEAL:
        _bao_at_draw(table, seat)
    start_turn(table, seat, drew=tile, replacement=replacement)


def _bao_at_draw(table: Table, seat: int) -> None:
    """The hidden indicator: chosen at the first ready seat's draw (``FIRST_READY_DRAW``);
    re-chosen at a ready seat's draw once ``rechosen_at`` of its kind are visible, however
    it was first chosen (a 宝 set aside at the deal too)."""
    if table.choice is None:
        if table.ready_order and table.ready_order[0] == seat:
            reveal(table)
        return
    family = table.family()
    due = family.rechosen_at if family is not None else None
    if due is not None and table.legal.visible(table.choice.wilds[0].index) >= due and table.wall.remaining:
        reveal(table)


def act(table: Table, seat: int, action: Action) -> None:
    """The turn seat's (or the last tile's) decision, already checked legal."""
    state = table.seats[seat]
    phase = table.phase
    if phase == "seabed":
        if action is PASS:
            table.seabed_passes += 1
            table._emit({"t": "seabed", "seat": seat, "taken": False})
            draw_for(table, table.next_seat(seat))
            return
        table.haidi_seat = seat
        tile = table.wall.draw_index()
        _took(table, seat, tile, replacement=False, last=True, late=table.rules.must_win_last > 0)
        start_turn(table, seat, drew=tile)
        return
    if phase == "zone":
        if action.kind == "win":
            finish.won(table, [finish.WinRecord(seat=seat, tile=state.last_draw or 0, method=_SELF_DRAW)])
            return
        if state.last_draw is not None:  # not a win: the tile is laid down, neither kept nor claimable
            state.remove(state.last_draw)
            state.river.append(state.last_draw)
        if table.swimmer == seat:  # the declarer could not win on its tile: ordinary play again
            table.swimmer = None
        draw_for(table, table.next_seat(seat))
        return
    kind = action.kind
    if kind == "win":
        method = dicekong.drawn_method(table)
        tile = state.last_draw if state.last_draw is not None else 0
        finish.won(table, [finish.WinRecord(seat=seat, tile=tile, method=method)])
    elif isinstance(action, (Discard, Ready)):
        _discard(table, seat, action.tile.index, ready=isinstance(action, Ready))
    elif isinstance(action, Egg):
        _egg(table, seat, tuple(t.index for t in action.tiles))
    elif isinstance(action, Kong):
        table.dice_kong = action.dice
        _kong(table, seat, action.tile.index, action.how)
    else:  # pragma: no cover - legality lists nothing else in this phase
        raise IllegalActionError(f"seat {seat} can not {action.kind} in phase {phase}")


def _discard(table: Table, seat: int, tile: int, *, ready: bool) -> None:
    state = table.seats[seat]
    thrown = state.wild_discards
    if table.rules.count_wild_discards:
        table.legal.note_wild_discard(seat, tile)
    if state.wild_discards <= thrown:  # not a counted wildcard throw: the chain of kongs ends
        state.kong_chain = 0
    if table.rules.wild_discard_circle:  # 抓打圈: this discard closes the seat's circle, a wild one opens it
        table.circles.discard(seat)
        if tile in table.wild:
            table.circles.add(seat)
    state.remove(tile)
    state.river.append(tile)
    state.thrown.append(tile)
    state.after_chi = ()
    state.ready_due = False
    if ready and not state.ready:
        standing.declare(state, tile)
        state.ready = True
        table.ready_order.append(seat)
        if table.rules.announced_swim:
            table.swimmer = seat
    table.discard = (seat, tile)
    # the konger's first discard after his kong (杠上炮); with dice kongs, only after one
    table.kong_discard = table.replacement and (table.dice_replacement or not table.rules.dice_kong)
    claims.open_window(table, seat, tile)


def _egg(table: Table, seat: int, tiles: tuple[int, ...]) -> None:
    """Lay out an egg (its tiles set aside and replaced from the wall's end), or add a tile to
    one (which another seat may rob where ``rob_kong`` names ``"egg"``)."""
    state = table.seats[seat]
    for tile in tiles:
        state.remove(tile)
    if len(tiles) == 1:
        joined = eggs.joins(table.rules.eggs, state.eggs, tiles[0])
        if joined is None:  # pragma: no cover - legality offers an addition only to an egg laid
            raise IllegalActionError(f"seat {seat} has no egg that takes {NAMES[tiles[0]]}")
        state.eggs[joined].append(tiles[0])
        if "egg" in table.rules.rob_kong and claims.open_rob(table, seat, tiles[0], "egg"):
            return
    else:
        state.eggs.append(list(tiles))
    egg_replacements(table, seat, len(tiles))


def egg_replacements(table: Table, seat: int, n: int) -> None:
    """Replace the tiles an egg took out of the hand, from the wall's end (no kong is counted)."""
    for k in range(n):
        if table.drawable() == 0:
            finish.drawn(table, "wall")
            return
        last = table.drawable() <= table.last_zone()
        tile = table.wall.draw_replacement().index
        _took(table, seat, tile, replacement=True, last=last)
        if k == n - 1:
            _after_draw(table, seat, tile, replacement=False)  # a win on it is a self-draw


def _kong(table: Table, seat: int, tile: int, how: str) -> None:
    state = table.seats[seat]
    table.claimed = True
    state.kong_chain += 1
    standing.meld(state, (tile,) * (4 if how == "concealed" else 1))
    if how == "concealed":
        state.remove(tile, 4)
        state.melds.append(MeldState("kong", (tile,) * 4, concealed=True, source=None, claimed=None))
    else:  # added to an own pon
        state.remove(tile)
        meld = next(m for m in state.melds if m.kind == "pon" and m.tiles[0] == tile)
        meld.kind = "kong"
        meld.tiles = (tile,) * 4
        meld.added = True
    table.log_kong(seat, tile)
    if how in table.rules.rob_kong and claims.open_rob(table, seat, tile, how):
        return
    replacement_draw(table, seat, "concealed" if how == "concealed" else "exposed")
