"""A small mutation check: apply one named deliberate bug at a time and run the suite.

Each mutant is an exact text replacement in one file of ``src/majiang``. The script
copies ``src/`` to a temporary directory, applies one mutant there (the working tree
is never touched), and runs pytest on ``tests/`` with that copy first on
``PYTHONPATH``. A mutant is **killed** when the run fails, **survives** when it passes,
and is **stale** when its text is no longer found exactly once (the code moved: update
the mutant, never delete it silently).

    python tests/mutation/run.py                 # every mutant, the whole suite
    python tests/mutation/run.py --list          # names and descriptions
    python tests/mutation/run.py birds_double_once ningbo_seat_wind_by_index
    python tests/mutation/run.py --tests tests/hands --repeat 8 seven_pairs_four_alike

``--repeat N`` runs each mutant N times with Hypothesis seeds 0..N-1 and reports how
many runs killed it (how reliably the properties catch it). Exit status: 0 when every
mutant run was killed, 1 when one survived or was stale.

Only the standard library and pytest are used.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Mutant:
    name: str
    path: str
    """Relative to ``src/majiang``."""
    old: str
    new: str
    why: str


MUTANTS: tuple[Mutant, ...] = (
    # -- the four bugs of issue 10's table ---------------------------------------------------
    Mutant(
        "dealer_is_seat_0",
        "scoring/context.py",
        "return self.seat == self.dealer",
        "return self.seat == 0",
        "the winner is the dealer computed as seat == 0",
    ),
    Mutant(
        "ningbo_seat_wind_by_index",
        "scoring/context.py",
        "return (self.seat - self.dealer) % SEATS",
        "return self.seat % SEATS",
        "seat wind (Ningbo 位风 and own flowers) by seat index, not counted from the dealer",
    ),
    Mutant(
        "ningbo_wind_tile_by_index",
        "rulesets/ningbo/conditions.py",
        "seat, prevailing = _EAST + context.seat_wind, _EAST + context.prevailing_wind",
        "seat, prevailing = _EAST + context.seat, _EAST + context.prevailing_wind",
        "Ningbo 位风 read from the seat index (in the region's own table)",
    ),
    Mutant(
        "ningbo_own_flower_by_index",
        "rulesets/ningbo/conditions.py",
        "mine = own[e.context.seat_wind]",
        "mine = own[e.context.seat]",
        "Ningbo own flowers 杠花 by the seat index (in the region's own table)",
    ),
    Mutant(
        "birds_double_once",
        "rulesets/changsha/birds.py",
        "amount = t.amount * 2 ** len(notes)",
        "amount = t.amount * 2",
        "Changsha birds double once however many birds hit",
    ),
    Mutant(
        "shared_discard_per_winner",
        "rulesets/base.py",
        "        for extra in round.wins[1:]:\n            tiles.remove(extra.tile)\n",
        "",
        "a discard shared by several winners counted once per winner in the tile check",
    ),
    # -- more: the asserts issue 10 found vacuous, the engine, the policies -------------------
    Mutant(
        "chongguan_formula",
        "rulesets/jian/jing.py",
        "each = (n + extra) * (n - 3)",
        "each = (n + extra) * (n - 2)",
        "Ji'an 冲关 paid n × (n - 2) instead of n × (n - 3)",
    ),
    Mutant(
        "jilin_kong_sign",
        "rulesets/jilin/kongs.py",
        "Transfer(payer=o, payee=seat, amount=points",
        "Transfer(payer=seat, payee=o, amount=points",
        "Jilin kong money paid by the konger instead of to him",
    ),
    Mutant(
        "bird_seat_from_seat_0",
        "rulesets/changsha/birds.py",
        "return (dealer + tile.rank - 1) % SEATS",
        "return (tile.rank - 1) % SEATS",
        "Changsha birds counted from seat 0, not from the dealer",
    ),
    Mutant(
        "engine_add_before_multiply",
        "scoring/engine.py",
        "        if award.item.stage is Stage.MULTIPLY:\n            amount *= award.value\n"
        '            steps.append(f"×{award.value} {award.item.chinese} = {amount}")\n'
        "    for award in concerned:\n"
        "        if award.item.stage is Stage.ADD:\n            amount += award.value\n",
        "        if award.item.stage is Stage.ADD:\n            amount += award.value\n"
        '            steps.append(f"×{award.value} {award.item.chinese} = {amount}")\n'
        "    for award in concerned:\n"
        "        if award.item.stage is Stage.MULTIPLY:\n            amount *= award.value\n",
        "the engine adds before it multiplies (Ji'an 德国 2 × amount + 5 becomes 2 × (amount + 5))",
    ),
    Mutant(
        "scope_dealer_payer_only",
        "scoring/item.py",
        "return dealer in (payer, winner)",
        "return payer == dealer",
        "a dealer item concerns the paying dealer only, not a dealer who wins",
    ),
    Mutant(
        "fixed_takes_the_first",
        "scoring/engine.py",
        "top = max(fixed, key=lambda a: a.value)",
        "top = fixed[0]",
        "of several FIXED items the first is paid, not the largest",
    ),
    Mutant(
        "cap_off_by_one",
        "settlement/policies.py",
        "amount=limit)",
        "amount=limit - 1)",
        "a capped payment is one less than the cap",
    ),
    Mutant(
        "seven_pairs_four_alike",
        "hands/wincheck.py",
        "if not every & ONES and (compiled.four_alike or not every & ONES << 2):",
        "if not every & ONES:",
        "seven pairs accept four alike even where the grammar says they are not two pairs (natural hands)",
    ),
    Mutant(
        "seven_pairs_four_alike_packed",
        "hands/wincheck.py",
        "if compiled.seven_pairs and not packed & _ALL_ONES and "
        "(compiled.four_alike or not packed & _ALL_FOURS):",
        "if compiled.seven_pairs and not packed & _ALL_ONES:",
        "seven pairs accept four alike even where the grammar says they are not two pairs (the packed check)",
    ),
    Mutant(
        "seven_pairs_need_four_alike",
        "hands/wincheck.py",
        "    if not compiled.four_alike and _over_two(km, kp, ks, kz):\n        return INF",
        "    if False:\n        return INF",
        "wildcard seven pairs accept four alike even where the grammar says they are not two pairs",
    ),
)


def mutate(src: Path, mutant: Mutant) -> str | None:
    """Apply ``mutant`` inside the copy ``src``; the reason it is stale, or None."""
    path = src / "majiang" / mutant.path
    if not path.exists():
        return f"{mutant.path} does not exist"
    text = path.read_text(encoding="utf-8")
    count = text.count(mutant.old)
    if count != 1:
        return f"text found {count} times in {mutant.path} (want exactly 1)"
    path.write_text(text.replace(mutant.old, mutant.new), encoding="utf-8")
    return None


def run_suite(src: Path, tests: list[str], seed: int | None, extra: list[str]) -> tuple[bool, str]:
    """Run pytest against the copy; (killed, the first failure or the last line of output).

    Killed means tests failed (pytest exit 1) or could not be collected (exit 2: the
    mutant broke an import). A usage error, an internal error or no tests at all
    (exit 3..5) is a broken check, not a kill: it stops the script."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(src), os.environ.get("PYTHONPATH", "")]))
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests, *extra]
    if seed is not None:
        command.append(f"--hypothesis-seed={seed}")
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    if done.returncode not in (0, 1, 2):
        raise SystemExit(f"pytest exited {done.returncode}: {done.stdout[-500:]}{done.stderr[-500:]}")
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    failed = next((line for line in lines if line.startswith("FAILED") or line.startswith("ERROR")), "")
    summary = failed or (lines[-1] if lines else done.stderr.strip()[-200:])
    return done.returncode != 0, summary


def check_isolation(src: Path) -> None:
    """Make sure the copy, not the installed tree, is what the tests import."""
    env = dict(os.environ, PYTHONPATH=str(src))
    out = subprocess.run(
        [sys.executable, "-c", "import majiang; print(majiang.__file__)"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    if not out.startswith(str(src)):
        raise SystemExit(f"the mutated copy is not imported (got {out}); refusing to report")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="mutants to run (default: all)")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    parser.add_argument(
        "--tests", action="append", default=[], help="what pytest runs, repeatable (default: tests)"
    )
    parser.add_argument("--repeat", type=int, default=1, help="runs per mutant, Hypothesis seeds 0..N-1")
    parser.add_argument("--pytest-arg", action="append", default=[], help="extra argument for pytest")
    args = parser.parse_args(argv)
    if args.list:
        for m in MUTANTS:
            print(f"{m.name:28} {m.path:28} {m.why}")
        return 0
    known = {m.name: m for m in MUTANTS}
    unknown = [n for n in args.names if n not in known]
    if unknown:
        parser.error(f"unknown mutant {unknown[0]!r}; known: {', '.join(known)}")
    chosen = [known[n] for n in args.names] if args.names else list(MUTANTS)
    bad = 0
    for mutant in chosen:
        with tempfile.TemporaryDirectory(prefix="majiang-mutant-") as tmp:
            src = Path(tmp) / "src"
            shutil.copytree(ROOT / "src", src, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
            stale = mutate(src, mutant)
            if stale:
                bad += 1
                print(f"STALE    {mutant.name}: {stale}", flush=True)
                continue
            check_isolation(src)
            seeds: list[int | None] = [None] if args.repeat == 1 else list(range(args.repeat))
            kills = 0
            summary = ""
            start = time.monotonic()
            for seed in seeds:
                killed, line = run_suite(src, args.tests or ["tests"], seed, args.pytest_arg)
                kills += killed
                summary = line if killed else summary or line
            seconds = time.monotonic() - start
            verdict = "KILLED" if kills == len(seeds) else "SURVIVED" if kills == 0 else "FLAKY"
            if verdict != "KILLED":
                bad += 1
            rate = f" {kills}/{len(seeds)}" if len(seeds) > 1 else ""
            print(f"{verdict:8} {mutant.name}{rate} ({seconds:.0f}s): {summary}", flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
