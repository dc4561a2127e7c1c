"""Kong money 杠分 (every other seat pays the konger; settled in a drawn round too).

* 明杠 (from a discard, or added to a pon) 1 point, 暗杠 2;
* 大蛋: a kong of ``1s`` or ``1p`` ×2, ``2p`` ×4, ``8m`` ×8 (times 2 more if concealed:
  the 暗杠 doubling and the egg's multiplier both apply to the base point);
* 三风蛋: three different winds (or 中发白) shown after the deal, entered as a
  :attr:`~majiang.settlement.SeatRecord.set_aside` group: 2 points, +1 per further
  wind (dragon) added to it later (``1234z`` 3, ``1234z1z`` 4);
* an added kong robbed by a win (抢胡) or a pon (抢碰) scores nothing: enter it as the
  pon it stays (the fourth tile is the robber's).

>>> from majiang.tiles import parse_tiles
>>> egg_points(parse_tiles("123z")), egg_points(parse_tiles("1234z")), egg_points(parse_tiles("567z5z"))
(2, 3, 3)
>>> from majiang.hands import Meld
>>> [kong_points(Meld.parse(m)) for m in ("1111m", "2222m+", "(3333m)", "1111s", "(2222p)", "8888m")]
[1, 1, 2, 2, 8, 8]
"""

from __future__ import annotations

from collections.abc import Sequence

from majiang.errors import RoundError
from majiang.hands import Meld, MeldKind
from majiang.settlement import Reason, Round, Transfer
from majiang.tiles import Tile

__all__ = ["BIG_EGGS", "check_egg", "egg_points", "kong_points", "kong_transfers"]

BIG_EGGS: dict[Tile, int] = {Tile.from_str(t): n for t, n in (("1s", 2), ("1p", 2), ("2p", 4), ("8m", 8))}
"""大蛋: the kong kinds that multiply the base point."""


def kong_points(meld: Meld) -> int:
    """Points every other seat pays for one kong."""
    points = 2 if meld.concealed else 1
    return points * BIG_EGGS.get(meld.tiles[0], 1)


def check_egg(group: Sequence[Tile], where: str) -> None:
    """Raise unless ``group`` is a 三风蛋: 3+ winds with 3 different, or 3+ dragons with all three."""
    text = "".join(str(t) for t in group)
    winds = all(t.is_wind for t in group)
    dragons = all(t.is_dragon for t in group)
    if not (winds or dragons) or len(set(group)) < 3:
        raise RoundError(
            f"{where}: set-aside group {text!r} is not a 三风蛋 (three different winds, or 中发白, "
            "plus any winds/dragons added later)"
        )


def egg_points(group: Sequence[Tile]) -> int:
    """三风蛋: an exposed kong ×2, plus one exposed kong per tile added after the first three."""
    return 2 + (len(group) - 3)


def kong_transfers(round: Round) -> list[Transfer]:
    transfers: list[Transfer] = []
    others = range(len(round.seats))
    for seat, record in enumerate(round.seats):
        scored: list[tuple[int, str]] = []
        for meld in record.hand.melds:
            if meld.kind is not MeldKind.KONG:
                continue
            name = "暗杠" if meld.concealed else "明杠"
            egg = BIG_EGGS.get(meld.tiles[0])
            label = f"{name} {meld}" + (f" 大蛋 ×{egg}" if egg else "")
            scored.append((kong_points(meld), f"{label}: {kong_points(meld)}"))
        for group in record.set_aside:
            text = "".join(str(t) for t in group)
            scored.append((egg_points(group), f"三风蛋 {text}: 2 + {len(group) - 3} = {egg_points(group)}"))
        for points, item in scored:
            transfers.extend(
                Transfer(payer=o, payee=seat, amount=points, reason=Reason.KONG, working=item)
                for o in others
                if o != seat
            )
    return transfers
