"""Seat rotation: turning a whole round ``k`` seats around the table turns its money with it.

For every sample round of every registered ruleset (``get(name).samples()``, so a
ruleset added to the registry later is covered without touching this file) and
``k`` = 1, 2, 3: rotate the dealer, every seat record (hand, melds and the seats they
were claimed from, flowers, discards, set-aside groups, readiness, deal-time wins),
every winner and discarder by ``k``. Then seat ``s + k`` of the rotated settlement nets
what seat ``s`` netted, and every transfer ``a → b`` becomes ``a + k → b + k`` with the
same amount and reason. A sample the rules refuse is refused the same way rotated.

The samples seat the dealer at 0; rotation is what puts him at seats 1, 2 and 3 and
catches a rule that reads "the dealer" as "seat 0" (or a seat wind as the seat index).
"""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

from majiang.errors import MajiangError
from majiang.hands import Hand, Meld
from majiang.rulesets import get, names
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Settlement, Transfer, Win
from majiang.tiles import Tile
from tests.rotation import rotate

SAMPLES = [(name, sample, r) for name in names() for sample, r in get(name).samples()]


def transfer_keys(s: Settlement, k: int = 0) -> Counter[tuple[int, int, int, str]]:
    return Counter(((t.payer + k) % 4, (t.payee + k) % 4, t.amount, t.reason) for t in s.transfers)


def outcome(ruleset: str, r: Round) -> Settlement | MajiangError:
    try:
        return get(ruleset).settle(r)
    except MajiangError as error:
        return error


def test_every_ruleset_has_samples() -> None:
    # the property below is only as good as the samples: every registered ruleset has some
    counts = Counter(name for name, _, _ in SAMPLES)
    assert set(counts) == set(names())
    assert all(n >= 3 for n in counts.values()), counts


@pytest.mark.parametrize("k", [1, 2, 3])
@pytest.mark.parametrize(
    ("ruleset", "sample", "r"), SAMPLES, ids=[f"{name}-{sample}" for name, sample, _ in SAMPLES]
)
def test_rotating_the_seats_rotates_the_money(ruleset: str, sample: str, r: Round, k: int) -> None:
    before = outcome(ruleset, r)
    turned = rotate(r, k)
    assert turned.dealer == (r.dealer + k) % 4
    after = outcome(ruleset, turned)
    if isinstance(before, MajiangError):
        assert isinstance(after, MajiangError), f"refused unrotated ({before}), settled rotated by {k}"
        assert type(after) is type(before)
        return
    assert isinstance(after, Settlement), f"settled unrotated, refused rotated by {k}: {after}"
    assert tuple(after.nets[(s + k) % 4] for s in range(4)) == before.nets
    assert transfer_keys(after) == transfer_keys(before, k)


# -- the helper itself ------------------------------------------------------------------------


def test_rotate_moves_every_seat_field() -> None:
    seats = (
        SeatRecord.parse("123m", melds="456p@3 (7777s)", discards="1z", flowers="2f", set_aside="123z"),
        SeatRecord.parse("456m", ready=True),
        SeatRecord.parse("789m"),
        SeatRecord.parse("5z"),
    )
    r = Round(dealer=3, seats=seats, prevailing_wind=2, lianzhuang=1)
    turned = rotate(r, 1)
    assert turned.dealer == 0 and turned.prevailing_wind == 2 and turned.lianzhuang == 1
    # seat 0's record is now seat 1's, with its meld claimed from seat (3 + 1) % 4 = 0
    assert turned.seats[1].hand.melds[0] == Meld.parse("456p@0")
    assert turned.seats[1].hand.melds[1] == Meld.parse("(7777s)")
    assert turned.seats[1].set_aside == seats[0].set_aside and turned.seats[1].discards == seats[0].discards
    assert turned.seats[2].ready and turned.seats[0].hand == Hand.parse("5z")
    assert rotate(r, 4) == r and rotate(rotate(r, 3), 1) == r


def test_rotate_moves_winners_discarders_and_transfers() -> None:
    w = Win(seat=1, tile=Tile.from_str("5m"), method=WinMethod.DISCARD, discarder=3)
    assert rotate(w, 2) == attrs.evolve(w, seat=3, discarder=1)
    t = Transfer(payer=3, payee=0, amount=8, reason="win", working="x")
    assert rotate(t, 1) == attrs.evolve(t, payer=0, payee=1)


def test_rotate_refuses_an_integer_it_does_not_know() -> None:
    @attrs.frozen(kw_only=True)
    class Facts:
        robbed_by: int

    with pytest.raises(AssertionError, match=r"integer field 'robbed_by' = 2: is it a seat\?"):
        rotate(Facts(robbed_by=2), 1)
