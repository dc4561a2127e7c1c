"""Sample rounds covering every Wuhan item (default options): the test vectors.

The dealer is seat 0. Unless said, the indicator is 东 (1z): the 赖子 is 南 (2z), the 皮
are 东 and 白 (1z 5z). ``pay_i = base × W × L_i × z_i`` (base 1 小胡, 10 per 大胡), at
most 300, 金顶 500 when all three exceed it; seats not listed hold 13 unused tiles and
show nothing (L = 1). The arithmetic of each is in ``tests/rulesets/test_wuhan.py``.
"""

from __future__ import annotations

from majiang.rulesets.wuhan.ruleset import WuhanFacts, table_factors
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile

__all__ = ["samples"]

SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD
KONG = WinMethod.KONG_REPLACEMENT
ROB = WinMethod.ROBBED_KONG
EAST = "1z"


def _round(
    seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), indicator: str = EAST, dealer: int = 0
) -> Round:
    from majiang.rulesets.wuhan.ruleset import Wuhan

    tile = Tile.from_str(indicator)
    facts = WuhanFacts(factors=table_factors(seats, tile))
    return Round.build(Wuhan, seats=seats, wins=wins, indicator=tile, facts=facts, dealer=dealer)


def _seat(tiles: str, melds: str = "", laid: str = "") -> SeatRecord:
    return SeatRecord.parse(tiles, melds=melds, set_aside=laid)


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the default table is awarded (or refuses) in one."""
    return [
        # -- the digest's worked examples ------------------------------------------------------
        # 1. seat 1 small 硬胡 self-drawn, a chi and an added kong (indicator 9s: 赖子 1s)
        (
            "x1-small-ying-self-draw",
            _round(
                {
                    0: _seat("123p789p66s9m1z", "222z@2"),
                    1: _seat("345m678p22s", "234m@0 5555p+@3"),
                    2: _seat("3567s", "777m@1 666p@3 (4444s)"),
                    3: _seat("1234567m333z444z", laid="7z"),
                },
                (Win.parse(1, "2s"),),
                indicator="9s",
            ),
        ),
        # 2. seat 2 清一色 with three opens on seat 3's discard
        (
            "x2-qingyise-on-discard",
            _round(
                {
                    1: _seat("1234567s", "333z@0 444z@3"),
                    2: _seat("666p99p", "123p@1 555p@0 777p@1"),
                    3: _seat("1234567m899s", "666z@0"),
                },
                (Win.parse(2, "6p", FED, discarder=3),),
            ),
        ),
        # ... and seat 3 fed the third 开口: seat 3 pays all (承包)
        (
            "x2-qingyise-third-open-chengbao",
            _round(
                {
                    1: _seat("1234567s", "333z@0 444z@3"),
                    2: _seat("666p99p", "123p@1 555p@0 777p@3"),
                    3: _seat("1234567m899s", "666z@0"),
                },
                (Win.parse(2, "6p", FED, discarder=3),),
            ),
        ),
        # 3. a small 软胡 on a discard with one open: 2 × 1 < 16, no win (起胡)
        (
            "x3-ruanhu-qihu-refused",
            _round({1: _seat("123m456p789s5s2z", "789m@0")}, (Win.parse(1, "5s", FED, discarder=0),)),
        ),
        # a small 硬胡 on seat 1's discard, three opens and a 红中杠
        (
            "small-ying-on-discard",
            _round(
                {2: _seat("789m55p", "123m@1 444p@0 666s@3", laid="7z")},
                (Win.parse(2, "9m", FED, discarder=1),),
            ),
        ),
        # -- the other big wins ----------------------------------------------------------------
        # 碰碰胡 self-drawn, two opens, a 赖子杠 and a 皮子杠; every payer opened: 金顶
        (
            "pengpeng-jinding",
            _round(
                {
                    0: _seat("123m456m789m3p", "999s@1"),
                    1: _seat("888s666p22p", "111m@2 999p@3", laid="2z 5z"),
                    2: _seat("234p567p1s3s99m", "777s@0"),
                    3: _seat("345s678s2345m", "666z@0"),
                },
                (Win.parse(1, "2p"),),
            ),
        ),
        # 全求人 on seat 3's discard; seat 3 was not ready: seat 3 pays all (承包)
        (
            "quanqiuren-chengbao",
            _round(
                {
                    1: _seat("55m", "123p@0 456s@0 777m@2 333z@2"),
                    3: _seat("1479m1369p147s37z"),
                },
                (Win.parse(1, "5m", FED, discarder=3),),
            ),
        ),
        # 风一色 in no arrangement (indicator 9m: 赖子 1m, 皮 9m 8m), self-drawn
        (
            "fengyise-any-arrangement",
            _round({2: _seat("22z33z44z555z66z", "111z@1")}, (Win.parse(2, "4z"),), indicator="9m"),
        ),
        # 将一色 on a discard, one 赖子 (南) standing for a 5
        (
            "jiangyise-with-laizi",
            _round({3: _seat("258m258p22s88s2z", "555s@1")}, (Win.parse(3, "8s", FED, discarder=2),)),
        ),
        # 杠上开花 on the replacement of a concealed kong
        ("gangkai", _round({1: _seat("345m567p55s", "789s@0 (9999m)")}, (Win.parse(1, "5s", KONG),))),
        # 海底捞月: a self-draw among the last four tiles
        ("haidi", _round({2: _seat("345m567p22s789s", "666m@0")}, (Win.parse(2, "2s", last_tile=True),))),
        # 抢杠胡: seat 0 robs seat 3's 8m added to its pon; seat 3 pays all (承包)
        (
            "qianggang-chengbao",
            _round(
                {
                    0: _seat("678m345p789s22s", "567p@3"),
                    3: _seat("1234p1234s99s", "888m@2"),
                },
                (Win.parse(0, "8m", ROB, discarder=3),),
            ),
        ),
        # -- refusals --------------------------------------------------------------------------
        ("not-opened", _round({1: _seat("123m456p789s234s55m")}, (Win.parse(1, "5m"),))),
        ("hongzhong-held", _round({1: _seat("123m456p77z234s", "555m@0")}, (Win.parse(1, "7z"),))),
        (
            "laizi-fed",
            _round({1: _seat("123m456p22z234s", "555m@0")}, (Win.parse(1, "2z", FED, discarder=0),)),
        ),
        ("no-258-pair", _round({1: _seat("123m456p789s33m", "555m@0")}, (Win.parse(1, "3m"),))),
        # -- a drawn round: 查大叫 --------------------------------------------------------------
        # seat 1 waits (on 5m/8m... ), two opens: collects 4 from seats 2 (opened: 4) and
        # 3, 0 (never opened: 8 each)
        (
            "drawn-chadajiao",
            _round(
                {
                    0: _seat("1479m1369p147s36z"),
                    1: _seat("67m345p22s", "789s@0 333z@0"),
                    2: _seat("1369m258p69s7z", "111s@1"),
                    3: _seat("2358m2478p258s44z"),
                }
            ),
        ),
    ]
