"""The class search scores exactly as the full enumeration does (the oracle).

For every ruleset, a seeded corpus of hands with 0 to 4 wildcards (most of them
winning: ``tests/scoring/corpus.py``) is scored
twice: as the engine does (one reading per class of the table's features) and
within :func:`majiang.scoring.exhaustive` (every arrangement). The two scores
must be equal: the same items and counts, every payer's amount and working, and
the chosen arrangement itself. A Hypothesis property does the same for each
ruleset on hands it deals from its own seeds, with 0 to 4 wildcards.

CI compares 1,000 hands per registered ruleset and 250 per option variant that brings
wildcards (``tests.scoring.oracle.CI``), dealt at once from their stored picks;
``MAJIANG_ORACLE_HANDS`` sets another number. The full corpus (20,000 hands each,
counting mismatches instead of stopping) is ``benchmarks/oracle_corpus.py``.
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.hands import Hand
from majiang.rulesets import get, names
from majiang.scoring import Score, WinContext, table_features
from tests.scoring.corpus import corpus, deal_with, stored_picks, wild_count
from tests.scoring.oracle import CI, SCORE_SEED, ruleset_of, score_both

HANDS = os.environ.get("MAJIANG_ORACLE_HANDS")
"""Hands per corpus instead of :data:`tests.scoring.oracle.CI`'s (1,000 per region, 250 per variant)."""


def _both(ruleset_name: str, hand: Hand, context: WinContext) -> tuple[Score | str, Score | str]:
    return score_both(get(ruleset_name), hand, context)


@pytest.mark.parametrize("spec", list(CI))
def test_corpus_matches_the_full_enumeration(spec: str) -> None:
    ruleset = ruleset_of(spec)
    hands = CI[spec][0] if HANDS is None else int(HANDS)
    by_wild: Counter[int] = Counter()
    wins = 0
    for hand, context in corpus(ruleset, hands, seed=SCORE_SEED, picks=stored_picks(spec, SCORE_SEED)):
        fast, full = score_both(ruleset, hand, context)
        assert fast == full, f"{spec}: {hand} {context}"
        by_wild[wild_count(ruleset, hand, context)] += 1
        wins += isinstance(full, Score) and full.can_win
    print(f"\n{spec}: {hands} hands, {wins} winning, by wildcards {sorted(by_wild.items())}")
    assert wins >= hands // 5, f"{spec}: only {wins} of {hands} corpus hands win, so it compares few scores"


def test_declared_tables() -> None:
    """Every ruleset with wildcards declares what its items read (else it is not bounded)."""
    for name in names():
        ruleset = get(name)
        if ruleset.wildcards() is not None:
            assert table_features(ruleset.table()) is not None, name


@pytest.mark.parametrize("name", names())
@settings(max_examples=max(5, settings.default.max_examples // 8), deadline=None)  # 25 per region in ci
@given(seed=st.integers(0, 2**32 - 1), wild=st.integers(0, 4))
def test_property_matches_the_full_enumeration(name: str, seed: int, wild: int) -> None:
    """Any hand the dealer makes from any seed, with 0 to 4 wildcards (as many as the
    ruleset's wildcards allow): the class search scores it as every arrangement does."""
    rng = random.Random(seed)
    hand, context = deal_with(rng, get(name), wild)
    fast, full = _both(name, hand, context)
    assert fast == full, f"{name}: {hand} {context}"
