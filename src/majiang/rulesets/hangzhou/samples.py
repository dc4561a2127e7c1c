"""Sample rounds covering every Hangzhou item: the source of the test vectors.

The dealer is seat 0, 底 1. Every payer pays ``2 ** Σ翻``; the dealer's factor
(庄家 ×2, ×2 per stay up to two) applies where the winner or that payer is the
dealer. Seats not listed are filled with 13 unused tiles, never a 白.
"""

from __future__ import annotations

from majiang.hands import Hand
from majiang.rulesets.hangzhou.caishen import BAI
from majiang.rulesets.hangzhou.facts import HangzhouFacts
from majiang.rulesets.hangzhou.ruleset import Hangzhou
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import parse_tiles

__all__ = ["samples"]

PLAIN = "123m456p789s234s99m"
"""123m 456p 789s 234s 99m: no 财神, waited on 9m only."""

BAOTOU = "123m456p789s234s5z"
"""Four sets and a lone 白: any tile wins (爆头)."""


_win = Win.parse


def _seat(tiles: str, melds: str = "", *, discards: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds), discards=parse_tiles(discards))


def _round(
    seats: dict[int, SeatRecord],
    wins: tuple[Win, ...] = (),
    *,
    lianzhuang: int = 0,
    facts: HangzhouFacts | None = None,
) -> Round:
    facts = facts or HangzhouFacts()
    return Round.build(Hangzhou, seats=seats, wins=wins, avoid=(BAI,), lianzhuang=lianzhuang, facts=facts)


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the Hangzhou table is awarded (or refuses) in one."""
    return [
        # 平胡, fresh dealer: the dealer pays 2^1 = 2, seats 2 and 3 pay 2^0 = 1; +4
        ("x-pinghu", _round({1: _seat(PLAIN)}, (_win(1, "9m"),))),
        # the dealer after 1 stay, 七对 爆头 (6 pairs + a lone 白 before the draw):
        # 七对 1 + 爆头 1 + 庄家 1 + 连庄 1 = 4 翻 → 16 from each; +48
        (
            "d-qidui-baotou-lianzhuang",
            _round({0: _seat("1122m3344p5566s5z7z")}, (_win(0, "7z"),), lianzhuang=1),
        ),
        # seat 2 is 爆头, discards a 白 (财飘), then draws: 财飘 1 + 爆头 1 = 2 翻 → 4 from
        # seats 3 and 1, 2^3 = 8 from the dealer; +16
        (
            "x-caipiao-baotou",
            _round({2: _seat(BAOTOU + "7z", discards="5z")}, (_win(2, "7z", wild_discards=1),)),
        ),
        # seat 3 wins on the replacement of his concealed 南 kong (杠开), not 爆头:
        # 1 翻 → 2 from seats 1 and 2, 2^2 = 4 from the dealer; +8
        (
            "x-gangkai",
            _round(
                {3: _seat("123m456p78s11s9s", "(2222z)")},
                (_win(3, "9s", WinMethod.KONG_REPLACEMENT),),
            ),
        ),
        # seat 3 kongs 南, kongs 北 on its replacement, wins on the second replacement
        # (连杠×2), not 爆头: 2 翻 → 2^2 = 4 from seats 1 and 2, 2^3 = 8 from the dealer; +16
        (
            "x-lian-gang-2",
            _round(
                {3: _seat("123m456p11s", "(2222z) (4444z)")},
                (_win(3, "1s", WinMethod.KONG_REPLACEMENT),),
                facts=HangzhouFacts(chain_kongs=2),
            ),
        ),
        # the dealer after 3 stays (the factor stops at 8): 豪华七对 with 1111m:
        # 七对 1 + 豪华 1 + 庄家 1 + 连庄 2 = 5 翻 → 32 from each; +96
        (
            "d-haohua-qidui-lianzhuang-capped",
            _round({0: _seat("11112233m445566p")}, (_win(0, "6p"),), lianzhuang=3),
        ),
        # seat 1 holds four 白 (四白; not 爆头): 789p (白 as 7p) 123m 456p 11s 白白白:
        # 四白 1 → 2 from seats 2 and 3, 4 from the dealer; +8
        ("x-si-bai-held", _round({1: _seat("5555z123m456p11s89p")}, (_win(1, "9p"),))),
        # seat 2 飘s three 白 while 爆头 and keeps one (三财飘, 四白):
        # 财飘 3 + 四白 1 + 爆头 1 = 5 翻 → 32 from seats 3 and 1, 64 from the dealer; +128
        (
            "x-san-cai-piao-si-bai",
            _round({2: _seat(BAOTOU + "3z", discards="5z5z5z")}, (_win(2, "3z", wild_discards=3),)),
        ),
        # no win on a discard
        (
            "discard-win-can-not-win",
            _round({1: _seat(PLAIN)}, (_win(1, "9m", WinMethod.DISCARD, discarder=2),)),
        ),
        # a 财飘 needs 爆头: this hand waited on 9m only
        (
            "caipiao-without-baotou-is-refused",
            _round({1: _seat(PLAIN, discards="5z")}, (_win(1, "9m", wild_discards=1),)),
        ),
        # a draw: nothing is paid (the dealer stays)
        ("drawn-round-settles-nothing", _round({1: _seat(BAOTOU)}, lianzhuang=1)),
    ]
