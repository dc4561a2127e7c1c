"""The class of each arrangement of a multiset of faces, worked out on indices.

:func:`majiang.hands.placement.place` builds the arrangements of one multiset of
faces (one per place the winning tile can take, and where its partners may be
wildcards, one more); :func:`majiang.hands.features.reading_key` then reads each
one's class. :class:`Classes` gives the same classes, in the same order, by
following the same placement on kind indices (naturals in the winning meld first,
then in the earlier melds; wildcards at their own face first), without building
a tile, a meld or an arrangement; :func:`majiang.hands.readings` builds only the
first arrangement of each new class. The two agree key for key
(``tests/hands/test_classes.py``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterator, Mapping

from majiang.hands.arrangement import Shape, WaitShape
from majiang.hands.features import (
    COARSE_WIN,
    WIN_FEATURES,
    Feature,
    Features,
    dragons,
    meld_key,
    run_start,
    win_parts,
)
from majiang.hands.hand import Hand
from majiang.hands.placement import _assign_wilds, meld_faces, wait_of

__all__ = ["Classes"]

Faces = tuple[int, ...]
Variant = tuple[int, int, bool]
"""(winning meld, place of the winning tile in it, partners wild first), as
:func:`~majiang.hands.placement.place` tries them."""


class Classes:
    """Reading keys of the arrangements of one hand, face set by face set."""

    __slots__ = (
        "alike",
        "coarse",
        "count_read",
        "counts",
        "dragon",
        "exposed",
        "exposed_faces",
        "exposed_keys",
        "exposed_not_own",
        "exposed_runs",
        "features",
        "meld_keys",
        "meld_numbers",
        "numbers",
        "part_reads",
        "placed",
        "placed_keys",
        "wild_count",
        "wild_read",
        "wild_tiles",
        "win",
        "win_keys",
        "win_read",
        "win_whole",
        "win_wild",
    )

    def __init__(self, hand: Hand, features: Features, counts: list[int], wild_tiles: list[int]) -> None:
        self.features = features
        self.counts = counts
        self.wild_tiles = sorted(wild_tiles)
        win = hand.win_tile
        self.win = -1 if win is None else win.index
        self.win_wild = self.win in wild_tiles
        self.win_read = bool(features & WIN_FEATURES) and win is not None
        self.win_whole = Feature.WIN in features
        self.coarse = bool(features & COARSE_WIN)
        self.dragon = Feature.DRAGON in features
        self.wild_read = Feature.WILD in features
        self.count_read = Feature.WILD_COUNT in features
        self.placed = Feature.WILD_MELDS in features
        self.alike = Feature.ALIKE in features
        self.exposed = hand.melds
        self.exposed_faces = [tuple(t.index for t in m.tiles) for m in hand.melds]
        self.wild_count = Counter(wild_tiles)
        self.meld_keys: dict[tuple[Shape, Faces], Hashable] = {}
        self.numbers: dict[Hashable, int] = {}
        self.meld_numbers: dict[Faces, int] = {}
        self.part_reads: dict[tuple[Faces | int, ...], tuple[Hashable, ...]] = {}
        """Each meld key :meth:`part` met, numbered (a multiset of them is a sorted tuple)."""
        self.placed_keys: dict[tuple[Shape, Faces, tuple[int | None, ...]], Hashable] = {}
        self.win_keys: dict[Hashable, tuple[tuple[Hashable, ...], int]] = {}
        """``_win_key``'s win parts and wild partners by what it reads of the winning meld."""
        self.exposed_keys: dict[Shape, list[Hashable]] = {}
        self.exposed_runs: dict[int, list[Faces]] = {}
        """The exposed runs (123, 456, 789) of each suit (by its first face), for its 龙."""
        self.exposed_not_own = sum(
            w is not None and w != t for m in hand.melds for t, w in zip(m.tiles, m.wild, strict=True)
        )
        """The exposed melds' wildcards standing for another face than their own."""

    def keys(self, shape: Shape, faces: tuple[Faces, ...]) -> Iterator[tuple[Hashable, Variant | None]]:
        """(class, variant) of each arrangement ``place(hand, shape, faces, ...)`` yields, in
        its order (``None``: the hand has no winning tile). Two variants have the same
        class exactly when their arrangements have the same :func:`reading_key`."""
        counts = self.counts
        stand_for: Counter[int] = Counter(f for meld in faces for f in meld)
        for index, c in enumerate(counts):
            if c:
                stand_for[index] -= c
        exposed = self.exposed_keys.get(shape)
        if exposed is None:
            exposed = self.exposed_keys[shape] = [
                self._exposed_key(shape, m) for m in range(len(self.exposed))
            ]
        win = self.win
        whole = None if self.placed else self._whole(shape, faces, stand_for, exposed)
        if win < 0:
            if whole is None:
                yield self._key(shape, faces, stand_for, exposed, None, False, {})[0], None
            else:
                yield (*whole[0], *self._wild_parts(whole[1])), None
            return
        win_wild = self.win_wild
        tried: set[tuple[Faces, int]] = set()
        queues_for: dict[int, dict[int, list[int]]] = {}
        for m, meld in enumerate(faces):
            for p, face in enumerate(meld):
                if (meld, face) in tried:
                    continue
                if (not win_wild and face == win) or (win_wild and stand_for[face] > 0):
                    tried.add((meld, face))
                    both = len(meld) in (2, 3)
                    if whole is None:
                        first = self._key(shape, faces, stand_for, exposed, (m, p), False, queues_for)
                        second = (
                            self._key(shape, faces, stand_for, exposed, (m, p), True, queues_for)
                            if both
                            else first
                        )
                    else:
                        first = self._win_key(shape, whole, meld, p, stand_for, False)
                        second = self._win_key(shape, whole, meld, p, stand_for, True) if both else first
                    yield first[0], (m, p, False)
                    if second[1] != first[1]:  # as place(): only a different count of wild partners
                        yield second[0], (m, p, True)

    def part(
        self, melds: tuple[Faces, ...], reads: frozenset[Hashable] | None = None
    ) -> tuple[tuple[int, ...], tuple[int, ...], frozenset[Hashable]]:
        """What the classes of a standard face set take from the melds of one suit group
        (all its melds; without ``WILD_MELDS``): their meld keys (numbered, sorted), the
        wildcards standing at each held wild kind's face (with ``WILD``; ``(-1,)`` when
        some stands at another face, or more of a kind stand than are held), and what each
        place the winning tile may take there reads. Every face of those melds is the
        group's, so none of it depends on the other groups' melds (see
        :mod:`majiang.hands._bygroup`). ``reads`` given (by a fold of the win,
        :mod:`majiang.hands._winfold`, without ``WILD``): the last, worked out already."""
        numbered = self.meld_numbers
        keys = []
        runs = 0  # the part's runs (123, 456, 789): a 龙 needs three, with the exposed ones
        for meld in melds:
            number = numbered.get(meld)
            if number is None:
                number = self._number(meld)
            if number < 0:
                number = ~number
                runs += 1
            keys.append(number)
        if self.dragon and melds and melds[0][0] < 27:
            # the group's 龙 (its suit's exposed sequences count too), as one more key
            low = melds[0][0] - melds[0][0] % 9
            exposed = self.exposed_runs.get(low)
            if exposed is None:
                exposed = self.exposed_runs[low] = [
                    f for f in self.exposed_faces if low <= f[0] < low + 9 and run_start(f) >= 0
                ]
            if runs + len(exposed) >= 3:
                dragon = dragons([*melds, *exposed])
                if dragon:
                    keys.append(self.numbers.setdefault(("dragon", dragon), len(self.numbers)))
        keys.sort()
        if reads is not None and not self.wild_read:
            return tuple(keys), (), reads
        win = self.win
        if not self.wild_read and (win < 0 or not (self.win_read or self.count_read)):
            # nothing is read of where the wildcards or the winning tile stand: every
            # complete face set has a place for the winning tile (its natural face is
            # held, or a wildcard stands somewhere), so the parts differ by their keys alone
            return tuple(keys), (), frozenset()
        counts = self.counts
        stand: dict[int, int] = {}
        for meld in melds:
            for f in meld:
                stand[f] = stand.get(f, 0) + 1
        for f in stand:
            stand[f] -= counts[f]
        tally: tuple[int, ...] = ()
        if self.wild_read:
            # the wildcards stand at their own faces (``_whole``'s ``own``) only if, in each
            # group, they stand at held wild kinds' faces, no more of each than are held:
            # else the tally can not matter, and is left out
            held = self.wild_count
            tally = tuple(stand.get(k, 0) for k in held)
            if (
                self.exposed_not_own
                or sum(tally) != sum(stand.values())
                or any(t > n for t, n in zip(tally, held.values(), strict=True))
            ):
                tally = _NOT_OWN
        if win < 0:
            return tuple(keys), tally, frozenset()
        given: set[Hashable] = set()
        cache = self.part_reads
        win_wild = self.win_wild
        for meld in set(melds):
            if not win_wild and win not in meld:
                continue  # no place for the winning tile here
            # what a place reads takes from the wildcards standing at each face no more
            # than whether 1, 2, 3 or more do (the winning tile and two partners)
            signature: tuple[Faces | int, ...] = (meld, *[min(stand[f], 3) for f in meld])
            found = cache.get(signature)
            if found is None:
                found = cache[signature] = self._meld_reads(meld, stand)
            given.update(found)
        return tuple(keys), tally, frozenset(given)

    def _number(self, meld: Faces) -> int:
        """The meld's key's number (``~`` it for a run ``123``, ``456`` or ``789``), kept."""
        key = self.meld_keys.get((Shape.STANDARD, meld))
        if key is None:
            key = meld_key(meld, meld_faces(meld)[1], self.features, Shape.STANDARD)
            self.meld_keys[(Shape.STANDARD, meld)] = key
        number = self.numbers.setdefault(key, len(self.numbers))
        if run_start(meld) >= 0:
            number = ~number
        self.meld_numbers[meld] = number
        return number

    def _meld_reads(self, meld: Faces, stand: dict[int, int]) -> tuple[Hashable, ...]:
        """What each place of ``meld`` the winning tile may take reads (as :meth:`keys`
        reads it: the win's parts, and whether it stands at another face than its own),
        given the wildcards standing at each of its faces (``stand``)."""
        win, win_wild = self.win, self.win_wild
        reads: list[Hashable] = []
        done: set[int] = set()
        for p, face in enumerate(meld):
            if face in done:
                continue
            if (not win_wild and face == win) or (win_wild and stand[face] > 0):
                done.add(face)
                other = win_wild and face != win and self.wild_read  # read only by ``WILD``
                first = self._win_parts_of(Shape.STANDARD, meld, p, stand, False)
                reads.append((other, first[0]))
                if len(meld) in (2, 3):
                    second = self._win_parts_of(Shape.STANDARD, meld, p, stand, True)
                    if second[1] != first[1]:
                        reads.append((other, second[0]))
        return tuple(reads)

    def _whole(
        self, shape: Shape, faces: tuple[Faces, ...], stand_for: Counter[int], exposed: list[Hashable]
    ) -> tuple[tuple[Hashable, ...], int]:
        """Without ``WILD_MELDS`` the melds' keys do not depend on where the wildcards go:
        (the class's parts but the wildcards' use and the win, how many wildcards stand
        for another face than their own, the winning tile's place aside)."""
        features = self.features
        cache = self.meld_keys
        keys = []
        for meld in faces:
            key = cache.get((shape, meld))
            if key is None:
                key = cache[(shape, meld)] = meld_key(meld, meld_faces(meld)[1], features, shape)
            keys.append(key)
        keys.extend(exposed)
        parts: list[Hashable] = [_SHAPES[shape], frozenset(Counter(keys).items())]
        if self.alike and shape is Shape.SEVEN_PAIRS:
            every = [*faces, *self.exposed_faces]
            alike = Counter(every)
            parts.append(frozenset(Counter((k, alike[f]) for k, f in zip(keys, every, strict=True)).items()))
        if self.dragon:
            parts.append(dragons([*faces, *self.exposed_faces]))
        return tuple(parts), self._not_own(stand_for, -1)

    def _not_own(self, stand_for: Counter[int], held: int) -> int:
        """How many wildcards stand for another face than their own, placed at their own
        face first (as ``_assign_wilds``); ``held``: the face a winning wildcard holds (-1:
        none), placed before the others."""
        count = self.exposed_not_own
        win = self.win
        if held >= 0:
            count += held != win
            for kind, n in self.wild_count.items():
                count += n - (kind == win) - min(stand_for[kind] - (kind == held), n - (kind == win))
        else:
            for kind, n in self.wild_count.items():
                count += n - min(stand_for[kind], n)
        return count

    def _wild_parts(self, not_own: int) -> list[Hashable]:
        """What ``WILD`` and ``WILD_COUNT`` read, as :func:`reading_key`."""
        parts: list[Hashable] = []
        if self.wild_read:
            parts.append(not_own > 0)
        if self.count_read:
            parts.append(("count", not_own))
        return parts

    def _win_key(
        self,
        shape: Shape,
        whole: tuple[tuple[Hashable, ...], int],
        meld: Faces,
        p: int,
        stand_for: Counter[int],
        wild_first: bool,
    ) -> tuple[Hashable, int]:
        """The class with the winning tile at place ``p`` of ``meld``: only the winning
        meld's partners need placing (it is filled first). What that reads of the face set
        besides ``whole`` is the winning meld's naturals and wildcards, face by face: the
        win parts are kept by those."""
        face = meld[p]
        win_wild = self.win_wild
        counts = self.counts
        signature = (
            shape,
            meld,
            p,
            wild_first,
            tuple(counts[f] for f in meld),
            tuple(stand_for[f] for f in meld),
        )
        found = self.win_keys.get(signature)
        if found is None:
            found = self.win_keys[signature] = self._win_parts_of(shape, meld, p, stand_for, wild_first)
        parts: list[Hashable] = list(whole[0])
        if self.wild_read or self.count_read:
            parts.extend(self._wild_parts(self._not_own(stand_for, face) if win_wild else whole[1]))
        parts.extend(found[0])
        return tuple(parts), found[1]

    def _win_parts_of(
        self, shape: Shape, meld: Faces, p: int, stand_for: Mapping[int, int], wild_first: bool
    ) -> tuple[tuple[Hashable, ...], int]:
        """The win's parts of the class and the count of wild partners (see ``_win_key``)."""
        face = meld[p]
        win_wild = self.win_wild
        naturals: dict[int, int] = {}
        queues: dict[int, int] = {}
        for f in meld:
            naturals[f] = self.counts[f] - (not win_wild and f == face)
            queues[f] = stand_for[f] - (win_wild and f == face)
        partners = 0
        partner_wild = False
        for q, f in enumerate(meld):
            if q == p:
                continue
            if wild_first and queues[f] > 0:
                queues[f] -= 1
                wild = True
            elif naturals[f] > 0:
                naturals[f] -= 1
                wild = False
            else:
                queues[f] -= 1
                wild = True
            partners += wild
            partner_wild = wild
        parts: list[Hashable] = []
        if self.win_read:
            orphans = shape is Shape.THIRTEEN_ORPHANS
            single = len(meld) == 2 and not orphans and partner_wild
            counted = 0 if orphans else partners
            if self.win_whole:
                key = self.meld_keys[(shape, meld)]
                parts.append((key, _WAITS[wait_of(meld, p)], single, counted, face == self.win))
            else:
                parts.extend(self._win_parts(single, face == self.win))
            if self.coarse:
                parts.extend(win_parts(self.features, meld, p, wait_of(meld, p), counted))
        return tuple(parts), partners

    def _win_parts(self, single: bool, own: bool) -> list[Hashable]:
        """What ``WILD_SINGLE`` and ``WIN_FACE`` read of the win, as :func:`reading_key`."""
        parts: list[Hashable] = []
        if Feature.WILD_SINGLE in self.features:
            parts.append(("single", single))
        if Feature.WIN_FACE in self.features:
            parts.append(("face", own))
        return parts

    def _exposed_key(self, shape: Shape, m: int) -> Hashable:
        meld = self.exposed[m]
        wild = tuple(None if w is None else w.index for w in meld.wild) if self.placed else ()
        return meld_key(self.exposed_faces[m], meld.kind, self.features, shape, wild)

    def _key(
        self,
        shape: Shape,
        faces: tuple[Faces, ...],
        stand_for: Counter[int],
        exposed: list[Hashable],
        slot: tuple[int, int] | None,
        wild_partner: bool,
        queues_for: dict[int, dict[int, list[int]]],
    ) -> tuple[Hashable, int]:
        """(the class, the wildcards among the winning tile's partners, whatever the shape) of one placement,
        as :func:`~majiang.hands.placement._build` places it."""
        naturals = list(self.counts)
        reserved = -1
        held = -1  # the face the winning wildcard holds
        if slot is not None:
            face = faces[slot[0]][slot[1]]
            if self.win_wild:
                reserved, held = self.win, face
            else:
                naturals[face] -= 1
        assigned = queues_for.get(held)
        if assigned is None:
            wilds = list(self.wild_tiles)
            needs = Counter(stand_for)
            if held >= 0:
                wilds.remove(self.win)
                needs[held] -= 1
            assigned = queues_for[held] = _assign_wilds(wilds, needs)
        queues = {k: list(v) for k, v in assigned.items()}
        order = list(range(len(faces)))
        if slot is not None:
            order.insert(0, order.pop(slot[0]))
        features = self.features
        placed: list[tuple[int | None, ...]] = [()] * len(faces)
        not_own = self.exposed_not_own
        partners = 0
        for m in order:
            prefer_wild = wild_partner and slot is not None and m == slot[0]
            standing: list[int | None] = []
            for p, face in enumerate(faces[m]):
                if slot is not None and slot[0] == m and slot[1] == p:
                    w: int | None = reserved if reserved >= 0 else None
                elif prefer_wild and queues.get(face):
                    w = queues[face].pop()
                elif naturals[face]:
                    naturals[face] -= 1
                    w = None
                else:
                    w = queues[face].pop()
                if w is not None and w != face:
                    not_own += 1
                if slot is not None and m == slot[0] and p != slot[1] and w is not None:
                    partners += 1
                standing.append(w)
            placed[m] = tuple(standing)
        cache = self.placed_keys
        keys = []
        for m, meld in enumerate(faces):
            wild = placed[m] if self.placed else ()
            key = cache.get((shape, meld, wild))
            if key is None:
                key = cache[(shape, meld, wild)] = meld_key(meld, meld_faces(meld)[1], features, shape, wild)
            keys.append(key)
        keys.extend(exposed)
        parts: list[Hashable] = [_SHAPES[shape], frozenset(Counter(keys).items())]
        if self.alike and shape is Shape.SEVEN_PAIRS:
            every = [*faces, *self.exposed_faces]
            alike = Counter(every)
            parts.append(frozenset(Counter((k, alike[f]) for k, f in zip(keys, every, strict=True)).items()))
        if self.dragon:
            parts.append(dragons([*faces, *self.exposed_faces]))
        parts.extend(self._wild_parts(not_own))
        if self.win_read and slot is not None:
            meld = faces[slot[0]]
            wait = wait_of(meld, slot[1])
            single = (
                wait is WaitShape.SINGLE
                and shape is not Shape.THIRTEEN_ORPHANS
                and placed[slot[0]][1 - slot[1]] is not None
            )
            counted = 0 if shape is Shape.THIRTEEN_ORPHANS else partners
            if self.win_whole:
                parts.append((keys[slot[0]], _WAITS[wait], single, counted, meld[slot[1]] == self.win))
            else:
                parts.extend(self._win_parts(single, meld[slot[1]] == self.win))
            if self.coarse:
                parts.extend(win_parts(features, meld, slot[1], wait, counted))
        return tuple(parts), partners


_NOT_OWN = (-1,)
"""A group's tally (see :meth:`Classes.part`) when its wildcards do not all stand at their own faces."""
_SHAPES = {shape: n for n, shape in enumerate(Shape)}
_WAITS = {wait: n for n, wait in enumerate(WaitShape)}
