"""上海麻将 — Shanghai mahjong (清混碰), counted in 花 and 勒子."""

from __future__ import annotations

import attrs

from majiang.errors import RoundError
from majiang.hands import Arrangement, Hand, ShapeGrammar
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, options_error
from majiang.rulesets.claims import check_chi_sources
from majiang.rulesets.kongs import check_robbed_kongs
from majiang.rulesets.shanghai import chengbao, table
from majiang.rulesets.shanghai.doubling import ShanghaiFacts
from majiang.rulesets.shanghai.hua import free_reading
from majiang.rulesets.shanghai.play import PLAY
from majiang.scoring import Additive, Formula, Item, WinMethod
from majiang.settlement import Reason, Round, Settlement, Transfer, liability
from majiang.tiles import FULL, Tile

__all__ = ["Shanghai", "ShanghaiOptions"]

DI_HUA = (1, 2, 3)
ROBBED_KONG_REFUSAL = (
    "seat {seat} robs a kong of {tile}, but seat {konger} has no pon of it to add to: "
    "only an added kong (蓄杠) may be robbed"
)
"""Shanghai's wording of the shared robbed-kong check (its vectors quote it)."""
CHENGBAO = ("add", "replace")


def _di_hua(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value not in DI_HUA:
        raise options_error("shanghai", attribute.name, value, "must be 1, 2 or 3")


def _chengbao(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if value not in CHENGBAO:
        raise options_error("shanghai", attribute.name, value, "must be 'add' or 'replace'")


@attrs.frozen(kw_only=True)
class ShanghaiOptions:
    di_hua: int = attrs.field(default=2, validator=_di_hua)
    """底花: the 花 every 碰碰胡 and 混一色 starts from (1, 2 or 3)."""
    chengbao: str = attrs.field(default="add", validator=_chengbao)
    """承包: ``"add"`` the liable seat pays its shares besides the others' payments;
    ``"replace"`` instead of them."""


class Shanghai(Ruleset):
    """上海 清混碰. A claimed meld names its source (``111m@0``) for 承包 to count it."""

    name = "shanghai"
    chinese = "上海麻将"
    english = "Shanghai (花 and 勒子)"
    aliases = ("上海", "qinghunpeng", "清混碰")
    tile_set = FULL
    hand_size = 13
    grammar = ShapeGrammar(sets=4, seven_pairs=False)
    claims = Claims(chi=True, chi_honors=False, pon=True, kong=True)
    fed_win_payers = FedWinPayers.FEEDER
    multiple_winners = True
    claim_rule = "一炮多响: every seat that claims the discard wins"
    Options = ShanghaiOptions
    options: ShanghaiOptions
    Facts = ShanghaiFacts
    play = PLAY

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.shanghai.samples import samples

        return samples()

    def table(self) -> tuple[Item[ShanghaiOptions, ShanghaiFacts], ...]:
        return table.items(self.options.di_hua)

    def formula(self) -> Formula:
        return Additive(base=0, cap=table.LEZI)

    def extra_readings(self, hand: Hand) -> tuple[Arrangement, ...]:
        """风一色 wins in any arrangement (乱风向), and 八花齐 whatever the tiles."""
        return free_reading(hand)

    # -- the round ------------------------------------------------------------------------
    def validate_round(self, round: Round) -> None:
        """Chi only from the previous seat; only an added kong may be robbed."""
        check_chi_sources(round)
        for seat, record in enumerate(round.seats):
            for meld in record.hand.melds:
                if meld.claimed_from == seat:
                    raise RoundError(f"seat {seat} can not claim its own discard ({meld})")
        check_robbed_kongs(round, ROBBED_KONG_REFUSAL)

    def adjust(self, round: Round, transfers: list[Transfer]) -> list[Transfer]:
        """承包: each liability toward a winner pays a share of the win's value more
        (1 on a discard, 3 on a self-draw or a robbed kong), or instead (``replace``)."""
        for win in round.wins:
            liable = chengbao.liable_seats(round, win)
            if not liable:
                continue
            paid = next(t.amount for t in transfers if t.payee == win.seat and t.reason is Reason.WIN)
            value = paid // 3 if win.method is WinMethod.ROBBED_KONG else paid
            n = chengbao.shares(win)
            share = n * value
            liable = [(seat, f"{why}; {n} × {value} = {share}") for seat, why in liable]
            transfers = liability(
                transfers,
                payee=win.seat,
                liable=liable,
                share=share,
                replace=self.options.chengbao == "replace",
            )
        return transfers

    def next_deal(self, round: Round, settlement: Settlement) -> tuple[int, int]:
        """The winner deals; after several winners on one discard, the seat after the winner
        nearest to the discarder; after a draw the dealer stays."""
        if round.drawn or not round.wins:
            return round.dealer, round.lianzhuang + 1
        if len(round.wins) == 1:
            winner = round.wins[0].seat
        else:
            discarder = round.wins[0].discarder
            assert discarder is not None
            nearest = min(round.wins, key=lambda w: (w.seat - discarder) % 4).seat
            winner = (nearest + 1) % 4
        return winner, round.lianzhuang + 1 if winner == round.dealer else 0

    def validate_hand(self, hand: Hand, *, indicator: Tile | None, where: str) -> None:
        """Shanghai has no wildcards, so nothing is turned up."""
        if indicator is not None:
            raise RoundError(f"Shanghai has no wildcards: nothing is turned up, got indicator {indicator}")
