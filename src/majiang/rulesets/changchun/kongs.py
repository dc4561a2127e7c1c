"""Special kongs 特殊杠 (幺九蛋 / 风蛋) and kong money 杠分, paid by each other seat at once
(settled in a drawn round too).

A special kong is laid out of the hand (``SeatRecord.set_aside``, one group each; the
player draws a replacement, as for a kong): any three different members of one kind,
then each further member laid on it later. ``1s`` (幺鸡) may stand for any missing member
and keeps its identity on the table. At most one of each kind per player.

| kind | members |
|---|---|
| 旋风杠 | 东 南 西 北 |
| 喜杠 | 中 发 白 |
| 幺杠 | ``1m 1p 1s`` |
| 九杠 | ``9m 9p 9s`` |

Points from each other seat: a direct or added kong 1, a concealed kong 2, each doubled
for a kong of ``1p``, ``1s``, 中, 发 or 白; a special kong 1, and 1 per member added to it.

>>> from majiang.tiles import parse_tiles
>>> special_kind(parse_tiles("123z"), "seat 1"), special_kind(parse_tiles("9m9p1s"), "seat 1")
('旋风杠', '九杠')
>>> special_points(parse_tiles("1234z")), special_points(parse_tiles("567z"))
(2, 1)
>>> from majiang.hands import Meld
>>> [kong_points(Meld.parse(m)) for m in ("1111m@2", "2222m+", "(3333m)", "(7777z)", "1111p@0")]
[1, 1, 2, 4, 2]
"""

from __future__ import annotations

from collections.abc import Sequence

from majiang.errors import RoundError
from majiang.hands import Meld, MeldKind
from majiang.settlement import Reason, Round, Transfer
from majiang.tiles import Tile, parse_tiles

__all__ = [
    "DOUBLED",
    "SPECIAL_KONGS",
    "YAOJI",
    "check_special",
    "kong_points",
    "kong_transfers",
    "special_kind",
]

YAOJI = Tile.from_str("1s")
"""幺鸡: stands for any missing member of a special kong."""

SPECIAL_KONGS: tuple[tuple[str, frozenset[Tile]], ...] = (
    ("旋风杠", frozenset(parse_tiles("1234z"))),
    ("喜杠", frozenset(parse_tiles("567z"))),
    ("幺杠", frozenset(parse_tiles("1m1p1s"))),
    ("九杠", frozenset(parse_tiles("9m9p9s"))),
)
"""Each special kong's name and members."""

DOUBLED = frozenset(parse_tiles("1p1s567z"))
"""Ordinary kongs of these kinds are doubled (2 exposed, 4 concealed)."""


def _text(group: Sequence[Tile]) -> str:
    return "".join(str(t) for t in group)


def special_kind(group: Sequence[Tile], where: str) -> str:
    """The special kong ``group`` is (its name), or a :class:`RoundError` naming it."""
    if len(group) >= 3:
        first, rest = group[:3], group[3:]
        own = [t for t in first if t != YAOJI]
        for name, members in SPECIAL_KONGS:
            if not own:
                if YAOJI in members:
                    return name  # three 幺鸡: one is 1s itself, two stand in (幺杠)
                continue
            if any(t not in members for t in own) or len(set(own)) != len(own):
                continue
            if all(t in members or t == YAOJI for t in rest):
                return name
    raise RoundError(
        f"{where}: set-aside group {_text(group)!r} is not a special kong (three different of "
        "东南西北, of 中发白, of 1m 1p 1s or of 9m 9p 9s, 1s standing for any one missing; then "
        "any members added to it)"
    )


def check_special(groups: Sequence[Sequence[Tile]], where: str) -> None:
    """Raise unless each group is a special kong and no kind is laid out twice."""
    kinds = [special_kind(group, where) for group in groups]
    twice = sorted({k for k in kinds if kinds.count(k) > 1})
    if twice:
        raise RoundError(f"{where}: at most one {twice[0]} per player, got {kinds.count(twice[0])}")


def special_points(group: Sequence[Tile]) -> int:
    """A special kong 1, plus 1 per member added to it."""
    return 1 + (len(group) - 3)


def kong_points(meld: Meld) -> int:
    """Points every other seat pays for one ordinary kong."""
    points = 2 if meld.concealed else 1
    return points * (2 if meld.tiles[0] in DOUBLED else 1)


def kong_transfers(round: Round) -> list[Transfer]:
    """Every seat's kong money, from each other seat."""
    transfers: list[Transfer] = []
    for seat, record in enumerate(round.seats):
        scored: list[tuple[int, str]] = []
        for meld in record.hand.melds:
            if meld.kind is not MeldKind.KONG:
                continue
            name = "暗杠" if meld.concealed else "明杠"
            double = " ×2" if meld.tiles[0] in DOUBLED else ""
            scored.append((kong_points(meld), f"{name} {meld}{double}: {kong_points(meld)}"))
        for group in record.set_aside:
            kind = special_kind(group, f"seat {seat}")
            points = special_points(group)
            scored.append((points, f"{kind} {_text(group)}: 1 + {len(group) - 3} = {points}"))
        for points, item in scored:
            transfers.extend(
                Transfer(payer=o, payee=seat, amount=points, reason=Reason.KONG, working=item)
                for o in range(len(round.seats))
                if o != seat
            )
    return transfers
