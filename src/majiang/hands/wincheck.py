"""Does a hand win? Answered from memoized per-group minima, without enumerating.

>>> from majiang.hands import Hand, ShapeGrammar
>>> is_win(Hand.parse("123m456p789s11122z"), ShapeGrammar())
True
>>> is_win(Hand.parse("123m456p789s1112z5m"), ShapeGrammar(wild="5m"))
True
>>> is_win(Hand.parse("135m456p789s11122z"), ShapeGrammar())
False
"""

from __future__ import annotations

import itertools

from majiang.hands._groups import INF
from majiang.hands._split import Compiled, check_size, compile_grammar, split
from majiang.hands.grammar import ShapeGrammar
from majiang.hands.hand import Hand

__all__ = ["LAN_SETS", "is_win", "lan_capacity", "standard_need", "wins"]

_ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def is_win(hand: Hand, grammar: ShapeGrammar) -> bool:
    """True if the hand (3n+2 tiles) can be arranged into a winning shape of the grammar."""
    check_size(hand, grammar, complete=True)
    compiled = compile_grammar(grammar)
    counts, wild = split(hand, compiled)
    return wins(counts, wild, compiled, has_melds=bool(hand.melds))


def wins(counts: list[int], wild: int, compiled: Compiled, *, has_melds: bool) -> bool:
    """The index-level win check behind :func:`is_win` (sizes already checked)."""
    if standard_need(counts, compiled) <= wild:
        return True
    if has_melds:
        return False
    grammar = compiled.grammar
    if grammar.seven_pairs and _seven_pairs_need(counts, compiled) <= wild:
        return True
    if grammar.thirteen_orphans and _orphans_need(counts, compiled) <= wild:
        return True
    return bool(grammar.thirteen_lan and lan_capacity(counts, compiled, seven_star=False) >= 14)


def standard_need(counts: list[int], compiled: Compiled) -> int:
    """Fewest wildcards that complete the naturals into sets + pair (``INF`` if none can)."""
    total = 0
    pair = 2 if compiled.wild_pair_ok else INF  # a pair made of two wildcards
    for group in compiled.groups:
        need0, need1 = group.need(tuple([counts[i] for i in group.indices]))
        total += need0
        if need1 - need0 < pair:
            pair = need1 - need0
    return total + pair


def _seven_pairs_need(counts: list[int], compiled: Compiled) -> int:
    need = 0
    for index, c in enumerate(counts):
        if not c:
            continue
        if c > 2 and not compiled.grammar.four_alike_as_two_pairs:
            return INF
        if c % 2:
            if index not in compiled.targets:
                return INF
            need += 1
    return need


def _orphans_need(counts: list[int], compiled: Compiled) -> int:
    held = 0
    duplicates = 0
    for index, c in enumerate(counts):
        if not c:
            continue
        if index not in _ORPHANS or c > 2:
            return INF
        held += 1
        duplicates += c - 1
    if duplicates > 1:
        return INF
    missing = [i for i in _ORPHANS if not counts[i]]
    if any(i not in compiled.targets for i in missing):
        return INF
    return len(missing) + (1 - duplicates)


def _lan_sets() -> tuple[frozenset[int], ...]:
    """Every set of ranks 0..8 whose members differ pairwise by at least 3."""
    result = []
    for mask in range(1 << 9):
        ranks = [r for r in range(9) if mask >> r & 1]
        if all(b - a >= 3 for a, b in itertools.pairwise(ranks)):
            result.append(frozenset(ranks))
    return tuple(result)


LAN_SETS = _lan_sets()


def lan_capacity(counts: list[int], compiled: Compiled, *, seven_star: bool) -> int:
    """The most tiles a 十三烂 holding these naturals can have (0 if the naturals break it).

    With ``seven_star`` all seven honors must be present (naturally or wild).
    """
    capacity = 0
    for base in (0, 9, 18):
        present = frozenset(r for r in range(9) if counts[base + r])
        if any(counts[base + r] > 1 for r in present):
            return 0
        best = -1
        for ranks in LAN_SETS:
            if present <= ranks and all(base + r in compiled.targets for r in ranks - present):
                best = max(best, len(ranks))
        if best < 0:
            return 0
        capacity += best
    honors = 0
    for index in range(27, 34):
        if counts[index] > 1:
            return 0
        if counts[index] or index in compiled.targets:
            honors += 1
        elif seven_star:
            return 0
    return capacity + honors
