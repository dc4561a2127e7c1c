"""Shanten: how many tiles a hand is from ready (0), or complete (−1).

Taken over every shape the grammar allows (standard, seven pairs, 十三幺,
十三烂); each wildcard counts as a tile that fits wherever it is needed.

>>> from majiang.hands import Hand, ShapeGrammar
>>> shanten(Hand.parse("123m456p789s11122z"), ShapeGrammar())
-1
>>> shanten(Hand.parse("123m456p789s1122z"), ShapeGrammar())
0
>>> shanten(Hand.parse("159m159p159s1234z"), ShapeGrammar())
6
>>> shanten(Hand.parse("159m159p159s1234z"), ShapeGrammar(thirteen_orphans=True))
3
"""

from __future__ import annotations

from functools import lru_cache

from majiang.errors import HandError
from majiang.hands._split import LAST, ONES, Compiled, check_hand_type, compile_grammar, wild_keys
from majiang.hands.grammar import ShapeGrammar
from majiang.hands.hand import Hand
from majiang.hands.wincheck import LAN_SETS

__all__ = ["shanten"]

_SUIT_ORPHANS = 0x100000001  # ranks 1 and 9
_HONORS = 0x1111111


def shanten(hand: Hand, grammar: ShapeGrammar) -> int:
    """Tiles from ready for a hand of 3n+1 or 3n+2 tiles: −1 complete, 0 ready."""
    if type(hand) is not Hand:
        check_hand_type(hand)
    compiled = LAST[0]
    if compiled.key is not grammar:
        compiled = compile_grammar(grammar)
    km, kp, ks, kz, kf, shape = hand._keys
    melds = shape & 7
    size = shape >> 3
    full = compiled.complete_size
    if (size != full and size != full - 1) or melds > compiled.sets:
        raise HandError(
            f"hand {str(hand)!r} holds {hand.size} tiles (melds count 3); shanten needs "
            f"{grammar.complete_size - 1} or {grammar.complete_size}"
        )
    wild = 0
    if kf or compiled.wild_masks:
        keys, wild = wild_keys(hand, compiled)
        km, kp, ks, kz = keys
    needed = _standard_needed(km, kp, ks, kz, compiled.sets - melds, size - 3 * melds - wild, compiled)
    if not melds and compiled.special:
        if compiled.seven_pairs:
            needed = min(needed, _seven_pairs_needed(km, kp, ks, kz, compiled.four_alike))
        if compiled.orphans:
            needed = min(needed, _orphans_needed(km, kp, ks, kz))
        if compiled.lan:
            needed = min(needed, _lan_needed(km, kp, ks, kz))
    result = max(needed - wild - 1, -1)
    if result > 0:
        return result
    # The count lets a wildcard fit anywhere and draws any kind, even one the hand holds
    # four of: -1 and 0 can be too low. Those two are decided exactly.
    return _exact(hand, grammar, result, size == full, bool(wild))


def _exact(hand: Hand, grammar: ShapeGrammar, counted: int, complete: bool, wild: bool) -> int:
    """-1, 0 or 1 for a hand the count puts at -1 or 0: the count where it is exact.

    A waiting hand is at 0 only if some tile completes it (:func:`waits` skips a kind
    held four times, and a wild kind that may not stand for what the hand needs). A full
    hand is at -1 only if it wins, and at 0 only if some discard leaves it waiting. If not,
    1: the count was low only because the tiles it drew do not exist.
    """
    from majiang.hands.waits import waits
    from majiang.hands.wincheck import is_win

    if not complete:
        return 0 if waits(hand, grammar, shapes=False) else 1
    if counted < 0 and is_win(hand, grammar):
        return -1
    if not wild and not _holds_four(hand):
        return 0  # every kind a wait needs is still there, and no wildcard is involved
    rest = list(hand.tiles)
    for tile in sorted(set(hand.tiles)):
        rest.remove(tile)
        ready = bool(waits(Hand.of(rest, melds=hand.melds), grammar, shapes=False))
        rest.append(tile)
        if ready:
            return 0
    return 1  # no discard leaves it waiting


def _holds_four(hand: Hand) -> bool:
    """Some kind is held four times, counting the melds."""
    held = list(hand.counts)
    for meld in hand.melds:
        for tile in meld.physical:
            held[tile.index] += 1
    return 4 in held


def _standard_needed(
    km: int, kp: int, ks: int, kz: int, slots: int, naturals: int, compiled: Compiled
) -> int:
    # The final count below never grows with more sets, partial blocks or an eye, so
    # dominated combinations need no pruning: the minimum over all of them is the same.
    keys = (km, kp, ks, kz)
    combined: list[tuple[int, int, int]] | set[tuple[int, int, int]] = [(0, 0, 0)]
    for group in compiled.groups:
        key = keys[group.slot] >> group.shift & group.mask
        if not key:
            continue
        options = group._blocks.get(key) or group.blocks(key)
        combined = {(m + m2, t + t2, e + e2) for m, t, e in combined for m2, t2, e2 in options if e + e2 <= 1}
    best = 99
    for m, t, e in combined:
        if m > slots:
            m = slots
        t_used = slots - m if t > slots - m else t
        empty = slots - m - t_used
        loose = naturals - 3 * m - 2 * t_used - 2 * e
        seeds = min(loose, empty + 1 - e)
        needed = t_used + 3 * empty + 2 * (1 - e) - seeds
        if needed < best:
            best = needed
    return best


def _seven_pairs_needed(km: int, kp: int, ks: int, kz: int, four_alike: bool) -> int:
    if four_alike:
        pairs = sum((k & ONES << 1).bit_count() + 2 * (k & ONES << 2).bit_count() for k in (km, kp, ks, kz))
        singles = sum((k & ONES).bit_count() for k in (km, kp, ks, kz))
    else:
        pairs = sum(((k >> 1 | k >> 2) & ONES).bit_count() for k in (km, kp, ks, kz))
        singles = sum((k & ~(k >> 1) & ~(k >> 2) & ONES).bit_count() for k in (km, kp, ks, kz))
    pairs = min(pairs, 7)
    return 2 * (7 - pairs) - min(singles, 7 - pairs)


def _orphans_needed(km: int, kp: int, ks: int, kz: int) -> int:
    kinds = 0
    pair = False
    for key, mask in ((km, _SUIT_ORPHANS), (kp, _SUIT_ORPHANS), (ks, _SUIT_ORPHANS), (kz, _HONORS)):
        kinds += ((key | key >> 1 | key >> 2) & mask).bit_count()
        pair = pair or bool((key >> 1 | key >> 2) & mask)
    return 14 - kinds - int(pair)


@lru_cache(maxsize=512)
def _lan_options(present: int) -> tuple[tuple[int, int], ...]:
    """For the ranks present in a suit (bit r for rank r+1): (lan size, most of them present) per size."""
    ranks = frozenset(r for r in range(9) if present >> r & 1)
    best: dict[int, int] = {}
    for lan in LAN_SETS:
        n = len(lan)
        best[n] = max(best.get(n, 0), len(ranks & lan))
    return tuple(sorted(best.items()))


def _present(key: int) -> int:
    """Bit r set if rank r+1 is held, from a packed suit key."""
    bits = (key | key >> 1 | key >> 2) & ONES
    present = 0
    r = 0
    while bits:
        if bits & 1:
            present |= 1 << r
        bits >>= 4
        r += 1
    return present


def _lan_needed(km: int, kp: int, ks: int, kz: int) -> int:
    per_suit = [_lan_options(_present(k)) for k in (km, kp, ks)]
    honors = ((kz | kz >> 1 | kz >> 2) & ONES).bit_count()
    best = 0
    for ca, a in per_suit[0]:
        for cb, b in per_suit[1]:
            for cc, c in per_suit[2]:
                if ca + cb + cc + 7 >= 14:
                    best = max(best, min(14, a + b + c + honors))
    return 14 - best
