"""The :class:`Ruleset` base: a region is a subclass whose identity is class data.

Like python-chess variants, a ruleset subclass declares what it is (names,
tile set, hand size, wall reserve, shape grammar, claim rules, options) as
class attributes, and overrides a few hooks that do nothing by default: what
its options may change (:meth:`Ruleset.table`, :meth:`Ruleset.formula`,
:meth:`Ruleset.wildcards`) and the region's own checks
(:meth:`Ruleset.validate_hand`, :meth:`Ruleset.validate_win`,
:meth:`Ruleset.validate_round`). The shared machinery — :meth:`Ruleset.check_hand`,
:meth:`Ruleset.score`, :meth:`Ruleset.settle` — is final. An instance is the
ruleset with its options set::

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
from collections.abc import Callable, Hashable, Mapping
from typing import Any, ClassVar, TypeVar, final

import attrs

from majiang._checks import flags
from majiang.errors import HandError, RoundError, RulesetError
from majiang.hands import Arrangement, Hand, Shape, ShapeGrammar
from majiang.hands._split import check_size
from majiang.rulesets.claims import check_claims
from majiang.rulesets.dealing import stay_on_win_or_draw
from majiang.rulesets.fit import fits, packed_fits, packed_limit
from majiang.rulesets.playrules import PlayRules
from majiang.scoring import Doubling, Formula, Item, Score, WinContext, score_win
from majiang.scoring.best import asked_first
from majiang.settlement import Round, Settlement, Transfer
from majiang.settlement.round import physical_tiles
from majiang.settlement.trusted import settle_trusted
from majiang.tiles import SEATS, STANDARD, Reserve, Tile, TileSet, WildcardChoice, Wildcards

__all__ = ["Claims", "FedWinPayers", "NoOptions", "Ruleset"]

_T = TypeVar("_T")


@attrs.frozen(kw_only=True, field_transformer=flags(RulesetError))
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
    honor_runs: bool = False
    """An honor run (烂风, 中发白) may be claimed as a chi; which runs, the ruleset's
    :meth:`Ruleset.validate_hand` says."""


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


def flag_option(ruleset: str) -> Callable[[object, attrs.Attribute[bool], bool], None]:
    """The attrs validator of a True/False option of ``ruleset``.

    >>> import attrs
    >>> @attrs.frozen
    ... class Options:
    ...     strict: bool = attrs.field(default=False, validator=flag_option("somewhere"))
    >>> Options(strict=1)
    Traceback (most recent call last):
    ...
    majiang.errors.RulesetError: option strict=1 for 'somewhere': must be True or False
    """

    def check(instance: object, attribute: attrs.Attribute[bool], value: bool) -> None:
        if type(value) is not bool:
            raise options_error(ruleset, attribute.name, value, "must be True or False")

    return check


class Ruleset:
    """Base class of every regional ruleset."""

    name: ClassVar[str] = ""
    chinese: ClassVar[str] = ""
    english: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    tile_set: ClassVar[TileSet] = STANDARD
    hand_size: ClassVar[int] = 13
    reserve: ClassVar[Reserve] = Reserve()
    """How much of the wall is kept back when the round ends undecided."""
    grammar: ClassVar[ShapeGrammar] = ShapeGrammar()
    claims: ClassVar[Claims] = Claims()
    fed_win_payers: ClassVar[FedWinPayers] = FedWinPayers.ALL
    Options: ClassVar[type[Any]] = NoOptions
    Facts: ClassVar[type[Any] | None] = None
    """The attrs type of what only this region records about a round (``Round.facts``,
    ``WinContext.facts``); ``None``: the region records nothing of its own."""
    optional_facts: ClassVar[bool] = False
    """Facts left out (``None``) stand for the defaults, ``Facts()``: every fact of the
    region is optional (a round without birds). Otherwise a round and a context must
    carry the region's facts."""
    multiple_winners: ClassVar[bool] = False
    """Several seats may win on one discard (一炮多响 / 通炮)."""
    claim_rule: ClassVar[str] = "the first claimant wins"
    """How several claims on one discard are settled, named for messages."""
    indicator_out_of_play: ClassVar[bool] = True
    """The turned-up indicator is a physical tile set aside (counted against the set)."""
    play: ClassVar[PlayRules | None] = None
    """How a round is played (:mod:`majiang.game`); a region sets it from its ``play.py``."""
    honors_are_flowers: ClassVar[bool] = False
    """Honors are set aside and counted like flowers (``Hand.flowers``), never played (Fuzhou)."""
    paying_first: ClassVar[bool] = False  # :meth:`paying_most` asked before the first reading

    def __init__(self, **options: Any) -> None:
        fields = {f.name for f in attrs.fields(self.Options)}
        for key in options:
            if key not in fields:
                known = ", ".join(sorted(fields)) or "none"
                raise RulesetError(f"unknown option {key!r} for {self.name!r} (known: {known})")
        self.options = self.Options(**options)
        self._kept: dict[Hashable, Any] = {}

    def _once(self, key: Hashable, make: Callable[[], _T]) -> _T:
        """``make()`` once per instance: what depends only on the class and the options
        (the hooks :meth:`table`, :meth:`formula`, :meth:`wildcards` and what follows from
        them), kept for every later call."""
        try:
            kept: dict[Hashable, Any] = self._kept
        except AttributeError:  # a subclass whose __init__ does not call the base's
            kept = self.__dict__.setdefault("_kept", {})
        try:
            found: _T = kept[key]
        except KeyError:
            found = kept[key] = make()
        return found

    def __repr__(self) -> str:
        return f"majiang.rulesets.get({self.name!r}, **{attrs.asdict(self.options)!r})"

    # -- hooks (no-ops by default) -------------------------------------------------
    # What options may change is a hook (the table, the formula, the wildcards);
    # what they can not is class data (names, tile set, grammar, claims, reserve).
    # The shared machinery calls table(), formula() and wildcards() once per instance
    # and keeps what they return: they depend on the options only.
    def samples(self) -> list[tuple[str, Round]]:
        """Named sample rounds that together award every item (the test vectors)."""
        return []

    def wildcards(self) -> Wildcards | None:
        """This instance's wildcard rule (``None``: it has none)."""
        return None

    def table(self) -> tuple[Item[Any, Any], ...]:
        """The scoring table for this instance's options (none by default)."""
        return ()

    def formula(self) -> Formula:
        """The payment formula for this instance's options (default: :class:`Doubling`)."""
        return Doubling()

    def validate_hand(self, hand: Hand, *, indicator: Tile | None, where: str) -> None:
        """Raise unless ``hand`` fits this ruleset's own limits, after the shared checks of
        :meth:`check_hand` (tile set, wildcards, claims). Nothing by default."""

    def validate_win(self, hand: Hand, context: WinContext) -> None:
        """Raise unless the win's context can happen here, after the shared checks of
        :meth:`score` and before :meth:`prepare`. Nothing by default."""

    def validate_round(self, round: Round) -> None:
        """Raise unless the round fits this ruleset's own limits; :meth:`settle` calls it
        first, before the shared checks. Nothing by default."""

    def indicator_set_aside(self) -> bool:
        """Whether the turned-up indicator stays out of play, counted against the tile set
        by :meth:`check_hand` and :meth:`table_tiles` (default: :attr:`indicator_out_of_play`)."""
        return self.indicator_out_of_play

    def prepare(self, hand: Hand, context: WinContext) -> WinContext:
        """Complete a win's context before scoring (unchanged by default)."""
        return context

    def extra_readings(self, hand: Hand) -> tuple[Arrangement, ...]:
        """Readings a ruleset accepts besides its grammar's (none by default)."""
        return ()

    def most_paid(self, hand: Hand, context: WinContext) -> int | None:
        """The most any reading of ``hand`` can pay in all (every payer's amount added up), from
        the hand alone, or ``None`` (the default): the class search stops at the first reading
        paying it, as at the table's ceiling (:mod:`majiang.scoring.ceiling`). Never below what
        some reading pays (a bound the rows can not say one by one: two each possible, never both)."""
        return None

    def paying_most(self, hand: Hand, context: WinContext) -> Arrangement | None:
        """The first arrangement (in :func:`~majiang.hands.arrangements`' order) paying exactly
        :meth:`most_paid`, found without the class search, or ``None`` (not known). Asked before the
        first reading (:attr:`paying_first`, or over four wildcards), else once it does not pay the most."""
        return None

    def most_paid_by_shape(self, hand: Hand, context: WinContext) -> Mapping[Shape, int] | None:
        """The most the readings of each shape of ``hand`` can pay in all, worked out from the
        hand alone, or ``None`` (the default: not known). Never below what some reading of
        that shape pays; a shape left out has no winning reading. The class search skips a
        shape that can not pay what another may (``Pruner.shape_refused``)."""
        return None

    def extra_transfers(self, round: Round) -> list[Transfer]:
        """Money besides the win: bonuses every seat earns, kong payments, ..."""
        return []

    def won_at_deal(self, round: Round) -> bool:
        """Whether a seat won on its dealt tiles, which ends the round at the deal (a
        region's facts record such wins; ``False`` by default)."""
        return False

    def draw_transfers(self, round: Round) -> list[Transfer]:
        """Money settled when nobody wins in play (nothing by default); a region whose seats
        may declare wins on their dealt tiles pays those here."""
        return []

    def adjust(self, round: Round, transfers: list[Transfer]) -> list[Transfer]:
        """Liability and caps: re-route or trim transfers (unchanged by default)."""
        return transfers

    def next_deal(self, round: Round, settlement: Settlement) -> tuple[int, int]:
        """Who deals the next round, and the next 连庄 count: ``(dealer, lianzhuang)``.

        Default: the dealer keeps the deal after his own win or a drawn round, and the
        count goes up by one; otherwise the next seat (dealer + 1) deals with a count of
        0 (:func:`majiang.rulesets.dealing.stay_on_win_or_draw`). ``settlement`` is the
        round's settlement, for rulesets whose next dealer depends on the money.

        >>> from majiang.rulesets import get
        >>> from majiang.settlement import Round
        >>> drawn = Round.build(get("jilin"), seats={}, dealer=1, lianzhuang=2)
        >>> Ruleset().next_deal(drawn, get("jilin").settle(drawn))
        (1, 3)
        """
        return stay_on_win_or_draw(round)

    # -- the shared machinery ----------------------------------------------------------
    @final
    def choice(self, indicator: Tile | None) -> WildcardChoice | None:
        """The wildcards a round with this ``indicator`` has, checked against the tile set
        (``None``: no wildcards, or a rule chosen during play and not chosen yet)."""
        if indicator is None or type(indicator) is Tile:  # kept per indicator once made
            return self._once(("choice", indicator), lambda: self._choice(indicator))
        return self._choice(indicator)

    def _choice(self, indicator: Tile | None) -> WildcardChoice | None:
        rule = self._once("wildcards", self.wildcards)
        if rule is None:
            if indicator is not None:
                raise RoundError(
                    f"{self.name} has no wildcards: nothing is turned up, got indicator {indicator}"
                )
            return None
        if indicator is None and rule.turns_up:
            if rule.during_play:
                return None
            raise RoundError(
                f"a {self.name} round needs the {rule.english} indicator "
                f"({rule.name} indicator: the turned-up tile)"
            )
        if indicator is not None and not rule.turns_up:
            raise RoundError(
                f"{self.name} turns nothing up (the {rule.name} are fixed: "
                f"{' '.join(str(t) for t in rule.fixed)}), got indicator {indicator}"
            )
        return rule.from_indicator(indicator, tile_set=self.tile_set)

    @final
    def wild_kinds(self, indicator: Tile | None) -> tuple[Tile, ...]:
        """The kinds that are wild in the hand this round (none without a wildcard rule)."""
        choice = self.choice(indicator)
        rule = self._once("wildcards", self.wildcards)
        if choice is None or rule is None or not rule.in_hand:
            return ()
        return choice.wilds

    @final
    def check_facts(self, facts: object, where: str = "facts") -> None:
        """Raise unless ``facts`` are this ruleset's own: an instance of ``Facts`` (or
        ``None`` where its facts are optional), or ``None`` when it has none."""
        if self.Facts is None:
            if facts is not None:
                raise RoundError(f"{where}: {self.name} records no facts of its own, got {facts!r}")
            return
        if facts is None and self.optional_facts:
            return
        if not isinstance(facts, self.Facts):
            raise RoundError(f"{where}: {self.name} needs its {self.Facts.__name__}, got {facts!r}")

    @final
    def grammar_for(self, indicator: Tile | None) -> ShapeGrammar:
        """The grammar of a round with this ``indicator``: :attr:`grammar` with its wild kinds."""
        if indicator is None or type(indicator) is Tile:  # kept per indicator once made
            return self._once(("grammar_for", indicator), lambda: self._grammar_for(indicator))
        return self._grammar_for(indicator)

    def _grammar_for(self, indicator: Tile | None) -> ShapeGrammar:
        wild = self.wild_kinds(indicator)
        return self._once(("grammar", wild), lambda: self.grammar.with_wild(wild))

    @final
    def check_hand(
        self, hand: Hand, *, indicator: Tile | None = None, where: str = "hand", seat: int | None = None
    ) -> None:
        """Raise unless the tiles fit this ruleset's set (with the indicator, when it is
        out of play) and its claim rules (:func:`~majiang.rulesets.claims.check_claims`,
        seat rules too when ``seat`` is given), then :meth:`validate_hand`."""
        if type(hand) is not Hand:
            raise HandError(f"{where}: expected a Hand, got {hand!r}")
        aside = indicator is not None and self.indicator_set_aside()
        # the tiles and the indicator together fit the set: then so do the tiles alone, and
        # both checks below pass (their order only matters for the message of a misfit)
        fit = not aside or type(indicator) is Tile
        if fit:
            limit = self._once("copies", lambda: packed_limit(self.tile_set.copies_by_index))
            fit = packed_fits(limit, hand, indicator if aside else None)
        physical = [] if fit else [*hand.tiles, *hand.flowers, *(t for m in hand.melds for t in m.physical)]
        copies = self.tile_set.copies_by_index
        if not fit and not fits(copies, physical):  # the check, for its message
            self.tile_set.check(physical, what=f"{where} {str(hand)!r}")
        if not self.honors_are_flowers:
            for tile in hand.flowers:
                if not tile.is_flower:
                    raise HandError(f"{tile} is not a flower in {self.name} ({where} {str(hand)!r})")
        self.choice(indicator)  # a ruleset with wildcards checks its indicator here
        if not fit and aside and indicator is not None and not fits(copies, [*physical, indicator]):
            what = f"{where} {str(hand)!r} with the indicator {indicator} out of play"
            self.tile_set.check([*physical, indicator], what=what)
        if hand.melds:  # the claims are the melds'
            check_claims(self.claims, hand, ruleset=self.name, seat=seat, where=where)
        self.validate_hand(hand, indicator=indicator, where=where)

    def payers(self, context: WinContext) -> tuple[int, ...]:
        if context.discarder is not None and self.fed_win_payers is FedWinPayers.FEEDER:
            return (context.discarder,)
        return context.payers

    @final
    def score(self, hand: Hand, context: WinContext) -> Score:
        """Score a winning hand: the best arrangement, its items, each payer's amount.

        Checks the hand (:meth:`check_hand`), its size and the win
        (:meth:`validate_win`), completes the context (:meth:`prepare`), then
        scores with this instance's :meth:`table` and :meth:`formula`."""
        if type(context) is not WinContext:
            raise RoundError(f"expected a WinContext, got {context!r}")
        facts = self.Facts
        if context.facts is not None or facts is not None:  # both None: nothing to check
            self.check_facts(context.facts, "context.facts")
            if context.facts is None and facts is not None:
                context = context._with_facts(self._once("facts", facts))
        self.check_hand(hand, indicator=context.indicator, seat=context.seat)
        if hand.win_tile is None:
            raise HandError(f"hand {str(hand)!r} has no winning tile to score")
        if hand.self_drawn is not None and hand.self_drawn != context.self_drawn:
            how = "self-drawn" if hand.self_drawn else "won on a discard"
            raise RoundError(f"hand {str(hand)!r} says {how} but the context says {context.method.value}")
        grammar = self.grammar_for(context.indicator)
        check_size(hand, grammar, complete=True)
        self.validate_win(hand, context)
        context = self.prepare(hand, context)
        return score_win(
            ruleset=self.name,
            hand=hand,
            context=context,
            grammar=grammar,
            items=self._once("table", self.table),
            formula=self._once("formula", self.formula),
            payers=self.payers(context),
            options=self.options,
            extra_readings=self.extra_readings(hand),
            bound=lambda: self.most_paid(hand, context),
            paying=asked_first(lambda: self.paying_most(hand, context), first=self.paying_first),
            shape_bound=lambda: self.most_paid_by_shape(hand, context),
            checked=True,  # check_size above
        )

    def continues_after_win(self) -> bool:
        """Whether play goes on after a win (血战到底): winners leave, the others play on
        until one seat is left or the wall ends, so a round may hold several win moments
        (``Win.moment``, :mod:`majiang.settlement.moments`). ``False`` by default."""
        return False

    def play_rules(self) -> PlayRules | None:
        """The play rules for these options (:mod:`majiang.game` reads only this): the class's
        :attr:`play` by default; a region whose options change how a round is played (an
        exchange before play, a rule of the last tiles) returns an evolved copy."""
        return self.play

    @final
    def ran_to_wall_end(self, round: Round) -> bool:
        """Whether the round ended with the wall, not with a win: nobody won, or play went
        on after wins (:meth:`continues_after_win`) and more than one seat never won."""
        winners = {win.seat for win in round.wins}
        if not winners:
            return not self.won_at_deal(round)
        return self.continues_after_win() and len(winners) < SEATS - 1

    def check_wins(self, round: Round) -> None:
        """Raise unless the wins can happen together: one win moment (one winner, or where
        the ruleset allows it several seats winning on one and the same discard), or
        several moments where play goes on after a win (:meth:`continues_after_win`)."""
        if round.moments > 1 and not self.continues_after_win():
            raise RoundError(
                f"{self.name} ends the round at its first win, got wins at {round.moments} moments"
            )
        for moment in range(round.moments):
            wins = [w for w in round.wins if w.moment == moment]
            if len(wins) < 2:
                continue
            seats = ", ".join(str(w.seat) for w in wins)
            if not self.multiple_winners:
                raise RoundError(
                    f"{self.name} has one winner per round ({self.claim_rule}); got seats {seats}"
                )
            shared = {(w.method, w.discarder, w.tile) for w in wins}
            if len(shared) != 1 or wins[0].discarder is None or len({w.seat for w in wins}) != len(wins):
                listed = ", ".join(f"seat {w.seat} {w.method.value} {w.tile}" for w in wins)
                raise RoundError(
                    f"several winners must all win on one discard, the same discarder and tile "
                    f"({self.claim_rule}), got {listed}"
                )

    def check_sizes(self, round: Round) -> None:
        """Raise unless each seat that did not win holds the tiles a seat holds between
        turns (``hand_size``, melds counting three); in a round nobody won, a seat may hold
        one more (it drew one of the last tiles and the round ended before a discard), and
        likewise in a round that ran to the wall's end after wins (:meth:`ran_to_wall_end`)."""
        winners = {win.seat for win in round.wins}
        last_draw = not round.wins or self.ran_to_wall_end(round)
        allowed = (self.hand_size, self.hand_size + 1) if last_draw else (self.hand_size,)
        for seat, record in enumerate(round.seats):
            size = record.hand.size
            if seat not in winners and size not in allowed:
                between = " or ".join(str(n) for n in allowed)
                raise RoundError(
                    f"seat {seat} did not win but holds {size} tiles (melds count 3) in "
                    f"{str(record.hand)!r}; a seat holds {between} here"
                )

    def table_tiles(self, round: Round) -> list[Tile]:
        """Every physical tile the round shows: hands, flowers, melds, discards, tiles set
        aside and the indicator. A discard that pays several winners is one tile."""
        aside = round.indicator if self.indicator_set_aside() else None
        return physical_tiles(round.seats, round.wins, aside)

    def check_table(self, round: Round) -> None:
        """Raise unless everything the round shows fits the tile set at once."""
        self.tile_set.check(self.table_tiles(round), what="the round's hands, melds, discards and indicator")

    @final
    def settle(self, round: Round) -> Settlement:
        """Settle a whole round into transfers between seats.

        :meth:`validate_round`, the wins (:meth:`check_wins`), each hand and the
        table; then each win's payments, :meth:`extra_transfers` (or
        :meth:`draw_transfers` when nobody won), and :meth:`adjust`
        (:func:`majiang.settlement.trusted.settle_trusted`)."""
        if type(round) is not Round:
            raise RoundError(f"expected a Round, got {round!r}")
        self.check_facts(round.facts, "round.facts")
        if round.facts is None and self.Facts is not None:
            round = attrs.evolve(round, facts=self.Facts())
        self.validate_round(round)
        self.check_wins(round)
        for seat, record in enumerate(round.seats):
            self.check_hand(record.hand, indicator=round.indicator, where=f"seat {seat}", seat=seat)
        self.check_table(round)
        self.check_sizes(round)
        return settle_trusted(self, round)  # the money (the table's own rounds start here)
