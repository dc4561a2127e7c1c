"""长春麻将 — Changchun mahjong (Jilin): the rolled 宝, special kongs, fan capped at 6."""

from __future__ import annotations

from typing import Literal

import attrs

from majiang.hands import Hand
from majiang.rulesets.bao import ROLLED_BAO, ROLLED_RESERVE, drawn_bao, unready_discarder_pays
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, options_error
from majiang.rulesets.changchun.kongs import check_special, kong_transfers
from majiang.rulesets.changchun.play import PLAY
from majiang.rulesets.changchun.requirements import GRAMMAR
from majiang.rulesets.changchun.table import CAP, items
from majiang.scoring import Doubling, Formula, Item, WinContext
from majiang.settlement import Round, Transfer
from majiang.tiles import STANDARD, Wildcards

__all__ = ["Changchun", "ChangchunOptions"]

BaoSeen = Literal["discarder", "table"]


def _bao_seen(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if value not in ("discarder", "table"):
        raise options_error("changchun", attribute.name, value, "must be 'discarder' or 'table'")


@attrs.frozen(kw_only=True)
class ChangchunOptions:
    bao_seen: BaoSeen = attrs.field(default="discarder", validator=_bao_seen)
    """点炮包三家 when the discarder has not seen the 宝: ``"discarder"``, he had not declared
    ready; ``"table"``, no 宝 had been rolled yet (``Round.indicator`` is ``None``)."""


class Changchun(Ruleset):
    """长春麻将. ``Round.indicator`` is the 宝 once rolled (``None`` before); each special
    kong is one ``SeatRecord.set_aside`` group."""

    name = "changchun"
    chinese = "长春麻将"
    english = "Changchun (宝, special kongs, fan capped at 6)"
    aliases = ("长春", "changchun-bao")
    tile_set = STANDARD
    hand_size = 13
    reserve = ROLLED_RESERVE
    grammar = GRAMMAR
    claims = Claims(chi=True, chi_honors=False, pon=True, kong=True)
    fed_win_payers = FedWinPayers.ALL
    claim_rule = "截胡: only the nearest claimant counter-clockwise from the discarder wins"
    indicator_out_of_play = False  # the 宝 stays in the wall and can be drawn
    Options = ChangchunOptions
    options: ChangchunOptions
    play = PLAY

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.changchun.samples import samples

        return samples()

    def table(self) -> tuple[Item[ChangchunOptions, None], ...]:
        return items()

    def formula(self) -> Formula:
        return Doubling(cap=CAP)

    def wildcards(self) -> Wildcards:
        return ROLLED_BAO

    def prepare(self, hand: Hand, context: WinContext) -> WinContext:
        """A ready player's self-drawn 宝 stands for his winning tile (摸宝)."""
        choice = self.choice(context.indicator)
        return drawn_bao(hand, context, choice.primary if choice is not None else None)

    def validate_round(self, round: Round) -> None:
        """The 宝 fits the tile set; each group set aside is a special kong, one of a kind."""
        self.choice(round.indicator)
        for seat, record in enumerate(round.seats):
            check_special(record.set_aside, f"seat {seat}")

    def extra_transfers(self, round: Round) -> list[Transfer]:
        return kong_transfers(round)

    def draw_transfers(self, round: Round) -> list[Transfer]:
        return kong_transfers(round)

    def adjust(self, round: Round, transfers: list[Transfer]) -> list[Transfer]:
        """点炮包三家: a discarder who has not seen the 宝 pays the three shares."""
        if self.options.bao_seen == "table":
            return unready_discarder_pays(
                round, transfers, note="点炮包三家: no 宝 rolled yet", liable=round.indicator is None
            )
        return unready_discarder_pays(round, transfers, note="点炮包三家: fed the win unready")
