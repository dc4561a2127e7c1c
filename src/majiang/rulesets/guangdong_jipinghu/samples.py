"""Sample rounds covering every Guangdong 鸡平胡 item: the source of the test vectors.

The dealer is seat 0 and the base N = 1: a hand's 番 is its highest row plus the
additions, at most 6; the paid value is at least 1 (a 0-番 鸡胡). A discard is paid by
the discarder, a self-draw by each other seat; 海底, 杠上开花, 抢杠 and each winner of
一炮三响 pay at least 3. Seats not listed hold 13 unused tiles.
"""

from __future__ import annotations

from typing import Any

from majiang.hands import Hand
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win

__all__ = ["samples"]

SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD
KONG = WinMethod.KONG_REPLACEMENT
ROB = WinMethod.ROBBED_KONG


def _fed(
    seat: int,
    tile: str,
    discarder: int,
    *,
    first_draw: bool = False,
    last_tile: bool = False,
    passed: str = "",
) -> Win:
    return Win.parse(
        seat, tile, FED, discarder=discarder, first_draw=first_draw, last_tile=last_tile, passed=passed
    )


def _seat(tiles: str, melds: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds))


def _round(seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), **kw: Any) -> Round:
    from majiang.rulesets.guangdong_jipinghu.ruleset import GuangdongJipinghu, JipinghuFacts

    return Round.build(GuangdongJipinghu, seats=seats, wins=wins, facts=JipinghuFacts(), **kw)


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the table is awarded (or refuses) in one."""
    return [
        # -- the digest's worked examples --------------------------------------------------------
        # 1. 混一色 self-drawn: 2 + 1 (自摸) = 3 from each; +9
        ("x-hunyise-self-draw", _round({1: _seat("123m456m789m11z222z")}, (Win.parse(1, "1z"),))),
        # 2. 平胡 on seat 3's discard: seat 3 pays 1
        ("x-pinghu-on-discard", _round({2: _seat("123m456p789s234s55p")}, (_fed(2, "4s", 3),))),
        # 3. 鸡胡 on seat 2's discard: 0 番, paid as 1
        ("d-jihu-on-discard", _round({0: _seat("123m456p234s777s99s")}, (_fed(0, "9s", 2),))),
        # 4. 清碰 self-drawn with a concealed kong: 5 + 1 + 1 = 7 → 6 from each; +18
        ("x-qingpeng-kong-capped", _round({3: _seat("111m333m555m77m", "(9999m)")}, (Win.parse(3, "7m"),))),
        # 5. seat 0 robs seat 1's added 5p kong with a 鸡胡: 0 + 1 = 1 → 3; seat 1 pays 3 × 3 = 9
        (
            "d-robs-added-kong",
            _round(
                {0: _seat("123m456p234s777s99s"), 1: _seat("1234m678m234s", "555p@3")},
                (Win.parse(0, "5p", ROB, discarder=1),),
            ),
        ),
        # 6. seat 2's 5s wins for 3 (平胡 1 → 3), 0 (碰碰胡 2 → 3), 1 (清一色 4): seat 2 pays 10
        (
            "x-yipao-sanxiang",
            _round(
                {
                    3: _seat("123m456p789p345s99m"),
                    0: _seat("111m999p222z555p55s"),
                    1: _seat("123s345s678s789s11s"),
                },
                (_fed(3, "5s", 2), _fed(0, "5s", 2), _fed(1, "5s", 2)),
            ),
        ),
        # -- every other row -------------------------------------------------------------------
        # 碰碰胡 on a discard: 2
        ("x-pengpeng", _round({1: _seat("111m999p222z555s77z")}, (_fed(1, "7z", 2),))),
        # 清一色 on a discard: 4
        ("x-qingyise", _round({1: _seat("123s456s789s456s11s")}, (_fed(1, "1s", 0),))),
        # 混碰 on a discard: 4
        ("x-hunpeng", _round({2: _seat("111m333m999m222z55z")}, (_fed(2, "5z", 1),))),
        # 混幺九 on a discard: 5
        ("x-hunyaojiu", _round({2: _seat("111m999p111s222z55z")}, (_fed(2, "5z", 1),))),
        # 小三元 on a discard: 5
        ("x-xiaosanyuan", _round({2: _seat("123m456p555z666z77z")}, (_fed(2, "7z", 1),))),
        # 小四喜 on a discard: 5
        ("x-xiaosixi", _round({2: _seat("123m111z222z333z44z")}, (_fed(2, "4z", 1),))),
        # 字一色 on a discard: 6
        ("x-ziyise", _round({2: _seat("111z222z555z666z77z")}, (_fed(2, "7z", 1),))),
        # 清幺九 on a discard: 6
        ("x-qingyaojiu", _round({2: _seat("111m999m111p999p11s")}, (_fed(2, "1s", 1),))),
        # 大三元 on a discard: 6
        ("x-dasanyuan", _round({2: _seat("123m555z666z777z99p")}, (_fed(2, "9p", 1),))),
        # 大四喜 on a discard: 6
        ("x-dasixi", _round({2: _seat("111z222z333z444z99p")}, (_fed(2, "9p", 1),))),
        # 九莲宝灯 on a discard: 6
        ("x-jiulian", _round({2: _seat("11123455678999p")}, (_fed(2, "5p", 1),))),
        # 十三幺 on a discard: 6
        ("x-shisanyao", _round({2: _seat("19m19p19s12345677z")}, (_fed(2, "7z", 1),))),
        # 天和: the dealer's first 14, a 鸡胡: 6 + 1 (自摸) → 6 from each
        ("d-tianhe", _round({0: _seat("123m456p234s777s99s")}, (Win.parse(0, "9s", first_draw=True),))),
        # 地和: 6 + 1 → 6 from each
        ("x-dihe", _round({1: _seat("123m456p234s777s99s")}, (Win.parse(1, "9s", first_draw=True),))),
        # 人和 on the dealer's first discard: 6
        ("x-renhe", _round({1: _seat("123m456p234s777s99s")}, (_fed(1, "9s", 0, first_draw=True),))),
        # -- additions, floors, 包 ----------------------------------------------------------------
        # 鸡胡 on seat 0's discard, holding a direct kong fed by seat 0: 0 + 1 (kong) + 1 = 2
        ("x-fed-kong", _round({1: _seat("123m456p234s55p", "8888s@0")}, (_fed(1, "4s", 0),))),
        # 海底捞月, a 鸡胡 on a discard: 0 → 3
        ("x-haidi", _round({1: _seat("123m456p234s777s99s")}, (_fed(1, "9s", 0, last_tile=True),))),
        # 杠上开花 on an added kong's replacement: 0 + 1 + 1 = 2 → 3 from each
        ("x-gangkai-added", _round({1: _seat("123m456p777s99s", "8888s+")}, (Win.parse(1, "9s", KONG),))),
        # 杠上开花包杠: the direct kong was fed by seat 3, who pays 3 × 3 = 9
        ("x-gangkai-baogang", _round({1: _seat("123m456p777s99s", "8888s@3")}, (Win.parse(1, "9s", KONG),))),
        # 十二张落地包自摸: seat 0 fed the fourth meld; 碰碰胡 2 + 1 = 3, seat 0 pays 9
        (
            "x-shierzhang",
            _round({2: _seat("5s5s", "111m@1 999p@3 222z@1 777s@0")}, (Win.parse(2, "5s"),)),
        ),
        # 大四喜包自摸: seat 1 fed the fourth wind meld (a concealed kong is not 落地):
        # 6 + 1 (kong) + 1 (自摸) → 6, seat 1 pays 3 × 6 = 18
        (
            "x-dasixi-bao",
            _round({2: _seat("99p", "(1111z) 222z@0 333z@3 444z@1")}, (Win.parse(2, "9p"),)),
        ),
        # 大三元包自摸: seat 0 fed the third dragon meld: 6 + 1 → 6, seat 0 pays 18
        (
            "x-dasanyuan-bao",
            _round({2: _seat("123m99p", "555z@1 666z@3 777z@0")}, (Win.parse(2, "9p"),)),
        ),
        # -- refusals and a draw ----------------------------------------------------------------
        # 漏胡: 9s passed up since the last draw, won from another seat: refused
        (
            "louhu-can-not-win",
            _round({1: _seat("123m456p234s777s99s")}, (_fed(1, "9s", 0, passed="9s"),)),
        ),
        # only an added kong may be robbed: seat 1 shows no pon of 5p to add to
        (
            "robbed-kong-needs-an-added-kong",
            _round(
                {0: _seat("123m456p234s777s99s"), 1: _seat("1234m678m23456s")},
                (Win.parse(0, "5p", ROB, discarder=1),),
            ),
        ),
        ("drawn-round-settles-nothing", _round({})),
    ]
