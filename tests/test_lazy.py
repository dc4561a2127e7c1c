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
