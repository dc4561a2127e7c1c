"""The doctest namespace of the package's own examples.

The core (``tiles``, ``hands``, ``scoring``, ``settlement``, ``game``) names no region,
so an example there that needs a ruleset uses ``ruleset`` from this namespace instead of
``get("<region>")``. It is one registered ruleset, chosen here once: 108 tiles, no
wildcards, no flowers, so an example shows the shared machinery and nothing regional.
Examples in a region's own package name their region as usual.

This file is not part of the installed package; it applies to the doctests collected
under ``src/``.
"""

from __future__ import annotations

from typing import Any

import pytest

from majiang.rulesets import get


@pytest.fixture(autouse=True)
def _ruleset(doctest_namespace: dict[str, Any]) -> None:
    doctest_namespace["ruleset"] = get("changsha")
