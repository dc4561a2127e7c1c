"""``Feature.WILD_COUNT``: how many wildcards stand for another face than their own.

The class search must list, in the order of :func:`arrangements`, exactly the first
arrangement of each class under a set of features holding ``WILD_COUNT``: checked by
hand on one hand, and against the full enumeration on seeded corpus hands of every
ruleset with wildcards (``Classes`` is checked key for key in ``test_classes.py``).
"""

from __future__ import annotations

from collections.abc import Hashable

import pytest

from majiang.errors import MajiangError
from majiang.hands import Arrangement, Feature, Hand, ShapeGrammar, arrangements, readings
from majiang.hands.features import reading_key
from majiang.rulesets import get, names
from tests.scoring.corpus import corpus

F = Feature
NINE = ShapeGrammar(wild="9m", seven_pairs=False)
# 123m 456p 789s 11z, and 8m with two 9m (wild) to place, winning on the 8m:
HAND = Hand.parse("123m456p789s11z8m9m9m", win="8m", self_drawn=True)


def _not_own(a: Arrangement) -> int:
    return sum(w != t for w, t in a.wild_assignments)


def test_the_count_of_each_arrangement() -> None:
    # 88m (9m=8m) 111z (9m=1z): 2; 678m (9m=6m, 9m=7m): 2; 789m (9m=7m, the other 9m as
    # itself): 1; 888m (9m=8m twice): 2
    got = sorted((str(a.melds[a.win_meld or 0]), _not_own(a)) for a in arrangements(HAND, NINE))
    assert got == [("678m", 2), ("789m", 1), ("888m", 2), ("88m", 2)]


def test_wild_tells_one_class_and_wild_count_two() -> None:
    # every arrangement uses a 9m as another face (WILD: one class); the counts are 2 and 1
    wild = [str(a) for a in readings(HAND, NINE, {F.SHAPE, F.WILD})]
    counted = [_not_own(a) for a in readings(HAND, NINE, {F.SHAPE, F.WILD_COUNT})]
    assert wild == ["123m 88m(9m=8m) 456p 789s 111z(9m=1z) win 8m single"]
    assert counted == [2, 1]  # the first of each count, in the order of arrangements()


def test_reading_key_holds_the_count() -> None:
    features = frozenset({F.SHAPE, F.WILD_COUNT})
    keys = {reading_key(a, features, 7) for a in arrangements(HAND, NINE)}  # 7: the index of 8m
    assert len(keys) == 2  # counts 1 and 2


WILD_RULESETS = [n for n in names() if get(n).wildcards() is not None]
FEATURE_SETS = [
    frozenset({F.SHAPE, F.WILD_COUNT}),
    frozenset({F.SHAPE, F.WILD, F.WILD_COUNT, F.KINDS, F.SUITS, F.JIANG}),  # Wuhan's
    frozenset({F.SHAPE, F.WILD_COUNT, F.WIN}),
    frozenset({F.SHAPE, F.WILD_COUNT, F.KINDS, F.WILD_SINGLE}),
    frozenset({F.SHAPE, F.WILD_COUNT, F.HONORS, F.WIN_FACE}),
    frozenset({F.SHAPE, F.WILD_COUNT, F.ALIKE}),
]


def _firsts(hand: Hand, grammar: ShapeGrammar, features: frozenset[Feature]) -> list[Arrangement]:
    win = -1 if hand.win_tile is None else hand.win_tile.index
    seen: set[Hashable] = set()
    out = []
    for a in arrangements(hand, grammar):
        key = reading_key(a, features, win)
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


@pytest.mark.parametrize("name", WILD_RULESETS)
def test_readings_are_the_first_of_each_class(name: str) -> None:
    ruleset = get(name)
    tried = 0
    for hand, context in corpus(ruleset, 20, seed=29):
        try:
            grammar = ruleset.grammar_for(context.indicator)
        except MajiangError:
            continue
        if not any(t in grammar.wild for t in hand.tiles):
            continue  # without wildcards readings() gives every arrangement (there are few)
        for features in FEATURE_SETS:
            assert list(readings(hand, grammar, features)) == _firsts(hand, grammar, features), (
                f"{name}: {hand} {sorted(f.name for f in features)}"
            )
            tried += 1
    if not tried:  # Jilin, Harbin, Changchun: the 宝 is wild only as the winning tile (摸宝)
        pytest.skip(f"no {name} hand of the corpus holds a wildcard of its grammar")
