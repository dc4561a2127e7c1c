"""The ``majiang`` command line (also ``python -m majiang``).

Bad input prints one line on stderr and exits with status 2, never a traceback.
Every command takes ``--json`` and then prints one JSON document whose keys are
documented in ``docs/notation.md`` and kept stable across versions.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from majiang import __version__
from majiang.errors import MajiangError
from majiang.hands import Hand, shanten, waits
from majiang.rulesets import RULESETS, Ruleset, get
from majiang.rulesets.playrules import Reveal
from majiang.scoring import Score, WinContext, WinMethod
from majiang.serialize import dump_settlement, load_round, read_json
from majiang.settlement import Settlement
from majiang.tiles import Tile, format_tiles, parse_tiles
from majiang.tiles.wall import Wall

__all__ = ["main"]


class UsageError(MajiangError):
    """A command line that cannot be carried out."""


class _ArgumentError(UsageError):
    """A command line argparse refused; ``prog`` names the (sub)command."""

    def __init__(self, prog: str, message: str) -> None:
        super().__init__(message)
        self.prog = prog


class _Parser(argparse.ArgumentParser):
    """argparse, but a refused command line raises (one line is printed by :func:`main`)."""

    def error(self, message: str) -> NoReturn:
        raise _ArgumentError(self.prog, f"{message} (see '{self.prog} --help')")


def _table(rows: Sequence[Sequence[str]]) -> str:
    widths = [max(_width(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [cell + " " * (width - _width(cell)) for cell, width in zip(row, widths, strict=True)]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def _width(text: str) -> int:
    """Display width: CJK characters and tile glyphs take two columns."""
    return sum(2 if ord(ch) >= 0x1100 and not 0xFE00 <= ord(ch) <= 0xFE0F else 1 for ch in text)


_JSON_STARTS = frozenset('[{"-0123456789')


def _options(pairs: Sequence[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"option {pair!r} is not KEY=VALUE")
        text = raw.strip()
        if text[:1] in _JSON_STARTS or text in ("true", "false", "null"):
            try:
                options[key] = read_json(raw, f"option {key}")
            except MajiangError as error:
                raise UsageError(str(error)) from None
        else:
            options[key] = raw  # a bare word (room=open): the option's text
    return options


def _number(text: str) -> int:
    """A whole number written in ASCII digits (argparse's ``int`` also reads ``٣`` and ``３``)."""
    if not (text.isascii() and text.lstrip("-").isdigit()) or len(text) > 9:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number (ASCII digits)")
    return int(text)


def _ruleset(args: argparse.Namespace) -> Ruleset:
    return get(args.ruleset, **_options(getattr(args, "option", None) or []))


def _json(data: Any) -> str:
    """The one JSON document a command prints with ``--json``."""
    return json.dumps(data, ensure_ascii=False, indent=2)


# -- commands --------------------------------------------------------------------------


def _wildcard_name(ruleset: Ruleset) -> str | None:
    rule = ruleset.wildcards()
    return rule.name if rule is not None else None


def _rulesets_json() -> dict[str, Any]:
    return {
        "rulesets": [
            {
                "name": ruleset.name,
                "chinese": ruleset.chinese,
                "english": ruleset.english,
                "tiles": ruleset.tile_set.size,
                "tile_set": ruleset.tile_set.name,
                "wildcards": _wildcard_name(ruleset()),
                "hand_size": ruleset.hand_size,
            }
            for ruleset in RULESETS
        ]
    }


def cmd_rulesets(args: argparse.Namespace) -> str:
    if args.json:
        return _json(_rulesets_json())
    rows = [["name", "中文", "region", "tiles", "wildcards", "hand"]]
    for ruleset in RULESETS:
        rows.append(
            [
                ruleset.name,
                ruleset.chinese,
                ruleset.english,
                f"{ruleset.tile_set.size} ({ruleset.tile_set.name})",
                _wildcard_name(ruleset()) or "-",
                str(ruleset.hand_size),
            ]
        )
    return _table(rows)


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


def _score_json(score: Score) -> dict[str, Any]:
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
    if not score.can_win:
        return f"can not win: {score.reason}"
    lines = [f"arrangement: {score.arrangement}", ""]
    rows = [["item", "", "value"]]
    rows.extend(
        [a.item.chinese, a.item.english + (f" ×{a.count}" if a.count != 1 else ""), f"{a.value}{a.item.unit}"]
        for a in score.awards
    )
    lines.append(_table(rows))
    lines.append("")
    rows = [["payer", "pays", "working"]]
    rows.extend([f"seat {p.payer}", str(p.amount), p.working] for p in score.payments)
    rows.append(["total", str(score.total), ""])
    lines.append(_table(rows))
    return "\n".join(lines)


def cmd_score(args: argparse.Namespace) -> str:
    ruleset = _ruleset(args)
    score = ruleset.score(_hand(args, winning=True), _context(args))
    if args.json:
        return _json(_score_json(score))
    return render_score(score)


def cmd_waits(args: argparse.Namespace) -> str:
    ruleset = _ruleset(args)
    hand = _hand(args, winning=False)
    indicator = Tile.from_str(args.indicator) if args.indicator else None
    ruleset.check_hand(hand, indicator=indicator)
    grammar = ruleset.grammar_for(indicator)
    found = waits(hand, grammar)
    if args.json:
        return _json(
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
    text = _table(rows)
    if found.any_tile:
        text += "\na wildcard waits alone: every tile wins"
    return text


def cmd_deal(args: argparse.Namespace) -> str:
    ruleset = _ruleset(args)
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
    # a wildcard revealed before the flower loop (Ningbo's 百搭): its flowers are no flowers
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
        return _json(
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


def render_settlement(settlement: Settlement) -> str:
    rows = [["payer", "payee", "amount", "reason", "items"]]
    rows.extend(
        [f"seat {t.payer}", f"seat {t.payee}", str(t.amount), t.reason.value, "; ".join(t.lines)]
        for t in settlement.transfers
    )
    nets = ", ".join(f"seat {s} {n:+d}" for s, n in enumerate(settlement.nets))
    body = _table(rows) if settlement.transfers else "no transfers"
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
        return _json(document)
    return render_settlement(settlement) + "\n" + line


def cmd_vectors(args: argparse.Namespace) -> str:
    from majiang.vectors import write_vectors

    ruleset = _ruleset(args)
    written = write_vectors(ruleset, Path(args.output))
    if args.json:
        return _json(
            {"ruleset": ruleset.name, "directory": args.output, "written": [str(p) for p in written]}
        )
    return f"wrote {len(written)} vectors to {args.output}"


# -- parser ------------------------------------------------------------------------------


def json_flag(command: argparse.ArgumentParser) -> None:
    """Give a command ``--json`` (every command has it; its keys are in ``docs/notation.md``)."""
    command.add_argument(
        "--json", action="store_true", help="print one JSON document (keys: docs/notation.md)"
    )


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="majiang", description="Chinese regional mahjong: rules and money.")
    parser.add_argument("--version", action="version", version=f"majiang {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    rulesets = sub.add_parser("rulesets", help="list the regions")
    json_flag(rulesets)
    rulesets.set_defaults(run=cmd_rulesets)

    def hand_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("ruleset")
        p.add_argument("hand", help="concealed tiles, e.g. 123m456p789s1122z (with the winning tile)")
        p.add_argument("--melds", nargs="*", help="exposed melds: 345s 777z 1111m+ (2222p) 345s@3")
        p.add_argument("--flowers", help="flowers set aside, e.g. 1f5f")
        p.add_argument("--indicator", help="the turned-up wildcard indicator")
        p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a ruleset option (repeatable)")

    score = sub.add_parser("score", help="score a winning hand")
    hand_args(score)
    score.add_argument("--win-tile", help="the winning tile (default: the last tile written)")
    how = score.add_mutually_exclusive_group()
    how.add_argument("--self-draw", action="store_true", help="won by self-draw (default)")
    how.add_argument("--discard-from", type=_number, metavar="SEAT", help="won on this seat's discard")
    score.add_argument(
        "--robbed-kong", action="store_true", help="with --discard-from: robbed that seat's kong"
    )
    score.add_argument("--kong-replacement", action="store_true", help="won on a kong replacement tile")
    score.add_argument("--first-draw", action="store_true", help="the deal's first tiles won (天胡)")
    score.add_argument("--last-tile", action="store_true", help="won on the wall's last tile")
    score.add_argument("--seat", type=_number, default=0, help="the winner's seat (default 0)")
    score.add_argument("--dealer", type=_number, default=0, help="the dealer's seat (default 0)")
    score.add_argument("--lianzhuang", type=_number, default=0, help="dealer's consecutive stays")
    score.add_argument("--ready", action="store_true", help="the winner had declared ready")
    json_flag(score)
    score.set_defaults(run=cmd_score)

    waits_p = sub.add_parser("waits", help="the waits of a waiting hand, or its shanten")
    hand_args(waits_p)
    json_flag(waits_p)
    waits_p.set_defaults(run=cmd_waits)

    deal = sub.add_parser("deal", help="a seeded deal")
    deal.add_argument("ruleset")
    deal.add_argument("--seed", required=True, help="the seed (same seed, same deal)")
    deal.add_argument("--dealer", type=_number, default=0)
    deal.add_argument("--option", action="append", metavar="KEY=VALUE")
    json_flag(deal)
    deal.set_defaults(run=cmd_deal)

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

    from majiang.game.cli import add_commands  # selfplay, replay

    add_commands(sub, json_flag)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    Every failure prints one line on stderr naming the command and the problem and
    returns 2; nothing prints a traceback.
    """
    command = "majiang"
    try:
        args, extra = _parser().parse_known_args(argv)
        command = f"majiang {args.command}"
        if extra:
            raise _ArgumentError(
                command, f"unrecognized arguments: {' '.join(extra)} (see '{command} --help')"
            )
        output = args.run(args)
        sys.stdout.write(output + "\n")
        sys.stdout.flush()
    except _ArgumentError as error:
        return _fail(error.prog, str(error))
    except MajiangError as error:
        return _fail(command, str(error))
    except BrokenPipeError:
        _silence_stdout()
        return _fail(command, "output closed before it was all written (broken pipe)")
    except OSError as error:
        where = f" {str(error.filename)!r}" if error.filename is not None else ""
        return _fail(command, f"cannot use{where}: {error.strerror or error}")
    except RecursionError:
        return _fail(command, "input nested too deeply")
    except KeyboardInterrupt:
        _fail(command, "interrupted")
        return 130
    except Exception as error:  # a bug: still one line, naming it, never a traceback
        return _fail(command, f"internal error {type(error).__name__}: {str(error)[:200]} (please report it)")
    return 0


def _fail(command: str, message: str) -> int:
    line = " ".join(message.split())  # one line, whatever the message holds
    with contextlib.suppress(OSError):
        print(f"{command}: {line}", file=sys.stderr)
    return 2


def _silence_stdout() -> None:
    """After a broken pipe, point stdout at /dev/null so the interpreter's final flush
    does not complain."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # not a real file (e.g. under a test's capture)
        pass
