"""``majiang deal``: a seeded deal under a ruleset's play rules, with its wildcards."""

from __future__ import annotations

import argparse
from typing import Any

from majiang.cli.common import json_flag, number, ruleset_of, to_json
from majiang.rulesets.playrules import Reveal
from majiang.tiles import Tile, format_tiles
from majiang.tiles.wall import Wall

__all__ = ["add", "cmd_deal"]


def cmd_deal(args: argparse.Namespace) -> str:
    ruleset = ruleset_of(args)
    play = ruleset.play
    break_by = play.break_by if play is not None else "total"
    wall = Wall.build(
        ruleset.tile_set, seed=args.seed, dealer=args.dealer, reserve=ruleset.reserve, break_by=break_by
    )
    deal = wall.deal(ruleset.hand_size)
    hands = [list(deal.hand(seat)) for seat in range(4)]
    flowers: list[tuple[Tile, ...]] = [(), (), (), ()]
    wildcards: dict[str, Any] | None = None
    head = f"{ruleset.name} {ruleset.chinese}, seed {args.seed}: dice {wall.dice}, dealer seat {args.dealer}"
    if break_by != "total" and wall.opening is not None:
        head += f", the break counted by the {break_by} die ({wall.opening.counted})"
    lines = [head]
    rule = ruleset.wildcards()
    choice = None
    # a wildcard revealed before the flower loop (Reveal.BEFORE_FLOWERS): its flowers are no flowers
    early = play is not None and play.reveal is Reveal.BEFORE_FLOWERS
    if rule is not None and not rule.during_play and early:
        choice = rule.choose(wall)
        lines.append(f"wildcards {rule.name}: {choice}")
    wild = frozenset(choice.wilds) if choice is not None else frozenset()
    if any(t.is_flower for t in ruleset.tile_set.kinds):
        replaced = wall.replace_flowers(deal, is_flower=lambda t: t.is_flower and t not in wild)
        hands = [list(replaced.hand(seat)) for seat in range(4)]
        flowers = [tuple(replaced.flowers[seat]) for seat in range(4)]
        for seat in range(4):
            if replaced.flowers[seat]:
                lines.append(f"seat {seat} sets aside flowers {format_tiles(replaced.flowers[seat])}")
    if rule is None:
        lines.append("wildcards: none")
    elif rule.during_play:
        lines.append(f"wildcards {rule.name}: chosen during play, not at the deal")
        wildcards = {
            "family": rule.name,
            "during_play": True,
            "indicator": None,
            "wilds": [],
            "account": "chosen during play, not at the deal",
        }
    else:
        if choice is None:
            choice = rule.choose(wall)
            lines.append(f"wildcards {rule.name}: {choice}")
        wildcards = {
            "family": rule.name,
            "during_play": False,
            "indicator": str(choice.indicator) if choice.indicator is not None else None,
            "wilds": [str(t) for t in choice.wilds],
            "account": choice.account,
        }
    if args.json:
        return to_json(
            {
                "ruleset": ruleset.name,
                "seed": args.seed,
                "dealer": args.dealer,
                "dice": [wall.dice.first, wall.dice.second],
                "wildcards": wildcards,
                "seats": [
                    {
                        "seat": seat,
                        "tiles": format_tiles(sorted(hand)),
                        "flowers": format_tiles(flowers[seat]),
                    }
                    for seat, hand in enumerate(hands)
                ],
                "remaining": wall.remaining,
            }
        )
    for seat, hand in enumerate(hands):
        tiles = sorted(hand)
        lines.append(f"seat {seat}: {format_tiles(tiles)}  {format_tiles(tiles, 'unicode')}")
    lines.append(f"{wall.remaining} tiles left in the wall")
    return "\n".join(lines)


def add(sub: Any) -> None:
    """Add ``deal`` to the subcommands ``sub``."""
    deal = sub.add_parser("deal", help="a seeded deal")
    deal.add_argument("ruleset")
    deal.add_argument("--seed", required=True, help="the seed (same seed, same deal)")
    deal.add_argument("--dealer", type=number, default=0)
    deal.add_argument("--option", action="append", metavar="KEY=VALUE")
    json_flag(deal)
    deal.set_defaults(run=cmd_deal)
