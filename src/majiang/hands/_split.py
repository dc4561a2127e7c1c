"""Turning a :class:`Hand` into the index form the searches use, and the size checks.

The compiled grammar (:mod:`majiang.hands._compiled`) and its cache
(:mod:`majiang.hands._cache`) are re-exported here for the modules that import them so.
"""

from __future__ import annotations

from majiang.errors import HandError
from majiang.hands._cache import LAST, LIVE, compile_grammar
from majiang.hands._compiled import Compiled
from majiang.hands._groups import ONES, digit_sum
from majiang.hands.grammar import ShapeGrammar
from majiang.hands.hand import Hand
from majiang.tiles import Tile
from majiang.tiles.tile import KIND_COUNT, TILE_COUNT

__all__ = [
    "LAST",
    "LIVE",
    "ONES",
    "Compiled",
    "check_hand_type",
    "check_size",
    "compile_grammar",
    "digit_sum",
    "split",
    "wild_keys",
]


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


def wild_keys(hand: Hand, compiled: Compiled) -> tuple[list[int], int]:
    """:func:`split` on packed keys: ([m, p, s, honors] keys of the naturals, number of wildcards)."""
    km, kp, ks, kz, kf, _ = hand._keys
    keys = [km, kp, ks, kz]
    wild = 0
    if kf:
        if kf & compiled.flower_bad:
            split(hand, compiled)  # raises
        wild = digit_sum(kf)
    for slot, mask in compiled.wild_masks:
        held = keys[slot] & mask
        if held:
            keys[slot] ^= held
            wild += digit_sum(held)
    return keys, wild


def check_hand_type(hand: object) -> None:
    """Raise :class:`HandError` unless ``hand`` is a :class:`Hand`."""
    if type(hand) is not Hand:
        hint = " (build one with Hand.parse)" if isinstance(hand, str) else ""
        raise HandError(f"expected a Hand, got {hand!r}{hint}")


def check_size(hand: Hand, grammar: ShapeGrammar, *, complete: bool) -> None:
    """Raise unless the hand has 3n+2 tiles (``complete``) or 3n+1 (waiting) for this grammar."""
    check_hand_type(hand)
    if not isinstance(grammar, ShapeGrammar):
        raise HandError(f"expected a ShapeGrammar, got {grammar!r}")
    want = grammar.complete_size - (0 if complete else 1)
    if hand.size != want or len(hand.melds) > grammar.sets:
        state = "complete" if complete else "waiting"
        raise HandError(
            f"hand {str(hand)!r} holds {hand.size} tiles (melds count 3) but a {state} hand "
            f"of {grammar.sets} sets + pair has {want}"
        )
