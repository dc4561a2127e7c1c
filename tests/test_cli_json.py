"""``--json`` on every command: one JSON document with the keys ``docs/notation.md`` documents."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import pytest

import majiang
from majiang.cli import _parser, main
from majiang.rulesets import RULESETS, get
from majiang.serialize import dump_round

NOTATION = Path(__file__).resolve().parent.parent / "docs" / "notation.md"


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert isinstance(data, dict)
    return data


def documented_keys(command: str) -> dict[str, set[str]]:
    """The keys docs/notation.md lists for a command: ``{object path: keys}``."""
    text = NOTATION.read_text(encoding="utf-8")
    section = text.split(f"### `majiang {command} --json`", 1)[1].split("\n### ", 1)[0]
    keys: dict[str, set[str]] = {}
    for path, key in re.findall(r"^\| `([^`]*)` \| `([^`]+)` \|", section, re.MULTILINE):
        keys.setdefault(path, set()).add(key)
    return keys


def check(data: dict[str, object], command: str, nested: dict[str, str]) -> None:
    keys = documented_keys(command)
    assert set(data) == keys["."], command
    for path, field in nested.items():
        value = data[field]
        items = value if isinstance(value, list) else [value]
        assert items, (command, field)
        for item in items:
            assert isinstance(item, dict)
            assert set(item) == keys[path], (command, path)


def test_every_command_has_json() -> None:
    parser = _parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, command in sub.choices.items():
        assert any("--json" in a.option_strings for a in command._actions), name


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"majiang {majiang.__version__}"


def test_rulesets_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "rulesets")
    check(data, "rulesets", {"rulesets[]": "rulesets"})
    rulesets = data["rulesets"]
    assert isinstance(rulesets, list)
    assert [r["name"] for r in rulesets] == [r.name for r in RULESETS]
    jian = next(r for r in rulesets if r["name"] == "jian")
    assert jian["tiles"] == 136 and jian["hand_size"] == 13 and jian["wildcards"] == "精"


def test_score_json_keys(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "score", "jian", "1133m4466p2288s6s1z", "--indicator", "5s", "--seat", "1")
    check(data, "score", {"items[]": "items", "payments[]": "payments"})
    # seat 1 self-draws 小七 精吊: 2^3 = 8 from each of seats 2 and 3, the dealer 2^4 = 16
    assert data["total"] == 32 and data["seat"] == 1 and data["can_win"] is True


def test_waits_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "waits", "jian", "1112345678999m", "--indicator", "5s")
    check(data, "waits", {"waits[]": "waits"})
    waits = data["waits"]
    assert isinstance(waits, list)
    # nine gates waits on every character, and on a drawn 精 (5s 正精, 6s 副精) standing for one
    assert [w["tile"] for w in waits] == [f"{r}m" for r in range(1, 10)] + ["5s", "6s"]
    assert data["ready"] is True and data["shanten"] == 0
    not_ready = run_json(capsys, "waits", "jian", "1357m2468p1357s9s", "--indicator", "5s")
    assert not_ready["ready"] is False and not_ready["waits"] == []
    assert isinstance(not_ready["shanten"], int) and not_ready["shanten"] > 0


def test_deal_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "deal", "jian", "--seed", "7")
    check(data, "deal", {"seats[]": "seats", "wildcards": "wildcards"})
    assert data == run_json(capsys, "deal", "jian", "--seed", "7")  # same seed, same deal
    seats = data["seats"]
    assert isinstance(seats, list)
    # the dealer holds 14, the others 13; the 136 tiles are the hands, the turned-up 精
    # indicator and the wall
    sizes = [len(majiang.parse_tiles(s["tiles"])) for s in seats]
    wildcards = data["wildcards"]
    assert isinstance(wildcards, dict) and wildcards["family"] == "精" and len(wildcards["wilds"]) == 2
    assert sizes == [14, 13, 13, 13] and sum(sizes) + 1 + data["remaining"] == 136  # type: ignore[operator]


def test_settle_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    jian = get("jian")
    path = tmp_path / "round.json"
    path.write_text(json.dumps(dump_round(jian.samples()[0][1], jian), ensure_ascii=False), encoding="utf-8")
    data = run_json(capsys, "settle", str(path))
    check(data, "settle", {"transfers[]": "transfers"})
    assert sum(data["nets"]) == 0  # type: ignore[arg-type]


def test_vectors_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = run_json(capsys, "vectors", "hefei", "-o", str(tmp_path))
    check(data, "vectors", {})
    written = data["written"]
    assert isinstance(written, list) and written
    assert sorted(written) == sorted(str(p) for p in tmp_path.iterdir())


def test_selfplay_and_replay_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    log = tmp_path / "hefei.log"
    data = run_json(
        capsys, "selfplay", "hefei", "--rounds", "2", "--seed", "5", "--bots", "greedy", "--log", str(log)
    )
    check(data, "selfplay", {})
    assert data["rounds"] == 2 and data["errors"] == 0 and data["zero_sum_violations"] == 0
    assert data["wins"] + data["deal_wins"] + data["draws"] == 2  # type: ignore[operator]
    again = run_json(capsys, "replay", str(log))
    check(again, "replay", {})
    assert again["rounds"] == 2 and again["mismatches"] == []
    assert all(sum(nets) == 0 for nets in again["nets"])  # type: ignore[union-attr]
