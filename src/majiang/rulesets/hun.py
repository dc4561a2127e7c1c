"""The 混儿 family, shared by Tianjin (always) and Hebei (option ``hun``).

After the deal a tile is turned up by the dice (counting stacks from the wall's end);
its kind and the **next** kind (``common.md`` successor order) are both 混儿, so 7 are in
play (3 + 4; the turned-up tile stays out). A 混儿 stands for any tile in a winning
hand, never in a claimed meld.

>>> from majiang.tiles import Tile
>>> print(HUN.from_indicator(Tile.from_str("9m")))
turned up 9m; 混儿 9m 1m
>>> print(hun("白发中").from_indicator(Tile.from_str("白")))
turned up 5z; 混儿 5z 6z
>>> hun_kinds(Tile.from_str("北"))
(Tile(suit='z', rank=4), Tile(suit='z', rank=1))

:func:`straight_suits` says, from the hand alone, in which suits a 龙 (``123 456 789``
among the concealed sequences) can be read at all:

>>> from majiang.hands import Hand, ShapeGrammar
>>> jing = ShapeGrammar(seven_pairs=False, wild=hun_kinds(Tile.from_str("7m")))
>>> straight_suits(Hand.parse("5556778888m2344p", win="8m"), jing)
()
>>> straight_suits(Hand.parse("123456789p55m778m", win="7m"), jing)
('p',)
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from majiang.hands import Hand, Meld, ShapeGrammar, is_win
from majiang.tiles import DEFAULT_DRAGON_ORDER, StackFromEnd, Tile, Wildcards

__all__ = ["HUN", "hun", "hun_kinds", "straight_suits"]


def hun(dragon_order: str = DEFAULT_DRAGON_ORDER) -> Wildcards:
    """The 混儿 rule with a dragon order (default 中 → 发 → 白 → 中)."""
    return Wildcards(
        name="混儿", english="hun", source=StackFromEnd(), steps=(0, 1), dragon_order=dragon_order
    )


HUN = hun()
"""The 混儿 with the default dragon order."""


@lru_cache(maxsize=64)
def hun_kinds(indicator: Tile | None) -> tuple[Tile, ...]:
    """The two 混儿 kinds an indicator makes (none without an indicator; kept per indicator)."""
    return () if indicator is None else HUN.from_indicator(indicator).wilds


def straight_suits(hand: Hand, grammar: ShapeGrammar) -> tuple[str, ...]:
    """The suits whose ``123 456 789`` some arrangement of the complete ``hand`` holds among
    its concealed sequences (the grammar's wild kinds fill missing faces; no claimed
    sequence, as neither 混儿 region chis).

    Decided by the win check on the rest: the three sequences are taken with the hand's
    natural tiles where it has them (a natural is never worse there than a wildcard standing
    for it: the two may trade places), wildcards for the faces missing."""
    wild = grammar.wild
    jokers = [t for t in hand.tiles if t in wild]
    naturals = Counter(t for t in hand.tiles if t not in wild)
    found = []
    for suit in "mps":
        faces = [Tile(suit=suit, rank=rank) for rank in range(1, 10)]
        missing = sum(not naturals[f] for f in faces)
        if missing > len(jokers):
            continue
        rest = [*(naturals - Counter(faces)).elements(), *jokers[missing:]]
        spare = jokers[:missing]  # the wildcards standing for the missing faces
        runs = tuple(
            Meld.of(
                tuple(faces[i : i + 3]),
                concealed=False,
                claimed_from=0,
                wild=tuple(None if naturals[f] else spare.pop() for f in faces[i : i + 3]),
            )
            for i in (0, 3, 6)
        )
        if is_win(Hand.of(rest, melds=(*hand.melds, *runs)), grammar):
            found.append(suit)
    return tuple(found)
