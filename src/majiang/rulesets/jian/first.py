"""The first reading of a Ji'an hand that pays the most any reading may, found directly.

Ji'an's table pays a reading by its *outcome* alone (its shape, whether it is 精吊, whether
it is 德国: :mod:`majiang.rulesets.jian.reach`), and :func:`~majiang.rulesets.jian.reach.
outcome_totals` tells what each outcome the hand may have pays. So the first reading that
pays the most (``Jian.most_paid``) is the first arrangement, in the order of
:func:`~majiang.hands.arrangements`, whose outcome is one of those paying it. It is looked
for in the part of that order where such an outcome can be:

* only the shapes of those outcomes (a seven pairs outcome: no standard face set is
  placed);
* when every standard outcome among them is 精吊 and the winning tile is natural: only the
  standard face sets whose pair is of the winning tile's kind (the pair it makes with a
  jing; :func:`majiang.hands.faces.standard`'s ``pairs``);
* when every standard outcome among them is 大七: only face sets of triplets.

These are parts of the full order, in that order, so the first arrangement found paying
the most is the first best. An arrangement pays what its outcome pays (``outcome_totals``
scores each outcome by the table's own rows and payments: the rows reading the
arrangement read only its outcome), so the first whose outcome pays the most is the
answer, with no reading scored here; an outcome proved possible only as "may" (see
``reach``) and never met leaves nothing found, and the engine's class search goes on as
without it. At most :data:`LOOKED`
arrangements are looked at; with more than four jing, only where every outcome paying the
most is 德国 (a search with jing standing in can be long before its first face set there).

>>> from majiang.hands import Hand, arrangements
>>> from majiang.rulesets import get
>>> from majiang.scoring import WinContext
>>> from majiang.tiles import Tile
>>> jian = get("jian")
>>> hand = Hand.parse("3456m456p789s111z5s", win="6m", self_drawn=True)  # 5s is 正精
>>> context = WinContext(seat=0, dealer=1, indicator=Tile.from_str("5s"))
>>> first, diao = arrangements(hand, jian.grammar_for(context.indicator))
>>> str(first), str(diao)
('33m(5s=3m) 456m 456p 789s 111z win 6m open', '345m 66m(5s=6m) 456p 789s 111z win 6m single')
>>> jian.paying_most(hand, context) == diao, jian.most_paid(hand, context)
(True, 16)
"""

from __future__ import annotations

from collections.abc import Iterator

from majiang.hands import Arrangement, Hand, MeldKind, Shape, ShapeGrammar
from majiang.hands._split import compile_grammar, split
from majiang.hands.faces import face_sets, standard
from majiang.hands.placement import place, place_one
from majiang.scoring import WinContext
from majiang.tiles.tile import KIND_COUNT

__all__ = ["LOOKED", "first_paying"]

LOOKED = 64
"""The most arrangements looked at before giving up (the class search finds the answer then)."""

_NAMES = {
    Shape.SEVEN_PAIRS: "seven_pairs",
    Shape.THIRTEEN_LAN: "thirteen_lan",
    Shape.SEVEN_STAR_LAN: "seven_star_lan",
}
_TRIPLETS = frozenset((MeldKind.TRIPLET, MeldKind.KONG))
_SETS = frozenset(kind for kind in MeldKind if kind.is_set)


def outcome_of(arrangement: Arrangement) -> tuple[str, bool, bool] | None:
    """The outcome (shape of ``reach.SHAPES``, 精吊, 德国) of an arrangement; ``None`` for a
    shape no outcome names."""
    shape = arrangement.shape
    if shape is Shape.STANDARD:
        sets = [m for m in arrangement.melds if m.kind in _SETS]
        name = "all_triplets" if all(m.kind in _TRIPLETS for m in sets) else "standard"
    else:
        found = _NAMES.get(shape)
        if found is None:
            return None
        name = found
    return name, arrangement.is_wild_single_wait, not arrangement.uses_wild


def first_paying(
    hand: Hand,
    context: WinContext,
    grammar: ShapeGrammar,
    totals: dict[tuple[str, bool, bool], int],
) -> Arrangement | None:
    """The first arrangement of ``hand`` (in the order of ``arrangements``) paying the most
    of ``totals`` (each outcome's total, as the table pays it); ``None`` if none is found
    among the first :data:`LOOKED` looked at (see the module)."""
    if not totals or context.win_wild or hand.win_tile is None:
        return None
    most = max(totals.values())
    wanted = frozenset(o for o, total in totals.items() if total == most)
    for looked, arrangement in enumerate(_candidates(hand, grammar, wanted), 1):
        if looked > LOOKED:
            return None
        if arrangement is not None and outcome_of(arrangement) in wanted:
            return arrangement
    return None


def _candidates(
    hand: Hand, grammar: ShapeGrammar, wanted: frozenset[tuple[str, bool, bool]]
) -> Iterator[Arrangement | None]:
    """The arrangements, in order, of the face sets where an outcome of ``wanted`` can be
    (``None`` for a face set passed over, so that the caller counts it)."""
    compiled = compile_grammar(grammar)
    counts, wild = split(hand, compiled)
    wild_tiles = [t.index for t in hand.tiles if t.index in compiled.wild]
    if not wild_tiles:
        return
    win = hand.win_tile
    assert win is not None
    full = list(hand.counts[: len(counts)])  # every jing at its own face
    if wild > _SEARCHED and not all(deguo for _, _, deguo in wanted):
        return  # with many jing a search with them can be long before its first face set
    w = win.index
    natural = w not in compiled.wild
    standards = [o for o in wanted if o[0] in _STANDARD]
    if standards:
        diao_only = False
        triplets = _TRIPLET_SETS if all(name == "all_triplets" for name, _, _ in standards) else None
        if all(deguo for _, _, deguo in standards):
            # 德国: the faces are the tiles themselves; those face sets come in the same order
            # in the full search (both search pairs, then sets, in one fixed order)
            listed = standard(full, 0, compiled, allowed=triplets)
        elif natural and all(diao for _, diao, _ in standards):
            diao_only = True  # 精吊: the winning tile and a jing make the pair
            listed = standard(counts, wild, compiled, pairs=(w,), allowed=triplets)
        else:
            listed = standard(counts, wild, compiled, allowed=triplets)  # 大七: triplets alone
        for faces in listed:
            if not diao_only:
                yield from place(hand, Shape.STANDARD, faces, counts, wild_tiles)
            elif sum(f.count(w) for f in faces) <= counts[w]:
                yield None  # no jing stands for the winning tile's kind: not 精吊
            else:
                # only the winning tile in the pair, its partner a jing, is 精吊: that one placement
                variant = (faces.index((w, w)), 0, True)
                yield place_one(hand, Shape.STANDARD, faces, counts, wild_tiles, variant)
    names = {o[0] for o in wanted} - _STANDARD
    if hand.melds or not names:
        return
    if all(deguo for name, _, deguo in wanted if name in names):
        specials = face_sets(full, 0, compiled, False, standard_shape=False)
    else:
        specials = face_sets(counts, wild, compiled, False, standard_shape=False)
    diao_only = natural and all(diao for name, diao, _ in wanted if name in names)
    for shape, faces in specials:
        if _NAMES.get(shape) not in names or (diao_only and sum(f.count(w) for f in faces) <= counts[w]):
            yield None
        else:
            yield from place(hand, shape, faces, counts, wild_tiles)


_STANDARD = frozenset(("standard", "all_triplets"))
_SEARCHED = 4
"""The most jing for which the face sets with jing standing in are searched; with more, only
the 德国 ones (the tiles themselves, no wildcard: a plain hand's few)."""
_TRIPLET_SETS = frozenset((k, k, k) for k in range(KIND_COUNT))
