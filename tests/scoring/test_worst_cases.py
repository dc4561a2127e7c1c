"""The class search on the hands that cost it most, and on hands with up to 6 wildcards.

The named hands are the worst cases found for each ruleset (``benchmarks/worst_cases.py``,
``docs/performance.md``): the class search must score each exactly as the full
enumeration does (the whole :class:`Score`: items, counts, each payer's amount and
working, the chosen arrangement). Ji'an's take seconds to enumerate fully, so they run
only with the full oracle corpus (``MAJIANG_ORACLE_HANDS`` above its default of 1000).
A Hypothesis property deals hands with 0 to 6 wildcards for rulesets whose search
prunes differently (精吊 read alone, the winning face read alone, the whole win, where
wildcards stand) and compares the same way. No timing is asserted here.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.tianjin.facts import TianjinFacts
from majiang.scoring import Score, WinContext
from majiang.tiles import Tile
from tests.scoring.corpus import deal_with
from tests.scoring.oracle import score_both

FULL = int(os.environ.get("MAJIANG_ORACLE_HANDS", "1000")) > 1000
slow = pytest.mark.skipif(not FULL, reason="seconds to enumerate: with MAJIANG_ORACLE_HANDS > 1000")


# (ruleset, options, concealed tiles, winning tile, claimed melds, flowers, context fields)
WORST = [
    pytest.param(
        "jian", {}, "5556666s1234567z", "7z", "", "", {"seat": 0, "indicator": "5s"},
        id="jian-7-jing-honors", marks=slow,
    ),
    pytest.param(
        "jian", {}, "22233338m99p55s66z", "2m", "", "", {"seat": 1, "ready": True, "indicator": "2m"},
        id="jian-17-tiles", marks=slow,
    ),
    pytest.param(
        "jian", {"jing_offset": 1}, "33555666699m345p", "6m", "", "", {"seat": 1, "indicator": "4m"},
        id="jian-offset-7-jing", marks=slow,
    ),
    pytest.param(
        "tianjin", {}, "5556778888m2344p", "8m", "", "",
        {"seat": 1, "indicator": "7m", "facts": TianjinFacts()}, id="tianjin-6-hun",
    ),
    pytest.param(
        "hebei", {"hun": True}, "67m22p2366677779s", "6s", "", "", {"seat": 1, "indicator": "6s"},
        id="hebei-hun",
    ),
    pytest.param(
        "wuhan", {}, "44445678m555s", "4m", "111m", "", {"seat": 0, "indicator": "3m"}, id="wuhan-laizi",
    ),
    pytest.param(
        "guangdong_tuidaohu", {"flip_ghost": 1}, "2222m1112345699s", "2m", "", "",
        {"seat": 1, "indicator": "1m"}, id="tuidaohu-flip-ghost",
    ),
    pytest.param(
        "ningbo", {}, "23455m678p111234s", "1s", "", "12345678f",
        {"seat": 1, "ready": True, "indicator": "1s"}, id="ningbo-flowers",
    ),
    pytest.param(
        "fuzhou", {}, "11123333444556777m", "7m", "", "7z247f", {"seat": 1, "indicator": "7m"},
        id="fuzhou-gold",
    ),
    pytest.param(
        "fuzhou", {}, "22334445556667888p", "8p", "", "13z14f",
        {"seat": 1, "dealer": 1, "ready": True, "indicator": "8p"}, id="fuzhou-jinque-no-jinlong",
    ),
    pytest.param(
        "fuzhou", {}, "11123445567888999s", "9s", "", "1234567z12345678f",
        {"seat": 1, "ready": True, "indicator": "9s"}, id="fuzhou-every-flower",
    ),
    pytest.param(
        "ningbo", {}, "11123456999m777s", "7s", "", "12345678f",
        {"seat": 1, "ready": True, "indicator": "7s"}, id="ningbo-wild-win",
    ),
    pytest.param(
        "ningbo", {}, "12356778999m333z", "7m", "", "12345678f",
        {"seat": 1, "indicator": "3z"}, id="ningbo-honor-baida",
    ),
    pytest.param(
        "fuzhou", {}, "11145666677788899s", "8s", "", "",
        {"seat": 0, "prevailing_wind": 2, "ready": True, "indicator": "8s"}, id="fuzhou-jinlong-late",
    ),
    pytest.param(
        "ningbo", {}, "56778889p555666z", "5z", "", "3f",
        {"seat": 1, "dealer": 1, "prevailing_wind": 3, "ready": True, "indicator": "5z"},
        id="ningbo-dragon-baida",
    ),
    pytest.param(
        "quanzhou", {}, "345678m234555p44456s", "5p", "", "12345678f",
        {"seat": 1, "ready": True, "indicator": "5p"}, id="quanzhou-golds",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("name", "options", "tiles", "win", "melds", "flowers", "fields"), WORST)
def test_worst_cases_match_the_full_enumeration(
    name: str, options: dict[str, Any], tiles: str, win: str, melds: str, flowers: str, fields: dict[str, Any]
) -> None:
    hand = Hand.parse(tiles, win=win, self_drawn=True, melds=melds, flowers=flowers)
    context = WinContext(**{**fields, "indicator": Tile.from_str(fields["indicator"])})
    fast, full = score_both(get(name, **options), hand, context)
    assert isinstance(full, Score), full  # a Score (Wuhan's refuses every reading), compared whole
    assert fast == full


SEARCHES = [
    ("jian", {}),  # 精吊 alone of the win, wildcards' use
    ("jian", {"jing_offset": 1}),
    ("quanzhou", {}),  # the winning face alone
    ("tianjin", {}),  # the whole win
    ("hebei", {"hun": True}),
    ("wuhan", {}),  # where each wildcard stands
    ("fuzhou", {}),  # special wins narrowed to what the hand can earn, stopped at the ceiling
    ("ningbo", {}),  # waits, flushes, triplets and 平糊/碰碰糊 narrowed for the hand
]


@pytest.mark.parametrize(("name", "options"), SEARCHES, ids=lambda v: str(v) if isinstance(v, str) else "")
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), wild=st.integers(0, 6))
def test_property_many_wildcards_match_the_full_enumeration(
    name: str, options: dict[str, Any], seed: int, wild: int
) -> None:
    ruleset = get(name, **options)
    rng = random.Random(seed)
    hand, context = deal_with(rng, ruleset, wild)
    fast, full = score_both(ruleset, hand, context)
    assert fast == full, f"{name} {options}: {hand} {context}"
