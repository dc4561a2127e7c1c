"""Several birds, and one discard paying several winners.

* Changsha 扎鸟 with two and three birds: each bird that hits doubles again (``× 2``
  per hit), on the winner, on the discarder, on a bystander (who changes nothing).
* 一炮多响 / 通炮 (Hefei, Changsha): the one discarded tile sits in every winner's hand,
  and the table shows all four copies of it: the round is legal (the shared discard is
  one physical tile), and a fifth copy anywhere is refused.

Every amount is worked from the digests (``changsha.md``, ``hefei.md``) in a comment.
"""

from __future__ import annotations

import pytest

from majiang.errors import TileSetError
from majiang.rulesets import get
from majiang.rulesets.changsha import ChangshaFacts
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

T = Tile.from_str
FED = WinMethod.DISCARD
CS = get("changsha")
HEFEI = get("hefei")

CS_PLAIN = "123m456m789p234s55s"  # a small win on 5s (the 5s pair)
CS_PENG = "111m999m777p888s55s"  # 碰碰胡 on 5s: one big win


def changsha(winner_tiles: str, w: Win, birds: str, dealer: int = 0) -> Round:
    bird_tiles = parse_tiles(birds)
    return Round.build(
        get("changsha"),
        seats={w.seat: SeatRecord.parse(winner_tiles)},
        wins=(w,),
        dealer=dealer,
        avoid=bird_tiles,
        facts=ChangshaFacts(birds=bird_tiles),
    )


# -- Changsha: two and three birds ---------------------------------------------------------------
# dealer seat 0, so a bird of rank r lands on seat (r - 1) % 4: 1/5/9 → 0, 2/6 → 1, 3/7 → 2,
# 4/8 → 3. Seat 1 self-draws small: the dealer pays 20, seats 2 and 3 pay 10.


@pytest.mark.parametrize(
    ("birds", "nets"),
    [
        # both on the winner: every payer × 2 × 2: 80, 40, 40
        ("2m6m", (-80, 160, -40, -40)),
        # one on the winner (all × 2), one on seat 2 (seat 2 × 2 again): 40, 40, 20
        ("2m3m", (-40, 100, -40, -20)),
        # two on payers (seat 2 and the dealer): each of them × 2: 40, 20, 10
        ("3m5p", (-40, 70, -20, -10)),
        # three on the winner: × 8: 160, 80, 80
        ("2m6m2p", (-160, 320, -80, -80)),
        # the winner, and seat 2 twice: seat 2 × 8 = 80, the others × 2: 40, 20
        ("2m3m7p", (-40, 140, -80, -20)),
        # three on seat 3: seat 3 × 8 = 80; the dealer 20, seat 2 10
        ("4m8m4p", (-20, 110, -10, -80)),
    ],
    ids=[
        "two-on-winner",
        "winner-and-payer",
        "two-payers",
        "three-on-winner",
        "winner-payer-payer",
        "three-on-one-payer",
    ],
)
def test_birds_on_a_self_draw(birds: str, nets: tuple[int, ...]) -> None:
    r = changsha(CS_PLAIN, Win(seat=1, tile=T("5s")), birds)
    assert CS.settle(r).nets == nets


# Seat 1 wins small on seat 2's discard: 10 from seat 2. A bird on the winner (2/6) or the
# discarder (3/7) doubles it again; one on a bystander (seat 0: 1/5/9, seat 3: 4/8) does not.


@pytest.mark.parametrize(
    ("birds", "paid"),
    [
        ("2m3m", 40),  # winner + discarder: 10 × 2 × 2
        ("3m7p", 40),  # the discarder twice
        ("2m4m", 20),  # winner + bystander: 10 × 2
        ("1m8p", 10),  # two bystanders: nothing doubles
        ("2m3m7s", 80),  # winner + discarder twice: 10 × 8
        ("6m7m4p", 40),  # winner + discarder + bystander: 10 × 4
        ("1m4m9p", 10),  # three bystanders
    ],
    ids=[
        "winner-discarder",
        "discarder-twice",
        "winner-bystander",
        "two-bystanders",
        "winner-discarder-twice",
        "winner-discarder-bystander",
        "three-bystanders",
    ],
)
def test_birds_on_a_discard(birds: str, paid: int) -> None:
    s = CS.settle(changsha(CS_PLAIN, Win(seat=1, tile=T("5s"), method=FED, discarder=2), birds))
    assert s.nets == (0, paid, -paid, 0)


def test_birds_on_a_big_win_fed_by_the_dealer() -> None:
    # 碰碰胡 by seat 1 on the dealer's discard: 60 + 10 = 70; birds 1m and 5p both land on
    # the dealer, who is the discarder: 70 × 4 = 280; 2p on the winner: × 8 = 560
    w = Win(seat=1, tile=T("5s"), method=FED, discarder=0)
    assert CS.settle(changsha(CS_PENG, w, "1m5p")).nets == (-280, 280, 0, 0)
    assert CS.settle(changsha(CS_PENG, w, "1m5p2p")).nets == (-560, 560, 0, 0)


# -- one discard, several winners, all four copies on the table -------------------------------------


def changsha_shared(extra_discards: str) -> Round:
    # seat 2 discards 5s; seat 1 (CS_PLAIN, 55s) and seat 3 (CS_PENG, 55s) both win on it.
    # 5s: seat 1 holds two, seat 3 two, one of each pair the same discarded tile: 3 physical,
    # and seat 0 threw the fourth earlier. No other kind passes 4 (1m: 1 + 3, 7p: 1 + 3,
    # 8s: 3 + 1, 2m/3m/4m: 1 + 2 each).
    seats = (
        SeatRecord.parse("223344m123456p6s", discards=extra_discards),
        SeatRecord.parse(CS_PLAIN),
        SeatRecord.parse("667788m123p789s9s"),
        SeatRecord.parse(CS_PENG),
    )
    wins = (
        Win(seat=1, tile=T("5s"), method=FED, discarder=2),
        Win(seat=3, tile=T("5s"), method=FED, discarder=2),
    )
    return Round(seats=seats, wins=wins)


def test_changsha_shared_discard_shows_all_four_copies() -> None:
    # seat 1 small on a discard: 10; seat 3 碰碰胡 on a discard: 60; seat 2 pays both
    s = CS.settle(changsha_shared("5s"))
    assert s.paid(2, 1) == 10 and s.paid(2, 3) == 60
    assert s.nets == (0, 10, -70, 60)


def test_changsha_a_fifth_copy_is_refused() -> None:
    with pytest.raises(TileSetError, match="5 copies of '5s' but the 108-tile set 'suits' has only 4"):
        CS.settle(changsha_shared("5s5s"))


def hefei_shared(extra_discards: str) -> Round:
    # 报听 room: both winners declared ready. Seat 2 discards 3p; seat 1 (one 3p) and
    # seat 3 (33p) win on it: 3p physically twice, and the dealer threw the other two.
    # Every other kind stays within 4 (2m, 4m, 5m, 6m, 7m, 5p: 1 + 3; 6s: 1 + 3).
    seats = (
        SeatRecord.parse("222m444m555p666p7p", discards=extra_discards),
        SeatRecord.parse("234567m88m345p678s", ready=True),
        SeatRecord.parse("555m666m777m22s3s8s"),
        SeatRecord.parse("234456678567s33p", ready=True),
    )
    wins = (
        Win(seat=1, tile=T("3p"), method=FED, discarder=2),
        Win(seat=3, tile=T("3p"), method=FED, discarder=2),
    )
    return Round(seats=seats, wins=wins, lianzhuang=1)


def test_hefei_shared_discard_shows_all_four_copies() -> None:
    # seat 1: 234567m 88m 345p 678s on 3p (45p open): base 12, nothing else → 12.
    # seat 3: 234s 456s 678s 567s 33p on 3p: base 12 + 支 4 (12 s-tiles, 4 past 8) +
    # 缺一门 1 (no m) + 卡 1 (the 3p completes the pair) = 18. The dealer (seat 0) neither
    # wins nor discards: no 庄分. Seat 2 pays both: 30.
    s = HEFEI.settle(hefei_shared("3p3p"))
    assert s.paid(2, 1) == 12 and s.paid(2, 3) == 18
    assert s.nets == (0, 12, -30, 18)


def test_hefei_a_fifth_copy_is_refused() -> None:
    with pytest.raises(TileSetError, match="5 copies of '3p' but the 84-tile set"):
        HEFEI.settle(hefei_shared("3p3p3p"))
