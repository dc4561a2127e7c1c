"""Who pays for all three (包): the seats liable for a Guangdong 鸡平胡 win.

Each rule names one seat that pays every share of the win instead of the others:

* 抢杠胡: the konger whose added kong was robbed;
* 杠上开花包杠: the seat that fed the direct kong whose replacement won;
* 十二张落地包自摸: the seat whose discard made the winner's fourth meld, when the winner,
  with twelve tiles down, then self-draws;
* 大四喜 / 大三元 包自摸: the seat whose discard made the winner's fourth wind (third
  dragon) meld, when the winner then self-draws.

The order of a hand's melds is the order they were laid down: the last kong is the one
whose replacement was drawn, the last meld the one that completed the hand's melds.
Only the first rule that applies makes a seat liable (包先不包后).
"""

from __future__ import annotations

from collections.abc import Callable

from majiang.hands import Meld, MeldKind
from majiang.scoring import WinMethod
from majiang.settlement import Round, Win
from majiang.tiles import Tile

__all__ = ["liable_seat"]

OPEN_MELDS = 4
WIND_MELDS = 4
DRAGON_MELDS = 3


def _fed(meld: Meld) -> int | None:
    """The seat whose discard made this meld (a chi, pon or direct kong), else ``None``."""
    return None if meld.concealed or meld.added else meld.claimed_from


def _gangkai(melds: tuple[Meld, ...]) -> int | None:
    kongs = [m for m in melds if m.kind is MeldKind.KONG]
    return _fed(kongs[-1]) if kongs else None


def _honor_melds(melds: tuple[Meld, ...], pick: Callable[[Tile], bool], count: int) -> int | None:
    sets = [m for m in melds if m.kind in (MeldKind.TRIPLET, MeldKind.KONG) and pick(m.tiles[0])]
    if len(sets) < count:
        return None
    return _fed(sets[count - 1])


def liable_seat(round: Round, win: Win) -> tuple[int, str] | None:
    """The seat that pays all three shares of ``win``, and why (``None``: nobody)."""
    melds = round.seats[win.seat].hand.melds
    if win.method is WinMethod.ROBBED_KONG:
        assert win.discarder is not None  # Win checks it
        return win.discarder, "抢杠全包: the konger pays all three"
    if win.method is WinMethod.KONG_REPLACEMENT:
        seat = _gangkai(melds)
        if seat is not None:
            return seat, f"杠上开花包杠: seat {seat} fed the kong"
    if not win.method.self_drawn:
        return None
    if len(melds) == OPEN_MELDS and all(not m.concealed for m in melds):
        seat = _fed(melds[-1])
        if seat is not None:
            return seat, f"十二张落地包自摸: seat {seat} fed the fourth meld"
    for pick, count, name in ((_wind, WIND_MELDS, "大四喜"), (_dragon, DRAGON_MELDS, "大三元")):
        seat = _honor_melds(melds, pick, count)
        if seat is not None:
            return seat, f"{name}包自摸: seat {seat} fed the last meld"
    return None


def _wind(t: Tile) -> bool:
    return t.is_wind


def _dragon(t: Tile) -> bool:
    return t.is_dragon
