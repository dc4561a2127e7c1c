"""Sample rounds covering every Tianjin item: the source of the test vectors.

The dealer is seat 0, unit 1; the turned-up tile is ``5p`` unless said, so the 混儿 are
``5p`` and ``6p``. Each other seat pays the value; the winner receives 3 × value. Kong
points (明杠 1, 暗杠 2 from each other seat) are paid in every round, drawn ones too.
Seats not listed hold 13 unused tiles, never a 混儿.
"""

from __future__ import annotations

from typing import Any

from majiang.hands import Hand
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

__all__ = ["INDICATOR", "samples"]

INDICATOR = Tile(suit="p", rank=5)
"""The turned-up 5p: 混儿 5p and 6p."""

KONG = WinMethod.KONG_REPLACEMENT
FED = WinMethod.DISCARD
_win = Win.parse


def _seat(tiles: str, melds: str = "", *, discards: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds), discards=parse_tiles(discards))


def _round(
    seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), *, xiangong: tuple[int, ...] = (), **kw: Any
) -> Round:
    from majiang.rulesets.tianjin.facts import TianjinFacts
    from majiang.rulesets.tianjin.ruleset import Tianjin

    avoid = parse_tiles("5p6p")
    facts = TianjinFacts(xiangong=xiangong)
    return Round.build(Tianjin, seats=seats, wins=wins, indicator=INDICATOR, avoid=avoid, facts=facts, **kw)


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the table is awarded (or refuses) in one."""
    return [
        # -- the digest's worked examples --------------------------------------------------------
        # 1. 没混儿 小和: 1 × 2 = 2 from each; +6
        ("x-mei-hun-xiaohe", _round({1: _seat("123m456s789s11z234p")}, (_win(1, "2p"),))),
        # 2. 单混儿吊 小和: 123m 456s 789s 111z + a 6p, draws 3p: 1 × 2 = 2 from each; +6
        ("x-dan-hun-diao", _round({1: _seat("123m456s789s111z6p3p")}, (_win(1, "3p"),))),
        # 3. 捉伍儿 with a 混儿 elsewhere (34p + 6p): 3 from each; +9
        ("x-zhuo-wu", _round({2: _seat("46m123s789s11z34p6p5m")}, (_win(2, "5m"),))),
        # 4. 本混儿龙 1p-9p, a 6p filling 4p: 4 × 2 = 8 from each; +24
        ("x-ben-hun-long", _round({3: _seat("123p5p6p6p789p789s11z")}, (_win(3, "1z"),))),
        # 5. 杠开 混儿吊 本混儿龙 on a 明杠's replacement: 4 × 2 × 2 × 2 = 32 from each, the kong 1
        #    from each: +99, each other -33
        (
            "x-gangkai-hun-diao-ben-hun-long",
            _round({1: _seat("123456789p6p3s", "1111z@3")}, (_win(1, "3s", KONG),)),
        ),
        # 5'. the same after an 暗杠: 32 + 2 from each: +102, each other -34
        (
            "x-gangkai-after-concealed-kong",
            _round({1: _seat("123456789p6p3s", "(1111z)")}, (_win(1, "3s", KONG),)),
        ),
        # 6. 双混儿吊 本混儿 捉伍儿龙: (3 + 4) × 2 × 2 = 28 from each; +84
        ("x-shuang-hun-diao-zhuo-wu-long", _round({0: _seat("123456789p5p6p5m11z")}, (_win(0, "5m"),))),
        # 7. a 小和 holding a 混儿 (5p at its face), not 混儿吊, not 杠开: 1 < 2, not a win
        ("xiaohe-with-hun-can-not-win", _round({1: _seat("123m345p456s789s11z")}, (_win(1, "3m"),))),
        # -- the other items and refusals ------------------------------------------------------
        # 龙 in another suit (not 本混儿), 没混儿: 4 × 2 = 8 from each; +24
        ("x-long-mei-hun", _round({2: _seat("123456789m789s11z")}, (_win(2, "1z"),))),
        # no win on a discard
        (
            "discard-win-can-not-win",
            _round({1: _seat("123m456s789s11z234p")}, (_win(1, "2p", FED, discarder=0),)),
        ),
        # 小相公: seat 1 discarded a 混儿, so it can not win
        (
            "xiaoxianggong-can-not-win",
            _round({1: _seat("123m456s789s11z234p", discards="6p")}, (_win(1, "2p"),), xiangong=(1,)),
        ),
        # a draw: only kongs are paid (seat 2's 暗杠 2 from each: +6; seat 3's 明杠 1 from each: +3)
        (
            "drawn-kongs-are-paid",
            _round({2: _seat("123m456s789s1z", "(2222z)"), 3: _seat("234m567s89s34z", "7777z@0")}),
        ),
    ]
