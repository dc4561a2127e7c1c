"""The win folded into the by-group search's state (``hands._winfold``) gives exactly what
:meth:`Classes.part` reads of each finished part.

With a fold, the search hands its folded values to ``Classes.part`` instead of letting it
work them out from the melds; here each such part is worked out both ways and compared, on
Tianjin's and Hebei's slowest hands and on dealt hands with wildcards (Hypothesis), under
the fold's features. That the readings are the full enumeration's firsts is
``tests/hands/test_coarse.py`` (and ``test_bygroup.py``) under the same features.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Hashable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.errors import MajiangError
from majiang.hands import Feature, Hand, ShapeGrammar, readings
from majiang.hands._winfold import FOLDED, fold_describer
from majiang.hands.classes import Classes
from majiang.rulesets import get
from majiang.tiles import Tile
from tests.scoring.corpus import deal_with

F = Feature
FEATURES = [
    frozenset({F.SHAPE, F.WILD_COMPLETED}),
    frozenset({F.SHAPE, F.CLOSED_RUN}),
    frozenset({F.SHAPE, F.DRAGON, F.CLOSED_FIVE, F.WILD_COMPLETED}),  # Tianjin's
    frozenset({F.SHAPE, F.DRAGON, F.WAIT, F.CLOSED_FIVE, F.WILD_COMPLETED, F.KINDS}),
    frozenset({F.SHAPE, F.WILD_SINGLE, F.WIN_FACE, F.SUITS}),
]
# (ruleset, concealed tiles, winning tile, indicator): hunted slow hands, the winning
# tile a 混儿 or natural
HANDS = [
    ("tianjin", "3456799m7778888p", "7p", "7p"),
    ("tianjin", "11113456788999p", "1p", "9p"),
    ("tianjin", "457778888m23477s", "7m", "7m"),
    ("tianjin", "5556778888m2344p", "4p", "7m"),
    ("tianjin", "3456788p8889999s", "9s", "8s"),
    ("hebei", "67m22p2366677779s", "6s", "6s"),
]


def _checked(
    hand: Hand, grammar: ShapeGrammar, features: frozenset[Feature], monkeypatch: pytest.MonkeyPatch
) -> int:
    """Readings listed with every part the fold gives its reads worked out again from the
    melds; the number of parts so checked."""
    part = Classes.part
    checked = [0]

    def both(self: Classes, melds: tuple[tuple[int, ...], ...], reads: frozenset[Hashable] | None = None):  # type: ignore[no-untyped-def]
        if reads is not None:
            checked[0] += 1
            assert part(self, melds, reads) == part(self, melds), melds
        return part(self, melds, reads)

    monkeypatch.setattr(Classes, "part", both)
    for _ in readings(hand, grammar, features):
        pass
    monkeypatch.setattr(Classes, "part", part)
    return checked[0]


@pytest.mark.parametrize(("name", "tiles", "win", "indicator"), HANDS)
def test_folded_reads_are_the_parts(
    name: str, tiles: str, win: str, indicator: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    hand = Hand.parse(tiles, win=win, self_drawn=True)
    grammar = get(name, **({"hun": True} if name == "hebei" else {})).grammar_for(Tile.from_str(indicator))
    assert sum(_checked(hand, grammar, features, monkeypatch) for features in FEATURES) > 0


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    wild=st.integers(1, 6),
    index=st.integers(0, len(FEATURES) - 1),
    name=st.sampled_from(["tianjin", "hebei"]),
)
def test_folded_reads_on_dealt_hands(seed: int, wild: int, index: int, name: str) -> None:
    ruleset = get(name, **({"hun": True} if name == "hebei" else {}))
    hand, context = deal_with(random.Random(seed), ruleset, wild)
    grammar = ruleset.grammar_for(context.indicator)
    with pytest.MonkeyPatch.context() as monkeypatch, contextlib.suppress(MajiangError):
        _checked(hand, grammar, FEATURES[index], monkeypatch)  # (unless the grammar refuses the hand)


def test_fold_only_where_monotone() -> None:
    # ``WIN`` counts the wild partners exactly, and ``WILD`` reads the wildcards' use: no fold
    hand = Hand.parse("3456799m7778888p", win="7p", self_drawn=True)
    classes = Classes(hand, frozenset({F.SHAPE, F.WIN}), [0] * 34, [])
    assert fold_describer(frozenset({F.SHAPE, F.WIN}), classes, ()) is None
    assert fold_describer(frozenset({F.SHAPE, F.WILD, F.WAIT}), classes, ()) is None
    assert {F.WAIT, F.CLOSED_RUN, F.CLOSED_FIVE, F.WILD_COMPLETED} <= FOLDED
