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

import pytest

from majiang.errors import MajiangError
from majiang.hands import Hand, arrangements
from majiang.rulesets import get
from majiang.rulesets.hun import hun_kinds
from majiang.rulesets.tianjin import TianjinFacts
from majiang.rulesets.tianjin.first import needs_long
from majiang.scoring import WinContext, WinMethod, exhaustive
from majiang.tiles import Tile

SUITS = "mps"


def test_a_hunt_hand_by_hand() -> None:
    """``345679m7778888p2z`` won on 8p, 混儿 7p 8p (7 of them): 123m 456m 456m 789m 22z with
    the winning 8p as the 5m of a 456m whose 4m and 6m are 混儿: 捉伍儿 3 + 龙 4 = 7, ×2
    双混儿吊 (a 万 龙 with its own 456m besides) = 14 from each of 3 payers, 42; the hunt's
    slowest class search (15 ms), its answer found directly."""
    tianjin = get("tianjin")
    hand = Hand.parse("345679m7778888p2z", win="8p", self_drawn=True)
    context = WinContext(seat=1, indicator=Tile.from_str("7p"), facts=TianjinFacts())
    found = tianjin.paying_most(hand, context)
    assert str(found) == "123m(7p=1m,7p=2m) 456m(7p=4m,8p=5m,8p=6m) 456m 789m(8p=8m) 22z(8p=2z) win 8p closed"
    assert tianjin.most_paid(hand, context) == 42
    score = tianjin.score(hand, context)
    assert score.arrangement == found and score.total == 42
    assert [a.item.key for a in score.awards] == ["zhuo_wu", "long", "hun_diao"]


def test_what_needs_a_long() -> None:
    # without a 龙: 小和 1, ×2 混儿吊 2, 捉伍儿 3, ×2 6; with one: 4, 8, 16 and 7, 14, 28
    assert [v for v in range(1, 29) if not needs_long(v)] == [1, 2, 3, 6]


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
    tianjin = get("tianjin", min_value=min_value)
    rng = random.Random(seed)
    found = later = checked = 0
    while checked < 40:
        built = _built(rng)
        if built is None:
            continue
        hand, context = built
        try:
            with exhaustive():
                full = tianjin.score(hand, context)
        except MajiangError:
            continue
        checked += 1
        assert tianjin.score(hand, context) == full, (hand, context.indicator)
        direct = tianjin.paying_most(hand, context)
        if direct is None:
            continue
        assert full.can_win and direct == full.arrangement, (hand, context.indicator)
        assert full.total == tianjin.most_paid(hand, context)
        found += 1
        later += direct != next(arrangements(hand, tianjin.grammar_for(context.indicator)))
    assert found > 30 and later > 20, (found, later)
