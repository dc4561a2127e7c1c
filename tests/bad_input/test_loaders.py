"""Bad documents for ``majiang.serialize``: each error names the path of the bad field."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from majiang.errors import MajiangError, RoundError
from majiang.rulesets import get
from majiang.serialize import dump_round, dump_settlement, load_round, load_settlement, read_json
from tests.bad_input.corpus import case, check

JIAN = get("jian")
_NAME, ROUND = JIAN.samples()[0]
DOCUMENT = dump_round(ROUND, JIAN)
SETTLEMENT = dump_settlement(JIAN.settle(ROUND))


def round_with(path: list[Any], value: Any = None, *, delete: bool = False) -> dict[str, Any]:
    """The sample round document with one field replaced (or deleted)."""
    document = copy.deepcopy(DOCUMENT)
    node: Any = document
    for key in path[:-1]:
        node = node[key]
    if delete:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return document


def settlement_with(path: list[Any], value: Any = None, *, delete: bool = False) -> dict[str, Any]:
    document = copy.deepcopy(SETTLEMENT)
    node: Any = document
    for key in path[:-1]:
        node = node[key]
    if delete:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return document


def nested(depth: int) -> Any:
    value: Any = []
    for _ in range(depth - 1):
        value = [value]
    return value


DEEP_TEXT = "[" * 100_000 + "]" * 100_000
HUGE = "1" * 5000

ROUND_CASES = [
    # missing required fields, named by their path
    case(
        lambda: load_round(round_with(["round", "seats"], delete=True)),
        RoundError,
        "round.seats",
        "missing-seats",
    ),
    case(
        lambda: load_round({"format": "majiang.round/1", "ruleset": "jian", "round": {}}),
        RoundError,
        "round.seats",
        "empty-round",
    ),
    case(
        lambda: load_round(round_with(["round", "seats", 2, "hand"], delete=True)),
        RoundError,
        "round.seats[2].hand",
        "missing-hand",
    ),
    case(
        lambda: load_round(round_with(["round", "seats", 1, "hand", "tiles"], delete=True)),
        RoundError,
        "round.seats[1].hand.tiles",
        "missing-hand-tiles",
    ),
    case(
        lambda: load_round(round_with(["round", "wins", 0, "seat"], delete=True)),
        RoundError,
        "round.wins[0].seat",
        "missing-win-seat",
    ),
    case(
        lambda: load_round(round_with(["round", "wins", 0, "tile"], delete=True)),
        RoundError,
        "round.wins[0].tile",
        "missing-win-tile",
    ),
    case(lambda: load_round(round_with(["round"], delete=True)), RoundError, "round", "missing-round"),
    case(lambda: load_round(round_with(["ruleset"], delete=True)), RoundError, "ruleset", "missing-ruleset"),
    case(lambda: load_round(round_with(["format"], delete=True)), RoundError, "format", "missing-format"),
    # bounded reading
    case(lambda: load_round(DEEP_TEXT), RoundError, "nested deeper than", "deep-text"),
    case(
        lambda: load_round(round_with(["round", "dealer"], nested(100_000))),
        RoundError,
        "nested",
        "deep-tree",
    ),
    case(
        lambda: load_round(json.dumps(DOCUMENT).replace('"dealer": 0', f'"dealer": {HUGE}')),
        RoundError,
        "document",
        "5000-digit-integer-text",
    ),
    case(
        lambda: load_round(round_with(["round", "dealer"], 10**5000)),
        RoundError,
        "round.dealer",
        "huge-int-tree",
    ),
    case(
        lambda: load_round(round_with(["round", "lianzhuang"], 2**64)),
        RoundError,
        "round.lianzhuang",
        "int-2-64",
    ),
    case(lambda: load_round("{"), RoundError, "not JSON", "truncated-json"),
    case(lambda: load_round(""), RoundError, "not JSON", "empty-text"),
    case(lambda: load_round("[]"), RoundError, "document", "a-list"),
    case(lambda: load_round(None), RoundError, "None", "none"),  # type: ignore[arg-type]
    case(lambda: load_round(b"{}"), RoundError, "b'{}'", "bytes"),  # type: ignore[arg-type]
    case(lambda: load_round({1: 2}), RoundError, "key 1", "int-key"),  # type: ignore[dict-item]
    case(lambda: load_round(round_with(["round", "dealer"], {1, 2})), RoundError, "round.dealer", "a-set"),
    # wrong values, named by their path
    case(
        lambda: load_round(round_with(["round", "dealer"], 1.5)), RoundError, "round.dealer", "float-dealer"
    ),
    case(
        lambda: load_round(round_with(["round", "dealer"], None)), RoundError, "round.dealer", "null-dealer"
    ),
    case(lambda: load_round(round_with(["round", "dealer"], 4)), RoundError, "4", "dealer-4"),
    case(lambda: load_round(round_with(["round", "seats"], [])), RoundError, "seats", "no-seats"),
    case(
        lambda: load_round(round_with(["round", "seats"], "1m")), RoundError, "round.seats", "seats-a-string"
    ),
    case(
        lambda: load_round(round_with(["round", "seats", 0], None)), RoundError, "round.seats[0]", "seat-null"
    ),
    case(
        lambda: load_round(round_with(["round", "seats", 0, "hand"], "123m")),
        RoundError,
        "round.seats[0].hand",
        "hand-a-string",
    ),
    case(
        lambda: load_round(round_with(["round", "seats", 0, "hand", "melds"], "777z")),
        RoundError,
        "round.seats[0].hand.melds",
        "melds-a-string",
    ),
    case(
        lambda: load_round(round_with(["round", "seats", 0, "hand", "melds"], ["(6666s)@3"])),
        RoundError,
        "'(6666s)@3'",
        "concealed-kong-claimed",
    ),
    case(
        lambda: load_round(round_with(["round", "seats", 0, "hand", "melds"], ["345s@３"])),
        RoundError,
        "'345s@３'",
        "full-width-seat",
    ),
    case(
        lambda: load_round(round_with(["round", "seats", 0, "hand", "win"], 5)),
        RoundError,
        "round.seats[0].hand.win",
        "hand-win-int",
    ),
    case(
        lambda: load_round(round_with(["round", "seats", 0, "hand", "self_drawn"], "no")),
        RoundError,
        "round.seats[0].hand.self_drawn",
        "hand-self-drawn-str",
    ),
    case(
        lambda: load_round(round_with(["round", "seats", 0, "ready"], "no")),
        RoundError,
        "round.seats[0].ready",
        "ready-str",
    ),
    case(
        lambda: load_round(round_with(["round", "seats", 0, "ready"], 0)),
        RoundError,
        "round.seats[0].ready",
        "ready-int",
    ),
    case(
        lambda: load_round(round_with(["round", "seats", 0, "discards"], ["1m"])),
        RoundError,
        "round.seats[0].discards",
        "discards-list",
    ),
    case(
        lambda: load_round(round_with(["round", "wins", 0], "seat 1")),
        RoundError,
        "round.wins[0]",
        "win-a-string",
    ),
    case(
        lambda: load_round(round_with(["round", "wins", 0, "tile"], "12m")),
        RoundError,
        "'12m'",
        "win-two-tiles",
    ),
    case(
        lambda: load_round(round_with(["round", "wins", 0, "method"], ["x"])),
        RoundError,
        "round.wins[0].method",
        "method-list",
    ),
    case(
        lambda: load_round(round_with(["round", "wins", 0, "first_draw"], "no")),
        RoundError,
        "round.wins[0].first_draw",
        "first-draw-str",
    ),
    case(
        lambda: load_round(round_with(["round", "indicator"], 9)),
        RoundError,
        "round.indicator",
        "indicator-int",
    ),
    case(
        lambda: load_round(round_with(["round", "colour"], "red")),
        RoundError,
        "'colour'",
        "unknown-round-field",
    ),
    case(lambda: load_round(round_with(["extra"], 1)), RoundError, "'extra'", "unknown-top-field"),
    case(lambda: load_round(round_with(["options"], [])), RoundError, "options", "options-a-list"),
    case(
        lambda: load_round(round_with(["options"], {"jing_offset": nested(50)})),
        RoundError,
        "nested",
        "deep-option",
    ),
    case(
        lambda: load_round(round_with(["options"], {"colour": 1})), RoundError, "'colour'", "unknown-option"
    ),
    case(lambda: load_round(round_with(["ruleset"], 5)), RoundError, "ruleset", "ruleset-int"),
    case(
        lambda: load_round(round_with(["format"], "majiang.round/9")),
        RoundError,
        "'majiang.round/9'",
        "wrong-format",
    ),
]

SETTLEMENT_CASES = [
    case(lambda: load_settlement(settlement_with(["extra"], 1)), RoundError, "'extra'", "unknown-top-field"),
    case(
        lambda: load_settlement(settlement_with(["transfers", 0, "reason"], delete=True)),
        RoundError,
        "transfers[0].reason",
        "missing-reason",
    ),
    case(
        lambda: load_settlement(settlement_with(["transfers", 0, "amount"], delete=True)),
        RoundError,
        "transfers[0].amount",
        "missing-amount",
    ),
    case(
        lambda: load_settlement(settlement_with(["transfers", 0, "payer"], delete=True)),
        RoundError,
        "transfers[0].payer",
        "missing-payer",
    ),
    case(
        lambda: load_settlement(settlement_with(["transfers", 0, "amount"], -3)),
        RoundError,
        "-3",
        "negative-amount",
    ),
    case(
        lambda: load_settlement(settlement_with(["transfers", 0, "amount"], 2.5)),
        RoundError,
        "transfers[0].amount",
        "float-amount",
    ),
    case(lambda: load_settlement(settlement_with(["transfers", 0, "payer"], 7)), RoundError, "7", "payer-7"),
    case(
        lambda: load_settlement(settlement_with(["transfers"], {})),
        RoundError,
        "transfers",
        "transfers-a-dict",
    ),
    case(lambda: load_settlement(settlement_with(["nets"], [1, 2, 3, 4])), RoundError, "nets", "wrong-nets"),
    case(lambda: load_settlement(settlement_with(["notes"], "note")), RoundError, "notes", "notes-a-string"),
    case(
        lambda: load_settlement(settlement_with(["format"], "majiang.round/1")),
        RoundError,
        "format",
        "wrong-format",
    ),
    case(lambda: load_settlement(DEEP_TEXT), RoundError, "nested deeper than", "deep-text"),
    case(lambda: load_settlement("nope"), RoundError, "not JSON", "not-json"),
    case(lambda: load_settlement(None), RoundError, "None", "none"),  # type: ignore[arg-type]
    case(lambda: read_json("[" * 40 + "]" * 40), RoundError, "nested deeper than", "read-json-40-deep"),
    case(lambda: read_json("1" * 5000), RoundError, "document", "read-json-huge-int"),
    case(lambda: read_json(7), RoundError, "7", "read-json-not-text"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("call", "error", "needle"), ROUND_CASES)
def test_bad_round_document(call: Callable[[], Any], error: type[MajiangError], needle: str) -> None:
    check(call, error, needle)


@pytest.mark.parametrize(("call", "error", "needle"), SETTLEMENT_CASES)
def test_bad_settlement_document(call: Callable[[], Any], error: type[MajiangError], needle: str) -> None:
    check(call, error, needle)


def test_good_documents_still_load() -> None:
    """Brackets inside strings do not count as nesting; nets that agree are accepted."""
    assert read_json('{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"[["}')["a"].startswith("[[")
    assert load_round(json.dumps(DOCUMENT))[0] == ROUND
    assert load_settlement(json.dumps(SETTLEMENT)) == JIAN.settle(ROUND)
