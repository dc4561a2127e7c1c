"""Every way a complete hand can be arranged, with its wildcards and its wait.

An :class:`Arrangement` is one reading of a complete hand: its shape, its melds
(concealed groups first, then the exposed melds), what each wildcard stands
for, and — when the hand has a winning tile — which meld the winning tile
completed and the wait shape that gives.

Two arrangements are the same when their melds have the same faces: wildcards
of one kind swapping roles, or a wildcard and a natural tile of the kind it
stands for trading places, do not make a new arrangement. Within one, naturals
are placed in the earlier melds and wildcards stand at their own face wherever
the faces allow (a referee would read it so).

Enumeration is lazy and canonical, so it stays bounded in memory and in the
work between two arrangements: the standard shape's faces are searched as a
multiset (the pair, then the sets in one fixed order; see ``_standard``), so each
distinct arrangement comes up exactly once, nothing already yielded is
remembered, and the search only goes where the naturals still uncovered can be
reached. The first arrangement of a hand comes within a few milliseconds. What
no enumeration can bound is their *number*: wildcards that make whole melds alone
may stand for any of the 55 sets, so ``11112345678999m`` with 1m, 5m and 9m wild
(8 wildcards) has 76,030 arrangements, and a 17-tile hand holding 16 wildcards
has 55,418,011 standard ones. Take what you need (the first, or the best by a
score) rather than listing them all; ``is_win``, ``waits`` and ``shanten`` never
enumerate.

>>> from majiang.hands import Hand, ShapeGrammar
>>> hand = Hand.parse("11123m456p789s111z", win="1m", self_drawn=True)
>>> sorted((a.wait.name, str(a.melds[a.win_meld])) for a in arrangements(hand, ShapeGrammar()))
[('OPEN', '123m'), ('SINGLE', '11m')]
>>> jing = ShapeGrammar(wild="9m")
>>> [str(a) for a in arrangements(Hand.parse("123m456p789s222z 9m 1z", win="1z"), jing)]
['123m 456p 789s 11z(9m=1z) 222z win 1z single']
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations_with_replacement, product

import attrs

from majiang.hands._groups import Group
from majiang.hands._split import Compiled, check_size, compile_grammar, split
from majiang.hands.grammar import ShapeGrammar
from majiang.hands.hand import Hand
from majiang.hands.meld import Meld, MeldKind, kind_of
from majiang.hands.wincheck import LAN_SETS
from majiang.tiles import Tile
from majiang.tiles.tile import KIND_COUNT

__all__ = ["Arrangement", "Shape", "WaitShape", "arrangements"]

Faces = tuple[int, ...]


class Shape(enum.Enum):
    """The winning shape an arrangement has."""

    STANDARD = "standard"  # n sets + pair
    SEVEN_PAIRS = "seven_pairs"  # 七对
    THIRTEEN_ORPHANS = "thirteen_orphans"  # 十三幺
    THIRTEEN_LAN = "thirteen_lan"  # 十三烂
    SEVEN_STAR_LAN = "seven_star_lan"  # 七星十三烂
    INSTANT = "instant"  # enough wildcards win at once, whatever the rest (ShapeGrammar.instant_wilds)

    def __repr__(self) -> str:
        return f"Shape.{self.name}"


class WaitShape(enum.Enum):
    """How the winning tile completed its meld."""

    OPEN = "open"  # 两面: 23 waiting 1 or 4
    EDGE = "edge"  # 边张: 12 waiting 3, 89 waiting 7
    CLOSED = "closed"  # 嵌张/夹/坎: 13 waiting 2
    SINGLE = "single"  # 单吊: the winning tile made the pair
    PAIR_OR_PAIR = "pair_or_pair"  # 对倒/双碰: a pair became a triplet
    HONOR_RUN = "honor_run"  # completed an honor run (烂风)
    LONE = "lone"  # a lone tile of 十三幺 / 十三烂

    def __repr__(self) -> str:
        return f"WaitShape.{self.name}"


@attrs.frozen(kw_only=True)
class Arrangement:
    """One reading of a complete hand."""

    shape: Shape
    melds: tuple[Meld, ...]
    win_meld: int | None = None
    win_position: int | None = None
    wait: WaitShape | None = None

    @property
    def concealed_melds(self) -> tuple[Meld, ...]:
        return tuple(m for m in self.melds if m.concealed)

    @property
    def pair(self) -> Meld | None:
        """The pair of a standard or 十三幺 hand (``None`` for other shapes)."""
        if self.shape not in (Shape.STANDARD, Shape.THIRTEEN_ORPHANS):
            return None
        return next((m for m in self.melds if m.kind is MeldKind.PAIR), None)

    @property
    def wild_assignments(self) -> tuple[tuple[Tile, Tile], ...]:
        """(wildcard tile, what it stands for) for every wildcard, sorted."""
        return tuple(
            sorted((w, t) for m in self.melds for t, w in zip(m.tiles, m.wild, strict=False) if w is not None)
        )

    @property
    def uses_wild(self) -> bool:
        """True if some wildcard stands for another kind than its own face."""
        return any(w != t for w, t in self.wild_assignments)

    @property
    def is_wild_single_wait(self) -> bool:
        """Won on the pair whose other tile is a wildcard: any tile would have won (精吊)."""
        if self.wait is not WaitShape.SINGLE or self.win_meld is None or self.win_position is None:
            return False
        if self.shape is Shape.THIRTEEN_ORPHANS:
            return False  # the other twelve are lone orphans: only an orphan could have won
        meld = self.melds[self.win_meld]
        return meld.wild[1 - self.win_position] is not None

    def _repr_html_(self) -> str:
        from majiang.display import arrangement_html

        return arrangement_html(self)

    def __str__(self) -> str:
        parts = ["instant"] if self.shape is Shape.INSTANT else []
        for meld in self.melds:
            text = str(meld)
            swaps = [f"{w}={t}" for t, w in zip(meld.tiles, meld.wild, strict=False) if w is not None]
            if swaps:
                text += "(" + ",".join(swaps) + ")"
            parts.append(text)
        if self.win_meld is not None and self.win_position is not None and self.wait is not None:
            tile = self.melds[self.win_meld].physical[self.win_position]
            parts.append(f"win {tile} {self.wait.value}")
        return " ".join(parts)


def arrangements(hand: Hand, grammar: ShapeGrammar) -> Iterator[Arrangement]:
    """Yield every distinct arrangement of a complete hand (3n+2 tiles).

    Exposed melds are fixed; only the concealed tiles are arranged. Nothing is
    yielded for a hand that does not win.
    """
    check_size(hand, grammar, complete=True)
    compiled = compile_grammar(grammar)
    counts, _ = split(hand, compiled)
    wild_tiles = [t.index for t in hand.tiles if t.index in compiled.wild]
    for shape, faces in _face_sets(counts, len(wild_tiles), compiled, bool(hand.melds)):
        yield from _place(hand, shape, faces, counts, wild_tiles)
    if grammar.instant_wilds is not None and len(wild_tiles) >= grammar.instant_wilds:
        yield _instant(hand, wild_tiles)


def _instant(hand: Hand, wild_tiles: list[int]) -> Arrangement:
    """The instant win: the wildcards held, each as a lone tile, then the exposed melds.

    The other concealed tiles are not arranged; there is no wait.
    """
    held = (Meld._trusted(MeldKind.SINGLE, (Tile.from_index(i),)) for i in sorted(wild_tiles))
    return Arrangement(shape=Shape.INSTANT, melds=(*held, *hand.melds))


# -- which faces -------------------------------------------------------------


def _face_sets(
    counts: list[int], wild: int, compiled: Compiled, has_melds: bool
) -> Iterator[tuple[Shape, tuple[Faces, ...]]]:
    for faces in _standard(counts, wild, compiled):
        yield Shape.STANDARD, faces
    if has_melds:
        return
    grammar = compiled.grammar
    if grammar.seven_pairs:
        for faces in _seven_pairs(counts, wild, compiled):
            yield Shape.SEVEN_PAIRS, faces
    if grammar.thirteen_orphans:
        for faces in _orphans(counts, wild, compiled):
            yield Shape.THIRTEEN_ORPHANS, faces
    if grammar.thirteen_lan:
        for faces in _lan(counts, wild, compiled):
            star = all(any(f == (i,) for f in faces) for i in range(27, 34))
            yield (Shape.SEVEN_STAR_LAN if star else Shape.THIRTEEN_LAN), faces


class _SetTable:
    """A grammar's sets in global faces, in the order of the canonical search, and its pairs."""

    __slots__ = ("first_at", "free", "pairs", "sets", "target")

    def __init__(self, groups: tuple[Group, ...]) -> None:
        sets: set[Faces] = set()
        pairs: list[int] = []
        target = [False] * KIND_COUNT
        for group in groups:
            sets.update(tuple(group.indices[q] for q in pattern) for pattern in group.patterns)
            for q, index in enumerate(group.indices):
                target[index] = group.targets[q]
                if group.pair_ok[q]:
                    pairs.append(index)
        self.sets = tuple(sorted(sets))
        self.target = tuple(target)
        self.pairs = tuple(sorted(pairs))
        self.free = tuple(all(target[f] for f in s) for s in self.sets)
        """Sets a wildcard may stand for in every place: those wildcards can make alone."""
        self.first_at = tuple(
            next((i for i, s in enumerate(self.sets) if s[0] >= k), len(self.sets))
            for k in range(KIND_COUNT + 1)
        )
        """``first_at[k]``: the position of the first set whose lowest face is ``k`` or more."""


@lru_cache(maxsize=64)
def _set_table(groups: tuple[Group, ...]) -> _SetTable:
    return _SetTable(groups)


def _standard(counts: list[int], wild: int, compiled: Compiled) -> Iterator[tuple[Faces, ...]]:
    """Every multiset of sets + one pair that the naturals and wildcards fill, each once.

    A multiset is the faces alone: it fits when, kind by kind, it has at least
    the naturals held, and its extra faces (the wildcards) are kinds a wildcard
    may stand for. The pair is chosen first, then the sets as a non-decreasing
    sequence in ``_SetTable.sets`` order, so each multiset comes up exactly once
    and nothing needs remembering. Each face takes a natural while one is left.
    As no later set starts below the current one, the next set must start at or
    below the lowest natural still uncovered (exactly there when no wildcard is
    left); once every natural is covered, the remaining sets are wildcards alone.
    """
    table = _set_table(compiled.groups)
    sets, target, first_at, free = table.sets, table.target, table.first_at, table.free
    need = list(counts)
    naturals = sum(need)
    total = naturals + wild
    if total < 2 or (total - 2) % 3:
        return
    chosen: list[Faces] = []

    def search(start: int, k: int, w: int, left: int) -> Iterator[list[Faces]]:
        if not left:
            loose = [s for s, ok in zip(sets[start:], free[start:], strict=True) if ok]
            for extra in combinations_with_replacement(loose, k):
                yield [*chosen, *extra]
            return
        if not k:
            return
        low = 0
        while not need[low]:
            low += 1
        for i in range(start if w else max(start, first_at[low]), first_at[low + 1]):
            faces = sets[i]
            used = 0
            took: list[int] = []
            for f in faces:
                if need[f]:
                    need[f] -= 1
                    took.append(f)
                elif target[f] and used < w:
                    used += 1
                else:
                    break
            else:
                chosen.append(faces)
                yield from search(i, k - 1, w - used, left - len(took))
                chosen.pop()
            for f in took:
                need[f] += 1

    for p in table.pairs:
        held = min(need[p], 2)
        used = 2 - held
        if used > wild or (used and not target[p]):
            continue
        need[p] -= held
        for melds in search(0, (total - 2) // 3, wild - used, naturals - held):
            yield tuple(sorted([*melds, (p, p)]))
        need[p] += held


def _seven_pairs(counts: list[int], wild: int, compiled: Compiled) -> Iterator[tuple[Faces, ...]]:
    cap = 2 if compiled.grammar.four_alike_as_two_pairs else 1
    base: list[Faces] = []
    used = 0
    for index, c in enumerate(counts):
        if not c:
            continue
        pairs = (c + 1) // 2
        if pairs > cap or (c % 2 and index not in compiled.targets):
            return
        base.extend([(index, index)] * pairs)
        used += 2 * pairs - c
    left = wild - used
    if left < 0 or left % 2 or len(base) + left // 2 != 7:
        return
    held = Counter(f[0] for f in base)
    for extra in combinations_with_replacement(compiled.target_indices, left // 2):
        extra_count = Counter(extra)
        if all(held[k] + n <= cap for k, n in extra_count.items()):
            yield tuple(sorted([*base, *((k, k) for k in extra)]))


_ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def _orphans(counts: list[int], wild: int, compiled: Compiled) -> Iterator[tuple[Faces, ...]]:
    if any(c and (i not in _ORPHANS or c > 2) for i, c in enumerate(counts)):
        return
    doubles = [i for i in _ORPHANS if counts[i] == 2]
    missing = [i for i in _ORPHANS if not counts[i]]
    if len(doubles) > 1 or any(i not in compiled.targets for i in missing):
        return
    candidates = doubles or [i for i in _ORPHANS if i in compiled.targets]
    for double in candidates:
        faces = [(i,) for i in _ORPHANS if i != double] + [(double, double)]
        if sum(len(f) for f in faces) - sum(counts) == wild:
            yield tuple(sorted(faces))


def _lan(counts: list[int], wild: int, compiled: Compiled) -> Iterator[tuple[Faces, ...]]:
    if any(c > 1 for c in counts):
        return
    per_suit: list[list[Faces]] = []
    for base in (0, 9, 18):
        present = frozenset(r for r in range(9) if counts[base + r])
        choices = [
            tuple(sorted(base + r for r in ranks))
            for ranks in LAN_SETS
            if present <= ranks and all(base + r in compiled.targets for r in ranks - present)
        ]
        if not choices:
            return
        per_suit.append(choices)
    held_honors = [i for i in range(27, 34) if counts[i]]
    free_honors = [i for i in range(27, 34) if not counts[i] and i in compiled.targets]
    natural = sum(counts)
    for suits in product(*per_suit):
        suit_tiles = [i for ranks in suits for i in ranks]
        need_honors = 14 - len(suit_tiles) - len(held_honors)
        if need_honors < 0 or need_honors > len(free_honors):
            continue
        for added in _subsets(free_honors, need_honors):
            tiles = sorted([*suit_tiles, *held_honors, *added])
            if len(tiles) - natural == wild:
                yield tuple((i,) for i in tiles)


def _subsets(items: list[int], k: int) -> Iterator[tuple[int, ...]]:
    from itertools import combinations

    return combinations(items, k)


# -- placing naturals, wildcards and the winning tile ------------------------------


def _place(
    hand: Hand, shape: Shape, faces: tuple[Faces, ...], counts: list[int], wild_tiles: list[int]
) -> Iterator[Arrangement]:
    stand_for = Counter(i for f in faces for i in f)
    for index, c in enumerate(counts):
        if c:
            stand_for[index] -= c
    win = hand.win_tile
    if win is None:
        yield _build(hand, shape, faces, counts, wild_tiles, stand_for, None)
        return
    wi = win.index
    win_is_wild = wi in wild_tiles
    tried: set[tuple[Faces, int]] = set()
    for m, meld in enumerate(faces):
        for p, face in enumerate(meld):
            if (meld, face) in tried:
                continue
            if (not win_is_wild and face == wi) or (win_is_wild and stand_for[face] > 0):
                tried.add((meld, face))
                natural_first = _build(hand, shape, faces, counts, wild_tiles, stand_for, (m, p))
                yield natural_first
                if len(meld) == 2:
                    # the winning tile's partner in the pair may be a wildcard instead of a
                    # natural tile of that kind: a different reading (精吊, 财神单吊)
                    wild_first = _build(hand, shape, faces, counts, wild_tiles, stand_for, (m, p), True)
                    if wild_first != natural_first:
                        yield wild_first


def _build(
    hand: Hand,
    shape: Shape,
    faces: tuple[Faces, ...],
    counts: list[int],
    wild_tiles: list[int],
    stand_for: Counter[int],
    slot: tuple[int, int] | None,
    wild_partner: bool = False,
) -> Arrangement:
    """Place naturals (the winning meld first, then earlier melds first) and wildcards;
    with ``wild_partner`` the winning meld takes wildcards before naturals."""
    naturals = list(counts)
    wilds = list(wild_tiles)
    needs = Counter(stand_for)
    reserved: Tile | None = None
    if slot is not None and hand.win_tile is not None:
        face = faces[slot[0]][slot[1]]
        wi = hand.win_tile.index
        if wi in wilds:
            wilds.remove(wi)
            needs[face] -= 1
            reserved = hand.win_tile
        else:
            naturals[face] -= 1
    queues = _assign_wilds(wilds, needs)
    order = list(range(len(faces)))
    if slot is not None:  # the winning meld is filled first, so its partner can be chosen
        order.insert(0, order.pop(slot[0]))
    placed: dict[int, tuple[Tile | None, ...]] = {}
    for m in order:
        prefer_wild = wild_partner and slot is not None and m == slot[0]
        physical: list[Tile | None] = []
        for p, face in enumerate(faces[m]):
            if slot == (m, p):
                physical.append(reserved)
            elif prefer_wild and queues.get(face):
                physical.append(Tile.from_index(queues[face].pop()))
            elif naturals[face]:
                naturals[face] -= 1
                physical.append(None)
            else:
                physical.append(Tile.from_index(queues[face].pop()))
        placed[m] = tuple(physical)
    melds = []
    for m, meld in enumerate(faces):
        tiles, kind = _meld_faces(meld)
        melds.append(Meld._trusted(kind, tiles, placed[m]))
    all_melds = (*melds, *hand.melds)
    if slot is None:
        return Arrangement(shape=shape, melds=all_melds)
    return Arrangement(
        shape=shape,
        melds=all_melds,
        win_meld=slot[0],
        win_position=slot[1],
        wait=_wait(faces[slot[0]], slot[1]),
    )


@lru_cache(maxsize=1024)
def _meld_faces(meld: Faces) -> tuple[tuple[Tile, ...], MeldKind]:
    """The faces of a meld as tiles, and its kind."""
    tiles = tuple(Tile.from_index(i) for i in meld)
    kind = kind_of(tiles)
    assert kind is not None
    return tiles, kind


def _assign_wilds(wilds: list[int], needs: Counter[int]) -> dict[int, list[int]]:
    """Which wildcard tile stands for each needed kind: own face first, then in order."""
    queues: dict[int, list[int]] = {k: [] for k in needs}
    left = sorted(wilds)
    for kind in sorted(needs):
        while needs[kind] > len(queues[kind]) and kind in left:
            left.remove(kind)
            queues[kind].append(kind)
    for kind in sorted(needs):
        while needs[kind] > len(queues[kind]):
            queues[kind].append(left.pop(0))
    return queues


def _wait(meld: Faces, position: int) -> WaitShape:
    if len(meld) == 1:
        return WaitShape.LONE
    if len(meld) == 2:
        return WaitShape.SINGLE
    if meld[0] == meld[1] == meld[2]:
        return WaitShape.PAIR_OR_PAIR
    if meld[0] >= 27:
        return WaitShape.HONOR_RUN
    if position == 1:
        return WaitShape.CLOSED
    low_rank = meld[0] % 9
    if (position == 2 and low_rank == 0) or (position == 0 and low_rank == 6):
        return WaitShape.EDGE
    return WaitShape.OPEN
