"""Bad command lines: one line on stderr naming the command and the problem, status 2."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from majiang.cli import main

HAND = "123m456p789m234s11z"
DEEP = "[" * 1000 + "]" * 1000
JIAN_SCORE = ["score", "jian", HAND, "--indicator", "5s"]

CASES = [
    # argparse refusals: one line, not a usage block
    pytest.param([], "majiang:", "required: command", id="no-command"),
    pytest.param(["bogus"], "majiang:", "'bogus'", id="unknown-command"),
    pytest.param(["score"], "majiang score:", "ruleset, hand", id="score-no-arguments"),
    pytest.param(["score", "jian"], "majiang score:", "hand", id="score-no-hand"),
    pytest.param([*JIAN_SCORE, "--seat", "x"], "majiang score:", "'x'", id="seat-not-a-number"),
    pytest.param([*JIAN_SCORE, "--seat", "٣"], "majiang score:", "--seat", id="seat-arabic-indic"),
    pytest.param([*JIAN_SCORE, "--colour"], "majiang score:", "--colour", id="unknown-flag"),
    pytest.param(
        [*JIAN_SCORE, "--discard-from", "1", "--self-draw"], "majiang score:", "--self-draw", id="both-ways"
    ),
    pytest.param([*JIAN_SCORE, "--robbed-kong"], "majiang score:", "--discard-from", id="robbed-kong-alone"),
    pytest.param(
        [*JIAN_SCORE, "--kong-replacement", "--discard-from", "2"],
        "majiang score:",
        "--kong-replacement",
        id="kong-replacement-on-a-discard",
    ),
    pytest.param(["deal", "jian"], "majiang deal:", "--seed", id="deal-no-seed"),
    pytest.param(["vectors", "jian"], "majiang vectors:", "--output", id="vectors-no-output"),
    pytest.param(["settle"], "majiang settle:", "round", id="settle-no-file"),
    # bad values
    pytest.param(["score", "atlantis", HAND], "majiang score:", "'atlantis'", id="unknown-ruleset"),
    pytest.param(["score", "jian", "12x", "--indicator", "5s"], "majiang score:", "'12x'", id="bad-tile"),
    pytest.param(
        ["score", "jian", "１２３m", "--indicator", "5s"], "majiang score:", "'１'", id="full-width"
    ),
    pytest.param(
        [*JIAN_SCORE, "--melds", "(6666s)@3"], "majiang score:", "'(6666s)@3'", id="concealed-claimed"
    ),
    pytest.param([*JIAN_SCORE, "--melds", "345s@３"], "majiang score:", "'345s@３'", id="full-width-seat"),
    pytest.param([*JIAN_SCORE, "--win-tile", "9p"], "majiang score:", "'9p'", id="win-tile-not-held"),
    pytest.param([*JIAN_SCORE, "--indicator", "5x"], "majiang score:", "'5x'", id="bad-indicator"),
    pytest.param(
        [*JIAN_SCORE, "--option", f"jing_offset={DEEP}"], "majiang score:", "nested", id="deep-option"
    ),
    pytest.param(
        [*JIAN_SCORE, "--option", "jing_offset=1" + "0" * 5000],
        "majiang score:",
        "jing_offset",
        id="huge-option",
    ),
    pytest.param(
        [*JIAN_SCORE, "--option", "jing_offset=[1"], "majiang score:", "jing_offset", id="broken-json-option"
    ),
    pytest.param([*JIAN_SCORE, "--option", "=1"], "majiang score:", "'=1'", id="option-no-key"),
    pytest.param(["waits", "jian", "1m", "--indicator", "5s"], "majiang waits:", "'1m'", id="waits-size"),
    pytest.param(["waits", "jian", "", "--indicator", "5s"], "majiang waits:", "''", id="waits-empty"),
    pytest.param(["deal", "jian", "--seed", "3", "--dealer", "9"], "majiang deal:", "9", id="deal-dealer-9"),
    pytest.param(
        ["deal", "atlantis", "--seed", "3"], "majiang deal:", "'atlantis'", id="deal-unknown-ruleset"
    ),
    pytest.param(
        ["settle", "/nonexistent/round.json"],
        "majiang settle:",
        "'/nonexistent/round.json'",
        id="settle-missing",
    ),
    pytest.param(
        ["vectors", "jian", "-o", "/dev/null/x"], "majiang vectors:", "/dev/null/x", id="vectors-not-a-dir"
    ),
]


@pytest.mark.parametrize(("argv", "command", "needle"), CASES)
def test_bad_command_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], command: str, needle: str
) -> None:
    status = main(argv)
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith(command + " "), err
    assert needle in err and "Traceback" not in err


ROUNDS = [
    pytest.param(
        {"format": "majiang.round/1", "ruleset": "jian", "round": {}}, "round.seats", id="empty-round"
    ),
    pytest.param("[" * 100_000 + "]" * 100_000, "nested", id="deep-json"),
    pytest.param(
        '{"format": "majiang.round/1", "ruleset": "jian", "round": {"dealer": ' + "7" * 5000 + "}}",
        "document",
        id="huge-int",
    ),
    pytest.param("not json", "not JSON", id="not-json"),
    pytest.param(b"\xff\xfe".decode("latin-1"), "not JSON", id="latin-1-bytes"),
]


@pytest.mark.parametrize(("document", "needle"), ROUNDS)
def test_settle_bad_files(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, document: object, needle: str
) -> None:
    path = tmp_path / "round.json"
    path.write_text(document if isinstance(document, str) else json.dumps(document), encoding="utf-8")
    status = main(["settle", str(path)])
    out, err = capsys.readouterr()
    assert status == 2 and out == "" and err.count("\n") == 1
    assert err.startswith("majiang settle: ") and needle in err


def test_settle_a_file_that_is_not_utf8(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "round.json"
    path.write_bytes(b"\xff\xfe{")
    assert main(["settle", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("majiang settle: ") and err.count("\n") == 1 and str(path) in err


def test_vectors_into_a_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "file"
    path.write_text("x", encoding="utf-8")
    assert main(["vectors", "jian", "-o", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("majiang vectors: ") and err.count("\n") == 1 and str(path) in err


def test_a_closed_pipe_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class Closed(io.StringIO):
        def write(self, text: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(sys, "stdout", Closed())
    assert main(["deal", "jian", "--seed", "3"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("majiang deal: ") and "broken pipe" in err and err.count("\n") == 1


def test_head_closing_the_pipe_prints_no_traceback() -> None:
    """``majiang deal jian --seed 3 | head -3``, with the reader gone before the output."""
    process = subprocess.Popen(
        [sys.executable, "-m", "majiang", "deal", "jian", "--seed", "3"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # before the interpreter has even started writing
    err = process.stderr.read().decode()
    process.wait()
    assert "Traceback" not in err and "Exception ignored" not in err
    assert process.returncode in (0, 2)


def test_a_real_process_prints_one_line() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "majiang", "score", "jian", "12x"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("majiang score: ")
