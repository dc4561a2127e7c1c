"""What every command shares: the one-line errors, the parser, options, tables and JSON."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any, NoReturn

from majiang.errors import MajiangError
from majiang.rulesets import Ruleset, get
from majiang.serialize import read_json

__all__ = [
    "ArgumentError",
    "Parser",
    "UsageError",
    "json_flag",
    "number",
    "options",
    "ruleset_of",
    "table",
    "to_json",
]


class UsageError(MajiangError):
    """A command line that cannot be carried out."""


class ArgumentError(UsageError):
    """A command line argparse refused; ``prog`` names the (sub)command."""

    def __init__(self, prog: str, message: str) -> None:
        super().__init__(message)
        self.prog = prog


class Parser(argparse.ArgumentParser):
    """argparse, but a refused command line raises (one line is printed by ``main``)."""

    def error(self, message: str) -> NoReturn:
        raise ArgumentError(self.prog, f"{message} (see '{self.prog} --help')")


def table(rows: Sequence[Sequence[str]]) -> str:
    """Rows as aligned columns, two spaces apart.

    >>> print(table([["tile", "shapes"], ["5m", "pair"]]))
    tile  shapes
    5m    pair
    """
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


def options(pairs: Sequence[str]) -> dict[str, Any]:
    """``KEY=VALUE`` pairs: a value that looks like JSON is read as JSON, a bare word is text.

    >>> options(["room=open", "cap=8", "flag=true"])
    {'room': 'open', 'cap': 8, 'flag': True}
    """
    found: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"option {pair!r} is not KEY=VALUE")
        text = raw.strip()
        if text[:1] in _JSON_STARTS or text in ("true", "false", "null"):
            try:
                found[key] = read_json(raw, f"option {key}")
            except MajiangError as error:
                raise UsageError(str(error)) from None
        else:
            found[key] = raw  # a bare word (room=open): the option's text
    return found


def number(text: str) -> int:
    """A whole number written in ASCII digits (argparse's ``int`` also reads ``٣`` and ``３``)."""
    if not (text.isascii() and text.lstrip("-").isdigit()) or len(text) > 9:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number (ASCII digits)")
    return int(text)


def ruleset_of(args: argparse.Namespace) -> Ruleset:
    """The ruleset a command names, with its ``--option`` pairs."""
    return get(args.ruleset, **options(getattr(args, "option", None) or []))


def to_json(data: Any) -> str:
    """The one JSON document a command prints with ``--json``."""
    return json.dumps(data, ensure_ascii=False, indent=2)


def json_flag(command: argparse.ArgumentParser) -> None:
    """Give a command ``--json`` (every command has it; its keys are in ``docs/notation.md``)."""
    command.add_argument(
        "--json", action="store_true", help="print one JSON document (keys: docs/notation.md)"
    )
