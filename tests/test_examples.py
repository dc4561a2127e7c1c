"""Every script in examples/ runs to the end (each asserts its own result)."""

from __future__ import annotations

import runpy
from pathlib import Path

import pytest

EXAMPLES = sorted((Path(__file__).parent.parent / "examples").glob("*.py"))


# lines each script must print, worked by hand from the rules
EXPECTED: dict[str, tuple[str, ...]] = {
    # 144 tiles less the turned-up 百搭, which is never drawn (ningbo.md)
    "deal_wall": ("143 tiles left in the Ningbo wall",),
    "draw_pictures": ("wrote 5 pictures",),
    # 九莲宝灯 waits on all nine; 23m 456p 789s 11z 555z waits on 1m and 4m; a lone 9m
    # jing beside four sets pairs with any tile
    "enumerate_waits": (
        *(f"1112345678999m: {r}m" for r in range(1, 10)),
        "23m456p789s11555z: 1m (open)",
        "23m456p789s11555z: 4m (open)",
        "a 9m jing waiting alone wins on any tile: True",
    ),
    # seat 1 self-draws 小七 精吊: 2^(1+1+1) = 8 from each non-dealer, 2^4 = 16 from the dealer
    "score_hand": ("  seat 2 pays 8: 2^3 = 8", "  seat 0 pays 16: 2^4 = 16", "  total 32"),
    # seat 1's 德国 self-draw: 9, 9 and 13 from the dealer; seat 2 冲关 5 (10 from each),
    # seat 3 one 副精 (1 from each): -13-10-1, +31-10-1, -9+30-1, -9-10+3
    "settle_round": ("nets: seat 0 -24, seat 1 +20, seat 2 +20, seat 3 -16",),
}


def test_every_example_has_expectations() -> None:
    assert {p.stem for p in EXAMPLES} == set(EXPECTED)


@pytest.mark.parametrize("script", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_example_runs(script: Path, capsys: pytest.CaptureFixture[str]) -> None:
    runpy.run_path(str(script), run_name="__main__")
    out = capsys.readouterr().out
    lines = out.splitlines()
    for expected in EXPECTED.get(script.stem, ()):
        assert any(line.startswith(expected) for line in lines), (expected, out)
