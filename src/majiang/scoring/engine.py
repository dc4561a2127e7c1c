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
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar, overload

import attrs

from majiang.errors import RulesetError
from majiang.hands import Arrangement, Feature, Hand, Shape, ShapeGrammar, arrangements, readings, waits
from majiang.hands.features import reading_key
from majiang.scoring.ceiling import ceiling
from majiang.scoring.context import WinContext
from majiang.scoring.evaluation import Evaluation
from majiang.scoring.formula import Formula
from majiang.scoring.item import Item, Scope, Stage
from majiang.scoring.score import Award, Payment, Score
from majiang.tiles import Tile

__all__ = ["award_items", "exhaustive", "score_win", "table_features"]

Options = TypeVar("Options")
Facts = TypeVar("Facts")


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
    nothing = tuple(known is not None and item.reads is not None and not item.reads for item in items)
    return _award(items, nothing, evaluation, known)


def _award(
    items: Sequence[Item[Options, Facts]],
    nothing: tuple[bool, ...],
    evaluation: Evaluation[Options, Facts],
    known: dict[int, int] | None,
) -> tuple[Award, ...]:
    """:func:`award_items`, with ``nothing[n]``: item ``n`` reads nothing of the arrangement
    and is looked up in ``known``."""
    awarded = []
    counted = evaluation._counts  # Evaluation.count, inline: a row that reads rows shares them
    for n, item in enumerate(items):
        if nothing[n]:
            count = known.get(n, -1)  # type: ignore[union-attr]
            if count < 0:
                count = known[n] = evaluation.count(item)  # type: ignore[index]
        else:
            found = counted.get(id(item))
            if found is not None and found[0] is item:
                count = found[1]
            else:
                count = int(item.when(evaluation))
                counted[id(item)] = (item, count)
        if count and item.most is not None and count > item.most:
            raise RulesetError(
                f"item {item.key!r} was awarded {count} times, more than its most ({item.most})"
            )
        if count:
            awarded.append(Award(item=item, count=count))
    if not any(award.item.excludes for award in awarded):
        return tuple(awarded)
    excluded = {key for award in awarded for key in award.item.excludes}
    return tuple(a for a in awarded if a.item.key not in excluded)


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


def table_features(items: Iterable[Item[Any, Any]]) -> frozenset[Feature] | None:
    """Every feature the table's conditions read; ``None`` if some item does not say."""
    features: set[Feature] = set()
    for item in items:
        if item.reads is None:
            return None
        features |= item.reads
    return frozenset(features)


_Table = tuple[frozenset[Feature] | None, tuple[bool, ...]]
_TABLES: dict[int, tuple[Sequence[Item[Any, Any]], _Table]] = {}


def _table(items: Sequence[Item[Any, Any]], *, keep: bool = True) -> _Table:
    """(:func:`table_features`, which items read nothing of the arrangement), kept per table
    object with ``keep`` (a ruleset's table lives as long as it; the entry holds the table,
    so its id is not reused meanwhile; a table narrowed for one hand is not kept)."""
    found = _TABLES.get(id(items))
    if found is not None and found[0] is items:
        return found[1]
    features = table_features(items)
    nothing = tuple(features is not None and not item.reads for item in items)
    if keep and type(items) is tuple:
        if len(_TABLES) > 256:
            _TABLES.clear()
        _TABLES[id(items)] = (items, (features, nothing))
    return features, nothing


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
) -> Score:
    """Score one win: the best-paying arrangement, or why the hand can not win.

    ``extra_readings`` are arrangements a ruleset accepts besides the grammar's
    (e.g. a hand that wins on its tiles alone, as :attr:`Shape.INSTANT`); they are
    scored like the others. Within :func:`exhaustive`, every arrangement is scored
    whatever the items declare. ``bound()``: the most any reading pays in all, from the
    hand alone (``None``: not known); asked once, after the first reading, like the
    table's ceiling, and the search stops at the first reading paying the lower of the two.
    """
    held = bool(grammar.wild) and any(hand.counts[t.index] for t in grammar.wild)
    table = items
    if not _EXHAUSTIVE.get() and not context.win_wild and held:
        items = narrowed(items, hand, context, options)  # without wildcards every reading is read
    features, nothing = _table(items, keep=items is table)
    if _EXHAUSTIVE.get():
        features, nothing = None, (False,) * len(items)
    listed = _readings(hand, context, grammar, features)
    wild_held = context.win_wild or held
    if features is not None and wild_held:
        # with wildcards held, a refusal that holds for every reading is found before the
        # search lists them; without, the few readings are listed at once, and the loop
        # below gives the same reason (the first reading's first refusing row)
        first = next(listed, None)
        if first is None and not extra_readings:
            return _cannot(ruleset, context, "not a winning hand (不成胡)")
        listed = itertools.chain(() if first is None else (first,), listed)
        probe = first if first is not None else extra_readings[0]
        reason = _refused(items, hand, probe, context, options)
        if reason is not None:
            return _cannot(ruleset, context, reason)
    found = _Found(itertools.chain(listed, extra_readings))
    # no wildcard anywhere in the hand: no reading of the search uses one as another face
    plain = not wild_held and not extra_readings and not any(meld.wild_count for meld in hand.melds)
    best: Score | None = None
    reason = None
    memo: dict[str, object] = {}
    known: dict[int, int] | None = None if features is None else {}
    paid: set[tuple[tuple[int, int], ...]] = set()
    top: int | None = None  # the most any reading may pay (when the table says)
    scored = False
    for arrangement in found:
        evaluation: Evaluation[Options, Facts] = Evaluation(
            hand=hand, arrangement=arrangement, context=context, options=options, readings=found, memo=memo
        )
        if plain:
            evaluation._kept["uses_wild"] = False
        awards = _award(items, nothing, evaluation, known)
        if known is not None and not scored:  # the rows reading nothing of it are counted now
            top = ceiling(items, known, formula, payers, context)
            most = None if bound is None else bound()
            if most is not None:
                top = most if top is None else min(top, most)
        scored = True
        forbidden = [a for a in awards if a.item.stage is Stage.FORBID]
        if forbidden:
            reason = reason or f"{forbidden[0].item.chinese} ({forbidden[0].item.english})"
            continue
        if known is not None:
            # the same items the same number of times pay the same: the earlier reading is kept
            earned = tuple((id(a.item), a.count) for a in awards)
            if earned in paid:
                continue
            paid.add(earned)
        payments = _payments(payers, awards, context, formula)
        candidate = _score(ruleset, context, arrangement, awards, payments)
        if best is None or candidate.total > best.total:
            best = candidate
            if top is not None and best.total >= top:
                break  # no later reading pays more, and the first best is kept
    if best is not None:
        return best
    if not scored:
        reason = "not a winning hand (不成胡)"
    return _cannot(ruleset, context, reason)


class _Found(Sequence[Arrangement]):
    """The readings of one hand, listed as far as they are read (the search stops at the
    best when the table bounds what it pays; a condition over every reading lists all)."""

    def __init__(self, source: Iterator[Arrangement]) -> None:
        self._source = source
        self._listed: list[Arrangement] = []

    def __iter__(self) -> Iterator[Arrangement]:
        n = 0
        while True:
            if n == len(self._listed):
                following = next(self._source, None)
                if following is None:
                    return
                self._listed.append(following)
            yield self._listed[n]
            n += 1

    def _all(self) -> list[Arrangement]:
        self._listed.extend(self._source)
        return self._listed

    def __len__(self) -> int:
        return len(self._all())

    @overload
    def __getitem__(self, index: int) -> Arrangement: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Arrangement]: ...

    def __getitem__(self, index: int | slice) -> Arrangement | Sequence[Arrangement]:
        return self._all()[index]


_PLACEHOLDER = Arrangement(shape=Shape.STANDARD, melds=())
"""The arrangement of the evaluation an item's ``narrow`` sees (it reads the hand alone)."""


def narrowed(
    items: Sequence[Item[Options, Facts]], hand: Hand, context: WinContext, options: Options
) -> Sequence[Item[Options, Facts]]:
    """The table with each item's ``reads`` narrowed by its ``narrow`` for this hand (the
    items compare equal: only what the class search tells apart changes)."""
    if all(item.narrow is None for item in items):
        return items
    evaluation: Evaluation[Options, Facts] = Evaluation(
        hand=hand, arrangement=_PLACEHOLDER, context=context, options=options
    )
    out = []
    for item in items:
        if item.narrow is not None and item.reads is not None:
            item = attrs.evolve(item, reads=item.reads & frozenset(item.narrow(evaluation)))
        out.append(item)
    return tuple(out)


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

    The reason is the one the first reading (``probe``) gives: its first refusing row
    in table order. So the rows are taken in order, as that reading's scoring takes
    them (an input error is raised by the same row); a refusing row before the one
    found that reads the arrangement, or that a row may exclude, would need every
    reading: then ``None``, and the search goes on as usual.
    """
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


def _readings(
    hand: Hand, context: WinContext, grammar: ShapeGrammar, features: frozenset[Feature] | None
) -> Iterator[Arrangement]:
    """Every arrangement (``features=None``) or the first of each class; with
    ``context.win_wild`` the winning tile stands for each kind waited on."""
    drawn = hand.win_tile
    if not context.win_wild or drawn is None:
        if features is None:
            return arrangements(hand, grammar)
        return readings(hand, grammar, features)
    found = _stood(hand, drawn, grammar, features)
    if features is None:
        return found
    return _firsts(found, features, drawn.index)


def _stood(
    hand: Hand, drawn: Tile, grammar: ShapeGrammar, features: frozenset[Feature] | None
) -> Iterator[Arrangement]:
    rest = hand.without_win()
    for wait in waits(rest, grammar, shapes=False):
        stood = rest.with_win(wait.tile, self_drawn=hand.self_drawn)
        listed = arrangements(stood, grammar) if features is None else readings(stood, grammar, features)
        for arrangement in listed:
            yield arrangement if wait.tile == drawn else _stand_in(arrangement, drawn)


def _firsts(found: Iterable[Arrangement], features: frozenset[Feature], win: int) -> Iterator[Arrangement]:
    seen: set[Hashable] = set()
    for arrangement in found:
        key = reading_key(arrangement, features, win)
        if key not in seen:
            seen.add(key)
            yield arrangement


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


def _payments(
    payers: Sequence[int], awards: tuple[Award, ...], context: WinContext, formula: Formula
) -> tuple[Payment, ...]:
    """Each payer's :class:`Payment`; payers concerned by the same awards share the working."""
    if all(a.item.scope is Scope.EVERY for a in awards):  # every payer, the same working
        amount, kept, working = _amount(awards, formula)
        return tuple(Payment(payer=payer, amount=amount, awards=kept, working=working) for payer in payers)
    made: dict[int, tuple[int, tuple[Award, ...], str]] = {}
    payments = []
    seat, dealer, discarder = context.seat, context.dealer, context.discarder
    for payer in payers:
        mask = 0
        for n, a in enumerate(awards):
            scope = a.item.scope
            if scope is Scope.EVERY or scope.concerns(payer, seat, dealer, discarder):
                mask |= 1 << n
        found = made.get(mask)
        if found is None:
            concerned = tuple(a for n, a in enumerate(awards) if mask >> n & 1)
            found = made[mask] = _amount(concerned, formula)
        amount, kept, working = found
        payments.append(Payment(payer=payer, amount=amount, awards=kept, working=working))
    return tuple(payments)


def _amount(concerned: tuple[Award, ...], formula: Formula) -> tuple[int, tuple[Award, ...], str]:
    """(amount, the awards it shows, the working) of one payer concerned by ``concerned``."""
    fixed = [a for a in concerned if a.item.stage is Stage.FIXED]
    if fixed:
        top = max(fixed, key=lambda a: a.value)
        return top.value, (top,), f"{top.item.chinese} {top.value}"
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
    floors = [a for a in concerned if a.item.stage is Stage.FLOOR]
    if floors:
        top = max(floors, key=lambda a: a.item.value)
        if amount < top.item.value:
            amount = top.item.value
            steps.append(f"at least {top.item.value} {top.item.chinese} = {amount}")
    kept = tuple(a for a in concerned if a.item.stage is not Stage.FIXED)
    return amount, kept, "; ".join(steps)
