"""The shape items read from the arrangement being scored: 坎, 活, 卡, 双铺子.

* 坎: a triplet whose three tiles were all in hand (a triplet completed by the
  winning discard is not one: only two were in hand) and whose kind has no fourth
  tile in a sequence;
* 活: four alike in hand, three as a triplet and the fourth in a sequence (the four
  make one 活 and no 坎; a discarded winning tile is not in hand);
* 卡: the winning tile completed a closed wait (``13`` waiting 2), the pair (单吊), or
  an edge — with no 1 or 9 in the set, ``23`` waits on 4 only and ``78`` on 6 only, so
  those are Hefei's edges;
* 双铺子: identical sequences; ``n`` copies of one sequence make ``n - 1``
  (``567m567m`` one, ``555666777m`` read as ``567m ×3`` two, as the source says).

>>> from majiang.hands import Hand, arrangements
>>> from majiang.rulesets.hefei.requirements import GRAMMAR
>>> hand = Hand.parse("555666777m234p88s", win="8s", self_drawn=True)
>>> sorted(puzi(a) for a in arrangements(hand, GRAMMAR))  # 555m 666m 777m, or 567m ×3
[0, 2]
"""

from __future__ import annotations

from functools import lru_cache

from majiang.hands import Arrangement, Hand, MeldKind, Shape, waits
from majiang.rulesets.hefei.requirements import GRAMMAR
from majiang.tiles import MIDDLE

__all__ = ["ka_shape", "kan_huo", "puzi", "wait_kinds"]


_STANDARD = Shape.STANDARD  # bound once: a member look-up on the enum costs a call each time
_SEQUENCE, _TRIPLET, _PAIR = MeldKind.SEQUENCE, MeldKind.TRIPLET, MeldKind.PAIR


def kan_huo(arrangement: Arrangement, *, self_drawn: bool) -> tuple[int, int]:
    """(坎, 活) counts of one arrangement."""
    if arrangement.shape is not _STANDARD:
        return 0, 0
    melds = arrangement.melds
    position = arrangement.win_position
    fed = None if self_drawn or position is None else arrangement.win_meld  # the meld the discard completed
    fed_kind = -1  # the discard's kind, where it sits in a sequence (it is not in hand)
    if fed is not None and position is not None:
        meld = melds[fed]
        if meld.kind is _SEQUENCE:
            fed_kind = meld.tiles[position].index
    in_sequences: set[int] = set()  # the kinds (indices) some sequence holds
    for meld in melds:
        if meld.kind is _SEQUENCE:
            for tile in meld.tiles:
                in_sequences.add(tile.index)
    kan = huo = 0
    for index, meld in enumerate(melds):
        if meld.kind is not _TRIPLET or not meld.concealed:
            continue
        if fed == index:
            continue  # completed by the discard: two in hand
        kind = meld.tiles[0].index
        if kind in in_sequences and kind != fed_kind:  # the fourth in hand, in a sequence
            huo += 1
        else:
            kan += 1
    return kan, huo


def ka_shape(arrangement: Arrangement) -> bool:
    """The winning tile completed a closed wait, an edge (in 2..8), or the pair."""
    if arrangement.shape is not _STANDARD:
        return False
    if arrangement.win_meld is None or arrangement.win_position is None:
        return False
    meld = arrangement.melds[arrangement.win_meld]
    position = arrangement.win_position
    if meld.kind is _PAIR:
        return True
    if meld.kind is not _SEQUENCE:
        return False
    low = meld.tiles[0].rank
    return position == 1 or (position == 2 and low == 2) or (position == 0 and low == 6)


@lru_cache(maxsize=4096)
def wait_kinds(hand: Hand) -> int:
    """How many kinds of the 84-tile set the hand waited on before its winning tile."""
    return sum(1 for w in waits(hand.without_win(), GRAMMAR, shapes=False) if w.tile in MIDDLE)


def puzi(arrangement: Arrangement) -> int:
    """双铺子: ``n - 1`` for each sequence that appears ``n >= 2`` times."""
    seen: set[int] = set()  # the sequences met, by their lowest kind (it decides the sequence)
    twice = 0
    for meld in arrangement.melds:
        if meld.kind is _SEQUENCE:
            low = meld.tiles[0].index
            if low in seen:
                twice += 1  # n copies: the n - 1 after the first
            else:
                seen.add(low)
    return twice
