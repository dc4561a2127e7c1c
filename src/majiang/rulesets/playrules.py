"""How a round is played, as data: the schema each region's ``play.py`` fills in.

A ruleset's scoring says whether a hand wins and what it pays; its
:class:`PlayRules` say how the table gets there: which claims exist and which
one wins, how many seats may win on one discard, which kongs may be robbed,
whether ready is declared, what constrains a discard, how the wall ends, when
the wildcard is revealed and to whom. The round engine (:mod:`majiang.game`)
reads only these fields and the ruleset's own hooks, never a region's name.

>>> rules = PlayRules(several_winners=SeveralWinners.ALL)
>>> rules.several_winners, rules.priority
(SeveralWinners.ALL, ('win', 'kong', 'pon', 'chi'))
>>> PlayRules(priority=("win", "pon"))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
majiang.errors.RulesetError: PlayRules.priority must order exactly win, kong, pon, chi ... not ('win', 'pon')
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import attrs

from majiang.errors import RulesetError
from majiang.tiles import BreakBy, FlowerMode
from majiang.tiles.tile import Tile

__all__ = [
    "CHI_READY",
    "CLAIM_KINDS",
    "EggGroup",
    "FirstDraw",
    "PlayRules",
    "Reveal",
    "SeveralWinners",
    "StandingRules",
    "Visibility",
    "WallEnd",
    "WildClaims",
]

CLAIM_KINDS = ("win", "kong", "pon", "chi")
"""The kinds of claim on a discard, in the default priority order."""
CHI_READY = "chi_ready"
"""A chi that declares ready with its discard (吃听): a claim of its own where ``priority``
ranks it (``("win", "kong", "chi_ready", "pon", "chi")``); absent, no such claim is offered."""


class _Enum(enum.Enum):
    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class SeveralWinners(_Enum):
    """Who wins when several seats claim a win on one discard (or one robbed kong)."""

    NEAREST = "nearest"
    """Only the first in turn order after the discarder (截胡, 胡前不胡后)."""
    ALL = "all"
    """Every claimant wins (一炮多响, 通炮)."""


class Reveal(_Enum):
    """When the round's wildcard (or hidden tile) is chosen from the wall."""

    NONE = "none"
    """No wildcard, or a fixed one: nothing is turned up."""
    BEFORE_FLOWERS = "before_flowers"
    """Right after the deal, before the flower replacement (Ningbo 百搭)."""
    AFTER_DEAL = "after_deal"
    """After the deal (there are no flowers, or after them): 精, 混儿."""
    AFTER_FLOWERS = "after_flowers"
    """After the opening flower replacement (金)."""
    FIRST_READY_DRAW = "first_ready_draw"
    """At the first ready declarer's next draw, re-chosen when enough copies are visible (Jilin 宝)."""


class Visibility(_Enum):
    """Who sees the revealed wildcard."""

    ALL = "all"
    READY = "ready"
    """Only seats that have declared ready."""


class WallEnd(_Enum):
    """What happens when ordinary play reaches the kept part of the wall."""

    NORMAL = "normal"
    """Play on until no tile may be drawn; then the round is drawn."""
    DRAW_ONLY = "draw_only"
    """The reserve's last zone is drawn one tile per seat in turn with no discard, kong or
    claim; the first to self-draw wins, else the round is drawn (Hefei 海捞, Quanzhou)."""
    ROAMING_SEABED = "roaming_seabed"
    """The last tile is offered to each seat in turn, who takes it or passes; a taker who does
    not win discards (only a win may claim it). If all pass the round is drawn (Changsha 海底)."""


class WildClaims(_Enum):
    """How wildcards may take part in claims (chi, pon, exposed kong)."""

    NEVER = "never"
    """A wild discard can not be claimed and no wild tile may help a claim (Ningbo 百搭)."""
    DISCARD = "discard"
    """A discarded wildcard is an ordinary tile and may be claimed; a held one never helps."""


class FirstDraw(_Enum):
    """Which wins carry ``first_draw`` (天胡/地胡), before anyone claimed a tile."""

    DEALER_DEAL = "dealer_deal"
    """The dealer wins on his dealt tiles (天胡)."""
    FIRST_SELF_DRAW = "first_self_draw"
    """A non-dealer self-draws on his first draw."""
    DEALER_DISCARD = "dealer_discard"
    """A non-dealer wins on the dealer's first discard."""


def _tuple_of(kind: type[Any], name: str) -> Callable[[object, attrs.Attribute[Any], Any], None]:
    def check(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
        if not isinstance(value, tuple) or any(not isinstance(v, kind) for v in value):
            raise RulesetError(f"PlayRules.{name} must be a tuple of {kind.__name__}, not {value!r}")

    return check


def _check_priority(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
    if (
        not isinstance(value, tuple)
        or sorted(v for v in value if v != CHI_READY) != sorted(CLAIM_KINDS)
        or value.count(CHI_READY) > 1
        or value[0] != "win"
    ):
        raise RulesetError(
            f"PlayRules.priority must order exactly {', '.join(CLAIM_KINDS)} (and optionally "
            f"{CHI_READY}), win first, not {value!r}"
        )


def _is(
    kind: type[Any] | tuple[type[Any], ...], name: str
) -> Callable[[object, attrs.Attribute[Any], Any], None]:
    def check(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
        if not isinstance(value, kind) or (kind is int and type(value) is bool):
            raise RulesetError(f"PlayRules.{name} must be {getattr(kind, '__name__', kind)}, not {value!r}")

    return check


def _count(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
    if type(value) is not int or value < 0:
        raise RulesetError(f"PlayRules.{attribute.name} must be an int >= 0, not {value!r}")


def _egg_tile(value: object) -> bool:
    return isinstance(value, Tile) and value.is_terminal_or_honor


@attrs.frozen(kw_only=True)
class EggGroup:
    """Honors or terminals a seat may lay out of its hand as an egg (Jilin's 三风蛋,
    Changchun's special kongs 旋风杠/喜杠/幺杠/九杠): ``size`` different kinds of ``kinds`` set
    aside together (``SeatRecord.set_aside``), each replaced from the wall's end; any later
    tile of those kinds (or the ``stand_in``) may be added to it at the seat's own turn. At most
    one egg of each group per seat; what an egg pays is the ruleset's scoring of
    ``set_aside``. ``any_turn``: laid out at any own turn (else only before the seat's first
    discard). ``stand_in``: a tile that may stand for any missing member and keeps its
    identity (Changchun's 幺鸡 ``1s``); stand-ins alone form an egg only of a group they are a
    member of.

    >>> yao = EggGroup(kinds=(Tile.from_str("1m"), Tile.from_str("1p"), Tile.from_str("1s")),
    ...                stand_in=Tile.from_str("1s"))
    >>> [yao.fits([Tile.from_str(t) for t in ts.split()])
    ...  for ts in ("1m 1p 1s", "1m 1s 1s", "1s 1s 1s", "1m 1m 1s")]
    [True, True, True, False]
    """

    kinds: tuple[Tile, ...]
    size: int = 3
    any_turn: bool = False
    stand_in: Tile | None = None

    def __attrs_post_init__(self) -> None:
        if (
            not isinstance(self.kinds, tuple)
            or not all(_egg_tile(t) for t in self.kinds)
            or type(self.size) is not int
            or not 1 < self.size <= len(set(self.kinds))
            or type(self.any_turn) is not bool
            or not (self.stand_in is None or _egg_tile(self.stand_in))
        ):
            raise RulesetError(
                "EggGroup needs honor or terminal kinds, a size of 2..their number and a stand-in "
                f"that is None or an honor or terminal, not {self.kinds!r}, {self.size!r}, {self.stand_in!r}"
            )

    def fits(self, tiles: Sequence[Tile]) -> bool:
        """``tiles`` (an egg's first ``size``) form an egg of this group."""
        if len(tiles) != self.size:
            return False
        own = [t for t in tiles if t != self.stand_in]
        if not own:
            return self.stand_in in self.kinds
        return len(set(own)) == len(own) and all(t in self.kinds for t in own)

    def takes(self, tile: Tile) -> bool:
        """``tile`` may be added to an egg of this group."""
        return tile in self.kinds or tile == self.stand_in


DealWinsHook = Callable[[Sequence[Tile], bool], tuple[str, ...]]
"""(dealt tiles, is the dealer) -> the keys of the deal-time wins those tiles allow."""
MustDiscardHook = Callable[[Sequence[int], Callable[[], Sequence[Tile]], "Tile | None"], tuple[Tile, ...]]
"""(the concealed tiles as counts by tile index, a function giving every discard lying on the
table, the wildcard kind or ``None``) -> the kinds that must go first (empty: no constraint)."""
AfterChiHook = Callable[[tuple[Tile, Tile], Tile], tuple[Tile, ...]]
"""(the two own tiles of a chi, the claimed tile) -> the kinds that may not be discarded next."""
FactsHook = Callable[[Any], Any]
"""(the ``Table`` as it is) -> the ruleset's own ``Round.facts`` of the round: what happened
at the table that scoring reads (the opening dice, a count carried from earlier rounds, the
winner's chain of kongs). Called for every win the table considers, and at the end; the
settlement ``Win`` values the round would end with are ``table.scoring_wins`` then."""
CarryHook = Callable[[Any], int]
"""(the finished ``Table``) -> the count the next round of the match starts with
(``Table.carried``; 0 for the first round): a counter carried from round to round, such as
a count of drawn rounds that doubles the wins after them."""
BirdCountHook = Callable[[Any], int]
"""(the ruleset's options) -> how many birds (horses) are turned up after a win: a count an
option sets (``PlayRules.birds`` is the count where no option does)."""
OutsideGrammarHook = Callable[[Sequence[int], int, bool], bool]
"""(counts by tile index of every tile the hand holds, melds included; the flowers set aside;
whether the win is a self-draw by a ready seat of the hidden indicator) -> whether the ruleset
may accept this hand although its grammar does not arrange it. A cheap necessary condition:
scoring still decides."""
WinRankHook = Callable[[Any], int]
"""(the ruleset's ``Score`` of one claimant's win) -> its rank. Where one discard (or one
robbed kong) has several winning claimants and only one may win (``NEAREST``), the highest
rank takes it, the nearest in turn order breaking ties."""

StandingHook = Callable[[Sequence[Tile]], "StandingRules"]
"""(a seat's dealt tiles, in the order dealt) -> its standing tiles (立牌) with their rules."""


class StandingRules(Protocol):
    """A seat's standing tiles (立牌, 立四) as the table asks them: the value the play rules'
    ``standing`` hook returns for a seat's deal, and each change returns the next value.
    Copies of a kind are alike: ``held`` is how many of ``tile`` the seat holds, standing
    ones included."""

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The tiles still standing."""

    def may_discard(self, tile: Tile, *, held: int) -> bool:
        """Before ready: ``tile`` may be thrown (a copy that does not stand)."""

    def may_claim(self, tile: Tile, *, used: int, held: int) -> bool:
        """A pon, kong (or chi) may take ``used`` of the ``held`` copies of ``tile``."""

    def claim(self, tile: Tile, *, used: int, held: int) -> StandingRules:
        """The standing tiles once such a claim is made."""

    def may_declare(self, tile: Tile) -> bool:
        """``tile`` may be the discard that declares ready."""

    def declare(self, tile: Tile) -> StandingRules:
        """The standing tiles once ready is declared with ``tile``."""


@attrs.frozen(kw_only=True)
class PlayRules:
    """One region's play, as data. Defaults are the common case."""

    break_by: BreakBy = "total"
    """Which die (or the total) counts the stacks of the break."""
    flowers: bool = False
    """Flowers are set aside and replaced from the wall's end, at the deal and when drawn."""
    flower_mode: FlowerMode = "seat"
    flower_replacement_is_kong: bool = False
    """A win on a flower's replacement tile is a win on a kong's replacement (杠花)."""
    reveal: Reveal = attrs.field(default=Reveal.NONE, validator=_is(Reveal, "reveal"))
    visible_to: Visibility = attrs.field(default=Visibility.ALL, validator=_is(Visibility, "visible_to"))
    grab: bool = attrs.field(default=False, validator=_is(bool, "grab"))
    """抢金: with the dealer's first discard (nothing claimed or konged before it) every seat
    whose hand wins with the turned-up indicator (revealed ``AFTER_DEAL`` or
    ``AFTER_FLOWERS``) may take it (``Grab``): the dealer with that discard made, a
    non-dealer instead of its first draw; the win is a self-draw of the indicator with
    ``first_draw`` (scoring decides which hands may). One window before the discard's claim
    window: the non-dealers nearest the dealer first, then the dealer."""
    priority: tuple[str, ...] = attrs.field(default=CLAIM_KINDS, validator=_check_priority)
    several_winners: SeveralWinners = attrs.field(
        default=SeveralWinners.NEAREST, validator=_is(SeveralWinners, "several_winners")
    )
    rob_kong: tuple[str, ...] = attrs.field(default=("added",), validator=_tuple_of(str, "rob_kong"))
    """Kinds of kong another seat may rob with a win: ``"added"``, ``"concealed"``, ``"direct"``,
    and ``"egg"`` (a tile added to an egg)."""
    ready: bool = False
    """Seats may declare ready (报听) with a discard; whether a win needs it is scoring's business."""
    ready_needs_win: bool = False
    """A seat may declare ready only if some tile it waits on would be a win the ruleset's
    score accepts (the seat ready, on a discard or self-drawn): requirements judged at 听."""
    ready_locks_hand: bool = False
    """After declaring ready a seat keeps its waits: it discards the tile it drew (or wins),
    and may kong only if its waits stay the same."""
    standing: StandingHook | None = attrs.field(default=None, eq=False)
    """立牌 (立四): the tiles of each seat's deal that stand (see :class:`StandingRules`, the
    hook's value, kept per seat): before declaring ready a seat throws none of them (another
    copy of the kind may go), a pon or kong is offered only where they allow it and the
    claimer keeps a legal action, and the discard that declares ready must be one of them.
    Their faces are hidden from the other seats, their number is not. ``None``: none stand."""
    wild_claims: WildClaims = attrs.field(
        default=WildClaims.DISCARD, validator=_is(WildClaims, "wild_claims")
    )
    wild_concealed_kong: bool = False
    """Four wild tiles may be konged (Ji'an 精杠)."""
    after_chi: AfterChiHook | None = attrs.field(default=None, eq=False)
    """Kinds a seat may not discard right after a chi (吃张打张), or ``None``."""
    must_discard: MustDiscardHook | None = attrs.field(default=None, eq=False)
    """Discards forced first (跟打), or ``None``."""
    wall_end: WallEnd = attrs.field(default=WallEnd.NORMAL, validator=_is(WallEnd, "wall_end"))
    first_draw: tuple[FirstDraw, ...] = attrs.field(
        default=(FirstDraw.DEALER_DEAL,), validator=_tuple_of(FirstDraw, "first_draw")
    )
    deal_wins: DealWinsHook | None = attrs.field(default=None, eq=False)
    """Deal-time wins a seat may declare before the first discard (their keys), or ``None``."""
    birds: int = attrs.field(default=0, validator=_count)
    """Tiles turned up from the wall after a win (the 海底 tile itself after a last-tile win)."""
    bird_count: BirdCountHook | None = attrs.field(default=None, eq=False)
    """See :data:`BirdCountHook`; ``None``: ``birds``."""
    birds_kept: bool = attrs.field(default=False, validator=_is(bool, "birds_kept"))
    """The wall keeps the birds back: ordinary play ends (drawn) when only as many tiles as
    there are birds are left, so a win, on the last tile too, always turns up wall tiles
    (Guangdong 买马: the horses are the next tiles of the wall, set aside face up)."""
    max_chis: int | None = None
    """A seat may hold at most this many chis (``None``: no limit)."""
    count_wild_discards: bool = False
    """Count the wildcards a seat discards while it wins on any tile (双游, 三游)."""
    facts: FactsHook | None = attrs.field(default=None, eq=False)
    """See :data:`FactsHook`; ``None``: the ruleset's default ``Facts()`` (or none)."""
    carry: CarryHook | None = attrs.field(default=None, eq=False)
    """See :data:`CarryHook`; ``None``: nothing is carried from round to round."""
    outside_grammar: OutsideGrammarHook | None = attrs.field(default=None, eq=False)
    """See :data:`OutsideGrammarHook`; ``None``: only the grammar's shapes can win."""
    outside_fed: bool = attrs.field(default=True, validator=_is(bool, "outside_fed"))
    """``outside_grammar`` may admit a win on another seat's tile (a discard, a robbed kong);
    ``False``: it admits only a ready seat's self-drawn hidden indicator (摸宝), so a fed win
    the grammar does not arrange is refused without asking it."""
    win_rank: WinRankHook | None = attrs.field(default=None, eq=False)
    """See :data:`WinRankHook`; ``None``: the nearest winning claimant wins (截胡)."""
    winners_leave: bool = attrs.field(default=False, validator=_is(bool, "winners_leave"))
    """Play goes on after a win (血战到底) when the ruleset's ``continues_after_win()`` says
    so for its options: each winner leaves play (no turn, no claim, pays nothing later) and
    the others go on until one seat is left or the wall ends; the round's wins carry their
    moments and its kongs are listed with theirs (:mod:`majiang.settlement.moments`)."""
    announced_swim: bool = attrs.field(default=False, validator=_is(bool, "announced_swim"))
    """光游 (with ``ready``): ``Ready`` is offered only with a discard that is no wildcard after
    which the hand wins on any tile (its count of wildcards thrown while so is 0, and a draw
    for every seat is left); that discard may only be won on; then from the next seat each
    other seat draws one tile, self-draw only (a tile that does not win is laid down), and
    if nobody wins the declarer draws (flowers replaced) and wins on that tile."""
    wild_swim_locks: bool = attrs.field(default=False, validator=_is(bool, "wild_swim_locks"))
    """双游/三游: while a seat's count of wildcards thrown winning on any tile
    (``count_wild_discards``) is above 0 it claims no discard and makes no kong."""
    wild_thrown_self_draws: bool = attrs.field(default=False, validator=_is(bool, "wild_thrown_self_draws"))
    """A seat with a wildcard among its discards wins only by self-draw (no win on a discard
    or a robbed kong) for the rest of the round."""
    eggs: tuple[EggGroup, ...] = attrs.field(default=(), validator=_tuple_of(EggGroup, "eggs"))
    """Eggs a seat may lay out (``Egg``; see :class:`EggGroup`); ``"egg"`` in ``rob_kong``
    lets another seat rob a tile added to an egg. A tile added joins the first of the seat's
    eggs (in the order laid out) whose group takes it; a seat whose ready hand is locked may
    only add the tile it just drew (its waits stay the same)."""
    rob_by_pon: bool = attrs.field(default=False, validator=_is(bool, "rob_by_pon"))
    """抢碰: a robbable kong (or egg) addition may be robbed by a pon as well as by a win
    (a win first); the robbed tile leaves the addition, which then never happened."""
    dice_kong: bool = attrs.field(default=False, validator=_is(bool, "dice_kong"))
    """开杠掷骰子: a seat whose hand waits on some tile once the kong is made may make it with
    dice (``Kong(dice=True)``, while 25 tiles can be drawn): a new roll counts stacks from
    the wall's end and that stack's top tile (its bottom once the top is gone) is the
    replacement. From then on the seat throws each tile it draws unless it wins on it, and
    claims nothing but a win, nor kongs again; only its discard right after such a kong is
    a kong's discard (``Win.kong_discard``, 杠上炮)."""
    wild_discard_circle: bool = attrs.field(default=False, validator=_is(bool, "wild_discard_circle"))
    """抓打圈: a seat that throws a wildcard opens a circle that lasts until its next discard:
    meanwhile no seat chis, pons or konges a discard, and that seat throws each tile it draws
    (it may still win on it, or make a concealed kong and throw the replacement)."""
    void_suit: bool = attrs.field(default=False, validator=_is(bool, "void_suit"))
    """定缺: after the deal (and the exchange) every seat names a void suit in one window
    (``Void``; a seat holding two suits must name the third, one holding one suit names
    either other); while it holds any tile of it, it must discard those first, and it claims
    none (``Table.voids``, public once the window closed; the ruleset's ``facts`` hook
    records them)."""
    exchange: int = attrs.field(default=0, validator=_count)
    """换三张: after the deal every seat passes this many tiles of one suit (``Exchange``) in
    one window, all to the seat a roll of the dice names (total mod 3: 0 across, 1 the next
    seat in turn order, 2 the seat before); 0: no exchange."""
    must_win_last: int = attrs.field(default=0, validator=_count)
    """最后四张: a win on one of the wall's last this many tiles (drawn, or discarded by the
    seat that drew it right after) can not be passed: it is the only action offered. 0: any
    win may be passed."""

    def __attrs_post_init__(self) -> None:
        if self.announced_swim and not self.ready:
            raise RulesetError("PlayRules.announced_swim is declared with Ready: it needs ready=True")
        if CHI_READY in self.priority and not self.ready:
            raise RulesetError(
                f"PlayRules.priority ranks {CHI_READY} but ready=False: no seat declares ready"
            )
        if self.grab and self.reveal not in (Reveal.AFTER_DEAL, Reveal.AFTER_FLOWERS):
            raise RulesetError(
                f"PlayRules.grab takes a turned-up indicator: it needs reveal AFTER_DEAL or "
                f"AFTER_FLOWERS, not {self.reveal!r}"
            )
        if self.standing is not None and (self.flowers or self.exchange or self.eggs):
            raise RulesetError(
                "PlayRules.standing is chosen from the deal: flowers, an exchange or eggs would move "
                "standing tiles, which no rule here says how to follow"
            )
        for kind in self.rob_kong:
            if kind not in ("added", "concealed", "direct", "egg"):
                raise RulesetError(f"PlayRules.rob_kong: unknown kong kind {kind!r}")
