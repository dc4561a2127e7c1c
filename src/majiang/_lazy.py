"""Lazy exports for a package's ``__init__`` (PEP 562).

A package lists where each public name lives; the name's module is imported on first
access, so importing the package costs nothing until a name is used. Static tools read
the package's ``if TYPE_CHECKING:`` imports of the same names.

>>> import types
>>> getattr_, dir_ = exports("majiang.tiles", {"majiang.tiles.tile": "Tile"})
>>> getattr_("Tile").__name__
'Tile'
>>> getattr_("Tyle")
Traceback (most recent call last):
...
AttributeError: module 'majiang.tiles' has no attribute 'Tyle'
"""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Callable
from typing import Any

__all__ = ["exports"]


def exports(package: str, where: dict[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of ``package``.

    ``where`` maps a module to the space-separated names it defines; a name listed under
    ``package`` itself is a submodule. A name is imported once: the value is then stored
    in the package's namespace, where later lookups find it directly.

    A function named like its own module (``majiang.hands.waits.waits``) keeps the
    package's name: importing that submodule binds the module on the package, as
    Python's import system does, which the package's class declines for those names.
    """
    home = {name: module for module, names in where.items() for name in names.split()}
    shadowed = frozenset(name for name, module in home.items() if module == f"{package}.{name}")
    if shadowed:

        class Package(types.ModuleType):
            def __setattr__(self, name: str, value: Any) -> None:
                if name in shadowed and isinstance(value, types.ModuleType):
                    return  # the submodule: the package's `name` stays the function
                super().__setattr__(name, value)

        sys.modules[package].__class__ = Package

    def __getattr__(name: str) -> Any:
        module = home.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        if module == package:
            value = importlib.import_module(f"{package}.{name}")
        else:
            value = getattr(importlib.import_module(module), name)
        setattr(sys.modules[package], name, value)
        return value

    def __dir__() -> list[str]:
        return sorted({*vars(sys.modules[package]), *home})

    return __getattr__, __dir__
