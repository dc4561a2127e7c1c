"""The explicit list of rulesets, and lookup by name or alias."""

from __future__ import annotations

from typing import Any

from majiang.errors import RulesetError
from majiang.rulesets.base import Ruleset
from majiang.rulesets.changchun import Changchun
from majiang.rulesets.changsha import Changsha
from majiang.rulesets.fuzhou import Fuzhou
from majiang.rulesets.guangdong_jipinghu import GuangdongJipinghu
from majiang.rulesets.guangdong_tuidaohu import GuangdongTuidaohu
from majiang.rulesets.hangzhou import Hangzhou
from majiang.rulesets.harbin import Harbin
from majiang.rulesets.hebei import Hebei
from majiang.rulesets.hefei import Hefei
from majiang.rulesets.jian import Jian
from majiang.rulesets.jilin import Jilin
from majiang.rulesets.ningbo import Ningbo
from majiang.rulesets.quanzhou import Quanzhou
from majiang.rulesets.shaanxi import Shaanxi
from majiang.rulesets.shanghai import Shanghai
from majiang.rulesets.sichuan import Sichuan
from majiang.rulesets.taiyuan import Taiyuan
from majiang.rulesets.tianjin import Tianjin
from majiang.rulesets.wuhan import Wuhan

__all__ = ["RULESETS", "find", "get", "names"]

RULESETS: tuple[type[Ruleset], ...] = (Jian, Quanzhou, Jilin, Hefei, Ningbo, Changsha)
RULESETS += (Hangzhou,)
RULESETS += (Shanghai,)
RULESETS += (Fuzhou,)
RULESETS += (GuangdongJipinghu,)
RULESETS += (GuangdongTuidaohu,)
RULESETS += (Harbin,)
RULESETS += (Shaanxi,)
RULESETS += (Taiyuan,)
RULESETS += (Changchun,)
RULESETS += (Hebei,)
RULESETS += (Tianjin,)
RULESETS += (Wuhan,)
RULESETS += (Sichuan,)


def find(name: str) -> type[Ruleset]:
    """The ruleset class called ``name`` or one of its aliases, in any case.

    >>> find("Jian").name, find("JI'AN").name, find("吉安").name
    ('jian', 'jian', 'jian')
    """
    if not isinstance(name, str):
        raise RulesetError(f"a ruleset name is a str, not {name!r}; known: {', '.join(names())}")
    wanted = name.casefold()
    for ruleset in RULESETS:
        if wanted == ruleset.name.casefold() or wanted in (a.casefold() for a in ruleset.aliases):
            return ruleset
    raise RulesetError(f"unknown ruleset {name!r}; known: {', '.join(names())}")


def get(name: str, **options: Any) -> Ruleset:
    """A ruleset with its options set, e.g. ``get("jian", jing_offset=1)``."""
    return find(name)(**options)


def names() -> tuple[str, ...]:
    return tuple(r.name for r in RULESETS)
