"""Speed of majiang.game: rounds played and replayed per second, side by side with
pymahjong (C++ riichi engine) and RLCard's pure-Python mahjong, in one process.

Run from the repository root::

    python benchmarks/bench_game.py            # 11 interleaved passes
    python benchmarks/bench_game.py --quick    # 3 passes, fewer rounds
    python benchmarks/bench_game.py --json     # the figures as one JSON object

Every figure is CPU time of this process (``time.process_time``): other processes'
load on a shared machine is not counted, though it still slows the caches. Each pass
times one batch of every workload in turn, so a moment of load slows all sides alike;
a ratio is the median over the passes of (majiang's rounds/s) / (the other's rounds/s)
within the same pass.

Workloads:

* **majiang random**: four random bots, full legality (chi, pon, kong, robbing, wins
  offered only when the ruleset's scoring accepts them), the ``majiang.log/1`` log
  written, the settlement computed; all registered rulesets in turn, seeded.
* **majiang greedy**: four greedy bots (lowest-shanten discards, claims when they help).
* **majiang replay**: re-executing the random logs with every derived line checked.
* **pymahjong random**: ``pymahjong.MahjongEnv`` with a uniformly random valid action per
  step (its README's random play), one round per ``reset``.
* **RLCard random**: ``rlcard.make("mahjong")`` with four ``RandomAgent``\\ s, ``env.run``.

``pip install -e '.[bench]'`` installs pymahjong and RLCard; a side that does not import
reads "absent".
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from majiang.game.bots import bots
from majiang.game.log import Log
from majiang.game.match import play, replay
from majiang.rulesets import get, names

Batch = Callable[[int], int]  # run one batch (its pass number), return the rounds played


def majiang_batch(spec: str, rounds: int, logs: list[Log] | None = None) -> Batch:
    rulesets = [get(n) for n in names()]

    def run(k: int) -> int:
        done = 0
        for i, ruleset in enumerate(rulesets):
            log = play(ruleset, rounds=rounds, seed=f"bench {k} {i}", bots=bots(spec))
            if logs is not None:
                logs.append(log)
            done += rounds
        return done

    return run


def replay_batch(logs: list[Log]) -> Batch:
    texts = [log.dumps() for log in logs]

    def run(k: int) -> int:
        done = 0
        for text in texts:
            result = replay(text)
            assert not result.mismatches
            done += len(result.tables)
        return done

    return run


def pymahjong_batch(rounds: int) -> Batch | None:
    try:
        import numpy as np
        import pymahjong  # type: ignore[import-not-found]
    except ImportError:
        return None
    env = pymahjong.MahjongEnv()
    rng = np.random.default_rng(0)

    def run(k: int) -> int:
        for _ in range(rounds):
            env.reset()
            while not env.is_over():
                seat = env.get_curr_player_id()
                env.step(seat, rng.choice(env.get_valid_actions()))
        return rounds

    return run


def rlcard_batch(rounds: int) -> Batch | None:
    try:
        import rlcard  # type: ignore[import-not-found]
        from rlcard.agents import RandomAgent  # type: ignore[import-not-found]
    except ImportError:
        return None
    env = rlcard.make("mahjong", config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])

    def run(k: int) -> int:
        for _ in range(rounds):
            env.run(is_training=False)
        return rounds

    return run


def timed(batch: Batch, k: int) -> float:
    start = time.process_time()
    rounds = batch(k)
    return rounds / max(time.process_time() - start, 1e-9)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="3 passes, fewer rounds")
    parser.add_argument("--passes", type=int, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    passes = args.passes or (3 if args.quick else 11)
    per_ruleset = 4 if args.quick else 8
    random.seed(0)
    logs: list[Log] = []
    sides: dict[str, Batch | None] = {
        "majiang random": majiang_batch("random", per_ruleset, logs),
        "majiang greedy": majiang_batch("greedy", max(1, per_ruleset // 2)),
        "pymahjong random": pymahjong_batch(20 if args.quick else 40),
        "RLCard random": rlcard_batch(5 if args.quick else 10),
    }
    rates: dict[str, list[float]] = {name: [] for name in sides}
    rates["majiang replay"] = []
    ratios: dict[str, list[float]] = {"pymahjong random": [], "RLCard random": []}
    for k in range(passes + 1):  # pass 0 warms memo tables and imports, untimed
        logs.clear()
        this: dict[str, float] = {}
        for name, batch in sides.items():
            if batch is not None:
                this[name] = timed(batch, k)
        this["majiang replay"] = timed(replay_batch(list(logs)), k)
        if k == 0:
            continue
        for name, rate in this.items():
            rates[name].append(rate)
        for other in ratios:
            if other in this:
                ratios[other].append(this["majiang random"] / this[other])
    report: dict[str, Any] = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "passes": passes,
        "rounds_per_second": {n: round(statistics.median(r), 1) if r else None for n, r in rates.items()},
        "majiang_random_over": {n: round(statistics.median(r), 2) if r else None for n, r in ratios.items()},
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"Python {report['python']} on {report['machine']}, {passes} passes, CPU time of this process")
    print(f"{'workload':22s} {'rounds/s (median)':>18s}")
    for name, rate in report["rounds_per_second"].items():
        print(f"{name:22s} {rate if rate is not None else 'absent':>18}")
    for name, ratio in report["majiang_random_over"].items():
        shown = ratio if ratio is not None else "absent"
        print(f"majiang random / {name}: {shown}x (median of same-pass ratios)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
