"""Ningbo's opening against its source (``002_d232bc1b41e7e911.txt`` p.13, issue 14 items
8-9), on a wall laid out by hand so every position can be counted.

The source: "以筛子点数和确定起牌方向即从那个玩家门前起牌，大点数确定起牌墩数，小点确定百搭" and
"做百搭的花牌不能补花". The wall below is the 144 tiles in kind order (``1m 1m 1m 1m 2m
…``), stack ``c`` holding ``tiles[2c]`` on ``tiles[2c + 1]``; 72 stacks, 18 a side,
the sides clockwise from seat 0: seat 0 stacks 0-17, seat 3 18-35, seat 2 36-53, seat 1
54-71. The dealer is seat 0 and rolls 2 + 5.
"""

from __future__ import annotations

import json

import pytest

from majiang.cli import main
from majiang.rulesets.ningbo.baida import BAIDA
from majiang.tiles import FULL, Tile, parse_tiles
from majiang.tiles.dice import Dice
from majiang.tiles.wall import Wall

ROLL = Dice(first=2, second=5)
CIRCLE = list(FULL.tiles())


def test_the_larger_die_counts_the_stacks_of_the_break() -> None:
    # the total 7 picks the side: counted counter-clockwise from the dealer as 1, 7 → seat 2
    # (stacks 36-53); the larger die, 5, counts the stacks: the live wall starts at stack
    # 36 + 5 = 41, whose tiles are CIRCLE[82], CIRCLE[83] (3s 3s), then stack 42 (4s 4s).
    # The dealer's first block of four is those: 3s 3s 4s 4s. With the total (7) it would
    # start at stack 43: 4s 4s 5s 5s.
    wall = Wall.arrange(CIRCLE, dice=ROLL, break_by="larger")
    assert (wall.opening.side, wall.opening.start) == (2, 41)
    assert wall.deal(13).hand(0)[:4] == tuple(parse_tiles("3s3s4s4s"))
    by_total = Wall.arrange(CIRCLE, dice=ROLL)
    assert by_total.deal(13).hand(0)[:4] == tuple(parse_tiles("4s4s5s5s"))


def test_the_smaller_die_turns_up_the_baida() -> None:
    # the live wall's end is stack 40; the smaller die, 2, counts stacks from the end:
    # stack 39, whose top is CIRCLE[78] = 2s — the 百搭 is 2s (3 live)
    wall = Wall.arrange(CIRCLE, dice=ROLL, break_by="larger")
    wall.deal(13)
    choice = BAIDA.choose(wall)
    assert choice.indicator == Tile.from_str("2s") and choice.wilds == (Tile.from_str("2s"),)


def test_a_flower_of_the_baida_group_is_never_replaced() -> None:
    # laid out so the 百搭 is turned up first and is a season (秋 3f): the four seasons are
    # 百搭 and stay in hand (做百搭的花牌不能补花); the plants are flowers and are replaced.
    # Draw order (a broken wall): the dealer's 14, then 13 each; the end holds the
    # replacements. The dealer holds 春 (1f) and 梅 (5f).
    dealer = parse_tiles("1f5f123m456m789m123p")
    others = [parse_tiles(t) for t in ("111z222z333z444z5z", "1234567899p4s5s6s", "1111s2222s3333s6s")]
    # deal order: blocks of four, three rounds (dealer, 1, 2, 3), then one each, then the
    # dealer's 14th
    hands = [list(dealer), *map(list, others)]
    order: list[Tile] = []
    for block in range(3):
        for seat in range(4):
            order += hands[seat][4 * block : 4 * block + 4]
    for seat in range(4):
        order.append(hands[seat][12])
    order.append(hands[0][13])
    used = [*order]
    rest = [t for t in FULL.tiles() if not _take(used, t)]
    # the end of the wall: the last stack's top is the first replacement; put 3f (秋) where
    # the smaller die (1) points: the last stack's top, and an ordinary 7s under it
    rest.remove(Tile.from_str("3f"))
    rest.remove(Tile.from_str("7s"))
    tail = [Tile.from_str("3f"), Tile.from_str("7s")]
    wall = Wall.from_draw_order([*order, *rest, *tail], dice=Dice(first=1, second=3))
    deal = wall.deal(13)
    assert sorted(deal.hand(0)) == sorted(dealer)
    choice = BAIDA.choose(wall)  # before the flower replacement
    assert choice.indicator == Tile.from_str("3f")
    wild = set(choice.wilds)
    assert wild == set(parse_tiles("1f2f3f4f"))
    replaced = wall.replace_flowers(deal, is_flower=lambda t: t.is_flower and t not in wild)
    # the dealer sets aside 梅 only (replaced by the 7s under the turned-up 3f); 春 stays
    assert replaced.flowers[0] == (Tile.from_str("5f"),)
    assert Tile.from_str("1f") in replaced.hand(0) and Tile.from_str("7s") in replaced.hand(0)


def _take(pool: list[Tile], tile: Tile) -> bool:
    if tile in pool:
        pool.remove(tile)
        return True
    return False


def test_majiang_deal_follows_the_source_order(capsys: pytest.CaptureFixture[str]) -> None:
    # seed 70 rolls 1 + 6: the larger die (6) counts the break, the smaller (1) turns up the
    # last stack's top, 秋 3f — the four seasons are 百搭. They stay in hand (seat 0 keeps
    # 春 1f, seat 3 冬 4f); only the plant 梅 5f is set aside and replaced.
    assert main(["deal", "ningbo", "--seed", "70", "--json"]) == 0
    dealt = json.loads(capsys.readouterr().out)
    assert dealt["dice"] == [1, 6]
    assert dealt["wildcards"]["indicator"] == "3f" and dealt["wildcards"]["wilds"] == ["1f", "2f", "3f", "4f"]
    seats = {s["seat"]: s for s in dealt["seats"]}
    assert "1f" in seats[0]["tiles"] and "4f" in seats[3]["tiles"]
    assert seats[0]["flowers"] == "5f" and all(not seats[s]["flowers"] for s in (1, 2, 3))
    assert main(["deal", "ningbo", "--seed", "70"]) == 0
    text = capsys.readouterr().out.splitlines()
    assert text[0].endswith("the break counted by the larger die (6)")
    assert text[1].startswith("wildcards 百搭:") and text[2] == "seat 0 sets aside flowers 5f"
    # the same wall as the round engine's table (break by the larger die)
    wall = Wall.build(FULL, seed="70", break_by="larger")
    assert wall.opening is not None and wall.opening.counted == 6
