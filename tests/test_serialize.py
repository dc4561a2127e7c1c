"""The JSON round and settlement formats: round-trips and bad fields with their paths."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest

from majiang.errors import RoundError
from majiang.rulesets import RULESETS
from majiang.serialize import dump_round, dump_settlement, load_round, load_settlement

SAMPLES = [(r(), name, round_) for r in RULESETS for name, round_ in r().samples()]


@pytest.mark.parametrize(("ruleset", "name", "round_"), SAMPLES, ids=[f"{r.name}-{n}" for r, n, _ in SAMPLES])
def test_round_round_trips_through_json(ruleset: Any, name: str, round_: Any) -> None:
    text = json.dumps(dump_round(round_, ruleset), ensure_ascii=False)
    again, ruleset_again = load_round(text)
    assert again == round_
    assert ruleset_again.name == ruleset.name and ruleset_again.options == ruleset.options


def test_settlement_round_trips() -> None:
    jian = RULESETS[0]()
    _, round_ = jian.samples()[0]
    settlement = jian.settle(round_)
    document = json.loads(json.dumps(dump_settlement(settlement), ensure_ascii=False))
    assert load_settlement(document) == settlement
    assert document["nets"] == list(settlement.nets)


def _document() -> dict[str, Any]:
    jian = RULESETS[0]()
    _, round_ = jian.samples()[0]
    return dump_round(round_, jian)


def _broken(path: list[Any], value: Any) -> dict[str, Any]:
    document = copy.deepcopy(_document())
    node: Any = document
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return document


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (["round", "seats", 2, "hand", "tiles"], "12x", "round.seats[2].hand.tiles: unknown suit letter 'x'"),
        (
            ["round", "seats", 0, "hand", "melds"],
            ["124m"],
            "round.seats[0].hand.melds[0]: '124m' is not a meld",
        ),
        (["round", "seats", 1, "discards"], 7, "round.seats[1].discards: expected str, got 7"),
        (["round", "wins", 0, "method"], "magic", "round.wins[0].method: 'magic' is not one of"),
        (["round", "wins", 0, "seat"], True, "round.wins[0].seat: expected a whole number, got True"),
        (["round", "dealer"], "east", "round.dealer: expected int, got 'east'"),
        (["round", "seats", 3, "colour"], "red", "round.seats[3]: unknown field 'colour'"),
        (["round", "indicator"], "0m", "round.indicator: rank 0 does not exist"),
        (["ruleset"], "atlantis", "ruleset: unknown ruleset 'atlantis'"),
        (["options"], {"jing_offset": 5}, "ruleset: option jing_offset=5"),
        (["format"], "majiang.round/9", "format: expected 'majiang.round/1', got 'majiang.round/9'"),
    ],
    ids=[
        "bad-tile",
        "bad-meld",
        "discards-not-text",
        "bad-method",
        "bool-seat",
        "bad-dealer",
        "unknown-field",
        "bad-indicator",
        "unknown-ruleset",
        "bad-option",
        "bad-format",
    ],
)
def test_bad_field_is_reported_with_its_path(path: list[Any], value: Any, message: str) -> None:
    with pytest.raises(RoundError, match=re.escape(message)):
        load_round(_broken(path, value))


def test_not_json() -> None:
    with pytest.raises(RoundError, match="not JSON"):
        load_round("{seats: ")


def test_three_seats_is_an_error() -> None:
    document = _document()
    document["round"]["seats"] = document["round"]["seats"][:3]
    with pytest.raises(RoundError, match="round: a round has 4 seats, got 3"):
        load_round(document)
