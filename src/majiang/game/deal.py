"""The opening of a round: the deal, the wildcard reveal, and flowers set aside and replaced.

:func:`setup` runs once when a :class:`~majiang.game.table.Table` is built: it deals, turns
up the wildcard where the play rules reveal it at the deal (before or after the flower
loop), replaces flowers seat by seat (or round by round, ``flower_mode="round"``), offers
deal-time wins, and hands the dealer its first turn. :func:`replace_flowers` is also the
turn's own flower replacement after a draw.

>>> from majiang.game.table import Table
>>> table = Table(ruleset, seed=7)
>>> [len(table.own_tiles(seat)) for seat in range(4)]  # the dealer holds 14 after the deal
[14, 13, 13, 13]
>>> table.events[1]["t"]
'deal'
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from majiang.errors import RulesetError
from majiang.game import grab, standing
from majiang.game.actions import PASS, Action, DealWin, Exchange, Void
from majiang.game.state import NAMES, TILES, text_of
from majiang.rulesets.playrules import Reveal
from majiang.scoring.context import SEATS
from majiang.tiles import format_tiles
from majiang.tiles.sources import StackFromEnd, TileFromEnd

if TYPE_CHECKING:
    from majiang.game.table import Table

__all__ = [
    "exchanges",
    "is_flower",
    "opening",
    "replace_flowers",
    "resolve_opening",
    "reveal",
    "setup",
    "void_choices",
    "without_void",
]

VOIDS = {suit: Void(suit=suit) for suit in ("m", "p", "s")}


def setup(table: Table) -> None:
    """Deal, reveal, replace flowers, offer deal-time wins, then the dealer's first turn."""
    rules = table.rules
    deal = table.wall.deal(table.ruleset.hand_size)
    for seat, tiles in enumerate(deal.hands):
        state = table.seats[seat]
        for tile in tiles:
            state.add(tile.index)
        state.dealt = tuple(sorted(_index(t) for t in tiles))
        state.last_draw = tiles[-1].index
    table._emit({"t": "deal", "hands": [text_of(state.dealt) for state in table.seats]})
    standing.deal(table, deal.hands)
    if rules.reveal in (Reveal.BEFORE_FLOWERS, Reveal.AFTER_DEAL):
        reveal(table)
    if rules.flowers:
        order = [(table.dealer + offset) % SEATS for offset in range(SEATS)]
        if rules.flower_mode == "round":  # each seat replaces what it holds; new flowers wait a round
            while any(_held_flowers(table, seat) for seat in order) and table.drawable() > 0:
                for seat in order:
                    for flower in _held_flowers(table, seat):
                        _replace_flower(table, seat, flower)
        else:
            for seat in order:
                replace_flowers(table, seat)
    if rules.reveal is Reveal.AFTER_FLOWERS:
        reveal(table)
    # (the legality read the wildcard at each reveal, and nothing else changes what it reads)
    opening(table, "exchange")


def opening(table: Table, stage: str) -> None:
    """The windows before the first turn, from ``stage`` on: the exchange (换三张,
    ``PlayRules.exchange``), the void suits (定缺, ``PlayRules.void_suit``), the deal-time
    wins; then the dealer's first turn."""
    rules = table.rules
    if stage == "exchange" and rules.exchange:
        _window(table, "exchange", {seat: exchanges(table, seat) for seat in range(SEATS)})
        return
    if stage in ("exchange", "void") and rules.void_suit:
        _window(table, "void", {seat: void_choices(table, seat) for seat in range(SEATS)})
        return
    if rules.deal_wins is not None:
        offers: dict[int, tuple[Action, ...]] = {}
        for seat in range(SEATS):
            state = table.seats[seat]
            keys = rules.deal_wins([TILES[i] for i in state.dealt], seat == table.dealer)
            if keys:
                offers[seat] = (DealWin(keys=keys), PASS)
        if offers:
            _window(table, "deal_wins", offers)
            return
    from majiang.game.turn import start_turn  # the turn loop replaces flowers with this module

    start_turn(table, table.dealer, drew=grab.dealer_drew(table))  # 天胡, dealt kongs


def _window(table: Table, phase: str, offers: dict[int, tuple[Action, ...]]) -> None:
    table.phase = phase
    table.pending = offers
    table.replies = {}


def exchanges(table: Table, seat: int) -> tuple[Action, ...]:
    """The tiles ``seat`` may pass on (换三张): any ``PlayRules.exchange`` of one suit it holds."""
    n = table.rules.exchange
    counts = table.seats[seat].counts
    out: list[Action] = []
    for base in (0, 9, 18):
        held = [i for i in range(base, base + 9) for _ in range(counts[i])]
        for chosen in sorted(set(itertools.combinations(held, n))):
            out.append(Exchange(tiles=tuple(TILES[i] for i in chosen)))
    return tuple(out)


def without_void(table: Table, seat: int, kongs: list[Action]) -> list[Action]:
    """``kongs`` less those of ``seat``'s void suit (定缺: its tiles go, they are not konged)."""
    if not kongs or table.voids is None:
        return kongs
    return [k for k in kongs if k.tile.suit != table.voids[seat]]  # type: ignore[union-attr]


def void_choices(table: Table, seat: int) -> tuple[Action, ...]:
    """The suits ``seat`` may name void (定缺): those it holds none of, or (it holds all three)
    any of them."""
    counts = table.seats[seat].counts
    absent = [suit for base, suit in ((0, "m"), (9, "p"), (18, "s")) if not any(counts[base : base + 9])]
    return tuple(VOIDS[suit] for suit in (absent or ("m", "p", "s")))


_DIRECTIONS = ((2, "across"), (1, "next"), (3, "previous"))
"""Dice total mod 3 -> (seats on in turn order the tiles go to, the direction's name)."""


def resolve_opening(table: Table, phase: str, replies: dict[int, Action]) -> None:
    """Close the exchange or the void window (its answers all in), then open the next stage."""
    if phase == "void":
        table.voids = tuple(replies[seat].suit for seat in range(SEATS))  # type: ignore[union-attr]
        table._emit({"t": "void", "voids": list(table.voids)})
        opening(table, "deal_wins")
        return
    dice = table.roll()
    offset, name = _DIRECTIONS[dice.total % 3]
    given = [tuple(t.index for t in replies[seat].tiles) for seat in range(SEATS)]  # type: ignore[union-attr]
    for seat, tiles in enumerate(given):
        for i in tiles:
            table.seats[seat].remove(i)
    received = []
    for seat in range(SEATS):
        state = table.seats[seat]
        tiles = given[(seat - offset) % SEATS]
        for i in tiles:
            state.add(i)
        if state.last_draw is None or not state.counts[state.last_draw]:
            state.last_draw = tiles[-1]  # the dealer's first turn names a tile it holds
        state.dealt = tuple(sorted(i for i in range(len(state.counts)) for _ in range(state.counts[i])))
        received.append(format_tiles(TILES[i] for i in tiles))
    table._emit({"t": "exchange", "dice": [dice.first, dice.second], "direction": name, "received": received})
    opening(table, "void")


def reveal(table: Table) -> None:
    """Turn up (or re-choose) the wildcard indicator, rolling where the family's source rolls."""
    family = table.family()
    if family is None:
        raise RulesetError(f"{table.ruleset.name}: the play rules reveal a wildcard but it has no family")
    source = family.source
    rolls = isinstance(source, TileFromEnd) or (isinstance(source, StackFromEnd) and source.roll == "new")
    dice = table.roll() if rolls else None
    choice = family.choose(table.wall, dice=dice)
    table.choice = choice
    table.legal.refresh()
    event: dict[str, Any] = {
        "t": "reveal",
        "indicator": str(choice.indicator),
        "wilds": format_tiles(choice.wilds),
    }
    if dice is not None:
        event["dice"] = [dice.first, dice.second]
    if choice.dealer_flowers:
        dealer = table.seats[table.dealer]
        dealer.flowers.extend(t.index for t in choice.dealer_flowers)
        event["dealer_flowers"] = format_tiles(choice.dealer_flowers)
    table._emit(event)


def is_flower(table: Table, i: int) -> bool:
    """A tile set aside and replaced: a flower (an honor too where honors are flowers), not wild."""
    if not table.rules.flowers or i in table.wild:
        return False
    return i >= 34 or (i >= 27 and table.ruleset.honors_are_flowers)


def _held_flowers(table: Table, seat: int) -> list[int]:
    counts = table.seats[seat].counts
    return [i for i in range(27, 42) for _ in range(counts[i]) if is_flower(table, i)]


def _replace_flower(table: Table, seat: int, flower: int) -> bool:
    """Set one flower aside and draw its replacement from the end (False: the wall is out)."""
    state = table.seats[seat]
    state.remove(flower)
    state.flowers.append(flower)
    if table.drawable() == 0:  # set aside with nothing to replace it: the round is ending
        table._emit({"t": "flower", "seat": seat, "flower": NAMES[flower], "tile": None})
        return False
    new = table.wall.draw_replacement().index
    state.add(new)
    state.last_draw = new
    table._emit({"t": "flower", "seat": seat, "flower": NAMES[flower], "tile": NAMES[new]})
    return True


def replace_flowers(table: Table, seat: int) -> bool:
    """Set this seat's flowers aside, drawing replacements (and replacing those) until it
    holds none; False if the wall ran out first."""
    while True:
        held = _held_flowers(table, seat)
        if not held:
            return True
        if not _replace_flower(table, seat, held[0]):
            return False


_index = {t: t.index for t in TILES}.__getitem__
