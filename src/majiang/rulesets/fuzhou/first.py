"""The first reading of a Fuzhou hand paying the most, found among its face sets.

What a reading pays besides its special win is the same for every reading (the counting
rows read nothing of it, the refusals only the instant shape), and the payments grow with
the special win (``Additive``, no cap). So where the highest special win some reading may
earn is 金龙 or 金雀, the first arrangement (in the order of
:func:`~majiang.hands.arrangements`) earning it pays the most, and is the first best.
It is looked for in the full enumeration's own face sets and placements
(:func:`~majiang.hands.faces.standard`, :func:`~majiang.hands.placement.place`, in their
order), each placement tested by the table's own 金龙/金雀; only the face sets that can
earn it are placed. Every tile of the 金's kind is a 金 and the 金 is the only wildcard,
so each face of that kind is a 金 at its own face: 金龙 (three 金 as a triplet of their
kind) is on every placement of a face set holding that triplet and on no other; 金雀 (a
pair of two 金, of any face) needs wildcards to fill the pair's face twice or more over
the face set. The class search (``WILD_MELDS``) classes every placement of every face set
before it: about 10 ms on the hunted hands.

>>> from majiang.hands import Hand
>>> from majiang.rulesets import get
>>> from majiang.scoring import WinContext
>>> from majiang.tiles import Tile
>>> fuzhou = get("fuzhou")
>>> hand = Hand.parse("11122234556778999p", win="2p", self_drawn=True)  # 金 2p: 金龙 222p
>>> print(fuzhou.paying_most(hand, WinContext(seat=1, indicator=Tile.from_str("2p"))))
111p 222p(2p=2p,2p=2p,2p=2p) 345p 567p 789p 99p win 2p pair_or_pair
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from majiang.hands import Arrangement, Hand, Shape, ShapeGrammar
from majiang.hands._split import compile_grammar, split
from majiang.hands.faces import standard
from majiang.hands.placement import place
from majiang.rulesets.fuzhou.gold import jinlong, jinque
from majiang.rulesets.fuzhou.table import POSSIBLE, highest_first
from majiang.rulesets.paid import total_paid
from majiang.scoring import Evaluation, Formula, Item, WinContext
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.fuzhou.ruleset import FuzhouOptions

__all__ = ["first_paying"]

_PLACEHOLDER = Arrangement(shape=Shape.STANDARD, melds=())
"""The arrangement of the evaluation :data:`~majiang.rulesets.fuzhou.table.POSSIBLE` sees
(it reads the hand alone)."""


def first_paying(
    hand: Hand,
    context: WinContext,
    grammar: ShapeGrammar,
    options: FuzhouOptions,
    table: Mapping[str, int],
    items: Sequence[Item[FuzhouOptions, None]],
    payers: Sequence[int],
    formula: Formula,
) -> Arrangement | None:
    """The first arrangement earning the highest special win of ``table`` (the special
    wins of ``items``) some reading may earn, where that is 金龙 or 金雀 (it pays the most);
    ``None`` where it is another (the class search finds the first best) or the win is
    refused (a discarded 金)."""
    gold = context.indicator
    if gold is None or hand.win_tile is None or grammar.wild != {gold}:
        return None
    e: Evaluation[FuzhouOptions, None] = Evaluation(
        hand=hand, arrangement=_PLACEHOLDER, context=context, options=options
    )
    for key, value in highest_first(table):
        if not POSSIBLE[key](e):
            continue
        if key not in _GOLD_MELDS:
            return None  # a win some reading may earn, no lower: left to the search
        found = _first_earning(hand, grammar, gold, key)
        if found is None:
            continue  # no reading earns it
        if any(v == value and k != key and POSSIBLE[k](e) for k, v in table.items()):
            return None  # an earlier reading may pay as much by another win of that value
        reading: Evaluation[FuzhouOptions, None] = Evaluation(
            hand=hand, arrangement=found, context=context, options=options
        )
        return None if total_paid(reading, items, payers, formula) is None else found
    return None


_GOLD_MELDS = ("jinlong", "jinque")


def _first_earning(hand: Hand, grammar: ShapeGrammar, gold: Tile, key: str) -> Arrangement | None:
    """The first arrangement earning 金龙 (``key`` ``"jinlong"``) or 金雀 (``"jinque"``).

    Only the face sets that can are placed: 金龙's hold the triplet of the 金's kind (each
    of its faces is then a 金 at its own face), 金雀's a pair whose face wildcards fill
    twice or more over the face set (its naturals first, wherever they stand)."""
    compiled = compile_grammar(grammar)
    counts, wild = split(hand, compiled)
    wild_tiles = [t.index for t in hand.tiles if t.index in compiled.wild]
    g = gold.index
    earns = jinlong if key == "jinlong" else jinque
    for faces in standard(counts, wild, compiled):
        if key == "jinlong":
            if (g, g, g) not in faces:
                continue
        else:
            p = next(m[0] for m in faces if len(m) == 2)
            if sum(m.count(p) for m in faces) - counts[p] < 2:
                continue
        for arrangement in place(hand, Shape.STANDARD, faces, counts, wild_tiles):
            if earns(arrangement, gold):
                return arrangement
    return None
