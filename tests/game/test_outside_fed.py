"""``PlayRules.outside_fed``: where it is False, the ``outside_grammar`` hook admits no fed win,
so the legality refuses a fed win outside the grammar without asking it (the same answer)."""

from __future__ import annotations

import random

import pytest

from majiang.errors import RulesetError
from majiang.rulesets import get, names
from majiang.rulesets.playrules import PlayRules

NOT_FED = [name for name in names() if not get(name).play_rules().outside_fed]


def test_the_bao_family_says_so() -> None:
    assert sorted(NOT_FED) == ["changchun", "harbin", "jilin"]


@pytest.mark.parametrize("name", NOT_FED)
def test_the_hook_refuses_every_fed_win(name: str) -> None:
    hook = get(name).play_rules().outside_grammar
    assert hook is not None
    rng = random.Random(name)
    for _ in range(200):  # a fed win is asked with hidden=False: the hook's answer is always no
        counts = [0] * 42
        for _ in range(14):
            counts[rng.randrange(34)] += 1
        assert hook(counts, rng.randrange(3), False) is False
    assert hook([0] * 42, 0, True) is True  # (the hidden 宝 self-drawn by a ready seat: admitted)


def test_outside_fed_is_a_bool() -> None:
    with pytest.raises(RulesetError, match=r"PlayRules.outside_fed must be bool, not 'no'"):
        PlayRules(outside_fed="no")  # type: ignore[arg-type]
