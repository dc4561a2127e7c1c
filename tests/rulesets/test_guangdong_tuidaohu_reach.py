"""推倒胡's honor hands within reach (``reach.honors_win``): the win check with the honor
sets laid out says exactly whether some arrangement holds them (checked against every
arrangement of seeded honor-heavy hands), and the table's ceiling then is the true best."""

from __future__ import annotations

import random

import pytest

from majiang.errors import MajiangError
from majiang.hands import Arrangement, Feature, Hand, Meld, MeldKind, ShapeGrammar, arrangements, is_win
from majiang.rulesets import get
from majiang.rulesets.guangdong_tuidaohu.reach import DRAGONS, WINDS, honors_win
from majiang.scoring import Evaluation, WinContext, engine, exhaustive
from majiang.tiles import Tile
from tests.scoring.corpus import corpus

BAI = Tile.from_str("5z")


def _holds(arrangement: Arrangement, triplets: tuple[int, ...], pair: int | None) -> bool:
    """The arrangement has a triplet or kong of every honor of ``triplets`` and, with
    ``pair``, a pair of that honor and no triplet of it (as the table's rows read it)."""
    sets = {
        m.tiles[0].rank
        for m in arrangement.melds
        if m.tiles[0].is_honor and m.kind in (MeldKind.TRIPLET, MeldKind.KONG)
    }
    pairs = {m.tiles[0].rank for m in arrangement.melds if m.tiles[0].is_honor and m.kind is MeldKind.PAIR}
    if not set(triplets) <= sets:
        return False
    return pair is None or (pair in pairs and pair not in sets)


ASKED = [(DRAGONS, None), (WINDS, None), *((tuple(w for w in WINDS if w != p), p) for p in WINDS)]
"""大三元, 大四喜, and 小四喜 with each wind as the pair."""


KINDS = ((BAI,), (Tile.from_str("7z"), Tile.from_str("1m")), (Tile.from_str("1z"), Tile.from_str("9s")))
"""白 alone; a dragon and a suited kind; a wind and a suited kind."""


def _hands(seed: int, count: int) -> list[tuple[Hand, tuple[Tile, ...]]]:
    """Seeded complete hands of mostly honors, 2-4 ghosts (of :data:`KINDS`), some
    with an honor pon laid down, that win in the standard shape."""
    rng = random.Random(seed)
    honors = [Tile(suit="z", rank=r) for r in range(1, 8)]
    suited = [Tile.from_str(t) for t in ("1m", "2m", "3m", "5p", "9s")]
    out: list[tuple[Hand, tuple[Tile, ...]]] = []
    while len(out) < count:
        kinds = rng.choice(KINDS)
        grammar = ShapeGrammar(seven_pairs=False, wild=frozenset(kinds))
        melds: tuple[Meld, ...] = ()
        size = 14
        if rng.random() < 0.4:
            face = rng.choice([t for t in honors if t not in kinds])
            melds = (Meld.parse(f"{face}{face}{face}@0"),)
            size = 11
        ghosts = [rng.choice(kinds) for _ in range(rng.randint(2, 4))]
        pool = [t for t in honors + honors + suited if t not in kinds]
        tiles = ghosts + [rng.choice(pool) for _ in range(size - len(ghosts))]
        try:
            hand = Hand.of(tiles, melds=melds)
        except ValueError:
            continue  # five of a kind
        if is_win(hand, grammar):
            out.append((hand, kinds))
    return out


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_honors_win_is_exact(seed: int) -> None:
    found = set()
    for hand, kinds in _hands(seed, 60):
        readings = list(arrangements(hand, ShapeGrammar(seven_pairs=False, wild=frozenset(kinds))))
        for triplets, pair in ASKED:
            expected = any(_holds(a, triplets, pair) for a in readings)
            assert honors_win(hand, kinds, triplets, pair) is expected, (str(hand), kinds, triplets, pair)
            found.add(expected)
    assert found == {True, False}  # both answers were met


def test_wind_hands_are_out_when_the_naturals_make_no_set() -> None:
    # flip_ghost=2, 7z turned up: 5z 6z are ghosts (eight here). Beside 111z, 小四喜 needs
    # two wind triplets (6 ghosts) and a wind pair (2): all eight, and 2m 6m 8m then make no
    # set; 大四喜 needs 9 > 8 and 大三元 three dragon triplets, 9 > 8 as well. So no big hand:
    # 小胡 1 from each of the three payers = 3, found at the first reading.
    ruleset = get("guangdong_tuidaohu", flip_ghost=2)
    hand = Hand.parse("268m55556666z", melds="111z", win="6z", self_drawn=True)
    kinds = ruleset.wild_kinds(Tile.from_str("7z"))
    assert set(kinds) == {Tile.from_str("5z"), Tile.from_str("6z")}
    assert not any(honors_win(hand, kinds, t, p) for t, p in ASKED)
    score = ruleset.score(hand, WinContext(seat=1, ready=True, indicator=Tile.from_str("7z")))
    assert [a.item.key for a in score.awards] == ["xiaohu"]
    assert score.total == 3


def test_wind_pair_with_a_set_of_the_naturals() -> None:
    # 234m is the set beside 222z 333z (ghosts) and the pair 44z (ghosts), and 111z laid down:
    # 小四喜, X = 2, from three payers = 6
    ruleset = get("guangdong_tuidaohu", flip_ghost=2)
    hand = Hand.parse("234m55556666z", melds="111z", win="2m", self_drawn=True)
    score = ruleset.score(hand, WinContext(seat=1, ready=True, indicator=Tile.from_str("7z")))
    assert [a.item.key for a in score.awards] == ["xiaosixi"]
    assert score.total == 6


EXACT = ("qingyise", "ziyise", "qidui", "sianke", "dasanyuan", "dasixi", "xiaosixi", "shisanyao")
"""The big hands whose possibility the table's narrowing finds exactly (with every win
self-drawn: 四暗刻 then asks for no wait)."""


@pytest.mark.parametrize(
    "options",
    [{"bai_ghost": True}, {"flip_ghost": 1}, {"flip_ghost": 2}, {"bai_ghost": True, "flip_ghost": 2}],
    ids=["bai", "flip1", "flip2", "bai-flip2"],
)
def test_a_big_hand_reads_nothing_exactly_where_no_reading_earns_it(options: dict[str, object]) -> None:
    """Where a big hand's narrowed reads are empty, no arrangement earns it; where they are
    not, some arrangement does (so the table's ceiling is the best a reading pays)."""
    ruleset = get("guangdong_tuidaohu", **options)
    items = {item.key: item for item in ruleset.table()}
    met = set()
    for hand, context in corpus(ruleset, 100, 19, max_wild=5):
        kinds = ruleset.wild_kinds(context.indicator)
        if not any(t in kinds for t in hand.tiles):
            continue
        try:
            if not ruleset.score(hand, context).can_win:
                continue
        except MajiangError:  # a robbed kong without rob_kong
            continue
        narrowed = {
            item.key: item for item in engine.narrowed(ruleset.table(), hand, context, ruleset.options)
        }
        every = list(arrangements(hand, ruleset.grammar_for(context.indicator)))
        for key in EXACT:
            row = items[key]
            earned = any(
                row.when(Evaluation(hand=hand, arrangement=a, context=context, options=ruleset.options))
                for a in every
            )
            assert bool(narrowed[key].reads) is earned, (str(hand), context.indicator, key)
            met.add((key, earned))
    assert {earned for _, earned in met} == {True, False}


@pytest.mark.parametrize(
    ("options", "total", "keys"),
    [
        # 四暗刻 (444p 555p 111s 777s + 99s, the four ghosts in the triplets) or 七对子: X = 2,
        # the first reading paying it (as over every arrangement); 3 payers: 2 x 3 = 6
        ({}, 6, ["sianke"]),
        # 七对子 (44p 55p 11s 77s 99s and the four ghosts two pairs) X = 2, 七对加番 x 2: 4 a
        # payer, 4 x 3 = 12 (四暗刻 pays 6)
        ({"qidui_double": True}, 12, ["qidui", "qidui_double"]),
    ],
    ids=["sianke", "qidui-double"],
)
def test_a_row_reading_the_shape_alone_is_read_with_another(
    options: dict[str, object], total: int, keys: list[str]
) -> None:
    """七对子 and 七对加番 read the shape alone: for the face-set bound they take what 四暗刻
    reads of this hand (the shape and the melds' kinds), one set of keys fewer, and the
    result is the same as over every arrangement."""
    ruleset = get("guangdong_tuidaohu", bai_ghost=True, flip_ghost=2, **options)
    hand = Hand.parse("4455p117799s56m55z", win="1s", self_drawn=True)
    context = WinContext(seat=1, ready=True, indicator=Tile.from_str("4m"))  # ghosts 5m 6m 白
    reads = {
        item.key: item.reads for item in engine.narrowed(ruleset.table(), hand, context, ruleset.options)
    }
    assert reads["sianke"] == frozenset({Feature.SHAPE, Feature.KINDS})
    assert reads["qidui"] == reads["sianke"]
    assert reads.get("qidui_double", reads["sianke"]) == reads["sianke"]
    score = ruleset.score(hand, context)
    with exhaustive():
        every = ruleset.score(hand, context)
    assert [a.item.key for a in score.awards] == keys == [a.item.key for a in every.awards]
    assert score.total == total == every.total
    assert score.arrangement == every.arrangement


@pytest.mark.parametrize(
    ("options", "total", "keys"),
    [
        # 四暗刻: 11m of two ghosts, 111z 222z 666z 777z (ghosts for 1z, 2z 2z, 7z), self-drawn:
        # X = 2 from each of the three others, 2 x 3 = 6 (the first reading paying it)
        ({}, 6, ["sianke"]),
        # 七对子 (11m 11m of ghosts, 11z 22z 66z 66z 77z) X = 2, 七对加番 x 2: 4 a payer, 4 x 3 = 12
        ({"qidui_double": True}, 12, ["qidui", "qidui_double"]),
    ],
    ids=["sianke", "qidui-double"],
)
def test_three_sets_of_reads_are_read_together(
    options: dict[str, object], total: int, keys: list[str]
) -> None:
    """Six ghosts (1m 2m, indicator 9m) beside 666z 77z 11z 2z: 字一色 reads the suits, 四暗刻
    the kinds, 大三元 the honor melds (555z of three ghosts, 777z of one), 七对子 the shape:
    three sets of reads, so every decided row reads them together (one set of keys for the
    face-set bound, ``joined.py``), and the result is the same as over every arrangement."""
    ruleset = get("guangdong_tuidaohu", flip_ghost=2, **options)
    hand = Hand.parse("666z77z11z2z111m222m", win="2m", self_drawn=True)
    context = WinContext(seat=1, ready=True, indicator=Tile.from_str("9m"))
    reads = {
        item.key: item.reads for item in engine.narrowed(ruleset.table(), hand, context, ruleset.options)
    }
    together = frozenset({Feature.SHAPE, Feature.SUITS, Feature.KINDS, Feature.HONORS})
    decided = ["ziyise", "qidui", "sianke", "dasanyuan", *(["qidui_double"] if options else [])]
    assert {key: reads[key] for key in decided} == dict.fromkeys(decided, together)
    # 清一色: honors held; 小四喜: 111z 222z 333z 44z need eight ghosts
    assert not reads["qingyise"] and not reads["xiaosixi"]
    score = ruleset.score(hand, context)
    with exhaustive():
        every = ruleset.score(hand, context)
    assert [a.item.key for a in score.awards] == keys == [a.item.key for a in every.awards]
    assert score.total == total == every.total
    assert score == every
