"""Every arrangement of a complete hand, or one of each class a scoring table tells apart.

:func:`arrangements` is the lazy, full enumeration: each distinct arrangement
exactly once, in one fixed order (see :mod:`majiang.hands.faces`). Two
arrangements are the same when their melds have the same faces: wildcards of
one kind swapping roles, or a wildcard and a natural tile of the kind it stands
for trading places, do not make a new arrangement. The first arrangement comes
within a few milliseconds, but their *number* grows with the ways wildcards can
be read: take what you need rather than listing them all.

:func:`readings` lists, in the same order, the first arrangement of each class
under a set of :class:`~majiang.hands.features.Feature` values, and only those.
Melds made of wildcards alone are searched as classes (the first of each), so the
work does not grow with the ways free wildcards can be read; the standard shape is
searched suit group by suit group (:mod:`majiang.hands._bygroup`), and what is left
is kept when its class is new. So for a table whose conditions read only those features,
the best-scoring reading (the first best in the order of :func:`arrangements`) is
among them, and is the very same arrangement.

>>> from majiang.hands import Feature, Hand, ShapeGrammar
>>> hand = Hand.parse("11123m456p789s111z", win="1m", self_drawn=True)
>>> sorted((a.wait.name, str(a.melds[a.win_meld])) for a in arrangements(hand, ShapeGrammar()))
[('OPEN', '123m'), ('SINGLE', '11m')]
>>> hand, jing = Hand.parse("123m456p789s5s11z 9m9m", win="1z"), ShapeGrammar(wild="9m")
>>> len(list(arrangements(hand, jing))), len(list(readings(hand, jing, {Feature.WIN})))
(5, 2)
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Hashable, Iterable, Iterator, Sequence
from typing import Any

from majiang.hands._bygroup import by_group
from majiang.hands._cuts import DECIDED, Cut, Keyed, meld_kind
from majiang.hands._split import Compiled, check_size, compile_grammar, split
from majiang.hands._winfold import fold_describer
from majiang.hands.arrangement import Arrangement, Shape
from majiang.hands.classes import Classes
from majiang.hands.faces import (
    ALIKE_ATTRIBUTE,
    BY_PAIR_ATTRIBUTE,
    TALLY_ATTRIBUTE,
    Classify,
    Describe,
    Faces,
    face_sets,
    set_table,
)
from majiang.hands.features import WIN_FEATURES, Feature, Features, closed_run, meld_key, run_start
from majiang.hands.grammar import ShapeGrammar
from majiang.hands.hand import Hand
from majiang.hands.placement import instant, place, place_one, wait_of
from majiang.hands.plain import place_plain, plain_face_sets

__all__ = ["DECIDED", "Cut", "arrangements", "readings"]


def arrangements(hand: Hand, grammar: ShapeGrammar) -> Iterator[Arrangement]:
    """Yield every distinct arrangement of a complete hand (3n+2 tiles).

    Exposed melds are fixed; only the concealed tiles are arranged. Nothing is
    yielded for a hand that does not win.
    """
    check_size(hand, grammar, complete=True)
    compiled = compile_grammar(grammar)
    counts, _ = split(hand, compiled)
    wild_tiles = [t.index for t in hand.tiles if t.index in compiled.wild]
    if not wild_tiles:
        for shape, faces in plain_face_sets(hand, counts, compiled):
            yield from place_plain(hand, shape, faces)
    for shape, faces in face_sets(counts, len(wild_tiles), compiled, bool(hand.melds)) if wild_tiles else ():
        yield from place(hand, shape, faces, counts, wild_tiles)
    if grammar.instant_wilds is not None and len(wild_tiles) >= grammar.instant_wilds:
        yield instant(hand, wild_tiles)


def readings(
    hand: Hand,
    grammar: ShapeGrammar,
    features: Iterable[Feature],
    *,
    cut: Cut | None = None,
    decided: Sequence[Features] = (),
    order: list[tuple[Shape, tuple[Faces, ...]]] | None = None,
    kept: dict[str, Any] | None = None,
) -> Iterator[Arrangement]:
    """Yield the first arrangement of each class under ``features``, in the order of
    :func:`arrangements` (whose output this is a part of).

    With ``cut`` (a branch-and-bound over the face sets, :data:`Cut`), a face set it
    refuses is not placed: its classes are left out, and a class met there first is
    yielded where it is met next, if anywhere. The caller cuts only face sets none of
    whose readings it wants (it pays no more than a reading found, or than a bound).
    ``decided`` (sets of features within :data:`DECIDED`) is what ``cut``'s keys read. ``order``: an
    empty list gets the face sets searched, in order, cut or not; given again once that
    search went to its end, the face sets are taken from it instead of searched again
    (the same readings: what the search finds does not depend on the cuts). ``kept``: a
    dict given again to a search made again of the same hand under the same features, in
    which the by-group search keeps each suit group's parts."""
    check_size(hand, grammar, complete=True)
    wanted = frozenset(features)
    compiled = compile_grammar(grammar)
    counts, _ = split(hand, compiled)
    wild_kinds = frozenset(compiled.wild)
    wild_tiles = [t.index for t in hand.tiles if t.index in wild_kinds]
    if not wild_tiles:  # every arrangement is needed, and there are few
        for shape, faces in plain_face_sets(hand, counts, compiled):
            yield from place_plain(hand, shape, faces)
        return
    win = -1 if hand.win_tile is None else hand.win_tile.index
    classify = _classifier(wanted, wild_kinds, wild_tiles, counts, win, win in wild_kinds)
    seen: set[Hashable] = set()
    by_faces = not wanted & {Feature.ALIKE, Feature.WILD_MELDS, Feature.FACES}
    held = sorted({i for i, c in enumerate(counts) if c} | wild_kinds)
    faces_seen: set[Hashable] = set()
    # kept across a search made again: the numbers the classes and the keys give melds
    # stay the same, as each group's parts (``by_group``) and the cut's counts hold them
    classes = None if kept is None else kept.get("classes")
    if classes is None:
        classes = Classes(hand, wanted, counts, wild_tiles)
        if kept is not None:
            kept["classes"] = classes
    describe = _describer(wanted, wild_kinds, wild_tiles, counts, win, compiled)
    by_groups = describe is not None and Feature.WILD_COUNT not in wanted
    if by_groups:  # the win folded into the search's states, where it can be (``hands._winfold``)
        describe = fold_describer(wanted, classes, set_table(compiled.groups).holding) or describe
    keyed = None if cut is None else Keyed(hand, counts, wild_tiles, cut, tuple(decided), kept)
    refused = None if keyed is None else keyed.refused

    def searched() -> Iterator[tuple[Shape, tuple[Faces, ...]]]:
        grouped = describe is not None and by_groups
        # a standard shape the cut skips is searched after all where no other shape has a face set
        skipped = grouped and cut is not None and cut.shape_refused(Shape.STANDARD)
        if describe is not None and by_groups and not skipped:
            # the standard shape group by group (``hands._bygroup``): its face sets are the
            # first of each class already (``WILD_COUNT`` reads how many wildcards stand for
            # another face, which a group's tally does not keep: the one-pass search)
            for faces in by_group(
                counts, len(wild_tiles), compiled, classify, describe, classes, keyed, kept
            ):
                yield Shape.STANDARD, faces
        listed = face_sets(
            counts,
            len(wild_tiles),
            compiled,
            bool(hand.melds),
            classify,
            describe,
            standard_shape=not by_groups,
        )
        for shape, faces in listed:
            if by_faces:
                # face sets whose melds are alike class by class, with as many faces of each
                # kind held, give the same classes of arrangements: place the first only
                every = [f for meld in faces for f in meld]
                face_key = (
                    shape,
                    frozenset(Counter(classify(shape, meld, -1) for meld in faces).items()),
                    tuple(every.count(i) for i in held),
                )
                if face_key in faces_seen:
                    continue
                faces_seen.add(face_key)
            skipped = False
            yield shape, faces
        if skipped and describe is not None:
            for faces in by_group(
                counts, len(wild_tiles), compiled, classify, describe, classes, keyed, kept
            ):
                yield Shape.STANDARD, faces

    replay = bool(order)
    # nothing read of where the winning tile or the wildcards stand: every placement of a
    # face set has its first one's class, so the places the winning tile may take are not
    # worked out past the first
    alike = not (classes.placed or classes.win_read or classes.wild_read or classes.count_read)
    first_only = 1 if alike else None
    for shape, faces in order if order else searched():
        if order is not None and not replay:
            order.append((shape, faces))
        if refused is not None and refused(shape, faces):
            continue
        for key, variant in itertools.islice(classes.keys(shape, faces), first_only):
            if key not in seen:
                seen.add(key)
                yield place_one(hand, shape, faces, counts, wild_tiles, variant)
    if cut is not None:
        cut.left()
    if grammar.instant_wilds is not None and len(wild_tiles) >= grammar.instant_wilds:
        yield instant(hand, wild_tiles)


def _classifier(
    features: Features,
    wild_kinds: frozenset[int],
    wild_tiles: list[int],
    counts: list[int],
    win: int,
    win_wild: bool,
) -> Classify:
    """The class of a meld made of wildcards alone, such that putting the first meld of
    its class in its place leaves the arrangement's class (:func:`reading_key`) as it was.

    Besides what the features read of the meld itself, that takes:

    * with ``WILD`` or ``WILD_COUNT``: its faces of wild kinds, which may be wildcards at
      their own face;
    * with ``WIN`` (or ``WAIT``, ``CLOSED_RUN``, ``CLOSED_FIVE``, ``WILD_COMPLETED``): where in the meld the
      winning tile could go (a wildcard winning tile anywhere, a natural one where its
      face is) and what each place gives (the wait shape, the run it is the middle of);
      and, place by place, the faces it shares with the kinds held as naturals, as those
      decide where else a wildcard winning tile can go and whether a winning meld's
      partners can be wildcards;
    * with ``DRAGON``: the ``123``/``456``/``789`` it is, if one;
    * with ``WILD_MELDS``: a meld sharing a face with the naturals may take a natural
      from another meld, and with several wild kinds which one stands where depends on
      the others: then the meld is a class of its own.
    """
    naturals = frozenset(i for i, c in enumerate(counts) if c)
    placed = Feature.WILD_MELDS in features
    kinds = len({w for w in wild_tiles})
    win_whole = Feature.WIN in features
    cache: dict[tuple[Shape, Faces, int], Hashable] = {}
    # without ``WIN`` (only 精吊 or the winning face read of the win), a meld of wildcards
    # alone in a standard hand matters to the win only by the wildcards it adds to the face
    # a winning pair's partner may take: the pair's when the winning tile is a wildcard,
    # else the winning face (see ``Classes._win_key``)
    by_pair = not placed and bool(features & WIN_FEATURES) and features & WIN_FEATURES <= _PAIR_READS
    waits_read = win_whole or Feature.WAIT in features
    runs_read = bool(features & _RUNS)  # (``CLOSED_FIVE`` told by the run too: finer is sound)

    def classify(shape: Shape, faces: Faces, pair: int) -> Hashable:
        # -1: every held face the meld shares; else how many of its faces are the pair's
        # (a wildcard winning tile) or the winning face
        pair = -1 if not by_pair or pair < 0 else faces.count(pair if win_wild else win)
        found = cache.get((shape, faces, pair))
        if found is None:
            if placed and (kinds > 1 or any(f in naturals for f in faces)):
                cache[(shape, faces, pair)] = faces
                return faces
            wild = (wild_tiles[0],) * len(faces) if placed and wild_tiles else ()
            shared = (features, wild_kinds, win, win_wild, wild, shape, faces)
            base = _BASES.get(shared)
            if base is None:  # what does not depend on the naturals held, kept across hands
                parts: list[Hashable] = [meld_key(faces, meld_kind(faces), features, shape, wild)]
                parts.append(len(faces))
                if Feature.DRAGON in features:
                    parts.append(run_start(faces))
                if features & _WILD_USE:
                    parts.append(tuple(f for f in faces if f in wild_kinds))
                if features & WIN_FEATURES and win >= 0:
                    # the wait shape at each place is read by ``WIN`` alone
                    parts.append(
                        frozenset(
                            (
                                wait_of(faces, p) if waits_read else None,
                                f == win,
                                closed_run(faces, p) if runs_read else -1,
                            )
                            for p, f in enumerate(faces)
                            if win_wild or f == win
                        )
                    )
                if len(_BASES) > _KEPT:
                    _BASES.clear()
                base = _BASES[shared] = tuple(parts)
            if features & WIN_FEATURES and win >= 0:
                # the wildcards standing for the face a winning pair's partner may take, or
                # every held face the meld shares
                found = (*base, tuple(f if f in naturals else -1 for f in faces) if pair < 0 else pair)
            else:
                found = base
            cache[(shape, faces, pair)] = found
        return found

    setattr(classify, ALIKE_ATTRIBUTE, Feature.ALIKE in features)
    setattr(classify, BY_PAIR_ATTRIBUTE, by_pair and win_wild)
    return classify


_BASES: dict[Hashable, tuple[Hashable, ...]] = {}
"""The part of a meld's class (of wildcards alone) that the naturals held do not change."""
_KEPT = 50_000

_PAIR_READS = frozenset({Feature.WILD_SINGLE, Feature.WIN_FACE})
"""The win features for which a meld of wildcards alone matters to the win only by the
wildcards it adds to a winning pair's partner's face (see ``_classifier``)."""
_EXACT = frozenset({Feature.WILD_MELDS, Feature.FACES})
_WILD_USE = frozenset({Feature.WILD, Feature.WILD_COUNT})
"""The features reading how many wildcards stand for another face (``WILD``: whether any)."""


def _describer(
    features: Features,
    wild_kinds: frozenset[int],
    wild_tiles: list[int],
    counts: list[int],
    win: int,
    compiled: Compiled,
) -> Describe | None:
    """What the class of a standard arrangement takes from each meld, such that two
    choices of melds with the same multiset of descriptions (covering the same naturals
    with as many wildcards) give the same classes; ``None`` where only the faces do.

    A meld gives its :func:`meld_key`, and besides:

    * with ``WILD`` or ``WILD_COUNT``: the faces of wild kinds that wildcards fill in it
      (counted by the search, not described: the wildcards standing for another face are
      those held less, kind by kind, the ones those faces take at their own face);
    * with ``WIN`` and a natural winning tile: a meld holding the winning face is
      described by its faces; any other gives the faces wildcards fill in it among
      the kinds of the melds that can hold the winning face (whether a winning meld's
      partner may be a wildcard reads how many wildcards stand for those kinds);
    * with ``WIN`` and a wildcard winning tile: where it may stand, place by place: at a
      face no natural is held of (always), or at a held face (when some wildcard stands
      for it: the faces of held kinds that wildcards fill are given), with the wait
      shape and whether it is the winning tile's own face there;
    * with ``WIN_FACE`` alone of the win, and a wildcard winning tile: how many of the
      faces wildcards fill are the winning tile's own, and whether any other is (it
      can stand at its own face, at another, or both);
    * with ``WAIT``, ``CLOSED_RUN``, ``CLOSED_FIVE`` or ``WILD_COMPLETED`` (without ``WIN``): see
      ``_coarse_description``; with ``DRAGON``, the run a meld is (the search keeps their
      multiset; a class only the 龙);
    * with ``WILD_SINGLE`` alone of the win: whether the meld holds the winning face and
      is its pair, and how many wildcards stand for it there (natural winning tile);
      with a wildcard winning tile, a pair by its faces, a set by whether wildcards fill
      it and the held faces they fill (a winning pair's partner is a wildcard when its
      kind is not held, or some other wildcard stands for it).
    """
    if features & _EXACT:
        return None
    shape = Shape.STANDARD
    wild_read = bool(features & _WILD_USE)
    win_read = Feature.WIN in features and win >= 0
    win_face = Feature.WIN_FACE in features and not win_read and win >= 0
    wild_single = Feature.WILD_SINGLE in features and not win_read and win >= 0
    win_wild = win in wild_kinds
    coarse = features & _COARSE if not win_read and win >= 0 else frozenset()
    completed = Feature.WILD_COMPLETED in coarse
    run_read = bool(features & _RUNS) and win >= 0
    dragon = Feature.DRAGON in features
    held = frozenset(i for i, c in enumerate(counts) if c)
    near: frozenset[int] = frozenset()
    if (win_read or completed) and not win_wild:
        near = frozenset(f for meld, _ in set_table(compiled.groups).holding[win] for f in meld)
    cache: dict[tuple[Faces, Faces, int], int] = {}
    numbers: dict[Hashable, int] = {}  # each description as a small number: cheap to hash

    def describe(faces: Faces, filled: Faces, pair: int) -> int:
        if not (wild_single and win_wild and len(faces) == 3):
            pair = -1  # only a wildcard winning tile's 精吊 reads the pair by a set
        number = cache.get((faces, filled, pair))
        if number is not None:
            return number
        found: Hashable
        if win_read and not win_wild and win in faces:
            found = ("win", faces, filled)
        else:
            parts: list[Hashable] = [meld_key(faces, meld_kind(faces), features, shape)]
            if dragon:
                parts.append(run_start(faces))  # (the search keeps the runs' multiset: the 龙)
            # with ``WILD``/``WILD_COUNT``, the faces of wild kinds filled are counted by the search (tally)
            if win_read:
                if win_wild:
                    parts.append(
                        tuple(
                            (f if f in held else -1, wait_of(faces, p), f == win, faces.index(f))
                            for p, f in enumerate(faces)
                        )
                    )
                    parts.append(tuple(f for f in filled if f in held))
                else:
                    parts.append(tuple(f for f in filled if f in near))
            if run_read and win_wild and win_read:
                parts.append(closed_run(faces, 1))  # (``WIN``'s meld key has it only with ``STRAIGHT``)
            if coarse:
                winning = (win, win_wild, wild_read)
                parts.append(_coarse_description(coarse, faces, filled, winning, held, near))
            if win_face and win_wild:
                parts.append((filled.count(win), any(f != win for f in filled)))
            if wild_single:
                if not win_wild:
                    parts.append((win in faces, faces == (win, win), filled.count(win)))
                elif len(faces) == 2:
                    parts.append((faces, filled))
                else:
                    # whether the winning pair's partner may be a wildcard reads how many
                    # wildcards stand for the pair's face, when a natural of it is held
                    parts.append((bool(filled), filled.count(pair) if pair in held else 0))
            found = tuple(parts)
        number = cache[(faces, filled, pair)] = numbers.setdefault(found, len(numbers))
        return number

    if wild_read:
        setattr(describe, TALLY_ATTRIBUTE, wild_kinds)
    return describe


_COARSE = frozenset({Feature.WAIT, Feature.CLOSED_RUN, Feature.CLOSED_FIVE, Feature.WILD_COMPLETED})
_RUNS = frozenset({Feature.CLOSED_RUN, Feature.CLOSED_FIVE})


def _coarse_description(
    coarse: Features,
    faces: Faces,
    filled: Faces,
    winning: tuple[int, bool, bool],
    held: frozenset[int],
    near: frozenset[int],
) -> Hashable:
    """What ``WAIT``, ``CLOSED_RUN`` and ``WILD_COMPLETED`` (without ``WIN``) take from a meld
    (see ``_describer``); ``winning``: the winning tile's kind, whether it is a wildcard,
    and whether ``WILD`` or ``WILD_COUNT`` is read (then where a winning wildcard stands
    at its own face counts)."""
    win, win_wild, own = winning
    waits = Feature.WAIT in coarse
    runs = bool(coarse & _RUNS)
    completed = Feature.WILD_COMPLETED in coarse
    if not win_wild:
        if win not in faces:
            # whether a winning meld's partners are all wildcards reads how many stand for its faces
            return tuple(f for f in filled if f in near) if completed else ()
        places = frozenset(
            (wait_of(faces, p) if waits else None, closed_run(faces, p) if runs else -1)
            for p, f in enumerate(faces)
            if f == win
        )
        return (places, (faces, filled) if completed else ())
    # a wildcard winning tile stands at a face no natural is held of, or at a held face
    # some wildcard stands for; with ``WILD_COMPLETED``, the held faces place by place
    # and how many wildcards stand for each decide whether its partners are all wildcards
    shape = tuple(
        (
            f if f in held else -1,
            wait_of(faces, p) if waits else None,
            closed_run(faces, p) if runs else -1,
            own and f == win,
        )
        for p, f in enumerate(faces)
    )
    if completed:
        return (shape, tuple(f for f in filled if f in held))
    return (frozenset(shape), frozenset(f for f in filled if f in held))
