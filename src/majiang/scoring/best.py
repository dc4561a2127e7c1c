"""The search for the best-paying reading, and the branch-and-bound that cuts it short.

:func:`best` scores the readings in their order and keeps the first that pays the
most; it stops at the first paying the most any reading may (the table's
:func:`~majiang.scoring.ceiling.ceiling`, or the ruleset's ``most_paid``).

When the first best reading comes late, stopping there saves little: the readings
before it are all placed and scored. :class:`Pruner` bounds whole face sets before
they are placed (:data:`majiang.hands.readings.Cut`). The rows whose ``reads`` are all
features a face set decides (:data:`~majiang.hands.readings.DECIDED`: the shape, the
melds' kinds, suits, faces, ...) earn the same on every arrangement of the face set:
they are counted once on one of them, the rows reading nothing of the arrangement as
known, and every other row at its ``most``, and the ceiling of those counts bounds what
any reading of the face set pays. A face set is cut when that bound can not beat the
best found so far (an equal later reading never replaces an earlier one), or is below
a *floor* that the answer is known to reach.

The search runs in at most two passes:

1. the floor is the most any reading may pay (``top``): only face sets that can reach it
   are searched, so the first reading paying ``top`` — the first best — is found without
   placing the face sets before it. If one pays ``top``, it is the answer.
2. Otherwise, if a face set was cut whose bound is not below the best found (``LB``), the
   readings are searched again from the start (the face sets the first pass found, taken
   in the same order: the search for them is not made again), with the floor ``LB`` (some reading pays
   it, so the answer is not below) and the highest bound cut as the new ``top``: a face
   set below the floor holds no reading paying the answer, and one no higher than the
   best so far none paying more, so the first best is met in order, as without cuts.

A class first met in a face set that is cut is yielded later, where it is met next; it
pays no more than that face set's bound, so it is never kept over the answer. The
by-group search asks the same of a prefix (:mod:`majiang.hands._prefix`,
:meth:`Pruner.prefix_bound`): then the second pass searches again, as the first pass's
listing lacks the face sets under it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from typing import Any, overload

import attrs

from majiang.hands import Arrangement, Feature, Hand, Shape, ShapeGrammar, arrangements, readings, waits
from majiang.hands.features import reading_key
from majiang.hands.readings import DECIDED
from majiang.scoring.ceiling import ceiling
from majiang.scoring.context import WinContext
from majiang.scoring.evaluation import Evaluation
from majiang.scoring.formula import Formula
from majiang.scoring.item import Item, Stage
from majiang.tiles import Tile

__all__ = ["Found", "Pruner", "again", "chained", "decided_rows", "first_then", "readings_of"]

_MISSING = object()


def decided_rows(items: Sequence[Item[Any, Any]]) -> tuple[tuple[frozenset[Feature], tuple[int, ...]], ...]:
    """The rows a face set decides (their ``reads`` non-empty and all in :data:`DECIDED`;
    ``FORBID`` rows are never counted by the ceiling), by what they read: (features, the
    places of the rows reading just those)."""
    by_reads: dict[frozenset[Feature], list[int]] = {}
    for n, item in enumerate(items):
        if item.reads and item.reads <= DECIDED and item.stage is not Stage.FORBID:
            by_reads.setdefault(frozenset(item.reads), []).append(n)
    return tuple((features, tuple(places)) for features, places in by_reads.items())


class Pruner:
    """A face set's bound, and whether to cut it (:data:`majiang.hands.readings.Cut`).

    ``floor``: cut a face set whose bound is below it; ``over``: cut one whose bound is at
    most it (the best total found); ``cut_max``: the highest bound of a face set cut for
    the floor alone (``None``: none was). Both thresholds start unset: nothing is cut
    until the engine has scored the first reading (and so counted the rows that read
    nothing of the arrangement, ``known``)."""

    __slots__ = (
        "context",
        "counted",
        "cut_max",
        "decided",
        "floor",
        "formula",
        "hand",
        "items",
        "kept",
        "known",
        "memo",
        "noted",
        "options",
        "order",
        "over",
        "payers",
        "prefixed",
        "read",
        "readings",
        "shapes",
        "skipped",
        "top",
        "totals",
        "unkeyed",
    )

    def __init__(
        self,
        items: Sequence[Item[Any, Any]],
        decided: tuple[tuple[frozenset[Feature], tuple[int, ...]], ...],
        hand: Hand,
        context: WinContext,
        options: Any,
        formula: Formula,
        payers: Sequence[int],
        readings: Sequence[Arrangement],
    ) -> None:
        self.items = items
        self.decided = [places for _, places in decided]
        self.read = tuple(features for features, _ in decided)
        """The features each set of decided rows reads (what a face set's keys read)."""
        self.hand = hand
        self.context = context
        self.options = options
        self.formula = formula
        self.payers = payers
        self.readings = readings
        """What conditions over every reading see: the uncut listing."""
        self.known: dict[int, int] = {}
        self.memo: dict[str, object] = {}
        self.floor: int | None = None
        self.over: int | None = None
        self.cut_max: int | None = None
        self.top: int | None = None
        self.counted: list[dict[Hashable, tuple[int, ...]]] = [{} for _ in decided]
        """Each set of decided rows' counts, by its key."""
        self.totals: dict[tuple[tuple[int, ...], ...], int | None] = {}
        self.prefixed = False
        self.noted: tuple[Hashable, ...] | None = None
        """The keys of the face set whose readings come next (``None``: not a face set's)."""
        """Whether a prefix of the by-group search was cut (the face sets listed then are not all)."""
        self.unkeyed: Evaluation[Any, Any] | None = None
        """The last reading scored that no face set's keys were asked for (the engine's first,
        taken from the full enumeration): its counts serve its face set's bound (the face set's
        sketch has the same faces)."""
        self.order: list[tuple[Shape, tuple[tuple[int, ...], ...]]] = []
        """The face sets the first pass searched, in order: a second pass takes them from here."""
        self.shapes: Mapping[Shape, int] | None = None
        """The most each shape's readings pay (``Ruleset.most_paid_by_shape``; ``None``: not known)."""
        self.skipped: int | None = None
        """The highest bound of a shape skipped before the floor was set (``shape_refused``)."""
        self.kept: dict[str, Any] = {}
        """What the by-group search keeps for a second pass that searches again (each group's parts)."""

    @property
    def active(self) -> bool:
        return self.floor is not None or self.over is not None

    def __call__(self, keys: tuple[Hashable, ...], first: Callable[[], Arrangement | None]) -> bool:
        self.noted = keys  # the readings yielded next are this face set's (``learn``)
        if self.floor is None and self.over is None:
            return False
        bound = self._bound(keys, first)
        return bound is not None and self._refused(bound)

    def left(self) -> None:
        self.noted = None

    def learn(self, evaluation: Evaluation[Any, Any]) -> None:
        """Keep the decided rows' counts of a reading the engine scored (its face set's keys
        were the last asked): a face set with the same keys is not placed for its bound."""
        if self.noted is None:
            self.unkeyed = evaluation
            return
        for key, counted, places in zip(self.noted, self.counted, self.decided, strict=True):
            if key not in counted:
                counted[key] = tuple(evaluation.count(self.items[n]) for n in places)

    def shape_refused(self, shape: Shape) -> bool:
        """Whether to skip every face set of ``shape``: its readings pay at most ``shapes[shape]``,
        below the floor, or (before the floor is set) below what another shape's may pay. A cut
        like a prefix's (a second pass searches again); a skip made before the floor was set is
        kept in ``skipped``, and the engine does not stop early at a ``top`` it could reach."""
        shapes = self.shapes
        bound = None if shapes is None else shapes.get(shape)
        if shapes is None or bound is None:
            return False
        if self.floor is not None or self.over is not None:
            return self.refuse(bound)
        if not bound < max(shapes.values()):
            return False
        self.skipped = bound if self.skipped is None else max(self.skipped, bound)
        self.cut_max = bound if self.cut_max is None else max(self.cut_max, bound)
        self.prefixed = True
        return True

    def refuse(self, bound: int) -> bool:
        """Whether to cut a prefix of the by-group search whose face sets pay at most ``bound``."""
        refused = self._refused(bound)
        self.prefixed = self.prefixed or refused
        return refused

    def _refused(self, bound: int) -> bool:
        floor, over = self.floor, self.over
        if over is not None and bound <= over:
            return True  # no reading of it pays more than one found before
        if floor is not None and _below(bound, floor):
            if self.cut_max is None or bound > self.cut_max:
                self.cut_max = bound
            return True
        return False

    def _counts(
        self, j: int, key: Hashable, first: Callable[[], Arrangement | None]
    ) -> tuple[int, ...] | None:
        """The counts of the ``j``-th set of decided rows on a face set with this key."""
        counted = self.counted[j]
        found = counted.get(key)
        if found is None:
            arrangement = first()
            if arrangement is None:
                return None
            evaluation: Evaluation[Any, Any]
            if self.unkeyed is not None and _same_faces(self.unkeyed.arrangement, arrangement):
                evaluation = self.unkeyed  # of this face set, and scored: its rows are counted
            else:
                evaluation = Evaluation._of(
                    self.hand, arrangement, self.context, self.options, self.readings, self.memo
                )
            found = counted[key] = tuple(evaluation.count(self.items[n]) for n in self.decided[j])
        return found

    def _bound(self, keys: tuple[Hashable, ...], first: Callable[[], Arrangement | None]) -> int | None:
        """The most a reading of the face set with these keys pays in all (its decided rows
        counted on ``first()``, placed only when a set of them meets a new key)."""
        placed: list[Arrangement | None] = []

        def once() -> Arrangement | None:
            if not placed:
                placed.append(first())
            return placed[0]

        vector = []
        for j, key in enumerate(keys):
            found = self._counts(j, key, once)
            if found is None:
                return None
            vector.append(found)
        return self._total(tuple(vector))

    def prefix_bound(self, options: list[dict[Hashable, Callable[[], Arrangement | None]]]) -> int | None:
        """The most a face set pays whose ``j``-th key is one of ``options[j]`` (each set of
        rows taken at each of its keys, apart from the others: a bound)."""
        each: list[set[tuple[int, ...]]] = []
        size = 1
        for j, reached in enumerate(options):
            found = set()
            for key, first in reached.items():
                counts = self._counts(j, key, first)
                if counts is None:
                    return None
                found.add(counts)
            each.append(found)
            size *= len(found)
            if size > _PRODUCT:
                return None
        most = -1
        for vector in itertools.product(*each):
            total = self._total(vector)
            if total is None:
                return None
            most = max(most, total)
        return None if most < 0 else most

    def _total(self, vector: tuple[tuple[int, ...], ...]) -> int | None:
        total = self.totals.get(vector, _MISSING)
        if total is _MISSING:
            known = dict(self.known)
            for places, found in zip(self.decided, vector, strict=True):
                known.update(zip(places, found, strict=True))
            total = ceiling(self.items, known, self.formula, self.payers, self.context)
            if total is not None and self.top is not None:
                total = min(total, self.top)
            self.totals[vector] = total
        assert total is None or isinstance(total, int)
        return total


def _same_faces(one: Arrangement, other: Arrangement) -> bool:
    """Whether two arrangements are of one face set (the same shape and melds' faces): the
    rows a face set decides count the same on both."""
    if one.shape is not other.shape or len(one.melds) != len(other.melds):
        return False
    faces = sorted(tuple(t.index for t in meld.tiles) for meld in one.melds)
    return faces == sorted(tuple(t.index for t in meld.tiles) for meld in other.melds)


_PRODUCT = 256
"""Past this many combinations of the sets' counts, a prefix is not bounded."""


def _below(bound: int, floor: int) -> bool:
    """Whether a face set's bound is under the floor. Strictly: at the floor, a reading of
    it may pay the floor and come before the one found paying it (the first best)."""
    return bound < floor


class Found(Sequence[Arrangement]):
    """The readings of one hand, listed as far as they are read (the search stops at the
    best when the table bounds what it pays; a condition over every reading lists all)."""

    def __init__(self, source: Iterator[Arrangement]) -> None:
        self._source = source
        self._listed: list[Arrangement] = []

    def __iter__(self) -> Iterator[Arrangement]:
        n = 0
        while True:
            if n == len(self._listed):
                following = next(self._source, None)
                if following is None:
                    return
                self._listed.append(following)
            yield self._listed[n]
            n += 1

    def _all(self) -> list[Arrangement]:
        self._listed.extend(self._source)
        return self._listed

    def __len__(self) -> int:
        return len(self._all())

    @overload
    def __getitem__(self, index: int) -> Arrangement: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Arrangement]: ...

    def __getitem__(self, index: int | slice) -> Arrangement | Sequence[Arrangement]:
        return self._all()[index]


def again(pruner: Pruner | None, best_total: int | None) -> int | None:
    """After a first pass that did not reach ``top``: the ``top`` of a second pass (the
    highest bound cut), with the pruner set for it; ``None``: the first pass's best is
    the answer (no face set cut could pay as much)."""
    if pruner is None or pruner.cut_max is None:
        return None
    if best_total is not None and pruner.cut_max < best_total:
        return None  # every face set cut pays less than the best found: it is the first best
    top = pruner.cut_max
    pruner.floor, pruner.over, pruner.cut_max = best_total, None, None
    pruner.top = top
    if pruner.prefixed:
        pruner.order.clear()  # a prefix cut left face sets out of it: search again
    return top


def chained(*sources: Iterable[Arrangement]) -> Iterator[Arrangement]:
    """The readings of ``sources`` one after another."""
    for source in sources:
        yield from source


class AskedFirst:
    """A ruleset's ``paying_most`` that :func:`first_then` asks before the first reading."""

    __slots__ = ("find",)

    def __init__(self, find: Callable[[], Arrangement | None]) -> None:
        self.find = find

    def __call__(self) -> Arrangement | None:
        return self.find()


def asked_first(find: Callable[[], Arrangement | None], *, first: bool) -> Callable[[], Arrangement | None]:
    """``find`` (a ``paying_most``), marked to be asked before the first reading with
    ``first`` (``Ruleset.paying_first``: where its own search costs less than the first
    reading's and answers most hands, the first reading is then not listed at all)."""
    return AskedFirst(find) if first else find


def first_then(
    hand: Hand,
    grammar: ShapeGrammar,
    search: Callable[[], Iterator[Arrangement]],
    paying: Callable[[], Arrangement | None] | None = None,
    *,
    direct: bool = True,
) -> Iterator[Arrangement]:
    """The class search's readings, the first taken from the lazy full enumeration (the
    first arrangement is the first reading, and costs a fraction of the class search's
    set-up); ``search()`` is begun only if a second reading is asked (the first does not
    pay the most any reading may), and its repeat there is left out (a reading of the
    first's class met again after a cut face set pays the same, and never replaces it).

    ``paying()`` (a ruleset's ``paying_most``): the first reading, in the order of the full
    enumeration, paying the most any reading may (the ruleset's ``most_paid``), or ``None``;
    asked before the search when a second reading is asked. The engine stops at it (it
    pays the most), so no reading before it is needed: it is the first best. Marked by
    :func:`asked_first`, it is asked first (with ``direct``), and what it finds is the first
    reading. ``direct=False``: the first reading is the search's own (with many wildcards the
    full enumeration can search a whole shape holding none first), and the search goes on after
    it; ``paying()`` is then asked before it (the search's set-up is what costs), and what it
    finds is the first."""
    if paying is not None and (not direct or type(paying) is AskedFirst):
        found = paying()
        if found is not None:
            yield found  # the first best: no reading before it is needed, none after pays more
            yield from (arrangement for arrangement in search() if arrangement != found)
            return
        paying = None  # asked: it would say the same again
    rest = None if direct else search()
    first = next(arrangements(hand, grammar) if rest is None else rest, None)
    if first is None:
        return
    yield first
    found = None if paying is None else paying()
    if found is not None and found != first:
        yield found
    for arrangement in search() if rest is None else rest:
        if arrangement != first and arrangement != found:
            yield arrangement


def readings_of(
    hand: Hand,
    context: WinContext,
    grammar: ShapeGrammar,
    features: frozenset[Feature] | None,
    pruner: Pruner | None = None,
) -> Iterator[Arrangement]:
    """Every arrangement (``features=None``) or the first of each class (the face sets
    ``pruner`` cuts left out); with ``context.win_wild`` the winning tile stands for each
    kind waited on."""
    drawn = hand.win_tile
    if not context.win_wild or drawn is None:
        if features is None:
            return arrangements(hand, grammar)
        if pruner is not None:
            return readings(
                hand, grammar, features, cut=pruner, decided=pruner.read, order=pruner.order, kept=pruner.kept
            )
        return readings(hand, grammar, features)
    found = _stood(hand, drawn, grammar, features)
    if features is None:
        return found
    return _firsts(found, features, drawn.index)


def _stood(
    hand: Hand, drawn: Tile, grammar: ShapeGrammar, features: frozenset[Feature] | None
) -> Iterator[Arrangement]:
    rest = hand.without_win()
    for wait in waits(rest, grammar, shapes=False):
        stood = rest.with_win(wait.tile, self_drawn=hand.self_drawn)
        listed = arrangements(stood, grammar) if features is None else readings(stood, grammar, features)
        for arrangement in listed:
            yield arrangement if wait.tile == drawn else _stand_in(arrangement, drawn)


def _firsts(found: Iterable[Arrangement], features: frozenset[Feature], win: int) -> Iterator[Arrangement]:
    seen: set[Hashable] = set()
    for arrangement in found:
        key = reading_key(arrangement, features, win)
        if key not in seen:
            seen.add(key)
            yield arrangement


def _stand_in(arrangement: Arrangement, drawn: Tile) -> Arrangement:
    """Mark the winning tile's place as held by ``drawn`` standing in for that face."""
    assert arrangement.win_meld is not None and arrangement.win_position is not None
    melds = list(arrangement.melds)
    meld = melds[arrangement.win_meld]
    wild = list(meld.wild)
    wild[arrangement.win_position] = drawn
    melds[arrangement.win_meld] = attrs.evolve(meld, wild=tuple(wild))
    return attrs.evolve(arrangement, melds=tuple(melds))
