"""``hands.classes.Classes`` tells arrangements apart exactly as ``reading_key`` does.

For seeded corpus hands of every ruleset with wildcards, every multiset of faces
the full search gives is placed every way (:func:`place`) and each arrangement's
:func:`reading_key` is paired with the class :class:`Classes` gives the same
variant, under the ruleset's table features and under single features. The
pairing must be one to one over the whole hand, and the variants come in the same
order as :func:`place` yields them (``place_one`` rebuilds each one).
"""

from __future__ import annotations

import sys
from collections.abc import Hashable

import pytest

from majiang.errors import MajiangError
from majiang.hands import Feature, Hand, ShapeGrammar, arrangements, readings
from majiang.hands import classes as module
from majiang.hands._split import compile_grammar, split
from majiang.hands.classes import Classes
from majiang.hands.faces import face_sets
from majiang.hands.features import dragons, reading_key, run_start
from majiang.hands.placement import place, place_one
from majiang.rulesets import get, names
from majiang.scoring import table_features
from majiang.tiles import Tile
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


# (ruleset, options, concealed tiles, winning tile, indicator, features): searched by group
PARTS = [
    # 推倒胡 ghosts 2z 3z (the indicator's next two) and 白: a ghost won, one held
    ("guangdong_tuidaohu", {"bai_ghost": True, "flip_ghost": 2}, "57p123m789s444z235z", "2z", "1z", "SH"),
    ("guangdong_tuidaohu", {"bai_ghost": True, "flip_ghost": 2}, "57p123m789s444z235z", "7p", "1z", "SUH"),
    # Tianjin 混儿 5p 6p (the indicator and the next): 123m 456m 789m is a 龙, with the wildcards or without
    ("tianjin", {}, "123456789m11356p", "3p", "5p", "SD"),
    ("tianjin", {}, "12345789m115566p", "5p", "5p", "SD"),
]
_LETTERS = {"S": Feature.SHAPE, "U": Feature.SUITS, "H": Feature.HONORS, "D": Feature.DRAGON}


@pytest.mark.parametrize(("name", "options", "tiles", "win", "indicator", "letters"), PARTS)
def test_a_part_works_out_only_what_is_read(
    name: str,
    options: dict[str, object],
    tiles: str,
    win: str,
    indicator: str,
    letters: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without a feature reading where the winning tile or the wildcards stand, a suit group's
    part works out no place of the winning tile (every complete face set has one, and its
    class reads nothing of it), and the 龙 is read only of a part that, with the suit's exposed
    melds, holds three runs: the readings are still the enumeration's first of each class."""
    features = frozenset(_LETTERS[c] for c in letters)
    hand = Hand.parse(tiles, win=win, self_drawn=True)
    grammar = get(name, **options).grammar_for(Tile.from_str(indicator))
    seen: set[Hashable] = set()
    expected = []
    for arrangement in arrangements(hand, grammar):
        key = reading_key(arrangement, features, hand.win_tile.index if hand.win_tile else -1)
        if key not in seen:
            seen.add(key)
            expected.append(arrangement)

    def unread(*args: object) -> tuple[Hashable, ...]:
        raise AssertionError("a place of the winning tile was worked out, though nothing reads it")

    def looked(melds: list[tuple[int, ...]]) -> tuple[tuple[int, int, int, int], ...]:
        if sys._getframe(1).f_code.co_name == "part":  # a group's part (not a whole face set)
            runs = [m for m in melds if run_start(m) >= 0]
            assert len(runs) >= 3, f"a 龙 looked for in {melds}"
        return dragons(melds)

    monkeypatch.setattr(Classes, "_meld_reads", unread)
    monkeypatch.setattr(module, "dragons", looked)
    found = list(readings(hand, grammar, features))
    assert found == expected
    assert found
