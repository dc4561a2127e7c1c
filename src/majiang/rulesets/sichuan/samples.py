"""Sample rounds covering every Sichuan item: the source of the test vectors.

Base 1, 自摸加底, 血战到底 (the defaults). The dealer is seat 0. Seats not listed hold
13 unused tiles (``Round.build``): those fillers hold three suits, so where the wall
ends with them still in play they pay 查花猪 — the vectors show that too. Each seat's
void suit (定缺) is recorded where it matters.
"""

from __future__ import annotations

from typing import Any

from majiang.hands import Hand
from majiang.scoring import WinMethod
from majiang.settlement import Kong, Round, SeatRecord, Win
from majiang.tiles import Tile

__all__ = ["samples"]

SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD
KONG = WinMethod.KONG_REPLACEMENT
ROB = WinMethod.ROBBED_KONG
T = Tile.from_str


def _win(seat: int, tile: str, method: WinMethod = SELF, **kw: Any) -> Win:
    return Win(seat=seat, tile=T(tile), method=method, **kw)


def _fed(seat: int, tile: str, discarder: int, **kw: Any) -> Win:
    return _win(seat, tile, FED, discarder=discarder, **kw)


def _seat(tiles: str, melds: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds))


def _round(seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), **kw: Any) -> Round:
    from majiang.rulesets.sichuan.facts import SichuanFacts
    from majiang.rulesets.sichuan.ruleset import Sichuan

    kw.setdefault("facts", SichuanFacts())
    return Round.build(Sichuan, seats=seats, wins=wins, **kw)


def _void(*suits: str | None) -> Any:
    from majiang.rulesets.sichuan.facts import SichuanFacts

    return SichuanFacts(void=suits)


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the table is awarded (or refuses) in one."""
    return [
        # -- the digest's worked examples (the rest of the round: fillers) ----------------------
        # 1. 清对 self-drawn, a 面下杠 7777s: 8 × 2 (1 根) = 16, each pays 17; kong 1 from each
        ("x1-qingdui-self-draw", _round({2: _seat("111s333s555s99s", "7777s+")}, (_win(2, "9s"),))),
        # 2. 龙七对 on seat 1's discard: 16 (its four is no 根)
        ("x2-long-qidui", _round({0: _seat("1122m4444p5566p99p")}, (_fed(0, "9p", 1),))),
        # 3. 平胡 self-drawn, 直杠 2222m on seat 0's discard and 面下杠 5555p: 1 × 4 = 4, each 5
        (
            "x3-pinghu-two-kongs",
            _round({3: _seat("345m678m99m", "2222m@0 5555p+")}, (_win(3, "9m"),)),
        ),
        # 5. 杠上炮: seat 1 直杠 6666s on seat 0's discard, discards 4p; seat 2 平胡: 1 × 2 = 2,
        #    and 呼叫转移 of the kong's 2
        (
            "x5-gangshangpao-hujiao",
            _round(
                {1: _seat("124578m9m135s", "6666s@0"), 2: _seat("123p567p789p234s44p")},
                (_fed(2, "4p", 1, kong_discard=True),),
            ),
        ),
        # -- each pattern ----------------------------------------------------------------------
        ("duiduihu", _round({1: _seat("111m333m555p777p99p")}, (_fed(1, "7p", 3),))),
        ("qingyise", _round({1: _seat("123m456m789m234m55m")}, (_fed(1, "5m", 2),))),
        ("daiyaojiu", _round({2: _seat("123m789m123p789p99p")}, (_fed(2, "9p", 0),))),
        ("qidui", _round({3: _seat("11m33m55m77p99p22p44p")}, (_fed(3, "4p", 2),))),
        ("jingou", _round({1: _seat("99p", "111m@0 333m@2 555p@3 777p@0")}, (_fed(1, "9p", 2),))),
        ("jiangdui", _round({2: _seat("222m555m888m222p55p")}, (_win(2, "5p"),))),
        ("qing-qidui", _round({1: _seat("11m33m55m77m99m22m44m")}, (_fed(1, "4m", 0),))),
        ("qing-yaojiu-gen", _round({2: _seat("123m123m789m999m11m")}, (_fed(2, "1m", 3),))),
        ("jiang-jingou", _round({3: _seat("55p", "222m@0 555m@1 888p@2 222p@0")}, (_fed(3, "5p", 1),))),
        ("qing-jingou", _round({1: _seat("99s", "111s@0 333s@2 555s@3 777s@0")}, (_win(1, "9s"),))),
        ("qing-long-qidui", _round({2: _seat("1111m33m55m77m99m22m")}, (_fed(2, "2m", 1),))),
        (
            "shiba-luohan",
            _round({1: _seat("99p", "1111m@0 (3333m) 5555p@3 7777p+")}, (_win(1, "9p", KONG),)),
        ),
        (
            "qing-shiba-luohan",
            _round({3: _seat("99s", "1111s@0 2222s+ (3333s) 4444s@1")}, (_fed(3, "9s", 2),)),
        ),
        # -- the first draw, kongs, robbing -----------------------------------------------------
        ("tianhu", _round({0: _seat("123m456m789m234p55p")}, (_win(0, "5p", first_draw=True),))),
        ("dihu", _round({1: _seat("123m456m789m234p55p")}, (_fed(1, "5p", 0, first_draw=True),))),
        ("gangshanghua", _round({2: _seat("123m456m789m55p", "(8888p)")}, (_win(2, "5p", KONG),))),
        (
            "qiangganghu",
            _round(
                {0: _seat("123m456m789m234p55p"), 1: _seat("123s456s789s9m", "222p@3")},
                (_win(0, "2p", ROB, discarder=1),),
            ),
        ),
        # -- refusals ----------------------------------------------------------------------------
        ("can-not-win-three-suits", _round({1: _seat("123m456p789s234m55m")}, (_win(1, "5m"),))),
        (
            "can-not-win-void-held",
            _round({1: _seat("123m456m789p234p55p")}, (_win(1, "5p"),), facts=_void(None, "m", None, None)),
        ),
        # -- 血战: three wins, a kong after the first, 一炮多响 ---------------------------------------
        (
            "xuezhan-three-winners",
            _round(
                {
                    0: _seat("123p456p789p99s", "1111s+"),
                    1: _seat("234s567s888s99s", "111m@3"),
                    2: _seat("234m567m678m333m44m"),
                    3: _seat("345s678s2p", "999p@0 888p@1"),
                },
                (
                    _win(2, "4m"),
                    _fed(0, "9s", 3, moment=1),
                    _fed(1, "9s", 3, moment=1),
                ),
                kongs=(Kong(seat=0, tile=T("1s"), moment=1),),
                facts=_void("m", "p", "s", "m"),
            ),
        ),
        # -- the drawn end: 花猪, 大叫, 退税 (the digest's example 6) ----------------------------------
        (
            "x6-drawn-end",
            _round(
                {
                    0: _seat("3568m169p122678s"),
                    1: _seat("2245789m159s", "(3333s)"),
                    2: _seat("1234567892345p"),
                    3: _seat("111123m456789s9s"),
                },
                facts=_void("m", "p", "m", "p"),
            ),
        ),
    ]
