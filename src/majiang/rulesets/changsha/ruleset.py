"""长沙麻将 — Changsha mahjong (Hunan): 108 tiles, 2/5/8 pairs, big wins, birds 扎鸟."""

from __future__ import annotations

import attrs

from majiang.errors import RoundError
from majiang.hands import Arrangement, Hand, Meld, MeldKind, Shape, ShapeGrammar, is_win
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, flag_option, options_error
from majiang.rulesets.changsha import dealer
from majiang.rulesets.changsha.birds import zhaniao
from majiang.rulesets.changsha.deal import check_deal_wins, deal_transfers
from majiang.rulesets.changsha.facts import ChangshaFacts, facts_of
from majiang.rulesets.changsha.play import PLAY
from majiang.rulesets.changsha.table import DEALER_EXTRA, items
from majiang.rulesets.changsha.wins import JIANG, all_tiles
from majiang.scoring import Additive, Formula, Item, WinMethod
from majiang.settlement import Round, Settlement, Transfer
from majiang.tiles import SUITS, Tile

__all__ = ["Changsha", "ChangshaOptions", "free_readings"]

GRAMMAR = ShapeGrammar(seven_pairs=True)
"""4 sets + a pair (the pair's rank is a requirement, not a shape) or seven pairs."""


_flag = flag_option("changsha")


def _dealer_extra(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if value not in DEALER_EXTRA:
        raise options_error("changsha", attribute.name, value, f"must be one of {', '.join(DEALER_EXTRA)}")


@attrs.frozen(kw_only=True)
class ChangshaOptions:
    any_pair_big: bool = attrs.field(default=False, validator=_flag)
    """True: every big win takes any pair; False (default): only the shape big wins do,
    and 天胡/地胡/海底/杠/抢杠 on a plain hand need the 2/5/8 pair (as 海底捞月 does)."""
    dealer_extra: str = attrs.field(default="each", validator=_dealer_extra)
    """``"each"`` (default): wins that add up each pay the dealer's 10 (a non-dealer's
    清一色 + 碰碰胡 self-drawn costs the dealer 2 × 40); ``"once"``: the 10 once (2 × 30 + 10)."""


def free_readings(hand: Hand, grammar: ShapeGrammar) -> tuple[Arrangement, ...]:
    """将将胡 wins whatever its shape: a hand of 2s, 5s and 8s with no standard or
    seven-pairs reading is read as :attr:`Shape.INSTANT` (its tiles one by one)."""
    if not all(t.rank in JIANG for t in all_tiles(hand)) or is_win(hand, grammar):
        return ()
    singles = tuple(Meld(kind=MeldKind.SINGLE, tiles=(t,)) for t in hand.tiles)
    return (Arrangement(shape=Shape.INSTANT, melds=(*singles, *hand.melds)),)


class Changsha(Ruleset):
    name = "changsha"
    chinese = "长沙麻将"
    english = "Changsha"
    aliases = ("长沙", "hunan")
    tile_set = SUITS
    hand_size = 13
    grammar = GRAMMAR
    claims = Claims(chi=True, pon=True, kong=True)
    fed_win_payers = FedWinPayers.FEEDER
    Options = ChangshaOptions
    options: ChangshaOptions
    play = PLAY
    Facts = ChangshaFacts
    optional_facts = True  # a round without birds or deal-time wins needs none
    multiple_winners = True
    claim_rule = "通炮: every seat that claims the discard wins"

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.changsha.samples import samples

        return samples()

    def formula(self) -> Formula:
        return Additive(base=0)

    def extra_readings(self, hand: Hand) -> tuple[Arrangement, ...]:
        """将将胡 also wins without a standard shape (:func:`free_readings`)."""
        return free_readings(hand, self.grammar)

    def validate_round(self, round: Round) -> None:
        """The dealt tiles fit the 108 and the deal (14 to the dealer, 13 to the others), and
        the deal-time wins declared are there in them."""
        check_deal_wins(round)

    def check_wins(self, round: Round) -> None:
        """Several winners only on one discard (通炮); deal-time wins end the round at the deal."""
        super().check_wins(round)
        declared = facts_of(round.facts).deal_wins
        if any(declared):
            for win in round.wins:
                tianhu = win.first_draw and win.seat == round.dealer and win.method is WinMethod.SELF_DRAW
                if not tianhu:
                    raise RoundError(
                        f"seat {win.seat}: deal-time wins end the round at the deal; "
                        "only 天胡 may win with them"
                    )
                if declared[win.seat]:
                    raise RoundError(
                        f"seat {win.seat} wins 天胡 (big): its deal-time small wins are not paid besides"
                    )

    def _haidi(self, round: Round) -> Tile | None:
        tiles = {w.tile for w in round.wins if w.last_tile}
        return next(iter(tiles)) if tiles else None

    def table_tiles(self, round: Round) -> list[Tile]:
        """The shared count plus the birds (a 海底 bird is the 海底 tile itself, already in the
        winner's hand)."""
        haidi = self._haidi(round)
        birds = facts_of(round.facts).birds
        if len(birds) > 1 and haidi is not None:
            raise RoundError("after a 海底 win the bird is the 海底 tile itself: one bird")
        tiles = super().table_tiles(round)
        for bird in birds:
            if haidi is None:
                tiles.append(bird)
            elif bird != haidi:
                raise RoundError(f"after a 海底 win the bird is the 海底 tile {haidi}, not {bird}")
        return tiles

    def table(self) -> tuple[Item[ChangshaOptions, ChangshaFacts], ...]:
        return items(dealer_extra=self.options.dealer_extra)

    def extra_transfers(self, round: Round) -> list[Transfer]:
        return deal_transfers(round, dealer_extra=self.options.dealer_extra)

    def won_at_deal(self, round: Round) -> bool:
        """A seat declared deal-time small wins (``ChangshaFacts.deal_wins``)."""
        return any(facts_of(round.facts).deal_wins)

    def draw_transfers(self, round: Round) -> list[Transfer]:
        """With no win in play, the deal-time wins (if any) are the round's money."""
        return deal_transfers(round, dealer_extra=self.options.dealer_extra)

    def adjust(self, round: Round, transfers: list[Transfer]) -> list[Transfer]:
        return zhaniao(round, transfers)

    def next_deal(self, round: Round, settlement: Settlement) -> tuple[int, int]:
        """The source's rules A–G: the winner; after 通炮 the discarder; after a drawn round
        the 海底 seat (``Round.haidi_seat``); after several deal-time winners the bird's seat
        (:mod:`majiang.rulesets.changsha.dealer`)."""
        return dealer.next_deal(round)
