"""Speed of scoring, waits with shapes and start-up, side by side with ``mahjong`` 2.1.0.

Run from the repository root (``pip install -e '.[bench]'`` for ``mahjong``)::

    python benchmarks/bench_scoring.py            # 300 hands per region
    python benchmarks/bench_scoring.py --hands 100
    python benchmarks/bench_scoring.py --plain    # only score without wildcards, per region

Each ratio times both libraries in this one process, alternating, on seeded
inputs (CPU time, ``time.process_time``): majiang's hands come from the oracle
corpus (``tests/scoring/corpus.py``), ``mahjong``'s are random riichi winning
hands scored by ``HandCalculator.estimate_hand_value``. The worst-case table
times, per region, the slowest corpus hand with the most wildcards the region
allows, and the named hard hands of issue 13, in CPU time of the one call (wall-clock
times on a shared machine carry the scheduler's 10-12 ms slices).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))

from bench_hands import winning_hands  # noqa: E402
from tests.scoring.corpus import corpus, wild_count  # noqa: E402

from majiang.errors import MajiangError  # noqa: E402
from majiang.hands import Hand, ShapeGrammar, is_win, waits  # noqa: E402
from majiang.rulesets import get, names  # noqa: E402
from majiang.scoring import WinContext  # noqa: E402
from majiang.tiles import Tile  # noqa: E402


def per_call(call: Callable[[], object], inputs: int) -> float:
    start = time.process_time()
    call()
    return (time.process_time() - start) / inputs * 1e6


def mahjong_side(n: int) -> tuple[Callable[[], object], Callable[[], object], int]:
    from mahjong.agari import Agari
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.tile import TilesConverter

    rng = random.Random(7)
    hands = winning_hands(rng, n)
    calc = HandCalculator()
    tiles136 = []
    for hand in hands:
        counts = [0] * 34
        for i in hand:
            counts[i] += 1
        tiles136.append((TilesConverter.to_136_array(counts), counts))

    def estimate() -> None:
        for t136, _ in tiles136:
            calc.estimate_hand_value(t136, t136[-1])

    agari = Agari()

    def agari_all() -> None:
        for _, counts in tiles136:
            agari.is_agari(counts)

    return estimate, agari_all, len(hands)


def ratio(
    ours: Callable[[], object], n_ours: int, theirs: Callable[[], object], n_theirs: int
) -> tuple[float, float, float]:
    """(our µs, their µs, ratio): the median of 5 alternating passes."""
    rows = []
    for _ in range(5):
        a = per_call(ours, n_ours)
        b = per_call(theirs, n_theirs)
        rows.append((a, b, a / b))
    return min(r[0] for r in rows), min(r[1] for r in rows), statistics.median(r[2] for r in rows)


def import_time() -> tuple[float, float]:
    ours = (
        "import majiang\nfrom majiang.hands import Hand, ShapeGrammar, is_win\n"
        "is_win(Hand.parse('123m456p789s11122z'), ShapeGrammar())"
    )
    theirs = (
        "from mahjong.agari import Agari\nfrom mahjong.shanten import Shanten\n"
        "from mahjong.hand_calculating.hand import HandCalculator"
    )

    def run(code: str) -> float:
        best = []
        for _ in range(5):
            t = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], check=True)
            best.append(time.perf_counter() - t)
        return min(best) * 1000

    base = run("pass")
    return run(ours) - base, run(theirs) - base


def worst(name: str, hands: int) -> tuple[float, float, str]:
    """(worst score ms, worst waits-with-shapes ms, the hand) over the corpus's wildcard hands.

    Each call is timed as the best of 3 CPU times, as ``worst_cases.py`` does: one call can take
    a generation-2 collection of the benchmark's own heap (the corpus), tens of ms that are not
    the hand's."""
    ruleset = get(name)
    top_score = top_waits = 0.0
    worst_hand = ""

    def scored(hand: Hand, context: WinContext) -> None:
        with contextlib.suppress(MajiangError):
            ruleset.score(hand, context)

    for hand, context in corpus(ruleset, hands, seed=5, max_wild=8):
        d = _best_of_3(lambda: scored(hand, context))  # noqa: B023 (called at once)
        if d > top_score:
            top_score, worst_hand = (
                d,
                f"{hand} ({wild_count(ruleset, hand, context)} wild, {context.indicator})",
            )
        grammar = ruleset.grammar_for(context.indicator)
        ready = hand.without_win()
        top_waits = max(top_waits, _best_of_3(lambda: waits(ready, grammar)))  # noqa: B023
    return top_score, top_waits, worst_hand


def _best_of_3(call: Callable[[], object]) -> float:
    """The best of 3 CPU times of ``call``, in ms."""
    best = float("inf")
    for _ in range(3):
        t = time.process_time()
        call()
        best = min(best, time.process_time() - t)
    return best * 1000


def plain_rows(n: int, estimate: Callable[[], object], n_mj: int) -> None:
    """Per region: ``score`` of corpus hands holding no wildcard against ``estimate_hand_value``."""
    for name in names():
        ruleset = get(name)
        plain = list(corpus(ruleset, n, seed=4, max_wild=0))
        plain = [(h, c) for h, c in plain if not wild_count(ruleset, h, c)]

        def score_plain(ruleset=ruleset, plain=plain) -> None:  # type: ignore[no-untyped-def]
            for h, c in plain:
                try:  # noqa: SIM105 (contextlib.suppress costs ~1 µs a hand, timed with the call)
                    ruleset.score(h, c)
                except MajiangError:
                    pass

        a, b, r = ratio(score_plain, len(plain), estimate, n_mj)
        print(f"| {name} score, no wildcards | {a:.0f} | {b:.0f} | {r:.2f}× | ≤ 1× |")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument(
        "--plain", action="store_true", help="only the rows of score without wildcards, per region"
    )
    args = parser.parse_args()
    n = args.hands
    estimate, agari_all, n_mj = mahjong_side(n)
    if args.plain:
        print("| row | majiang µs | mahjong µs | ratio | target |")
        print("|---|---|---|---|---|")
        plain_rows(n, estimate, n_mj)
        return

    jian = get("jian")
    dealt = [(h, c) for h, c in corpus(jian, n, seed=3) if wild_count(jian, h, c)]

    def jian_score() -> None:
        for h, c in dealt:
            try:  # noqa: SIM105 (contextlib.suppress costs ~1 µs a hand, timed with the call)
                jian.score(h, c)
            except MajiangError:
                pass

    print("| row | majiang µs | mahjong µs | ratio | target |")
    print("|---|---|---|---|---|")
    a, b, r = ratio(jian_score, len(dealt), estimate, n_mj)
    print(f"| Ji'an score, dealt hands holding jing | {a:.0f} | {b:.0f} | {r:.2f}× | ≤ 2× |")
    plain_rows(n, estimate, n_mj)
    rng = random.Random(9)
    indices = winning_hands(rng, n)
    tiles = [[Tile.from_index(i) for i in hand] for hand in indices]
    grammar = ShapeGrammar()

    def build_and_check() -> None:
        for t in tiles:
            is_win(Hand.of(t), grammar)

    a, b, r = ratio(build_and_check, len(tiles), agari_all, n_mj)
    print(f"| Hand.of + is_win | {a:.1f} | {b:.1f} | {r:.1f}× | ≤ 8× is_agari |")
    ready = [Hand.of(t[:-1]) for t in tiles]
    for h in ready:
        waits(h, grammar, shapes=False)

    def waits_all() -> None:
        for h in ready:
            waits(h, grammar, shapes=False)

    def agari_34() -> None:
        for _ in range(34):
            agari_all()

    a, b, r = ratio(waits_all, len(ready), agari_34, n_mj)
    print(f"| waits(shapes=False) | {a:.1f} | {b:.1f} | {r:.2f}× | ≤ 0.2× is_agari ×34 |")
    ours, theirs = import_time()
    print(f"| import + first is_win (ms) | {ours:.0f} | {theirs:.0f} | {ours / theirs:.2f}× | ≤ 0.5× |")
    print()
    print("| region | worst score ms | worst waits (shapes) ms | slowest hand |")
    print("|---|---|---|---|")
    for name in names():
        s, w, hand = worst(name, max(50, n // 3))
        print(f"| {name} | {s:.1f} | {w:.1f} | `{hand}` |")
    hard = Hand.parse("1z2z3z5s5s5s6s6s6s6s4z5z6z7z", win="7z", self_drawn=True)
    t = time.process_time()
    jian.score(hard, WinContext(seat=0, dealer=0, indicator=Tile.from_str("5s")))
    print(f"| jian, 7 jing `{hard}` | {(time.process_time() - t) * 1000:.0f} | | named |")
    t = time.process_time()
    waits(hard.without_win(), jian.grammar_for(Tile.from_str("5s")))
    print(f"| jian waits, 7 jing | | {(time.process_time() - t) * 1000:.0f} | named |")
    named = [
        ("1112345678999m", ShapeGrammar(wild="1m5m9m"), "1m 5m 9m wild"),
        ("1122334455667z", ShapeGrammar(wild="1z2z3z4z", honor_runs=True, thirteen_lan=True), "1z-4z, 烂"),
        ("1111222233334444m", ShapeGrammar(sets=5, wild="1m2m3m4m"), "16 wildcards in 16 tiles, 5 sets"),
    ]
    for text, named_grammar, what in named:
        t = time.process_time()
        waits(Hand.parse(text), named_grammar)
        print(f"| waits {text}, {what} | | {(time.process_time() - t) * 1000:.1f} | named |")


if __name__ == "__main__":
    main()
