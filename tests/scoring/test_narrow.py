"""``Item.narrow``: what an item reads of the arrangements of one hand, decided from the
hand alone, so the class search tells apart only what the hand being scored needs.

The toy hand ``123m456p789s5s11z`` + two ``9m`` jing, won on ``1z``, reads five ways
(``tests/hands``' doctest of :func:`~majiang.hands.readings`); an "all honors" item can
never hold for it (it holds suited tiles that are not jing), so reading the suits for
that item only splits classes.
"""

from __future__ import annotations

from collections.abc import Iterable

from majiang.hands import Feature, Hand, ShapeGrammar, arrangements, readings
from majiang.scoring import Doubling, Evaluation, Item, Score, WinContext, exhaustive, score_win
from majiang.scoring.engine import narrowed, table_features

HAND = Hand.parse("123m456p789s5s11z 9m9m", win="1z", self_drawn=True)
JING = ShapeGrammar(wild="9m")
CONTEXT = WinContext(seat=1, dealer=0)
HONORS = (Feature.SHAPE, Feature.KINDS, Feature.SUITS)
"""What the toy 字一色 declares (more than it reads: the meld kinds split the classes)."""


def _all_honors(e: Evaluation[object, object]) -> bool:
    return all(t.is_honor for m in e.arrangement.melds for t in m.tiles)


def _honors_possible(e: Evaluation[object, object]) -> Iterable[Feature]:
    """The suits matter only where every tile that is not a jing is an honor."""
    naturals = [t for t in e.hand.tiles if t not in JING.wild]
    return HONORS if all(t.is_honor for t in naturals) else ()


def _table(calls: list[int], *, narrow: bool) -> tuple[Item[object, object], ...]:
    def counted(e: Evaluation[object, object]) -> bool:
        calls.append(1)
        return True

    return (
        Item(key="base", chinese="底", english="base", value=1, when=counted, reads=(Feature.SHAPE,)),
        Item(
            key="honors",
            chinese="字一色",
            english="all honors",
            value=5,
            when=_all_honors,
            reads=HONORS,
            narrow=_honors_possible if narrow else None,
        ),
    )


def _score(items: tuple[Item[object, object], ...]) -> Score:
    return score_win(
        ruleset="toy",
        hand=HAND,
        context=CONTEXT,
        grammar=JING,
        items=items,
        formula=Doubling(),
        payers=CONTEXT.payers,
        options=None,
    )


def test_a_narrowed_item_tells_fewer_classes_apart_and_scores_the_same() -> None:
    wide: list[int] = []
    narrow: list[int] = []
    full: list[int] = []
    scored = _score(_table(narrow, narrow=True))
    assert scored == _score(_table(wide, narrow=False))
    with exhaustive():
        assert scored == _score(_table(full, narrow=True))
    # base 1 fan: 2^1 = 2 from each of the three others; 字一色 never holds
    assert [p.amount for p in scored.payments] == [2, 2, 2]
    assert [a.item.key for a in scored.awards] == ["base"]
    # the oracle scores all five arrangements; the melds' kinds and suits make 3 classes
    # (55s + 111z, 345s + 11z, 555s + 11z besides 123m 456p 789s); with 字一色
    # impossible for this hand the shape alone is read: one class
    assert len(list(arrangements(HAND, JING))) == 5
    assert len(full) == 5
    assert [_classes(_table([], narrow=n)) for n in (False, True)] == [3, 1]
    # the class search scores at most one reading a class (fewer: a face set that can pay no
    # more than the first reading is not placed, ``scoring.best``), the narrowed table one
    assert len(wide) <= 3
    assert len(narrow) == 1


def _classes(items: tuple[Item[object, object], ...]) -> int:
    """How many classes the table, narrowed for the hand, tells apart."""
    features = table_features(narrowed(items, HAND, CONTEXT, None))
    assert features is not None
    return len(list(readings(HAND, JING, features)))


def test_narrowed_reads_are_a_part_of_the_declared_ones_and_items_stay_equal() -> None:
    def more(e: Evaluation[object, object]) -> Iterable[Feature]:
        return (Feature.SHAPE, Feature.FACES)  # FACES was not declared: left out

    item = Item(
        key="k", chinese="K", english="k", value=1, when=lambda e: True, reads=(Feature.SHAPE,), narrow=more
    )
    (out,) = narrowed((item,), HAND, CONTEXT, None)
    assert out == item
    assert out.reads == frozenset({Feature.SHAPE})
    plain: Item[object, object] = Item(
        key="p", chinese="P", english="p", value=1, when=lambda e: True, reads=(Feature.SUITS,)
    )
    table = (plain,)
    assert narrowed(table, HAND, CONTEXT, None) is table  # nothing to narrow: the table itself
