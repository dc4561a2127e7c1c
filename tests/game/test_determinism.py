"""Determinism: one seed, one log, byte for byte, whatever PYTHONHASHSEED; bots can not
change the wall (duplicate play comes free)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from majiang.game.bots import bots
from majiang.game.match import play
from majiang.rulesets import get

SCRIPT = (
    "import sys; from majiang.rulesets import get; from majiang.game.match import play; "
    "from majiang.game.bots import bots; "
    "mix = bots('random,greedy,claimhappy,passive'); "
    "sys.stdout.write(play(get(sys.argv[1]), rounds=3, seed='dup', bots=mix).dumps())"
)


@pytest.mark.parametrize("name", ["quanzhou", "jilin", "changsha"])
def test_same_seed_same_bytes_under_any_hash_seed(name: str) -> None:
    outputs = set()
    for hash_seed in ("0", "1", "random"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", SCRIPT, name], env=env, capture_output=True, text=True, check=True
        )
        outputs.add(done.stdout)
    assert len(outputs) == 1
    here = play(get(name), rounds=3, seed="dup", bots=bots("random,greedy,claimhappy,passive")).dumps()
    assert outputs == {here}


def test_bots_do_not_change_the_walls() -> None:
    walls = []
    for spec in ("random", "greedy", "passive,claimhappy,random,greedy"):
        log = play(get("ningbo"), rounds=3, seed=9, bots=bots(spec))
        walls.append([(r[0]["wall"], r[0]["dice"]) for r in log.rounds])
    assert walls[0] == walls[1] == walls[2]


def test_different_seeds_differ() -> None:
    a = play(get("hefei"), rounds=1, seed=1, bots=bots("random")).rounds[0][0]["wall"]
    b = play(get("hefei"), rounds=1, seed=2, bots=bots("random")).rounds[0][0]["wall"]
    assert a != b
