"""The wildcard families, each worked by hand on an explicitly arranged wall.

The wall used most is ``INTERLEAVED`` (see ``test_wall.py``): table position ``i``
holds kind index ``i % 34``. Broken with dealer 0 and dice 3+4 it starts at table
stack 41, so its end is table stack 40 and, counting stacks from the end, the
``n``-th stack is table stack ``41 - n`` with top tile kind ``(2 * (41 - n)) % 34``:

====  =====  ====
n     stack  top
====  =====  ====
1     40     4p
2     39     2p
3     38     9m
4     37     7m
5     36     5m
6     35     3m
7     34     1m
8     33     发 6z
9     32     北 4z
10    31     南 2z
11    30     9s
12    29     7s
====  =====  ====

In replacement order the last tiles are 4p (80), 5p (81), 2p (78), 3p (79), 9m (76), ...
After the 13-tile deal (53 tiles, table positions 82..134) the next front tile is 中
(position 135), then 1m (position 0).
"""

from __future__ import annotations

import re

import attrs
import pytest

from majiang import rulesets
from majiang.errors import MajiangError, RulesetError, TileError, TileSetError, WallError
from majiang.rulesets.fuzhou.gold import FUZHOU_FLOWERS, FUZHOU_GOLD
from majiang.rulesets.guangdong_tuidaohu import gui
from majiang.rulesets.hangzhou.ruleset import CAISHEN
from majiang.rulesets.harbin.bao import HARBIN_BAO
from majiang.rulesets.hun import HUN, hun
from majiang.rulesets.jian.ruleset import JING
from majiang.rulesets.jilin.ruleset import BAO
from majiang.rulesets.ningbo.baida import BAIDA
from majiang.rulesets.quanzhou.ruleset import GOLD
from majiang.rulesets.wuhan import HONGZHONG as WUHAN_HONGZHONG
from majiang.rulesets.wuhan import LAIZI
from majiang.tiles import (
    FULL,
    STANDARD,
    SUITS_RED,
    Dice,
    Fixed,
    LastTile,
    StackFromEnd,
    Tile,
    Wall,
    WildcardChoice,
    Wildcards,
    parse_tiles,
)

INTERLEAVED = [Tile.from_index(i % 34) for i in range(136)]


def t(text: str) -> Tile:
    return Tile.from_str(text)


def ts(text: str) -> tuple[Tile, ...]:
    return parse_tiles(text)


def dice(a: int, b: int) -> Dice:
    return Dice(first=a, second=b)


def jing(offset: int) -> Wildcards:
    """Ji'an's 精 with ``jing_offset``: the ruleset's own rule."""
    rule = rulesets.get("jian", jing_offset=offset).wildcards()
    assert rule is not None
    return rule


def pi_of(indicator: Tile) -> tuple[Tile, ...]:
    return dict(LAIZI.marked(indicator))["皮"]


def dealt_wall() -> Wall:
    wall = Wall.arrange(INTERLEAVED, dice=dice(3, 4), tile_set=STANDARD)
    wall.deal(13)
    return wall


# -- 精 Ji'an ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("roll", "offset", "indicator", "primary", "secondary", "live"),
    [
        pytest.param((2, 3), 0, "5m", "5m", "6m", (3, 4), id="5th-stack-5m"),
        pytest.param((3, 4), 0, "1m", "1m", "2m", (3, 4), id="7th-stack-1m"),
        # the source's own example: 北 turned up -> 北 正精, 东 副精
        pytest.param((4, 5), 0, "北", "北", "东", (3, 4), id="north-east"),
        pytest.param((4, 4), 0, "发", "发", "白", (3, 4), id="green-white"),
        pytest.param((5, 6), 0, "9s", "9s", "1s", (3, 4), id="9s-wraps"),
        pytest.param((2, 3), 1, "5m", "6m", "7m", (4, 4), id="offset1-5m"),
        pytest.param((4, 5), 1, "北", "东", "南", (4, 4), id="offset1-north"),
        pytest.param((5, 6), 1, "9s", "1s", "2s", (4, 4), id="offset1-9s"),
    ],
)
def test_jing_by_hand(
    roll: tuple[int, int], offset: int, indicator: str, primary: str, secondary: str, live: tuple[int, int]
) -> None:
    wall = dealt_wall()
    choice = jing(offset).choose(wall, dice=dice(*roll))
    assert choice.indicator == t(indicator)
    assert choice.wilds == (t(primary), t(secondary))
    assert (choice.primary, choice.secondary) == (t(primary), t(secondary))
    assert choice.live == live
    assert choice.total_live == (7 if offset == 0 else 8)
    assert choice.weight(t(primary)) == 2 and choice.weight(t(secondary)) == 1
    assert choice.dice == dice(*roll)
    if offset == 0:  # the turned-up tile is out of play, and was not drawn
        assert [a.tile for a in wall.set_aside] == [t(indicator)]
        assert wall.remaining == 136 - 53 - 1
    else:  # 翻开牌可以被拿走，并不是精: shown, left in the wall to be drawn in its turn
        assert not wall.set_aside and [a.tile for a in wall.shown] == [t(indicator)]
        assert wall.remaining == 136 - 53 and wall.in_wall(wall.shown[0].position)


def test_jing_account() -> None:
    choice = JING.choose(dealt_wall(), dice=dice(2, 3))
    assert choice.account == "dice 2+3=5: 5th stack from the end, turned up 5m; 正精 5m, 副精 6m"
    assert str(choice) == choice.account


def test_jing_dragon_order() -> None:
    # 发 turned up at the 8th stack; with the cycle 白 -> 发 -> 中 its successor is 中.
    choice = attrs.evolve(JING, dragon_order="白发中").choose(dealt_wall(), dice=dice(4, 4))
    assert choice.wilds == ts("发中")
    assert JING.from_indicator(t("中")).wilds == ts("中发")
    assert attrs.evolve(JING, dragon_order="白发中").from_indicator(t("中")).wilds == ts("中白")


def test_jing_indicator_is_never_drawn() -> None:
    wall = dealt_wall()
    JING.choose(wall, dice=dice(1, 1))  # 2nd stack from the end: 2p (78) turned up
    # replacement order: 4p 5p, then the 2nd stack's bottom 3p (its top is set aside), then 9m
    assert [wall.draw_replacement() for _ in range(4)] == list(ts("4p5p3p9m"))


def test_jing_weights_elsewhere() -> None:
    choice = JING.from_indicator(t("9p"))
    assert choice.wilds == ts("9p1p")
    assert choice.weight(t("5m")) == 0 and choice.live_copies(t("5m")) == 0
    assert choice.live_copies(t("1p")) == 4


def test_jing_rolls_from_the_seeded_wall() -> None:
    def run() -> WildcardChoice:
        wall = Wall.build(STANDARD, seed=99)
        wall.deal()
        return JING.choose(wall)

    first, second = run(), run()
    assert first == second
    assert first.dice is not None and 2 <= first.dice.total <= 12


# -- 混儿 Tianjin -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("roll", "wilds"),
    [
        pytest.param((4, 5), "北东", id="north-east"),
        pytest.param((4, 4), "发白", id="green-white"),
        pytest.param((2, 1), "9m1m", id="9m-wraps"),
        pytest.param((6, 6), "7s8s", id="7s"),
    ],
)
def test_hun_by_hand(roll: tuple[int, int], wilds: str) -> None:
    wall = dealt_wall()
    choice = HUN.choose(wall, dice=dice(*roll))
    assert choice.wilds == ts(wilds)
    assert choice.indicator == ts(wilds)[0]
    assert choice.live == (3, 4) and choice.total_live == 7
    assert choice.weights == (1, 1)


def test_hun_from_indicator() -> None:
    assert HUN.from_indicator(t("白")).wilds == ts("白中")
    assert hun("白发中").from_indicator(t("白")).wilds == ts("白发")


# -- 百搭 Ningbo ----------------------------------------------------------------------------------


def test_baida_uses_the_smaller_opening_die() -> None:
    # Ningbo break: total 7 -> seat 2 (table stack 34), larger die 5 -> start 39, end = stack 38.
    # Smaller die 2: the 2nd stack from the end is table stack 37, top 74 % 34 = 6 -> 7m.
    wall = Wall.arrange(INTERLEAVED, dice=dice(2, 5), break_by="larger", tile_set=STANDARD)
    choice = BAIDA.choose(wall)
    assert choice.indicator == t("7m")
    assert choice.wilds == ts("7m") and choice.live == (3,)
    assert choice.account == "smaller die 2 of 2+5=7: 2nd stack from the end, turned up 7m; 百搭 7m (3 live)"
    # the 百搭 is skipped: after the last stack (76 -> 9m, 77 -> 1p) comes the 2nd stack's bottom (75 -> 8m)
    assert [wall.draw_replacement() for _ in range(3)] == list(ts("9m1p8m"))


def test_baida_season_and_plant_flowers() -> None:
    season = BAIDA.from_indicator(t("夏"))
    assert season.wilds == ts("春夏秋冬")
    assert season.live == (1, 0, 1, 1) and season.total_live == 3
    plant = BAIDA.from_indicator(t("竹"))
    assert plant.wilds == ts("梅兰竹菊") and plant.live == (1, 1, 0, 1)
    plain = BAIDA.from_indicator(t("中"))
    assert plain.wilds == ts("中") and plain.live == (3,)


def test_baida_flower_on_a_wall() -> None:
    # Draw order = the 144 tiles in tile order, so the last stacks are (竹,菊), (梅,兰), (秋,冬), (春,夏).
    wall = Wall.from_draw_order(FULL.tiles(), dice=dice(4, 6), tile_set=FULL)
    choice = BAIDA.choose(wall)  # smaller die 4 -> the 4th stack from the end: 春 on top
    assert choice.indicator == t("春")
    assert choice.wilds == ts("春夏秋冬") and choice.live == (0, 1, 1, 1)


# -- 金 Quanzhou, Fuzhou -----------------------------------------------------------------------------


def test_gold_plain() -> None:
    wall = dealt_wall()
    choice = GOLD.choose(wall)
    assert choice.indicator == t("4p") and choice.wilds == ts("4p") and choice.live == (3,)
    assert choice.dealer_flowers == ()
    assert choice.account == "turned up 4p from the wall's end; 金 4p"
    assert wall.draw_replacement() == t("5p")  # the gold's stack-mate


def test_gold_passes_flowers_to_the_dealer() -> None:
    # Draw order = the 144 tiles in tile order; the 16-tile deal takes suit tiles only. From the end:
    # 竹 菊 梅 兰 秋 冬 春 夏, then 中 (134): the gold.
    wall = Wall.from_draw_order(FULL.tiles(), dice=dice(1, 1), tile_set=FULL)
    wall.deal(16)
    choice = GOLD.choose(wall)
    assert choice.dealer_flowers == ts("竹菊梅兰秋冬春夏")
    assert choice.indicator == t("中") and choice.live == (3,)
    assert choice.account.startswith("turned up 7f (to the dealer), 8f (to the dealer), 5f (to the dealer)")
    assert choice.account.endswith("7z from the wall's end; 金 7z")


def test_gold_fuzhou_honors_are_flowers() -> None:
    # Fuzhou: the 28 honors go to the dealer too; the stacks before them hold 9s (104..107).
    wall = Wall.from_draw_order(FULL.tiles(), dice=dice(1, 1), tile_set=FULL)
    wall.deal(16)
    choice = FUZHOU_GOLD.choose(wall)
    assert choice.indicator == t("9s") and choice.live == (3,)
    assert len(choice.dealer_flowers) == 36
    assert choice.dealer_flowers[:12] == ts("竹菊梅兰秋冬春夏中中中中")
    assert choice.dealer_flowers[-2:] == ts("东东")
    assert t("东") in FUZHOU_FLOWERS and t("东") not in GOLD.source.passes  # type: ignore[union-attr]


def test_gold_from_indicator_refuses_flowers() -> None:
    with pytest.raises(TileError, match="'1f'"):
        GOLD.from_indicator(t("春"))
    with pytest.raises(TileError, match="'1z'"):
        FUZHOU_GOLD.from_indicator(t("东"))
    assert GOLD.from_indicator(t("东")).live == (3,)


# -- 宝 Jilin, Harbin -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("roll", "bao"),
    [pytest.param((2, 3), "9m", id="5th-tile"), pytest.param((1, 1), "5p", id="2nd-tile")],
)
def test_bao_jilin_counts_tiles_and_leaves_it(roll: tuple[int, int], bao: str) -> None:
    wall = dealt_wall()
    choice = BAO.choose(wall, dice=dice(*roll))
    assert choice.wilds == (t(bao),) and choice.live == (4,)
    assert wall.remaining == 83 and wall.set_aside == ()


def test_bao_jilin_tile_can_still_be_drawn() -> None:
    wall = dealt_wall()
    BAO.choose(wall, dice=dice(2, 3))
    assert [wall.draw_replacement() for _ in range(5)] == list(ts("4p5p2p3p9m"))


def test_bao_harbin_last_tile_and_rechoice() -> None:
    wall = dealt_wall()
    bao = HARBIN_BAO
    first = bao.choose(wall)
    assert first.wilds == ts("4p") and first.live == (3,)
    assert first.account == "turned up 4p from the wall's end; 宝 4p"
    assert not bao.rechoice_due(t("4p"), ts("4p4p 5m"))
    assert bao.rechoice_due(t("4p"), ts("4p 4p 4p"))
    second = bao.choose(wall)
    assert second.wilds == ts("5p")
    assert [a.tile for a in wall.set_aside] == list(ts("4p5p"))


@pytest.mark.parametrize(
    ("visible", "due"),
    [
        pytest.param("", False, id="none"),
        pytest.param("2s2s", False, id="two"),
        pytest.param("2s2s3s2s", True, id="three"),
        pytest.param("2s2s2s2s", True, id="four"),
        pytest.param("3s3s3s", False, id="other-kind"),
    ],
)
def test_bao_rechoice_due(visible: str, due: bool) -> None:
    assert BAO.rechoice_due(t("2s"), parse_tiles(visible)) is due


def test_bao_from_indicator() -> None:
    assert BAO.from_indicator(t("2s"), tile_set=STANDARD).live == (4,)
    assert HARBIN_BAO.from_indicator(t("中"), tile_set=SUITS_RED).live == (3,)
    with pytest.raises(TileSetError, match="'1z'"):
        HARBIN_BAO.from_indicator(t("东"), tile_set=SUITS_RED)  # Harbin plays 112 tiles: no winds
    assert HARBIN_BAO.from_indicator(t("中"), tile_set=SUITS_RED).wilds == ts("中")


# -- 赖子 Wuhan -------------------------------------------------------------------------------------------


def test_laizi_turns_up_the_first_tile() -> None:
    wall = dealt_wall()
    choice = LAIZI.choose(wall)
    # 中 turned up: 赖子 发 (the source's cycle 中 -> 发), 皮 中 and 北
    assert choice.indicator == t("中") and choice.wilds == ts("发") and choice.live == (4,)
    assert choice.account == "turned up 7z from the front of the wall; 赖子 6z; 皮 7z 4z"
    assert wall.draw() == t("1m")


@pytest.mark.parametrize(
    ("indicator", "laizi", "pi"),
    [
        pytest.param("9m", "1m", "9m8m", id="9m"),
        pytest.param("1m", "2m", "1m9m", id="1m"),
        pytest.param("5s", "6s", "5s4s", id="5s"),
        pytest.param("东", "南", "东白", id="east"),
        pytest.param("北", "发", "北西", id="north-skips-red"),
        pytest.param("发", "白", "发北", id="green"),
        pytest.param("白", "东", "白发", id="white"),
        pytest.param("中", "发", "中北", id="red"),
    ],
)
def test_laizi_and_pi(indicator: str, laizi: str, pi: str) -> None:
    choice = LAIZI.from_indicator(t(indicator))
    assert choice.wilds == (t(laizi),) and choice.live == (4,)
    assert pi_of(t(indicator)) == ts(pi)
    assert t("中") == WUHAN_HONGZHONG


# -- 财神 Hangzhou, 鬼 Guangdong --------------------------------------------------------------------------


def test_caishen_fixed_white() -> None:
    choice = CAISHEN.choose()
    assert choice.indicator is None and choice.wilds == ts("白") and choice.live == (4,)
    wall = Wall.build(STANDARD, seed=1)
    assert CAISHEN.choose(wall) == choice
    assert wall.remaining == 136


def test_gui_bai() -> None:
    choice = gui(bai=True).choose()
    assert choice.indicator is None and choice.wilds == ts("白") and choice.live == (4,)


@pytest.mark.parametrize(
    ("flip", "wilds"), [pytest.param(1, "5p", id="flip1"), pytest.param(2, "5p6p", id="flip2")]
)
def test_gui_flip_on_a_wall(flip: int, wilds: str) -> None:
    wall = dealt_wall()
    choice = gui(flip=flip).choose(wall)  # the last tile, 4p, is turned up
    assert choice.indicator == t("4p")
    assert choice.wilds == ts(wilds) and set(choice.live) == {4}


@pytest.mark.parametrize(
    ("rule", "indicator", "wilds", "live"),
    [
        pytest.param(gui(bai=True, flip=1), "北", "东白", (4, 4), id="bai-flip1-north"),
        pytest.param(gui(bai=True, flip=1), "白", "中白", (4, 3), id="bai-flip1-white"),
        pytest.param(gui(flip=2), "发", "白中", (4, 4), id="flip2-green"),
        pytest.param(gui(bai=True, flip=2), "中", "发白", (4, 4), id="bai-flip2-red"),
        pytest.param(gui(flip=1), "9s", "1s", (4,), id="flip1-9s"),
    ],
)
def test_gui_from_indicator(rule: Wildcards, indicator: str, wilds: str, live: tuple[int, ...]) -> None:
    choice = rule.from_indicator(t(indicator))
    assert choice.wilds == ts(wilds) and choice.live == live


# -- by name, and bad input -------------------------------------------------------------------------------


def test_rules_are_composed_of_general_parts() -> None:
    # Ji'an's option shifts the steps and leaves the turned-up tile in the wall; the rule is
    # otherwise the same data.
    assert jing(1) == attrs.evolve(JING, steps=(1, 2), source=StackFromEnd(keep=True))
    assert gui(bai=True) == Wildcards(name="鬼", english="gui", source=Fixed(), fixed=ts("白"))
    assert CAISHEN.source == Fixed() and not CAISHEN.turns_up
    assert isinstance(FUZHOU_GOLD.source, LastTile) and len(FUZHOU_GOLD.source.passes) == 15
    assert BAO.during_play and not BAO.in_hand and not JING.during_play


@pytest.mark.parametrize(
    ("call", "error", "quoted"),
    [
        pytest.param(lambda: jing(2), RulesetError, "2", id="jing-offset"),
        pytest.param(lambda: jing("1"), RulesetError, "'1'", id="jing-offset-str"),  # type: ignore[arg-type]
        pytest.param(
            lambda: attrs.evolve(JING, dragon_order="中发"), RulesetError, "'中发'", id="dragon-order"
        ),
        pytest.param(lambda: hun("中中白"), RulesetError, "'中中白'", id="hun-dragon-order"),
        pytest.param(
            lambda: Wildcards(name="x", english="x", source="wall"), RulesetError, "'wall'", id="source-str"
        ),
        pytest.param(
            lambda: Wildcards(name="x", english="x", source=StackFromEnd(), weights=(2, 1)),
            RulesetError,
            "(2, 1)",
            id="weights-mismatch",
        ),
        pytest.param(
            lambda: Wildcards(name="x", english="x", source=Fixed()), RulesetError, "fixed", id="fixed-empty"
        ),
        pytest.param(lambda: StackFromEnd(die="both"), WallError, "'both'", id="die-name"),
        pytest.param(lambda: LastTile(passes=("1f",)), WallError, "('1f',)", id="passes-str"),
        pytest.param(lambda: gui(flip=3), RulesetError, "3", id="gui-flip"),
        pytest.param(lambda: gui(bai="yes"), RulesetError, "'yes'", id="gui-bai"),
        pytest.param(lambda: gui(), RulesetError, "flip=0", id="gui-nothing"),
        pytest.param(
            lambda: JING.from_indicator(t("春"), tile_set=STANDARD), TileSetError, "'1f'", id="flower-in-136"
        ),
        pytest.param(lambda: JING.from_indicator("5m"), TileError, "'5m'", id="indicator-str"),
        pytest.param(lambda: JING.choose("wall"), WallError, "'wall'", id="not-a-wall"),
        pytest.param(lambda: JING.choose(dealt_wall(), dice=(1, 2)), WallError, "(1, 2)", id="dice-tuple"),
        pytest.param(lambda: gui(flip=1).choose(), WallError, "None", id="gui-flip-no-wall"),
        pytest.param(
            lambda: gui(bai=True).from_indicator(t("5m")),
            RulesetError,
            "Tile(suit='m', rank=5)",
            id="gui-bai-ind",
        ),
        pytest.param(
            lambda: LAIZI.from_indicator(t("春"), tile_set=STANDARD), TileSetError, "'1f'", id="laizi-flower"
        ),
        pytest.param(lambda: GOLD.rechoice_due(t("2s"), []), RulesetError, "金", id="gold-not-rechosen"),
        pytest.param(lambda: BAO.rechoice_due("2s", []), TileError, "'2s'", id="bao-str"),
        pytest.param(lambda: BAO.rechoice_due(t("2s"), ["2s"]), TileError, "'2s'", id="visible-str"),
        pytest.param(
            lambda: WildcardChoice(
                family="x", indicator=None, wilds=ts("1m"), live=(1, 2), weights=(1,), account=""
            ),
            RulesetError,
            "(1, 2)",
            id="choice-mismatch",
        ),
        pytest.param(
            lambda: WildcardChoice(family="x", indicator=None, wilds=(), live=(), weights=(), account=""),
            RulesetError,
            "'x'",
            id="choice-empty",
        ),
    ],
)
def test_bad_input(call: object, error: type[MajiangError], quoted: str) -> None:
    with pytest.raises(error, match=re.escape(quoted)):
        call()  # type: ignore[operator]


def test_choice_is_frozen() -> None:
    choice = CAISHEN.choose()
    with pytest.raises(AttributeError, match="can't set attribute"):
        choice.account = "changed"  # type: ignore[misc]
