"""The face-set bound counts the rows a face set decides on a sketch of its faces.

:class:`majiang.scoring.best.Pruner` counts the rows whose ``reads`` all lie in
``readings.DECIDED`` once per key, on :func:`majiang.hands.placement.sketch`: the face
set's faces with no wildcard placed. That is sound only if each of those rows counts the
same there as on every arrangement :func:`~majiang.hands.placement.place` makes of the
face set. This checks it, for every ruleset and wildcard variant, on seeded hands with
wildcards: every face set of every hand, every arrangement of it, every decided row (as
the engine narrows the table for that hand).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import majiang.rulesets.base as base
from majiang.errors import MajiangError
from majiang.hands import Arrangement, Hand, Shape, arrangements
from majiang.hands._split import compile_grammar, split
from majiang.hands.placement import place, sketch
from majiang.rulesets.tianjin.facts import TianjinFacts
from majiang.scoring import WinContext
from majiang.scoring.best import decided_rows
from majiang.scoring.engine import narrowed
from majiang.scoring.evaluation import Evaluation
from majiang.tiles import Tile
from tests.scoring.corpus import deal_with, wild_count
from tests.scoring.oracle import ruleset_of

SPECS = [
    "jian",
    "jian:jing_offset=1",
    "quanzhou",
    "ningbo",
    "hangzhou",
    "fuzhou",
    "guangdong_tuidaohu:bai_ghost=True,flip_ghost=2",
    "guangdong_tuidaohu:flip_ghost=1",
    "hebei:hun=True",
]
"""The rulesets with wildcards whose tables have rows a face set decides on the seeded
deals below (the others' rows read the win or the wildcards' use there, or none at all:
Tianjin's 龙 is checked on named hands)."""


@contextmanager
def scored_calls() -> Iterator[list[dict[str, Any]]]:
    """The keyword arguments of every ``score_win`` the rulesets make meanwhile."""
    calls: list[dict[str, Any]] = []
    original: Callable[..., Any] = base.score_win

    def spy(**kwargs: Any) -> Any:
        calls.append(kwargs)
        return original(**kwargs)

    base.score_win = spy  # type: ignore[assignment]
    try:
        yield calls
    finally:
        base.score_win = original  # type: ignore[assignment]


def _faces(hand: Hand, arrangement: Arrangement) -> tuple[tuple[int, ...], ...]:
    concealed = arrangement.melds[: len(arrangement.melds) - len(hand.melds)]
    return tuple(tuple(t.index for t in meld.tiles) for meld in concealed)


def disagreements(call: dict[str, Any]) -> tuple[int, list[str]]:
    """(counts compared, the rows that count otherwise on a sketch than on an arrangement)."""
    hand, context, grammar, options = call["hand"], call["context"], call["grammar"], call["options"]
    items = narrowed(call["items"], hand, context, options)
    decided = [n for _, places in decided_rows(items) for n in places]
    compiled = compile_grammar(grammar)
    counts, _ = split(hand, compiled)
    wild_tiles = [t.index for t in hand.tiles if t.index in compiled.wild]
    every = list(arrangements(hand, grammar))
    by_faces: dict[tuple[Shape, tuple[tuple[int, ...], ...]], list[Arrangement]] = {}
    for arrangement in every:
        if arrangement.shape is not Shape.INSTANT:
            by_faces.setdefault((arrangement.shape, _faces(hand, arrangement)), []).append(arrangement)
    memo: dict[str, object] = {}
    compared, wrong = 0, []
    for (shape, faces), placed in by_faces.items():
        assert placed == list(place(hand, shape, faces, counts, wild_tiles))
        drawn = sketch(hand, shape, faces, counts, wild_tiles)
        assert drawn is not None
        on_sketch = Evaluation._of(hand, drawn, context, options, every, memo)
        for arrangement in placed:
            evaluation = Evaluation._of(hand, arrangement, context, options, every, memo)
            for n in decided:
                compared += 1
                if evaluation.count(items[n]) != on_sketch.count(items[n]):
                    wrong.append(f"{items[n].key} on {hand} ({shape.name} {faces})")
    return compared, wrong


@pytest.mark.parametrize("spec", SPECS)
def test_decided_rows_count_alike_on_a_sketch(spec: str) -> None:
    ruleset = ruleset_of(spec)
    rng = random.Random(8)
    compared = 0
    with scored_calls() as calls:
        for wild in (1, 2, 3, 4, 2, 3):
            hand, context = deal_with(rng, ruleset, wild)
            if not wild_count(ruleset, hand, context):
                continue
            try:
                ruleset.score(hand, context)
            except MajiangError:
                continue
    for call in calls:
        if call["context"].win_wild or not any(call["hand"].counts[t.index] for t in call["grammar"].wild):
            continue  # the engine bounds no face set there
        found, wrong = disagreements(call)
        assert not wrong, wrong[:5]
        compared += found
    assert compared > 0  # some decided row was compared on some face set


@pytest.mark.parametrize(
    ("text", "win", "indicator"), [("123456789m23444p", "4p", "3p"), ("123456789m23455p", "2p", "4p")]
)
def test_tianjin_dragons_count_alike_on_a_sketch(text: str, win: str, indicator: str) -> None:
    """Tianjin's 龙 (``DRAGON``) is decided by the faces: 123m 456m 789m with 混儿."""
    ruleset = ruleset_of("tianjin")
    hand = Hand.parse(text, win=win, self_drawn=True)
    context = WinContext(seat=1, ready=True, indicator=Tile.from_str(indicator), facts=TianjinFacts())
    with scored_calls() as calls:
        ruleset.score(hand, context)
    [call] = calls
    compared, wrong = disagreements(call)
    assert not wrong, wrong[:5]
    assert compared > 0


def test_a_sketch_places_the_winning_tile_where_place_does_first() -> None:
    """Wildcards ``9m``, won on one: the winning wildcard goes to the first face a
    wildcard stands for, as :func:`place` puts it first; no wildcard is placed."""
    hand = Hand.parse("123m456p789s5s11z99m", win="9m", self_drawn=True)
    nine = Tile.from_str("9m").index
    counts = [0 if i == nine else c for i, c in enumerate(hand.counts[:34])]
    faces = ((0, 1, 2), (12, 13, 14), (24, 25, 26), (22, 22, 22), (27, 27))  # 123m 456p 789s 555s 11z
    drawn = sketch(hand, Shape.STANDARD, faces, counts, [nine, nine])
    first = next(place(hand, Shape.STANDARD, faces, counts, [nine, nine]))
    # the first face a wildcard stands for is 5s, the 555s's first place
    assert (first.win_meld, first.win_position) == (3, 0)
    assert drawn is not None
    assert (drawn.win_meld, drawn.win_position, drawn.wait) == (
        first.win_meld,
        first.win_position,
        first.wait,
    )
    assert [str(m) for m in drawn.melds] == [str(m) for m in first.melds]
    assert all(w is None for meld in drawn.melds for w in meld.wild)
    assert any(w is not None for meld in first.melds for w in meld.wild)
