"""Shanten 0 and -1 are exact: a wait must be a tile that exists and may be drawn.

The count behind :func:`shanten` lets any kind be drawn and a wildcard stand anywhere.
These hands (found by Hypothesis in
``test_shanten_zero_of_a_full_hand_means_one_discard_from_ready``) were once reported at 0:
the only waits the count saw need a fifth copy of a kind the hand holds four of, or a
wild kind that may not stand for what the hand needs. The brute-force oracle
(``tests.hands.oracle``) decides them independently; worked by hand in the comments.
"""

from __future__ import annotations

import pytest

from majiang import Hand, ShapeGrammar, parse_tiles, shanten
from tests.hands import oracle as O

FULL = [
    # 11 2222 3333 6666m, pair on 2/5/8 only: no 5m or 8m is held, so the pair must be 22m
    # and the rest then needs a fifth 2m, 3m or 6m (the oracle below tries every discard).
    pytest.param(
        "11222233336666m", ShapeGrammar(seven_pairs=False, pair_ranks=frozenset({2, 5, 8})), id="258-pair"
    ),
    # 111 222 5555 8888m: whatever goes, what is left waits only on 5m or 8m, all held.
    pytest.param("11122255558888m", ShapeGrammar(seven_pairs=False), id="four-of-two-kinds"),
    # 7p is wild and may stand only for 1m. Discarding a manzu tile leaves 68p, which only a
    # 7p completes, and a drawn 7p is a wildcard, never a 7p. Discarding 6p or 8p leaves a
    # lone pin beside 111 2222 333 44m, and those twelve make no four sets (the two 4m need
    # two 234m runs, leaving 111 22 3m).
    pytest.param(
        "111222233344m68p",
        ShapeGrammar(
            seven_pairs=False,
            four_alike_as_two_pairs=False,
            wild=parse_tiles("7p"),
            wild_targets=parse_tiles("1m"),
        ),
        id="wait-on-a-wild-kind",
    ),
]

WAITING = [
    # 1111m 234p 567p 789s: the four 1m make a triplet and a single waiting on 1m, or two
    # pairs waiting on 1m; there is no 2m or 3m to make a run: no tile completes it.
    pytest.param("1111m234p567p789s", ShapeGrammar(seven_pairs=False), id="single-on-the-fourth-copy"),
]


def ready_after_one_discard(hand: Hand, grammar: ShapeGrammar) -> bool:
    tiles = hand.tiles
    return any(
        O.waits(Hand.of([*tiles[:i], *tiles[i + 1 :]], melds=hand.melds), grammar)
        for i in range(len(tiles))
        if i == 0 or tiles[i] != tiles[i - 1]
    )


@pytest.mark.parametrize(("tiles", "grammar"), FULL)
def test_the_oracle_finds_no_ready_discard(tiles: str, grammar: ShapeGrammar) -> None:
    hand = Hand.parse(tiles)
    assert not O.is_win(hand, grammar)
    assert not ready_after_one_discard(hand, grammar)


@pytest.mark.parametrize(("tiles", "grammar"), FULL)
def test_a_full_hand_without_a_ready_discard_is_one_from_ready(tiles: str, grammar: ShapeGrammar) -> None:
    assert shanten(Hand.parse(tiles), grammar) == 1


@pytest.mark.parametrize(("tiles", "grammar"), WAITING)
def test_a_waiting_hand_whose_waits_are_all_held_is_one_from_ready(tiles: str, grammar: ShapeGrammar) -> None:
    hand = Hand.parse(tiles)
    assert not O.waits(hand, grammar)
    assert shanten(hand, grammar) == 1


def test_a_ready_discard_keeps_shanten_zero() -> None:
    # 1111m 234p 567p 789s 2m: discarding a 1m leaves 111m 2m + three sets, waiting on 2m
    # (single) or 3m (12m run): ready after one discard, though 1m is held four times.
    hand = Hand.parse("11112m234p567p789s")
    grammar = ShapeGrammar(seven_pairs=False)
    assert ready_after_one_discard(hand, grammar)
    assert shanten(hand, grammar) == 0
