"""How a Quanzhou round is played (see ``docs/game.md``): flowers replaced from the
wall's end; the 金 turned up after them (flowers turned up go to the dealer); 跟打;
at 16 tiles left each seat draws once more, self-draw only; the first claimant
counter-clockwise from the discarder takes the discard; an added kong may be robbed.
游金: 暗游 plays on silently; 光游 is a ``Ready`` whose discard leaves the hand winning on
any tile (``announced_swim``: that discard may only be won on, each other seat draws once,
self-draw only, then the declarer draws and wins); after a gold thrown in the any-tile
state (双游, 三游) the seat claims nothing and makes no kong (``wild_swim_locks``).

>>> from majiang.tiles import parse_tiles
>>> counts = [0] * 42
>>> for tile in parse_tiles("123m5z7z"):
...     counts[tile.index] += 1
>>> PLAY.must_discard(counts, lambda: parse_tiles("5z9p"), None)
(Tile(suit='z', rank=5),)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from majiang.rulesets.playrules import FirstDraw, PlayRules, Reveal, SeveralWinners, WallEnd, WildClaims
from majiang.tiles import Tile

__all__ = ["PLAY"]


_HONORS = tuple(Tile.from_index(i) for i in range(27, 34))


def gengda(
    counts: Sequence[int], discards: Callable[[], Sequence[Tile]], gold: Tile | None
) -> tuple[Tile, ...]:
    """跟打 as a discard constraint: the kinds :func:`forced_discards` forces out first.

    Only honors held once can be forced, so only they are looked at (in tile order, as
    :func:`forced_discards` lists them, with no ``Hand`` built on the hot path), and the
    discards only when there is one.

    >>> from majiang.hands import Hand
    >>> from majiang.rulesets.quanzhou.gengda import forced_discards
    >>> from majiang.tiles import parse_tiles
    >>> hand, out = Hand.parse("123m5z7z6z6z"), parse_tiles("5z9p6z")
    >>> gengda(hand.counts, lambda: out, None) == forced_discards(hand, out) == (Tile.from_str("5z"),)
    True
    """
    honors = counts[27:34]
    if 1 not in honors:  # (the common case, asked at every discard listed)
        return ()
    singles = [t for t, n in zip(_HONORS, honors, strict=True) if n == 1 and t != gold]
    if not singles:
        return ()
    on_table = {t.index for t in discards()}  # by index: a set of Tiles hashes each with attrs' __hash__
    return tuple(t for t in singles if t.index in on_table)


PLAY = PlayRules(
    flowers=True,
    reveal=Reveal.AFTER_FLOWERS,
    several_winners=SeveralWinners.NEAREST,
    rob_kong=("added",),
    wild_claims=WildClaims.DISCARD,
    must_discard=gengda,
    wall_end=WallEnd.DRAW_ONLY,
    first_draw=(FirstDraw.DEALER_DEAL,),
    count_wild_discards=True,
    ready=True,
    announced_swim=True,
    wild_swim_locks=True,
)
