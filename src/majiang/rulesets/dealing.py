"""Who deals next: the small policies the rulesets' :meth:`Ruleset.next_deal` hooks use.

Each returns ``(next dealer, next 连庄 count)``. The count is how many times in a row
the dealer has kept the deal: a seat that newly takes the deal starts at ``first``
(0 in most regions; Hefei counts a new dealer as 1), and each round the same seat
deals again adds one.

>>> from majiang.rulesets import get
>>> from majiang.settlement import Round
>>> drawn = Round.build(get("jilin"), seats={}, dealer=2, lianzhuang=3)
>>> stay_on_win_or_draw(drawn), stay_on_win(drawn), stay_on_win_or_draw(drawn, first=1)
((2, 4), (3, 0), (2, 4))
"""

from __future__ import annotations

from majiang.scoring.context import SEATS
from majiang.settlement import Round

__all__ = ["dealer_won", "pass_to", "stay_on_win", "stay_on_win_or_draw"]


def dealer_won(round: Round) -> bool:
    """Whether the dealer is one of the round's winners."""
    return any(w.seat == round.dealer for w in round.wins)


def pass_to(round: Round, seat: int, *, first: int = 0) -> tuple[int, int]:
    """``seat`` deals next: the count goes on (+1) if it is the dealer, else restarts at ``first``."""
    if seat == round.dealer:
        return seat, max(round.lianzhuang, first) + 1
    return seat, first


def stay_on_win_or_draw(round: Round, *, first: int = 0) -> tuple[int, int]:
    """The dealer keeps the deal after his own win or a drawn round; otherwise the next seat deals."""
    if round.drawn or dealer_won(round):
        return pass_to(round, round.dealer, first=first)
    return pass_to(round, (round.dealer + 1) % SEATS, first=first)


def stay_on_win(round: Round, *, first: int = 0) -> tuple[int, int]:
    """The dealer keeps the deal after his own win only; after anything else, a drawn round
    included, the next seat deals."""
    if dealer_won(round):
        return pass_to(round, round.dealer, first=first)
    return pass_to(round, (round.dealer + 1) % SEATS, first=first)
