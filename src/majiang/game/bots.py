"""Bots: random, greedy, claim-happy and passive seats for self-play and tests.

A bot answers ``choose(table, seat, legal)`` with one of ``legal``. It reads only what
its seat may see (its own tiles, through ``table.seats[seat]``; the public table), and
draws its randomness from its own named stream (``bot:<seat>`` of the round), so no bot
can change the wall and the same seed replays the same game.

>>> [bot.name for bot in bots("random,greedy,claimhappy,passive")]
['random', 'greedy', 'claimhappy', 'passive']
>>> bots("clever")
Traceback (most recent call last):
...
majiang.errors.InvalidActionError: unknown bot 'clever'; known: random, greedy, claimhappy, passive
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, ClassVar

from majiang.errors import InvalidActionError
from majiang.game.actions import PASS, WIN, Action, Chi
from majiang.game.rng import stream
from majiang.game.state import SeatState
from majiang.hands.shanten import _seven_pairs_needed, _standard_needed

if TYPE_CHECKING:
    from majiang.game.legal import Legality
    from majiang.game.table import Table
    from majiang.tiles import Tile

__all__ = ["BOTS", "Bot", "ClaimHappyBot", "GreedyBot", "PassiveBot", "RandomBot", "bots", "shanten_of"]

_MEMO: dict[tuple[int, ...], int] = {}


def shanten_of(legality: Legality, state: SeatState) -> int:
    """Tiles from ready (0) or complete (-1) of a seat's tiles, on its counts (the library's
    shanten tables: standard shape and seven pairs; 99 before the wildcard is known)."""
    compiled = legality.compiled
    if compiled is None:
        return 99
    keys, wild = legality.natural_keys(state)
    melds = len(state.melds)
    memo_key = (keys[0], keys[1], keys[2], keys[3], wild, melds, id(compiled))
    found = _MEMO.get(memo_key)
    if found is not None:
        return found
    naturals = state.size - wild
    needed = _standard_needed(keys[0], keys[1], keys[2], keys[3], compiled.sets - melds, naturals, compiled)
    if not melds and compiled.special and compiled.seven_pairs:
        needed = min(needed, _seven_pairs_needed(keys[0], keys[1], keys[2], keys[3], compiled.four_alike))
    result = max(needed - wild - 1, -1)
    if len(_MEMO) > 200_000:
        _MEMO.clear()
    _MEMO[memo_key] = result
    return result


class Bot:
    """The base: a seat with its own random stream. Subclasses decide."""

    name: ClassVar[str] = "bot"

    def __init__(self) -> None:
        self.seed: int | str = 0
        self.seat = 0
        self.rng = random.Random(0)

    def seat_at(self, seed: int | str, seat: int) -> None:
        self.seed, self.seat = seed, seat

    def new_round(self, round_index: int) -> None:
        self.rng = stream(self.seed, round_index, f"bot:{self.seat}")

    def choose(self, table: Table, seat: int, legal: tuple[Action, ...]) -> Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class RandomBot(Bot):
    """Any legal action, uniformly."""

    name = "random"

    def choose(self, table: Table, seat: int, legal: tuple[Action, ...]) -> Action:
        # randrange(n) for an int n > 0 is _randbelow(n) after its argument checks: the same draw
        return legal[self.rng._randbelow(len(legal))]  # type: ignore[attr-defined]


class GreedyBot(Bot):
    """Always wins; discards toward the lowest shanten; claims (and declares ready) when it
    helps; kongs when it costs nothing."""

    name = "greedy"
    claim_always = False
    win_chance = 1.0
    claims = True
    declares = True

    def choose(self, table: Table, seat: int, legal: tuple[Action, ...]) -> Action:
        rng = self.rng
        if legal == (WIN,):
            return WIN  # a win that can not be passed (最后四张)
        if table.phase == "void":
            return self._void(table.seats[seat], legal)
        if table.phase == "exchange":
            return self._exchange(table.legal, table.seats[seat], legal)
        swim = WIN in legal and self.declares and table.rules.announced_swim
        if swim and any(a.kind == "ready" for a in legal):  # 光游 pays more than the self-draw
            return self._act(table, seat, legal)
        if WIN in legal and (self.win_chance >= 1 or rng.random() < self.win_chance):
            return WIN
        if table.phase == "grab":  # 抢金 is a win: taken as one
            return legal[0] if self.win_chance >= 1 or rng.random() < self.win_chance else PASS
        first = legal[0].kind
        if len(legal) <= 2 and first in ("deal_win", "take_last"):
            return legal[0]
        if table.phase in ("claim", "rob"):
            return self._claim(table, seat, legal)
        if table.phase == "zone":
            return PASS
        return self._act(table, seat, legal)

    def _void(self, state: SeatState, legal: tuple[Action, ...]) -> Action:
        """定缺: the suit held fewest of (ties: the first offered, m, p, s)."""
        return min(legal, key=lambda a: _suit_count(state, a.suit))  # type: ignore[union-attr]

    def _exchange(self, legality: Legality, state: SeatState, legal: tuple[Action, ...]) -> Action:
        """换三张: tiles of the shortest suit that can give them, the ones whose loss costs least."""
        best: tuple[int, int, float, Action] | None = None
        for action in legal:
            passed: tuple[Tile, ...] = action.tiles  # type: ignore[union-attr]
            tiles = [t.index for t in passed]
            for i in tiles:
                state.remove(i)
            try:
                value = (_suit_count(state, passed[0].suit), shanten_of(legality, state), self.rng.random())
            finally:
                for i in tiles:
                    state.add(i)
            if best is None or value < best[:3]:
                best = (*value, action)
        assert best is not None
        return best[3]

    def _claim(self, table: Table, seat: int, legal: tuple[Action, ...]) -> Action:
        options = [a for a in legal if a.kind in ("kong", "pon", "chi")]
        if not options or not self.claims:
            return PASS
        if self.claim_always:
            return min(options, key=lambda a: ("kong", "pon", "chi").index(a.kind))
        state = table.seats[seat]
        legality = table.legal
        before = shanten_of(legality, state)
        if table.discard is None:
            return PASS
        tile = table.discard[1]
        best: tuple[int, Action] | None = None
        for action in options:
            if isinstance(action, Chi):
                used = [t.index for t in action.tiles]
            else:
                used = [tile] * (3 if action.kind == "kong" else 2)
            for i in used:
                state.remove(i)
            state.melds.append(None)  # type: ignore[arg-type]
            try:
                after = min(self._after_discard(legality, state, i) for i in range(42) if state.counts[i])
            finally:
                state.melds.pop()
                for i in used:
                    state.add(i)
            if after < before and (best is None or after < best[0]):
                best = (after, action)
        return best[1] if best is not None else PASS

    def _after_discard(self, legality: Legality, state: SeatState, i: int) -> int:
        state.remove(i)
        try:
            return shanten_of(legality, state)
        finally:
            state.add(i)

    def _act(self, table: Table, seat: int, legal: tuple[Action, ...]) -> Action:
        state = table.seats[seat]
        legality = table.legal
        kongs = [a for a in legal if a.kind in ("kong", "egg")]
        if kongs:
            return kongs[0]
        readies = [a for a in legal if a.kind == "ready"] if self.declares else []
        discards = readies or [a for a in legal if a.kind == "discard"]
        if not discards:
            return legal[self.rng.randrange(len(legal))]
        scored = []
        for action in discards:
            i = action.tile.index  # type: ignore[union-attr]
            value = self._after_discard(legality, state, i)
            # ties: throw lone honors and terminals first, then a random one
            lone = state.counts[i] == 1 and (i >= 27 or i % 9 in (0, 8))
            scored.append((value, not lone, self.rng.random(), action))
        return min(scored, key=lambda item: item[:3])[3]


class ClaimHappyBot(GreedyBot):
    """Greedy, but claims every chi, pon and kong it is offered (claim windows, robbing,
    replacement draws get exercised)."""

    name = "claimhappy"
    claim_always = True


class PassiveBot(GreedyBot):
    """Never claims or declares ready; passes up half its wins (漏胡 and passes get exercised)."""

    name = "passive"
    claims = False
    declares = False
    win_chance = 0.5


def _suit_count(state: SeatState, suit: str) -> int:
    base = "mps".index(suit) * 9
    return sum(state.counts[base : base + 9])


BOTS: dict[str, type[Bot]] = {b.name: b for b in (RandomBot, GreedyBot, ClaimHappyBot, PassiveBot)}


def bots(spec: str) -> list[Bot]:
    """Four bots from ``"greedy"`` (all alike) or ``"random,greedy,claimhappy,passive"`` (per seat)."""
    names = [part.strip() for part in spec.split(",")] if isinstance(spec, str) else []
    if len(names) == 1:
        names *= 4
    for name in names:
        if name not in BOTS:
            raise InvalidActionError(f"unknown bot {name!r}; known: {', '.join(BOTS)}")
    if len(names) != 4:
        raise InvalidActionError(f"name one bot or four (one per seat), not {spec!r}")
    return [BOTS[name]() for name in names]
