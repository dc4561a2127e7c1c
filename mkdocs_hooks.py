"""MkDocs hooks: the Regions section lists every page in docs/rulesets/, so a new region's
page appears in the site without anyone editing mkdocs.yml; docstring examples (``>>>``)
are shown as code."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from markdown import Extension
from markdown.preprocessors import Preprocessor


def _title(page: Path) -> str:
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return page.stem


def _regions(config: Any) -> Any:
    docs = Path(config["docs_dir"])
    regions = [{_title(p): f"rulesets/{p.name}"} for p in sorted((docs / "rulesets").glob("*.md"))]
    config["nav"] = [
        {key: regions} if value == "rulesets/" else {key: value}
        for item in config["nav"]
        for key, value in item.items()
    ]
    return config


_ROLE = re.compile(r":(?:meth|class|func|mod|attr|data|exc|obj):`~?([^`]+)`")


class _DoctestBlocks(Preprocessor):
    """Fence docstring examples (``>>>`` lines and their output) as ``pycon`` code, and show
    reST roles (``:meth:`x```) as code."""

    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        inside = fenced = False
        indent = ""
        for line in lines:
            if not inside:
                line = _ROLE.sub(r"`\1`", line)
            stripped = line.lstrip()
            if stripped.startswith("```"):
                fenced = not fenced
            if not fenced and not inside and stripped.startswith(">>>"):
                indent = line[: len(line) - len(stripped)]
                out += ["", f"{indent}```pycon"]
                inside = True
            elif inside and not stripped:
                out.append(f"{indent}```")
                inside = False
            out.append(line)
        if inside:
            out.append(f"{indent}```")
        return out


class DoctestExtension(Extension):
    def extendMarkdown(self, md: Any) -> None:
        md.preprocessors.register(_DoctestBlocks(md), "majiang_doctest", 30)


def on_config(config: Any) -> Any:
    config["markdown_extensions"].append(DoctestExtension())
    return _regions(config)
