"""安徽合肥麻将 — Hefei mahjong (Anhui), counted in 支 and points."""

from __future__ import annotations

from collections.abc import Callable

import attrs

from majiang.errors import RoundError
from majiang.hands import Hand
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, options_error
from majiang.rulesets.dealing import stay_on_win_or_draw
from majiang.rulesets.hefei.play import PLAY
from majiang.rulesets.hefei.requirements import GRAMMAR
from majiang.rulesets.hefei.table import items
from majiang.scoring import Additive, Formula, Item, WinContext, WinMethod
from majiang.settlement import Round, Settlement
from majiang.tiles import MIDDLE, Reserve

__all__ = ["Hefei", "HefeiOptions"]


def _one_of(*allowed: str) -> Callable[[object, attrs.Attribute[str], str], None]:
    def check(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
        if value not in allowed or type(value) is not str:
            choices = " or ".join(repr(a) for a in allowed)
            raise options_error("hefei", attribute.name, value, f"must be {choices}")

    return check


@attrs.frozen(kw_only=True)
class HefeiOptions:
    room: str = attrs.field(default="baoting", validator=_one_of("baoting", "open"))
    """报听 room (base 12; a discard win needs 报听) or 不报听 room ``"open"`` (base 10)."""
    ka: str = attrs.field(default="shape", validator=_one_of("shape", "one_kind"))
    """卡 is a closed/edge/pair reading of the winning tile (``"shape"``, default: the
    source's own ``3456`` winning 3 or 6), or also needs the hand to wait on one kind only
    (``"one_kind"``: 只胡一张 read literally)."""
    dealer_points: str = attrs.field(default="involved", validator=_one_of("involved", "winner"))
    """庄分 when the dealer wins or pays (``"involved"``), or only when he wins (``"winner"``)."""


class Hefei(Ruleset):
    name = "hefei"
    chinese = "安徽合肥麻将"
    english = "Hefei (支 and points)"
    aliases = ("合肥", "anhui")
    tile_set = MIDDLE
    hand_size = 13
    reserve = Reserve(last_zone=4)  # the last four tiles are the 海捞 zone
    grammar = GRAMMAR
    claims = Claims(chi=False, pon=False, kong=False, concealed_kong=True)
    fed_win_payers = FedWinPayers.FEEDER
    multiple_winners = True
    claim_rule = "一炮多响: every seat that claims the discard wins"
    Options = HefeiOptions
    options: HefeiOptions
    play = PLAY

    def table(self) -> tuple[Item[HefeiOptions, None], ...]:
        return items(room=self.options.room, dealer_points=self.options.dealer_points)

    def formula(self) -> Formula:
        return Additive(base=0)

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.hefei.samples import samples

        return samples()

    def validate_win(self, hand: Hand, context: WinContext) -> None:
        """A robbed kong, or a discard in the 海捞 zone, can not happen."""
        if context.method is WinMethod.ROBBED_KONG:
            raise RoundError("Hefei has only concealed kongs, which can not be robbed (抢杠)")
        if context.last_tile and not context.self_drawn:
            raise RoundError("no discards in the 海捞 zone (the last four tiles): a win there is self-drawn")

    def next_deal(self, round: Round, settlement: Settlement) -> tuple[int, int]:
        """The dealer keeps the deal after his win or a drawn round, 连庄数 + 1 (庄家胡牌 … 连庄数
        +1; 荒庄 … 连庄数 +1); after a non-dealer's win the next seat deals and the count
        restarts at 1 (连庄数重置为 1). A count of 0 (the default) reads as 1.

        >>> from majiang.rulesets import get
        >>> hefei = get("hefei")
        >>> _, drawn = next(s for s in hefei.samples() if s[0] == "drawn-round-is-void")
        >>> hefei.next_deal(drawn, hefei.settle(drawn))
        (0, 2)
        """
        return stay_on_win_or_draw(round, first=1)
