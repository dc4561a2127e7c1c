"""Wildcards composed from general parts, and how they are chosen from a wall.

A :class:`Wildcards` rule names no region: it is composed of a **source** (where
the indicator comes from: :class:`Fixed`, :class:`StackFromEnd`,
:class:`LastTile`, :class:`FirstTile`, :class:`TileFromEnd`), **successor
offsets** from the indicator to each wild kind, **fixed kinds** wild whatever is
turned up, and **flower groups** (a season or plant indicator makes its group of
four wild). Each region composes its own rule as data of its ruleset, in its
own package (``majiang.rulesets.<region>``).

``rule.choose(wall)`` performs the procedure on a :class:`~majiang.tiles.wall.Wall`
(turning up and setting aside the indicator where there is one) and returns a
:class:`WildcardChoice`: the indicator, the wild kinds, how many copies of each
are live, and a short account of how it was chosen. ``rule.from_indicator(tile)``
makes the same choice from a given indicator without a wall.

>>> from majiang.tiles.tile import Tile
>>> jing = Wildcards(name="精", english="jing", source=StackFromEnd(), steps=(0, 1),
...                  weights=(2, 1), roles=("正精", "副精"))
>>> choice = jing.from_indicator(Tile.from_str("9m"))
>>> [str(t) for t in choice.wilds], choice.live, choice.total_live
(['9m', '1m'], (3, 4), 7)
>>> str(choice.primary), str(choice.secondary), choice.weight(Tile.from_str("1m"))
('9m', '1m', 1)
>>> print(choice)
turned up 9m; 正精 9m, 副精 1m
>>> Wildcards(name="x", english="x", source=StackFromEnd(), steps=(0,), weights=(2, 1))
Traceback (most recent call last):
...
majiang.errors.RulesetError: Wildcards 'x': weights (2, 1) must give one weight per step (0,)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import attrs

from majiang._calls import checked_call
from majiang.errors import RulesetError, TileError
from majiang.tiles.sources import (
    FirstTile,
    Fixed,
    LastTile,
    Source,
    StackFromEnd,
    Taken,
    TileFromEnd,
    check_dice,
    check_wall,
)
from majiang.tiles.succession import DEFAULT_DRAGON_ORDER, successor
from majiang.tiles.tile import Tile
from majiang.tiles.tileset import FULL, TileSet
from majiang.tiles.wall import Dice, Wall

__all__ = [
    "FirstTile",
    "Fixed",
    "LastTile",
    "Source",
    "StackFromEnd",
    "TileFromEnd",
    "WildcardChoice",
    "Wildcards",
]


# -- the result -------------------------------------------------------------------


def _check_choice(instance: WildcardChoice, attribute: attrs.Attribute[Any], value: Any) -> None:
    if not instance.wilds:
        raise RulesetError(f"a wildcard choice needs at least one wild kind ({instance.family!r})")
    if len(instance.live) != len(instance.wilds) or len(instance.weights) != len(instance.wilds):
        raise RulesetError(
            f"wilds, live and weights must line up: {len(instance.wilds)} kinds, "
            f"{instance.live!r} live, {instance.weights!r} weights"
        )
    if len(set(instance.wilds)) != len(instance.wilds):
        raise RulesetError(f"a wild kind is listed twice: {[str(t) for t in instance.wilds]!r}")


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class WildcardChoice:
    """The outcome of a wildcard procedure.

    ``wilds`` are the wild kinds, primary first (e.g. 正精 then 副精);
    ``live[i]`` copies of ``wilds[i]`` are in play; ``weights[i]`` is what one
    copy counts for (1 unless the rule says otherwise). ``indicator`` is the
    tile turned up (``None`` for fixed wildcards), ``dice`` the roll used if any,
    ``dealer_flowers`` the flowers that went to the dealer while turning up.
    ``marks`` are kinds the rule names without making them wild (name, kinds).
    """

    family: str
    indicator: Tile | None
    wilds: tuple[Tile, ...] = attrs.field(validator=_check_choice)
    live: tuple[int, ...]
    weights: tuple[int, ...]
    account: str
    dice: Dice | None = None
    dealer_flowers: tuple[Tile, ...] = ()
    marks: tuple[tuple[str, tuple[Tile, ...]], ...] = ()

    def is_wild(self, tile: Tile) -> bool:
        return tile in self.wilds

    def live_copies(self, tile: Tile) -> int:
        """Live copies of ``tile`` as a wildcard (0 if it is not wild)."""
        return self.live[self.wilds.index(tile)] if tile in self.wilds else 0

    def weight(self, tile: Tile) -> int:
        """What one copy of ``tile`` counts for (0 if it is not wild)."""
        return self.weights[self.wilds.index(tile)] if tile in self.wilds else 0

    @property
    def primary(self) -> Tile:
        """The first wild kind."""
        return self.wilds[0]

    @property
    def secondary(self) -> Tile | None:
        """The second wild kind if any."""
        return self.wilds[1] if len(self.wilds) > 1 else None

    @property
    def total_live(self) -> int:
        return sum(self.live)

    def __str__(self) -> str:
        return self.account


# -- checks -----------------------------------------------------------------------------


def _fail(instance: object, message: str) -> RulesetError:
    return RulesetError(f"Wildcards {getattr(instance, 'name', '?')!r}: {message}")


def _check_source(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, (Fixed, StackFromEnd, LastTile, FirstTile, TileFromEnd)):
        raise _fail(instance, f"source must be one of the sources in majiang.tiles.sources, not {value!r}")


def _check_ints(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, tuple) or any(type(v) is not int for v in value):
        raise _fail(instance, f"{attribute.name} must be a tuple of ints, not {value!r}")


def _check_tiles(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, tuple) or any(not isinstance(v, Tile) for v in value):
        raise _fail(instance, f"{attribute.name} must be a tuple of Tiles, not {value!r}")


def _check_flag(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not bool:
        raise _fail(instance, f"{attribute.name} must be True or False, not {value!r}")


def _check_dragon_order(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if not isinstance(value, str) or sorted(value) != sorted(DEFAULT_DRAGON_ORDER):
        raise _fail(instance, f"dragon_order must list 中, 发 and 白 once each, not {value!r}")


def _check_indicator(indicator: object, tile_set: TileSet) -> Tile:
    if not isinstance(indicator, Tile):
        raise TileError(f"an indicator must be a Tile, not {indicator!r}")
    tile_set.check([indicator], what=f"indicator {str(indicator)!r}")
    return indicator


def _names(tiles: Iterable[Tile]) -> str:
    return " ".join(str(t) for t in tiles)


LiveFn = Callable[[Tile], int]


# -- the rule -------------------------------------------------------------------------------


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Wildcards:
    """A wildcard rule composed of general parts.

    * ``name`` / ``english``: what the wildcards are called (``"精"``, ``"jing"``).
    * ``source``: where the indicator comes from (:class:`Fixed`: nothing is turned up).
    * ``steps``: successor offsets from the indicator to each wild kind, in order
      (``(0,)``: the indicator's own kind; ``(0, 1)``: it and the next kind).
      ``weights`` and ``roles`` give each step's weight and name (default 1, unnamed).
    * ``fixed``: kinds wild whatever is turned up (appended after the steps' kinds).
    * ``flower_groups``: a flower indicator makes its whole group of four wild.
    * ``dragon_order``: the dragons' cycle for successors; ``honor_cycle`` (if
      given) one cycle for all honors instead, stepping over the ``skipped`` kinds.
    * ``marks``: kinds named from the indicator without being wild (name, offsets).
    * ``in_hand``: the kinds are wild in the hand (``False``: the rule chooses a
      tile the ruleset uses otherwise, e.g. a 宝 that stands for a ready hand's wait).
    * ``rechosen_at``: the rule is chosen again when this many copies are visible.
    """

    name: str
    english: str
    source: Source = attrs.field(validator=_check_source)
    steps: tuple[int, ...] = attrs.field(default=(0,), validator=_check_ints)
    weights: tuple[int, ...] = attrs.field(default=(), validator=_check_ints)
    roles: tuple[str, ...] = ()
    fixed: tuple[Tile, ...] = attrs.field(default=(), validator=_check_tiles)
    flower_groups: bool = attrs.field(default=False, validator=_check_flag)
    dragon_order: str = attrs.field(default=DEFAULT_DRAGON_ORDER, validator=_check_dragon_order)
    honor_cycle: tuple[Tile, ...] = attrs.field(default=(), validator=_check_tiles)
    skipped: tuple[Tile, ...] = attrs.field(default=(), validator=_check_tiles)
    marks: tuple[tuple[str, tuple[int, ...]], ...] = ()
    in_hand: bool = attrs.field(default=True, validator=_check_flag)
    rechosen_at: int | None = None

    def __attrs_post_init__(self) -> None:
        if self.weights and len(self.weights) != len(self.steps):
            raise _fail(self, f"weights {self.weights!r} must give one weight per step {self.steps!r}")
        if self.roles and len(self.roles) != len(self.steps):
            raise _fail(self, f"roles {self.roles!r} must name each step {self.steps!r}")
        if isinstance(self.source, Fixed) and not self.fixed:
            raise _fail(self, "a fixed source turns nothing up: give the fixed kinds")
        if self.rechosen_at is not None and (type(self.rechosen_at) is not int or self.rechosen_at < 1):
            raise _fail(self, f"rechosen_at must be an int >= 1 or None, not {self.rechosen_at!r}")
        if any(t not in self.honor_cycle for t in self.skipped):
            raise _fail(self, f"skipped kinds {_names(self.skipped)!r} must be in the honor cycle")

    # -- choosing -----------------------------------------------------------------------
    @property
    def turns_up(self) -> bool:
        """Whether an indicator is turned up (a fixed rule turns nothing up)."""
        return not isinstance(self.source, Fixed)

    @property
    def during_play(self) -> bool:
        """Whether the rule is chosen during play rather than at the deal."""
        return self.source.during_play

    def choose(self, wall: Wall | None = None, *, dice: Dice | None = None) -> WildcardChoice:
        """Perform the procedure on ``wall`` (a fixed rule needs no wall)."""
        dice = check_dice(dice)
        if wall is None and not self.turns_up:
            return self.from_indicator(None)
        wall = check_wall(wall, self.name)
        taken: Taken = self.source.take(wall, dice, self.name)
        return self._make(taken.indicator, wall.live_copies, taken.how, taken.dice, taken.passed)

    def from_indicator(self, indicator: Tile | None, *, tile_set: TileSet = FULL) -> WildcardChoice:
        """The choice for a given ``indicator`` in ``tile_set`` (``None`` for a fixed rule)."""
        if not isinstance(tile_set, TileSet):
            raise RulesetError(f"tile_set must be a TileSet, not {tile_set!r}")
        if not self.turns_up:
            if indicator is not None:
                raise RulesetError(f"{self.name} is fixed, it turns nothing up; got indicator {indicator!r}")

            def fixed_live(kind: Tile) -> int:
                return tile_set.copies(kind)

            return self._make(None, fixed_live, "fixed", None, ())
        tile = _check_indicator(indicator, tile_set)
        if isinstance(self.source, LastTile) and tile in self.source.passes:
            raise TileError(
                f"{tile} ({tile.chinese}) goes to the dealer as a flower here; it can not be the "
                f"{self.name}: {str(tile)!r}"
            )
        out = tile if self.source.sets_aside else None

        def live(kind: Tile) -> int:
            return tile_set.copies(kind) - (1 if kind == out else 0)

        return self._make(tile, live, f"turned up {tile}", None, ())

    def kinds(self, indicator: Tile | None) -> tuple[Tile, ...]:
        """The wild kinds an indicator gives (no live counts, no tile-set check)."""
        kinds: list[Tile] = []
        if indicator is not None:
            if self.flower_groups and indicator.is_flower:
                first = 1 if indicator.is_season else 5
                kinds.extend(Tile(suit="f", rank=r) for r in range(first, first + 4))
            else:
                kinds.extend(self.step(indicator, s) for s in self.steps)
        kinds.extend(t for t in self.fixed if t not in kinds)
        return tuple(kinds)

    def step(self, tile: Tile, steps: int) -> Tile:
        """The kind ``steps`` places after ``tile`` (negative: before) in this rule's order."""
        if tile.is_honor and self.honor_cycle:
            if tile not in self.honor_cycle:
                raise TileError(f"{str(tile)!r} is not in the honor cycle {_names(self.honor_cycle)!r}")
            cycle, at = self.honor_cycle, self.honor_cycle.index(tile)
            for _ in range(abs(steps)):
                at = (at + (1 if steps > 0 else -1)) % len(cycle)
                while cycle[at] in self.skipped:
                    at = (at + (1 if steps > 0 else -1)) % len(cycle)
            return cycle[at]
        return successor(tile, dragon_order=self.dragon_order, steps=steps)

    def marked(self, indicator: Tile) -> tuple[tuple[str, tuple[Tile, ...]], ...]:
        """The named kinds an indicator gives besides the wild ones (``marks``)."""
        return tuple((name, tuple(self.step(indicator, s) for s in offsets)) for name, offsets in self.marks)

    def rechoice_due(self, chosen: Tile, visible: Iterable[Tile]) -> bool:
        """Whether ``rechosen_at`` copies of the chosen kind are visible (choose again)."""
        if not isinstance(chosen, Tile):
            raise TileError(f"the {self.name} must be a Tile, not {chosen!r}")
        if self.rechosen_at is None:
            raise RulesetError(f"{self.name} is chosen once per round, never again")
        count = 0
        for tile in visible:
            if not isinstance(tile, Tile):
                raise TileError(f"visible tiles must be Tiles, not {tile!r}")
            count += tile == chosen
        return count >= self.rechosen_at

    def _make(
        self, indicator: Tile | None, live: LiveFn, how: str, dice: Dice | None, passed: tuple[Tile, ...]
    ) -> WildcardChoice:
        wilds = self.kinds(indicator)
        counts = tuple(live(k) for k in wilds)
        weights = tuple(self.weights[i] if i < len(self.weights) else 1 for i in range(len(wilds)))
        if self.flower_groups and indicator is not None and indicator.is_flower:
            weights = (1,) * len(wilds)
        if self.roles and len(wilds) == len(self.roles):
            body = ", ".join(f"{role} {kind}" for role, kind in zip(self.roles, wilds, strict=True))
        else:
            body = f"{self.name} {_names(wilds)}"
        if self.flower_groups:
            body += f" ({sum(counts)} live)"
        marks = self.marked(indicator) if indicator is not None else ()
        body += "".join(f"; {name} {_names(kinds)}" for name, kinds in marks)
        return WildcardChoice(
            family=self.name,
            indicator=indicator,
            wilds=wilds,
            live=counts,
            weights=weights,
            account=f"{how}; {body}",
            dice=dice,
            dealer_flowers=passed,
            marks=marks,
        )
