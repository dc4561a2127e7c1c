"""What a hand alone rules out of 推倒胡's big hands, so that their rows read nothing of
its arrangements there (``Item.narrow``): the melds laid down, and the ghosts the
natural tiles need at least.

Each count is a lower bound on the ghosts a big hand needs (a natural tile is never of
a ghost kind, so a ghost there stands for it), so a hand is never ruled out where some
arrangement makes the big hand: the rows then read less, and the search tells fewer
classes apart, with the same result (``tests/scoring/test_region_options.py``).

>>> from collections import Counter
>>> from majiang.tiles import parse_tiles
>>> naturals = Counter(parse_tiles("45678p5s"))
>>> all_triplets_need(naturals)  # six lone tiles need two ghosts each, one the pair's one
11
>>> seven_pairs_need(naturals), honor_sets_need(naturals, (), DRAGONS)
(6, 9)

Those counts leave out where the other natural tiles go. :func:`honors_win` is the win check
with the honor sets laid out, and it is exact. Beside ``111z`` the eight ghosts 5z 6z are
enough for two wind triplets and a wind pair (小四喜), but then 2m 6m 8m make no set:

>>> from majiang.hands import Hand
>>> hand = Hand.parse("268m55556666z", melds="111z")
>>> kinds = (Tile.from_str("5z"), Tile.from_str("6z"))
>>> wind_pair_need(Counter(parse_tiles("268m")), hand.melds)
8
>>> [honors_win(hand, kinds, [w for w in WINDS if w != pair], pair) for pair in WINDS]
[False, False, False, False]
>>> honors_win(Hand.parse("234m55556666z", melds="111z"), kinds, (2, 3), 4)  # 222z 333z 44z 234m
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache

from majiang.hands import Hand, Meld, MeldKind, ShapeGrammar, is_win
from majiang.hands._split import compile_grammar
from majiang.hands.wincheck import wins
from majiang.tiles import Tile

__all__ = [
    "DRAGONS",
    "WINDS",
    "all_triplets_need",
    "honor_sets_need",
    "honors_win",
    "orphans_reach",
    "paired_win",
    "seven_pairs_need",
    "wind_pair_need",
]

WINDS = (1, 2, 3, 4)
DRAGONS = (5, 6, 7)
_HONOR = {r: Tile(suit="z", rank=r) for r in (*WINDS, *DRAGONS)}
"""Each honor by its rank (built once: the narrowing asks for them on every hand)."""

_FIRST_HONOR = 27
"""The index of 1z (an honor of rank ``r`` is ``26 + r``)."""
_KINDS = 34
"""The kinds a hand's counts hold before the flowers."""

_TRIPLET_NEED = (0, 2, 1, 0, 2)
"""Ghosts a face held 0–4 times needs to make triplets only (a lone tile two, a pair one,
four alike two: a triplet and one more)."""
_PAIR_NEED = (2, 1, 0, 2, 1)
"""The same when the face is also the pair's (a lone tile one; three alike: a pair and a
triplet of two naturals, two; four alike: a pair and a triplet of two, one)."""


def all_triplets_need(naturals: Counter[Tile]) -> int:
    """Ghosts the concealed naturals need at least for triplets and a pair (四暗刻)."""
    held = naturals.values()
    need = sum(_TRIPLET_NEED[n] for n in held)
    pair = min((_PAIR_NEED[n] - _TRIPLET_NEED[n] for n in held), default=2)
    return need + min(pair, 2)  # a pair of ghosts alone: two


def seven_pairs_need(naturals: Counter[Tile]) -> int:
    """Ghosts the naturals need at least for seven pairs (four alike are two pairs)."""
    return sum(n % 2 for n in naturals.values())


def orphans_reach(naturals: Counter[Tile]) -> bool:
    """Whether the ghosts can make 十三幺 of a hand with these concealed naturals (and no meld
    laid down): every natural a terminal or an honor, none held thrice, one face at most held
    twice (the ghosts fill the faces missing, and the pair if none is held)."""
    held = list(naturals.values())
    return all(t.is_terminal_or_honor for t in naturals) and max(held, default=0) <= 2 and held.count(2) <= 1


def _triplet_needs(naturals: Counter[Tile], melds: tuple[Meld, ...], ranks: tuple[int, ...]) -> list[int]:
    """For each honor of ``ranks``, the ghosts its triplet needs (none where it is laid down)."""
    laid = {m.tiles[0] for m in melds if m.kind in (MeldKind.TRIPLET, MeldKind.KONG)}
    faces = [_HONOR.get(r) or Tile(suit="z", rank=r) for r in ranks]
    return [0 if f in laid else max(0, 3 - naturals[f]) for f in faces]


def honor_sets_need(naturals: Counter[Tile], melds: tuple[Meld, ...], ranks: tuple[int, ...]) -> int:
    """Ghosts a triplet of every honor of ``ranks`` needs at least (大三元, 大四喜)."""
    return sum(_triplet_needs(naturals, melds, ranks))


def wind_pair_need(naturals: Counter[Tile], melds: tuple[Meld, ...]) -> int:
    """Ghosts three wind triplets and the fourth wind's pair need at least (小四喜)."""
    triplets = _triplet_needs(naturals, melds, WINDS)
    pairs = [max(0, 2 - naturals[_HONOR[r]]) for r in WINDS]
    return sum(triplets) - max(t - p for t, p in zip(triplets, pairs, strict=True))


@lru_cache(maxsize=64)
def _standard(kinds: frozenset[Tile]) -> ShapeGrammar:
    """Four sets and a pair, these kinds wild (the shape the honor hands need)."""
    return ShapeGrammar(seven_pairs=False, wild=kinds)


def honors_win(hand: Hand, kinds: Iterable[Tile], triplets: Iterable[int], pair: int | None = None) -> bool:
    """Whether some standard arrangement of ``hand`` holds a triplet (or kong) of each honor
    of ``triplets`` and, with ``pair``, a pair of that honor and no triplet of it; ``kinds``:
    the ghost kinds.

    It is the win check on the hand with ghosts turned into those honors: as many as each
    triplet (or the pair) lacks of its face's natural tiles. That is exact. An honor makes
    no sequence, so the melds holding an honor's tiles hold nothing else but ghosts: in any
    win of that hand they can be laid out again as the honor's triplet (or pair) and melds of
    ghosts alone, and a pair elsewhere, with one ghost, as a triplet, the honor's pair taking
    its place. A third natural tile of the pair's face would need a triplet of it: no. A
    triplet of a ghost kind's face is laid out of ghosts; a pair of one is checked as a pair
    of an honor the hand shows none of (where there is none, the win with two ghosts left for
    it: then ``True`` only says it may be)."""
    wild = frozenset(kinds)
    grammar = _standard(wild)
    compiled = compile_grammar(grammar)
    wild_faces = compiled.wild
    triplets = tuple(triplets)
    laid = {m.tiles[0].index for m in hand.melds if m.kind in (MeldKind.TRIPLET, MeldKind.KONG)}
    counts = list(hand.counts[:_KINDS])  # the naturals, then the honors the ghosts turn into
    ghosts = 0
    for kind in wild_faces:
        ghosts += counts[kind]
        counts[kind] = 0
    wanted = [(_FIRST_HONOR + r - 1, 3) for r in triplets]
    if pair is not None:
        face = _FIRST_HONOR + pair - 1
        if face in laid or counts[face] > 2:
            return False
        if face in wild_faces:  # a pair of ghosts alone: as a pair of an honor nothing else is
            shown = {i for i, c in enumerate(counts) if c} | set(wild_faces)
            shown.update(t.index for m in hand.melds for t in (*m.tiles, *m.physical))
            others = (_FIRST_HONOR + r - 1 for r in range(7, 0, -1) if r not in triplets)
            # none (never met): the two ghosts stay as they are, and a win is only "may be"
            face = next((f for f in others if f not in shown), face)
        wanted.append((face, 2))
    jokers = ghosts  # the ghosts left as ghosts
    melds = bool(hand.melds)
    for face, size in wanted:
        if face in laid:
            continue
        lacking = max(0, size - counts[face])
        ghosts -= lacking
        if ghosts < 0:
            return False
        if face in wild_faces and size == 2:
            continue
        jokers -= lacking
        if face in wild_faces:  # a ghost kind's face (白): its ghosts laid out as its triplet
            melds = True
        else:
            counts[face] += lacking
    return wins(counts, jokers, compiled, has_melds=melds)


@lru_cache(maxsize=64)
def _paired(kinds: frozenset[Tile]) -> ShapeGrammar:
    """Four sets and a pair, or seven pairs, these kinds wild."""
    return ShapeGrammar(wild=kinds)


def paired_win(hand: Hand, kinds: Iterable[Tile]) -> bool:
    """Whether the hand wins as four sets and a pair or as seven pairs (``kinds`` wild): the
    shapes 清一色 and 字一色 take. Where its natural tiles are of one suit (or honors only),
    such a win is one of that suit (or of honors): a meld of ghosts alone stands for any face."""
    return is_win(hand, _paired(frozenset(kinds)))
