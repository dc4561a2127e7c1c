"""Tianjin's value (``daxiao``): a base of 捉伍儿 3 and/or 龙 4 (1, 小和, if neither), then
×2 for each of 没混儿, 混儿吊, 本混儿龙 and 杠开.

The base items are ``Stage.FAN`` rows added up (the formula is ``0 + Σ``); the doublings
are ``Stage.MULTIPLY`` rows; a value under the minimum (option ``min_value``) can not win.

* 捉伍儿: the winning tile is ``5m`` (or a 混儿 standing for it) in the middle of ``456m``.
* 龙: ``123 456 789`` of one suit among the sequences (混儿 may fill them).
* 混儿吊: the winning tile pairs with a 混儿 (单混儿吊) or makes a set with two (双混儿吊);
  in 双混儿吊 捉伍儿 the ``456m`` won on is not the 龙's, so a 万 龙 then needs another
  ``456m`` (else the hand counts 捉伍儿龙 without 混儿吊, which pays more).
* 本混儿龙: the 龙's suit is the suit of the turned-up 混儿.
* 没混儿: no 混儿 tile in the hand at all.

>>> [item.key for item in items(min_value=2)][:4]
['self_draw_only', 'xiaoxianggong', 'min_value', 'xiaohe']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

import attrs

from majiang.hands import Feature, MeldKind, Shape, ShapeGrammar, WaitShape
from majiang.rulesets.hun import hun_kinds, straight_suits
from majiang.rulesets.tianjin import reach
from majiang.scoring import Evaluation, Item, Stage, WinMethod
from majiang.scoring.item import forbid
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.tianjin.facts import TianjinFacts
    from majiang.rulesets.tianjin.ruleset import TianjinOptions

TianjinEvaluation: TypeAlias = "Evaluation[TianjinOptions, TianjinFacts]"
"""What a condition of Tianjin's table sees: its options and facts typed."""
TianjinItem: TypeAlias = "Item[TianjinOptions, TianjinFacts]"

__all__ = ["GRAMMAR", "MIN_VALUES", "items", "long_suit", "value", "zhuo_wu"]

When = Callable[[TianjinEvaluation], int | bool]

GRAMMAR = ShapeGrammar(sets=4, seven_pairs=False)
"""4 sets + a pair only (the 混儿 are added per round)."""

MIN_VALUES = (1, 2, 3)
"""起和: 1 小和起和; 2 (the default, ``qihuf=2``); 3 2番起和无混儿吊 (3, or 杠开 or 没混儿)."""

FOUR_SIX_M = (Tile(suit="m", rank=4), Tile(suit="m", rank=5), Tile(suit="m", rank=6))
ZHUO = (Feature.SHAPE, Feature.CLOSED_FIVE)
"""捉伍儿 reads of the win only whether it took the ``5m`` in the middle of ``456m``."""
DIAO = (Feature.SHAPE, Feature.WILD_COMPLETED)
"""混儿吊 reads of the win only whether the winning meld's other tiles are all 混儿."""
ALL = (Feature.SHAPE, Feature.DRAGON, Feature.CLOSED_FIVE, Feature.WILD_COMPLETED)


def _hun(e: TianjinEvaluation) -> tuple[Tile, ...]:
    return e.once("tianjin.hun", lambda: hun_kinds(e.context.indicator))


STRAIGHT_ONLY = (Feature.SHAPE, Feature.DRAGON)
"""龙 and 本混儿龙 read the sequences only where they make a 龙 (its suit, its runs counted)."""


def _union(*reads: tuple[Feature, ...]) -> tuple[Feature, ...]:
    return tuple(f for f in ALL if any(f in r for r in reads))


def _reach(e: TianjinEvaluation) -> dict[str, tuple[Feature, ...]]:
    """What each row reads of this hand's arrangements (``reach``: the hand alone says a
    row can not be awarded, so it reads nothing): 龙 and 本混儿龙 the sequences, where some
    arrangement can hold a 龙 (of the 混儿's suit); 捉伍儿 which ``123``/``456``/``789`` the
    winning tile took the middle of, where the ``456m`` can be made around it; 混儿吊
    whether the winning meld's other tiles are all 混儿, where the winning tile can pair
    with a 混儿 or make a set with two (and the sequences and 捉伍儿 when a 万 龙 and 捉伍儿
    both can be: it counts the ``456m``);
    小和 and the minimum what the rows it is made of read."""

    def compute() -> dict[str, tuple[Feature, ...]]:
        hand, hun = e.hand, _hun(e)
        grammar = GRAMMAR.with_wild(hun)
        suits = straight_suits(hand, grammar)
        long = STRAIGHT_ONLY if suits else ()
        ben = STRAIGHT_ONLY if hun and hun[0].suit in suits else ()
        zhuo: tuple[Feature, ...] = ()
        if reach.zhuo_possible(hand, grammar):
            zhuo = ZHUO
        diao: tuple[Feature, ...] = ()
        if reach.single_possible(hand, grammar) or reach.double_possible(hand, grammar):
            diao = _union(DIAO, ZHUO, STRAIGHT_ONLY) if zhuo and "m" in suits else DIAO
        return {
            "xiaohe": _union(zhuo, long),
            "zhuo_wu": zhuo,
            "long": long,
            "hun_diao": diao,
            "ben_hun": ben,
            "min_value": _union(zhuo, long, diao, ben),
        }

    return e.once("tianjin.reach", compute)


def _reads(key: str) -> Callable[[TianjinEvaluation], tuple[Feature, ...]]:
    """The ``narrow`` of row ``key``: its part of :func:`_reach`."""

    def narrow(e: TianjinEvaluation) -> tuple[Feature, ...]:
        return _reach(e)[key]

    return narrow


def _wild_completed(e: TianjinEvaluation) -> bool:
    a = e.arrangement
    if e.shape is not Shape.STANDARD or a.win_meld is None:
        return False
    return a.wild_partners == len(a.melds[a.win_meld].tiles) - 1


def hun_diao(e: TianjinEvaluation) -> bool:
    """混儿吊: the winning tile pairs with a 混儿, or makes a set with two 混儿 (双混儿吊).

    In 双混儿吊 捉伍儿 the ``456m`` won on stands outside the 龙: when a 万 龙 has no other
    ``456m``, the hand is read as 捉伍儿龙 without 混儿吊 ((3 + 4) beats 3 × 2)."""
    if not _wild_completed(e):
        return False
    if zhuo_wu(e) and long_suit(e) == "m":
        runs = [m.tiles[0] for m in e.arrangement.melds if m.kind is MeldKind.SEQUENCE]
        return runs.count(FOUR_SIX_M[0]) >= 2
    return True


def zhuo_wu(e: TianjinEvaluation) -> bool:
    """捉伍儿: the winning tile stands as the ``5m`` of ``456m`` (it is a 5m or a 混儿)."""
    return e.per_reading("tianjin.zhuo_wu", lambda: _zhuo_wu(e))


def _zhuo_wu(e: TianjinEvaluation) -> bool:
    a = e.arrangement
    if e.shape is not Shape.STANDARD or a.win_meld is None or a.wait is not WaitShape.CLOSED:
        return False
    return a.melds[a.win_meld].tiles == FOUR_SIX_M


def long_suit(e: TianjinEvaluation) -> str | None:
    """The suit of the 龙 (``123 456 789`` of one suit among the sequences), or ``None``."""
    return e.per_reading("tianjin.long", lambda: _long_suit(e))


def _long_suit(e: TianjinEvaluation) -> str | None:
    if e.shape is not Shape.STANDARD:
        return None
    runs = {(m.tiles[0].suit, m.tiles[0].rank) for m in e.arrangement.melds if m.kind is MeldKind.SEQUENCE}
    for suit in "mps":
        if {(suit, 1), (suit, 4), (suit, 7)} <= runs:
            return suit
    return None


def ben_hun(e: TianjinEvaluation) -> bool:
    """本混儿龙: the 龙's suit is the turned-up 混儿's suit."""
    suit = long_suit(e)
    hun = _hun(e)
    return suit is not None and bool(hun) and hun[0].suit == suit


def mei_hun(e: TianjinEvaluation) -> bool:
    """没混儿 (素): no 混儿 tile in the hand at all."""
    return e.once("tianjin.mei_hun", lambda: not any(t in _hun(e) for t in e.hand.tiles))


def gangkai(e: TianjinEvaluation) -> bool:
    return e.context.method is WinMethod.KONG_REPLACEMENT


def value(e: TianjinEvaluation) -> int:
    """``daxiao``: (捉伍儿 3 + 龙 4, or 1) × 2 for each of 没混儿, 混儿吊, 本混儿龙, 杠开."""
    zhuo, long = zhuo_wu(e), long_suit(e) is not None
    base = 3 * zhuo + 4 * long or 1
    for doubled in (mei_hun(e), hun_diao(e), ben_hun(e), gangkai(e)):
        base *= 2 if doubled else 1
    return base


def below(min_value: int) -> When:
    """The 起和 test: the value is under ``min_value``; at 3, 杠开 or 没混儿 wins whatever it is."""

    def when(e: TianjinEvaluation) -> bool:
        if min_value == 3 and (gangkai(e) or mei_hun(e)):
            return False
        return value(e) < min_value

    return when


def _xiangong(e: TianjinEvaluation) -> bool:
    return e.context.seat in e.facts.xiangong


def _base(
    key: str,
    chinese: str,
    english: str,
    points: int,
    when: When,
    reads: tuple[Feature, ...],
    excludes: tuple[str, ...] = (),
) -> TianjinItem:
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=points,
        unit="番",
        when=when,
        excludes=excludes,
        reads=reads,
        most=1,
        narrow=_reads(key),
    )


def _double(key: str, chinese: str, english: str, when: When, reads: tuple[Feature, ...]) -> TianjinItem:
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=2,
        unit="倍",
        when=when,
        stage=Stage.MULTIPLY,
        reads=reads,
        most=1,
        narrow=_reads(key) if reads else None,
    )


def items(*, min_value: int) -> tuple[TianjinItem, ...]:
    """The table for a minimum value of 1, 2 or 3."""
    limit = (
        forbid(
            "min_value",
            f"{min_value}番起和" if min_value != 3 else "2番起和无混儿吊",
            f"the value must be at least {min_value}" + (" (or 杠开, or 没混儿)" if min_value == 3 else ""),
            below(min_value),
            ALL,
        ),
    )
    limit = (attrs.evolve(limit[0], narrow=_reads("min_value")),)
    return (
        forbid(
            "self_draw_only",
            "只能自摸",
            "self-draw only: no win on a discard or a robbed kong",
            lambda e: not e.self_drawn,
            (),
        ),
        forbid("xiaoxianggong", "小相公", "a seat that discarded a 混儿 can not win", _xiangong, ()),
        *(limit if min_value > 1 else ()),
        _base(
            "xiaohe",
            "小和",
            "neither 捉伍儿 nor 龙",
            1,
            lambda e: not zhuo_wu(e) and long_suit(e) is None,
            ALL,
        ),
        # 捉伍儿 and 龙 "exclude" 小和 (never awarded with either): so the ceiling knows
        _base("zhuo_wu", "捉伍儿", "the winning tile is the 5m of 456m", 3, zhuo_wu, ZHUO, ("xiaohe",)),
        _base(
            "long",
            "龙",
            "123 456 789 of one suit",
            4,
            lambda e: long_suit(e) is not None,
            STRAIGHT_ONLY,
            ("xiaohe",),
        ),
        _double("mei_hun", "没混儿", "no 混儿 in the hand", mei_hun, ()),
        _double("hun_diao", "混儿吊", "won pairing a 混儿 (单) or making a set with two (双)", hun_diao, ALL),
        _double("ben_hun", "本混儿龙", "the 龙 is in the 混儿's suit", ben_hun, STRAIGHT_ONLY),
        _double("gangkai", "杠开", "won on a kong's replacement", gangkai, ()),
    )
