"""Small helpers the region tests share: score one hand, read a score's amounts and items."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from majiang.errors import MajiangError
from majiang.hands import Arrangement, Hand, arrangements
from majiang.rulesets.base import Ruleset
from majiang.scoring import Evaluation, Score, WinContext, WinMethod, exhaustive
from tests.scoring.corpus import corpus

__all__ = ["amounts", "groups_agree", "keys", "score_hand"]


def score_hand(
    ruleset: Ruleset,
    tiles: str,
    win: str,
    *,
    seat: int = 1,
    method: WinMethod = WinMethod.SELF_DRAW,
    discarder: int | None = None,
    melds: str = "",
    dealer: int = 0,
    **context: Any,
) -> Score:
    """Score ``tiles`` (the winning tile among them) won on ``win`` by ``seat``."""
    hand = Hand.parse(tiles, melds=melds, win=win, self_drawn=method.self_drawn)
    ctx = WinContext(seat=seat, dealer=dealer, method=method, discarder=discarder, **context)
    return ruleset.score(hand, ctx)


def amounts(result: Score) -> dict[int, int]:
    """Each payer's amount (the hand must win)."""
    assert result.can_win, result.reason
    return {p.payer: p.amount for p in result.payments}


def keys(result: Score) -> set[str]:
    """The keys of the items the score awarded."""
    return {a.item.key for a in result.awards}


def groups_agree(ruleset: Ruleset, hands: int, seed: int, max_wild: int = 0) -> set[str]:
    """Check that every row naming a ``group`` counts, by its group's answer at its place,
    what its own condition counts, on every arrangement of ``hands`` corpus hands (each
    asked of a fresh evaluation); the keys of the rows some arrangement earned."""
    grouped = [item for item in ruleset.table() if item.group is not None]
    options = ruleset.options
    earned = set()
    for hand, context in corpus(ruleset, hands, seed, max_wild=max_wild):
        grammar = ruleset.grammar_for(context.indicator)
        for a in [*arrangements(hand, grammar), *ruleset.extra_readings(hand)]:
            for item in grouped:
                counts, place = item.group  # type: ignore[misc]
                n = int(item.when(Evaluation(hand=hand, arrangement=a, context=context, options=options)))
                answer = counts(Evaluation(hand=hand, arrangement=a, context=context, options=options))
                assert answer[place] == n, (str(hand), a, item.key)
                if n:
                    earned.add(item.key)
    return earned


def paying_most_found(
    ruleset: Ruleset,
    rng: random.Random,
    build: Callable[[random.Random], tuple[Hand, WinContext] | None],
    hands: int = 40,
) -> list[tuple[Arrangement, bool]]:
    """Score ``hands`` built hands that can be scored, fast and exhaustively (asserted equal),
    and check each ``paying_most`` found against the exhaustive answer (its arrangement, and
    ``most_paid`` its total); each one found, and whether it is not the first arrangement."""
    found: list[tuple[Arrangement, bool]] = []
    checked = 0
    while checked < hands:
        built = build(rng)
        if built is None:
            continue
        hand, context = built
        try:
            with exhaustive():
                full = ruleset.score(hand, context)
        except MajiangError:
            continue
        checked += 1
        assert ruleset.score(hand, context) == full, (hand, context.indicator)
        direct = ruleset.paying_most(hand, context)
        if direct is None:
            continue
        assert full.can_win and direct == full.arrangement, (hand, context.indicator)
        assert full.total == ruleset.most_paid(hand, context)
        found.append((direct, direct != next(arrangements(hand, ruleset.grammar_for(context.indicator)))))
    return found
