"""A deliberately simple brute-force oracle for :mod:`majiang.hands`, and hand generators.

The oracle knows nothing of the package internals (``_groups``, ``_split``,
``wincheck``): it uses only the public value types (``Hand``, ``ShapeGrammar``,
``Tile``, ``WaitShape``) and works on *faces*, sorted tuples of ``Tile.index``
(``0..33``: ``1m``..``9m`` are 0..8, ``1p``.. 9..17, ``1s``.. 18..26, ``1z``..``7z``
27..33).

1. **Substitute** every wildcard every possible way: the concealed tiles of a
   wild kind are dropped and each multiset of ``W`` kinds from ``wild_targets``
   is added instead (``C(|targets| + W - 1, W)`` fillings, so callers keep ``W``
   small or the target set small).
2. **Extract** sets naively from each filling: take the lowest face and try it
   as a triplet, a sequence, an honor run or the pair, recursively.
   The special shapes are checked by counting (seven pairs, 十三幺, 十三烂).

Everything is returned as plain Python sets, so a test compares them with ``==``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from functools import cache, lru_cache
from itertools import combinations, combinations_with_replacement, pairwise
from typing import Any

from hypothesis import assume
from hypothesis import strategies as st

from majiang.hands import Hand, Meld, ShapeGrammar, WaitShape
from majiang.tiles import Tile

Faces = tuple[int, ...]
Melds = tuple[Faces, ...]
Reading = tuple[str, Melds]  # (shape name, sorted concealed melds as faces)

ORDINARY = tuple(range(34))
ORPHANS = frozenset({0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33})
WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)


def is_suited(kind: int) -> bool:
    return kind < 27


def rank(kind: int) -> int:
    """1..9 for a suited kind."""
    return kind % 9 + 1


def _remove(faces: Faces, meld: Faces) -> Faces | None:
    """``faces`` without the tiles of ``meld`` (``None`` if they are not all there)."""
    rest = list(faces)
    try:
        for kind in meld:
            rest.remove(kind)
    except ValueError:
        return None
    return tuple(rest)


# -- naive set extraction ---------------------------------------------------------


@cache
def _melds_with(low: int, honor_runs: bool, pair_ok: bool) -> tuple[Faces, ...]:
    """Every set (triplet, sequence, honor run) that uses face ``low`` as its lowest
    tile, and the pair of ``low`` if ``pair_ok``."""
    found = [(low, low, low)]
    if is_suited(low) and rank(low) <= 7:
        found.append((low, low + 1, low + 2))
    if honor_runs and not is_suited(low):
        family = WINDS if low in WINDS else DRAGONS
        higher = [k for k in family if k > low]
        found.extend((low, a, b) for a, b in combinations(higher, 2))
    if pair_ok:
        found.append((low, low))
    return tuple(found)


@lru_cache(maxsize=1 << 18)
def standard(
    faces: Faces, sets: int, pair: bool, honor_runs: bool, pair_ranks: frozenset[int] | None
) -> frozenset[Melds]:
    """Every way to cut sorted ``faces`` into ``sets`` sets (and one pair if ``pair``)."""
    if len(faces) != 3 * sets + 2 * pair:
        return frozenset()
    if not faces:
        return frozenset({()})
    low = faces[0]
    pair_ok = pair and (pair_ranks is None or (is_suited(low) and rank(low) in pair_ranks))
    found: set[Melds] = set()
    for meld in _melds_with(low, honor_runs, pair_ok):
        rest = _remove(faces, meld)
        if rest is None:
            continue
        is_pair = len(meld) == 2
        for tail in standard(rest, sets - (not is_pair), pair and not is_pair, honor_runs, pair_ranks):
            found.add(tuple(sorted((meld, *tail))))
    return frozenset(found)


def seven_pairs(faces: Faces, four_alike: bool) -> Melds | None:
    """Seven pairs; with ``four_alike`` a kind may give two pairs, never three."""
    firsts = faces[0::2]
    if len(faces) != 14 or firsts != faces[1::2]:
        return None  # sorted faces are pairs iff they match two by two
    # a kind giving a third pair (or a second, without four_alike) repeats two pairs on
    if any(firsts[i] == firsts[i + (2 if four_alike else 1)] for i in range(7 - (2 if four_alike else 1))):
        return None
    return tuple((k, k) for k in firsts)


def thirteen_orphans(faces: Faces) -> Melds | None:
    """One of each terminal and honor plus one more of them."""
    if len(faces) != 14 or set(faces) != ORPHANS:
        return None
    double = next(k for k in faces if faces.count(k) == 2)
    return tuple(sorted([(k,) for k in ORPHANS if k != double] + [(double, double)]))


def thirteen_lan(faces: Faces) -> Melds | None:
    """14 different kinds; within a suit any two ranks at least 3 apart."""
    if len(faces) != 14 or len(set(faces)) != 14:
        return None
    for a, b in combinations(faces, 2):
        if is_suited(a) and is_suited(b) and a // 9 == b // 9 and abs(a - b) < 3:
            return None
    return tuple((k,) for k in faces)


def readings_of_faces(faces: Faces, grammar: ShapeGrammar, melded: int) -> frozenset[Reading]:
    """Every winning reading of one filling (``melded`` exposed melds already fixed)."""
    return _readings(
        faces,
        grammar.sets - melded,
        grammar.honor_runs,
        grammar.pair_ranks,
        not melded and grammar.seven_pairs,
        grammar.four_alike_as_two_pairs,
        not melded and grammar.thirteen_orphans,
        not melded and grammar.thirteen_lan,
    )


@lru_cache(maxsize=1 << 18)
def _readings(
    faces: Faces,
    sets: int,
    honor_runs: bool,
    pair_ranks: frozenset[int] | None,
    pairs: bool,
    four_alike: bool,
    orphans: bool,
    lan: bool,
) -> frozenset[Reading]:
    found = [("STANDARD", melds) for melds in standard(faces, sets, True, honor_runs, pair_ranks)]
    if pairs and (melds := seven_pairs(faces, four_alike)):
        found.append(("SEVEN_PAIRS", melds))
    if orphans and (melds := thirteen_orphans(faces)):
        found.append(("THIRTEEN_ORPHANS", melds))
    if lan and (melds := thirteen_lan(faces)):
        star = all((k,) in melds for k in range(27, 34))
        found.append(("SEVEN_STAR_LAN" if star else "THIRTEEN_LAN", melds))
    return frozenset(found)


# -- substitution ------------------------------------------------------------------


def naturals_and_wild(hand: Hand, grammar: ShapeGrammar) -> tuple[Faces, int]:
    naturals = tuple(sorted(t.index for t in hand.tiles if t not in grammar.wild))
    assert all(k < 34 for k in naturals), "the generators never put a non-wild flower in a hand"
    return naturals, len(hand.tiles) - len(naturals)


def fillings(hand: Hand, grammar: ShapeGrammar) -> Iterator[Faces]:
    """Every face multiset the concealed tiles can show, each wildcard as every target."""
    naturals, wild = naturals_and_wild(hand, grammar)
    targets = sorted(t.index for t in grammar.wild_targets)
    for chosen in combinations_with_replacement(targets, wild):
        yield tuple(sorted(naturals + chosen))


def is_win(hand: Hand, grammar: ShapeGrammar) -> bool:
    return any(readings_of_faces(faces, grammar, len(hand.melds)) for faces in fillings(hand, grammar))


def readings(hand: Hand, grammar: ShapeGrammar) -> set[Reading]:
    """Every distinct (shape, concealed melds as faces) over every filling."""
    found: set[Reading] = set()
    for faces in fillings(hand, grammar):
        found |= readings_of_faces(faces, grammar, len(hand.melds))
    return found


def wait_shape(meld: Faces, face: int) -> WaitShape:
    """How the winning face completed ``meld``, read by hand-written cases."""
    if len(meld) == 1:
        return WaitShape.LONE
    if len(meld) == 2:
        return WaitShape.SINGLE
    if meld[0] == meld[1] == meld[2]:
        return WaitShape.PAIR_OR_PAIR
    if not is_suited(meld[0]):
        return WaitShape.HONOR_RUN
    if face == meld[1]:
        return WaitShape.CLOSED  # 13 waiting 2
    if (face == meld[2] and rank(meld[0]) == 1) or (face == meld[0] and rank(meld[0]) == 7):
        return WaitShape.EDGE  # 12 waiting 3, 89 waiting 7
    return WaitShape.OPEN


WinReading = tuple[str, Melds, Faces, int, WaitShape, bool | int | None]
"""..., wait, pair partner wild (bool) or a set's wild partners (int: the fewest and the most)."""


def win_readings(hand: Hand, grammar: ShapeGrammar) -> set[WinReading]:
    """Every distinct (reading, meld the winning tile completed, the face it took there)."""
    assert hand.win_tile is not None
    naturals, _ = naturals_and_wild(hand, grammar)
    win_is_wild = hand.win_tile in grammar.wild
    found: set[WinReading] = set()
    for faces in fillings(hand, grammar):
        found_here = readings_of_faces(faces, grammar, len(hand.melds))
        if not found_here:
            continue
        # A face some wildcard stands for: more of it among the faces than among the naturals.
        wild_faces = Counter(faces) - Counter(naturals)
        for shape, melds in found_here:
            for meld in melds:
                for face in set(meld):
                    if (face in wild_faces) if win_is_wild else (face == hand.win_tile.index):
                        for partner_wild in partners(meld, face, win_is_wild, naturals, wild_faces):
                            found.add((shape, melds, meld, face, wait_shape(meld, face), partner_wild))
    return found


def partners(
    meld: tuple[int, ...], face: int, win_is_wild: bool, naturals: list[int], wild_faces: Counter[int]
) -> list[bool | None]:
    """For a pair completed by the winning tile: whether its other tile can be natural
    (False) and whether it can be a wildcard (True); for a set, the fewest and the most of
    its two other tiles that can be wildcards; ``[None]`` for other melds."""
    if len(meld) == 3:
        others = Counter(meld)
        others[face] -= 1
        held_naturals = Counter(naturals)
        fewest = most = 0
        for f, need in others.items():
            natural = held_naturals[f] - (0 if win_is_wild or f != face else 1)
            wild = wild_faces[f] - (1 if win_is_wild and f == face else 0)
            fewest += max(0, need - natural)
            most += min(need, wild)
        return sorted({fewest, most})
    if len(meld) != 2:
        return [None]
    natural_left = Counter(naturals)[face] - (0 if win_is_wild else 1)
    wild_left = wild_faces[face] - (1 if win_is_wild else 0)
    return [w for w, ok in ((False, natural_left >= 1), (True, wild_left >= 1)) if ok]


def held(hand: Hand) -> Counter[int]:
    """Physical tiles of every kind in the hand: concealed, melded, flowers."""
    return Counter(
        t.index for t in (*hand.tiles, *hand.flowers, *(t for m in hand.melds for t in m.physical))
    )


def wait_candidates(hand: Hand, grammar: ShapeGrammar) -> list[Tile]:
    """Kinds that could still be drawn: not every copy held (a wild flower counts too)."""
    counts = held(hand)
    kinds = [Tile.from_index(k) for k in ORDINARY] + sorted(t for t in grammar.wild if t.is_flower)
    return [t for t in kinds if counts[t.index] < (1 if t.is_flower else 4)]


def waits(hand: Hand, grammar: ShapeGrammar) -> dict[Tile, set[WaitShape]]:
    """Each kind x with which hand + x wins, and the wait shapes over its readings."""
    result = {}
    for tile in wait_candidates(hand, grammar):
        won = hand.with_win(tile)
        found = win_readings(won, grammar)
        if found:
            result[tile] = {r[4] for r in found}
    return result


def wild_alone(hand: Hand, grammar: ShapeGrammar) -> bool:
    """A waiting hand in which one wildcard waits alone as the pair (精吊 / 游金).

    Some winning x joins the pair ``(x, x)`` whose other tile is a wildcard: in the
    filling, the pair's face has more copies than the naturals (the winning tile
    included) can cover. Only the standard shape and seven pairs count: there
    the rest of the hand is complete without that wildcard, so every kind it may
    pair with wins.
    """
    for tile in wait_candidates(hand, grammar):
        won = hand.with_win(tile)
        naturals, _ = naturals_and_wild(won, grammar)
        for faces in fillings(won, grammar):
            found = readings_of_faces(faces, grammar, len(won.melds))
            spare = Counter(faces) - Counter(naturals) if found else Counter()
            for shape, melds in found:
                if shape not in ("STANDARD", "SEVEN_PAIRS"):
                    continue
                if tile in grammar.wild:
                    # both tiles of the pair wild: the winning one and one more
                    if any(len(m) == 2 and spare[m[0]] >= 2 for m in melds):
                        return True
                elif (tile.index, tile.index) in melds and spare[tile.index] >= 1:
                    return True
    return False


# -- generators ---------------------------------------------------------------------

ALL_KINDS = tuple(Tile.from_index(i) for i in range(42))


def limit(kind: int) -> int:
    return 1 if kind >= 34 else 4


@st.composite
def grammars(
    draw: st.DrawFn,
    *,
    sets: int | None = None,
    wild: Iterable[int] | None = None,
    targets: Iterable[int] | None = None,
    max_targets: int = 34,
) -> ShapeGrammar:
    """A random grammar: sets 4/5, honor runs on/off, every option drawn.

    ``wild`` fixes the wild kinds (else 0..2 of all 42 kinds); ``targets`` fixes
    what they may stand for (else all 34 ordinary kinds, or a random subset), at
    most ``max_targets`` kinds.
    """
    wild_kinds = draw(st.sets(st.sampled_from(range(42)), max_size=2)) if wild is None else set(wild)
    if targets is not None:
        target_set = set(targets)
    elif max_targets >= 34 and draw(st.integers(0, 3)):
        target_set = set(ORDINARY)
    else:
        target_set = draw(st.sets(st.sampled_from(ORDINARY), min_size=1, max_size=min(max_targets, 34)))
    return ShapeGrammar(
        sets=draw(st.sampled_from((4, 5))) if sets is None else sets,
        honor_runs=draw(st.booleans()),
        pair_ranks=draw(st.sampled_from((None, None, None, frozenset({2, 5, 8})))),
        seven_pairs=draw(st.booleans()),
        four_alike_as_two_pairs=draw(st.booleans()),
        thirteen_orphans=draw(st.booleans()),
        thirteen_lan=draw(st.booleans()),
        wild=[ALL_KINDS[k] for k in wild_kinds],
        wild_targets=[ALL_KINDS[k] for k in target_set],
    )


_LAN_RANK_SETS = tuple(
    ranks
    for n in (1, 2, 3)
    for ranks in combinations(range(9), n)
    if all(b - a >= 3 for a, b in pairwise(ranks))
)


class _Builder:
    """Physical tiles drawn so far, so that no kind goes past its copies."""

    def __init__(self, draw: st.DrawFn, kinds: tuple[int, ...]) -> None:
        self.draw = draw
        self.kinds = kinds  # kinds natural faces come from
        self.used: Counter[int] = Counter()

    def fits(self, tiles: Iterable[int]) -> bool:
        need = Counter(tiles)
        return all(self.used[k] + n <= limit(k) for k, n in need.items())

    def take(self, tiles: Iterable[int]) -> None:
        self.used.update(tiles)

    def pick(self, options: list[Faces]) -> Faces:
        options = [o for o in options if self.fits(o)]
        assume(options)
        chosen = self.draw(st.sampled_from(options))
        self.take(chosen)
        return chosen


def _set_options(kinds: tuple[int, ...], honor_runs: bool) -> list[Faces]:
    ks = set(kinds)
    options = [(k, k, k) for k in kinds]
    options += [(k, k + 1, k + 2) for k in kinds if is_suited(k) and rank(k) <= 7 and {k + 1, k + 2} <= ks]
    if honor_runs:
        for family in (WINDS, DRAGONS):
            options += [c for c in combinations(family, 3) if set(c) <= ks]
    return options


@st.composite
def complete_hands(
    draw: st.DrawFn,
    grammar: ShapeGrammar,
    *,
    max_wild: int,
    min_wild: int = 0,
    kinds: tuple[int, ...] = ORDINARY,
    shapes: tuple[str, ...] = ("standard", "standard", "standard", "pairs", "orphans", "lan"),
    melds: bool = True,
) -> Hand:
    """A hand that is often complete: a winning shape drawn from ``kinds``, then some of
    its concealed tiles turned into wildcards (of the grammar's wild kinds) and
    sometimes one tile swapped for another. At most ``max_wild`` wildcards."""
    b = _Builder(draw, kinds)
    shape = draw(st.sampled_from(shapes))
    exposed: list[Meld] = []
    concealed: list[int] = []
    if shape == "standard" or grammar.sets == 5:
        n_exposed = draw(st.integers(0, 2)) if melds else 0
        set_options = _set_options(kinds, grammar.honor_runs)
        for i in range(grammar.sets):
            meld = b.pick(set_options)
            if i < n_exposed:
                if meld[0] == meld[1] and draw(st.booleans()) and b.fits(meld[:1]):
                    b.take(meld[:1])
                    meld = (*meld, meld[0])
                    text = "".join(str(ALL_KINDS[k]) for k in meld)
                    exposed.append(Meld.parse(f"({text})" if draw(st.booleans()) else text))
                else:
                    exposed.append(Meld.of(tuple(ALL_KINDS[k] for k in meld), concealed=False))
            else:
                concealed.extend(meld)
        pair_kinds = [
            k for k in kinds if grammar.pair_ranks is None or (is_suited(k) and rank(k) in grammar.pair_ranks)
        ]
        concealed.extend(b.pick([(k, k) for k in pair_kinds or kinds]))
    elif shape == "pairs":
        for _ in range(7):
            # a third of the time double a pair already there: four alike in seven pairs
            # (two pairs, or not, by the grammar) must be common, not a birthday accident
            again = sorted({k for k in concealed if b.fits((k, k))})
            if again and draw(st.integers(0, 2)) == 0:
                concealed.extend(b.pick([(k, k) for k in again]))
            else:
                concealed.extend(b.pick([(k, k) for k in kinds]))
    elif shape == "orphans":
        b.take(ORPHANS)
        assume(set(kinds) >= ORPHANS)
        concealed.extend(ORPHANS)
        concealed.extend(b.pick([(k,) for k in sorted(ORPHANS)]))
    else:
        sizes = draw(
            st.sampled_from(((3, 3, 3), (3, 3, 2), (3, 2, 3), (2, 3, 3), (3, 3, 1), (3, 2, 2), (1, 3, 3)))
        )
        for base, size in zip((0, 9, 18), sizes, strict=True):
            ranks = draw(st.sampled_from([r for r in _LAN_RANK_SETS if len(r) == size]))
            concealed.extend(base + r for r in ranks)
        honors = draw(st.permutations(range(27, 34)))[: 14 - len(concealed)]
        concealed.extend(honors)
        assume(set(concealed) <= set(kinds))
        b.take(concealed)
    # turn some concealed tiles into wildcards
    wild_kinds = sorted(t.index for t in grammar.wild)
    if wild_kinds:
        for _ in range(draw(st.integers(min_wild, max_wild))):
            free = [k for k in wild_kinds if b.fits((k,))]
            if not free:
                break
            position = draw(st.integers(0, len(concealed) - 1))
            new = draw(st.sampled_from(free))
            b.used[concealed[position]] -= 1
            b.take((new,))
            concealed[position] = new
    # sometimes swap a tile for any other
    if draw(st.integers(0, 3)) == 0:
        position = draw(st.integers(0, len(concealed) - 1))
        b.used[concealed[position]] -= 1
        new = b.pick([(k,) for k in (*kinds, *wild_kinds)])[0]
        concealed[position] = new
    tiles = [ALL_KINDS[k] for k in concealed]
    assume(min_wild <= sum(t in grammar.wild for t in tiles) <= max_wild)
    hand = Hand.of(draw(st.permutations(tiles)), melds=exposed)
    assert hand.size == grammar.complete_size
    return hand


@st.composite
def winning_hands(draw: st.DrawFn, grammar: ShapeGrammar, **options: Any) -> Hand:
    """A :func:`complete_hands` hand with one of its concealed tiles marked as the winning tile."""
    hand = draw(complete_hands(grammar, **options))
    win = draw(st.sampled_from(sorted(set(hand.tiles))))
    return Hand.of(hand.tiles, melds=hand.melds, win_tile=win, self_drawn=draw(st.booleans()))


@st.composite
def waiting_hands(draw: st.DrawFn, grammar: ShapeGrammar, **options: Any) -> Hand:
    """A :func:`complete_hands` hand less one concealed tile: often ready, sometimes not."""
    hand = draw(complete_hands(grammar, **options))
    drop = draw(st.sampled_from(sorted(set(hand.tiles))))
    rest = list(hand.tiles)
    rest.remove(drop)
    return Hand.of(draw(st.permutations(rest)), melds=hand.melds)


def describe(grammar: ShapeGrammar) -> str:
    """A short text for assertion messages."""
    targets = sorted(grammar.wild_targets)
    parts = [
        f"sets={grammar.sets}",
        f"runs={grammar.honor_runs}",
        f"pair_ranks={sorted(grammar.pair_ranks) if grammar.pair_ranks else None}",
        f"7p={grammar.seven_pairs}/{grammar.four_alike_as_two_pairs}",
        f"13o={grammar.thirteen_orphans}",
        f"13lan={grammar.thirteen_lan}",
        f"wild={''.join(str(t) for t in sorted(grammar.wild))}",
        f"targets={'all' if len(targets) == 34 else ''.join(str(t) for t in targets)}",
    ]
    return " ".join(parts)
