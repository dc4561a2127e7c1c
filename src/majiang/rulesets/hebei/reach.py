"""The most any reading of a Hebei hand with 混儿 earns, from the hand alone (``Hebei.most_paid``).

Hebei's value is a product of rows, and what a reading earns of the rows that read the
arrangement is its *outcome*: its shape (a standard hand, a 七对 with 0 to 3 four-alikes,
十三幺), 清一色 or 清风, 碰碰胡, 一条龙, 门清, the wait row (边, 卡, 吊, 捉五魁) and 混儿吊 of
its winning meld, 素胡. :func:`best_outcome` finds the best-paying outcome some reading
may have, so the class search stops at the first reading that pays it.

A standard outcome is proven by laying out the parts it needs and asking the win check's
fewest-wildcards tables whether the rest makes the other sets (and the pair), on kind counts:

* the winning meld: its faces, the winning tile's place, its partners naturals of their
  faces where the hand has them (a natural and a 混儿 standing for its face trade places,
  and the other rows read faces alone) or 混儿 (混儿吊); for a 混儿 winning tile, every
  pair, triplet and sequence that earns a wait row or 混儿吊;
* the 龙's ``123 456 789`` (naturals first), with the winning meld inside it or beside it;
* 碰碰胡: the rest made of triplets alone (:func:`_triplets_need`); 清一色 and 清风: the
  natural tiles (claimed melds too) of the one suit, or honors, and the laid parts too (the
  rest is then of that suit but for melds of 混儿 alone, which may stand in it: a 混儿 may
  stand for a fifth tile of a face, as the search reads it);
* 素胡 (no 混儿 stands for another tile): the same with every 混儿 a natural of its own
  face and no wildcard; 混儿吊 there is a winning meld whose partners' faces are 混儿 kinds.

The 七对 and 十三幺 outcomes are the counts of :mod:`.possible`. Each test is exact on the
counts, so the bound is the best any reading pays on the hands measured
(``tests/rulesets/test_hebei_reach.py`` checks it is never below the best of every
arrangement, and equal to it on dealt hands).

>>> from majiang.rulesets import get
>>> from majiang.scoring import WinContext
>>> from majiang.tiles import Tile
>>> hand = Hand.parse("11122224568999s", win="2s", self_drawn=True)
>>> context = WinContext(seat=1, ready=True, indicator=Tile.from_str("1s"))  # 混儿 1s 2s
>>> get("hebei", hun=True, single_wait=False).most_paid(hand, context)  # 3 × 2^6, 卡 counted
192
>>> get("hebei", hun=True).most_paid(hand, context)  # 3 × 2^5: the hand waited on several kinds
96
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from math import prod
from typing import Any

from majiang.hands import Arrangement, Hand, MeldKind, Shape, ShapeGrammar
from majiang.hands._groups import INF, key_of
from majiang.hands._split import compile_grammar, split
from majiang.rulesets.hebei import possible, table
from majiang.scoring import Award, Evaluation, Formula, Item, Stage, WinContext
from majiang.scoring.payments import payments
from majiang.tiles import Tile

__all__ = ["Plan", "best_outcome", "by_shape", "most_paid", "pairs_paying", "standard_plans"]

Faces = tuple[int, ...]
Won = tuple[Faces, int, bool]
"""A winning meld: its faces (kind indices), the winning tile's place, whether its partners are 混儿."""
Plan = tuple[bool, Won | None, tuple[Faces, ...], bool]
"""What a standard outcome lays out: (every 混儿 as itself: 素胡; the winning meld, the 龙's sequences,
the rest triplets alone)."""

_RUNS = {s: tuple((9 * s + a, 9 * s + a + 1, 9 * s + a + 2) for a in (0, 3, 6)) for s in range(3)}
"""``123 456 789`` of each suit, by index (m 0, p 1, s 2)."""
_ZHUO = (3, 4, 5)
"""``456m``."""
_FAMILY = {0: ("qidui",), 1: ("qidui", "haohua"), 2: ("qidui", "chao_haohua"), 3: ("qidui", "zhizun")}
_TRIPLETS = frozenset((MeldKind.TRIPLET, MeldKind.KONG))
_STANDARD, _PAIRS, _ORPHANS = Shape.STANDARD, Shape.SEVEN_PAIRS, Shape.THIRTEEN_ORPHANS


Outcome = tuple[int, int, frozenset[str], Plan | None]
"""One of :func:`_candidates`' outcomes: its price, its place, its row keys, its plan."""


def _group(index: int) -> int:
    """0-2 for a suit, 3 for the honors."""
    return min(index // 9, 3)


def _wait_key(faces: Faces, place: int) -> str | None:
    """The wait row a winning meld earns by its faces and the winning tile's place."""
    if len(faces) == 2:
        return "diao"
    if faces[0] == faces[1]:
        return None
    if place == 1:
        return "zhuo_wu_kui" if faces == _ZHUO else "ka"
    low = faces[0] % 9
    return "bian" if (place == 2 and low == 0) or (place == 0 and low == 6) else None


def best_outcome(
    hand: Hand, grammar: ShapeGrammar, price: Callable[[frozenset[str]], int], *, waits: bool
) -> frozenset[str] | None:
    """The best outcome (by ``price``, the table's value of a set of row keys) some reading
    of ``hand`` may have, or ``None`` if none wins; ``waits``: whether the wait rows (边, 卡,
    吊, 捉五魁) may count (the option ``single_wait`` and the kinds waited on)."""
    found = by_shape(hand, grammar, price, waits=waits)
    return max(found.values(), key=price, default=None)


def by_shape(
    hand: Hand, grammar: ShapeGrammar, price: Callable[[frozenset[str]], int], *, waits: bool
) -> dict[Shape, frozenset[str]]:
    """For each shape some reading may have, an outcome no reading of that shape pays more
    than: the best of the shape some reading may have where it is the best of all, else
    one below the best of all (the first outcome of the shape priced below it, none above
    it being possible). A shape left out: no reading of it wins; empty: not worked out
    (the hand has no winning tile) or no reading wins."""
    listed = _candidates(hand, grammar, price, waits=waits)
    if listed is None:
        return {}
    found, fits = listed
    found.sort(key=lambda row: (-row[0], row[1]))
    shapes = {_shape_of(outcome, plan) for _, _, outcome, plan in found}
    out: dict[Shape, frozenset[str]] = {}
    best: int | None = None
    for paid, _, outcome, plan in found:
        shape = _shape_of(outcome, plan)
        if shape in out:
            continue
        if best is not None and paid < best:
            out[shape] = outcome  # the shape's readings pay no more (those above it are not possible)
        elif plan is None or fits(plan):
            out[shape] = outcome
            best = paid if best is None else best
        if len(out) == len(shapes):
            break
    return out if best is not None else {}


def _candidates(
    hand: Hand, grammar: ShapeGrammar, price: Callable[[frozenset[str]], int], *, waits: bool
) -> tuple[list[Outcome], Callable[[Plan], bool]] | None:
    """Every outcome some reading of ``hand`` may have (its price, its place, its row keys,
    what a standard one lays out; ``None``: a 七对 or 十三幺), and the test that a plan's parts
    fit the hand; ``None`` if the hand has no winning tile."""
    compiled = compile_grammar(grammar)
    tables = compiled.tables
    wild = grammar.wild
    naturals, jokers = split(hand, compiled)
    full = list(hand.counts[: len(naturals)])
    win = hand.win_tile
    if win is None:
        return None
    win_index, win_wild = win.index, win in wild
    wild_indices = frozenset(t.index for t in wild)
    shown = [t.index for m in hand.melds for t in m.tiles]
    open_triplets = all(m.kind in _TRIPLETS for m in hand.melds)
    open_own = not any(
        w is not None and w != t for m in hand.melds for t, w in zip(m.tiles, m.wild, strict=True)
    )
    menqing = () if hand.melds else ("menqing",)

    def need(counts: list[int], pair: bool) -> int:
        total, best = 0, compiled.pair_wild
        for g, low in enumerate((0, 9, 18, 27)):
            found = tables[g][key_of(counts[low : low + 9])]
            total += found[0]
            best = min(best, found[2])
        return total + best if pair else total

    def fits(plan: Plan) -> bool:
        plain, won, runs, triplets = plan
        counts, j = (list(full), 0) if plain else (list(naturals), jokers)
        pair = True
        if won is not None:
            faces, place, partners_wild = won
            pair = len(faces) == 3
            for p, f in enumerate(faces):
                if p == place and not (win_wild and not plain):
                    counts[f] -= 1  # the winning tile as its own face
                elif p != place and not partners_wild and counts[f]:
                    counts[f] -= 1
                else:
                    j -= 1
        for run in runs:
            for f in run:
                if counts[f]:
                    counts[f] -= 1
                else:
                    j -= 1
        if j < 0:
            return False
        if triplets:
            return _triplets_need(counts, pair, compiled.pair_wild) <= j
        return need(counts, pair) <= j

    found: list[tuple[int, int, frozenset[str], Plan | None]] = []

    def add(keys: Iterable[str], plan: Plan | None) -> None:
        outcome = frozenset(keys)
        found.append((price(outcome), len(found), outcome, plan))

    for plain in (False, True):
        if plain and not open_own:
            continue  # a claimed meld's 混儿 stands for another tile: no reading is 素胡
        counts = full if plain else naturals
        tiles = [i for i, n in enumerate(counts) if n] + shown
        if not tiles:
            return None  # (never: a hand holds at most 8 混儿) any flush then, not worked out here
        own = ("suhu",) if plain else ()
        suits = {_group(i) for i in tiles}
        one = next(iter(suits)) if len(suits) == 1 else -1
        flush = ("qingyise",) if 0 <= one < 3 else ("qingfeng",) if one == 3 else ()
        if not hand.melds:
            empty: frozenset[Tile] = frozenset() if plain else wild
            for k in possible.four_alikes(hand, empty):
                add((*_FAMILY[k], *own), None)
                if flush:
                    add((*_FAMILY[k], *flush, *own), None)
            if possible.thirteen_orphans(hand, empty):
                add(("shisanyao", *own), None)
        j = 0 if plain else jokers
        dragons = [s for s, runs in _RUNS.items() if sum(not counts[f] for run in runs for f in run) <= j]
        hun = wild_indices if plain else None
        for won, keys in _winning_melds(counts, win_index, win_wild and not plain, hun, waits):
            is_set_or_none = won is None or len(won[0]) == 2 or won[0][0] == won[0][1]
            base = (*menqing, *keys, *own)
            for with_flush in ((), flush) if flush else ((),):
                if with_flush and won is not None and any(_group(f) != one for f in won[0]):
                    continue
                honors = with_flush == ("qingfeng",)
                if not honors:
                    add((*base, *with_flush), (plain, won, (), False))
                if is_set_or_none and open_triplets:
                    add((*base, *with_flush, "pengpeng"), (plain, won, (), True))
                for s in dragons:
                    if honors or (with_flush and s != one):
                        continue
                    runs = _RUNS[s]
                    dragon = (*base, *with_flush, "yitiaolong")
                    if won is not None and won[0] in runs:
                        add(dragon, (plain, won, tuple(r for r in runs if r != won[0]), False))
                    add(dragon, (plain, won, runs, False))
    return found, fits


def _shape_of(outcome: frozenset[str], plan: Plan | None) -> Shape:
    if plan is not None:
        return _STANDARD
    return _ORPHANS if "shisanyao" in outcome else _PAIRS


def _winning_melds(
    counts: list[int], win: int, win_wild: bool, hun: frozenset[int] | None, waits: bool
) -> Iterator[tuple[Won | None, tuple[str, ...]]]:
    """The winning melds worth laying out, with the rows each earns: ``None`` (any reading,
    no wait row nor 混儿吊), then the pairs, triplets and sequences that earn one, their
    partners naturals first or 混儿. ``hun``: a 素胡 reading's, where every tile is a
    natural of its own face and the partners are 混儿 where their faces are 混儿 kinds."""
    yield None, ()
    if win_wild:  # a 混儿 winning tile stands for any face
        candidates: list[tuple[Faces, int]] = [((f, f), 0) for f in range(34)]
        candidates += [((f, f, f), 0) for f in range(34)]
        candidates += [
            ((b + a, b + a + 1, b + a + 2), p) for b in (0, 9, 18) for a in range(7) for p in (0, 1, 2)
        ]
    else:
        candidates = [((win, win), 0), ((win, win, win), 0)]
        if win < 27:
            rank = win % 9
            candidates += [((win - p, win - p + 1, win - p + 2), p) for p in (0, 1, 2) if 0 <= rank - p <= 6]
    seen: set[tuple[object, ...]] = set()
    for faces, place in candidates:
        partners = [f for p, f in enumerate(faces) if p != place]
        wait = _wait_key(faces, place) if waits else None
        for partners_wild in (False,) if hun is not None else (False, True):
            diao = all(f in hun for f in partners) if hun is not None else partners_wild
            keys = (*((wait,) if wait else ()), *(("hun_diao",) if diao else ()))
            if not keys:
                continue  # the reading is one of ``None``'s
            if win_wild and partners_wild:  # 混儿 alone: only the faces' group matters, or a 龙's run
                run = len(faces) == 3 and faces[0] != faces[1]
                if run and faces not in _RUNS[faces[0] // 9]:
                    continue
                mark = (len(faces), run and faces, _group(faces[0]), keys)
                if mark in seen:
                    continue
                seen.add(mark)
            elif win_wild and not any(counts[f] for f in partners):
                continue  # no natural partner: the same as its 混儿 one
            yield (faces, place, partners_wild), keys


def _triplets_need(counts: list[int], pair: bool, pair_wild: int) -> int:
    """The fewest wildcards that make ``counts`` into triplets (and a pair, with ``pair``)."""
    total, best = 0, pair_wild
    for n in counts:
        if n:
            trip = -n % 3
            total += trip
            if pair:
                best = min(best, (2 - n if n <= 2 else -(n - 2) % 3) - trip)
    return total + best if pair else total if total < INF else INF


_PLACEHOLDER = Arrangement(shape=Shape.STANDARD, melds=())
"""The arrangement of the evaluation the rows that read only the hand see."""


def most_paid(
    hand: Hand,
    context: WinContext,
    grammar: ShapeGrammar,
    items: Iterable[Item[Any, Any]],
    formula: Formula,
    payers: tuple[int, ...],
    options: Any,
) -> dict[Shape, int]:
    """For each shape some reading may have, the most its readings pay in all
    (:func:`by_shape`'s outcomes with the rows that read only the hand and the win, each
    paid as the table pays it); empty if a refusal holds or no reading wins."""
    pricing = _pricing(hand, context, items, formula, payers, options)
    if pricing is None:
        return {}
    price, paid, waits = pricing
    return {shape: paid(outcome) for shape, outcome in by_shape(hand, grammar, price, waits=waits).items()}


def standard_plans(
    hand: Hand,
    context: WinContext,
    grammar: ShapeGrammar,
    items: Iterable[Item[Any, Any]],
    formula: Formula,
    payers: tuple[int, ...],
    options: Any,
    most: int,
) -> list[Plan] | None:
    """What the standard readings paying ``most`` in all lay out: every such reading's
    outcome is one of :func:`_candidates`' whose plan fits the hand, paying that much
    (``None``: a refusal holds or the hand has no winning tile)."""
    listed = _priced(hand, context, grammar, items, formula, payers, options)
    if listed is None:
        return None
    found, fits, paid = listed
    plans: list[Plan] = []
    for _, _, outcome, plan in found:
        if plan is not None and plan not in plans and paid(outcome) >= most and fits(plan):
            plans.append(plan)
    return plans


def pairs_paying(
    hand: Hand,
    context: WinContext,
    grammar: ShapeGrammar,
    items: Iterable[Item[Any, Any]],
    formula: Formula,
    payers: tuple[int, ...],
    options: Any,
    most: int,
) -> list[tuple[int, bool, bool]] | None:
    """The 七对 outcomes paying ``most`` in all: each its four-alikes, whether it is 清一色
    or 清风, whether 素胡 (``None``: a refusal holds or the hand has no winning tile)."""
    listed = _priced(hand, context, grammar, items, formula, payers, options)
    if listed is None:
        return None
    found, _, paid = listed
    wanted: list[tuple[int, bool, bool]] = []
    for _, _, outcome, plan in found:
        if plan is None and "shisanyao" not in outcome and paid(outcome) >= most:
            alike = next((k for k, keys in _FAMILY.items() if k and keys[1] in outcome), 0)
            one = (alike, bool(outcome & {"qingyise", "qingfeng"}), "suhu" in outcome)
            if one not in wanted:
                wanted.append(one)
    return wanted


def _priced(
    hand: Hand,
    context: WinContext,
    grammar: ShapeGrammar,
    items: Iterable[Item[Any, Any]],
    formula: Formula,
    payers: tuple[int, ...],
    options: Any,
) -> tuple[list[Outcome], Callable[[Plan], bool], Callable[[frozenset[str]], int]] | None:
    """:func:`_candidates`' outcomes and fit test, with what an outcome pays in all
    (``None``: a refusal holds or the hand has no winning tile)."""
    pricing = _pricing(hand, context, items, formula, payers, options)
    listed = None if pricing is None else _candidates(hand, grammar, pricing[0], waits=pricing[2])
    if pricing is None or listed is None:
        return None
    return listed[0], listed[1], pricing[1]


def _pricing(
    hand: Hand,
    context: WinContext,
    items: Iterable[Item[Any, Any]],
    formula: Formula,
    payers: tuple[int, ...],
    options: Any,
) -> tuple[Callable[[frozenset[str]], int], Callable[[frozenset[str]], int], bool] | None:
    """The table's value of a set of row keys, what an outcome pays in all (with the rows
    that read only the hand and the win), and whether the wait rows may count; ``None``
    where a refusal holds."""
    evaluation: Evaluation[Any, Any] = Evaluation(
        hand=hand, arrangement=_PLACEHOLDER, context=context, options=options
    )
    fixed: list[Item[Any, Any]] = []
    by_key: dict[str, Item[Any, Any]] = {}
    for item in items:
        if item.reads is not None and not item.reads:
            if item.when(evaluation):
                if item.stage is Stage.FORBID:
                    return None
                fixed.append(item)
        else:
            by_key[item.key] = item
    known: dict[frozenset[str], int] = {}

    def price(keys: frozenset[str]) -> int:
        value = known.get(keys)
        if value is None:
            rows = [by_key[k] for k in keys if k in by_key]
            excluded = {x for row in rows for x in row.excludes}
            value = known[keys] = prod(row.value for row in rows if row.key not in excluded)
        return value

    amounts: dict[frozenset[str], int] = {}

    def paid(outcome: frozenset[str]) -> int:
        amount = amounts.get(outcome)
        if amount is None:
            awarded = [*fixed, *(by_key[k] for k in sorted(outcome) if k in by_key)]
            excluded = {x for row in awarded for x in row.excludes}
            awards = tuple(Award(item=row) for row in awarded if row.key not in excluded)
            amount = amounts[outcome] = sum(p.amount for p in payments(payers, awards, context, formula))
        return amount

    waits = not options.single_wait or table.kind_count(evaluation) == 1
    return price, paid, waits
