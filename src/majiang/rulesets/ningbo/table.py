"""Ningbo's 台 table: every item, the winning requirements as ``FORBID`` items.

Score = 1 (胡牌基本分) + Σ台 (``Additive(base=1)``); the whole score is paid by
each payer. A win needs at least 4 台 (the base 1 excluded). Shapes are read
from the arrangement being scored (a 百搭 counts as the tile it stands for).

The wait items: 边 and 夹 need the ready hand to wait on that one kind only;
单吊 needs one kind too, or any tile (财神单吊: a lone 百搭 as the pair); 对倒
needs the ready hand to wait on exactly the two pair kinds. 排糊 (0) is what a
standard hand earns when none of 平糊/边/夹/单吊/对倒 applies.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

import attrs

from majiang.hands import MeldKind, Shape, WaitShape
from majiang.rulesets.ningbo.baida import caishen_dandiao, drawn_baida, wait_kinds, wild_kinds
from majiang.scoring import Evaluation, Feature, Item, WinMethod
from majiang.scoring.item import forbid
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.base import NoOptions

NingboEvaluation: TypeAlias = "Evaluation[NoOptions, None]"
"""What a condition of Ningbo's table sees: its options and facts typed."""
NingboItem: TypeAlias = "Item[NoOptions, None]"

__all__ = ["ITEMS", "MINIMUM_TAI", "REQUIREMENTS", "TAI_ITEMS", "tai"]

MINIMUM_TAI = 4
"""A win needs this many 台 (the base point excluded)."""

When = Callable[[NingboEvaluation], int | bool]
Reads = tuple[Feature, ...] | None

WAIT = (Feature.SHAPE, Feature.WIN)
MELDS = (Feature.SHAPE, Feature.KINDS, Feature.HONORS)
SUIT_READS = (Feature.SUITS,)
"""What the one-suit items read (``majiang.tiles.SUITS`` is the 108-tile set, another idea)."""

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
    return e.once("ningbo.kinds", lambda: len(wait_kinds(e.hand.without_win(), _indicator(e))))


def _dandiao_state(e: NingboEvaluation) -> bool:
    return e.once("ningbo.dandiao", lambda: caishen_dandiao(e.hand.without_win(), _indicator(e)))


def _faces(e: NingboEvaluation) -> list[Tile]:
    return e.per_reading("ningbo.faces", lambda: [t for m in e.arrangement.melds for t in m.tiles])


def _sets(e: NingboEvaluation) -> list[tuple[MeldKind, Tile]]:
    return e.per_reading(
        "ningbo.sets", lambda: [(m.kind, m.tiles[0]) for m in e.arrangement.melds if m.kind.is_set]
    )


def _triplet_faces(e: NingboEvaluation) -> Counter[int]:
    """The faces (kind indices) of the reading's triplets and kongs, counted: once a reading."""
    return e.per_reading(
        "ningbo.triplets",
        lambda: Counter(t.index for kind, t in _sets(e) if kind in (MeldKind.TRIPLET, MeldKind.KONG)),
    )


def _triplets_of(e: NingboEvaluation, tile: Tile) -> int:
    return _triplet_faces(e)[tile.index]


_DRAGONS = tuple(Tile(suit="z", rank=r).index for r in (5, 6, 7))


def _dragon_triplets(e: NingboEvaluation) -> int:
    found = _triplet_faces(e)
    return sum(found[i] for i in _DRAGONS) if found else 0


def seat_wind_tile(e: NingboEvaluation) -> Tile:
    return Tile.from_index(_EAST + e.context.seat_wind)


def prevailing_wind_tile(e: NingboEvaluation) -> Tile:
    return Tile.from_index(_EAST + e.context.prevailing_wind)


_EAST = Tile(suit="z", rank=1).index


def _scoring_wind(e: NingboEvaluation, tile: Tile) -> bool:
    """A wind that earns 台 (含台数的风牌): the seat wind or the prevailing wind."""
    return tile in (seat_wind_tile(e), prevailing_wind_tile(e))


def _wait(e: NingboEvaluation, shape: WaitShape) -> bool:
    return e.shape is Shape.STANDARD and e.arrangement.wait is shape


# -- the conditions -----------------------------------------------------------------------------


def pinghu(e: NingboEvaluation) -> bool:
    """平糊: four sequences and a pair that is no wind scoring 台 (将头不可以是含台数的风牌):
    not the seat wind, not the prevailing wind; a dragon pair or another wind is fine."""
    pair = e.arrangement.pair
    sets = _sets(e)
    return (
        e.shape is Shape.STANDARD
        and pair is not None
        and all(kind is MeldKind.SEQUENCE for kind, _ in sets)
        and not _scoring_wind(e, pair.tiles[0])
    )


def hard(e: NingboEvaluation) -> bool:
    """硬糊: no 百搭 in hand at all (手中没百搭) — one held at its own face, or won on a
    discard, breaks it too."""
    wild = wild_kinds(_indicator(e))
    hand = e.hand
    return not any(t in wild for t in (*hand.tiles, *(t for m in hand.melds for t in m.physical)))


def edge(e: NingboEvaluation) -> bool:
    """边: won on the 3 of 12 or the 7 of 89, the ready hand waiting on that kind alone."""
    return _wait(e, WaitShape.EDGE) and _kinds(e) == 1


def closed(e: NingboEvaluation) -> bool:
    """夹: won on the middle of a sequence, the ready hand waiting on that kind alone."""
    return _wait(e, WaitShape.CLOSED) and _kinds(e) == 1


def single(e: NingboEvaluation) -> bool:
    """单吊: won on the pair, the ready hand waiting on that kind alone or on any tile (财神单吊)."""
    return _wait(e, WaitShape.SINGLE) and (_kinds(e) == 1 or _dandiao_state(e))


def pair_or_pair(e: NingboEvaluation) -> bool:
    """对倒: two pairs waiting, won on either; the ready hand waits on those two kinds only."""
    return _wait(e, WaitShape.PAIR_OR_PAIR) and _kinds(e) == 2


def dadiao(e: NingboEvaluation) -> bool:
    """大吊: four melds laid down, won on the lone tile (the pair)."""
    return len(e.hand.melds) == 4 and _wait(e, WaitShape.SINGLE)


def _suits(e: NingboEvaluation) -> set[str]:
    return e.per_reading("ningbo.suits", lambda: {t.suit for t in _faces(e) if t.is_suited})


def _honors(e: NingboEvaluation) -> bool:
    return e.per_reading("ningbo.honors", lambda: any(t.is_honor for t in _faces(e)))


def tianhu(e: NingboEvaluation) -> bool:
    """天胡: the dealer's dealt tiles win before his first discard."""
    return e.context.first_draw and e.context.winner_is_dealer and e.self_drawn


def dihu(e: NingboEvaluation) -> bool:
    """地胡: a non-dealer wins on the dealer's first discard."""
    c = e.context
    return c.first_draw and c.method is WinMethod.DISCARD and c.discarder == c.dealer


def three_baida(e: NingboEvaluation) -> bool:
    """三财神: three 百搭 in hand, all drawn by the winner."""
    return drawn_baida(e.hand, _indicator(e)) >= 3


def haidi(e: NingboEvaluation) -> bool:
    """海捞: self-drew the last tile of the wall (the turned-up 百搭 skipped)."""
    return e.context.last_tile and e.self_drawn


def _own_flower(group: frozenset[Tile]) -> When:
    def when(e: NingboEvaluation) -> int:
        return sum(f in group and f.flower_seat == e.context.seat_wind for f in e.hand.flowers)

    return when


def _all_of(group: frozenset[Tile]) -> When:
    def when(e: NingboEvaluation) -> bool:
        return group <= set(e.hand.flowers)

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


# -- what one hand can earn (narrowing the search, bounding the table) ---------------------------

Narrow = Callable[[NingboEvaluation], tuple[Feature, ...]]
Bound = Callable[[NingboEvaluation], int]
SETS = 4
"""A Ningbo hand's sets: the most triplets a row can count."""


def _if(possible: Callable[[NingboEvaluation], bool], reads: tuple[Feature, ...]) -> Narrow:
    """``reads`` where some reading of the hand may earn the row, else nothing (found once)."""

    def narrow(e: NingboEvaluation) -> tuple[Feature, ...]:
        return reads if possible(e) else ()

    return narrow


def _naturals(e: NingboEvaluation) -> list[Tile]:
    """The faces every reading shows: the concealed tiles that are not 百搭, and the melds'."""
    wild = wild_kinds(_indicator(e))
    return [*(t for t in e.hand.tiles if t not in wild), *(t for m in e.hand.melds for t in m.tiles)]


def _one_suit_possible(e: NingboEvaluation) -> bool:
    faces = _naturals(e)
    return len({t.suit for t in faces if t.is_suited}) <= 1


def _honors_possible(e: NingboEvaluation) -> bool:
    return all(t.is_honor for t in _naturals(e))


def _concealed_triplets(e: NingboEvaluation, kinds: Callable[[Tile], bool]) -> int:
    """The most concealed triplets of faces ``kinds`` accepts any reading may hold: each
    takes three tiles, naturals of those faces or 百搭."""
    wild = wild_kinds(_indicator(e))
    return sum(t in wild or kinds(t) for t in e.hand.tiles) // 3


def _claimed_triplets(e: NingboEvaluation, kinds: Callable[[Tile], bool]) -> int:
    return sum(m.kind in (MeldKind.TRIPLET, MeldKind.KONG) and kinds(m.tiles[0]) for m in e.hand.melds)


def _triplet_rows(kinds: Callable[[NingboEvaluation], Callable[[Tile], bool]]) -> tuple[Narrow, Bound]:
    """(narrow, bound) of a row counting triplets or kongs of some faces: it reads the melds
    only where the concealed tiles may make one, and counts at most the claimed ones and
    those the concealed tiles can make (four sets at most)."""

    def narrow(e: NingboEvaluation) -> tuple[Feature, ...]:
        return MELDS if _concealed_triplets(e, kinds(e)) else ()

    def bound(e: NingboEvaluation) -> int:
        faces = kinds(e)
        return min(SETS, _claimed_triplets(e, faces) + _concealed_triplets(e, faces))

    return narrow, bound


def _dragons(e: NingboEvaluation) -> Callable[[Tile], bool]:
    return lambda t: t.is_dragon


def _seat(e: NingboEvaluation) -> Callable[[Tile], bool]:
    wind = seat_wind_tile(e)
    return lambda t: t == wind


def _prevailing(e: NingboEvaluation) -> Callable[[Tile], bool]:
    wind = prevailing_wind_tile(e)
    return lambda t: t == wind


def _sequences_possible(e: NingboEvaluation) -> bool:
    """Four sequences and a pair need the claimed melds to be sequences and the natural
    honors (which make no sequence) to be at most the pair."""
    wild = wild_kinds(_indicator(e))
    honors = Counter(t for t in e.hand.tiles if t.is_honor and t not in wild)
    claimed = all(m.kind is MeldKind.SEQUENCE for m in e.hand.melds)
    return claimed and len(honors) <= 1 and all(n <= 2 for n in honors.values())


def _triplets_possible(e: NingboEvaluation) -> bool:
    """Four triplets and a pair: the claimed melds are no sequences, and each natural face
    takes a meld of its own (a set or the pair) among those left."""
    wild = wild_kinds(_indicator(e))
    faces = {t for t in e.hand.tiles if t not in wild}
    claimed = all(m.kind is not MeldKind.SEQUENCE for m in e.hand.melds)
    return claimed and len(faces) <= SETS - len(e.hand.melds) + 1


def _single_possible(e: NingboEvaluation) -> bool:
    return _kinds(e) == 1 or _dandiao_state(e)


# -- the table ----------------------------------------------------------------------------------


def _tai(
    key: str,
    chinese: str,
    english: str,
    value: int,
    when: When,
    excludes: tuple[str, ...] = (),
    reads: Reads = None,
    *,
    most: int = 1,
    narrow: Narrow | None = None,
    bound: Bound | None = None,
) -> NingboItem:
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=value,
        unit="台",
        when=when,
        excludes=excludes,
        reads=reads,
        most=most,
        narrow=narrow,
        bound=bound,
    )


_WAITS = ("paihu",)
_WAIT_ROWS = ("edge", "closed", "single", "pair_or_pair")
"""A reading has one wait shape, so at most one of these holds (the exclusions tell the
ceiling; they never drop an award)."""
_FLUSHES = ("one_suit", "half_flush", "all_honors")
"""Disjoint: one suit without honors, with honors, no suit."""


def _others(keys: tuple[str, ...], key: str) -> tuple[str, ...]:
    return tuple(k for k in keys if k != key)


TAI_ITEMS: tuple[NingboItem, ...] = (
    _tai("self_draw", "自摸", "self-draw", 1, lambda e: e.self_drawn, reads=()),
    _tai(
        "paihu",
        "排糊",
        "plain hand: none of 平糊/边/夹/单吊/对倒",
        0,
        lambda e: e.shape is Shape.STANDARD,
        reads=WAIT,
        narrow=lambda e: (Feature.SHAPE,),  # the rows that exclude it read the rest
    ),
    _tai(
        "pinghu",
        "平糊",
        "four sequences, pair no scoring wind",
        1,
        pinghu,
        (*_WAITS, "all_triplets"),
        MELDS,
        narrow=_if(_sequences_possible, MELDS),
    ),
    _tai(
        "edge",
        "边",
        "edge wait (3 of 12, 7 of 89)",
        1,
        edge,
        (*_WAITS, *_others(_WAIT_ROWS, "edge")),
        WAIT,
        narrow=_if(lambda e: _kinds(e) == 1, WAIT),
    ),
    _tai(
        "closed",
        "夹",
        "closed wait (middle of a sequence)",
        1,
        closed,
        (*_WAITS, *_others(_WAIT_ROWS, "closed")),
        WAIT,
        narrow=_if(lambda e: _kinds(e) == 1, WAIT),
    ),
    _tai(
        "single",
        "单吊",
        "won on the pair",
        1,
        single,
        (*_WAITS, *_others(_WAIT_ROWS, "single")),
        WAIT,
        narrow=_if(_single_possible, WAIT),
    ),
    _tai(
        "pair_or_pair",
        "对倒",
        "two pairs waiting, won on either",
        1,
        pair_or_pair,
        (*_WAITS, *_others(_WAIT_ROWS, "pair_or_pair")),
        WAIT,
        narrow=_if(lambda e: _kinds(e) == 2, WAIT),
    ),
    _tai(
        "dadiao",
        "大吊",
        "four melds laid down, won on the lone tile",
        1,
        dadiao,
        reads=WAIT,
        narrow=_if(lambda e: len(e.hand.melds) == SETS, WAIT),
    ),
    _tai(
        "all_triplets",
        "碰碰糊",
        "four triplets or kongs",
        2,
        lambda e: e.all_triplets,
        ("pinghu",),
        MELDS,
        narrow=_if(_triplets_possible, MELDS),
    ),
    _tai(
        "kong_flower",
        "杠上开花",
        "won on a kong's or flower's replacement tile",
        1,
        lambda e: e.context.method is WinMethod.KONG_REPLACEMENT,
        reads=(),
    ),
    _tai("hard", "硬糊", "no 百搭 in hand", 1, hard, reads=()),
    _tai("three_baida", "三财神", "three self-drawn 百搭", 3, three_baida, reads=()),
    _tai(
        "robbed_kong",
        "抢杠",
        "won on another player's added kong",
        1,
        lambda e: e.context.method is WinMethod.ROBBED_KONG,
        reads=(),
    ),
    _tai("haidi", "海捞", "self-drawn the last tile of the wall", 1, haidi, reads=()),
    _tai("tianhu", "天胡", "the dealer wins on the deal", 8, tianhu, reads=()),
    _tai("dihu", "地胡", "won on the dealer's first discard", 6, dihu, reads=()),
    _tai(
        "one_suit",
        "清一色",
        "one suit",
        4,
        lambda e: len(_suits(e)) == 1 and not _honors(e),
        _others(_FLUSHES, "one_suit"),
        SUIT_READS,
        narrow=_if(lambda e: _one_suit_possible(e) and not any(t.is_honor for t in _naturals(e)), SUIT_READS),
    ),
    _tai(
        "half_flush",
        "混一色",
        "one suit and honors",
        2,
        lambda e: len(_suits(e)) == 1 and _honors(e),
        _others(_FLUSHES, "half_flush"),
        SUIT_READS,
        narrow=_if(_one_suit_possible, SUIT_READS),
    ),
    _tai(
        "all_honors",
        "字一色",
        "honors only",
        8,
        lambda e: not _suits(e),
        _others(_FLUSHES, "all_honors"),
        SUIT_READS,
        narrow=_if(_honors_possible, SUIT_READS),
    ),
    _tai("own_season", "杠花", "own-seat season", 1, _own_flower(SEASONS), reads=()),
    _tai("own_plant", "杠花", "own-seat plant", 1, _own_flower(PLANTS), reads=()),
    _tai("four_seasons", "春夏秋冬", "all four seasons", 2, _all_of(SEASONS), ("own_season",), ()),
    _tai("four_plants", "梅兰竹菊", "all four plants", 2, _all_of(PLANTS), ("own_plant",), ()),
    _tai(
        "eight_flowers",
        "八花",
        "all eight flowers",
        8,
        _all_of(SEASONS | PLANTS),
        ("own_season", "own_plant", "four_seasons", "four_plants"),
        (),
    ),
    _tai(
        "dragon",
        "中发白",
        "dragon triplet or kong",
        1,
        _dragon_triplets,
        reads=MELDS,
        most=SETS,
        narrow=_triplet_rows(_dragons)[0],
        bound=_triplet_rows(_dragons)[1],
    ),
    _tai(
        "seat_wind",
        "位风",
        "seat-wind triplet or kong",
        1,
        lambda e: _triplets_of(e, seat_wind_tile(e)),
        reads=MELDS,
        most=SETS,
        narrow=_triplet_rows(_seat)[0],
        bound=_triplet_rows(_seat)[1],
    ),
    _tai(
        "prevailing_wind",
        "圈风",
        "prevailing-wind triplet or kong",
        1,
        lambda e: _triplets_of(e, prevailing_wind_tile(e)),
        reads=MELDS,
        most=SETS,
        narrow=_triplet_rows(_prevailing)[0],
        bound=_triplet_rows(_prevailing)[1],
    ),
)


def tai(e: NingboEvaluation) -> int:
    """The 台 this reading earns (the base point excluded), as :func:`~majiang.scoring.award_items` finds
    it; the rows that read nothing of this hand's arrangements (``reads=()``, or narrowed
    to nothing for it) are counted once a hand, the others shared with the engine's
    scoring of the reading (:meth:`Evaluation.count`)."""
    rows = e.once("ningbo.rows", lambda: _hand_rows(e))
    known: dict[int, int] = e.once("ningbo.known", dict)
    awarded = []
    for n, (item, nothing) in enumerate(rows):
        if nothing:
            count = known.get(n)
            if count is None:
                count = known[n] = e.count(item)
        else:
            count = e.count(item)
        if count:
            awarded.append((item, count))
    excluded = {key for item, _ in awarded for key in item.excludes}
    return sum(item.value * count for item, count in awarded if item.key not in excluded)


def _hand_rows(e: NingboEvaluation) -> tuple[tuple[NingboItem, bool], ...]:
    """Each 台 row, and whether it reads nothing of this hand's arrangements (narrowed, as
    the engine narrows, only for a hand holding a 百搭: without, the readings are few)."""
    wild = wild_kinds(_indicator(e))
    if not any(t in wild for t in e.hand.tiles):
        return tuple((item, item.reads is not None and not item.reads) for item in TAI_ITEMS)
    return tuple(
        (
            item,
            item.reads is not None
            and not (item.reads & frozenset(item.narrow(e) if item.narrow else item.reads)),
        )
        for item in TAI_ITEMS
    )


def _reads_of(items: tuple[NingboItem, ...]) -> Reads:
    """Everything some item reads (``None`` if one does not say)."""
    if any(item.reads is None for item in items):
        return None
    return tuple(sorted({f for item in items if item.reads for f in item.reads}, key=lambda f: f.value))


def _narrowed_reads_of(items: tuple[NingboItem, ...], e: NingboEvaluation) -> tuple[Feature, ...]:
    """What ``items`` read of this hand's readings (each narrowed for the hand)."""
    found: set[Feature] = set()
    for item in items:
        if item.reads:
            found |= item.reads & frozenset(item.narrow(e) if item.narrow is not None else item.reads)
    return tuple(found)


def _below_minimum(e: NingboEvaluation) -> bool:
    return tai(e) < MINIMUM_TAI


_MINIMUM: NingboItem = forbid(
    "minimum_tai",
    "不满4台",
    f"a win needs at least {MINIMUM_TAI} 台, the base point excluded",
    _below_minimum,
    _reads_of(TAI_ITEMS),
)

REQUIREMENTS: tuple[NingboItem, ...] = (
    forbid(
        "caishen_dandiao_on_discard",
        "财神单吊只能自摸",
        "a lone 百搭 waiting as the pair wins only by self-draw",
        lambda e: _fed(e) and _dandiao_state(e),
        (),
    ),
    attrs.evolve(
        forbid(
            "discarded_baida",
            "打出的百搭不作百搭",
            "a 百搭 won on a discard counts only as its own face",
            _stolen_baida,
            WAIT,
        ),
        narrow=_if(lambda e: _fed(e) and e.hand.win_tile in wild_kinds(_indicator(e)), WAIT),
    ),
    attrs.evolve(_MINIMUM, narrow=lambda e: _narrowed_reads_of(TAI_ITEMS, e)),
)

ITEMS: tuple[NingboItem, ...] = (*REQUIREMENTS, *TAI_ITEMS)
