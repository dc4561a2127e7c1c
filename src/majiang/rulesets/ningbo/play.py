"""How a Ningbo round is played (see ``docs/game.md``): the larger die counts the break,
the smaller one turns up the 百搭 before the flowers are replaced (a flower of the 百搭
group is no flower); a flower drawn later is a flower kong 杠花; a 百搭 can not be
claimed nor help a claim; 吃张打张; 截胡; the last drawable tile is the 海底.

>>> PLAY.break_by, PLAY.reveal
('larger', Reveal.BEFORE_FLOWERS)
"""

from __future__ import annotations

from majiang.hands import Meld
from majiang.rulesets.ningbo.claims import forbidden_discards_after_chi
from majiang.rulesets.playrules import FirstDraw, PlayRules, Reveal, SeveralWinners, WildClaims
from majiang.tiles import Tile

__all__ = ["PLAY"]


def no_repeat(own: tuple[Tile, Tile], claimed: Tile) -> tuple[Tile, ...]:
    """吃张打张 as a discard constraint (:func:`forbidden_discards_after_chi`)."""
    return forbidden_discards_after_chi(Meld.of((*own, claimed), concealed=False), claimed)


PLAY = PlayRules(
    break_by="larger",
    flowers=True,
    flower_replacement_is_kong=True,
    reveal=Reveal.BEFORE_FLOWERS,
    several_winners=SeveralWinners.NEAREST,
    rob_kong=("added",),
    wild_claims=WildClaims.NEVER,
    after_chi=no_repeat,
    first_draw=(FirstDraw.DEALER_DEAL, FirstDraw.DEALER_DISCARD),
)
