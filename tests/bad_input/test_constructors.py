"""Every public value type refuses a bad call with its :mod:`majiang.errors` class.

The types are read from the public ``__all__`` lists, so a new one is audited as
soon as it is exported: an unknown keyword is named and the accepted ones listed, a
missing keyword is named, positional arguments are quoted; wrongly typed and out of
range field values (None, text for a number, a float, a list for a tuple, a bool
for a count) are refused naming the field or quoting the value.
"""

from __future__ import annotations

import enum
import importlib
import inspect
from typing import Any

import attrs
import pytest

from majiang._calls import _error_for
from majiang.errors import (
    InvalidActionError,
    MajiangError,
    ReplayError,
    RoundError,
    RulesetError,
    TileError,
    WallError,
)
from majiang.game import play, replay, selfplay, settle
from majiang.hands import Hand, Meld, ShapeGrammar
from majiang.rulesets import Claims
from majiang.scoring import WinContext
from majiang.settlement import cap, floor, liability, reroute, top_cap
from majiang.tiles import Dice, Tile
from tests.bad_input.corpus import case, check

PACKAGES = (
    "majiang",
    "majiang.tiles",
    "majiang.hands",
    "majiang.scoring",
    "majiang.settlement",
    "majiang.game",
    "majiang.rulesets",
)
NOT_VALUES = ("Bot", "Ruleset")  # bases to subclass (a bot, a region), not values to build


def _public_types() -> dict[str, type]:
    found: dict[type, str] = {}
    for package in PACKAGES:
        module = importlib.import_module(package)
        for name in module.__all__:
            value = getattr(module, name)
            if (
                isinstance(value, type)
                and not issubclass(value, (enum.Enum, BaseException))
                and name not in NOT_VALUES
                and value not in found
            ):
                found[value] = f"{value.__module__}.{value.__qualname__}"
    return {label: cls for cls, label in found.items()}


TYPES = _public_types()


def _keywords(cls: type) -> list[inspect.Parameter]:
    parameters = list(inspect.signature(cls).parameters.values())
    return [p for p in parameters if not p.name.startswith("_")]


def test_the_audit_sees_the_value_types() -> None:
    for name in ("majiang.tiles.tile.Tile", "majiang.hands.hand.Hand", "majiang.scoring.context.WinContext"):
        assert name in TYPES
    assert len(TYPES) == 57


@pytest.mark.parametrize("cls", TYPES.values(), ids=TYPES.keys())
def test_unknown_keyword_is_named_and_the_accepted_ones_listed(cls: type) -> None:
    with pytest.raises(MajiangError) as info:
        cls(no_such_field=1)
    assert isinstance(info.value, _error_for(cls))
    message = str(info.value)
    assert f"{cls.__name__} has no field 'no_such_field'" in message
    for parameter in _keywords(cls):
        assert f"{parameter.name}=" in message


REQUIRED = {label: cls for label, cls in TYPES.items() if any(p.default is p.empty for p in _keywords(cls))}


@pytest.mark.parametrize("cls", REQUIRED.values(), ids=REQUIRED.keys())
def test_missing_keyword_is_named(cls: type) -> None:
    first = next(p.name for p in _keywords(cls) if p.default is p.empty)
    check(lambda: cls(), _error_for(cls), f"needs {first}=")


@pytest.mark.parametrize("cls", TYPES.values(), ids=TYPES.keys())
def test_positional_arguments_are_quoted(cls: type) -> None:
    marker = "positional-marker"
    args = (marker,) * (len(_keywords(cls)) + 1)
    check(lambda: cls(*args), _error_for(cls), f"got positional {marker!r}")


def test_messages_read_well() -> None:
    check(lambda: Tile("m", 1), TileError, "Tile takes keywords only (suit=, rank=), got positional 'm', 1")
    check(lambda: Dice(3, 4), WallError, "Dice takes keywords only (first=, second=), got positional 3, 4")
    check(
        lambda: WinContext(self_drawn=True),  # type: ignore[call-arg]
        RoundError,
        "WinContext has no field 'self_drawn'; it takes seat=, dealer=, method=",
    )
    check(lambda: WinContext(dealer=0), RoundError, "WinContext needs seat= (missing)")  # type: ignore[call-arg]


EXAMPLES: dict[str, Any] = {
    "Tile": Tile.from_str("1m"),
    "Dice": Dice(first=3, second=4),
    "Hand": Hand.parse("123m456p789s111z22z", win="2z"),
    "Meld": Meld.parse("123m"),
    "WinContext": WinContext(seat=0, dealer=0),
    "ShapeGrammar": ShapeGrammar(),
    "Claims": Claims(),
}
BAD_VALUES = (None, "3", 1.5, [1], True, -1, 10**6)


def _wrong_values() -> list[Any]:
    cases = []
    for name, example in EXAMPLES.items():
        cls = type(example)
        for field in attrs.fields(cls):
            if not field.init:
                continue
            current = getattr(example, field.name)
            for bad in BAD_VALUES:
                if bad == current and type(bad) is type(current):
                    continue

                def call(example: Any = example, alias: str = field.alias, bad: Any = bad) -> Any:
                    return attrs.evolve(example, **{alias: bad})

                cases.append(
                    pytest.param(call, _error_for(cls), field.alias, bad, id=f"{name}.{field.alias}={bad!r}")
                )
    return cases


VALID = {
    # values of the sweep that are right for their field, so accepted
    "Hand.win_tile=None": "a hand not won yet",
    "ShapeGrammar.pair_ranks=[1]": "a collection of ranks, kept as a frozenset",
    "ShapeGrammar.instant_wilds=1000000": "a count: never reached, so no instant win",
    **dict.fromkeys(
        [
            f"{name}={True!r}"
            for name in (
                "Hand.self_drawn",
                "Meld.concealed",
                "WinContext.first_draw",
                "WinContext.last_tile",
                "WinContext.ready",
                "WinContext.win_wild",
                "ShapeGrammar.honor_runs",
                "ShapeGrammar.thirteen_orphans",
                "ShapeGrammar.thirteen_lan",
                "Claims.chi_honors",
                "Claims.wild_in_claims",
                "Claims.honor_runs",
            )
        ],
        "a flag",
    ),
    **dict.fromkeys(
        [f"WinContext.facts={bad!r}" for bad in ("3", 1.5, [1], True, -1, 10**6)],
        "a region's facts: the ruleset checks their type when it scores (RoundError)",
    ),
}
"""The sweep's values a type accepts, each with why it is right; any other accepted is a failure."""


@pytest.mark.parametrize(("call", "error", "field", "bad"), _wrong_values())
def test_wrong_values_are_refused_or_kept_checked(
    call: Any, error: type[MajiangError], field: str, bad: Any, request: pytest.FixtureRequest
) -> None:
    """A wrong value is refused with a message naming the field or quoting the value;
    the few the sweep tries that are right for their field are listed in :data:`VALID`."""
    try:
        call()
    except MajiangError as refused:
        assert isinstance(refused, error)
        message = str(refused)
        assert (
            field.replace("_", " ") in message
            or field in message
            or repr(bad) in message
            or str(bad) in message
        ), message
    else:
        assert request.node.callspec.id in VALID, f"accepted: {request.node.callspec.id}"


def _ruleset() -> Any:
    from majiang.rulesets import get, names

    return get(names()[0])


FUNCTIONS = [
    case(lambda: cap(None, 5), RoundError, "cap(None, 5)", "cap-transfers-None"),
    case(lambda: cap([1], 5), RoundError, "cap([1], 5)", "cap-transfers-of-int"),
    case(lambda: cap([]), RoundError, "cap needs limit= (missing)", "cap-missing-limit"),
    case(
        lambda: floor([], 5, payee=1), RoundError, "floor has no argument 'payee'; it takes", "floor-unknown"
    ),
    case(lambda: top_cap([], 5, 7), RoundError, "got positional [], 5, 7", "top_cap-positional"),
    case(lambda: reroute("xy", {}, note="n"), RoundError, "reroute('xy'", "reroute-text"),
    case(
        lambda: liability(None, payee=1, liable=[], share=2), RoundError, "liability(None", "liability-None"
    ),
    case(lambda: replay(None), ReplayError, "needs a Log or the text of one, got None", "replay-None"),
    case(lambda: settle(3), ReplayError, "got 3", "settle-int"),
    case(
        lambda: selfplay(None, rounds=1, seed=1), RulesetError, "selfplay needs a Ruleset", "selfplay-ruleset"
    ),
    case(
        lambda: selfplay(_ruleset(), rounds="3", seed=1),
        InvalidActionError,
        "not '3'",
        "selfplay-rounds-text",
    ),
    case(
        lambda: selfplay(_ruleset(), rounds=1.5, seed=1),
        InvalidActionError,
        "not 1.5",
        "selfplay-rounds-float",
    ),
    case(
        lambda: selfplay(_ruleset(), rounds=1, seed=1, bots=[1]),
        InvalidActionError,
        "4 bots",
        "selfplay-bots",
    ),
    case(
        lambda: play(_ruleset(), rounds=1, seed=1, bots=None), InvalidActionError, "4 bots", "play-bots-None"
    ),
    case(
        lambda: play(_ruleset(), rounds=True, seed=1, bots=[]),
        InvalidActionError,
        "not True",
        "play-rounds-bool",
    ),
]


@pytest.mark.parametrize(("call", "error", "needle"), FUNCTIONS)
def test_functions_refuse_bad_arguments(call: Any, error: type[MajiangError], needle: str) -> None:
    check(call, error, needle)
