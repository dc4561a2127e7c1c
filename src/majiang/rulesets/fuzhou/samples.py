"""Sample rounds covering every Fuzhou item: the source of the test vectors.

The dealer is seat 0 and the 金 is ``9s`` (the turned-up tile, out of play: 3 live) unless
a sample says otherwise. Hands are 16 tiles, a winner's 17 (melds count 3); honors and
flowers are set aside as flowers. ``C = 1 + 花 + 金 + 杠 (+ 连庄 where the dealer wins or
pays)``; a self-draw type pays ``2C + S`` from each other seat, a discard ``2(C + S)`` from
the discarder. Seats not listed are filled with 16 unused suit tiles, never a 金.
"""

from __future__ import annotations

from majiang.hands import Hand
from majiang.rulesets.fuzhou.ruleset import Fuzhou
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

__all__ = ["samples"]

GOLD = "9s"
HONORS = tuple(Tile(suit="z", rank=r) for r in range(1, 8))

PLAIN = "123m456m789m123p456s11s"
"""123m 456m 789m 123p 456s 11s: no 金."""


_win = Win.parse


def _fed(seat: int, tile: str, discarder: int) -> Win:
    return _win(seat, tile, WinMethod.DISCARD, discarder=discarder)


def _seat(tiles: str, melds: str = "", *, flowers: str = "", discards: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds, flowers=flowers), discards=parse_tiles(discards))


def _round(seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), *, lianzhuang: int = 0) -> Round:
    gold = Tile.from_str(GOLD)
    return Round.build(
        Fuzhou, seats=seats, wins=wins, indicator=gold, avoid=(gold, *HONORS), lianzhuang=lianzhuang
    )


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the Fuzhou table is awarded (or refuses) in one."""
    one_gold = "12345678m9s123p456s11p"  # 123m 456m 78m+金(9m) 123p 456s 11p
    return [
        # -- the digest's worked examples ----------------------------------------------------------
        # 1. flowers 东 春 中 and one 金 on seat 1's discard: C = 1 + 3 + 1 = 5 → seat 1 pays 2 × 5 = 10
        ("x-wins-on-x-discard", _round({2: _seat(one_gold, flowers="1z1f7z")}, (_fed(2, "1p", 1),))),
        # 2. the same hand self-drawn: 2 × 5 + 0 = 10 from each; +30
        ("x-self-draw", _round({2: _seat(one_gold, flowers="1z1f7z")}, (_win(2, "1p"),))),
        # 3. the dealer (连庄 2) 三金倒 with 2 flowers and a concealed kong:
        #    C = 1 + 2 + 3 + 2 + 2 = 10, S = 40 → 2 × 10 + 40 = 60 from each; +180
        (
            "d-sanjindao-lianzhuang",
            _round(
                {0: _seat("9s9s9s1357m2468p147s", "(2222m)", flowers="1f5f")},
                (_win(0, "4s"),),
                lianzhuang=2,
            ),
        ),
        # 4. 金雀 with four 东 (6) + 梅 (1), two 金 as the pair, an exposed kong:
        #    C = 1 + 7 + 2 + 1 = 11, S = 60 → 2 × 11 + 60 = 82 from each; +246
        (
            "x-jinque-flower-four-exposed-kong",
            _round({3: _seat("123m456m789m123p9s9s", "4444s", flowers="1111z5f")}, (_win(3, "9s"),)),
        ),
        # 5. no flower, no kong, no 金 on seat 2's discard: C = 1, S = 30 → 2 × 31 = 62
        ("x-no-flower-no-kong-on-discard", _round({1: _seat(PLAIN)}, (_fed(1, "1s", 2),))),
        # -- the other special wins --------------------------------------------------------------
        # 金龙: 999s of three 金: C = 1 + 3 = 4, S = 120 → 2 × 4 + 120 = 128 from each
        ("x-jinlong", _round({1: _seat("123m456m789m123p11s9s9s9s")}, (_win(1, "9s"),))),
        # 一张花: C = 1 + 1 = 2, S = 15 → 2 × 2 + 15 = 19 from each
        ("x-one-flower", _round({2: _seat(PLAIN, flowers="3f")}, (_win(2, "1s"),))),
        # 天胡 with two flowers: C = 1 + 2 = 3, S = 30 → 2 × 3 + 30 = 36 from each
        ("d-tianhu", _round({0: _seat(PLAIN, flowers="2f3f")}, (_win(0, "1s", first_draw=True),))),
        # 抢金: seat 1 takes the turned-up 9s (it stands for 1s): C = 1 + 2 + 1 = 4, S = 30 → 38 each
        (
            "x-qiangjin",
            _round({1: _seat("123m456m789m123p456s1s9s", flowers="3f4f")}, (_win(1, "9s", first_draw=True),)),
        ),
        # -- payments --------------------------------------------------------------------------------
        # seat 2 robs seat 3's added 5s (seat 3 shows the pon), one flower: C = 2, S = 15 (一张花)
        # → seat 3 pays 2 × (2 + 15) = 34
        (
            "x-robs-added-kong",
            _round(
                {2: _seat("123m456m789m123p46s5s11s", flowers="1f"), 3: _seat("2468m1357p2468s9s", "555s@1")},
                (_win(2, "5s", WinMethod.ROBBED_KONG, discarder=3),),
            ),
        ),
        # the dealer (连庄 1) feeds seat 1, two flowers: C = 1 + 2 + 1 (L, the dealer pays) = 4 → 8
        (
            "x-wins-on-d-discard-lianzhuang",
            _round({1: _seat(PLAIN, flowers="1f2f")}, (_fed(1, "1s", 0),), lianzhuang=1),
        ),
        # a concealed kong (2) and two flowers: C = 1 + 2 + 2 = 5 → 10 from each
        (
            "x-concealed-kong",
            _round({1: _seat("123m456m789m123s11s", "(5555p)", flowers="1f2f")}, (_win(1, "1s"),)),
        ),
        # -- refusals --------------------------------------------------------------------------------
        (
            "discarded-gold-can-not-be-won-on",
            _round({1: _seat("123m456m789m123p456s1s9s")}, (_fed(1, "9s", 2),)),
        ),
        (
            "three-golds-on-a-discard-can-not-win",
            _round({2: _seat("9s9s9s13579m2468p12478s")}, (_fed(2, "1m", 1),)),
        ),
        # 抢金 with two 金 held: the taken 金 does not make 三金倒 (research doc §4.5), and the
        # tiles make no 5 sets and a pair
        (
            "grab-with-two-golds-is-no-sanjindao",
            _round({1: _seat("9s9s9s13579m2468p12478s")}, (_win(1, "9s", first_draw=True),)),
        ),
        (
            "gold-discarder-may-only-self-draw",
            _round({1: _seat(PLAIN, discards="9s")}, (_fed(1, "1s", 2),)),
        ),
        ("an-honor-is-never-played", _round({1: _seat("123m456m789m123p456s1z1z")}, (_win(1, "1z"),))),
        # 荒庄: nothing is paid (the dealer stays)
        (
            "drawn-round-settles-nothing",
            _round({1: _seat("123m456m789m123p456s1s", flowers="1z2z")}, lianzhuang=1),
        ),
    ]
