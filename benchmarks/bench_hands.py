"""Speed of majiang's hand algorithms, side by side with the ``mahjong`` package.

Run from the repository root::

    python benchmarks/bench_hands.py            # 10,000 hands per workload, 11 repeats
    python benchmarks/bench_hands.py --quick    # 1,000 hands, 3 repeats

Everything is seeded (``--seed``), so two runs time the same hands. Each row
times one call per hand over all the hands of a workload and prints µs per
hand, in CPU time of this process (``time.process_time``: other processes'
load is not counted, though on a shared machine it still slows the caches):

* **warm**: the median of ``--repeats`` passes after one untimed pass, so
  majiang's memo tables and each ``Hand``'s packed counts are filled, as in a
  long-running simulation. A row compared with another side (``mahjong``, or
  majiang's own no-wildcard row for the wildcard rows) runs both sides in the
  same passes, alternating slices of 500 hands, and gives the median of the
  passes' ratios: a moment of load then slows both sides alike.
* **cold**: the first pass of a fresh interpreter (a child process, new
  ``Hand`` objects, empty memo tables): what a short script pays.

``mahjong`` (the riichi hand calculator from PyPI, ``pip install -e '.[bench]'``)
is imported only when the benchmark runs; without it the ``mahjong`` columns
read "absent". Both libraries are called directly, ``call(*args)``, with their
own inputs built before timing: ``mahjong`` a 34-count list, majiang a ``Hand``
and a grammar. They answer the same question: majiang's grammar for the
side-by-side rows is the riichi shape set (standard, seven distinct pairs,
thirteen orphans).

Hands with wildcards come two ways: random 14-tile hands with wild kinds chosen
per hand among the kinds held, so that the hand holds exactly 4 (or 8) wild
tiles (a grammar per hand: each call switches grammar); and the hands of one
round, one grammar with three wild kinds, each hand a random deal holding 4 (or
8) of their tiles.

The worst cases at the end are single hands: the check calls are timed over
repeats; arrangements are enumerated (the time to the first one, then to the
end or to ``--arrangement-budget`` seconds) and the standard ones also counted
by a short independent count, which is exact however many there are.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from majiang.hands import Hand, ShapeGrammar, arrangements, is_win, shanten, waits
from majiang.tiles import Tile

KINDS = 34
WALL = tuple(kind for kind in range(KINDS) for _ in range(4))
RIICHI = ShapeGrammar(thirteen_orphans=True, four_alike_as_two_pairs=False)
"""The shapes ``mahjong`` checks: standard, seven distinct pairs, thirteen orphans."""


# -- hands -----------------------------------------------------------------------


def to_hand(indices: Iterable[int]) -> Hand:
    return Hand.of([Tile.from_index(i) for i in indices])


def to_34(indices: Iterable[int]) -> list[int]:
    counts = [0] * KINDS
    for i in indices:
        counts[i] += 1
    return counts


def random_hands(rng: random.Random, n: int, size: int) -> list[list[int]]:
    """``n`` hands of ``size`` tiles drawn from a shuffled 136-tile wall."""
    return [sorted(rng.sample(WALL, size)) for _ in range(n)]


def wild_kinds(rng: random.Random, hand: Sequence[int], wanted: int) -> tuple[int, ...] | None:
    """Kinds held in ``hand`` whose tiles number exactly ``wanted`` (a random such choice), or None."""
    held: dict[int, int] = {}
    for i in hand:
        held[i] = held.get(i, 0) + 1
    kinds = list(held)
    rng.shuffle(kinds)

    def search(start: int, left: int, chosen: list[int]) -> tuple[int, ...] | None:
        if left == 0:
            return tuple(sorted(chosen))
        for k in range(start, len(kinds)):
            if held[kinds[k]] <= left:
                found = search(k + 1, left - held[kinds[k]], [*chosen, kinds[k]])
                if found is not None:
                    return found
        return None

    return search(0, wanted, [])


def wild_hands(rng: random.Random, n: int, wanted: int) -> list[tuple[list[int], tuple[int, ...]]]:
    """Random 14-tile hands, each with wild kinds chosen so that it holds ``wanted`` wild tiles.

    A hand where no choice of its kinds gives exactly ``wanted`` tiles is dealt again.
    """
    result: list[tuple[list[int], tuple[int, ...]]] = []
    while len(result) < n:
        hand = sorted(rng.sample(WALL, 14))
        kinds = wild_kinds(rng, hand, wanted)
        if kinds is not None:
            result.append((hand, kinds))
    return result


def winning_hands(rng: random.Random, n: int) -> list[list[int]]:
    """Random complete hands: four sets and a pair, no kind more than four times."""
    hands = []
    while len(hands) < n:
        counts = [0] * KINDS
        tiles: list[int] = []
        while len(tiles) < 12:
            if rng.random() < 0.6:
                start = rng.randrange(3) * 9 + rng.randrange(7)
                meld = [start, start + 1, start + 2]
            else:
                meld = [rng.randrange(KINDS)] * 3
            if all(counts[i] + meld.count(i) <= 4 for i in meld):
                for i in meld:
                    counts[i] += 1
                tiles.extend(meld)
        pair = rng.randrange(KINDS)
        if counts[pair] <= 2:
            hands.append(sorted([*tiles, pair, pair]))
    return hands


def tenpai_hands(rng: random.Random, n: int) -> list[list[int]]:
    """Complete hands with one tile taken away: 13 tiles that wait on something."""
    return [
        [t for k, t in enumerate(hand) if k != drop]
        for hand in winning_hands(rng, n)
        for drop in [rng.randrange(14)]
    ]


# -- workloads -------------------------------------------------------------------


@dataclass
class Side:
    """One library's half of a row: a function and the argument tuples it is called with.

    Each call is ``call(*args)``: both libraries are called directly, with no wrapper.
    """

    call: Callable[..., object]
    inputs: list[tuple[Any, ...]]


@dataclass
class Workload:
    name: str
    ours: Side
    theirs: Side | None
    note: str = ""
    base: str = ""
    """The name of the row whose majiang time this row is compared with (the 3× target)."""


def _mahjong() -> Any:
    try:
        import mahjong  # noqa: F401
        from mahjong.agari import Agari
        from mahjong.shanten import Shanten
    except ImportError:
        return None
    return Agari, Shanten


def round_hands(rng: random.Random, n: int, kinds: Sequence[int], wanted: int) -> list[list[int]]:
    """Hands of one round: ``wanted`` of the wild kinds' tiles and the rest from the other tiles.

    (A random 14-tile hand from the wall, given that it holds ``wanted`` wild tiles.)
    """
    wild_tiles = [k for k in kinds for _ in range(4)]
    others = [k for k in WALL if k not in kinds]
    return [sorted(rng.sample(wild_tiles, wanted) + rng.sample(others, 14 - wanted)) for _ in range(n)]


def build_workloads(n: int, seed: int) -> list[Workload]:
    """Every timed row, its hands generated from ``seed`` (the same in every process)."""
    mj = _mahjong()
    rng = random.Random(seed)
    loads: list[Workload] = []

    def agari_side(hands: list[list[int]]) -> Side | None:
        if mj is None:
            return None
        return Side(mj[0]().is_agari, [(to_34(h),) for h in hands])

    def shanten_side(hands: list[list[int]]) -> Side | None:
        if mj is None:
            return None
        return Side(mj[1]().calculate_shanten, [(to_34(h),) for h in hands])

    zero = "is_win, 14 random tiles, 0 wild"
    random14 = random_hands(rng, n, 14)
    loads.append(Workload(zero, Side(is_win, [(to_hand(h), RIICHI) for h in random14]), agari_side(random14)))
    for wanted in (4, 8):
        pairs = wild_hands(rng, n, wanted)
        grammars: dict[tuple[int, ...], ShapeGrammar] = {}
        inputs = []
        for hand, kinds in pairs:
            if kinds not in grammars:
                grammars[kinds] = RIICHI.with_wild([Tile.from_index(i) for i in kinds])
            inputs.append((to_hand(hand), grammars[kinds]))
        loads.append(
            Workload(
                f"is_win, 14 random tiles, {wanted} wild, wild kinds per hand",
                Side(is_win, inputs),
                None,
                f"{len(grammars):,} grammars",
                base=zero,
            )
        )
    kinds = sorted(rng.sample(range(KINDS), 3))
    round_grammar = RIICHI.with_wild([Tile.from_index(i) for i in kinds])
    names = "".join(str(Tile.from_index(i)) for i in kinds)
    for wanted in (4, 8):
        hands = round_hands(rng, n, kinds, wanted)
        loads.append(
            Workload(
                f"is_win, 14 tiles, {wanted} wild, one grammar (wild {names})",
                Side(is_win, [(to_hand(h), round_grammar) for h in hands]),
                None,
                base=zero,
            )
        )
    won = winning_hands(rng, n)
    loads.append(
        Workload(
            "is_win, 14-tile winning hands, 0 wild",
            Side(is_win, [(to_hand(h), RIICHI) for h in won]),
            agari_side(won),
        )
    )
    random13 = random_hands(rng, n, 13)
    loads.append(
        Workload(
            "shanten, 13 random tiles, 0 wild",
            Side(shanten, [(to_hand(h), RIICHI) for h in random13]),
            shanten_side(random13),
        )
    )
    jing = RIICHI.with_wild("5m")
    loads.append(
        Workload(
            "shanten, 13 random tiles, 5m wild",
            Side(shanten, [(to_hand(h), jing) for h in random13]),
            None,
        )
    )
    ready = tenpai_hands(rng, max(1, n // 10))
    ready_hands = [to_hand(h) for h in ready]
    theirs = None
    if mj is not None:
        is_agari = mj[0]().is_agari

        def agari_waits(counts: list[int]) -> list[int]:
            found = []
            for kind in range(KINDS):
                if counts[kind] < 4:
                    counts[kind] += 1
                    if is_agari(counts):
                        found.append(kind)
                    counts[kind] -= 1
            return found

        theirs = Side(agari_waits, [(to_34(h),) for h in ready])
    loads.append(
        Workload(
            "waits (tiles only), 13-tile ready hands",
            Side(partial(waits, shapes=False), [(h, RIICHI) for h in ready_hands]),
            theirs,
            "mahjong: is_agari over the 34 kinds",
        )
    )
    loads.append(
        Workload(
            "waits with wait shapes, 13-tile ready hands",
            Side(waits, [(h, RIICHI) for h in ready_hands]),
            None,
        )
    )
    return loads


def time_pass(side: Side) -> float:
    """CPU seconds of this process for one call per input (other processes' load does not count)."""
    call = side.call
    gc_was = gc.isenabled()
    gc.disable()
    try:
        start = time.process_time()
        for args in side.inputs:
            call(*args)
        return time.process_time() - start
    finally:
        if gc_was:
            gc.enable()


def per_hand_us(seconds: float, side: Side) -> float:
    return seconds / len(side.inputs) * 1e6


CHUNK = 500
"""Hands per slice: the two sides of a row alternate slice by slice."""


def paired_passes(first: Side, second: Side, repeats: int) -> tuple[list[float], list[float]]:
    """µs per hand of ``repeats`` passes of each side, after one untimed pass of each.

    The passes are paired: each pass goes over the hands in slices of :data:`CHUNK`,
    timing a slice of one side, then the same slice of the other (which one goes first
    alternates). A moment of load on a shared machine then slows both sides alike, so
    the ratio of the two is steadier than either figure.
    """
    time_pass(first)
    time_pass(second)
    ones: list[float] = []
    twos: list[float] = []
    n1, n2 = len(first.inputs), len(second.inputs)
    slices = max(1, (max(n1, n2) + CHUNK - 1) // CHUNK)
    parts1 = [
        Side(first.call, first.inputs[k * n1 // slices : (k + 1) * n1 // slices]) for k in range(slices)
    ]
    parts2 = [
        Side(second.call, second.inputs[k * n2 // slices : (k + 1) * n2 // slices]) for k in range(slices)
    ]
    for _ in range(repeats):
        t1 = t2 = 0.0
        for k in range(slices):
            if k % 2:
                t2 += time_pass(parts2[k])
                t1 += time_pass(parts1[k])
            else:
                t1 += time_pass(parts1[k])
                t2 += time_pass(parts2[k])
        ones.append(t1 / n1 * 1e6)
        twos.append(t2 / n2 * 1e6)
    return ones, twos


def median_ratio(ones: list[float], twos: list[float]) -> float:
    """The median over passes of ``one / two``."""
    return statistics.median(a / b for a, b in zip(ones, twos, strict=True))


def cold_figures(n: int, seed: int) -> dict[str, list[float | None]]:
    """First-pass µs per hand of every workload, each measured in a fresh interpreter."""
    result: dict[str, list[float | None]] = {}
    for index in range(len(build_workloads(1, seed))):
        out = subprocess.run(
            [sys.executable, __file__, "--hands", str(n), "--seed", str(seed), "--cold-child", str(index)],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        name, ours, theirs = json.loads(out)
        result[name] = [ours, theirs]
    return result


def cold_child(n: int, seed: int, index: int) -> None:
    load = build_workloads(n, seed)[index]
    ours = per_hand_us(time_pass(load.ours), load.ours)
    theirs = None if load.theirs is None else per_hand_us(time_pass(load.theirs), load.theirs)
    print(json.dumps([load.name, ours, theirs]))


# -- worst cases -------------------------------------------------------------------


@dataclass
class Worst:
    label: str
    tiles: str
    grammar: ShapeGrammar


WORST = [
    Worst("pure one suit, 8 wild", "11112345678999m", ShapeGrammar(wild="1m9m5m")),
    Worst("pure one suit, 8 wild (others)", "11112345678999m", ShapeGrammar(wild="1m2m3m4m5m")),
    Worst(
        "honor runs + 十三烂, 8 wild",
        "11223344556677z",
        ShapeGrammar(honor_runs=True, thirteen_lan=True, wild="1z2z3z4z"),
    ),
    Worst("17 tiles, 12 wild", "111122223333m45p789s", ShapeGrammar(sets=5, wild="1m2m3m")),
    Worst("17 tiles, 16 wild", "11112222333344445m", ShapeGrammar(sets=5, wild="1m2m3m4m")),
]


def count_standard(hand: Hand, grammar: ShapeGrammar) -> int:
    """The number of distinct standard arrangements of a complete hand without a winning tile.

    Counted, not enumerated, and written independently of the library from the
    definition: a multiset of sets and one pair whose faces cover the naturals
    kind by kind, every extra face a kind a wildcard may stand for.
    """
    wild = {t.index for t in grammar.wild}
    targets = {t.index for t in grammar.wild_targets}
    need = [0] * KINDS
    for tile in hand.tiles:
        if tile.index not in wild:
            need[tile.index] += 1
    sets: list[tuple[int, ...]] = [(k, k, k) for k in range(KINDS)]
    for base in (0, 9, 18):
        sets.extend((base + r, base + r + 1, base + r + 2) for r in range(7))
    if grammar.honor_runs:
        from itertools import combinations

        sets.extend(combinations(range(27, 31), 3))
        sets.extend(combinations(range(31, 34), 3))
    sets.sort()
    ranks = grammar.pair_ranks
    pairs = [k for k in range(KINDS) if ranks is None or (k < 27 and k % 9 + 1 in ranks)]
    n_sets = (hand.size - 2) // 3 - len(hand.melds)

    def take(left: tuple[int, ...], faces: Sequence[int]) -> tuple[int, ...] | None:
        rest = list(left)
        for f in faces:
            if rest[f]:
                rest[f] -= 1
            elif f not in targets:
                return None
        return tuple(rest)

    memo: dict[tuple[int, int, tuple[int, ...]], int] = {}

    def count(i: int, k: int, left: tuple[int, ...]) -> int:
        if k == 0:
            return int(not any(left))
        if i == len(sets):
            return 0
        key = (i, k, left)
        if key not in memo:
            total = count(i + 1, k, left)  # no (more) copies of sets[i]
            rest = take(left, sets[i])
            if rest is not None:
                total += count(i, k - 1, rest)  # one more copy of sets[i]
            memo[key] = total
        return memo[key]

    total = 0
    for p in pairs:
        rest = take(tuple(need), (p, p))
        if rest is not None:
            total += count(0, n_sets, rest)
    return total


def best_of(call: Callable[[], object], repeats: int) -> float:
    """Median µs of ``repeats`` calls, after one untimed call."""
    call()
    times = []
    for _ in range(repeats):
        start = time.process_time()
        call()
        times.append((time.process_time() - start) * 1e6)
    return statistics.median(times)


def worst_cases(repeats: int, budget: float) -> list[tuple[str, ...]]:
    """One row per worst case: check times (ms), then arrangements enumerated and counted."""
    rows = []
    for case in WORST:
        hand = Hand.parse(case.tiles)
        grammar = case.grammar
        wild = sum(1 for t in hand.tiles if t in grammar.wild)
        waiting = Hand.of(hand.tiles[1:])
        start = time.process_time()
        first_at: float | None = None
        count = 0
        complete = True
        for _ in arrangements(hand, grammar):
            count += 1
            now = time.process_time()
            if first_at is None:
                first_at = now - start
            if now - start > budget:
                complete = False
                break
        total = time.process_time() - start
        rate = count / total if total else 0.0
        wild_kinds = "".join(sorted(str(t) for t in grammar.wild))
        rows.append(
            (
                f"{case.label}: {case.tiles}, {wild_kinds} wild ({wild})",
                f"{best_of(lambda: is_win(hand, grammar), repeats) / 1e3:.3f}",  # noqa: B023
                f"{best_of(lambda: shanten(waiting, grammar), repeats) / 1e3:.3f}",  # noqa: B023
                f"{best_of(lambda: waits(waiting, grammar, shapes=False), repeats) / 1e3:.3f}",  # noqa: B023
                "-" if first_at is None else f"{first_at * 1e3:.2f}",
                (f"{count:,} in {total:.1f} s" if complete else f"≥ {count:,} in {total:.0f} s (stopped)"),
                f"{rate:,.0f}",
                f"{count_standard(hand, grammar):,}",
            )
        )
    return rows


# -- report ------------------------------------------------------------------------


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    widths = [max(len(header[i]), *(len(r[i]) for r in rows)) for i in range(len(header))]
    lines = ["| " + " | ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)) + " |"]
    lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    lines.extend("| " + " | ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) + " |" for r in rows)
    return "\n".join(lines)


def fmt(value: float | None, absent: str) -> str:
    return absent if value is None else f"{value:.2f}"


def machine() -> str:
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        cpu = platform.processor() or cpu
    python = f"Python {platform.python_version()} ({platform.python_implementation()})"
    return f"{cpu}, {os.cpu_count()} cores, {python}"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=11)
    parser.add_argument("--seed", type=int, default=20240601)
    parser.add_argument("--quick", action="store_true", help="1,000 hands, 3 repeats")
    parser.add_argument("--no-cold", action="store_true", help="skip the fresh-interpreter passes")
    parser.add_argument("--arrangement-budget", type=float, default=10.0, help="seconds per worst case")
    parser.add_argument("--cold-child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.quick:
        args.hands, args.repeats = 1_000, 3
    if args.cold_child is not None:
        cold_child(args.hands, args.seed, args.cold_child)
        return

    mj = _mahjong()
    if mj is None:
        print("mahjong is not installed (pip install -e '.[bench]'): its columns read 'absent'.")
        version = "absent"
    else:
        from importlib.metadata import version as dist_version

        version = dist_version("mahjong")
    print(f"machine: {machine()}")
    print(f"majiang vs mahjong {version}; {args.hands:,} hands per row, seed {args.seed}")
    print(
        f"warm: median of {args.repeats} passes after a warm-up pass, paired slice by slice with the "
        "compared side; ratios are medians of the paired passes' ratios; cold: first pass, fresh "
        "interpreter; CPU time of this process"
    )
    print()
    cold = {} if args.no_cold else cold_figures(args.hands, args.seed)
    loads = build_workloads(args.hands, args.seed)
    by_name = {load.name: load for load in loads}
    rows = []
    for load in loads:
        ratio = ""
        theirs: float | None = None
        if load.theirs is not None:
            ours_passes, their_passes = paired_passes(load.ours, load.theirs, args.repeats)
            ours, theirs = statistics.median(ours_passes), statistics.median(their_passes)
            speedup = median_ratio(their_passes, ours_passes)
            ratio = f"{speedup:.2f}× faster" if speedup >= 1 else f"{1 / speedup:.2f}× slower"
        elif load.base in by_name:
            ours_passes, base_passes = paired_passes(load.ours, by_name[load.base].ours, args.repeats)
            ours = statistics.median(ours_passes)
            ratio = (
                f"{median_ratio(ours_passes, base_passes):.2f}× our 0 wild "
                f"({statistics.median(base_passes):.2f} in the same passes)"
            )
        else:
            time_pass(load.ours)
            ours = statistics.median(
                per_hand_us(time_pass(load.ours), load.ours) for _ in range(args.repeats)
            )
        cold_ours, cold_theirs = cold.get(load.name, [None, None])
        absent = "absent" if mj is None else "-"
        rows.append(
            (
                load.name + (f" ({load.note})" if load.note else ""),
                fmt(ours, "-"),
                fmt(theirs, absent),
                ratio,
                fmt(cold_ours, "-"),
                fmt(cold_theirs, absent),
            )
        )
    header = ("µs per hand", "majiang warm", "mahjong warm", "compared", "majiang cold", "mahjong cold")
    print(table(header, rows))
    print()
    print(
        f"Worst cases (ms; check calls: median of {args.repeats} after one untimed call; "
        f"enumeration stopped after {args.arrangement_budget:g} s)"
    )
    header2 = (
        "hand",
        "is_win",
        "shanten (13)",
        "waits (13)",
        "first arrangement",
        "arrangements enumerated",
        "per s",
        "standard ones, counted",
    )
    print(table(header2, worst_cases(args.repeats, args.arrangement_budget)))


if __name__ == "__main__":
    main()
