"""Hebei's first reading paying the most, found directly (``rulesets/hebei/first.py``).

``Hebei.paying_most`` must give exactly the exhaustive first best (the first arrangement,
in the order of ``arrangements``, paying the most) or nothing; the engine stops at it.
Checked on a hunt's hand by hand and against the full enumeration on hands built around a
龙, a ``456m`` or seven pairs with 混儿 put in (where the first best is often far down the order). No
timing is asserted.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from majiang.hands import Hand, Shape
from majiang.rulesets import get
from majiang.rulesets.hun import hun_kinds
from majiang.scoring import WinContext, WinMethod, exhaustive
from majiang.tiles import Tile
from tests.rulesets.helpers import paying_most_found

SUITS = "mps"


def test_a_hunt_hand_by_hand() -> None:
    """``45m4578p33344447s`` self-drawn on 4s, 混儿 3s 4s (7 of them), every reading read
    for its wait (``single_wait=False``): 345m 456m 345p 678p 77s with the winning 4s as
    the 5m of a 456m whose 4m and 6m are 混儿: 门清 2 × 捉五魁 4 × 自摸 2 × 混儿吊 2 = 32
    from each of 3 payers, 96; the slowest known input (30 ms), its answer found directly."""
    hebei = get("hebei", hun=True, single_wait=False)
    hand = Hand.parse("45m4578p33344447s", win="4s", self_drawn=True)
    context = WinContext(seat=1, ready=True, indicator=Tile.from_str("3s"))
    found = hebei.paying_most(hand, context)
    shown = "345m(3s=3m) 456m(3s=4m,4s=5m,3s=6m) 345p(4s=3p) 678p(4s=6p) 77s(4s=7s) win 4s closed"
    assert str(found) == shown
    assert hebei.most_paid(hand, context) == 96
    score = hebei.score(hand, context)
    assert score.arrangement == found and score.total == 96
    assert sorted(a.item.key for a in score.awards) == ["hun_diao", "menqing", "zhuo_wu_kui", "zimo"]


def test_a_seven_pairs_hand_by_hand() -> None:
    """``6667777m1122699p`` won on seat 2's 6m, 混儿 6m 7m (7 of them): no standard reading
    pays what a 七对 may, so the 七对 face sets are made: 11p 11p 22p 22p 66p 66p 99p, three
    four-alikes: 至尊超豪华七对 16 × 清一色 2 = 32, from the discarder alone."""
    hebei = get("hebei", hun=True)
    hand = Hand.parse("6667777m1122699p", win="6m", self_drawn=False)
    indicator = Tile.from_str("6m")
    context = WinContext(seat=1, method=WinMethod.DISCARD, discarder=2, ready=True, indicator=indicator)
    found = hebei.paying_most(hand, context)
    assert found is not None and [str(m)[:3] for m in found.melds] == [
        "11p",
        "11p",
        "22p",
        "22p",
        "66p",
        "66p",
        "99p",
    ]
    score = hebei.score(hand, context)
    assert score.arrangement == found and score.total == 32
    assert sorted(a.item.key for a in score.awards) == ["qingyise", "zhizun"]
    with exhaustive():
        assert hebei.score(hand, context) == score


def _pairs_built(rng: random.Random) -> list[str]:
    """Seven pairs of one suit (often) with some four-alikes."""
    suit = rng.choice(SUITS)
    kinds = [f"{r}{suit if rng.random() < 0.8 else rng.choice(SUITS)}" for r in rng.sample(range(1, 10), 7)]
    for i in rng.sample(range(7), rng.randint(0, 3)):
        kinds[(i + 1) % 7] = kinds[i]
    return [k for k in kinds for _ in range(2)]


def _built(rng: random.Random) -> tuple[Hand, WinContext] | None:
    """A hand around a 龙 or a ``456m``, or seven pairs, with 1-5 of its tiles turned into 混儿."""
    tiles: list[str] = []
    if rng.random() < 0.25:
        tiles = _pairs_built(rng)
    elif rng.random() < 0.6:
        suit = rng.choice(SUITS)
        tiles += [f"{r}{suit}" for r in range(1, 10)]
    else:
        tiles += ["4m", "5m", "6m"]
        for _ in range(2):
            s, r = rng.choice(SUITS), rng.randint(1, 7)
            tiles += [f"{r}{s}", f"{r + 1}{s}", f"{r + 2}{s}"] if rng.random() < 0.6 else [f"{r}{s}"] * 3
    if len(tiles) < 14:
        s, r = rng.choice(SUITS), rng.randint(1, 7)
        tiles += [f"{r}{s}", f"{r + 1}{s}", f"{r + 2}{s}"] if rng.random() < 0.5 else [f"{r}{s}"] * 3
        pair = rng.choice([f"{r}{s}" for s in SUITS for r in range(1, 10)] + [f"{r}z" for r in range(1, 8)])
        tiles += [pair, pair]
    indicator = Tile.from_str(rng.choice(tiles))
    hun = [str(t) for t in hun_kinds(indicator)]
    for i in rng.sample(range(len(tiles)), rng.randint(1, 5)):
        tiles[i] = rng.choice(hun)
    held = Counter(tiles)
    held[str(indicator)] += 1  # the turned-up tile is out of play
    if max(held.values()) > 4:
        return None
    win = rng.choice(tiles)
    if rng.random() < 0.5:
        return Hand.parse("".join(tiles), win=win, self_drawn=True), WinContext(
            seat=1, ready=True, indicator=indicator
        )
    hand = Hand.parse("".join(tiles), win=win, self_drawn=False)
    return hand, WinContext(seat=1, method=WinMethod.DISCARD, discarder=2, ready=True, indicator=indicator)


@pytest.mark.parametrize(("single_wait", "seed"), [(True, 71), (False, 72)])
def test_paying_most_is_the_exhaustive_first_best(single_wait: bool, seed: int) -> None:
    """Whatever ``paying_most`` gives is the exhaustive answer's arrangement and pays
    ``most_paid``; the fast score equals the exhaustive one; it finds one for most built
    hands, and often one far down the order."""
    found = paying_most_found(get("hebei", hun=True, single_wait=single_wait), random.Random(seed), _built)
    later = sum(later for _, later in found)
    pairs = sum(direct.shape is Shape.SEVEN_PAIRS for direct, _ in found)
    assert len(found) > 20 and later > 10 and pairs > 2, (len(found), later, pairs)
