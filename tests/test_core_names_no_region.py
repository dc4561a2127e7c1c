"""The core (``tiles``, ``hands``, ``scoring``, ``settlement``, ``game``) names no region.

A region's name or alias — in code, a docstring or a comment — belongs in its own package
under ``majiang.rulesets``; the core offers general parts a region composes. The names are
the registry's, so a newly registered region is covered without editing this test. Doctests
of the core that need a ruleset take ``ruleset`` from the doctest namespace
(``src/conftest.py``).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import majiang
from majiang.rulesets import RULESETS

CORE = ("tiles", "hands", "scoring", "settlement", "game")
PACKAGE = Path(majiang.__file__).parent


def region_names() -> tuple[str, ...]:
    return tuple(sorted({n for r in RULESETS for n in (r.name, *r.aliases)}, key=str.casefold))


def pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    """Each name as a whole word (``jian`` is not in ``majiang``); CJK names anywhere."""
    parts = []
    for name in names:
        escaped = re.escape(name)
        parts.append(escaped if not name.isascii() else rf"(?<![\w'-]){escaped}(?![\w-])")
    return re.compile("|".join(parts), re.IGNORECASE)


def mentions(text: str, names: tuple[str, ...]) -> list[str]:
    found = pattern(names)
    return [
        f"line {number}: {match.group(0)!r} in {line.strip()!r}"
        for number, line in enumerate(text.splitlines(), 1)
        for match in found.finditer(line)
    ]


def test_the_pattern_finds_whole_names_only() -> None:
    names = ("jian", "ji'an", "吉安", "guangdong_jipinghu")
    text = "majiang Jian\nhere ji'an's 精\n吉安麻将\nthe guangdong_jipinghu table\njian_x xjian"
    assert [m.split(":")[0] for m in mentions(text, names)] == ["line 1", "line 2", "line 3", "line 4"]
    assert mentions("majiang, jiang, jianzi, jian_2, 'x-jian'", names) == []


@pytest.mark.parametrize("folder", CORE)
def test_no_region_name_in_the_core(folder: str) -> None:
    names = region_names()
    assert "changsha" in names and "长沙" in names  # the registry is what is searched
    found = [
        f"{path.relative_to(PACKAGE)} {where}"
        for path in sorted((PACKAGE / folder).rglob("*.py"))
        for where in mentions(path.read_text(encoding="utf-8"), names)
    ]
    assert not found, "region names in the core:\n" + "\n".join(found)
