"""Sichuan at the table: the options that change the play (换三张 ``huansanzhang``, 最后四张
``zuihou_sizhang``), 定缺 on arranged deals, the bots' choices, and 天胡 at the dealer's
first turn. The engine's side (the windows, their log and replay) is in
``tests/game/test_opening.py``."""

from __future__ import annotations

from collections import Counter

import pytest

from majiang.errors import IllegalActionError, RulesetError
from majiang.game.actions import WIN, Exchange, Void
from majiang.game.bots import bots
from majiang.game.match import play_round
from majiang.game.table import Table
from majiang.rulesets import get
from majiang.rulesets.sichuan.play import PLAY
from majiang.tiles import parse_tiles
from majiang.tiles.wall import Dice
from tests.rulesets.sichuan.walls import DICE, wall_dealing

# seat 0 (dealer, 14): 111m 222m 333m 444p 55p, a complete hand of two suits (m, p)
# seat 1: m and p; seat 2: p alone; seat 3: all three suits
HANDS = ("111222333m44455p", "4445678999m123p", "1123366778899p", "5678m345p456789s")


def _table(*, dice: list[Dice] | None = None, **options: object) -> Table:
    return Table(get("sichuan", **options), wall=wall_dealing(*HANDS), dice=dice or [DICE])


@pytest.mark.parametrize(
    ("options", "match"),
    [
        ({"huansanzhang": "yes"}, "option huansanzhang='yes' for 'sichuan': must be True or False"),
        ({"huansanzhang": 1}, "option huansanzhang=1 for 'sichuan': must be True or False"),
        ({"zuihou_sizhang": None}, "option zuihou_sizhang=None for 'sichuan': must be True or False"),
    ],
    ids=["huansanzhang-str", "huansanzhang-int", "zuihou_sizhang-none"],
)
def test_bad_play_options(options: dict[str, object], match: str) -> None:
    with pytest.raises(RulesetError, match=match):
        get("sichuan", **options)


def test_the_options_change_the_play_rules() -> None:
    default = get("sichuan").play_rules()
    assert default == PLAY and (default.exchange, default.must_win_last, default.void_suit) == (0, 4, True)
    assert get("sichuan", huansanzhang=True).play_rules().exchange == 3
    assert get("sichuan", zuihou_sizhang=False).play_rules().must_win_last == 0
    assert get("sichuan", huansanzhang=True).play_rules() is get("sichuan", huansanzhang=True).play_rules()
    # the scoring options leave the play alone
    assert get("sichuan", zimo="double", max_bei=8).play_rules() == PLAY


def test_the_void_suits_each_arranged_hand_may_name() -> None:
    table = _table()
    legal = {seat: tuple(a.suit for a in actions) for seat, actions in table.prompts().items()}  # type: ignore[union-attr]
    assert legal == {
        0: ("s",),  # m and p held: the third suit
        1: ("s",),
        2: ("m", "s"),  # p alone: either other suit
        3: ("m", "p", "s"),  # all three: any
    }
    with pytest.raises(IllegalActionError, match=r"seat 2 may not void p now; legal: void m; void s$"):
        table.submit(2, Void(suit="p"))


def test_greedy_names_the_suit_it_holds_fewest_of_and_random_any() -> None:
    table = _table()
    greedy = bots("greedy")
    for k, bot in enumerate(greedy):
        bot.seat_at(1, k)
        bot.new_round(0)
    # seat 3 holds 4 m, 3 p, 6 s: p; seat 2 holds no m and no s: the first offered, m
    assert [greedy[s].choose(table, s, table.legal_actions(s)) for s in range(4)] == [
        Void(suit="s"),
        Void(suit="s"),
        Void(suit="m"),
        Void(suit="p"),
    ]
    chosen = Counter()
    for seed in range(30):
        (bot,) = bots("random")[:1]
        bot.seat_at(seed, 3)
        bot.new_round(0)
        chosen[bot.choose(table, 3, table.legal_actions(3)).suit] += 1  # type: ignore[union-attr]
    assert set(chosen) == {"m", "p", "s"}


def test_heavenly_hand_at_the_dealers_first_turn() -> None:
    """天胡: the dealer's dealt 14 win at once, 32 flat (no 根, no 自摸 item); 普通场 ends the
    round: seats 1, 2, 3 pay 32 each, the dealer gets 3 × 32 = 96."""
    table = _table(xuezhan=False)
    for seat, suit in enumerate("ssmp"):
        table.submit(seat, Void(suit=suit))
    assert table.phase == "act" and table.turn == 0 and WIN in table.legal_actions(0)
    table.submit(0, WIN)
    assert table.settlement is not None and table.settlement.nets == (96, -32, -32, -32)
    assert {a.key for t in table.settlement.transfers for a in t.awards} == {"tianhu"}


def test_heavenly_hand_under_xuezhan_the_dealer_leaves() -> None:
    table = _table()
    for seat, suit in enumerate("ssmp"):
        table.submit(seat, Void(suit=suit))
    table.submit(0, WIN)
    assert table.out == {0} and table.turn == 1 and table.phase == "act"


def test_the_exchange_then_the_void_of_the_hand_after_it() -> None:
    """Dice 2 + 2 = 4, 4 mod 3 = 1: every seat passes to the next seat in turn order. Seat 3
    passes its 456s to seat 0, which passed 444p to seat 1; seat 0 then holds m, p and s."""
    table = _table(huansanzhang=True, dice=[DICE, Dice(first=2, second=2)])
    passes = ("444p", "999m", "123p", "456s")
    for seat, tiles in enumerate(passes):
        table.submit(seat, Exchange(tiles=tuple(parse_tiles(tiles))))
    event = next(e for e in table.events if e["t"] == "exchange")
    assert event["direction"] == "next" and event["received"] == ["456s", "444p", "999m", "123p"]
    assert "".join(map(str, table.own_tiles(0))) == "1m1m1m2m2m2m3m3m3m5p5p4s5s6s"
    assert table.phase == "void"
    legal = {seat: tuple(a.suit for a in actions) for seat, actions in table.prompts().items()}  # type: ignore[union-attr]
    # seat 0: 111222333m 55p 456s; seat 1: 4445678m 123p 444p; seat 2: 999m 1366778899p;
    # seat 3: 5678m 345p 123p 789s
    assert legal == {0: ("m", "p", "s"), 1: ("s",), 2: ("s",), 3: ("m", "p", "s")}


@pytest.mark.parametrize("options", [{}, {"huansanzhang": True}, {"xuezhan": False, "huansanzhang": True}])
def test_seeded_play_with_each_option_is_zero_sum(options: dict[str, bool]) -> None:
    ruleset = get("sichuan", **options)
    seats = bots("greedy")
    kinds: Counter[str] = Counter()
    for seed in range(3):
        for k, bot in enumerate(seats):
            bot.seat_at(seed, k)
        table = play_round(ruleset, seed=seed, round_index=0, dealer=0, lianzhuang=0, wind=0, bots=seats)
        assert table.settlement is not None and sum(table.settlement.nets) == 0
        assert table.round is not None and table.round.facts.void == table.voids
        for event in table.events:
            if event["t"] == "window":
                kinds.update(r["a"] for r in event["replies"].values())
    assert kinds["void"] == 12 and kinds["exchange"] == (12 if options.get("huansanzhang") else 0)
