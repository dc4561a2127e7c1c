"""The registry's rows: names and aliases match the classes; lookup imports one region."""

from __future__ import annotations

import ast
import subprocess
import sys

import pytest

from majiang.errors import RulesetError
from majiang.rulesets import RULESETS, find, names
from majiang.rulesets.registry import _ROWS


def test_each_row_is_its_class() -> None:
    assert names() == tuple(r.name for r in RULESETS)
    for (name, aliases, where), ruleset in zip(_ROWS, RULESETS, strict=True):
        assert (ruleset.name, ruleset.aliases) == (name, aliases), where
        assert f"{ruleset.__module__}.{ruleset.__name__}".startswith(where.split(":")[0])
        assert find(name) is ruleset
        assert all(find(alias) is ruleset for alias in aliases)


def test_no_name_or_alias_is_claimed_twice() -> None:
    spelled = [n.casefold() for name, aliases, _ in _ROWS for n in (name, *aliases)]
    assert len(spelled) == len(set(spelled))


def test_an_unknown_name_lists_the_known_ones() -> None:
    known = r"known: jian, quanzhou, .*, sichuan$"
    with pytest.raises(RulesetError, match=rf"unknown ruleset 'atlantis'; {known}"):
        find("atlantis")


def run(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout


def test_import_and_names_import_no_region() -> None:
    code = (
        "import sys, majiang\n"
        "from majiang.hands import Hand, ShapeGrammar, is_win\n"
        "assert is_win(Hand.parse('123m456p789s11122z'), ShapeGrammar())\n"
        "print(len(majiang.names()))\n"
        "print(sorted({m.split('.')[2] for m in sys.modules if m.startswith('majiang.rulesets.')}))\n"
        "majiang.get('吉安')\n"
        "print(sorted({m.split('.')[2] for m in sys.modules if m.startswith('majiang.rulesets.')}))\n"
    )
    count, before, after = run(code).splitlines()
    assert count == str(len(RULESETS))
    regions = set(names())
    assert regions.isdisjoint(ast.literal_eval(before))  # shared modules only, e.g. base, playrules
    assert regions & set(ast.literal_eval(after)) == {"jian"}
