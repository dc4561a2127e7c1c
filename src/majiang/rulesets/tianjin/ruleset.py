"""天津麻将 — Tianjin mahjong: 混儿, self-draw only, 捉伍儿, 龙, a minimum value."""

from __future__ import annotations

import attrs

from majiang.errors import HandError, RoundError
from majiang.hands import Arrangement, Hand
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, options_error
from majiang.rulesets.hun import HUN, hun_kinds
from majiang.rulesets.kongs import KongMoney, KongPayers
from majiang.rulesets.tianjin import first, reach, table
from majiang.rulesets.tianjin.facts import TianjinFacts
from majiang.rulesets.tianjin.play import PLAY
from majiang.scoring import Additive, Formula, Item, WinContext, WinMethod
from majiang.settlement import Round, Transfer
from majiang.tiles import STANDARD, Reserve, Tile, Wildcards

__all__ = ["KONG_POINTS", "RESERVE", "Tianjin", "TianjinOptions"]

RESERVE = Reserve()
"""No dead wall is kept: the wall is played out."""

KONG_POINTS = KongMoney(direct=1, added=1, concealed=2, direct_payers=KongPayers.OTHERS)
"""明杠 (from a discard or added) 1, 暗杠 2, from each other seat; paid at once, also in a draw."""


def _min_value(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value not in table.MIN_VALUES:
        raise options_error(
            "tianjin", attribute.name, value, "must be 1 (小和起和), 2 or 3 (2番起和无混儿吊)"
        )


@attrs.frozen(kw_only=True)
class TianjinOptions:
    min_value: int = attrs.field(default=2, validator=_min_value)
    """起和 (``qihuf``): 2; 1 lets a 小和 win; 3 needs 3, or 杠开, or 没混儿."""


class Tianjin(Ruleset):
    """天津. ``Round.indicator`` is the turned-up tile (it and the next kind are 混儿);
    ``TianjinFacts.xiangong`` (``Round.facts``) the seats that discarded a 混儿."""

    name = "tianjin"
    chinese = "天津麻将"
    english = "Tianjin (混儿, 捉伍儿, 龙), self-draw only"
    aliases = ("天津",)
    tile_set = STANDARD
    hand_size = 13
    reserve = RESERVE
    grammar = table.GRAMMAR
    claims = Claims(chi=False, pon=True, kong=True)
    fed_win_payers = FedWinPayers.ALL
    claim_rule = "self-draw only: nobody wins on a discard"
    Options = TianjinOptions
    options: TianjinOptions
    Facts = TianjinFacts
    play = PLAY

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.tianjin.samples import samples

        return samples()

    def wildcards(self) -> Wildcards:
        return HUN

    def table(self) -> tuple[Item[TianjinOptions, TianjinFacts], ...]:
        return table.items(min_value=self.options.min_value)

    def formula(self) -> Formula:
        return Additive(base=0)

    def most_paid(self, hand: Hand, context: WinContext) -> int | None:
        """The value's bound (:func:`reach.best_value`) from every payer, with 杠开; for a
        hand holding a 混儿 (没混儿 then can not be; without one there are few readings)."""
        value = self._best_value(hand, context)
        if value is None:
            return None
        if context.method is WinMethod.KONG_REPLACEMENT:
            value *= 2
        return value * len(self.payers(context))

    def paying_most(self, hand: Hand, context: WinContext) -> Arrangement | None:
        """The first reading paying :meth:`most_paid`, looked for among the face sets holding
        a 龙 when every reading worth it holds one, or around the ``456m`` of 捉伍儿 双混儿吊
        (:mod:`majiang.rulesets.tianjin.first`). Nothing on a win not self-drawn: the table
        refuses it whatever the reading (asked before any reading, the search would be wasted)."""
        if not context.self_drawn:
            return None
        value = self._best_value(hand, context)
        if value is None or context.win_wild or hand.win_tile is None or not first.answered(value):
            return None
        worth = value * 2 if context.method is WinMethod.KONG_REPLACEMENT else value
        return first.first_paying(
            hand,
            context,
            self.grammar_for(context.indicator),
            worth,
            worth * len(self.payers(context)),
            self._once("table", self.table),
            self._once("formula", self.formula),
            self.payers(context),
            self.options,
        )

    def _best_value(self, hand: Hand, context: WinContext) -> int | None:
        """:func:`reach.best_value` of a hand holding a 混儿; the last one kept (``score``
        asks :meth:`most_paid` and then :meth:`paying_most` of the same hand and context)."""
        last = self.__dict__.get("_last_value")
        if last is not None and last[0] is hand and last[1] is context:
            found: int | None = last[2]
            return found
        hun = hun_kinds(context.indicator)
        if not any(t in hun for t in hand.tiles):
            found = None
        else:
            found = reach.best_value(hand, self.grammar_for(context.indicator), hun)
        self.__dict__["_last_value"] = (hand, context, found)  # one tuple: read whole by any thread
        return found

    def validate_hand(self, hand: Hand, *, indicator: Tile | None, where: str) -> None:
        """A 混儿 is never in a pon or kong."""
        hun = hun_kinds(indicator)
        for meld in hand.melds:
            if any(t in hun for t in meld.physical):
                raise HandError(
                    f"meld {str(meld)!r} holds a 混儿 ({' '.join(str(t) for t in hun)}): a 混儿 is never "
                    f"pon'd or konged ({where} {str(hand)!r})"
                )

    def validate_round(self, round: Round) -> None:
        """Every seat whose discards show a 混儿 is 小相公 in the facts."""
        hun = hun_kinds(round.indicator)
        facts = round.facts
        listed = facts.xiangong if isinstance(facts, TianjinFacts) else ()
        for seat, record in enumerate(round.seats):
            thrown = [t for t in record.discards if t in hun]
            if thrown and seat not in listed:
                raise RoundError(
                    f"seat {seat} discarded a 混儿 ({thrown[0]}): it is 小相公, list it in "
                    f"TianjinFacts.xiangong (got {listed!r})"
                )

    def extra_transfers(self, round: Round) -> list[Transfer]:
        """Kong points, paid by each other seat."""
        return self.kong_points(round)

    def draw_transfers(self, round: Round) -> list[Transfer]:
        """Kong points are paid in a drawn round too."""
        return self.kong_points(round)

    @staticmethod
    def kong_points(round: Round) -> list[Transfer]:
        return [
            t for seat, record in enumerate(round.seats) for t in KONG_POINTS.transfers(seat, record.hand)
        ]
