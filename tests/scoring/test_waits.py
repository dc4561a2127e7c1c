"""Waits with shapes, found by class, agree with the shapes over every arrangement.

For hands of each ruleset's corpus less their winning tile (0 to 4 wildcards),
:func:`majiang.hands.waits` must give, for each winning tile, exactly the wait
shapes and the any-tile flag that listing every arrangement gives.
CI takes 200 hands per registered ruleset and 50 per option variant
(``tests.scoring.oracle.CI``); ``MAJIANG_ORACLE_HANDS`` sets five times the number.
"""

from __future__ import annotations

import os

import pytest

from tests.scoring.corpus import corpus, stored_picks
from tests.scoring.oracle import CI, WAITS_SEED, full_shapes, ruleset_of, shapes_of

HANDS = os.environ.get("MAJIANG_ORACLE_HANDS")


@pytest.mark.parametrize("spec", list(CI))
def test_waits_match_the_full_enumeration(spec: str) -> None:
    ruleset = ruleset_of(spec)
    hands = CI[spec][1] if HANDS is None else int(HANDS) // 5
    for hand, context in corpus(ruleset, hands, seed=WAITS_SEED, picks=stored_picks(spec, WAITS_SEED)):
        grammar = ruleset.grammar_for(context.indicator)
        ready = hand.without_win()
        assert shapes_of(ready, grammar) == full_shapes(ready, grammar), str(ready)
