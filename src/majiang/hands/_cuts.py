"""What the branch-and-bound over face sets is asked with (:func:`majiang.hands.readings`'s
``cut``): the protocol a cut follows, the features a face set decides, and each face set's
keys under them."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial
from typing import Any, Protocol

from majiang.hands.arrangement import Arrangement, Shape
from majiang.hands.faces import Faces
from majiang.hands.features import Feature, Features, meld_key
from majiang.hands.hand import Hand
from majiang.hands.meld import MeldKind
from majiang.hands.placement import sketch

__all__ = ["DECIDED", "Cut", "Keyed", "meld_kind"]


class Cut(Protocol):
    """A branch-and-bound over the face sets: asked before a face set is placed,
    ``cut(keys, first)``, true to leave it out. ``keys[j]`` is what the features
    ``decided[j]`` read of its shape and melds (equal keys: equal for every arrangement of
    the face sets); ``first()`` gives an arrangement of it for the rows those features
    decide (:func:`~majiang.hands.placement.sketch`: its faces, no wildcard placed; ``None``:
    the face set has no arrangement). The by-group search asks
    it of a prefix too: ``prefix_bound(options)``, the most a face set whose ``j``-th key
    is one of ``options[j]`` (each with a way to place one reaching it) pays, and
    ``refuse(bound)``, whether to cut what pays at most that."""

    @property
    def active(self) -> bool: ...

    def __call__(self, keys: tuple[Hashable, ...], first: Callable[[], Arrangement | None]) -> bool: ...

    def prefix_bound(self, options: list[dict[Hashable, Callable[[], Arrangement | None]]]) -> int | None: ...

    def refuse(self, bound: int) -> bool: ...

    def shape_refused(self, shape: Shape) -> bool:
        """Whether to skip every face set of ``shape`` (asked before it is searched)."""
        ...

    def left(self) -> None:
        """The face sets are done: the readings still to come (``instant``) are none of theirs."""
        ...


DECIDED = frozenset(
    {
        Feature.SHAPE,
        Feature.KINDS,
        Feature.SUITS,
        Feature.TERMINALS,
        Feature.HONORS,
        Feature.PAIR,
        Feature.JIANG,
        Feature.ALIKE,
        Feature.STRAIGHT,
        Feature.DRAGON,
        Feature.FACES,
    }
)
"""The features a face set decides: every arrangement of one shape and one multiset of
meld faces agrees on them (the others read where the wildcards and the winning tile stand)."""


class Keyed:
    """A face set's keys for ``cut``, one for each set of features of ``decided``: the
    shape, and the multiset of what those features read of its melds (with ``ALIKE``, in
    seven pairs, with how many pairs share each face); the exposed melds are every face
    set's, not in the keys. It is also the by-group search's :class:`~majiang.hands._prefix.Prefix`.
    ``kept``: as :func:`~majiang.hands.readings`' (the numbers given to meld keys are kept there)."""

    def __init__(
        self,
        hand: Hand,
        counts: list[int],
        wild_tiles: list[int],
        cut: Cut,
        decided: tuple[Features, ...],
        kept: dict[str, Any] | None = None,
    ) -> None:
        self.hand, self.counts, self.wild_tiles, self.cut = hand, counts, wild_tiles, cut
        # ``DRAGON`` is read of the sequences together, not meld by meld: the keys read the
        # runs meld by meld (``STRAIGHT``), which decide it (the exposed melds are the same
        # in every face set), so equal keys still earn the same
        self.decided = tuple(
            features - {Feature.DRAGON} | {Feature.STRAIGHT} if Feature.DRAGON in features else features
            for features in decided
        )
        self.sets = len(decided)
        # each meld key as a small number, cheap to sort and hash; with ``kept`` (a search
        # made again of the same hand) the same numbers as before: ``cut`` keeps counts by them
        kept = {} if kept is None else kept
        self.numbers: dict[tuple[int, Shape, Faces], int] = kept.setdefault("meld numbers", {})
        self.keys: dict[Hashable, int] = kept.setdefault("key numbers", {})
        self.alike = [Feature.ALIKE in features for features in decided]
        self.vectors = _Vectors(self)
        """Each standard meld's numbers, set by set (:class:`~majiang.hands._prefix.Prefix`)."""

    @property
    def active(self) -> bool:
        return self.cut.active

    def number(self, j: int, meld: Faces, shape: Shape = Shape.STANDARD) -> int:
        number = self.numbers.get((j, shape, meld))
        if number is None:
            key = (j, meld_key(meld, meld_kind(meld), self.decided[j], shape))
            number = self.numbers[(j, shape, meld)] = self.keys.setdefault(key, len(self.keys))
        return number

    def refused(self, shape: Shape, faces: tuple[Faces, ...]) -> bool:
        found: list[Hashable] = []
        if shape is Shape.STANDARD and faces:
            columns = list(zip(*map(self.vectors.__getitem__, faces), strict=True))
        else:
            columns = [tuple(self.number(j, meld, shape) for meld in faces) for j in range(self.sets)]
        for j in range(self.sets):
            melds = list(columns[j])
            if self.alike[j] and shape is Shape.SEVEN_PAIRS:
                melds = [n * 8 + faces.count(meld) for n, meld in zip(melds, faces, strict=True)]
            melds.sort()
            found.append((shape, tuple(melds)))
        return self.cut(tuple(found), lambda: self.first(shape, faces))

    def first(self, shape: Shape, faces: tuple[Faces, ...]) -> Arrangement | None:
        """The face set's faces as an arrangement, for what they decide (not a reading)."""
        return sketch(self.hand, shape, faces, self.counts, self.wild_tiles)

    def bound(self, options: list[dict[tuple[int, ...], Callable[[], tuple[Faces, ...]]]]) -> int | None:
        standard = Shape.STANDARD
        return self.cut.prefix_bound(
            [
                {(standard, key): partial(self._placed, faces) for key, faces in reached.items()}
                for reached in options
            ]
        )

    def _placed(self, faces: Callable[[], tuple[Faces, ...]]) -> Arrangement | None:
        return self.first(Shape.STANDARD, faces())

    def refuse(self, bound: int) -> bool:
        return self.cut.refuse(bound)


def meld_kind(faces: Faces) -> MeldKind:
    """The kind of a concealed meld of these faces."""
    if len(faces) == 1:
        return MeldKind.SINGLE
    if len(faces) == 2:
        return MeldKind.PAIR
    if faces[0] == faces[1]:
        return MeldKind.TRIPLET
    return MeldKind.HONOR_RUN if faces[0] >= 27 else MeldKind.SEQUENCE


class _Vectors(dict[Faces, tuple[int, ...]]):
    """A standard meld's :meth:`Keyed.number` for each set of features, worked out on first use."""

    __slots__ = ("keyed",)

    def __init__(self, keyed: Keyed) -> None:
        super().__init__()
        self.keyed = keyed

    def __missing__(self, meld: Faces) -> tuple[int, ...]:
        keyed = self.keyed
        vector = self[meld] = tuple(keyed.number(j, meld) for j in range(keyed.sets))
        return vector
