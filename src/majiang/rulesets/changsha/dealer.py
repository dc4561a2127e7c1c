"""Who deals the next Changsha round: the source's rules A–G (庄家确定方法).

* A: the first round's dealer is drawn at random (the caller's business);
* B: whoever wins deals (以后谁胡牌，下局谁做庄) — a single winner, or a single seat
  that won at the deal;
* C, D, F: nobody wins: the seat that took the 海底 deals (C), or, if all four passed
  it up, the first seat that could have taken it (D), or, if the 海底 went as a kong's
  replacement, the seat that drew it (F). The round records that seat as
  :attr:`Round.haidi_seat <majiang.settlement.Round.haidi_seat>`;
* E: several winners on one discard (通炮): the discarder deals;
* G: two or more seats win at the deal (天胡, 四喜, 六六顺, 缺一色, 板板胡): the seat the
  bird lands on deals (the first bird, when more are turned up).

The source has no 连庄 count; it is counted as everywhere (+1 when the dealer deals
again, 0 for a new dealer).

>>> from majiang.rulesets import get
>>> changsha = get("changsha")
>>> rounds = dict(changsha.samples())
>>> next_deal(rounds["x-small-self-draw"])  # B: seat 1 won
(1, 0)
"""

from __future__ import annotations

from majiang.errors import RoundError
from majiang.rulesets.changsha.birds import bird_seat
from majiang.rulesets.changsha.facts import facts_of
from majiang.rulesets.dealing import pass_to
from majiang.scoring import WinMethod
from majiang.settlement import Round

__all__ = ["deal_winners", "next_deal"]


def deal_winners(round: Round) -> tuple[int, ...]:
    """The seats that won at the deal: declared small wins, or the dealer's 天胡."""
    seats = {seat for seat, keys in enumerate(facts_of(round.facts).deal_wins) if keys}
    seats.update(
        w.seat
        for w in round.wins
        if w.first_draw and w.seat == round.dealer and w.method is WinMethod.SELF_DRAW
    )
    return tuple(sorted(seats))


def next_deal(round: Round) -> tuple[int, int]:
    """``(next dealer, next 连庄 count)`` by rules B–G (see the module)."""
    at_deal = deal_winners(round)
    birds = facts_of(round.facts).birds
    if len(at_deal) >= 2:
        if not birds:
            seats = ", ".join(str(s) for s in at_deal)
            raise RoundError(
                f"seats {seats} won at the deal: the next dealer is the seat the bird lands on (rule G), "
                "and the round has no bird"
            )
        return pass_to(round, bird_seat(birds[0], round.dealer))
    if len(at_deal) == 1:  # with deal-time wins, only the dealer's 天胡 may win besides
        return pass_to(round, at_deal[0])
    if len(round.wins) == 1:
        return pass_to(round, round.wins[0].seat)
    if len(round.wins) > 1:
        discarder = round.wins[0].discarder
        if discarder is None:
            raise RoundError("several winners must share one discard (通炮), and the wins name no discarder")
        return pass_to(round, discarder)
    if round.haidi_seat is None:
        raise RoundError(
            "nobody won: the next dealer is the seat that took the 海底, or the first seat it was "
            "offered to (rules C, D, F), and the round does not record it (haidi_seat)"
        )
    return pass_to(round, round.haidi_seat)
