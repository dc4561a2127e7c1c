"""``hands.classes.Classes`` tells arrangements apart exactly as ``reading_key`` does.

For seeded corpus hands of every ruleset with wildcards, every multiset of faces
the full search gives is placed every way (:func:`place`) and each arrangement's
:func:`reading_key` is paired with the class :class:`Classes` gives the same
variant, under the ruleset's table features and under single features. The
pairing must be one to one over the whole hand, and the variants come in the same
order as :func:`place` yields them (``place_one`` rebuilds each one).
"""

from __future__ import annotations

from collections.abc import Hashable

import pytest

from majiang.errors import MajiangError
from majiang.hands import Feature, Hand, ShapeGrammar
from majiang.hands._split import compile_grammar, split
from majiang.hands.classes import Classes
from majiang.hands.faces import face_sets
from majiang.hands.features import reading_key
from majiang.hands.placement import place, place_one
from majiang.rulesets import get, names
from majiang.scoring import table_features
from tests.scoring.corpus import corpus

WILD_RULESETS = [n for n in names() if get(n).wildcards() is not None]
COUNTED = [
    frozenset({Feature.SHAPE, Feature.WILD_COUNT, *more})
    for more in ((Feature.WIN,), (Feature.WILD_SINGLE, Feature.PAIR), (Feature.WIN_FACE, Feature.WILD))
]
"""``WILD_COUNT`` with what reads the win: the winning wildcard is placed first."""


def _pairs(
    hand: Hand, grammar: ShapeGrammar, features: frozenset[Feature]
) -> list[tuple[Hashable, Hashable]]:
    compiled = compile_grammar(grammar)
    counts, _ = split(hand, compiled)
    wild_tiles = [t.index for t in hand.tiles if t.index in compiled.wild]
    win = -1 if hand.win_tile is None else hand.win_tile.index
    classes = Classes(hand, features, counts, wild_tiles)
    pairs = []
    for shape, faces in face_sets(counts, len(wild_tiles), compiled, bool(hand.melds)):
        placed = list(place(hand, shape, faces, counts, wild_tiles))
        keyed = list(classes.keys(shape, faces))
        assert len(placed) == len(keyed), f"{hand} {faces}"
        for arrangement, (key, variant) in zip(placed, keyed, strict=True):
            assert place_one(hand, shape, faces, counts, wild_tiles, variant) == arrangement
            pairs.append((reading_key(arrangement, features, win), key))
    return pairs


@pytest.mark.parametrize("name", WILD_RULESETS)
def test_classes_pair_one_to_one_with_reading_keys(name: str) -> None:
    ruleset = get(name)
    declared = table_features(ruleset.table())
    assert declared is not None
    feature_sets = [declared, *(frozenset({Feature.SHAPE, f}) for f in Feature), *COUNTED]
    tried = 0
    for hand, context in corpus(ruleset, 30, seed=21):
        try:
            grammar = ruleset.grammar_for(context.indicator)
        except MajiangError:
            continue
        for features in feature_sets:
            pairs = _pairs(hand, grammar, features)
            ours = {k for _, k in pairs}
            theirs = {k for k, _ in pairs}
            assert len(ours) == len(theirs) == len(set(pairs)), f"{name}: {hand} {sorted(features, key=str)}"
            tried += len(pairs)
    assert tried
