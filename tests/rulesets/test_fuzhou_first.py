"""Fuzhou's first reading paying the most, found among the face sets (``rulesets/fuzhou/first.py``).

``Fuzhou.paying_most`` must give exactly the exhaustive first best (the first arrangement,
in the order of ``arrangements``, paying the most) or nothing; the engine stops at it.
Checked hand by hand and against the full enumeration on hands dealt with 金 put in, under
both special tables and both discard payments. No timing is asserted.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from majiang.errors import MajiangError
from majiang.hands import Hand, arrangements
from majiang.rulesets import Ruleset, get
from majiang.scoring import Score, WinContext, WinMethod, exhaustive
from majiang.tiles import Tile

SUITS = "mps"


def test_jinlong_hand_by_hand() -> None:
    """``11122234556778999p`` won on 2p, 金 2p (three held): 111p 222p 345p 567p 789p 99p
    makes 金龙; C = 1 底 + 3 金 = 4, each of 3 pays 2 × 4 + 120 = 128, 384 in all. The
    class search placed about 300 face sets before that one."""
    fuzhou = get("fuzhou")
    hand = Hand.parse("11122234556778999p", win="2p", self_drawn=True)
    context = WinContext(seat=1, indicator=Tile.from_str("2p"))
    found = fuzhou.paying_most(hand, context)
    assert str(found) == "111p 222p(2p=2p,2p=2p,2p=2p) 345p 567p 789p 99p win 2p pair_or_pair"
    score = fuzhou.score(hand, context)
    assert score.arrangement == found and score.total == 384
    assert [p.amount for p in score.payments] == [128, 128, 128]


def test_jinque_of_another_face() -> None:
    """金雀 is any pair of two 金: ``11223m222s`` + 567m 234m 444m won on a discarded 2m,
    金 2s, reads 123m 123m 22m with both 2s standing for 2m (the pair 22m comes before 22s);
    C = 1 + 3 金 = 4, the discarder pays 2 × (4 + 60) = 128."""
    fuzhou = get("fuzhou")
    hand = Hand.parse("11223m222s", melds="567m 234m 444m", win="2m", self_drawn=False)
    context = WinContext(seat=0, method=WinMethod.DISCARD, discarder=3, indicator=Tile.from_str("2s"))
    found = fuzhou.paying_most(hand, context)
    assert found is not None and found.pair is not None
    assert str(found.pair) == "22m" and found.pair.wild == (Tile.from_str("2s"),) * 2
    score = fuzhou.score(hand, context)
    assert score.arrangement == found and score.total == 128


def test_nothing_where_a_higher_win_may_be_earned() -> None:
    """Under ``special_table="godot"`` 天胡 (40) is above 金雀 (30): the dealer's first
    draw may earn it, so the search is left to find the first best. Another seat's win
    reads 金雀 first as a pair of 2m (before 99s): C = 1 + 2 金 = 3, each of 3 pays
    2 × 3 + 30 = 36, 108 in all."""
    fuzhou = get("fuzhou", special_table="godot")
    hand = Hand.parse("123m456m789m123p456s9s9s", win="5s", self_drawn=True)
    gold = Tile.from_str("9s")
    dealer = WinContext(seat=0, dealer=0, first_draw=True, indicator=gold)
    assert fuzhou.paying_most(hand, dealer) is None
    found = fuzhou.paying_most(hand, WinContext(seat=1, indicator=gold))
    assert found is not None and found.pair is not None
    assert str(found.pair) == "22m" and found.pair.wild == (gold, gold)
    score = fuzhou.score(hand, WinContext(seat=1, indicator=gold))
    assert score.arrangement == found and score.total == 108


def _dealt(rng: random.Random) -> tuple[Hand, WinContext] | None:
    """Five sets and a pair of suit tiles, some turned into the 金's kind (2 or 3 金 in all)."""
    tiles: list[str] = []
    for _ in range(5):
        s, r = rng.choice(SUITS), rng.randint(1, 7)
        tiles += [f"{r}{s}", f"{r + 1}{s}", f"{r + 2}{s}"] if rng.random() < 0.6 else [f"{r}{s}"] * 3
    pair = f"{rng.randint(1, 9)}{rng.choice(SUITS)}"
    tiles += [pair, pair]
    gold = rng.choice(tiles)
    for i in rng.sample(range(len(tiles)), rng.randint(0, 3)):
        tiles[i] = gold
    if not 2 <= tiles.count(gold) <= 3 or max(tiles.count(t) for t in tiles) > 4:
        return None
    win = rng.choice(tiles)
    drawn = rng.random() < 0.7
    hand = Hand.parse("".join(tiles), win=win, self_drawn=drawn, flowers=rng.choice(["", "1f", "12f3z"]))
    if drawn:
        context = WinContext(seat=1, indicator=Tile.from_str(gold))
    else:
        context = WinContext(seat=1, method=WinMethod.DISCARD, discarder=2, indicator=Tile.from_str(gold))
    return hand, context


def _scored(fuzhou: Ruleset, seed: int, hands: int) -> Iterator[tuple[Hand, WinContext, Score]]:
    """``hands`` dealt hands the ruleset accepts, each with its exhaustive score."""
    rng = random.Random(seed)
    while hands:
        dealt = _dealt(rng)
        if dealt is None:
            continue
        try:
            with exhaustive():
                full = fuzhou.score(*dealt)
        except MajiangError:
            continue
        hands -= 1
        yield (*dealt, full)


@pytest.mark.parametrize(
    ("options", "seed"),
    [({}, 71), ({"special_table": "godot"}, 72), ({"discard_payment": "all"}, 73)],
)
def test_paying_most_is_the_exhaustive_first_best(options: dict[str, str], seed: int) -> None:
    """Whatever ``paying_most`` gives is the exhaustive answer's arrangement; the fast score
    equals the exhaustive one; it finds one for most dealt hands, and often one after the
    first arrangement."""
    fuzhou = get("fuzhou", **options)
    direct = []
    for hand, context, full in _scored(fuzhou, seed, 80):
        assert fuzhou.score(hand, context) == full, (hand, context.indicator)
        found = fuzhou.paying_most(hand, context)
        if found is not None:
            assert full.can_win and found == full.arrangement, (hand, context.indicator)
            direct.append(found != next(arrangements(hand, fuzhou.grammar_for(context.indicator))))
    assert len(direct) > 15 and sum(direct) > 3, direct
