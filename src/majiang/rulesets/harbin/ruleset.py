"""哈尔滨麻将 — Harbin mahjong: 112 tiles with 红中, the 宝, 卡当 and 宝中宝."""

from __future__ import annotations

import attrs

from majiang.errors import RoundError
from majiang.hands import Hand
from majiang.rulesets.bao import drawn_bao
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, flag_option
from majiang.rulesets.dealing import pass_to
from majiang.rulesets.harbin.bao import HARBIN_BAO, HARBIN_RESERVE
from majiang.rulesets.harbin.play import PLAY
from majiang.rulesets.harbin.requirements import GRAMMAR
from majiang.rulesets.harbin.table import items
from majiang.scoring import Additive, Formula, Item, WinContext, WinMethod
from majiang.settlement import Round, Settlement
from majiang.tiles import SUITS_RED, Wildcards

__all__ = ["Harbin", "HarbinOptions"]


@attrs.frozen(kw_only=True)
class HarbinOptions:
    discard_all_pay: bool = attrs.field(default=False, validator=flag_option("harbin"))
    """A win on a discard is paid by every other seat (Jilin-style), not the discarder alone."""
    dealer_double: bool = attrs.field(default=False, validator=flag_option("harbin"))
    """×2 for a payer when he or the winner is the dealer."""


class Harbin(Ruleset):
    """哈尔滨麻将. ``Round.indicator`` is the 宝 (always set aside at the deal); a claimed
    meld names its source (``123m@0``)."""

    name = "harbin"
    chinese = "哈尔滨麻将"
    english = "Harbin (红中, 宝, 卡当, 宝中宝)"
    aliases = ("哈尔滨", "harbin-bao")
    tile_set = SUITS_RED
    hand_size = 13
    reserve = HARBIN_RESERVE
    grammar = GRAMMAR
    claims = Claims(chi=True, chi_honors=False, pon=True, kong=True)
    fed_win_payers = FedWinPayers.FEEDER
    claim_rule = "截胡: only the nearest claimant counter-clockwise from the discarder wins"
    Options = HarbinOptions
    options: HarbinOptions
    play = PLAY

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.harbin.samples import samples

        return samples()

    def table(self) -> tuple[Item[HarbinOptions, None], ...]:
        return items(dealer_double=self.options.dealer_double)

    def formula(self) -> Formula:
        return Additive(base=0)

    def wildcards(self) -> Wildcards:
        return HARBIN_BAO

    def payers(self, context: WinContext) -> tuple[int, ...]:
        """A discard win: the discarder alone (option ``discard_all_pay``: every other seat);
        a self-draw: every other seat."""
        if context.discarder is not None and not self.options.discard_all_pay:
            return (context.discarder,)
        return context.payers

    def validate_win(self, hand: Hand, context: WinContext) -> None:
        """No kong may be robbed here (the source has no 抢杠)."""
        if context.method is WinMethod.ROBBED_KONG:
            raise RoundError("harbin has no robbing a kong (抢杠): a win is a self-draw or on a discard")

    def prepare(self, hand: Hand, context: WinContext) -> WinContext:
        """A ready player's self-drawn 宝 stands for his winning tile (摸宝)."""
        choice = self.choice(context.indicator)
        return drawn_bao(hand, context, choice.primary if choice is not None else None)

    def next_deal(self, round: Round, settlement: Settlement) -> tuple[int, int]:
        """The dealer stays after his own win or a drawn round (连庄); otherwise the winner
        deals (否则由该局的胜利方做庄)."""
        if round.drawn:
            return pass_to(round, round.dealer)
        return pass_to(round, round.wins[0].seat)
