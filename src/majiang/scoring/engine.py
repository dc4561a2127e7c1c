"""The shared scoring engine: a ruleset's table of items over every arrangement.

For each arrangement of the winning hand the engine awards the table's items
whose condition holds, drops the items that others exclude, and skips the
arrangement if a ``FORBID`` item applies. Each payer's amount is then built
stage by stage from the items that concern that payer. The arrangement that
pays the winner most is kept; if none may win, the first reason is returned.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from majiang.hands import Arrangement, Hand, ShapeGrammar, arrangements, waits
from majiang.scoring.context import WinContext
from majiang.scoring.evaluation import Evaluation
from majiang.scoring.formula import Formula
from majiang.scoring.item import Item, Stage
from majiang.scoring.score import Award, Payment, Score
from majiang.tiles import Tile

__all__ = ["award_items", "score_win"]


def award_items(items: Sequence[Item], evaluation: Evaluation) -> tuple[Award, ...]:
    """The items of ``items`` that ``evaluation`` earns, after exclusions, in table order."""
    awarded = []
    for item in items:
        count = int(item.when(evaluation))
        if count:
            awarded.append(Award(item=item, count=count))
    excluded = {key for award in awarded for key in award.item.excludes}
    return tuple(a for a in awarded if a.item.key not in excluded)


def score_win(
    *,
    ruleset: str,
    hand: Hand,
    context: WinContext,
    grammar: ShapeGrammar,
    items: Sequence[Item],
    formula: Formula,
    payers: Sequence[int],
    options: Any = None,
    extra_readings: Sequence[Arrangement] = (),
) -> Score:
    """Score one win: the best-paying arrangement, or why the hand can not win.

    ``extra_readings`` are arrangements a ruleset accepts besides the grammar's
    (e.g. a hand that wins on its tiles alone, as :attr:`Shape.INSTANT`); they are
    scored like the others.
    """
    readings = (*_readings(hand, context, grammar), *extra_readings)
    best: Score | None = None
    reason: str | None = None
    memo: dict[str, object] = {}
    for arrangement in readings:
        evaluation = Evaluation(
            hand=hand, arrangement=arrangement, context=context, options=options, readings=readings, memo=memo
        )
        awards = award_items(items, evaluation)
        forbidden = [a for a in awards if a.item.stage is Stage.FORBID]
        if forbidden:
            reason = reason or f"{forbidden[0].item.chinese} ({forbidden[0].item.english})"
            continue
        payments = tuple(_payment(payer, awards, context, formula) for payer in payers)
        candidate = _score(ruleset, context, arrangement, awards, payments)
        if best is None or candidate.total > best.total:
            best = candidate
    if best is not None:
        return best
    if not readings:
        reason = "not a winning hand (不成胡)"
    return Score(ruleset=ruleset, context=context, can_win=False, reason=reason)


def _readings(hand: Hand, context: WinContext, grammar: ShapeGrammar) -> tuple[Arrangement, ...]:
    """Every arrangement; with ``context.win_wild`` the winning tile stands for each kind waited on."""
    drawn = hand.win_tile
    if not context.win_wild or drawn is None:
        return tuple(arrangements(hand, grammar))
    rest = hand.without_win()
    found: list[Arrangement] = []
    for wait in waits(rest, grammar, shapes=False):
        stood = rest.with_win(wait.tile, self_drawn=hand.self_drawn)
        for arrangement in arrangements(stood, grammar):
            found.append(arrangement if wait.tile == drawn else _stand_in(arrangement, drawn))
    return tuple(found)


def _stand_in(arrangement: Arrangement, drawn: Tile) -> Arrangement:
    """Mark the winning tile's place as held by ``drawn`` standing in for that face."""
    assert arrangement.win_meld is not None and arrangement.win_position is not None
    melds = list(arrangement.melds)
    meld = melds[arrangement.win_meld]
    wild = list(meld.wild)
    wild[arrangement.win_position] = drawn
    melds[arrangement.win_meld] = attrs.evolve(meld, wild=tuple(wild))
    return attrs.evolve(arrangement, melds=tuple(melds))


def _score(
    ruleset: str,
    context: WinContext,
    arrangement: Arrangement,
    awards: tuple[Award, ...],
    payments: tuple[Payment, ...],
) -> Score:
    return Score(
        ruleset=ruleset,
        context=context,
        can_win=True,
        arrangement=arrangement,
        awards=awards,
        payments=payments,
    )


def _payment(payer: int, awards: tuple[Award, ...], context: WinContext, formula: Formula) -> Payment:
    concerned = tuple(
        a for a in awards if a.item.scope.concerns(payer, context.seat, context.dealer, context.discarder)
    )
    fixed = [a for a in concerned if a.item.stage is Stage.FIXED]
    if fixed:
        top = max(fixed, key=lambda a: a.value)
        return Payment(
            payer=payer, amount=top.value, awards=(top,), working=f"{top.item.chinese} {top.value}"
        )
    fan = sum(a.value for a in concerned if a.item.stage is Stage.FAN)
    amount = formula(fan)
    steps = [f"{formula.explain(fan)} = {amount}"]
    for award in concerned:
        if award.item.stage is Stage.MULTIPLY:
            amount *= award.value
            steps.append(f"×{award.value} {award.item.chinese} = {amount}")
    for award in concerned:
        if award.item.stage is Stage.ADD:
            amount += award.value
            steps.append(f"+{award.value} {award.item.chinese} = {amount}")
    kept = tuple(a for a in concerned if a.item.stage is not Stage.FIXED)
    return Payment(payer=payer, amount=amount, awards=kept, working="; ".join(steps))
