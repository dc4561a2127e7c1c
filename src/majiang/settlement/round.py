"""One round for four seats, as the settlement engine takes it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

import attrs

from majiang import _checks as check
from majiang._calls import checked_call
from majiang.errors import RoundError
from majiang.hands import Hand
from majiang.scoring.context import SEATS, WinContext, WinMethod, check_how
from majiang.settlement.moments import Kong, check_moment, check_moments
from majiang.tiles import Tile, TileSet

__all__ = ["Round", "SeatRecord", "Win", "physical_tiles"]


class TableRules(Protocol):
    """What :meth:`Round.build` needs of a ruleset: its tiles and its hand size. It also
    reads, where the ruleset has them, ``indicator_set_aside()`` (or the class's
    ``indicator_out_of_play``) and ``honors_are_flowers``."""

    @property
    def tile_set(self) -> TileSet: ...

    @property
    def hand_size(self) -> int: ...


def _indicator_set_aside(ruleset: TableRules) -> bool:
    """Whether the ruleset sets its turned-up indicator aside (the default) or keeps it in
    play; a ruleset class (not an instance) answers for its default options."""
    hook = getattr(ruleset, "indicator_set_aside", None)
    if callable(hook) and not isinstance(ruleset, type):
        return bool(hook())
    return bool(getattr(ruleset, "indicator_out_of_play", True))


def _groups(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not tuple:
        raise RoundError(f"SeatRecord.set_aside must be a tuple of tile groups, got {value!r}")
    for group in value:
        check.tiles(instance, attribute, group)


def _tuple_of(kind: type) -> Any:
    def check(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if type(value) is not tuple:
            raise RoundError(f"Round.{attribute.name} must be a tuple of {kind.__name__}, got {value!r}")
        for item in value:
            if type(item) is not kind:
                raise RoundError(f"Round.{attribute.name} must hold {kind.__name__} objects, got {item!r}")

    return check


@checked_call
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

    @classmethod
    def _trusted(
        cls,
        hand: Hand,
        discards: tuple[Tile, ...] = (),
        ready: bool = False,
        set_aside: tuple[tuple[Tile, ...], ...] = (),
    ) -> SeatRecord:
        """A record the library built itself from values it holds once each (the table's
        seats: every physical tile in one place): skips the field checks, as ``Hand._trusted``.
        Equal to ``SeatRecord(...)`` of the same values."""
        record = object.__new__(cls)
        setter = object.__setattr__
        setter(record, "hand", hand)
        setter(record, "discards", discards)
        setter(record, "ready", ready)
        setter(record, "set_aside", set_aside)
        return record

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


@checked_call
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
    moment: int = attrs.field(default=0, validator=check_moment)
    """How many win moments of the round came before this win (0: the first); the wins
    of one discard share a moment. Only where play goes on after a win (血战) does a
    round hold more than one (:mod:`majiang.settlement.moments`)."""

    def __attrs_post_init__(self) -> None:
        check_how(self.seat, self.method, self.discarder, self.kong_discard)

    @classmethod
    def parse(
        cls,
        seat: int,
        tile: str,
        method: WinMethod = WinMethod.SELF_DRAW,
        *,
        discarder: int | None = None,
        first_draw: bool = False,
        last_tile: bool = False,
        wild_discards: int = 0,
        passed: str = "",
        kong_discard: bool = False,
        moment: int = 0,
    ) -> Win:
        """A win with its tiles as text, e.g. ``Win.parse(1, "5s", WinMethod.DISCARD, discarder=2)``.

        >>> Win.parse(1, "5s", passed="5s").passed
        (Tile(suit='s', rank=5),)
        """
        from majiang.tiles import parse_tiles

        for name, value in (("tile", tile), ("passed", passed)):
            if not isinstance(value, str):
                raise RoundError(f"Win.parse: {name} must be text, got {value!r}")
        return cls(
            seat=seat,
            tile=Tile.from_str(tile),
            method=method,
            discarder=discarder,
            first_draw=first_draw,
            last_tile=last_tile,
            wild_discards=wild_discards,
            passed=parse_tiles(passed),
            kong_discard=kong_discard,
            moment=moment,
        )


def physical_tiles(
    records: Iterable[SeatRecord], wins: Sequence[Win] = (), indicator: Tile | None = None
) -> list[Tile]:
    """Every physical tile the seats show: hands, flowers, melds, discards and groups set
    aside, with ``indicator`` (pass it only where it is set aside, out of play). A tile
    that several winners of one moment win on (one discard, one robbed kong) is one tile.

    >>> seats = [SeatRecord.parse("123m456p789s11z", melds="555p", discards="9m")] * 2
    >>> wins = [Win.parse(seat, "1z", WinMethod.DISCARD, discarder=2) for seat in (0, 1)]
    >>> len(physical_tiles(seats, wins, Tile.from_str("5s")))  # 2 × (14 + 1) − 1 shared + 1 indicator
    30
    """
    tiles = [indicator] if indicator is not None else []
    for record in records:
        hand = record.hand
        tiles.extend([*hand.tiles, *hand.flowers, *(t for m in hand.melds for t in m.physical)])
        tiles.extend(record.discards)
        tiles.extend(t for group in record.set_aside for t in group)
    for index, extra in enumerate(wins):
        if index and wins[index - 1].moment == extra.moment and extra.tile in tiles:
            tiles.remove(extra.tile)
    return tiles


@checked_call
@attrs.frozen(kw_only=True)
class Round:
    """A finished round: the seats, the win (if any) and the table's state."""

    dealer: int = attrs.field(default=0, validator=check.seat)
    seats: tuple[SeatRecord, ...] = attrs.field(validator=_tuple_of(SeatRecord))
    wins: tuple[Win, ...] = attrs.field(default=(), validator=_tuple_of(Win))
    indicator: Tile | None = attrs.field(default=None, validator=check.optional_tile)
    lianzhuang: int = attrs.field(default=0, validator=check.count)
    prevailing_wind: int = attrs.field(default=0, validator=check.seat)
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
    kongs: tuple[Kong, ...] = attrs.field(default=(), validator=_tuple_of(Kong))
    """When kongs were made, in the order they were made, where that matters: a kong made
    after a win (``Kong.moment`` > 0) is paid only by the seats still in then. A kong of
    the melds that is not listed was made at moment 0 (:mod:`majiang.settlement.moments`)."""

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
        check_moments(self)

    @classmethod
    def build(
        cls,
        ruleset: TableRules,
        *,
        seats: Mapping[int, SeatRecord | Hand | str],
        wins: Win | Iterable[Win] = (),
        dealer: int = 0,
        indicator: Tile | None = None,
        avoid: Iterable[Tile] = (),
        **fields: Any,
    ) -> Round:
        """A round from the seats that matter; every other seat gets ``ruleset.hand_size``
        tiles nobody else holds, so the round is legal for the ruleset's tile set.

        ``seats`` maps a seat (0..3) to its record, its hand, or its hand as text
        (:meth:`Hand.parse`). The filler is chosen deterministically: the unused tiles in
        tile order, never a flower (nor an honor where honors are flowers) nor a kind in
        ``avoid`` (a wildcard, a bird...), spread so a hand is not all one suit. Tiles are
        counted as the ruleset counts them: the indicator only where it is set aside, a
        tile several winners win on at once (:func:`physical_tiles`) once, and the filler
        takes no tile of a group set aside. The other keywords are :class:`Round`'s fields.

        With ``ruleset`` a registered ruleset (in these examples one whose plain
        self-drawn win takes 20 from the dealer and 10 from each other seat):

        >>> from majiang.tiles import Tile
        >>> win = Win(seat=1, tile=Tile.from_str("5s"))
        >>> round_ = Round.build(ruleset, seats={1: "123m 456p 789p 345s 22s"}, wins=win)
        >>> ruleset.settle(round_).nets
        (-20, 40, -10, -10)
        >>> str(round_.seats[0].hand)  # the dealer's filler
        '134679m13579p14s'
        """
        if not isinstance(seats, Mapping):
            raise RoundError(f"Round.build: seats must map a seat 0..{SEATS - 1} to a hand, got {seats!r}")
        records: dict[int, SeatRecord] = {}
        for seat, given in seats.items():
            if type(seat) is not int or not 0 <= seat < SEATS:
                raise RoundError(f"Round.build: seat {seat!r} is not a seat 0..{SEATS - 1}")
            if isinstance(given, str):
                given = Hand.parse(given)
            if isinstance(given, Hand):
                given = SeatRecord(hand=given)
            if not isinstance(given, SeatRecord):
                raise RoundError(
                    f"Round.build: seat {seat} must be a SeatRecord, a Hand or text, got {given!r}"
                )
            records[seat] = given
        tile_set, size = ruleset.tile_set, ruleset.hand_size
        won = (wins,) if isinstance(wins, Win) else tuple(wins)
        aside = indicator if _indicator_set_aside(ruleset) else None
        used = Counter(physical_tiles(records.values(), won, aside))
        # groups set aside are the ruleset's to judge (settle counts them); here they only
        # keep the filler off their tiles
        judged = used - Counter(t for r in records.values() for group in r.set_aside for t in group)
        if any(n > tile_set.copies(tile) for tile, n in judged.items()):
            extra = min(t for t, n in judged.items() if n > tile_set.copies(t))
            raise RoundError(
                f"Round.build: the round uses more copies of {extra} than the {tile_set.name} set has"
            )
        # The filler leaves to the given seats one more copy of a tile several winners share,
        # and of the indicator where it stays in play (so that it reads as it always has).
        shared = Counter(physical_tiles(records.values())) - Counter(physical_tiles(records.values(), won))
        held = used + shared
        if aside is None and indicator is not None:
            held[indicator] += 1
        skip = set(avoid)
        honors_aside = bool(getattr(ruleset, "honors_are_flowers", False))
        pool = []
        for tile in tile_set.tiles():
            if held[tile]:
                held[tile] -= 1
            elif not tile.is_flower and tile not in skip and not (honors_aside and tile.is_honor):
                pool.append(tile)
        filled = []
        for seat in range(SEATS):
            if seat in records:
                filled.append(records[seat])
                continue
            step = max(1, len(pool) // (size + 1))
            if len(pool) < size:
                raise RoundError(f"Round.build: too few unused tiles left to fill seat {seat}")
            take = [pool[i * step] for i in range(size)]
            for tile in take:
                pool.remove(tile)
            filled.append(SeatRecord(hand=Hand.of(take)))
        return cls(
            dealer=dealer,
            seats=tuple(filled),
            wins=won,
            indicator=indicator,
            **fields,
        )

    @property
    def drawn(self) -> bool:
        """Nobody won in play: no :class:`Win`. Wins a region lets a seat declare on its
        dealt tiles are that region's facts; its ruleset pays them in
        :meth:`~majiang.rulesets.Ruleset.draw_transfers` (and says who deals next)."""
        return not self.wins

    @property
    def moments(self) -> int:
        """How many win moments the round holds (0: nobody won)."""
        return max((win.moment for win in self.wins), default=-1) + 1

    def out_at(self, moment: int) -> frozenset[int]:
        """The seats out of play at ``moment``: the winners of earlier moments."""
        return frozenset(win.seat for win in self.wins if win.moment < moment)

    def still_in(self, moment: int) -> tuple[int, ...]:
        """The seats still in play at ``moment``, in seat order."""
        out = self.out_at(moment)
        return tuple(seat for seat in range(SEATS) if seat not in out)

    def kong_moment(self, seat: int, tile: Tile) -> int:
        """The moment ``seat`` made its kong of ``tile`` (0 unless ``kongs`` lists it)."""
        return next((k.moment for k in self.kongs if k.seat == seat and k.tile == tile), 0)

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
            out=tuple(sorted(self.out_at(win.moment))),
        )

    def winning_hand(self, win: Win) -> Hand:
        """The winner's hand with the winning tile marked."""
        hand = self.seats[win.seat].hand
        return attrs.evolve(hand, win_tile=win.tile, self_drawn=win.method.self_drawn)
