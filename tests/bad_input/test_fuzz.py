"""Fuzzing: random text and random JSON trees give a result or a majiang error, nothing else.

Example counts are bounded (the ``ci`` profile of ``tests/conftest.py``) so the suite stays
fast; ``HYPOTHESIS_PROFILE=thorough`` runs more.
"""

from __future__ import annotations

import contextlib
import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from majiang.cli import main
from majiang.errors import MajiangError
from majiang.hands import Hand, Meld
from majiang.rulesets import RULESETS
from majiang.serialize import dump_round, dump_settlement, load_round, load_settlement
from majiang.tiles import parse_tiles

# Text near the notations: digits (ASCII and not), suit letters, Chinese names, glyphs,
# meld punctuation, and anything else.
ALPHABET = "0123456789mpszfxMZ ()@+,-１٣一二九万筒条索东南西北中发白春梅🀄🀇🀫\ufe0f\x00\n"
near_text = st.text(alphabet=ALPHABET, max_size=30)
any_text = st.text(max_size=30)
texts = near_text | any_text

json_values: st.SearchStrategy[Any] = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | texts,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(texts, inner, max_size=4),
    max_leaves=12,
)

SAMPLES = [(ruleset(), round_) for ruleset in RULESETS for _, round_ in ruleset().samples()[:2]]


def outcome(call: Callable[[], Any]) -> None:
    """A result or a MajiangError; anything else fails the test."""
    with contextlib.suppress(MajiangError):
        call()


@given(texts)
def test_parse_tiles_fuzz(text: str) -> None:
    outcome(lambda: parse_tiles(text))


@given(texts)
def test_meld_parse_fuzz(text: str) -> None:
    outcome(lambda: Meld.parse(text))


@given(texts, texts, texts, texts | st.none(), st.none() | st.booleans() | json_values)
def test_hand_parse_fuzz(tiles: str, melds: str, flowers: str, win: str | None, self_drawn: Any) -> None:
    outcome(lambda: Hand.parse(tiles, melds=melds, flowers=flowers, win=win, self_drawn=self_drawn))


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found.extend(_paths(value, (*path, key)))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found.extend(_paths(value, (*path, i)))
    return found


@st.composite
def mutated(draw: st.DrawFn, document: dict[str, Any]) -> Any:
    """``document`` with one to three nodes replaced by random JSON or deleted."""
    document = copy.deepcopy(document)
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        paths = _paths(document)[1:]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        node: Any = document
        for key in path[:-1]:
            node = node[key]
        if draw(st.booleans()) and isinstance(node, dict):
            del node[path[-1]]
        else:
            node[path[-1]] = draw(json_values)
    return document


@st.composite
def round_documents(draw: st.DrawFn) -> Any:
    ruleset, round_ = draw(st.sampled_from(SAMPLES))
    return draw(mutated(dump_round(round_, ruleset)))


@given(round_documents())
def test_load_round_fuzz(document: Any) -> None:
    outcome(lambda: load_round(document))
    outcome(lambda: load_round(json.dumps(document)))


@given(json_values)
def test_load_round_random_tree(document: Any) -> None:
    outcome(lambda: load_round(document))


@st.composite
def settlement_documents(draw: st.DrawFn) -> Any:
    ruleset, round_ = draw(st.sampled_from(SAMPLES))
    return draw(mutated(dump_settlement(ruleset.settle(round_))))


@given(settlement_documents() | json_values)
def test_load_settlement_fuzz(document: Any) -> None:
    outcome(lambda: load_settlement(document))


# -- the command line ------------------------------------------------------------------

WORDS = [
    "score", "waits", "deal", "rulesets", "jian", "hefei", "changsha", "ningbo", "--seat", "--dealer",
    "--discard-from", "--robbed-kong", "--kong-replacement", "--indicator", "--melds", "--flowers",
    "--option", "--win-tile", "--seed", "--lianzhuang", "--json", "--first-draw", "--last-tile",
    "123m456p789m234s11z", "5s", "1z", "3", "-1", "٣", "jing_offset=1", "x=[[1]]", "=", "345s@3",
]  # fmt: skip
argvs = st.lists(st.sampled_from(WORDS) | near_text, max_size=8)


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(argvs)
def test_cli_arguments_fuzz(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    if argv[:1] == ["vectors"] or argv[:1] == ["settle"]:
        argv = argv[1:]  # they touch files: fuzzed below with files of their own
    status = main(argv)
    _, err = capsys.readouterr()
    assert status in (0, 2)
    assert "internal error" not in err and "Traceback" not in err
    if status == 2:
        assert err.count("\n") == 1


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(round_documents())
def test_cli_settle_fuzz(capsys: pytest.CaptureFixture[str], tmp_path: Path, document: Any) -> None:
    path = tmp_path / "round.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    status = main(["settle", str(path)])
    _, err = capsys.readouterr()
    assert status in (0, 2)
    assert "internal error" not in err, err
