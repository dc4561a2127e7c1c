"""What a Changsha round records of its own: the birds, and each seat's deal-time wins.

* ``birds``: the tiles turned up after the win (扎鸟, :mod:`.birds`); after a 海底 win the
  bird is the 海底 tile itself;
* ``dealt``: per seat, the tiles it was dealt (before any draw), where a deal-time win
  is judged: 14 for the dealer, 13 for the others, or none when not recorded;
* ``deal_wins``: per seat, the keys of the deal-time small wins it declared (起手小胡,
  :data:`~majiang.rulesets.changsha.deal.DEAL_WINS`), checked against ``dealt``.

>>> facts = ChangshaFacts.parse(birds="3m", dealt={1: "1111m333m679m134p"}, deal_wins={1: ("sixi",)})
>>> str(facts.birds[0]), len(facts.dealt[1]), facts.deal_wins
('3m', 13, ((), ('sixi',), (), ()))
>>> ChangshaFacts(deal_wins=(("sixi",),))
Traceback (most recent call last):
...
majiang.errors.RoundError: ChangshaFacts.deal_wins: one entry per seat (4), got 1
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from majiang import _checks as check
from majiang.errors import RoundError
from majiang.tiles import SEATS, Tile, parse_tiles

__all__ = ["ChangshaFacts", "facts_of"]

NOBODY: tuple[tuple[Any, ...], ...] = ((),) * SEATS


def _per_seat(kind: str) -> Any:
    def validate(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        where = f"ChangshaFacts.{attribute.name}"
        if type(value) is not tuple or len(value) != SEATS:
            got = len(value) if type(value) is tuple else repr(value)
            raise RoundError(f"{where}: one entry per seat ({SEATS}), got {got}")
        for seat, entry in enumerate(value):
            if type(entry) is not tuple:
                raise RoundError(f"{where}[{seat}] must be a tuple of {kind}, got {entry!r}")
            if kind == "tiles":
                check.tiles(instance, attribute, entry)
            elif not all(type(key) is str for key in entry):
                raise RoundError(f"{where}[{seat}] must be a tuple of win keys (str), got {entry!r}")

    return validate


@attrs.frozen(kw_only=True)
class ChangshaFacts:
    """What a Changsha round records of its own (``Round.facts`` / ``WinContext.facts``)."""

    birds: tuple[Tile, ...] = attrs.field(default=(), validator=check.tiles)
    """Tiles turned up after the win to pick the seats whose payments double (扎鸟)."""
    dealt: tuple[tuple[Tile, ...], ...] = attrs.field(default=NOBODY, validator=_per_seat("tiles"))
    """Per seat, the tiles it was dealt (before any draw); empty: not recorded."""
    deal_wins: tuple[tuple[str, ...], ...] = attrs.field(default=NOBODY, validator=_per_seat("keys"))
    """Per seat, the deal-time small wins it declared (起手小胡), by key."""

    @classmethod
    def parse(
        cls,
        *,
        birds: str = "",
        dealt: Mapping[int, str] | None = None,
        deal_wins: Mapping[int, Sequence[str]] | None = None,
    ) -> ChangshaFacts:
        """Facts from text: ``birds="3m"``, ``dealt={1: "…"}``, ``deal_wins={1: ("sixi",)}``."""
        if not isinstance(birds, str):
            raise RoundError(f"ChangshaFacts.parse: birds must be text, got {birds!r}")
        tiles: list[tuple[Tile, ...]] = [()] * SEATS
        for seat, text in _seats(dealt, "dealt").items():
            if not isinstance(text, str):
                raise RoundError(f"ChangshaFacts.parse: seat {seat}'s dealt tiles must be text, got {text!r}")
            tiles[seat] = parse_tiles(text)
        keys: list[tuple[str, ...]] = [()] * SEATS
        for seat, declared in _seats(deal_wins, "deal_wins").items():
            if isinstance(declared, str) or not isinstance(declared, Sequence):
                raise RoundError(
                    f"ChangshaFacts.parse: seat {seat}'s deal_wins must be keys, got {declared!r}"
                )
            keys[seat] = tuple(declared)
        return cls(birds=parse_tiles(birds), dealt=tuple(tiles), deal_wins=tuple(keys))


def _seats(given: Mapping[int, Any] | None, name: str) -> Mapping[int, Any]:
    if given is None:
        return {}
    if not isinstance(given, Mapping):
        raise RoundError(f"ChangshaFacts.parse: {name} must map a seat to its entry, got {given!r}")
    for seat in given:
        if type(seat) is not int or not 0 <= seat < SEATS:
            raise RoundError(f"ChangshaFacts.parse: {name}: {seat!r} is not a seat 0..{SEATS - 1}")
    return given


def facts_of(facts: object) -> ChangshaFacts:
    """The round's facts, or the defaults (no birds, nothing declared) when absent."""
    return facts if isinstance(facts, ChangshaFacts) else ChangshaFacts()
