"""``majiang score`` and ``majiang waits``: one hand, written as text, under a ruleset."""

from __future__ import annotations

import argparse
from typing import Any

from majiang.cli.common import UsageError, json_flag, number, ruleset_of, table, to_json
from majiang.hands import Hand, shanten, waits
from majiang.scoring import Score, WinContext, WinMethod
from majiang.tiles import Tile, parse_tiles

__all__ = ["add", "cmd_score", "cmd_waits", "render_score", "score_json"]


def _hand(args: argparse.Namespace, *, winning: bool) -> Hand:
    hand = Hand.parse(args.hand, melds=" ".join(args.melds or []), flowers=args.flowers or "")
    if not winning:
        return hand
    if args.win_tile is not None:
        win = Tile.from_str(args.win_tile)
    elif hand.tiles:
        win = parse_tiles(args.hand)[-1]
    else:
        raise UsageError(f"hand {args.hand!r} has no tiles")
    return Hand.of(
        hand.tiles, melds=hand.melds, flowers=hand.flowers, win_tile=win, self_drawn=args.discard_from is None
    )


def _context(args: argparse.Namespace) -> WinContext:
    if args.robbed_kong and args.discard_from is None:
        raise UsageError("--robbed-kong needs --discard-from SEAT (the seat whose kong was robbed)")
    if args.kong_replacement and args.discard_from is not None:
        raise UsageError("--kong-replacement is a self-draw: it can not come with --discard-from")
    if args.robbed_kong and args.kong_replacement:
        raise UsageError("--robbed-kong and --kong-replacement are two different wins")
    if args.discard_from is not None:
        method = WinMethod.ROBBED_KONG if args.robbed_kong else WinMethod.DISCARD
    else:
        method = WinMethod.KONG_REPLACEMENT if args.kong_replacement else WinMethod.SELF_DRAW
    return WinContext(
        seat=args.seat,
        dealer=args.dealer,
        method=method,
        discarder=args.discard_from,
        first_draw=args.first_draw,
        last_tile=args.last_tile,
        lianzhuang=args.lianzhuang,
        ready=args.ready,
        indicator=Tile.from_str(args.indicator) if args.indicator else None,
    )


def score_json(score: Score) -> dict[str, Any]:
    """The ``--json`` document of ``majiang score`` (keys: ``docs/notation.md``)."""
    return {
        "ruleset": score.ruleset,
        "seat": score.context.seat,
        "can_win": score.can_win,
        "reason": score.reason,
        "arrangement": str(score.arrangement) if score.arrangement else None,
        "items": [
            {
                "key": a.item.key,
                "chinese": a.item.chinese,
                "english": a.item.english,
                "count": a.count,
                "value": a.value,
                "unit": a.item.unit,
            }
            for a in score.awards
        ],
        "payments": [{"payer": p.payer, "amount": p.amount, "working": p.working} for p in score.payments],
        "total": score.total,
    }


def render_score(score: Score) -> str:
    """A score as text: the arrangement, the items, each payer's amount and working."""
    if not score.can_win:
        return f"can not win: {score.reason}"
    lines = [f"arrangement: {score.arrangement}", ""]
    rows = [["item", "", "value"]]
    rows.extend(
        [a.item.chinese, a.item.english + (f" ×{a.count}" if a.count != 1 else ""), f"{a.value}{a.item.unit}"]
        for a in score.awards
    )
    lines.append(table(rows))
    lines.append("")
    rows = [["payer", "pays", "working"]]
    rows.extend([f"seat {p.payer}", str(p.amount), p.working] for p in score.payments)
    rows.append(["total", str(score.total), ""])
    lines.append(table(rows))
    return "\n".join(lines)


def cmd_score(args: argparse.Namespace) -> str:
    ruleset = ruleset_of(args)
    score = ruleset.score(_hand(args, winning=True), _context(args))
    if args.json:
        return to_json(score_json(score))
    return render_score(score)


def cmd_waits(args: argparse.Namespace) -> str:
    ruleset = ruleset_of(args)
    hand = _hand(args, winning=False)
    indicator = Tile.from_str(args.indicator) if args.indicator else None
    ruleset.check_hand(hand, indicator=indicator)
    grammar = ruleset.grammar_for(indicator)
    found = waits(hand, grammar)
    if args.json:
        return to_json(
            {
                "ruleset": ruleset.name,
                "hand": str(hand),
                "ready": bool(found),
                "shanten": 0 if found else shanten(hand, grammar),
                "any_tile": found.any_tile,
                "waits": [
                    {
                        "tile": str(w.tile),
                        "chinese": w.tile.chinese,
                        "shapes": sorted(s.value for s in w.shapes),
                    }
                    for w in found
                ],
            }
        )
    if not found:
        return f"not ready: shanten {shanten(hand, grammar)}"
    rows = [["tile", "", "shapes"]]
    rows.extend([str(w.tile), w.tile.chinese, ", ".join(sorted(s.value for s in w.shapes))] for w in found)
    text = table(rows)
    if found.any_tile:
        text += "\na wildcard waits alone: every tile wins"
    return text


def _hand_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("ruleset")
    p.add_argument("hand", help="concealed tiles, e.g. 123m456p789s1122z (with the winning tile)")
    p.add_argument("--melds", nargs="*", help="exposed melds: 345s 777z 1111m+ (2222p) 345s@3")
    p.add_argument("--flowers", help="flowers set aside, e.g. 1f5f")
    p.add_argument("--indicator", help="the turned-up wildcard indicator")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a ruleset option (repeatable)")


def add(sub: Any) -> None:
    """Add ``score`` and ``waits`` to the subcommands ``sub``."""
    score = sub.add_parser("score", help="score a winning hand")
    _hand_args(score)
    score.add_argument("--win-tile", help="the winning tile (default: the last tile written)")
    how = score.add_mutually_exclusive_group()
    how.add_argument("--self-draw", action="store_true", help="won by self-draw (default)")
    how.add_argument("--discard-from", type=number, metavar="SEAT", help="won on this seat's discard")
    score.add_argument(
        "--robbed-kong", action="store_true", help="with --discard-from: robbed that seat's kong"
    )
    score.add_argument("--kong-replacement", action="store_true", help="won on a kong replacement tile")
    score.add_argument("--first-draw", action="store_true", help="the deal's first tiles won (天胡)")
    score.add_argument("--last-tile", action="store_true", help="won on the wall's last tile")
    score.add_argument("--seat", type=number, default=0, help="the winner's seat (default 0)")
    score.add_argument("--dealer", type=number, default=0, help="the dealer's seat (default 0)")
    score.add_argument("--lianzhuang", type=number, default=0, help="dealer's consecutive stays")
    score.add_argument("--ready", action="store_true", help="the winner had declared ready")
    json_flag(score)
    score.set_defaults(run=cmd_score)

    waits_p = sub.add_parser("waits", help="the waits of a waiting hand, or its shanten")
    _hand_args(waits_p)
    json_flag(waits_p)
    waits_p.set_defaults(run=cmd_waits)
