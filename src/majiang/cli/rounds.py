"""``majiang settle`` and ``majiang vectors``: whole rounds, read from JSON or written for ports."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from majiang.cli.common import UsageError, json_flag, ruleset_of, table, to_json
from majiang.errors import MajiangError
from majiang.serialize import dump_settlement, load_round
from majiang.settlement import Settlement

__all__ = ["add", "cmd_settle", "cmd_vectors", "render_settlement"]


def render_settlement(settlement: Settlement) -> str:
    """A settlement as text: its notes, each transfer with its items, the nets."""
    rows = [["payer", "payee", "amount", "reason", "items"]]
    rows.extend(
        [f"seat {t.payer}", f"seat {t.payee}", str(t.amount), t.reason.value, "; ".join(t.lines)]
        for t in settlement.transfers
    )
    nets = ", ".join(f"seat {s} {n:+d}" for s, n in enumerate(settlement.nets))
    body = table(rows) if settlement.transfers else "no transfers"
    return "\n".join([*settlement.notes, body, f"nets: {nets}"])


def cmd_settle(args: argparse.Namespace) -> str:
    path = Path(args.round)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise UsageError(f"cannot read {str(path)!r}: {error.strerror}") from None
    except UnicodeDecodeError as error:
        raise UsageError(
            f"cannot read {str(path)!r}: not UTF-8 text ({error.reason} at byte {error.start})"
        ) from None
    round_, ruleset = load_round(text)
    settlement = ruleset.settle(round_)
    try:
        dealer, lianzhuang = ruleset.next_deal(round_, settlement)
        next_deal: dict[str, Any] = {"dealer": dealer, "lianzhuang": lianzhuang}
        line = f"next deal: seat {dealer} deals, 连庄 {lianzhuang}"
    except MajiangError as error:
        next_deal = {"error": str(error)}
        line = f"next deal: cannot tell ({error})"
    if args.json:
        document = {**dump_settlement(settlement), "next_deal": next_deal}
        return to_json(document)
    return render_settlement(settlement) + "\n" + line


def cmd_vectors(args: argparse.Namespace) -> str:
    from majiang.vectors import write_vectors

    ruleset = ruleset_of(args)
    written = write_vectors(ruleset, Path(args.output))
    if args.json:
        return to_json(
            {"ruleset": ruleset.name, "directory": args.output, "written": [str(p) for p in written]}
        )
    return f"wrote {len(written)} vectors to {args.output}"


def add(sub: Any) -> None:
    """Add ``settle`` and ``vectors`` to the subcommands ``sub``."""
    settle = sub.add_parser("settle", help="settle a round given as JSON")
    settle.add_argument("round", help="a majiang.round/1 JSON file")
    json_flag(settle)
    settle.set_defaults(run=cmd_settle)

    vectors = sub.add_parser("vectors", help="write test vectors for ports")
    vectors.add_argument("ruleset")
    vectors.add_argument("-o", "--output", required=True, help="directory to write into")
    vectors.add_argument("--option", action="append", metavar="KEY=VALUE")
    json_flag(vectors)
    vectors.set_defaults(run=cmd_vectors)
