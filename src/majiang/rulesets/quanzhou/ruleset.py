"""泉州麻将 — Quanzhou "swimming gold" mahjong (Fujian)."""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from majiang.errors import HandError, RoundError
from majiang.hands import Hand, MeldKind
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, flag_option
from majiang.rulesets.dealing import stay_on_win_or_draw
from majiang.rulesets.quanzhou import gengda
from majiang.rulesets.quanzhou.gold import GRAMMAR, LIVE_GOLDS, swimming_before
from majiang.rulesets.quanzhou.play import PLAY
from majiang.rulesets.quanzhou.table import ITEMS
from majiang.scoring import Additive, Formula, Item, WinContext
from majiang.settlement import Round, Settlement
from majiang.tiles import FULL, LastTile, Reserve, Tile, Wildcards

__all__ = ["GOLD", "Quanzhou", "QuanzhouOptions"]

GOLD = Wildcards(name="金", english="gold", source=LastTile())
"""金: after the flower loop the last tile is turned up; a flower turned up goes to the
dealer and the next last tile is turned up. The gold's kind is wild (3 live)."""

MAX_GOLD_DISCARDS = 2
"""三游 is the last: a swimmer holds a gold, and only 3 are live."""


_flag = flag_option("quanzhou")


@attrs.frozen(kw_only=True)
class QuanzhouOptions:
    discard_all_pay: bool = attrs.field(default=False, validator=_flag)
    """平胡/抢杠胡: all three others pay ``P`` (default: the discarder or konger alone)."""


class Quanzhou(Ruleset):
    """泉州 游金. ``SeatRecord.ready`` / ``WinContext.ready`` marks an announced swim 光游;
    ``Win.wild_discards`` / ``WinContext.wild_discards`` counts the golds discarded while
    swimming (1: 双游, 2: 三游)."""

    name = "quanzhou"
    chinese = "泉州麻将"
    english = "Quanzhou swimming gold"
    aliases = ("泉州", "youjin", "游金")
    tile_set = FULL
    hand_size = 16
    # ordinary play stops at 16 left; then one more draw each (the last zone); 12 stay.
    reserve = Reserve(tiles=12, last_zone=4)
    grammar = GRAMMAR
    claims = Claims(chi=True, pon=True, kong=True)
    fed_win_payers = FedWinPayers.FEEDER
    claim_rule = "the first seat counter-clockwise from the discarder takes the discard"
    Options = QuanzhouOptions
    options: QuanzhouOptions
    play = PLAY

    def next_deal(self, round: Round, settlement: Settlement) -> tuple[int, int]:
        """The dealer keeps the deal (连庄, count + 1) after his own win or a drawn round
        (1.2: 庄家胡牌，则继续连庄 … 若出现臭庄，庄家则继续连庄); otherwise the next seat
        deals (逆时针轮庄) with 连庄数 0."""
        return stay_on_win_or_draw(round)

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.quanzhou.samples import samples

        return samples()

    def wildcards(self) -> Wildcards:
        return GOLD

    def table(self) -> tuple[Item[QuanzhouOptions, None], ...]:
        return ITEMS

    def formula(self) -> Formula:
        return Additive(base=0)

    def gold(self, indicator: Tile | None) -> Tile:
        """The gold kind of a round with this turned-up tile."""
        choice = self.choice(indicator)
        if choice is None:
            raise RoundError("a quanzhou round needs the gold indicator 金 (the turned-up tile)")
        return choice.primary

    def validate_hand(self, hand: Hand, *, indicator: Tile | None, where: str) -> None:
        """A gold can not help a claim (3.1(3): 金牌不能辅助其他牌来吃、杠和碰), but two golds
        may pon a discarded gold (1.9: 金也可以被两个金碰); only 3 golds are live."""
        gold = self.gold(indicator)
        for meld in hand.melds:
            golds = sum(t == gold for t in meld.physical)
            if meld.kind is MeldKind.KONG and meld.concealed:
                continue
            if meld.kind is MeldKind.TRIPLET and golds == len(meld.physical):
                continue  # the discarded gold pon'd by two golds: no gold helps another tile
            if golds > 1:
                raise HandError(
                    f"claimed meld {str(meld)!r} holds {golds} golds ({gold}): a gold can not help "
                    f"chi/pon/kong; only the one discarded gold may be claimed ({where} {str(hand)!r})"
                )
        _check_live(hand_golds(hand, gold), gold, where)

    def payers(self, context: WinContext) -> tuple[int, ...]:
        if context.discarder is not None and self.options.discard_all_pay:
            return context.payers
        return super().payers(context)

    def validate_win(self, hand: Hand, context: WinContext) -> None:
        """Inconsistent swim input is an error, not a silent result."""
        gold = self.gold(context.indicator)
        swims = context.wild_discards or context.ready
        if swims and hand.win_tile is not None and hand.self_drawn:
            swimming = swimming_before(hand, gold)
        else:
            swimming = False
        if context.first_draw and swims:
            raise RoundError(
                "游金 needs a discard and then a draw (3.2): a win on the first draw (天胡) can not be "
                f"光游 (ready=True) or 双游/三游 (wild_discards={context.wild_discards})"
            )
        if context.wild_discards > MAX_GOLD_DISCARDS:
            raise RoundError(
                f"{context.wild_discards} golds discarded while swimming: 三游 (2) is the most there is"
            )
        if context.wild_discards and not swimming:
            raise RoundError(
                f"双游/三游 ({context.wild_discards} gold discards) needs a self-drawn win in the any-tile "
                f"state, but {str(hand)!r} was not waiting on any tile or did not self-draw"
            )
        if context.ready and context.wild_discards:
            raise RoundError("光游 (announced swim) has no 双游/三游: no gold may be discarded after it")
        if context.ready and not swimming:
            raise RoundError(
                f"光游 (announced swim, ready=True) wins only by a draw in the any-tile state; "
                f"{str(hand)!r} is not"
            )

    def validate_round(self, round: Round) -> None:
        """At most three golds live on the table."""
        gold = self.gold(round.indicator)
        total = sum(hand_golds(record.hand, gold) for record in round.seats)
        _check_live(total, gold, "the table")

    # -- 跟打 --------------------------------------------------------------------------
    def must_discard(
        self, hand: Hand, discards_on_table: Iterable[Tile], *, indicator: Tile | None = None
    ) -> Tile | None:
        """跟打: the single honor (a gold excepted) already discarded that must go first, or ``None``."""
        gold = self.gold(indicator) if indicator is not None else None
        return gengda.must_discard(hand, discards_on_table, gold=gold)

    def check_discard(
        self, hand: Hand, discards_on_table: Iterable[Tile], tile: Tile, *, indicator: Tile | None = None
    ) -> None:
        """Raise :class:`RoundError` if discarding ``tile`` from ``hand`` breaks 跟打."""
        gold = self.gold(indicator) if indicator is not None else None
        gengda.check_discard(hand, discards_on_table, tile, gold=gold)


def hand_golds(hand: Hand, gold: Tile) -> int:
    """Physical gold tiles in a hand: concealed and melded."""
    return sum(t == gold for t in hand.tiles) + sum(t == gold for m in hand.melds for t in m.physical)


def _check_live(golds: int, gold: Tile, where: str) -> None:
    if golds > LIVE_GOLDS:
        raise HandError(
            f"{golds} golds ({gold}) in {where}: only {LIVE_GOLDS} are in play, "
            "the 4th is the turned-up indicator"
        )
