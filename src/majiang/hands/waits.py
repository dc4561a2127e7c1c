"""What a waiting hand waits on, and how each winning tile would complete it.

>>> from majiang.hands import Hand, ShapeGrammar
>>> result = waits(Hand.parse("1112345678999m"), ShapeGrammar())
>>> "".join(str(w.tile) for w in result)
'1m2m3m4m5m6m7m8m9m'
>>> result = waits(Hand.parse("123m456p789s222z 9m"), ShapeGrammar(wild="9m"))
>>> result.any_tile, len(result)
(True, 34)
"""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from majiang._calls import checked_call
from majiang._notebook import picture
from majiang.hands._split import check_size, compile_grammar, wild_keys
from majiang.hands.arrangement import WaitShape
from majiang.hands.grammar import ShapeGrammar
from majiang.hands.hand import Hand
from majiang.hands.waitshapes import _shapes
from majiang.hands.wincheck import wins_keys
from majiang.tiles import Tile
from majiang.tiles.tile import KIND_COUNT

__all__ = ["Wait", "Waits", "waits"]


@checked_call
@attrs.frozen(kw_only=True)
class Wait:
    """One winning tile and the wait shapes it completes (over all arrangements)."""

    tile: Tile
    shapes: frozenset[WaitShape] = frozenset()


@checked_call
@attrs.frozen(kw_only=True)
class Waits:
    """The winning tiles of a waiting hand, in tile order."""

    _repr_html_ = picture  # the notebook picture, drawn on first use

    tiles: tuple[Wait, ...]
    any_tile: bool = False
    """A wildcard waits alone as the pair: every tile completes the hand (e.g. 精吊, 财神单吊)."""

    def __iter__(self) -> Iterator[Wait]:
        return iter(self.tiles)

    def __len__(self) -> int:
        return len(self.tiles)

    def __bool__(self) -> bool:
        return bool(self.tiles)

    @property
    def kinds(self) -> tuple[Tile, ...]:
        return tuple(w.tile for w in self.tiles)


_NONE: tuple[frozenset[WaitShape], bool] = (frozenset(), False)


def waits(hand: Hand, grammar: ShapeGrammar, *, shapes: bool = True) -> Waits:
    """The tiles that complete a waiting hand (3n+1 tiles).

    A kind of which the hand already holds every copy is not a wait. With
    ``shapes=False`` the wait shapes are not worked out (faster).
    """
    check_size(hand, grammar, complete=False)
    compiled = compile_grammar(grammar)
    keys, wild = wild_keys(hand, compiled)
    has_melds = bool(hand.melds)
    held = list(hand.counts)
    for meld in hand.melds:
        for tile in meld.physical:
            held[tile.index] += 1
    candidates = [i for i in range(KIND_COUNT)] + [t.index for t in sorted(grammar.wild) if t.is_flower]
    wild_kinds = frozenset(compiled.wild)
    found: list[Wait] = []
    any_tile = False
    as_wild: tuple[frozenset[WaitShape], bool] | None = None  # the same for every wild kind
    for index in candidates:
        if held[index] >= (1 if index >= KIND_COUNT else 4):
            continue
        if index in wild_kinds:
            if not wins_keys(keys, wild + 1, compiled, has_melds=has_melds):
                continue
            if shapes and as_wild is None:
                as_wild = _shapes(keys, wild, index, True, compiled, has_melds)
            kinds, partner = as_wild or _NONE
        else:
            slot = index // 9 if index < 27 else 3
            unit = 1 << 4 * (index - 9 * slot)
            keys[slot] += unit
            ok = wins_keys(keys, wild, compiled, has_melds=has_melds)
            # the wait shapes are features of the meld the tile completes and its place in
            # it: each meld that could hold it is tried, never the arrangements
            kinds, partner = _NONE
            if ok and shapes:
                kinds, partner = _shapes(keys, wild, index, False, compiled, has_melds)
            keys[slot] -= unit
            if not ok:
                continue
        any_tile = any_tile or partner
        found.append(Wait(tile=Tile.from_index(index), shapes=kinds))
    return Waits(tiles=tuple(found), any_tile=any_tile)
