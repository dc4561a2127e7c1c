"""太原立四 — Taiyuan (Shanxi) 立四 mahjong: 扣听 to win, points doubled on a self-draw, the
discarder who was not ready paying for all, kongs that count only for the winner."""

from __future__ import annotations

import attrs

from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, flag_option
from majiang.rulesets.kongs import check_robbed_kongs
from majiang.rulesets.taiyuan import table
from majiang.rulesets.taiyuan.kongs import TaiyuanFacts, check_facts, winner_kongs
from majiang.rulesets.taiyuan.play import PLAY
from majiang.scoring import Additive, Formula, Item
from majiang.settlement import Entry, Reason, Round, Transfer, reroute
from majiang.tiles import STANDARD, Reserve

__all__ = ["FANGPAO", "Taiyuan", "TaiyuanOptions"]

FANGPAO = Entry(
    key="fangpao", chinese="放炮", english="a discard by a seat not ready: 1 more", value=1, unit="分"
)
"""The 1 a discarder who was not ready pays besides the three shares (3s + 1)."""


@attrs.frozen(kw_only=True)
class TaiyuanOptions:
    same_suit: bool = attrs.field(default=True, validator=flag_option("taiyuan"))
    """清一色 scores 10 (the source's ``same_suit_mode``); ``False``: it scores nothing."""


class Taiyuan(Ruleset):
    """太原立四. A seat wins only after declaring ready (``SeatRecord.ready``); a direct kong
    names its feeder (``1111m@2``); a robbed kong stays the konger's pon."""

    name = "taiyuan"
    chinese = "太原立四麻将"
    english = "Taiyuan 立四 (stand four)"
    aliases = ("太原", "立四", "lisi")
    tile_set = STANDARD
    hand_size = 13
    reserve = Reserve()
    grammar = table.GRAMMAR
    claims = Claims(chi=False, pon=True, kong=True)
    fed_win_payers = FedWinPayers.ALL
    multiple_winners = False
    claim_rule = "截胡: only the first claimant after the discarder in turn order wins"
    Options = TaiyuanOptions
    options: TaiyuanOptions
    Facts = TaiyuanFacts
    optional_facts = True
    """Left out, the facts are ``TaiyuanFacts()``: every direct kong judged by its feeder's
    final ready flag."""
    play = PLAY

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.taiyuan.samples import samples

        return samples()

    def table(self) -> tuple[Item[TaiyuanOptions, TaiyuanFacts], ...]:
        return table.items(same_suit=self.options.same_suit)

    def formula(self) -> Formula:
        return Additive(base=0)

    def validate_round(self, round: Round) -> None:
        """Only an added kong may be robbed; the facts name kongs the round shows."""
        check_robbed_kongs(round)
        check_facts(round)

    def extra_transfers(self, round: Round) -> list[Transfer]:
        """The winner's kongs (杠随胡); the other seats' kongs pay nothing."""
        unready = {seat for seat, record in enumerate(round.seats) if not record.ready}
        facts = round.facts if isinstance(round.facts, TaiyuanFacts) else TaiyuanFacts()
        return [
            t
            for win in round.wins
            for t in winner_kongs(
                win.seat, round.seats[win.seat].hand, unready=unready, early=facts.fed_before_ready
            )
        ]

    def adjust(self, round: Round, transfers: list[Transfer]) -> list[Transfer]:
        """A discard (or a robbed kong) by a seat not ready: he pays the three shares, 1
        more (放炮), and the winner's kong money."""
        for win in round.wins:
            feeder = win.discarder
            if feeder is None or round.seats[feeder].ready:
                continue
            note = f"放炮包: seat {feeder} was not ready"
            transfers = reroute(transfers, {win.seat: feeder}, note=note)
            transfers = reroute(transfers, {win.seat: feeder}, note=note, reason=Reason.KONG)
            transfers.append(
                Transfer(
                    payer=feeder,
                    payee=win.seat,
                    amount=FANGPAO.value,
                    reason=Reason.WIN,
                    awards=(FANGPAO,),
                    working=f"放炮 +{FANGPAO.value}: seat {feeder} was not ready",
                )
            )
        return transfers
