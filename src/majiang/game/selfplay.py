"""Seeded self-play: bots play rounds in a row; statistics for the command line and tests.

>>> result = selfplay(ruleset, rounds=3, seed=1, bots="greedy")
>>> result.stats["rounds"], result.stats["errors"], result.stats["zero_sum_violations"]
(3, 0, 0)
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

import attrs

from majiang._calls import checked_call
from majiang.game.actions import ACTION_KINDS
from majiang.game.bots import Bot
from majiang.game.bots import bots as make_bots
from majiang.game.log import Log
from majiang.game.match import check_match, header, played_rounds
from majiang.rulesets import Ruleset

__all__ = ["SelfPlay", "count_actions", "selfplay"]


@checked_call
@attrs.frozen(kw_only=True)
class SelfPlay:
    """The log of a self-play run and its statistics (``stats``: the JSON the CLI prints)."""

    log: Log
    stats: dict[str, Any]
    errors: tuple[str, ...] = ()


def count_actions(events: Sequence[dict[str, Any]], counts: Counter[str]) -> int:
    """Add the round's decisions to ``counts`` by action kind; return how many there were."""
    n = 0
    for event in events:
        kind = event["t"]
        if kind == "act":
            counts[event["action"]["a"]] += 1
            n += 1
        elif kind == "window":
            for reply in event["replies"].values():
                counts[reply["a"]] += 1
                n += 1
    return n


def selfplay(
    ruleset: Ruleset, *, rounds: int, seed: int | str, bots: str | Sequence[Bot] = "random"
) -> SelfPlay:
    """Play ``rounds`` seeded rounds of ``ruleset`` with ``bots`` (a spec like ``"greedy"`` or
    ``"random,greedy,claimhappy,passive"``, or four :class:`Bot` values).

    A round that raises is counted in ``errors`` (with its message) and the match goes on with
    the next round; a round whose money does not sum to zero counts in ``zero_sum_violations``.
    """
    seats = make_bots(bots) if isinstance(bots, str) else bots
    seed = check_match("selfplay", ruleset, rounds, seed, seats, least=0)
    counts: Counter[str] = Counter({kind: 0 for kind in ACTION_KINDS})
    outcomes: Counter[str] = Counter()
    errors: list[str] = []
    played: list[tuple[dict[str, Any], ...]] = []
    decisions = violations = 0

    def failed(n: int, error: Exception) -> None:  # counted and reported: self-play is a load test
        errors.append(f"round {n}: {type(error).__name__}: {error}")

    start = time.perf_counter()
    for table in played_rounds(ruleset, seed=seed, rounds=rounds, bots=seats, failed=failed):
        played.append(tuple(table.events))
        decisions += count_actions(table.events, counts)
        outcomes[table.outcome or "unfinished"] += 1
        if table.settlement is not None and sum(table.settlement.nets) != 0:
            violations += 1
    seconds = time.perf_counter() - start
    stats: dict[str, Any] = {
        "ruleset": ruleset.name,
        "seed": seed,
        "bots": [bot.name for bot in seats],
        "rounds": len(played),
        "wins": outcomes["win"],
        "deal_wins": outcomes["deal_win"],
        "draws": outcomes["drawn"],
        "errors": len(errors),
        "zero_sum_violations": violations,
        "decisions": decisions,
        "seconds": round(seconds, 3),
        "rounds_per_second": round(len(played) / seconds, 1) if seconds > 0 else None,
        "actions": dict(sorted(counts.items())),
    }
    log = Log(header=header(ruleset, seed, rounds, seats), rounds=tuple(played))
    return SelfPlay(log=log, stats=stats, errors=tuple(errors))
