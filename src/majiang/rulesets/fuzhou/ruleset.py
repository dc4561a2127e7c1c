"""福州麻将 — Fuzhou mahjong (Fujian): 16-tile hands, honors as flowers, 金."""

from __future__ import annotations

import attrs

from majiang.errors import HandError, RoundError
from majiang.hands import Arrangement, Hand
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, options_error
from majiang.rulesets.claims import check_chi_sources
from majiang.rulesets.fuzhou import first, table
from majiang.rulesets.fuzhou.gold import FUZHOU_GOLD, FUZHOU_RESERVE, GRAMMAR, LIVE_GOLDS
from majiang.rulesets.fuzhou.play import PLAY
from majiang.rulesets.kongs import check_robbed_kongs
from majiang.scoring import Additive, Formula, Item, WinContext
from majiang.settlement import Round, Win
from majiang.tiles import FULL, Tile, Wildcards

__all__ = ["GOLD", "Fuzhou", "FuzhouOptions"]

GOLD = FUZHOU_GOLD
"""金 (:data:`~majiang.rulesets.fuzhou.gold.FUZHOU_GOLD`)."""

SPECIAL_TABLES = ("research", "godot")
ROBBED_KONG_REFUSAL = (
    "seat {seat} robs a kong of {tile}, but seat {konger} has no pon of it to add to: "
    "only an added kong may be robbed"
)
"""Fuzhou's wording of the shared robbed-kong check (as it was before the check was shared)."""
DISCARD_PAYMENTS = ("discarder", "all")
_HONORS = slice(Tile(suit="z", rank=1).index, Tile(suit="z", rank=7).index + 1)
"""The honors' places in ``Hand.counts``."""


def _one_of(attribute: attrs.Attribute[str], value: str, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        names = " or ".join(repr(a) for a in allowed)
        raise options_error("fuzhou", attribute.name, value, f"must be {names}")


def _special_table(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    _one_of(attribute, value, SPECIAL_TABLES)


def _discard_payment(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    _one_of(attribute, value, DISCARD_PAYMENTS)


@attrs.frozen(kw_only=True)
class FuzhouOptions:
    special_table: str = attrs.field(default="research", validator=_special_table)
    """The special wins: ``"research"`` (the research doc's table) or ``"godot"``."""
    discard_payment: str = attrs.field(default="discarder", validator=_discard_payment)
    """A discard win: ``"discarder"`` pays 2 × (C + S) alone, or ``"all"`` three pay C + S each."""


def is_qiangjin(win: Win, gold: Tile) -> bool:
    """抢金: the turned-up 金 itself taken right after 开金 (``first_draw``, the 金 won)."""
    return win.first_draw and win.tile == gold and win.method.self_drawn


class Fuzhou(Ruleset):
    """福州. ``Round.indicator`` is the turned-up 金; honors and flowers are set aside in
    ``Hand.flowers``. ``first_draw`` marks 天胡 (the dealer's dealt 17 tiles, won on any
    tile but the 金) or 抢金 (the turned-up 金 taken: the winning tile is the 金)."""

    name = "fuzhou"
    chinese = "福州麻将"
    english = "Fuzhou (16 tiles, 金)"
    aliases = ("福州", "fujian", "福建")
    tile_set = FULL
    hand_size = 16
    reserve = FUZHOU_RESERVE
    grammar = GRAMMAR
    claims = Claims(chi=True, chi_honors=False, pon=True, kong=True)
    fed_win_payers = FedWinPayers.FEEDER
    honors_are_flowers = True
    claim_rule = "the nearest claimant counter-clockwise from the discarder wins, a 金雀 hand first"
    Options = FuzhouOptions
    options: FuzhouOptions
    play = PLAY

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.fuzhou.samples import samples

        return samples()

    def wildcards(self) -> Wildcards:
        return GOLD

    def table(self) -> tuple[Item[FuzhouOptions, None], ...]:
        return table.items(self.options.special_table, self.options.discard_payment)

    def formula(self) -> Formula:
        return Additive(base=0)

    def paying_most(self, hand: Hand, context: WinContext) -> Arrangement | None:
        """Where the highest special win some reading may earn is 金龙 or 金雀: the first
        arrangement earning it (:mod:`majiang.rulesets.fuzhou.first`)."""
        if context.win_wild:
            return None
        return first.first_paying(
            hand,
            context,
            self.grammar_for(context.indicator),
            self.options,
            table.special_wins(self.options.special_table),
            self._once("table", self.table),
            self.payers(context),
            self._once("formula", self.formula),
        )

    def gold(self, indicator: Tile | None) -> Tile:
        """The 金 kind of a round with this turned-up tile."""
        choice = self.choice(indicator)
        assert choice is not None  # a turned-up rule always has a choice once the indicator is given
        return choice.primary

    def payers(self, context: WinContext) -> tuple[int, ...]:
        if context.discarder is not None and self.options.discard_payment == "all":
            return context.payers
        return super().payers(context)

    # -- checks --------------------------------------------------------------------------
    def validate_hand(self, hand: Hand, *, indicator: Tile | None, where: str) -> None:
        """Honors are flowers (never played); a 金 is never in a meld."""
        gold = self.gold(indicator)
        # an honor played: among the concealed tiles' counts, or a meld's physical tiles
        if any(hand.counts[_HONORS]) or any(t.suit == "z" for m in hand.melds for t in m.physical):
            played = [*hand.tiles, *(t for m in hand.melds for t in m.physical)]
            honors = sorted({t for t in played if t.is_honor})
            raise HandError(
                f"{honors[0]} is played in {where} {str(hand)!r}: in Fuzhou every honor is a flower, "
                "set aside (Hand.flowers) and replaced"
            )
        for meld in hand.melds:
            if gold in meld.physical:
                raise HandError(
                    f"meld {str(meld)!r} holds a 金 ({gold}): a 金 can not be chi'd, pon'd or konged "
                    f"({where} {str(hand)!r})"
                )

    def validate_win(self, hand: Hand, context: WinContext) -> None:
        """``first_draw`` marks 天胡 (the dealer) or 抢金 (the 金 taken), self-drawn."""
        if not context.first_draw:
            return
        gold = self.gold(context.indicator)
        if not context.self_drawn:
            raise RoundError("first_draw marks 天胡 or 抢金, both self-draw types; not a win on a discard")
        if not context.winner_is_dealer and hand.win_tile != gold:
            raise RoundError(
                f"first_draw for a non-dealer is 抢金: the winning tile must be the turned-up 金 {gold}, "
                f"not {hand.win_tile}"
            )

    def validate_round(self, round: Round) -> None:
        """Live 金, who may claim what, and who may win on a discard."""
        gold = self.gold(round.indicator)
        robbed = any(is_qiangjin(w, gold) for w in round.wins)
        held = sum(t == gold for record in round.seats for t in (*record.hand.tiles, *record.discards))
        if held > LIVE_GOLDS + robbed:
            raise HandError(
                f"{held} 金 ({gold}) in the round: only {LIVE_GOLDS} are in play, the 4th is the "
                "turned-up one (unless a 抢金 took it)"
            )
        check_chi_sources(round)
        for win in round.wins:
            if win.discarder is None:
                continue
            if gold in round.seats[win.seat].discards:
                raise RoundError(
                    f"seat {win.seat} discarded a 金 ({gold}): for the rest of the round it may only "
                    "self-draw, not win on a discard"
                )
        check_robbed_kongs(round, ROBBED_KONG_REFUSAL)

    def table_tiles(self, round: Round) -> list[Tile]:
        """The shared count; a 抢金 took the turned-up 金 into the winner's hand."""
        tiles = super().table_tiles(round)
        if round.indicator is not None and any(is_qiangjin(w, round.indicator) for w in round.wins):
            tiles.remove(round.indicator)
        return tiles
