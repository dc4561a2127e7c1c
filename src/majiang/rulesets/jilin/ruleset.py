"""吉林麻将 — Jilin mahjong with the 宝 (Jilin province)."""

from __future__ import annotations

import attrs

from majiang.errors import HandError
from majiang.hands import Hand, MeldKind
from majiang.rulesets.bao import ROLLED_BAO, ROLLED_RESERVE, drawn_bao
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, options_error
from majiang.rulesets.dealing import stay_on_win_or_draw
from majiang.rulesets.jilin.kongs import check_egg, kong_transfers
from majiang.rulesets.jilin.liability import baozhuang
from majiang.rulesets.jilin.play import PLAY
from majiang.rulesets.jilin.requirements import DRAGON_RUN, GRAMMAR
from majiang.rulesets.jilin.table import items
from majiang.scoring import Doubling, Item, WinContext
from majiang.settlement import Round, Settlement, Transfer
from majiang.tiles import STANDARD, Tile, Wildcards

__all__ = ["BAO", "Jilin", "JilinOptions"]

BAO = ROLLED_BAO
"""宝 (:data:`majiang.rulesets.bao.ROLLED_BAO`): at the first ready player's next draw the
dice total counts tiles from the wall's end; that tile is the 宝 and stays in the wall."""


def _positive(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value < 1:
        raise options_error("jilin", attribute.name, value, "must be a positive integer")


@attrs.frozen(kw_only=True)
class JilinOptions:
    base: int = attrs.field(default=1, validator=_positive)
    """The room's base score 房间基本分数 (win money; kong money is in points of 1)."""
    tianhu: int = attrs.field(default=72, validator=_positive)
    """天胡 pays this many bases (the score table's 72; the source also prints 196)."""
    dihu: int = attrs.field(default=36, validator=_positive)
    """地胡 pays this many bases (the score table's 36; the source also prints 48)."""


class Jilin(Ruleset):
    name = "jilin"
    chinese = "吉林麻将"
    english = "Jilin (with the 宝)"
    aliases = ("吉林", "jilin-bao")
    tile_set = STANDARD
    hand_size = 13
    reserve = ROLLED_RESERVE  # the last 7 stacks stay, one stack more per kong
    grammar = GRAMMAR
    claims = Claims(chi=True, chi_honors=False, pon=True, kong=True, honor_runs=True)
    """No chi of winds or dragons, except two of 中发白 chi'ing the third (§九.3)."""
    fed_win_payers = FedWinPayers.ALL
    Options = JilinOptions
    claim_rule = "截胡: only the nearest claimant counter-clockwise from the discarder wins"
    indicator_out_of_play = False  # the 宝 stays in the wall and can be drawn
    options: JilinOptions
    play = PLAY

    def next_deal(self, round: Round, settlement: Settlement) -> tuple[int, int]:
        """The dealer keeps the deal after his own win or a drawn round (庄家胡牌，则庄家继续做庄
        … 荒庄，则庄家继续坐庄); after a non-dealer's win the next seat deals."""
        return stay_on_win_or_draw(round)

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.jilin.samples import samples

        return samples()

    def table(self) -> tuple[Item[JilinOptions, None], ...]:
        o = self.options
        return items(base=o.base, tianhu_times=o.tianhu, dihu_times=o.dihu)

    def wildcards(self) -> Wildcards:
        return BAO

    def formula(self) -> Doubling:
        return Doubling(base=self.options.base, offset=-1)

    def prepare(self, hand: Hand, context: WinContext) -> WinContext:
        """A ready player's self-drawn 宝 stands for his winning tile (摸宝)."""
        choice = self.choice(context.indicator)
        return drawn_bao(hand, context, choice.primary if choice is not None else None)

    def validate_hand(self, hand: Hand, *, indicator: Tile | None, where: str) -> None:
        """The only honor run that may be claimed is 中发白 (§九.3); three winds can not be chi'd."""
        for meld in hand.melds:
            if meld.kind is MeldKind.HONOR_RUN and tuple(sorted(meld.tiles)) != DRAGON_RUN:
                raise HandError(
                    f"jilin allows only 中发白 as a claimed run, not {str(meld)!r} ({where} {str(hand)!r})"
                )

    def validate_round(self, round: Round) -> None:
        """The 宝 fits the tile set; each egg set aside is one."""
        self.choice(round.indicator)
        for seat, record in enumerate(round.seats):
            for group in record.set_aside:
                check_egg(group, f"seat {seat}")

    def extra_transfers(self, round: Round) -> list[Transfer]:
        return kong_transfers(round)

    def draw_transfers(self, round: Round) -> list[Transfer]:
        return kong_transfers(round)

    def adjust(self, round: Round, transfers: list[Transfer]) -> list[Transfer]:
        return baozhuang(round, transfers)
