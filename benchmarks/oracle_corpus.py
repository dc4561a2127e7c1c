"""The full oracle corpus of issue 13: by-class scoring and waits against exhaustive.

Run from the repository root (a long run: ``nice -n 10``, one ruleset at a time)::

    python benchmarks/oracle_corpus.py                         # every ruleset and variant
    python benchmarks/oracle_corpus.py jian hebei:hun=True     # some
    python benchmarks/oracle_corpus.py --hands 1000 --waits 200 --markdown out.md

For each ruleset (a registered name, or ``name:option=value,...`` as in
``benchmarks/worst_cases.py``; by default every registered ruleset and the option
variants that bring wildcards, ``tests.scoring.oracle.VARIANTS``) it deals the seeded corpus
of ``tests/scoring/corpus.py`` (``--hands``, default 20,000, seed 13 as the CI test
``tests/scoring/test_readings.py``, whose first 1,000 hands it is), 0 to 4 wildcards,
and scores every hand twice, by class (``ruleset.score``) and over every arrangement
(within ``majiang.scoring.exhaustive()``); the two must be equal in everything: the
verdict, the items and counts, every payer's amount and working, and the chosen
arrangement (so its class too). Then ``--waits`` hands (default 4,000, seed 11 as
``tests/scoring/test_waits.py``) less their winning tile: ``waits`` with shapes
against the shapes of every arrangement of every winning tile, and the any-tile flag.

Unlike the tests it does not stop at the first mismatch: it counts them by the first
part that differs (``error``, ``verdict``, ``items``, ``amounts``, ``payments``,
``class``, ``arrangement``) and prints each one as a Python line that reproduces it.
It prints one line per ruleset as it finishes and, at the end, the table of
``docs/performance.md`` (hands, winning, by wildcards, mismatches, CPU seconds).
The exit status is 1 if anything differed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))

from tests.scoring.corpus import corpus, wild_count  # noqa: E402
from tests.scoring.oracle import VARIANTS, difference, full_shapes, ruleset_of, score_both, shapes_of  # noqa: E402
from worst_cases import call_code  # noqa: E402

from majiang.rulesets import names  # noqa: E402
from majiang.scoring import Score  # noqa: E402


@dataclass
class Tally:
    """What one ruleset's corpus gave."""

    hands: int = 0
    wins: int = 0
    by_wild: Counter[int] = field(default_factory=Counter)
    mismatches: Counter[str] = field(default_factory=Counter)
    waits_hands: int = 0
    waits_mismatches: int = 0
    seconds: float = 0.0
    examples: list[str] = field(default_factory=list)


def run(spec: str, hands: int, waits_hands: int, seed: int, waits_seed: int) -> Tally:
    """Score and wait the corpus of one ruleset both ways; count what differs."""
    ruleset = ruleset_of(spec)
    tally = Tally()
    start = time.process_time()
    for hand, context in corpus(ruleset, hands, seed=seed):
        fast, full = score_both(ruleset, hand, context)
        tally.hands += 1
        tally.by_wild[wild_count(ruleset, hand, context)] += 1
        tally.wins += isinstance(full, Score) and full.can_win
        part = difference(ruleset, hand, fast, full)
        if part is not None:
            tally.mismatches[part] += 1
            tally.examples.append(f"{call_code(spec, 'score', (hand, context))}  # {part}")
    for hand, context in corpus(ruleset, waits_hands, seed=waits_seed):
        grammar = ruleset.grammar_for(context.indicator)
        ready = hand.without_win()
        tally.waits_hands += 1
        if shapes_of(ready, grammar) != full_shapes(ready, grammar):
            tally.waits_mismatches += 1
            tally.examples.append(f"{call_code(spec, 'waits', (hand, context))}  # waits with shapes")
    tally.seconds = time.process_time() - start
    return tally


def wild_cells(by_wild: Counter[int]) -> str:
    return " / ".join(f"{by_wild[w]:,}" for w in range(max(by_wild) + 1)) if by_wild else "–"


def report(results: dict[str, Tally]) -> str:
    lines = [
        "| ruleset | hands | winning | hands with 0 / 1 / 2 / … wildcards | score mismatches "
        "| waits hands | waits mismatches | CPU s |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for spec, t in results.items():
        wrong = ", ".join(f"{n} {part}" for part, n in sorted(t.mismatches.items())) or "0"
        lines.append(
            f"| {spec} | {t.hands:,} | {t.wins:,} | {wild_cells(t.by_wild)} | {wrong} "
            f"| {t.waits_hands:,} | {t.waits_mismatches} | {t.seconds:.0f} |"
        )
    examples = [e for t in results.values() for e in t.examples]
    if examples:
        lines += ["", "Mismatches, as code (`from majiang import *; from majiang.hands import waits`):", ""]
        lines += ["```", *examples, "```"]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "rulesets", nargs="*", help="name or name:option=value,... (default: every registered one, VARIANTS)"
    )
    parser.add_argument("--hands", type=int, default=20_000, help="scoring hands per ruleset (20,000)")
    parser.add_argument("--waits", type=int, default=4_000, help="waits hands per ruleset (4,000)")
    parser.add_argument("--seed", type=int, default=13, help="the scoring corpus's seed (13, as CI)")
    parser.add_argument("--waits-seed", type=int, default=11, help="the waits corpus's seed (11, as CI)")
    parser.add_argument("--markdown", help="also write the table to this file")
    args = parser.parse_args()
    results: dict[str, Tally] = {}
    for spec in args.rulesets or [*names(), *VARIANTS]:
        t = results[spec] = run(spec, args.hands, args.waits, args.seed, args.waits_seed)
        print(
            f"{spec}: {t.hands} hands, {t.wins} winning, wildcards {wild_cells(t.by_wild)}, "
            f"score mismatches {sum(t.mismatches.values())} {dict(t.mismatches)}, "
            f"waits {t.waits_hands} hands {t.waits_mismatches} mismatches, {t.seconds:.0f} CPU s",
            file=sys.stderr,
            flush=True,
        )
        for example in t.examples:
            print("  " + example, file=sys.stderr, flush=True)
    text = report(results)
    print(text)
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as out:
            out.write(text + "\n")
    sys.exit(1 if any(t.mismatches or t.waits_mismatches for t in results.values()) else 0)


if __name__ == "__main__":
    main()
