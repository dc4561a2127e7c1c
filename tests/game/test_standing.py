"""Taiyuan 立四 at the table (``PlayRules.standing``): the first four tiles each seat is dealt
stand; before ready none is thrown (another copy of the kind may go), a pon or kong must
leave one standing, the discard declaring ready (扣听) is one of them; their faces are hidden
from the other seats, their number is not. Rules from ``rules/taiyuan.md`` and the source it
names (TaiYuanLiSiMJ ``PlayerProxy.py`` / ``iRoomRules.py``); hands are set on seeded tables."""

from __future__ import annotations

import copy
import json

import pytest

from majiang.errors import IllegalActionError, ReplayError, RulesetError
from majiang.game import Discard, Table
from majiang.game.actions import PASS, PON, Kong, Ready
from majiang.game.bots import bots
from majiang.game.match import play, replay
from majiang.game.standing import leaves_discard
from majiang.rulesets import get
from majiang.rulesets.playrules import PlayRules
from majiang.rulesets.taiyuan import Standing
from majiang.tiles import Tile, format_tiles, parse_tiles
from majiang.tiles.wall import Wall
from tests.game.test_region_play import conform_wall, set_hand

TAIYUAN = get("taiyuan")


def tile(text: str) -> Tile:
    return Tile.from_str(text)


def stand(text: str) -> Standing:
    return Standing(tiles=tuple(parse_tiles(text)))


def table_with(hands: dict[int, tuple[str, str]], *, seed: int = 3) -> Table:
    """A seeded Taiyuan table with these (hand, standing) per seat, the dealer (seat 0) to act;
    unlisted seats keep 13 tiles that claim nothing here, standing their first four."""
    table = Table(TAIYUAN, seed=seed)
    fillers = {1: "2468m2468p2468s1z", 2: "1379m1379p1379s2z", 3: "2468m2468p2468s3z"}
    for seat in range(4):
        tiles, standing = hands.get(seat, (fillers.get(seat, ""), ""))
        set_hand(table.seats[seat], tiles)
        held = parse_tiles(tiles)
        table.seats[seat].standing = stand(standing) if standing else Standing(tiles=tuple(held[:4]))
    for state in table.seats:
        state.river.clear()
    conform_wall(table)
    table.start_turn(0, drew=None)
    return table


DEALER = ("19m19p19s1234567z5m", "1z2z3z4z")
"""The dealer throws 5m (his standing tiles are honors)."""


def window_after_5m(seat1: tuple[str, str]) -> dict[int, tuple[object, ...]]:
    table = table_with({0: DEALER, 1: seat1})
    table.submit(0, Discard(tile=tile("5m")))
    return dict(table.prompts()) if table.phase == "claim" else {}  # nobody claims: seat 1 draws


# -- the deal --------------------------------------------------------------------------------


def test_the_first_four_tiles_dealt_stand_and_are_logged() -> None:
    # digest: "the first four tiles each player is dealt are his standing tiles"; the wall
    # deals a block of four to each seat first, so those are the four.
    table = Table(TAIYUAN, seed=7)
    first = json.loads(json.dumps(table.events[0]))
    wall = Wall.arrange(
        parse_tiles(first["wall"]),
        dice=table.dice_log[0],
        dealer=0,
        break_by=table.rules.break_by,
        reserve=TAIYUAN.reserve,
    )
    dealt = wall.deal(13).hands
    for seat, state in enumerate(table.seats):
        assert state.standing == Standing(tiles=tuple(dealt[seat][:4]))
    line = table.events[2]
    assert line["t"] == "standing"
    assert line["tiles"] == [format_tiles(sorted(dealt[seat][:4])) for seat in range(4)]


# -- discards and the ready declaration ------------------------------------------------------


def test_a_standing_tile_is_not_thrown_before_ready() -> None:
    # 1m is held once and stands: not thrown (but it may declare ready: 999m 23p 456s 11z 678s
    # waits on 1p 4p); 9m held three times, one standing: another may go.
    table = table_with({0: ("1999m23p456s11z678s", "1m9m4s1z")})
    kinds = {str(a.tile) for a in table.prompts()[0] if isinstance(a, Discard)}
    assert "1m" not in kinds and "4s" not in kinds
    assert {"9m", "1z", "2p", "3p", "5s"} <= kinds
    legal = r"seat 0 may not discard 1m now; legal: ready 1m; discard 9m; discard 2p; "
    with pytest.raises(IllegalActionError, match=legal):
        table.submit(0, Discard(tile=tile("1m")))


def test_ready_is_declared_only_with_a_standing_tile() -> None:
    # 123m456m789m11p23p + 5z: throwing 5z leaves a hand waiting on 1p/4p. With 5z standing,
    # Ready(5z) is offered (and Discard(5z) not: its only copy stands); without, only the discard.
    stood = table_with({0: ("123m456m789m11p23p5z", "5z1m4m7m")})
    legal = stood.prompts()[0]
    assert Ready(tile=tile("5z")) in legal and Discard(tile=tile("5z")) not in legal
    plain = table_with({0: ("123m456m789m11p23p5z", "1m4m7m9m")})
    legal = plain.prompts()[0]
    assert Discard(tile=tile("5z")) in legal
    assert not [a for a in legal if isinstance(a, Ready)]  # 1m 4m 7m 9m thrown leave no wait
    with pytest.raises(IllegalActionError, match=r"seat 0 may not ready 5z now"):
        plain.submit(0, Ready(tile=tile("5z")))


def test_the_declaring_discard_leaves_the_standing_tiles() -> None:
    table = table_with({0: ("123m456m789m11p23p5z", "5z1m4m7m")})
    table.submit(0, Ready(tile=tile("5z")))
    state = table.seats[0]
    assert state.ready and state.standing == stand("1m4m7m")
    assert table.observe(0).standing == tuple(parse_tiles("1m4m7m"))
    assert table.observe(1).standing_counts == (3, 4, 4, 4)


# -- claims ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seat1", "offered"),
    [
        # both 5m stand, two others too: the pon takes both, 9p9p stay
        pytest.param(("55m9p9p1234s12345z", "5m5m9p9p"), {"pon"}, id="pon-leaves-two"),
        # only 5m5m still stand (two were claimed earlier): the pon would take the last
        pytest.param(("55m9p9p1234s12345z", "5m5m"), set(), id="pon-takes-the-last"),
        # three 5m held, two standing: a pon takes the other copy first, one standing 5m stays;
        # the direct kong takes all three and no tile would stand
        pytest.param(("555m9p1234s12345z", "5m5m"), {"pon"}, id="kong-takes-the-last"),
        # three 5m stand with 1z: the kong leaves 1z
        pytest.param(("555m9p1234s12345z", "5m5m5m1z"), {"pon", "kong"}, id="kong-leaves-1z"),
    ],
)
def test_a_claim_must_leave_a_standing_tile(seat1: tuple[str, str], offered: set[str]) -> None:
    prompts = window_after_5m(seat1)
    kinds = {a.kind for a in prompts.get(1, ())} - {"pass"}  # type: ignore[attr-defined]
    assert kinds == offered


def test_a_pon_uses_the_other_copies_first() -> None:
    table = table_with({0: DEALER, 1: ("555m9p1234s12345z", "5m5m")})
    table.submit(0, Discard(tile=tile("5m")))
    for seat in sorted(table.prompts()):
        table.submit(seat, PON if seat == 1 else PASS)
    state = table.seats[1]
    assert state.standing == stand("5m")  # 5m5m stood; the pon took the other 5m and one standing
    legal = table.prompts()[1]
    assert Discard(tile=tile("5m")) not in legal  # the last 5m stands


def test_own_kongs_must_leave_a_standing_tile() -> None:
    # four 5m held: a concealed kong is offered while another tile stands, not when only 5m do
    ok = table_with({0: ("5555m19p19s123456z", "5m1z2z3z")})
    ok.start_turn(0, drew=tile("1z").index)
    assert Kong(tile=tile("5m"), how="concealed") in ok.prompts()[0]
    last = table_with({0: ("5555m19p19s123456z", "5m5m")})
    last.start_turn(0, drew=tile("1z").index)
    assert not [a for a in last.prompts()[0] if isinstance(a, Kong)]
    with pytest.raises(IllegalActionError, match=r"seat 0 may not kong 5m concealed now"):
        last.submit(0, Kong(tile=tile("5m"), how="concealed"))


def test_a_claim_is_offered_only_if_an_action_follows() -> None:
    # two tiles left, both standing 7s7s... after a pon of 5m the seat would hold only 7s (standing)
    # and 8s (standing): nothing may be thrown, and no ready with them waits -> no pon.
    table = table_with({0: DEALER})
    state = table.seats[1]
    set_hand(state, "55m78s")
    state.standing = stand("7s8s")
    assert not leaves_discard(table.legal, state, (tile("5m").index,) * 2, ())
    state.standing = stand("7s")
    assert leaves_discard(table.legal, state, (tile("5m").index,) * 2, ())  # 8s may go


# -- observation, replay, bad input ----------------------------------------------------------


def test_other_seats_standing_faces_are_hidden() -> None:
    table = Table(TAIYUAN, seed=5)
    before = table.observe(1)
    assert before.standing == table.seats[1].standing.tiles  # type: ignore[union-attr]
    assert before.standing_counts == (4, 4, 4, 4)
    line = next(e for e in before.events if e["t"] == "standing")
    assert line == {"t": "standing", "tiles": table.events[2]["tiles"][1]}
    other = copy.deepcopy(table)  # seat 0 stands other tiles of its hand: seat 1 sees no change
    state = other.seats[0]
    held = state.tiles()
    state.standing = Standing(tiles=tuple(held[-4:]))
    texts = other.events[2]["tiles"]
    other.events[2] = {**other.events[2], "tiles": [format_tiles(held[-4:]), *texts[1:]]}
    assert other.observe(1) == before


def test_seeded_rounds_keep_the_rules_replay_and_exercise_them() -> None:
    """Greedy and claim-happy self-play: every offer keeps the rules of the seat's standing
    value; a pon took a standing tile and a claim was refused for one; the log replays."""
    seen = {"ready": 0, "pon_took_standing": 0, "refused": 0}
    for spec, rounds in (("greedy", 6), ("claimhappy", 22)):  # claim-happy round 21: refusals
        seats = bots(spec)
        for k, bot in enumerate(seats):
            bot.seat_at(21, k)
        for n in range(rounds):
            table = Table(TAIYUAN, seed=21, round_index=n)
            for bot in seats:
                bot.new_round(n)
            while not table.over:
                for seat, legal in table.prompts().items():
                    state = table.seats[seat]
                    standing = state.standing
                    assert standing is not None
                    for action in legal:
                        if isinstance(action, Ready):
                            assert standing.may_declare(action.tile)
                        elif isinstance(action, Discard) and not state.ready:
                            assert standing.may_discard(action.tile, held=state.counts[action.tile.index])
                    action = seats[seat].choose(table, seat, legal)
                    lengths = [len(s.standing.tiles) for s in table.seats if s.standing is not None]
                    start = len(table.events)
                    table.submit(seat, action)
                    seen["ready"] += isinstance(action, Ready)
                    for event in table.events[start:]:
                        if event["t"] == "act" and event["action"]["a"] in ("discard", "ready"):
                            seen["refused"] += _refused(table, event["seat"], tile(event["action"]["tile"]))
                        if event["t"] == "meld":
                            claimer = table.seats[event["seat"]]
                            shrank = len(claimer.standing.tiles) < lengths[event["seat"]]
                            seen["pon_took_standing"] += claimer.melds[-1].kind == "pon" and shrank
    assert all(seen.values()), seen
    log = play(TAIYUAN, rounds=4, seed=21, bots=bots("claimhappy"))
    assert not replay(log.dumps()).mismatches


def _refused(table: Table, discarder: int, thrown: Tile) -> int:
    """Seats holding two of the discard, not ready, whose standing tiles refuse the pon: none
    is offered it."""
    refused = 0
    for seat, state in enumerate(table.seats):
        held = state.counts[thrown.index]
        if seat == discarder or held < 2 or state.ready or state.standing is None:
            continue
        if not state.standing.may_claim(thrown, used=2, held=held):
            refused += 1
            assert PON not in table.legal_actions(seat)
    return refused


def test_a_changed_standing_line_is_named_by_the_replay() -> None:
    text = play(TAIYUAN, rounds=1, seed=4, bots=bots("greedy")).dumps()
    lines = text.splitlines()
    number = next(k for k, line in enumerate(lines) if '"t":"standing"' in line)
    event = json.loads(lines[number])
    event["tiles"][0] = "1234m"
    lines[number] = json.dumps(event, separators=(",", ":"), ensure_ascii=False)
    with pytest.raises(ReplayError, match=rf"line {number + 1}: the log says .*1234m"):
        replay("\n".join(lines) + "\n")


def test_standing_with_moving_tiles_is_refused() -> None:
    with pytest.raises(RulesetError, match=r"PlayRules.standing is chosen from the deal: flowers"):
        PlayRules(standing=Standing.deal, flowers=True)
