"""The deal and the opening flower loop 补花: the hands a wall gives out.

:meth:`Wall.deal <majiang.tiles.wall.Wall.deal>` and
:meth:`Wall.replace_flowers <majiang.tiles.wall.Wall.replace_flowers>` perform
these procedures on a wall; the value types they return live here.

>>> from majiang.tiles.tileset import STANDARD
>>> tiles = iter(STANDARD.tiles())
>>> [len(h) for h in deal_hands(dealer=1, hand_size=13, take=lambda: next(tiles)).hands]
[13, 14, 13, 13]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

import attrs

from majiang._calls import checked_call
from majiang.errors import WallError
from majiang.tiles.seats import SEATS, check_seat
from majiang.tiles.tile import Tile

__all__ = ["HAND_SIZES", "Deal", "FlowerMode", "FlowerReplacement", "deal_hands", "replace_flowers"]

FlowerMode = Literal["seat", "round"]
_FLOWER_MODES = ("seat", "round")
HAND_SIZES = (13, 16)
"""The hand sizes a wall deals."""


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Deal:
    """The dealt hands, indexed by seat (the dealer's has one tile more)."""

    dealer: int
    hands: tuple[tuple[Tile, ...], ...]

    def hand(self, seat: int) -> tuple[Tile, ...]:
        return self.hands[check_seat(seat)]


@checked_call
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
        return self.hands[check_seat(seat)]


def deal_hands(*, dealer: int, hand_size: int, take: Callable[[], Tile]) -> Deal:
    """Deal with ``take`` (the next front tile): dealer first, in turn order, blocks of
    four (three rounds for 13, four for 16), then one tile each for 13-tile hands,
    then the dealer's extra tile."""
    hands: list[list[Tile]] = [[] for _ in range(SEATS)]
    turn = [(dealer + i) % SEATS for i in range(SEATS)]
    for _ in range(hand_size // 4):
        for seat in turn:
            hands[seat].extend(take() for _ in range(4))
    for seat in turn:
        hands[seat].extend(take() for _ in range(hand_size % 4))
    hands[dealer].append(take())
    return Deal(dealer=dealer, hands=tuple(tuple(h) for h in hands))


def replace_flowers(
    deal: Deal,
    *,
    draw_replacement: Callable[[], Tile],
    is_flower: Callable[[Tile], bool] | None = None,
    mode: FlowerMode = "seat",
) -> FlowerReplacement:
    """The flower loop on ``deal``, drawing each replacement with ``draw_replacement``
    (see :meth:`Wall.replace_flowers <majiang.tiles.wall.Wall.replace_flowers>`)."""
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
        new = draw_replacement()
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
