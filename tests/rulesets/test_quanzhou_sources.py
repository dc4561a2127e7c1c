"""Quanzhou against its source (``004_b6145a35ecdbe089.txt``, issue 14 items 4-5): each
case a concrete hand, the amounts worked out by hand in the comments.

``P = 底 × (1 + 连庄) + 水分``: 底 5, or 10 where the dealer wins or pays; 水分 the winner's
(each gold held 1). 天胡 pays 4P, 游金 3P + 30. The gold is 9s; the dealer is seat 0.
"""

from __future__ import annotations

import pytest

from majiang.errors import MajiangError, RoundError
from majiang.hands import Hand, Meld
from majiang.rulesets import get
from majiang.scoring import WinContext
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

QZ = get("quanzhou")
GOLD = Tile.from_str("9s")
DEALT = "123456789m123p456s9s7z"
"""The dealer's 17 dealt tiles: five sets, a lone gold and 7z — they win as dealt."""


@pytest.mark.parametrize("marked", ["7z", "1m", "9s"], ids=["marked-7z", "marked-1m", "marked-the-gold"])
def test_dealt_tiles_that_win_are_tianhu_whatever_the_lone_gold_does(marked: str) -> None:
    # 3.2: 游金 is 打出一张牌后 … 再到自己摸牌后胡牌 — a discard, then a draw; the dealer's dealt
    # tiles have neither, so they hold 天胡 (3.6 庄家起手就胡牌) and no 游金, whichever tile is
    # marked as the winning one. P = 10 (the dealer wins) + 1 (one gold) = 11; 天胡 4P = 44
    # from each of the three (not 游金's 3 × 11 + 30 = 63)
    hand = Hand.parse(DEALT, win=marked, self_drawn=True)
    score = QZ.score(hand, WinContext(seat=0, dealer=0, first_draw=True, indicator=GOLD))
    keys = [a.item.key for a in score.awards]
    assert "tianhu" in keys and "youjin" not in keys and "youjin_bonus" not in keys
    assert {p.payer: p.amount for p in score.payments} == {1: 44, 2: 44, 3: 44}


def test_the_same_tiles_after_a_discard_and_a_draw_are_youjin() -> None:
    # the same 17 tiles reached later in the round (a discard, then the 7z drawn): 游金,
    # 3 × 11 + 30 = 63 from each
    hand = Hand.parse(DEALT, win="7z", self_drawn=True)
    score = QZ.score(hand, WinContext(seat=0, dealer=0, indicator=GOLD))
    assert "youjin" in [a.item.key for a in score.awards]
    assert {p.payer: p.amount for p in score.payments} == {1: 63, 2: 63, 3: 63}


def _pon_of_golds() -> Round:
    # seat 1 pon'd seat 2's discarded gold with the two golds he held (999s@2) and
    # self-draws 7z: 123m 456m 789m 123p 77z + 999s
    seat = SeatRecord(hand=Hand.parse("123456789m123p77z", melds="999s@2"))
    return Round.build(
        get("quanzhou"), seats={1: seat}, wins=(Win(seat=1, tile=Tile.from_str("7z")),), indicator=GOLD
    )


def test_two_golds_may_pon_a_discarded_gold() -> None:
    # 1.9: 有玩家打出金，金也可以被两个金碰; the pon'd golds are no water (4.1: 吃、碰的金不算).
    # P = 5 + 0 water for seats 2 and 3, 10 + 0 for the dealer; 自摸 2P: 10, 10 and 20
    settlement = QZ.settle(_pon_of_golds())
    assert settlement.paid(0, 1) == 20 and settlement.paid(2, 1) == 10 and settlement.paid(3, 1) == 10
    assert settlement.nets == (-20, 40, -10, -10)


def test_a_gold_still_can_not_help_another_tile_in_a_claim() -> None:
    # 3.1(3): 金牌不能辅助其他牌来吃、杠和碰 — a pon of 7z made with a gold standing for a 7z
    pon = Meld.of(parse_tiles("777z"), concealed=False, wild=(None, None, GOLD))
    hand = Hand.of(parse_tiles("123456789m123p9s9s"), melds=(pon,))
    with pytest.raises(MajiangError, match=r"wildcard"):
        QZ.check_hand(hand, indicator=GOLD)


@pytest.mark.parametrize(("ready", "wild_discards"), [(True, 0), (False, 1)], ids=["guangyou", "shuangyou"])
def test_a_first_draw_win_can_not_be_a_swim(ready: bool, wild_discards: int) -> None:
    hand = Hand.parse(DEALT, win="7z", self_drawn=True)
    context = WinContext(seat=0, first_draw=True, ready=ready, wild_discards=wild_discards, indicator=GOLD)
    with pytest.raises(RoundError, match=r"游金 needs a discard and then a draw"):
        QZ.score(hand, context)
