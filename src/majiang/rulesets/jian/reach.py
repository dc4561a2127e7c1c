"""What the readings of a Ji'an hand can be, found from the hand alone (on kind counts).

Ji'an's table reads little of an arrangement: its shape (平胡, 大七, 小七, 十三烂, 七星),
whether it is 精吊 (the winning tile pairs with a jing) and whether it is 德国 (every jing
at its own face). :func:`reach` tells, for each such *outcome*, whether some arrangement
may have it, with the fewest-wildcards tables of the win check:

* any shape with jing: the naturals made into that shape with the jing standing in;
* 德国: the same shape with every jing as a natural tile of its own face (no wildcard);
* 精吊: the winning tile and a jing (another jing, if the winning tile is one) set aside
  as the pair, the rest made into sets alone (or six pairs); 德国 精吊: the winning tile is
  a jing and pairs with a jing of its own kind, the rest natural.

A ``False`` is a proof that no arrangement has the outcome; a ``True`` only says it may
(a wildcard may not stand for a fifth tile of a face, say), except :attr:`Reach.jing_diao`,
which is exact: some arrangement is 精吊 exactly when the winning tile and a jing make the
pair and the rest makes sets (a wildcard and a natural of the face it stands for trade
places, so the jing can be the winning tile's partner). That is the hand being in 精吊
shape (精吊不能抓炮抢杠), found without listing the readings;
``tests/rulesets/test_jian_reach.py`` checks it against every arrangement.

The table narrows what the class search tells apart by it (a row whose outcome no reading
can have reads nothing of the arrangement), and :func:`best_paid` is the most any reading
pays, the rows taken together, so the search stops at the first reading that pays it.

>>> from majiang.hands import Hand, ShapeGrammar
>>> from majiang.tiles import Tile
>>> jing = ShapeGrammar(honor_runs=True, seven_pairs=True, thirteen_lan=True, wild="5s6s")
>>> r = reach(Hand.parse("123m456p789s111z5s6s", win="5s"), jing)  # 5s and 6s as the pair
>>> r.jing_diao, r.has("standard", jing_diao=True, deguo=True), r.has("all_triplets")
(True, False, False)
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Sequence
from typing import Any

import attrs

from majiang.errors import RulesetError
from majiang.hands import Arrangement, Hand, MeldKind, Shape, ShapeGrammar
from majiang.hands._groups import INF, key_of
from majiang.hands._split import compile_grammar, split
from majiang.hands.wincheck import lan_capacity, standard_need
from majiang.scoring import Award, Evaluation, Formula, Item, Stage, WinContext
from majiang.scoring.payments import payments

__all__ = ["SHAPES", "Reach", "best_paid", "outcome_totals", "reach", "reach_of"]

SHAPES = ("standard", "all_triplets", "seven_pairs", "thirteen_lan", "seven_star_lan")
"""The shapes an outcome names: 平胡 (a standard hand not all triplets), 大七, 小七, 十三烂, 七星."""

_TRIPLETS = frozenset((MeldKind.TRIPLET, MeldKind.KONG))
_STANDARD = frozenset(("standard", "all_triplets"))


@attrs.frozen(kw_only=True)
class Reach:
    """The outcomes (shape, 精吊, 德国) some reading of one hand may have."""

    outcomes: frozenset[tuple[str, bool, bool]]
    """Each (shape of :data:`SHAPES`, 精吊, 德国) not proved impossible."""
    jing_diao: bool
    """Exactly whether some arrangement is 精吊."""
    shapes: frozenset[str] = attrs.field(init=False, eq=False, repr=False)
    """The shapes of the outcomes."""
    specials: bool = attrs.field(init=False, eq=False, repr=False)
    """Whether some outcome has a shape other than the standard one (平胡 or 大七)."""
    deguo: bool = attrs.field(init=False, eq=False, repr=False)
    """Whether some outcome is 德国."""

    def __attrs_post_init__(self) -> None:
        shapes = frozenset(s for s, _, _ in self.outcomes)
        object.__setattr__(self, "shapes", shapes)
        object.__setattr__(self, "specials", not shapes <= _STANDARD)
        object.__setattr__(self, "deguo", any(d for _, _, d in self.outcomes))

    def has(
        self, shape: str | None = None, *, jing_diao: bool | None = None, deguo: bool | None = None
    ) -> bool:
        """Whether some outcome may have this shape (any, with ``None``), 精吊 and 德国."""
        if jing_diao is None and deguo is None:
            return bool(self.outcomes) if shape is None else shape in self.shapes
        return any(
            (shape is None or s == shape)
            and (jing_diao is None or j == jing_diao)
            and (deguo is None or d == deguo)
            for s, j, d in self.outcomes
        )


def reach(hand: Hand, grammar: ShapeGrammar) -> Reach:
    """The outcomes some arrangement of the complete ``hand`` may have (see the module)."""
    compiled = compile_grammar(grammar)
    naturals, wild = split(hand, compiled)
    full = list(hand.counts[: len(naturals)])
    melds = hand.melds
    open_triplets = all(m.kind in _TRIPLETS for m in melds)
    open_own = not any(w is not None and w != t for m in melds for t, w in zip(m.tiles, m.wild, strict=True))
    specials = not melds
    win = hand.win_tile
    outcomes: set[tuple[str, bool, bool]] = set()

    def shapes(counts: list[int], w: int, deguo: bool) -> None:
        """The shapes of a whole hand: naturals ``counts`` and ``w`` wildcards."""
        if deguo and not open_own:
            return
        if standard_need(counts, compiled) <= w:
            outcomes.add(("standard", False, deguo))
            if open_triplets and _triplets_need(counts, compiled.targets, pair=True) <= w:
                outcomes.add(("all_triplets", False, deguo))
        if not specials:
            return
        if grammar.seven_pairs and _pairs_need(counts, compiled.targets) <= w:
            outcomes.add(("seven_pairs", False, deguo))
        if grammar.thirteen_lan and not any(c > 1 for c in counts):
            if w:
                lan = lan_capacity(counts, compiled, seven_star=False) >= 14
                star = lan_capacity(counts, compiled, seven_star=True) >= 14
            else:
                lan = star = _natural_lan(counts)
                star = star and all(counts[27:34])
            if lan:
                outcomes.add(("thirteen_lan", False, deguo))
            if star:
                outcomes.add(("seven_star_lan", False, deguo))

    def rest(counts: list[int], w: int, deguo: bool) -> None:
        """The shapes a 精吊 hand may have, its pair set aside: naturals ``counts`` and ``w``
        wildcards left to make the sets (or six pairs)."""
        if deguo and not open_own:
            return
        if _sets_need(counts, compiled) <= w:
            outcomes.add(("standard", True, deguo))
            if open_triplets and _triplets_need(counts, compiled.targets, pair=False) <= w:
                outcomes.add(("all_triplets", True, deguo))
        if specials and grammar.seven_pairs and _pairs_need(counts, compiled.targets) <= w:
            outcomes.add(("seven_pairs", True, deguo))

    shapes(naturals, wild, False)
    shapes(full, 0, True)
    if win is not None and grammar.pair_ranks is None:
        w_index = win.index
        win_wild = w_index in compiled.wild
        partners = wild - (1 if win_wild else 0)
        if partners >= 1 and (win_wild or w_index in compiled.targets):
            left = list(naturals)
            if not win_wild:
                left[w_index] -= 1
            rest(left, partners - 1, False)
        if win_wild and full[w_index] >= 2:
            left = list(full)
            left[w_index] -= 2
            rest(left, 0, True)
    return Reach(outcomes=frozenset(outcomes), jing_diao=any(j for _, j, _ in outcomes))


def _sets_need(counts: Sequence[int], compiled: object) -> int:
    """The fewest wildcards that make the naturals ``counts`` into sets alone (no pair)."""
    total = 0
    for group in compiled.groups:  # type: ignore[attr-defined]
        need = group.need_table[key_of([counts[i] for i in group.indices])][0]
        if need >= INF:
            return INF
        total += need
    return total


def _triplets_need(counts: Sequence[int], targets: frozenset[int], *, pair: bool) -> int:
    """The fewest wildcards that make ``counts`` into triplets (and a pair, with ``pair``)."""
    total = 0
    best_pair = 2  # two wildcards as the pair
    for i, c in enumerate(counts):
        if not c:
            continue
        trip = (3 - c % 3) % 3
        if trip and i not in targets:
            trip = INF
        total += trip
        if pair:
            with_pair = 2 - c if c <= 2 else (3 - (c - 2) % 3) % 3
            if with_pair and i not in targets:
                with_pair = INF
            best_pair = min(best_pair, with_pair - trip)
    return total + (best_pair if pair else 0)


def _pairs_need(counts: Sequence[int], targets: frozenset[int]) -> int:
    """The wildcards that pair up the odd counts (four alike are two pairs, as in Ji'an)."""
    need = 0
    for i, c in enumerate(counts):
        if c % 2:
            if i not in targets:
                return INF
            need += 1
    return need


def _natural_lan(counts: Sequence[int]) -> bool:
    """十三烂 of 14 naturals: lone tiles, a suit's ranks at least three apart."""
    if sum(counts) != 14:
        return False
    for base in (0, 9, 18):
        ranks = [r for r in range(9) if counts[base + r]]
        if any(b - a < 3 for a, b in itertools.pairwise(ranks)):
            return False
    return True


_KEPT: list[tuple[Hand, ShapeGrammar, Reach]] = []


def reach_of(hand: Hand, grammar: ShapeGrammar) -> Reach:
    """:func:`reach`, kept for the last hand asked (the table's rows and :func:`best_paid`
    ask it of one hand in turn)."""
    if _KEPT:
        kept_hand, kept_grammar, found = _KEPT[0]
        if kept_hand is hand and kept_grammar is grammar:
            return found
    found = reach(hand, grammar)
    _KEPT[:] = [(hand, grammar, found)]
    return found


_PLACEHOLDER = Arrangement(shape=Shape.STANDARD, melds=())
"""The arrangement of the evaluation the rows reading nothing of it see."""

_EARNS: dict[str, Callable[[str, bool, bool], bool]] = {
    "seven_pairs": lambda shape, diao, deguo: shape == "seven_pairs",
    "thirteen_lan": lambda shape, diao, deguo: shape == "thirteen_lan",
    "all_triplets": lambda shape, diao, deguo: shape == "all_triplets",
    "seven_star_lan": lambda shape, diao, deguo: shape == "seven_star_lan",
    "jing_diao": lambda shape, diao, deguo: diao,
    "jing_diao_tianhu": lambda shape, diao, deguo: diao,  # and 天胡, read from the context
    "deguo": lambda shape, diao, deguo: deguo,
    "deguo_bonus": lambda shape, diao, deguo: deguo,
}
"""What each row of Ji'an's table that reads the arrangement earns, by outcome."""


def best_paid(
    found: Reach,
    hand: Hand,
    context: WinContext,
    items: Sequence[Item[Any, Any]],
    formula: Formula,
    payers: Sequence[int],
    options: object,
) -> int | None:
    """The most any reading of the hand pays in all (every payer's amount added up), over
    the outcomes it may have that may win (on a discard: no 精吊 shape, no 平胡 using a
    jing), each paid as the table pays it; ``None`` if none may win."""
    paid = outcome_totals(found, hand, context, items, formula, payers, options)
    return max(paid.values(), default=None)


def outcome_totals(
    found: Reach,
    hand: Hand,
    context: WinContext,
    items: Sequence[Item[Any, Any]],
    formula: Formula,
    payers: Sequence[int],
    options: object,
) -> dict[tuple[str, bool, bool], int]:
    """What each outcome the hand may have that may win pays in all, as the table pays it
    (:func:`best_paid` is the most of these)."""
    fed = not context.self_drawn
    if fed and found.jing_diao:
        return {}  # 精吊不能抓炮抢杠: no reading wins
    key = (id(items), formula, tuple(payers), context, found.outcomes)
    kept = _PAID.get(key)
    if kept is None or kept[0] is not items:
        if len(_PAID) >= 4096:
            _PAID.clear()
        kept = _PAID[key] = (items, _totals(found, hand, context, items, formula, payers, options))
    return kept[1]


_PAID: dict[Hashable, tuple[Sequence[Item[Any, Any]], dict[tuple[str, bool, bool], int]]] = {}
""":func:`outcome_totals` by table (its id: the entry holds the table, so the id is not reused
meanwhile; hashing the rows would cost more than the rest), formula, payers, context and
outcomes: Ji'an's rows that read nothing of the arrangement read only the context, so
nothing else changes it."""


def _totals(
    found: Reach,
    hand: Hand,
    context: WinContext,
    items: Sequence[Item[Any, Any]],
    formula: Formula,
    payers: Sequence[int],
    options: object,
) -> dict[tuple[str, bool, bool], int]:
    fed = not context.self_drawn
    evaluation: Evaluation[Any, Any] = Evaluation(
        hand=hand, arrangement=_PLACEHOLDER, context=context, options=options
    )
    fixed: list[tuple[Item[Any, Any], bool, Callable[[str, bool, bool], bool] | None]] = []
    # each row but the refusals, whether what it reads of the context holds, and what it
    # earns by outcome (``None``: it reads nothing of the arrangement)
    for item in items:
        if item.stage is Stage.FORBID:
            continue
        if item.key in _EARNS:
            held = item.key != "jing_diao_tianhu" or bool(
                next(i for i in items if i.key == "tianhu").when(evaluation)
            )
            fixed.append((item, held, _EARNS[item.key]))
        elif item.reads is not None and not item.reads:
            fixed.append((item, bool(item.when(evaluation)), None))
        else:
            raise RulesetError(f"best_paid does not know what row {item.key!r} earns")
    totals: dict[tuple[str, bool, bool], int] = {}
    for outcome in sorted(found.outcomes):
        shape, diao, deguo = outcome
        if fed and shape == "standard" and not deguo:
            continue  # 有精平胡不能抓点炮
        awarded = [
            item for item, held, earns in fixed if held and (earns is None or earns(shape, diao, deguo))
        ]
        excluded = {key for item in awarded for key in item.excludes}
        awards = tuple(Award(item=item) for item in awarded if item.key not in excluded)
        totals[outcome] = sum(p.amount for p in payments(payers, awards, context, formula))
    return totals
