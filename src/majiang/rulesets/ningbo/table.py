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

import attrs

from majiang.rulesets.ningbo import possible
from majiang.rulesets.ningbo.conditions import (
    _HONOR_TRIPLETS,
    ALL_HONORS,
    ALL_TRIPLETS,
    CLOSED,
    DADIAO,
    DRAGON,
    EDGE,
    HALF_FLUSH,
    MELDS,
    ONE_SUIT,
    PAIHU,
    PAIR_OR_PAIR,
    PINGHU,
    PLANTS,
    PREVAILING_WIND,
    SEASONS,
    SEAT_WIND,
    SINGLE,
    SUIT_READS,
    WAIT,
    Bound,
    Narrow,
    NingboEvaluation,
    NingboItem,
    Rivals,
    When,
    _all_of,
    _dandiao_state,
    _dragon_triplets,
    _dragons,
    _fed,
    _if,
    _kinds,
    _one_honor_triplet,
    _own_flower,
    _pinghu_rivals,
    _prevailing,
    _seat,
    _sequences_possible,
    _single_possible,
    _stolen_baida,
    _triplet_rows,
    _wild,
    closed,
    dadiao,
    dihu,
    edge,
    haidi,
    hard,
    pair_or_pair,
    pinghu,
    prevailing_wind_triplets,
    reading_rows,
    row_at,
    seat_wind_triplets,
    single,
    three_baida,
    tianhu,
)
from majiang.scoring import Feature, Item, WinMethod
from majiang.scoring.item import forbid

__all__ = ["ITEMS", "MINIMUM_TAI", "REQUIREMENTS", "TAI_ITEMS", "tai"]

_KONG_REPLACEMENT, _ROBBED_KONG = WinMethod.KONG_REPLACEMENT, WinMethod.ROBBED_KONG
MINIMUM_TAI = 4
"""A win needs this many 台 (the base point excluded)."""

Reads = tuple[Feature, ...] | None


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
    rivals: Rivals | None = None,
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
        rivals=rivals,
    )


_WAITS = ("paihu",)
_WAIT_ROWS = ("edge", "closed", "single", "pair_or_pair")
"""A reading has one wait shape, so at most one of these holds."""
_FLUSHES = ("one_suit", "half_flush", "all_honors")
"""Disjoint: one suit without honors, with honors, no suit."""


def _never(*keys: str) -> Rivals:
    """Rows no reading earns with this one (told to the ceiling; no award is dropped):
    one wait shape a reading; the flushes; 平糊's sequences and any triplet; 清一色 and
    an honor triplet; 字一色 and a sequence."""
    return lambda e: keys


def _others(keys: tuple[str, ...], key: str) -> tuple[str, ...]:
    return tuple(k for k in keys if k != key)


TAI_ITEMS: tuple[NingboItem, ...] = (
    _tai("self_draw", "自摸", "self-draw", 1, lambda e: e.self_drawn, reads=()),
    _tai(
        "paihu",
        "排糊",
        "plain hand: none of 平糊/边/夹/单吊/对倒",
        0,
        row_at(PAIHU),
        reads=WAIT,
        narrow=lambda e: (Feature.SHAPE,),  # the rows that exclude it read the rest
    ),
    _tai(
        "pinghu",
        "平糊",
        "four sequences, pair no scoring wind",
        1,
        pinghu,
        _WAITS,
        MELDS,
        narrow=_if(_sequences_possible, MELDS),
        rivals=_pinghu_rivals,
    ),
    _tai(
        "edge",
        "边",
        "edge wait (3 of 12, 7 of 89)",
        1,
        edge,
        _WAITS,
        WAIT,
        rivals=_never(*_others(_WAIT_ROWS, "edge")),
        narrow=_if(lambda e: _kinds(e) == 1, WAIT),
    ),
    _tai(
        "closed",
        "夹",
        "closed wait (middle of a sequence)",
        1,
        closed,
        _WAITS,
        WAIT,
        rivals=_never(*_others(_WAIT_ROWS, "closed")),
        narrow=_if(lambda e: _kinds(e) == 1, WAIT),
    ),
    _tai(
        "single",
        "单吊",
        "won on the pair",
        1,
        single,
        _WAITS,
        WAIT,
        rivals=_never(*_others(_WAIT_ROWS, "single")),
        narrow=_if(_single_possible, WAIT),
    ),
    _tai(
        "pair_or_pair",
        "对倒",
        "two pairs waiting, won on either",
        1,
        pair_or_pair,
        _WAITS,
        WAIT,
        rivals=_never(*_others(_WAIT_ROWS, "pair_or_pair")),
        narrow=_if(lambda e: _kinds(e) == 2, WAIT),
    ),
    _tai(
        "dadiao",
        "大吊",
        "four melds laid down, won on the lone tile",
        1,
        dadiao,
        reads=WAIT,
        narrow=_if(lambda e: len(e.hand.melds) == possible.SETS, WAIT),
    ),
    _tai(
        "all_triplets",
        "碰碰糊",
        "four triplets or kongs",
        2,
        row_at(ALL_TRIPLETS),
        reads=MELDS,
        narrow=_if(lambda e: possible.triplets_possible(e.hand, _wild(e)), MELDS),
        rivals=_never("pinghu"),
    ),
    _tai(
        "kong_flower",
        "杠上开花",
        "won on a kong's or flower's replacement tile",
        1,
        lambda e: e.context.method is _KONG_REPLACEMENT,
        reads=(),
    ),
    _tai("hard", "硬糊", "no 百搭 in hand", 1, hard, reads=()),
    _tai("three_baida", "三财神", "three self-drawn 百搭", 3, three_baida, reads=()),
    _tai(
        "robbed_kong",
        "抢杠",
        "won on another player's added kong",
        1,
        lambda e: e.context.method is _ROBBED_KONG,
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
        row_at(ONE_SUIT),
        reads=SUIT_READS,
        rivals=_never(*_others(_FLUSHES, "one_suit"), *_HONOR_TRIPLETS),
        narrow=_if(
            lambda e: (
                possible.one_suit_possible(e.hand, _wild(e))
                and not any(t.is_honor for t in possible.naturals(e.hand, _wild(e)))
            ),
            SUIT_READS,
        ),
    ),
    _tai(
        "half_flush",
        "混一色",
        "one suit and honors",
        2,
        row_at(HALF_FLUSH),
        reads=SUIT_READS,
        rivals=_never(*_others(_FLUSHES, "half_flush")),
        narrow=_if(lambda e: possible.one_suit_possible(e.hand, _wild(e)), SUIT_READS),
    ),
    _tai(
        "all_honors",
        "字一色",
        "honors only",
        8,
        row_at(ALL_HONORS),
        reads=SUIT_READS,
        rivals=_never(*_others(_FLUSHES, "all_honors"), "pinghu", "edge", "closed"),
        narrow=_if(lambda e: possible.honors_possible(e.hand, _wild(e)), SUIT_READS),
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
        most=possible.SETS,
        narrow=_triplet_rows(_dragons)[0],
        bound=_triplet_rows(_dragons)[1],
        rivals=_one_honor_triplet("dragon"),
    ),
    _tai(
        "seat_wind",
        "位风",
        "seat-wind triplet or kong",
        1,
        seat_wind_triplets,
        reads=MELDS,
        most=possible.SETS,
        narrow=_triplet_rows(_seat)[0],
        bound=_triplet_rows(_seat)[1],
        rivals=_one_honor_triplet("seat_wind"),
    ),
    _tai(
        "prevailing_wind",
        "圈风",
        "prevailing-wind triplet or kong",
        1,
        prevailing_wind_triplets,
        reads=MELDS,
        most=possible.SETS,
        narrow=_triplet_rows(_prevailing)[0],
        bound=_triplet_rows(_prevailing)[1],
        rivals=_one_honor_triplet("prevailing_wind"),
    ),
)


def tai(e: NingboEvaluation) -> int:
    """The 台 this reading earns (the base point excluded), as :func:`~majiang.scoring.award_items` finds
    it: the rows that read nothing of the arrangement counted once a hand (shared with the
    engine's scoring, :meth:`Evaluation.count`), the others read from the reading's
    counts (:func:`~.conditions.reading_rows`, which their conditions read too); an item
    that an awarded one excludes adds nothing."""
    held, excluded = e.once("ningbo.hand_tai", lambda: _hand_tai(e))
    read = reading_rows(e)
    earned = []
    for place, key, value, excludes in _READ_PLACES:
        n = read[place]
        if n:
            if excludes:
                excluded = excluded.union(excludes)
            earned.append((key, value * n))
    total = 0
    for key, amount in held:
        if key not in excluded:
            total += amount
    for key, amount in earned:
        if key not in excluded:
            total += amount
    return total


def _hand_tai(e: NingboEvaluation) -> tuple[tuple[tuple[str, int], ...], frozenset[str]]:
    """The rows that read nothing of the arrangement this hand earns, as (key, 台), and
    the keys they exclude: once a hand."""
    awarded = [(item, n) for item, n in zip(_HAND_ROWS, hand_rows(e), strict=True) if n]
    excluded = frozenset(key for item, _ in awarded for key in item.excludes)
    return tuple((item.key, item.value * n) for item, n in awarded), excluded


def hand_rows(e: NingboEvaluation) -> tuple[int, ...]:
    """The counts of the 台 rows that read nothing of the arrangement, in table order,
    worked out together once a hand (their ``group``: the engine asks this once)."""
    return e.once(_HAND, lambda: tuple(int(item.when(e)) for item in _HAND_ROWS))


_HAND = "ningbo.hand_rows"


_PLACES = {
    "paihu": PAIHU,
    "pinghu": PINGHU,
    "edge": EDGE,
    "closed": CLOSED,
    "single": SINGLE,
    "pair_or_pair": PAIR_OR_PAIR,
    "dadiao": DADIAO,
    "all_triplets": ALL_TRIPLETS,
    "one_suit": ONE_SUIT,
    "half_flush": HALF_FLUSH,
    "all_honors": ALL_HONORS,
    "dragon": DRAGON,
    "seat_wind": SEAT_WIND,
    "prevailing_wind": PREVAILING_WIND,
}
"""Each 台 row that reads the arrangement, and its place in ``reading_rows``."""
# each 台 row counted with its group: the rows reading nothing by ``hand_rows``, the others by
# ``reading_rows`` (each row's condition reads the same place)
_HAND_KEYS = tuple(item.key for item in TAI_ITEMS if item.reads is not None and not item.reads)
TAI_ITEMS = tuple(
    attrs.evolve(
        item,
        group=(hand_rows, _HAND_KEYS.index(item.key))
        if item.key in _HAND_KEYS
        else (reading_rows, _PLACES[item.key]),
    )
    for item in TAI_ITEMS
)
_HAND_ROWS = tuple(item for item in TAI_ITEMS if item.reads is not None and not item.reads)
_READ_ROWS = tuple((item, _PLACES[item.key]) for item in TAI_ITEMS if item.reads is None or item.reads)
_READ_PLACES = tuple((place, item.key, item.value, frozenset(item.excludes)) for item, place in _READ_ROWS)
"""The same rows as (place, key, 台, what each excludes), read by :func:`tai`."""
assert len(_HAND_ROWS) + len(_PLACES) == len(TAI_ITEMS), "a 台 row reads neither nothing nor a place"


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
        narrow=_if(lambda e: _fed(e) and e.hand.win_tile in _wild(e), WAIT),
    ),
    attrs.evolve(_MINIMUM, narrow=lambda e: _narrowed_reads_of(TAI_ITEMS, e)),
)

ITEMS: tuple[NingboItem, ...] = (*REQUIREMENTS, *TAI_ITEMS)
