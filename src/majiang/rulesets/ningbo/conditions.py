"""What the conditions of Ningbo's table read of a reading, and what one hand can earn.

The conditions (``pinghu``, ``edge``, ...) read the arrangement being scored (a 百搭
counts as the tile it stands for); the second part says, from the hand alone, which
rows some reading can earn, how often, and which never together
(:mod:`majiang.rulesets.ningbo.possible`), for the engine's narrowing and its ceiling.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar

from majiang.hands import Hand, MeldKind, Shape, WaitShape
from majiang.rulesets.ningbo import possible
from majiang.rulesets.ningbo.baida import caishen_dandiao, drawn_baida, wait_kinds, wild_kinds
from majiang.scoring import Evaluation, Feature, Item, WinMethod
from majiang.tiles import SEATS, Tile

if TYPE_CHECKING:
    from majiang.rulesets.base import NoOptions

NingboEvaluation: TypeAlias = "Evaluation[NoOptions, None]"
"""What a condition of Ningbo's table sees: its options and facts typed."""
NingboItem: TypeAlias = "Item[NoOptions, None]"

When = Callable[[NingboEvaluation], int | bool]

WAIT = (Feature.SHAPE, Feature.WIN)
MELDS = (Feature.SHAPE, Feature.KINDS, Feature.HONORS)
SUIT_READS = (Feature.SUITS,)
"""What the one-suit items read (``majiang.tiles.SUITS`` is the 108-tile set, another idea)."""

_STANDARD = Shape.STANDARD  # bound once: a member look-up on the enum costs a call each time
_SEQUENCE, _TRIPLET, _KONG = MeldKind.SEQUENCE, MeldKind.TRIPLET, MeldKind.KONG
_PAIR_MELD, _SINGLE_MELD = MeldKind.PAIR, MeldKind.SINGLE
_EDGE, _CLOSED, _SINGLE, _PAIR_OR_PAIR = (
    WaitShape.EDGE,
    WaitShape.CLOSED,
    WaitShape.SINGLE,
    WaitShape.PAIR_OR_PAIR,
)

SEASONS = frozenset(Tile(suit="f", rank=r) for r in range(1, 5))
PLANTS = frozenset(Tile(suit="f", rank=r) for r in range(5, 9))


# -- what the conditions read ---------------------------------------------------------------


def _indicator(e: NingboEvaluation) -> Tile:
    indicator = e.context.indicator
    wild_kinds(indicator)  # raises without one
    assert indicator is not None
    return indicator


def _fed(e: NingboEvaluation) -> bool:
    return not e.self_drawn


def _kinds(e: NingboEvaluation) -> int:
    """How many kinds the ready hand waited on (natural tiles; see ``wait_kinds``): once a hand."""
    return e.once("ningbo.kinds", lambda: _ready(e, _KINDS, lambda ready, at: len(wait_kinds(ready, at))))


def _dandiao_state(e: NingboEvaluation) -> bool:
    """财神单吊 (``caishen_dandiao``) of the ready hand: once a hand; never without a 百搭 in it."""

    def dandiao() -> bool:
        hand = e.hand
        counts = hand.counts
        wild = _wild(e)
        held = sum(counts[t.index] for t in wild) - (hand.win_tile in wild)
        return held > 0 and _ready(e, _DANDIAO, caishen_dandiao)

    return e.once("ningbo.dandiao", dandiao)


_T = TypeVar("_T")
_KINDS: dict[tuple[object, ...], int] = {}
_DANDIAO: dict[tuple[object, ...], bool] = {}


def _ready(e: NingboEvaluation, kept: dict[tuple[object, ...], _T], of: Callable[[Hand, Tile], _T]) -> _T:
    """``of(ready hand, indicator)``, kept by what makes the ready hand (the concealed counts,
    the winning tile, the melds, the flowers) and the indicator's kind: no ready hand is
    built, nor hashed tile by tile, for a hand met before."""
    hand = e.hand
    flowers = 0
    for flower in hand.flowers:
        flowers |= 1 << flower.index
    indicator = _indicator(e)
    win = hand.win_tile
    # kinds by index, the concealed counts packed in one number: integers hash in C
    key = (hand._packed, -1 if win is None else win.index, hand.melds, flowers, indicator.index)
    found = kept.get(key, _MISSING)
    if found is _MISSING:
        if len(kept) >= 1024:
            kept.clear()
        found = kept[key] = of(hand.without_win(), indicator)
    value: _T = found
    return value


_MISSING: Any = object()


_READ = "ningbo.read"


def _reading(e: NingboEvaluation) -> tuple[str, bool, bool, bool, dict[int, int]]:
    """What the rows ask of this arrangement's melds, in one pass, once a reading: (its
    suits, one letter each; any honor; every set a sequence; every set a triplet or kong;
    the faces (kind indices) of its triplets and kongs, counted). A meld's faces are all
    of one suit."""
    suits = ""
    honors = False
    sequences = alike = True
    triplets: dict[int, int] = {}
    for meld in e.arrangement.melds:
        kind = meld.kind
        first = meld.tiles[0]
        suit = first.suit
        if suit == "z":
            honors = True
        elif suit not in suits:
            suits += suit
        if kind is _PAIR_MELD or kind is _SINGLE_MELD:
            continue
        if kind is _SEQUENCE:
            alike = False
            continue
        sequences = False  # a triplet, a kong or an honor run
        if kind is _TRIPLET or kind is _KONG:
            index = first.index
            triplets[index] = triplets.get(index, 0) + 1
        else:
            alike = False
    return suits, honors, sequences, alike, triplets


def _read(e: NingboEvaluation) -> tuple[str, bool, bool, bool, dict[int, int]]:
    return e.per_reading(_READ, lambda: _reading(e))


def _triplet_faces(e: NingboEvaluation) -> dict[int, int]:
    """The faces (kind indices) of the reading's triplets and kongs, counted: once a reading."""
    return _read(e)[4]


# places in _row_counts' answer: the 台 rows that read the arrangement, in table order
PAIHU, PINGHU, EDGE, CLOSED, SINGLE, PAIR_OR_PAIR, DADIAO, ALL_TRIPLETS = range(8)
ONE_SUIT, HALF_FLUSH, ALL_HONORS, DRAGON, SEAT_WIND, PREVAILING_WIND = range(8, 14)
_ROWS = "ningbo.rows_read"


def reading_rows(e: NingboEvaluation) -> tuple[int, ...]:
    """The counts of the 台 rows that read the arrangement (the places above), worked out
    together once a reading: each of those rows' conditions reads its place."""
    return e.per_reading(_ROWS, lambda: _row_counts(e))


def _row_counts(e: NingboEvaluation) -> tuple[int, ...]:
    arrangement = e.arrangement
    standard = arrangement.shape is _STANDARD
    suits, honors, sequences, alike, faces = _read(e)
    wait = arrangement.wait if standard else None
    # the ready hand's wait kinds only where the wait shape asks (as each row would)
    kinds = _kinds(e) if wait is _EDGE or wait is _CLOSED or wait is _SINGLE or wait is _PAIR_OR_PAIR else 0
    pair = arrangement.pair
    context = e.context
    seat, prevailing = _EAST + context.seat_wind, _EAST + context.prevailing_wind
    one = len(suits) == 1
    return (
        standard,
        standard and pair is not None and sequences and pair.tiles[0].index not in (seat, prevailing),
        wait is _EDGE and kinds == 1,
        wait is _CLOSED and kinds == 1,
        wait is _SINGLE and (kinds == 1 or _dandiao_state(e)),
        wait is _PAIR_OR_PAIR and kinds == 2,
        len(e.hand.melds) == 4 and wait is _SINGLE,
        standard and alike,
        one and not honors,
        one and honors,
        not suits,
        sum(faces.get(i, 0) for i in _DRAGONS) if faces else 0,
        faces.get(seat, 0),
        faces.get(prevailing, 0),
    )


def row_at(place: int, doc: str | None = None) -> When:
    """A condition answering :func:`reading_rows`' ``place``."""

    def when(e: NingboEvaluation) -> int:
        return e.per_reading(_ROWS, lambda: _row_counts(e))[place]

    when.__doc__ = doc
    return when


_DRAGONS = tuple(Tile(suit="z", rank=r).index for r in (5, 6, 7))


def _dragon_triplets(e: NingboEvaluation) -> int:
    return reading_rows(e)[DRAGON]


def seat_wind_triplets(e: NingboEvaluation) -> int:
    """Triplets or kongs of the seat wind in this reading."""
    return reading_rows(e)[SEAT_WIND]


def prevailing_wind_triplets(e: NingboEvaluation) -> int:
    """Triplets or kongs of the prevailing wind in this reading."""
    return reading_rows(e)[PREVAILING_WIND]


def seat_wind_tile(e: NingboEvaluation) -> Tile:
    return Tile.from_index(_EAST + e.context.seat_wind)


def prevailing_wind_tile(e: NingboEvaluation) -> Tile:
    return Tile.from_index(_EAST + e.context.prevailing_wind)


_EAST = Tile(suit="z", rank=1).index


# -- the conditions -----------------------------------------------------------------------------


def pinghu(e: NingboEvaluation) -> bool:
    """平糊: four sequences and a pair that is no wind scoring 台 (将头不可以是含台数的风牌):
    not the seat wind, not the prevailing wind; a dragon pair or another wind is fine."""
    return bool(reading_rows(e)[PINGHU])


def hard(e: NingboEvaluation) -> bool:
    """硬糊: no 百搭 in hand at all (手中没百搭) — one held at its own face, or won on a
    discard, breaks it too."""
    wild = _wild_indices(_indicator(e))
    hand = e.hand
    counts = hand.counts
    for index in wild:
        if counts[index]:
            return False
    for meld in hand.melds:
        for tile in meld.physical:
            if tile.index in wild:
                return False
    return True


@lru_cache(maxsize=64)
def _wild_indices(indicator: Tile) -> frozenset[int]:
    """The indices of the 百搭 kinds (``wild_kinds``; its error without an indicator)."""
    return frozenset(t.index for t in wild_kinds(indicator))


def edge(e: NingboEvaluation) -> bool:
    """边: won on the 3 of 12 or the 7 of 89, the ready hand waiting on that kind alone."""
    return bool(reading_rows(e)[EDGE])


def closed(e: NingboEvaluation) -> bool:
    """夹: won on the middle of a sequence, the ready hand waiting on that kind alone."""
    return bool(reading_rows(e)[CLOSED])


def single(e: NingboEvaluation) -> bool:
    """单吊: won on the pair, the ready hand waiting on that kind alone or on any tile (财神单吊)."""
    return bool(reading_rows(e)[SINGLE])


def pair_or_pair(e: NingboEvaluation) -> bool:
    """对倒: two pairs waiting, won on either; the ready hand waits on those two kinds only."""
    return bool(reading_rows(e)[PAIR_OR_PAIR])


def dadiao(e: NingboEvaluation) -> bool:
    """大吊: four melds laid down, won on the lone tile (the pair)."""
    return bool(reading_rows(e)[DADIAO])


def _suits(e: NingboEvaluation) -> str:
    """The suits of the reading's faces, one letter each."""
    return _read(e)[0]


def _honors(e: NingboEvaluation) -> bool:
    return _read(e)[1]


def tianhu(e: NingboEvaluation) -> bool:
    """天胡: the dealer's dealt tiles win before his first discard."""
    return e.context.first_draw and e.context.winner_is_dealer and e.self_drawn


def dihu(e: NingboEvaluation) -> bool:
    """地胡: a non-dealer wins on the dealer's first discard."""
    c = e.context
    return c.first_draw and c.method is WinMethod.DISCARD and c.discarder == c.dealer


def three_baida(e: NingboEvaluation) -> bool:
    """三财神: three 百搭 in hand, all drawn by the winner."""
    indicator = _indicator(e)
    counts = e.hand.counts
    if sum(counts[i] for i in _wild_indices(indicator)) < 3:  # never three drawn
        return False
    return drawn_baida(e.hand, indicator) >= 3


def haidi(e: NingboEvaluation) -> bool:
    """海捞: self-drew the last tile of the wall (the turned-up 百搭 skipped)."""
    return e.context.last_tile and e.self_drawn


def _own_flower(group: frozenset[Tile]) -> When:
    own = tuple(frozenset(f.index for f in group if f.flower_seat == seat) for seat in range(SEATS))
    """The indices of ``group``'s flowers of each seat wind."""

    def when(e: NingboEvaluation) -> int:
        flowers = e.hand.flowers
        if not flowers:
            return 0
        mine = own[e.context.seat_wind]
        return sum(f.index in mine for f in flowers)

    return when


def _all_of(group: frozenset[Tile]) -> When:
    def when(e: NingboEvaluation) -> bool:
        flowers = e.hand.flowers
        return len(flowers) >= len(group) and group <= set(flowers)

    return when


def _stolen_baida(e: NingboEvaluation) -> bool:
    """A 百搭 won on a discard stands for another tile (it counts for its face only)."""
    a = e.arrangement
    win = e.hand.win_tile
    if not _fed(e) or win not in wild_kinds(_indicator(e)):
        return False
    if a.win_meld is None or a.win_position is None:
        return True
    return a.melds[a.win_meld].tiles[a.win_position] != win


# -- what one hand can earn (narrowing the search, bounding the table: see ``possible``) -------

Narrow = Callable[[NingboEvaluation], tuple[Feature, ...]]
Bound = Callable[[NingboEvaluation], int]
Rivals = Callable[[NingboEvaluation], tuple[str, ...]]


def _if(possible: Callable[[NingboEvaluation], bool], reads: tuple[Feature, ...]) -> Narrow:
    """``reads`` where some reading of the hand may earn the row, else nothing (found once)."""

    def narrow(e: NingboEvaluation) -> tuple[Feature, ...]:
        return reads if possible(e) else ()

    return narrow


def _wild(e: NingboEvaluation) -> tuple[Tile, ...]:
    return wild_kinds(_indicator(e))


def _triplet_rows(faces: Callable[[NingboEvaluation], Callable[[Tile], bool]]) -> tuple[Narrow, Bound]:
    """(narrow, bound) of a row counting triplets or kongs of some faces: it reads the melds
    only where the concealed tiles may make one, and counts at most the claimed ones and
    those the concealed tiles can make (four sets at most)."""

    def narrow(e: NingboEvaluation) -> tuple[Feature, ...]:
        return MELDS if possible.concealed_triplets(e.hand, _wild(e), faces(e)) else ()

    def bound(e: NingboEvaluation) -> int:
        found = faces(e)
        concealed = possible.concealed_triplets(e.hand, _wild(e), found)
        return min(possible.SETS, possible.claimed_triplets(e.hand, found) + concealed)

    return narrow, bound


def _dragons(e: NingboEvaluation) -> Callable[[Tile], bool]:
    return lambda t: t.is_dragon


def _seat(e: NingboEvaluation) -> Callable[[Tile], bool]:
    wind = seat_wind_tile(e)
    return lambda t: t == wind


def _prevailing(e: NingboEvaluation) -> Callable[[Tile], bool]:
    wind = prevailing_wind_tile(e)
    return lambda t: t == wind


_HONOR_TRIPLETS = ("dragon", "seat_wind", "prevailing_wind")


_HONOR_FACES = {"dragon": _dragons, "seat_wind": _seat, "prevailing_wind": _prevailing}


def _one_honor_triplet(key: str) -> Rivals:
    """The honor triplet rows never earned together (but the seat and prevailing winds
    when they are one wind): all of them where the hand can hold one honor triplet at
    most, and two whose triplets take more 百搭 together than the hand holds."""

    def rivals(e: NingboEvaluation) -> tuple[str, ...]:
        one = seat_wind_tile(e) == prevailing_wind_tile(e)
        winds = {"seat_wind", "prevailing_wind"}
        others = tuple(k for k in _HONOR_TRIPLETS if k != key and not (one and {k, key} == winds))
        hand, wild = e.hand, _wild(e)
        if possible.honor_triplets(hand, wild) <= 1:
            return others
        cost = possible.triplet_cost(hand, wild, _HONOR_FACES[key](e))
        held = sum(t in wild for t in hand.tiles)
        return tuple(k for k in others if cost + possible.triplet_cost(hand, wild, _HONOR_FACES[k](e)) > held)

    return rivals


def _sequences_possible(e: NingboEvaluation) -> bool:
    winds = (seat_wind_tile(e), prevailing_wind_tile(e))
    return e.once("ningbo.sequences", lambda: possible.sequences_possible(e.hand, _wild(e), winds))


def _pinghu_rivals(e: NingboEvaluation) -> tuple[str, ...]:
    """平糊 is never earned with a triplet, nor with 单吊 where no all-sequence reading
    has the winning tile in its pair."""
    rivals = ("all_triplets", *_HONOR_TRIPLETS)
    win = e.hand.win_tile
    winds = (seat_wind_tile(e), prevailing_wind_tile(e))
    if win is None or not possible.sequences_possible(e.hand, _wild(e), winds, holding=win):
        return (*rivals, "single")
    return rivals


def _single_possible(e: NingboEvaluation) -> bool:
    return _kinds(e) == 1 or _dandiao_state(e)
