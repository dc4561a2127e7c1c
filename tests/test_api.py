"""The public API: everything exported is documented in docs/api.md and importable."""

from __future__ import annotations

from pathlib import Path

import majiang

API = (Path(__file__).parent.parent / "docs" / "api.md").read_text(encoding="utf-8")


def test_every_export_is_in_the_api_reference() -> None:
    missing = [name for name in majiang.__all__ if f"`{name}`" not in API and f"`{name}," not in API]
    assert not missing, f"not in docs/api.md: {missing}"


def test_every_export_exists() -> None:
    for name in majiang.__all__:
        assert hasattr(majiang, name), name


def test_regions_use_hooks_not_the_shared_machinery() -> None:
    from majiang.rulesets import RULESETS

    for ruleset in RULESETS:
        for shared in ("score", "settle", "check_hand", "choice", "wild_kinds"):
            assert shared not in vars(ruleset), f"{ruleset.name} overrides {shared}"


def test_get_ignores_case() -> None:
    import pytest

    from majiang.errors import RulesetError

    assert majiang.get("JIAN").name == majiang.get("Ji'An").name == "jian"
    assert majiang.get("Ningbo-Tai").name == "ningbo"
    with pytest.raises(RulesetError, match="unknown ruleset ' jian'"):
        majiang.get(" jian")
    with pytest.raises(RulesetError, match="a ruleset name is a str, not 3"):
        majiang.get(3)  # type: ignore[arg-type]


def test_the_types_public_functions_return_are_exported() -> None:
    for name in ("Waits", "Wait", "Award", "Payment", "Item", "Entry", "Reason"):
        assert name in majiang.__all__ and hasattr(majiang, name)


def test_display_depends_on_the_values_not_the_reverse() -> None:
    import pathlib

    core = pathlib.Path(majiang.__file__).parent
    for folder in ("tiles", "hands", "scoring", "settlement"):
        for path in (core / folder).glob("*.py"):
            assert "majiang.display" not in path.read_text(encoding="utf-8"), path
    assert majiang.Tile.from_str("1m")._repr_html_().startswith("<svg")  # type: ignore[attr-defined]
