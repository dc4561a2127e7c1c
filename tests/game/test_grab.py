"""Fuzhou 抢金 at the table (``PlayRules.grab``): with the dealer's first discard, a seat whose
16 tiles win with the turned-up 金 takes it (the dealer with that discard, a non-dealer
instead of its first draw); the non-dealers nearest the dealer first, then the dealer; the
dealer's 天胡 came before, at his first turn (``rules/fuzhou.md`` and the research doc it
names, §4.4 and §5.5). Amounts worked by hand from the digest: ``C = 1 (底) + 花 + 金 + 杠 +
L``; a self-draw type pays ``2 × C + S`` from each other seat, a discard ``2 × (C + S)``."""

from __future__ import annotations

import pytest

from majiang.errors import IllegalActionError, RulesetError
from majiang.game import Discard, Table
from majiang.game.actions import GRAB, PASS, WIN, Grab, action_from_json
from majiang.game.bots import bots
from majiang.game.grab import offers
from majiang.game.match import play, replay
from majiang.game.selfplay import selfplay
from majiang.rulesets import get
from majiang.rulesets.playrules import PlayRules, Reveal
from majiang.tiles import Tile
from tests.game.invariants import check
from tests.game.test_region_play import conform_wall, set_hand

FUZHOU = get("fuzhou")
READY = "123m456m789m123p456s1s"
"""16 tiles waiting on 1s (the pair): with the 金 9s taken as 1s they win, no flower, no kong."""
JUNK = "1357m2468p1357s2468m"
"""16 tiles far from any win."""


def tile(text: str) -> Tile:
    return Tile.from_str(text)


def fuzhou_table(hands: dict[int, str]) -> Table:
    """Seed 2 (the 金 is 9s) with these hands (16 tiles, the dealer 17: by default JUNK and the
    9m he throws), every flower with seat 2 (which never wins here), the dealer to act."""
    table = Table(FUZHOU, seed=2)
    assert table.choice is not None and str(table.choice.indicator) == "9s"
    for seat, state in enumerate(table.seats):
        set_hand(state, hands.get(seat, JUNK + ("9m" if seat == 0 else "")))
        state.river.clear()
    flowers = [f for state in table.seats for f in state.flowers]
    for state in table.seats:
        state.flowers.clear()
    table.seats[2].flowers.extend(flowers)
    conform_wall(table)
    table.start_turn(0, drew=None)
    return table


def dealer_throws(table: Table, text: str) -> Table:
    table.submit(0, Discard(tile=tile(text)))
    return table


def test_a_ready_non_dealer_takes_the_gold() -> None:
    table = dealer_throws(fuzhou_table({1: READY}), "9m")
    assert table.phase == "grab" and table.prompts() == {1: (GRAB, PASS)}
    table.submit(1, GRAB)
    check(table)
    assert table.over and table.settlement is not None
    # C = 1 (底) + 0 花 + 1 金 (the taken 9s) = 2; S = 30 (抢金) → 2 × 2 + 30 = 34 from each; +102
    assert table.settlement.nets == (-34, 102, -34, -34)
    win = table.wins[0]
    assert (win.seat, str(win.tile), win.first_draw, win.method.value) == (1, "9s", True, "self_draw")
    assert "抢金" in str(table.settlement)
    assert not any(a.tile == tile("9s") for a in table.wall.set_aside)  # it left the wall
    assert table.round is not None and table.round.seats[0].discards == (tile("9m"),)


def test_the_dealer_takes_it_with_his_first_discard() -> None:
    # 17 tiles: READY + 8p; he throws 8p and his 16 win with the 9s as 1s
    table = dealer_throws(fuzhou_table({0: READY + "8p"}), "8p")
    assert table.prompts() == {0: (GRAB, PASS)}
    table.submit(0, GRAB)
    check(table)
    assert table.settlement is not None
    # the dealer wins, lianzhuang 0: C = 1 + 1 (金) = 2, S = 30 → 34 from each; +102
    assert table.settlement.nets == (102, -34, -34, -34)


def test_the_nearest_non_dealer_then_the_dealer() -> None:
    # the dealer and seats 1 and 3 may all take it: seat 1 (next after the dealer) does
    table = dealer_throws(fuzhou_table({0: READY + "8p", 1: READY, 3: READY}), "8p")
    assert set(table.prompts()) == {0, 1, 3}
    for seat in (0, 3, 1):
        table.submit(seat, GRAB)
    assert table.wins[0].seat == 1
    # seat 1 passes: seat 3, a non-dealer, comes before the dealer
    table = dealer_throws(fuzhou_table({0: READY + "8p", 1: READY, 3: READY}), "8p")
    for seat, reply in ((0, GRAB), (1, PASS), (3, GRAB)):
        table.submit(seat, reply)
    assert table.wins[0].seat == 3


def test_passed_up_the_discard_is_claimed_as_usual() -> None:
    # seat 3 waits on 8p (the pair) and so wins with the 金 too; it passes the 金 and wins
    # on the dealer's 8p: C = 1, S = 30 (无花无杠) → the dealer pays 2 × (1 + 30) = 62
    table = dealer_throws(fuzhou_table({0: READY + "8p", 3: "123m456m789m123p456s8p"}), "8p")
    assert table.prompts() == {0: (GRAB, PASS), 3: (GRAB, PASS)}
    table.submit(0, PASS)
    table.submit(3, PASS)
    assert table.phase == "claim" and table.prompts() == {3: (WIN, PASS)}
    table.submit(3, WIN)
    assert table.settlement is not None and table.settlement.nets == (-62, 0, 0, 62)
    assert not table.wins[0].first_draw


def test_tianhu_comes_first_at_the_dealers_turn() -> None:
    table = fuzhou_table({0: "123m456m789m123p456s11s", 1: "2468m2468p2468s99m99p"})  # 5 sets + a pair
    table.seats[0].last_draw = tile("1s").index
    table.start_turn(0, drew=tile("1s").index)
    assert WIN in table.prompts()[0]
    table.submit(0, WIN)
    assert table.wins[0].first_draw and str(table.wins[0].tile) == "1s"
    # 天胡: C = 1; S = 30 (天胡, 无花无杠 30 too: the highest counts once) → 2 × 1 + 30 = 32 each
    assert table.settlement is not None and table.settlement.nets == (96, -32, -32, -32)


def test_not_offered_elsewhere() -> None:
    assert dealer_throws(fuzhou_table({}), "9m").phase != "grab"  # nobody ready
    # two 金 held and 14 tiles that make nothing: only 三金倒 would read, and the taken 金 does
    # not make 三金倒 (research doc §4.5: 上手有两张金牌，不能以和三金倒的和型来抢金)
    assert dealer_throws(fuzhou_table({2: "9s9s13m579m2468p1357s8s"}), "9m").phase != "grab"
    table = fuzhou_table({1: READY})
    table.claimed = True  # a kong before the dealer's first discard: first-draw wins are over
    assert dealer_throws(table, "9m").phase != "grab"
    table = dealer_throws(fuzhou_table({1: READY}), "9m")
    table.submit(1, PASS)  # passed up: the claims on 9m (seat 1 may chi it), then seat 1 draws
    assert table.phase == "claim"
    for seat in sorted(table.prompts()):
        table.submit(seat, PASS)
    assert table.phase == "act" and table.turn == 1 and GRAB not in table.prompts()[1]
    assert offers(table, 0) == {} and any(a.tile == tile("9s") for a in table.wall.set_aside)
    check(table)


def test_the_window_is_hidden_from_seats_without_an_offer() -> None:
    table = dealer_throws(fuzhou_table({1: READY}), "9m")
    table.submit(1, PASS)
    windows = [e for e in table.observe(1).events if e["t"] == "window"]
    assert windows == [
        {"t": "window", "kind": "grab", "seat": 0, "tile": "9m", "offer": [{"a": "grab"}, {"a": "pass"}],
         "reply": {"a": "pass"}}
    ]  # fmt: skip
    for seat in (0, 2, 3):
        assert not [e for e in table.observe(seat).events if e["t"] == "window"]


def test_bad_grabs() -> None:
    assert action_from_json({"a": "grab"}) is GRAB == Grab()
    table = fuzhou_table({1: READY})
    with pytest.raises(IllegalActionError, match=r"seat 0 may not grab now; legal: discard "):
        table.submit(0, GRAB)
    dealer_throws(table, "9m")
    with pytest.raises(IllegalActionError, match=r"seat 2 has nothing to decide now \(waiting for seat 1\)"):
        table.submit(2, GRAB)
    with pytest.raises(IllegalActionError, match=r"seat 1 may not win now; legal: grab; pass"):
        table.submit(1, WIN)
    with pytest.raises(RulesetError, match=r"PlayRules.grab takes a turned-up indicator: .*Reveal.NONE"):
        PlayRules(grab=True)
    assert PlayRules(grab=True, reveal=Reveal.AFTER_DEAL).grab


def test_seeded_selfplay_grabs_replays_and_resettles() -> None:
    for spec in ("greedy", "random"):
        result = selfplay(FUZHOU, rounds=100, seed=1, bots=spec)
        stats = result.stats
        assert stats["errors"] == 0 and stats["zero_sum_violations"] == 0
        assert stats["actions"]["grab"] > 0, stats["actions"]
        assert not replay(result.log.dumps()).mismatches
    log = play(FUZHOU, rounds=3, seed=1, bots=bots("greedy"))
    assert not replay(log.dumps()).mismatches
