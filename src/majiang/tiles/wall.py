"""The wall 牌墙: stacks, dice, the break, the deal, draws and what is kept back.

A :class:`Wall` is built from a tile set and a caller-given seed
(:meth:`Wall.build`; only ``random.Random(seed)`` is used, so the same seed
gives the same wall, dice and later rolls) or arranged from tiles the caller
lists (:meth:`Wall.arrange`, :meth:`Wall.from_draw_order`).

Conventions (see ``docs/walls-and-wildcards.md`` for the picture):

* The tiles stand in stacks 墩 of two, top and bottom. Seen from above, seat 0
  sits at the bottom and the seats follow counter-clockwise (turn order). Each
  seat has a wall side in front of him; stacks are numbered clockwise round the
  table starting at the right-hand end (as the owner sees it) of seat 0's side,
  so the sides come in the order seat 0, 3, 2, 1. A set whose stacks do not
  divide by four gives the extra stacks to the first sides in that order.
* The break 开门: the dice total, counted counter-clockwise from the dealer as 1,
  picks the side (total 1, 5, 9: the dealer; 2, 6, 10: his next seat; ...);
  on that side ``count`` stacks are counted from its right-hand end, where
  ``count`` is the total (default), or the smaller or the larger die
  (``break_by``). The live wall starts at the next stack and runs clockwise
  round the table; the counted stacks are its **end** (尾).
* Draws take the top tile of the first stack, then its bottom; replacement
  draws (kongs, flowers) take the top of the last stack, then its bottom.
* Tiles set aside (a turned-up indicator) stay where they are and are skipped by
  every draw.
* Dealing, dealer first and in turn order: blocks of four tiles (three rounds for
  13-tile hands, four for 16), then one tile each for 13-tile hands, then one more
  for the dealer.

>>> from majiang.tiles.tileset import STANDARD
>>> wall = Wall.build(STANDARD, seed=7)
>>> wall.remaining, wall.stack_count
(136, 68)
>>> deal = wall.deal(13)
>>> [len(hand) for hand in deal.hands], wall.remaining
([14, 13, 13, 13], 83)
>>> Wall.build(STANDARD, seed=7).dice == wall.dice
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Literal

import attrs

from majiang.errors import WallError
from majiang.tiles.notation import format_tiles
from majiang.tiles.tile import Tile
from majiang.tiles.tileset import TileSet

__all__ = [
    "RESERVES",
    "SEATS",
    "Break",
    "BreakBy",
    "Deal",
    "Dice",
    "FlowerMode",
    "FlowerReplacement",
    "KongKind",
    "Reserve",
    "SetAside",
    "Wall",
]

SEATS = 4
"""The number of seats at the table."""

BreakBy = Literal["total", "smaller", "larger"]
KongKind = Literal["exposed", "concealed", "flower"]
FlowerMode = Literal["seat", "round"]

_BREAK_BY = ("total", "smaller", "larger")
_KONG_KINDS = ("exposed", "concealed", "flower")
_FLOWER_MODES = ("seat", "round")
_HAND_SIZES = (13, 16)

# Position states.
_IN_WALL = 0
_TAKEN = 1
_ASIDE = 2


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _check_seat(value: object, what: str = "seat") -> int:
    if type(value) is not int or not 0 <= value < SEATS:
        raise WallError(f"{what} must be an int 0..{SEATS - 1}, not {value!r}")
    return value


# -- dice ---------------------------------------------------------------------


def _check_die(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or not 1 <= value <= 6:
        raise WallError(f"a die shows 1..6, not {value!r} (die {attribute.name!r})")


@attrs.frozen(kw_only=True, slots=True)
class Dice:
    """Two dice, as rolled.

    >>> dice = Dice(first=3, second=4)
    >>> dice.total, dice.smaller, dice.larger, str(dice)
    (7, 3, 4, '3+4=7')
    >>> Dice.roll(random.Random(1)) == Dice.roll(random.Random(1))
    True
    >>> Dice(first=0, second=4)
    Traceback (most recent call last):
    ...
    majiang.errors.WallError: a die shows 1..6, not 0 (die 'first')
    """

    first: int = attrs.field(validator=_check_die)
    second: int = attrs.field(validator=_check_die)

    @classmethod
    def roll(cls, rng: random.Random) -> Dice:
        """Roll both dice with the caller's seeded ``rng``."""
        if not isinstance(rng, random.Random):
            raise WallError(f"dice are rolled with a random.Random, not {rng!r}")
        return cls(first=rng.randint(1, 6), second=rng.randint(1, 6))

    @property
    def total(self) -> int:
        return self.first + self.second

    @property
    def smaller(self) -> int:
        return min(self.first, self.second)

    @property
    def larger(self) -> int:
        return max(self.first, self.second)

    def __str__(self) -> str:
        return f"{self.first}+{self.second}={self.total}"


# -- value types returned by the wall ------------------------------------------


@attrs.frozen(kw_only=True, slots=True)
class Break:
    """Where the wall was opened (开门).

    ``side`` is the seat whose wall side was broken, ``counted`` the stacks
    counted from that side's right-hand end (they became the end of the live
    wall), ``start`` the table index of the first live stack.
    """

    dice: Dice
    dealer: int
    by: BreakBy
    side: int
    counted: int
    start: int


@attrs.frozen(kw_only=True, slots=True)
class SetAside:
    """A tile taken out of play where it stands in the wall (a turned-up indicator).

    ``position`` is its place in draw order: stack ``position // 2``, the top
    tile when ``position`` is even.
    """

    tile: Tile
    position: int
    reason: str

    @property
    def stack(self) -> int:
        return self.position // 2


@attrs.frozen(kw_only=True, slots=True)
class Deal:
    """The dealt hands, indexed by seat (the dealer's has one tile more)."""

    dealer: int
    hands: tuple[tuple[Tile, ...], ...]

    def hand(self, seat: int) -> tuple[Tile, ...]:
        return self.hands[_check_seat(seat)]


@attrs.frozen(kw_only=True, slots=True)
class FlowerReplacement:
    """The hands after the opening flower loop 补花, indexed by seat.

    ``flowers[seat]`` are the flowers that seat set aside, in order;
    ``replacements[seat]`` the tiles it drew from the wall's end for them (a
    replacement that was itself a flower is among its flowers too).
    """

    dealer: int
    hands: tuple[tuple[Tile, ...], ...]
    flowers: tuple[tuple[Tile, ...], ...]
    replacements: tuple[tuple[Tile, ...], ...]

    def hand(self, seat: int) -> tuple[Tile, ...]:
        return self.hands[_check_seat(seat)]


# -- the end of the wall --------------------------------------------------------


def _check_count(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value < 0:
        raise WallError(f"Reserve.{attribute.name} must be an int >= 0, not {value!r}")


def _check_flag(instance: object, attribute: attrs.Attribute[bool], value: bool) -> None:
    if type(value) is not bool:
        raise WallError(f"Reserve.{attribute.name} must be True or False, not {value!r}")


@attrs.frozen(kw_only=True, slots=True)
class Reserve:
    """How much of the wall is kept back when a round ends undecided.

    Ordinary play (draws and replacement draws alike) may go on while the wall
    holds more drawable tiles than :meth:`kept`:

    ``tiles`` + ``per_kong`` × kongs + ``per_exposed_kong`` × exposed kongs +
    ``per_concealed_kong`` × concealed kongs + ``per_flower_kong`` × flower kongs,
    less the tiles set aside in the wall when ``counts_set_aside`` (Fuzhou counts
    the shown 金 among its 18), plus, when ``stop_at_indicator``, every tile
    still standing from the first turned-up tile's stack to the end (Ji'an: the
    round is drawn when the draws reach the turned-up 精).

    ``last_zone`` names the last drawable tiles before that point (海捞 / 海底):
    :attr:`Wall.in_last_zone` says whether the next draw is among them.

    >>> RESERVES["jilin"].kept(exposed_kongs=1)
    16
    >>> RESERVES["fuzhou"].kept(exposed_kongs=1, concealed_kongs=1, set_aside=1)
    20
    """

    tiles: int = attrs.field(default=0, validator=_check_count)
    per_kong: int = attrs.field(default=0, validator=_check_count)
    per_exposed_kong: int = attrs.field(default=0, validator=_check_count)
    per_concealed_kong: int = attrs.field(default=0, validator=_check_count)
    per_flower_kong: int = attrs.field(default=0, validator=_check_count)
    last_zone: int = attrs.field(default=0, validator=_check_count)
    counts_set_aside: bool = attrs.field(default=False, validator=_check_flag)
    stop_at_indicator: bool = attrs.field(default=False, validator=_check_flag)

    def kept(
        self,
        *,
        exposed_kongs: int = 0,
        concealed_kongs: int = 0,
        flower_kongs: int = 0,
        set_aside: int = 0,
        behind_indicator: int = 0,
    ) -> int:
        """Drawable tiles that stay in the wall, given the round so far."""
        for name, value in (
            ("exposed_kongs", exposed_kongs),
            ("concealed_kongs", concealed_kongs),
            ("flower_kongs", flower_kongs),
            ("set_aside", set_aside),
            ("behind_indicator", behind_indicator),
        ):
            if type(value) is not int or value < 0:
                raise WallError(f"{name} must be an int >= 0, not {value!r}")
        kongs = exposed_kongs + concealed_kongs + flower_kongs
        kept = (
            self.tiles
            + self.per_kong * kongs
            + self.per_exposed_kong * exposed_kongs
            + self.per_concealed_kong * concealed_kongs
            + self.per_flower_kong * flower_kongs
        )
        if self.counts_set_aside:
            kept -= set_aside
        if self.stop_at_indicator:
            kept += behind_indicator
        return max(0, kept)


RESERVES: dict[str, Reserve] = {
    # 摸牌到翻精处: drawing stops at the stack of the turned-up 精.
    "jian": Reserve(stop_at_indicator=True),
    # the last 7 stacks stay, one stack more per kong.
    "jilin": Reserve(tiles=14, per_kong=2),
    # ordinary play stops at 16 left; then one more draw each (the last zone); 12 stay.
    "quanzhou": Reserve(tiles=12, last_zone=4),
    # the turned-up 百搭 is set aside, so skipped; the last drawable tile is the 海底.
    "ningbo": Reserve(last_zone=1),
    # the last four tiles are the 海捞 zone.
    "hefei": Reserve(last_zone=4),
    # 18 stay including the shown 金; +1 per exposed kong, +2 per concealed kong or 花杠.
    "fuzhou": Reserve(
        tiles=18, per_exposed_kong=1, per_concealed_kong=2, per_flower_kong=2, counts_set_aside=True
    ),
    # the last 10 stacks are never drawn.
    "hangzhou": Reserve(tiles=20),
    # the last 4 tiles (the 宝 not counted: it is set aside) are drawn for self-draw only.
    "harbin": Reserve(last_zone=4),
    # 海底捞月: a self-draw among the last 4 tiles.
    "wuhan": Reserve(last_zone=4),
    # no dead wall kept.
    "tianjin": Reserve(),
    "guangdong": Reserve(last_zone=1),
}
"""The end-of-round counts of the regions that have one (keys: region names)."""


# -- the wall -------------------------------------------------------------------


def _check_tiles(tiles: object) -> tuple[Tile, ...]:
    if isinstance(tiles, (str, bytes)) or not isinstance(tiles, Iterable):
        raise WallError(f"a wall is built from a sequence of tiles, not {tiles!r}")
    result = tuple(tiles)
    for tile in result:
        if not isinstance(tile, Tile):
            raise WallError(f"a wall holds tiles, not {tile!r}")
    if not result or len(result) % 2:
        raise WallError(f"a wall of stacks of two needs an even number of tiles, not {len(result)}")
    return result


def _side_lengths(stacks: int) -> list[int]:
    """Stacks per side, in clockwise side order (seat 0, 3, 2, 1)."""
    base, extra = divmod(stacks, SEATS)
    return [base + (1 if i < extra else 0) for i in range(SEATS)]


_CLOCKWISE_SIDES = (0, 3, 2, 1)


@attrs.define(kw_only=True, eq=False)
class Wall:
    """The wall of one round: mutable game state.

    Build it with :meth:`build`, :meth:`arrange` or :meth:`from_draw_order`.
    """

    order: tuple[Tile, ...]
    """Every tile of the wall in draw order (stack ``k`` is ``order[2k]`` on top of ``order[2k+1]``)."""
    dealer: int
    dice: Dice
    """The opening roll."""
    opening: Break | None
    """Where the wall was broken (``None`` for :meth:`from_draw_order`)."""
    reserve: Reserve
    tile_set: TileSet | None
    _rng: random.Random
    _state: bytearray
    _aside: list[SetAside] = attrs.field(factory=list)
    _remaining: int = 0
    _front: int = 0
    _end_stack: int = 0
    _kongs: dict[str, int] = attrs.field(factory=lambda: dict.fromkeys(_KONG_KINDS, 0))
    _dealt: bool = False
    _copies: Counter[Tile] = attrs.field(factory=Counter)

    # -- construction ---------------------------------------------------------
    @classmethod
    def build(
        cls,
        tile_set: TileSet,
        *,
        seed: int | str,
        dealer: int = 0,
        dice: Dice | None = None,
        break_by: BreakBy = "total",
        reserve: Reserve | None = None,
    ) -> Wall:
        """Shuffle ``tile_set`` with ``random.Random(seed)``, stack it and break it.

        The dice are rolled with the same generator unless given; later rolls
        (:meth:`roll_dice`) continue it.

        >>> from majiang.tiles.tileset import STANDARD
        >>> w = Wall.build(STANDARD, seed="table 3, round 12", dealer=2)
        >>> w.opening.side == (2 + w.dice.total - 1) % 4
        True
        >>> Wall.build(STANDARD, seed=1.5)
        Traceback (most recent call last):
        ...
        majiang.errors.WallError: a wall seed must be an int or a str, not 1.5
        """
        if not isinstance(tile_set, TileSet):
            raise WallError(f"Wall.build needs a TileSet, not {tile_set!r}")
        if type(seed) is not int and not isinstance(seed, str):
            raise WallError(f"a wall seed must be an int or a str, not {seed!r}")
        rng = random.Random(seed)
        tiles = list(tile_set.tiles())
        rng.shuffle(tiles)
        if dice is None:
            dice = Dice.roll(rng)
        return cls._arrange(
            tiles,
            dice=dice,
            dealer=dealer,
            break_by=break_by,
            reserve=reserve,
            tile_set=tile_set,
            rng=rng,
        )

    @classmethod
    def arrange(
        cls,
        tiles: Sequence[Tile],
        *,
        dice: Dice,
        dealer: int = 0,
        break_by: BreakBy = "total",
        reserve: Reserve | None = None,
        tile_set: TileSet | None = None,
        seed: int | str = 0,
    ) -> Wall:
        """Stack ``tiles`` round the table as given and break the wall with ``dice``.

        ``tiles[2c]`` is the top and ``tiles[2c + 1]`` the bottom of table stack
        ``c`` (stacks numbered clockwise from the right-hand end of seat 0's
        side). ``seed`` seeds later :meth:`roll_dice` calls. With ``tile_set``,
        the tiles must be exactly that set.

        >>> tiles = [Tile.from_index(i % 34) for i in range(136)]
        >>> w = Wall.arrange(tiles, dice=Dice(first=3, second=4))
        >>> w.opening.side, w.opening.start
        (2, 41)
        >>> str(w.draw()), str(w.draw_replacement())
        ('6p', '4p')
        """
        if type(seed) is not int and not isinstance(seed, str):
            raise WallError(f"a wall seed must be an int or a str, not {seed!r}")
        return cls._arrange(
            tiles,
            dice=dice,
            dealer=dealer,
            break_by=break_by,
            reserve=reserve,
            tile_set=tile_set,
            rng=random.Random(seed),
        )

    @classmethod
    def from_draw_order(
        cls,
        tiles: Sequence[Tile],
        *,
        dice: Dice,
        dealer: int = 0,
        reserve: Reserve | None = None,
        tile_set: TileSet | None = None,
        seed: int | str = 0,
    ) -> Wall:
        """A wall already broken: ``tiles`` in draw order, front first, end last.

        Stack ``k`` is ``tiles[2k]`` on top of ``tiles[2k + 1]``. ``dice`` is
        recorded as the opening roll (Ningbo's 百搭 uses its smaller die).

        >>> from majiang.tiles.notation import parse_tiles
        >>> w = Wall.from_draw_order(parse_tiles("12345678m"), dice=Dice(first=1, second=2))
        >>> str(w.draw()), str(w.draw_replacement()), str(w.draw_replacement())
        ('1m', '7m', '8m')
        """
        if type(seed) is not int and not isinstance(seed, str):
            raise WallError(f"a wall seed must be an int or a str, not {seed!r}")
        order = _check_tiles(tiles)
        return cls._new(
            order,
            dice=dice,
            dealer=dealer,
            opening=None,
            reserve=reserve,
            tile_set=tile_set,
            rng=random.Random(seed),
        )

    @classmethod
    def _arrange(
        cls,
        tiles: Iterable[Tile],
        *,
        dice: Dice,
        dealer: int,
        break_by: BreakBy,
        reserve: Reserve | None,
        tile_set: TileSet | None,
        rng: random.Random,
    ) -> Wall:
        circle = _check_tiles(tiles)
        if not isinstance(dice, Dice):
            raise WallError(f"the opening roll must be a Dice, not {dice!r}")
        _check_seat(dealer, "dealer")
        if break_by not in _BREAK_BY:
            raise WallError(f"unknown break rule {break_by!r}; expected one of {', '.join(_BREAK_BY)}")
        stacks = len(circle) // 2
        lengths = _side_lengths(stacks)
        starts: dict[int, int] = {}
        at = 0
        for seat, length in zip(_CLOCKWISE_SIDES, lengths, strict=True):
            starts[seat] = at
            at += length
        side = (dealer + dice.total - 1) % SEATS
        counted = {"total": dice.total, "smaller": dice.smaller, "larger": dice.larger}[break_by]
        start = (starts[side] + counted) % stacks
        order: list[Tile] = []
        for k in range(stacks):
            c = (start + k) % stacks
            order += circle[2 * c : 2 * c + 2]
        opening = Break(dice=dice, dealer=dealer, by=break_by, side=side, counted=counted, start=start)
        return cls._new(
            tuple(order),
            dice=dice,
            dealer=dealer,
            opening=opening,
            reserve=reserve,
            tile_set=tile_set,
            rng=rng,
        )

    @classmethod
    def _new(
        cls,
        order: tuple[Tile, ...],
        *,
        dice: Dice,
        dealer: int,
        opening: Break | None,
        reserve: Reserve | None,
        tile_set: TileSet | None,
        rng: random.Random,
    ) -> Wall:
        if not isinstance(dice, Dice):
            raise WallError(f"the opening roll must be a Dice, not {dice!r}")
        _check_seat(dealer, "dealer")
        if reserve is None:
            reserve = Reserve()
        if not isinstance(reserve, Reserve):
            raise WallError(f"reserve must be a Reserve, not {reserve!r}")
        if tile_set is not None:
            if not isinstance(tile_set, TileSet):
                raise WallError(f"tile_set must be a TileSet, not {tile_set!r}")
            if Counter(order) != Counter(tile_set.tiles()):
                raise WallError(
                    f"the {len(order)} tiles given are not the {tile_set.size}-tile set "
                    f"{tile_set.name!r}: {format_tiles(sorted(order))!r}"
                )
        return cls(
            order=order,
            dealer=dealer,
            dice=dice,
            opening=opening,
            reserve=reserve,
            tile_set=tile_set,
            rng=rng,
            state=bytearray(len(order)),
            remaining=len(order),
            end_stack=len(order) // 2 - 1,
            copies=Counter(order),
        )

    # -- looking at the wall ---------------------------------------------------
    @property
    def size(self) -> int:
        """Tiles the wall was built with."""
        return len(self.order)

    @property
    def remaining(self) -> int:
        """Tiles still in the wall that a draw could take (set-aside tiles excluded)."""
        return self._remaining

    @property
    def stack_count(self) -> int:
        """Stacks still holding a tile (a set-aside tile still stands in its stack)."""
        state = self._state
        return sum(1 for k in range(len(state) // 2) if state[2 * k] != _TAKEN or state[2 * k + 1] != _TAKEN)

    def stacks(self) -> tuple[tuple[Tile | None, Tile | None], ...]:
        """The stacks still standing, in draw order, as (top, bottom); a taken tile is ``None``.

        >>> from majiang.tiles.notation import parse_tiles
        >>> w = Wall.from_draw_order(parse_tiles("1234m"), dice=Dice(first=1, second=1))
        >>> _ = w.draw()
        >>> [(str(t), str(b)) for t, b in w.stacks()]
        [('None', '2m'), ('3m', '4m')]
        """
        out = []
        state = self._state
        for k in range(len(state) // 2):
            top = self.order[2 * k] if state[2 * k] != _TAKEN else None
            bottom = self.order[2 * k + 1] if state[2 * k + 1] != _TAKEN else None
            if top is not None or bottom is not None:
                out.append((top, bottom))
        return tuple(out)

    def remaining_tiles(self) -> tuple[Tile, ...]:
        """The drawable tiles left, in front draw order."""
        return tuple(t for t, s in zip(self.order, self._state, strict=True) if s == _IN_WALL)

    @property
    def set_aside(self) -> tuple[SetAside, ...]:
        """Tiles taken out of play in the wall, in the order they were set aside."""
        return tuple(self._aside)

    def copies(self, tile: Tile) -> int:
        """How many tiles of this kind the wall was built with."""
        return self._copies[tile]

    def live_copies(self, tile: Tile) -> int:
        """Copies of this kind in play: built with, less those set aside."""
        return self._copies[tile] - sum(1 for a in self._aside if a.tile == tile)

    @property
    def kongs(self) -> dict[str, int]:
        """Kongs recorded through :meth:`draw_replacement`, by kind (a copy)."""
        return dict(self._kongs)

    @property
    def kept(self) -> int:
        """Drawable tiles that stay in the wall at the end of the round (see :class:`Reserve`)."""
        behind = 0
        if self.reserve.stop_at_indicator and self._aside:
            first = min(a.stack for a in self._aside)
            behind = sum(1 for p in range(2 * first, len(self._state)) if self._state[p] == _IN_WALL)
        return self.reserve.kept(
            exposed_kongs=self._kongs["exposed"],
            concealed_kongs=self._kongs["concealed"],
            flower_kongs=self._kongs["flower"],
            set_aside=len(self._aside),
            behind_indicator=behind,
        )

    @property
    def drawable(self) -> int:
        """Tiles that may still be drawn this round (front or end)."""
        return max(0, self._remaining - self.kept)

    @property
    def is_exhausted(self) -> bool:
        """No tile may be drawn any more: the round is drawn unless someone has won."""
        return self.drawable == 0

    @property
    def in_last_zone(self) -> bool:
        """Whether the next draw is among the reserve's last-zone tiles (海捞 / 海底).

        >>> from majiang.tiles.tileset import MIDDLE
        >>> w = Wall.build(MIDDLE, seed=3, reserve=RESERVES["hefei"])
        >>> _ = w.deal(13)
        >>> while not w.in_last_zone:
        ...     _ = w.draw()
        >>> w.drawable
        4
        """
        return 0 < self.drawable <= self.reserve.last_zone

    # -- dice ------------------------------------------------------------------
    def roll_dice(self) -> Dice:
        """Roll the dice again (a wildcard roll, a 宝 roll), continuing the wall's seeded generator."""
        return Dice.roll(self._rng)

    # -- taking tiles ----------------------------------------------------------
    def _front_position(self) -> int | None:
        state = self._state
        p = self._front
        while p < len(state) and state[p] == _TAKEN:
            p += 1
        self._front = p
        while p < len(state) and state[p] != _IN_WALL:
            p += 1
        return p if p < len(state) else None

    def _end_positions(self) -> Iterable[int]:
        state = self._state
        k = self._end_stack
        while k >= 0 and state[2 * k] == _TAKEN and state[2 * k + 1] == _TAKEN:
            k -= 1
        self._end_stack = k
        for j in range(k, -1, -1):
            for p in (2 * j, 2 * j + 1):
                if state[p] == _IN_WALL:
                    yield p

    def _end_position(self) -> int | None:
        return next(iter(self._end_positions()), None)

    def _take(self, position: int) -> Tile:
        self._state[position] = _TAKEN
        self._remaining -= 1
        return self.order[position]

    def _exhausted(self, what: str) -> WallError:
        return WallError(
            f"cannot {what}: the wall is exhausted ({self._remaining} drawable tiles left, "
            f"{self.kept} kept back)"
        )

    def draw(self) -> Tile:
        """Draw the next tile from the front of the wall.

        Raises :class:`WallError` when no drawable tile is left above the reserve.
        """
        if self.drawable == 0:
            raise self._exhausted("draw")
        position = self._front_position()
        assert position is not None
        return self._take(position)

    def draw_replacement(self, *, kong: KongKind | None = None) -> Tile:
        """Draw a replacement tile from the end of the wall (for a kong or a flower).

        ``kong`` records the kong it replaces (``"exposed"``, ``"concealed"`` or
        ``"flower"`` for a four-flower kong 花杠), which may keep more of the wall
        back (:class:`Reserve`); it is recorded only if the draw succeeds.
        """
        if kong is not None and kong not in _KONG_KINDS:
            raise WallError(f"unknown kong kind {kong!r}; expected one of {', '.join(_KONG_KINDS)}")
        if kong is not None:
            self._kongs[kong] += 1
        if self.drawable == 0:
            if kong is not None:
                self._kongs[kong] -= 1
            raise self._exhausted("draw a replacement")
        position = self._end_position()
        assert position is not None
        return self._take(position)

    def peek_from_end(self, tiles: int = 1) -> Tile:
        """The ``tiles``-th drawable tile counted from the end, in replacement order; nothing moves.

        >>> from majiang.tiles.notation import parse_tiles
        >>> w = Wall.from_draw_order(parse_tiles("123456m"), dice=Dice(first=1, second=1))
        >>> [str(w.peek_from_end(n)) for n in (1, 2, 3)]
        ['5m', '6m', '3m']
        """
        if type(tiles) is not int or tiles < 1:
            raise WallError(f"count tiles from the end with an int >= 1, not {tiles!r}")
        for n, position in enumerate(self._end_positions(), start=1):
            if n == tiles:
                return self.order[position]
        raise WallError(f"cannot count {tiles!r} tiles from the end: only {self._remaining} left")

    def _set_aside(self, position: int, reason: str) -> Tile:
        if not isinstance(reason, str) or not reason:
            raise WallError(f"say why a tile is set aside (a non-empty str), not {reason!r}")
        self._state[position] = _ASIDE
        self._remaining -= 1
        tile = self.order[position]
        self._aside.append(SetAside(tile=tile, position=position, reason=reason))
        return tile

    def turn_up_last(self, *, reason: str) -> Tile:
        """Turn up the last tile of the wall (the next replacement tile) and set it aside."""
        position = self._end_position()
        if position is None:
            raise WallError(f"cannot turn up the last tile ({reason!r}): the wall is empty")
        return self._set_aside(position, reason)

    def turn_up_first(self, *, reason: str) -> Tile:
        """Turn up the first tile of the wall (the next tile to draw) and set it aside."""
        position = self._front_position()
        if position is None:
            raise WallError(f"cannot turn up the first tile ({reason!r}): the wall is empty")
        return self._set_aside(position, reason)

    def turn_up_stack(self, stacks_from_end: int, *, reason: str) -> Tile:
        """Count ``stacks_from_end`` stacks from the end and turn up the top tile there.

        Stacks still standing are counted (a stack whose only tile is set aside
        still stands). If that stack's top tile was already taken, its bottom tile
        is turned up. The tile is set aside: no draw will take it.

        >>> from majiang.tiles.notation import parse_tiles
        >>> w = Wall.from_draw_order(parse_tiles("12345678m"), dice=Dice(first=1, second=1))
        >>> str(w.turn_up_stack(2, reason="example"))
        '5m'
        >>> [str(w.draw_replacement()) for _ in range(3)]
        ['7m', '8m', '6m']
        """
        if type(stacks_from_end) is not int or stacks_from_end < 1:
            raise WallError(f"count stacks from the end with an int >= 1, not {stacks_from_end!r}")
        state = self._state
        n = 0
        for k in range(len(state) // 2 - 1, -1, -1):
            top, bottom = 2 * k, 2 * k + 1
            if state[top] == _TAKEN and state[bottom] == _TAKEN:
                continue
            n += 1
            if n < stacks_from_end:
                continue
            if state[top] == _IN_WALL:
                return self._set_aside(top, reason)
            if state[top] == _TAKEN and state[bottom] == _IN_WALL:
                return self._set_aside(bottom, reason)
            raise WallError(
                f"the {_ordinal(stacks_from_end)} stack from the end has no tile left to turn up ({reason!r})"
            )
        raise WallError(
            f"cannot count {stacks_from_end!r} stacks from the end ({reason!r}): only {n} stacks stand"
        )

    # -- the deal and the flower loop -----------------------------------------------
    def deal(self, hand_size: int = 13) -> Deal:
        """Deal ``hand_size`` (13 or 16) tiles to each seat and one more to the dealer.

        Dealer first, in turn order: blocks of four (three rounds for 13, four for
        16), then one tile each for 13-tile hands, then the dealer's extra tile.

        >>> from majiang.tiles.tileset import FULL
        >>> deal = Wall.build(FULL, seed=1, dealer=3).deal(16)
        >>> [len(hand) for hand in deal.hands]
        [16, 16, 16, 17]
        >>> Wall.build(FULL, seed=1).deal(14)
        Traceback (most recent call last):
        ...
        majiang.errors.WallError: hands are dealt 13 or 16 tiles, not 14
        """
        if type(hand_size) is not int or hand_size not in _HAND_SIZES:
            raise WallError(f"hands are dealt 13 or 16 tiles, not {hand_size!r}")
        if self._dealt:
            raise WallError("this wall has already been dealt")
        needed = SEATS * hand_size + 1
        if self._remaining < needed:
            raise WallError(
                f"cannot deal {hand_size!r}-tile hands: {needed} tiles needed, {self._remaining} left"
            )
        hands: list[list[Tile]] = [[] for _ in range(SEATS)]
        turn = [(self.dealer + i) % SEATS for i in range(SEATS)]

        def take(seat: int, n: int) -> None:
            for _ in range(n):
                position = self._front_position()
                assert position is not None
                hands[seat].append(self._take(position))

        for _ in range(hand_size // 4):
            for seat in turn:
                take(seat, 4)
        for seat in turn:
            take(seat, hand_size % 4)
        take(self.dealer, 1)
        self._dealt = True
        return Deal(dealer=self.dealer, hands=tuple(tuple(h) for h in hands))

    def replace_flowers(
        self,
        deal: Deal,
        *,
        is_flower: Callable[[Tile], bool] | None = None,
        mode: FlowerMode = "seat",
    ) -> FlowerReplacement:
        """The opening flower loop 补花: set flowers aside and replace them from the end.

        ``mode="seat"`` (default): the dealer first, then each seat in turn,
        replaces every flower it holds, and at once any flower it draws, until it
        holds none. ``mode="round"``: each seat in turn replaces the flowers it
        holds; flowers drawn wait for the next round (dealer first again) until no
        hand holds one (Fuzhou). ``is_flower`` says what counts as a flower
        (default :attr:`Tile.is_flower`; Fuzhou counts honors too, Ningbo not the
        flowers that became 百搭).

        >>> from majiang.tiles.tileset import FULL
        >>> wall = Wall.build(FULL, seed=5)
        >>> done = wall.replace_flowers(wall.deal(13))
        >>> any(t.is_flower for hand in done.hands for t in hand)
        False
        >>> [len(f) == len(r) for f, r in zip(done.flowers, done.replacements)]
        [True, True, True, True]
        """
        if not isinstance(deal, Deal):
            raise WallError(f"replace_flowers needs the Deal of this wall, not {deal!r}")
        if mode not in _FLOWER_MODES:
            raise WallError(f"unknown flower replacement mode {mode!r}; expected 'seat' or 'round'")
        test: Callable[[Tile], bool] = is_flower if is_flower is not None else (lambda t: t.is_flower)
        hands = [list(h) for h in deal.hands]
        flowers: list[list[Tile]] = [[] for _ in range(SEATS)]
        replacements: list[list[Tile]] = [[] for _ in range(SEATS)]
        turn = [(deal.dealer + i) % SEATS for i in range(SEATS)]

        def replace(seat: int, tile: Tile) -> None:
            hands[seat].remove(tile)
            flowers[seat].append(tile)
            new = self.draw_replacement()
            replacements[seat].append(new)
            hands[seat].append(new)

        if mode == "seat":
            for seat in turn:
                while True:
                    found = next((t for t in hands[seat] if test(t)), None)
                    if found is None:
                        break
                    replace(seat, found)
        else:
            while any(test(t) for hand in hands for t in hand):
                for seat in turn:
                    for tile in [t for t in hands[seat] if test(t)]:
                        replace(seat, tile)
        return FlowerReplacement(
            dealer=deal.dealer,
            hands=tuple(tuple(h) for h in hands),
            flowers=tuple(tuple(f) for f in flowers),
            replacements=tuple(tuple(r) for r in replacements),
        )

    def __repr__(self) -> str:
        return (
            f"Wall(size={self.size}, remaining={self._remaining}, set_aside={len(self._aside)}, "
            f"dealer={self.dealer}, dice={self.dice})"
        )
