"""Region play rules at the table (issue 15): the claim resolution's ``win_rank`` (Fuzhou 金雀
first), Hangzhou 抓打圈 (``wild_discard_circle``), Quanzhou 光游 and 双游 (``announced_swim``,
``wild_swim_locks``), Ji'an's turned-up tile left in the wall (``jing_offset=1``). Hands are
set on a seeded table, or bots play seeded rounds; amounts worked by hand from the digests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator

import pytest

from majiang.game import Discard, Table
from majiang.game.actions import PASS, WIN, Kong, Ready, action_from_json
from majiang.game.bots import bots
from majiang.game.log import Log
from majiang.game.match import header, played_rounds, replay
from majiang.game.state import SeatState
from majiang.rulesets import get
from majiang.scoring import WinMethod
from majiang.tiles import Tile, parse_tiles
from majiang.tiles.stacks import break_wall
from majiang.tiles.wall import Dice
from tests.game.invariants import check


def seeded_rounds(
    name: str, spec: str, seed: int, rounds: int, after_each: Callable[[Table], None]
) -> Iterator[Table]:
    """Seeded self-play of ``rounds`` rounds of ruleset ``name`` with the bot mix ``spec``,
    as :func:`majiang.game.match.play` plays them (dealer, 连庄, wind and carry passed on);
    ``after_each`` sees the table after every decision; yields each finished table."""
    yield from played_rounds(get(name), seed=seed, rounds=rounds, bots=bots(spec), after_each=after_each)


def set_hand(state: SeatState, tiles: str) -> None:
    """Replace the seat's concealed tiles (its melds and flowers stay)."""
    for i, n in enumerate(list(state.counts)):
        if n:
            state.remove(i, n)
    for tile in parse_tiles(tiles):
        state.add(tile.index)


def conform_wall(table: Table) -> None:
    """After hands were set: exchange tiles still in the wall so that every physical tile is
    in one place again (the kinds the hands now hold too many of become the missing ones)."""
    from tests.game.invariants import places

    expected = Counter(table.ruleset.tile_set.tiles())
    found = Counter({Tile.from_str(k): n for k, n in places(table).items()})
    extra, missing = found - expected, list((expected - found).elements())
    wall = table.wall
    order = list(wall.order)
    for position, tile in enumerate(order):
        if extra[tile] and wall.in_wall(position):
            extra[tile] -= 1
            order[position] = missing.pop()
    assert not +extra and not missing
    wall.order = tuple(order)


def fuzhou_table(seat3: str, thrown: str = "") -> Table:
    # seed 2: the 金 is 9s. Seat 0 (the dealer) will throw 5s; seat 1 waits on it (46s),
    # and so does seat 3 with ``seat3``. Seat 2 holds nothing that claims 5s.
    table = Table(get("fuzhou"), seed=2)
    assert table.choice is not None and str(table.choice.indicator) == "9s"
    for state in table.seats:
        state.river.clear()
    set_hand(table.seats[0], "5599m3388p1177s22s5s68m")
    set_hand(table.seats[1], "123m456m789m123p55p46s")
    set_hand(table.seats[2], "1177m1199p3344s88s66p")
    set_hand(table.seats[3], seat3)
    if thrown:  # seat 3 threw it earlier: seat 2 (which never acts here) holds one tile less
        table.seats[3].river.extend(t.index for t in parse_tiles(thrown))
        table.seats[2].remove(Tile.from_str("1m").index)
    conform_wall(table)
    table.start_turn(0, drew=None)
    return table


def _claim_5s(table: Table) -> dict[int, tuple[object, ...]]:
    table.submit(0, Discard(tile=Tile.from_str("5s")))
    if table.phase == "grab":  # the dealer's first discard: the ready seats pass up 抢金 first
        for seat in sorted(table.prompts()):
            table.submit(seat, PASS)
    return dict(table.prompts())


def test_fuzhou_jinque_takes_the_discard_from_a_nearer_winner() -> None:
    # 金雀 takes precedence over the nearest claimant (digest, "No multiple ron ... except that
    # a 金雀 hand takes precedence"): seat 3 (two 金 9s9s as the pair, 234m678m234p567p + 46s)
    # beats seat 1, who is nearer to the discarder seat 0.
    table = fuzhou_table("9s9s234m678m234p567p46s")
    offers = _claim_5s(table)
    assert WIN in offers[1] and WIN in offers[3]
    table.submit(1, WIN)
    table.submit(3, WIN)
    win = next(e for e in table.events if e["t"] == "win")
    assert win["seats"] == [3] and win["from"] == 0
    assert table.round is not None and [w.seat for w in table.round.wins] == [3]
    assert table.settlement is not None
    # seat 3's flowers from the seed-2 deal: 西西西 发 白 春 夏 冬 = 8, none a complete four;
    # C = 1 (底) + 8 (花) + 2 (金) = 11, S = 60 (金雀): the discarder pays 2 × (11 + 60) = 142.
    assert table.settlement.nets == (-142, 0, 0, 142)


def test_fuzhou_without_jinque_the_nearest_winner_takes_it() -> None:
    # Seat 3 waits on 5s with a plain hand (no 金 pair): the nearest, seat 1, wins (截胡).
    table = fuzhou_table("11s234m678m234p567p46s")
    offers = _claim_5s(table)
    assert WIN in offers[1] and WIN in offers[3]
    table.submit(1, WIN)
    table.submit(3, WIN)
    win = next(e for e in table.events if e["t"] == "win")
    assert win["seats"] == [1]


def test_fuzhou_a_seat_that_threw_a_gold_wins_only_by_self_draw() -> None:
    # 金 (digest): "a player who discards a 金 may only self-draw for the rest of the round".
    # Seat 3 (金雀 on 5s) has a 9s (the 金) among its discards: only seat 1 may win on 5s.
    table = fuzhou_table("9s9s234m678m234p567p46s", thrown="9s")
    offers = _claim_5s(table)
    assert WIN in offers[1] and WIN not in offers.get(3, ())


def test_fuzhou_a_passing_jinque_leaves_the_discard_to_the_nearer() -> None:
    table = fuzhou_table("9s9s234m678m234p567p46s")
    _claim_5s(table)
    table.submit(1, WIN)
    table.submit(3, PASS)
    win = next(e for e in table.events if e["t"] == "win")
    assert win["seats"] == [1]


def _watch_circles(counts: Counter[str]) -> Callable[[Table], None]:
    """Check 抓打圈 after every decision, counting where it bound."""

    def watch(table: Table) -> None:
        if table.over:
            return
        last = next(e for e in reversed(table.events) if e["t"] == "act")
        action = last["action"]
        if action["a"] == "discard" and table.circles:
            tile = Tile.from_str(action["tile"]).index
            if tile in table.wild:
                counts["circle"] += 1
            elif any(s.counts[tile] >= 2 for k, s in enumerate(table.seats) if k != last["seat"]):
                counts["pon_refused"] += 1  # a seat held a pair of the discard: no pon offered
        for seat, legal in table.prompts().items():
            if table.circles:
                assert not {a.kind for a in legal} & {"chi", "pon"}, legal
            if table.phase == "act" and seat in table.circles:
                # the thrower: no added kong (another seat may still add to its own pon)
                assert all(a.how == "concealed" for a in legal if isinstance(a, Kong)), legal
                drew = table.seats[seat].last_draw
                assert drew is not None
                thrown = [a for a in legal if a.kind == "discard"]
                assert [a.tile.index for a in thrown] == [drew], legal  # type: ignore[union-attr]
                if len(set(table.own_tiles(seat))) > 1:
                    counts["throw_the_draw"] += 1

    return watch


@pytest.mark.parametrize("spec", ["claimhappy", "random", "random,greedy,claimhappy,passive"])
def test_hangzhou_zhuadaquan_in_seeded_selfplay(spec: str) -> None:
    # 抓打圈 (digest, Table): after a 财神 (白) is thrown, until the thrower's next discard no
    # seat chis, pons or makes an exposed kong, and the thrower throws each tile it draws.
    # (Greedy bots keep their 财神, so the mixes here throw them.)
    counts: Counter[str] = Counter()
    for _ in seeded_rounds("hangzhou", spec, 4, 30, _watch_circles(counts)):
        pass
    assert counts["circle"] and counts["pon_refused"] and counts["throw_the_draw"], counts


def _swim_stats(spec: str, rounds: int = 40) -> Counter[str]:
    """Play seeded Quanzhou rounds, checking 光游 as it is declared and played out."""
    counts: Counter[str] = Counter()

    def watch(table: Table) -> None:
        swimmer = table.swimmer
        for seat, legal in table.prompts().items():
            if table.seats[seat].wild_discards:  # 双游/三游: no claim, no kong
                assert not {a.kind for a in legal} & {"chi", "pon", "kong"}, legal
            if swimmer is not None and table.phase == "claim":
                assert {a.kind for a in legal} <= {"win", "pass"}, legal  # 光游's discard: won on only
            if swimmer is not None and table.phase == "zone" and seat == swimmer:
                assert legal == (WIN,), legal  # nobody else self-drew: the declarer wins

    for table in seeded_rounds("quanzhou", spec, 4, rounds, watch):
        events = table.events
        for i, event in enumerate(events):
            if event["t"] != "act" or event["action"]["a"] != "ready":
                continue
            swimmer = event["seat"]
            counts["declared"] += 1
            win = next(e for e in events[i:] if e["t"] in ("win", "end"))
            if win["t"] == "win" and win["seats"] == [swimmer]:
                # after one tile for each other seat (self-draw only), the declarer's own draw
                draws = [e["seat"] for e in events[i:] if e["t"] == "draw" and not e.get("replacement")]
                assert draws == [(swimmer + k) % 4 for k in (1, 2, 3, 0)], draws
                assert table.settlement is not None and "游金" in str(table.settlement)
                counts["swimmer_won"] += 1
            elif win["t"] == "win":
                counts["other_won_" + str(win["method"])] += 1
    return counts


@pytest.mark.parametrize("spec", ["claimhappy", "random,greedy,claimhappy,passive"])
def test_quanzhou_guangyou_in_seeded_selfplay(spec: str) -> None:
    # 光游 (digest, Winning): the announced swim's discard may only be won on; from the next
    # seat each player draws one tile (no replacement, kong or discard); if nobody self-draws,
    # the swimmer wins 游金. Greedy bots announce it whenever it is offered.
    counts = _swim_stats(spec)
    assert counts["declared"] and counts["swimmer_won"], counts


def quanzhou_table() -> Table:
    # seed 0: the 金 is 6s and the dealer has no flowers. The dealer holds 6s6s and five sets
    # (123m 456m 789m 234p 555p); seat 1 holds the fourth 5p; nobody else holds a 金 or 5p.
    table = Table(get("quanzhou"), seed=0)
    assert table.choice is not None and str(table.choice.indicator) == "6s"
    assert not table.seats[0].flowers
    for state in table.seats:
        state.river.clear()
    set_hand(table.seats[0], "123456789m234555p6s6s")
    set_hand(table.seats[1], "5p1199p112233s7788s9s")
    set_hand(table.seats[2], "112288m667788p4455s")
    set_hand(table.seats[3], "334477m223366p7799s")
    conform_wall(table)
    table.start_turn(0, drew=Tile.from_str("5p").index)
    return table


def _pass_all(table: Table) -> None:
    if table.phase == "claim":
        for seat in list(table.prompts()):
            table.submit(seat, PASS)


def test_quanzhou_shuangyou_claims_nothing_and_wins_double() -> None:
    # 双游 (digest): in the any-tile state, discarding a gold and still winning on any tile;
    # the player can no longer chi/pon/kong or win on a discard; a self-draw win is 双游.
    table = quanzhou_table()
    legal = table.prompts()[0]
    assert WIN in legal  # 6s6s pair and five sets: the dealer could win now (天胡)...
    readies = {a.tile for a in legal if isinstance(a, Ready)}
    assert Tile.from_str("1m") in readies  # ...or announce 光游 throwing 1m (6s + 23m),
    assert Tile.from_str("6s") not in readies  # never with a 金
    table.submit(0, Discard(tile=Tile.from_str("6s")))  # ...but throws a 金: 6s alone waits on any
    assert table.seats[0].wild_discards == 1
    _pass_all(table)  # seat 1 may chi the thrown 金 (an ordinary tile now): it passes
    assert table.turn == 1 and table.phase == "act"
    table.submit(1, Discard(tile=Tile.from_str("5p")))
    # seat 0 holds 555p: without 双游 it would be offered pon and kong of 5p
    assert 0 not in table.prompts()
    _pass_all(table)  # seat 2 may chi it (67p): it passes
    assert table.turn == 2
    for seat in (2, 3):
        table.submit(seat, next(a for a in table.prompts()[seat] if a.kind == "discard"))
        _pass_all(table)
    assert table.turn == 0 and table.phase == "act"
    drew = table.seats[0].last_draw
    assert drew is not None and drew != Tile.from_str("6s").index
    table.submit(0, WIN)
    assert table.round is not None and table.round.wins[0].wild_discards == 1
    # The dealer wins: base 10 from each payer; water = one 金 held (no flower, no kong):
    # P = 10 × (1 + 0) + 1 = 11; 双游 pays 6P + 60 = 126 from each: +378.
    assert table.settlement is not None
    assert table.settlement.nets == (378, -126, -126, -126)
    assert "双游" in str(table.settlement)


def circle_for(order: list[Tile], dice: Dice) -> list[Tile]:
    """The table's stacks (before the break) that the opening roll ``dice`` breaks into
    ``order`` (draw order, dealer seat 0): the break's permutation read off two probes."""
    n = len(order)
    low, _ = break_wall(tuple(Tile.from_index(j % 34) for j in range(n)), dice=dice, dealer=0, by="total")
    high, _ = break_wall(tuple(Tile.from_index(j // 34) for j in range(n)), dice=dice, dealer=0, by="total")
    circle: list[Tile | None] = [None] * n
    for i, (a, b) in enumerate(zip(low, high, strict=True)):
        circle[b.index * 34 + a.index] = order[i]
    assert all(t is not None for t in circle)
    return circle  # type: ignore[return-value]


def test_jian_jing_offset_1_turned_up_tile_is_drawn_by_a_kong_replacement() -> None:
    # jing_offset=1 (digest; source 2: 杠补牌超过翻开牌（翻开牌可以被拿走，并不是精），不流局): the
    # turned-up tile is no jing and stays in the wall. Seat 1 is dealt three quads and the
    # jing roll is 1 + 1: the 2nd stack from the end is turned up (9s: 1s 正精, 2s 副精).
    # Kong replacements take stack 1's top and bottom (3m, 4m), then the turned-up 9s itself.
    ruleset = get("jian", jing_offset=1)
    rest = Counter(ruleset.tile_set.tiles())
    order: list[Tile | None] = [None] * 136
    # draw order: seat 1 is dealt 4-7, 20-23, 36-39 and 49, and draws 53 first
    dealt = {4: "1111m", 20: "5555p", 36: "9999m", 49: "7z", 53: "6z", 134: "3m", 135: "4m", 132: "9s"}
    for at, tiles in dealt.items():
        for k, tile in enumerate(parse_tiles(tiles)):
            order[at + k] = tile
            rest[tile] -= 1
    spare = iter(sorted(rest.elements()))
    wall = [t if t is not None else next(spare) for t in order]
    opening = Dice(first=3, second=4)
    table = Table(ruleset, wall=circle_for(wall, opening), dice=[opening, Dice(first=1, second=1)])
    assert table.choice is not None and str(table.choice.indicator) == "9s"
    assert [str(t) for t in table.choice.wilds] == ["1s", "2s"]
    assert not table.wall.set_aside and len(table.wall.shown) == 1
    shown = table.wall.shown[0].position
    table.submit(0, next(a for a in table.prompts()[0] if a.kind == "discard"))
    _pass_all(table)
    assert table.turn == 1 and table.phase == "act"
    for quad in ("1m", "5p", "9m"):
        table.submit(1, Kong(tile=Tile.from_str(quad), how="concealed"))
    draws = [e["tile"] for e in table.events if e["t"] == "draw"]
    assert draws == ["6z", "3m", "4m", "9s"]
    assert not table.wall.in_wall(shown) and table.seats[1].counts[Tile.from_str("9s").index] == 1
    check(table)  # every physical tile in one place: the 9s is in seat 1's hand now
    seats = bots("greedy")
    while not table.over:
        for seat, legal in table.prompts().items():
            table.submit(seat, seats[seat].choose(table, seat, legal))
            check(table)
    log = Log(header=header(ruleset, 0, 1, seats), rounds=(tuple(table.events),))
    again = replay(log.dumps())
    assert not again.mismatches
    assert again.tables[0].settlement is not None and table.settlement is not None
    assert again.tables[0].settlement.nets == table.settlement.nets and sum(table.settlement.nets) == 0


def test_bad_play_rules_and_sources_are_refused() -> None:
    from majiang.errors import InvalidActionError, RulesetError, WallError
    from majiang.rulesets.playrules import PlayRules
    from majiang.tiles import StackFromEnd

    with pytest.raises(RulesetError, match="announced_swim is declared with Ready: it needs ready=True"):
        PlayRules(announced_swim=True)
    with pytest.raises(RulesetError, match=r"PlayRules\.wild_discard_circle must be bool, not 1"):
        PlayRules(wild_discard_circle=1)  # type: ignore[arg-type]
    with pytest.raises(WallError, match=r"StackFromEnd\.keep must be True or False, not 'yes'"):
        StackFromEnd(keep="yes")  # type: ignore[arg-type]
    with pytest.raises(RulesetError, match=r"PlayRules\.dice_kong must be bool, not 'no'"):
        PlayRules(dice_kong="no")  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError, match=r"Kong\.dice must be True or False, not 1"):
        action_from_json({"a": "kong", "tile": "5m", "kind": "added", "dice": 1})
    wall = Table(get("changsha"), seed=1).wall
    with pytest.raises(WallError, match="count stacks from the end with an int >= 1, not 0"):
        wall.draw_by_dice(0)


def test_a_dice_kong_round_trips_by_value() -> None:
    kong = Kong(tile=Tile.from_str("5m"), how="direct", dice=True)
    assert action_from_json(kong.to_json()) == kong
    assert action_from_json({"a": "kong", "tile": "5m", "kind": "direct"}).dice is False  # type: ignore[union-attr]


def _dice_kong_stats(spec: str, seed: int, rounds: int) -> Counter[str]:
    counts: Counter[str] = Counter()

    def watch(table: Table) -> None:
        for seat, legal in table.prompts().items():
            if seat not in table.dice_locked:
                continue
            if table.phase == "act":  # a seat that rolled throws what it drew, or wins
                drew = table.seats[seat].last_draw
                assert {a.kind for a in legal} <= {"win", "discard"}, legal
                assert [a.tile.index for a in legal if isinstance(a, Discard)] == [drew], legal
                counts["locked_turn"] += 1
            elif table.phase == "claim":
                assert {a.kind for a in legal} <= {"win", "pass"}, legal

    for table in seeded_rounds("changsha", spec, seed, rounds, watch):
        events = table.events
        for i, event in enumerate(events):
            replies = [event["action"]] if event["t"] == "act" else list(event.get("replies", {}).values())
            if not any(r["a"] == "kong" and r.get("dice") for r in replies):
                continue
            counts["dice_kong"] += 1
            # the replacement: a draw carrying the roll, taken from the stack it counts
            draw = next((e for e in events[i:] if e["t"] in ("draw", "win")), None)
            if draw is not None and draw["t"] == "draw":  # (else the kong was robbed, or the wall ended)
                assert draw["replacement"] is True and len(draw["dice"]) == 2
        assert table.round is not None
        for win in table.round.wins:
            if win.method is WinMethod.KONG_REPLACEMENT:  # 杠上开花: only on a replacement by dice
                counts["kong_bloom"] += 1
                drew = next(e for e in reversed(events) if e["t"] == "draw" and e["seat"] == win.seat)
                assert "dice" in drew
            if win.kong_discard:
                counts["gang_shang_pao"] += 1
                thrown = next(e for e in reversed(events) if e["t"] == "act" and e["seat"] == win.discarder)
                before = events[: events.index(thrown)]
                last_draw = next(
                    e for e in reversed(before) if e["t"] == "draw" and e["seat"] == win.discarder
                )
                assert "dice" in last_draw  # 杠上炮 only after a kong with dice
    return counts


@pytest.mark.parametrize(
    ("spec", "seed", "rounds", "rare"),
    [("greedy", 3, 40, None), ("claimhappy", 3, 200, "gang_shang_pao"), ("claimhappy", 4, 100, "kong_bloom")],
)
def test_changsha_dice_kong_in_seeded_selfplay(spec: str, seed: int, rounds: int, rare: str | None) -> None:
    # 开杠掷骰子 (digest, Table): a ready player may kong with dice; the dice count stacks from
    # the end and that stack's top tile is the replacement; a player who rolled must discard
    # every replacement (every tile) he can not win on. 杠上开花: won on a dice kong's
    # replacement; 杠上炮: won on a tile the konger discards after a dice kong. Both are rare:
    # seed 3's 200 claim-happy rounds hold a 杠上炮, seed 4's 100 a 杠上开花.
    counts = _dice_kong_stats(spec, seed, rounds)
    assert counts["dice_kong"] and counts["locked_turn"], counts
    if rare is not None:
        assert counts[rare], counts


@pytest.mark.parametrize("spec", ["claimhappy", "random,greedy,claimhappy,passive"])
def test_jilin_eggs_and_qiangpeng_in_seeded_selfplay(spec: str) -> None:
    # 三风蛋 (digest, Kong payments): right after the deal any three of 东南西北 (or 中发白) shown
    # as a set; each further wind/dragon added later; 抢碰: an added kong (an egg's addition)
    # can be robbed by pon, and a robbed addition scores nothing.
    counts: Counter[str] = Counter()
    for table in seeded_rounds("jilin", spec, 5, 60, check):  # the eggs' tiles are in one place too
        events = table.events
        for i, event in enumerate(events):
            if event["t"] == "act" and event["action"]["a"] == "egg":
                seat, tiles = event["seat"], event["action"]["tiles"]
                counts["laid" if len(tiles) > 2 else "added"] += 1
                if len(tiles) > 2:  # a wind egg only before the seat's first discard
                    assert tiles[-1] == "z"
                    thrown = [e for e in events[:i] if e["t"] == "act" and e["seat"] == seat]
                    assert tiles in ("567z",) or not any(e["action"]["a"] == "discard" for e in thrown)
            robbed = event["t"] == "window" and event["kind"] == "rob"
            if robbed and any(r["a"] == "pon" for r in event["replies"].values()):
                counts["qiangpeng"] += 1
                meld = events[i + 1]
                assert meld["t"] == "meld" and meld["from"] == event["seat"]
        assert table.round is not None
        laid = [e for e in events if e["t"] == "act" and e["action"]["a"] == "egg"]
        if laid and table.settlement is not None and "三风蛋" in str(table.settlement):
            counts["egg_money"] += 1
    assert counts["laid"] and counts["added"] and counts["qiangpeng"] and counts["egg_money"], counts
