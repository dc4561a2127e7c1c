"""What a ruleset instance keeps: the hooks' results and what follows from them, per options."""

from __future__ import annotations

import pytest

from majiang.errors import RoundError
from majiang.rulesets import get
from majiang.tiles import Tile

FIVE_S = Tile.from_str("5s")


def test_the_same_indicator_gives_the_same_objects() -> None:
    jian = get("jian")
    assert jian.choice(FIVE_S) is jian.choice(FIVE_S)
    assert jian.grammar_for(FIVE_S) is jian.grammar_for(FIVE_S)


def test_each_instance_keeps_its_own_options() -> None:
    # common.md, 精: the indicator's kind is 正精, its successor 副精 (5s, 6s); with
    # jing_offset=1 the successor is 正精 and the next one 副精 (6s, 7s)
    plain, shifted = get("jian"), get("jian", jing_offset=1)
    assert [str(t) for t in plain.wild_kinds(FIVE_S)] == ["5s", "6s"]
    assert [str(t) for t in shifted.wild_kinds(FIVE_S)] == ["6s", "7s"]
    assert sorted(str(t) for t in plain.grammar_for(FIVE_S).wild) == ["5s", "6s"]  # a set
    assert sorted(str(t) for t in shifted.grammar_for(FIVE_S).wild) == ["6s", "7s"]


def test_a_refused_indicator_is_refused_every_time() -> None:
    jian, hebei = get("jian"), get("hebei")
    for _ in range(2):
        with pytest.raises(RoundError, match="a jian round needs the jing indicator"):
            jian.choice(None)
        refused = "hebei has no wildcards: nothing is turned up, got indicator 5s"
        with pytest.raises(RoundError, match=refused):
            hebei.choice(FIVE_S)
    assert hebei.choice(None) is None
