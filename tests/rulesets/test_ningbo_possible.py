"""What some reading of a Ningbo hand can earn (``rulesets.ningbo.possible``), against
every arrangement: each "no" must be a fact of the hand (the engine leaves the row out
of the search and the ceiling), each count a true most."""

from __future__ import annotations

import random

import pytest

from majiang.hands import Arrangement, Hand, MeldKind, Shape, WaitShape, arrangements
from majiang.rulesets import get
from majiang.rulesets.ningbo import possible
from majiang.rulesets.ningbo.baida import wild_kinds
from majiang.scoring import Evaluation, WinContext, exhaustive
from majiang.tiles import Tile
from tests.scoring.corpus import deal

WILD = (Tile.from_str("5s"),)


def _hands(seed: int, count: int) -> list[tuple[Hand, Tile, tuple[Tile, Tile]]]:
    ruleset = get("ningbo")
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        dealt = deal(rng, ruleset, max_wild=4)
        if dealt is None:
            continue
        hand, context = dealt
        assert context.indicator is not None
        winds = (Tile.from_index(27 + context.seat_wind), Tile.from_index(27 + context.prevailing_wind))
        found.append((hand, context.indicator, winds))
    return found


@pytest.mark.parametrize("seed", [1, 2])
def test_what_no_reading_earns_is_a_fact(seed: int) -> None:
    ruleset = get("ningbo")
    for hand, indicator, winds in _hands(seed, 60):
        wild = wild_kinds(indicator)
        grammar = ruleset.grammar_for(indicator)
        for a in (a for a in arrangements(hand, grammar) if a.shape is Shape.STANDARD):
            sets = [m for m in a.melds if m.kind.is_set]
            assert a.pair is not None
            sequences = all(m.kind is MeldKind.SEQUENCE for m in sets) and a.pair.tiles[0] not in winds
            if sequences:
                assert possible.sequences_possible(hand, wild, winds), hand
                if a.wait is WaitShape.SINGLE:
                    assert possible.sequences_possible(hand, wild, winds, holding=hand.win_tile), hand
            if all(m.kind in (MeldKind.TRIPLET, MeldKind.KONG) for m in sets):
                assert possible.triplets_possible(hand, wild), hand
            honors = sum(m.kind in (MeldKind.TRIPLET, MeldKind.KONG) and m.tiles[0].is_honor for m in sets)
            assert honors <= possible.honor_triplets(hand, wild), hand


@pytest.mark.parametrize(
    ("tiles", "win", "holding", "expected"),
    [
        pytest.param("123m456m789m123p5s5s", "5s", False, True, id="two-baida-pair"),
        pytest.param("111m222m789m123p5s5s", "5s", False, False, id="three-alike-twice"),
        # 99m the pair: 123 567 789 and 7m with two 百搭; with 7m in the pair 999m is left
        pytest.param("12356778999m5s5s5s", "7m", False, True, id="sequences"),
        pytest.param("12356778999m5s5s5s", "7m", True, False, id="not-with-7m-in-the-pair"),
        pytest.param("123m456m789m11z5s5s5s", "1z", False, False, id="scoring-wind-pair"),
        pytest.param("123m456m789m66z5s5s5s", "6z", True, True, id="dragon-pair"),
        # a 百搭 winning tile in the pair takes one natural at most: 44s there leaves a 4s out
        pytest.param("123m456m789m12p44s5s", "5s", False, True, id="baida-win-anywhere"),
        pytest.param("123m456m789m12p44s5s", "5s", True, False, id="baida-win-in-the-pair"),
        pytest.param("123m456m789m123p4s5s", "5s", True, True, id="baida-win-with-a-natural"),
        pytest.param("123m456m789m66z5s5s5s", "5s", True, False, id="baida-win-honor-left-out"),
    ],
)
def test_sequences_possible(tiles: str, win: str, holding: bool, expected: bool) -> None:
    hand = Hand.parse(tiles, win=win, self_drawn=True)
    east = (Tile.from_str("1z"), Tile.from_str("1z"))
    held = hand.win_tile if holding else None
    assert possible.sequences_possible(hand, WILD, east, holding=held) is expected


@pytest.mark.parametrize(
    ("tiles", "expected"),
    [
        # 3333m needs the pair (two of it) and 1 2 3 4 6 are five faces for four sets
        pytest.param("11223333446m5s5s5s", False, id="five-faces-left"),
        pytest.param("111m222m333p44s6z5s5s", True, id="a-triplet-a-face"),
        # 11m the pair, 11m and a 百搭 a second 111m
        pytest.param("1111m222m333p4s5s5s5s", True, id="four-alike-split"),
        # 333p and 333p (3p with two 百搭), 666p, 777p, 77p with a 百搭
        pytest.param("33336667777p5s5s5s", True, id="two-triplets-of-a-face"),
    ],
)
def test_triplets_possible(tiles: str, expected: bool) -> None:
    hand = Hand.parse(tiles, win="5s", self_drawn=True)
    assert possible.triplets_possible(hand, WILD) is expected


def test_honor_triplets_taking_more_baida_than_held_are_rivals() -> None:
    """百搭 4p (three held), no natural dragon, south (seat 1) or north (prevailing): each
    of those triplets takes the three 百搭, so no reading holds two (111z is east's, which
    scores nothing). The score is the exhaustive one: self-draw, 单吊, 三财神 3, 混一色 2 =
    7 台 + 1 from each of 3, 24."""
    ningbo = get("ningbo")
    hand = Hand.parse("444p34577789s111z", flowers="1478f", win="5s", self_drawn=True)
    context = WinContext(seat=1, lianzhuang=1, prevailing_wind=3, indicator=Tile.from_str("4p"))
    e = Evaluation(
        hand=hand, arrangement=Arrangement(shape=Shape.STANDARD, melds=()), context=context, options=None
    )
    rivals = {item.key: item.rivals for item in ningbo.table() if item.rivals is not None}
    assert set(rivals["dragon"](e)) == {"seat_wind", "prevailing_wind"}
    assert set(rivals["seat_wind"](e)) == {"dragon", "prevailing_wind"}
    with exhaustive():
        full = ningbo.score(hand, context)
    assert ningbo.score(hand, context) == full and full.total == 24
