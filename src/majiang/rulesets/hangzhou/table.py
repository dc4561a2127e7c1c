"""Hangzhou's 番 table: every factor is a power of two, so each item is a doubling (翻).

The digest's ``番 = branch × 2**chain × (2 if 四白) × (2 if 爆头)`` and the dealer
factor ``f`` are all powers of two: the table counts doublings (1 翻 = ×2) and the
formula is ``底 × 2**Σ翻`` (``Doubling()``). 七对 is 1 翻, 豪华七对 one more per
four-alike group (4, 8, 16), each link of the chain 1 (a kong in the chain: 杠开,
连杠×N, counted by ``HangzhouFacts.chain_kongs``; a 财神 discarded while 爆头:
财飘), 四白 1, 爆头 1. The dealer factor
(Scope.DEALER: the winner or that payer is the dealer) is 1 翻 for a fresh dealer
and 1 more per stay, at most 2 more (2, 4, 8); option ``dealer_factor`` fixes it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from majiang.hands import Shape
from majiang.rulesets.hangzhou.caishen import BAI, baotou, held_bai
from majiang.rulesets.hangzhou.facts import chain_kongs
from majiang.scoring import Evaluation, Feature, Item, Scope, WinMethod
from majiang.scoring.item import forbid

if TYPE_CHECKING:
    from majiang.rulesets.hangzhou.facts import HangzhouFacts
    from majiang.rulesets.hangzhou.ruleset import HangzhouOptions

HangzhouEvaluation: TypeAlias = "Evaluation[HangzhouOptions, HangzhouFacts]"
"""What a condition of Hangzhou's table sees: its options and facts typed."""
HangzhouItem: TypeAlias = "Item[HangzhouOptions, HangzhouFacts]"

__all__ = [
    "ITEMS",
    "MAX_STAYS",
    "dealer_items",
    "four_alike_groups",
    "is_baotou",
    "kong_links",
    "piao",
    "si_bai",
    "you_cai_bi_kao",
]

When = Callable[[HangzhouEvaluation], int | bool]
SHAPE = (Feature.SHAPE,)

MAX_STAYS = 2
"""Stays of the dealer that raise his factor (2, 4, 8 and no higher)."""


def is_baotou(e: HangzhouEvaluation) -> bool:
    """爆头: before the draw the 13 tiles won on any tile (and did not hold four 白)."""
    hand = e.hand
    return hand.win_tile is not None and e.once("baotou", lambda: baotou(hand.without_win()))


def piao(e: HangzhouEvaluation) -> int:
    """财飘: 财神 discarded while 爆头, since the last ordinary discard."""
    return e.context.wild_discards


def kong_links(e: HangzhouEvaluation) -> int:
    """Kongs in the chain (杠开, 连杠×N): ``HangzhouFacts.chain_kongs``, by default one
    when the win came on a kong's replacement."""
    return chain_kongs(e.context)


def si_bai(e: HangzhouEvaluation) -> bool:
    """四白: 白 kept in hand and 白 飘'd inside the chain are exactly four."""
    return held_bai(e.hand) + piao(e) == 4


def four_alike_groups(e: HangzhouEvaluation) -> int:
    """豪华七对: faces of this seven-pairs reading that make two pairs (four alike); a 财神
    may complete a group. Four real 白 count as one group, and then stand for nothing else:
    the groups are the natural fours and the 白."""
    if e.shape is not Shape.SEVEN_PAIRS:
        return 0
    if held_bai(e.hand) == 4:
        natural = Counter(t for t in e.hand.tiles if t != BAI)
        return 1 + sum(n == 4 for n in natural.values())
    faces = Counter(m.tiles[0] for m in e.arrangement.melds)
    return sum(n == 2 for n in faces.values())


def you_cai_bi_kao(e: HangzhouEvaluation) -> bool:
    """有财必拷响: a 平胡 holding a 财神 that is neither 爆头 nor 杠开."""
    gangkai = e.context.method is WinMethod.KONG_REPLACEMENT
    return e.shape is Shape.STANDARD and BAI in e.hand.tiles and not is_baotou(e) and not gangkai


def _fan(
    key: str,
    chinese: str,
    english: str,
    when: When,
    *,
    value: int = 1,
    scope: Scope = Scope.EVERY,
    reads: tuple[Feature, ...] | None = None,
    most: int | None = 1,
) -> HangzhouItem:
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=value,
        unit="翻",
        when=when,
        scope=scope,
        reads=reads,
        most=most,
    )


FOUR_ALIKE_GROUPS = 3
"""Seven pairs hold at most three faces four times (豪华七对's groups)."""


def dealer_items(factor: int | None) -> tuple[HangzhouItem, ...]:
    """The dealer factor: ``2 ** (1 + min(连庄, 2))``, or a fixed ``factor`` (2, 4 or 8)."""
    if factor is not None:
        doublings = factor.bit_length() - 1
        return (
            _fan(
                "dealer",
                "庄家",
                f"dealer wins or pays: ×{factor}",
                lambda e: True,
                value=doublings,
                scope=Scope.DEALER,
                reads=(),
            ),
        )
    return (
        _fan("dealer", "庄家", "dealer wins or pays: ×2", lambda e: True, scope=Scope.DEALER, reads=()),
        _fan(
            "lianzhuang",
            "连庄",
            "each stay of the dealer (at most 2): ×2",
            lambda e: min(e.context.lianzhuang, MAX_STAYS),
            scope=Scope.DEALER,
            reads=(),
            most=MAX_STAYS,
        ),
    )


HAND_ITEMS: tuple[HangzhouItem, ...] = (
    forbid(
        "self_draw_only",
        "只能自摸",
        "self-draw only: no win on a discard or a robbed kong",
        lambda e: not e.self_drawn,
        (),
    ),
    _fan(
        "pinghu",
        "平胡",
        "4 sets + a pair (or four 白)",
        lambda e: e.shape is not Shape.SEVEN_PAIRS,
        value=0,
        reads=SHAPE,
    ),
    _fan("qidui", "七对", "seven pairs", lambda e: e.shape is Shape.SEVEN_PAIRS, reads=SHAPE),
    _fan(
        "haohua",
        "豪华七对",
        "seven pairs: each four-alike group",
        four_alike_groups,
        reads=(*SHAPE, Feature.ALIKE),
        most=FOUR_ALIKE_GROUPS,
    ),
    _fan("kong_link", "杠开", "each kong in the chain (杠开, 连杠×N)", kong_links, reads=(), most=None),
    _fan("piao", "财飘", "a 财神 discarded while 爆头 (财飘, 双财飘, 三财飘)", piao, reads=(), most=None),
    _fan("si_bai", "四白", "白 kept and 飘'd are exactly four", si_bai, reads=()),
    _fan("baotou", "爆头", "before the draw, any tile won", is_baotou, reads=()),
)

YOU_CAI_BI_KAO = forbid(
    "you_cai_bi_kao",
    "有财必拷响",
    "a 平胡 holding a 财神 must be 爆头 or 杠开",
    you_cai_bi_kao,
    SHAPE,
)
"""The option ``you_cai_bi_kao``'s requirement (off by default)."""

ITEMS: tuple[HangzhouItem, ...] = (*HAND_ITEMS, *dealer_items(None))
"""The default table (progressive dealer factor, no 有财必拷响)."""
