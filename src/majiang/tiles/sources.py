"""Where a wildcard indicator comes from: the sources a :class:`~majiang.tiles.wildcards.Wildcards`
rule is composed of.

Each source is a small frozen value; ``take(wall, dice, name)`` turns the
indicator up (or only looks at it) and says how, in words.

>>> from majiang.tiles.notation import parse_tiles
>>> from majiang.tiles.wall import Dice, Wall
>>> wall = Wall.from_draw_order(parse_tiles("12345678m"), dice=Dice(first=1, second=2))
>>> taken = StackFromEnd(die="smaller", roll="opening").take(wall, None, "百搭")
>>> str(taken.indicator), taken.how
('7m', 'smaller die 1 of 1+2=3: 1st stack from the end, turned up 7m')
>>> str(LastTile().take(wall, None, "金").indicator)
'8m'
"""

from __future__ import annotations

from typing import Literal

import attrs

from majiang._calls import checked_call
from majiang.errors import WallError
from majiang.tiles.dice import Dice, ordinal
from majiang.tiles.tile import Tile
from majiang.tiles.wall import Wall

__all__ = [
    "FirstTile",
    "Fixed",
    "LastTile",
    "Source",
    "StackFromEnd",
    "Taken",
    "TileFromEnd",
    "check_dice",
    "check_wall",
]

Die = Literal["total", "smaller", "larger"]
_DICE = ("total", "smaller", "larger")


def check_wall(wall: object, name: str) -> Wall:
    if not isinstance(wall, Wall):
        raise WallError(f"{name} is chosen from a Wall, not {wall!r}")
    return wall


def check_dice(dice: object) -> Dice | None:
    if dice is not None and not isinstance(dice, Dice):
        raise WallError(f"dice must be a Dice, not {dice!r}")
    return dice


@attrs.frozen(kw_only=True, slots=True)
class Taken:
    """What a source turned up: the indicator, how, the dice used, flowers passed to the dealer."""

    indicator: Tile | None
    how: str
    dice: Dice | None = None
    passed: tuple[Tile, ...] = ()


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Fixed:
    """Nothing is turned up: the rule's fixed kinds are wild."""

    sets_aside: bool = attrs.field(default=False, init=False)
    during_play: bool = attrs.field(default=False, init=False)

    def take(self, wall: Wall, dice: Dice | None, name: str) -> Taken:
        return Taken(indicator=None, how="fixed")


def _check_die(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if value not in _DICE:
        raise WallError(f"StackFromEnd.die must be one of {', '.join(_DICE)}, not {value!r}")


def _check_roll(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if value not in ("new", "opening"):
        raise WallError(f"StackFromEnd.roll must be 'new' or 'opening', not {value!r}")


def _check_keep(instance: object, attribute: attrs.Attribute[bool], value: object) -> None:
    if type(value) is not bool:
        raise WallError(f"StackFromEnd.keep must be True or False, not {value!r}")


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class StackFromEnd:
    """A die count in **stacks** from the wall's end; the top tile there is turned up and
    set aside (``keep=True``: left in the wall, to be drawn in its turn). ``die`` says which
    count (the total, the smaller or the larger die); ``roll="new"`` rolls again (or uses
    the ``dice`` given), ``"opening"`` uses the wall's opening roll."""

    die: Die = attrs.field(default="total", validator=_check_die)
    roll: Literal["new", "opening"] = attrs.field(default="new", validator=_check_roll)
    keep: bool = attrs.field(default=False, validator=_check_keep)
    """The turned-up tile stays in the wall where it stands and is drawn in its turn (it
    only names the wild kinds; all copies of its kind are live)."""
    sets_aside: bool = attrs.field(
        init=False, default=attrs.Factory(lambda self: not self.keep, takes_self=True)
    )
    during_play: bool = attrs.field(default=False, init=False)

    def take(self, wall: Wall, dice: Dice | None, name: str) -> Taken:
        if dice is None:
            dice = wall.roll_dice() if self.roll == "new" else wall.dice
        count = {"total": dice.total, "smaller": dice.smaller, "larger": dice.larger}[self.die]
        indicator = wall.turn_up_stack(count, reason=f"{name} indicator", keep=self.keep)
        where = f"{ordinal(count)} stack from the end, turned up {indicator}"
        if self.keep:
            where += " (left in the wall)"
        how = f"dice {dice}: {where}" if self.die == "total" else f"{self.die} die {count} of {dice}: {where}"
        return Taken(indicator=indicator, how=how, dice=dice)


def _check_passes(instance: object, attribute: attrs.Attribute[tuple[Tile, ...]], value: object) -> None:
    if not isinstance(value, tuple) or any(not isinstance(t, Tile) for t in value):
        raise WallError(f"LastTile.passes must be a tuple of Tiles, not {value!r}")


_FLOWERS = tuple(Tile(suit="f", rank=r) for r in range(1, 9))


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class LastTile:
    """The last tile of the wall is turned up and set aside. A tile of a kind in
    ``passes`` (default: the eight flowers) goes to the dealer instead, who draws
    nothing for it here, and the next last tile is turned up."""

    passes: tuple[Tile, ...] = attrs.field(default=_FLOWERS, validator=_check_passes)
    sets_aside: bool = attrs.field(default=True, init=False)
    during_play: bool = attrs.field(default=False, init=False)

    def take(self, wall: Wall, dice: Dice | None, name: str) -> Taken:
        passed: list[Tile] = []
        while wall.peek_from_end(1) in self.passes:
            passed.append(wall.draw_replacement())
        indicator = wall.turn_up_last(reason=f"{name} indicator")
        steps = [f"{t} (to the dealer)" for t in passed] + [str(indicator)]
        how = f"turned up {', '.join(steps)} from the wall's end"
        return Taken(indicator=indicator, how=how, passed=tuple(passed))


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class FirstTile:
    """The first tile of the wall (the next to be drawn) is turned up and set aside."""

    sets_aside: bool = attrs.field(default=True, init=False)
    during_play: bool = attrs.field(default=False, init=False)

    def take(self, wall: Wall, dice: Dice | None, name: str) -> Taken:
        indicator = wall.turn_up_first(reason=f"{name} indicator")
        return Taken(indicator=indicator, how=f"turned up {indicator} from the front of the wall")


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class TileFromEnd:
    """During play, the dice total counts **tiles** from the wall's end (in replacement
    order); that tile is only looked at and stays in the wall (all copies live)."""

    sets_aside: bool = attrs.field(default=False, init=False)
    during_play: bool = attrs.field(default=True, init=False)

    def take(self, wall: Wall, dice: Dice | None, name: str) -> Taken:
        dice = dice or wall.roll_dice()
        tile = wall.peek_from_end(dice.total)
        how = f"dice {dice}: {ordinal(dice.total)} tile from the end is {tile} (left in the wall)"
        return Taken(indicator=tile, how=how, dice=dice)


Source = Fixed | StackFromEnd | LastTile | FirstTile | TileFromEnd
"""Any of the sources."""
