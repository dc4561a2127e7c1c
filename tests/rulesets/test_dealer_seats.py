"""The dealer at seats 1, 2 and 3: hand-worked cases for every region.

Almost every other case seats the dealer at 0, where "the dealer" and "seat 0" (and
"seat wind" and "seat index") can not be told apart. Here the dealer sits elsewhere
and every amount is worked from the rule digests in a comment. ``D`` is the dealer.
"""

from __future__ import annotations

from typing import Any

import pytest

from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.changsha import ChangshaFacts
from majiang.scoring import Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

T = Tile.from_str
SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD


def score(
    ruleset: str,
    tiles: str,
    win: str,
    *,
    seat: int,
    dealer: int,
    discarder: int | None = None,
    melds: str = "",
    flowers: str = "",
    indicator: str | None = None,
    options: dict[str, Any] | None = None,
    **context: Any,
) -> Score:
    method = SELF if discarder is None else FED
    hand = Hand.parse(tiles, melds=melds, flowers=flowers, win=win, self_drawn=method.self_drawn)
    ctx = WinContext(
        seat=seat,
        dealer=dealer,
        method=method,
        discarder=discarder,
        indicator=T(indicator) if indicator else None,
        **context,
    )
    return get(ruleset, **(options or {})).score(hand, ctx)


def amounts(s: Score) -> dict[int, int]:
    assert s.can_win, s.reason
    return {p.payer: p.amount for p in s.payments}


def keys(s: Score) -> set[str]:
    return {a.item.key for a in s.awards}


# -- Ji'an: 2**f per payer, +1 f where the payer or the winner deals; 德国 2a + 5 ---------------
# indicator 5s: 正精 5s, 副精 6s. PLAIN_JING wins with 5s as 4m; PLAIN_DEGUO holds no jing.

PLAIN_JING = "123m3m5m5s456p789p22z"
PLAIN_DEGUO = "123m345m456p789p22z"
QI_DEGUO = "11m22m33m44p55p66p77z"


@pytest.mark.parametrize(
    ("tiles", "win", "seat", "dealer", "discarder", "expected"),
    [
        # X self-draw, plain with jing (source: D 4, X 2, X 2): D = seat 1 pays 2^(1+1) = 4,
        # seats 0 and 2 pay 2^1 = 2
        (PLAIN_JING, "5m", 3, 1, None, {0: 2, 1: 4, 2: 2}),
        # D (seat 2) wins plain 德国 on seat 0's discard (source: 13, 4, 4): the discarder
        # 2^(点炮 1 + 庄 1) = 4 → 2×4 + 5 = 13; the others 2^1 = 2 → 2×2 = 4
        (PLAIN_DEGUO, "5m", 2, 2, 0, {0: 13, 1: 4, 3: 4}),
        # X (seat 1) wins plain 德国 on X's (seat 2's) discard, D = seat 3 (source: D 4,
        # discarder 9, other 2): D 2^1 → 4; seat 2 2^1 → 2×2 + 5 = 9; seat 0 2^0 → 2
        (PLAIN_DEGUO, "5m", 1, 3, 2, {2: 9, 3: 4, 0: 2}),
        # D (seat 3) self-draws 小七 德国 (source: 21 each): 2^(自摸 + 小七 + 庄) = 8 → 2×8 + 5 = 21
        (QI_DEGUO, "7z", 3, 3, None, {0: 21, 1: 21, 2: 21}),
        # X (seat 0) self-draws 小七 德国, D = seat 2 (source: D 21, 13, 13):
        # D 2^3 = 8 → 21; the others 2^2 = 4 → 13
        (QI_DEGUO, "7z", 0, 2, None, {1: 13, 2: 21, 3: 13}),
    ],
    ids=["x-self-jing-d1", "d2-on-x-deguo", "x-on-x-deguo-d3", "d3-self-qi-deguo", "x-self-qi-deguo-d2"],
)
def test_jian(
    tiles: str, win: str, seat: int, dealer: int, discarder: int | None, expected: dict[int, int]
) -> None:
    assert (
        amounts(score("jian", tiles, win, seat=seat, dealer=dealer, discarder=discarder, indicator="5s"))
        == expected
    )


# -- Quanzhou: P = base × (1 + 连庄) + water; base 10 where the dealer wins or pays, else 5 --------
# gold 9s; PLAIN holds no gold, no flower, no kong: no water.

QZ_PLAIN = "123456789m123p456s77z"


@pytest.mark.parametrize(
    ("seat", "dealer", "discarder", "lianzhuang", "expected"),
    [
        # seat 0 self-draws, D = seat 2: 自摸 2P; D pays 2 × 10 = 20, seats 1 and 3 2 × 5 = 10
        (0, 2, None, 0, {1: 10, 2: 20, 3: 10}),
        # D = seat 3 self-draws, staying once: 2 × 10 × (1 + 1) = 40 from each
        (3, 3, None, 1, {0: 40, 1: 40, 2: 40}),
        # seat 2 wins on D's (seat 1's) discard: the discarder alone, P = 10
        (2, 1, 1, 0, {1: 10}),
        # seat 2 wins on seat 3's discard, D = seat 1 not involved: P = 5 × (1 + 2) = 15
        (2, 1, 3, 2, {3: 15}),
    ],
    ids=["x-self-d2", "d3-self-lianzhuang", "x-on-d1", "x-on-x-d1-lianzhuang"],
)
def test_quanzhou(
    seat: int, dealer: int, discarder: int | None, lianzhuang: int, expected: dict[int, int]
) -> None:
    s = score(
        "quanzhou",
        QZ_PLAIN,
        "7z",
        seat=seat,
        dealer=dealer,
        discarder=discarder,
        indicator="9s",
        lianzhuang=lianzhuang,
    )
    assert amounts(s) == expected


# -- Jilin: 2**(fan - 1) per payer; 坐庄胡 +1 when the dealer wins; 点炮 +1 for the discarder -------
# CLOSED 123m 456p 789s 111z 99s, ready, won on 2m (1_3m closed): 闭门 1 + 夹 1 (+ 自摸 1)

CLOSED = "123m456p789s111z99s"


@pytest.mark.parametrize(
    ("seat", "dealer", "discarder", "expected"),
    [
        # D = seat 2 self-draws: 闭门 + 夹 + 自摸 + 坐庄胡 = 4 → 2^3 = 8 from each
        (2, 2, None, {3: 8, 0: 8, 1: 8}),
        # seat 1 self-draws, D = seat 3: 3 番 → 4 from each (a paying dealer pays no more)
        (1, 3, None, {2: 4, 3: 4, 0: 4}),
        # D = seat 1 wins on seat 3's discard: 闭门 + 夹 + 坐庄胡 = 3 → 4; the discarder
        # +1 点炮 → 2^3 = 8
        (1, 1, 3, {2: 4, 3: 8, 0: 4}),
    ],
    ids=["d2-self", "x-self-d3", "d1-on-x"],
)
def test_jilin(seat: int, dealer: int, discarder: int | None, expected: dict[int, int]) -> None:
    s = score("jilin", CLOSED, "2m", seat=seat, dealer=dealer, discarder=discarder, ready=True)
    assert amounts(s) == expected


# -- Hefei: 12 base (报听 room); 庄分 between the dealer and the winner: +1 × 连庄 on a discard,
# +2 × 连庄 on a self-draw. PLAIN 234567m 88m 345p 678s won on 3p (open wait): nothing else.

HF_PLAIN = "234567m88m345p678s"


@pytest.mark.parametrize(
    ("seat", "dealer", "discarder", "lianzhuang", "expected"),
    [
        # seat 1 self-draws, D = seat 3: 12 each, D 12 + 2 × 1 = 14
        (1, 3, None, 1, {2: 12, 3: 14, 0: 12}),
        # D = seat 2 self-draws with 连庄 2: 12 + 2 × 2 = 16 from each
        (2, 2, None, 2, {3: 16, 0: 16, 1: 16}),
        # seat 3 (ready) wins on D's (seat 1's) discard: 12 + 1 × 1 = 13 from seat 1 alone
        (3, 1, 1, 1, {1: 13}),
        # seat 3 wins on seat 0's discard, D = seat 1 not involved: 12
        (3, 1, 0, 1, {0: 12}),
    ],
    ids=["x-self-d3", "d2-self-lianzhuang", "x-on-d1", "x-on-x-d1"],
)
def test_hefei(
    seat: int, dealer: int, discarder: int | None, lianzhuang: int, expected: dict[int, int]
) -> None:
    s = score(
        "hefei",
        HF_PLAIN,
        "3p",
        seat=seat,
        dealer=dealer,
        discarder=discarder,
        lianzhuang=lianzhuang,
        ready=True,
    )
    assert amounts(s) == expected


# -- Ningbo: 1 + Σ台; each of three on a self-draw, the discarder alone otherwise ------------------
# 百搭 9s (none held in these hands: 硬糊 1). Seat wind: D east, then south, west, north in
# turn order; own flowers: east 1f/5f, south 2f/6f, west 3f/7f, north 4f/8f. Prevailing east.


def test_ningbo_seat_wind_and_flowers_counted_from_the_dealer_at_2() -> None:
    # D = seat 2, so seat 3 sits south (2z). 222z 555z 123m 456m 7p, self-drawn 7p:
    # 位风 2z 1 + 白 1 + 单吊 1 + 自摸 1 + 硬糊 1 + 2f (夏, south) 1 + 6f (兰, south) 1 = 7 台
    # → 1 + 7 = 8 from each of three. (Read by seat index, seat 3 would be north: no 位风,
    # no own flower, 4 台.)
    s = score("ningbo", "222z555z123m456m77p", "7p", seat=3, dealer=2, flowers="2f6f", indicator="9s")
    assert {"seat_wind", "own_season", "own_plant"} <= keys(s)
    assert amounts(s) == {0: 8, 1: 8, 2: 8}


def test_ningbo_dealer_at_1_is_east() -> None:
    # D = seat 1 sits east (1z), and the prevailing wind is east. 111z 345p 678p 234s 8s,
    # won on seat 3's 8s: 位风 1 + 圈风 1 (the same wind: 2) + 单吊 1 + 硬糊 1 + 1f 春 1 +
    # 5f 梅 1 = 6 台 → 7 from seat 3 alone. (Read by seat index, seat 1 would be south:
    # 3 台, too few to win.)
    s = score(
        "ningbo", "111z345p678p234s88s", "8s", seat=1, dealer=1, discarder=3, flowers="1f5f", indicator="9s"
    )
    assert {"seat_wind", "prevailing_wind", "own_season", "own_plant"} <= keys(s)
    assert amounts(s) == {3: 7}


def test_ningbo_dealer_at_3_makes_seat_1_west() -> None:
    # D = seat 3, so seat 0 is south and seat 1 west (3z). 333z 777z 123m 789m 5m, won on
    # seat 2's 5m: 位风 1 + 中 1 + 混一色 2 + 单吊 1 + 硬糊 1 + 3f 秋 1 = 7 台 → 8 from seat 2
    s = score(
        "ningbo", "333z777z123m789m55m", "5m", seat=1, dealer=3, discarder=2, flowers="3f", indicator="9s"
    )
    assert {"seat_wind", "own_season"} <= keys(s)
    assert amounts(s) == {2: 8}


def test_ningbo_round_with_the_dealer_at_2() -> None:
    # the first case as a whole round: seat 3 nets +24, each other seat -8
    winner = SeatRecord.parse("222z555z123m456m77p", flowers="2f6f")
    r = Round.build(
        get("ningbo"),
        seats={3: winner},
        wins=(Win(seat=3, tile=T("7p")),),
        dealer=2,
        indicator=T("9s"),
        avoid=(T("9s"),),
    )
    assert get("ningbo").settle(r).nets == (-8, -8, -8, 24)


# -- Changsha: unit × wins, +10 where the payer or the winner deals; birds count from D ------------

CS_PLAIN = "123m456m789p234s55s"  # a small win on 5s (the 5s pair)
CS_PENG = "111m999p333s777m11s"  # 碰碰胡 on 1s: one big win


@pytest.mark.parametrize(
    ("tiles", "win", "seat", "dealer", "discarder", "expected"),
    [
        # small self-draw by seat 1, D = seat 2: 10 each, D 10 + 10 = 20
        (CS_PLAIN, "5s", 1, 2, None, {2: 20, 3: 10, 0: 10}),
        # D = seat 3 self-draws 碰碰胡: 30 + 10 = 40 from each
        (CS_PENG, "1s", 3, 3, None, {0: 40, 1: 40, 2: 40}),
        # small win by seat 2 on D's (seat 1's) discard: 10 + 10 = 20
        (CS_PLAIN, "5s", 2, 1, 1, {1: 20}),
        # small win by seat 2 on seat 0's discard, D = seat 1 not involved: 10
        (CS_PLAIN, "5s", 2, 1, 0, {0: 10}),
        # 碰碰胡 by D = seat 1 on seat 0's discard: 60 + 10 = 70
        (CS_PENG, "1s", 1, 1, 0, {0: 70}),
    ],
    ids=["x-small-self-d2", "d3-big-self", "x-small-on-d1", "x-small-on-x-d1", "d1-big-on-x"],
)
def test_changsha(
    tiles: str, win: str, seat: int, dealer: int, discarder: int | None, expected: dict[int, int]
) -> None:
    assert amounts(score("changsha", tiles, win, seat=seat, dealer=dealer, discarder=discarder)) == expected


@pytest.mark.parametrize(
    ("dealer", "bird", "nets"),
    [
        # D = seat 2: rank 1 → seat 2 (D), 2 → seat 3, 3 → seat 0, 4 → seat 1.
        # seat 1 self-draws small: seat 2 pays 20, seats 3 and 0 pay 10.
        (2, "1m", (-10, 60, -40, -10)),  # bird on D, a payer: D doubles, 40
        (2, "4m", (-20, 80, -40, -20)),  # bird on seat 1, the winner: every payer doubles
        (2, "2m", (-10, 50, -20, -20)),  # bird on seat 3: seat 3 doubles, 20
        # D = seat 3: rank 3 → seat 1, the winner: all double; rank 5 → D
        (3, "3p", (-20, 80, -20, -40)),
        (3, "5p", (-10, 60, -10, -40)),
    ],
    ids=[
        "d2-bird-on-dealer",
        "d2-bird-on-winner",
        "d2-bird-on-seat-3",
        "d3-bird-on-winner",
        "d3-bird-on-dealer",
    ],
)
def test_changsha_birds_count_from_the_dealer(dealer: int, bird: str, nets: tuple[int, ...]) -> None:
    birds = parse_tiles(bird)
    r = Round.build(
        get("changsha"),
        seats={1: SeatRecord.parse(CS_PLAIN)},
        wins=(Win(seat=1, tile=T("5s")),),
        dealer=dealer,
        avoid=birds,
        facts=ChangshaFacts(birds=birds),
    )
    assert get("changsha").settle(r).nets == nets
