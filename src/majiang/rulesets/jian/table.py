"""Ji'an's win-payment table (胡计子): 翻 items, 德国, the fixed amounts and the bans.

Each payer pays ``2**f`` units, ``f`` summing the 翻 that concern that payer;
德国 (no jing used as a wildcard) then doubles and adds 5 (the 5 from every
payer on a self-draw, from the discarder only on a discard). 天胡 is a fixed
20 (精吊天胡 40) per payer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from majiang.hands import Arrangement, Shape
from majiang.rulesets.jian.reach import Reach, reach_of
from majiang.scoring import Evaluation, Feature, Item, Scope, Stage, WinMethod

if TYPE_CHECKING:
    from majiang.rulesets.jian.ruleset import JianOptions

JianEvaluation: TypeAlias = "Evaluation[JianOptions, None]"
"""What a condition of Jian's table sees: its options and facts typed."""
JianItem: TypeAlias = "Item[JianOptions, None]"

__all__ = ["ITEMS", "jing_diao"]


def _fed(e: JianEvaluation) -> bool:
    return not e.context.self_drawn


def _plain(e: JianEvaluation) -> bool:
    """平胡: a standard hand that is not 大七."""
    return e.shape is Shape.STANDARD and not e.all_triplets


def jing_diao(arrangement: Arrangement) -> bool:
    """精吊: the winning tile made the pair and a jing is its partner, so any tile would
    have won (the arrangements include the reading where a jing and a natural tile of the
    pair's kind trade places: ``57m 5s 5s`` + ``5m`` is ``567m`` (5s=6m) + ``5m 5s``)."""
    return arrangement.is_wild_single_wait


def _jing_diao(e: JianEvaluation) -> bool:
    return jing_diao(e.arrangement)


def _tianhu(e: JianEvaluation) -> bool:
    return e.context.first_draw and e.context.winner_is_dealer


def _reach(e: JianEvaluation) -> Reach:
    """What the readings of this hand can be (:mod:`majiang.rulesets.jian.reach`); kept
    for the last hand, options and indicator asked (the rows' ``narrow`` ask it in turn)."""
    hand, options, indicator = e.hand, e.options, e.context.indicator
    if _LAST:
        kept = _LAST[0]
        if kept[0] is hand and kept[1] is options and kept[2] is indicator:
            return kept[3]
    from majiang.rulesets.jian.ruleset import grammar_of

    found = reach_of(hand, grammar_of(options, indicator))
    _LAST[:] = [(hand, options, indicator, found)]
    return found


_LAST: list[tuple[object, object, object, Reach]] = []


def _in_shape(e: JianEvaluation) -> bool:
    """精吊 shape (the hand waits on a lone jing: some reading is 精吊), from the hand alone:
    exactly whether some arrangement is 精吊 (``tests/rulesets/test_jian_reach.py``)."""
    if e.context.win_wild:  # the winning tile stands in for each kind waited on: its readings
        return e.once("jing_diao", lambda: any(jing_diao(a) for a in e.readings))
    return _wild_held(e) and _reach(e).jing_diao


def _wild_held(e: JianEvaluation) -> bool:
    from majiang.rulesets.jian.ruleset import grammar_of

    counts = e.hand.counts
    return any(counts[t.index] for t in grammar_of(e.options, e.context.indicator).wild)


def _narrow(
    reads: tuple[Feature, ...], possible: Callable[[Reach, JianEvaluation], bool]
) -> Callable[[JianEvaluation], tuple[Feature, ...]]:
    """A row's ``narrow``: nothing where no reading of the hand can earn it (``possible``
    says so from :func:`_reach`), and without ``SHAPE`` where every reading is standard."""

    standard = tuple(f for f in reads if f is not Feature.SHAPE)

    def narrow(e: JianEvaluation) -> tuple[Feature, ...]:
        found = _reach(e)
        if not possible(found, e):
            return ()
        return reads if found.specials else standard

    return narrow


def _plain_narrow(e: JianEvaluation) -> tuple[Feature, ...]:
    """有精平胡's reads for this hand: nothing but on a discard; ``KINDS`` only if 大七 may be,
    ``WILD`` only if 德国 may be (else every reading uses a jing), ``SHAPE`` only if a
    special shape may be."""
    if not _fed(e):
        return ()
    found = _reach(e)
    reads = []
    if found.specials:
        reads.append(Feature.SHAPE)
    if "all_triplets" in found.shapes:
        reads.append(Feature.KINDS)
    if found.deguo:
        reads.append(Feature.WILD)
    return tuple(reads)


SHAPE = (Feature.SHAPE,)
KINDS = (Feature.SHAPE, Feature.KINDS)
WIN = (Feature.SHAPE, Feature.WILD_SINGLE)  # 精吊 reads only whether the winning pair's partner is a jing
WILD = (Feature.WILD,)

ITEMS: tuple[JianItem, ...] = (
    # the bans first: the engine's check for a refusal of every reading before the search
    # (``engine._refused``) takes the rows up to the last ban, and a self-drawn hand's bans
    # read nothing of it, so none of the other rows is evaluated there (no award changes:
    # a refused reading pays nothing, and the two keep their order)
    Item(
        key="no_jing_diao_on_discard",
        chinese="精吊不能抓炮抢杠",
        english="a hand waiting on a lone jing can not win on a discard or a robbed kong",
        value=0,
        stage=Stage.FORBID,
        when=lambda e: _fed(e) and _in_shape(e),
        reads=(),
    ),
    Item(
        key="no_plain_jing_on_discard",
        chinese="有精平胡不能抓点炮",
        english="a plain hand using jing can not win on a discard",
        value=0,
        stage=Stage.FORBID,
        when=lambda e: _fed(e) and _plain(e) and e.uses_wild,
        reads=(*KINDS, *WILD),
        narrow=_plain_narrow,
    ),
    Item(
        key="self_draw", chinese="自摸", english="self-draw", value=1, when=lambda e: e.self_drawn, reads=()
    ),
    Item(
        key="discard",
        chinese="点炮",
        english="win on a discard",
        value=1,
        scope=Scope.DISCARDER,
        when=_fed,
        reads=(),
    ),
    Item(
        key="dealer",
        chinese="庄家",
        english="dealer",
        value=1,
        scope=Scope.DEALER,
        when=lambda e: True,
        reads=(),
    ),
    Item(
        key="seven_pairs",
        chinese="小七",
        english="seven pairs",
        value=1,
        when=lambda e: e.shape is Shape.SEVEN_PAIRS,
        reads=SHAPE,
        narrow=_narrow(SHAPE, lambda r, e: r.has("seven_pairs")),
    ),
    Item(
        key="thirteen_lan",
        chinese="十三烂",
        english="thirteen lan",
        value=1,
        when=lambda e: e.shape is Shape.THIRTEEN_LAN,
        reads=SHAPE,
        narrow=_narrow(SHAPE, lambda r, e: r.has("thirteen_lan")),
    ),
    Item(
        key="all_triplets",
        chinese="大七",
        english="all triplets",
        value=2,
        when=lambda e: e.all_triplets,
        reads=KINDS,
        narrow=_narrow(KINDS, lambda r, e: r.has("all_triplets")),
    ),
    Item(
        key="seven_star_lan",
        chinese="七星十三烂",
        english="seven-star thirteen lan",
        value=2,
        when=lambda e: e.shape is Shape.SEVEN_STAR_LAN,
        reads=SHAPE,
        narrow=_narrow(SHAPE, lambda r, e: r.has("seven_star_lan")),
    ),
    Item(
        key="jing_diao",
        chinese="精吊",
        english="jing waiting alone",
        value=1,
        when=_jing_diao,
        reads=WIN,
        narrow=_narrow(WIN, lambda r, e: r.jing_diao),
    ),
    Item(
        key="kong_flower",
        chinese="杠上花",
        english="win on a kong replacement",
        value=1,
        when=lambda e: e.context.method is WinMethod.KONG_REPLACEMENT,
        reads=(),
    ),
    Item(
        key="deguo",
        chinese="德国",
        english="no jing used as a wildcard",
        value=2,
        unit="倍",
        stage=Stage.MULTIPLY,
        when=lambda e: not e.uses_wild,
        reads=WILD,
        narrow=_narrow(WILD, lambda r, e: r.deguo),
    ),
    Item(
        key="deguo_bonus",
        chinese="德国",
        english="no jing used as a wildcard, bonus",
        value=5,
        unit="子",
        stage=Stage.ADD,
        scope=Scope.LIABLE,
        when=lambda e: not e.uses_wild,
        reads=WILD,
        narrow=_narrow(WILD, lambda r, e: r.deguo),
    ),
    Item(
        key="tianhu",
        chinese="天胡",
        english="dealer wins on the deal",
        value=20,
        unit="子",
        stage=Stage.FIXED,
        when=_tianhu,
        reads=(),
    ),
    Item(
        key="jing_diao_tianhu",
        chinese="精吊天胡",
        english="dealer wins on the deal, jing waiting alone",
        value=40,
        unit="子",
        stage=Stage.FIXED,
        excludes=("tianhu",),
        when=lambda e: _tianhu(e) and _jing_diao(e),
        reads=WIN,
        narrow=_narrow(WIN, lambda r, e: r.jing_diao and _tianhu(e)),
    ),
)
