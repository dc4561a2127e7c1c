"""Hunt, per ruleset, for the slowest legal input to ``score``, ``settle`` and ``waits``.

Run from the repository root (a long hunt: ``nice -n 10``)::

    python benchmarks/worst_cases.py                      # every ruleset, 20 s each
    python benchmarks/worst_cases.py --budget 60 jian tianjin
    python benchmarks/worst_cases.py --markdown worst.md  # also write the tables there

For each ruleset it times (CPU time, ``time.process_time``, best of 3 calls) three
kinds of candidates and keeps the slowest:

* the slowest inputs of earlier hunts (``benchmarks/worst_known.txt``) and issue 13's
  named hands;
* seeded corpus hands (``tests/scoring/corpus.py``) with up to 8 wildcards;
* structured families: for every indicator, the most wildcards the tile set allows
  put into complete hands of each shape the grammar has (sets and a pair with runs and
  triplets, one dense suit, honor runs, seven pairs, 十三烂, 十三幺, kongs), with every
  flower held, won on a wildcard and on a natural tile;
* a hill-climb from the slowest of those: change one tile (or the winning tile, the
  indicator, the way it was won), keep the change if the call got slower, and keep to
  inputs the ruleset accepts (``check_hand`` and ``score`` raise nothing).

Times are CPU time of the calls (``time.thread_time``: they run in this one thread, so it
is their share of ``time.process_time``, which this kernel reads coarsely while the
cap's CPU timer, ``ITIMER_PROF``, is armed); a call past ``--cap`` CPU seconds is
stopped and shown as "≥ cap (stopped)".

``waits`` is ``waits(hand.without_win(), grammar)`` with wait shapes; ``settle`` is
the round of that one win (``Round.build`` fills the other seats), timed for hands
that win. The output is a table per ruleset and the slowest hands as Python lines
that reproduce the call. Deterministic for a given ``--seed`` up to the timings
themselves (a candidate is kept when it measured slower).
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import attrs

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests.scoring.corpus import corpus, wild_count  # noqa: E402
from tests.scoring.oracle import VARIANTS, ruleset_of  # noqa: E402

from majiang.errors import MajiangError  # noqa: E402
from majiang.hands import Hand, Meld, MeldKind, waits  # noqa: E402
from majiang.rulesets import Ruleset, names  # noqa: E402
from majiang.scoring import WinContext, WinMethod  # noqa: E402
from majiang.settlement import Round, SeatRecord, Win  # noqa: E402
from majiang.tiles import Tile  # noqa: E402

Case = tuple[Hand, WinContext]

NAMED = {  # the hard hands of issue 13
    "jian": [("1z2z3z5s5s5s6s6s6s6s4z5z6z7z", "7z", "5s")],
}


def spec_code(spec: str) -> str:
    name, _, opts = spec.partition(":")
    return f"get({name!r}{''.join(', ' + o for o in opts.split(',') if o)})"


CAP = 2.0
"""CPU seconds after which one call is stopped and counted as taking ``CAP`` (``--cap``)."""


class Stopped(Exception):
    """A call ran past :data:`CAP`."""


def _stop(signum: int, frame: object) -> None:
    raise Stopped


def cpu_ms(call: Callable[[], object], repeats: int = 3, beat: float = 0.0) -> float:
    """Best of ``repeats`` CPU times of ``call`` in ms; stops after one call faster than
    ``beat`` (the best of several is never above the first), and after one call stopped
    at :data:`CAP` (then the time is the cap: at least that)."""
    best = float("inf")
    for i in range(repeats):
        signal.setitimer(signal.ITIMER_PROF, CAP)
        start = time.thread_time()
        try:
            call()
        except Stopped:
            return CAP * 1000
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)
        best = min(best, (time.thread_time() - start) * 1000)
        if i == 0 and best < beat:
            break
    return best


def shown_ms(ms: float) -> str:
    return f"≥ {ms:.0f} (stopped)" if ms >= CAP * 1000 else f"{ms:.1f}"


# -- the three calls -------------------------------------------------------------------
def scorer(ruleset: Ruleset, case: Case) -> Callable[[], object]:
    return lambda: ruleset.score(*case)


def waiter(ruleset: Ruleset, case: Case) -> Callable[[], object]:
    hand, context = case
    ready, grammar = hand.without_win(), ruleset.grammar_for(context.indicator)
    return lambda: waits(ready, grammar)


def round_of(ruleset: Ruleset, case: Case) -> Round:
    """The round of this one win, the other seats filled by ``Round.build``."""
    hand, c = case
    assert hand.win_tile is not None
    win = Win(
        seat=c.seat,
        tile=hand.win_tile,
        method=c.method,
        discarder=c.discarder,
        first_draw=c.first_draw,
        last_tile=c.last_tile,
    )
    avoid = [*ruleset.wild_kinds(c.indicator)]
    if ruleset.honors_are_flowers:  # Round.build would fill the other seats with honors
        avoid += [k for k in ruleset.tile_set.kinds if k.is_honor]
    # Round.build counts the indicator as a tile used even where it stays in play
    aside = c.indicator if ruleset.indicator_set_aside() else None
    built = Round.build(
        ruleset,
        seats={c.seat: SeatRecord(hand=attrs.evolve(hand, win_tile=None, self_drawn=None), ready=c.ready)},
        wins=win,
        dealer=c.dealer,
        indicator=aside,
        avoid=avoid,
        facts=c.facts,
        lianzhuang=c.lianzhuang,
        prevailing_wind=c.prevailing_wind,
    )
    return attrs.evolve(built, indicator=c.indicator)


def legal(ruleset: Ruleset, case: Case) -> bool:
    """Whether ``score`` accepts the input (one that runs past the cap counts as legal)."""
    signal.setitimer(signal.ITIMER_PROF, CAP)
    try:
        ruleset.score(*case)
    except MajiangError:
        return False
    except Stopped:
        return True
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
    return True


# -- structured families -----------------------------------------------------------------
def _runs(kinds: set[Tile]) -> list[tuple[Tile, ...]]:
    out = []
    for k in sorted(kinds):
        if k.is_suited and k.rank <= 7:
            run = tuple(Tile(suit=k.suit, rank=k.rank + i) for i in range(3))
            if all(t in kinds for t in run):
                out.append(run)
    return out


def shapes(ruleset: Ruleset, rng: random.Random) -> Iterator[tuple[str, list[tuple[Tile, ...]]]]:
    """Complete hands as groups of faces, one of each shape the grammar knows."""
    g = ruleset.grammar
    kinds = {k for k in ruleset.tile_set.kinds if not k.is_flower}
    if ruleset.honors_are_flowers:
        kinds = {k for k in kinds if k.is_suited}
    suits = sorted({k.suit for k in kinds if k.is_suited})
    runs = _runs(kinds)
    honors = sorted(k for k in kinds if k.is_honor)
    pair = rng.choice(sorted(kinds))
    mixed: list[tuple[Tile, ...]] = [(pair, pair)]
    for _ in range(g.sets):
        mixed.append(rng.choice(runs) if rng.random() < 0.5 else (rng.choice(sorted(kinds)),) * 3)
    yield "runs and triplets", mixed
    s = rng.choice(suits)
    dense = [Tile(suit=s, rank=r) for r in (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9)]
    extra = [Tile(suit=s, rank=r) for r in (2, 3, 4, 5, 6, 7, 8)]
    while len(dense) < 3 * g.sets + 2:
        dense.append(rng.choice(extra))
    yield "one dense suit", [tuple(dense)]
    yield "runs only", [(pair, pair), *(rng.choice(runs) for _ in range(g.sets))]
    yield "triplets only", [(pair, pair), *((t,) * 3 for t in rng.sample(sorted(kinds - {pair}), g.sets))]
    if g.honor_runs and len(honors) == 7:
        winds, dragons = honors[:4], honors[4:]
        groups = [tuple(dragons), tuple(winds[:3]), tuple(winds[1:]), tuple(dragons)]
        yield "honor runs", [(pair, pair), *groups[: g.sets]]
    if g.seven_pairs and g.sets == 4:
        yield "seven pairs", [(k, k) for k in rng.sample(sorted(kinds), 7)]
        yield (
            "seven pairs, four alike",
            [(pair,) * 4, *((k, k) for k in rng.sample(sorted(kinds - {pair}), 5))],
        )
    if g.thirteen_lan and len(honors) == 7 and len(suits) == 3:
        a, b, c = rng.sample(suits, 3)
        lan = [Tile(suit=a, rank=r) for r in (1, 4, 7)] + [Tile(suit=b, rank=r) for r in (2, 5, 8)]
        lan += [Tile(suit=c, rank=r) for r in (3, 6, 9)] + rng.sample(honors, 5)
        yield "十三烂", [tuple(lan)]
    if g.thirteen_orphans:
        ends = [k for k in kinds if k.is_honor or k.rank in (1, 9)]
        yield "十三幺", [(*ends, rng.choice(ends))]


def concrete(
    ruleset: Ruleset,
    rng: random.Random,
    label: str,
    groups: list[tuple[Tile, ...]],
    indicator: Tile | None,
    wild: list[Tile],
    spare: Counter[Tile],
) -> Iterator[tuple[str, Case]]:
    """``groups`` with as many wildcards as there are copies of the wild kinds, fewer, or
    with some sets exposed as melds and kongs; won on a wildcard or on a natural."""
    flowers = [f for f in ruleset.tile_set.kinds if f.is_flower and f not in wild]
    if ruleset.honors_are_flowers:
        flowers += [k for k in ruleset.tile_set.kinds if k.is_honor]
    count = sum(spare[w] for w in wild)
    for n_wild in sorted(
        {count, max(0, count - 1), max(0, count - 2), min(count, 3), min(count, 4)}, reverse=True
    ):
        for expose in (0, 1, 2, 4):
            concealed: list[Tile] = []
            melds: list[Meld] = []
            for grp in groups:
                if len(grp) == 3 and len(melds) < expose and (grp[0] == grp[1] or grp[0].is_suited):
                    if grp[0] == grp[1]:
                        kind = rng.choice([MeldKind.KONG, MeldKind.TRIPLET])
                        tiles = (*grp, grp[0]) if kind is MeldKind.KONG else grp
                        melds.append(
                            Meld(
                                kind=kind, tiles=tiles, concealed=kind is MeldKind.KONG and rng.random() < 0.5
                            )
                        )
                    else:
                        melds.append(Meld(kind=MeldKind.SEQUENCE, tiles=grp, concealed=False))
                    continue
                concealed.extend(grp)
            if expose and not melds:
                continue
            pool = [w for w in wild for _ in range(spare[w])]
            rng.shuffle(pool)
            positions = rng.sample(range(len(concealed)), min(n_wild, len(concealed)))
            for pos, w in zip(positions, pool, strict=False):
                concealed[pos] = w
            naturals = [t for t in concealed if t not in wild]
            wins = {rng.choice(naturals)} if naturals else set()
            wins |= {t for t in concealed if t in wild}  # won on a wildcard too
            for win in sorted(wins):
                for self_drawn in (True, False):
                    bloom = flowers if self_drawn else []
                    try:
                        hand = Hand.of(
                            concealed, melds=melds, flowers=bloom, win_tile=win, self_drawn=self_drawn
                        )
                    except MajiangError:
                        continue
                    method = WinMethod.SELF_DRAW if self_drawn else WinMethod.DISCARD
                    context = WinContext(
                        seat=1,
                        dealer=0,
                        method=method,
                        discarder=None if self_drawn else 2,
                        ready=True,
                        indicator=indicator,
                        facts=None if ruleset.Facts is None else ruleset.Facts(),
                    )
                    yield f"{label}, {n_wild} wild, {len(melds)} melds", (hand, context)


def indicators(ruleset: Ruleset) -> list[Tile | None]:
    rule = ruleset.wildcards()
    if rule is None or not rule.turns_up:
        return [None]
    return [None] if rule.during_play else [k for k in ruleset.tile_set.kinds if _indicates(ruleset, k)]


def _indicates(ruleset: Ruleset, kind: Tile) -> bool:
    """Whether ``kind`` may be turned up as the indicator (Fuzhou's honors are flowers there)."""
    if kind.is_flower:
        return False
    try:
        ruleset.choice(kind)
    except MajiangError:
        return False
    return True


KNOWN = os.path.join(ROOT, "benchmarks", "worst_known.txt")
"""The slowest inputs of earlier hunts, timed first (one a line: spec, a tab, the call's arguments)."""


def _known(spec: str) -> Iterator[tuple[str, Case]]:
    """The known inputs of ``spec``; a context without facts gets the region's defaults
    (``call_code`` leaves them out)."""
    scope = {"Hand": Hand, "WinContext": WinContext, "WinMethod": WinMethod, "Tile": Tile}
    ruleset = ruleset_of(spec)
    with open(KNOWN, encoding="utf-8") as lines:
        for line in lines:
            if line.startswith(spec + "\t"):
                hand, context = eval(line.partition("\t")[2], scope)  # our own file of calls
                if ruleset.Facts is not None and context.facts is None:
                    context = attrs.evolve(context, facts=ruleset.Facts())
                yield "known (earlier hunt)", (hand, context)


def _named(ruleset: Ruleset) -> Iterator[tuple[str, Case]]:
    for text, win, indicator in NAMED.get(ruleset.name, []):
        hand = Hand.parse(text, win=win, self_drawn=True)
        yield "named (issue 13)", (hand, WinContext(seat=0, dealer=0, indicator=Tile.from_str(indicator)))


def families(ruleset: Ruleset, rng: random.Random) -> Iterator[tuple[str, Case]]:
    order = indicators(ruleset)
    rng.shuffle(order)
    for indicator in order:
        wild = list(ruleset.wild_kinds(indicator))
        spare = Counter({w: ruleset.tile_set.copies(w) for w in wild})
        if indicator is not None and indicator in spare and ruleset.indicator_set_aside():
            spare[indicator] -= 1
        for label, groups in shapes(ruleset, rng):
            yield from concrete(ruleset, rng, label, groups, indicator, wild, spare)
    rule = ruleset.wildcards()
    if rule is not None and rule.during_play:  # the 宝 is only the winning tile: 摸宝
        for hand, context in corpus(ruleset, 40, seed=rng.randrange(1 << 30), max_wild=0):
            if context.self_drawn:
                yield "摸宝", (hand, attrs.evolve(context, indicator=hand.win_tile, ready=True))


# -- the hill-climb ------------------------------------------------------------------------
def mutate(ruleset: Ruleset, rng: random.Random, case: Case) -> Case | None:
    hand, context = case
    kinds = [
        k
        for k in ruleset.tile_set.kinds
        if not k.is_flower and not (ruleset.honors_are_flowers and k.is_honor)
    ]
    roll = rng.random()
    tiles = list(hand.tiles)
    win = hand.win_tile
    if roll < 0.75:
        i = rng.randrange(len(tiles))
        wild = ruleset.wild_kinds(context.indicator)
        old, tiles[i] = tiles[i], rng.choice(wild if wild and rng.random() < 0.3 else kinds)
        if old == win and win not in tiles:
            win = rng.choice(tiles)
    elif roll < 0.85:
        win = rng.choice(tiles)
    elif roll < 0.93 and indicators(ruleset) != [None]:
        context = attrs.evolve(context, indicator=rng.choice(kinds))
    else:
        drawn = not context.self_drawn
        context = attrs.evolve(
            context,
            method=WinMethod.SELF_DRAW if drawn else WinMethod.DISCARD,
            discarder=None if drawn else (context.seat + 1) % 4,
        )
        try:
            return attrs.evolve(hand, self_drawn=drawn), context
        except MajiangError:
            return None
    try:
        return Hand.of(
            tiles, melds=hand.melds, flowers=hand.flowers, win_tile=win, self_drawn=hand.self_drawn
        ), context
    except MajiangError:
        return None


@dataclass
class Worst:
    ms: float = 0.0
    case: Case | None = None
    label: str = ""
    top: list[tuple[float, str, Case]] = field(default_factory=list)

    def offer(self, ms: float, label: str, case: Case) -> None:
        if ms > self.ms:
            self.ms, self.case, self.label = ms, case, label
        if any(c == case for _, _, c in self.top):
            return
        self.top.append((ms, label, case))
        self.top.sort(key=lambda t: -t[0])
        del self.top[5:]


def climb(
    ruleset: Ruleset,
    rng: random.Random,
    start: tuple[float, str, Case],
    time_of: Callable[[Case, float], float],
    steps: int,
    deadline: float,
) -> tuple[float, str, Case]:
    ms, label, case = start
    for _ in range(steps):
        if time.process_time() > deadline:
            break
        new = mutate(ruleset, rng, case)
        if new is None or not legal(ruleset, new):
            continue
        t = time_of(new, ms)
        if t > ms:
            ms, case = t, new
            label = label if label.endswith("(climbed)") else f"{label} (climbed)"
    return ms, label, case


def hunt(spec: str, budget: float, seed: int, corpus_hands: int) -> dict[str, Worst]:
    ruleset = ruleset_of(spec)
    rng = random.Random(f"{spec}:{seed}")
    worst = {"score": Worst(), "settle": Worst(), "waits": Worst()}
    stop = time.process_time() + budget
    seeds: Iterator[tuple[str, Case]] = (
        ("corpus", c) for c in corpus(ruleset, corpus_hands, seed=seed, max_wild=8)
    )

    def score_ms(case: Case, beat: float = 0.0) -> float:
        return cpu_ms(scorer(ruleset, case), beat=beat)

    def waits_ms(case: Case, beat: float = 0.0) -> float:
        return cpu_ms(waiter(ruleset, case), beat=beat)

    def examine(label: str, case: Case) -> None:
        if not legal(ruleset, case):
            return
        worst["score"].offer(score_ms(case), label, case)
        worst["waits"].offer(waits_ms(case), label, case)

    for label, case in [*_named(ruleset), *_known(spec)]:
        examine(label, case)
    for label, case in seeds:
        examine(label, case)
        if time.process_time() > stop - 0.7 * budget:
            break
    for label, case in families(ruleset, rng):
        examine(label, case)
        if time.process_time() > stop - 0.4 * budget:
            break
    climb_until = time.process_time() + 0.3 * budget
    for start in list(worst["score"].top[:2]):
        ms, label, case = climb(ruleset, rng, start, score_ms, 400, climb_until)
        worst["score"].offer(ms, label, case)
    for start in list(worst["waits"].top[:1]):
        ms, label, case = climb(ruleset, rng, start, waits_ms, 200, stop)
        worst["waits"].offer(ms, label, case)
    for ms, label, case in worst["score"].top:  # settle the slowest scorers that win
        if ms >= CAP * 1000:
            worst["settle"].offer(ms, label, case)  # settle scores the hand: at least as slow
            continue
        try:
            if not ruleset.score(*case).can_win:
                continue
            round_ = round_of(ruleset, case)
            ruleset.settle(round_)
        except MajiangError:
            continue
        worst["settle"].offer(cpu_ms(lambda r=round_: ruleset.settle(r)), label, case)  # type: ignore[misc]
    return worst


# -- output --------------------------------------------------------------------------------
def hand_code(hand: Hand) -> str:
    concealed = "".join(str(t) for t in hand.tiles)
    from majiang.tiles import format_tiles

    parts = [repr(format_tiles(hand.tiles) if concealed else "")]
    if hand.melds:
        parts.append(f"melds={' '.join(str(m) for m in hand.melds)!r}")
    if hand.flowers:
        parts.append(f"flowers={format_tiles(hand.flowers)!r}")
    parts.append(f"win={str(hand.win_tile)!r}")
    parts.append(f"self_drawn={hand.self_drawn}")
    return f"Hand.parse({', '.join(parts)})"


def context_code(ruleset: Ruleset, context: WinContext) -> str:
    default = WinContext(seat=context.seat)
    parts = []
    for f in attrs.fields(WinContext):
        value = getattr(context, f.name)
        if f.name == "facts" and ruleset.Facts is not None and value == ruleset.Facts():
            continue
        if f.name == "seat" or value != getattr(default, f.name):
            shown = f"Tile.from_str({str(value)!r})" if isinstance(value, Tile) else repr(value)
            parts.append(f"{f.name}={shown}")
    return f"WinContext({', '.join(parts)})"


def call_code(spec: str, what: str, case: Case) -> str:
    ruleset, r = ruleset_of(spec), spec_code(spec)
    hand, context = case
    args = f"{hand_code(hand)}, {context_code(ruleset, context)}"
    if what == "waits":
        grammar = f"{r}.grammar_for({context_code(ruleset, context)}.indicator)"
        return f"waits({hand_code(hand)}.without_win(), {grammar})"
    if what == "settle":
        return f"{r}.settle(round_of({r}, ({args})))"
    return f"{r}.score({args})"


def report(results: dict[str, dict[str, Worst]], threshold: float) -> str:
    lines = [
        "| ruleset | worst score ms | worst settle ms | worst waits ms | slowest score hand | wildcards |",
        "|---|---|---|---|---|---|",
    ]
    for name, worst in results.items():
        cells = [shown_ms(worst[w].ms) if worst[w].case else "–" for w in ("score", "settle", "waits")]
        case = worst["score"].case
        shown = f"`{case[0]}`, indicator {case[1].indicator}" if case else ""
        wild = wild_count(ruleset_of(name), *case) if case else 0
        lines.append(f"| {name} | {' | '.join(cells)} | {shown} ({worst['score'].label}) | {wild} |")
    lines += [
        "",
        f"Slowest calls over {threshold:g} ms (CPU, best of 3), as code",
        "(`from majiang import *; from majiang.hands import waits`; `round_of` is in this script):",
        "",
        "```",
    ]
    for name, worst in results.items():
        for what in ("score", "settle", "waits"):
            for ms, label, case in worst[what].top:
                if ms > threshold:
                    lines.append(f"{call_code(name, what, case)}  # {name} {what} {shown_ms(ms)} ms: {label}")
    lines.append("```")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "rulesets",
        nargs="*",
        help="rulesets to hunt, as name or name:option=value,... "
        "(default: every registered one and VARIANTS)",
    )
    parser.add_argument("--budget", type=float, default=20.0, help="CPU seconds per ruleset (default 20)")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument(
        "--corpus", type=int, default=300, help="corpus hands tried per ruleset (default 300)"
    )
    parser.add_argument("--threshold", type=float, default=5.0, help="list calls slower than this, ms")
    parser.add_argument("--markdown", help="also write the tables to this file")
    parser.add_argument("--cap", type=float, default=2.0, help="CPU seconds after which a call is stopped")
    args = parser.parse_args()
    global CAP
    CAP = args.cap
    signal.signal(signal.SIGPROF, _stop)
    results = {}
    for name in args.rulesets or [*names(), *VARIANTS]:
        results[name] = hunt(name, args.budget, args.seed, args.corpus)
        w = results[name]
        print(
            f"{name}: score {w['score'].ms:.1f} ms, settle {w['settle'].ms:.1f} ms, "
            f"waits {w['waits'].ms:.1f} ms",
            file=sys.stderr,
            flush=True,
        )
    text = report(results, args.threshold)
    print(text)
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as out:
            out.write(text + "\n")


if __name__ == "__main__":
    main()
