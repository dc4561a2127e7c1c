"""How a Fuzhou round is played (see ``docs/game.md``): every honor and flower is a flower,
replaced from the wall's end in rounds (dealer first) after the deal and at once when
drawn; the 金 is turned up after them; a 金 can not be claimed nor help a claim; the
nearest claimant wins (win > pon/kong > chi), except that a 金雀 hand takes precedence
(``win_rank``); only an added kong may be robbed; a seat that threw a 金 wins only by
self-draw (``wild_thrown_self_draws``); 抢金: right after 开金 a seat whose hand wins with
the turned-up 金 takes it (``grab``).

>>> PLAY.flower_mode, PLAY.reveal
('round', Reveal.AFTER_FLOWERS)
"""

from __future__ import annotations

from typing import Any

from majiang.rulesets.playrules import FirstDraw, PlayRules, Reveal, SeveralWinners, WildClaims

__all__ = ["PLAY", "PRECEDENCE", "jinque_first"]

PRECEDENCE = frozenset({"jinque", "jinlong"})
"""The special wins that take a discard from nearer claimants: 金雀, and 金龙 (the one
special above it, which its hand is paid instead where both read)."""


def jinque_first(score: Any) -> int:
    """A claimant's rank on a discard several seats win on: 1 for a 金雀 (or 金龙) hand, else 0.

    >>> from majiang.rulesets import get
    >>> fuzhou = get("fuzhou")
    >>> samples = dict(fuzhou.samples())
    >>> def rank(key):
    ...     round = samples[key]
    ...     return jinque_first(fuzhou.score(round.winning_hand(round.wins[0]), round.context(round.wins[0])))
    >>> rank("x-jinque-flower-four-exposed-kong"), rank("x-qiangjin")
    (1, 0)
    """
    return int(any(award.item.key in PRECEDENCE for award in score.awards))


PLAY = PlayRules(
    flowers=True,
    flower_mode="round",
    reveal=Reveal.AFTER_FLOWERS,
    several_winners=SeveralWinners.NEAREST,
    rob_kong=("added",),
    wild_claims=WildClaims.NEVER,
    first_draw=(FirstDraw.DEALER_DEAL,),
    win_rank=jinque_first,
    wild_thrown_self_draws=True,
    grab=True,
)
