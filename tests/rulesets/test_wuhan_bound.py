"""Wuhan's bound from the hand alone (``rulesets/wuhan/bound.py``): never below what the
best reading pays, and stopping at it scores exactly as the full enumeration."""

from __future__ import annotations

import pytest

from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.wuhan.bound import big_within_reach
from majiang.rulesets.wuhan.reach import one_suit_within_reach
from majiang.scoring import WinContext, WinMethod, exhaustive
from majiang.tiles import Tile

SLOW = Hand.parse("22334448888p", melds="999p", win="8p", self_drawn=True)
SLOW_CONTEXT = WinContext(
    seat=3, dealer=3, method=WinMethod.KONG_REPLACEMENT, lianzhuang=2, prevailing_wind=3,
    indicator=Tile.from_str("7p"),
)  # fmt: skip


def _known() -> list[tuple[Hand, WinContext]]:
    """The Wuhan lines of ``benchmarks/worst_known.txt`` (Python expressions of the call)."""
    names = {"Hand": Hand, "WinContext": WinContext, "WinMethod": WinMethod, "Tile": Tile}
    found = []
    with open("benchmarks/worst_known.txt", encoding="utf-8") as lines:
        for line in lines:
            if line.startswith("wuhan\t"):
                found.append(eval(line.split("\t", 1)[1], names))
    return found


def test_the_slow_big_win_is_bound_by_what_it_pays() -> None:
    ruleset = get("wuhan")
    # 清一色, 碰碰胡 and 杠上开花 within reach: n = 3; the pon opens (开口 ×2): F = 1;
    # self-drawn big: 2^(1 - 1) × 10 × 3 × 3 = 90 from each of three payers = 270
    assert ruleset.most_paid(SLOW, ruleset.prepare(SLOW, SLOW_CONTEXT)) == 270
    assert ruleset.score(SLOW, SLOW_CONTEXT).total == 270


@pytest.mark.parametrize("case", range(len(_known())))
def test_known_hands_score_as_the_full_enumeration(case: int) -> None:
    ruleset = get("wuhan")
    hand, context = _known()[case]
    fast = ruleset.score(hand, context)
    with exhaustive():
        full = ruleset.score(hand, context)
    assert fast == full
    bound = ruleset.most_paid(hand, ruleset.prepare(hand, context))
    assert bound is not None and bound >= full.total


FOUR_LAIZI = Hand.parse("1111p2233888s", melds="666s", win="1p", self_drawn=True)
FOUR_LAIZI_CONTEXT = WinContext(seat=0, prevailing_wind=3, indicator=Tile.from_str("9p"))  # 皮 9p, 赖子 1p


def test_one_suit_is_out_of_reach_with_more_laizi_of_another_suit_than_a_big_win_may_use() -> None:
    """Four 赖子 1p beside 2233888s and 666s: 清一色 of 索 needs all four to stand for 索
    faces, and a big win lets at most two stand for another face; so only 碰碰胡 is within
    reach (11p 222s 333s 888s 666s, two 赖子 as themselves)."""
    ruleset = get("wuhan")
    context = ruleset.prepare(FOUR_LAIZI, FOUR_LAIZI_CONTEXT)
    laizi = Tile.from_str("1p")
    naturals = [t for t in FOUR_LAIZI.tiles if t != laizi]
    assert not one_suit_within_reach(FOUR_LAIZI, laizi, naturals, 4)
    assert one_suit_within_reach(FOUR_LAIZI, laizi, naturals, 2)  # two: both may stand for 索
    assert big_within_reach(FOUR_LAIZI, context) == 1
    # 碰碰胡 n = 1; the pon opens (开口 ×2): F = 1; self-drawn big:
    # 2^(1 - 1) × 10 × 1 × 3 = 30 from each of three payers = 90
    assert ruleset.most_paid(FOUR_LAIZI, context) == 90
    fast = ruleset.score(FOUR_LAIZI, FOUR_LAIZI_CONTEXT)
    with exhaustive():
        full = ruleset.score(FOUR_LAIZI, FOUR_LAIZI_CONTEXT)
    assert fast == full
    assert full.total == 90
    assert [a.item.key for a in full.awards][:1] == ["pengpeng"]


@pytest.mark.parametrize(
    ("tiles", "melds", "held", "reach"),
    [
        ("2233888s", "666s", 4, False),  # 赖子 1p: two of four would stand as 1p
        ("2233888s", "666s", 2, True),  # both may stand for 索
        ("2233888p", "666p", 4, True),  # 赖子 1p of the suit itself: as themselves, still 筒
        ("2233888p", "666s", 0, False),  # two suits
        ("223388p1z", "666p", 0, False),  # an honor
    ],
    ids=["other-suit-4", "other-suit-2", "own-suit-4", "two-suits", "honor"],
)
def test_one_suit_within_reach(tiles: str, melds: str, held: int, reach: bool) -> None:
    hand = Hand.parse(tiles + "1p" * held, melds=melds)
    laizi = Tile.from_str("1p")
    naturals = [t for t in hand.tiles if t != laizi]
    assert one_suit_within_reach(hand, laizi, naturals, held) is reach
