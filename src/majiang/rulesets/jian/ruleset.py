"""吉安冲关麻将 — Ji'an "break-through" mahjong (Jiangxi)."""

from __future__ import annotations

import attrs

from majiang.errors import RoundError
from majiang.hands import Arrangement, Hand, ShapeGrammar
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, flag_option, options_error
from majiang.rulesets.dealing import stay_on_win
from majiang.rulesets.jian.first import first_paying
from majiang.rulesets.jian.jing import jing_kong_transfers, jing_transfers
from majiang.rulesets.jian.play import PLAY
from majiang.rulesets.jian.reach import outcome_totals, reach_of
from majiang.rulesets.jian.table import ITEMS
from majiang.scoring import Doubling, Formula, Item, WinContext
from majiang.settlement import Round, Settlement, Transfer
from majiang.tiles import STANDARD, Reserve, StackFromEnd, Tile, WildcardChoice, Wildcards

__all__ = ["JING", "Jian", "JianOptions", "grammar_of"]

JING = Wildcards(
    name="精", english="jing", source=StackFromEnd(), steps=(0, 1), weights=(2, 1), roles=("正精", "副精")
)
"""精: after the deal the dice total counts stacks from the end; the top tile there is
turned up (out of play); its kind is 正精 (counts 2), the next kind 副精 (counts 1)."""


def _offset(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if value not in (0, 1) or type(value) is not int:
        raise options_error("jian", attribute.name, value, "must be 0 or 1")


_flag = flag_option("jian")


@attrs.frozen(kw_only=True)
class JianOptions:
    jing_offset: int = attrs.field(default=0, validator=_offset)
    """0: the indicator is 正精 (7 live); 1: its successor is (8 live)."""
    settle_draw: bool = attrs.field(default=False, validator=_flag)
    """Settle jing points and 精杠 in a drawn round (source 2); default void (source 1)."""
    jing_liability: bool = attrs.field(default=False, validator=_flag)
    """A seat whose discarded jing was claimed pays all of the claimer's 冲关 (source 2)."""
    jing_kong_points: bool = attrs.field(default=True, validator=_flag)
    """The four jing of a 精杠 also count as jing points, besides the 精杠's 20 (default);
    ``False``: they earn the 20 only (杠精分计在杠分里 read as "instead of")."""
    bawang: bool = attrs.field(default=False, validator=_flag)
    """霸王 (source 2): a seat alone holding one kind of jing counts that kind twice, in
    place of 霸精 (:mod:`majiang.rulesets.jian.jing`)."""


class Jian(Ruleset):
    name = "jian"
    chinese = "吉安冲关麻将"
    english = "Ji'an break-through"
    aliases = ("ji'an", "吉安", "chongguan")
    tile_set = STANDARD
    hand_size = 13
    reserve = Reserve(stop_at_indicator=True)  # 摸牌到翻精处: drawing stops at the turned-up 精
    grammar = ShapeGrammar(honor_runs=True, seven_pairs=True, thirteen_lan=True)
    claims = Claims(chi=True, pon=True, kong=True)
    fed_win_payers = FedWinPayers.ALL
    Options = JianOptions
    claim_rule = "胡前不胡后: the first claimant in turn order after the discarder wins"
    options: JianOptions
    play = PLAY
    _last_totals: tuple[Hand, WinContext, dict[tuple[str, bool, bool], int] | None] | None = None

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.jian.samples import samples

        return samples()

    def wildcards(self) -> Wildcards:
        """精, shifted one kind on with ``jing_offset=1`` (the successor is 正精; the turned-up
        tile stays in the wall, drawn in its turn by a kong replacement that reaches it)."""
        offset = self.options.jing_offset
        source = StackFromEnd(keep=True) if offset else JING.source  # 翻开牌可以被拿走，并不是精
        return attrs.evolve(JING, steps=(offset, offset + 1), source=source)

    def table(self) -> tuple[Item[JianOptions, None], ...]:
        return ITEMS

    def formula(self) -> Formula:
        return Doubling()

    def most_paid(self, hand: Hand, context: WinContext) -> int | None:
        """The most any reading pays, from what the hand's readings can be
        (:func:`~majiang.rulesets.jian.reach.best_paid`): the class search stops at the first
        reading paying it. For a hand holding jing (without, the few readings are listed)."""
        totals = self._totals(hand, context)
        return None if totals is None else max(totals.values(), default=None)

    paying_first = True
    """:meth:`paying_most` is asked before the first reading: its search (only where an
    outcome paying the most can be) costs less than the full enumeration's first reading,
    and answers nearly every dealt hand holding jing."""

    def paying_most(self, hand: Hand, context: WinContext) -> Arrangement | None:
        """The first reading paying :meth:`most_paid`, looked for where its outcome can be
        (:mod:`majiang.rulesets.jian.first`)."""
        totals = self._totals(hand, context)
        if not totals:
            return None
        return first_paying(hand, context, grammar_of(self.options, context.indicator), totals)

    def _totals(self, hand: Hand, context: WinContext) -> dict[tuple[str, bool, bool], int] | None:
        """What each outcome the hand may have pays (``reach.outcome_totals``); ``None``
        without jing held or with a wildcard winning tile. Kept for the last hand and
        context asked (``most_paid`` asks it, then ``paying_most`` of the same ones)."""
        kept = self._last_totals
        if kept is not None and kept[0] is hand and kept[1] is context:
            return kept[2]
        found = self._outcome_totals(hand, context)
        self._last_totals = (hand, context, found)
        return found

    def _outcome_totals(self, hand: Hand, context: WinContext) -> dict[tuple[str, bool, bool], int] | None:
        grammar = grammar_of(self.options, context.indicator)  # the table's rows ask the same
        if context.win_wild or not any(hand.counts[t.index] for t in grammar.wild):
            return None
        return outcome_totals(
            reach_of(hand, grammar),
            hand,
            context,
            self._once("table", self.table),
            self._once("formula", self.formula),
            self.payers(context),
            self.options,
        )

    def _jing(self, round: Round) -> WildcardChoice:
        choice = self.choice(round.indicator)
        if choice is None:
            raise RoundError("a jian round needs the jing indicator (the turned-up tile)")
        return choice

    def extra_transfers(self, round: Round) -> list[Transfer]:
        choice = self._jing(round)
        options = self.options
        return jing_transfers(
            round,
            choice,
            liability=options.jing_liability,
            bawang=options.bawang,
            kong_jing=options.jing_kong_points,
        ) + jing_kong_transfers(round, choice)

    def indicator_set_aside(self) -> bool:
        """With ``jing_offset=1`` the turned-up tile is no jing and stays in play (翻开牌可以被
        拿走，并不是精): it is counted where it went, not set aside, so a seat may hold all four."""
        return self.options.jing_offset == 0

    def draw_transfers(self, round: Round) -> list[Transfer]:
        return self.extra_transfers(round) if self.options.settle_draw else []

    def next_deal(self, round: Round, settlement: Settlement) -> tuple[int, int]:
        """The dealer keeps the deal after his own win; after another seat's win, or a drawn
        round (source 2: 流局时，庄家的下家坐庄), the next seat deals."""
        return stay_on_win(round)


_BY_OPTIONS: dict[JianOptions, Jian] = {}


def grammar_of(options: JianOptions, indicator: Tile | None) -> ShapeGrammar:
    """The grammar of a round of these options with this indicator (the table's rows see
    the options and the context, not the ruleset); the last one asked is kept by identity
    (hashing the options costs more than the rest, and one hand's rows ask in turn)."""
    if _LAST_GRAMMAR:
        last_options, last_indicator, grammar = _LAST_GRAMMAR[0]
        if last_options is options and last_indicator is indicator:
            return grammar
    ruleset = _BY_OPTIONS.get(options)
    if ruleset is None:
        if len(_BY_OPTIONS) > 64:
            _BY_OPTIONS.clear()
        ruleset = _BY_OPTIONS[options] = Jian(**attrs.asdict(options))
    grammar = ruleset.grammar_for(indicator)
    _LAST_GRAMMAR[:] = [(options, indicator, grammar)]
    return grammar


_LAST_GRAMMAR: list[tuple[JianOptions, Tile | None, ShapeGrammar]] = []
