"""Turning a :class:`Hand` and a grammar into the index form the searches use."""

from __future__ import annotations

from functools import lru_cache

from majiang.errors import HandError
from majiang.hands._groups import Group, groups_for
from majiang.hands.grammar import ShapeGrammar
from majiang.hands.hand import Hand
from majiang.tiles import Tile
from majiang.tiles.tile import KIND_COUNT, TILE_COUNT

__all__ = ["Compiled", "check_size", "compile_grammar", "split"]


class Compiled:
    """A grammar's index-level view: wild indices, target mask and groups."""

    __slots__ = ("grammar", "groups", "target_indices", "targets", "wild", "wild_pair_ok")

    def __init__(self, grammar: ShapeGrammar) -> None:
        self.grammar = grammar
        self.wild = tuple(sorted(t.index for t in grammar.wild))
        self.target_indices = tuple(sorted(t.index for t in grammar.wild_targets))
        self.targets = frozenset(self.target_indices)
        self.groups: tuple[Group, ...] = groups_for(grammar.honor_runs, grammar.pair_ranks, self.targets)
        ranks = grammar.pair_ranks
        self.wild_pair_ok = any(ranks is None or (i < 27 and i % 9 + 1 in ranks) for i in self.target_indices)


@lru_cache(maxsize=256)
def compile_grammar(grammar: ShapeGrammar) -> Compiled:
    return Compiled(grammar)


def split(hand: Hand, compiled: Compiled) -> tuple[list[int], int]:
    """(natural counts over the 34 ordinary kinds, number of wildcards) of the concealed tiles."""
    counts = list(hand.counts)
    wild = 0
    for index in compiled.wild:
        wild += counts[index]
        counts[index] = 0
    if any(counts[KIND_COUNT:TILE_COUNT]):
        flowers = [str(Tile.from_index(i)) for i in range(KIND_COUNT, TILE_COUNT) if counts[i]]
        raise HandError(
            f"flower {flowers[0]!r} among the concealed tiles of {str(hand)!r} is not a wildcard here"
        )
    return counts[:KIND_COUNT], wild


def check_size(hand: Hand, grammar: ShapeGrammar, *, complete: bool) -> None:
    """Raise unless the hand has 3n+2 tiles (``complete``) or 3n+1 (waiting) for this grammar."""
    want = grammar.hand_size - (0 if complete else 1)
    if hand.size != want or len(hand.melds) > grammar.sets:
        state = "complete" if complete else "waiting"
        raise HandError(
            f"hand {str(hand)!r} holds {hand.size} tiles (melds count 3) but a {state} hand "
            f"of {grammar.sets} sets + pair has {want}"
        )
