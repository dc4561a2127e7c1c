"""Exceptions raised for malformed or impossible input.

Every error is a :class:`ValueError` subclass whose message quotes the offending
input, so ``except ValueError`` catches them all and the message alone says what
to fix.

>>> from majiang.tiles import parse_tiles
>>> parse_tiles("123x")
Traceback (most recent call last):
...
majiang.errors.TileError: unknown suit letter 'x' at position 3 in '123x'
"""

from __future__ import annotations

__all__ = [
    "HandError",
    "IllegalActionError",
    "InvalidActionError",
    "MajiangError",
    "MeldError",
    "ReplayError",
    "RoundError",
    "RulesetError",
    "TileError",
    "TileSetError",
    "WallError",
]


class MajiangError(ValueError):
    """Base class of every input error raised by majiang."""


class TileError(MajiangError):
    """A tile string that does not parse, or a tile that does not exist."""


class TileSetError(MajiangError):
    """Tiles that a tile set cannot hold: a kind it lacks, or too many copies."""


class MeldError(MajiangError):
    """A meld that is not a meld (``124m`` as a sequence, a claimed wildcard, ...)."""


class HandError(MajiangError):
    """A hand whose size or composition no grammar can accept."""


class WallError(MajiangError):
    """A wall operation that is impossible (drawing from an empty wall, bad dice)."""


class RulesetError(MajiangError):
    """An unknown ruleset, an unknown option, or an option value out of range."""


class RoundError(MajiangError):
    """A round description that cannot have happened (bad seat, wrong hand size, ...)."""


class InvalidActionError(MajiangError):
    """A malformed game action: not an action, or a field that can not be (a bad tile, seat...)."""


class IllegalActionError(MajiangError):
    """A well-formed game action that the table does not allow now; the message lists the legal ones."""


class ReplayError(MajiangError):
    """A game log that does not replay: the line and both values are named."""
