"""Item conditions are type-checked against their ruleset's options and facts.

``Evaluation`` is generic over a ruleset's options and facts, ``Item`` over the same, so
a condition of a region's table that reads a misspelt option or fact, or an item of one
region's table put in another's, is a mypy error. These tests run mypy (``--strict``, as
CI does) on small snippets, all in one run, and assert the errors it reports by file and
line; a snippet that is right must report none, so the wrong ones fail for the reason
given. Without mypy installed (the ``dev`` extra) they are skipped.

``Ruleset`` itself is not generic (the registry, the game and the CLI hold rulesets of
every region), so what ties a region's table to its class data is the annotation of its
``table()`` hook: the last test reads it at run time and compares it with ``Options``
and ``Facts`` for every registered ruleset.
"""

from __future__ import annotations

import textwrap
import typing
from pathlib import Path

import pytest

import majiang

SNIPPETS = {
    # every condition here reads what its ruleset has: no error
    "right": """
        from majiang.rulesets.jian.ruleset import JianOptions
        from majiang.rulesets.tianjin.facts import TianjinFacts
        from majiang.rulesets.tianjin.ruleset import TianjinOptions
        from majiang.scoring import Evaluation, Item

        def shared(e: Evaluation[object, object]) -> bool:
            return e.self_drawn

        SHARED: Item[object, object] = Item(key="s", chinese="s", english="s", value=1, when=shared)

        def offset(e: Evaluation[JianOptions, None]) -> bool:
            return e.options.jing_offset == 1

        JIAN: tuple[Item[JianOptions, None], ...] = (
            SHARED,
            Item(key="o", chinese="o", english="o", value=1, when=offset),
            Item(key="l", chinese="l", english="l", value=1, when=lambda e: e.options.bawang),
        )
        TIANJIN: tuple[Item[TianjinOptions, TianjinFacts], ...] = (
            SHARED,
            Item(key="x", chinese="x", english="x", value=1, when=lambda e: 0 in e.facts.xiangong),
        )
    """,
    "option_typo": """
        from majiang.rulesets.jian.ruleset import JianOptions
        from majiang.scoring import Evaluation, Item

        def offset(e: Evaluation[JianOptions, None]) -> bool:
            return e.options.jing_ofset == 1  # line 5

        JIAN: tuple[Item[JianOptions, None], ...] = (
            Item(key="l", chinese="l", english="l", value=1, when=lambda e: e.options.bawnag),  # line 8
        )
    """,
    "fact_typo": """
        from majiang.rulesets.tianjin.facts import TianjinFacts
        from majiang.rulesets.tianjin.ruleset import TianjinOptions
        from majiang.scoring import Item

        TIANJIN: tuple[Item[TianjinOptions, TianjinFacts], ...] = (
            Item(key="x", chinese="x", english="x", value=1, when=lambda e: 0 in e.facts.xiangogn),  # line 6
        )
    """,
    "other_region": """
        from majiang.rulesets.hefei.ruleset import HefeiOptions
        from majiang.rulesets.jian.ruleset import JianOptions
        from majiang.scoring import Evaluation, Item

        def ka(e: Evaluation[HefeiOptions, None]) -> bool:
            return e.options.ka == "shape"

        HEFEI: Item[HefeiOptions, None] = Item(key="k", chinese="k", english="k", value=1, when=ka)
        JIAN: tuple[Item[JianOptions, None], ...] = (HEFEI,)  # line 9
    """,
    # the shipped tables are typed too: reading a region's own condition helpers
    "region_table": """
        from majiang.rulesets.hefei.ruleset import HefeiOptions
        from majiang.rulesets.jian.table import ITEMS
        from majiang.scoring import Item

        WRONG: tuple[Item[HefeiOptions, None], ...] = ITEMS  # line 5
    """,
}


@pytest.fixture(scope="module")
def reported(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[str]]:
    """mypy's error lines for each snippet, as ``'<line>: <message>'``."""
    api = pytest.importorskip("mypy.api")
    root = tmp_path_factory.mktemp("typed")
    paths = []
    for name, text in SNIPPETS.items():
        path = root / f"{name}.py"
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
        paths.append(str(path))
    out, err, _status = api.run(
        [
            "--strict",
            "--python-version=3.10",
            "--no-error-summary",
            "--hide-error-codes",
            f"--cache-dir={root / '.mypy_cache'}",
            *paths,
        ]
    )
    assert not err, err
    found: dict[str, list[str]] = {name: [] for name in SNIPPETS}
    for line in out.splitlines():
        file, _, rest = line.partition(":")
        name = Path(file).stem
        assert name in found, line  # an error outside the snippets: the package itself
        lineno, _, message = rest.partition(":")
        if message.strip().startswith("error:"):
            found[name].append(f"{lineno}: {message.strip()}")
    return found


def errors(reported: dict[str, list[str]], name: str) -> list[str]:
    """The snippet's errors, ``'<line>: error: <message>'`` without mypy's "maybe ..." hints."""
    return [e.split("; maybe ")[0] for e in reported[name]]


def test_conditions_reading_their_own_options_and_facts_check(reported: dict[str, list[str]]) -> None:
    assert reported["right"] == []


def test_a_misspelt_option_is_an_error(reported: dict[str, list[str]]) -> None:
    found = errors(reported, "option_typo")
    assert '5: error: "JianOptions" has no attribute "jing_ofset"' in found
    assert '8: error: "JianOptions" has no attribute "bawnag"' in found
    # the rest is what follows from the typo (the attribute is Any): nothing on other lines
    assert {e.split(":")[0] for e in found} == {"5", "8"}


def test_a_misspelt_fact_is_an_error(reported: dict[str, list[str]]) -> None:
    assert errors(reported, "fact_typo") == ['6: error: "TianjinFacts" has no attribute "xiangogn"']


def test_an_item_of_another_region_does_not_fit(reported: dict[str, list[str]]) -> None:
    [error] = errors(reported, "other_region")
    assert error.startswith("9: error: Incompatible types in assignment")
    assert "Item[HefeiOptions, None]" in error and "Item[JianOptions, None]" in error


def test_a_shipped_table_is_typed_by_its_region(reported: dict[str, list[str]]) -> None:
    [error] = errors(reported, "region_table")
    assert error.startswith("5: error: Incompatible types in assignment")
    assert "Item[JianOptions, None]" in error and "Item[HefeiOptions, None]" in error


@pytest.mark.parametrize("name", majiang.names())
def test_table_hook_is_typed_with_the_rulesets_options_and_facts(name: str) -> None:
    # mypy checks that table() returns items of the types it names; here those types are
    # the ruleset's own class data (None: a ruleset without facts)
    ruleset = type(majiang.get(name))
    returned = typing.get_type_hints(ruleset.table)["return"]
    item, _ellipsis = typing.get_args(returned)
    options, facts = typing.get_args(item)
    assert options is ruleset.Options
    assert facts is (type(None) if ruleset.Facts is None else ruleset.Facts)
