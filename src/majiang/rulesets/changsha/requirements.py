"""Changsha's winning requirements, each a ``FORBID`` item named for itself, and 漏胡.

* 二五八将: a small win (小胡) needs a pair of rank 2, 5 or 8. A big win of shape
  (碰碰胡, 清一色, 将将胡; 七小对 has no pair) takes any pair ("乱将"). A hand that is big
  only for how it won (天胡, 地胡, 海底, 杠, 抢杠) needs the pair its shape needs — the
  source says so of 海底捞月 ("需要将（将的种类根据当前牌型决定）"); the option
  ``any_pair_big=True`` lets every big win take any pair instead.
* 漏胡: a player who passed up a win on a discard may not win on another's tile of
  that kind again before his next draw (:func:`may_win`).

>>> from majiang.tiles import Tile
>>> may_win(Tile.from_str("5m"), WinMethod.DISCARD, passed=[Tile.from_str("5m")])
False
>>> may_win(Tile.from_str("5m"), WinMethod.SELF_DRAW, passed=[Tile.from_str("5m")])
True
>>> may_win(Tile.from_str("8m"), WinMethod.DISCARD, passed=[Tile.from_str("5m")])
True
"""

from __future__ import annotations

from collections.abc import Iterable

from majiang.hands import Shape
from majiang.rulesets.changsha.wins import BIG_WINS, JIANG, ChangshaEvaluation, ChangshaItem, shape_big
from majiang.scoring import Item, Stage, WinMethod
from majiang.tiles import Tile

__all__ = ["REQUIREMENTS", "may_win", "needs_jiang"]


def may_win(tile: Tile, method: WinMethod, passed: Iterable[Tile] = ()) -> bool:
    """Whether 漏胡 lets a seat win on ``tile`` by ``method``, having passed up wins on
    the tiles ``passed`` since its last draw (only another's tile of a passed kind is barred)."""
    return method.self_drawn or tile not in set(passed)


def needs_jiang(e: ChangshaEvaluation) -> bool:
    """The arrangement is a standard hand that must have a 2/5/8 pair under the options."""
    if e.shape is not Shape.STANDARD or shape_big(e):
        return False
    return not (e.options.any_pair_big and any(win.when(e) for win in BIG_WINS))


def _bad_pair(e: ChangshaEvaluation) -> bool:
    pair = e.arrangement.pair
    return needs_jiang(e) and (pair is None or pair.tiles[0].rank not in JIANG)


def _louhu(e: ChangshaEvaluation) -> bool:
    tile = e.hand.win_tile
    return tile is not None and not may_win(tile, e.context.method, e.context.passed)


REQUIREMENTS: tuple[ChangshaItem, ...] = (
    Item(
        key="jiang",
        chinese="二五八将",
        english="a small win needs a pair of 2, 5 or 8",
        value=0,
        stage=Stage.FORBID,
        when=_bad_pair,
    ),
    Item(
        key="louhu",
        chinese="漏胡",
        english="passed up a win on this tile since the last draw",
        value=0,
        stage=Stage.FORBID,
        when=_louhu,
    ),
)
