"""Region play rules at the table (issue 15): the claim resolution's ``win_rank`` (Fuzhou 金雀
first), Hangzhou 抓打圈 (``wild_discard_circle``), ... Hands are set on a seeded table, then played through ``prompts``/``submit``;
amounts worked by hand from the digests."""

from __future__ import annotations

from collections import Counter

import pytest

from majiang.game import Discard, Table
from majiang.game.actions import PASS, WIN, Kong
from majiang.game.bots import bots
from majiang.game.match import next_round, play_round
from majiang.game.state import SeatState
from majiang.rulesets import get
from majiang.tiles import Tile, parse_tiles


def set_hand(state: SeatState, tiles: str) -> None:
    """Replace the seat's concealed tiles (its melds and flowers stay)."""
    for i, n in enumerate(list(state.counts)):
        if n:
            state.remove(i, n)
    for tile in parse_tiles(tiles):
        state.add(tile.index)


def fuzhou_table(seat3: str) -> Table:
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
    table.start_turn(0, drew=None)
    return table


def _claim_5s(table: Table) -> dict[int, tuple[object, ...]]:
    table.submit(0, Discard(tile=Tile.from_str("5s")))
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


def test_fuzhou_a_passing_jinque_leaves_the_discard_to_the_nearer() -> None:
    table = fuzhou_table("9s9s234m678m234p567p46s")
    _claim_5s(table)
    table.submit(1, WIN)
    table.submit(3, PASS)
    win = next(e for e in table.events if e["t"] == "win")
    assert win["seats"] == [1]


def _watch_circles(counts: Counter[str]) -> object:
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
    ruleset = get("hangzhou")
    seats = bots(spec)
    for k, bot in enumerate(seats):
        bot.seat_at(4, k)
    counts: Counter[str] = Counter()
    dealer = lianzhuang = wind = 0
    for n in range(30):
        table = play_round(
            ruleset,
            seed=4,
            round_index=n,
            dealer=dealer,
            lianzhuang=lianzhuang,
            wind=wind,
            bots=seats,
            after_each=_watch_circles(counts),  # type: ignore[arg-type]
        )
        dealer, lianzhuang, wind = next_round(table, dealer, lianzhuang, wind)
    assert counts["circle"] and counts["pon_refused"] and counts["throw_the_draw"], counts
