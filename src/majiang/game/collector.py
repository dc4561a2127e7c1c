"""The cyclic garbage collector, paused over a run of rounds (self-play).

A match keeps every event of every round for its log, and each round's table refers to
its legality and back: the collector would walk the growing log again and again while
freeing only the few hundred cyclic objects each round leaves. :class:`Paused` stops the
automatic collections while rounds are played, collects the youngest generation itself
every ``every`` rounds (so a long match holds at most that many rounds' cyclic garbage),
and resumes the collector afterwards, also on an error. It does nothing where the
collector was already off.

>>> import gc
>>> with Paused(every=2) as paused:
...     gc.isenabled(), [paused.round_done() for _ in range(3)] is not None
(False, True)
>>> gc.isenabled()
True
"""

from __future__ import annotations

import gc
from types import TracebackType

__all__ = ["Paused"]


class Paused:
    """Pause the collector; :meth:`round_done` after each round collects every ``every`` rounds."""

    __slots__ = ("_collecting", "_every", "_left")

    def __init__(self, every: int = 16) -> None:
        self._every = every
        self._left = every
        self._collecting = False

    def __enter__(self) -> Paused:
        self._collecting = gc.isenabled()
        if self._collecting:
            gc.disable()
        return self

    def round_done(self) -> None:
        """One round played: every ``every`` rounds, free the cyclic garbage they left."""
        if not self._collecting:
            return
        self._left -= 1
        if self._left <= 0:
            self._left = self._every
            gc.collect(0)

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if self._collecting:
            gc.enable()
