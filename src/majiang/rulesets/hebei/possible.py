"""Which of Hebei's shapes some reading of a hand can hold, from the hand alone.

A row that no reading of the hand can earn gives 0 for every reading, so it need not
tell readings apart (``Item.narrow`` returns ``()``: the row is counted once a hand, and
the ceiling takes it at that count). Each test here is exact or errs towards "possible"
(a row kept reading the arrangement is only slower, never wrong):

* :func:`all_triplets`: a reading of sets that are all triplets or kongs exists (碰碰胡),
  decided by the win check on the hand with each natural kind made an honor (honors
  make no sequences) and the 混儿 two further honors that stay wild;
* :func:`thirteen_orphans`: concealed, every natural a terminal or an honor, no kind
  twice but one (十三幺);
* :func:`four_alikes`: the counts of four-alike pairs a 七对 reading may have, from the
  wildcards each needs (七对, 豪华, 超豪华, 至尊).

>>> from majiang.hands import Hand
>>> from majiang.tiles import parse_tiles
>>> hun = frozenset(parse_tiles("6s7s"))
>>> hand = Hand.parse("67m22p2366677779s", win="6s")
>>> all_triplets(hand, hun), thirteen_orphans(hand, hun), four_alikes(hand, hun)
(False, False, (0, 1))
>>> all_triplets(Hand.parse("111222m333p44z55s6s", win="6s"), hun)
True
>>> all_triplets(Hand.parse("1222m3355p666s", melds="111m", win="3p"), hun)
True
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from majiang.hands import Hand, Meld, MeldKind, ShapeGrammar, is_win
from majiang.tiles import Tile

__all__ = ["all_triplets", "four_alikes", "thirteen_orphans"]

_HONORS = tuple(Tile(suit="z", rank=rank) for rank in range(1, 8))


def _naturals(hand: Hand, wild: frozenset[Tile]) -> tuple[Counter[Tile], int]:
    """(the concealed tiles that are not 混儿, counted by kind; how many 混儿 are concealed)."""
    naturals = Counter(t for t in hand.tiles if t not in wild)
    return naturals, len(hand.tiles) - sum(naturals.values())


_TRIPLETS = ShapeGrammar(seven_pairs=False, wild=_HONORS[5:])


def all_triplets(hand: Hand, wild: frozenset[Tile]) -> bool:
    """Some reading's sets are all triplets or kongs (its claimed melds as they are)."""
    if any(m.kind not in (MeldKind.TRIPLET, MeldKind.KONG) for m in hand.melds):
        return False
    naturals, _ = _naturals(hand, wild)
    kinds = sorted({*naturals, *(m.tiles[0] for m in hand.melds)})
    if len(kinds) > 5:  # each kind is in a triplet (or kong) or the pair
        return False
    honor = dict(zip(kinds, _HONORS, strict=False))
    honor.update(zip(sorted({t for t in hand.tiles if t in wild}), _HONORS[5:], strict=False))
    melds = [
        Meld.of(tuple(honor[t] for t in m.tiles), concealed=m.concealed, claimed_from=m.claimed_from)
        for m in hand.melds
    ]
    return is_win(Hand.of([honor[t] for t in hand.tiles], melds=melds), _TRIPLETS)


def thirteen_orphans(hand: Hand, wild: frozenset[Tile]) -> bool:
    """No claimed meld, the naturals all terminals or honors, at most one kind twice."""
    if hand.melds:
        return False
    naturals, _ = _naturals(hand, wild)
    if not all(t.is_terminal_or_honor for t in naturals):
        return False
    return max(naturals.values(), default=0) <= 2 and sum(n == 2 for n in naturals.values()) <= 1


def four_alikes(hand: Hand, wild: frozenset[Tile]) -> tuple[int, ...]:
    """The counts of four-alike pairs (0 to 3) a 七对 reading of the hand may have; ``()``:
    no 七对 reading. A reading with ``k`` of them makes ``k`` faces four each (``4 - n``
    wildcards for a face held ``n`` times) and pairs each other kind held an odd number
    of times with a wildcard: a count needing more wildcards than are held is left out,
    and so is one below the kinds held four times (each is a four-alike)."""
    if hand.melds:
        return ()
    naturals, jokers = _naturals(hand, wild)
    if sum((n + 1) // 2 for n in naturals.values()) > 7:
        return ()
    held = list(naturals.values())
    odd = sum(n % 2 for n in held)
    found = []
    for k in range(sum(n == 4 for n in held), 4):  # a kind held four times is a four-alike
        best = min(
            (
                sum(4 - n for n in chosen) + 4 * (k - j) + odd - sum(n % 2 for n in chosen)
                for j in range(min(k, len(held)) + 1)
                for chosen in combinations(held, j)
            ),
            default=jokers + 1,
        )
        if best <= jokers:
            found.append(k)
    return tuple(found)
