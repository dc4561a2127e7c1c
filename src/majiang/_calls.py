"""The one check of how a public value type is called (:func:`checked_call`).

attrs' generated ``__init__`` lets Python refuse a bad call with a :class:`TypeError`
(an unknown keyword, a missing one, positional arguments); a validator or converter
that meets a value of the wrong kind may raise :class:`TypeError`, :class:`KeyError`,
:class:`AttributeError` or :class:`IndexError`. :func:`checked_call` wraps the class's
``__init__`` so each of these leaves as the class's :mod:`majiang.errors` error, naming
the keyword (and listing the accepted ones) or quoting the input. A valid call pays one
Python call more (~0.1 µs); the signature is worked out only when a call has failed.

>>> import attrs
>>> @checked_call
... @attrs.frozen(kw_only=True)
... class Example:
...     seat: int
...     count: int = 0
>>> Example(seats=1)
Traceback (most recent call last):
...
majiang.errors.MajiangError: Example has no field 'seats'; it takes seat=, count=
>>> Example()
Traceback (most recent call last):
...
majiang.errors.MajiangError: Example needs seat= (missing); it takes seat=, count=
>>> Example(1)
Traceback (most recent call last):
...
majiang.errors.MajiangError: Example takes keywords only (seat=, count=), got positional 1
"""

from __future__ import annotations

import functools
import inspect
import reprlib
from collections.abc import Callable
from typing import Any, TypeVar, cast

from majiang.errors import (
    HandError,
    InvalidActionError,
    MajiangError,
    MeldError,
    ReplayError,
    RoundError,
    RulesetError,
    TileError,
    WallError,
)

__all__ = ["checked_call", "shown", "unchecked_init"]

T = TypeVar("T", bound=Callable[..., Any])

_ERRORS: tuple[tuple[str, type[MajiangError]], ...] = (
    # longest prefix first: the error class of a value type's module
    ("majiang.tiles.wall", WallError),
    ("majiang.tiles.dice", WallError),
    ("majiang.tiles", TileError),
    ("majiang.hands.meld", MeldError),
    ("majiang.hands", HandError),
    ("majiang.scoring", RoundError),
    ("majiang.settlement", RoundError),
    ("majiang.game.actions", InvalidActionError),
    ("majiang.game.log", ReplayError),
    ("majiang.game.replays", ReplayError),
    ("majiang.game", RoundError),
    ("majiang.rulesets", RulesetError),
)
_FAILURES = (TypeError, KeyError, AttributeError, IndexError)
_SHOW = reprlib.Repr()
_SHOW.maxstring = _SHOW.maxother = 80


def shown(value: object) -> str:
    """``repr(value)``, cut short for a message (a long list, a big object)."""
    return _SHOW.repr(value)


def _error_for(target: Callable[..., Any]) -> type[MajiangError]:
    module = target.__module__
    for prefix, error in _ERRORS:
        if module == prefix or module.startswith(prefix + "."):
            return error
    return MajiangError


def checked_call(target: T) -> T:
    """Wrap a class's ``__init__`` (or a function) so a bad call raises its :mod:`majiang.errors` error."""
    error = _error_for(target)
    if not isinstance(target, type):

        @functools.wraps(target)
        def call(*args: Any, **kwargs: Any) -> Any:
            try:
                return target(*args, **kwargs)
            except _FAILURES as problem:
                raise _explain(target.__name__, target, 0, error, args, kwargs, problem) from problem

        return cast("T", call)
    init: Callable[..., None] = target.__init__  # type: ignore[misc]

    @functools.wraps(init)
    def __init__(self: object, *args: Any, **kwargs: Any) -> None:
        try:
            init(self, *args, **kwargs)
        except _FAILURES as problem:
            raise _explain(type(self).__name__, init, 1, error, args, kwargs, problem) from problem

    target.__init__ = __init__  # type: ignore[misc]
    return target


def unchecked_init(cls: type) -> Callable[..., None]:
    """The ``__init__`` :func:`checked_call` wrapped: for a builder of the class that has
    checked its call already (``Hand.of``), so the hot path pays no extra Python call."""
    init: Callable[..., None] = cls.__init__.__wrapped__  # type: ignore[misc]
    return init


def _explain(
    name: str,
    function: Callable[..., Any],
    bound: int,
    error: type[MajiangError],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    problem: Exception,
) -> MajiangError:
    """The error for a failed call: the keyword named, or the input and the problem quoted."""
    signature = inspect.signature(function)
    parameters = list(signature.parameters.values())[bound:]
    takes = ", ".join(f"{p.name}=" for p in parameters if not p.name.startswith("_")) or "no arguments"
    try:
        signature.bind(*(None,) * bound, *args, **kwargs)
    except TypeError:
        keywords = {p.name for p in parameters if p.kind is not p.POSITIONAL_ONLY}
        unknown = [key for key in kwargs if key not in keywords]
        if unknown:
            what = "field" if bound else "argument"
            return error(f"{name} has no {what} {unknown[0]!r}; it takes {takes}")
        positional = [p.name for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        if len(args) > len(positional):
            given = ", ".join(map(shown, args))
            if not parameters:
                return error(f"{name} takes no arguments, got positional {given}")
            first = f"{', '.join(positional)} then " if positional else ""
            return error(f"{name} takes {first}keywords only ({takes}), got positional {given}")
        missing = [
            p.name
            for p in parameters[len(args) :]
            if p.default is p.empty
            and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
            and p.name not in kwargs
        ]
        if missing:
            return error(f"{name} needs {'=, '.join(missing)}= (missing); it takes {takes}")
    given = ", ".join([*map(shown, args), *(f"{key}={shown(value)}" for key, value in kwargs.items())])
    return error(f"{name}({given}): {type(problem).__name__}: {problem}")
