"""Changsha's payment table: small or big, self-drawn or fed, plus the dealer's 10.

Each payer's amount is built by the shared engine from these items:

* ``f`` counts the wins: 小胡 is 1, each big win 1 (a big win replaces 小胡);
* the kind of payment multiplies: 小胡自摸 / 小胡捉炮 ×10, 大胡自摸 ×30, 大胡捉炮 ×60;
* 庄家 adds 10 per win when the payer or the winner is the dealer.

So a small self-draw costs 10 (20 with the dealer), a big one 30 per big win (+10 per
big win), and a fed big win costs the discarder 60 per big win (+10 per big win): wins
that add up (大胡之间可以累计计算（算加法）) add their whole payments, the dealer's extra
included each time, so ``k`` big wins pay ``k ×`` the amount of one. Option
``dealer_extra="once"`` adds the dealer's 10 once, whatever ``k``. The table's amounts
before birds; birds 扎鸟 double afterwards (:mod:`.birds`).

>>> dealer = next(i for i in items(dealer_extra="each") if i.key == "dealer")
>>> dealer.value
10
"""

from __future__ import annotations

import attrs

from majiang.rulesets.changsha.requirements import REQUIREMENTS
from majiang.rulesets.changsha.wins import BIG_WINS, BigWin, ChangshaEvaluation, ChangshaItem, big_count
from majiang.scoring import Item, Scope, Stage

__all__ = ["DEALER_EXTRA", "ITEMS", "PAYMENTS", "items"]

DEALER_EXTRA = ("each", "once")
"""How the dealer's 10 adds up over several wins: per win (default) or once."""

SMALL_KEYS = ("small", "small_self_draw", "small_discard")


def _big_item(win: BigWin) -> ChangshaItem:
    return Item(
        key=win.key,
        chinese=win.chinese,
        english=win.english,
        value=1,
        unit="胡",
        excludes=SMALL_KEYS,
        when=win.when,
    )


def _small(e: ChangshaEvaluation) -> bool:
    return big_count(e) == 0


PAYMENTS: tuple[ChangshaItem, ...] = (
    Item(key="small", chinese="小胡", english="small win", value=1, unit="胡", when=_small),
    Item(
        key="small_self_draw",
        chinese="小胡自摸",
        english="small self-draw, per win",
        value=10,
        unit="分",
        stage=Stage.MULTIPLY,
        when=lambda e: e.self_drawn and _small(e),
    ),
    Item(
        key="small_discard",
        chinese="小胡捉炮",
        english="small win on a discard, per win",
        value=10,
        unit="分",
        stage=Stage.MULTIPLY,
        when=lambda e: not e.self_drawn and _small(e),
    ),
    Item(
        key="big_self_draw",
        chinese="大胡自摸",
        english="big self-draw, per big win",
        value=30,
        unit="分",
        stage=Stage.MULTIPLY,
        when=lambda e: e.self_drawn and not _small(e),
    ),
    Item(
        key="big_discard",
        chinese="大胡捉炮",
        english="big win on a discard, per big win",
        value=60,
        unit="分",
        stage=Stage.MULTIPLY,
        when=lambda e: not e.self_drawn and not _small(e),
    ),
    Item(
        key="dealer",
        chinese="庄家",
        english="the dealer's extra 10 per win",
        value=10,
        unit="分",
        stage=Stage.ADD,
        scope=Scope.DEALER,
        when=lambda e: max(1, big_count(e)),
    ),
)

DEALER_ONCE = attrs.evolve(PAYMENTS[-1], english="the dealer's extra 10, once", when=lambda e: True)


def items(*, dealer_extra: str = "each") -> tuple[ChangshaItem, ...]:
    """The table: requirements, big wins, payments; the dealer's 10 per win or ``"once"``."""
    payments = PAYMENTS if dealer_extra == "each" else (*PAYMENTS[:-1], DEALER_ONCE)
    return (*REQUIREMENTS, *(_big_item(w) for w in BIG_WINS), *payments)


ITEMS: tuple[ChangshaItem, ...] = items()
