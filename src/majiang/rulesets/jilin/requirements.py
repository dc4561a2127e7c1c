"""Jilin's winning requirements (胡牌的要求), each a ``FORBID`` item named for itself.

Every condition reads the arrangement being scored (its faces: a wildcard 宝
counts as the tile it stands for), so a hand is refused only if no reading meets
all of them. The wait (5) is read from the arrangement; 夹 and 边 also need the
ready hand to wait on exactly one kind.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from majiang.hands import Hand, MeldKind, Shape, ShapeGrammar, WaitShape, waits
from majiang.scoring import Evaluation, Item, Stage
from majiang.tiles import Tile

__all__ = [
    "GRAMMAR",
    "REQUIREMENTS",
    "closed_wait",
    "dihu",
    "edge_wait",
    "faces",
    "flush",
    "pair_wait",
    "piao",
    "shoubayi",
    "tianhu",
]

GRAMMAR = ShapeGrammar(honor_runs=False, seven_pairs=True)
"""4 sets (sequences, triplets, kongs) + a pair, or seven pairs; nothing else."""


def faces(e: Evaluation) -> list[Tile]:
    """Every tile of the arrangement as it stands (kongs count four)."""
    return [t for m in e.arrangement.melds for t in m.tiles]


def _suits(e: Evaluation) -> set[str]:
    return {t.suit for t in faces(e) if t.is_suited}


def flush(e: Evaluation) -> bool:
    """清一色: one suit, honors allowed."""
    return len(_suits(e)) == 1


def _kongs(e: Evaluation) -> bool:
    return any(m.kind is MeldKind.KONG for m in e.arrangement.melds)


@lru_cache(maxsize=1024)
def _wait_kinds(hand: Hand) -> int:
    """How many kinds the hand waited on before its winning tile."""
    return len(waits(hand.without_win(), GRAMMAR, shapes=False))


def _one_kind(e: Evaluation) -> bool:
    return _wait_kinds(e.hand) == 1


def tianhu(e: Evaluation) -> bool:
    """天胡: the dealer's dealt 14 tiles win."""
    return e.context.first_draw and e.context.winner_is_dealer and e.self_drawn


def dihu(e: Evaluation) -> bool:
    """地胡: another seat wins on his first draw."""
    return e.context.first_draw and not e.context.winner_is_dealer and e.self_drawn


def closed_wait(e: Evaluation) -> bool:
    """夹: a closed wait (13 waiting 2), the hand waiting on that kind alone."""
    return e.arrangement.wait is WaitShape.CLOSED and _one_kind(e)


def edge_wait(e: Evaluation) -> bool:
    """边: an edge wait (12 waiting 3, 89 waiting 7), the hand waiting on that kind alone."""
    return e.arrangement.wait is WaitShape.EDGE and _one_kind(e)


def pair_wait(e: Evaluation) -> bool:
    """顶: the winning tile made up the pair of a standard hand."""
    return e.shape is Shape.STANDARD and e.arrangement.wait is WaitShape.SINGLE


def piao(e: Evaluation) -> bool:
    """漂: all triplets and kongs, no chi."""
    return e.all_triplets


def shoubayi(e: Evaluation) -> bool:
    """手把一: four melds laid down, won on a single wait for the last tile."""
    return len(e.hand.melds) == 4 and e.arrangement.wait is WaitShape.SINGLE


def seven_pairs(e: Evaluation) -> bool:
    return e.shape is Shape.SEVEN_PAIRS


def _suits_ok(e: Evaluation) -> bool:
    return len(_suits(e)) in (1, 3)


def _terminal_ok(e: Evaluation) -> bool:
    return _kongs(e) or any(t.is_terminal_or_honor for t in faces(e))


def _triplet_ok(e: Evaluation) -> bool:
    if seven_pairs(e) or any(m.kind in (MeldKind.TRIPLET, MeldKind.KONG) for m in e.arrangement.melds):
        return True
    pair = e.arrangement.pair
    return pair is not None and pair.tiles[0].is_honor


def _ready_ok(e: Evaluation) -> bool:
    return e.context.ready or tianhu(e) or dihu(e)


def _wait_ok(e: Evaluation) -> bool:
    return tianhu(e) or any(f(e) for f in (closed_wait, edge_wait, pair_wait, piao, shoubayi, seven_pairs))


def _forbid(key: str, chinese: str, english: str, ok: Callable[[Evaluation], bool]) -> Item:
    def when(e: Evaluation) -> bool:
        return not ok(e)

    return Item(key=key, chinese=chinese, english=english, value=0, stage=Stage.FORBID, when=when)


REQUIREMENTS: tuple[Item, ...] = (
    _forbid("three_suits", "三色全或清一色", "all three suits, or one suit (清一色)", _suits_ok),
    _forbid("terminal", "不能断幺九", "a terminal (1 or 9) or an honor; a kong stands in", _terminal_ok),
    _forbid(
        "triplet",
        "必须有碰",
        "a pon or kong, or a pair of honors as the eye, or seven pairs",
        _triplet_ok,
    ),
    _forbid(
        "ready",
        "先报听后胡牌",
        "declared ready (天胡/地胡 excepted)",
        lambda e: e.context.ready or tianhu(e) or dihu(e),
    ),
    _forbid("jiahu", "夹胡起步", "won by 夹, 边 (3/7), 顶, 漂, 手把一 or 七对", _wait_ok),
)
