"""The table: prompts and submit, errors, claim resolution against a reference resolver,
and the win prefilter against the rulesets' own sample wins."""

from __future__ import annotations

import itertools

import pytest

from majiang.errors import IllegalActionError, InvalidActionError, RulesetError
from majiang.game import Table
from majiang.game.actions import PASS, WIN, Discard
from majiang.game.bots import bots
from majiang.game.match import play_round
from majiang.game.state import MeldState, SeatState
from majiang.rulesets import get, names
from majiang.rulesets.base import Ruleset
from majiang.rulesets.playrules import SeveralWinners
from majiang.tiles import Tile
from tests.game.invariants import fork


def test_submit_outside_the_prompt_is_illegal() -> None:
    table = Table(get("jian"), seed=1)
    assert list(table.prompts()) == [0]
    with pytest.raises(IllegalActionError, match=r"seat 2 has nothing to decide now \(waiting for seat 0\)"):
        table.submit(2, PASS)
    with pytest.raises(IllegalActionError, match=r"seat 0 may not pass now; legal: .*discard"):
        table.submit(0, PASS)
    held = set(table.own_tiles(0))
    absent = next(t for t in (Tile.from_index(i) for i in range(34)) if t not in held)
    with pytest.raises(IllegalActionError, match=f"may not discard {absent} now"):
        table.submit(0, Discard(tile=absent))


@pytest.mark.parametrize(
    ("seat", "action", "match"),
    [
        (4, PASS, r"a seat is an int 0\.\.3, not 4"),
        ("0", PASS, "not '0'"),
        (0, "discard 1m", "an action is one of"),
    ],
    ids=["seat-4", "seat-str", "action-str"],
)
def test_malformed_submissions(seat: object, action: object, match: str) -> None:
    table = Table(get("hefei"), seed=1)
    with pytest.raises(InvalidActionError, match=match):
        table.submit(seat, action)  # type: ignore[arg-type]


def test_bad_table_arguments() -> None:
    with pytest.raises(RulesetError, match="needs a Ruleset"):
        Table("jian", seed=1)  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError, match=r"dealer must be a seat 0\.\.3, not 5"):
        Table(get("jian"), seed=1, dealer=5)
    with pytest.raises(InvalidActionError, match="needs its dice"):
        Table(get("jian"), seed=1, wall=get("jian").tile_set.tiles())


def test_a_ruleset_without_play_rules_says_how_to_add_them() -> None:
    class Bare(Ruleset):
        name = "bare"

    with pytest.raises(RulesetError, match=r"'bare' has no play rules: add a play\.py"):
        Table(Bare(), seed=1)


def _reference(
    rules_several: SeveralWinners, priority: tuple[str, ...], origin: int, replies: dict[int, str]
) -> tuple[str, tuple[int, ...]]:
    """Ten lines from the play rules: who takes the discard."""
    order = sorted(replies, key=lambda s: (s - origin) % 4)
    winners = [s for s in order if replies[s] == "win"]
    if winners:
        return "win", tuple(winners if rules_several is SeveralWinners.ALL else winners[:1])
    claims = [(priority.index(replies[s]), (s - origin) % 4, s) for s in order if replies[s] != "pass"]
    if not claims:
        return "none", ()
    return "claim", (min(claims)[2],)


def _windows(name: str, limit: int) -> list[Table]:
    """Tables stopped at claim windows with two or more seats offered something."""
    found: list[Table] = []
    ruleset = get(name)
    seats = bots("claimhappy")
    for seed in range(40):
        for k, bot in enumerate(seats):
            bot.seat_at(seed, k)
            bot.new_round(0)
        table = Table(ruleset, seed=seed)
        while not table.over and len(found) < limit:
            prompts = table.prompts()
            if table.phase == "claim" and len(prompts) >= 2 and not table.replies:
                found.append(fork(table))
            for seat, legal in prompts.items():
                table.submit(seat, seats[seat].choose(table, seat, legal))
        if len(found) >= limit:
            break
    return found


@pytest.mark.parametrize("name", names())
def test_claim_windows_match_the_reference_resolver(name: str) -> None:
    """Every combination of replies at real windows resolves as the play rules say; a seat
    that declines its own win never takes the tile from another seat's win."""
    rules = get(name).play
    assert rules is not None
    windows = _windows(name, 3)
    for window in windows:
        offers = window.prompts()
        assert window.discard is not None
        origin, tile = window.discard
        for combo in itertools.product(*offers.values()):
            table = fork(window)
            replies = dict(zip(offers, combo, strict=True))
            for seat, action in replies.items():
                table.submit(seat, action)
            kind, seats = _reference(
                rules.several_winners, rules.priority, origin, {s: a.kind for s, a in replies.items()}
            )
            new = table.wins[len(window.wins) :]  # where winners leave, earlier wins stay
            if kind == "win":
                assert [w.seat for w in new] == list(seats)
            else:
                assert not new
                if kind == "claim":
                    assert table.events[-1]["t"] in ("meld", "draw", "flower", "reveal") or table.over
                    melds = [e for e in table.events if e["t"] == "meld"]
                    assert melds and melds[-1]["seat"] == seats[0]
            for seat, action in replies.items():
                if WIN in offers[seat] and action.kind != "win":  # (the window is a deep copy: no `is`)
                    window_event = next(e for e in reversed(table.events) if e["t"] == "window")
                    assert window_event["replies"][str(seat)] == action.to_json()  # the pass is recorded
                    if table.seats[seat].draws == window.seats[seat].draws and not table.over:
                        assert tile in table.seats[seat].passed  # until the seat's next draw


def _seat_of(hand: object, *, drop_win: bool) -> SeatState:
    from majiang.hands import Hand

    assert isinstance(hand, Hand)
    state = SeatState()
    tiles = list(hand.tiles)
    for t in tiles:
        state.add(t.index)
    for meld in hand.melds:
        kind = {"sequence": "chi", "honor_run": "chi", "triplet": "pon", "kong": "kong"}[meld.kind.value]
        state.melds.append(
            MeldState(
                kind,
                tuple(t.index for t in meld.physical),
                concealed=meld.concealed,
                source=None,
                claimed=None,
            )
        )
    state.flowers = [t.index for t in hand.flowers]
    return state


@pytest.mark.parametrize("name", names())
def test_every_sample_win_passes_the_prefilter(name: str) -> None:
    """The cheap check before scoring is a necessary condition: every hand-worked sample win of
    the ruleset passes it (the grammar arranges it, or the outside-grammar hook admits it)."""
    ruleset = get(name)
    rules = ruleset.play
    assert rules is not None
    table = Table(ruleset, seed=0)
    checked = 0
    for label, round in ruleset.samples():
        try:
            ruleset.settle(round)
        except ValueError:
            continue  # a sample of a refused round
        for win in round.wins:
            hand = round.winning_hand(win)
            table.choice = None
            family = table.family()
            if round.indicator is not None and family is not None:
                table.choice = family.from_indicator(round.indicator, tile_set=ruleset.tile_set)
            table.legal.refresh()
            state = _seat_of(hand, drop_win=False)
            held = list(state.counts)
            for meld in state.melds:
                for i in meld.tiles:
                    held[i] += 1
            hidden = bool(
                round.seats[win.seat].ready
                and win.method.self_drawn
                and family is not None
                and not family.in_hand
                and round.indicator == win.tile
            )
            ok = (
                table.legal.shape_wins(state, None)
                or (
                    rules.outside_grammar is not None
                    and rules.outside_grammar(held, len(state.flowers), hidden)
                )
                or (ruleset.grammar.instant_wilds is not None)
            )
            assert ok, f"{name} sample {label}: {hand} passes no prefilter"
            checked += 1
    assert checked or not ruleset.samples()


def test_a_greedy_round_ends_with_a_settlement() -> None:
    table = play_round(
        get("changsha"), seed=2, round_index=0, dealer=0, lianzhuang=0, wind=0, bots=bots("greedy")
    )
    assert table.over and table.settlement is not None and table.outcome in ("win", "drawn", "deal_win")
