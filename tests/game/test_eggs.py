"""Eggs at the table (``PlayRules.eggs``, ``Egg``, :mod:`majiang.game.eggs`): Changchun's
special kongs 旋风杠 东南西北, 喜杠 中发白, 幺杠 ``1m 1p 1s``, 九杠 ``9m 9p 9s`` (digest
``changchun.md``, Special kongs): three different members laid out of the hand on one's own
turn, 幺鸡 ``1s`` standing in for a missing one, at most one of each kind; each further member
laid on later is an added kong; each tile is replaced from the wall's end. Kongs are paid by
each other seat at once, settled even in a draw: a special kong 1, each member added 1.
Jilin's 三风蛋 use the same mechanism (their tests: ``test_region_play.py``).
"""

from __future__ import annotations

from collections import Counter

import pytest

from majiang.errors import IllegalActionError, InvalidActionError, RulesetError
from majiang.game import Egg, Table
from majiang.game.actions import PASS, Discard, Kong, action_from_json
from majiang.game.bots import bots
from majiang.game.eggs import eggs
from majiang.game.log import Log
from majiang.game.match import header, play_round, replay, settle
from majiang.game.selfplay import selfplay
from majiang.game.state import TILES
from majiang.rulesets import get
from majiang.rulesets.changchun.kongs import check_special
from majiang.rulesets.playrules import EggGroup
from majiang.serialize import dump_settlement
from majiang.settlement import Reason
from majiang.tiles import Tile, format_tiles, parse_tiles
from majiang.tiles.wall import Dice
from tests.game.invariants import check
from tests.game.test_region_play import circle_for, conform_wall, seeded_rounds, set_hand

CHANGCHUN = get("changchun")
OPENING = Dice(first=3, second=4)


def egg(text: str) -> Egg:
    return Egg(tiles=tuple(parse_tiles(text)))


def _example_5_table() -> Table:
    """The digest's worked example 5, dealt by hand (draw order, dealer seat 0): seat 1 is
    dealt 东南西 (1z 2z 3z) and draws 北 at its second draw (position 57); seat 2 is dealt four
    中 (7z). Seat 1's first draw is position 53; replacements come from the wall's end (134,
    135, then 132, 133, ...). No other seat holds three different members of one kind."""
    order: list[Tile | None] = [None] * 136
    dealt = {
        0: "2m3m5m6m",  # seat 0: 0-3, 16-19, 32-35, 48, 52
        16: "2p3p5p6p",
        32: "2s3s5s6s",
        48: "8m",
        52: "8p",
        4: "1z2z3z5m",  # seat 1: 4-7, 20-23, 36-39, 49
        20: "2m3m4m5p",
        36: "6p7p8p8s",
        49: "8s",
        8: "7z7z7z7z",  # seat 2: 8-11, 24-27, 40-43, 50
        24: "2p3p4p6m",
        40: "6s7s8s9s",
        50: "9p",
        12: "4m5m6m7m",  # seat 3: 12-15, 28-31, 44-47, 51
        28: "4p5p6p7p",
        44: "2s3s4s5s",
        51: "3m",
        53: "6m",  # seat 1's first draw
        54: "4s",  # seat 2's first draw: it konges 中
        55: "7m",
        56: "7s",
        57: "4z",  # seat 1's second draw: 北, added to its 旋风杠
        134: "9m",  # replacements from the end
        135: "8m",
        132: "7p",
        133: "4s",
        130: "9m",
    }
    rest = Counter(CHANGCHUN.tile_set.tiles())
    for at, tiles in dealt.items():
        for k, tile in enumerate(parse_tiles(tiles)):
            assert order[at + k] is None
            order[at + k] = tile
            rest[tile] -= 1
    assert not -rest  # every tile placed at most as often as the set holds it
    # the rest: no honors or 1s left to deal out of order (they go to the wall's middle)
    spare = iter(sorted(rest.elements()))
    wall = [t if t is not None else next(spare) for t in order]
    return Table(CHANGCHUN, wall=circle_for(wall, OPENING), dice=[OPENING])


def _play_out(table: Table) -> None:
    """Every seat passes every claim and throws the tile it drew (none declares ready, so
    nobody can win: the round is drawn at the wall's end)."""
    while not table.over:
        for seat, legal in table.prompts().items():
            if PASS in legal:
                table.submit(seat, PASS)
                continue
            drew = table.seats[seat].last_draw
            throw = Discard(tile=TILES[drew]) if drew is not None else None
            table.submit(seat, throw if throw in legal else next(a for a in legal if a.kind == "discard"))
        check(table)


def test_worked_example_5_is_played_laid_out_added_and_settled_in_a_draw() -> None:
    table = _example_5_table()
    assert format_tiles(table.own_tiles(1)) == "2345m5678p88s123z"
    table.submit(0, Discard(tile=Tile.from_str("8p")))
    _pass_all(table)
    # seat 1 drew 6m: 东南西 held, the only special kong it may lay out (no 1s, no 北 yet)
    assert [a for a in table.prompts()[1] if a.kind == "egg"] == [egg("123z")]
    table.submit(1, egg("123z"))
    check(table)
    draws = [(e["seat"], e["tile"]) for e in table.events if e["t"] == "draw"][-3:]
    assert draws == [(1, "9m"), (1, "8m"), (1, "7p")]  # positions 134, 135, 132
    assert len(table.own_tiles(1)) == 14  # 14 - 3 laid out + 3 replacements
    assert table.observe(3).eggs[1] == (tuple(parse_tiles("123z")),)
    assert [a for a in table.prompts()[1] if a.kind == "egg"] == []  # no member left to add
    table.submit(1, Discard(tile=Tile.from_str("7p")))
    _pass_all(table)
    table.submit(2, Kong(tile=Tile.from_str("7z"), how="concealed"))  # replacement: 4s (133)
    table.submit(2, Discard(tile=Tile.from_str("4s")))
    _pass_all(table)
    for seat, tile in ((3, "7m"), (0, "7s")):
        table.submit(seat, Discard(tile=Tile.from_str(tile)))
        _pass_all(table)
    assert table.turn == 1 and table.seats[1].last_draw == Tile.from_str("4z").index
    assert egg("4z") in table.prompts()[1]  # 北 drawn: it may be added
    table.submit(1, egg("4z"))  # nobody is ready: no seat may rob it; replacement 9m (130)
    assert [TILES[i] for i in table.seats[1].eggs[0]] == list(parse_tiles("1234z"))
    _play_out(table)
    assert table.outcome == "drawn" and table.round is not None and table.settlement is not None
    assert [list(g) for g in table.round.seats[1].set_aside] == [list(parse_tiles("1234z"))]
    # kongs in a draw: seat 2's concealed 中 2 ×2 = 4 from each; seat 1's 旋风杠 1 + 1 (北) = 2
    # from each: seat 0 -4 -2 = -6, seat 1 -4 +3·2 = +2, seat 2 +3·4 -2 = +10, seat 3 -6
    assert table.settlement.nets == (-6, 2, 10, -6)
    kong = sorted(t.working for t in table.settlement.transfers if t.reason is Reason.KONG and t.payer == 0)
    assert kong == ["旋风杠 1z2z3z4z: 1 + 1 = 2", "暗杠 (7777z) ×2: 4"]
    # the log replays and re-settles identically, and round-trips byte for byte
    log = Log(header=header(CHANGCHUN, 0, 1, bots("passive")), rounds=(tuple(table.events),))
    text = log.dumps()
    assert Log.loads(text).dumps() == text
    assert not replay(text).mismatches
    assert [dump_settlement(s) for s in settle(text)] == [dump_settlement(table.settlement)]
    assert {"t": "act", "seat": 1, "action": {"a": "egg", "tiles": "4z"}} in table.events


def _pass_all(table: Table) -> None:
    while (prompts := table.prompts()) and all(PASS in legal for legal in prompts.values()):
        for seat in prompts:
            table.submit(seat, PASS)


def _held(hand: str, *, thrown: bool = False) -> Table:
    table = Table(CHANGCHUN, seed=0)
    for state in table.seats:
        state.river.clear()
    set_hand(table.seats[0], hand)
    conform_wall(table)
    if thrown:
        table.seats[0].thrown.append(0)
    return table


def test_stand_ins_fill_any_kind_and_every_offer_is_a_special_kong() -> None:
    # 1s1s 东南 1m1p 9m9p9s: 旋风杠 东南+1s, 东+1s1s, 南+1s1s (never 1s1s1s: 1s is no wind);
    # no 喜杠 (no dragon); 幺杠 1m1p1s, 1m+1s1s, 1p+1s1s (1s1s1s needs a third 1s);
    # 九杠 9m9p9s, each two of them + 1s, each one + 1s1s
    table = _held("1s1s12z1m1p9m9p9s56m56p8p")
    offered = [format_tiles(a.tiles) for a in eggs(table.legal, 0) if isinstance(a, Egg)]
    assert offered == [
        "1s12z", "11s1z", "11s2z",
        "1m1p1s", "1m11s", "1p11s",
        "9m9p9s", "9m9p1s", "9m19s", "9p19s", "9m11s", "9p11s", "119s",
    ]  # fmt: skip
    for text in offered:
        check_special([parse_tiles(text)], "seat 0")  # scoring accepts every one the table offers


def test_three_yaoji_are_a_yaogang_and_each_kind_is_laid_once() -> None:
    table = _held("1s1s1s5m6m7m2p3p4p6s7s8s2m2m")
    assert [format_tiles(a.tiles) for a in eggs(table.legal, 0) if isinstance(a, Egg)] == ["111s"]
    table.seats[0].eggs.append([t.index for t in parse_tiles("1z2z3z")])  # a 旋风杠 laid before
    table.seats[0].remove(Tile.from_str("1s").index)
    # with a 旋风杠 out: 1s may be added to it; no second 旋风杠; 1s1s no 幺杠 alone
    assert [format_tiles(a.tiles) for a in eggs(table.legal, 0) if isinstance(a, Egg)] == ["1s"]


def test_an_added_stand_in_joins_the_first_egg_laid_that_takes_it() -> None:
    # decision (docs/rulesets/changchun.md): 1s added goes to the first egg in the order laid
    # out whose kind takes it; the kong money is the same whichever it joins
    table = _held("1s5m6m7m2p3p4p6s7s8s9p9p1m2m")
    table.seats[0].eggs.extend([[t.index for t in parse_tiles(g)] for g in ("567z", "1m1p1s")])
    table.start_turn(0, drew=None)
    assert egg("1s") in table.prompts()[0] and egg("1m") in table.prompts()[0]
    table.submit(0, egg("1s"))
    assert [format_tiles(TILES[i] for i in e) for e in table.seats[0].eggs] == ["567z1s", "1m1p1s"]


def test_an_egg_is_offered_only_where_the_region_has_them() -> None:
    # the same tiles at a table whose play rules list no eggs: none offered
    for name in ("hebei", "harbin", "sichuan"):
        table = Table(get(name), seed=0)
        set_hand(table.seats[0], "1234z567z1m1p1s9m9p")
        assert eggs(table.legal, 0) == []
        assert not [a for a in table.legal.act(0, None) if a.kind == "egg"]


def test_a_ready_seat_may_only_add_the_tile_it_drew() -> None:
    # 报听 locks the waits: a new egg would change the hand; the drawn tile added keeps it
    table = _held("1z2z3z5m6m7m2p3p4p6s7s8s9p4z")
    table.seats[0].ready = True
    state = table.seats[0]
    assert eggs(table.legal, 0, Tile.from_str("4z").index) == []  # no egg yet: nothing to add to
    state.eggs.append([t.index for t in parse_tiles("5z6z7z")])
    assert eggs(table.legal, 0, Tile.from_str("4z").index) == []  # 北 is no member of a 喜杠
    state.eggs.append([t.index for t in parse_tiles("1s1z2z")])  # a 旋风杠 too
    assert eggs(table.legal, 0, Tile.from_str("4z").index) == [egg("4z")]
    assert eggs(table.legal, 0, Tile.from_str("3z").index) == [egg("3z")]
    assert eggs(table.legal, 0, None) == []  # after a claim: nothing


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"a": "egg"}, r"'tiles' must name the egg's tiles, like '123z'"),
        ({"a": "egg", "tiles": ""}, r"'tiles' must name the egg's tiles"),
        ({"a": "egg", "tiles": 123}, r"'tiles' must name the egg's tiles"),
        ({"a": "egg", "tiles": "12x"}, r"tiles: "),
        ({"a": "egg", "tiles": "21z"}, r"Egg.tiles must be in tile order, not '21z'"),
    ],
    ids=["no-tiles", "empty", "not-text", "not-tiles", "out-of-order"],
)
def test_a_malformed_egg_is_refused_naming_the_field(data: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidActionError, match=message):
        action_from_json(data)


def test_an_egg_of_no_tiles_is_refused() -> None:
    with pytest.raises(InvalidActionError, match=r"Egg.tiles must be a non-empty tuple of Tiles, not \(\)"):
        Egg(tiles=())
    with pytest.raises(
        InvalidActionError, match=r"Egg.tiles must be a non-empty tuple of Tiles, not \('1z',"
    ):
        Egg(tiles=("1z",))  # type: ignore[arg-type]


def test_an_egg_not_offered_now_is_illegal_and_the_legal_ones_are_listed() -> None:
    table = _example_5_table()
    table.submit(0, Discard(tile=Tile.from_str("8p")))
    _pass_all(table)
    with pytest.raises(IllegalActionError, match=r"seat 1 may not egg 567z now; legal: egg 123z; discard 2m"):
        table.submit(1, egg("567z"))
    with pytest.raises(IllegalActionError, match=r"seat 1 may not egg 4z now; legal: egg 123z"):
        table.submit(1, egg("4z"))  # nothing laid out to add to, and 北 not held


def test_bad_egg_groups_are_refused() -> None:
    winds = tuple(parse_tiles("1234z"))
    with pytest.raises(RulesetError, match=r"EggGroup needs honor or terminal kinds"):
        EggGroup(kinds=tuple(parse_tiles("123m")))
    with pytest.raises(RulesetError, match=r"a stand-in that is None or an honor or terminal"):
        EggGroup(kinds=winds, stand_in=Tile.from_str("5m"))
    with pytest.raises(RulesetError, match=r"a size of 2..their number"):
        EggGroup(kinds=winds, size=5)


def _seeded(spec: str, seed: int, rounds: int) -> tuple[list[Table], Counter[str]]:
    counts: Counter[str] = Counter()

    def offers_are_special_kongs(table: Table) -> None:
        check(table)
        for seat, legal in table.prompts().items():
            laid = [[TILES[i] for i in e] for e in table.seats[seat].eggs]
            for action in legal:
                if isinstance(action, Egg) and len(action.tiles) > 1:
                    check_special([*laid, list(action.tiles)], "offer")
                    counts["offered"] += 1

    tables = list(seeded_rounds("changchun", spec, seed, rounds, offers_are_special_kongs))
    return tables, counts


@pytest.mark.parametrize("spec", ["greedy", "random", "claimhappy,passive,greedy,random"])
def test_seeded_changchun_lays_out_adds_and_pays_every_special_kong(spec: str) -> None:
    tables, counts = _seeded(spec, seed=4, rounds=8)
    for table in tables:
        assert table.round is not None and table.settlement is not None
        for seat, record in enumerate(table.round.seats):
            laid = [[TILES[i] for i in e] for e in table.seats[seat].eggs]
            assert [list(g) for g in record.set_aside] == laid
            for group in record.set_aside:
                counts["laid"] += 1
                counts["added"] += len(group) - 3
                counts["in_draw"] += table.outcome == "drawn"
                for payer in (s for s in range(4) if s != seat):
                    paid = [
                        t.amount
                        for t in table.settlement.transfers
                        if t.reason is Reason.KONG and t.payer == payer and t.payee == seat
                        and t.working.split(":")[0].endswith("".join(map(str, group)))
                    ]  # fmt: skip
                    assert paid == [1 + len(group) - 3]  # a special kong 1, each member added 1
    assert counts["offered"] and counts["laid"] and counts["added"] and counts["in_draw"], counts


def test_selfplay_counts_the_eggs_a_ready_seat_adds_only_its_draw_and_replays() -> None:
    result = selfplay(CHANGCHUN, rounds=30, seed=8, bots="greedy")
    assert result.stats["errors"] == 0 and result.stats["zero_sum_violations"] == 0, result.errors
    assert result.stats["actions"]["egg"] > 0
    added_when_ready = 0
    for events in result.log.rounds:
        ready: set[int] = set()
        drawn: dict[int, str] = {}
        for event in events:
            if event["t"] == "draw":
                drawn[event["seat"]] = event["tile"]
            elif event["t"] == "act" and event["action"]["a"] == "ready":
                ready.add(event["seat"])
            elif event["t"] == "act" and event["action"]["a"] == "egg" and event["seat"] in ready:
                assert event["action"]["tiles"] == drawn[event["seat"]], event
                added_when_ready += 1
    assert added_when_ready, "no ready seat added a tile: the test shows nothing"
    text = result.log.dumps()
    assert not replay(text).mismatches


def test_a_member_added_to_a_special_kong_is_robbed_by_a_win() -> None:
    # seed 1, greedy, round 8 (dealer seat 3): seat 2 adds 1s to its 幺杠 1m1p1s1p1p1m and
    # ready seat 1 wins on it (抢杠: an added member is an added kong, ``rob_kong`` "egg").
    # The robbed 1s leaves the 幺杠, which then pays 1 + 3 = 4 from each other seat; seat 1's
    # added kong 3333z pays 1 from each. The win (no 番 of its own): the konger 2^(0+0+1) = 2
    # (z: he gave the tile), the dealer 2^(0+1+0) = 2, seat 0 2^0 = 1.
    seats = bots("greedy")
    for k, bot in enumerate(seats):
        bot.seat_at(1, k)
    table = play_round(CHANGCHUN, seed=1, round_index=8, dealer=3, lianzhuang=0, wind=1, bots=seats)
    robs = [e for e in table.events if e["t"] == "window" and e["kind"] == "rob"]
    assert robs == [
        {
            "t": "window",
            "kind": "rob",
            "seat": 2,
            "tile": "1s",
            "offers": {"1": [{"a": "win"}, {"a": "pass"}]},
            "replies": {"1": {"a": "win"}},
        }
    ]
    assert table.round is not None and table.settlement is not None and table.seats[2].ready
    assert [list(g) for g in table.round.seats[2].set_aside] == [list(parse_tiles("1m1p1s1p1p1m"))]
    # seat 0: -1 -1 -4 = -6; seat 1: +5 +3 -4 = +4; seat 2: -2 -1 +12 = +9; seat 3: -2 -1 -4 = -7
    assert table.settlement.nets == (-6, 4, 9, -7)
