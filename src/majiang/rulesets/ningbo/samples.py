"""Sample rounds covering every Ningbo item and refusal: the source of the test vectors.

Unless a sample says otherwise the turned-up tile is ``9s`` (百搭 9s, 3 live), seat
0 deals (east) and the prevailing wind is east. Amounts are ``1 + Σ台`` per payer.
"""

from __future__ import annotations

from majiang.hands import Hand
from majiang.rulesets.ningbo.baida import wild_kinds
from majiang.rulesets.ningbo.ruleset import Ningbo
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

__all__ = ["samples"]

SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD


def _t(text: str) -> Tile:
    return Tile.from_str(text)


_win = Win.parse


def _round(
    seats: dict[int, SeatRecord],
    wins: tuple[Win, ...],
    *,
    indicator: str = "9s",
    dealer: int = 0,
    prevailing_wind: int = 0,
) -> Round:
    ind = _t(indicator)
    return Round.build(
        Ningbo,
        seats=seats,
        wins=wins,
        dealer=dealer,
        indicator=ind,
        avoid=wild_kinds(ind),
        prevailing_wind=prevailing_wind,
    )


def _seat(tiles: str, melds: str = "", flowers: str = "", discards: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds, flowers=flowers), discards=parse_tiles(discards))


EDGE = "123m456m789m12p55p3p"
"""平糊 won on the 3 of 12: 123m 456m 789m 123p 55p."""


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the Ningbo table is awarded (or refuses) in one."""
    return [
        # 自摸 1 + 平糊 1 + 边 1 + 硬糊 1 = 4 台: each pays 5
        ("x-self-draw-pinghu-edge-hard", _round({1: _seat(EDGE)}, (_win(1, "3p"),))),
        # 自摸 1 + 平糊 1 + 夹 1 + 硬糊 1 = 4 台; the dealer wins: each pays 5
        ("d-self-draw-closed", _round({0: _seat("123m456m789m13p55p2p")}, (_win(0, "2p"),))),
        # on seat 3's discard, south round, seat 1 (south): 对倒 1 + 碰碰糊 2 + 硬糊 1 + 中 1
        # + 位风 1 + 圈风 1 = 7 台: seat 3 alone pays 8
        (
            "x-wins-pair-or-pair-on-discard-seat-and-prevailing-wind",
            _round(
                {1: _seat("111m555p777z11z222z")},
                (_win(1, "2z", FED, discarder=3),),
                prevailing_wind=1,
            ),
        ),
        # dealer on seat 2's discard: 单吊 1 + 大吊 1 + 碰碰糊 2 + 硬糊 1 + 字一色 8 + 中发白 ×3
        # = 16 台 (his 东 is the pair, no 位风): seat 2 pays 17
        (
            "d-dadiao-all-honors-on-discard",
            _round(
                {0: _seat("11z", melds="555z@3 666z@1 777z@2 222z@3")},
                (_win(0, "1z", FED, discarder=2),),
            ),
        ),
        # seasons wild (秋 turned up): 1234m 567s and three 百搭 wait on any tile (财神单吊);
        # 自摸 1 + 单吊 1 + 三财神 3 + 梅兰竹菊 2 = 7 台: each pays 8
        (
            "x-three-caishen-four-plants",
            _round(
                {1: _seat("1234m567s9s1f2f4f", melds="999p", flowers="5678f")},
                (_win(1, "9s"),),
                indicator="3f",
            ),
        ),
        # the edge reading earns no 边 (the ready hand waits on several kinds):
        # 自摸 1 + 排糊 0 + 硬糊 1 + 清一色 4 = 6 台: each pays 7
        ("x-self-draw-one-suit", _round({2: _seat("11123345678m", melds="999m@1")}, (_win(2, "3m"),))),
        # 5m waits alone in 4_6m: 自摸 1 + 夹 1 + 硬糊 1 + 混一色 2 = 5 台: each pays 6
        ("x-self-draw-half-flush-closed", _round({3: _seat("123456789m333z5m5m")}, (_win(3, "5m"),))),
        # seat 2 added 3p to his pon; seat 1 robs it: 抢杠 1 + 平糊 1 + 边 1 + 硬糊 1 = 4: the konger pays 5
        (
            "x-robs-a-kong",
            _round(
                {1: _seat(EDGE), 2: _seat("2229m345s678s", melds="333p@0")},
                (_win(1, "3p", WinMethod.ROBBED_KONG, discarder=2),),
            ),
        ),
        # the replacement after a concealed 中 kong is the last tile: 自摸 1 + 夹 1 + 杠上开花 1
        # + 硬糊 1 + 海捞 1 + 中发白 1 = 6 台 (no 平糊: a kong): each pays 7
        (
            "x-kong-flower-on-the-last-tile",
            _round(
                {1: _seat("123m456m13p55p2p", melds="(7777z)")},
                (_win(1, "2p", WinMethod.KONG_REPLACEMENT, last_tile=True),),
            ),
        ),
        # 自摸 1 + 平糊 1 + 硬糊 1 + 天胡 8 = 11 台 (5p or 2p: no 单吊): each pays 12
        ("d-tianhu", _round({0: _seat("123m456m789m234p55p")}, (_win(0, "5p", first_draw=True),))),
        # on the dealer's first discard: 平糊 1 + 硬糊 1 + 地胡 6 = 8 台: the dealer pays 9
        (
            "x-dihu",
            _round({2: _seat("123m456m789m234p55p")}, (_win(2, "5p", FED, discarder=0, first_draw=True),)),
        ),
        # seat 2 (west) holds 春夏秋冬 and 竹: 春夏秋冬 2 (his 秋 not again) + own 竹 1,
        # + 自摸 平糊 边 硬糊 4 = 7 台: each pays 8
        (
            "x-four-seasons-and-own-plant",
            _round({2: _seat(EDGE, flowers="12347f")}, (_win(2, "3p"),)),
        ),
        # seat 3 (north) holds 冬 and 菊: 1 + 1, + 自摸 平糊 边 硬糊 4 = 6 台: each pays 7
        ("x-own-season-and-plant", _round({3: _seat(EDGE, flowers="48f")}, (_win(3, "3p"),))),
        # a dragon pair (白) does not bar 平糊 (only a wind scoring 台 does):
        # 自摸 1 + 平糊 1 + 边 1 + 硬糊 1 = 4 台: each pays 5
        ("x-pinghu-with-a-dragon-pair", _round({1: _seat("123m456m789m12p55z3p")}, (_win(1, "3p"),))),
        # 百搭 5m held at its own face in 345m breaks 硬糊 (手中没百搭):
        # 自摸 1 + 平糊 1 + 八花 8 = 10 台: each pays 11
        (
            "x-baida-at-its-own-face-is-not-hard",
            _round({1: _seat("345m678p234s678s99p", flowers="12345678f")}, (_win(1, "9p"),), indicator="5m"),
        ),
        # all eight flowers: 8 台 in place of the own-seat and four-flower items; 4 + 8 = 12 台
        ("d-eight-flowers", _round({0: _seat(EDGE, flowers="12345678f")}, (_win(0, "3p"),))),
        # -- refusals -------------------------------------------------------------------------------
        # an open wait on a discard: 平糊 1 + 硬糊 1 = 2 台
        (
            "below-four-tai-can-not-win",
            _round({1: _seat("123m456m789m234p55p")}, (_win(1, "4p", FED, discarder=0),)),
        ),
        # ready 123m 456m 789m 234p + 百搭 9s: any tile wins, but only by self-draw
        (
            "caishen-dandiao-on-a-discard-can-not-win",
            _round({1: _seat("123m456m789m234p9s5p")}, (_win(1, "5p", FED, discarder=0),)),
        ),
        # 财神单吊 self-drawn by seat 1 (south): 自摸 1 + 单吊 1 + 混一色 2 + 中 1 + 位风 南 1
        # + 圈风 东 1 = 7 台: each pays 8
        (
            "caishen-dandiao-self-drawn",
            _round({1: _seat("111z222z777z234p9s5p")}, (_win(1, "5p"),)),
        ),
        # a discarded 百搭 (9s) counts as 9s only: it can not be the 5p this hand needs
        (
            "discarded-baida-can-not-stand-in",
            _round({1: _seat("111z222z777z234p5p9s")}, (_win(1, "9s", FED, discarder=2),)),
        ),
        ("drawn-round-is-void", _round({2: _seat("123m456m789m234p5p")}, ())),
    ]
