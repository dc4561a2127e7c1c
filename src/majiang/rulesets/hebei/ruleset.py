"""河北麻将 — Hebei mahjong: multipliers, 一炮多响 paid separately, kong money at the end."""

from __future__ import annotations

import attrs

from majiang.errors import RoundError
from majiang.hands import Arrangement, Hand, Shape
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, flag_option
from majiang.rulesets.hebei import first, reach, table
from majiang.rulesets.hebei.kongs import check_feeders, kong_transfers
from majiang.rulesets.hebei.play import PLAY, PLAY_HUN
from majiang.rulesets.hun import HUN
from majiang.rulesets.playrules import SeveralWinners
from majiang.scoring import Additive, Formula, Item, WinContext
from majiang.settlement import Round, Transfer
from majiang.tiles import STANDARD, Reserve, Wildcards

__all__ = ["RESERVE", "Hebei", "HebeiOptions"]

RESERVE = Reserve(tiles=12)
"""The last 6 stacks (12 tiles) are never drawn."""

_flag = flag_option("hebei")


@attrs.frozen(kw_only=True)
class HebeiOptions:
    single_ron: bool = attrs.field(default=False, validator=_flag)
    """Only the nearest claimant counter-clockwise from the discarder wins (else 一炮多响)."""
    hun: bool = attrs.field(default=False, validator=_flag)
    """A 混儿 wildcard as in Tianjin (the turned-up kind and the next), with 素胡 ×2 and
    混儿吊 ×2 (replaces 吊)."""
    dealer_double: bool = attrs.field(default=False, validator=_flag)
    """带庄闲: ×2 when the winner or that payer is the dealer."""
    single_wait: bool = attrs.field(default=True, validator=_flag)
    """边/卡/吊/捉五魁 only when the hand waited on one kind; ``False``: read from the
    arrangement alone."""


class Hebei(Ruleset):
    """河北. A 点杠 names its feeder (``1111m@2``), who pays 3 for it at the end of a won
    round. Ready (``SeatRecord.ready``) may be declared and adds nothing."""

    name = "hebei"
    chinese = "河北麻将"
    english = "Hebei (multipliers, 一炮多响)"
    aliases = ("河北",)
    tile_set = STANDARD
    hand_size = 13
    reserve = RESERVE
    grammar = table.GRAMMAR
    claims = Claims(chi=False, pon=True, kong=True)
    fed_win_payers = FedWinPayers.FEEDER
    multiple_winners = True
    claim_rule = "一炮多响: every seat that claims the discard wins, each paid separately"
    Options = HebeiOptions
    options: HebeiOptions
    play = PLAY
    _last_reach: tuple[Hand, WinContext, dict[Shape, int] | None] | None = None
    """The last hand :meth:`most_paid_by_shape` bounded (asked twice a score: by shape, then in all)."""

    def __init__(self, **options: object) -> None:
        super().__init__(**options)
        rules = PLAY_HUN if self.options.hun else PLAY
        if self.options.single_ron:
            rules = attrs.evolve(rules, several_winners=SeveralWinners.NEAREST)
        vars(self)["play"] = rules  # the options change how the round is played

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.hebei.samples import samples

        return samples()

    def wildcards(self) -> Wildcards | None:
        return HUN if self.options.hun else None

    def table(self) -> tuple[Item[HebeiOptions, None], ...]:
        o = self.options
        return table.items(hun=o.hun, dealer_double=o.dealer_double, single_wait=o.single_wait)

    def formula(self) -> Formula:
        return Additive(base=1)

    def most_paid(self, hand: Hand, context: WinContext) -> int | None:
        """With ``hun``, for a hand holding a 混儿: the most any reading pays, from what its
        readings can earn (:func:`.reach.most_paid`); the class search stops at the first
        reading paying it (without a 混儿 the few readings are listed at once)."""
        found = self.most_paid_by_shape(hand, context)
        return None if not found else max(found.values())

    def most_paid_by_shape(self, hand: Hand, context: WinContext) -> dict[Shape, int] | None:
        """The most the readings of each shape pay (:func:`.reach.most_paid`; a shape left
        out: none of its readings wins; ``None``: not known), as :meth:`most_paid`; worked out
        once a hand."""
        if not self.options.hun:
            return None
        grammar = self.grammar_for(context.indicator)
        if context.win_wild or not any(hand.counts[t.index] for t in grammar.wild):
            return None
        last = self._last_reach
        if last is not None and last[0] is hand and last[1] is context:
            return last[2]
        found = reach.most_paid(
            hand,
            context,
            grammar,
            self._once("table", self.table),
            self._once("formula", self.formula),
            tuple(self.payers(context)),
            self.options,
        )
        vars(self)["_last_reach"] = (hand, context, found or None)
        return found or None

    def paying_most(self, hand: Hand, context: WinContext) -> Arrangement | None:
        """The first reading paying :meth:`most_paid`, looked for among the standard face
        sets holding what the readings paying it lay out, or among the 七对 ones where no
        standard reading pays it (:mod:`.first`); ``None`` where a 十三幺 alone does."""
        found = self.most_paid_by_shape(hand, context)
        if not found:
            return None
        most = max(found.values())
        grammar = self.grammar_for(context.indicator)
        items = self._once("table", self.table)
        formula = self._once("formula", self.formula)
        payers = tuple(self.payers(context))
        if found.get(Shape.STANDARD, 0) < most:  # no standard reading pays it: a 七对 may
            wanted = reach.pairs_paying(hand, context, grammar, items, formula, payers, self.options, most)
            if not wanted:
                return None  # a 十三幺 pays it: the class search finds it
            return first.first_pairs(
                hand, context, grammar, most, wanted, items, formula, payers, self.options
            )
        plans = reach.standard_plans(hand, context, grammar, items, formula, payers, self.options, most)
        if not plans:
            return None
        return first.first_paying(hand, context, grammar, most, plans, items, formula, payers, self.options)

    def check_wins(self, round: Round) -> None:
        """一炮多响 unless ``single_ron``: then one winner per round."""
        if self.options.single_ron and len(round.wins) > 1:
            seats = ", ".join(str(w.seat) for w in round.wins)
            raise RoundError(
                f"hebei with single_ron has one winner per discard (the nearest counter-clockwise from "
                f"the discarder); got seats {seats}"
            )
        super().check_wins(round)

    def validate_round(self, round: Round) -> None:
        """Every 点杠 names its feeder."""
        check_feeders(round)

    def extra_transfers(self, round: Round) -> list[Transfer]:
        """Kong money, paid at the end of a won round (void in a draw)."""
        return kong_transfers(round)
