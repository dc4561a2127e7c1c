"""杭州麻将 — Hangzhou mahjong (白板 财神, 爆头, 飘/杠 chains), self-draw only."""

from __future__ import annotations

import attrs

from majiang.errors import HandError, RoundError
from majiang.hands import Hand
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, flag_option, options_error
from majiang.rulesets.hangzhou import caishen, table
from majiang.rulesets.hangzhou.caishen import BAI, GRAMMAR, baotou, held_bai
from majiang.rulesets.hangzhou.facts import HangzhouFacts, check_chain
from majiang.rulesets.hangzhou.play import PLAY
from majiang.scoring import Doubling, Formula, Item, WinContext
from majiang.settlement import Round
from majiang.tiles import STANDARD, Fixed, Reserve, Tile, Wildcards

__all__ = ["CAISHEN", "Hangzhou", "HangzhouFacts", "HangzhouOptions"]

CAISHEN = Wildcards(name="财神", english="caishen", source=Fixed(), fixed=(BAI,))
"""财神: the four 白, fixed; nothing is turned up."""

MAX_PIAO = 3
"""飘 needs a 财神 kept in hand while discarding another: at most three of the four."""

FIXED_FACTORS = (2, 4, 8)


def _factor(instance: object, attribute: attrs.Attribute[int | None], value: int | None) -> None:
    if value is not None and (type(value) is not int or value not in FIXED_FACTORS):
        raise options_error("hangzhou", attribute.name, value, "must be None (2, 4, 8 by stays) or 2, 4 or 8")


_flag = flag_option("hangzhou")


@attrs.frozen(kw_only=True)
class HangzhouOptions:
    dealer_factor: int | None = attrs.field(default=None, validator=_factor)
    """``None``: ``2 ** (1 + min(连庄, 2))``; 8 reproduces the source platform (直上三连庄)."""
    you_cai_bi_kao: bool = attrs.field(default=False, validator=_flag)
    """有财必拷响: a 平胡 holding a 财神 may win only when 爆头 or 杠开."""


class Hangzhou(Ruleset):
    """杭州. ``WinContext.wild_discards`` / ``Win.wild_discards`` counts the 财飘 of the
    winner's chain (财神 discarded while 爆头 since his last ordinary discard);
    ``HangzhouFacts.chain_kongs`` (``Round.facts`` / ``WinContext.facts``) the kongs of
    the chain (连杠×N; ``None``: one on a ``WinMethod.KONG_REPLACEMENT``, 杠开);
    ``Round.lianzhuang`` the dealer's stays. Nothing is turned up: ``Round.indicator`` must be ``None``."""

    name = "hangzhou"
    chinese = "杭州麻将"
    english = "Hangzhou (财神, 爆头, 飘)"
    aliases = ("杭州", "hangma")
    tile_set = STANDARD
    hand_size = 13
    reserve = Reserve(tiles=20)  # the last 10 stacks are never drawn
    grammar = GRAMMAR
    claims = Claims(chi=True, chi_honors=False, pon=True, kong=True)
    fed_win_payers = FedWinPayers.ALL
    claim_rule = "self-draw only: nobody wins on a discard"
    Options = HangzhouOptions
    options: HangzhouOptions
    Facts = HangzhouFacts
    play = PLAY

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.hangzhou.samples import samples

        return samples()

    def wildcards(self) -> Wildcards:
        return CAISHEN

    def formula(self) -> Formula:
        return Doubling()

    def table(self) -> tuple[Item[HangzhouOptions, HangzhouFacts], ...]:
        extra = (table.YOU_CAI_BI_KAO,) if self.options.you_cai_bi_kao else ()
        return (*extra, *table.HAND_ITEMS, *table.dealer_items(self.options.dealer_factor))

    def validate_hand(self, hand: Hand, *, indicator: Tile | None, where: str) -> None:
        """The 财神 claim limits: no 白 in any meld, at most two chis."""
        caishen.check_melds(hand, where=where)

    def prepare(self, hand: Hand, context: WinContext) -> WinContext:
        """A 财飘 chain needs a hand that was 爆头 before the draw; the chain's kongs fit
        the win and the hand (:func:`~majiang.rulesets.hangzhou.facts.check_chain`)."""
        check_chain(hand, context)
        piao = context.wild_discards
        if piao > MAX_PIAO:
            raise RoundError(f"{piao} 财飘: a 财神 must stay in hand, so at most {MAX_PIAO} of the four")
        if piao and not baotou(hand.without_win()):
            raise RoundError(
                f"{piao} 财飘 (wild_discards) needs a hand that is 爆头 (wins on any tile) before the "
                f"draw; {str(hand)!r} is not"
            )
        if piao + held_bai(hand) > STANDARD.copies(BAI):
            raise HandError(f"{piao} 白 飘'd and {held_bai(hand)} held in {str(hand)!r}: there are only four")
        return context
