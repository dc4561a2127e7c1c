"""The command line: each subcommand on real input, and bad input as one line + status 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from majiang.cli import main
from majiang.rulesets import RULESETS, get
from majiang.serialize import dump_round


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_rulesets_lists_every_region(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "rulesets")
    assert status == 0
    for ruleset in RULESETS:
        assert ruleset.name in out and ruleset.chinese in out


def test_score_a_jian_hand(capsys: pytest.CaptureFixture[str]) -> None:
    # seat 1 self-draws seven pairs, the 6s jing (副精) pairing the winning 东: 精吊.
    # dealer pays 2^(自摸+庄家+小七+精吊) = 16, the others 2^3 = 8.
    status, out, _ = run(capsys, "score", "jian", "1133m4466p2288s6s1z", "--indicator", "5s", "--seat", "1")
    assert status == 0
    assert "精吊" in out and "jing waiting alone" in out
    assert "11z(6s=1z)" in out
    assert "seat 0  16" in out and "total   32" in out


def test_score_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "score", "jian", "123m456p789m234s11z", "--indicator", "5s", "--discard-from", "2", "--json"
    )
    assert status == 0
    data = json.loads(out)
    # dealer wins on seat 2's discard, 德国: discarder 2^2*2+5 = 13, others 2^1*2 = 4
    assert {p["payer"]: p["amount"] for p in data["payments"]} == {1: 4, 2: 13, 3: 4}
    assert data["total"] == 21


def test_score_refusal_is_a_result(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "score", "jian", "123m456p789m23s6s11z", "--indicator", "5s", "--discard-from", "2"
    )
    assert status == 0 and "有精平胡不能抓点炮" in out


def test_waits(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "waits", "jian", "1112345678999m", "--indicator", "5s")
    assert status == 0
    # 九莲宝灯 waits on every 万; with 5s turned up, a drawn jing (正精 5s, 副精 6s) stands
    # for any of them and wins too: exactly these eleven kinds, one row each
    rows = [line.split()[0] for line in out.splitlines()[1:] if line.strip()]
    assert rows == [f"{r}m" for r in range(1, 10)] + ["5s", "6s"]


def test_waits_not_ready_gives_shanten(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "waits", "jian", "1357m2468p3579s1z", "--indicator", "5z")
    # no set, no pair, six two-tile partials (13m 57m 24p 68p 35s 79s) of which four count:
    # 8 - 4 = 4 from ready (seven pairs: 6; 十三烂 needs ranks 3 apart: further)
    assert status == 0 and out.strip() == "not ready: shanten 4"


def test_deal_is_seeded(capsys: pytest.CaptureFixture[str]) -> None:
    first = run(capsys, "deal", "jian", "--seed", "11")
    second = run(capsys, "deal", "jian", "--seed", "11")
    assert first == second and first[0] == 0
    assert "正精" in first[1] and first[1].count("seat ") >= 4


@pytest.mark.parametrize(
    ("ruleset", "shown"),
    [
        pytest.param("jian", "wildcards 精: dice", id="jian"),
        # the 金 is turned up after the flower loop (it used to be missing: issue 11 item 9)
        pytest.param("quanzhou", "wildcards 金: turned up", id="quanzhou"),
        pytest.param("jilin", "wildcards 宝: chosen during play, not at the deal", id="jilin"),
        pytest.param("ningbo", "wildcards 百搭: smaller die", id="ningbo"),
        pytest.param("hefei", "wildcards: none", id="hefei"),
        pytest.param("changsha", "wildcards: none", id="changsha"),
    ],
)
def test_deal_shows_the_wildcards(capsys: pytest.CaptureFixture[str], ruleset: str, shown: str) -> None:
    status, out, _ = run(capsys, "deal", ruleset, "--seed", "3")
    assert status == 0 and shown in out


def test_settle_a_round_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    jian = get("jian")
    _name, round_ = next((n, r) for n, r in jian.samples() if n.startswith("chongguan"))
    path = tmp_path / "round.json"
    path.write_text(json.dumps(dump_round(round_, jian), ensure_ascii=False), encoding="utf-8")
    status, out, _ = run(capsys, "settle", str(path))
    assert status == 0 and "冲关 5" in out and "nets: seat 0 -24, seat 1 +20, seat 2 +20, seat 3 -16" in out
    status, out, _ = run(capsys, "settle", str(path), "--json")
    assert json.loads(out)["nets"] == [-24, 20, 20, -16]


def test_vectors_command(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, _out, _ = run(capsys, "vectors", "jian", "-o", str(tmp_path))
    assert status == 0 and len(list(tmp_path.glob("*.json"))) == len(get("jian").samples())


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["score", "atlantis", "123m"], "unknown ruleset 'atlantis'"),
        (["score", "jian", "12x", "--indicator", "5s"], "unknown suit letter 'x'"),
        (["score", "jian", "123m456p789s11z", "--indicator", "5s"], "holds 11 tiles"),
        (["score", "jian", "123m456p789m234s11z"], "needs the jing indicator"),
        (
            ["score", "jian", "123m456p789m234s11z", "--indicator", "5s", "--option", "colour=red"],
            "unknown option 'colour'",
        ),
        (
            ["score", "jian", "123m456p789m234s11z", "--indicator", "5s", "--option", "oops"],
            "'oops' is not KEY=VALUE",
        ),
        (
            ["score", "jian", "123m456p789m234s11z", "--indicator", "5s", "--seat", "4"],
            "seat 4 is not a seat",
        ),
        (["waits", "jian", "1m", "--indicator", "5s"], "holds 1 tiles"),
        (["settle", "/nonexistent/round.json"], "cannot read '/nonexistent/round.json'"),
    ],
    ids=[
        "ruleset",
        "tile",
        "size",
        "no-indicator",
        "option",
        "option-syntax",
        "seat",
        "waits-size",
        "no-file",
    ],
)
def test_bad_input_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_python_dash_m_runs() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "majiang", "rulesets"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and "jian" in result.stdout
