"""Jilin against its source (``003_160e2957d2a838e1.txt`` §九, issue 14 items 6-7): each
case a concrete round, the amounts worked out by hand in the comments.

Win payment per payer: ``2**(番 - 1)`` × base 1; 番 here from 闭门 1, 夹 1, 自摸 1. Kong
money: every other seat pays the konger (a 中发白 or 三风蛋 egg: 2). The dealer is seat 0;
the winner is seat 1 and has declared ready.
"""

from __future__ import annotations

import pytest

from majiang.errors import MajiangError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

JILIN = get("jilin")


def _round(tiles: str, win: str, *, melds: str = "", set_aside: str = "") -> Round:
    seat = SeatRecord(
        hand=Hand.parse(tiles, melds=melds),
        ready=True,
        set_aside=tuple(parse_tiles(g) for g in set_aside.split()),
    )
    return Round.build(get("jilin"), seats={1: seat}, wins=(Win(seat=1, tile=Tile.from_str(win)),))


def _keys(round_: Round) -> list[str]:
    win = round_.wins[0]
    score = JILIN.score(round_.winning_hand(win), round_.context(win))
    assert score.can_win, score.reason
    return [a.item.key for a in score.awards]


def test_two_dragons_chi_the_third() -> None:
    # §九.3 中发白有其中的两个可以吃另一个，免1、9，免碰，吃后不算扛: seat 1 chi'd 567z from
    # seat 0 (his previous seat) and self-draws the 8s of 7_9s: 123m 456p 789s 11m + 567z.
    # No pon or kong, a plain pair: the 中发白 run waives the pon. 夹 1 + 自摸 1 = 2 番 (the
    # chi opens the hand: no 闭门) → 2^(2-1) = 2 from each; the chi'd run is no kong: no
    # kong money
    round_ = _round("123m456p79s11m8s", "8s", melds="567z@0")
    assert _keys(round_) == ["closed", "self_draw"]
    settlement = JILIN.settle(round_)
    assert settlement.nets == (-2, 6, -2, -2)
    assert {t.reason for t in settlement.transfers} == {"win"}


def test_two_dragons_win_on_the_third_as_a_closed_wait() -> None:
    # §九.3 也可以有其中的2个胡另一个，算夹胡: 123m 456p 789s 11m + 5z 7z, self-draws 6z.
    # 闭门 1 + 夹 1 + 自摸 1 = 3 番 → 2^2 = 4 from each
    round_ = _round("123m456p789s11m57z6z", "6z")
    assert _keys(round_) == ["concealed", "closed", "self_draw"]
    assert JILIN.settle(round_).nets == (-4, 12, -4, -4)


def test_three_winds_are_no_set_in_the_hand() -> None:
    # only 中发白 is a run here: 123m 456p 789s 11m + 1z 2z waiting on 3z does not win
    hand = Hand.parse("123m456p789s11m12z3z", win="3z", self_drawn=True)
    round_ = _round("123m456p789s11m12z3z", "3z")
    score = JILIN.score(hand, round_.context(round_.wins[0]))
    assert not score.can_win and score.reason is not None and "三风不成顺" in score.reason


@pytest.mark.parametrize("run", ["123z@0", "234z@0"])
def test_a_wind_run_can_not_be_claimed(run: str) -> None:
    with pytest.raises(MajiangError, match=r"only 中发白 as a claimed run"):
        JILIN.check_hand(Hand.parse("123m456p79s11m", melds=run))


@pytest.mark.parametrize("egg", ["567z", "123z", "1234z"], ids=["zhongfabai", "three-winds", "four-winds"])
def test_an_egg_stands_in_for_the_pon_and_the_terminal(egg: str) -> None:
    # §九.2 杠可顶碰和1、9 and 中发白 自摸算杠: seat 1 laid out an egg and self-draws the 5m
    # of 4_6m: 234m 46m 456p 678s 55p — no 1 or 9, no honor in hand, no pon. The egg counts
    # as a kong, so both requirements hold. 闭门 1 + 夹 1 + 自摸 1 = 3 番 → 4 from each;
    # the egg: 2 from each (三风蛋/中发白 an exposed kong ×2), +1 per tile past three
    round_ = _round("234m46m456p678s55p5m", "5m", set_aside=egg)
    assert _keys(round_) == ["concealed", "closed", "self_draw"]
    each = 4 + 2 + (len(parse_tiles(egg)) - 3)
    assert JILIN.settle(round_).nets == (-each, 3 * each, -each, -each)


def test_without_the_egg_the_same_hand_can_not_win() -> None:
    # the same tiles without an egg: 断幺九 (no 1, 9 or honor) refuses it
    round_ = _round("234m46m456p678s55p5m", "5m")
    win = round_.wins[0]
    score = JILIN.score(round_.winning_hand(win), round_.context(win))
    assert not score.can_win and score.reason is not None and "不能断幺九" in score.reason
