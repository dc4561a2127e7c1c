"""Cheap necessary conditions the legality asks first, on packed counts: is a seat's hand one
tile short of a winning shape (:func:`near`), and after which discards (:func:`near_discards`,
the hand's groups looked up once for all of them).

>>> from majiang.game.table import Table
>>> table = Table(ruleset, seed=7)
>>> state = table.seats[0]
>>> kinds = [i for i in range(42) if state.counts[i]]
>>> near_discards(table.legal, state, kinds) == [i for i in kinds if near(table.legal, state, i)]
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from majiang.game.state import SLOT, UNIT, SeatState
from majiang.hands.wincheck import _counts, _orphans_need, _standard_need, lan_capacity, wins_keys
from majiang.tiles.tile import ORPHAN_INDICES

_ORPHANS = frozenset(ORPHAN_INDICES)

if TYPE_CHECKING:
    from majiang.game.legal import Legality
    from majiang.hands._compiled import Compiled

__all__ = ["near", "near_discards", "outside_fed", "some_wait"]

_TWOS = 0x222222222  # bit 1 of each four-bit count in a packed key
_FOURS = 0x444444444  # bit 2
_SIMPLES = 0x0FFFFFFF0  # the counts of ranks 2..8 in a suit's packed key


def _pairs(key: int) -> int:
    """``sum(n // 2)`` over the counts packed in ``key`` (each 0..4: n // 2 is bit 1 + 2 * bit 2)."""
    return (key & _TWOS).bit_count() + 2 * (key & _FOURS).bit_count()


def near(legality: Legality, state: SeatState, drop: int | None = None) -> bool:
    """A cheap necessary condition for a waiting hand: one tile short of a shape (the
    seat's tiles, less one ``drop`` if given; nothing is changed)."""
    compiled, grammar = legality.compiled, legality.grammar
    if compiled is None or grammar is None:
        return False
    counts = state.counts
    held = state.keys
    k0, k1, k2, k3 = held[0], held[1], held[2], held[3]
    if drop is not None and drop < 34:
        slot = SLOT[drop]
        if slot == 0:
            k0 -= UNIT[drop]
        elif slot == 1:
            k1 -= UNIT[drop]
        elif slot == 2:
            k2 -= UNIT[drop]
        else:
            k3 -= UNIT[drop]
    r0, r1, r2, r3 = k0, k1, k2, k3  # every tile of the 34 kinds, wild ones too
    wild = 0
    for w in legality.wild:
        n = counts[w] - (w == drop)
        if n:
            wild += n
            if w < 34:
                slot = SLOT[w]
                if slot == 0:
                    k0 -= n * UNIT[w]
                elif slot == 1:
                    k1 -= n * UNIT[w]
                elif slot == 2:
                    k2 -= n * UNIT[w]
                else:
                    k3 -= n * UNIT[w]
    if wild + 1 >= compiled.instant:
        return True
    if _standard_need(k0, k1, k2, k3, compiled) <= wild + 1:
        return True
    if not compiled.all_targets and _outside_kind_completes(compiled, (k0, k1, k2, k3), wild):
        return True
    if state.melds:
        return False
    if grammar.seven_pairs and _pairs(r0) + _pairs(r1) + _pairs(r2) + _pairs(r3) + wild >= 6:
        return True
    if not (grammar.thirteen_orphans or grammar.thirteen_lan):
        return False
    if not compiled.all_targets:
        return True  # the special shapes with restricted wildcards: no cheap bound, ask the win check
    # 十三幺 holds orphans only: a natural 2..8 held rules it out (``_orphans_need`` is then INF)
    if (
        grammar.thirteen_orphans
        and not (k0 | k1 | k2) & _SIMPLES
        and _orphans_need(_counts(k0, k1, k2, k3), compiled) <= wild + 1
    ):
        return True
    return grammar.thirteen_lan and lan_capacity(_counts(k0, k1, k2, k3), compiled, seven_star=False) >= 14


def _outside_kind_completes(compiled: Compiled, keys: tuple[int, int, int, int], wild: int) -> bool:
    """Whether one tile of a kind no wildcard may stand for (e.g. wildcards that stand for suit tiles only)
    completes the standard shape: the missing tile is a real tile of any kind, so the
    "one wildcard more" bound above covers only the kinds a wildcard may stand for."""
    targets = compiled.target_indices
    for i in range(34):
        if i in targets:
            continue
        slot = SLOT[i]
        trial = list(keys)
        trial[slot] += UNIT[i]
        if _standard_need(trial[0], trial[1], trial[2], trial[3], compiled) <= wild:
            return True
    return False


def near_discards(legality: Legality, state: SeatState, discards: list[int]) -> list[int]:
    """``[i for i in discards if near(legality, state, i)]``, the hand's groups looked up once:
    a discard changes one group's entry (or, a wildcard, only the wildcard count)."""
    compiled, grammar = legality.compiled, legality.grammar
    if compiled is None or grammar is None:
        return []
    if not compiled.all_targets or grammar.thirteen_lan:
        return [i for i in discards if near(legality, state, i)]
    if not compiled.simple:
        return _near_discards_grouped(legality, state, discards, compiled)
    counts = state.counts
    held = state.keys
    keys, wild = legality.natural_keys(state)
    wild_set = legality.wild_set
    instant = compiled.instant
    tables = compiled.tables
    entries = [tables[g][keys[g]] for g in range(4)]
    sets_need = entries[0][0] + entries[1][0] + entries[2][0] + entries[3][0]
    pair_wild = compiled.pair_wild
    pair_need = min(pair_wild, entries[0][2], entries[1][2], entries[2][2], entries[3][2])
    p0, p1, p2, p3 = entries[0][2], entries[1][2], entries[2][2], entries[3][2]
    others = (  # the pair need of the other three groups
        min(pair_wild, p1, p2, p3),
        min(pair_wild, p0, p2, p3),
        min(pair_wild, p0, p1, p3),
        min(pair_wild, p0, p1, p2),
    )
    pairs = -1
    if not state.melds and grammar.seven_pairs:
        pairs = _pairs(held[0]) + _pairs(held[1]) + _pairs(held[2]) + _pairs(held[3])
    if _none_near(sets_need + pair_need, wild, instant, pairs):
        return _with_orphans(legality, state, discards, [])
    out = []
    for i in discards:
        if i in wild_set:
            left = wild - 1
            need = sets_need + pair_need
        elif i < 34:
            left = wild
            g = SLOT[i]
            entry = tables[g][keys[g] - UNIT[i]]
            need = sets_need - entries[g][0] + entry[0] + min(others[g], entry[2])
        else:  # a tile outside the four groups: they stay as they are
            left = wild
            need = sets_need + pair_need
        seven = pairs >= 0 and pairs - (i < 34 and not counts[i] % 2) + left >= 6
        if left + 1 >= instant or need <= left + 1 or seven:
            out.append(i)
    return _with_orphans(legality, state, discards, out)


def _none_near(need: int, wild: int, instant: int, pairs: int) -> bool:
    """No discard leaves the hand one tile short of the standard shape or of seven pairs, from
    the whole hand's ``need`` (wildcards completing its groups into sets and a pair) alone.

    A discard ``i`` leaves a need of at least ``need - 2``: a completion of the rest plus a
    triplet of ``i`` and two wildcards completes the whole hand (every wildcard stands for
    any kind on this path). A discard passes with ``need <= left + 1``, ``left`` at most
    ``wild``; so none does once ``need > wild + 3``. Seven pairs: a discard keeps at most
    ``pairs`` pairs. (十三幺 is asked apart.)"""
    return need > wild + 3 and wild + 1 < instant and (pairs < 0 or pairs + wild < 6)


def _with_orphans(legality: Legality, state: SeatState, discards: list[int], out: list[int]) -> list[int]:
    """``out`` with the discards after which the hand is one tile short of 十三幺."""
    grammar = legality.grammar
    assert grammar is not None
    counts = state.counts
    wild_set = legality.wild_set
    if grammar.thirteen_orphans and not state.melds and len(out) < len(discards):
        # 十三幺 needs every natural tile to be an orphan: only a hand with at most one other
        # natural tile can be one tile short of it after a discard; ask near() for those
        stray = sum(counts[1:8]) + sum(counts[10:17]) + sum(counts[19:26])  # the simples held
        for w in legality.wild:
            if w < 34 and w not in _ORPHANS:
                stray -= counts[w]
        if stray <= 1:
            strays = [i for i in range(34) if counts[i] and i not in _ORPHANS and i not in wild_set]
            chosen = set(out)
            chosen.update(i for i in discards if (not stray or i == strays[0]) and near(legality, state, i))
            out = [i for i in discards if i in chosen]
    return out


_GROUPED: dict[int, tuple[Compiled, tuple[int, ...]]] = {}
"""By ``id(compiled)``: the compiled grammar (kept alive) and the group of each kind index
(-1: in none)."""


def _group_index(compiled: Compiled) -> tuple[int, ...]:
    found = _GROUPED.get(id(compiled))
    if found is None or found[0] is not compiled:
        if len(_GROUPED) > 256:
            _GROUPED.clear()
        where = [-1] * 42
        for g, group in enumerate(compiled.groups):
            for i in group.indices:
                where[i] = g
        found = _GROUPED[id(compiled)] = (compiled, tuple(where))
    return found[1]


def _near_discards_grouped(
    legality: Legality, state: SeatState, discards: list[int], compiled: Compiled
) -> list[int]:
    """:func:`near_discards` for a grammar whose groups are not the four key slots (honor
    runs split the honors): the same one lookup per group, each group read at its shift."""
    grammar = legality.grammar
    assert grammar is not None
    counts = state.counts
    held = state.keys
    keys, wild = legality.natural_keys(state)
    wild_set = legality.wild_set
    groups = compiled.groups
    where = _group_index(compiled)
    entries = [group.need_table[keys[group.slot] >> group.shift & group.mask] for group in groups]
    sets_need = sum(entry[0] for entry in entries)
    pair_wild = compiled.pair_wild
    pair_need = min(pair_wild, *(entry[2] for entry in entries))
    others = [  # the pair need of the other groups
        min(pair_wild, *(entries[h][2] for h in range(len(groups)) if h != g)) for g in range(len(groups))
    ]
    pairs = -1
    if not state.melds and grammar.seven_pairs:
        pairs = _pairs(held[0]) + _pairs(held[1]) + _pairs(held[2]) + _pairs(held[3])
    instant = compiled.instant
    if _none_near(sets_need + pair_need, wild, instant, pairs):
        return _with_orphans(legality, state, discards, [])
    out = []
    for i in discards:
        g = where[i] if i < 34 else -1
        if i in wild_set:
            left = wild - 1
            need = sets_need + pair_need
        elif g >= 0:
            left = wild
            group = groups[g]
            entry = group.need_table[(keys[group.slot] - UNIT[i]) >> group.shift & group.mask]
            need = sets_need - entries[g][0] + entry[0] + min(others[g], entry[2])
        else:  # a tile outside the groups: they stay as they are
            left = wild
            need = sets_need + pair_need
        seven = pairs >= 0 and pairs - (i < 34 and not counts[i] % 2) + left >= 6
        if left + 1 >= instant or need <= left + 1 or seven:
            out.append(i)
    return _with_orphans(legality, state, discards, out)


def some_wait(legality: Legality, state: SeatState, accept: Callable[[int], bool] | None = None) -> bool:
    """``any(legality.shape_wins(state, k) for k in legality.kinds if counts[k] < 4)``: some
    kind completes the seat's tiles; the keys are taken apart once for every kind. With
    ``accept``, only a kind it accepts counts (asked of the completing kinds, in kind order)."""
    compiled = legality.compiled
    if compiled is None or state.size + 1 + 3 * len(state.melds) != legality.complete_size:
        return False
    if state.keys[4] & legality.flower_mask:
        return False  # a flower that is not wild is never part of a winning hand
    keys, wild = legality.natural_keys(state)
    has_melds = bool(state.melds)
    instant = compiled.instant
    wild_set = legality.wild_set
    counts = state.counts
    for k in legality.kinds:
        if counts[k] >= 4:
            continue
        if k in wild_set:
            won = wild + 1 >= instant or wins_keys(keys, wild + 1, compiled, has_melds=has_melds)
        elif k < 34:
            if wild >= instant:
                won = True
            else:
                slot, unit = SLOT[k], UNIT[k]
                keys[slot] += unit
                won = wins_keys(keys, wild, compiled, has_melds=has_melds)
                keys[slot] -= unit
        else:
            continue
        if won and (accept is None or accept(k)):
            return True
    return False


def outside_fed(legality: Legality, state: SeatState, tile: int) -> bool:
    """The play rules' ``outside_grammar`` hook on the seat's tiles with another seat's
    ``tile``, as :meth:`Legality.can_win` asks it for a fed win: False means no win the
    grammar does not arrange can be offered (a cheap test before listing the claims)."""
    hook = legality.table.rules.outside_grammar
    if hook is None or legality.compiled is None:
        return False
    held = list(state.counts)
    for meld in state.melds:
        for i in meld.tiles:
            held[i] += 1
    held[tile] += 1
    return hook(held, len(state.flowers), False)
