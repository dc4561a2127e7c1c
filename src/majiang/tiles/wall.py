"""The wall 牌墙 of one round: built from a seed, broken, dealt, drawn, with what is kept back.

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

from majiang._calls import checked_call
from majiang.errors import WallError
from majiang.tiles.deal import HAND_SIZES, Deal, FlowerMode, FlowerReplacement, deal_hands, replace_flowers
from majiang.tiles.dice import Dice, ordinal
from majiang.tiles.notation import format_tiles
from majiang.tiles.positions import _IN_WALL, _TAKEN, SetAside
from majiang.tiles.reserve import Reserve
from majiang.tiles.seats import SEATS, check_seat
from majiang.tiles.stacks import Break, BreakBy, break_wall, check_tiles
from majiang.tiles.tile import Tile
from majiang.tiles.tileset import TileSet
from majiang.tiles.tracked import Tracked

__all__ = [
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
    "ordinal",
]

KongKind = Literal["exposed", "concealed", "flower"]

_KONG_KINDS = ("exposed", "concealed", "flower")


def _check_seed(seed: object) -> int | str:
    if type(seed) is not int and not isinstance(seed, str):
        raise WallError(f"a wall seed must be an int or a str, not {seed!r}")
    return seed


# -- the wall -------------------------------------------------------------------


@checked_call
@attrs.define(kw_only=True, eq=False)
class Wall(Tracked):
    """The wall of one round: mutable game state.

    Build it with :meth:`build`, :meth:`arrange` or :meth:`from_draw_order`.
    """

    dealer: int
    dice: Dice
    """The opening roll."""
    opening: Break | None
    """Where the wall was broken (``None`` for :meth:`from_draw_order`)."""
    reserve: Reserve
    tile_set: TileSet | None
    _rng: random.Random
    _kongs: dict[str, int] = attrs.field(factory=lambda: dict.fromkeys(_KONG_KINDS, 0))
    _dealt: bool = False

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
        rng = random.Random(_check_seed(seed))
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
        return cls._arrange(
            tiles,
            dice=dice,
            dealer=dealer,
            break_by=break_by,
            reserve=reserve,
            tile_set=tile_set,
            rng=random.Random(_check_seed(seed)),
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
        recorded as the opening roll (a wildcard procedure may read it, e.g. its smaller die).

        >>> from majiang.tiles.notation import parse_tiles
        >>> w = Wall.from_draw_order(parse_tiles("12345678m"), dice=Dice(first=1, second=2))
        >>> str(w.draw()), str(w.draw_replacement()), str(w.draw_replacement())
        ('1m', '7m', '8m')
        """
        return cls._new(
            check_tiles(tiles),
            dice=dice,
            dealer=dealer,
            opening=None,
            reserve=reserve,
            tile_set=tile_set,
            rng=random.Random(_check_seed(seed)),
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
        order, opening = break_wall(check_tiles(tiles), dice=dice, dealer=dealer, by=break_by)
        return cls._new(
            order,
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
        check_seat(dealer, "dealer")
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
        )  # the copies of each kind are counted when first asked (:meth:`copies`)

    # -- what may still be drawn ---------------------------------------------------
    @property
    def kongs(self) -> dict[str, int]:
        """Kongs recorded through :meth:`draw_replacement`, by kind (a copy)."""
        return dict(self._kongs)

    @property
    def kept(self) -> int:
        """Drawable tiles that stay in the wall at the end of the round (see :class:`Reserve`)."""
        memo = self._kept_memo
        if memo >= 0:
            return memo
        behind = 0
        reserve = self.reserve
        if reserve.stop_at_indicator and (self._aside or self._shown):
            first = min(a.stack for a in (*self._aside, *self._shown))
            behind = self.drawable_from(first)
            if self._aside:  # it moves with every tile taken from behind the first one set aside
                self._behind_from = 2 * first
        kept = reserve.kept(
            exposed_kongs=self._kongs["exposed"],
            concealed_kongs=self._kongs["concealed"],
            flower_kongs=self._kongs["flower"],
            set_aside=len(self._aside),
            behind_indicator=behind,
        )
        self._kept_memo = kept
        return kept

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
        >>> w = Wall.build(MIDDLE, seed=3, reserve=Reserve(last_zone=4))
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
    def _exhausted(self, what: str) -> WallError:
        return WallError(
            f"cannot {what}: the wall is exhausted ({self._remaining} drawable tiles left, "
            f"{self.kept} kept back)"
        )

    def draw(self) -> Tile:
        """Draw the next tile from the front of the wall.

        Raises :class:`WallError` when no drawable tile is left above the reserve.
        """
        if self._remaining <= self.kept:  # (drawable == 0)
            raise self._exhausted("draw")
        position = self._front_position()
        assert position is not None
        return self._take(position)

    def draw_index(self) -> int:
        """:meth:`draw`, answering the drawn tile's index: the turn loop's draw, in one call
        (the front found and the tile taken as :class:`Tracked` does, inline).

        >>> from majiang.tiles.notation import parse_tiles
        >>> w = Wall.from_draw_order(parse_tiles("19m"), dice=Dice(first=1, second=1))
        >>> w.draw_index(), str(w.draw()), w.remaining
        (0, '9m', 0)
        """
        memo = self._kept_memo
        if self._remaining <= (memo if memo >= 0 else self.kept):  # (drawable == 0)
            raise self._exhausted("draw")
        state = self._state
        p = self._front
        while state[p] != _IN_WALL:  # a tile is left in the wall past the front: it stops there
            p += 1
        self._front = p
        if p >= self._behind_from:  # one of the tiles kept behind the indicator
            self._kept_memo = -1
        state[p] = _TAKEN
        self._remaining -= 1
        return self.order[p].index

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
            self._kept_memo = -1
        if self.drawable == 0:
            if kong is not None:
                self._kongs[kong] -= 1
                self._kept_memo = -1
            raise self._exhausted("draw a replacement")
        position = self._end_position()
        assert position is not None
        return self._take(position)

    def draw_by_dice(self, stacks_from_end: int, *, kong: KongKind | None = None) -> Tile:
        """Draw the replacement a roll counts (开杠掷骰子): the top tile of the
        ``stacks_from_end``-th stack standing from the end (its bottom once the top is gone).
        ``kong`` is recorded as by :meth:`draw_replacement`.

        >>> from majiang.tiles.notation import parse_tiles
        >>> w = Wall.from_draw_order(parse_tiles("12345678m"), dice=Dice(first=1, second=1))
        >>> str(w.draw_by_dice(2)), str(w.draw_by_dice(2)), str(w.draw_by_dice(2))
        ('5m', '6m', '3m')
        """
        if kong is not None and kong not in _KONG_KINDS:
            raise WallError(f"unknown kong kind {kong!r}; expected one of {', '.join(_KONG_KINDS)}")
        if self.drawable == 0:
            raise self._exhausted("draw a replacement")
        position = self._stack_position(stacks_from_end, "a replacement counted by dice")
        if kong is not None:
            self._kongs[kong] += 1
            if self._aside:  # (without, :attr:`kept` as last worked out stays: the wall's rule so far)
                self._kept_memo = -1
        return self._take(position)

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
        if type(hand_size) is not int or hand_size not in HAND_SIZES:
            raise WallError(f"hands are dealt 13 or 16 tiles, not {hand_size!r}")
        if self._dealt:
            raise WallError("this wall has already been dealt")
        needed = SEATS * hand_size + 1
        if self._remaining < needed:
            raise WallError(
                f"cannot deal {hand_size!r}-tile hands: {needed} tiles needed, {self._remaining} left"
            )

        def take() -> Tile:
            position = self._front_position()
            assert position is not None
            return self._take(position)

        dealt = deal_hands(dealer=self.dealer, hand_size=hand_size, take=take)
        self._dealt = True
        return dealt

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
        hand holds one. ``is_flower`` says what counts as a flower
        (default :attr:`Tile.is_flower`; a region may count honors too, or not
        the flowers that became wild).

        >>> from majiang.tiles.tileset import FULL
        >>> wall = Wall.build(FULL, seed=5)
        >>> done = wall.replace_flowers(wall.deal(13))
        >>> any(t.is_flower for hand in done.hands for t in hand)
        False
        >>> [len(f) == len(r) for f, r in zip(done.flowers, done.replacements)]
        [True, True, True, True]
        """
        return replace_flowers(deal, draw_replacement=self.draw_replacement, is_flower=is_flower, mode=mode)

    def __repr__(self) -> str:
        return (
            f"Wall(size={self.size}, remaining={self._remaining}, set_aside={len(self._aside)}, "
            f"dealer={self.dealer}, dice={self.dice})"
        )
