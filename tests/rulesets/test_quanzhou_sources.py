"""Quanzhou against its source (``004_b6145a35ecdbe089.txt``, issue 14 items 4-5): each
case a concrete hand, the amounts worked out by hand in the comments.

``P = 底 × (1 + 连庄) + 水分``: 底 5, or 10 where the dealer wins or pays; 水分 the winner's
(each gold held 1). 天胡 pays 4P, 游金 3P + 30. The gold is 9s; the dealer is seat 0.
"""

from __future__ import annotations

import pytest

from majiang.hands import Hand
from majiang.rulesets import get
from majiang.scoring import WinContext
from majiang.tiles import Tile

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
