"""Tianjin's first reading paying the most, found directly (``rulesets/tianjin/first.py``).

``Tianjin.paying_most`` must give exactly the exhaustive first best (the first arrangement,
in the order of ``arrangements``, paying the most) or nothing; the engine stops at it.
Checked on a hunt's hand by hand and against the full enumeration on hands built around a
龙 with 混儿 put in (where the first best is often far down the order). No timing is
asserted.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest

from majiang.hands import Hand
from majiang.rulesets import Ruleset, get
from majiang.rulesets.hun import hun_kinds
from majiang.rulesets.tianjin import TianjinFacts
from majiang.rulesets.tianjin.first import answered, needs_long
from majiang.scoring import WinContext, WinMethod, exhaustive
from majiang.tiles import Tile
from tests.rulesets.helpers import paying_most_found

SUITS = "mps"


def test_a_hunt_hand_by_hand() -> None:
    """``345679m7778888p2z`` won on 8p, 混儿 7p 8p (7 of them): 123m 456m 456m 789m 22z with
    the winning 8p as the 5m of a 456m whose 4m and 6m are 混儿: 捉伍儿 3 + 龙 4 = 7, ×2
    双混儿吊 (a 万 龙 with its own 456m besides) = 14 from each of 3 payers, 42; the hunt's
    slowest class search (15 ms), its answer found directly."""
    shown = "123m(7p=1m,7p=2m) 456m(7p=4m,8p=5m,8p=6m) 456m 789m(8p=8m) 22z(8p=2z) win 8p closed"
    _by_hand(2, ("345679m7778888p2z", "8p", "7p"), shown, 42, ["zhuo_wu", "long", "hun_diao"])


def _by_hand(min_value: int, won: tuple[str, str, str], shown: str, total: int, keys: list[str]) -> None:
    """``won`` (the tiles, the winning tile, the indicator), self-drawn by seat 1: its direct
    first best is ``shown``, pays ``total`` with the rows ``keys``, and is the score's."""
    tianjin = get("tianjin", min_value=min_value)
    tiles, win, indicator = won
    hand = Hand.parse(tiles, win=win, self_drawn=True)
    context = WinContext(seat=1, indicator=Tile.from_str(indicator), facts=TianjinFacts())
    found = tianjin.paying_most(hand, context)
    assert str(found) == shown
    assert tianjin.most_paid(hand, context) == total
    score = tianjin.score(hand, context)
    assert score.arrangement == found and score.total == total
    assert [a.item.key for a in score.awards] == keys
    with exhaustive():
        assert tianjin.score(hand, context) == score


def test_what_needs_a_long() -> None:
    # without a 龙: 小和 1, ×2 混儿吊 2, 捉伍儿 3, ×2 6; with one: 4, 8, 16 and 7, 14, 28
    assert [v for v in range(1, 29) if not needs_long(v)] == [1, 2, 3, 6]
    # 捉伍儿 双混儿吊 is looked for directly too: only 小和, 混儿吊 alone and 捉伍儿 alone are not
    assert [v for v in (1, 2, 3, 4, 6, 7, 8, 14, 16, 28) if not answered(v)] == [1, 2, 3]


def _built(rng: random.Random) -> tuple[Hand, WinContext] | None:
    """A hand around a 龙 (and often a 456m), with 1-4 of its tiles turned into 混儿."""
    suit = rng.choice(SUITS)
    tiles = [f"{r}{suit}" for r in range(1, 10)]
    if rng.random() < 0.6:
        tiles += ["4m", "5m", "6m"]
    else:
        s, r = rng.choice(SUITS), rng.randint(1, 7)
        tiles += [f"{r}{s}", f"{r + 1}{s}", f"{r + 2}{s}"] if rng.random() < 0.5 else [f"{r}{s}"] * 3
    pair = rng.choice([f"{r}{s}" for s in SUITS for r in range(1, 10)] + [f"{r}z" for r in range(1, 8)])
    tiles += [pair, pair]
    indicator = Tile.from_str(rng.choice(tiles))
    hun = [str(t) for t in hun_kinds(indicator)]
    for i in rng.sample(range(len(tiles)), rng.randint(1, 4)):
        tiles[i] = rng.choice(hun)
    held = Counter(tiles)
    held[str(indicator)] += 1  # the turned-up tile is out of play
    if max(held.values()) > 4:
        return None
    win = rng.choice(tiles)
    hand = Hand.parse("".join(tiles), win=win, self_drawn=True)
    method = WinMethod.KONG_REPLACEMENT if rng.random() < 0.2 else WinMethod.SELF_DRAW
    return hand, WinContext(seat=1, method=method, indicator=indicator, facts=TianjinFacts())


@pytest.mark.parametrize(("min_value", "seed"), [(1, 61), (2, 62), (3, 63)])
def test_paying_most_is_the_exhaustive_first_best(min_value: int, seed: int) -> None:
    """Whatever ``paying_most`` gives is the exhaustive answer's arrangement and pays
    ``most_paid``; the fast score equals the exhaustive one; it finds one for most built
    hands, and often one far down the order."""
    found, later = _against_exhaustive(get("tianjin", min_value=min_value), random.Random(seed), _built)
    assert found > 30 and later > 20, (found, later)


def _against_exhaustive(
    tianjin: Ruleset, rng: random.Random, build: Callable[[random.Random], tuple[Hand, WinContext] | None]
) -> tuple[int, int]:
    """How many of 40 built hands ``paying_most`` answered (each checked against the exhaustive
    answer by :func:`paying_most_found`), and how many of those were not the first arrangement."""
    found = paying_most_found(tianjin, rng, build)
    return len(found), sum(later for _, later in found)


def test_zhuo_diao_hand_by_hand() -> None:
    """``4555p1113456799s`` won on 5p, 混儿 4p 5p (4 of them), 小和起和: no 龙 can be made;
    the winning 5p stands as the 5m of a 456m whose 4m and 6m are 混儿 (4p, 5p), the rest
    111s 234s (a 5p as the 2s) 567s 99s: 捉伍儿 3, ×2 双混儿吊 = 6 from each of 3 payers, 18;
    the first such reading is the first arrangement holding that 456m."""
    shown = "456m(4p=4m,5p=5m,5p=6m) 111s 234s(5p=2s) 567s 99s win 5p closed"
    _by_hand(1, ("4555p1113456799s", "5p", "4p"), shown, 18, ["zhuo_wu", "hun_diao"])


def test_a_discard_win_is_refused_without_the_direct_search() -> None:
    """Won on a discard, ``5556778888m2344p`` (混儿 7m 8m, five held) is refused by 只能自摸
    whatever its reading: ``paying_most`` looks for nothing, and ``score`` still refuses."""
    tianjin = get("tianjin")
    hand = Hand.parse("5556778888m2344p", win="8m", self_drawn=False)
    context = WinContext(
        seat=1, method=WinMethod.DISCARD, discarder=2, indicator=Tile.from_str("7m"), facts=TianjinFacts()
    )
    assert tianjin.paying_most(hand, context) is None
    score = tianjin.score(hand, context)
    assert not score.can_win and score.reason.startswith("只能自摸")


def _built_zhuo_diao(rng: random.Random) -> tuple[Hand, WinContext] | None:
    """A hand won on a 5m or a 混儿 beside two 混儿 (a 捉伍儿 双混儿吊 ``456m``), three
    random sets and a pair, with 0-3 of those tiles turned into 混儿."""
    indicator = Tile.from_index(rng.randrange(34))
    hun = [str(t) for t in hun_kinds(indicator)]
    win = "5m" if rng.random() < 0.5 else rng.choice(hun)
    rest: list[str] = []
    for _ in range(3):
        s, r = rng.choice(SUITS), rng.randint(1, 7)
        rest += [f"{r}{s}", f"{r + 1}{s}", f"{r + 2}{s}"] if rng.random() < 0.6 else [f"{r}{s}"] * 3
    pair = rng.choice([f"{r}{s}" for s in SUITS for r in range(1, 10)] + [f"{r}z" for r in range(1, 8)])
    rest += [pair, pair]
    for i in rng.sample(range(len(rest)), rng.randint(0, 3)):
        rest[i] = rng.choice(hun)
    tiles = [win, rng.choice(hun), rng.choice(hun), *rest]
    held = Counter(tiles)
    held[str(indicator)] += 1  # the turned-up tile is out of play
    if max(held.values()) > 4:
        return None
    hand = Hand.parse("".join(tiles), win=win, self_drawn=True)
    method = WinMethod.KONG_REPLACEMENT if rng.random() < 0.2 else WinMethod.SELF_DRAW
    return hand, WinContext(seat=1, method=method, indicator=indicator, facts=TianjinFacts())


@pytest.mark.parametrize(("min_value", "seed"), [(1, 71), (2, 72), (3, 73)])
def test_zhuo_diao_is_the_exhaustive_first_best(min_value: int, seed: int) -> None:
    """Where the best is 捉伍儿 双混儿吊 without a 龙 (6, 12 with 杠开), ``paying_most`` gives
    the exhaustive first best; on every built hand the fast score equals the exhaustive."""
    found, later = _against_exhaustive(
        get("tianjin", min_value=min_value), random.Random(seed), _built_zhuo_diao
    )
    assert found > 30 and later > 10, (found, later)
