"""The ``selfplay`` and ``replay`` commands of the ``majiang`` command line.

``majiang selfplay RULESET --rounds N --seed S --bots random|greedy|claimhappy|passive
[--log PATH] [--json]`` plays seeded rounds and prints what happened (exit 1 if a round
raised or its money did not sum to zero). ``majiang replay PATH [--json]`` re-executes a
log, checking every derived line and every settlement; on a mismatch it exits 2 naming the
line and both values.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from majiang.errors import MajiangError, ReplayError
from majiang.game.log import Log
from majiang.game.match import replay
from majiang.game.selfplay import selfplay
from majiang.rulesets import get

__all__ = ["add_commands", "cmd_replay", "cmd_selfplay"]


def _options(pairs: list[str] | None) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs or []:
        key, sep, raw = pair.partition("=")
        if not sep or not key:
            raise MajiangError(f"option {pair!r} is not KEY=VALUE")
        try:
            options[key] = json.loads(raw)
        except json.JSONDecodeError:
            options[key] = raw
    return options


def _seed(text: str) -> int | str:
    try:
        return int(text)
    except ValueError:
        return text


def cmd_selfplay(args: argparse.Namespace) -> str:
    ruleset = get(args.ruleset, **_options(args.option))
    if args.rounds < 1:
        raise MajiangError(f"--rounds must be at least 1, not {args.rounds}")
    result = selfplay(ruleset, rounds=args.rounds, seed=_seed(args.seed), bots=args.bots)
    if args.log:
        Path(args.log).write_text(result.log.dumps(), encoding="utf-8")
    stats = result.stats
    if args.json:
        text = json.dumps({**stats, "error_messages": list(result.errors)}, ensure_ascii=False)
    else:
        lines = [
            f"{stats['ruleset']}: {stats['rounds']} rounds, seed {stats['seed']}, "
            f"bots {','.join(stats['bots'])}",
            f"wins {stats['wins']}, deal-time wins {stats['deal_wins']}, draws {stats['draws']}, "
            f"errors {stats['errors']}, zero-sum violations {stats['zero_sum_violations']}",
            f"{stats['decisions']} decisions in {stats['seconds']} s ({stats['rounds_per_second']} rounds/s)",
            "actions: " + ", ".join(f"{k} {v}" for k, v in stats["actions"].items()),
            *result.errors,
        ]
        text = "\n".join(lines)
    if stats["errors"] or stats["zero_sum_violations"]:
        sys.stdout.write(text + "\n")
        raise MajiangError(
            f"{stats['errors']} rounds raised, {stats['zero_sum_violations']} did not sum to zero"
            + (f"; first: {result.errors[0]}" if result.errors else "")
        )
    return text


def cmd_replay(args: argparse.Namespace) -> str:
    text = Path(args.path).read_text(encoding="utf-8")
    log = Log.loads(text)
    result = replay(log, check=False)
    mismatches = [
        {"line": line, "logged": logged, "replayed": replayed} for line, logged, replayed in result.mismatches
    ]
    nets = [list(t.settlement.nets) for t in result.tables if t.settlement is not None]
    if args.json:
        out = json.dumps(
            {"rounds": len(result.tables), "mismatches": mismatches, "nets": nets}, ensure_ascii=False
        )
    else:
        out = f"{len(result.tables)} rounds replayed, {len(mismatches)} mismatches"
    if mismatches:
        sys.stdout.write(out + "\n")
        first = mismatches[0]
        logged = json.dumps(first["logged"], ensure_ascii=False)
        replayed = json.dumps(first["replayed"], ensure_ascii=False)
        raise ReplayError(
            f"{args.path} line {first['line']}: the log says {logged} but the replay gives {replayed}"
        )
    return out


def add_commands(sub: Any, json_flag: Callable[[argparse.ArgumentParser], None]) -> None:
    """Register ``selfplay`` and ``replay`` on the ``majiang`` command's subparsers."""
    play = sub.add_parser("selfplay", help="play seeded rounds with bots; log and statistics")
    play.add_argument("ruleset")
    play.add_argument("--rounds", type=int, default=10, help="rounds to play (default 10)")
    play.add_argument("--seed", default="0", help="the seed of every random stream (default 0)")
    play.add_argument(
        "--bots", default="random", help="random, greedy, claimhappy, passive, or four of them: a,b,c,d"
    )
    play.add_argument("--log", help="write the majiang.log/1 log here")
    play.add_argument("--option", action="append", metavar="KEY=VALUE", help="a ruleset option (repeatable)")
    json_flag(play)
    play.set_defaults(run=cmd_selfplay)
    again = sub.add_parser("replay", help="re-execute a majiang.log/1 log and check every line")
    again.add_argument("path")
    json_flag(again)
    again.set_defaults(run=cmd_replay)
