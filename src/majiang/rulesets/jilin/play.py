"""How a Jilin round is played (see ``docs/game.md``): 报听 with a discard (a win needs
it, scoring says so); the 宝 chosen at the first ready declarer's next draw, seen only
by ready seats, left in the wall, re-chosen when three copies are visible; claim
priority win > pon > kong > chi; 截胡; the last 7 stacks (+1 per kong) stay. Eggs (三风蛋
before the first discard, 中发白 at any turn) are laid out and replaced from the end; a tile
added to one may be robbed by a pon (抢碰) or a win (抢胡).

>>> PLAY.visible_to
Visibility.READY
>>> PLAY.outside_grammar([0] * 42, 0, True), PLAY.outside_grammar([0] * 42, 0, False)
(True, False)
"""

from __future__ import annotations

from majiang.rulesets.bao import mobao
from majiang.rulesets.playrules import EggGroup, FirstDraw, PlayRules, Reveal, SeveralWinners, Visibility
from majiang.tiles import parse_tiles

__all__ = ["PLAY"]


PLAY = PlayRules(
    reveal=Reveal.FIRST_READY_DRAW,
    visible_to=Visibility.READY,
    priority=("win", "pon", "kong", "chi"),
    several_winners=SeveralWinners.NEAREST,
    rob_kong=("added", "egg"),
    rob_by_pon=True,
    eggs=(
        EggGroup(kinds=tuple(parse_tiles("1234z")), size=3),  # 三风蛋: right after the deal
        EggGroup(kinds=tuple(parse_tiles("567z")), size=3, any_turn=True),  # 中发白: 自己抓算杠
    ),
    ready=True,
    ready_locks_hand=True,
    first_draw=(FirstDraw.DEALER_DEAL, FirstDraw.FIRST_SELF_DRAW),
    outside_grammar=mobao,
    outside_fed=False,  # mobao admits only the ready seat's self-drawn 宝
)
