"""The explicit list of rulesets, and lookup by name or alias.

A row names a ruleset, its aliases and where its class lives; the region's package is
imported by the first lookup that needs it, so listing the names imports no region.
``RULESETS``, the classes in registry order, imports them all.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from majiang.errors import RulesetError

if TYPE_CHECKING:
    from majiang.rulesets.base import Ruleset

__all__ = ["RULESETS", "find", "get", "names"]

# (name, aliases, "package:Class"): the class's own ``name`` and ``aliases``, which
# tests/rulesets/test_registry.py checks against these rows.
_ROWS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("jian", ("ji'an", "吉安", "chongguan"), "majiang.rulesets.jian:Jian"),
    ("quanzhou", ("泉州", "youjin", "游金"), "majiang.rulesets.quanzhou:Quanzhou"),
    ("jilin", ("吉林", "jilin-bao"), "majiang.rulesets.jilin:Jilin"),
    ("hefei", ("合肥", "anhui"), "majiang.rulesets.hefei:Hefei"),
    ("ningbo", ("宁波", "ningbo-tai"), "majiang.rulesets.ningbo:Ningbo"),
    ("changsha", ("长沙", "hunan"), "majiang.rulesets.changsha:Changsha"),
    ("hangzhou", ("杭州", "hangma"), "majiang.rulesets.hangzhou:Hangzhou"),
    ("shanghai", ("上海", "qinghunpeng", "清混碰"), "majiang.rulesets.shanghai:Shanghai"),
    ("fuzhou", ("福州", "fujian", "福建"), "majiang.rulesets.fuzhou:Fuzhou"),
    ("guangdong_jipinghu", ("鸡平胡", "jipinghu"), "majiang.rulesets.guangdong_jipinghu:GuangdongJipinghu"),
    ("guangdong_tuidaohu", ("推倒胡", "tuidaohu"), "majiang.rulesets.guangdong_tuidaohu:GuangdongTuidaohu"),
    ("harbin", ("哈尔滨", "harbin-bao"), "majiang.rulesets.harbin:Harbin"),
    ("shaanxi", ("陕西", "陕西麻将"), "majiang.rulesets.shaanxi:Shaanxi"),
    ("taiyuan", ("太原", "立四", "lisi"), "majiang.rulesets.taiyuan:Taiyuan"),
    ("changchun", ("长春", "changchun-bao"), "majiang.rulesets.changchun:Changchun"),
    ("hebei", ("河北",), "majiang.rulesets.hebei:Hebei"),
    ("tianjin", ("天津",), "majiang.rulesets.tianjin:Tianjin"),
    ("wuhan", ("武汉", "hubei"), "majiang.rulesets.wuhan:Wuhan"),
    ("sichuan", ("四川", "成都", "chengdu"), "majiang.rulesets.sichuan:Sichuan"),
)

_NAMES = tuple(name for name, _, _ in _ROWS)
_LOOKUP = {n.casefold(): where for name, aliases, where in _ROWS for n in (name, *aliases)}
_LOADED: dict[str, type[Ruleset]] = {}


def _load(where: str) -> type[Ruleset]:
    """The class at ``where`` ("package:Class"), importing its package the first time."""
    loaded = _LOADED.get(where)
    if loaded is None:
        package, _, name = where.partition(":")
        loaded = _LOADED[where] = getattr(importlib.import_module(package), name)
    return loaded


def find(name: str) -> type[Ruleset]:
    """The ruleset class called ``name`` or one of its aliases, in any case.

    >>> find("Jian").name, find("JI'AN").name, find("吉安").name
    ('jian', 'jian', 'jian')
    """
    if not isinstance(name, str):
        raise RulesetError(f"a ruleset name is a str, not {name!r}; known: {', '.join(_NAMES)}")
    where = _LOOKUP.get(name.casefold())
    if where is None:
        raise RulesetError(f"unknown ruleset {name!r}; known: {', '.join(_NAMES)}")
    return _load(where)


def get(name: str, **options: Any) -> Ruleset:
    """A ruleset with its options set, e.g. ``get("jian", jing_offset=1)``."""
    return find(name)(**options)


def names() -> tuple[str, ...]:
    return _NAMES


if TYPE_CHECKING:
    RULESETS: tuple[type[Ruleset], ...]
else:

    def __getattr__(name: str) -> Any:
        if name != "RULESETS":
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        global RULESETS
        RULESETS = tuple(_load(where) for _, _, where in _ROWS)
        return RULESETS
