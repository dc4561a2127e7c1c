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

from majiang.errors import HandError
from majiang.hands._split import Compiled, compile_grammar, split
from majiang.hands.grammar import ShapeGrammar
from majiang.hands.hand import Hand
from majiang.hands.wincheck import LAN_SETS

__all__ = ["shanten"]

_ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def shanten(hand: Hand, grammar: ShapeGrammar) -> int:
    """Tiles from ready for a hand of 3n+1 or 3n+2 tiles: −1 complete, 0 ready."""
    if hand.size not in (grammar.hand_size - 1, grammar.hand_size) or len(hand.melds) > grammar.sets:
        raise HandError(
            f"hand {str(hand)!r} holds {hand.size} tiles (melds count 3); shanten needs "
            f"{grammar.hand_size - 1} or {grammar.hand_size}"
        )
    compiled = compile_grammar(grammar)
    counts, wild = split(hand, compiled)
    needed = _standard_needed(counts, grammar.sets - len(hand.melds), compiled)
    if not hand.melds:
        if grammar.seven_pairs:
            needed = min(needed, _seven_pairs_needed(counts, grammar.four_alike_as_two_pairs))
        if grammar.thirteen_orphans:
            needed = min(needed, _orphans_needed(counts))
        if grammar.thirteen_lan:
            needed = min(needed, _lan_needed(counts))
    result = max(needed - wild - 1, -1)
    if result == 0 and hand.size == grammar.hand_size - 1:
        from majiang.hands.waits import waits

        if not waits(hand, grammar, shapes=False):
            result = 1  # every tile it waits on is already in the hand four times
    return result


def _standard_needed(counts: list[int], slots: int, compiled: Compiled) -> int:
    combined: set[tuple[int, int, int]] = {(0, 0, 0)}
    for group in compiled.groups:
        options = group.blocks(tuple([counts[i] for i in group.indices]))
        merged = {(m + m2, t + t2, e + e2) for m, t, e in combined for m2, t2, e2 in options if e + e2 <= 1}
        combined = {
            o
            for o in merged
            if not any(p != o and p[0] >= o[0] and p[1] >= o[1] and p[2] >= o[2] for p in merged)
        }
    naturals = sum(counts)
    best = 99
    for m, t, e in combined:
        m = min(m, slots)
        t_used = min(t, slots - m)
        empty = slots - m - t_used
        loose = naturals - 3 * m - 2 * t_used - 2 * e
        seeds = min(loose, empty + 1 - e)
        best = min(best, t_used + 3 * empty + 2 * (1 - e) - seeds)
    return best


def _seven_pairs_needed(counts: list[int], four_alike: bool) -> int:
    if four_alike:
        pairs = sum(c // 2 for c in counts)
        singles = sum(c % 2 for c in counts)
    else:
        pairs = sum(1 for c in counts if c >= 2)
        singles = sum(1 for c in counts if c == 1)
    pairs = min(pairs, 7)
    return 2 * (7 - pairs) - min(singles, 7 - pairs)


def _orphans_needed(counts: list[int]) -> int:
    kinds = sum(1 for i in _ORPHANS if counts[i])
    pair = any(counts[i] >= 2 for i in _ORPHANS)
    return 14 - kinds - int(pair)


def _lan_needed(counts: list[int]) -> int:
    per_suit = []
    for base in (0, 9, 18):
        present = {r for r in range(9) if counts[base + r]}
        per_suit.append({(len(present & ranks), len(ranks)) for ranks in LAN_SETS})
    honors = sum(1 for i in range(27, 34) if counts[i])
    best = 0
    for a, ca in per_suit[0]:
        for b, cb in per_suit[1]:
            for c, cc in per_suit[2]:
                if ca + cb + cc + 7 >= 14:
                    best = max(best, min(14, a + b + c + honors))
    return 14 - best
