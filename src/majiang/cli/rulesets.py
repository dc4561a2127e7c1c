"""``majiang rulesets``: the registered regions, their tiles, wildcards and hand size."""

from __future__ import annotations

import argparse
from typing import Any

from majiang.cli.common import json_flag, table, to_json
from majiang.rulesets import RULESETS, Ruleset

__all__ = ["add", "cmd_rulesets", "rulesets_json", "wildcard_name"]


def wildcard_name(ruleset: Ruleset) -> str | None:
    """The name of the ruleset's wildcard procedure, ``None`` if it has none."""
    rule = ruleset.wildcards()
    return rule.name if rule is not None else None


def rulesets_json() -> dict[str, Any]:
    return {
        "rulesets": [
            {
                "name": ruleset.name,
                "chinese": ruleset.chinese,
                "english": ruleset.english,
                "tiles": ruleset.tile_set.size,
                "tile_set": ruleset.tile_set.name,
                "wildcards": wildcard_name(ruleset()),
                "hand_size": ruleset.hand_size,
            }
            for ruleset in RULESETS
        ]
    }


def cmd_rulesets(args: argparse.Namespace) -> str:
    if args.json:
        return to_json(rulesets_json())
    rows = [["name", "中文", "region", "tiles", "wildcards", "hand"]]
    for ruleset in RULESETS:
        rows.append(
            [
                ruleset.name,
                ruleset.chinese,
                ruleset.english,
                f"{ruleset.tile_set.size} ({ruleset.tile_set.name})",
                wildcard_name(ruleset()) or "-",
                str(ruleset.hand_size),
            ]
        )
    return table(rows)


def add(sub: Any) -> None:
    """Add ``rulesets`` to the subcommands ``sub``."""
    rulesets = sub.add_parser("rulesets", help="list the regions")
    json_flag(rulesets)
    rulesets.set_defaults(run=cmd_rulesets)
