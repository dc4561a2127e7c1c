"""The big wins 大胡 as conditions on an arrangement, and the tile helpers they share.

Shape big wins (碰碰胡, 将将胡, 清一色, 七小对) read the tiles; the others read how
the hand won (:class:`~majiang.scoring.WinContext`):

* 天胡: ``first_draw``, the dealer, self-drawn;
* 地胡: ``first_draw``, a non-dealer, on the dealer's (first) discard;
* 海底捞月 / 海底炮: ``last_tile``, self-drawn / on a discard;
* 杠上开花: :attr:`WinMethod.KONG_REPLACEMENT` — the replacement of a dice kong
  (开杠); a win on an ordinary replacement (补张) is a plain self-draw ("算作自摸");
* 抢杠胡: :attr:`WinMethod.ROBBED_KONG` (an added exposed kong; a concealed kong
  can not be robbed);
* 杠上炮: ``kong_discard``, the konger's discard after a dice kong.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

import attrs

from majiang.hands import Hand, Shape
from majiang.scoring import Evaluation, Item, WinMethod
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.changsha.facts import ChangshaFacts
    from majiang.rulesets.changsha.ruleset import ChangshaOptions

ChangshaEvaluation: TypeAlias = "Evaluation[ChangshaOptions, ChangshaFacts]"
"""What a condition of Changsha's table sees: its options and facts typed."""
ChangshaItem: TypeAlias = "Item[ChangshaOptions, ChangshaFacts]"

__all__ = ["BIG_WINS", "JIANG", "BigWin", "all_tiles", "big_count", "shape_big"]

JIANG = frozenset((2, 5, 8))
"""The ranks of a 将 (the pair of a small win)."""


def all_tiles(hand: Hand) -> list[Tile]:
    """Every tile the hand holds, concealed and melded (a kong counts four)."""
    return [*hand.tiles, *(t for m in hand.melds for t in m.physical)]


def _jiangjiang(e: ChangshaEvaluation) -> bool:
    return e.once("changsha.jiangjiang", lambda: all(t.rank in JIANG for t in all_tiles(e.hand)))


def _flush(e: ChangshaEvaluation) -> bool:
    return e.once("changsha.flush", lambda: len({t.suit for t in all_tiles(e.hand)}) == 1)


def _tianhu(e: ChangshaEvaluation) -> bool:
    c = e.context
    return c.first_draw and c.winner_is_dealer and c.method is WinMethod.SELF_DRAW


def _dihu(e: ChangshaEvaluation) -> bool:
    c = e.context
    return c.first_draw and c.method is WinMethod.DISCARD and c.discarder == c.dealer


@attrs.frozen(kw_only=True)
class BigWin:
    key: str
    chinese: str
    english: str
    when: Callable[[ChangshaEvaluation], bool] = attrs.field(eq=False, repr=False)
    shape: bool = False
    """A shape big win frees the pair (乱将)."""


BIG_WINS: tuple[BigWin, ...] = (
    BigWin(key="tianhu", chinese="天胡", english="the dealer wins on the deal", when=_tianhu),
    BigWin(key="dihu", chinese="地胡", english="won on the dealer's first discard", when=_dihu),
    BigWin(
        key="pengpeng", chinese="碰碰胡", english="all triplets", shape=True, when=lambda e: e.all_triplets
    ),
    BigWin(
        key="jiangjiang", chinese="将将胡", english="every tile a 2, 5 or 8", shape=True, when=_jiangjiang
    ),
    BigWin(key="flush", chinese="清一色", english="one suit", shape=True, when=_flush),
    BigWin(
        key="haidi_laoyue",
        chinese="海底捞月",
        english="won by taking the last tile",
        when=lambda e: e.context.last_tile and e.context.method is WinMethod.SELF_DRAW,
    ),
    BigWin(
        key="haidi_pao",
        chinese="海底炮",
        english="won on the last tile, discarded",
        when=lambda e: e.context.last_tile and e.context.method is WinMethod.DISCARD,
    ),
    BigWin(
        key="seven_pairs",
        chinese="七小对",
        english="seven pairs",
        shape=True,
        when=lambda e: e.shape is Shape.SEVEN_PAIRS,
    ),
    BigWin(
        key="kong_bloom",
        chinese="杠上开花",
        english="won on a dice kong's replacement",
        when=lambda e: e.context.method is WinMethod.KONG_REPLACEMENT,
    ),
    BigWin(
        key="robbed_kong",
        chinese="抢杠胡",
        english="won on a tile added to an exposed kong",
        when=lambda e: e.context.method is WinMethod.ROBBED_KONG,
    ),
    BigWin(
        key="kong_discard",
        chinese="杠上炮",
        english="won on the konger's discard after a dice kong",
        when=lambda e: e.context.kong_discard,
    ),
)


def big_count(e: ChangshaEvaluation) -> int:
    """How many big wins the arrangement has (worked out once per reading: six rows ask)."""
    return e.per_reading("changsha.big", lambda: sum(1 for win in BIG_WINS if win.when(e)))


def shape_big(e: ChangshaEvaluation) -> bool:
    """A shape big win applies (the pair is free)."""
    return e.per_reading("changsha.shape_big", lambda: any(win.shape and win.when(e) for win in BIG_WINS))
