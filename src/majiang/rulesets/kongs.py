"""Kongs as data a region composes: their money by kind, and which kongs may be robbed.

Most regions pay a kong by its kind alone: a direct kong (three in hand and a
discard, ``1111m@2``) is paid by its feeder alone or by every other seat; an
added kong (``1111m+``) and a concealed kong (``(1111m)``) by every other seat.
:class:`KongMoney` holds the three amounts and who pays a direct kong;
:meth:`KongMoney.transfers` turns one seat's kongs into :class:`Transfer` values
with reason ``KONG``, each naming its kong and the working. When the money is paid
(at once, only for the winner, void in a drawn round) is the region's business.
:func:`check_robbed_kongs` refuses a robbed kong the round can not show (an added kong
is robbed from the pon it was added to: the konger still shows that pon).

>>> from majiang.hands import Hand
>>> money = KongMoney(direct=1, added=1, concealed=2, direct_payers=KongPayers.FEEDER)
>>> hand = Hand.parse("123m", melds="5555p@2 (7777s) 9999m+")
>>> [(t.payer, t.payee, t.amount) for t in money.transfers(1, hand)]
[(2, 1, 1), (2, 1, 2), (3, 1, 2), (0, 1, 2), (2, 1, 1), (3, 1, 1), (0, 1, 1)]
>>> money.transfers(1, Hand.parse("123m", melds="5555p"))
Traceback (most recent call last):
...
majiang.errors.HandError: seat 1's direct kong 5555p must name the seat that fed it (e.g. 5555p@2): \
its feeder pays it
"""

from __future__ import annotations

import enum

import attrs

from majiang.errors import HandError, RoundError, RulesetError
from majiang.hands import Hand, Meld, MeldKind
from majiang.scoring.context import SEATS, WinMethod
from majiang.settlement import Reason, Round, Transfer

__all__ = ["ROBBED_KONG_REFUSAL", "KongMoney", "KongPayers", "check_robbed_kongs", "kong_name"]


class KongPayers(enum.Enum):
    """Who pays a direct kong (one made on a discard)."""

    FEEDER = "feeder"
    """The seat whose discard was konged (放杠者)."""
    OTHERS = "others"
    """Every other seat."""

    def __repr__(self) -> str:
        return f"KongPayers.{self.name}"


def _amount(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value < 0:
        raise RulesetError(f"KongMoney.{attribute.name} must be an int >= 0, not {value!r}")


def _payers(instance: object, attribute: attrs.Attribute[KongPayers], value: KongPayers) -> None:
    if not isinstance(value, KongPayers):
        raise RulesetError(f"KongMoney.direct_payers must be a KongPayers, not {value!r}")


def kong_name(meld: Meld) -> str:
    """明杠 (direct), 补杠 (added) or 暗杠 (concealed)."""
    if meld.concealed:
        return "暗杠"
    return "补杠" if meld.added else "明杠"


@attrs.frozen(kw_only=True)
class KongMoney:
    """What each kind of kong is worth, from each seat that pays it."""

    direct: int = attrs.field(validator=_amount)
    """A direct kong (明杠, 3 in hand + a discard), from each payer."""
    added: int = attrs.field(validator=_amount)
    """An added kong (补杠), from each other seat."""
    concealed: int = attrs.field(validator=_amount)
    """A concealed kong (暗杠), from each other seat."""
    direct_payers: KongPayers = attrs.field(default=KongPayers.FEEDER, validator=_payers)

    def meld_transfers(self, seat: int, meld: Meld) -> list[Transfer]:
        """The money of one of ``seat``'s melds (nothing unless it is a kong)."""
        if meld.kind is not MeldKind.KONG:
            return []
        others = [(seat + k) % SEATS for k in range(1, SEATS)]
        if meld.concealed:
            amount, payers = self.concealed, others
        elif meld.added:
            amount, payers = self.added, others
        else:
            amount = self.direct
            payers = others
            if self.direct_payers is KongPayers.FEEDER:
                if meld.claimed_from is None:
                    raise HandError(
                        f"seat {seat}'s direct kong {meld} must name the seat that fed it "
                        f"(e.g. {meld}@{others[0]}): its feeder pays it"
                    )
                payers = [meld.claimed_from]
        working = f"{kong_name(meld)} {meld}: {amount}"
        return [
            Transfer(payer=p, payee=seat, amount=amount, reason=Reason.KONG, working=working)
            for p in payers
            if amount
        ]

    def transfers(self, seat: int, hand: Hand) -> list[Transfer]:
        """The money of every kong ``seat`` shows in ``hand``, meld by meld."""
        return [t for meld in hand.melds for t in self.meld_transfers(seat, meld)]


ROBBED_KONG_REFUSAL = (
    "seat {seat} robs a kong of {tile}, but seat {konger} shows no pon of it to add to: "
    "only an added kong may be robbed"
)
"""The message of :func:`check_robbed_kongs`, formatted with ``seat``, ``tile`` and ``konger``."""


def check_robbed_kongs(round: Round, refusal: str = ROBBED_KONG_REFUSAL) -> None:
    """Raise unless each robbed kong (抢杠) of ``round`` is an added kong the konger could
    make: the konger shows an exposed pon of the winning tile (the pon it stays as, the
    fourth tile being the winner's). ``refusal`` is the message (a region whose pages and
    vectors quote a wording of its own passes that, with the same three fields).

    >>> from majiang.rulesets import get
    >>> from majiang.settlement import Win
    >>> from majiang.tiles import Tile
    >>> robbed = Win(seat=0, tile=Tile.from_str("5p"), method=WinMethod.ROBBED_KONG, discarder=1)
    >>> seats = {0: "123m456p234s777s99s", 1: Hand.parse("1234m678m234s", melds="555p@3")}
    >>> check_robbed_kongs(Round.build(get("jilin"), seats=seats, wins=robbed))
    >>> check_robbed_kongs(Round.build(get("jilin"), seats={0: seats[0], 1: "1234m678m23456s"}, wins=robbed))
    Traceback (most recent call last):
    ...
    majiang.errors.RoundError: seat 0 robs a kong of 5p, but seat 1 shows no pon of it to add to: \
only an added kong may be robbed
    """
    for win in round.wins:
        if win.method is not WinMethod.ROBBED_KONG:
            continue
        assert win.discarder is not None  # Win checks it
        konger = round.seats[win.discarder].hand
        if not any(
            m.kind is MeldKind.TRIPLET and not m.concealed and m.tiles[0] == win.tile for m in konger.melds
        ):
            raise RoundError(refusal.format(seat=win.seat, tile=win.tile, konger=win.discarder))
