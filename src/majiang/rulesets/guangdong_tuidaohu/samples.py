"""Sample rounds covering every Guangdong 推倒胡 item (default options): the test vectors.

The dealer is seat 0, N = 1. A self-draw is paid ``X`` (1 小胡, 2 a big hand) by each
other seat; kongs are paid at once (direct 3 by the feeder, added 1 and concealed 2 by
each other seat). Seats not listed hold 13 unused tiles. Horses and ghosts are options
(the vectors are the default ruleset): the tests cover them.
"""

from __future__ import annotations

from typing import Any

from majiang.hands import Hand
from majiang.rulesets.guangdong_tuidaohu.ruleset import TuidaohuFacts
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win

__all__ = ["samples"]

SELF = WinMethod.SELF_DRAW
KONG = WinMethod.KONG_REPLACEMENT


def _seat(tiles: str, melds: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds))


def _round(seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), **kw: Any) -> Round:
    from majiang.rulesets.guangdong_tuidaohu.ruleset import GuangdongTuidaohu

    return Round.build(GuangdongTuidaohu, seats=seats, wins=wins, facts=TuidaohuFacts(), **kw)


XIAOHU = "123m456p789s111z55s"


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the default table is awarded (or refuses) in one."""
    return [
        # -- the digest's worked examples (default options) ----------------------------------
        # 1. seat 1 self-draws a 小胡: 1 from each; +3
        ("x-xiaohu-self-draw", _round({1: _seat(XIAOHU)}, (Win.parse(1, "5s"),))),
        # 2. (no horses by default) seat 3 self-draws 清一色: 2 from each; +6
        ("x-qingyise", _round({3: _seat("123s456s789s234s99s")}, (Win.parse(3, "9s"),))),
        # 3. seat 2 kongs seat 0's 8p (seat 0 pays 3) and wins a 小胡 on the replacement:
        #    杠爆全包, seat 0 pays 3 × 1 = 3 more; seat 2 +6, seat 0 −6
        ("x-gangbao-quanbao", _round({2: _seat("123m456p111z55s", "8888p@0")}, (Win.parse(2, "5s", KONG),))),
        # 4. seat 1's concealed kong, the round drawn: 2 from each of 0, 2, 3 (kept)
        ("drawn-concealed-kong-stands", _round({1: _seat("123m456p789s1z", "(5555s)")})),
        # -- each big hand (X = 2, from each: +6) ------------------------------------------------
        ("x-ziyise", _round({1: _seat("222z333z555z66z", "111z@0")}, (Win.parse(1, "6z"),))),
        ("x-qidui", _round({1: _seat("1122m3344p5566s77z")}, (Win.parse(1, "7z"),))),
        ("x-sianke", _round({1: _seat("111m999p555s777s22z")}, (Win.parse(1, "2z"),))),
        ("x-shibaluohan", _round({1: _seat("22z", "(1111m) 9999p@0 5555s+ (7777s)")}, (Win.parse(1, "2z"),))),
        ("x-dasanyuan", _round({1: _seat("123m555z666z777z99p")}, (Win.parse(1, "9p"),))),
        ("x-dasixi", _round({1: _seat("111z222z333z444z99p")}, (Win.parse(1, "9p"),))),
        ("x-xiaosixi", _round({1: _seat("123m111z222z333z44z")}, (Win.parse(1, "4z"),))),
        ("x-shisanyao", _round({1: _seat("19m19p19s12345677z")}, (Win.parse(1, "7z"),))),
        # -- kongs with a win ---------------------------------------------------------------
        # seat 1 self-draws a 小胡 holding an added kong (1 from each) and a concealed kong
        # (2 from each): win 1 + kongs 3 from each; +12
        (
            "x-kongs-paid-at-once",
            _round({1: _seat("123m55s111z", "5555p+ (9999m)")}, (Win.parse(1, "5s"),)),
        ),
        # -- refusals -----------------------------------------------------------------------
        (
            "discard-win-is-refused",
            _round({1: _seat(XIAOHU)}, (Win.parse(1, "5s", WinMethod.DISCARD, discarder=0),)),
        ),
        ("drawn-round-settles-nothing", _round({})),
    ]
