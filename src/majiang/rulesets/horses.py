"""Horses 马 (Guangdong): tiles turned up after a win, each owned by a seat; the winner's
horses raise what every payer of the win pays. One policy shared by the regions that
turn horses up (推倒胡, 鸡平胡's optional horses), applied to the win's finished amounts
in the ruleset's ``adjust``: after its caps and floors (鸡平胡 caps at 爆胡 6 and raises
some wins to 3 first), before any one seat is made to pay all three shares (包).

A horse belongs to a seat by its position from the dealer: 1 5 9 and 东 to the dealer;
2 6 中 南 to the next seat; 3 7 发 西 to the opposite; 4 8 白 北 to the dealer's previous
seat. ``K`` counts the winner's. ``mode="multiply"``: each payment ``X`` becomes
``X × (K + 1)``; ``mode="add"``: ``X + K`` (N = 1).

>>> from majiang.tiles import parse_tiles
>>> horses = parse_tiles("2s8p1z4m")
>>> [horse_offset(t) for t in horses], owned_horses(horses, seat=3, dealer=0)
([1, 3, 0, 3], 2)
>>> from majiang.settlement import Transfer
>>> wins = [Transfer(payer=p, payee=3, amount=2, reason="win") for p in (0, 1, 2)]
>>> [t.amount for t in pay_horses(wins, {3: 2}, mode="multiply")]  # 2 × (2 + 1)
[6, 6, 6]
>>> print(pay_horses(wins, {3: 2}, mode="add")[0].working)
中马 K = 2: 2 + 2 = 4
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import attrs

from majiang.errors import RoundError
from majiang.rulesets.base import options_error
from majiang.settlement import Reason, Round, Transfer
from majiang.tiles import SEATS, Tile

__all__ = [
    "HONOR_OFFSETS",
    "HORSE_MODES",
    "MAX_HORSES",
    "check_horses",
    "horse_count_option",
    "horse_mode_option",
    "horse_offset",
    "owned_horses",
    "pay_horses",
    "win_horses",
]

HORSE_MODES = ("multiply", "add")
MAX_HORSES = 20
"""The most horses an option may ask for (the usual settings are 2, 4, 6, 8, 10, 20)."""

HONOR_OFFSETS = {1: 0, 2: 1, 3: 2, 4: 3, 7: 1, 6: 2, 5: 3}
"""Honor rank → the seat (from the dealer) a horse of it belongs to: 东 南 西 北 by wind,
中 发 白 to the next, opposite and previous seats."""


def horse_offset(tile: Tile) -> int:
    """The seat, counted from the dealer, that a horse tile belongs to."""
    if tile.is_honor:
        return HONOR_OFFSETS[tile.rank]
    return (tile.rank - 1) % SEATS


def owned_horses(horses: Sequence[Tile], *, seat: int, dealer: int) -> int:
    """``K``: the horses that belong to ``seat``."""
    offset = (seat - dealer) % SEATS
    return sum(horse_offset(t) == offset for t in horses)


def horse_count_option(ruleset: str) -> Any:
    """The attrs validator of a ruleset's ``horses`` option: an int ``0..MAX_HORSES``."""

    def check(instance: object, attribute: attrs.Attribute[int], value: object) -> None:
        if type(value) is not int or not 0 <= value <= MAX_HORSES:
            raise options_error(ruleset, attribute.name, value, f"must be an int 0..{MAX_HORSES}")

    return check


def horse_mode_option(ruleset: str) -> Any:
    """The attrs validator of a ruleset's ``horse_mode`` option: ``"multiply"`` or ``"add"``."""

    def check(instance: object, attribute: attrs.Attribute[str], value: object) -> None:
        if value not in HORSE_MODES:
            raise options_error(ruleset, attribute.name, value, "must be 'multiply' or 'add'")

    return check


def check_horses(round: Round, horses: Sequence[Tile], wanted: int) -> None:
    """Raise unless the round turned up ``wanted`` horses after its win (none when drawn)."""
    count = 0 if round.drawn else wanted
    if len(horses) != count:
        when = "a drawn round turns up" if round.drawn else f"the option horses={wanted} turns up"
        raise RoundError(f"{when} {count} horses, got {len(horses)} in round.facts.horses")


def win_horses(round: Round, horses: Sequence[Tile]) -> dict[int, int]:
    """Each winner's ``K`` (several winners of one discard count the same horses)."""
    return {w.seat: owned_horses(horses, seat=w.seat, dealer=round.dealer) for w in round.wins}


def pay_horses(transfers: Iterable[Transfer], owned: Mapping[int, int], *, mode: str) -> list[Transfer]:
    """Each win payment to a winner with ``owned[winner] = K > 0`` horses, times ``K + 1``
    (``mode="multiply"``) or plus ``K`` (``"add"``); kong money and other payments stay."""
    if mode not in HORSE_MODES:
        raise RoundError(f"horse mode must be one of {', '.join(HORSE_MODES)}, not {mode!r}")
    out = []
    for t in transfers:
        k = owned.get(t.payee, 0)
        if t.reason is Reason.WIN and k:
            if mode == "multiply":
                amount = t.amount * (k + 1)
                t = t.noted(f"中马 K = {k}: {t.amount} × ({k} + 1) = {amount}", amount=amount)
            else:
                amount = t.amount + k
                t = t.noted(f"中马 K = {k}: {t.amount} + {k} = {amount}", amount=amount)
        out.append(t)
    return out
