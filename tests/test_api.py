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
