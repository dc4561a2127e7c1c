"""陕西麻将 — Shaanxi mahjong: 推倒胡 with doubling items, the dealer's doubling, kong money."""

from __future__ import annotations

import attrs

from majiang.errors import RulesetError
from majiang.hands import ShapeGrammar
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, flag_option, options_error
from majiang.rulesets.kongs import KongMoney, KongPayers, check_robbed_kongs
from majiang.rulesets.shaanxi import table
from majiang.rulesets.shaanxi.play import PLAY
from majiang.scoring import Doubling, Formula, Item, WinContext
from majiang.settlement import Round, Transfer, reroute
from majiang.tiles import STANDARD, Reserve

__all__ = ["KONGS", "RESERVE", "Shaanxi", "ShaanxiOptions"]

RESERVE = Reserve(last_zone=1)
"""No dead wall: the wall is played out, its last tile is 海底."""

KONGS = KongMoney(direct=1, added=1, concealed=2, direct_payers=KongPayers.FEEDER)
"""明杠 1 from its feeder, 补杠 1 and 暗杠 2 from each other seat (void in a drawn round)."""

_flag = flag_option("shaanxi")


def _positive(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value < 1:
        raise options_error("shaanxi", attribute.name, value, "must be an int >= 1")


def _stake(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value < 0:
        raise options_error("shaanxi", attribute.name, value, "must be an int >= 0 (0: no side bet)")


@attrs.frozen(kw_only=True)
class ShaanxiOptions:
    base: int = attrs.field(default=1, validator=_positive)
    """The win's base rate (底): ``R = base × 2**k``; kong money and 下炮子 are not scaled."""
    dianpao_all_pay: bool = attrs.field(default=False, validator=_flag)
    """点炮三家付: a win on a discard (or a robbed kong) is paid by all three, as a self-draw
    is (without the self-draw's doubling)."""
    dianpao_bao: bool = attrs.field(default=False, validator=_flag)
    """点炮包三家: the discarder (the robbed konger) pays the three shares alone."""
    paozi: int = attrs.field(default=0, validator=_stake)
    """下炮子: a side bet each payer adds to his share, twice on a self-draw (0: none)."""
    double_qidui: bool = attrs.field(default=True, validator=_flag)
    double_qingyise: bool = attrs.field(default=True, validator=_flag)
    double_gangshanghua: bool = attrs.field(default=True, validator=_flag)
    double_haidilao: bool = attrs.field(default=True, validator=_flag)
    double_qianggang: bool = attrs.field(default=True, validator=_flag)

    def __attrs_post_init__(self) -> None:
        if self.dianpao_all_pay and self.dianpao_bao:
            raise RulesetError(
                "options dianpao_all_pay=True and dianpao_bao=True for 'shaanxi': a discard is paid "
                "by all three or by the discarder for all three, not both"
            )

    @property
    def doubled(self) -> tuple[str, ...]:
        """The keys of the doubling items switched on."""
        return tuple(key for key in table.DOUBLING_KEYS if getattr(self, f"double_{key}"))


class Shaanxi(Ruleset):
    """陕西麻将 (推倒胡). A direct kong names its feeder (``1111m@2``), who pays it; a robbed
    kong stays the konger's pon (the fourth tile is the winner's)."""

    name = "shaanxi"
    chinese = "陕西麻将"
    english = "Shaanxi (推倒胡, doubling items)"
    aliases = ("陕西", "陕西麻将")
    tile_set = STANDARD
    hand_size = 13
    reserve = RESERVE
    grammar = ShapeGrammar(sets=4, seven_pairs=True)
    claims = Claims(chi=False, pon=True, kong=True)
    fed_win_payers = FedWinPayers.FEEDER
    multiple_winners = False
    claim_rule = "截胡: only the first claimant after the discarder in turn order wins"
    Options = ShaanxiOptions
    options: ShaanxiOptions
    play = PLAY

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.shaanxi.samples import samples

        return samples()

    def table(self) -> tuple[Item[ShaanxiOptions, None], ...]:
        o = self.options
        return table.items(doubled=o.doubled, paozi=o.paozi, all_pay=o.dianpao_all_pay)

    def formula(self) -> Formula:
        return Doubling(base=self.options.base)

    def payers(self, context: WinContext) -> tuple[int, ...]:
        """A self-draw is paid by the three others; a discard or a robbed kong by the
        discarder (konger) alone, or by all three shares with ``dianpao_all_pay`` /
        ``dianpao_bao`` (the discarder then pays them, in :meth:`adjust`)."""
        if context.discarder is not None and not (self.options.dianpao_all_pay or self.options.dianpao_bao):
            return (context.discarder,)
        return context.payers

    def validate_round(self, round: Round) -> None:
        """Only an added kong may be robbed."""
        check_robbed_kongs(round)

    def extra_transfers(self, round: Round) -> list[Transfer]:
        """Kong money, every seat's kongs (a drawn round settles none: 荒庄荒杠)."""
        return [t for seat, record in enumerate(round.seats) for t in KONGS.transfers(seat, record.hand)]

    def adjust(self, round: Round, transfers: list[Transfer]) -> list[Transfer]:
        """点炮包三家: the discarder pays every share of a win on his discard."""
        if not self.options.dianpao_bao:
            return transfers
        for win in round.wins:
            if win.discarder is not None:
                transfers = reroute(
                    transfers, {win.seat: win.discarder}, note=f"点炮包三家: seat {win.discarder} fed the win"
                )
        return transfers
