"""The shape grammar: which shapes win under a ruleset, and which tiles are wild.

One :class:`ShapeGrammar` object holds every shape question a ruleset answers:
how many sets a standard hand has (4 in 13-tile rules, 5 in 16-tile rules),
whether honor runs (烂风) count as sets, a rank constraint on the pair (e.g.
2/5/8), which special shapes exist, and which kinds are wild and what they may
stand for.

>>> from majiang.tiles import parse_tiles
>>> grammar = ShapeGrammar(honor_runs=True, thirteen_lan=True, wild=parse_tiles("5m6m"))
>>> grammar.complete_size, grammar.with_wild(()).wild
(14, frozenset())
>>> ShapeGrammar(sets=6)
Traceback (most recent call last):
...
majiang.errors.HandError: a standard hand has 4 or 5 sets, not 6
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from majiang._calls import checked_call
from majiang.errors import HandError, TileError
from majiang.tiles import Tile, parse_tiles
from majiang.tiles.tile import KIND_COUNT

__all__ = ["ORDINARY_KINDS", "ShapeGrammar"]

ORDINARY_KINDS: frozenset[Tile] = frozenset(Tile.from_index(i) for i in range(KIND_COUNT))
"""The 34 non-flower kinds: what a wildcard may stand for unless a ruleset says less."""


_TILE_TYPE = {Tile}


def _tiles(value: Iterable[Tile] | str) -> frozenset[Tile]:
    if type(value) is frozenset and set(map(type, value)) <= _TILE_TYPE:
        return value
    if isinstance(value, str):
        try:
            return frozenset(parse_tiles(value))
        except TileError as error:
            raise HandError(f"cannot read wild tiles {value!r}: {error}") from None
    if not isinstance(value, Iterable) or isinstance(value, bytes):
        raise HandError(f"expected tiles (Tile objects or a tile string), got {value!r}")
    tiles = tuple(value)
    for tile in tiles:
        if type(tile) is not Tile:
            raise HandError(f"expected Tile objects, got {tile!r} in {value!r}")
    return frozenset(tiles)


def _ranks(value: Iterable[int] | None) -> frozenset[int] | None:
    if value is None:
        return None
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise HandError(f"pair ranks must be whole numbers 1..9, got {value!r}")
    ranks = tuple(value)
    for rank in ranks:
        if type(rank) is not int:
            raise HandError(f"pair ranks {value!r} must be suit ranks 1..9, got {rank!r}")
    return frozenset(ranks)


def _flag(instance: ShapeGrammar, attribute: attrs.Attribute[bool], value: bool) -> None:
    if type(value) is not bool:
        raise HandError(f"ShapeGrammar {attribute.name} must be True or False, got {value!r}")


def _check_sets(instance: ShapeGrammar, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value not in (4, 5):
        raise HandError(f"a standard hand has 4 or 5 sets, not {value!r}")


def _check_targets(
    instance: ShapeGrammar, attribute: attrs.Attribute[frozenset[Tile]], value: frozenset[Tile]
) -> None:
    flowers = sorted(str(t) for t in value if t.is_flower)
    if flowers:
        raise HandError(f"a wildcard can not stand for a flower ({', '.join(flowers)})")


def _check_pair_ranks(
    instance: ShapeGrammar, attribute: attrs.Attribute[frozenset[int] | None], value: frozenset[int] | None
) -> None:
    if value is not None and (not value or any(type(r) is not int or not 1 <= r <= 9 for r in value)):
        raise HandError(f"pair ranks {sorted(value)!r} must be suit ranks 1..9")


def _check_instant(instance: ShapeGrammar, attribute: attrs.Attribute[int | None], value: int | None) -> None:
    if value is not None and (type(value) is not int or value < 1):
        raise HandError(f"instant_wilds must be a positive number of wildcards, not {value!r}")


@checked_call
@attrs.frozen(kw_only=True)
class ShapeGrammar:
    """The winning shapes of one ruleset, and its wildcards."""

    sets: int = attrs.field(default=4, validator=_check_sets)
    """Sets in a standard hand besides the pair: 4 (13-tile rules) or 5 (16-tile rules)."""
    honor_runs: bool = attrs.field(default=False, validator=_flag)
    """Three different winds, or 中发白, count as a set (烂风)."""
    pair_ranks: frozenset[int] | None = attrs.field(
        default=None, converter=_ranks, validator=_check_pair_ranks
    )
    """If set, the pair of a standard hand must be a suited pair of one of these ranks."""
    seven_pairs: bool = attrs.field(default=True, validator=_flag)
    four_alike_as_two_pairs: bool = attrs.field(default=True, validator=_flag)
    """In seven pairs, four alike count as two pairs (a 龙七对 needs it)."""
    thirteen_orphans: bool = attrs.field(default=False, validator=_flag)
    thirteen_lan: bool = attrs.field(default=False, validator=_flag)
    """十三烂 and its 七星 form (all seven honors)."""
    wild: frozenset[Tile] = attrs.field(default=frozenset(), converter=_tiles)
    """The kinds whose tiles are wildcards in a hand."""
    wild_targets: frozenset[Tile] = attrs.field(
        default=ORDINARY_KINDS, converter=_tiles, validator=_check_targets
    )
    """What a wildcard may stand for (never a flower)."""
    instant_wilds: int | None = attrs.field(default=None, validator=_check_instant)
    """If set, a complete hand holding at least this many wildcards among its concealed
    tiles also wins at once, whatever the rest (:attr:`Shape.INSTANT`, e.g. 三金倒 at 3).
    Such a win needs no winning tile, so it is not a wait (:func:`waits` ignores it)."""

    @property
    def complete_size(self) -> int:
        """Tiles in a complete hand, counting each meld as three: 14 or 17."""
        return 3 * self.sets + 2

    def with_wild(self, tiles: Iterable[Tile] | str) -> ShapeGrammar:
        """The same grammar with other wild kinds (e.g. this round's 精)."""
        return attrs.evolve(self, wild=_tiles(tiles))
