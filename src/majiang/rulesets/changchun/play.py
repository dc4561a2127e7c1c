"""How a Changchun round is played (see ``docs/game.md``): 报听 with a discard, locking
the waits; the 宝 rolled at the first ready declarer's next draw, seen only by ready seats,
re-chosen at three visible (the rolled 宝 of :mod:`majiang.rulesets.bao`); one winner per
discard, the nearest; the last 7 stacks (+1 per kong) stay.

The special kongs (旋风杠 东南西北, 喜杠 中发白, 幺杠 ``1m 1p 1s``, 九杠 ``9m 9p 9s``) are
eggs (:class:`~majiang.rulesets.playrules.EggGroup`, ``Egg`` actions): three different
members laid out of the hand at any own turn, 幺鸡 ``1s`` standing in for a missing one,
each tile replaced from the wall's end; further members (or ``1s``) added later, which a
win may rob like an added kong. They are ``SeatRecord.set_aside``, which
:mod:`~majiang.rulesets.changchun.kongs` checks and pays.

>>> PLAY.visible_to, PLAY.reveal
(Visibility.READY, Reveal.FIRST_READY_DRAW)
>>> [len(group.kinds) for group in PLAY.eggs], str(PLAY.eggs[0].stand_in)
([4, 3, 3, 3], '1s')
"""

from __future__ import annotations

from majiang.rulesets.bao import mobao
from majiang.rulesets.changchun.kongs import SPECIAL_KONGS, YAOJI
from majiang.rulesets.playrules import EggGroup, FirstDraw, PlayRules, Reveal, SeveralWinners, Visibility

__all__ = ["PLAY"]

PLAY = PlayRules(
    reveal=Reveal.FIRST_READY_DRAW,
    visible_to=Visibility.READY,
    several_winners=SeveralWinners.NEAREST,
    rob_kong=("added", "egg"),
    eggs=tuple(
        EggGroup(kinds=tuple(sorted(members)), size=3, any_turn=True, stand_in=YAOJI)
        for _, members in SPECIAL_KONGS
    ),
    ready=True,
    ready_locks_hand=True,
    first_draw=(FirstDraw.DEALER_DEAL,),
    outside_grammar=mobao,
    outside_fed=False,  # mobao admits only the ready seat's self-drawn 宝
)
