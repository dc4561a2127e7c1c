"""Sample rounds covering every Harbin item: the source of the test vectors.

The dealer is seat 0 and every round has its 宝 (``indicator``, set aside at the deal;
``9s`` unless a sample says otherwise, a wait of no ready seat). Seats not listed are
filled with unused tiles and are not ready. A claimed chi comes from the previous seat.
``V = way × (2 if 卡当)``; a discard is paid by the discarder, a self-draw by every other
seat.
"""

from __future__ import annotations

from majiang.hands import Hand
from majiang.rulesets.harbin.ruleset import Harbin
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile

__all__ = ["samples"]

BAO = "9s"
"""The default 宝 kind."""

TWO_SIDED = ("234m11s777s456s", "345p@1")
"""Seat 2's hand: chi'd 345p from seat 1; won on 4s it is a two-sided wait (56s: 4s or 7s)."""

_win = Win.parse
_FED = WinMethod.DISCARD


def _seat(tiles: str, melds: str = "", *, ready: bool = True) -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds), ready=ready)


def _round(seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), *, bao: str = BAO) -> Round:
    return Round.build(Harbin, seats=seats, wins=wins, indicator=Tile.from_str(bao))


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item is awarded and every requirement refuses in one."""
    return [
        # 平胡 1, paid by the discarder alone: seat 1 −1, seat 2 +1
        ("x-pinghu-on-discard", _round({2: _seat(*TWO_SIDED)}, (_win(2, "4s", _FED, discarder=1),))),
        # 自摸 2 from each: +6
        ("x-self-draw", _round({2: _seat(*TWO_SIDED)}, (_win(2, "4s"),))),
        # 卡当 8p (7p 9p) self-drawn: 2 × 2 = 4 from each; +12
        ("x-self-draw-kadang", _round({3: _seat("789p234m11s777s", "345s@2")}, (_win(3, "8p"),))),
        # 卡当 on 5m, the 宝 2s drawn for it: 摸宝 3 × 卡当 2 = 6 from each; +18
        ("d-mobao-kadang", _round({0: _seat("46m2s234p11s777s", "789s@3")}, (_win(0, "2s"),), bao="2s")),
        # two-sided 56s, the 宝 1p drawn for 4s or 7s: 摸宝 3 from each; +9
        ("x-mobao", _round({2: _seat("234m11s777s56s1p", "345p@1")}, (_win(2, "1p"),), bao="1p")),
        # 卡当 on 7p and the 宝 is 7p: 宝中宝 12 from each; +36
        ("x-baozhongbao", _round({1: _seat("68p7p234m11s777s", "789s@0")}, (_win(1, "7p"),), bao="7p")),
        # a 红中 triplet and an exposed kong: 自摸 2 from each (中 stands for the 1/9 too)
        (
            "x-hongzhong-triplet-kong-replacement",
            _round(
                {1: _seat("234m567p777z88s", "2222s@3")},
                (_win(1, "8s", WinMethod.KONG_REPLACEMENT),),
            ),
        ),
        # nobody wins: nothing is paid (no kong money)
        ("drawn-round", _round({1: _seat("234m567p345s7z", "2222s@3")})),
        # -- refusals, each failing one requirement first ------------------------------------
        ("not-ready-can-not-win", _round({2: _seat(*TWO_SIDED, ready=False)}, (_win(2, "4s"),))),
        (
            "dealer-first-tiles-can-not-win",
            _round({0: _seat("123m456p789s777s11s")}, (_win(0, "1s", first_draw=True),)),
        ),
        (
            "concealed-can-not-win",
            _round({1: _seat("123m456p789s777s11s")}, (_win(1, "1s", _FED, discarder=3),)),
        ),
        ("one-suit-can-not-win", _round({1: _seat("456m789m777m77z", "123m@0")}, (_win(1, "9m"),))),
        ("no-terminal-can-not-win", _round({1: _seat("345p678p555s22s", "234m@0")}, (_win(1, "8p"),))),
        ("no-triplet-can-not-win", _round({1: _seat("456p789s345m11p", "123m@0")}, (_win(1, "1p"),))),
        ("no-sequence-can-not-win", _round({1: _seat("222p333s777s55m", "111m@0")}, (_win(1, "5m"),))),
        (
            "shoubayi-can-not-win",
            _round({1: _seat("11s", "123m@0 444p@2 777s@3 999p@0")}, (_win(1, "1s"),)),
        ),
        (
            "last-four-on-discard-can-not-win",
            _round({2: _seat(*TWO_SIDED)}, (_win(2, "4s", _FED, discarder=1, last_tile=True),)),
        ),
    ]
