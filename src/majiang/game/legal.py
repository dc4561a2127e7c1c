"""What each seat may do now: one function per decision, on integer counts.

A win is offered if and only if the ruleset's own ``score`` accepts the hand in its
context. Before building a ``Hand`` for that, a necessary condition is checked on the
packed counts: the ruleset's grammar arranges the tiles (the library's own win check,
``wins_keys``), or the play rules' ``outside_grammar`` hook says the ruleset may accept
it anyway. A claim is offered only if the claimer still has a legal discard after it,
computed by the same function that lists discards.
"""

from __future__ import annotations

from itertools import compress
from typing import TYPE_CHECKING

from majiang.errors import MajiangError
from majiang.game import anytile, chis, dicekong, eggs, finish, kongs, near, standing
from majiang.game.actions import DISCARDS, KONGS, PASS, PON, READIES, WIN, Action, chi_of
from majiang.game.listed import held_discards
from majiang.game.locks import claims_only_wins, self_draws_only, throws_drawn
from majiang.game.state import SLOT, TILES, UNIT, SeatState
from majiang.hands import ShapeGrammar
from majiang.hands._split import Compiled, compile_grammar
from majiang.hands.wincheck import wins_keys
from majiang.rulesets.playrules import CHI_READY, WallEnd, WildClaims
from majiang.scoring import Score
from majiang.scoring.context import SEATS, WinMethod

if TYPE_CHECKING:
    from majiang.game.table import Table

__all__ = ["Legality"]

# enum members bound once: a member looked up on its class costs EnumType.__getattr__'s hook
_DISCARD = WinMethod.DISCARD
_ROBBED = WinMethod.ROBBED_KONG
_SELF_DRAW = WinMethod.SELF_DRAW
_NORMAL_END = WallEnd.NORMAL
_NEVER = WildClaims.NEVER

_FLOWERS = range(34, 42)
_KINDS = range(42)
CHI_PAIRS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(
        tuple(tile - tile % 9 + r for r in range(low, low + 3) if r != tile % 9)  # type: ignore[misc]
        for low in (tile % 9 - 2, tile % 9 - 1, tile % 9)
        if low >= 0 and low + 2 <= 8
    )
    for tile in range(27)
)
"""For each suited kind, the own tiles (a, b) of each chi of it, lowest run first."""
_GRAMMARS: dict[object, tuple[ShapeGrammar, Compiled, tuple[int, ...], frozenset[int], int]] = {}
"""Grammars by (ruleset class, options, indicator), kept alive so their compiled forms are reused,
with what :meth:`Legality.refresh` reads of them (the wild kinds, as a set, the flower mask)."""
_OPTIONS_TEXT: dict[int, tuple[object, str]] = {}
"""The repr of each ruleset options value met (by identity), as the key of ``_GRAMMARS`` reads it."""
_KINDS_OF: dict[tuple[int, ...], tuple[int, ...]] = {}
"""The kinds a tile set holds, by its copies per index."""
_AFTER_CHI: dict[tuple[object, int, int, int], tuple[int, ...]] = {}
"""``PlayRules.after_chi``'s kinds by (hook, claimed, own tiles): asked at every chi offered."""


_FOURS = 0x444444444
"""Bit 2 of each four-bit count of a packed key: set where a kind is held four times."""


def _pon_added(state: SeatState) -> bool:
    """The seat holds the fourth tile of one of its pons (an added kong may be made)."""
    counts = state.counts
    for meld in state.melds:  # noqa: SIM110 (a loop: any() over a generator costs a frame a meld)
        if counts[meld.tiles[0]] and meld.kind == "pon":
            return True
    return False


class Legality:
    """The legal actions of a table's seats (one per table; refreshed at each reveal)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.grammar: ShapeGrammar | None = None
        self.compiled: Compiled | None = None
        self.wild: tuple[int, ...] = ()
        self.wild_set: frozenset[int] = frozenset()
        self.complete_size = 14
        self.flower_mask = 0
        copies = table.ruleset.tile_set.copies_by_index
        kinds = _KINDS_OF.get(copies)
        if kinds is None:
            kinds = _KINDS_OF[copies] = tuple(i for i, n in enumerate(copies) if n)
        self.kinds = kinds
        rules = table.rules
        self.fed_hook = rules.outside_grammar if rules.outside_fed else None
        """``PlayRules.outside_grammar`` where it may admit a fed win, else ``None``."""
        self.refresh()

    def refresh(self) -> None:
        """Re-read the indicator: the grammar with this round's wild kinds."""
        table = self.table
        indicator = table.choice.indicator if table.choice is not None else None
        for state in table.seats:
            state.near_melds = -1  # the remembered near() answers were for the old wild kinds
        options = table.ruleset.options
        known = _OPTIONS_TEXT.get(id(options))
        if known is None or known[0] is not options:
            if len(_OPTIONS_TEXT) > 1024:
                _OPTIONS_TEXT.clear()
            known = _OPTIONS_TEXT[id(options)] = (options, repr(options))  # kept alive: its id stays its own
        key = (type(table.ruleset), known[1], indicator)
        found = _GRAMMARS.get(key)
        if found is None:
            try:
                grammar = table.ruleset.grammar_for(indicator)
            except MajiangError:
                self.grammar = self.compiled = None  # the wildcard is not chosen yet: nobody can win
                return
            wild = tuple(sorted(t.index for t in grammar.wild))
            wild_set = frozenset(wild)
            flower_mask = sum(0xF << 4 * (f - 34) for f in _FLOWERS if f not in wild_set)
            found = (grammar, compile_grammar(grammar), wild, wild_set, flower_mask)
            _GRAMMARS[key] = found
        self.grammar, self.compiled, self.wild, self.wild_set, self.flower_mask = found
        self.complete_size = found[0].complete_size
        table.wild = self.wild_set

    def natural_keys(self, state: SeatState) -> tuple[list[int], int]:
        """The seat's four packed keys with its wildcards taken out, and how many it holds."""
        counts = state.counts
        keys = state.keys[:4]
        wild = 0
        for w in self.wild:
            n = counts[w]
            if n:
                wild += n
                if w < 34:
                    keys[SLOT[w]] -= n * UNIT[w]
        return keys, wild

    # -- wins -------------------------------------------------------------------------------
    def shape_wins(self, state: SeatState, extra: int | None) -> bool:
        """The grammar arranges the seat's tiles (with ``extra``): the cheap necessary check."""
        compiled = self.compiled
        if compiled is None:
            return False
        if state.size + (extra is not None) + 3 * len(state.melds) != self.complete_size:
            return False
        keys, wild = self.natural_keys(state)
        if extra is not None and extra in self.wild_set:
            wild += 1
            extra = None
        if extra is not None:
            if extra >= 34:
                return False
            keys[SLOT[extra]] += UNIT[extra]
        if state.keys[4] & self.flower_mask:
            return False  # a flower that is not wild is never part of a winning hand
        if wild >= compiled.instant:
            return True
        return wins_keys(keys, wild, compiled, has_melds=bool(state.melds))

    def can_win(
        self, seat: int, tile: int, method: WinMethod, discarder: int | None, *, near: bool = True
    ) -> bool:
        """Whether ``seat`` may win on ``tile`` by ``method`` now: the scoring's answer.
        ``near=False``: the tiles are not one short of a shape (only ``outside_grammar`` may admit it)."""
        table = self.table
        state = table.seats[seat]
        fed = method is _DISCARD or method is _ROBBED
        if fed and self_draws_only(table, seat):
            return False
        if not (near and self.shape_wins(state, tile if fed else None)):
            hook = self.fed_hook if fed else table.rules.outside_grammar
            if hook is None or self.compiled is None:
                return False
            held = list(state.counts)
            for meld in state.melds:
                for i in meld.tiles:
                    held[i] += 1
            if fed:
                held[tile] += 1
            choice = table.choice
            hidden = (
                not fed
                and state.ready
                and (family := table.family()) is not None
                and not family.in_hand
                and choice is not None
                and choice.indicator is not None
                and choice.indicator.index == tile
            )
            if not hook(held, len(state.flowers), hidden):
                return False
        return self.score(seat, tile, method, discarder) is not None

    def score(self, seat: int, tile: int, method: WinMethod, discarder: int | None) -> Score | None:
        """The ruleset's score of this win, or ``None`` if it refuses it."""
        table = self.table
        record = finish.WinRecord(seat=seat, tile=tile, method=method, discarder=discarder)
        state = table.seats[seat]
        fed = not method.self_drawn
        if fed:
            state.add(tile)  # the round as it would end: the fed tile in the winner's hand
        try:
            win = finish.win_value(table, record)
            round = finish.make_round(table, (*table.win_log, win))
            # exactly what the settlement will score: the Round's own hand and context
            score = finish.score_of(table, round.winning_hand(win), round.context(win))
        except MajiangError:
            return None
        finally:
            if fed:
                state.remove(tile)
        return score if score.can_win else None

    # -- the seat to act ----------------------------------------------------------------------
    def discards(self, seat: int, drew: int | None) -> list[int]:
        """The kinds ``seat`` may discard now (the constraints of the play rules applied)."""
        table = self.table
        rules = table.rules
        state = table.seats[seat]
        counts = state.counts
        if drew is not None and counts[drew] and throws_drawn(table, seat):
            return [drew]
        held = list(compress(_KINDS, counts))
        if state.after_chi:
            held = [i for i in held if i not in state.after_chi]
        hook = rules.must_discard
        if hook is not None and held:
            seats = table.seats
            indicator = table.choice.wilds[0] if table.choice is not None else None
            forced = {
                t.index for t in hook(counts, lambda: [TILES[i] for s in seats for i in s.river], indicator)
            }
            if forced:
                held = [i for i in held if i in forced] or held
        if table.voids is not None:  # 定缺: the void suit's tiles go first
            held = [i for i in held if TILES[i].suit == table.voids[seat]] or held
        return held

    def act(self, seat: int, drew: int | None) -> tuple[Action, ...]:
        """After a draw (``drew``), the deal (the dealer's last tile) or a claim (``None``)."""
        table = self.table
        rules = table.rules
        state = table.seats[seat]
        out: list[Action] = []
        if drew is not None:
            method = dicekong.drawn_method(table)
            if self.can_win(seat, drew, method, None, near=self._near_before(state, drew)):
                out.append(WIN)
            keys = state.keys  # four of a kind held: bit 2 of its four-bit count (counts are 0..4)
            if (keys[0] | keys[1] | keys[2] | keys[3] | keys[4]) & _FOURS or (
                state.melds and _pon_added(state)
            ):
                out.extend(kongs.kongs(self, seat, drew))  # (kongs asks the same first)
        if rules.eggs:
            out.extend(eggs.eggs(self, seat, drew))
        if (
            (not rules.ready or state.ready)
            and state.standing is None
            and not state.after_chi
            and rules.must_discard is None
            and table.voids is None
            and not (drew is not None and state.counts[drew] and throws_drawn(table, seat))
        ):  # no rule narrows the discards: every kind held, by its packed key (discards() as it reads)
            listed = held_discards(state.keys)
            return (*out, *listed) if out else listed
        discards = self.discards(seat, drew)
        if rules.ready and not state.ready and rules.announced_swim:
            if anytile.may_swim(self, state):
                out.extend(READIES[i] for i in anytile.swim_discards(self, state, discards))
        elif rules.ready and not state.ready:
            kinds = self._near_discards(state, standing.declarable(state, discards))
            out.extend([READIES[i] for i in kinds if self._waits_after(state, i)])
            if state.ready_due and out:
                return tuple(out)  # 吃听: the chi was claimed to declare ready with this discard
        if state.standing is not None:
            discards = standing.discardable(state, discards)
        if not out:
            return tuple(map(DISCARDS.__getitem__, discards))
        out.extend(map(DISCARDS.__getitem__, discards))
        return tuple(out)

    def ready_after(self, state: SeatState, discard: int) -> bool:
        """Whether the hand waits on some tile once ``discard`` is thrown (with
        ``PlayRules.ready_needs_win``: on some tile the ruleset's score accepts, the seat ready)."""
        if self.table.rules.announced_swim:  # 光游: the hand wins on any tile
            return anytile.swims_after(self, state, discard)
        return near.near(self, state, discard) and self._waits_after(state, discard)

    def _waits_after(self, state: SeatState, discard: int) -> bool:
        """:meth:`ready_after` past its cheap necessary condition: some kind completes the hand."""
        state.remove(discard)
        try:
            if not self.table.rules.ready_needs_win:
                return near.some_wait(self, state)
            return near.some_wait(self, state, lambda k: self._accepted(state, k))
        finally:
            state.add(discard)

    def _accepted(self, state: SeatState, tile: int) -> bool:
        """Whether scoring accepts ``tile`` as this ready seat's win, on a discard or self-drawn."""
        seat = self.table.seats.index(state)
        was, state.ready = state.ready, True
        try:
            if self.score(seat, tile, _DISCARD, (seat - 1) % SEATS) is not None:
                return True
            state.add(tile)
            try:
                return self.score(seat, tile, _SELF_DRAW, None) is not None
            finally:
                state.remove(tile)
        finally:
            state.ready = was

    def _near_discards(self, state: SeatState, discards: list[int]) -> list[int]:
        return near.near_discards(self, state, discards)

    def _near_before(self, state: SeatState, drew: int) -> bool:
        """False only if :meth:`near` is remembered False for the tiles before ``drew``: then no
        shape is one tile short, so none is complete with it (``can_win``'s ``near``)."""
        if state.near_value or drew >= 34 or len(state.melds) != state.near_melds:
            return True
        keys = state.keys
        slot = SLOT[drew]
        keys[slot] -= UNIT[drew]
        before = keys != state.near_key
        keys[slot] += UNIT[drew]
        return before

    def near(self, state: SeatState) -> bool:
        """:func:`majiang.game.near.near` (one tile short of a shape), remembered for the seat's tiles."""
        if state.keys != state.near_key or len(state.melds) != state.near_melds:
            state.near_key, state.near_melds = state.keys[:], len(state.melds)
            state.near_value = near.near(self, state)
        return state.near_value

    def wait_set(self, state: SeatState) -> tuple[int, ...]:
        return tuple(k for k in self.kinds if state.counts[k] < 4 and self.shape_wins(state, k))

    def kong_room(self, how: str = "exposed") -> bool:
        """A kong now leaves a replacement tile to draw (:func:`majiang.game.kongs.kong_room`)."""
        return kongs.kong_room(self, how)

    def kongs(self, seat: int, drew: int) -> list[Action]:
        """The kongs ``seat`` may make at its turn (:func:`majiang.game.kongs.kongs`)."""
        return kongs.kongs(self, seat, drew)

    def zone(self, seat: int, tile: int) -> tuple[Action, ...]:
        """A draw in the last zone (or 光游's round): win or pass, nothing else."""
        if self.can_win(seat, tile, _SELF_DRAW, None):
            return (WIN,) if seat == self.table.swimmer else (WIN, PASS)  # 光游: the declarer wins
        return (PASS,)

    # -- claims -----------------------------------------------------------------------------------
    def claims(self, seat: int, discarder: int, tile: int) -> tuple[Action, ...]:
        """What ``seat`` may do with ``discarder``'s discard of ``tile``."""
        table = self.table
        rules = table.rules
        state = table.seats[seat]
        near = self.near(state)
        if not near and state.counts[tile] < 2 and seat != (discarder + 1) % SEATS and self.fed_hook is None:
            return ()  # no win can be offered, nor a pon or kong, and only the next seat may chi
        out: list[Action] = []
        if table.voids is not None and TILES[tile].suit == table.voids[seat]:
            return ()  # 定缺: a tile of the void suit is neither claimed nor won on
        if (near or self.fed_hook is not None) and self.can_win(seat, tile, _DISCARD, discarder, near=near):
            out.append(WIN)
        last = table.last_tile and rules.wall_end is not _NORMAL_END
        if last or table.drawable() == 0 or claims_only_wins(table, seat):
            return (*out, PASS) if out else ()
        claims = table.ruleset.claims
        counts = state.counts
        wild = self.wild
        if tile not in wild or rules.wild_claims is not _NEVER:
            held = counts[tile] if tile not in wild else 0
            if claims.kong and held == 3 and self.kong_room() and standing.may_meld(state, (tile,) * 3):
                out.extend(dicekong.with_dice(self, state, KONGS["direct"][tile]))
            if claims.pon and held >= 2 and standing.leaves_discard(self, state, (tile, tile), ()):
                out.append(PON)
            chis_ok = rules.max_chis is None or sum(m.kind == "chi" for m in state.melds) < rules.max_chis
            if claims.chi and chis_ok and seat == (discarder + 1) % SEATS and tile < 27:
                for a, b in CHI_PAIRS[tile]:
                    if counts[a] and counts[b] and a not in wild and b not in wild:
                        forbidden = self.after_chi(tile, a, b)
                        if standing.leaves_discard(self, state, (a, b), forbidden):
                            out.append(chi_of(a, b))
            if claims.honor_runs and chis_ok and seat == (discarder + 1) % SEATS and tile >= 27:
                out.extend(chis.honor_runs(self, state, tile))
            if CHI_READY in rules.priority and not state.ready:
                out.extend(chis.chi_readies(self, seat, tile, out))
        return (*out, PASS) if out else ()

    def after_chi(self, claimed: int, a: int, b: int) -> tuple[int, ...]:
        """The kinds the play rules forbid to discard right after chi-ing ``claimed`` with ``a, b``."""
        hook = self.table.rules.after_chi
        if hook is None:
            return ()
        key = (hook, claimed, a, b)  # the hook reads only the three tiles (PlayRules.after_chi)
        found = _AFTER_CHI.get(key)
        if found is None:
            if len(_AFTER_CHI) > 4096:
                _AFTER_CHI.clear()
            found = _AFTER_CHI[key] = tuple(t.index for t in hook((TILES[a], TILES[b]), TILES[claimed]))
        return found

    def _leaves_discard(self, state: SeatState, used: tuple[int, int], forbidden: tuple[int, ...]) -> bool:
        """Some tile is left to discard once ``used`` are melded, none of the ``forbidden`` kinds
        (``size`` is the sum of the counts)."""
        left = state.size - len(used)
        if not forbidden:
            return left > 0
        counts = state.counts
        for i in used:
            counts[i] -= 1
        try:
            return left > sum(counts[i] for i in set(forbidden))
        finally:
            for i in used:
                counts[i] += 1

    def robs(self, seat: int, konger: int, tile: int) -> tuple[Action, ...]:
        near = self.near(self.table.seats[seat])
        wins = (near or self.fed_hook is not None) and self.can_win(seat, tile, _ROBBED, konger, near=near)
        out = (WIN,) * wins + (PON,) * eggs.robs_by_pon(self, seat, tile)
        return (*out, PASS) if out else ()

    # -- facts ------------------------------------------------------------------------------------
    def visible(self, tile: int) -> int:
        """Copies of ``tile`` every seat can see: the discards lying out and the exposed melds."""
        n = 0
        for state in self.table.seats:
            n += state.river.count(tile)
            for meld in state.melds:
                if not meld.concealed:
                    n += meld.tiles.count(tile)
        return n

    def note_wild_discard(self, seat: int, tile: int) -> None:
        """Count a wildcard thrown while the hand wins on any tile (双游); a throw that leaves the
        any-tile state resets the count."""
        state = self.table.seats[seat]
        if tile not in self.wild and not state.wild_discards:
            return
        if self.grammar is None:
            return
        state.remove(tile)
        try:
            any_tile = anytile.any_tile(self, state)
        finally:
            state.add(tile)
        if not any_tile:
            state.wild_discards = 0
        elif tile in self.wild:
            state.wild_discards += 1
