"""``majiang selfplay`` and ``majiang replay``: the contract other tools rely on."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from majiang.cli import main
from majiang.game.actions import ACTION_KINDS

KEYS = {
    "rounds",
    "wins",
    "draws",
    "errors",
    "zero_sum_violations",
    "decisions",
    "seconds",
    "rounds_per_second",
    "actions",
}


@pytest.mark.parametrize("spec", ["random", "greedy", "claimhappy", "passive"])
def test_selfplay_json(spec: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    assert (
        main(
            [
                "selfplay",
                "hefei",
                "--rounds",
                "3",
                "--seed",
                "5",
                "--bots",
                spec,
                "--log",
                str(path),
                "--json",
            ]
        )
        == 0
    )
    stats = json.loads(capsys.readouterr().out)
    assert set(stats) >= KEYS and stats["rounds"] == 3 and stats["errors"] == 0
    assert set(stats["actions"]) == set(ACTION_KINDS)
    assert stats["wins"] + stats["draws"] + stats["deal_wins"] == 3
    assert main(["replay", str(path), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["rounds"] == 3 and replayed["mismatches"] == []


def test_replay_mismatch_exits_2_naming_the_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    assert main(["selfplay", "jian", "--rounds", "1", "--seed", "1", "--log", str(path)]) == 0
    lines = path.read_text(encoding="utf-8").splitlines()
    deal = json.loads(lines[2])
    assert deal["t"] == "deal"
    deal["hands"][0] = "1111m"
    lines[2] = json.dumps(deal)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(path), "--json"]) == 2
    captured = capsys.readouterr()
    assert json.loads(captured.out)["mismatches"][0]["line"] == 3
    assert "line 3: the log says" in captured.err and "but the replay gives" in captured.err


@pytest.mark.parametrize(
    ("argv", "match"),
    [
        (["selfplay", "atlantis"], "unknown ruleset 'atlantis'"),
        (["selfplay", "jian", "--bots", "clever"], "unknown bot 'clever'"),
        (["selfplay", "jian", "--rounds", "0"], "--rounds must be at least 1"),
        (["replay", "/nonexistent/game.jsonl"], "cannot use"),
    ],
    ids=["ruleset", "bot", "rounds", "path"],
)
def test_bad_command_lines(argv: list[str], match: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert match in capsys.readouterr().err
