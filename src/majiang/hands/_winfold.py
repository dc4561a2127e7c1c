"""What the win reads of a suit group's melds, folded meld by meld into the search's state.

The by-group search (:mod:`majiang.hands._bygroup`) merges two choices of melds when
their descriptions agree (``Describe``): equal descriptions must give equal classes
with every continuation. What a meld gives the win (:meth:`Classes.part`'s reads: the
win's parts at each place the winning tile may take) depends on the wildcards standing
for its held faces *in the whole group*: a wildcard winning tile may stand at a held face
only where some wildcard stands for it, and the winning meld's partners are wildcards
only where enough stand for their faces. Described meld by meld, that takes each meld's
held faces place by place, and choices of melds hardly ever merge.

For the coarse win features (``WAIT``, ``CLOSED_RUN``, ``WILD_COMPLETED``, and
``WILD_SINGLE``, ``WIN_FACE``) what a meld gives is *monotone* in those wildcards: each
value (the win's parts at one place) is given once, for every face, enough wildcards
stand for it (:meth:`WinFold.alternatives`). So the state of a choice of melds can be
folded meld by meld (:class:`WinFold`): how many wildcards stand for each held face
(capped at 3: no value asks for more), the values reached, and each value not reached
yet with what it still asks for. Two choices with the same state give the same values
with every continuation, so the describer then leaves the win out of the descriptions
(:func:`fold_describer`) and the search keys its states by the folded state as well.

>>> from majiang.hands import Feature, Hand
>>> hand = Hand.parse("3445m8m", win="8m")  # 8m wild (index 7): 3m 4m 4m 5m held
>>> counts = [0, 0, 1, 2, 1] + [0] * 29
>>> fold = WinFold(Classes(hand, frozenset({Feature.WILD_COMPLETED}), counts, [7]), ())
>>> for value, need in fold.alternatives((3, 4, 5)):  # 456m: the 8m at 4m, 5m or 6m
...     print(value[1], need)  # (face, wildcards standing for it)
(('completed', False),) ((3, 1),)
(('completed', True),) ((3, 1), (4, 1))
(('completed', False),) ((4, 1),)
(('completed', True),) ((3, 1), (4, 1))
(('completed', False),) ()
(('completed', True),) ((3, 1), (4, 1))

At ``4m`` (held) the winning 8m stands only where some wildcard stands for a 4m; its
partners ``5m`` ``6m`` are a natural and a wildcard, or (a wildcard standing for the
``5m`` too) both wildcards. At ``6m`` (not held) it always may.
"""

from __future__ import annotations

from collections.abc import Hashable

from majiang.hands.arrangement import Shape
from majiang.hands.classes import Classes
from majiang.hands.faces import FOLD_ATTRIBUTE, Describe, Faces
from majiang.hands.features import WIN_FEATURES, Feature, Features, meld_key, run_start
from majiang.hands.placement import meld_faces

__all__ = ["FOLDED", "WinFold", "fold_describer"]

FOLDED = frozenset(
    {
        Feature.WAIT,
        Feature.CLOSED_RUN,
        Feature.CLOSED_FIVE,
        Feature.WILD_COMPLETED,
        Feature.WIN_FACE,
    }
)
"""The win features whose values a meld gives monotonely in the wildcards standing for
its held faces (``WIN`` counts the wild partners exactly, which is not). ``WILD_SINGLE``
(a wildcard waiting alone as the pair) is monotone too but left to the describer: folded,
hands with 6-7 wildcards reading it took 1.5-2.5x as long (``5556666p3445678s``: 6 -> 17 ms)."""
_UNFOLDED = frozenset({Feature.WIN, Feature.WILD, Feature.WILD_COUNT, Feature.WILD_MELDS, Feature.FACES})
_CAP = 3
"""No value asks for more wildcards standing for one face: a triplet's winning tile and
its two partners."""

Need = tuple[tuple[int, int], ...]
"""(face, wildcards standing for it) pairs, sorted: what a value still asks for."""
_State = tuple[Need, frozenset[Hashable], frozenset[tuple[Hashable, Need]]]


class WinFold:
    """The folded state of a choice of melds of one group (numbered: the search keeps
    ``(number,)`` as its tally). ``classes`` gives the values exactly as
    :meth:`Classes.part` reads them."""

    __slots__ = (
        "above",
        "classes",
        "counts",
        "holding",
        "later",
        "memo",
        "numbers",
        "options",
        "states",
        "trimmed",
        "win",
        "win_wild",
        "within",
    )

    def __init__(self, classes: Classes, holding: tuple[tuple[tuple[Faces, int], ...], ...]) -> None:
        self.classes = classes
        self.holding = holding
        self.counts = classes.counts
        self.win = classes.win
        self.win_wild = classes.win_wild
        self.numbers: dict[_State, int] = {}
        self.states: list[_State] = []
        self.within: list[int] = []
        """Of each state, the most wildcards a value not reached yet asks (for faces held)."""
        self.options: dict[Faces, tuple[tuple[Hashable, Need], ...]] = {}
        self.memo: dict[tuple[int, Faces, Faces], int] = {}
        self.trimmed: dict[tuple[int, int], int] = {}
        self.above: dict[tuple[int, int], int] = {}
        self.later: dict[tuple[int, frozenset[Hashable], int], int] = {}

    def start(self, pair: int, pair_wild: int, wild: int) -> tuple[int]:
        """The state of a group's search: nothing chosen, or only its pair (``pair_wild``
        of 0 or more: made with as many of the ``wild`` wildcards)."""
        empty = (self._number(((), frozenset(), frozenset())),)
        if pair_wild < 0:
            return empty
        return self._added(empty, (pair, pair), (pair,) * pair_wild, wild - pair_wild, -1)

    def __call__(self, state: tuple[int], faces: Faces, filled: Faces, wild: int) -> tuple[int]:
        """The state with the set ``faces`` added (``filled``: its faces wildcards fill;
        ``wild``: the wildcards left for the group's further melds). The search takes its
        sets in :class:`~majiang.hands.faces._SetTable` order, none starting below the one
        before: no later set holds a face below ``faces[0]``, so what the state keeps of
        those faces (their levels, the values that still ask wildcards of them) is left out."""
        return self._added(state, faces, filled, wild, faces[0])

    def _added(self, state: tuple[int], faces: Faces, filled: Faces, wild: int, low: int) -> tuple[int]:
        key = (state[0], faces, filled)
        grown = self.memo.get(key)
        if grown is None:
            # as from the state lowered to ``low`` first (the same for more states)
            number = state[0] if low < 0 else self._lowered(state[0], low)
            lowered = (number, faces, filled)
            grown = self.memo.get(lowered)
            if grown is None:
                grown = self._grown(number, faces, filled)
                self.memo[lowered] = grown = grown if low < 0 else self._lowered(grown, low)
            self.memo[key] = grown
        if self.within[grown] <= wild:
            return (grown,)
        trimmed = self.trimmed.get((grown, wild))
        if trimmed is None:
            # what needs more wildcards than are left is never given
            stood, got, pending = self.states[grown]
            levels = dict(stood)
            kept = frozenset(
                (value, need) for value, need in pending if sum(n - levels.get(f, 0) for f, n in need) <= wild
            )
            trimmed = self.trimmed[(grown, wild)] = self._number((stood, got, kept))
        return (trimmed,)

    def _lowered(self, number: int, low: int) -> int:
        found = self.above.get((number, low))
        if found is None:
            found = self.above[(number, low)] = self._above(number, low)
        return found

    def _above(self, number: int, low: int) -> int:
        """State ``number`` as the sets starting at ``low`` or above may go on from it: no
        wildcard will stand for a face below ``low``, so a value still asking for one is
        never given (a need is sorted by face: its first is its lowest), and a face's level
        counts only up to the most a value not reached asks of it, in a need still
        pending or in a later set (:meth:`_later`)."""
        stood, got, pending = self.states[number]
        pending = frozenset(item for item in pending if item[1][0][0] >= low)
        levels = []
        for f, n in stood:
            if f < low:
                continue
            cap = max((m for _, need in pending for g, m in need if g == f), default=0)
            n = min(n, max(cap, self._later(f, got, low)))
            if n:
                levels.append((f, n))
        return self._number((tuple(levels), got, pending))

    def _later(self, face: int, reached: frozenset[Hashable], low: int) -> int:
        """The most wildcards standing for ``face`` a value not ``reached`` asks in a set
        (never the pair, chosen first) starting at ``low`` or above."""
        key = (face, reached, low)
        found = self.later.get(key)
        if found is None:
            found = 0
            for meld, _ in self.holding[face]:
                if len(meld) < 3 or meld[0] < low:
                    continue
                for value, need in self.alternatives(meld):
                    if value not in reached:
                        for g, n in need:
                            if g == face and n > found:
                                found = n
            self.later[key] = found
        return found

    def _grown(self, number: int, faces: Faces, filled: Faces) -> int:
        stood, reached, pending = self.states[number]
        counts = self.counts
        grown = [f for f in filled if counts[f]]
        fresh = [option for option in self.alternatives(faces) if option[0] not in reached]
        if not grown and not fresh:
            return number  # nothing changes: no value, no wildcard for a held face
        levels = dict(stood)
        for f in grown:
            levels[f] = min(levels.get(f, 0) + 1, _CAP)
        got = set(reached)
        left: dict[Hashable, set[Need]] = {}
        for value, need in (*pending, *fresh):
            if value in got:
                continue
            rest = tuple((f, n) for f, n in need if levels.get(f, 0) < n)
            if rest:
                left.setdefault(value, set()).add(rest)
            else:
                got.add(value)
        reached = frozenset(got)
        kept = frozenset(
            (value, need)
            for value, needs in left.items()
            if value not in got
            for need in needs
            if len(needs) == 1 or not any(other != need and set(other) <= set(need) for other in needs)
        )
        return self._number((tuple(sorted(levels.items())), reached, kept))

    def reads(self, state: tuple[int]) -> frozenset[Hashable]:
        """The values a finished choice of melds gives the win: :meth:`Classes.part`'s reads."""
        return self.states[state[0]][1]

    def _number(self, state: _State) -> int:
        number = self.numbers.get(state)
        if number is None:
            number = self.numbers[state] = len(self.states)
            self.states.append(state)
            levels = dict(state[0])
            self.within.append(
                max((sum(n - levels.get(f, 0) for f, n in need) for _, need in state[2]), default=0)
            )
        return number

    def alternatives(self, faces: Faces) -> tuple[tuple[Hashable, Need], ...]:
        """Each value the meld ``faces`` may give the win (as :meth:`Classes.part` reads
        it), with the wildcards that must stand for its held faces, group-wide, for it to
        give it. The winning tile may stand at place ``p`` of face ``f`` (a wildcard: at a
        face not held, or a held one some wildcard stands for; a natural: at its face);
        its partners are placed naturals first (one value) and wildcards first (another
        value where that differs: all partners wildcards, which asks, for each held face
        ``g`` among them with naturals left, as many wildcards as the partners of face
        ``g``, one more where ``g`` is the face a wildcard winning tile stands at)."""
        found = self.options.get(faces)
        if found is not None:
            return found
        classes, counts, win, win_wild = self.classes, self.counts, self.win, self.win_wild
        saturated = {g: _CAP + faces.count(g) for g in faces}
        out: list[tuple[Hashable, Need]] = []
        done: set[int] = set()
        for p, face in enumerate(faces):
            if face in done:
                continue
            if win_wild:
                trigger: dict[int, int] = {face: 1} if counts[face] else {}
            elif face == win:
                trigger = {}
            else:
                continue
            done.add(face)
            first = classes._win_parts_of(Shape.STANDARD, faces, p, saturated, False)
            out.append(((False, first[0]), tuple(sorted(trigger.items()))))
            if len(faces) not in (2, 3):
                continue
            second = classes._win_parts_of(Shape.STANDARD, faces, p, saturated, True)
            if second[0] == first[0]:
                continue
            need = dict(trigger)
            others = [g for q, g in enumerate(faces) if q != p]
            for g in set(others):
                if counts[g] - (not win_wild and g == face) > 0:
                    need[g] = max(need.get(g, 0), others.count(g) + (win_wild and g == face))
            out.append(((False, second[0]), tuple(sorted(need.items()))))
        found = self.options[faces] = tuple(out)
        return found


def fold_describer(
    features: Features, classes: Classes, holding: tuple[tuple[tuple[Faces, int], ...], ...]
) -> Describe | None:
    """A describer for the by-group search that leaves the win to a :class:`WinFold`
    (its ``FOLD_ATTRIBUTE``): each meld by its :func:`meld_key` (and with ``DRAGON``
    the run it is) alone; ``None`` where the win is not folded (no winning tile, no win
    feature read, or one outside :data:`FOLDED`, or the wildcards' use read)."""
    win_read = features & WIN_FEATURES
    if classes.win < 0 or not win_read or not win_read <= FOLDED or features & _UNFOLDED:
        return None
    dragon = Feature.DRAGON in features
    cache: dict[Faces, int] = {}
    numbers: dict[Hashable, int] = {}

    def describe(faces: Faces, filled: Faces, pair: int) -> int:
        number = cache.get(faces)
        if number is None:
            found = (
                meld_key(faces, meld_faces(faces)[1], features, Shape.STANDARD),
                run_start(faces) if dragon else -1,
            )
            number = cache[faces] = numbers.setdefault(found, len(numbers))
        return number

    setattr(describe, FOLD_ATTRIBUTE, WinFold(classes, holding))
    return describe
