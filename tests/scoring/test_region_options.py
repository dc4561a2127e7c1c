"""The class search scores the wildcard regions' option variants, and their slowest known
hands, exactly as the full enumeration does (the oracle).

``tests/scoring/test_readings.py`` compares the two for every ruleset with its default
options; the options that add wildcards (Hebei's ``hun``, Guangdong 推倒胡's ghosts,
Ji'an's ``jing_offset``) or change what a table reads (推倒胡's ``allow_discard_win`` and
``rob_kong``, Tianjin's ``min_value``, Wuhan's ``kaikou`` and ``qihu_big``, Fuzhou's
``special_table`` and ``discard_payment``) are compared
here, on a seeded corpus of ``MAJIANG_OPTION_HANDS`` hands each (default 100), and on the
slowest hands ``benchmarks/worst_cases.py`` found (their ids name them). Hands whose full
enumeration takes more than a few seconds run only with ``MAJIANG_SLOW_ORACLE=1``.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from majiang.errors import MajiangError
from majiang.hands import Feature, Hand
from majiang.rulesets import Ruleset, get
from majiang.rulesets.tianjin import TianjinFacts
from majiang.scoring import Score, WinContext, WinMethod, exhaustive, table_features
from majiang.scoring.engine import narrowed
from majiang.tiles import Tile
from tests.scoring.corpus import corpus

HANDS = int(os.environ.get("MAJIANG_OPTION_HANDS", "100"))
SLOW = os.environ.get("MAJIANG_SLOW_ORACLE") == "1"

VARIANTS: list[tuple[str, dict[str, Any]]] = [
    ("hebei", {"hun": True}),
    ("hebei", {"hun": True, "single_wait": False}),
    ("guangdong_tuidaohu", {"flip_ghost": 1}),
    ("guangdong_tuidaohu", {"bai_ghost": True}),
    ("guangdong_tuidaohu", {"flip_ghost": 1, "allow_discard_win": True}),
    ("guangdong_tuidaohu", {"flip_ghost": 1, "rob_kong": True}),
    ("guangdong_tuidaohu", {"bai_ghost": True, "flip_ghost": 2}),
    ("jian", {"jing_offset": 1}),
    ("tianjin", {"min_value": 1}),
    ("tianjin", {"min_value": 3}),
    ("wuhan", {"qihu_big": True}),
    ("wuhan", {"kaikou": "kaikou"}),
    ("fuzhou", {"special_table": "godot"}),
    ("fuzhou", {"discard_payment": "all"}),
]


def _id(variant: tuple[str, dict[str, Any]]) -> str:
    name, options = variant
    return name + "".join(f":{k}={v}" for k, v in options.items())


def _both(ruleset: Ruleset, hand: Hand, context: WinContext) -> tuple[Score | str, Score | str]:
    try:
        fast: Score | str = ruleset.score(hand, context)
    except MajiangError as error:
        fast = f"{type(error).__name__}: {error}"
    with exhaustive():
        try:
            full: Score | str = ruleset.score(hand, context)
        except MajiangError as error:
            full = f"{type(error).__name__}: {error}"
    return fast, full


@pytest.mark.parametrize("variant", VARIANTS, ids=_id)
def test_option_corpus_matches_the_full_enumeration(variant: tuple[str, dict[str, Any]]) -> None:
    name, options = variant
    ruleset = get(name, **options)
    wins = 0
    for hand, context in corpus(ruleset, HANDS, seed=29):
        fast, full = _both(ruleset, hand, context)
        assert fast == full, f"{_id(variant)}: {hand} {context}"
        wins += isinstance(full, Score) and full.can_win
    assert wins >= HANDS // 10, f"{_id(variant)}: only {wins} of {HANDS} corpus hands win"


def _tile(text: str) -> Tile:
    return Tile.from_str(text)


DISCARD = {"method": WinMethod.DISCARD, "discarder": 2}
NAMED: list[Any] = [
    # (id, ruleset, options, tiles, melds, flowers, win, context fields, slow)
    (
        "hebei-hun-7",
        "hebei",
        {"hun": True},
        "67m22p2366677779s",
        "",
        "",
        "6s",
        {"seat": 1, "indicator": "6s"},
        False,
    ),
    (
        "hebei-hun-7-discard",
        "hebei",
        {"hun": True},
        "67m22p2366677779s",
        "",
        "",
        "7s",
        {"seat": 1, "ready": True, "indicator": "6s", **DISCARD},
        False,
    ),
    ("wuhan-laizi-4", "wuhan", {}, "44445678m555s", "111m", "", "4m", {"seat": 0, "indicator": "3m"}, False),
    (
        "wuhan-laizi-4-discard",
        "wuhan",
        {},
        "44445678m555s",
        "111m",
        "",
        "4m",
        {"seat": 0, "lianzhuang": 1, "prevailing_wind": 1, "ready": True, "indicator": "3m", **DISCARD},
        False,
    ),
    (
        "wuhan-laizi-kong-replacement",
        "wuhan",
        {},
        "4444567m5556s",
        "111m",
        "",
        "4m",
        {"seat": 0, "method": WinMethod.KONG_REPLACEMENT, "ready": True, "indicator": "3m"},
        False,
    ),
    (
        "tuidaohu-flip-4",
        "guangdong_tuidaohu",
        {"flip_ghost": 1},
        "2222m1112345699s",
        "",
        "",
        "2m",
        {"seat": 1, "indicator": "1m"},
        False,
    ),
    (
        "tuidaohu-flip-4-rob-kong",
        "guangdong_tuidaohu",
        {"flip_ghost": 1, "rob_kong": True},
        "2222m1112345699s",
        "",
        "",
        "2m",
        {"seat": 1, "indicator": "1m", "method": WinMethod.ROBBED_KONG, "discarder": 2},
        False,
    ),
    (
        "tuidaohu-bai-flip-12",
        "guangdong_tuidaohu",
        {"bai_ghost": True, "flip_ghost": 2},
        "5p477778888s5555z",
        "",
        "",
        "8s",
        {"seat": 1, "ready": True, "indicator": "6s"},
        True,
    ),
    (
        "fuzhou-gold-3",
        "fuzhou",
        {},
        "11123333444556777m",
        "",
        "7z247f",
        "7m",
        {"seat": 1, "dealer": 1, "lianzhuang": 1, "prevailing_wind": 3, "ready": True, "indicator": "7m"},
        False,
    ),
    (
        "jian-offset-7",
        "jian",
        {"jing_offset": 1},
        "33555666699m345p",
        "",
        "",
        "6m",
        {"seat": 1, "dealer": 1, "lianzhuang": 1, "prevailing_wind": 1, "ready": True, "indicator": "4m"},
        True,
    ),
    ("tianjin-hun-6", "tianjin", {}, "5556778888m2344p", "", "", "8m", {"seat": 1, "indicator": "7m"}, False),
    (
        # a 龙 of p whose 8p stands as a fifth copy (8888p konged): the search for a 龙 built a
        # hand of 5 8p and raised HandError from the fast path; 789p is 5m 5m 6m (混儿)
        "tianjin-long-beside-a-kong",
        "tianjin",
        {},
        "556m12345556p",
        "8888p",
        "",
        "4p",
        {"seat": 1, "dealer": 2, "prevailing_wind": 2, "ready": True, "indicator": "5m"},
        False,
    ),
    (
        # 4 赖子 (2p), naturals 1p 33p 44p 5p and a chi of 678m: no 清一色, no 碰碰胡; refused
        "wuhan-laizi-chi",
        "wuhan",
        {},
        "2222p1233445s",
        "678m",
        "",
        "2p",
        {"seat": 0, "indicator": "1p"},
        False,
    ),
    (
        "wuhan-laizi-123m",
        "wuhan",
        {},
        "666688m67p456s",
        "123m",
        "",
        "6m",
        {"seat": 0, "indicator": "5m"},
        False,
    ),
    (
        # 4 赖子 (1p), naturals 222s 33s 88s and a pon of 666s: one suit, 碰碰胡 within reach
        "wuhan-laizi-pon",
        "wuhan",
        {},
        "1111p2223388s",
        "666s",
        "",
        "2s",
        {"seat": 0, "indicator": "9p", **DISCARD},
        False,
    ),
    (
        # 5 ghosts (白, 1m, 2m) and a pon of 888p: no 七对, 四暗刻, 大四喜 or 小四喜 (the winds
        # need 11 ghosts), none of one suit; 大三元 within reach (66z 77z: 5 ghosts)
        "tuidaohu-ghosts-pon",
        "guangdong_tuidaohu",
        {"bai_ghost": True, "flip_ghost": 2},
        "112m55z6677z33p",
        "888p",
        "",
        "2m",
        {"seat": 1, "indicator": "9m"},
        False,
    ),
    (
        # 8 ghosts (8m 9m): no 四暗刻 (five lone naturals), no honors: seven pairs, found second
        "tuidaohu-flip-2-qidui",
        "guangdong_tuidaohu",
        {"flip_ghost": 2},
        "88889999m45678p5s",
        "",
        "",
        "9m",
        {"seat": 1, "ready": True, "indicator": "7m"},
        True,
    ),
    (
        "tuidaohu-flip-2-qidui-7",
        "guangdong_tuidaohu",
        {"flip_ghost": 2},
        "3457m577778888p3s",
        "",
        "",
        "5m",
        {"seat": 1, "ready": True, "indicator": "6p"},
        False,
    ),
    (
        "tianjin-hun-6-discard",
        "tianjin",
        {},
        "5556778888m2344p",
        "",
        "",
        "8m",
        {"seat": 1, "ready": True, "indicator": "7m", **DISCARD},
        False,
    ),
]


@pytest.mark.parametrize(
    ("name", "options", "tiles", "melds", "flowers", "win", "fields", "slow"),
    [pytest.param(*case[1:], id=case[0]) for case in NAMED],
)
def test_slowest_known_hands_match_the_full_enumeration(
    name: str,
    options: dict[str, Any],
    tiles: str,
    melds: str,
    flowers: str,
    win: str,
    fields: dict[str, Any],
    slow: bool,
) -> None:
    if slow and not SLOW:
        pytest.skip("the full enumeration takes seconds: MAJIANG_SLOW_ORACLE=1")
    ruleset = get(name, **options)
    fields = {**fields, "indicator": _tile(fields["indicator"])}
    if name == "tianjin":
        fields["facts"] = TianjinFacts()
    context = WinContext(**fields)
    hand = Hand.parse(tiles, melds=melds, flowers=flowers, win=win, self_drawn=context.self_drawn)
    fast, full = _both(ruleset, hand, context)
    assert fast == full


S, K, SU, ST, W, WM = (
    Feature.SHAPE,
    Feature.KINDS,
    Feature.SUITS,
    Feature.STRAIGHT,
    Feature.WIN,
    Feature.WILD_MELDS,
)
READS: list[Any] = [
    # 6 混儿 (7m 8m); the winning 8m is one, so it may stand as the 5m of 捉伍儿 (which run it
    # took the middle of: only whether it is 456m's) or make 混儿吊 (whether its partners are
    # all 混儿); no 龙 (as below)
    pytest.param(
        "tianjin",
        {},
        "5556778888m2344p",
        "8m",
        "7m",
        {S, Feature.CLOSED_FIVE, Feature.WILD_COMPLETED},
        id="tianjin-hun-win",
    ),
    # won on a natural 4p: no 捉伍儿, and no 龙 (p lacks 6 faces for 5 混儿 left; m 7 for 6):
    # 混儿吊 only (4p with a 混儿, or 34p/45p... with two)
    pytest.param(
        "tianjin", {}, "5556778888m2344p", "4p", "7m", {S, Feature.WILD_COMPLETED}, id="tianjin-natural-win"
    ),
    # naturals 67m 22p 23s 9s: two suits, so neither 清一色 nor 清风 reads the suits; a 龙 of s
    # (123456789s: 2s 3s 9s held, six 混儿 for the rest, 67m + a 混儿 and 22p left) still may;
    # six natural kinds (6m 7m 2p 2s 3s 9s) for five groups: no 碰碰胡, so no meld kinds; 67m
    # needs a 混儿 standing for 5m or 8m: no 素胡, so not the 混儿's use; 七对 with one
    # four-alike (22p + two 混儿), so the pairs alike are read; 一条龙 reads only the 龙
    # (DRAGON) and 混儿吊 only whether the winning meld's others are 混儿 (WILD_COMPLETED)
    pytest.param(
        "hebei",
        {"hun": True},
        "67m22p2366677779s",
        "6s",
        "6s",
        {S, Feature.ALIKE, Feature.DRAGON, Feature.WILD_COMPLETED},
        id="hebei-hun",
    ),
    # 12 ghosts, naturals 5p 4s: no 清一色 (two suits), no 字一色: the suits are not read
    pytest.param(
        "guangdong_tuidaohu",
        {"bai_ghost": True, "flip_ghost": 2},
        "5p477778888s5555z",
        "8s",
        "6s",
        {S, K, Feature.HONORS},
        id="tuidaohu-ghosts",
    ),
    # three 金 (7m): 金雀 and 金龙 may be read
    pytest.param("fuzhou", {}, "11123333444556777m", "7m", "7m", {S, WM}, id="fuzhou-three-golds"),
    # one 金 (9m): neither can, the shape is enough
    pytest.param("fuzhou", {}, "11123333444556779m", "7m", "9m", {S}, id="fuzhou-one-gold"),
]


@pytest.mark.parametrize(("name", "options", "tiles", "win", "indicator", "expected"), READS)
def test_what_a_table_reads_of_one_hand(
    name: str, options: dict[str, Any], tiles: str, win: str, indicator: str, expected: set[Feature]
) -> None:
    ruleset = get(name, **options)
    facts = TianjinFacts() if name == "tianjin" else None
    context = WinContext(seat=1, indicator=_tile(indicator), facts=facts)
    hand = Hand.parse(tiles, win=win, self_drawn=True)
    items = ruleset.table()
    assert table_features(narrowed(items, hand, context, ruleset.options)) == frozenset(expected)
    # what the table may read of any hand: as much or more
    assert expected <= (table_features(items) or set())


J, WC, HO, SH = Feature.JIANG, Feature.WILD_COUNT, Feature.HONORS, Feature.SUITS
MELDED: list[Any] = [
    # 4 赖子 (4m); naturals 5678m 555s, pon 111m: two suits (no 清一色); 碰碰胡 would need
    # 2 赖子 for each of 5m 6m 7m 8m (8, one fewer with a pair among them: 7 > 2)
    pytest.param(
        "wuhan", {}, "44445678m555s", "111m", "4m", "3m", {S, J, Feature.WILD, WC}, id="wuhan-two-suits"
    ),
    # 4 赖子 (2p); naturals 11p 33p 44p 5p and a chi of 678p: one suit; a chi: no 碰碰胡
    pytest.param(
        "wuhan",
        {},
        "2222p1133445p",
        "678p",
        "2p",
        "1p",
        {S, SH, J, Feature.WILD, WC},
        id="wuhan-one-suit-chi",
    ),
    # 4 赖子 (1p); 222s 33s 88s and a pon of 666s: 33s and 88s need one 赖子 each, one of them
    # the pair: 1 ≤ 2: the kinds (碰碰胡); but 清一色 of 索 needs all four 赖子 standing for 索
    # faces (11p as themselves is 筒) and a big win lets two: not the suits
    pytest.param(
        "wuhan",
        {},
        "1111p2223388s",
        "666s",
        "2s",
        "9p",
        {S, K, J, Feature.WILD, WC},
        id="wuhan-pon-within-reach",
    ),
    # 5 ghosts (白, 1m, 2m) and a pon of 888p: no 七对/十三幺 (a meld), no 四暗刻 (a pon), no
    # 大四喜 (a set that is no wind), no 小四喜 (three wind triplets and a pair: 11 ghosts),
    # naturals of p and honors (清一色, 字一色 out): 大三元 (3 for 白, 1 each for 66z 77z)
    pytest.param(
        "guangdong_tuidaohu",
        {"bai_ghost": True, "flip_ghost": 2},
        "112m55z6677z33p",
        "888p",
        "2m",
        "9m",
        {S, HO},
        id="tuidaohu-ghosts-pon",
    ),
    # 4 ghosts (5555z) with pons of 333p and 444s: two sets that are no dragon triplet (大三元
    # out), none a wind triplet (小四喜, 大四喜 out), naturals of three suits (清一色, 字一色
    # out): only the shape, for 四鬼胡牌 (four ghosts win at once)
    pytest.param(
        "guangdong_tuidaohu",
        {"bai_ghost": True, "flip_ghost": 2},
        "12225555z",
        "333p 444s",
        "2z",
        "9m",
        {S},
        id="tuidaohu-two-pons",
    ),
]


@pytest.mark.parametrize(("name", "options", "tiles", "melds", "win", "indicator", "expected"), MELDED)
def test_what_a_table_reads_of_a_hand_with_melds(
    name: str,
    options: dict[str, Any],
    tiles: str,
    melds: str,
    win: str,
    indicator: str,
    expected: set[Feature],
) -> None:
    ruleset = get(name, **options)
    context = WinContext(seat=1, indicator=_tile(indicator))
    hand = Hand.parse(tiles, melds=melds, win=win, self_drawn=True)
    items = ruleset.table()
    assert table_features(narrowed(items, hand, context, ruleset.options)) == frozenset(expected)
    assert expected <= (table_features(items) or set())
    fast, full = _both(ruleset, hand, context)
    assert fast == full
