"""Hebei with 混儿 in bounded time: what the hand alone rules out, and the slowest hands.

The rows no reading of a hand can earn read nothing of it (``rulesets.hebei.possible``),
and the rows no reading earns together exclude one another (``table.APART``: they never
drop an award, they only tell the ceiling). Both are checked here against every
arrangement of dealt hands; the slowest hands found are scored both ways (the class
search against the full enumeration: the whole ``Score``). No timing is asserted.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from majiang.hands import Hand, MeldKind, Shape, arrangements
from majiang.rulesets import get
from majiang.rulesets.hebei import possible, rivals
from majiang.rulesets.hebei.table import APART, four_alike
from majiang.rulesets.hun import hun_kinds
from majiang.scoring import Evaluation, Score, WinContext, WinMethod, exhaustive
from majiang.tiles import Tile, parse_tiles
from tests.scoring.corpus import deal
from tests.scoring.test_worst_cases import slow

HUN_6S = frozenset(parse_tiles("6s7s"))  # indicator 6s: 6s and the next, 7s


@pytest.mark.parametrize(
    ("tiles", "melds", "expected"),
    [
        # 6m 7m 2p 2s 3s 9s: six kinds for a pair and four triplets
        pytest.param("67m22p2366677779s", "", False, id="six-kinds"),
        # 111 222m 333p, 44z the pair, 55s + the 6s as a 5s
        pytest.param("111222m333p44z55s6s", "", True, id="triplets"),
        # the same with a claimed 111m
        pytest.param("222m333p44z55s6s", "111m", True, id="a-claimed-triplet"),
        # a claimed 123m is a sequence
        pytest.param("222m333p44z55s6s", "123m", False, id="a-claimed-sequence"),
    ],
)
def test_all_triplets(tiles: str, melds: str, expected: bool) -> None:
    assert possible.all_triplets(Hand.parse(tiles, melds=melds), HUN_6S) is expected


@pytest.mark.parametrize(
    ("tiles", "expected"),
    [
        # 1m 9m 1p 9p 1s 9s + 1z..7z = 13 kinds, one twice
        pytest.param("19m19p19s12345677z", True, id="natural"),
        # 2m is no orphan
        pytest.param("29m19p19s1234566z7s", False, id="a-simple"),
        # 1z twice and 2z twice: two pairs
        pytest.param("19m19p9s11223456z6s", False, id="two-pairs"),
        # 19m 19p 9s 1234567z: 12 orphans; one 混儿 is the 1s, the other pairs with any
        pytest.param("19m19p9s1234567z66s", True, id="with-hun"),
    ],
)
def test_thirteen_orphans(tiles: str, expected: bool) -> None:
    assert possible.thirteen_orphans(Hand.parse(tiles), HUN_6S) is expected


@pytest.mark.parametrize(
    ("tiles", "expected"),
    [
        # 11 22 33 44 55 66 88m: seven pairs of seven kinds, none four, and no 混儿 to make one
        pytest.param("11223344556688m", (0,), id="plain"),
        # 2222m is two pairs, a four-alike in every 七对 reading; a second needs 2 混儿, none held
        pytest.param("22223344556688m", (1,), id="one-four"),
        # 67m 22p 23s 9s + 7 混儿: 22p + two 混儿 is one four-alike (2 + 5 odd kinds' partners = 7);
        # two need 2 + 3 (6m) + 4 odd = 9 > 7
        pytest.param("67m22p2366677779s", (0, 1), id="hun"),
        # eight kinds: more than seven pairs
        pytest.param("12345678m11p22p33p", (), id="too-many-kinds"),
    ],
)
def test_four_alikes(tiles: str, expected: tuple[int, ...]) -> None:
    assert possible.four_alikes(Hand.parse(tiles), HUN_6S) == expected


_PAIRS = {"qidui", "haohua", "chao_haohua", "zhizun"}


@pytest.mark.parametrize(
    ("tiles", "win", "indicator", "expected"),
    [
        # 混儿 1s 2s, naturals 4568999s: a natural 索子 stands beside any 456m, so 捉五魁 and
        # 清一色 never meet; 123456789s with four 混儿 (1 2 3 7) leaves 99s + three 混儿, so
        # 一条龙 may meet 清一色. The plain hand 111 2222 4568999s: one suit (清一色 stays),
        # no honor, won on a 2s (no 捉五魁), no 3s 7s (no 龙), seven kinds (not all
        # triplets), 2s no orphan, 10 pairs' worth (no 七对). 混儿吊 and 碰碰胡: six 混儿 besides the
        # 2s won; 4 5 6 8s need two each (8) to be triplets, with the 2s and one 混儿 a pair
        # (5 left), or with the 2s and two a triplet (4 left: a 1s or 8s pair still leaves 7)
        pytest.param(
            "11122224568999s",
            "2s",
            "1s",
            {
                "hun_diao": {"pengpeng"},
                "zhuo_wu_kui": {"qingyise", "suhu"},
                "qingyise": {"zhuo_wu_kui"},
                "yitiaolong": {"suhu"},
                "suhu": {"qingfeng", "zhuo_wu_kui", "yitiaolong", "pengpeng", "shisanyao", *_PAIRS},
            },
            id="one-suit",
        ),
        # 混儿 5m 6m, naturals 1123 4567s: as above for 捉五魁 and 一条龙 (8 9 from 混儿); the
        # plain 555m 666m 11234567s holds 万 and 索 (no 清一色), 6m won, no 8s 9s, nine kinds,
        # 11 pairs' worth; 混儿吊 and 碰碰胡: 5 混儿 besides the 6m won, 11234567s need 13 to be
        # triplets
        pytest.param(
            "555666m11234567s",
            "6m",
            "5m",
            {
                "hun_diao": {"pengpeng"},
                "zhuo_wu_kui": {"qingyise", "suhu"},
                "qingyise": {"zhuo_wu_kui", "suhu"},
                "yitiaolong": {"suhu"},
                "suhu": {"qingyise", "qingfeng", "zhuo_wu_kui", "yitiaolong", "pengpeng", "shisanyao"}
                | _PAIRS,
            },
            id="plain-two-suits",
        ),
        # 混儿 1z 2z (东 南), naturals 19m 19p 19s 3456z 77z: honors and three suits (no 清一色, so
        # 一条龙 and 清一色 say nothing together; a 9p beside any 456m); the plain hand is a
        # 十三幺 (all orphans, 7z the one pair) and nothing else: 13 kinds, 13 pairs' worth. The
        # 7z won is no 混儿 and 1z 2z make no sequence: 混儿吊 has a 混儿 standing for another
        # tile (no 素胡); 11 lone naturals and 2 混儿: no triplets, no 龙 at all
        pytest.param(
            "19m19p19s12345677z",
            "7z",
            "1z",
            {
                "hun_diao": {"suhu", "pengpeng", "yitiaolong"},
                "zhuo_wu_kui": {"qingyise", "suhu"},
                "qingyise": {"zhuo_wu_kui", "suhu"},
                "yitiaolong": {"suhu", "hun_diao"},
                "suhu": {
                    "qingyise",
                    "qingfeng",
                    "zhuo_wu_kui",
                    "yitiaolong",
                    "pengpeng",
                    "hun_diao",
                    *_PAIRS,
                },
            },
            id="orphans",
        ),
    ],
)
def test_rivals(tiles: str, win: str, indicator: str, expected: dict[str, set[str]]) -> None:
    grammar = get("hebei", hun=True).grammar_for(Tile.from_str(indicator))
    found = rivals.rivals(Hand.parse(tiles, win=win), grammar)
    assert {key: set(found.get(key, ())) for key in expected} == expected


def test_a_dragon_of_hun_beside_a_claimed_kong() -> None:
    """混儿 8p 9p, naturals 12345556s, 9999s claimed, the 9p won on a discard: 123s 456s 55s
    and 789s of the three 混儿 (the 9p won and a 9p standing for 7s, the 8p for 8s; its 9s
    a fifth one beside the kong, as the search reads a 混儿) earn 一条龙 with 混儿吊 (the
    winning tile's partners both 混儿). The rivals' trial hand lays that 789s with its
    混儿 standing in it (laid as a natural 789s it held five 9s and raised). No 门清 (a
    claimed kong), no wait row (the hand waited on several kinds): 清一色 2 × 一条龙 2 ×
    混儿吊 2 = 8 from the discarder."""
    ruleset = get("hebei", hun=True)
    hand = Hand.parse("899p12345556s", melds="9999s", win="9p", self_drawn=False)
    context = WinContext(
        seat=2, dealer=2, method=WinMethod.DISCARD, discarder=3, indicator=Tile.from_str("8p")
    )
    grammar = ruleset.grammar_for(context.indicator)
    assert "yitiaolong" not in rivals.rivals(hand, grammar).get("hun_diao", frozenset())
    fast = ruleset.score(hand, context)
    with exhaustive():
        full = ruleset.score(hand, context)
    assert isinstance(fast, Score) and fast == full
    assert [p.amount for p in fast.payments] == [8]
    assert {a.item.key for a in fast.awards} == {"qingyise", "yitiaolong", "hun_diao"}


def _dealt(n: int, seed: int) -> list[tuple[Hand, WinContext]]:
    ruleset = get("hebei", hun=True)
    rng = random.Random(seed)
    hands: list[tuple[Hand, WinContext]] = []
    while len(hands) < n:
        dealt = deal(rng, ruleset, max_wild=4)
        if dealt is not None and dealt[1].indicator is not None:
            hands.append(dealt)
    return hands


@pytest.mark.parametrize("single_wait", [True, False])
def test_what_the_hand_rules_out_and_the_rows_apart_agree_with_every_arrangement(single_wait: bool) -> None:
    """Over every arrangement of dealt hands: a shape said impossible is never read, and no
    two rows of ``APART``, nor two the hand's ``rivals`` name, are both earned (their
    conditions, before any exclusion)."""
    ruleset = get("hebei", hun=True, single_wait=single_wait)
    rows = {row.key: row for row in ruleset.table()}
    pairs = [(a, b) for a, others in APART for b in others if a in rows and b in rows]
    checked = 0
    for hand, context in _dealt(120, seed=16):
        wild = frozenset(hun_kinds(context.indicator))
        grammar = ruleset.grammar_for(context.indicator)
        triplets = possible.all_triplets(hand, wild)
        orphans = possible.thirteen_orphans(hand, wild)
        alikes = possible.four_alikes(hand, wild)
        found = list(itertools.islice(arrangements(hand, grammar), 400))
        found_rivals = rivals.rivals(hand, grammar).items()
        apart = [(a, b) for a, bs in found_rivals for b in bs if a in rows and b in rows]
        for arrangement in found:
            e: Evaluation[Any, None] = Evaluation(
                hand=hand, arrangement=arrangement, context=context, options=ruleset.options, readings=found
            )
            if arrangement.shape is Shape.STANDARD and all(
                m.kind in (MeldKind.TRIPLET, MeldKind.KONG) for m in arrangement.melds if m.kind.is_set
            ):
                assert triplets, hand
            if arrangement.shape is Shape.THIRTEEN_ORPHANS:
                assert orphans, hand
            if arrangement.shape is Shape.SEVEN_PAIRS:
                assert four_alike(e) in alikes, hand
            earned = {key for key, row in rows.items() if row.when(e)}
            both = [(a, b) for a, b in [*pairs, *apart] if a in earned and b in earned]
            assert not both, (hand, arrangement)
            checked += 1
    assert checked > 500  # the dealt hands were read


SELF_DRAWN: dict[str, Any] = {"seat": 1, "ready": True}
ON_A_DISCARD: dict[str, Any] = {"seat": 1, "ready": True, "method": WinMethod.DISCARD, "discarder": 2}
SLOWEST: list[Any] = [
    pytest.param("67m22p2366677779s", "6s", "6s", SELF_DRAWN, id="7-hun-self-drawn"),
    pytest.param("6m22p12366677779s", "6s", "6s", ON_A_DISCARD, id="7-hun-on-a-discard"),
    pytest.param("1112222m1145799s", "1m", "1m", SELF_DRAWN, id="7-hun-one-suit", marks=slow),
    pytest.param("1112222m1145799s", "1m", "1m", ON_A_DISCARD, id="7-hun-one-suit-fed", marks=slow),
    pytest.param("1112222m1156799s", "2m", "1m", SELF_DRAWN, id="7-hun-one-suit-2m", marks=slow),
    pytest.param("1114489m6667777s", "7s", "6s", ON_A_DISCARD, id="7-hun-zhizun", marks=slow),
    pytest.param("11122224568999s", "2s", "1s", SELF_DRAWN, id="7-hun-all-waits", marks=slow),
    pytest.param("11122224578999s", "2s", "1s", ON_A_DISCARD, id="7-hun-all-waits-fed", marks=slow),
    pytest.param("555666m11234567s", "6m", "5m", ON_A_DISCARD, id="5-hun-plain-two-suits", marks=slow),
    pytest.param("1266999m4445555s", "4s", "4s", ON_A_DISCARD, id="7-hun-zhizun-4s", marks=slow),
    pytest.param("2223333m1234678p", "3m", "2m", SELF_DRAWN, id="7-hun-zhuo", marks=slow),
    pytest.param("11234789s555666z", "6z", "6z", SELF_DRAWN, id="6-hun-honors", marks=slow),
]
"""The slowest hands the hunts found (``benchmarks/worst_cases.py``; ``docs/performance.md``):
all but the first two take seconds to enumerate, so they run with the full oracle corpus."""


@pytest.mark.parametrize(("tiles", "win", "indicator", "fields"), SLOWEST)
@pytest.mark.parametrize(
    "options", [{"hun": True}, {"hun": True, "single_wait": False, "dealer_double": True}], ids=["hun", "all"]
)
def test_the_slowest_hands_match_the_full_enumeration(
    tiles: str, win: str, indicator: str, fields: dict[str, Any], options: dict[str, Any]
) -> None:
    ruleset = get("hebei", **options)
    context = WinContext(**fields, indicator=Tile.from_str(indicator))
    hand = Hand.parse(tiles, win=win, self_drawn=context.method is WinMethod.SELF_DRAW)
    fast = ruleset.score(hand, context)
    with exhaustive():
        full = ruleset.score(hand, context)
    assert isinstance(full, Score) and full.can_win
    assert fast == full
