"""The shipped test vectors still pass, and together they cover every scoring item.

The vectors are the library's own output, written by ``majiang.vectors``: they detect
a *change* (for ports and for refactors), not *correctness*. No test here is evidence
that an amount follows the rules; those are the hand-worked cases in ``tests/rulesets``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from majiang.errors import RoundError
from majiang.rulesets import RULESETS, get
from majiang.scoring import Stage
from majiang.serialize import dump_round, load_round
from majiang.vectors import check_vector, make_vector, write_vectors

VECTORS = Path(__file__).parent / "vectors"
FILES = sorted(VECTORS.glob("*/*.json"))


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _as_written_now(vector: dict[str, Any]) -> dict[str, Any]:
    """The vector with its round read and written again, so that one written before a
    field moved into a region's facts (``majiang.serialize.MOVED_TO_FACTS``) compares
    as the same round; everything else is compared as shipped."""
    round_, ruleset = load_round(vector["round"])
    return {**vector, "round": dump_round(round_, ruleset)}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_shipped_vector_still_passes(path: Path) -> None:
    check_vector(_load(path))


@pytest.mark.parametrize("ruleset", [r.name for r in RULESETS if r().samples()])
def test_vectors_cover_every_item(ruleset: str) -> None:
    vectors = [_load(p) for p in sorted((VECTORS / ruleset).glob("*.json"))]
    awarded = {key for v in vectors for key in v.get("items") or []}
    errors = " ".join(v["error"] for v in vectors if v["error"])
    for item in get(ruleset).table():
        if item.stage is Stage.FORBID:
            assert item.chinese in errors, f"no vector shows {item.key} forbidding a win"
        else:
            assert item.key in awarded, f"no vector awards {item.key}"


@pytest.mark.parametrize("ruleset", [r.name for r in RULESETS if r().samples()])
def test_shipped_vectors_match_the_samples(ruleset: str, tmp_path: Path) -> None:
    written = write_vectors(get(ruleset), tmp_path)
    assert sorted(p.name for p in written) == sorted(p.name for p in (VECTORS / ruleset).glob("*.json"))
    for path in written:
        assert _load(path) == _as_written_now(_load(VECTORS / ruleset / path.name))


def test_a_tampered_vector_fails() -> None:
    vector = _load(FILES[0])
    settlement = vector["settlement"] or {"transfers": []}
    if settlement["transfers"]:
        settlement["transfers"][0]["amount"] += 1
    else:
        vector["error"] = "something else"
    with pytest.raises(RoundError, match="differs"):
        check_vector(vector)


def test_make_vector_records_a_refusal() -> None:
    jian = get("jian")
    name, round_ = next((n, r) for n, r in jian.samples() if "can-not-win" in n)
    vector = make_vector(jian, name, round_)
    assert vector["settlement"] is None and "can not win" in vector["error"]


def test_a_vector_written_before_the_move_reads_the_same_round(tmp_path: Path) -> None:
    # the changsha vector as written before birds/dealt/deal_wins moved into ChangshaFacts
    shipped = _load(VECTORS / "changsha" / "changsha-two-deal-winners-bird-on-a-payer.json")
    old = json.loads(json.dumps(shipped))
    facts = old["round"]["round"].pop("facts")["changsha"]
    old["round"]["round"]["birds"] = facts["birds"]
    for seat, record in enumerate(old["round"]["round"]["seats"]):
        record["dealt"], record["deal_wins"] = facts["dealt"][seat], facts["deal_wins"][seat]
    assert old != shipped and _as_written_now(old) == shipped
    check_vector(old)  # and it still reproduces
