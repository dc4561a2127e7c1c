"""The one check of claimed melds, shared by ``score``, ``settle``, JSON and the CLI.

A hand's exposed melds must be claims its ruleset allows (:class:`~majiang.rulesets.base.Claims`):
a chi only from the previous seat (上家, seat − 1), never a meld claimed from the
claimer's own seat, no wildcard in a claim unless the ruleset allows it, and a
concealed kong only where concealed kongs exist. (That a concealed meld names no
seat and an added kong is exposed is checked by :class:`~majiang.hands.Meld` itself.)

>>> from majiang.hands import Hand
>>> from majiang.rulesets.base import Claims
>>> hand = Hand.parse("11z", melds="345s@2")
>>> check_claims(Claims(), hand, ruleset="jian", seat=0, where="seat 0")
Traceback (most recent call last):
...
majiang.errors.HandError: jian: a chi is claimed from the previous seat 3, not from seat 2: \
'345s@2' (seat 0 '11z 345s@2')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from majiang.errors import HandError, RoundError
from majiang.hands import Hand, MeldKind
from majiang.scoring.context import SEATS

if TYPE_CHECKING:
    from majiang.rulesets.base import Claims
    from majiang.settlement import Round

__all__ = ["check_chi_sources", "check_claims", "previous_seat"]


def previous_seat(seat: int) -> int:
    """The seat that discards just before ``seat`` (上家), the one a chi is claimed from."""
    return (seat - 1) % SEATS


def check_chi_sources(round: Round) -> None:
    """Raise :class:`RoundError` unless every chi of the round's seats was claimed from the
    claimer's previous seat: a region's ``validate_round`` calls it to refuse the round
    before its hands are scored.

    >>> from majiang.rulesets import get
    >>> from majiang.settlement import Round
    >>> seat_2 = Hand.parse("11z777z55m", melds="123m@0 456m@1")
    >>> check_chi_sources(Round.build(get("shanghai"), seats={2: seat_2}))
    Traceback (most recent call last):
    ...
    majiang.errors.RoundError: seat 2 chi'd 123m@0 from seat 0: a chi takes the previous seat's \
discard (seat 1)
    """
    for seat, record in enumerate(round.seats):
        for meld in record.hand.melds:
            source = meld.claimed_from
            if meld.kind is MeldKind.SEQUENCE and source is not None and source != previous_seat(seat):
                raise RoundError(
                    f"seat {seat} chi'd {meld} from seat {source}: a chi takes the previous seat's "
                    f"discard (seat {previous_seat(seat)})"
                )


def check_claims(claims: Claims, hand: Hand, *, ruleset: str, seat: int | None, where: str) -> None:
    """Raise :class:`HandError` unless every meld of ``hand`` is a claim ``claims`` allows
    for the player at ``seat`` (``None``: the seat is unknown, seat rules are not checked)."""
    for meld in hand.melds:
        # the texts are written only for a message: a hand that passes formats nothing
        if meld.concealed:
            if not claims.concealed_kong:
                raise HandError(f"{ruleset} has no concealed kong like {str(meld)!r} ({_at(where, hand)})")
            continue
        if not claims.wild_in_claims and meld.wild_count:
            raise HandError(
                f"claimed meld {str(meld)!r} uses a wildcard as another tile ({_at(where, hand)})"
            )
        kind = meld.kind
        if kind is MeldKind.SEQUENCE:
            allowed = claims.chi
        elif kind is MeldKind.HONOR_RUN:  # claimed as a chi, where honor runs may be
            allowed = claims.honor_runs
        elif kind is MeldKind.TRIPLET:
            allowed = claims.pon
        else:
            allowed = claims.kong
        if not allowed:
            raise HandError(
                f"{ruleset} does not allow a claimed {kind.value} like {str(meld)!r} ({_at(where, hand)})"
            )
        source = meld.claimed_from
        if seat is None or source is None:
            continue
        if source == seat:
            raise HandError(f"seat {seat} can not claim {str(meld)!r} from itself ({_at(where, hand)})")
        if kind in (MeldKind.SEQUENCE, MeldKind.HONOR_RUN) and source != previous_seat(seat):
            raise HandError(
                f"{ruleset}: a chi is claimed from the previous seat {previous_seat(seat)}, "
                f"not from seat {source}: {str(meld)!r} ({_at(where, hand)})"
            )


def _at(where: str, hand: Hand) -> str:
    return f"{where} {str(hand)!r}"
