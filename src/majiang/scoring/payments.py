"""What each payer pays for the awards of one reading, and the working that makes it.

A payer's amount is built stage by stage from the awards that concern that payer
(:class:`~majiang.scoring.item.Stage`): the 番 summed and turned into an amount by
the formula, then the multipliers, the additions, the floor; a fixed amount replaces
all of it. Payers concerned by the same awards share one amount and working.

>>> from majiang.scoring import Award, Doubling, Item, Stage, WinContext
>>> fan = Item(key="f", chinese="番", english="fan", value=2, when=lambda e: True)
>>> double = Item(key="d", chinese="倍", english="double", value=2, when=lambda e: True, stage=Stage.MULTIPLY)
>>> [(p.payer, p.amount, p.working) for p in payments((0, 2), (Award(item=fan), Award(item=double)),
...                                                    WinContext(seat=1), Doubling())]
[(0, 8, '2^2 = 4; ×2 倍 = 8'), (2, 8, '2^2 = 4; ×2 倍 = 8')]
"""

from __future__ import annotations

from collections.abc import Sequence

from majiang.scoring.context import WinContext
from majiang.scoring.formula import Formula
from majiang.scoring.item import Scope, Stage
from majiang.scoring.score import Award, Payment

__all__ = ["payments"]

# bound once: under Python 3.11 every ``Stage.FAN`` is a call of ``EnumType.__getattr__``'s
# hook (about 0.12 µs)
_FAN, _MULTIPLY, _ADD, _FLOOR, _FIXED = Stage.FAN, Stage.MULTIPLY, Stage.ADD, Stage.FLOOR, Stage.FIXED
_EVERY = Scope.EVERY


def payments(
    payers: Sequence[int], awards: tuple[Award, ...], context: WinContext, formula: Formula
) -> tuple[Payment, ...]:
    """Each payer's :class:`Payment`; payers concerned by the same awards share the working."""
    every = 0  # the awards (as bits, by place) that concern every payer
    scoped: dict[Scope, int] = {}  # the others', by scope
    for n, a in enumerate(awards):
        scope = a.item.scope
        if scope is _EVERY:
            every |= 1 << n
        else:
            scoped[scope] = scoped.get(scope, 0) | 1 << n
    if not scoped:  # every payer, the same working
        amount, kept, working = _amount(awards, formula)
        return tuple(Payment(payer=payer, amount=amount, awards=kept, working=working) for payer in payers)
    made: dict[int, tuple[int, tuple[Award, ...], str]] = {}
    payments = []
    seat, dealer, discarder = context.seat, context.dealer, context.discarder
    for payer in payers:
        mask = every
        for scope, bits in scoped.items():
            if scope.concerns(payer, seat, dealer, discarder):
                mask |= bits
        found = made.get(mask)
        if found is None:
            concerned = tuple(a for n, a in enumerate(awards) if mask >> n & 1)
            found = made[mask] = _amount(concerned, formula)
        amount, kept, working = found
        payments.append(Payment(payer=payer, amount=amount, awards=kept, working=working))
    return tuple(payments)


_WORKINGS: dict[tuple[int, ...], tuple[Formula, tuple[Award, ...], int, int, str]] = {}
"""Amounts and workings already made, by the formula's id and each award's item id and
count: what :func:`_amount` gives depends on nothing else. An entry holds the formula and
the awards, so none of those ids is reused while it is kept; at most 4,096 are kept."""


def _amount(concerned: tuple[Award, ...], formula: Formula) -> tuple[int, tuple[Award, ...], str]:
    """(amount, the awards it shows, the working) of one payer concerned by ``concerned``;
    the working of the same awards under the same formula is made once (:data:`_WORKINGS`)."""
    key = [id(formula)]
    for award in concerned:
        key.append(id(award.item))
        key.append(award.count)
    made = _WORKINGS.get(tuple(key))
    if made is None:
        if len(_WORKINGS) >= 4096:
            _WORKINGS.clear()
        amount, fixed_at, working = _work(concerned, formula)
        made = _WORKINGS[tuple(key)] = (formula, concerned, amount, fixed_at, working)
    _, _, amount, fixed_at, working = made
    return amount, concerned if fixed_at < 0 else (concerned[fixed_at],), working


def _work(concerned: tuple[Award, ...], formula: Formula) -> tuple[int, int, str]:
    """(amount, the place of the fixed award that makes it or -1, the working)."""
    fan = 0
    staged = False  # some award multiplies, adds, floors or fixes the amount
    for award in concerned:
        item = award.item
        if item.stage is _FAN:
            fan += item.value * award.count
        else:
            staged = True
    if staged:
        fixed = [n for n, a in enumerate(concerned) if a.item.stage is _FIXED]
        if fixed:
            at = max(fixed, key=lambda n: concerned[n].value)
            top = concerned[at]
            return top.value, at, f"{top.item.chinese} {top.value}"
    amount = formula(fan)
    working = f"{formula.explain(fan)} = {amount}"
    if not staged:
        return amount, -1, working
    steps = [working]
    for award in concerned:
        if award.item.stage is _MULTIPLY:
            amount *= award.value
            steps.append(f"×{award.value} {award.item.chinese} = {amount}")
    for award in concerned:
        if award.item.stage is _ADD:
            amount += award.value
            steps.append(f"+{award.value} {award.item.chinese} = {amount}")
    floors = [a for a in concerned if a.item.stage is _FLOOR]
    if floors:
        top = max(floors, key=lambda a: a.item.value)
        if amount < top.item.value:
            amount = top.item.value
            steps.append(f"at least {top.item.value} {top.item.chinese} = {amount}")
    return amount, -1, "; ".join(steps)
