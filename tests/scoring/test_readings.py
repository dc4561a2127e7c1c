"""The class search scores exactly as the full enumeration does (the oracle).

For every ruleset, a seeded corpus of hands with 0 to 4 wildcards (most of them
winning: ``tests/scoring/corpus.py``) is scored
twice: as the engine does (one reading per class of the table's features) and
within :func:`majiang.scoring.exhaustive` (every arrangement). The two scores
must be equal: the same items and counts, every payer's amount and working, and
the chosen arrangement itself. A Hypothesis property does the same for each
ruleset on hands it deals from its own seeds, with 0 to 4 wildcards.

The default run takes ``MAJIANG_ORACLE_HANDS`` (default 1000) hands per ruleset;
the full corpus is::

    MAJIANG_ORACLE_HANDS=20000 python -m pytest tests/scoring/test_readings.py -q -s
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.errors import MajiangError
from majiang.hands import Hand
from majiang.rulesets import get, names
from majiang.scoring import Score, WinContext, exhaustive, table_features
from tests.scoring.corpus import corpus, deal, wild_count

HANDS = int(os.environ.get("MAJIANG_ORACLE_HANDS", "1000"))


def _both(ruleset_name: str, hand: Hand, context: WinContext) -> tuple[Score | str, Score | str]:
    ruleset = get(ruleset_name)
    try:
        fast: Score | str = ruleset.score(hand, context)
    except MajiangError as error:
        fast = f"{type(error).__name__}: {error}"
    with exhaustive():
        try:
            full: Score | str = ruleset.score(hand, context)
        except MajiangError as error:
            full = f"{type(error).__name__}: {error}"
    return fast, full


@pytest.mark.parametrize("name", names())
def test_corpus_matches_the_full_enumeration(name: str) -> None:
    ruleset = get(name)
    by_wild: Counter[int] = Counter()
    wins = 0
    for hand, context in corpus(ruleset, HANDS, seed=13):
        fast, full = _both(name, hand, context)
        assert fast == full, f"{name}: {hand} {context}"
        by_wild[wild_count(ruleset, hand, context)] += 1
        wins += isinstance(full, Score) and full.can_win
    print(f"\n{name}: {HANDS} hands, {wins} winning, by wildcards {sorted(by_wild.items())}")
    assert wins >= HANDS // 5, f"{name}: only {wins} of {HANDS} corpus hands win, so it compares few scores"


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
    dealt = None
    while dealt is None:
        dealt = deal(rng, get(name), max_wild=wild, wild_target=wild)
    hand, context = dealt
    fast, full = _both(name, hand, context)
    assert fast == full, f"{name}: {hand} {context}"
