"""Wuhan's bound from the hand alone (``rulesets/wuhan/bound.py``): never below what the
best reading pays, and stopping at it scores exactly as the full enumeration."""

from __future__ import annotations

import pytest

from majiang.hands import Hand
from majiang.rulesets import get
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
