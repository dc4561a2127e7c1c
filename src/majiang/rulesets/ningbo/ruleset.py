"""宁波麻将 — Ningbo mahjong, counted in 台 (Zhejiang)."""

from __future__ import annotations

from collections.abc import Iterable

from majiang.errors import HandError, RoundError
from majiang.hands import Hand, Meld
from majiang.rulesets.base import Claims, FedWinPayers, NoOptions, Ruleset
from majiang.rulesets.dealing import stay_on_win_or_draw
from majiang.rulesets.ningbo import claims, reach
from majiang.rulesets.ningbo.baida import BAIDA, GRAMMAR
from majiang.rulesets.ningbo.conditions import _wild_indices
from majiang.rulesets.ningbo.play import PLAY
from majiang.rulesets.ningbo.table import ITEMS
from majiang.scoring import Additive, Formula, Item, WinContext, WinMethod
from majiang.settlement import Round, Settlement
from majiang.tiles import FULL, Reserve, Tile, Wildcards

__all__ = ["Ningbo"]


class Ningbo(Ruleset):
    """宁波 台. ``Round.indicator`` / ``WinContext.indicator`` is the turned-up 百搭 tile;
    ``Round.prevailing_wind`` the 圈风 (0 east .. 3 north); the dealer sits east."""

    name = "ningbo"
    chinese = "宁波麻将"
    english = "Ningbo (台 and 百搭)"
    aliases = ("宁波", "ningbo-tai")
    tile_set = FULL
    hand_size = 13
    reserve = Reserve(last_zone=1)  # the turned-up 百搭 is set aside; the last drawable tile is the 海底
    grammar = GRAMMAR
    claims = Claims(chi=True, chi_honors=False, pon=True, kong=True)
    fed_win_payers = FedWinPayers.FEEDER
    claim_rule = "截胡: only the nearest claimant counter-clockwise from the discarder wins"
    Options = NoOptions
    options: NoOptions
    play = PLAY

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.ningbo.samples import samples

        return samples()

    def wildcards(self) -> Wildcards:
        return BAIDA

    def table(self) -> tuple[Item[NoOptions, None], ...]:
        return ITEMS

    def formula(self) -> Formula:
        return Additive(base=1)

    def most_paid(self, hand: Hand, context: WinContext) -> int | None:
        """The most any reading pays where every reading holds an honor triplet and the hand
        a 百搭 (:func:`.reach.most_paid`: the honor triplets the 百搭 fill laid out, each with
        the wait it leaves); the class search stops at the first reading paying it."""
        return reach.most_paid(hand, context, self.payers(context), self.options)

    # -- checks ----------------------------------------------------------------------------
    def validate_hand(self, hand: Hand, *, indicator: Tile | None, where: str) -> None:
        """The 百搭 claim limits: no 百搭 in a claimed meld, no wild flower set aside as a
        flower. (That the turned-up tile is out of play, the shared check of
        :meth:`check_hand` has checked before: ``indicator_out_of_play``.)"""
        if not hand.melds and not hand.flowers:
            return  # nothing to look at (check_hand has checked the indicator: choice())
        assert indicator is not None
        wild = _wild_indices(indicator)  # by index: an int is hashed in C, a Tile in Python
        for meld in hand.melds:
            if not meld.concealed and any(t.index in wild for t in meld.physical):
                raise HandError(
                    f"claimed meld {str(meld)!r} holds a 百搭 ({_names(set(self.wild_kinds(indicator)))}): "
                    f"a 百搭 can not be chi'd or pon'd, nor help a chi or pon ({where} {str(hand)!r})"
                )
        for flower in hand.flowers:
            if flower.index in wild:
                raise HandError(
                    f"{flower} is a 百搭 this round (the turned-up {indicator} makes its group wild), "
                    f"not a flower: it belongs among the concealed tiles ({where} {str(hand)!r})"
                )

    # -- scoring -----------------------------------------------------------------------------
    def validate_win(self, hand: Hand, context: WinContext) -> None:
        """A first-turn flag that fits neither 天胡 nor 地胡 is an error."""
        if context.first_draw:
            tianhu = context.winner_is_dealer and context.self_drawn
            dihu = context.method is WinMethod.DISCARD and context.discarder == context.dealer
            if not (tianhu or dihu):
                raise RoundError(
                    "first_draw marks 天胡 (the dealer's self-drawn deal) or 地胡 (a win on the "
                    f"dealer's first discard); seat {context.seat} winning by {context.method.value} "
                    f"from {context.discarder} is neither"
                )

    def validate_round(self, round: Round) -> None:
        """The turned-up 百搭 must be given (a drawn round 黄牌 settles nothing)."""
        self.choice(round.indicator)

    # -- claims ------------------------------------------------------------------------------
    def can_chi(self, hand: Hand, discard: Tile, using: Iterable[Tile], *, indicator: Tile) -> bool:
        """May ``hand`` chi ``discard`` with ``using`` (two of its tiles)? Never with a 百搭."""
        return claims.can_chi(hand, discard, using, self.wild_kinds(indicator))

    def chi_options(self, hand: Hand, discard: Tile, *, indicator: Tile) -> tuple[tuple[Tile, Tile], ...]:
        return claims.chi_options(hand, discard, self.wild_kinds(indicator))

    def can_pon(self, hand: Hand, discard: Tile, *, indicator: Tile) -> bool:
        return claims.can_pon(hand, discard, self.wild_kinds(indicator))

    def forbidden_discards_after_chi(self, meld: Meld, claimed: Tile) -> tuple[Tile, ...]:
        """吃张打张: what the player may not discard right after chi-ing ``claimed`` into ``meld``."""
        return claims.forbidden_discards_after_chi(meld, claimed)

    def check_discard_after_chi(self, meld: Meld, claimed: Tile, discard: Tile) -> None:
        claims.check_discard_after_chi(meld, claimed, discard)

    def next_deal(self, round: Round, settlement: Settlement) -> tuple[int, int]:
        """The dealer keeps the deal after his own win or a drawn round (庄家糊牌，庄家继续做庄
        … 荒庄，则庄家继续坐庄); after a non-dealer's win the next seat deals. The source names a
        连庄数 but gives it no use; it is counted as everywhere (+1 kept, 0 for a new dealer)."""
        return stay_on_win_or_draw(round)


def _names(wild: set[Tile]) -> str:
    return "".join(str(t) for t in sorted(wild))
