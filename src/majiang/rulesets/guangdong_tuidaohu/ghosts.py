"""Guangdong 推倒胡's 鬼牌 (ghosts) and horses 马.

Ghosts: the four 白 (``bai``) and/or the next one or two kinds after a tile turned up
before the deal (``flip=1`` / ``2``); a ghost stands for any tile in a winning hand.

Horses: after a win the winner turns up tiles from the wall; each belongs to a seat by
its position from the dealer (the shared :mod:`majiang.rulesets.horses`, re-exported here).

>>> from majiang.tiles import Tile
>>> print(gui(bai=True, flip=1).from_indicator(Tile.from_str("北")))
turned up 4z; 鬼 1z 5z
>>> [horse_offset(Tile.from_str(t)) for t in ("2s", "8p", "1z", "4m", "7z")]
[1, 3, 0, 3, 1]
>>> owned_horses(tuple(Tile.from_str(t) for t in ("2s", "8p", "1z", "4m")), seat=3, dealer=0)
2
"""

from __future__ import annotations

from majiang.errors import RulesetError
from majiang.rulesets.horses import HONOR_OFFSETS, horse_offset, owned_horses
from majiang.tiles import Fixed, LastTile, Tile, Wildcards

__all__ = ["BAI", "HONOR_OFFSETS", "gui", "horse_offset", "owned_horses"]

BAI = Tile(suit="z", rank=5)


def gui(*, bai: bool = False, flip: int = 0) -> Wildcards:
    """The ghosts: ``bai`` makes the four 白 ghosts; ``flip=1``/``2`` turns up the last
    tile before the deal and makes the next one or two kinds ghosts."""
    if type(bai) is not bool:
        raise RulesetError(f"gui bai must be True or False, not {bai!r}")
    if type(flip) is not int or flip not in (0, 1, 2):
        raise RulesetError(f"gui flip must be 0, 1 or 2, not {flip!r}")
    if not bai and flip == 0:
        raise RulesetError("gui needs bai=True or flip=1 or 2 (got bai=False, flip=0): no ghost at all")
    fixed = (BAI,) if bai else ()
    if flip == 0:
        return Wildcards(name="鬼", english="gui", source=Fixed(), fixed=fixed)
    steps = tuple(range(1, flip + 1))
    return Wildcards(name="鬼", english="gui", source=LastTile(passes=()), steps=steps, fixed=fixed)
