"""Quanzhou's win-payment table: P = base × (1 + 连庄) + 水分, then the win type.

Every payer's ``P`` is the sum of the 分 items that concern it (``Additive(base=0)``):
底 5 for everyone and 5 more (Scope.DEALER) where the dealer wins or pays, each
连庄 adds the base again, and the winner's water 水分 adds 明杠 1, 暗杠 2, 1 per
gold held and 1 per flower. The win type then multiplies (自摸 ×2, 三金倒 ×3,
天胡 ×4, 游金 ×3, 双游 ×6, 三游 ×9) and 游金/双游/三游 add 30/60/90. Only the
highest win type applies (``excludes``). 平胡 and 抢杠胡 pay ``P``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from majiang.hands import Shape
from majiang.rulesets.gold import INSTANT_GOLDS, gold_of, kongs, points
from majiang.rulesets.quanzhou.gold import held_golds, swimming_before
from majiang.scoring import Evaluation, Feature, Item, Scope, Stage
from majiang.scoring.item import forbid

if TYPE_CHECKING:
    from majiang.rulesets.quanzhou.ruleset import QuanzhouOptions

QuanzhouEvaluation: TypeAlias = "Evaluation[QuanzhouOptions, None]"
"""What a condition of Quanzhou's table sees: its options and facts typed."""
QuanzhouItem: TypeAlias = "Item[QuanzhouOptions, None]"

__all__ = ["ITEMS", "WIN_TYPES"]

When = Callable[[QuanzhouEvaluation], int | bool]
Reads = tuple[Feature, ...] | None


def _fed(e: QuanzhouEvaluation) -> bool:
    return not e.context.self_drawn


def _swim(e: QuanzhouEvaluation, gold_discards: int) -> bool:
    """游金 (0 gold discards), 双游 (1), 三游 (2): a self-draw in the any-tile state.

    游金 needs a discard and then a draw (3.2: 当打出一张牌后，手上的牌可任意胡，则再到自己摸牌后
    胡牌即为游金), so a win on the first draw (the dealer's dealt tiles: 天胡) never swims,
    whichever of its tiles is marked as the winning one."""
    return (
        e.self_drawn
        and not e.context.first_draw
        and e.context.wild_discards == gold_discards
        and swimming_before(e.hand, gold_of(e))
    )


def _tianhu(e: QuanzhouEvaluation) -> bool:
    return e.self_drawn and e.context.first_draw and e.context.winner_is_dealer


def _fed_gold_as_other(e: QuanzhouEvaluation) -> bool:
    """Won on a discarded gold that this reading uses as a wildcard for another tile."""
    a = e.arrangement
    if not _fed(e) or e.hand.win_tile != gold_of(e):
        return False
    if a.win_meld is None or a.win_position is None:
        return True
    return a.melds[a.win_meld].tiles[a.win_position] != gold_of(e)


_TYPES = ("self_draw", "sanjindao", "tianhu", "youjin", "youjin_bonus", "shuangyou", "shuangyou_bonus")


def _kind(
    key: str,
    chinese: str,
    english: str,
    times: int,
    when: When,
    excludes: tuple[str, ...],
    reads: Reads = None,
    narrow: Callable[[QuanzhouEvaluation], tuple[Feature, ...]] | None = None,
) -> QuanzhouItem:
    """A win type: yes or no (``most=1``)."""
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=times,
        unit="倍",
        stage=Stage.MULTIPLY,
        when=when,
        excludes=excludes,
        reads=reads,
        most=1,
        narrow=narrow,
    )


def _bonus(key: str, chinese: str, english: str, value: int, when: When, reads: Reads = None) -> QuanzhouItem:
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=value,
        unit="分",
        stage=Stage.ADD,
        when=when,
        reads=reads,
        most=1,
    )


def _instant_reads(e: QuanzhouEvaluation) -> tuple[Feature, ...]:
    """三金倒 is read only after a draw with three golds held (else no reading earns it)."""
    return (Feature.SHAPE,) if e.self_drawn and held_golds(e.hand, gold_of(e)) >= INSTANT_GOLDS else ()


ITEMS: tuple[QuanzhouItem, ...] = (
    # -- P: the base (per payer) and the winner's water ------------------------------------
    points("base", "底", "base", 5, lambda e: True, reads=(), most=1),
    points(
        "dealer_base", "庄家底", "dealer wins or pays: base 10", 5, lambda e: True, Scope.DEALER, (), most=1
    ),
    points(
        "lianzhuang", "连庄", "dealer's stays: the base again", 5, lambda e: e.context.lianzhuang, reads=()
    ),
    points(
        "dealer_lianzhuang",
        "庄家连庄",
        "dealer's stays, dealer's base",
        5,
        lambda e: e.context.lianzhuang,
        Scope.DEALER,
        (),
    ),
    points("exposed_kong", "明杠", "exposed kong (water)", 1, lambda e: kongs(e.hand)[0], reads=()),
    points("concealed_kong", "暗杠", "concealed kong (water)", 2, lambda e: kongs(e.hand)[1], reads=()),
    points("gold", "金", "gold held (water)", 1, lambda e: held_golds(e.hand, gold_of(e)), reads=()),
    points("flower", "花", "flower (water)", 1, lambda e: len(e.hand.flowers), reads=()),
    # -- the win type: only the highest applies -----------------------------------------------
    _kind("self_draw", "自摸", "self-draw", 2, lambda e: e.self_drawn, (), ()),
    _kind(
        "sanjindao",
        "三金倒",
        "three golds after a draw",
        3,
        lambda e: e.self_drawn and e.shape is Shape.INSTANT,
        ("self_draw",),
        (Feature.SHAPE,),
        _instant_reads,
    ),
    _kind("tianhu", "天胡", "dealer wins on the deal", 4, _tianhu, ("self_draw", "sanjindao"), ()),
    _kind("youjin", "游金", "swimming gold", 3, lambda e: _swim(e, 0), _TYPES[:3], ()),
    _bonus("youjin_bonus", "游金", "swimming gold, bonus", 30, lambda e: _swim(e, 0), ()),
    _kind("shuangyou", "双游", "double swim", 6, lambda e: _swim(e, 1), _TYPES[:3], ()),
    _bonus("shuangyou_bonus", "双游", "double swim, bonus", 60, lambda e: _swim(e, 1), ()),
    _kind("sanyou", "三游", "triple swim", 9, lambda e: _swim(e, 2), _TYPES[:3], ()),
    _bonus("sanyou_bonus", "三游", "triple swim, bonus", 90, lambda e: _swim(e, 2), ()),
    # -- who can not win on a discard (or a robbed kong) --------------------------------------
    # 三金倒 only after a draw needs no item of its own: three golds on a discard hold at
    # least two (a fed gold is not held), so 双金不平胡 refuses them.
    forbid(
        "two_golds_on_discard",
        "双金不平胡",
        "two or more golds can not win on a discard",
        lambda e: _fed(e) and held_golds(e.hand, gold_of(e)) >= 2,
        (),
    ),
    forbid(
        "swimming_on_discard",
        "游金不平胡",
        "a hand waiting on any tile can not win on a discard",
        lambda e: _fed(e) and swimming_before(e.hand, gold_of(e)),
        (),
    ),
    forbid(
        "discarded_gold_is_ordinary",
        "打出的金是普通牌",
        "a discarded gold is an ordinary tile, not a wildcard",
        _fed_gold_as_other,
        (Feature.WIN_FACE,),
    ),
)

WIN_TYPES: tuple[str, ...] = ("self_draw", "sanjindao", "tianhu", "youjin", "shuangyou", "sanyou")
"""The multiplier items, lowest first."""
