"""Sample rounds covering every Hefei item and refusal: the source of the test vectors.

All are played in the default room (报听, base 12); the dealer is seat 0 and the
连庄数 is 1 unless a sample says otherwise.
"""

from __future__ import annotations

from majiang.hands import Hand
from majiang.rulesets.hefei.ruleset import Hefei
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import parse_tiles

__all__ = ["samples"]

PLAIN = "234567m88m345p678s"
"""An 8-tile suit and nothing else: base and 庄分 only (won on ``3p``, an open wait)."""


_win = Win.parse


def _fed(seat: int, tile: str, discarder: int) -> Win:
    return _win(seat, tile, WinMethod.DISCARD, discarder=discarder)


def _seat(tiles: str, melds: str = "", discards: str = "", ready: bool = False) -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds), discards=parse_tiles(discards), ready=ready)


def _round(seats: dict[int, SeatRecord], wins: tuple[Win, ...], *, lianzhuang: int = 1) -> Round:
    return Round.build(Hefei, seats=seats, wins=wins, dealer=0, lianzhuang=lianzhuang)


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the Hefei table is awarded (or refuses) in one."""
    return [
        ("x-self-draw-plain", _round({1: _seat(PLAIN)}, (_win(1, "3p"),))),
        (
            "d-wins-on-x-discard-ka-quemen-zhi",
            _round({0: _seat("234456678m345p55p", ready=True)}, (_fed(0, "7m", 2),)),
        ),
        (
            "x-wins-on-d-discard-dealer-pays-zhuangfen",
            _round({1: _seat(PLAIN, ready=True)}, (_fed(1, "3p", 0),)),
        ),
        ("source-tong-example", _round({1: _seat("444567678m444p44s")}, (_win(1, "4s"),))),
        # the source's 卡 example, 3456 胡单调 3 或 6: 3456m + 234m 678m 888p won on 6m as the
        # 66m pair; 12 + 支 (11 m) 3 + 缺一门 1 + 坎 888p 1 + 卡 1 = 18 each, the dealer + 庄分 2 = 20
        ("source-ka-3456-single-wait", _round({1: _seat("34566m234m678m888p")}, (_win(1, "6m"),))),
        ("kan-and-huo", _round({1: _seat("222456555888m33p")}, (_win(1, "3p"),))),
        ("puzi-555666777m-counts-two", _round({1: _seat("555666777m234p88s")}, (_win(1, "8s"),))),
        ("seven-pairs", _round({1: _seat("4455667788m2244p")}, (_win(1, "2p"),))),
        ("concealed-kong", _round({1: _seat("234m678m88m678p", melds="(5555m)")}, (_win(1, "8p"),))),
        (
            "double-eight-two-kongs",
            _round({1: _seat("456p567p88p", melds="(2222m) (3333m)")}, (_win(1, "8p"),)),
        ),
        ("x-haolao", _round({1: _seat(PLAIN)}, (_win(1, "3p", last_tile=True),))),
        ("d-tianhu", _round({0: _seat(PLAIN)}, (_win(0, "3p", first_draw=True),))),
        ("x-dihu", _round({1: _seat(PLAIN)}, (_win(1, "3p", first_draw=True),))),
        ("d-self-draw-lianzhuang-3", _round({0: _seat(PLAIN)}, (_win(0, "3p"),), lianzhuang=3)),
        (
            "one-discard-two-winners",
            _round(
                {1: _seat("234567m88m456p678s", ready=True), 2: _seat("222333444m55p678s", ready=True)},
                (_fed(1, "5p", 3), _fed(2, "5p", 3)),
            ),
        ),
        (
            "d-discard-three-winners",
            _round(
                {
                    1: _seat("234567m88m456p678s", ready=True),
                    2: _seat("222333444m55p678s", ready=True),
                    3: _seat("345p678p88p567s678s", ready=True),
                },
                (_fed(1, "5p", 0), _fed(2, "5p", 0), _fed(3, "5p", 0)),
            ),
        ),
        ("no-suit-of-eight-can-not-win", _round({1: _seat("234567m88p345p678s")}, (_win(1, "3p"),))),
        ("discard-win-unready-can-not-win", _round({1: _seat(PLAIN)}, (_fed(1, "3p", 2),))),
        (
            "drawn-round-is-void",
            _round({1: _seat("234m678m88m67p", melds="(5555m)"), 2: _seat("222333444m5p678s")}, ()),
        ),
    ]
