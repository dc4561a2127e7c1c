"""The no-wildcard placement gives exactly what the general placement gives, in order."""

from __future__ import annotations

import random

import pytest

from majiang.hands import Hand, ShapeGrammar
from majiang.hands._split import compile_grammar, split
from majiang.hands.faces import face_sets
from majiang.hands.placement import place
from majiang.hands.plain import place_plain
from majiang.rulesets import get, names
from majiang.tiles import Tile
from tests.scoring.corpus import corpus, wild_count

LAN = ShapeGrammar(thirteen_lan=True, honor_runs=True)


def both(hand: Hand, grammar: ShapeGrammar) -> None:
    compiled = compile_grammar(grammar)
    counts, _ = split(hand, compiled)
    sets = list(face_sets(counts, 0, compiled, bool(hand.melds)))
    for shape, faces in sets:
        general = list(place(hand, shape, faces, counts, []))
        assert list(place_plain(hand, shape, faces)) == general, (str(hand), faces)


@pytest.mark.parametrize(
    ("tiles", "melds", "win", "grammar"),
    [
        ("11123m456p789s111z", "", "1m", ShapeGrammar()),  # single or open
        ("11122233344455m", "", "3m", ShapeGrammar()),  # many face sets, the win in several
        ("1122m3344p5566s77z", "", "7z", ShapeGrammar()),  # seven pairs and nothing else
        ("11223344556677m", "", "4m", ShapeGrammar()),  # seven pairs and standard
        ("19m19p19s12345677z", "", "7z", ShapeGrammar()),  # 十三幺
        ("147m258p369s12345z", "", "5z", LAN),  # 十三烂
        ("23456m99p", "123s 777z (1111p)", "2m", ShapeGrammar()),  # exposed melds
        ("11123m456p789s111z", "", None, ShapeGrammar()),  # no winning tile
    ],
)
def test_hands_worked_by_kind(tiles: str, melds: str, win: str | None, grammar: ShapeGrammar) -> None:
    both(Hand.parse(tiles, melds=melds, win=win), grammar)


@pytest.mark.parametrize("name", names())
def test_every_region_corpus_hand_without_wildcards(name: str) -> None:
    ruleset = get(name)
    checked = 0
    for hand, context in corpus(ruleset, 60, seed=11, max_wild=0):
        if not wild_count(ruleset, hand, context):
            both(hand, ruleset.grammar_for(context.indicator))
            checked += 1
    assert checked >= 20


def test_random_complete_hands() -> None:
    rng = random.Random(3)
    grammar = ShapeGrammar(honor_runs=True, thirteen_lan=True)
    done = 0
    while done < 300:
        indices = [rng.randrange(34)] * 2
        for _ in range(4):
            low = rng.randrange(34)
            run = low < 27 and low % 9 <= 6 and rng.random() < 0.6
            indices += [low, low + 1, low + 2] if run else [low] * 3
        if any(indices.count(i) > 4 for i in indices):
            continue
        tiles = [Tile.from_index(i) for i in indices]
        both(Hand.of(tiles, win_tile=rng.choice(tiles)), grammar)
        done += 1
