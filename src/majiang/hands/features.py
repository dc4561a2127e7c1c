"""What a scoring condition reads of an arrangement, and the classes that follow from it.

A scoring item may declare the :class:`Feature` values its condition reads of
the arrangement being scored (besides the hand, the win's context and the
options, which every arrangement of one hand shares). Two arrangements that
agree on those features earn that item alike. So a table whose items all
declare their features needs only one arrangement of each *class* — the
arrangements agreeing on every feature any item reads — and
:func:`majiang.hands.readings` lists exactly those, without going through the
others.

:func:`reading_key` is the class of an arrangement; :func:`meld_key` the part of
it one meld contributes. Read together:

* ``SHAPE``: the arrangement's :class:`Shape` (always part of the class);
* ``KINDS``: each meld's :class:`MeldKind` (sequence, triplet, kong, pair, ...);
* ``SUITS``: each meld's suit, the honors counting as one (清一色, 混一色, 三色);
* ``TERMINALS``: whether each meld holds a terminal (1, 9) or an honor face;
* ``HONORS``: the exact faces of each meld of honors (dragon and wind triplets);
* ``PAIR``: the exact face of the pair of a standard or 十三幺 hand;
* ``JIANG``: of that pair, only whether it is a 2, 5 or 8 of a suit (二五八将, the pair
  some plain wins ask for);
* ``WIN``: how the winning tile was placed: the wait shape, whether the winning
  tile stands for its own face, whether its partner in a winning pair is a
  wildcard (:attr:`Arrangement.is_wild_single_wait`), how many of the other
  tiles of the meld it completed are wildcards (:attr:`Arrangement.wild_partners`),
  and the other features of that meld;
* ``WILD_SINGLE``: of the win, only whether the winning tile made the pair with a
  wildcard (:attr:`Arrangement.is_wild_single_wait`: 精吊);
* ``WIN_FACE``: of the win, only whether the winning tile stands for its own face;
* ``WAIT``: of the win, only the wait shape (:attr:`Arrangement.wait`: 边, 卡, 吊, ...);
* ``CLOSED_RUN``: of the win, only which ``123``, ``456`` or ``789`` of a suit the winning
  tile completed in its middle (卡 on its 2, 5 or 8), if one: 捉五魁, 卡 on the 5 of
  ``456m``. Not the winning meld's faces: a wildcard winning tile may stand in any meld
  of wildcards alone, and exact faces would make each such meld a class of its own;
* ``CLOSED_FIVE``: of the win, only whether the winning tile took the ``5m`` in the middle
  of ``456m`` (卡五万: 捉五魁, 捉伍儿): ``CLOSED_RUN`` for that one run, so a table that
  asks no more does not tell apart the middles of the other runs;
* ``WILD_COMPLETED``: of the win, only whether every other tile of the meld it completed
  is a wildcard (:attr:`Arrangement.wild_partners` is one less than the meld's tiles:
  混儿吊, a pair with one wildcard or a set with two; never a lone tile);
* ``WILD``: whether some wildcard stands for another face than its own
  (:attr:`Arrangement.uses_wild`);
* ``WILD_COUNT``: how many wildcards stand for another face than their own (the
  count version of ``WILD``, for a table that allows a small win one wildcard so used
  and a big win two);
* ``WILD_MELDS``: which tiles of each meld are wildcards, of which kind, and
  whether each stands as its own face (金雀: the pair is two 金; 金龙);
* ``ALIKE``: in seven pairs, which pairs have the same face (豪华七对's four
  alike): each pair's other features with how many pairs share its face;
* ``STRAIGHT``: which sequences are ``123``, ``456`` or ``789`` of a suit, and of which
  (一条龙, 龙: the three of one suit);
* ``DRAGON``: the suits whose ``123``, ``456`` and ``789`` are all among the sequences
  (一条龙, 龙), and of each how many sequences are its ``123``, its ``456`` and its ``789``:
  ``STRAIGHT`` read only where it makes a 龙 (a table that reads the runs for the 龙
  alone tells far fewer classes apart);
* ``FACES``: every meld's exact faces.

Besides ``WILD_MELDS`` (and the winning meld's partner), no feature says which of
several melds holds a wildcard: an item that reads more than the features
declares nothing, and a table with such an item is read arrangement by
arrangement. Conditions reading :attr:`Evaluation.readings` declare what they
read of each reading too: those readings are the classes.

>>> from majiang.hands import Hand, ShapeGrammar, arrangements, readings
>>> hand, jing = Hand.parse("123m456p789s5s11z 9m9m", win="1z"), ShapeGrammar(wild="9m")
>>> len(list(arrangements(hand, jing)))
5
>>> [str(a) for a in readings(hand, jing, {Feature.KINDS, Feature.SUITS})]  # doctest: +NORMALIZE_WHITESPACE
['123m 456p 55s(9m=5s) 789s 111z(9m=1z) win 1z pair_or_pair',
 '123m 456p 345s(9m=3s,9m=4s) 789s 11z win 1z single',
 '123m 456p 555s(9m=5s,9m=5s) 789s 11z win 1z single']
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Hashable, Iterable

from majiang.hands.arrangement import Arrangement, Shape, WaitShape
from majiang.hands.meld import MeldKind

__all__ = [
    "COARSE_WIN",
    "WIN_FEATURES",
    "Feature",
    "Features",
    "closed_run",
    "dragons",
    "meld_key",
    "reading_key",
    "run_start",
    "win_parts",
]


class Feature(enum.Enum):
    """One thing an item's condition may read of the arrangement being scored."""

    SHAPE = "shape"
    KINDS = "kinds"
    SUITS = "suits"
    TERMINALS = "terminals"
    HONORS = "honors"
    PAIR = "pair"
    JIANG = "jiang"
    WIN = "win"
    WILD_SINGLE = "wild_single"
    WIN_FACE = "win_face"
    WAIT = "wait"
    CLOSED_RUN = "closed_run"
    CLOSED_FIVE = "closed_five"
    WILD_COMPLETED = "wild_completed"
    WILD = "wild"
    WILD_COUNT = "wild_count"
    WILD_MELDS = "wild_melds"
    ALIKE = "alike"
    STRAIGHT = "straight"
    DRAGON = "dragon"
    FACES = "faces"

    def __repr__(self) -> str:
        return f"Feature.{self.name}"

    __hash__ = object.__hash__  # singletons: hashed by identity, in C (the searches hash them a lot)


Features = frozenset[Feature]

WIN_FEATURES = frozenset(
    {
        Feature.WIN,
        Feature.WILD_SINGLE,
        Feature.WIN_FACE,
        Feature.WAIT,
        Feature.CLOSED_RUN,
        Feature.CLOSED_FIVE,
        Feature.WILD_COMPLETED,
    }
)
"""The features that read the win: ``WIN`` reads all that the others do (``CLOSED_RUN``
with ``STRAIGHT``)."""

COARSE_WIN = frozenset({Feature.WAIT, Feature.CLOSED_RUN, Feature.CLOSED_FIVE, Feature.WILD_COMPLETED})
"""The win features read whether or not ``WIN`` is (see :func:`win_parts`)."""

_PAIRED_SHAPES = (Shape.STANDARD, Shape.THIRTEEN_ORPHANS)
_JIANG_RANKS = (1, 4, 7)  # 2, 5, 8 of a suit (as index % 9)
_RUN_STARTS = (0, 3, 6)  # 123, 456, 789 of a suit (ranks 1, 4, 7 as index % 9)
_FIVE_M_RUN = 3  # 456m's first face, 4m


def meld_key(
    faces: tuple[int, ...],
    kind: MeldKind,
    features: Features,
    shape: Shape,
    wild: tuple[int | None, ...] = (),
) -> Hashable:
    """What the features read of one meld (faces as kind indices; ``wild``: the kind of
    the wildcard standing at each place, ``None`` for a natural tile)."""
    key: list[Hashable] = []
    if Feature.WILD_MELDS in features:
        key.append(tuple(None if w is None else (w, w == f) for w, f in zip(wild, faces, strict=True)))
    if Feature.FACES in features:
        return (kind.value, faces, *key)
    if Feature.KINDS in features:
        key.append(kind.value)
    first = faces[0]
    honor = first >= 27
    if Feature.SUITS in features:
        key.append(3 if honor else first // 9)
    if Feature.TERMINALS in features:
        key.append(any(f >= 27 or f % 9 in (0, 8) for f in faces))
    if Feature.HONORS in features and honor:
        key.append(("h", faces))
    if Feature.PAIR in features and kind is MeldKind.PAIR and shape in _PAIRED_SHAPES:
        key.append(("p", faces))
    if Feature.JIANG in features and kind is MeldKind.PAIR and shape in _PAIRED_SHAPES:
        key.append(("j", not honor and first % 9 in _JIANG_RANKS))
    if Feature.STRAIGHT in features and kind is MeldKind.SEQUENCE and not honor and first % 9 in _RUN_STARTS:
        key.append(("run", first))
    return tuple(key)


def reading_key(arrangement: Arrangement, features: Features, win: int) -> Hashable:
    """The class of an arrangement under ``features`` (``win``: the winning tile's index)."""
    shape = arrangement.shape
    melds = arrangement.melds
    faces = [tuple(t.index for t in m.tiles) for m in melds]
    if Feature.WILD_MELDS in features:
        wild = [tuple(None if w is None else w.index for w in m.wild) for m in melds]
        keys = [meld_key(f, m.kind, features, shape, w) for f, m, w in zip(faces, melds, wild, strict=True)]
    else:
        keys = [meld_key(f, m.kind, features, shape) for f, m in zip(faces, melds, strict=True)]
    parts: list[Hashable] = [shape, frozenset(Counter(keys).items())]
    if Feature.ALIKE in features and shape is Shape.SEVEN_PAIRS:
        alike = Counter(faces)
        parts.append(frozenset(Counter((k, alike[f]) for k, f in zip(keys, faces, strict=True)).items()))
    if Feature.DRAGON in features:
        parts.append(("dragon", dragons(faces)))
    if Feature.WILD in features:
        parts.append(arrangement.uses_wild)
    if Feature.WILD_COUNT in features:
        parts.append(("count", sum(w != t for w, t in arrangement.wild_assignments)))
    if arrangement.win_meld is not None and features & WIN_FEATURES:
        position = arrangement.win_position
        assert position is not None
        meld = melds[arrangement.win_meld]
        if Feature.WIN in features:
            parts.append(
                (
                    keys[arrangement.win_meld],
                    arrangement.wait,
                    arrangement.is_wild_single_wait,
                    arrangement.wild_partners,
                    meld.tiles[position].index == win,
                )
            )
        else:
            if Feature.WILD_SINGLE in features:
                parts.append(("single", arrangement.is_wild_single_wait))
            if Feature.WIN_FACE in features:
                parts.append(("face", meld.tiles[position].index == win))
        if features & COARSE_WIN:
            parts.extend(
                win_parts(
                    features,
                    tuple(t.index for t in meld.tiles),
                    position,
                    arrangement.wait,
                    arrangement.wild_partners,
                )
            )
    return tuple(parts)


def run_start(faces: tuple[int, ...]) -> int:
    """The first face of a ``123``, ``456`` or ``789`` of a suit, else ``-1``."""
    first = faces[0]
    run = len(faces) == 3 and first < 27 and faces[1] == first + 1 and first % 9 in _RUN_STARTS
    return first if run else -1


def dragons(melds: Iterable[tuple[int, ...]]) -> tuple[tuple[int, int, int, int], ...]:
    """What ``DRAGON`` reads of some melds' faces: for each suit (its first face) whose
    ``123``, ``456`` and ``789`` are all among them, how many of each there are.

    >>> dragons([(0, 1, 2), (3, 4, 5), (6, 7, 8), (3, 4, 5), (9, 9)])  # 123m 456m 789m 456m 11p
    ((0, 1, 2, 1),)
    """
    runs = Counter(run_start(m) for m in melds)
    return tuple(
        (base, runs[base], runs[base + 3], runs[base + 6])
        for base in (0, 9, 18)
        if runs[base] and runs[base + 3] and runs[base + 6]
    )


def closed_run(faces: tuple[int, ...], position: int) -> int:
    """The first face of the ``123``, ``456`` or ``789`` of a suit ``faces`` is, when the
    winning tile stands at ``position`` in its middle; else ``-1`` (``CLOSED_RUN``)."""
    return run_start(faces) if position == 1 else -1


def win_parts(
    features: Features, faces: tuple[int, ...], position: int, wait: WaitShape | None, partners: int
) -> list[Hashable]:
    """What ``WAIT``, ``CLOSED_RUN``, ``CLOSED_FIVE`` and ``WILD_COMPLETED`` read of the win: the winning
    meld's faces, the winning tile's place in it and the wait shape that gives, and how
    many wildcards are among the winning tile's partners."""
    parts: list[Hashable] = []
    if Feature.WAIT in features:
        parts.append(("wait", wait))
    if Feature.CLOSED_RUN in features:
        parts.append(("closed_run", closed_run(faces, position)))
    if Feature.CLOSED_FIVE in features:
        parts.append(("closed_five", closed_run(faces, position) == _FIVE_M_RUN))
    if Feature.WILD_COMPLETED in features:
        parts.append(("completed", len(faces) > 1 and partners == len(faces) - 1))
    return parts


def slot_profile(faces: tuple[int, ...], win: int, win_wild: bool, waits: tuple[WaitShape, ...]) -> Hashable:
    """Where a meld made of wildcards alone could hold the winning tile, as ``WIN`` reads it.

    ``waits`` are the wait shapes of the meld's positions in turn.
    """
    if not win_wild:
        return ("exact", faces) if win in faces else ()
    return frozenset((w, f == win) for f, w in zip(faces, waits, strict=True))
