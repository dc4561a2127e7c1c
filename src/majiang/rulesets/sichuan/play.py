"""How a Sichuan round is played (see ``docs/game.md``): 换三张 when the option is on (each
seat passes three tiles of one suit, the dice naming the way), then 定缺 (each seat names
its void suit in one window; its tiles are discarded first and never claimed or konged);
no chi; pon and kong from anyone; 一炮多响; only an added kong may be robbed; 天胡 and 地胡
(a win on the dealer's first discard); 最后四张 (a win on one of the last four tiles can not
be passed); 血战到底: winners leave and the others play on (``xuezhan=False``: the first
win ends the round); the wall is played out.

>>> PLAY.several_winners, PLAY.rob_kong, PLAY.void_suit, PLAY.must_win_last, PLAY.exchange
(SeveralWinners.ALL, ('added',), True, 4, 0)
>>> rules = play_for(huansanzhang=True, zuihou_sizhang=False)
>>> rules.exchange, rules.must_win_last
(3, 0)
"""

from __future__ import annotations

import functools
from typing import Any

import attrs

from majiang.rulesets.playrules import FirstDraw, PlayRules, SeveralWinners
from majiang.rulesets.sichuan.facts import SichuanFacts

__all__ = ["PLAY", "play_for"]

LAST_FOUR = 4
"""最后四张: the wall's last tiles on which a win can not be passed."""
EXCHANGE = 3
"""换三张: the tiles each seat passes on."""

PLAY = PlayRules(
    several_winners=SeveralWinners.ALL,
    rob_kong=("added",),
    first_draw=(FirstDraw.DEALER_DEAL, FirstDraw.DEALER_DISCARD),
    winners_leave=True,
    void_suit=True,
    must_win_last=LAST_FOUR,
    facts=lambda table: _facts(table),
)
"""The digest's play (换三张 off, 最后四张 on)."""


@functools.cache
def play_for(*, huansanzhang: bool, zuihou_sizhang: bool) -> PlayRules:
    """``PLAY`` for the options 换三张 (``exchange=3``) and 最后四张 (``must_win_last=4``)."""
    return attrs.evolve(
        PLAY, exchange=EXCHANGE if huansanzhang else 0, must_win_last=LAST_FOUR if zuihou_sizhang else 0
    )


def _facts(table: Any) -> SichuanFacts:
    """The round's facts: each seat's void suit as it named it."""
    return SichuanFacts(void=table.voids)
