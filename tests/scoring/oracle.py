"""The scoring and waits oracles: the class search against the full enumeration.

:func:`score_both` scores one hand as the engine does (one reading per class of the
table's features) and within :func:`majiang.scoring.exhaustive` (every arrangement);
:func:`difference` names the first part in which the two differ (the verdict, the
items, a payer's payment, the arrangement's class, the arrangement), or ``None``.
:func:`full_shapes` is the waits oracle: every arrangement of every winning tile.
Used by ``test_readings.py``, ``test_waits.py`` and ``benchmarks/oracle_corpus.py``.

:data:`CI` lists the corpora CI compares; their picks (``tests/scoring/corpus.py``)
are stored in ``corpus_picks.json`` so that CI deals each hand at once. After a
change to the corpus generator (or to which hands win), write them again::

    python -m tests.scoring.oracle
"""

from __future__ import annotations

import ast
import json
import sys

from majiang.errors import MajiangError
from majiang.hands import Hand, ShapeGrammar, WaitShape, arrangements, waits
from majiang.hands.features import reading_key
from majiang.rulesets import Ruleset, get, names
from majiang.scoring import Score, WinContext, exhaustive, table_features

__all__ = ["CI", "VARIANTS", "difference", "full_shapes", "ruleset_of", "score_both", "shapes_of"]

VARIANTS = (
    "jian:jing_offset=1",  # the turned-up tile stays in play: all 8 jing can be held
    "guangdong_tuidaohu:bai_ghost=True,flip_ghost=2",  # 白 and two flipped kinds: 12 ghosts
    "guangdong_tuidaohu:flip_ghost=1",
    "hebei:hun=True",  # 混儿 as in Tianjin
)
"""Options that give wildcards to rulesets that have none by default (or more of them)."""

SCORE_SEED, WAITS_SEED = 13, 11
CI: dict[str, tuple[int, int]] = {
    **{name: (1000, 200) for name in names()},
    **{spec: (250, 50) for spec in VARIANTS},
}
"""The corpora CI compares: scoring hands and waits hands per ruleset or variant."""


def ruleset_of(spec: str) -> Ruleset:
    """``name`` or ``name:key=value,key=value`` (values read as Python literals)."""
    name, _, opts = spec.partition(":")
    options = {}
    for part in filter(None, opts.split(",")):
        key, _, value = part.partition("=")
        options[key] = ast.literal_eval(value)
    return get(name, **options)


Outcome = Score | str
"""A score, or the error it raised as ``"Class: message"``."""


def _score(ruleset: Ruleset, hand: Hand, context: WinContext) -> Outcome:
    try:
        return ruleset.score(hand, context)
    except MajiangError as error:
        return f"{type(error).__name__}: {error}"


def score_both(ruleset: Ruleset, hand: Hand, context: WinContext) -> tuple[Outcome, Outcome]:
    """The score by class and the score over every arrangement."""
    fast = _score(ruleset, hand, context)
    with exhaustive():
        full = _score(ruleset, hand, context)
    return fast, full


def difference(ruleset: Ruleset, hand: Hand, fast: Outcome, full: Outcome) -> str | None:
    """The first part in which two outcomes of ``hand`` differ, or ``None`` if equal."""
    if fast == full:
        return None
    if isinstance(fast, str) or isinstance(full, str):
        return "error"
    if (fast.can_win, fast.reason) != (full.can_win, full.reason):
        return "verdict"
    if fast.awards != full.awards:
        return "items"
    if {p.payer: p.amount for p in fast.payments} != {p.payer: p.amount for p in full.payments}:
        return "amounts"
    if fast.payments != full.payments:
        return "payments"
    a, b, features = fast.arrangement, full.arrangement, table_features(ruleset.table())
    if a is None or b is None or features is None:
        return "arrangement"
    win = -1 if hand.win_tile is None else hand.win_tile.index
    if reading_key(a, features, win) != reading_key(b, features, win):
        return "class"
    return "arrangement"


def full_shapes(ready: Hand, grammar: ShapeGrammar) -> tuple[dict[str, frozenset[WaitShape]], bool]:
    """Each winning tile's wait shapes and the any-tile flag, over every arrangement."""
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


def shapes_of(ready: Hand, grammar: ShapeGrammar) -> tuple[dict[str, frozenset[WaitShape]], bool]:
    """The same, as :func:`majiang.hands.waits` finds them by class."""
    got = waits(ready, grammar)
    return {str(w.tile): w.shapes for w in got}, got.any_tile


def write_picks() -> None:
    """Search the CI corpora again and store their picks."""
    from tests.scoring.corpus import PICKS, search

    stored: dict[str, list[int]] = {}
    for spec, (hands, waits_hands) in CI.items():
        ruleset = ruleset_of(spec)
        for seed, n in ((SCORE_SEED, hands), (WAITS_SEED, waits_hands)):
            stored[f"{spec}:{seed}"] = [search(ruleset, seed, i)[0] for i in range(n)]
        print(spec, file=sys.stderr, flush=True)
    text = "{\n" + ",\n".join(
        f"{json.dumps(k)}: {json.dumps(v, separators=(',', ':'))}" for k, v in stored.items()
    )
    PICKS.write_text(text + "\n}\n", encoding="utf-8")


if __name__ == "__main__":
    write_picks()
