"""Named random streams derived from one seed.

Each stream is a ``random.Random`` seeded with 64 bits of SHA-256 over the seed, the
round number and the stream's name, so the wall of round ``k`` depends only on
``(seed, k)``: no bot and no decision can change it (duplicate play comes free), and
nothing depends on ``PYTHONHASHSEED``.

>>> a, b = stream(42, 0, "wall"), stream(42, 0, "wall")
>>> a.random() == b.random(), stream(42, 0, "wall").random() == stream(42, 1, "wall").random()
(True, False)
>>> stream(1.5, 0, "wall")
Traceback (most recent call last):
...
majiang.errors.WallError: a seed is an int or a str, not 1.5
"""

from __future__ import annotations

import hashlib
import random

from majiang.errors import WallError

__all__ = ["RNG_SCHEME", "check_seed", "stream", "stream_seed"]

RNG_SCHEME = "sha256-streams/1"


def check_seed(seed: object) -> int | str:
    if type(seed) is not int and not isinstance(seed, str):
        raise WallError(f"a seed is an int or a str, not {seed!r}")
    return seed


def stream_seed(seed: int | str, round_index: int, name: str) -> int:
    """The 64-bit seed of stream ``name`` in round ``round_index``."""
    seed = check_seed(seed)
    text = f"{RNG_SCHEME}|{type(seed).__name__}:{seed}|{round_index}|{name}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def stream(seed: int | str, round_index: int, name: str) -> random.Random:
    """A fresh generator for stream ``name`` (``"wall"``, ``"dice"``, ``"bot:2"``, ...)."""
    return random.Random(stream_seed(seed, round_index, name))
