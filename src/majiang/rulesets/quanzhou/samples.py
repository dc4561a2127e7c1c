"""Sample rounds covering every Quanzhou item: the source of the test vectors.

The dealer is seat 0 and the gold 金 is ``9s`` (the indicator, out of play: 3 live)
unless a sample says otherwise. Hands are 16 tiles, a winner's 17 (melds count 3);
seats not listed are filled with 16 unused tiles, never a flower or a gold.
``P = base × (1 + 连庄) + water``: base 5, or 10 where the dealer wins or pays; the
water is the winner's (明杠 1, 暗杠 2, each gold held 1, each flower 1). 平胡 and 抢杠胡
are paid ``P`` by the discarder (konger); a self-draw type win by all three others.
"""

from __future__ import annotations

from majiang.hands import Hand
from majiang.rulesets.quanzhou.ruleset import Quanzhou
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

__all__ = ["samples"]

GOLD = "9s"

PLAIN = "123456789m123p456s77z"
"""123m 456m 789m 123p 456s 77z: no gold, no water."""

SWIM = "123456789m123p456s9s7z"
"""Before the 7z: five sets and a lone gold, waiting on any tile (游金)."""


def _t(text: str) -> Tile:
    return Tile.from_str(text)


_win = Win.parse


def _fed(seat: int, tile: str, discarder: int) -> Win:
    return _win(seat, tile, WinMethod.DISCARD, discarder=discarder)


def _seat(
    tiles: str, melds: str = "", *, flowers: str = "", discards: str = "", ready: bool = False
) -> SeatRecord:
    return SeatRecord(
        hand=Hand.parse(tiles, melds=melds, flowers=flowers), discards=parse_tiles(discards), ready=ready
    )


def _round(
    seats: dict[int, SeatRecord],
    wins: tuple[Win, ...] = (),
    *,
    gold: str = GOLD,
    dealer: int = 0,
    lianzhuang: int = 0,
) -> Round:
    indicator = _t(gold)
    return Round.build(
        Quanzhou,
        seats=seats,
        wins=wins,
        dealer=dealer,
        indicator=indicator,
        avoid=(indicator,),
        lianzhuang=lianzhuang,
    )


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the Quanzhou table is awarded (or refuses) in one."""
    return [
        # -- 平胡 and 抢杠胡: P from the discarder (konger) alone -----------------------------------
        # non-dealers: P = 5 from seat 2
        ("x-wins-on-x-discard-plain", _round({1: _seat(PLAIN)}, (_fed(1, "7z", 2),))),
        # the dealer pays, 1 stay; water: one gold (as 3m) and one flower:
        # P = 10 × 2 + 1 + 1 = 22 from seat 0
        (
            "x-wins-on-d-discard-gold-flower-lianzhuang",
            _round({3: _seat("12456789m123p456s77z9s", flowers="8f")}, (_fed(3, "7z", 0),), lianzhuang=1),
        ),
        # the dealer wins after 2 stays: P = 10 × 3 = 30 from seat 3
        ("d-wins-on-x-discard-lianzhuang", _round({0: _seat(PLAIN)}, (_fed(0, "7z", 3),), lianzhuang=2)),
        # the dealer discards a gold; it completes 789s as an ordinary tile: no water, P = 10
        (
            "x-wins-on-d-discarded-gold-as-itself",
            _round({1: _seat("123456789m123p77z78s9s")}, (_fed(1, "9s", 0),)),
        ),
        # seat 3 added 5s to his pon of 555s; seat 2 robs it (a 5s 夹): P = 5 from seat 3
        (
            "x-robs-a-kong",
            _round(
                {2: _seat("123456789m123p46s5s77z"), 3: _seat("1122334455667z", "555s@1")},
                (_win(2, "5s", WinMethod.ROBBED_KONG, discarder=3),),
            ),
        ),
        # -- 自摸 ×2, paid by all three ----------------------------------------------------------
        # 5 × 2 = 10 from seats 2 and 3, 10 × 2 = 20 from the dealer
        ("x-self-draw", _round({1: _seat(PLAIN)}, (_win(1, "7z"),))),
        # the dealer, 1 stay: 10 × 2 × 2 = 40 from each
        ("d-self-draw-lianzhuang", _round({0: _seat(PLAIN)}, (_win(0, "7z"),), lianzhuang=1)),
        # seat 2 wins on the tile drawn after his 暗杠 (a self-draw); water 明杠 1 + 暗杠 2
        # + a gold (as 6m) + three flowers = 7: (5 + 7) × 2 = 24 from seats 3 and 1,
        # (10 + 7) × 2 = 34 from the dealer
        (
            "x-kong-replacement-water",
            _round(
                {2: _seat("12345m9s77z", "2222z@0 (3333z) 456s@1", flowers="1f2f3f")},
                (_win(2, "7z", WinMethod.KONG_REPLACEMENT),),
            ),
        ),
        # a gold claimed in a chi (789s from the dealer) is ordinary: no water; 10, 10, 20
        (
            "x-self-draw-gold-in-a-chi-is-no-water",
            _round({1: _seat("123456789m123p77z", "789s@0")}, (_win(1, "7z"),)),
        ),
        # two golds (as 5m, 9m) win by a draw: (5 + 2) × 2 = 14, the dealer (10 + 2) × 2 = 24
        ("x-self-draw-two-golds", _round({1: _seat("1234678m123p456s77z9s9s")}, (_win(1, "7z"),))),
        # -- 三金倒 ×3, 天胡 ×4 -------------------------------------------------------------------
        # the gold is 2p; seat 2 draws his third gold, the rest is junk: water 3;
        # (5 + 3) × 3 = 24 from seats 3 and 1, (10 + 3) × 3 = 39 from the dealer
        (
            "x-sanjindao",
            _round({2: _seat("222p13579m468s123457z")}, (_win(2, "2p"),), gold="2p"),
        ),
        # the dealer's dealt 17 tiles win with a lone gold: no discard, no draw, so no 游金
        # (3.2) but 天胡: (10 + 1) × 4 = 44 from each, whichever tile is marked the winning one
        ("d-tianhu-with-a-lone-gold", _round({0: _seat(SWIM)}, (_win(0, "1m", first_draw=True),))),
        # two golds pon a discarded gold (1.9), no water for them: 自摸 2 × 5 = 10 from seats 2
        # and 3, 2 × 10 = 20 from the dealer
        ("x-pon-of-golds", _round({1: _seat("123456789m123p77z", melds="999s@2")}, (_win(1, "7z"),))),
        # the dealer's first 17 tiles win: 10 × 4 = 40 from each
        ("d-tianhu", _round({0: _seat(PLAIN)}, (_win(0, "7z", first_draw=True),))),
        # dealt three golds: 天胡 beats 三金倒: (10 + 3) × 4 = 52 from each
        (
            "d-tianhu-three-golds",
            _round({0: _seat("999s13579p2468m12345z")}, (_win(0, "1z", first_draw=True),)),
        ),
        # -- 游金 3P + 30, 双游 6P + 60, 三游 9P + 90 --------------------------------------------
        # water 1: (5 + 1) × 3 + 30 = 48 from seats 2 and 3, (10 + 1) × 3 + 30 = 63 from the dealer
        ("x-youjin", _round({1: _seat(SWIM)}, (_win(1, "7z"),))),
        # swimming with two golds (one as 9m), draws the third: 游金 beats 三金倒; water 3:
        # (5 + 3) × 3 + 30 = 54, the dealer (10 + 3) × 3 + 30 = 69
        ("x-youjin-on-the-third-gold", _round({1: _seat("12345678m123p456s9s9s9s")}, (_win(1, "9s"),))),
        # announced 光游 by the dealer after 1 stay, paid as 游金: (10 × 2 + 1) × 3 + 30 = 93 each
        ("d-guangyou-lianzhuang", _round({0: _seat(SWIM, ready=True)}, (_win(0, "7z"),), lianzhuang=1)),
        # one gold discarded while swimming: (5 + 1) × 6 + 60 = 96, the dealer (10 + 1) × 6 + 60 = 126
        (
            "x-shuangyou",
            _round({1: _seat(SWIM, discards="9s")}, (_win(1, "7z", wild_discards=1),)),
        ),
        # two golds discarded (all four 9s are out): (5 + 1) × 9 + 90 = 144, the dealer 189
        (
            "x-sanyou",
            _round({3: _seat(SWIM, discards="9s9s")}, (_win(3, "7z", wild_discards=2),)),
        ),
        # -- who can not win on a discard ---------------------------------------------------------
        (
            "two-golds-on-a-discard-can-not-win",
            _round({1: _seat("1234678m123p456s77z9s9s")}, (_fed(1, "7z", 2),)),
        ),
        (
            "three-golds-on-a-discard-can-not-win",
            _round({2: _seat("999s13579p2468m12345z")}, (_fed(2, "1z", 1),)),
        ),
        ("swimming-hand-on-a-discard-can-not-win", _round({1: _seat(SWIM)}, (_fed(1, "7z", 2),))),
        (
            "discarded-gold-for-another-tile-can-not-win",
            _round({1: _seat("123456789m123p456s7z9s")}, (_fed(1, "9s", 2),)),
        ),
        # -- 荒庄: nothing is settled (the dealer stays) ------------------------------------------
        (
            "drawn-round-settles-nothing",
            _round({1: _seat("123456789m123p4567s", flowers="4f5f"), 2: _seat(SWIM[:-2])}, lianzhuang=3),
        ),
    ]
