"""The table: one round played step by step, from the seeded wall to the settlement.

``table.prompts()`` names the seats that must decide and each one's legal actions;
``table.submit(seat, action)`` accepts exactly those. Every transition appends an
event to ``table.events`` (the round's lines of a ``majiang.log/1`` log). The rules
are the ruleset's :class:`~majiang.rulesets.playrules.PlayRules` and its scoring: a
win is offered if and only if ``ruleset.score`` accepts it.

>>> from majiang.rulesets import get
>>> from majiang.game.actions import Discard
>>> table = Table(get("hefei"), seed=7)
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

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from majiang.errors import IllegalActionError, InvalidActionError, RulesetError
from majiang.game import claims, finish
from majiang.game.actions import ACTION_TYPES, PASS, Action, Discard, Kong, Ready
from majiang.game.legal import Legality
from majiang.game.rng import check_seed, stream
from majiang.game.state import NAMES, TILES, MeldState, SeatState
from majiang.rulesets.base import Ruleset
from majiang.rulesets.playrules import PlayRules, Reveal, WallEnd
from majiang.scoring.context import SEATS, WinMethod
from majiang.settlement import Round, Settlement, Win
from majiang.tiles import Tile, TileSet, format_tiles
from majiang.tiles.sources import StackFromEnd, TileFromEnd
from majiang.tiles.wall import Dice, Wall
from majiang.tiles.wildcards import WildcardChoice, Wildcards

if TYPE_CHECKING:
    from majiang.game.observe import Observation

__all__ = ["Table"]


def play_rules(ruleset: Ruleset) -> PlayRules:
    """The ruleset's play rules; a ruleset without them can not be played (yet)."""
    rules = ruleset.play
    if not isinstance(rules, PlayRules):
        raise RulesetError(
            f"ruleset {ruleset.name!r} has no play rules: add a play.py with a PlayRules row to its "
            f"package and set `play = PLAY` on the class (see docs/game.md)"
        )
    return rules


class Table:
    """One round at a four-seat table.

    ``seed`` names every random stream of the round (the wall, the dice); ``wall`` and
    ``dice`` replace them (a replay). ``dealer``, ``lianzhuang`` and ``prevailing_wind``
    come from the match.
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
        self.round_index = round_index
        self.dealer = dealer
        self.lianzhuang = lianzhuang
        self.prevailing_wind = prevailing_wind
        self.events: list[dict[str, Any]] = []
        self.seats = [SeatState() for _ in range(SEATS)]
        self.phase = "setup"
        self.pending: dict[int, tuple[Action, ...]] = {}
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
        self.outcome: str | None = None
        self.settlement: Settlement | None = None
        self.round: Round | None = None
        self.birds: list[int] = []
        self.birds_from_wall: list[bool] = []
        self.next_deal: tuple[int, int] | None = None
        self.ready_order: list[int] = []
        self._dice_feed = list(dice[1:]) if dice is not None else None
        self._dice_rng = stream(seed, round_index, "dice")
        rules = self.rules
        tile_set = ruleset.tile_set
        checked: object = None  # a shuffled set needs no check; a given wall does
        if wall is None:
            circle = list(_tiles_of(tile_set))
            stream(seed, round_index, "wall").shuffle(circle)
            opening = Dice.roll(self._dice_rng)
        else:
            checked = tile_set
            circle = list(wall)
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
            reserve=ruleset.reserve,
            tile_set=checked,  # type: ignore[arg-type]
        )
        self._family: object = False
        self._drawable_at = -1
        self._drawable = 0
        self.legal = Legality(self)
        self.dice_log: list[Dice] = [opening]
        self._emit(
            {
                "t": "round",
                "n": round_index,
                "dealer": dealer,
                "lianzhuang": lianzhuang,
                "wind": prevailing_wind,
                "dice": [opening.first, opening.second],
                "wall": format_tiles(circle),
            }
        )
        self._setup()

    # -- the public surface -------------------------------------------------------------
    def prompts(self) -> dict[int, tuple[Action, ...]]:
        """The seats that must decide now, each with its legal actions (empty when over)."""
        return {seat: legal for seat, legal in self.pending.items() if seat not in self.replies}

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
        seat = self._seat(seat)
        if not isinstance(action, ACTION_TYPES):
            raise InvalidActionError(f"an action is one of majiang.game.actions' values, not {action!r}")
        legal = self.pending.get(seat)
        if legal is None or seat in self.replies:
            waiting = ", ".join(str(s) for s in self.prompts()) or "nobody: the round is over"
            raise IllegalActionError(f"seat {seat} has nothing to decide now (waiting for seat {waiting})")
        if not any(a is action for a in legal) and action not in legal:
            listed = "; ".join(_describe(a) for a in legal)
            raise IllegalActionError(f"seat {seat} may not {_describe(action)} now; legal: {listed}")
        self.version += 1
        if self.phase in ("claim", "rob", "deal_wins"):
            self.replies[seat] = action
            if len(self.replies) == len(self.pending):
                claims.resolve(self)
            return
        self.pending = {}
        self._emit({"t": "act", "seat": seat, "action": action.to_json()})
        self._act(seat, action)

    # -- internals: setup ---------------------------------------------------------------------
    def _seat(self, seat: object) -> int:
        if type(seat) is not int or not 0 <= seat < SEATS:
            raise InvalidActionError(f"a seat is an int 0..{SEATS - 1}, not {seat!r}")
        return seat

    def _emit(self, event: dict[str, Any]) -> None:
        self.events.append(event)

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
        zone = self.ruleset.reserve.last_zone
        return max(zone, 1) if self.rules.wall_end is WallEnd.ROAMING_SEABED else zone

    def _setup(self) -> None:
        rules = self.rules
        deal = self.wall.deal(self.ruleset.hand_size)
        for seat, tiles in enumerate(deal.hands):
            state = self.seats[seat]
            for tile in tiles:
                state.add(tile.index)
            state.dealt = tuple(sorted(_index(t) for t in tiles))
            state.last_draw = tiles[-1].index
        self._emit({"t": "deal", "hands": [format_tiles(sorted(h, key=_index)) for h in deal.hands]})
        if rules.reveal in (Reveal.BEFORE_FLOWERS, Reveal.AFTER_DEAL):
            self._reveal()
        if rules.flowers:
            turn = [(self.dealer + offset) % SEATS for offset in range(SEATS)]
            if rules.flower_mode == "round":  # each seat replaces what it holds; new flowers wait a round
                while any(self._held_flowers(seat) for seat in turn) and self.drawable() > 0:
                    for seat in turn:
                        for flower in self._held_flowers(seat):
                            self._replace_flower(seat, flower)
            else:
                for seat in turn:
                    self._replace_flowers(seat)
        if rules.reveal is Reveal.AFTER_FLOWERS:
            self._reveal()
        self.legal.refresh()
        if rules.deal_wins is not None:
            offers: dict[int, tuple[Action, ...]] = {}
            for seat in range(SEATS):
                state = self.seats[seat]
                keys = rules.deal_wins([TILES[i] for i in state.dealt], seat == self.dealer)
                if keys:
                    from majiang.game.actions import DealWin

                    offers[seat] = (DealWin(keys=keys), PASS)
            if offers:
                self.phase = "deal_wins"
                self.pending = offers
                self.replies = {}
                return
        self.start_turn(self.dealer, drew=None)

    def _reveal(self) -> None:
        family = self.family()
        if family is None:
            raise RulesetError(f"{self.ruleset.name}: the play rules reveal a wildcard but it has no family")
        source = family.source
        rolls = isinstance(source, TileFromEnd) or (isinstance(source, StackFromEnd) and source.roll == "new")
        dice = self.roll() if rolls else None
        choice = family.choose(self.wall, dice=dice)
        self.choice = choice
        self.legal.refresh()
        event: dict[str, Any] = {
            "t": "reveal",
            "indicator": str(choice.indicator),
            "wilds": format_tiles(choice.wilds),
        }
        if dice is not None:
            event["dice"] = [dice.first, dice.second]
        if choice.dealer_flowers:
            dealer = self.seats[self.dealer]
            dealer.flowers.extend(t.index for t in choice.dealer_flowers)
            event["dealer_flowers"] = format_tiles(choice.dealer_flowers)
        self._emit(event)

    def is_flower(self, i: int) -> bool:
        """A tile set aside and replaced: a flower (an honor too where honors are flowers), not wild."""
        if not self.rules.flowers or i in self.wild:
            return False
        return i >= 34 or (i >= 27 and self.ruleset.honors_are_flowers)

    def _held_flowers(self, seat: int) -> list[int]:
        counts = self.seats[seat].counts
        return [i for i in range(27, 42) for _ in range(counts[i]) if self.is_flower(i)]

    def _replace_flower(self, seat: int, flower: int) -> bool:
        """Set one flower aside and draw its replacement from the end (False: the wall is out)."""
        state = self.seats[seat]
        state.remove(flower)
        state.flowers.append(flower)
        if self.drawable() == 0:  # set aside with nothing to replace it: the round is ending
            self._emit({"t": "flower", "seat": seat, "flower": NAMES[flower], "tile": None})
            return False
        new = self.wall.draw_replacement().index
        state.add(new)
        state.last_draw = new
        self._emit({"t": "flower", "seat": seat, "flower": NAMES[flower], "tile": NAMES[new]})
        return True

    def _replace_flowers(self, seat: int) -> bool:
        """Set this seat's flowers aside, drawing replacements (and replacing those) until it
        holds none; False if the wall ran out first."""
        while True:
            held = self._held_flowers(seat)
            if not held:
                return True
            if not self._replace_flower(seat, held[0]):
                return False

    # -- internals: the turn ------------------------------------------------------------------
    def start_turn(self, seat: int, *, drew: int | None, replacement: bool = False) -> None:
        """Prompt ``seat`` to act: it holds a full hand (after a draw, a claim or the deal)."""
        self.turn = seat
        self.phase = "act"
        self.replies = {}
        self.replacement = replacement
        self.pending = {seat: self.legal.act(seat, drew)}

    def draw_for(self, seat: int) -> None:
        """Give ``seat`` its next tile, or end the round when the wall says so."""
        rules = self.rules
        wall = self.wall
        drawable = self.drawable()
        if drawable == 0:
            finish.drawn(self, "wall")
            return
        if rules.wall_end is WallEnd.ROAMING_SEABED and drawable == 1:
            if self.seabed_passes >= SEATS:
                finish.drawn(self, "wall")
                return
            if self.haidi_seat is None:
                self.haidi_seat = seat
            self.turn = seat
            self.phase = "seabed"
            self.replies = {}
            from majiang.game.actions import TAKE_LAST

            self.pending = {seat: (TAKE_LAST, PASS)}
            return
        last = drawable <= self.last_zone()
        zone = last and rules.wall_end is WallEnd.DRAW_ONLY
        tile = wall.draw().index
        self._took(seat, tile, replacement=False, last=last)
        if zone:
            self.turn = seat
            self.phase = "zone"
            self.replies = {}
            self.pending = {seat: self.legal.zone(seat, tile)}
            return
        self._after_draw(seat, tile, replacement=False)

    def _took(self, seat: int, tile: int, *, replacement: bool, last: bool) -> None:
        state = self.seats[seat]
        state.add(tile)
        state.draws += 1
        state.passed = []
        state.last_draw = tile
        self.last_tile = last
        event: dict[str, Any] = {"t": "draw", "seat": seat, "tile": NAMES[tile]}
        if replacement:
            event["replacement"] = True
        self._emit(event)

    def _after_draw(self, seat: int, tile: int, *, replacement: bool) -> None:
        rules = self.rules
        state = self.seats[seat]
        if self.is_flower(tile):
            if not self._replace_flowers(seat):
                finish.drawn(self, "wall")  # the wall ran out while replacing
                return
            tile = state.last_draw if state.last_draw is not None else tile
            replacement = replacement or rules.flower_replacement_is_kong
        if rules.reveal is Reveal.FIRST_READY_DRAW and state.ready:
            self._bao_at_draw(seat)
        self.start_turn(seat, drew=tile, replacement=replacement)

    def _bao_at_draw(self, seat: int) -> None:
        """The hidden indicator: chosen at the first ready seat's draw, re-chosen when due."""
        if self.choice is None:
            if self.ready_order and self.ready_order[0] == seat:
                self._reveal()
            return
        family = self.family()
        due = family.rechosen_at if family is not None else None
        if due is not None and self.legal.visible(self.choice.wilds[0].index) >= due and self.wall.remaining:
            self._reveal()

    def _act(self, seat: int, action: Action) -> None:
        state = self.seats[seat]
        phase = self.phase
        if phase == "seabed":
            if action is PASS:
                self.seabed_passes += 1
                self._emit({"t": "seabed", "seat": seat, "taken": False})
                self.draw_for((seat + 1) % SEATS)
                return
            self.haidi_seat = seat
            tile = self.wall.draw().index
            self._took(seat, tile, replacement=False, last=True)
            self.start_turn(seat, drew=tile)
            return
        if phase == "zone":
            if action.kind == "win":
                finish.won(
                    self, [finish.WinRecord(seat=seat, tile=state.last_draw or 0, method=WinMethod.SELF_DRAW)]
                )
                return
            self.draw_for((seat + 1) % SEATS)
            return
        kind = action.kind
        if kind == "win":
            method = WinMethod.KONG_REPLACEMENT if self.replacement else WinMethod.SELF_DRAW
            tile = state.last_draw if state.last_draw is not None else 0
            finish.won(self, [finish.WinRecord(seat=seat, tile=tile, method=method)])
        elif isinstance(action, (Discard, Ready)):
            self._discard(seat, action.tile.index, ready=isinstance(action, Ready))
        elif isinstance(action, Kong):
            self._kong(seat, action.tile.index, action.how)
        else:  # pragma: no cover - legality lists nothing else in this phase
            raise IllegalActionError(f"seat {seat} can not {_describe(action)} in phase {phase}")

    def _discard(self, seat: int, tile: int, *, ready: bool) -> None:
        state = self.seats[seat]
        if self.rules.count_wild_discards:
            self.legal.note_wild_discard(seat, tile)
        state.remove(tile)
        state.river.append(tile)
        state.thrown.append(tile)
        state.after_chi = ()
        if ready and not state.ready:
            state.ready = True
            self.ready_order.append(seat)
        self.discard = (seat, tile)
        claims.open_window(self, seat, tile)

    def _kong(self, seat: int, tile: int, how: str) -> None:
        state = self.seats[seat]
        self.claimed = True
        if how == "concealed":
            state.remove(tile, 4)
            state.melds.append(MeldState("kong", (tile,) * 4, concealed=True, source=None, claimed=None))
        else:  # added to an own pon
            state.remove(tile)
            meld = next(m for m in state.melds if m.kind == "pon" and m.tiles[0] == tile)
            meld.kind = "kong"
            meld.tiles = (tile,) * 4
            meld.added = True
        if how in self.rules.rob_kong and claims.open_rob(self, seat, tile, how):
            return
        self.replacement_draw(seat, "concealed" if how == "concealed" else "exposed")

    def replacement_draw(self, seat: int, kind: str) -> None:
        if self.drawable() == 0:
            finish.drawn(self, "wall")
            return
        last = self.drawable() <= self.last_zone()
        tile = self.wall.draw_replacement(kong=kind).index  # type: ignore[arg-type]
        self._took(seat, tile, replacement=True, last=last)
        self._after_draw(seat, tile, replacement=True)

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


_index = {t: t.index for t in TILES}.__getitem__
_TILES_OF: dict[int, tuple[Tile, ...]] = {}


def _tiles_of(tile_set: TileSet) -> tuple[Tile, ...]:
    found = _TILES_OF.get(id(tile_set))
    if found is None:
        found = _TILES_OF[id(tile_set)] = tile_set.tiles()
    return found


def _describe(action: Action) -> str:
    data = action.to_json()
    rest = " ".join(str(v) for k, v in data.items() if k != "a")
    return f"{data['a']} {rest}".strip()
