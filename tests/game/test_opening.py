"""The windows before the first turn: the exchange (``PlayRules.exchange``, 换三张) and the
void suits (``PlayRules.void_suit``, 定缺), each one window answered by every seat; and the
last tiles on which a win can not be passed (``PlayRules.must_win_last``, 最后四张).

Played on Sichuan, the ruleset that has them (``huansanzhang=True`` turns the exchange on).
"""

from __future__ import annotations

import re

import pytest

from majiang.errors import IllegalActionError, ReplayError
from majiang.game.actions import PASS, WIN, Discard, Exchange, Kong, Void
from majiang.game.bots import bots
from majiang.game.deal import exchanges, void_choices
from majiang.game.log import Log
from majiang.game.match import header, play, play_round, replay
from majiang.game.table import Table
from majiang.rulesets import get
from majiang.tiles import format_tiles, parse_tiles
from majiang.tiles.wall import Dice
from tests.game.invariants import check

SUITS = ("m", "p", "s")


def _held(table: Table, seat: int) -> dict[str, int]:
    held = dict.fromkeys(SUITS, 0)
    for tile in table.own_tiles(seat):
        held[tile.suit] += 1
    return held


def _answer_voids(table: Table, suits: tuple[str, ...]) -> None:
    for seat, suit in enumerate(suits):
        table.submit(seat, Void(suit=suit))


def test_every_seat_names_its_void_after_the_deal() -> None:
    table = Table(get("sichuan"), seed=3)
    assert table.phase == "void" and sorted(table.prompts()) == [0, 1, 2, 3]
    assert table.voids is None
    check(table)


def test_the_suits_a_seat_may_name() -> None:
    """The digest: a hand with two suits must void the third; one with one suit names either
    other; a hand with all three names any."""
    seen = set()
    for seed in range(150):
        table = Table(get("sichuan"), seed=seed)
        for seat in range(4):
            held = _held(table, seat)
            absent = tuple(s for s in SUITS if not held[s])
            legal = tuple(a.suit for a in table.legal_actions(seat))  # type: ignore[union-attr]
            assert legal == (absent or SUITS)
            assert tuple(a.suit for a in void_choices(table, seat)) == legal  # type: ignore[union-attr]
            seen.add(len(absent))
    assert seen >= {0, 1}  # both cases dealt


def test_a_two_suit_hand_may_not_name_a_held_suit() -> None:
    for seed in range(150):
        table = Table(get("sichuan"), seed=seed)
        for seat in range(4):
            held = _held(table, seat)
            if sum(1 for s in SUITS if held[s]) == 2:
                suit = next(s for s in SUITS if held[s])
                third = next(s for s in SUITS if not held[s])
                with pytest.raises(
                    IllegalActionError, match=f"seat {seat} may not void {suit} now; legal: void {third}$"
                ):
                    table.submit(seat, Void(suit=suit))
                return
    pytest.fail("no two-suit hand dealt in 150 seeds")


def test_nobody_sees_a_void_before_the_window_closes() -> None:
    table = Table(get("sichuan"), seed=3)
    table.submit(0, Void(suit="m"))
    with pytest.raises(IllegalActionError, match="seat 0 has nothing to decide now"):
        table.submit(0, Void(suit="p"))
    for seat in (1, 2, 3):
        view = table.observe(seat)
        assert view.voids is None
        assert all(e["t"] not in ("void", "window") for e in view.events)
    assert table.observe(0).legal == ()
    table.submit(1, Void(suit="p"))
    table.submit(2, Void(suit="s"))
    table.submit(3, Void(suit="m"))
    assert table.voids == ("m", "p", "s", "m")
    window, void = table.events[-2:]
    assert window["kind"] == "void" and window["replies"] == {
        "0": {"a": "void", "suit": "m"},
        "1": {"a": "void", "suit": "p"},
        "2": {"a": "void", "suit": "s"},
        "3": {"a": "void", "suit": "m"},
    }
    assert void == {"t": "void", "voids": ["m", "p", "s", "m"]}
    for seat in range(4):  # public once closed (the source shows it by each player)
        view = table.observe(seat)
        assert view.voids == ("m", "p", "s", "m")
        seen = [e for e in view.events if e["t"] == "window"]
        assert seen[-1]["reply"] == {"a": "void", "suit": "mpsm"[seat]}
        assert "replies" not in seen[-1]
    assert table.phase == "act" and table.turn == 0


def test_the_void_suit_goes_first_and_is_recorded() -> None:
    for seed in range(5):
        table = Table(get("sichuan"), seed=seed)
        held = _held(table, 0)
        void = min(table.legal_actions(0), key=lambda a: held[a.suit]).suit  # type: ignore[union-attr]
        _answer_voids(table, (void, "m", "p", "s"))
        throws = {a.tile.suit for a in table.legal_actions(0) if isinstance(a, Discard)}
        assert throws == ({void} if held[void] else {s for s in SUITS if held[s]})
        assert not any(isinstance(a, Kong) and a.tile.suit == void for a in table.legal_actions(0))


def test_a_void_suit_tile_is_never_claimed_and_the_round_records_the_voids() -> None:
    ruleset = get("sichuan")
    seats = bots("claimhappy")
    claimed = 0
    for seed in range(6):
        for k, bot in enumerate(seats):
            bot.seat_at(seed, k)

        def after(table: Table) -> None:
            nonlocal claimed
            if table.phase == "claim" and table.voids is not None and table.discard is not None:
                suit = "mps"[table.discard[1] // 9]
                for seat, legal in table.prompts().items():
                    assert suit != table.voids[seat] or not legal, (seat, legal)
                    claimed += 1

        table = play_round(
            ruleset, seed=seed, round_index=0, dealer=0, lianzhuang=0, wind=0, bots=seats, after_each=after
        )
        assert table.round is not None and table.round.facts.void == table.voids
    assert claimed


# -- 换三张 ------------------------------------------------------------------------------------------


def _exchange_table(seed: int, exchange_dice: Dice | None = None) -> Table:
    ruleset = get("sichuan", huansanzhang=True)
    if exchange_dice is None:
        return Table(ruleset, seed=seed)
    live = Table(ruleset, seed=seed)
    head = live.events[0]
    return Table(
        ruleset,
        seed=seed,
        wall=parse_tiles(head["wall"]),
        dice=[Dice(first=head["dice"][0], second=head["dice"][1]), exchange_dice],
    )


def test_the_exchange_offers_every_three_of_one_suit() -> None:
    table = _exchange_table(5)
    assert table.phase == "exchange" and sorted(table.prompts()) == [0, 1, 2, 3]
    for seat in range(4):
        legal = table.legal_actions(seat)
        assert legal == exchanges(table, seat)
        held = sorted(table.own_tiles(seat))
        for action in legal:
            assert isinstance(action, Exchange) and len(action.tiles) == 3
            assert len({t.suit for t in action.tiles}) == 1
            rest = list(held)
            for tile in action.tiles:
                rest.remove(tile)  # raises if not held
        by_suit = {s: [t for t in held if t.suit == s] for s in SUITS}
        # every choice is offered once: the distinct 3-subsets of each suit of 3 or more
        import itertools

        expected = {tuple(c) for s in SUITS for c in itertools.combinations(by_suit[s], 3)}
        assert {a.tiles for a in legal} == expected and len(legal) == len(expected)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("dice", "direction", "offset"),
    [
        # total mod 3: 0 across, 1 the next seat in turn order, 2 the seat before
        ((1, 2), "across", 2),  # 3 % 3 = 0
        ((6, 6), "across", 2),  # 12 % 3 = 0
        ((2, 2), "next", 1),  # 4 % 3 = 1
        ((4, 6), "next", 1),  # 10 % 3 = 1
        ((1, 1), "previous", 3),  # 2 % 3 = 2
        ((3, 5), "previous", 3),  # 8 % 3 = 2
    ],
    ids=["3-across", "12-across", "4-next", "10-next", "2-previous", "8-previous"],
)
def test_the_dice_name_the_way_the_tiles_go(dice: tuple[int, int], direction: str, offset: int) -> None:
    table = _exchange_table(5, Dice(first=dice[0], second=dice[1]))
    before = [sorted(table.own_tiles(seat)) for seat in range(4)]
    given = [table.legal_actions(seat)[0] for seat in range(4)]
    for seat in range(4):
        table.submit(seat, given[seat])
    event = next(e for e in table.events if e["t"] == "exchange")
    assert event["dice"] == list(dice) and event["direction"] == direction
    for seat in range(4):
        giver = (seat - offset) % 4  # the seat whose tiles this one receives
        expected = list(before[seat])
        for tile in given[seat].tiles:  # type: ignore[union-attr]
            expected.remove(tile)
        expected = sorted(expected + list(given[giver].tiles))  # type: ignore[union-attr]
        assert sorted(table.own_tiles(seat)) == expected
        assert event["received"][seat] == given[giver].to_json()["tiles"]
    check(table)
    assert table.phase == "void"  # 定缺 follows the exchange


def test_nobody_sees_another_seats_exchange() -> None:
    table = _exchange_table(9)
    for seat in range(4):
        table.submit(seat, table.legal_actions(seat)[-1])
    event = next(e for e in table.events if e["t"] == "exchange")
    for seat in range(4):
        seen = [e for e in table.observe(seat).events if e["t"] == "exchange"]
        assert seen == [{**event, "received": event["received"][seat]}]
        window = next(e for e in table.observe(seat).events if e.get("kind") == "exchange")
        assert set(window) == {"t", "kind", "offer", "reply"}


def test_an_exchange_of_the_wrong_size_or_not_held_is_illegal() -> None:
    table = _exchange_table(5)
    held = sorted(table.own_tiles(0))
    suit = max(SUITS, key=lambda s: sum(t.suit == s for t in held))
    mine = [t for t in held if t.suit == suit]
    with pytest.raises(
        IllegalActionError,
        match=re.escape(f"seat 0 may not exchange {format_tiles(mine[:2])} now; legal: exchange"),
    ):
        table.submit(0, Exchange(tiles=tuple(mine[:2])))
    absent = next((t for t in parse_tiles("123456789" + suit) if t not in held), None)
    if absent is not None:
        tiles = tuple(sorted([*mine[:2], absent]))
        with pytest.raises(IllegalActionError, match="legal: exchange"):
            table.submit(0, Exchange(tiles=tiles))


# -- self-play, log and replay ----------------------------------------------------------------------


@pytest.mark.parametrize("spec", ["greedy", "random", "random,greedy,claimhappy,passive"])
@pytest.mark.parametrize(
    "options",
    [{}, {"huansanzhang": True}, {"zuihou_sizhang": False}],
    ids=["default", "huansanzhang", "no-last-four"],
)
def test_seeded_selfplay_replays(options: dict[str, bool], spec: str) -> None:
    ruleset = get("sichuan", **options)
    tables: list[Table] = []
    log = play(ruleset, rounds=4, seed=21, bots=bots(spec), on_round=tables.append, after_each=check)
    kinds = {
        e["action"]["a"] if e["t"] == "act" else r["a"]
        for t in tables
        for e in t.events
        if e["t"] in ("act", "window")
        for r in (e.get("replies") or {"": e.get("action")}).values()
    }
    assert "void" in kinds and ("exchange" in kinds) == bool(options.get("huansanzhang"))
    result = replay(log.dumps())
    assert not result.mismatches
    assert [t.settlement for t in result.tables] == [t.settlement for t in tables]
    assert all(sum(t.settlement.nets) == 0 for t in tables if t.settlement is not None)


def _tamper(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


def test_replay_checks_the_void_and_the_exchange() -> None:
    ruleset = get("sichuan", huansanzhang=True)
    seats = bots("greedy")
    for k, bot in enumerate(seats):
        bot.seat_at(4, k)
    table = play_round(ruleset, seed=4, round_index=0, dealer=0, lianzhuang=0, wind=0, bots=seats)
    text = Log(header=header(ruleset, 4, 1, seats), rounds=(tuple(table.events),)).dumps()
    lines = text.splitlines()
    number = next(i for i, line in enumerate(lines, start=1) if line.startswith('{"t":"void"'))
    void = lines[number - 1]
    # the derived line is checked: a different record of the voids is a mismatch
    swapped = void.replace('"voids":["', '"voids":["x', 1)
    with pytest.raises(ReplayError, match=f"line {number}: the log says"):
        replay(_tamper(text, void, swapped))
    # a recorded exchange of tiles the seat does not hold is refused by the table
    exchange_line = next(line for line in lines if line.startswith('{"t":"window","kind":"exchange"'))
    forged = re.sub(
        r'"replies":\{"0":\{"a":"exchange","tiles":"[^"]*"\}',
        '"replies":{"0":{"a":"exchange","tiles":"999s"}',
        exchange_line,
    )
    assert forged != exchange_line
    with pytest.raises(ReplayError, match="seat 0 may not exchange 999s now"):
        replay(_tamper(text, exchange_line, forged))


# -- 最后四张 ----------------------------------------------------------------------------------------


def _on_late_tile(table: Table, seat: int) -> bool:
    """Whether ``seat``'s win now is on one of the wall's last four tiles, worked out from the
    log alone: 108 - 53 dealt = 55 tiles are drawn in all (no reserve, no flowers), so the
    52nd draw onwards takes one of the last four; a win is on it when it is that drawn tile,
    or that tile discarded (or added to a kong) by its drawer right after the draw."""
    events = table.events
    draws = [k for k, e in enumerate(events) if e["t"] == "draw"]
    if len(draws) < 52:
        return False
    last = events[draws[-1]]
    follows = events[draws[-1] + 1 :]
    if table.phase == "act":
        return not follows and last["seat"] == seat
    if len(follows) != 1 or follows[0]["t"] != "act" or follows[0]["seat"] != last["seat"]:
        return False
    return bool(follows[0]["action"].get("tile") == last["tile"])


def _late_prompts(options: dict[str, bool], spec: str, seeds: range) -> tuple[int, int]:
    """(forced wins, passable late wins) over seeded rounds: prompts offering a win on one of
    the last four tiles; every other win may be passed."""
    ruleset = get("sichuan", **options)
    seats = bots(spec)
    forced = passable = 0
    for seed in seeds:
        for k, bot in enumerate(seats):
            bot.seat_at(seed, k)

        def after(table: Table) -> None:
            nonlocal forced, passable
            for seat, legal in table.prompts().items():
                if WIN not in legal:
                    continue
                if not _on_late_tile(table, seat):
                    assert len(legal) > 1  # any other win may be passed
                elif legal == (WIN,):
                    forced += 1
                else:
                    passable += 1

        play_round(
            ruleset, seed=seed, round_index=0, dealer=0, lianzhuang=0, wind=0, bots=seats, after_each=after
        )
    return forced, passable


def test_a_win_on_the_last_four_can_not_be_passed() -> None:
    forced, passable = _late_prompts({}, "passive", range(40))
    assert forced and not passable


def test_without_the_rule_a_late_win_may_be_passed() -> None:
    forced, passable = _late_prompts({"zuihou_sizhang": False}, "passive", range(40))
    assert passable and not forced


def test_a_late_win_is_the_only_action() -> None:
    """Found in seeded play: the prompt is ``(WIN,)`` exactly, and passing it is illegal."""
    ruleset = get("sichuan")
    seats = bots("passive")
    for seed in range(40):
        for k, bot in enumerate(seats):
            bot.seat_at(seed, k)
        table = Table(ruleset, seed=seed)
        for bot in seats:
            bot.new_round(0)
        while not table.over:
            for seat, legal in table.prompts().items():
                if legal == (WIN,) and table.phase == "act":  # a discard is refused too
                    discard = Discard(tile=table.own_tiles(seat)[0])
                    with pytest.raises(
                        IllegalActionError, match=f"seat {seat} may not discard .*; legal: win$"
                    ):
                        table.submit(seat, discard)
                    assert table.late_tile is not None and table.drawable() < 4
                    return
                if legal == (WIN,):
                    with pytest.raises(
                        IllegalActionError, match=f"seat {seat} may not pass now; legal: win$"
                    ):
                        table.submit(seat, PASS)
                table.submit(seat, seats[seat].choose(table, seat, legal))
    pytest.fail("no forced late self-draw in 40 seeds")
