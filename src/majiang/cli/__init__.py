"""The ``majiang`` command line (also ``python -m majiang``).

Bad input prints one line on stderr and exits with status 2, never a traceback.
Every command takes ``--json`` and then prints one JSON document whose keys are
documented in ``docs/notation.md`` and kept stable across versions.

One module per group of commands, each adding its subcommands with ``add(sub)``:
:mod:`~majiang.cli.rulesets` (``rulesets``), :mod:`~majiang.cli.hands` (``score``,
``waits``), :mod:`~majiang.cli.deal` (``deal``), :mod:`~majiang.cli.rounds`
(``settle``, ``vectors``) and :mod:`majiang.game.cli` (``selfplay``, ``replay``);
:mod:`~majiang.cli.common` holds what they share.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence

from majiang import __version__
from majiang.cli import deal, hands, rounds, rulesets
from majiang.cli.common import ArgumentError, Parser, UsageError, json_flag
from majiang.errors import MajiangError

__all__ = ["UsageError", "main"]


def _parser() -> argparse.ArgumentParser:
    parser = Parser(prog="majiang", description="Chinese regional mahjong: rules and money.")
    parser.add_argument("--version", action="version", version=f"majiang {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    for commands in (rulesets, hands, deal, rounds):
        commands.add(sub)

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
            raise ArgumentError(
                command, f"unrecognized arguments: {' '.join(extra)} (see '{command} --help')"
            )
        output = args.run(args)
        sys.stdout.write(output + "\n")
        sys.stdout.flush()
    except ArgumentError as error:
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
