"""Sample rounds covering every Taiyuan item: the source of the test vectors.

The dealer is seat 0. ``s`` = 1 (底) + 1 (庄家 wins) + 1 (边/砍/吊 on the only winning kind)
+ 1 (缺门) + 10 (清一色) + 10 (一条龙), ×2 on a self-draw. A self-draw or a ready seat's
discard: each other seat pays ``s``, the dealer 2 (self-draw) or 1 (discard) more when he
did not win. A discard by a seat not ready: he pays ``3s + 1``, 1 more when the winner
does not deal, and the winner's kong money. Kongs count only for the winner: 1 from each
other seat, a direct kong fed by a seat not ready 3 from the feeder. Seats not listed
hold 13 unused tiles; winners are ready.
"""

from __future__ import annotations

from typing import Any

from majiang.hands import Hand
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import parse_tiles

__all__ = ["samples"]

SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD
KONG = WinMethod.KONG_REPLACEMENT
ROB = WinMethod.ROBBED_KONG


def _ready(tiles: str, melds: str = "", *, ready: bool = True) -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds), ready=ready)


def _round(seats: dict[int, SeatRecord | Hand | str], *wins: Win, **fields: Any) -> Round:
    from majiang.rulesets.taiyuan.kongs import TaiyuanFacts
    from majiang.rulesets.taiyuan.ruleset import Taiyuan

    fields.setdefault("facts", TaiyuanFacts())
    return Round.build(Taiyuan, seats=seats, wins=wins, **fields)


CLOSED = "123m456m789p11p456p"
"""缺门 (m, p), ready on 5p alone: a closed wait."""
OPEN = "123m456m789p11p345p"
"""缺门 (m, p), ready on 2p or 5p: no single wait."""
PLAIN = "123m456p11z789s"
"""Three suits and an honor pair, ready on 6s or 9s with 78s (no item)."""


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the table is awarded (or refuses) in one."""
    from majiang.rulesets.taiyuan.kongs import TaiyuanFacts

    return [
        # -- the digest's worked examples --------------------------------------------------------
        # 1. seat 2 self-draws 5p, closed and the only kind, 缺门: (1 + 1 + 1) × 2 = 6; the
        #    dealer 6 + 2 = 8; +20
        ("x-closed-quemen-self-draw", _round({2: _ready(CLOSED)}, Win.parse(2, "5p"))),
        # 2. seat 1 wins 缺门 (s = 2) on seat 3's discard, seat 3 not ready: 3 × 2 + 1 + 1 = 8
        ("x-quemen-unready-discarder", _round({1: _ready(OPEN)}, Win.parse(1, "5p", FED, discarder=3))),
        # 3. the same, seat 3 ready: seats 2, 3 pay 2, the dealer 2 + 1 = 3; +7
        (
            "x-quemen-ready-discarder",
            _round({1: _ready(OPEN), 3: _ready("1234m5678m12345z")}, Win.parse(1, "5p", FED, discarder=3)),
        ),
        # 4. the dealer self-draws 一条龙 with a concealed kong: (1 + 1 + 10) × 2 = 24, + the
        #    kong 1 = 25 from each; +75
        (
            "d-yitiaolong-kong-self-draw",
            _round({0: _ready("123m456m789m55s", "(2222p)")}, Win.parse(0, "1m")),
        ),
        # 5. seat 2's direct kong fed by seat 1 (not ready) and a plain win on seat 1's
        #    discard: 3 × 1 + 1 + 1 = 5 and the kong 3; seat 2 +8
        (
            "x-unready-feeder-pays-kong",
            _round({2: _ready(PLAIN, "5555s@1")}, Win.parse(2, "9s", FED, discarder=1)),
        ),
        # -- every other item ------------------------------------------------------------------
        # 清一色 on a ready discarder's tile: 1 + 10 = 11 from each, the dealer 12; +34
        (
            "x-qingyise",
            _round(
                {1: _ready("111s234s567s789s55s"), 2: _ready("1234m5678m12345z")},
                Win.parse(1, "5s", FED, discarder=2),
            ),
        ),
        # 边张 12s waiting 3s alone, self-drawn, three suits: (1 + 1) × 2 = 4, the dealer 6; +14
        ("x-edge-wait", _round({3: _ready("123m456p11z123s789s")}, Win.parse(3, "3s"))),
        # 吊将 on 5z alone, self-drawn, three suits: (1 + 1) × 2 = 4, the dealer 6; +14
        ("x-pair-wait", _round({3: _ready("123m456p789s111s55z")}, Win.parse(3, "5z"))),
        # the dealer on a ready seat's discard, a plain hand: 1 + 1 (庄家) = 2 from each; +6
        (
            "d-plain-on-ready-discard",
            _round(
                {0: _ready("123m456p234s11z789s"), 1: _ready("1234m5678m12345z")},
                Win.parse(0, "9s", FED, discarder=1),
            ),
        ),
        # a robbed added kong, the konger not ready: as a discard, 3 × 2 + 1 + 1 = 8
        (
            "x-robbed-kong-unready",
            _round(
                {1: _ready(OPEN), 3: _ready("1234m5678m12z", "555p@2", ready=False)},
                Win.parse(1, "5p", ROB, discarder=3),
            ),
        ),
        # 杠上开花 counts as a self-draw: seat 2's added kong 7777s+, 5p on its replacement:
        # (1 + 1 + 1) × 2 = 6 + the kong 1 = 7 from each, the dealer 9; +23
        ("x-kong-replacement", _round({2: _ready("123m456m11p456p", "7777m+")}, Win.parse(2, "5p", KONG))),
        # a direct kong fed by seat 1 before he declared ready (TaiyuanFacts): 3 from him alone;
        # the win on seat 3's discard (ready): 1 from each, the dealer 2
        (
            "x-kong-fed-before-ready",
            _round(
                {2: _ready(PLAIN, "5555s@1"), 1: _ready("1234m5678m12345z"), 3: _ready("1234p5678p12345z")},
                Win.parse(2, "9s", FED, discarder=3),
                facts=TaiyuanFacts(fed_before_ready=tuple(parse_tiles("5s"))),
            ),
        ),
        # other seats' kongs pay nothing (杠随胡): seat 3's 暗杠
        (
            "x-loser-kongs-pay-nothing",
            _round({2: _ready(CLOSED), 3: _ready("1234567z", "(9999s) 8888s@1")}, Win.parse(2, "5p")),
        ),
        # -- refusals and a draw ----------------------------------------------------------------
        # 未扣听: a seat that did not declare ready can not win
        ("not-ready-can-not-win", _round({2: _ready(CLOSED, ready=False)}, Win.parse(2, "5p"))),
        # no seven pairs
        ("seven-pairs-can-not-win", _round({2: _ready("1199m2288p3377s55z")}, Win.parse(2, "5z"))),
        # a drawn round pays nothing, kongs included
        ("drawn-round-settles-nothing", _round({3: _ready("1234567z", "(9999s) 8888s@1")})),
    ]
