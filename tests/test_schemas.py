"""The shipped JSON Schemas: current, valid, and every document we write validates against them."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from majiang.cli import main
from majiang.rulesets import RULESETS
from majiang.schemas import FILES, GENERATED, generate, load
from majiang.serialize import dump_round, dump_settlement, load_settlement

ROOT = Path(__file__).resolve().parent.parent
VECTORS = sorted((ROOT / "tests" / "vectors").rglob("*.json"))
SCHEMAS = {name: load(name) for name in FILES}
REGISTRY: Registry[Any] = Registry().with_resources(
    [(schema["$id"], Resource.from_contents(schema)) for schema in SCHEMAS.values()]
)


def validator(format_name: str) -> Draft202012Validator:
    return Draft202012Validator(SCHEMAS[format_name], registry=REGISTRY)


def errors(format_name: str, document: Any) -> list[str]:
    return [f"{e.json_path}: {e.message}" for e in validator(format_name).iter_errors(document)]


def test_shipped_schemas_are_current() -> None:
    generated = generate()
    assert set(generated) == set(GENERATED)
    for name in GENERATED:
        assert generated[name] == SCHEMAS[name], f"{name} changed: run python -m majiang.schemas"


@pytest.mark.parametrize("format_name", sorted(FILES))
def test_schema_is_valid_draft_2020_12(format_name: str) -> None:
    Draft202012Validator.check_schema(SCHEMAS[format_name])


def test_there_are_vectors() -> None:
    assert len(VECTORS) >= 100
    assert {p.parent.name for p in VECTORS} <= {r.name for r in RULESETS}


@pytest.mark.parametrize("path", VECTORS, ids=[f"{p.parent.name}/{p.stem}" for p in VECTORS])
def test_every_shipped_vector_validates(path: Path) -> None:
    vector = json.loads(path.read_text(encoding="utf-8"))
    assert errors(vector["format"], vector) == []
    assert errors(vector["round"]["format"], vector["round"]) == []
    if vector["settlement"] is not None:
        assert errors(vector["settlement"]["format"], vector["settlement"]) == []


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.name)
def test_every_sample_round_and_settlement_validates(ruleset: Any) -> None:
    instance = ruleset()
    for _, round_ in instance.samples():
        document = dump_round(round_, instance)
        assert errors(document["format"], document) == []
        try:
            settlement = instance.settle(round_)
        except ValueError:
            continue  # a round the rules refuse: its vector records the error
        assert errors("majiang.settlement/2", dump_settlement(settlement)) == []


def _sample_round() -> dict[str, Any]:
    jian = next(r for r in RULESETS if r.name == "jian")()
    return dump_round(jian.samples()[0][1], jian)


@pytest.mark.parametrize(
    ("where", "value", "message"),
    [
        (("round", "seats", 0, "hand", "tiles"), "1x", "does not match"),
        (("round", "wins", 0, "seat"), 5, "greater than the maximum"),
        (("round", "wins", 0, "method"), "by_magic", "is not one of"),
        (("round", "seats", 1, "hand", "melds"), ["345s@5"], "does not match"),
        (("round", "dealer"), "0", "is not of type 'integer'"),
        (("format",), "majiang.round/2", "was expected"),
    ],
    ids=["bad-tile", "bad-seat", "bad-method", "bad-meld", "string-dealer", "other-format"],
)
def test_a_bad_round_is_rejected(where: tuple[Any, ...], value: Any, message: str) -> None:
    document = copy.deepcopy(_sample_round())
    target = document
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    found = errors("majiang.round/1", document)
    assert found and any(message in e for e in found), found


def test_an_unknown_field_is_rejected() -> None:
    document = _sample_round()
    document["round"]["seats"][0]["colour"] = "red"
    assert any("colour" in e for e in errors("majiang.round/1", document))


def test_three_seats_are_rejected() -> None:
    document = _sample_round()
    document["round"]["seats"] = document["round"]["seats"][:3]
    assert any("should be non-empty" in e or "is too short" in e for e in errors("majiang.round/1", document))


def test_the_cli_settlement_document_validates(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "round.json"
    path.write_text(json.dumps(_sample_round(), ensure_ascii=False), encoding="utf-8")
    assert main(["settle", str(path), "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert errors(document["format"], document) == []


# A majiang.settlement/1 document, as 0.1 wrote it: it still loads, and its schema still ships.
SETTLEMENT_1 = {
    "format": "majiang.settlement/1",
    "transfers": [
        {"payer": 2, "payee": 1, "amount": 9, "reason": "win", "items": ["自摸 self-draw 1番", "2^1 = 2"]},
        {"payer": 0, "payee": 2, "amount": 10, "reason": "jing", "items": ["冲关 5: 5×(5-3) = 10"]},
    ],
    "notes": [],
    "nets": [-10, 9, 1, 0],
}


def test_a_settlement_1_document_validates_and_loads() -> None:
    assert errors("majiang.settlement/1", SETTLEMENT_1) == []
    assert errors("majiang.settlement/2", SETTLEMENT_1) != []
    assert load_settlement(SETTLEMENT_1).nets == (-10, 9, 1, 0)


def test_every_line_of_a_game_log_validates() -> None:
    game = pytest.importorskip("majiang.game.selfplay", reason="the round engine is not on this branch yet")
    for ruleset in RULESETS:
        result = game.selfplay(ruleset(), rounds=2, seed=3, bots="random")
        lines = [json.loads(line) for line in result.log.lines()]
        assert lines[0]["format"] == "majiang.log/1" and len(lines) > 2
        for number, line in enumerate(lines, start=1):
            assert errors("majiang.log/1", line) == [], (ruleset.name, number, line)


@pytest.mark.parametrize(
    "line",
    [
        {"t": "draw", "seat": 5, "tile": "1m"},
        {"t": "act", "seat": 0},
        {"t": "deal", "hands": ["1x", "", "", ""]},
        {"format": "majiang.log/0", "ruleset": "hefei"},
        {"seat": 0, "tile": "1m"},
    ],
    ids=["bad-seat", "act-without-action", "bad-tiles", "other-format", "no-type"],
)
def test_a_bad_log_line_is_rejected(line: dict[str, Any]) -> None:
    assert errors("majiang.log/1", line) != []
