"""Fuzhou's table: the count C, the special wins S, and who pays what.

``C = 1 (底) + 花 + 金 + 杠 + L``: every flower tile 1 (honors are flowers), a complete
four 6; each 金 held 1; the winner's exposed kongs 1, concealed 2; L the dealer's stays,
where the winner or that payer is the dealer (Scope.DEALER). The formula sums them
(``Additive()``). A self-draw type win is paid ``2 × C + S`` by each other seat
(自摸 ×2, then S added); a discard win ``2 × (C + S)`` by the discarder alone (放冲 ×2,
then S added twice), or with ``discard_payment="all"`` ``C + S`` by each of three. Only
the highest special win counts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, TypeAlias

from majiang.hands import Shape
from majiang.rulesets.fuzhou.gold import (
    FLOWER_FOUR,
    flower_fours,
    held_golds,
    jinlong,
    jinlong_possible,
    jinque,
    jinque_possible,
)
from majiang.rulesets.gold import INSTANT_GOLDS, gold_of, kongs, points
from majiang.scoring import Evaluation, Feature, Item, Scope, Stage
from majiang.scoring.item import forbid

if TYPE_CHECKING:
    from majiang.rulesets.fuzhou.ruleset import FuzhouOptions

FuzhouEvaluation: TypeAlias = "Evaluation[FuzhouOptions, None]"
"""What a condition of Fuzhou's table sees: its options and facts typed."""
FuzhouItem: TypeAlias = "Item[FuzhouOptions, None]"

__all__ = [
    "GODOT",
    "ITEMS",
    "POSSIBLE",
    "RESEARCH",
    "SPECIAL_NAMES",
    "highest_first",
    "items",
    "special",
    "special_wins",
]

When = Callable[[FuzhouEvaluation], int | bool]
Reads = tuple[Feature, ...] | None

SPECIAL_READS = (Feature.SHAPE, Feature.WILD_MELDS)
"""What the special wins read: the shape, and which melds are 金 (金雀, 金龙: three
places of a meld all 金 at their own face are a triplet of 金, so no meld kind is read)."""


def _jinque(e: FuzhouEvaluation) -> bool:
    return e.once("jinque possible", lambda: jinque_possible(e.hand, gold_of(e)))


def _jinlong(e: FuzhouEvaluation) -> bool:
    return e.once("jinlong possible", lambda: jinlong_possible(e.hand, gold_of(e)))


def _special_reads(e: FuzhouEvaluation) -> tuple[Feature, ...]:
    """Where no reading can make 金雀 or 金龙 (fewer than two 金 held, or the rest does not
    make the sets without them) the shape is enough: which melds are 金 is read for them."""
    held = e.once("golds", lambda: held_golds(e.hand, gold_of(e)))
    return SPECIAL_READS if held >= 2 and (_jinque(e) or _jinlong(e)) else (Feature.SHAPE,)


def _gold_tiles(e: FuzhouEvaluation) -> int:
    """The 金 among the concealed tiles (a 金 is never in a meld: the ruleset checks)."""
    return e.hand.counts[gold_of(e).index]


POSSIBLE: Mapping[str, When] = {
    "jinlong": _jinlong,
    "jinque": _jinque,
    "sanjindao": lambda e: e.self_drawn and _gold_tiles(e) >= INSTANT_GOLDS,
    "tianhu": lambda e: (
        e.self_drawn and e.context.first_draw and e.context.winner_is_dealer and e.hand.win_tile != gold_of(e)
    ),
    "qiangjin": lambda e: e.self_drawn and e.context.first_draw and e.hand.win_tile == gold_of(e),
    "no_flower_no_kong": lambda e: not e.hand.flowers and _no_kong(e),
    "one_flower": lambda e: len(e.hand.flowers) == 1 and _no_kong(e),
}
"""Whether some reading of the hand may earn each special win, from the hand alone: what
its condition asks besides the arrangement (三金倒 needs three 金 to be read at once)."""


def _possible_reads(key: str) -> Callable[[FuzhouEvaluation], tuple[Feature, ...]]:
    """A special win no reading of this hand can earn reads nothing (it is found once)."""

    def narrow(e: FuzhouEvaluation) -> tuple[Feature, ...]:
        return _special_reads(e) if POSSIBLE[key](e) else ()

    return narrow


def _highest_possible(table: Mapping[str, int]) -> Callable[[FuzhouEvaluation], int]:
    """The highest special win of ``table`` some reading of this hand may earn (0: none)."""

    def bound(e: FuzhouEvaluation) -> int:
        return max((value for key, value in table.items() if POSSIBLE[key](e)), default=0)

    return bound


RESEARCH: Mapping[str, int] = {
    "jinlong": 120,
    "jinque": 60,
    "sanjindao": 40,
    "tianhu": 30,
    "qiangjin": 30,
    "no_flower_no_kong": 30,
    "one_flower": 15,
}
"""The special wins S of the research doc's table (the default), highest first."""

GODOT: Mapping[str, int] = {"tianhu": 40, "jinque": 30, "qiangjin": 20, "sanjindao": 10}
"""Option ``special_table="godot"`` (《福州麻将游戏规则》 as the Godot engine has it)."""

SPECIAL_NAMES: Mapping[str, tuple[str, str]] = {
    "jinlong": ("金龙", "three 金 as a triplet of their own kind"),
    "jinque": ("金雀", "two 金 as the pair"),
    "sanjindao": ("三金倒", "all three 金: wins at once"),
    "tianhu": ("天胡", "the dealer's first 17 tiles win"),
    "qiangjin": ("抢金", "took the turned-up 金 to win"),
    "no_flower_no_kong": ("无花无杠", "平胡 with no flower and no kong"),
    "one_flower": ("一张花", "平胡 with exactly one flower and no kong"),
}


def _fed(e: FuzhouEvaluation) -> bool:
    return not e.self_drawn


def _fours(e: FuzhouEvaluation) -> int:
    return e.once("fours", lambda: flower_fours(e.hand.flowers))


def _grabbed(e: FuzhouEvaluation) -> bool:
    """抢金: the turned-up 金 taken right after 开金 (``first_draw``, self-drawn, the 金 won)."""
    return e.self_drawn and e.context.first_draw and e.hand.win_tile == gold_of(e)


def _no_kong(e: FuzhouEvaluation) -> bool:
    return kongs(e.hand) == (0, 0)


_STANDARD = Shape.STANDARD  # bound once: a member look-up on the enum costs a call each time
_INSTANT = Shape.INSTANT


def _standard(e: FuzhouEvaluation) -> bool:
    return e.shape is _STANDARD


CONDITIONS: Mapping[str, When] = {
    # 金龙 and 金雀 need three and two 金 among the concealed tiles (a 金 is in no meld)
    "jinlong": lambda e: _standard(e) and _gold_tiles(e) >= 3 and jinlong(e.arrangement, gold_of(e)),
    "jinque": lambda e: _standard(e) and _gold_tiles(e) >= 2 and jinque(e.arrangement, gold_of(e)),
    "sanjindao": lambda e: e.self_drawn and e.shape is _INSTANT,
    "tianhu": lambda e: (
        e.self_drawn and e.context.first_draw and e.context.winner_is_dealer and e.hand.win_tile != gold_of(e)
    ),
    "qiangjin": lambda e: e.self_drawn and e.context.first_draw and e.hand.win_tile == gold_of(e),
    "no_flower_no_kong": lambda e: _standard(e) and not e.hand.flowers and _no_kong(e),
    "one_flower": lambda e: _standard(e) and len(e.hand.flowers) == 1 and _no_kong(e),
}


def special(e: FuzhouEvaluation, table: Mapping[str, int]) -> tuple[str, int] | None:
    """The highest special win of ``table`` this reading earns, or ``None`` (worked out
    once per reading: every special item asks)."""
    known: dict[int, tuple[str, int] | None] = e.per_reading("fuzhou.special", dict)
    found = known.get(id(table), _UNKNOWN)
    if found is _UNKNOWN:
        found = known[id(table)] = _special(e, table)
    return found


_UNKNOWN = ("", -1)
"""Not yet worked out (never a special win's answer)."""


def _special(e: FuzhouEvaluation, table: Mapping[str, int]) -> tuple[str, int] | None:
    for key, value in highest_first(table):  # the first that holds is the highest, the first of equals
        if CONDITIONS[key](e):
            return key, value
    return None


def highest_first(table: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
    """``table``'s wins, highest first, equal ones in table order (kept per table)."""
    found = _ORDERED.get(id(table))
    if found is None or found[0] is not table:
        ordered = tuple(sorted(table.items(), key=lambda kv: -kv[1]))  # sorted() is stable
        found = _ORDERED[id(table)] = (table, ordered)
    return found[1]


_ORDERED: dict[int, tuple[Mapping[str, int], tuple[tuple[str, int], ...]]] = {}


def _special_item(key: str, value: int, table: Mapping[str, int]) -> FuzhouItem:
    """One special win of ``table``: awarded when it is the highest this reading earns (the
    first of equal ones), so it excludes every other (only one special win counts; the
    exclusions say so to the ceiling, they never drop an award)."""
    chinese, english = SPECIAL_NAMES[key]

    def when(e: FuzhouEvaluation) -> bool:
        best = special(e, table)
        return best is not None and best[0] == key

    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=value,
        unit="分",
        stage=Stage.ADD,
        when=when,
        excludes=tuple(other for other in table if other != key),
        reads=SPECIAL_READS,
        most=1,
        narrow=_possible_reads(key),
    )


COUNT: tuple[FuzhouItem, ...] = (
    points("base", "底", "base", 1, lambda e: True, reads=(), most=1),
    points(
        "flower",
        "花",
        "each flower tile (honors are flowers)",
        1,
        lambda e: len(e.hand.flowers) - 4 * _fours(e),
        reads=(),
    ),
    points(
        "flower_four",
        "花杠",
        f"a complete four: {FLOWER_FOUR}",
        FLOWER_FOUR,
        _fours,
        reads=(),
    ),
    points(
        "gold",
        "金",
        "each 金 held",
        1,
        lambda e: e.once("golds", lambda: held_golds(e.hand, gold_of(e))),
        reads=(),
    ),
    points("exposed_kong", "明杠", "the winner's exposed kong", 1, lambda e: kongs(e.hand)[0], reads=()),
    points("concealed_kong", "暗杠", "the winner's concealed kong", 2, lambda e: kongs(e.hand)[1], reads=()),
    points(
        "lianzhuang",
        "连庄",
        "the dealer's stays (dealer wins or pays)",
        1,
        lambda e: e.context.lianzhuang,
        Scope.DEALER,
        (),
    ),
)

REQUIREMENTS: tuple[FuzhouItem, ...] = (
    forbid(
        "discarded_gold",
        "金不能捉",
        "a discarded 金 can not be won on",
        lambda e: _fed(e) and e.hand.win_tile == gold_of(e),
        (),
    ),
    forbid(
        "grab_two_golds",
        "抢金不成三金倒",
        "the 金 taken by 抢金 does not make 三金倒 with two 金 held",
        lambda e: e.shape is _INSTANT and _grabbed(e) and held_golds(e.hand, gold_of(e)) < 4,
        (Feature.SHAPE,),
    ),
    forbid(
        "instant_on_discard",
        "三金倒只能自摸",
        "三金倒 wins at once on a draw, not on a discard",
        lambda e: _fed(e) and e.shape is _INSTANT,
        (Feature.SHAPE,),
    ),
)

SELF_DRAW: FuzhouItem = Item(
    key="self_draw",
    chinese="自摸",
    english="self-draw type: each other seat pays 2 × C + S",
    value=2,
    unit="倍",
    stage=Stage.MULTIPLY,
    when=lambda e: e.self_drawn,
    reads=(),
    most=1,
)


def _fed_items(table: Mapping[str, int]) -> tuple[FuzhouItem, ...]:
    """谁放冲谁负责: the discarder alone pays 2 × (C + S)."""

    def twice_s(e: FuzhouEvaluation) -> int:
        best = special(e, table)
        return best[1] if best is not None and _fed(e) else 0

    return (
        Item(
            key="fed",
            chinese="放冲",
            english="the discarder pays 2 × (C + S)",
            value=2,
            unit="倍",
            stage=Stage.MULTIPLY,
            when=_fed,
            scope=Scope.DISCARDER,
            reads=(),
            most=1,
        ),
        Item(
            key="fed_special",
            chinese="放冲特殊",
            english="the discarder pays the special win twice",
            value=1,
            unit="分",
            stage=Stage.ADD,
            when=twice_s,
            scope=Scope.DISCARDER,
            reads=SPECIAL_READS,
            most=max(table.values()),
            narrow=lambda e: _special_reads(e) if _fed(e) else (),
            bound=_highest_possible(table),
        ),
    )


def special_wins(special_table: str) -> Mapping[str, int]:
    """The special wins of the option ``special_table``."""
    return GODOT if special_table == "godot" else RESEARCH


def items(special_table: str, discard_payment: str) -> tuple[FuzhouItem, ...]:
    """The table for the options ``special_table`` and ``discard_payment``."""
    table = special_wins(special_table)
    specials = tuple(_special_item(key, value, table) for key, value in table.items())
    fed = _fed_items(table) if discard_payment == "discarder" else ()
    return (*REQUIREMENTS, *COUNT, SELF_DRAW, *fed, *specials)


ITEMS: tuple[FuzhouItem, ...] = items("research", "discarder")
"""The default table."""
