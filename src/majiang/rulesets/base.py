"""The :class:`Ruleset` base: a region is a subclass whose identity is class data.

Like python-chess variants, a ruleset subclass declares what it is (names,
tile set, hand size, wildcard family, shape grammar, claim rules, scoring
table, payment formula, options) as class attributes, and overrides a few
hooks that do nothing by default. An instance is the ruleset with its options
set::

    >>> from majiang.rulesets import get
    >>> jian = get("jian")
    >>> jian.name, jian.chinese, jian.tile_set.size
    ('jian', '吉安冲关麻将', 136)
    >>> get("jian", jing_offset=2)
    Traceback (most recent call last):
    ...
    majiang.errors.RulesetError: option jing_offset=2 for 'jian': must be 0 or 1
"""

from __future__ import annotations

import enum
from typing import Any, ClassVar

import attrs

from majiang.errors import HandError, RoundError, RulesetError
from majiang.hands import Hand, ShapeGrammar
from majiang.scoring import Doubling, Formula, Item, Score, WinContext, score_win
from majiang.settlement import Round, Settlement, Transfer
from majiang.tiles import STANDARD, Tile, TileSet

__all__ = ["Claims", "FedWinPayers", "NoOptions", "Ruleset"]


@attrs.frozen(kw_only=True)
class Claims:
    """What may be claimed from a discard."""

    chi: bool = True
    """Chi from the previous seat."""
    chi_honors: bool = False
    pon: bool = True
    kong: bool = True
    concealed_kong: bool = True
    wild_in_claims: bool = False
    """A wildcard may stand in a claimed meld (no region allows it)."""


class FedWinPayers(enum.Enum):
    """Who pays a win on a discard or a robbed kong."""

    ALL = "all"  # every other seat, with per-payer items (Ji'an, Jilin)
    FEEDER = "feeder"  # the discarder (konger) alone (Quanzhou, Ningbo)

    def __repr__(self) -> str:
        return f"FedWinPayers.{self.name}"


@attrs.frozen(kw_only=True)
class NoOptions:
    """A ruleset without options."""


def options_error(ruleset: str, key: str, value: object, why: str) -> RulesetError:
    return RulesetError(f"option {key}={value!r} for {ruleset!r}: {why}")


class Ruleset:
    """Base class of every regional ruleset."""

    name: ClassVar[str] = ""
    chinese: ClassVar[str] = ""
    english: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    tile_set: ClassVar[TileSet] = STANDARD
    hand_size: ClassVar[int] = 13
    wildcard_family: ClassVar[str | None] = None
    grammar: ClassVar[ShapeGrammar] = ShapeGrammar()
    claims: ClassVar[Claims] = Claims()
    items: ClassVar[tuple[Item, ...]] = ()
    formula: ClassVar[Formula] = Doubling()
    fed_win_payers: ClassVar[FedWinPayers] = FedWinPayers.ALL
    Options: ClassVar[type[Any]] = NoOptions

    def __init__(self, **options: Any) -> None:
        fields = {f.name for f in attrs.fields(self.Options)}
        for key in options:
            if key not in fields:
                known = ", ".join(sorted(fields)) or "none"
                raise RulesetError(f"unknown option {key!r} for {self.name!r} (known: {known})")
        self.options = self.Options(**options)

    def __repr__(self) -> str:
        return f"majiang.rulesets.get({self.name!r}, **{attrs.asdict(self.options)!r})"

    # -- hooks (no-ops by default) -------------------------------------------------
    def wild_kinds(self, indicator: Tile | None) -> tuple[Tile, ...]:
        """The kinds that are wild this round, from the turned-up indicator."""
        return ()

    def extra_transfers(self, round: Round) -> list[Transfer]:
        """Money besides the win: bonuses every seat earns, kong payments, ..."""
        return []

    def draw_transfers(self, round: Round) -> list[Transfer]:
        """Money settled when nobody wins (nothing by default)."""
        return []

    def adjust(self, round: Round, transfers: list[Transfer]) -> list[Transfer]:
        """Liability and caps: re-route or trim transfers (unchanged by default)."""
        return transfers

    # -- the shared machinery ----------------------------------------------------------
    def grammar_for(self, indicator: Tile | None) -> ShapeGrammar:
        return self.grammar.with_wild(self.wild_kinds(indicator))

    def check_hand(self, hand: Hand, *, indicator: Tile | None = None, where: str = "hand") -> None:
        """Raise unless the tiles fit this ruleset's set and its claim rules."""
        physical = [*hand.tiles, *hand.flowers, *(t for m in hand.melds for t in m.physical)]
        self.tile_set.check(physical, what=f"{where} {str(hand)!r}")
        wild = set(self.wild_kinds(indicator))
        for meld in hand.melds:
            if meld.concealed:
                continue
            if not self.claims.wild_in_claims and meld.wild_count:
                raise HandError(
                    f"claimed meld {str(meld)!r} uses a wildcard as another tile ({where} {str(hand)!r})"
                )
            kind = meld.kind.value
            allowed = {"sequence": self.claims.chi, "triplet": self.claims.pon, "kong": self.claims.kong}.get(
                kind, False
            )
            if not allowed:
                raise HandError(f"{self.name} does not allow a claimed {kind} like {str(meld)!r} ({where})")
            if kind == "sequence" and not self.claims.chi_honors and meld.tiles[0].is_honor:
                raise HandError(f"{self.name} does not allow chi of honors: {str(meld)!r} ({where})")
        del wild

    def payers(self, context: WinContext) -> tuple[int, ...]:
        if context.discarder is not None and self.fed_win_payers is FedWinPayers.FEEDER:
            return (context.discarder,)
        return context.payers

    def score(self, hand: Hand, context: WinContext) -> Score:
        """Score a winning hand: the best arrangement, its items, each payer's amount."""
        self.check_hand(hand, indicator=context.indicator)
        if hand.win_tile is None:
            raise HandError(f"hand {str(hand)!r} has no winning tile to score")
        return score_win(
            ruleset=self.name,
            hand=hand,
            context=context,
            grammar=self.grammar_for(context.indicator),
            items=self.items,
            formula=self.formula,
            payers=self.payers(context),
            options=self.options,
        )

    def settle(self, round: Round) -> Settlement:
        """Settle a whole round into transfers between seats."""
        for seat, record in enumerate(round.seats):
            self.check_hand(record.hand, indicator=round.indicator, where=f"seat {seat}")
        transfers: list[Transfer] = []
        if round.drawn:
            transfers.extend(self.draw_transfers(round))
        else:
            for win in round.wins:
                score = self.score(round.winning_hand(win), round.context(win))
                if not score.can_win:
                    raise RoundError(f"seat {win.seat} can not win here: {score.reason}")
                transfers.extend(
                    Transfer(
                        payer=p.payer,
                        payee=win.seat,
                        amount=p.amount,
                        reason="win",
                        items=(*(str(a) for a in p.awards), p.working),
                    )
                    for p in score.payments
                    if p.amount
                )
            transfers.extend(self.extra_transfers(round))
        return Settlement(transfers=tuple(self.adjust(round, transfers)))
