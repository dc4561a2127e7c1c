"""How a hand won, and where: everything a scoring table may ask besides the tiles.

>>> ctx = WinContext(seat=1, dealer=0, method=WinMethod.DISCARD, discarder=0)
>>> ctx.self_drawn, ctx.winner_is_dealer, ctx.payers
(False, False, (2, 3, 0))
"""

from __future__ import annotations

import enum
from typing import Any

import attrs

from majiang import _checks as check
from majiang._calls import checked_call
from majiang.errors import RoundError
from majiang.tiles import SEATS, Tile

__all__ = ["SEATS", "WinContext", "WinMethod", "check_how"]


class WinMethod(enum.Enum):
    """How the winning tile came."""

    SELF_DRAW = "self_draw"  # 自摸
    DISCARD = "discard"  # 点炮 / 捉炮
    ROBBED_KONG = "robbed_kong"  # 抢杠: paid like a discard by the konger
    KONG_REPLACEMENT = "kong_replacement"  # 杠上开花: a self-draw from the wall's end

    def __repr__(self) -> str:
        return f"WinMethod.{self.name}"

    @property
    def self_drawn(self) -> bool:
        return self is _SELF_DRAW or self is _KONG_REPLACEMENT


# bound once: under Python 3.11 each ``WinMethod.X`` is a call of ``EnumType.__getattr__``'s hook
_SELF_DRAW, _KONG_REPLACEMENT = WinMethod.SELF_DRAW, WinMethod.KONG_REPLACEMENT


def _check_seat(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or not 0 <= value < SEATS:
        raise RoundError(f"{attribute.name} {value!r} is not a seat 0..{SEATS - 1}")


def _check_optional_seat(instance: object, attribute: attrs.Attribute[int | None], value: int | None) -> None:
    if value is not None:
        _check_seat(instance, attribute, value)  # type: ignore[arg-type]


def _check_groups(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not tuple:
        raise RoundError(f"WinContext.set_aside must be a tuple of tile groups, got {value!r}")
    for group in value:
        check.tiles(instance, attribute, group)


def _check_out(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if (
        type(value) is not tuple
        or any(type(s) is not int or not 0 <= s < SEATS for s in value)
        or len(set(value)) != len(value)
    ):
        raise RoundError(f"WinContext.out must be a tuple of distinct seats 0..{SEATS - 1}, got {value!r}")


def check_how(seat: int, method: WinMethod, discarder: int | None, kong_discard: bool) -> None:
    """Raise :class:`RoundError` unless the method, the feeder and the seat agree: a win
    on a discard or a robbed kong names the seat that fed it (not the winner), a
    self-draw names none, and 杠上炮 is a win on a discard."""
    fed = method in (WinMethod.DISCARD, WinMethod.ROBBED_KONG)
    if fed and discarder is None:
        raise RoundError(f"a win by {method.value} needs the seat that fed it (discarder)")
    if not fed and discarder is not None:
        raise RoundError(f"a win by {method.value} has no discarder, got seat {discarder}")
    if kong_discard and method is not WinMethod.DISCARD:
        raise RoundError(f"kong_discard is a win on a discard, not by {method.value}")
    if discarder == seat:
        raise RoundError(f"seat {seat} can not win on its own discard")


@checked_call
@attrs.frozen(kw_only=True)
class WinContext:
    """The circumstances of one win, as a scoring table sees them."""

    seat: int = attrs.field(validator=_check_seat)
    dealer: int = attrs.field(default=0, validator=_check_seat)
    method: WinMethod = attrs.field(default=WinMethod.SELF_DRAW, validator=check.of_type(WinMethod))
    discarder: int | None = attrs.field(default=None, validator=_check_optional_seat)
    """The seat that fed the win (the discarder, or the konger whose kong was robbed)."""
    first_draw: bool = attrs.field(default=False, validator=check.flag)
    """The deal's first tiles won (天胡 for the dealer, 地胡 where a region has it)."""
    last_tile: bool = attrs.field(default=False, validator=check.flag)
    """Won on the last tile of the wall (海底)."""
    lianzhuang: int = attrs.field(default=0, validator=check.count)
    prevailing_wind: int = attrs.field(default=0, validator=_check_seat)
    ready: bool = attrs.field(default=False, validator=check.flag)
    """The winner had declared ready (报听)."""
    indicator: Tile | None = attrs.field(default=None, validator=check.optional_tile)
    """The turned-up tile that chose this round's wildcards, if the region has one
    (or the hidden tile a ready player may win with, like a hidden 宝)."""
    wild_discards: int = attrs.field(default=0, validator=check.count)
    """Wildcards the winner discarded while already waiting on any tile (e.g. 双游 after
    one, 三游 after two); what they earn, if anything, is the ruleset's business."""
    win_wild: bool = attrs.field(default=False, validator=check.flag)
    """The winning tile stands for whichever kind completes the hand (not for itself only):
    the engine scores the hand with each kind the rest of it waits on, the winning
    tile marked as a wildcard standing in for that kind."""
    passed: tuple[Tile, ...] = attrs.field(default=(), validator=check.tiles)
    """Tiles the winner could have won on but passed up since his last draw (过胡, 漏胡);
    whether that bars this win is the ruleset's business."""
    kong_discard: bool = attrs.field(default=False, validator=check.flag)
    """Won on a discard (``method`` DISCARD) the discarder made right after his own kong
    and its replacement (杠上炮)."""
    set_aside: tuple[tuple[Tile, ...], ...] = attrs.field(default=(), validator=_check_groups)
    """The winner's groups laid out of the hand (``SeatRecord.set_aside``, e.g. three
    different winds shown as one 蛋); whether they count toward a win's requirements is
    the ruleset's business."""
    facts: Any = None
    """The round's region-only facts: an instance of the ruleset's ``Facts`` type
    (``None`` for a ruleset without any); the ruleset checks its type."""
    out: tuple[int, ...] = attrs.field(default=(), validator=_check_out)
    """Seats already out of play when this win came (they won earlier in a round where
    play goes on, 血战); they pay nothing (:attr:`payers`)."""

    def __attrs_post_init__(self) -> None:
        check_how(self.seat, self.method, self.discarder, self.kong_discard)
        if self.seat in self.out or (self.discarder is not None and self.discarder in self.out):
            who = self.seat if self.seat in self.out else self.discarder
            raise RoundError(f"WinContext.out: seat {who} is out of play, so it takes no part in this win")
        flowers = sorted({str(t) for t in self.passed if t.is_flower})
        if flowers:
            raise RoundError(f"WinContext.passed: nobody wins on a flower, got {', '.join(flowers)}")

    def _with_facts(self, facts: object) -> WinContext:
        """This context with other ``facts`` and nothing else changed. ``facts`` has no
        validator and no check reads it (the ruleset checks its type), so the fields,
        checked when this context was built, are copied as they are."""
        other: WinContext = object.__new__(WinContext)
        for name in _FIELDS:
            object.__setattr__(other, name, getattr(self, name))
        object.__setattr__(other, "facts", facts)
        return other

    @property
    def self_drawn(self) -> bool:
        method = self.method
        return method is _SELF_DRAW or method is _KONG_REPLACEMENT

    @property
    def winner_is_dealer(self) -> bool:
        return self.seat == self.dealer

    @property
    def seat_wind(self) -> int:
        """0 east .. 3 north: the dealer sits east."""
        return (self.seat - self.dealer) % SEATS

    @property
    def payers(self) -> tuple[int, ...]:
        """The other seats still in play, in turn order after the winner."""
        key = (self.seat, self.out)
        found = _PAYERS.get(key)
        if found is None:  # a few seats and seats out: kept once worked out
            found = _PAYERS[key] = tuple(
                (self.seat + k) % SEATS for k in range(1, SEATS) if (self.seat + k) % SEATS not in self.out
            )
        return found


_FIELDS = tuple(field.name for field in attrs.fields(WinContext))
_PAYERS: dict[tuple[int, tuple[int, ...]], tuple[int, ...]] = {}
