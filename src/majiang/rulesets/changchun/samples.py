"""Sample rounds covering every Changchun item: the source of the test vectors.

The dealer is seat 0. Whenever a seat has declared ready the round has a 宝
(``indicator``; ``8p`` unless a sample says otherwise, a wait of no ready seat): it is
rolled at the first declarer's next draw. Seats not listed are filled with unused tiles
and are not ready. Each payer pays ``2 ** min(6, fan + d + z)`` (``d`` the dealer, ``z``
every payer of a self-draw or the discarder of a discard win); kong money from each
other seat.
"""

from __future__ import annotations

from majiang.hands import Hand
from majiang.rulesets.changchun.ruleset import Changchun
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

__all__ = ["samples"]

BAO = "8p"

CLOSED = "123m456p789s111z99s"
"""Concealed; won on 2m it is a 夹 (13m)."""

_win = Win.parse
_FED = WinMethod.DISCARD


def _seat(tiles: str, melds: str = "", *, ready: bool = True, aside: str = "") -> SeatRecord:
    groups = tuple(parse_tiles(group) for group in aside.split())
    return SeatRecord(hand=Hand.parse(tiles, melds=melds), ready=ready, set_aside=groups)


def _round(seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), *, bao: str | None = BAO) -> Round:
    """No 宝 unless some seat is ready; special kongs' tiles are kept from the filler."""
    indicator = Tile.from_str(bao) if bao and any(r.ready for r in seats.values()) else None
    laid = [t for r in seats.values() for group in r.set_aside for t in group]
    return Round.build(Changchun, seats=seats, wins=wins, indicator=indicator, avoid=laid)


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item is awarded and every requirement refuses in one."""
    return [
        # digest 1: 门清 1 + 夹 1; self-draw: the dealer 2^(2+1+1) = 16, seats 2, 3 2^3 = 8
        ("x-self-draw-menqing-jia", _round({1: _seat(CLOSED)}, (_win(1, "2m"),))),
        # digest 2: 飘和 2 on ready seat 3's discard: seat 3 2^3 = 8, seat 0 2^3 = 8, seat 1 2^2 = 4
        (
            "x-piaohu-on-ready-discard",
            _round(
                {2: _seat("555p777s111z99s", "222m@0"), 3: _seat("24m333p567s999m77z")},
                (_win(2, "1z", _FED, discarder=3),),
            ),
        ),
        # digest 3: the same, seat 3 not ready: he pays 8 + 8 + 4 = 20 alone
        (
            "x-piaohu-unready-discarder-pays-all",
            _round(
                {2: _seat("555p777s111z99s", "222m@0"), 3: _seat("24m333p567s999m77z", ready=False)},
                (_win(2, "1z", _FED, discarder=3),),
            ),
        ),
        # digest 4: the dealer self-draws 七对 3 + 冲宝 2 (the 宝 is 7z): 2^min(6, 7) = 64 from each
        ("d-qidui-chongbao", _round({0: _seat("1122m3344p5566s77z")}, (_win(0, "7z"),), bao="7z")),
        # 豪华七对 4 (1m makes four alike) + z: the dealer 2^6 = 64, seats 2, 3 2^5 = 32
        ("x-haohua-qidui", _round({1: _seat("1111m3344p5566s77z")}, (_win(1, "1m"),))),
        # 13m waiting 2m, the 宝 5s drawn for it: 门清 1 + 夹 1 + 摸宝 1: the dealer 2^5 = 32, others 16
        ("x-mobao", _round({1: _seat("13m456p789s111z99s5s")}, (_win(1, "5s"),), bao="5s")),
        # no triplet, but a dragon pair; 单吊 on 7z: 门清 1 + 单吊 1: the dealer 16, others 8
        ("x-dragon-pair-danidao", _round({1: _seat("123m456p789s234m77z")}, (_win(1, "7z"),))),
        # 喜杠 laid out stands in for the triplet and the terminal: 门清 1 + 夹 1: 16, 8, 8;
        # the 喜杠 1 from each; seat 3's 九杠 9m9p + 幺鸡 then 9s added: 1 + 1 = 2 from each
        (
            "x-xigang-stands-in-jiugang-with-yaoji",
            _round(
                {
                    1: _seat("234m456p678s123m55s", aside="567z"),
                    3: _seat("345m345p345s22m66s", ready=False, aside="9m9p1s9s"),
                },
                (_win(1, "2m"),),
            ),
        ),
        # digest 5, drawn: seat 2's 暗杠 中 4 from each; seat 1's 旋风杠 东南西 + 北 1 + 1 from each
        (
            "drawn-round-kong-money",
            _round(
                {
                    2: _seat("123m456p789s1m", "(7777z)", ready=False),
                    1: _seat("234m567p345s99m55s", ready=False, aside="1234z"),
                }
            ),
        ),
        # nobody wins; ordinary kongs from each other seat: seat 0's 明杠 1111s ×2 = 2, seat 1's
        # added 1111p ×2 = 2, seat 3's 暗杠 5555m 2
        (
            "drawn-round-doubled-kongs",
            _round(
                {
                    0: _seat("234m567p345s7z", "1111s@2", ready=False),
                    1: _seat("234m678p456s6z", "1111p+", ready=False),
                    3: _seat("678m789p678s2z", "(5555m)", ready=False),
                }
            ),
        ),
        # -- refusals, each failing one requirement first --------------------------------------
        ("not-ready-can-not-win", _round({1: _seat(CLOSED, ready=False)}, (_win(1, "2m"),))),
        ("two-suits-can-not-win", _round({1: _seat("123m456m789m234p55z")}, (_win(1, "5z"),))),
        ("no-terminal-can-not-win", _round({1: _seat("234m456p678s345m55p")}, (_win(1, "5p"),))),
        ("no-triplet-can-not-win", _round({1: _seat("123m456p789s234m55s")}, (_win(1, "5s"),))),
        (
            "seven-pairs-with-a-special-kong-can-not-win",
            _round({1: _seat("1122m3344p5566s99s", aside="567z")}, (_win(1, "9s"),)),
        ),
    ]
