"""Jilin's winning requirements (胡牌的要求), each a ``FORBID`` item named for itself.

Every condition reads the arrangement being scored (its faces: a wildcard 宝
counts as the tile it stands for), so a hand is refused only if no reading meets
all of them. The wait (5) is read from the arrangement; 夹 and 边 also need the
ready hand to wait on exactly one kind.

中发白 (§九.3): two of them may chi the third (a claimed ``567z``) or win on it (a 夹),
and the run is a set; it waives the 1/9 and the pon (免1、9，免碰). Three different
winds are no set in the hand (they are only a 三风蛋 laid out). An egg laid out
(``WinContext.set_aside``: 三风蛋, or 中发白 shown together) counts as a kong for the
requirements: it stands in for the pon and the 1/9 (杠可顶碰和1、9; 中发白 自摸算杠).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, TypeAlias

from majiang.hands import Hand, MeldKind, Shape, ShapeGrammar, WaitShape, waits
from majiang.scoring import Evaluation, Feature, Item
from majiang.scoring.item import requirement
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.jilin.ruleset import JilinOptions

JilinEvaluation: TypeAlias = "Evaluation[JilinOptions, None]"
"""What a condition of Jilin's table sees: its options and facts typed."""
JilinItem: TypeAlias = "Item[JilinOptions, None]"

__all__ = [
    "DRAGON_RUN",
    "GRAMMAR",
    "REQUIREMENTS",
    "closed_wait",
    "dihu",
    "dragon_run",
    "edge_wait",
    "eggs",
    "faces",
    "flush",
    "pair_wait",
    "piao",
    "shoubayi",
    "tianhu",
    "wind_run",
]

GRAMMAR = ShapeGrammar(honor_runs=True, seven_pairs=True)
"""4 sets (sequences, triplets, kongs, 中发白) + a pair, or seven pairs. The shared
grammar's honor runs include three different winds; :data:`REQUIREMENTS` refuses
those readings (only 中发白 is a set here)."""

DRAGON_RUN = tuple(Tile.from_str(t) for t in ("5z", "6z", "7z"))
"""中发白 as a set (白 发 中)."""


def _honor_runs(e: JilinEvaluation) -> list[tuple[Tile, ...]]:
    return [tuple(sorted(m.tiles)) for m in e.arrangement.melds if m.kind is MeldKind.HONOR_RUN]


def dragon_run(e: JilinEvaluation) -> bool:
    """The reading holds 中发白 as a set (claimed, or in the hand)."""
    return DRAGON_RUN in _honor_runs(e)


def wind_run(e: JilinEvaluation) -> bool:
    """The reading uses three different winds as a set, which Jilin does not allow."""
    return any(run != DRAGON_RUN for run in _honor_runs(e))


def eggs(e: JilinEvaluation) -> int:
    """Eggs laid out (三风蛋, 中发白): each counts as a kong for the requirements."""
    return len(e.context.set_aside)


def faces(e: JilinEvaluation) -> list[Tile]:
    """Every tile of the arrangement as it stands (kongs count four)."""
    return [t for m in e.arrangement.melds for t in m.tiles]


def _suits(e: JilinEvaluation) -> set[str]:
    return {t.suit for t in faces(e) if t.is_suited}


def flush(e: JilinEvaluation) -> bool:
    """清一色: one suit, honors allowed."""
    return len(_suits(e)) == 1


def _kongs(e: JilinEvaluation) -> bool:
    return any(m.kind is MeldKind.KONG for m in e.arrangement.melds)


@lru_cache(maxsize=1024)
def _wait_kinds(hand: Hand) -> int:
    """How many kinds the hand waited on before its winning tile."""
    return len(waits(hand.without_win(), GRAMMAR, shapes=False))


def _one_kind(e: JilinEvaluation) -> bool:
    return _wait_kinds(e.hand) == 1


def tianhu(e: JilinEvaluation) -> bool:
    """天胡: the dealer's dealt 14 tiles win."""
    return e.context.first_draw and e.context.winner_is_dealer and e.self_drawn


def dihu(e: JilinEvaluation) -> bool:
    """地胡: another seat wins on his first draw."""
    return e.context.first_draw and not e.context.winner_is_dealer and e.self_drawn


def closed_wait(e: JilinEvaluation) -> bool:
    """夹: a closed wait (13 waiting 2), or two of 中发白 waiting on the third (算夹胡),
    the hand waiting on that kind alone."""
    wait = e.arrangement.wait
    return (wait is WaitShape.CLOSED or (wait is WaitShape.HONOR_RUN and dragon_run(e))) and _one_kind(e)


def edge_wait(e: JilinEvaluation) -> bool:
    """边: an edge wait (12 waiting 3, 89 waiting 7), the hand waiting on that kind alone."""
    return e.arrangement.wait is WaitShape.EDGE and _one_kind(e)


def pair_wait(e: JilinEvaluation) -> bool:
    """顶: the winning tile made up the pair of a standard hand."""
    return e.shape is Shape.STANDARD and e.arrangement.wait is WaitShape.SINGLE


def piao(e: JilinEvaluation) -> bool:
    """漂: all triplets and kongs, no chi."""
    return e.all_triplets


def shoubayi(e: JilinEvaluation) -> bool:
    """手把一: four melds laid down, won on a single wait for the last tile."""
    return len(e.hand.melds) == 4 and e.arrangement.wait is WaitShape.SINGLE


def seven_pairs(e: JilinEvaluation) -> bool:
    return e.shape is Shape.SEVEN_PAIRS


def _suits_ok(e: JilinEvaluation) -> bool:
    return len(_suits(e)) in (1, 3)


def _terminal_ok(e: JilinEvaluation) -> bool:
    return _kongs(e) or eggs(e) > 0 or any(t.is_terminal_or_honor for t in faces(e))


def _triplet_ok(e: JilinEvaluation) -> bool:
    if seven_pairs(e) or eggs(e) or dragon_run(e):
        return True
    if any(m.kind in (MeldKind.TRIPLET, MeldKind.KONG) for m in e.arrangement.melds):
        return True
    pair = e.arrangement.pair
    return pair is not None and pair.tiles[0].is_honor


def _ready_ok(e: JilinEvaluation) -> bool:
    return e.context.ready or tianhu(e) or dihu(e)


def _wait_ok(e: JilinEvaluation) -> bool:
    return tianhu(e) or any(f(e) for f in (closed_wait, edge_wait, pair_wait, piao, shoubayi, seven_pairs))


WAITS = (Feature.SHAPE, Feature.KINDS, Feature.HONORS, Feature.WIN)
"""What the wait items read: 夹/边/顶/手把一 the wait (中发白 as 夹), 漂 the kinds, 七对 the shape."""


REQUIREMENTS: tuple[JilinItem, ...] = (
    requirement(
        "no_wind_run",
        "三风不成顺",
        "three different winds are no set (only 中发白 is)",
        lambda e: not wind_run(e),
        (Feature.KINDS, Feature.HONORS),
    ),
    requirement(
        "three_suits", "三色全或清一色", "all three suits, or one suit (清一色)", _suits_ok, (Feature.SUITS,)
    ),
    requirement(
        "terminal",
        "不能断幺九",
        "a terminal (1 or 9) or an honor; a kong or an egg stands in",
        _terminal_ok,
        (Feature.KINDS, Feature.TERMINALS),
    ),
    requirement(
        "triplet",
        "必须有碰",
        "a pon or kong (an egg or 中发白 too), or a pair of honors as the eye, or seven pairs",
        _triplet_ok,
        (Feature.SHAPE, Feature.KINDS, Feature.SUITS, Feature.HONORS),
    ),
    requirement(
        "ready",
        "先报听后胡牌",
        "declared ready (天胡/地胡 excepted)",
        lambda e: e.context.ready or tianhu(e) or dihu(e),
        (),
    ),
    requirement("jiahu", "夹胡起步", "won by 夹, 边 (3/7), 顶, 漂, 手把一 or 七对", _wait_ok, WAITS),
)
