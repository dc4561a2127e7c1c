"""One round for four seats, as the settlement engine takes it."""

from __future__ import annotations

import attrs

from majiang.errors import RoundError
from majiang.hands import Hand
from majiang.scoring.context import SEATS, WinContext, WinMethod
from majiang.tiles import Tile

__all__ = ["Round", "SeatRecord", "Win"]


@attrs.frozen(kw_only=True)
class SeatRecord:
    """What one seat holds at the end of the round.

    ``hand`` has the concealed tiles (with the winning tile, for a winner) and
    the melds; ``discards`` are the tiles the seat threw, in order.
    """

    hand: Hand
    discards: tuple[Tile, ...] = ()
    ready: bool = False
    """Declared ready (报听)."""
    set_aside: tuple[tuple[Tile, ...], ...] = ()
    """Groups of tiles laid out of the hand for a bonus and replaced from the wall, like
    flowers but grouped (e.g. three different winds shown as one 蛋); not part of ``hand``.
    What a group may be and what it earns is the ruleset's business."""
    dealt: tuple[Tile, ...] = ()
    """The tiles the seat was dealt (before any draw), when a ruleset judges them:
    wins declared on the deal (``deal_wins``) are checked against these."""
    deal_wins: tuple[str, ...] = ()
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

        return cls(
            hand=Hand.parse(tiles, melds=melds, flowers=flowers),
            discards=parse_tiles(discards),
            ready=ready,
            set_aside=tuple(parse_tiles(group) for group in set_aside.split()),
        )


@attrs.frozen(kw_only=True)
class Win:
    """Who won and how."""

    seat: int
    tile: Tile
    method: WinMethod = WinMethod.SELF_DRAW
    discarder: int | None = None
    first_draw: bool = False
    last_tile: bool = False
    wild_discards: int = 0
    """Wildcards the winner discarded while already waiting on any tile (see :class:`WinContext`)."""
    passed: tuple[Tile, ...] = ()
    """Tiles the winner could have won on but passed up since his last draw (see :class:`WinContext`)."""
    kong_discard: bool = False
    """Won on a discard the discarder made right after his kong (see :class:`WinContext`)."""


@attrs.frozen(kw_only=True)
class Round:
    """A finished round: the seats, the win (if any) and the table's state."""

    dealer: int = 0
    seats: tuple[SeatRecord, ...]
    wins: tuple[Win, ...] = ()
    indicator: Tile | None = None
    lianzhuang: int = 0
    prevailing_wind: int = 0
    birds: tuple[Tile, ...] = ()
    """Tiles turned up after the win to pick seats whose payments change (扎鸟, 买马);
    what they do is the ruleset's business, and a ruleset without them refuses them."""
    haidi_seat: int | None = None
    """The seat the wall's last tile (海底) went to: the seat that took it, or drew it as a
    kong's replacement, or, when every seat passed it up, the first seat it was offered to.
    ``None``: not recorded. Read by rulesets whose next dealer depends on it
    (:meth:`Ruleset.next_deal <majiang.rulesets.Ruleset.next_deal>`)."""

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
            discarder_ready=win.discarder is not None and self.seats[win.discarder].ready,
            indicator=self.indicator,
        )

    def winning_hand(self, win: Win) -> Hand:
        """The winner's hand with the winning tile marked."""
        hand = self.seats[win.seat].hand
        return attrs.evolve(hand, win_tile=win.tile, self_drawn=win.method.self_drawn)
