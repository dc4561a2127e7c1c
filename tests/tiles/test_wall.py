"""The wall: dice, the break, the deal, draws from both ends, the flower loop, reserves.

Expected values in the hand-worked examples were computed by hand from the
conventions in ``docs/walls-and-wildcards.md``, not copied from the code's output.
The arrangement used most is ``INTERLEAVED``: table position ``i`` (stack ``i // 2``,
top when ``i`` is even) holds kind index ``i % 34``, so 136 tiles, 4 of each kind.
With 68 stacks, 17 a side, the sides run clockwise: seat 0 stacks 0-16, seat 3
17-33, seat 2 34-50, seat 1 51-67.
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import MajiangError, WallError
from majiang.rulesets import find
from majiang.rulesets.fuzhou.gold import FUZHOU_FLOWERS, FUZHOU_GOLD
from majiang.rulesets.jian.ruleset import JING as Jing_
from majiang.rulesets.ningbo.baida import BAIDA
from majiang.rulesets.quanzhou.ruleset import GOLD
from majiang.tiles import (
    FULL,
    MIDDLE,
    STANDARD,
    TILE_SETS,
    Deal,
    Dice,
    Reserve,
    Tile,
    TileSet,
    Wall,
    parse_tiles,
)

# The regions' reserves: class data of their rulesets.
RESERVES: dict[str, Reserve] = {
    **{name: find(name).reserve for name in ("jian", "jilin", "quanzhou", "ningbo", "hefei")},
    "fuzhou": find("fuzhou").reserve,
    "hangzhou": find("hangzhou").reserve,
    "harbin": find("harbin").reserve,
    "wuhan": find("wuhan").reserve,
    "tianjin": find("tianjin").reserve,
    "guangdong_jipinghu": find("guangdong_jipinghu").reserve,
    "guangdong_tuidaohu": find("guangdong_tuidaohu").reserve,
}

INTERLEAVED = [Tile.from_index(i % 34) for i in range(136)]


def t(text: str) -> Tile:
    return Tile.from_str(text)


def ts(text: str) -> tuple[Tile, ...]:
    return parse_tiles(text)


def dice(a: int, b: int) -> Dice:
    return Dice(first=a, second=b)


# -- dice ----------------------------------------------------------------------------


def test_dice_values() -> None:
    d = dice(5, 2)
    assert (d.total, d.smaller, d.larger, str(d)) == (7, 2, 5, "5+2=7")


def test_dice_roll_is_reproducible() -> None:
    rolls_a = [Dice.roll(random.Random(42)) for _ in range(3)]
    rolls_b = [Dice.roll(random.Random(42)) for _ in range(3)]
    assert rolls_a == rolls_b
    rng = random.Random(9)
    for _ in range(200):
        d = Dice.roll(rng)
        assert 1 <= d.first <= 6 and 1 <= d.second <= 6


def test_dice_are_frozen_keyword_only() -> None:
    with pytest.raises(WallError, match=r"Dice takes keywords only .*got positional 3, 4"):
        Dice(3, 4)  # type: ignore[misc]
    d = dice(3, 4)
    with pytest.raises(AttributeError, match="can't set attribute"):
        d.first = 5  # type: ignore[misc]


@pytest.mark.parametrize(
    ("first", "second", "quoted"),
    [
        pytest.param(0, 3, "0", id="zero"),
        pytest.param(3, 7, "7", id="seven"),
        pytest.param(True, 3, "True", id="bool"),
        pytest.param("3", 3, "'3'", id="str"),
    ],
)
def test_bad_dice(first: object, second: object, quoted: str) -> None:
    with pytest.raises(WallError, match=re.escape(quoted)):
        Dice(first=first, second=second)  # type: ignore[arg-type]


def test_roll_needs_a_random() -> None:
    with pytest.raises(WallError, match="42"):
        Dice.roll(42)  # type: ignore[arg-type]


# -- the break -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dealer", "roll", "break_by", "side", "start", "first", "last"),
    [
        # total 7 from the dealer: 1 dealer, 2 next, 3 opposite ... 7 -> seat 2;
        # 7 stacks from its right end (stack 34) -> start 41; front tile 82 % 34 = 14 (6p),
        # end stack 40, top 80 % 34 = 12 (4p).
        pytest.param(0, (3, 4), "total", 2, 41, "6p", "4p", id="dealer0-7"),
        # total 2 from dealer 1 -> seat 2; 34 + 2 = 36: 72 % 34 = 4 (5m); end stack 35: 70 -> 2 (3m).
        pytest.param(1, (1, 1), "total", 2, 36, "5m", "3m", id="dealer1-2"),
        # total 12 -> seat 3 (stacks 17..33); 17 + 12 = 29: 58 -> 24 (7s); end 28: 56 -> 22 (5s).
        pytest.param(0, (6, 6), "total", 3, 29, "7s", "5s", id="dealer0-12"),
        # total 10 from dealer 3 -> seat 0; 0 + 10: 20 -> 3s; end stack 9: 18 -> 1s.
        pytest.param(3, (5, 5), "total", 0, 10, "3s", "1s", id="dealer3-10"),
        # Quanzhou: total 5 -> the dealer's own side; smaller die 2 -> start 2: 4 (5m); end 1: 2 (3m).
        pytest.param(0, (2, 3), "smaller", 0, 2, "5m", "3m", id="smaller"),
        # Ningbo: total 7 -> seat 2; larger die 5 -> 39: 78 -> 10 (2p); end 38: 76 -> 8 (9m).
        pytest.param(0, (2, 5), "larger", 2, 39, "2p", "9m", id="larger"),
    ],
)
def test_break_position(
    dealer: int, roll: tuple[int, int], break_by: str, side: int, start: int, first: str, last: str
) -> None:
    wall = Wall.arrange(
        INTERLEAVED,
        dice=dice(*roll),
        dealer=dealer,
        break_by=break_by,  # type: ignore[arg-type]
        tile_set=STANDARD,
    )
    assert wall.opening is not None
    assert (wall.opening.side, wall.opening.start) == (side, start)
    assert wall.draw() == t(first)
    assert wall.draw_replacement() == t(last)


def test_break_wraps_past_the_last_stack() -> None:
    # 84 tiles = 42 stacks: sides 11, 11, 10, 10 for seats 0, 3, 2, 1 -> seat 1 holds 32..41.
    # Total 10 from dealer 0 -> seat 1; 32 + 10 = 42 -> wraps to stack 0.
    kinds = MIDDLE.kinds  # 2m..8m, 2p..8p, 2s..8s
    circle = [kinds[i % 21] for i in range(84)]
    wall = Wall.arrange(circle, dice=dice(5, 5), tile_set=MIDDLE)
    assert wall.opening is not None
    assert (wall.opening.side, wall.opening.start) == (1, 0)
    assert wall.draw() == t("2m")  # position 0
    assert wall.draw_replacement() == t("7s")  # stack 41 top: 82 % 21 = 19 -> 7s


def test_build_is_reproducible() -> None:
    a = Wall.build(FULL, seed=2024, dealer=1)
    b = Wall.build(FULL, seed=2024, dealer=1)
    assert a.order == b.order and a.dice == b.dice and a.opening == b.opening
    assert [a.roll_dice() for _ in range(4)] == [b.roll_dice() for _ in range(4)]
    assert Wall.build(FULL, seed="x").order == Wall.build(FULL, seed="x").order
    assert Wall.build(FULL, seed=1).order != Wall.build(FULL, seed=2).order


def test_build_does_not_touch_global_random() -> None:
    random.seed(5)
    before = random.random()
    random.seed(5)
    Wall.build(STANDARD, seed=1).deal(13)
    assert random.random() == before


def test_given_dice_are_used() -> None:
    wall = Wall.build(STANDARD, seed=3, dice=dice(6, 1), dealer=2)
    assert wall.dice == dice(6, 1)
    assert wall.opening is not None and wall.opening.side == (2 + 7 - 1) % 4


@pytest.mark.parametrize("tile_set", list(TILE_SETS.values()), ids=list(TILE_SETS))
def test_build_holds_the_set(tile_set: TileSet) -> None:
    wall = Wall.build(tile_set, seed=11)
    assert Counter(wall.order) == Counter(tile_set.tiles())
    assert wall.remaining == tile_set.size
    assert wall.stack_count == tile_set.size // 2


# -- draws from both ends -------------------------------------------------------------


def test_draws_front_and_end() -> None:
    # stacks in draw order: (1m,2m) (3m,4m) (5m,6m) (7m,8m)
    wall = Wall.from_draw_order(ts("12345678m"), dice=dice(1, 1))
    assert [wall.draw(), wall.draw()] == list(ts("12m"))
    assert [wall.draw_replacement(), wall.draw_replacement(), wall.draw_replacement()] == list(ts("785m"))
    assert wall.remaining == 3
    assert wall.remaining_tiles() == ts("346m")
    assert [wall.draw(), wall.draw_replacement(), wall.draw()] == list(ts("364m"))
    assert wall.remaining == 0 and wall.is_exhausted
    with pytest.raises(WallError, match="exhausted"):
        wall.draw()
    with pytest.raises(WallError, match="exhausted"):
        wall.draw_replacement()


def test_front_and_end_meet_in_one_stack() -> None:
    wall = Wall.from_draw_order(ts("1234m"), dice=dice(1, 1))
    assert wall.draw() == t("1m")  # top of stack 0
    assert wall.draw_replacement() == t("3m")  # top of the last stack
    assert wall.draw_replacement() == t("4m")
    assert wall.draw_replacement() == t("2m")  # only the bottom of stack 0 is left
    assert wall.stacks() == ()


def test_stacks_show_the_gaps() -> None:
    wall = Wall.from_draw_order(ts("123456m"), dice=dice(1, 1))
    wall.draw()
    wall.draw_replacement()
    assert wall.stacks() == ((None, t("2m")), (t("3m"), t("4m")), (None, t("6m")))
    assert wall.stack_count == 3


def test_set_aside_tiles_are_skipped_both_ways() -> None:
    wall = Wall.from_draw_order(ts("123456m"), dice=dice(1, 1))
    assert wall.turn_up_first(reason="test") == t("1m")
    assert wall.turn_up_last(reason="test") == t("5m")
    assert wall.draw() == t("2m")
    assert wall.draw_replacement() == t("6m")
    assert wall.set_aside[0].tile == t("1m") and wall.set_aside[1].position == 4
    assert wall.remaining_tiles() == ts("34m")
    assert wall.live_copies(t("1m")) == 0 and wall.copies(t("1m")) == 1


def test_turn_up_stack_counts_standing_stacks() -> None:
    wall = Wall.from_draw_order(ts("12345678m"), dice=dice(1, 1))
    wall.draw_replacement()  # 7m: the last stack still stands on 8m
    # stacks from the end: (_,8m) 1st, (5m,6m) 2nd, (3m,4m) 3rd
    assert wall.turn_up_stack(3, reason="test") == t("3m")
    assert wall.turn_up_stack(1, reason="test") == t("8m")  # top gone: the bottom is turned up
    with pytest.raises(WallError, match="1st stack"):
        wall.turn_up_stack(1, reason="again")  # its only tile is already set aside
    with pytest.raises(WallError, match="9"):
        wall.turn_up_stack(9, reason="test")


def test_peek_from_end_counts_tiles_in_replacement_order() -> None:
    wall = Wall.from_draw_order(ts("123456m"), dice=dice(1, 1))
    assert [wall.peek_from_end(n) for n in range(1, 7)] == list(ts("563412m"))
    assert wall.remaining == 6
    with pytest.raises(WallError, match="7"):
        wall.peek_from_end(7)


# -- the deal --------------------------------------------------------------------------


def test_deal_13_by_hand() -> None:
    # Draw order starts at table position 82 (see test_break_position, dealer0-7).
    wall = Wall.arrange(INTERLEAVED, dice=dice(3, 4), tile_set=STANDARD)
    deal = wall.deal(13)
    assert deal.dealer == 0
    assert deal.hands == (
        ts("6789p 4567z 4567p 2z 6z"),  # blocks 82-85, 98-101, 114-117; single 130; extra 134
        ts("1234s 1234m 89p12s 3z"),  # 86-89, 102-105, 118-121; 131
        ts("5678s 5678m 3456s 4z"),  # 90-93, 106-109, 122-125; 132
        ts("9s123z 9m123p 789s1z 5z"),  # 94-97, 110-113, 126-129; 133
    )
    assert wall.remaining == 136 - 53
    assert wall.draw() == t("7z")  # position 135
    assert wall.draw() == t("1m")  # position 0: the live wall wraps round the table


def test_deal_16_by_hand_dealer_2() -> None:
    # Draw order = kind index i % 34; turn order 2, 3, 0, 1; four rounds of four, then the dealer's 17th.
    wall = Wall.from_draw_order([Tile.from_index(i % 34) for i in range(68)], dice=dice(1, 1), dealer=2)
    deal = wall.deal(16)
    assert deal.hand(2) == ts("1234m 89p12s 67z12m 6789p 4z")
    assert deal.hand(3) == ts("5678m 3456s 3456m 1234s")
    assert deal.hand(0) == ts("9m123p 789s1z 789m1p 5678s")
    assert deal.hand(1) == ts("4567p 2345z 2345p 9s123z")
    assert wall.remaining_tiles() == ts("567z")


@pytest.mark.parametrize("hand_size", [13, 16], ids=["13-tile", "16-tile"])
@pytest.mark.parametrize("dealer", [0, 1, 2, 3], ids=lambda d: f"dealer{d}")
def test_deal_sizes(hand_size: int, dealer: int) -> None:
    wall = Wall.build(FULL, seed=dealer * 10 + hand_size, dealer=dealer)
    deal = wall.deal(hand_size)
    sizes = [len(hand) for hand in deal.hands]
    assert sizes == [hand_size + (1 if seat == dealer else 0) for seat in range(4)]
    assert wall.remaining == 144 - 4 * hand_size - 1


@pytest.mark.parametrize(
    ("bad", "quoted"),
    [pytest.param(14, "14", id="14"), pytest.param("13", "'13'", id="str"), pytest.param(0, "0", id="0")],
)
def test_bad_hand_size(bad: object, quoted: str) -> None:
    with pytest.raises(WallError, match=re.escape(quoted)):
        Wall.build(STANDARD, seed=1).deal(bad)  # type: ignore[arg-type]


def test_deal_once_only_and_needs_enough_tiles() -> None:
    wall = Wall.build(STANDARD, seed=1)
    wall.deal()
    with pytest.raises(WallError, match="already"):
        wall.deal()
    small = Wall.from_draw_order(ts("11223344m"), dice=dice(1, 1))
    with pytest.raises(WallError, match="53 tiles needed"):
        small.deal(13)


# -- the flower loop --------------------------------------------------------------------

# 64 tiles in draw order, all 9s but: 春 at 0 (dealt to seat 0), 梅 兰 at 4, 5 (seat 1),
# and at the end: stack 31 = (夏 62, 1m 63), stack 30 = (2m 60, 3m 61).
FLOWER_WALL = [t("9s")] * 64
FLOWER_WALL[0] = t("春")
FLOWER_WALL[4], FLOWER_WALL[5] = t("梅"), t("兰")
FLOWER_WALL[62], FLOWER_WALL[63], FLOWER_WALL[60], FLOWER_WALL[61] = t("夏"), t("1m"), t("2m"), t("3m")


def test_flower_loop_by_seat() -> None:
    wall = Wall.from_draw_order(FLOWER_WALL, dice=dice(1, 1))
    done = wall.replace_flowers(wall.deal(13))
    # The dealer replaces 春 with 夏 (62), at once 夏 with 1m (63); then seat 1: 梅 -> 2m, 兰 -> 3m.
    assert done.flowers == (ts("春夏"), ts("梅兰"), (), ())
    assert done.replacements == (ts("夏1m"), ts("23m"), (), ())
    assert Counter(done.hand(0)) == Counter({t("9s"): 13, t("1m"): 1})
    assert Counter(done.hand(1)) == Counter({t("9s"): 11, t("2m"): 1, t("3m"): 1})


def test_flower_loop_by_round() -> None:
    wall = Wall.from_draw_order(FLOWER_WALL, dice=dice(1, 1))
    done = wall.replace_flowers(wall.deal(13), mode="round")
    # Round 1: dealer 春 -> 夏 (waits); seat 1 梅 -> 1m, 兰 -> 2m. Round 2: dealer 夏 -> 3m.
    assert done.flowers == (ts("春夏"), ts("梅兰"), (), ())
    assert done.replacements == (ts("夏3m"), ts("12m"), (), ())


def test_flower_loop_with_honors_as_flowers() -> None:
    wall = Wall.from_draw_order(ts("东") + (t("9s"),) * 61 + ts("5m南"), dice=dice(1, 1))
    done = wall.replace_flowers(wall.deal(13), is_flower=lambda tile: tile in FUZHOU_FLOWERS)
    # 东 -> the top of the last stack 5m; 南 stays at the bottom of the wall.
    assert done.flowers == (ts("东"), (), (), ())
    assert done.replacements == (ts("5m"), (), (), ())


def test_flower_loop_keeps_wild_flowers() -> None:
    # Ningbo, worked by hand: draw order 夏秋冬梅兰竹菊, the 136 standard tiles in order less one 中,
    # then 春 (142) on top of 中 (143). Opening dice 1+4: smaller die 1 -> the last stack, 春 turned up,
    # so the seasons are 百搭 and no longer flowers.
    order = list(ts("夏秋冬梅兰竹菊")) + list(STANDARD.tiles())[:-1] + list(ts("春中"))
    wall = Wall.from_draw_order(order, dice=dice(1, 4), tile_set=FULL)
    choice = BAIDA.choose(wall)
    assert choice.wilds == ts("春夏秋冬")
    deal = wall.deal(13)
    assert deal.hand(0)[:4] == ts("夏秋冬梅") and deal.hand(1)[:4] == ts("兰竹菊1m")
    done = wall.replace_flowers(deal, is_flower=lambda x: x.is_flower and not choice.is_wild(x))
    # 梅 -> 中 (143, beside the turned-up 春); 兰 -> 中 (140), 竹 -> 中 (141), 菊 -> 发 (138).
    assert done.flowers == (ts("梅"), ts("兰竹菊"), (), ())
    assert done.replacements == (ts("中"), ts("中中发"), (), ())
    assert set(ts("夏秋冬")) <= set(done.hand(0))


def test_bad_flower_mode_and_deal() -> None:
    wall = Wall.build(FULL, seed=1)
    deal = wall.deal()
    with pytest.raises(WallError, match="'all'"):
        wall.replace_flowers(deal, mode="all")  # type: ignore[arg-type]
    with pytest.raises(WallError, match="hands"):
        wall.replace_flowers("hands")  # type: ignore[arg-type]


# -- conservation (Hypothesis) ------------------------------------------------------------

_ops = st.lists(
    st.sampled_from(["draw", "replace", "exposed", "concealed", "flower"]), min_size=0, max_size=160
)


@given(
    tile_set=st.sampled_from(list(TILE_SETS.values())),
    seed=st.integers(min_value=0, max_value=2**64),
    dealer=st.integers(min_value=0, max_value=3),
    hand_size=st.sampled_from([13, 16]),
    mode=st.sampled_from(["seat", "round"]),
    reserve=st.sampled_from(list(RESERVES.values())),
    wildcard=st.sampled_from(["none", "jing", "gold", "baida"]),
    ops=_ops,
)
def test_every_tile_is_accounted_for_once(
    tile_set: TileSet,
    seed: int,
    dealer: int,
    hand_size: int,
    mode: str,
    reserve: Reserve,
    wildcard: str,
    ops: list[str],
) -> None:
    wall = Wall.build(tile_set, seed=seed, dealer=dealer, reserve=reserve)
    if wildcard == "baida":
        BAIDA.choose(wall)
    deal = wall.deal(hand_size)
    done = wall.replace_flowers(deal, mode=mode)  # type: ignore[arg-type]
    assert not any(tile.is_flower for hand in done.hands for tile in hand)
    dealer_flowers: tuple[Tile, ...] = ()
    if wildcard == "jing":
        try:
            Jing_.choose(wall)
        except WallError as error:
            # a short wall (84 tiles dealt 16-tile hands) may hold fewer stacks than the dice count
            assert "stacks stand" in str(error)
    elif wildcard == "gold":
        dealer_flowers = GOLD.choose(wall).dealer_flowers
    drawn: list[Tile] = []
    for op in ops:
        if wall.is_exhausted:
            with pytest.raises(WallError, match="cannot draw: the wall is exhausted"):
                wall.draw()
            break
        if op == "draw":
            drawn.append(wall.draw())
        else:
            kong = None if op == "replace" else op
            kongs_before = wall.kongs
            try:
                drawn.append(wall.draw_replacement(kong=kong))  # type: ignore[arg-type]
            except WallError:
                # only a kong that makes the reserve grow past what is left is refused
                assert kong is not None and wall.kongs == kongs_before
    everything = (
        [tile for hand in done.hands for tile in hand]
        + [tile for flowers in done.flowers for tile in flowers]
        + list(dealer_flowers)
        + drawn
        + [aside.tile for aside in wall.set_aside]
        + list(wall.remaining_tiles())
    )
    assert Counter(everything) == Counter(tile_set.tiles())
    assert len(everything) == tile_set.size
    assert wall.remaining == len(wall.remaining_tiles())


@given(tile_set=st.sampled_from(list(TILE_SETS.values())), seed=st.integers(min_value=0, max_value=10**9))
def test_drawing_to_the_end_takes_every_tile(tile_set: TileSet, seed: int) -> None:
    wall = Wall.build(tile_set, seed=seed)
    deal = wall.deal(13)
    rng = random.Random(seed)
    drawn = []
    while not wall.is_exhausted:
        drawn.append(wall.draw() if rng.random() < 0.8 else wall.draw_replacement())
    assert wall.remaining == 0
    assert Counter([x for hand in deal.hands for x in hand] + drawn) == Counter(tile_set.tiles())


# -- reserves: the end of the round ------------------------------------------------------


def _draw_out(wall: Wall) -> tuple[int, int]:
    """Draw until the wall is exhausted; return (draws, draws made in the last zone)."""
    draws = zone = 0
    while not wall.is_exhausted:
        zone += wall.in_last_zone
        wall.draw()
        draws += 1
    with pytest.raises(WallError, match="exhausted"):
        wall.draw()
    return draws, zone


def test_jilin_keeps_seven_stacks() -> None:
    wall = Wall.build(STANDARD, seed=1, reserve=RESERVES["jilin"])
    wall.deal()
    assert _draw_out(wall) == (136 - 53 - 14, 0)
    assert wall.remaining == 14


def test_jilin_keeps_a_stack_more_per_kong() -> None:
    wall = Wall.build(STANDARD, seed=2, reserve=RESERVES["jilin"])
    wall.deal()
    wall.draw_replacement(kong="exposed")
    wall.draw_replacement(kong="concealed")
    assert wall.kongs == {"exposed": 1, "concealed": 1, "flower": 0}
    assert wall.kept == 18
    draws, _ = _draw_out(wall)
    assert draws == 136 - 53 - 2 - 18
    assert wall.remaining == 18


def test_kong_refused_when_it_would_eat_the_reserve() -> None:
    wall = Wall.build(STANDARD, seed=2, reserve=RESERVES["jilin"])
    wall.deal()
    while wall.drawable > 2:
        wall.draw()
    with pytest.raises(WallError, match="exhausted"):
        wall.draw_replacement(kong="exposed")  # the reserve would grow to 16 with 16 left
    assert wall.kongs["exposed"] == 0
    assert wall.draw_replacement() in STANDARD  # a plain replacement still fits


def test_quanzhou_stops_at_16_then_one_more_each() -> None:
    wall = Wall.build(FULL, seed=3, reserve=RESERVES["quanzhou"])
    done = wall.replace_flowers(wall.deal(16))
    choice = GOLD.choose(wall)
    expected = 144 - 65 - sum(map(len, done.flowers)) - len(choice.dealer_flowers) - 1
    assert wall.remaining == expected
    draws = 0
    while not wall.in_last_zone:
        wall.draw()
        draws += 1
    assert wall.remaining == 16
    assert _draw_out(wall) == (4, 4)
    assert wall.remaining == 12


def test_ningbo_draws_143_tiles() -> None:
    wall = Wall.build(FULL, seed=4, reserve=RESERVES["ningbo"])
    choice = BAIDA.choose(wall)
    deal = wall.deal(13)
    done = wall.replace_flowers(deal, is_flower=lambda x: x.is_flower and not choice.is_wild(x))
    flowers = sum(map(len, done.flowers))
    draws, zone = _draw_out(wall)
    assert 53 + flowers + draws == 143
    assert zone == 1  # only the 海底 is in the last zone
    assert wall.remaining == 0 and len(wall.set_aside) == 1


def test_hefei_last_four_are_the_hailao_zone() -> None:
    wall = Wall.build(MIDDLE, seed=5, reserve=RESERVES["hefei"])
    wall.deal()
    assert _draw_out(wall) == (84 - 53, 4)
    assert wall.remaining == 0


@pytest.mark.parametrize(
    ("kongs", "left"),
    [
        pytest.param((), 17, id="no-kong"),  # 18 kept, the shown 金 among them
        pytest.param(("exposed",), 18, id="exposed"),
        pytest.param(("concealed",), 19, id="concealed"),
        pytest.param(("flower",), 19, id="flower-kong"),
        pytest.param(("exposed", "concealed"), 20, id="both"),
    ],
)
def test_fuzhou_reserve(kongs: tuple[str, ...], left: int) -> None:
    wall = Wall.build(FULL, seed=6, reserve=RESERVES["fuzhou"])
    gold = FUZHOU_GOLD
    wall.replace_flowers(wall.deal(16), is_flower=lambda tile: tile in FUZHOU_FLOWERS, mode="round")
    gold.choose(wall)
    for kong in kongs:
        wall.draw_replacement(kong=kong)  # type: ignore[arg-type]
    _draw_out(wall)
    assert wall.remaining == left
    assert wall.remaining + len(wall.set_aside) == left + 1


def test_hangzhou_twenty_dead_tiles() -> None:
    wall = Wall.build(STANDARD, seed=7, reserve=RESERVES["hangzhou"])
    wall.deal()
    assert _draw_out(wall) == (136 - 53 - 20, 0)
    assert wall.remaining == 20


def test_jian_stops_at_the_turned_up_jing() -> None:
    wall = Wall.arrange(INTERLEAVED, dice=dice(3, 4), tile_set=STANDARD, reserve=RESERVES["jian"])
    wall.deal()
    assert wall.kept == 0
    Jing_.choose(wall, dice=dice(3, 4))  # the 7th stack from the end: 7 stacks, 1 tile turned up
    assert wall.kept == 13
    assert _draw_out(wall) == (136 - 53 - 14, 0)
    assert wall.remaining == 13
    # replacement draws come from behind the 精 and do not shorten the live wall
    assert wall.drawable == 0


def test_reserve_kept_formula() -> None:
    reserve = Reserve(tiles=10, per_kong=1, per_concealed_kong=2, last_zone=3)
    assert reserve.kept() == 10
    assert reserve.kept(exposed_kongs=2, concealed_kongs=1) == 10 + 3 + 2
    assert Reserve(tiles=18, counts_set_aside=True).kept(set_aside=1) == 17
    assert Reserve(stop_at_indicator=True).kept(behind_indicator=9) == 9


@pytest.mark.parametrize(
    ("kwargs", "quoted"),
    [
        pytest.param({"tiles": -1}, "-1", id="negative"),
        pytest.param({"last_zone": 1.5}, "1.5", id="float"),
        pytest.param({"counts_set_aside": 1}, "1", id="flag-not-bool"),
    ],
)
def test_bad_reserve(kwargs: dict[str, object], quoted: str) -> None:
    with pytest.raises(WallError, match=re.escape(quoted)):
        Reserve(**kwargs)  # type: ignore[arg-type]


def test_bad_kept_counts() -> None:
    with pytest.raises(WallError, match="-2"):
        Reserve().kept(exposed_kongs=-2)


# -- bad input ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "quoted"),
    [
        pytest.param(lambda: Wall.build(STANDARD, seed=None), "None", id="seed-none"),  # type: ignore[arg-type]
        pytest.param(lambda: Wall.build(STANDARD, seed=1.5), "1.5", id="seed-float"),  # type: ignore[arg-type]
        pytest.param(lambda: Wall.build(STANDARD, seed=1, dealer=4), "4", id="dealer-4"),
        pytest.param(lambda: Wall.build(STANDARD, seed=1, dealer=True), "True", id="dealer-bool"),
        pytest.param(lambda: Wall.build("standard", seed=1), "'standard'", id="set-name"),  # type: ignore[arg-type]
        pytest.param(
            lambda: Wall.build(STANDARD, seed=1, break_by="middle"),  # type: ignore[arg-type]
            "'middle'",
            id="break-by",
        ),
        pytest.param(
            lambda: Wall.arrange(INTERLEAVED, dice=(3, 4)),  # type: ignore[arg-type]
            "(3, 4)",
            id="dice-tuple",
        ),
        pytest.param(lambda: Wall.arrange(INTERLEAVED[:-1], dice=dice(1, 1)), "135", id="odd"),
        pytest.param(lambda: Wall.arrange("1m2m", dice=dice(1, 1)), "'1m2m'", id="str-tiles"),  # type: ignore[arg-type]
        pytest.param(lambda: Wall.arrange([1, 2], dice=dice(1, 1)), "1", id="not-tiles"),  # type: ignore[list-item]
        pytest.param(
            lambda: Wall.arrange(INTERLEAVED, dice=dice(1, 1), tile_set=FULL), "'full'", id="wrong-set"
        ),
        pytest.param(
            lambda: Wall.build(STANDARD, seed=1, reserve=20),  # type: ignore[arg-type]
            "20",
            id="reserve-int",
        ),
    ],
)
def test_bad_wall_input(call: object, quoted: str) -> None:
    with pytest.raises(WallError, match=re.escape(quoted)):
        call()  # type: ignore[operator]


@pytest.mark.parametrize(
    ("call", "quoted"),
    [
        pytest.param(lambda w: w.draw_replacement(kong="hidden"), "'hidden'", id="kong-kind"),
        pytest.param(lambda w: w.turn_up_stack(0, reason="x"), "0", id="stack-0"),
        pytest.param(lambda w: w.turn_up_stack(99, reason="x"), "99", id="stack-99"),
        pytest.param(lambda w: w.turn_up_last(reason=""), "''", id="no-reason"),
        pytest.param(lambda w: w.peek_from_end(-1), "-1", id="peek-negative"),
        pytest.param(lambda w: w.peek_from_end(200), "200", id="peek-too-far"),
    ],
)
def test_bad_wall_operations(call: object, quoted: str) -> None:
    wall = Wall.build(STANDARD, seed=1)
    with pytest.raises(WallError, match=re.escape(quoted)):
        call(wall)  # type: ignore[operator]


def test_errors_are_value_errors() -> None:
    with pytest.raises(ValueError, match="cannot deal 13-tile hands: 53 tiles needed, 2 left"):
        Wall.from_draw_order(ts("12m"), dice=dice(1, 1)).deal()
    assert issubclass(WallError, MajiangError)


def test_deal_is_a_frozen_value() -> None:
    deal = Wall.build(STANDARD, seed=1).deal()
    assert isinstance(deal, Deal)
    with pytest.raises(AttributeError, match="can't set attribute"):
        deal.dealer = 2  # type: ignore[misc]
    with pytest.raises(WallError, match="5"):
        deal.hand(5)
