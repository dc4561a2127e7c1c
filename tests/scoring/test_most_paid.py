"""A ruleset's own bound on what any reading pays (``Ruleset.most_paid``, the engine's
``bound``): the class search stops at the first reading that pays it, and scores as it
does without (and as the full enumeration does)."""

from __future__ import annotations

from majiang.hands import Arrangement, Feature, Hand, MeldKind, ShapeGrammar, arrangements
from majiang.rulesets import get
from majiang.scoring import Doubling, Evaluation, Item, Score, WinContext, exhaustive, score_win
from majiang.scoring.best import asked_first, first_then

JING = ShapeGrammar(wild="9m")
HAND = Hand.parse("123m456p789s5s11z 9m9m", win="1z", self_drawn=True)
CONTEXT = WinContext(seat=0, dealer=0, discarder=None)


def _score(bound: object, calls: list[str]) -> Score:
    def triplet(e: Evaluation[object, object]) -> bool:
        calls.append(str(e.arrangement))
        return any(m.kind is MeldKind.TRIPLET for m in e.arrangement.melds)

    rows: tuple[Item[object, object], ...] = (
        Item(key="win", chinese="和", english="win", value=1, when=lambda e: True, reads=()),
        # no most: the table alone gives no ceiling
        Item(key="triplet", chinese="刻", english="a triplet", value=2, when=triplet, reads={Feature.KINDS}),
    )
    return score_win(
        ruleset="t", hand=HAND, context=CONTEXT, grammar=JING, items=rows, formula=Doubling(),
        payers=(1, 2, 3), options=None, bound=bound,  # type: ignore[arg-type]
    )  # fmt: skip


def test_the_search_stops_at_the_rulesets_bound() -> None:
    unbounded: list[str] = []
    full = _score(None, unbounded)
    # the first reading, 55s(9m=5s) 111z(9m=1z), holds a triplet: 2^(1 + 2) = 8 from each of
    # three payers, 24, which no reading beats
    assert full.total == 24 and "111z" in str(full.arrangement)
    assert len(unbounded) == 2  # two classes of KINDS: with a triplet (and a pair) or without
    bounded: list[str] = []
    assert _score(lambda: 24, bounded) == full
    assert bounded == unbounded[:1]
    unknown: list[str] = []
    assert _score(lambda: None, unknown) == full and unknown == unbounded


def test_tianjin_bounds_and_scores_as_the_full_enumeration() -> None:
    tianjin = get("tianjin")
    from majiang.rulesets.tianjin import TianjinFacts
    from majiang.tiles import Tile

    # 混儿 7m 8m: 8m 7m 8m as 456m (捉伍儿, 双混儿吊), 555m, 6m 8m 8m, 234p, 4p 8m: 3 × 2 = 6
    hand = Hand.parse("5556778888m2344p", win="8m", self_drawn=True)
    context = WinContext(seat=1, indicator=Tile.from_str("7m"), facts=TianjinFacts())
    assert tianjin.most_paid(hand, context) == 6 * 3
    fast = tianjin.score(hand, context)
    with exhaustive():
        assert fast == tianjin.score(hand, context)
    assert fast.total == 18
    # without a 混儿 held the ruleset gives no bound (its readings are few)
    plain = Hand.parse("123p456p789p22s555s", win="5s", self_drawn=True)
    assert tianjin.most_paid(plain, context) is None


def test_a_paying_most_asked_first_is_the_first_reading() -> None:
    """``asked_first`` (``Ruleset.paying_first``): ``first_then`` asks it before any reading;
    what it finds comes first, then the search's readings without it; if it finds nothing,
    the first reading is the full enumeration's, as unmarked, and it is not asked again."""
    readings = list(arrangements(HAND, JING))
    assert len(readings) >= 2
    asked: list[int] = []

    def second() -> Arrangement | None:
        asked.append(1)
        return readings[1]

    def nothing() -> Arrangement | None:
        asked.append(1)
        return None

    listed = list(first_then(HAND, JING, lambda: iter(readings), asked_first(second, first=True)))
    assert listed == [readings[1], readings[0], *readings[2:]] and asked == [1]
    asked.clear()
    listed = list(first_then(HAND, JING, lambda: iter(readings), asked_first(nothing, first=True)))
    assert listed == readings and asked == [1]
    assert asked_first(second, first=False) is second
