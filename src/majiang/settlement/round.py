"""One round for four seats, as the settlement engine takes it."""

from __future__ import annotations

from typing import Any

import attrs

from majiang import _checks as check
from majiang.errors import RoundError
from majiang.hands import Hand
from majiang.scoring.context import SEATS, WinContext, WinMethod, check_how
from majiang.tiles import Tile

__all__ = ["Round", "SeatRecord", "Win"]


def _groups(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not tuple:
        raise RoundError(f"SeatRecord.set_aside must be a tuple of tile groups, got {value!r}")
    for group in value:
        check.tiles(instance, attribute, group)


def _keys(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not tuple or not all(type(key) is str for key in value):
        raise RoundError(f"SeatRecord.deal_wins must be a tuple of win keys (str), got {value!r}")


def _tuple_of(kind: type) -> Any:
    def check(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if type(value) is not tuple:
            raise RoundError(f"Round.{attribute.name} must be a tuple of {kind.__name__}, got {value!r}")
        for item in value:
            if type(item) is not kind:
                raise RoundError(f"Round.{attribute.name} must hold {kind.__name__} objects, got {item!r}")

    return check


@attrs.frozen(kw_only=True)
class SeatRecord:
    """What one seat holds at the end of the round.

    ``hand`` has the concealed tiles (with the winning tile, for a winner) and
    the melds; ``discards`` are the tiles the seat threw, in order.
    """

    hand: Hand = attrs.field(validator=check.of_type(Hand))
    discards: tuple[Tile, ...] = attrs.field(default=(), validator=check.tiles)
    ready: bool = attrs.field(default=False, validator=check.flag)
    """Declared ready (报听)."""
    set_aside: tuple[tuple[Tile, ...], ...] = attrs.field(default=(), validator=_groups)
    """Groups of tiles laid out of the hand for a bonus and replaced from the wall, like
    flowers but grouped (e.g. three different winds shown as one 蛋); not part of ``hand``.
    What a group may be and what it earns is the ruleset's business."""
    dealt: tuple[Tile, ...] = attrs.field(default=(), validator=check.tiles)
    """The tiles the seat was dealt (before any draw), when a ruleset judges them:
    wins declared on the deal (``deal_wins``) are checked against these."""
    deal_wins: tuple[str, ...] = attrs.field(default=(), validator=_keys)
    """Wins the seat declared on its dealt tiles (起手), by the ruleset's keys; a ruleset
    that has none refuses them."""

    @classmethod
    def parse(
        cls,
        tiles: str,
        *,
        melds: str = "",
        discards: str = "",
        flowers: str = "",
        ready: bool = False,
        set_aside: str = "",
    ) -> SeatRecord:
        """A seat from strings, e.g. ``SeatRecord.parse("123m...", melds="777z", discards="1z9p")``.

        ``set_aside`` is space-separated groups, e.g. ``"123z 567z"``.
        """
        from majiang.tiles import parse_tiles

        for name, value in (("discards", discards), ("set_aside", set_aside)):
            if not isinstance(value, str):
                raise RoundError(f"SeatRecord.parse: {name} must be text, got {value!r}")
        return cls(
            hand=Hand.parse(tiles, melds=melds, flowers=flowers),
            discards=parse_tiles(discards),
            ready=ready,
            set_aside=tuple(parse_tiles(group) for group in set_aside.split()),
        )


@attrs.frozen(kw_only=True)
class Win:
    """Who won and how."""

    seat: int = attrs.field(validator=check.seat)
    tile: Tile = attrs.field(validator=check.tile)
    method: WinMethod = attrs.field(default=WinMethod.SELF_DRAW, validator=check.of_type(WinMethod))
    discarder: int | None = attrs.field(default=None, validator=check.optional_seat)
    first_draw: bool = attrs.field(default=False, validator=check.flag)
    last_tile: bool = attrs.field(default=False, validator=check.flag)
    wild_discards: int = attrs.field(default=0, validator=check.count)
    """Wildcards the winner discarded while already waiting on any tile (see :class:`WinContext`)."""
    passed: tuple[Tile, ...] = attrs.field(default=(), validator=check.tiles)
    """Tiles the winner could have won on but passed up since his last draw (see :class:`WinContext`)."""
    kong_discard: bool = attrs.field(default=False, validator=check.flag)
    """Won on a discard the discarder made right after his kong (see :class:`WinContext`)."""

    def __attrs_post_init__(self) -> None:
        check_how(self.seat, self.method, self.discarder, self.kong_discard)


@attrs.frozen(kw_only=True)
class Round:
    """A finished round: the seats, the win (if any) and the table's state."""

    dealer: int = attrs.field(default=0, validator=check.seat)
    seats: tuple[SeatRecord, ...] = attrs.field(validator=_tuple_of(SeatRecord))
    wins: tuple[Win, ...] = attrs.field(default=(), validator=_tuple_of(Win))
    indicator: Tile | None = attrs.field(default=None, validator=check.optional_tile)
    lianzhuang: int = attrs.field(default=0, validator=check.count)
    prevailing_wind: int = attrs.field(default=0, validator=check.seat)
    birds: tuple[Tile, ...] = attrs.field(default=(), validator=check.tiles)
    """Tiles turned up after the win to pick seats whose payments change (扎鸟, 买马);
    what they do is the ruleset's business, and a ruleset without them refuses them."""
    haidi_seat: int | None = attrs.field(default=None, validator=check.optional_seat)
    """The seat the wall's last tile (海底) went to: the seat that took it, or drew it as a
    kong's replacement, or, when every seat passed it up, the first seat it was offered to.
    ``None``: not recorded. Read by rulesets whose next dealer depends on it
    (:meth:`Ruleset.next_deal <majiang.rulesets.Ruleset.next_deal>`)."""
    facts: Any = None
    """What only one region records about the round: an instance of its ruleset's
    ``Facts`` type (``None`` when the ruleset has none). The ruleset checks its type
    (:meth:`Ruleset.settle <majiang.rulesets.Ruleset.settle>`); it reaches the item
    conditions as ``Evaluation.facts``."""

    def __attrs_post_init__(self) -> None:
        if len(self.seats) != SEATS:
            raise RoundError(f"a round has {SEATS} seats, got {len(self.seats)}")
        if type(self.dealer) is not int or not 0 <= self.dealer < SEATS:
            raise RoundError(f"dealer {self.dealer!r} is not a seat 0..{SEATS - 1}")
        if self.haidi_seat is not None and (
            type(self.haidi_seat) is not int or not 0 <= self.haidi_seat < SEATS
        ):
            raise RoundError(f"haidi_seat {self.haidi_seat!r} is not a seat 0..{SEATS - 1}")
        for win in self.wins:
            if type(win.seat) is not int or not 0 <= win.seat < SEATS:
                raise RoundError(f"winner seat {win.seat!r} is not a seat 0..{SEATS - 1}")
            if win.discarder is not None and (
                type(win.discarder) is not int or not 0 <= win.discarder < SEATS
            ):
                raise RoundError(f"discarder {win.discarder!r} is not a seat 0..{SEATS - 1}")
            hand = self.seats[win.seat].hand
            if win.tile not in hand.tiles:
                raise RoundError(f"seat {win.seat} wins on {win.tile} but its hand {str(hand)!r} lacks it")
            if hand.win_tile is not None and hand.win_tile != win.tile:
                raise RoundError(
                    f"seat {win.seat} wins on {win.tile} but its hand {str(hand)!r} says {hand.win_tile}"
                )
            if hand.self_drawn is not None and hand.self_drawn != win.method.self_drawn:
                raise RoundError(
                    f"seat {win.seat} wins by {win.method.value} but its hand {str(hand)!r} says otherwise"
                )
        winners = {win.seat for win in self.wins}
        for index, record in enumerate(self.seats):
            if index not in winners and record.hand.win_tile is not None:
                raise RoundError(
                    f"seat {index} did not win but its hand {str(record.hand)!r} has a winning tile"
                )

    @property
    def drawn(self) -> bool:
        """Nobody won (荒庄): no win, and no win declared on the deal."""
        return not self.wins and not any(record.deal_wins for record in self.seats)

    def context(self, win: Win, *, ready: bool | None = None) -> WinContext:
        """The scoring context of one win in this round."""
        return WinContext(
            seat=win.seat,
            dealer=self.dealer,
            method=win.method,
            discarder=win.discarder,
            first_draw=win.first_draw,
            last_tile=win.last_tile,
            wild_discards=win.wild_discards,
            passed=win.passed,
            kong_discard=win.kong_discard,
            lianzhuang=self.lianzhuang,
            prevailing_wind=self.prevailing_wind,
            ready=self.seats[win.seat].ready if ready is None else ready,
            facts=self.facts,
            indicator=self.indicator,
            set_aside=self.seats[win.seat].set_aside,
        )

    def winning_hand(self, win: Win) -> Hand:
        """The winner's hand with the winning tile marked."""
        hand = self.seats[win.seat].hand
        return attrs.evolve(hand, win_tile=win.tile, self_drawn=win.method.self_drawn)
