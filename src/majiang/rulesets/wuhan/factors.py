"""Each seat's own factors (番数乘积): its 开口, kongs and laid-out 皮/赖子/红中.

Every seat, the winner and each payer alike, multiplies its own factors: each 开口
(a chi, pon or direct kong; an added kong upgrades a pon and opens nothing new) ×2
(``kaikou="koukou"``, 口口翻) or ×2 once if opened at all (``"kaikou"``); each exposed
kong (direct or added) ×2; each concealed kong ×4; each 皮子杠 ×2, 赖子杠 ×4, 红中杠 ×2
(a tile laid out: :attr:`~majiang.settlement.SeatRecord.set_aside`, one tile a group).

>>> from majiang.hands import Hand
>>> from majiang.tiles import Tile
>>> special = specials(Tile.from_str("9m"))  # 赖子 1m, 皮 9m 8m
>>> hand = Hand.parse("123m55p", melds="234s@0 777p@1 9999s@2 (1111p)")
>>> own = own_factors(hand, ((Tile.from_str("中"),),), special, koukou=True)
>>> [(f.key, f.times, f.count) for f in own], product(own)
([('kaikou', 2, 3), ('exposed_kong', 2, 1), ('concealed_kong', 4, 1), ('hongzhong_kong', 2, 1)], 128)
>>> explain(own)
'开口 2^3 × 明杠 2 × 暗杠 4 × 红中杠 2 = 128'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import attrs

from majiang.hands import Hand, MeldKind
from majiang.rulesets.wuhan.laizi import Specials, laid_kind, specials
from majiang.tiles import Tile

__all__ = [
    "FACTORS",
    "Factor",
    "counted_product",
    "explain",
    "laid_counts",
    "opens",
    "own_counts",
    "own_factors",
    "product",
    "specials",
]

_KONG = MeldKind.KONG


@attrs.frozen(kw_only=True)
class Factor:
    """One factor of a seat's product: ``times`` to the power ``count``."""

    key: str
    chinese: str
    times: int
    count: int

    def __str__(self) -> str:
        power = f"^{self.count}" if self.count != 1 else ""
        return f"{self.chinese} {self.times}{power}"


FACTORS = {
    "kaikou": ("开口", 2),
    "exposed_kong": ("明杠", 2),
    "concealed_kong": ("暗杠", 4),
    "pi_kong": ("皮子杠", 2),
    "laizi_kong": ("赖子杠", 4),
    "hongzhong_kong": ("红中杠", 2),
}
"""Key → (name, ×) of the factors every seat has of its own."""


def opens(hand: Hand) -> int:
    """开口: the exposed melds (chi, pon, direct kong; an added kong is its pon's one)."""
    return sum(not m.concealed for m in hand.melds)


def laid_counts(laid: Iterable[Sequence[Tile]], special: Specials) -> dict[str, int]:
    """How many 皮子杠, 赖子杠 and 红中杠 the laid-out groups make (checked elsewhere)."""
    counts = {"pi_kong": 0, "laizi_kong": 0, "hongzhong_kong": 0}
    for group in laid:
        for tile in group:
            kind = laid_kind(tile, special)
            if kind is not None:
                counts[f"{kind}_kong"] += 1
    return counts


def own_counts(
    hand: Hand, laid: Iterable[Sequence[Tile]], special: Specials, *, koukou: bool
) -> dict[str, int]:
    """How many times the seat has each of :data:`FACTORS` (every key, in table order).

    >>> hand = Hand.parse("123m55p", melds="234s@0 777p@1 9999s@2 (1111p)")
    >>> own_counts(hand, (), specials(Tile.from_str("9m")), koukou=False)
    {'kaikou': 1, 'exposed_kong': 1, 'concealed_kong': 1, 'pi_kong': 0, 'laizi_kong': 0, 'hongzhong_kong': 0}
    """
    n_open = exposed = concealed = 0  # one pass over the melds
    for meld in hand.melds:
        if meld.concealed:
            concealed += meld.kind is _KONG
        else:
            n_open += 1
            exposed += meld.kind is _KONG
    counts = {
        "kaikou": n_open if koukou else min(n_open, 1),
        "exposed_kong": exposed,
        "concealed_kong": concealed,
    }
    counts.update(laid_counts(laid, special))
    return counts


def own_factors(
    hand: Hand, laid: Iterable[Sequence[Tile]], special: Specials, *, koukou: bool
) -> tuple[Factor, ...]:
    """The seat's own factors (those with a count of at least one), in table order."""
    counts = own_counts(hand, laid, special, koukou=koukou)
    return tuple(
        Factor(key=key, chinese=FACTORS[key][0], times=FACTORS[key][1], count=counts[key])
        for key in FACTORS
        if counts[key]
    )


def counted_product(counts: dict[str, int]) -> int:
    """:func:`product` of the factors :func:`own_counts` counted."""
    out = 1
    for key, count in counts.items():
        if count:
            out *= FACTORS[key][1] ** count
    return out


def product(factors: Iterable[Factor]) -> int:
    """The product of the factors (1 for none)."""
    out = 1
    for f in factors:
        out *= f.times**f.count
    return out


def explain(factors: Sequence[Factor]) -> str:
    """``'开口 2^2 × 明杠 2 = 8'``, or ``'1'`` for none."""
    if not factors:
        return "1"
    return " × ".join(str(f) for f in factors) + f" = {product(factors)}"
