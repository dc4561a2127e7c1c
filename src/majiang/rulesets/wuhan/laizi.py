"""Wuhan's special tiles: the 赖子 (wildcard) and the 皮 chosen from a turned-up tile, and
the fixed 红中; laid out one at a time as kongs (红中杠, 赖子杠, 皮子杠).

After the deal the first wall tile is turned up (the indicator). The 赖子 is its
successor (ranks wrap; honors in one cycle 东南西北中发白 with 中 skipped, since 中 is
always 红中); the 皮 are the indicator's kind and its predecessor.

>>> from majiang.tiles import Tile
>>> print(LAIZI.from_indicator(Tile.from_str("北")))
turned up 4z; 赖子 6z; 皮 4z 3z
>>> specials(Tile.from_str("9m"))
Specials(laizi=Tile(suit='m', rank=1), pi=(Tile(suit='m', rank=9), Tile(suit='m', rank=8)))
>>> [laid_kind(Tile.from_str(t), specials(Tile.from_str("9m"))) for t in ("中", "1m", "8m", "5p")]
['hongzhong', 'laizi', 'pi', None]
"""

from __future__ import annotations

from functools import lru_cache

import attrs

from majiang.tiles import FirstTile, Reserve, Tile, Wildcards

__all__ = ["HONGZHONG", "LAIZI", "RESERVE", "Specials", "laid_kind", "marked", "specials"]

HONGZHONG = Tile(suit="z", rank=7)
"""红中: the four 中, never in a winning hand; each laid out is a 红中杠."""

LAIZI = Wildcards(
    name="赖子",
    english="laizi",
    source=FirstTile(),
    steps=(1,),
    honor_cycle=tuple(Tile(suit="z", rank=r) for r in (1, 2, 3, 4, 7, 6, 5)),
    skipped=(HONGZHONG,),
    marks=(("皮", (0, -1)),),
)
"""The 赖子 rule: the first wall tile after the deal, its successor wild, 皮 marked."""

RESERVE = Reserve(last_zone=4)
"""The wall is played out; a self-draw among the last four tiles is 海底捞月."""


@attrs.frozen(kw_only=True)
class Specials:
    """The round's 赖子 kind and its two 皮 kinds."""

    laizi: Tile
    pi: tuple[Tile, ...]


@lru_cache(maxsize=64)
def specials(indicator: Tile) -> Specials:
    """The 赖子 and 皮 that ``indicator`` chooses (kept per indicator)."""
    choice = LAIZI.from_indicator(indicator)
    return Specials(laizi=choice.wilds[0], pi=dict(choice.marks)["皮"])


@lru_cache(maxsize=64)
def marked(special: Specials) -> frozenset[int]:
    """The kinds (indices) of 红中 and the 皮: never in a winning hand (kept per round's specials)."""
    return frozenset((HONGZHONG.index, *(t.index for t in special.pi)))


def laid_kind(tile: Tile, special: Specials) -> str | None:
    """What laying ``tile`` out makes: ``"hongzhong"``, ``"laizi"``, ``"pi"`` or ``None``
    (a tile that can not be laid out). A 中 is always 红中 first."""
    if tile == HONGZHONG:
        return "hongzhong"
    if tile == special.laizi:
        return "laizi"
    if tile in special.pi:
        return "pi"
    return None
