"""Sample rounds covering every Shanghai item: the source of the test vectors.

The dealer is seat 0, 底花 2, 1 勒子 = 10. 碰碰胡 and 混一色 pay ``min(花, 10)``; the
limit hands 10 × their 勒子. A self-draw is paid by each other seat, a discard by the
discarder alone, a robbed kong by the konger for all three. Seats not listed are filled
with 13 unused tiles, never a flower.
"""

from __future__ import annotations

from majiang.hands import Hand
from majiang.rulesets.shanghai.doubling import ShanghaiFacts
from majiang.rulesets.shanghai.ruleset import Shanghai
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import parse_tiles

__all__ = ["samples"]

SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD


_win = Win.parse


def _fed(seat: int, tile: str, discarder: int, *, passed: str = "") -> Win:
    return _win(seat, tile, FED, discarder=discarder, passed=passed)


def _seat(tiles: str, melds: str = "", *, flowers: str = "", discards: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds, flowers=flowers), discards=parse_tiles(discards))


def _round(
    seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), *, facts: ShanghaiFacts | None = None
) -> Round:
    return Round.build(Shanghai, seats=seats, wins=wins, facts=facts or ShanghaiFacts())


CHENGBAO = _seat("222z77s", "111m@0 999p@0 555s@0", flowers="1f2f3f")
"""Seat 1 pon'd three of seat 0's discards; 222z 77s concealed: 花 2 + 3 + 1 (南) = 6."""


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the Shanghai table is awarded (or refuses) in one."""
    return [
        # -- the digest's worked examples ----------------------------------------------------------
        # 1. 碰碰胡, flowers 春 梅, 东 pon: 花 2 + 2 + 1 = 5 from each of three; +15
        (
            "x-pengpeng-self-draw",
            _round({1: _seat("111m999p555s77s", "111z", flowers="1f5f")}, (_win(1, "7s"),)),
        ),
        # 2. 混一色 on the dealer's discard, 3 flowers, concealed 中 pung: 花 2 + 3 + 2 = 7 from seat 0
        (
            "x-hunyise-on-d-discard",
            _round({2: _seat("123m345m789m11z777z", flowers="1f2f3f")}, (_fed(2, "1z", 0),)),
        ),
        # 3. 碰碰胡, 6 flowers, exposed 白 kong: 花 2 + 6 + 3 = 11 → 10 from each; +30
        (
            "x-pengpeng-capped",
            _round({3: _seat("111m999p555s77s", "5555z", flowers="123456f")}, (_win(3, "7s"),)),
        ),
        # 4. the dealer's 清碰 in a 开宝 round: 2 勒子 = 20, × 2 = 40 from each; +120
        (
            "d-qingpeng-kaibao",
            _round({0: _seat("111m999m555m77m", "333m")}, (_win(0, "7m"),), facts=ShanghaiFacts(kaibao=True)),
        ),
        # 5. 碰碰胡 on the replacement of an added 5m kong (1), one flower: 花 2 + 1 + 1 = 4 → 杠开 10
        (
            "x-gangkai-added-kong",
            _round(
                {1: _seat("111m999p555s77s", "5555m+", flowers="1f")},
                (_win(1, "7s", WinMethod.KONG_REPLACEMENT),),
            ),
        ),
        # 6. seat 2 robs seat 3's added 9m (seat 3 shows the pon): 混一色 花 7, seat 3 pays 3 × 7 = 21
        (
            "x-robs-added-kong-hunyise",
            _round(
                {2: _seat("123m345m78m9m11z777z", flowers="1f2f3f"), 3: _seat("2468p1357s4z9p", "999m@1")},
                (_win(2, "9m", WinMethod.ROBBED_KONG, discarder=3),),
            ),
        ),
        # 7. 承包: seats 2, 3 pay 6; seat 0 pays 6 + 3 × 6 = 24; seat 1 +36
        ("x-chengbao-self-draw", _round({1: CHENGBAO}, (_win(1, "7s"),))),
        # 7b. the same hand on seat 2's discard: seat 2 pays 6, seat 0 (liable) 1 × 6 = 6; +12
        ("x-chengbao-on-another-discard", _round({1: CHENGBAO}, (_fed(1, "7s", 2),))),
        # 8. 风碰 with the 荒番 counter at 2: 4 勒子 = 40, × 2 = 80 from each; +240
        (
            "x-fengpeng-huangfan",
            _round({1: _seat("111z222z333z44z", "555z")}, (_win(1, "4z"),), facts=ShanghaiFacts(huangfan=2)),
        ),
        # 开宝 and 荒番 together (×4): 碰碰胡 花 2 + 1 (东 pon) = 3 → 12 from seat 3
        (
            "x-pengpeng-kaibao-huangfan",
            _round(
                {1: _seat("111m999p555s77s", "111z")},
                (_fed(1, "7s", 3),),
                facts=ShanghaiFacts(kaibao=True, huangfan=1),
            ),
        ),
        # -- the other types ----------------------------------------------------------------------
        # 风一色 乱风向: two of each honor, no sets: 2 勒子 = 20 from each
        ("x-fengyise-luan", _round({1: _seat("1234567z1234567z")}, (_win(1, "7z"),))),
        # 清一色 with sequences: 1 勒子 = 10 from each
        ("x-qingyise", _round({1: _seat("123m456m789m234m55m")}, (_win(1, "5m"),))),
        # 混碰 on seat 3's discard: 10 from seat 3
        ("x-hunpeng-on-discard", _round({2: _seat("111m555m999m11z", "777z")}, (_fed(2, "1z", 3),))),
        # 八花齐 with any tiles: 2 勒子 = 20 from each
        (
            "x-bahua",
            _round({2: _seat("13579m2468p13579s", flowers="12345678f")}, (_win(2, "7s"),)),
        ),
        # 大吊车 on seat 3's discard: 碰碰胡 花 2 + 1 (南 pon) = 3 → 10 from seat 3
        ("x-dadiaoche", _round({1: _seat("7s7s", "111m 999p 555s 222z")}, (_fed(1, "7s", 3),))),
        # suit kongs: concealed 5s (2), exposed 3p (1): 花 2 + 2 + 1 = 5 from each
        ("x-suit-kongs", _round({1: _seat("111m999p77s", "(5555s) 3333p")}, (_win(1, "7s"),))),
        # honor kongs: concealed 发 (4), exposed 西 (2): 花 2 + 4 + 2 = 8 from each
        ("x-honor-kongs", _round({1: _seat("111m999p77s", "(6666z) 3333z")}, (_win(1, "7s"),))),
        # 一炮多响: seat 0's 9m pays seat 1 (碰碰胡 花 2 + 1 = 3) and seat 2 (混一色 花 2 + 2 = 4);
        # the seat after seat 1 (nearest to the discarder) deals next
        (
            "two-winners-on-one-discard",
            _round(
                {1: _seat("111z333m999p555s9m9m"), 2: _seat("123m456m78m9m22z777z")},
                (_fed(1, "9m", 0), _fed(2, "9m", 0)),
            ),
        ),
        # -- refusals -------------------------------------------------------------------------------
        ("mixed-hand-can-not-win", _round({1: _seat("123m456p789s234s99m")}, (_win(1, "9m"),))),
        (
            "louhu-can-not-win",
            _round({1: _seat("111m999p555s77s", "111z")}, (_fed(1, "7s", 2, passed="7s"),)),
        ),
        (
            "robbed-kong-needs-an-added-kong",
            _round({2: _seat("123m345m78m9m11z777z")}, (_win(2, "9m", WinMethod.ROBBED_KONG, discarder=3),)),
        ),
        ("chi-from-across-is-refused", _round({2: _seat("11z777z55m", "123m@0 456m@1")}, (_win(2, "5m"),))),
        # a draw: nothing is paid (the 荒番 counter goes up)
        ("drawn-round-settles-nothing", _round({1: _seat("111m999p555s7s", "111z")})),
    ]
