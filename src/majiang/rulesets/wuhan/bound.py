"""The most any reading of a Wuhan hand pays, from the hand alone (``Ruleset.most_paid``).

A reading is a 小胡 or a 大胡, never both (the big wins exclude 小胡; the small factors ask
for no big win): so the bound is the higher of the two totals over the payers. A 小胡 pays
``2^(F + 硬胡 + 自摸 + 庄闲 + 放冲)``, each of those taken where it can be; a 大胡
``2^(F - 1) × 10n × 3`` self-drawn (every payer), else ``2^F × 10n``, the discarder
``2^(F - 1) × 10n × 3``; ``F`` the winner's own factors' 番 (from the hand alone), ``n``
at most the big wins the hand can reach (:func:`big_within_reach`). The formula is ``2^番``,
which does not decrease, so no reading pays more.
"""

from __future__ import annotations

from collections.abc import Callable

from majiang.hands import Hand
from majiang.rulesets.wuhan.factors import FACTORS, own_factors
from majiang.rulesets.wuhan.laizi import specials
from majiang.rulesets.wuhan.reach import BIG_WILDS, one_suit_within_reach, triplets_within_reach
from majiang.rulesets.wuhan.table import all_tiles, is_feng, is_jiang
from majiang.scoring import Doubling, Scope, WinContext, WinMethod
from majiang.tiles import Tile

__all__ = ["big_within_reach", "most_paid"]

_TWO = Doubling()


def big_within_reach(hand: Hand, context: WinContext) -> int:
    """How many of the eight big wins some reading of ``hand`` may earn: each one's
    condition on the hand alone (the naturals of one suit for 清一色, 碰碰胡 within reach,
    the tiles for 风一色 and 将一色, four exposed melds on a discard, the way it was won)."""
    assert context.indicator is not None
    laizi = specials(context.indicator).laizi
    naturals = [t for t in hand.tiles if t != laizi]
    held = len(hand.tiles) - len(naturals)
    method = context.method
    exposed = sum(not m.concealed for m in hand.melds)

    def all_of(fits: Callable[[Tile], bool]) -> bool:
        off = [t for t in all_tiles(hand) if not fits(t)]
        return all(t == laizi for t in off) and len(off) <= min(held, BIG_WILDS)

    reach = (
        exposed == 4 and method is WinMethod.DISCARD,  # 全求人
        one_suit_within_reach(hand, laizi, naturals, held),  # 清一色
        triplets_within_reach(hand, naturals, held),  # 碰碰胡
        all_of(is_feng),  # 风一色
        all_of(is_jiang),  # 将一色
        method is WinMethod.KONG_REPLACEMENT,  # 杠上开花
        method is WinMethod.SELF_DRAW and context.last_tile,  # 海底捞月
        method is WinMethod.ROBBED_KONG,  # 抢杠胡
    )
    return sum(bool(r) for r in reach)


def most_paid(hand: Hand, context: WinContext, payers: tuple[int, ...], *, koukou: bool) -> int | None:
    """The bound described above, or ``None`` without an indicator."""
    if context.indicator is None:
        return None
    own = own_factors(hand, context.set_aside, specials(context.indicator), koukou=koukou)
    fan = 0
    for key, (_, times) in FACTORS.items():
        fan += (times.bit_length() - 1) * next((f.count for f in own if f.key == key), 0)
    where = (context.seat, context.dealer, context.discarder)
    drawn = context.self_drawn
    small = big = 0
    n = big_within_reach(hand, context)
    for payer in payers:
        fed = Scope.DISCARDER.concerns(payer, *where) and not drawn
        dealt = Scope.DEALER.concerns(payer, *where)
        small += _TWO(fan + 1 + drawn + dealt + fed)
        if n:
            half = drawn or fed
            big += _TWO(fan - half) * 10 * n * (3 if half else 1)
    return max(small, big)
