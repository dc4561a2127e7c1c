"""Waits with shapes, found by class, agree with the shapes over every arrangement.

For hands of each ruleset's corpus less their winning tile (0 to 4 wildcards),
:func:`majiang.hands.waits` must give, for each winning tile, exactly the wait
shapes and the any-tile flag that listing every arrangement gives.
``MAJIANG_ORACLE_HANDS`` sets the hands per ruleset (default 200 here).
"""

from __future__ import annotations

import os

import pytest

from majiang.hands import Hand, ShapeGrammar, WaitShape, arrangements, waits
from majiang.rulesets import get, names
from tests.scoring.corpus import corpus

HANDS = int(os.environ.get("MAJIANG_ORACLE_HANDS", "1000")) // 5


def full_shapes(ready: Hand, grammar: ShapeGrammar) -> tuple[dict[str, frozenset[WaitShape]], bool]:
    shapes: dict[str, frozenset[WaitShape]] = {}
    any_tile = False
    for wait in waits(ready, grammar, shapes=False):
        found: set[WaitShape] = set()
        for a in arrangements(ready.with_win(wait.tile), grammar):
            if a.wait is not None:
                found.add(a.wait)
            any_tile = any_tile or a.is_wild_single_wait
        shapes[str(wait.tile)] = frozenset(found)
    return shapes, any_tile


@pytest.mark.parametrize("name", names())
def test_waits_match_the_full_enumeration(name: str) -> None:
    ruleset = get(name)
    for hand, context in corpus(ruleset, HANDS, seed=11):
        grammar = ruleset.grammar_for(context.indicator)
        ready = hand.without_win()
        got = waits(ready, grammar)
        assert ({str(w.tile): w.shapes for w in got}, got.any_tile) == full_shapes(ready, grammar), str(ready)
