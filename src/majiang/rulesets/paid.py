"""What one reading pays in all: the check a ruleset's own search for its first best
reading (``Ruleset.paying_most``) makes of each candidate it places.

>>> from majiang.hands import Hand, ShapeGrammar, arrangements
>>> from majiang.scoring import Doubling, Evaluation, Item, Stage, WinContext
>>> hand = Hand.parse("123456789m123p11z", win="1z", self_drawn=True)
>>> reading = next(arrangements(hand, ShapeGrammar()))
>>> evaluation = Evaluation(hand=hand, arrangement=reading, context=WinContext(seat=1),
...                         options=None, readings=(reading,))
>>> fan = Item(key="f", chinese="番", english="fan", value=2, when=lambda e: True)
>>> total_paid(evaluation, (fan,), (0, 2, 3), Doubling())  # 2^2 = 4 from each of 3
12
>>> barred = Item(key="b", chinese="禁", english="barred", value=0, when=lambda e: True,
...               stage=Stage.FORBID)
>>> total_paid(evaluation, (fan, barred), (0, 2, 3), Doubling()) is None
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from majiang.scoring import Evaluation, Formula, Item, Stage, award_items
from majiang.scoring.payments import payments

__all__ = ["total_paid"]


def total_paid(
    evaluation: Evaluation[Any, Any], items: Sequence[Item[Any, Any]], payers: Sequence[int], formula: Formula
) -> int | None:
    """The sum of what ``payers`` pay for the items of ``items`` that ``evaluation``'s
    reading earns (under ``formula``); ``None`` where an earned item forbids the win."""
    awards = award_items(items, evaluation)
    if any(a.item.stage is Stage.FORBID for a in awards):
        return None
    return sum(p.amount for p in payments(payers, awards, evaluation.context, formula))
