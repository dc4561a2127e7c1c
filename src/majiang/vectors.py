"""Test vectors for ports: each a round in and the settlement (or the refusal) out.

A vector document (format ``majiang.vector/1``) holds the sample's name, the
round document (:mod:`majiang.serialize`), the items each win was awarded, and
either the settlement document or the error a correct implementation raises.
``majiang vectors RULESET -o DIR`` writes one file per sample of the ruleset.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from majiang.errors import MajiangError, RoundError
from majiang.rulesets import Ruleset
from majiang.serialize import dump_round, dump_settlement, load_round
from majiang.settlement import Round

__all__ = ["VECTOR_FORMAT", "check_vector", "make_vector", "write_vectors"]

VECTOR_FORMAT = "majiang.vector/1"


def _items(ruleset: Ruleset, round: Round) -> list[str]:
    keys: list[str] = []
    for win in round.wins:
        score = ruleset.score(round.winning_hand(win), round.context(win))
        keys.extend(a.item.key for a in score.awards)
    return keys


def make_vector(ruleset: Ruleset, name: str, round: Round) -> dict[str, Any]:
    """The vector of one sample round, computed by this implementation."""
    vector: dict[str, Any] = {"format": VECTOR_FORMAT, "name": name, "round": dump_round(round, ruleset)}
    try:
        vector["items"] = _items(ruleset, round)
        vector["settlement"] = dump_settlement(ruleset.settle(round))
        vector["error"] = None
    except MajiangError as error:
        vector["settlement"] = None
        vector["error"] = str(error)
    return vector


def write_vectors(ruleset: Ruleset, directory: Path) -> list[Path]:
    """Write one JSON file per sample of ``ruleset`` into ``directory``."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, round in ruleset.samples():
        path = directory / f"{ruleset.name}-{name}.json"
        text = json.dumps(make_vector(ruleset, name, round), ensure_ascii=False, indent=1)
        path.write_text(text + "\n", encoding="utf-8")
        written.append(path)
    return written


def check_vector(vector: dict[str, Any]) -> None:
    """Raise :class:`RoundError` unless this implementation reproduces ``vector``."""
    if vector.get("format") != VECTOR_FORMAT:
        raise RoundError(f"format: expected {VECTOR_FORMAT!r}, got {vector.get('format')!r}")
    round, ruleset = load_round(vector["round"])
    again = make_vector(ruleset, vector["name"], round)
    for key in ("items", "settlement", "error"):
        if again.get(key) != vector.get(key):
            expected, got = vector.get(key), again.get(key)
            raise RoundError(f"vector {vector['name']!r}: {key} differs: expected {expected!r}, got {got!r}")
