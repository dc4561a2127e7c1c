"""Sample rounds covering every Shaanxi item: the source of the test vectors.

The dealer is seat 0 and the base 1: each share is ``2**(k + 自摸 + 庄)``, where each
doubling item present adds 1 to ``k``, a self-draw 1, and the dealer 1 for a share he pays
or receives. A discard is paid by the discarder alone. Kongs: 明杠 1 from its feeder,
补杠 1 and 暗杠 2 from each other seat; nothing in a drawn round. Seats not listed hold
13 unused tiles.
"""

from __future__ import annotations

from majiang.hands import Hand
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win

__all__ = ["samples"]

SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD
KONG = WinMethod.KONG_REPLACEMENT
ROB = WinMethod.ROBBED_KONG


def _round(seats: dict[int, SeatRecord | Hand | str], *wins: Win) -> Round:
    from majiang.rulesets.shaanxi.ruleset import Shaanxi

    return Round.build(Shaanxi, seats=seats, wins=wins)


def _melded(tiles: str, melds: str) -> Hand:
    return Hand.parse(tiles, melds=melds)


PLAIN = "345m456p789p345s99m"
"""A plain hand (no item), ready on 9m."""


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the table is awarded (or refuses) in one."""
    return [
        # -- the digest's worked examples --------------------------------------------------------
        # 1. seat 1 self-draws a plain hand: 2^(1+1) = 4 from the dealer, 2^1 = 2 from seats 2, 3
        ("x-plain-self-draw", _round({1: PLAIN}, Win.parse(1, "9m"))),
        # 2. the dealer wins 清一色 七对 on seat 2's discard: 2^(1+1+1 庄) = 8 from seat 2
        ("d-qingyise-qidui-on-discard", _round({0: "11223355667788m"}, Win.parse(0, "8m", FED, discarder=2))),
        # 3. seat 3 self-draws 清一色 on his 暗杠's replacement: 2^(1+1+1) = 8, the dealer 16;
        #    the 暗杠 2 from each: nets -18, -10, -10, +38
        (
            "x-qingyise-gangshanghua",
            _round({3: _melded("123s234s789s11s", "(5555s)")}, Win.parse(3, "1s", KONG)),
        ),
        # 4. seat 2 robs seat 1's added 7p kong with a plain hand: 2^1 = 2 from seat 1; the
        #    robbed kong stays a pon and pays nothing
        (
            "x-qianggang",
            _round(
                {2: "123m789s234s55s678p", 1: _melded("1234m5678m11z", "777p@0")},
                Win.parse(2, "7p", ROB, discarder=1),
            ),
        ),
        # 5. seat 3's 明杠 fed by seat 1 (1) and 暗杠 (2 from each); the dealer self-draws a
        #    plain hand (2^2 = 4 from each): nets +10, -7, -6, +3
        (
            "d-kongs-and-self-draw",
            _round({0: PLAIN, 3: _melded("1234567z", "8888s@1 (2222m)")}, Win.parse(0, "9m")),
        ),
        # -- every other item ------------------------------------------------------------------
        # 七对 (mixed suits) on seat 3's discard: 2^1 = 2 from seat 3
        ("x-qidui", _round({1: "1199m2288p3377s55z"}, Win.parse(1, "5z", FED, discarder=3))),
        # 清一色 (a standard hand with a pon) on seat 2's discard: 2^1 = 2
        (
            "x-qingyise-with-pon",
            _round({1: _melded("123p456p789p55p", "999p@3")}, Win.parse(1, "5p", FED, discarder=2)),
        ),
        # 海底捞: seat 2 self-draws the last tile: 2^(1+1) = 4, the dealer 8; +16
        ("x-haidilao", _round({2: PLAIN}, Win.parse(2, "9m", last_tile=True))),
        # the last tile on a discard is no 海底捞: 2^0 = 1 from seat 3
        ("x-last-discard-is-plain", _round({2: PLAIN}, Win.parse(2, "9m", FED, discarder=3, last_tile=True))),
        # 杠上花 on an added kong's replacement: 2^(1+1) = 4, the dealer 8; the 补杠 1 from each
        (
            "x-gangshanghua-added-kong",
            _round({1: _melded("345m456p789p99m", "2222s+")}, Win.parse(1, "9m", KONG)),
        ),
        # a plain win on a discard between non-dealers: 2^0 = 1
        ("x-plain-on-discard", _round({2: PLAIN}, Win.parse(2, "9m", FED, discarder=1))),
        # -- refusals and a draw ----------------------------------------------------------------
        # only an added kong may be robbed: seat 1 shows no pon of 7p to add to
        (
            "robbed-kong-needs-an-added-kong",
            _round({2: "123m789s234s55s678p", 1: "1234m5678m11z777p"}, Win.parse(2, "7p", ROB, discarder=1)),
        ),
        # 荒庄荒杠: nobody wins, the kongs are void
        ("drawn-round-voids-kongs", _round({3: _melded("1234567z", "8888s@1 (2222m)")})),
    ]
