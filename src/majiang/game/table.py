"""The table: one round played step by step, from the seeded wall to the settlement.

``table.prompts()`` names the seats that must decide and each one's legal actions;
``table.submit(seat, action)`` accepts exactly those. Every transition appends an
event to ``table.events`` (the round's lines of a ``majiang.log/1`` log). The rules
are the ruleset's :class:`~majiang.rulesets.playrules.PlayRules` and its scoring: a
win is offered if and only if ``ruleset.score`` accepts it.

>>> from majiang.game.actions import Discard
>>> table = Table(ruleset, seed=7)
>>> [seat for seat in table.prompts()], table.phase
([0], 'act')
>>> table.submit(0, Discard(tile=table.own_tiles(0)[0])) is None
True
>>> table.submit(0, Discard(tile=table.own_tiles(0)[0]))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
majiang.errors.IllegalActionError: seat 0 has nothing to decide now (waiting for seat 1)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import attrs

from majiang._calls import checked_call
from majiang.errors import IllegalActionError, InvalidActionError, RulesetError
from majiang.game import claims, deal, turn
from majiang.game.actions import ACTION_TYPES, Action
from majiang.game.allows import allows
from majiang.game.legal import Legality
from majiang.game.rng import check_seed, stream
from majiang.game.state import TILES, SeatState, text_of
from majiang.rulesets.base import Ruleset
from majiang.rulesets.playrules import PlayRules, WallEnd
from majiang.scoring.context import SEATS
from majiang.settlement import Kong as KongAt
from majiang.settlement import Round, SeatRecord, Settlement, Win
from majiang.tiles import Tile, TileSet
from majiang.tiles.wall import Dice, Wall
from majiang.tiles.wildcards import WildcardChoice, Wildcards

if TYPE_CHECKING:
    from majiang.game.finish import Scored
    from majiang.game.observe import Observation

__all__ = ["WINDOWS", "Table"]

WINDOWS = ("claim", "rob", "deal_wins", "exchange", "void", "grab")
"""The phases whose prompts are one window: every answer is kept unseen until the last is in."""


def play_rules(ruleset: Ruleset) -> PlayRules:
    """The ruleset's play rules; a ruleset without them can not be played (yet)."""
    rules = ruleset.play_rules()
    if not isinstance(rules, PlayRules):
        raise RulesetError(
            f"ruleset {ruleset.name!r} has no play rules: add a play.py with a PlayRules row to its "
            f"package and set `play = PLAY` on the class (see docs/game.md)"
        )
    return rules


@checked_call
class Table:
    """One round at a four-seat table.

    ``seed`` names every random stream of the round (the wall, the dice); ``wall`` and
    ``dice`` replace them (a replay). ``dealer``, ``lianzhuang``, ``prevailing_wind`` and
    ``carried`` (the count ``PlayRules.carry`` passed on from the round before) come from
    the match. ``_wall_text`` is for the replay alone: the compact text of a given ``wall``
    that its reader checked is ``text_of`` it and is exactly the ruleset's tile set (the round
    line keeps it; neither is checked again).
    """

    def __init__(
        self,
        ruleset: Ruleset,
        *,
        seed: int | str = 0,
        round_index: int = 0,
        dealer: int = 0,
        lianzhuang: int = 0,
        prevailing_wind: int = 0,
        wall: Sequence[Tile] | None = None,
        dice: Sequence[Dice] | None = None,
        carried: int = 0,
        _wall_text: str | None = None,
    ) -> None:
        if not isinstance(ruleset, Ruleset):
            raise RulesetError(f"a table needs a Ruleset (majiang.rulesets.get(name)), not {ruleset!r}")
        self.ruleset = ruleset
        self.rules = play_rules(ruleset)
        self.seed = check_seed(seed)
        for name, value, top in (
            ("dealer", dealer, SEATS - 1),
            ("prevailing_wind", prevailing_wind, SEATS - 1),
        ):
            if type(value) is not int or not 0 <= value <= top:
                raise InvalidActionError(f"{name} must be a seat 0..{top}, not {value!r}")
        if type(lianzhuang) is not int or lianzhuang < 0:
            raise InvalidActionError(f"lianzhuang must be an int >= 0, not {lianzhuang!r}")
        if type(round_index) is not int or round_index < 0:
            raise InvalidActionError(f"round_index must be an int >= 0, not {round_index!r}")
        if type(carried) is not int or carried < 0:
            raise InvalidActionError(f"carried must be an int >= 0, not {carried!r}")
        self.carried = carried
        self.round_index = round_index
        self.dealer = dealer
        self.lianzhuang = lianzhuang
        self.prevailing_wind = prevailing_wind
        self.events: list[dict[str, Any]] = []
        self.seats = [SeatState() for _ in range(SEATS)]
        self.seat_records: list[tuple[object, SeatRecord] | None] = [None] * SEATS
        """Each seat's last ``SeatRecord`` built by ``finish.make_round``, with what it was built from."""
        self.phase = "setup"
        self._pending: dict[int, tuple[Action, ...]] = {}
        self._due: tuple[int, int | None] | None = None  # the turn seat's actions, not listed yet
        self.replies: dict[int, Action] = {}
        self.turn = dealer
        self.version = 0
        self.choice: WildcardChoice | None = None
        self.wild: frozenset[int] = frozenset()
        self.claimed = False  # a chi/pon/kong happened: first-draw wins are over
        self.discard: tuple[int, int] | None = None  # (seat, tile) the window is about
        self.kong: tuple[int, int, str] | None = None  # (seat, tile, how) a rob window is about
        self.replacement = False  # the turn seat's tile came from the wall's end
        self.last_tile = False  # the turn seat's tile is the last (or in the last zone)
        self.seabed_passes = 0
        self.haidi_seat: int | None = None  # who took the last tile, or was first offered it
        self.wins: tuple[Win, ...] = ()
        self.scoring_wins: tuple[Win, ...] = ()  # the wins a facts hook is asked about
        self.outcome: str | None = None
        self.settlement: Settlement | None = None
        self.round: Round | None = None
        self.scored: Scored = {}  # the wins the legality scored, by hand and context (finish.score_of)
        self.birds: list[int] = []
        self.birds_from_wall: list[bool] = []  # drawn out of the wall (not the winning tile,
        # nor a bird turned up and set aside in it: PlayRules.birds_kept)
        self.next_deal: tuple[int, int] | None = None
        self.ready_order: list[int] = []
        self.out: set[int] = set()  # seats that won and left play (PlayRules.winners_leave)
        self.moment = 0  # win moments so far
        self.win_log: list[Win] = []  # the wins so far, in moment order
        self.kong_log: list[KongAt] = []  # every kong as made, with its moment
        self.voids: tuple[str, ...] | None = None  # each seat's void suit, once named (PlayRules.void_suit)
        self.late_tile: int | None = None  # the turn seat drew this among the last tiles (must_win_last)
        self.kong_discard = False  # the last discard was the konger's first after his kong
        self.swimmer: int | None = None  # 光游: the declarer whose one-tile round is on
        self.dice_kong = False  # the kong being made is by dice (PlayRules.dice_kong)
        self.dice_replacement = False  # the turn seat's tile came by dice
        self.dice_locked: set[int] = set()  # seats that rolled: they throw what they draw
        self.circles: set[int] = set()  # 抓打圈: seats whose wildcard throw's circle is open
        self._dice_feed = list(dice[1:]) if dice is not None else None
        self._dice_rng: random.Random | None = None  # the dice stream; none is made where the dice are given
        rules = self.rules
        self.bird_count = rules.bird_count(ruleset.options) if rules.bird_count is not None else rules.birds
        """Birds (horses) turned up after a win: ``PlayRules.bird_count`` or ``birds``."""
        reserve = ruleset.reserve
        if rules.birds_kept and self.bird_count:
            reserve = attrs.evolve(reserve, tiles=reserve.tiles + self.bird_count)
        tile_set = ruleset.tile_set
        checked: object = None  # a shuffled set needs no check; a given wall does
        if wall is None:
            circle = list(_tiles_of(tile_set))
            stream(seed, round_index, "wall").shuffle(circle)
            self._dice_rng = stream(seed, round_index, "dice")
            opening = Dice.roll(self._dice_rng)
        else:
            circle = list(wall)
            if _wall_text is None and not _is_set(circle, tile_set):
                checked = tile_set  # the wall checks it and says what is wrong
            if not dice:
                raise InvalidActionError(
                    "a table built from a given wall needs its dice (the opening roll first)"
                )
            opening = dice[0]
        self.wall = Wall.arrange(
            circle,
            dice=opening,
            dealer=dealer,
            break_by=rules.break_by,
            reserve=reserve,
            tile_set=checked,  # type: ignore[arg-type]
        )
        zone = ruleset.reserve.last_zone
        self._last_zone = max(zone, 1) if rules.wall_end is WallEnd.ROAMING_SEABED else zone
        self._family: object = False
        self._drawable_at = -1
        self._drawable = 0
        self.legal = Legality(self)
        self.dice_log: list[Dice] = [opening]
        head: dict[str, Any] = {
            "t": "round",
            "n": round_index,
            "dealer": dealer,
            "lianzhuang": lianzhuang,
            "wind": prevailing_wind,
        }
        if carried:
            head["carried"] = carried
        head["dice"] = [opening.first, opening.second]
        written = _wall_text if wall is not None else None  # a given wall's text, as its reader checked it
        head["wall"] = written if written is not None else text_of(_indices(circle))
        self._emit(head)
        deal.setup(self)

    # -- the public surface -------------------------------------------------------------
    @property
    def pending(self) -> dict[int, tuple[Action, ...]]:
        """The seats asked to decide, each with its legal actions (those already answered too)."""
        due = self._due
        if due is not None:  # listed when first looked at: a submit alone may not need the list
            self._due = None
            seat, drew = due
            legal = self.legal.act(seat, drew)
            if drew is not None and drew == self.late_tile:
                legal = claims.forced(self, legal, drew)
            self._pending = {seat: legal}
        return self._pending

    @pending.setter
    def pending(self, value: dict[int, tuple[Action, ...]]) -> None:
        self._due = None
        self._pending = value

    def prompt_act(self, seat: int, drew: int | None) -> None:
        """Ask ``seat`` to act after drawing ``drew`` (``None``: after a claim or the deal); its
        legal actions are listed when ``pending`` is first read."""
        self._pending = {}
        self._due = (seat, drew)

    def prompts(self) -> dict[int, tuple[Action, ...]]:
        """The seats that must decide now, each with its legal actions (empty when over)."""
        replies = self.replies
        pending = self._pending if self._due is None else self.pending
        if not replies:
            return dict(pending)
        return {seat: legal for seat, legal in pending.items() if seat not in replies}

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        """The legal actions of ``seat`` now (empty if it has nothing to decide)."""
        if seat in self.replies:
            return ()
        return self.pending.get(seat, ())

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def own_tiles(self, seat: int) -> tuple[Tile, ...]:
        """The concealed tiles of ``seat``, in tile order."""
        return tuple(self.seats[self._seat(seat)].tiles())

    def submit(self, seat: int, action: Action) -> None:
        """Take ``seat``'s decision. Malformed: :class:`InvalidActionError`; not legal now:
        :class:`IllegalActionError` listing the legal actions."""
        if type(seat) is not int or not 0 <= seat < SEATS:
            seat = self._seat(seat)  # (raises)
        if not isinstance(action, ACTION_TYPES):
            raise InvalidActionError(f"an action is one of majiang.game.actions' values, not {action!r}")
        due = self._due
        if due is not None and due[0] == seat and allows(self.legal, seat, due[1], action):
            self.version += 1  # legal (the turn seat's own action): no need to list the others
            self._due, self._pending = None, {}
            self.events.append({"t": "act", "seat": seat, "action": action.to_json()})
            turn.act(self, seat, action)
            return
        legal = (self._pending if due is None else self.pending).get(seat)
        if legal is None or seat in self.replies:
            waiting = ", ".join(str(s) for s in self.prompts()) or "nobody: the round is over"
            raise IllegalActionError(f"seat {seat} has nothing to decide now (waiting for seat {waiting})")
        for offered in legal:
            if offered is action:
                break
        else:
            if action not in legal:
                listed = "; ".join(_describe(a) for a in legal)
                raise IllegalActionError(f"seat {seat} may not {_describe(action)} now; legal: {listed}")
        self.version += 1
        if self.phase in WINDOWS:
            replies = self.replies
            replies[seat] = action
            if len(replies) == len(self._pending):
                claims.resolve(self)
            return
        self._pending = {}  # (listed: ``_due`` is None)
        self.events.append({"t": "act", "seat": seat, "action": action.to_json()})
        turn.act(self, seat, action)

    # -- internals: setup ---------------------------------------------------------------------
    def _seat(self, seat: object) -> int:
        if type(seat) is not int or not 0 <= seat < SEATS:
            raise InvalidActionError(f"a seat is an int 0..{SEATS - 1}, not {seat!r}")
        return seat

    def _emit(self, event: dict[str, Any]) -> None:
        self.events.append(event)

    def next_seat(self, seat: int) -> int:
        """The seat after ``seat`` in turn order that is still in play."""
        if not self.out:
            return (seat + 1) % SEATS
        for k in range(1, SEATS + 1):
            nxt = (seat + k) % SEATS
            if nxt not in self.out:
                return nxt
        return (seat + 1) % SEATS  # pragma: no cover - a round ends before every seat is out

    def log_kong(self, seat: int, tile: int) -> None:
        """Record a kong as made, with its moment (``Round.kongs``)."""
        from majiang.game.state import TILES

        self.kong_log.append(KongAt(seat=seat, tile=TILES[tile], moment=self.moment))

    @property
    def continues(self) -> bool:
        """Play goes on after a win (``PlayRules.winners_leave`` and the ruleset's options)."""
        return self.rules.winners_leave and self.ruleset.continues_after_win()

    def drawable(self) -> int:
        """``wall.drawable``, worked out once per change of the wall."""
        remaining = self.wall.remaining
        if remaining != self._drawable_at:
            self._drawable_at = remaining
            self._drawable = self.wall.drawable
        return self._drawable

    def roll(self) -> Dice:
        """A later roll of the round (a wildcard roll): from the dice stream, or the replayed log."""
        if self._dice_feed is not None:
            if not self._dice_feed:
                raise InvalidActionError("the replayed round rolls more dice than its log recorded")
            dice = self._dice_feed.pop(0)
        else:
            assert self._dice_rng is not None, "a table built without a wall rolls from its dice stream"
            dice = Dice.roll(self._dice_rng)
        self.dice_log.append(dice)
        return dice

    def family(self) -> Wildcards | None:
        """The ruleset's wildcard rule (``None``: it has none)."""
        if self._family is False:
            self._family = self.ruleset.wildcards()
        return self._family  # type: ignore[return-value]

    def last_zone(self) -> int:
        """How many of the last drawable tiles count as the last (海底): the reserve's last zone,
        and at least the very last tile where it roams."""
        return self._last_zone

    def is_flower(self, i: int) -> bool:
        """A tile set aside and replaced: a flower (an honor too where honors are flowers), not wild."""
        return deal.is_flower(self, i)

    # -- the turn loop (majiang.game.turn), named here for claims and finish ---------------------
    def start_turn(self, seat: int, *, drew: int | None, replacement: bool = False) -> None:
        """Prompt ``seat`` to act: it holds a full hand (after a draw, a claim or the deal)."""
        turn.start_turn(self, seat, drew=drew, replacement=replacement)

    def draw_for(self, seat: int) -> None:
        """Give ``seat`` its next tile, or end the round when the wall says so."""
        turn.draw_for(self, seat)

    def replacement_draw(self, seat: int, kind: str) -> None:
        """After a kong: the replacement from the wall's end."""
        turn.replacement_draw(self, seat, kind)

    # -- views ----------------------------------------------------------------------------------
    def observe(self, seat: int) -> Observation:
        """What ``seat`` may see (see :mod:`majiang.game.observe`)."""
        from majiang.game.observe import observe

        return observe(self, self._seat(seat))

    def privileged(self) -> dict[str, Any]:
        """Everything, for critics and analysis (see :mod:`majiang.game.observe`)."""
        from majiang.game.observe import privileged

        return privileged(self)

    def _repr_html_(self) -> str:
        from majiang.game.observe import table_html

        return table_html(self)

    def __repr__(self) -> str:
        return (
            f"<Table {self.ruleset.name} round {self.round_index} phase={self.phase} "
            f"wall={self.wall.remaining} prompts={sorted(self.prompts())}>"
        )


_TILES_OF: dict[int, tuple[Tile, ...]] = {}


def _tiles_of(tile_set: TileSet) -> tuple[Tile, ...]:
    found = _TILES_OF.get(id(tile_set))
    if found is None:
        found = _TILES_OF[id(tile_set)] = tile_set.tiles()
    return found


_INDEX: dict[int, int] = {id(t): t.index for t in TILES}
"""The index of each shared tile value, by identity (a Tile's own hash is slower)."""


def _indices(tiles: Sequence[Tile]) -> list[int]:
    """The tiles' indices (shared tile values by identity, any other by ``Tile.index``)."""
    found = _INDEX.get
    return [i if (i := found(id(t))) is not None else t.index for t in tiles]


def _is_set(tiles: list[Tile], tile_set: TileSet) -> bool:
    """The tiles are shared tile values and exactly ``tile_set`` (False: not known so)."""
    counts = [0] * len(tile_set.copies_by_index)
    found = _INDEX.get
    for tile in tiles:
        i = found(id(tile))  # a shared value lives as long as the module: ids are its own
        if i is None or i >= len(counts):
            return False
        counts[i] += 1
    return counts == list(tile_set.copies_by_index)


def _describe(action: Action) -> str:
    data = action.to_json()
    rest = " ".join(str(v) for k, v in data.items() if k != "a")
    return f"{data['a']} {rest}".strip()
