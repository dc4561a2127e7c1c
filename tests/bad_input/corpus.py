"""The shape of a bad-input case, shared by the corpus modules.

A case is a call that must raise one :mod:`majiang.errors` class with a message
that quotes the input (or names the field path): ``needle`` must appear in it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from majiang.errors import MajiangError

__all__ = ["case", "check"]


def case(call: Callable[[], Any], error: type[MajiangError], needle: str, id: str) -> Any:
    """One parametrized case: ``call()`` raises ``error`` whose message holds ``needle``."""
    return pytest.param(call, error, needle, id=id)


def check(call: Callable[[], Any], error: type[MajiangError], needle: str) -> None:
    """Run one case: the exact class (or a subclass), a ValueError, and the needle quoted."""
    with pytest.raises(MajiangError) as info:
        call()
    assert isinstance(info.value, error), f"{type(info.value).__name__}: {info.value}"
    assert isinstance(info.value, ValueError)
    assert needle in str(info.value), f"{needle!r} not in {str(info.value)!r}"
