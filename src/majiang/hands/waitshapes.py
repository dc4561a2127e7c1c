"""The wait shapes of one winning tile, found without listing arrangements.

A wait shape is a feature of the meld the winning tile completes and of its place in
that meld (:func:`~majiang.hands.placement.wait_of`). So instead of listing the
arrangements of the completed hand, each meld that could hold the winning tile is
tried once: its other places are filled with naturals or wildcards in every way
(at most four), and the rest of the hand is asked, with the per-group need tables
of the win check, whether it makes the remaining sets (and the pair). The special
shapes are decided by counting. The cost is a few hundred table lookups per
winning tile, however many wildcards the hand holds.

The answer is the one the arrangements give: a meld with the winning tile at a
place is in some arrangement exactly when its other tiles can be taken from the
hand and the rest completes. The winning pair's partner is a wildcard in some
arrangement (:attr:`Arrangement.is_wild_single_wait`) exactly when one can be taken
for it so.

>>> from majiang.hands import Hand, ShapeGrammar
>>> from majiang.tiles import Tile
>>> found = shapes_of(Hand.parse("1123m456p789s111z"), ShapeGrammar(), Tile.from_str("1m"))
>>> sorted(s.name for s in found[0]), found[1]  # 11m + 1(23)m, or (1)1m + 123m
(['OPEN', 'SINGLE'], False)
>>> found = shapes_of(Hand.parse("123m456p789s111z5s"), ShapeGrammar(wild="5s"), Tile.from_str("9p"))
>>> sorted(s.name for s in found[0]), found[1]  # 9p with the wild 5s as its pair partner
(['SINGLE'], True)
"""

from __future__ import annotations

from itertools import product

from majiang.hands._groups import TWO_OR_MORE
from majiang.hands._split import Compiled, compile_grammar, wild_keys
from majiang.hands.arrangement import WaitShape
from majiang.hands.faces import set_table
from majiang.hands.grammar import ShapeGrammar
from majiang.hands.hand import Hand
from majiang.hands.placement import wait_of
from majiang.hands.wincheck import _counts, _lan_wins, _standard_need
from majiang.tiles import Tile
from majiang.tiles.tile import KIND_COUNT, ORPHAN_INDICES

__all__ = ["shapes_of"]

Faces = tuple[int, ...]
_ALL_SHAPES = len(WaitShape)
_MIDDLE = 0x0FFFFFFF0  # ranks 2..8 of a suit key


def _unit(index: int) -> tuple[int, int]:
    """(key slot, one tile of ``index`` in that slot's key)."""
    slot = index // 9 if index < 27 else 3
    return slot, 1 << 4 * (index - 9 * slot)


def _sets_need(keys: list[int], compiled: Compiled) -> int:
    """Fewest wildcards that make the naturals of ``keys`` into sets alone."""
    total = 0
    for group in compiled.groups:
        total += group.need_table[keys[group.slot] >> group.shift & group.mask][0]
    return total


def shapes_of(hand: Hand, grammar: ShapeGrammar, tile: Tile) -> tuple[frozenset[WaitShape], bool]:
    """(The wait shapes ``tile`` completes in a waiting hand, whether some arrangement
    wins on a pair whose other tile is a wildcard): as over every arrangement of
    ``hand.with_win(tile)``; empty if ``tile`` does not complete it."""
    compiled = compile_grammar(grammar)
    keys, wild = wild_keys(hand, compiled)
    index = tile.index
    win_wild = index in compiled.wild
    if not win_wild:
        slot, unit = _unit(index)
        keys[slot] += unit
    return _shapes(keys, wild, index, win_wild, compiled, bool(hand.melds))


def _shapes(
    keys: list[int], wild: int, index: int, win_wild: bool, compiled: Compiled, has_melds: bool
) -> tuple[frozenset[WaitShape], bool]:
    """:func:`shapes_of` on the naturals' keys (the winning tile among them if natural) and
    the wildcards held besides a wildcard winning tile."""
    found: set[WaitShape] = set()
    partner = _standard(keys, wild, index, win_wild, compiled, found)
    if not has_melds and compiled.special:
        counts = _counts(*keys)
        suits = keys[0] | keys[1] | keys[2]
        if compiled.seven_pairs:
            partner = _seven_pairs(counts, wild, index, win_wild, compiled, found) or partner
        if compiled.orphans and not suits & _MIDDLE:
            _orphans(counts, wild, index, win_wild, compiled, found)
        if compiled.lan and not (suits | keys[3]) & TWO_OR_MORE and _lan(keys, compiled):
            found.add(WaitShape.LONE)  # the naturals (a natural winning tile among them) fit
    return frozenset(found), partner


def _standard(
    keys: list[int], wild: int, index: int, win_wild: bool, compiled: Compiled, found: set[WaitShape]
) -> bool:
    """Add the standard shape's wait shapes to ``found``; True if a winning pair's
    partner can be a wildcard."""
    table = set_table(compiled.groups)
    target = table.target
    partner = False
    faces_at = range(KIND_COUNT) if win_wild else (index,)
    for face in faces_at:
        if win_wild and not target[face]:
            continue
        for meld, position in table.holding[face]:
            shape = wait_of(meld, position)
            is_pair = len(meld) == 2
            if shape in found and (not is_pair or partner or not wild):
                continue
            completes, with_wild = _fills(keys, wild, index, win_wild, meld, position, target, compiled)
            if completes:
                found.add(shape)
                partner = partner or (is_pair and with_wild)
        if len(found) == _ALL_SHAPES and partner:
            break
    return partner


def _fills(
    keys: list[int],
    wild: int,
    index: int,
    win_wild: bool,
    meld: Faces,
    position: int,
    target: tuple[bool, ...],
    compiled: Compiled,
) -> tuple[bool, bool]:
    """(Some way of taking ``meld``'s other tiles from the hand, the winning tile at
    ``position``, leaves a rest that completes; some such way takes a wildcard.)"""
    rest = list(keys)
    if not win_wild:
        slot, unit = _unit(index)
        rest[slot] -= unit
    others = [f for p, f in enumerate(meld) if p != position]
    is_pair = len(meld) == 2
    completes = False
    for choice in product((True, False), repeat=len(others)):  # wildcards first
        here = list(rest)
        used = 0
        for face, as_wild in zip(others, choice, strict=True):
            if as_wild:
                if not target[face]:
                    break
                used += 1
            else:
                slot, unit = _unit(face)
                if not here[slot] >> (unit.bit_length() - 1) & 15:
                    break
                here[slot] -= unit
        else:
            if used > wild:
                continue
            km, kp, ks, kz = here
            need = _sets_need(here, compiled) if is_pair else _standard_need(km, kp, ks, kz, compiled)
            if need <= wild - used:
                if used:
                    return True, True
                completes = True
                if not is_pair:
                    return True, False
    return completes, False


_LAN: dict[tuple[int, int, int, int, frozenset[int]], bool] = {}


def _lan(keys: list[int], compiled: Compiled) -> bool:
    """十三烂 with these naturals (memoized: the waits of one hand ask it for each tile)."""
    key = (keys[0], keys[1], keys[2], keys[3], compiled.targets)
    found = _LAN.get(key)
    if found is None:
        if len(_LAN) >= 4096:
            _LAN.clear()
        found = _LAN[key] = _lan_wins(keys[0], keys[1], keys[2], keys[3], compiled)
    return found


def _seven_pairs(
    counts: list[int], wild: int, index: int, win_wild: bool, compiled: Compiled, found: set[WaitShape]
) -> bool:
    """Seven pairs (as :func:`~majiang.hands.faces` fills them): the winning tile is in a
    pair, SINGLE; True if its partner can be a wildcard."""
    cap = 2 if compiled.four_alike else 1
    total_wild = wild + win_wild
    pairs = 0
    used = 0
    room = 0
    targets = compiled.targets
    for kind, c in enumerate(counts):
        if not c:
            if kind in targets:
                room += cap
            continue
        p = (c + 1) // 2
        if p > cap or (c % 2 and kind not in targets):
            return False
        pairs += p
        used += 2 * p - c
        if kind in targets:
            room += cap - p
    left = total_wild - used
    if left < 0 or left % 2 or pairs + left // 2 != 7 or room < left // 2:
        return False
    found.add(WaitShape.SINGLE)
    extra = left // 2  # pairs made of wildcards alone
    if win_wild:
        return extra >= 1
    c = counts[index]
    if c % 2:
        return True  # a wildcard already stands at the winning tile's face
    return extra >= 1 and index in compiled.targets and (c + 1) // 2 < cap


def _orphans(
    counts: list[int], wild: int, index: int, win_wild: bool, compiled: Compiled, found: set[WaitShape]
) -> None:
    """十三幺: the winning tile as a lone orphan (LONE) or in the pair (SINGLE)."""
    if any(c and (kind not in ORPHAN_INDICES or c > 2) for kind, c in enumerate(counts)):
        return
    doubles = [i for i in ORPHAN_INDICES if counts[i] == 2]
    if len(doubles) > 1 or any(not counts[i] and i not in compiled.targets for i in ORPHAN_INDICES):
        return
    if 14 - sum(counts) != wild + win_wild:
        return
    for double in doubles or [i for i in ORPHAN_INDICES if i in compiled.targets]:
        for face in ORPHAN_INDICES:
            held = counts[face]
            size = 2 if face == double else 1
            if (win_wild and size > held) or (not win_wild and face == index):
                found.add(WaitShape.SINGLE if size == 2 else WaitShape.LONE)
