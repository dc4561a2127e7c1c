"""Ji'an's bounded scoring: what a hand's readings can be (``rulesets/jian/reach.py``).

A row is narrowed to reading nothing only where no arrangement can earn it, and
:func:`best_paid` must never be below what some reading pays, so every outcome an
arrangement has must be among ``reach``'s: checked here against every arrangement of
dealt hands. ``Reach.jing_diao`` decides 精吊不能抓炮抢杠 without listing the readings,
so it must be exact: equal to whether some arrangement is 精吊. No timing is asserted.
"""

from __future__ import annotations

import itertools
import random

import pytest

from majiang.errors import MajiangError
from majiang.hands import Arrangement, Hand, MeldKind, Shape, arrangements
from majiang.rulesets import get
from majiang.rulesets.jian.reach import reach
from majiang.scoring import WinContext, WinMethod, exhaustive
from majiang.tiles import Tile
from tests.scoring.corpus import deal

JIAN = get("jian")
OFFSET = get("jian", jing_offset=1)
GRAMMAR = JIAN.grammar_for(Tile.from_str("5s"))  # 正精 5s, 副精 6s
_NAMES = {
    Shape.SEVEN_PAIRS: "seven_pairs",
    Shape.THIRTEEN_LAN: "thirteen_lan",
    Shape.SEVEN_STAR_LAN: "seven_star_lan",
}


def outcome(a: Arrangement) -> tuple[str, bool, bool]:
    """(shape, 精吊, 德国) as Ji'an's table reads them."""
    if a.shape is Shape.STANDARD:
        sets = [m for m in a.melds if m.kind.is_set]
        shape = (
            "all_triplets" if all(m.kind in (MeldKind.TRIPLET, MeldKind.KONG) for m in sets) else "standard"
        )
    else:
        shape = _NAMES[a.shape]
    return shape, a.is_wild_single_wait, not a.uses_wild


@pytest.mark.parametrize(
    ("tiles", "melds", "win", "diao", "has", "lacks"),
    [
        # 5s (the winning jing) and 6s as the pair; 123m 456p 789s 111z
        (
            "123m456p789s111z5s6s",
            "",
            "5s",
            True,
            [("standard", True, False)],
            [("all_triplets", True, False)],
        ),
        # 1z with 5s as the pair, 123m 456p 789p 222z; the 5s can not be its own face there
        ("123m456p789p222z1z5s", "", "1z", True, [("standard", True, False)], [("standard", True, True)]),
        # the winning 5s with the other 5s at its own face: 德国 精吊; also 5s as 1z
        ("123m456p789p222z5s5s", "", "5s", True, [("standard", True, True)], []),
        # 11m22m33m 44p55p66p and 1z with 5s: 精吊 小七
        (
            "112233m445566p1z5s",
            "",
            "1z",
            True,
            [("seven_pairs", True, False)],
            [("thirteen_lan", False, False)],
        ),
        # the only jing is the winning tile: no partner, no 精吊
        ("123m456p789p222z1z5s", "", "5s", False, [("standard", False, False)], [("standard", True, False)]),
        # a 十三烂 with 5s: no pair to wait on
        (
            "147m258p39s12345z5s",
            "",
            "1z",
            False,
            [("thirteen_lan", False, False)],
            [("standard", False, False)],
        ),
        # a claimed run: no 大七, no special shape
        (
            "222p999s777z1z5s",
            "123m",
            "1z",
            True,
            [("standard", True, False)],
            [("all_triplets", True, False)],
        ),
    ],
    ids=[
        "wild-win-pair",
        "natural-win-jing",
        "deguo-diao",
        "diao-seven-pairs",
        "lone-jing",
        "lan",
        "claimed-run",
    ],
)
def test_reach_by_hand(
    tiles: str,
    melds: str,
    win: str,
    diao: bool,
    has: list[tuple[str, bool, bool]],
    lacks: list[tuple[str, bool, bool]],
) -> None:
    hand = Hand.parse(tiles, melds=melds, win=win) if melds else Hand.parse(tiles, win=win)
    found = reach(hand, GRAMMAR)
    assert found.jing_diao is diao
    assert set(has) <= found.outcomes
    assert not set(lacks) & found.outcomes
    every = {outcome(a) for a in arrangements(hand, GRAMMAR)}
    assert every <= found.outcomes
    assert found.jing_diao == any(j for _, j, _ in every)


def _dealt(ruleset: object, seed: int, n: int) -> list[tuple[Hand, WinContext]]:
    rng = random.Random(seed)
    out: list[tuple[Hand, WinContext]] = []
    while len(out) < n:
        dealt = deal(rng, ruleset, max_wild=5)  # type: ignore[arg-type]
        if dealt is None:
            continue
        try:  # a deal the ruleset refuses (a tile past the set with the indicator out) is dropped
            ruleset.score(*dealt)  # type: ignore[attr-defined]
        except MajiangError:
            continue
        out.append(dealt)
    return out


@pytest.mark.parametrize(("ruleset", "seed"), [(JIAN, 41), (OFFSET, 42)], ids=["jian", "jing_offset=1"])
def test_reach_holds_every_arrangement(ruleset: object, seed: int) -> None:
    """Every arrangement's outcome is one ``reach`` allows, and 精吊 shape is exact."""
    checked = 0
    for hand, context in _dealt(ruleset, seed, 150):
        grammar = ruleset.grammar_for(context.indicator)  # type: ignore[attr-defined]
        found = reach(hand, grammar)
        every = {outcome(a) for a in itertools.islice(arrangements(hand, grammar), 4000)}
        assert every <= found.outcomes, (hand, context.indicator)
        assert found.jing_diao == any(j for _, j, _ in every), (hand, context.indicator)
        checked += bool(every)
    assert checked > 50


@pytest.mark.parametrize(("ruleset", "seed"), [(JIAN, 43), (OFFSET, 44)], ids=["jian", "jing_offset=1"])
def test_most_paid_bounds_the_best(ruleset: object, seed: int) -> None:
    """``most_paid`` is never below the exhaustive best, and the two scores agree."""
    for hand, context in _dealt(ruleset, seed, 60):
        score = ruleset.score(hand, context)  # type: ignore[attr-defined]
        with exhaustive():
            full = ruleset.score(hand, context)  # type: ignore[attr-defined]
        assert score == full
        most = ruleset.most_paid(hand, context)  # type: ignore[attr-defined]
        if full.can_win and most is not None:
            assert sum(p.amount for p in full.payments) <= most


def test_jing_diao_shape_refused_on_discard() -> None:
    """精吊不能抓炮抢杠: 123m 456p 789p 222z and 1z with 5s wait on any tile; on a discard the
    hand is refused, whatever reading (1z 1z with 5s as 111z...) the winning tile makes."""
    hand = Hand.parse("123m456p789p222z1z5s", win="1z")
    context = WinContext(seat=1, method=WinMethod.DISCARD, discarder=2, indicator=Tile.from_str("5s"))
    score = JIAN.score(hand, context)
    assert not score.can_win
    assert score.reason is not None and score.reason.startswith("精吊不能抓炮抢杠")
    with exhaustive():
        assert JIAN.score(hand, context) == score
