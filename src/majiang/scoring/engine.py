"""The shared scoring engine: a ruleset's table of items over the hand's readings.

For each reading of the winning hand the engine awards the table's items whose
condition holds, drops the items that others exclude, and skips the reading if
a ``FORBID`` item applies. Each payer's amount is then built stage by stage from
the items that concern that payer. The reading that pays the winner most is
kept (the first of them, in the order of :func:`~majiang.hands.arrangements`);
if none may win, the first reason is returned.

The readings are every arrangement when some item does not declare what it
reads (:attr:`Item.reads`); when all do, they are the first arrangement of each
class those features tell apart (:func:`~majiang.hands.readings`). Arrangements of
one class earn the same items, and the first of each class is scored, so the
result is the one the full enumeration gives — the same arrangement too — at a
cost that does not grow with the ways free wildcards can be read.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import partial
from typing import Any, TypeVar

import attrs

from majiang.hands import Arrangement, Feature, Hand, Shape, ShapeGrammar
from majiang.hands.plain import listed_plain, plain_arrangements
from majiang.scoring.best import Found, Pruner, again, chained, first_then
from majiang.scoring.best import readings_of as _readings
from majiang.scoring.ceiling import ceiling
from majiang.scoring.context import WinContext
from majiang.scoring.evaluation import Evaluation
from majiang.scoring.formula import Formula
from majiang.scoring.item import Item, Stage
from majiang.scoring.payments import payments
from majiang.scoring.rows import Compiled, Row, award, compiled, table_features
from majiang.scoring.score import Award, Payment, Score

__all__ = ["award_items", "exhaustive", "score_win", "table_features"]

Options = TypeVar("Options")
Facts = TypeVar("Facts")

_FORBID = Stage.FORBID
"""Bound once: under Python 3.11 every ``Stage.FORBID`` is a call of ``EnumType.__getattr__``'s
hook (about 0.12 µs)."""
_FIRST_DIRECT = 4
"""The most wildcards held for which ``best.first_then`` takes the first reading from the lazy
enumeration; with more it can search a whole shape holding no reading first (7-10 wildcards)."""


def award_items(
    items: Sequence[Item[Options, Facts]],
    evaluation: Evaluation[Options, Facts],
    known: dict[int, int] | None = None,
) -> tuple[Award, ...]:
    """The items of ``items`` that ``evaluation`` earns, after exclusions, in table order.

    ``known``: the counts of items (by place in ``items``) already found for every
    arrangement of this hand; the items that read nothing of the arrangement
    (``reads=()``) are looked up there, and found once.
    """
    table = compiled(items)
    rows = table.every_row if known is None else table.looked_up
    return award(rows, table.excludes, evaluation, known)


_EXHAUSTIVE: ContextVar[bool] = ContextVar("exhaustive", default=False)


@contextmanager
def exhaustive() -> Iterator[None]:
    """Within this block, score every arrangement (the oracle the class search is tested
    against; slow with many wildcards).

    >>> from majiang.hands import Hand
    >>> from majiang.scoring import WinContext
    >>> hand = Hand.parse("123m456p789s22555s", win="5s", self_drawn=True)
    >>> context = WinContext(seat=1, dealer=0, discarder=None)
    >>> with exhaustive():
    ...     full = ruleset.score(hand, context)
    >>> full == ruleset.score(hand, context)
    True
    """
    token = _EXHAUSTIVE.set(True)
    try:
        yield
    finally:
        _EXHAUSTIVE.reset(token)


def score_win(
    *,
    ruleset: str,
    hand: Hand,
    context: WinContext,
    grammar: ShapeGrammar,
    items: Sequence[Item[Options, Facts]],
    formula: Formula,
    payers: Sequence[int],
    options: Options,
    extra_readings: Sequence[Arrangement] = (),
    bound: Callable[[], int | None] | None = None,
    paying: Callable[[], Arrangement | None] | None = None,
    shape_bound: Callable[[], Mapping[Shape, int] | None] | None = None,
    checked: bool = False,
) -> Score:
    """Score one win: the best-paying arrangement, or why the hand can not win.

    ``extra_readings`` are arrangements a ruleset accepts besides the grammar's (e.g. a hand that wins on
    its tiles alone, as :attr:`Shape.INSTANT`); they are scored like the others. Within
    :func:`exhaustive`, every arrangement is scored whatever the items declare. ``bound()``: the most any
    reading pays in all, from the hand alone (``None``: not known); asked once, after the first reading,
    like the table's ceiling, and the search stops at the first reading paying the lower of the two;
    ``paying()``: the first paying ``bound()`` (``best.first_then``). ``shape_bound()``: the most each
    shape's readings pay (``Ruleset.most_paid_by_shape``), asked before the search, which skips a shape
    that can not pay what another may. ``checked``: the hand's size is checked (``Ruleset.score`` has).
    """
    held = 0  # the concealed tiles of a wild kind
    if grammar.wild:
        counts = hand.counts
        for tile in grammar.wild:
            held += counts[tile.index]
    table = items
    if not _EXHAUSTIVE.get() and not context.win_wild and held:
        items = narrowed(items, hand, context, options)  # without wildcards every reading is read
    kept = compiled(items, keep=items is table)
    features, rows = kept.features, kept.rows
    if _EXHAUSTIVE.get():
        features, rows = None, kept.oracle
    pruner: Pruner | None = None
    search_again: Callable[[], Sequence[Arrangement]] | None = None
    found: Sequence[Arrangement]
    if not context.win_wild and not held:  # no wildcard in the concealed tiles: listed at once
        found = listing = listed_plain(hand, grammar) if checked else plain_arrangements(hand, grammar)
        listing.extend(extra_readings)
        # no wildcard anywhere in the hand: no reading uses one as another face; the readings are
        # few and listed, so no ceiling is worked out to stop early
        plain = not extra_readings and not (hand.melds and any(meld.wild_count for meld in hand.melds))
    else:
        if features is not None and not context.win_wild and kept.decided:
            # branch-and-bound over the face sets (``scoring.best``); whole-listing conditions see it uncut
            full = Found(chained(_readings(hand, context, grammar, features), extra_readings))
            pruner = Pruner(items, kept.decided, hand, context, options, formula, payers, full)
            pruner.shapes = None if shape_bound is None else shape_bound()
        search = partial(_readings, hand, context, grammar, features, pruner)
        if features is not None and not context.win_wild:
            listed = first_then(hand, grammar, search, paying, direct=held <= _FIRST_DIRECT)
        else:
            listed = search()
        if features is not None:
            # with wildcards held, a refusal that holds for every reading is found before the
            # search lists them; without, the few readings are listed at once, and the loop
            # in ``_best`` gives the same reason (the first reading's first refusing row)
            first = next(listed, None)
            if first is None and not extra_readings:
                return _cannot(ruleset, context, "not a winning hand (不成胡)")
            listed = itertools.chain(() if first is None else (first,), listed)
            probe = first if first is not None else extra_readings[0]
            reason = _refused(items, hand, probe, context, options)
            if reason is not None:
                return _cannot(ruleset, context, reason)
        found = Found(itertools.chain(listed, extra_readings) if extra_readings else listed)
        plain = False

        def search_again() -> Sequence[Arrangement]:
            return Found(chained(_readings(hand, context, grammar, features, pruner), extra_readings))

    return _best(
        ruleset,
        hand,
        context,
        items,
        formula,
        payers,
        options,
        kept,
        rows,
        features,
        found,
        plain,
        bound,
        pruner,
        search_again,
    )


def _best(
    ruleset: str,
    hand: Hand,
    context: WinContext,
    items: Sequence[Item[Options, Facts]],
    formula: Formula,
    payers: Sequence[int],
    options: Options,
    kept: Compiled,
    rows: tuple[Row, ...],
    features: frozenset[Feature] | None,
    found: Sequence[Arrangement],
    plain: bool,
    bound: Callable[[], int | None] | None,
    pruner: Pruner | None = None,
    search_again: Callable[[], Sequence[Arrangement]] | None = None,
) -> Score:
    """The best-paying of the readings ``found`` (in their order), or why none wins;
    ``plain``: no wildcard anywhere in the hand (no ceiling is worked out); ``bound``: as
    :func:`score_win`'s. With ``pruner``, the face sets it cuts are left out of ``found``
    and, if the best found does not reach the most any reading may pay, the search is
    made again by ``search_again`` (``scoring.best``: the result is the same)."""
    known: dict[int, int] | None = None if features is None else {}
    memo: dict[str, object] = {}
    if pruner is not None:
        known, memo = pruner.known, pruner.memo
    best, best_total, reason, scored, top = _pass(
        ruleset, hand, context, items, formula, payers, options, kept, rows, found, plain, bound,
        known, memo, None, pruner,
    )  # fmt: skip
    if pruner is not None and search_again is not None:
        top = again(pruner, None if best is None else best_total)
        if top is not None:
            best, best_total, reason, scored, top = _pass(
                ruleset, hand, context, items, formula, payers, options, kept, rows, search_again(),
                plain, bound, known, memo, top, pruner,
            )  # fmt: skip
    if best is not None:
        return best
    if not scored:
        reason = "not a winning hand (不成胡)"
    return _cannot(ruleset, context, reason)


def _pass(
    ruleset: str,
    hand: Hand,
    context: WinContext,
    items: Sequence[Item[Options, Facts]],
    formula: Formula,
    payers: Sequence[int],
    options: Options,
    kept: Compiled,
    rows: tuple[Row, ...],
    found: Sequence[Arrangement],
    plain: bool,
    bound: Callable[[], int | None] | None,
    known: dict[int, int] | None,
    memo: dict[str, object],
    top: int | None,
    pruner: Pruner | None,
) -> tuple[Score | None, int, str | None, bool, int | None]:
    """One pass of :func:`_best` over ``found``: (best score, its total, the first reason a
    reading was refused, whether any reading was scored, the most any reading may pay).
    ``top`` given: a second pass (``pruner``'s floor is set)."""
    best: Score | None = None
    best_total = 0
    reason = None
    paid: set[tuple[tuple[int, int], ...]] = set()
    scored = False
    counted = top is not None  # the ceiling is worked out once, after the first reading
    excludes, forbids = kept.excludes, kept.forbids
    readings = found if pruner is None else pruner.readings
    alone = plain and len(found) == 1  # one reading listed: no earlier one to pay the same
    if alone:  # nor a later one to share counts
        rows, known = (rows if rows is kept.oracle else kept.every_row), None
    for arrangement in found:
        evaluation: Evaluation[Options, Facts] = Evaluation._of(
            hand, arrangement, context, options, readings, memo
        )
        if plain:
            evaluation._kept["uses_wild"] = False
        awards = award(rows, excludes, evaluation, known)
        if pruner is not None:
            pruner.learn(evaluation)
        if known is not None and not counted and not plain:  # the rows reading nothing of it are counted now
            counted = True
            top = ceiling(items, known, formula, payers, context)
            most = None if bound is None else bound()
            if most is not None:
                top = most if top is None else min(top, most)
            if pruner is not None:
                pruner.floor = pruner.top = top  # only face sets that may reach it, first
                if top is not None and pruner.skipped is not None and pruner.skipped >= top:
                    top = None  # a shape skipped before ``top`` was known may pay it: no early stop
        scored = True
        if forbids:
            forbidden = [a for a in awards if a.item.stage is _FORBID]
            if forbidden:
                reason = reason or f"{forbidden[0].item.chinese} ({forbidden[0].item.english})"
                continue
        if known is not None and not alone:
            # the same items the same number of times pay the same: the earlier reading is kept
            earned = tuple((id(a.item), a.count) for a in awards)
            if earned in paid:
                continue
            paid.add(earned)
        paid_by = payments(payers, awards, context, formula)
        total = sum(p.amount for p in paid_by)
        if best is None or total > best_total:
            best, best_total = _score(ruleset, context, arrangement, awards, paid_by), total
            if top is not None and total >= top:
                break  # no later reading pays more, and the first best is kept
            if pruner is not None:
                pruner.over = total  # a face set paying no more is cut
    return best, best_total, reason, scored, top


_PLACEHOLDER = Arrangement(shape=Shape.STANDARD, melds=())
"""The arrangement of the evaluation an item's ``narrow`` sees (it reads the hand alone)."""


def narrowed(
    items: Sequence[Item[Options, Facts]], hand: Hand, context: WinContext, options: Options
) -> Sequence[Item[Options, Facts]]:
    """The table with each item's ``reads`` narrowed by its ``narrow``, its ``most`` by its
    ``bound`` and its ``apart`` filled by its ``rivals`` for this hand (the items compare
    equal: only what the class search tells apart, and where the ceiling stops it, change)."""
    if all(item.narrow is None and item.bound is None and item.rivals is None for item in items):
        return items
    evaluation: Evaluation[Options, Facts] = Evaluation(
        hand=hand, arrangement=_PLACEHOLDER, context=context, options=options
    )
    found = []  # each row's reads, most and apart for this hand
    for item in items:
        reads, most, apart = item.reads, item.most, item.apart
        if item.narrow is not None and reads is not None:
            reads = reads & frozenset(item.narrow(evaluation))
        if item.bound is not None:
            most = min(item.bound(evaluation), 1 << 62 if most is None else most)
        if item.rivals is not None:
            apart = frozenset(item.rivals(evaluation))
        found.append((reads, most, apart))
    kept = _NARROWED.get(key := (id(items), tuple(found)))
    if kept is not None and kept[0] is items:
        return kept[1]  # the same narrowing met before (by table and rows): the same items, compiled
    out = []  # an item left as it is stays the same object (a row reading rows shares counts)
    for item, (reads, most, apart) in zip(items, found, strict=True):
        same = reads == item.reads and most == item.most and apart == item.apart
        out.append(item if same else attrs.evolve(item, reads=reads, most=most, apart=apart))
    if len(_NARROWED) >= 1024:
        _NARROWED.clear()
    kept = _NARROWED[key] = (items, tuple(out))  # holds the table: its id is not reused meanwhile
    compiled(kept[1])  # kept, so score_win's lookup finds it compiled
    return kept[1]


_NARROWED: dict[tuple[int, tuple[Any, ...]], tuple[Sequence[Any], tuple[Item[Any, Any], ...]]] = {}


def _cannot(ruleset: str, context: WinContext, reason: str | None) -> Score:
    return Score(ruleset=ruleset, context=context, can_win=False, reason=reason)


def _refused(
    items: Sequence[Item[Options, Facts]],
    hand: Hand,
    probe: Arrangement,
    context: WinContext,
    options: Options,
) -> str | None:
    """The reason every reading is refused, when a ``FORBID`` row that reads nothing of the
    arrangement holds (and no row excludes it), found before any other reading is
    searched; ``None`` otherwise.

    The reason is the one the first reading (``probe``) gives: its first refusing row in
    table order. So the rows are taken in order, as that reading's scoring takes them (an
    input error is raised by the same row); a refusing row before the one found that reads
    the arrangement, or that a row may exclude, would need every reading: then ``None``."""
    evaluation: Evaluation[Options, Facts] = Evaluation(
        hand=hand, arrangement=probe, context=context, options=options, readings=(probe,)
    )
    excluded = {key for item in items for key in item.excludes}
    # past the last FORBID row nothing can refuse: the rows after it are left to the search
    last = max((n for n, item in enumerate(items) if item.stage is Stage.FORBID), default=-1)
    for item in items[: last + 1]:
        if item.stage is not Stage.FORBID:
            item.when(evaluation)
            continue
        if item.key in excluded or item.reads is None or item.reads:
            return None
        if item.when(evaluation):
            return f"{item.chinese} ({item.english})"
    return None


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
