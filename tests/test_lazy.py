"""Lazy exports: ``import majiang`` imports nothing until a name is used, and then the same objects."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

import majiang

PACKAGES = ("majiang", "majiang.tiles", "majiang.hands", "majiang.scoring", "majiang.settlement")


def run(code: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return out.stdout.split()


def test_import_majiang_imports_no_submodule() -> None:
    loaded = run("import sys, majiang\nprint(*sorted(m for m in sys.modules if m.startswith('majiang')))")
    assert loaded == ["majiang", "majiang._lazy"]


def test_the_win_check_imports_only_what_it_uses() -> None:
    code = (
        "import sys, majiang\nfrom majiang.hands import Hand, ShapeGrammar, is_win\n"
        "assert is_win(Hand.parse('123m456p789s11122z'), ShapeGrammar())\n"
        "print(*sorted(m for m in sys.modules if m.startswith('majiang')))"
    )
    loaded = run(code)
    for absent in ("majiang.rulesets", "majiang.scoring", "majiang.game", "majiang.tiles.wall"):
        assert absent not in loaded


def test_names_used_from_majiang_import_no_picture_code() -> None:
    code = (
        "import sys, majiang\nhand = majiang.Hand.parse('123m456p789s11122z')\n"
        "assert majiang.is_win(hand, majiang.ShapeGrammar())\n"
        "print(*sorted(m for m in sys.modules if m.startswith('majiang')))"
    )
    loaded = run(code)
    for absent in ("majiang.display", "majiang.svg", "majiang.scoring", "majiang.settlement"):
        assert absent not in loaded


def test_a_value_reached_without_its_export_still_draws_itself() -> None:
    # a Score comes from a ruleset, never from majiang.Score: its picture loads on first use
    code = (
        "import sys\nfrom majiang.rulesets import get\nfrom majiang.hands import Hand\n"
        "from majiang.scoring import WinContext\nfrom majiang.tiles import Tile\n"
        "hand = Hand.parse('1133m4466p2288s6s1z', win='1z', self_drawn=True)\n"
        "score = get('jian').score(hand, WinContext(seat=1, dealer=0, indicator=Tile.from_str('5s')))\n"
        "print('majiang.display' in sys.modules, score._repr_html_().startswith('<svg'))"
    )
    assert run(code) == ["False", "True"]


@pytest.mark.parametrize("name", PACKAGES)
def test_every_export_resolves_and_is_listed(name: str) -> None:
    package = importlib.import_module(name)
    for export in package.__all__:
        value = getattr(package, export)
        assert getattr(package, export) is value
    assert set(package.__all__) <= set(dir(package))


def test_the_exports_are_the_defining_modules_objects() -> None:
    from majiang.hands.readings import readings
    from majiang.hands.shanten import shanten
    from majiang.hands.waits import waits
    from majiang.tiles.tile import Tile

    assert (majiang.Tile, majiang.waits, majiang.shanten) == (Tile, waits, shanten)
    hands = importlib.import_module("majiang.hands")
    importlib.import_module("majiang.hands.waits")  # binds the submodule on the package...
    assert hands.waits is waits and hands.readings is readings  # ...which keeps the function
    assert hands.shanten is shanten


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="module 'majiang' has no attribute 'Hnad'"):
        majiang.Hnad  # type: ignore[attr-defined]  # noqa: B018
    with pytest.raises(AttributeError, match=r"module 'majiang\.hands' has no attribute 'Tile'"):
        majiang.hands.Tile  # type: ignore[attr-defined]  # noqa: B018
