"""Sample rounds covering every Hebei item: the source of the test vectors.

The dealer is seat 0, unit 1. ``V`` is the product of the items from 1; a discard is
paid by the discarder alone, a self-draw by each other seat (``V`` holds 自摸 ×2).
Kong money is paid at the end of a won round: 点杠 3 by the feeder, 补杠 1 and 暗杠 2
by each other seat. Seats not listed hold 13 unused tiles.
"""

from __future__ import annotations

from typing import Any

from majiang.hands import Hand
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win

__all__ = ["samples"]

FED = WinMethod.DISCARD
KONG = WinMethod.KONG_REPLACEMENT
ROB = WinMethod.ROBBED_KONG
_win = Win.parse


def _seat(tiles: str, melds: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds))


def _round(seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), **kw: Any) -> Round:
    from majiang.rulesets.hebei.ruleset import Hebei

    return Round.build(Hebei, seats=seats, wins=wins, **kw)


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the default table is awarded (or refuses) in one."""
    return [
        # -- the digest's worked examples --------------------------------------------------------
        # 1. four concealed pungs self-drawn on the pair: 碰碰胡 2 × 门清 2 × 吊 2 × 自摸 2 = 16 each; +48
        ("x-pengpeng-menqing-diao", _round({1: _seat("111m222p333s444z55z")}, (_win(1, "5z"),))),
        # 2. after a pon, 5m into 4m 6m (the only wait) on seat 0's discard: 捉五魁 4
        (
            "x-zhuo-wu-kui",
            _round({2: _seat("456m789p123s55s", "111z@1")}, (_win(2, "5m", FED, discarder=0),)),
        ),
        # 3. 清一色 一条龙 after a pon, self-drawn 1s on a wait of 1s/4s/7s (no 吊): 2 × 2 × 2 = 8 each
        ("x-qingyise-yitiaolong", _round({3: _seat("11123456789s", "555s@1")}, (_win(3, "1s"),))),
        # 4. 十三幺 on seat 3's discard: seat 3 pays 10
        ("d-shisanyao", _round({0: _seat("19m19p19s12345677z")}, (_win(0, "1z", FED, discarder=3),))),
        # 5. 豪华七对 self-drawn (4 × 2 = 8 each); seat 0's 点杠 fed by seat 2 (+3), seat 3's 暗杠
        #    (+2 from each): nets 0: -8 +3 -2 = -7; 1: +24 -2 = +22; 2: -8 -3 -2 = -13; 3: -8 +6 = -2
        (
            "x-haohua-with-kongs",
            _round(
                {
                    0: _seat("123456789p1s", "7777z@2"),
                    1: _seat("1111m223344p5566s"),
                    3: _seat("234567m345p7s", "(6666z)"),
                },
                (_win(1, "6s"),),
            ),
        ),
        # -- every other item ------------------------------------------------------------------
        # 超豪华七对 on seat 3's discard: 8
        ("x-chao-haohua", _round({1: _seat("1111m2222p334455s")}, (_win(1, "5s", FED, discarder=3),))),
        # 至尊超豪华七对 on seat 0's discard: 16
        ("x-zhizun", _round({2: _seat("1111m2222p3333s66z")}, (_win(2, "6z", FED, discarder=0),))),
        # 七对 of honors self-drawn on the last tile: 七对 2 × 清风 2 × 海底 2 × 自摸 2 = 16 each
        ("x-qidui-qingfeng-haidi", _round({1: _seat("11223344556677z")}, (_win(1, "7z", last_tile=True),))),
        # 边: 12m waiting 3m alone, on seat 1's discard: 门清 2 × 边 2 = 4
        ("x-bian", _round({2: _seat("123m456p789p234s55z")}, (_win(2, "3m", FED, discarder=1),))),
        # 卡: 13m waiting 2m alone, on seat 3's discard, after a pon: 卡 2
        ("x-ka", _round({2: _seat("123m789p234s55z", "666p@3")}, (_win(2, "2m", FED, discarder=3),))),
        # 杠上开花 on the replacement of a concealed kong, 78s waiting 6s/9s: 杠开 2 × 自摸 2 = 4
        # each, the 暗杠 2 each: +12 +6 = +18, each other -6
        ("x-gangkai", _round({1: _seat("123m456p99s789s", "(2222z)")}, (_win(1, "9s", KONG),))),
        # 一炮多响: seat 2's 3m wins for seat 3 (门清 × 边 = 4) and seat 1 (卡 after a pon: 2)
        (
            "x-yipao-duoxiang",
            _round(
                {3: _seat("123m456p789p234s55z"), 1: _seat("234m789p567s11z", "666p@0")},
                (_win(3, "3m", FED, discarder=2), _win(1, "3m", FED, discarder=2)),
            ),
        ),
        # an added kong (补杠: 1 from each) and 碰碰胡 on seat 3's discard (33s/5z, no 吊): 2;
        # nets 2: +2 +3 = +5; 3: -2 -1 = -3; 0, 1: -1
        (
            "x-added-kong",
            _round(
                {2: _seat("222p33s555z", "1111m+ 777s@0"), 3: _seat("2345678m789p99s1z")},
                (_win(2, "5z", FED, discarder=3),),
            ),
        ),
        # -- refusals and a draw ----------------------------------------------------------------
        # no 抢杠: seat 0's added 5s kong can not be robbed
        (
            "robbed-kong-can-not-win",
            _round(
                {2: _seat("123m456p789p345s55z"), 0: _seat("1234m678m236s", "555s@3")},
                (_win(2, "5s", ROB, discarder=0),),
            ),
        ),
        # a draw: the kongs are void, nothing is paid (the dealer stays)
        (
            "drawn-kongs-are-void",
            _round({0: _seat("123456789p1s", "7777z@2"), 3: _seat("234567m345p7s", "(6666z)")}),
        ),
    ]
