"""Hands worked out by hand: wait shapes, the special shapes, pair ranks, 17-tile
hands, the ``any_tile`` flag and shanten. Each count is checked against the oracle
too, so a wrong hand-count shows up as a disagreement with both."""

from __future__ import annotations

import pytest

from majiang.hands import (
    Hand,
    Shape,
    ShapeGrammar,
    WaitShape,
    arrangements,
    is_win,
    shanten,
    waits,
)
from majiang.tiles import Tile, parse_tiles
from tests.hands import oracle as O

DEFAULT = ShapeGrammar()
RUNS = ShapeGrammar(honor_runs=True)
LAN = ShapeGrammar(thirteen_lan=True)
ORPHANS = ShapeGrammar(thirteen_orphans=True)
W = WaitShape


def tiles(text: str) -> list[Tile]:
    return list(parse_tiles(text))


def wait_table(hand: Hand, grammar: ShapeGrammar) -> dict[str, set[WaitShape]]:
    return {str(w.tile): set(w.shapes) for w in waits(hand, grammar)}


def oracle_wait_table(hand: Hand, grammar: ShapeGrammar) -> dict[str, set[WaitShape]]:
    return {str(t): shapes for t, shapes in O.waits(hand, grammar).items()}


# -- wait shapes ------------------------------------------------------------------

WAIT_SHAPES = [
    # 123m 456p 789s 111z are sets and 22z the pair; the rest waits
    ("12m456p789s11122z", DEFAULT, {"3m": {W.EDGE}}),  # 边张: 12 waits only 3
    ("89m456p789s11122z", DEFAULT, {"7m": {W.EDGE}}),  # 边张: 89 waits only 7
    ("13m456p789s11122z", DEFAULT, {"2m": {W.CLOSED}}),  # 嵌张: 13 waits 2
    ("23m456p789s11122z", DEFAULT, {"1m": {W.OPEN}, "4m": {W.OPEN}}),  # 两面
    ("123m456p789s111z5z", DEFAULT, {"5z": {W.SINGLE}}),  # 单吊 on the lone 白
    ("123m456p789s1122z", DEFAULT, {"1z": {W.PAIR_OR_PAIR}, "2z": {W.PAIR_OR_PAIR}}),  # 对倒
    # 东南 + 西 or 北 is a run of three different winds (烂风), only with honor_runs
    ("123m456p789s12z55z", RUNS, {"3z": {W.HONOR_RUN}, "4z": {W.HONOR_RUN}}),
    ("123m456p789s12z55z", DEFAULT, {}),
    ("123m456p789s56z11z", RUNS, {"7z": {W.HONOR_RUN}}),  # 白发 wait 中
    # 九莲宝灯 1112345678999m waits on all nine characters:
    (
        "1112345678999m",
        DEFAULT,
        {
            "1m": {W.PAIR_OR_PAIR, W.OPEN},  # 111(1) 123 456 789 99, or 111 (1)23 ...: 23 waits 1/4
            "2m": {W.SINGLE},  # 111 (2)2 345 678 999
            "3m": {W.EDGE, W.OPEN},  # 11 12(3) 345 678 999 or 11 123 (3)45 678 999
            "4m": {W.OPEN},  # 111 23(4) 456 789 99 or 111 234 (4)56 789 99
            "5m": {W.SINGLE},  # 111 234 (5)5 678 999
            "6m": {W.OPEN},  # 11 123 45(6) 678 999 or 11 123 456 (6)78 999
            "7m": {W.OPEN, W.EDGE},  # 111 234 56(7) 789 99 or 111 234 567 (7)89 99
            "8m": {W.SINGLE},  # 111 234 567 (8)8 999
            "9m": {W.OPEN, W.PAIR_OR_PAIR},  # 11 123 456 78(9) 999 or 11 123 456 789 99(9)
        },
    ),
    # 十三烂 short of one honor: each missing honor comes in alone
    ("147m258p369s1234z", LAN, {"5z": {W.LONE}, "6z": {W.LONE}, "7z": {W.LONE}}),
    # 七星十三烂 short of a bamboo: any bamboo, no other bamboo to clash with
    ("147m258p1234567z", LAN, {f"{r}s": {W.LONE} for r in range(1, 10)}),
    # 十三幺 with 13 different orphans waits on any of them to pair (13-sided)
    ("19m19p19s1234567z", ORPHANS, {str(t): {W.SINGLE} for t in parse_tiles("19m19p19s1234567z")}),
    # ... and with a pair already, on the missing one alone
    ("119m19p19s123456z", ORPHANS, {"7z": {W.LONE}}),
    # Changsha: the pair must be 2, 5 or 8 — a lone 2s waits on itself, a lone 3s on nothing
    ("123m456p789s111z2s", ShapeGrammar(pair_ranks={2, 5, 8}), {"2s": {W.SINGLE}}),
    ("123m456p789s111z3s", ShapeGrammar(pair_ranks={2, 5, 8}), {}),
    # 16-tile rules: five sets and a pair
    ("123m456m789m123p456p1z", ShapeGrammar(sets=5), {"1z": {W.SINGLE}}),
    # 112233 / 445566 are two sequences each, 77m 88p 对倒; also 111m + 234 234 + 567 567 + 88p
    (
        "11223344556677m88p",
        ShapeGrammar(sets=5),
        {"1m": {W.PAIR_OR_PAIR}, "4m": {W.PAIR_OR_PAIR}, "7m": {W.PAIR_OR_PAIR}, "8p": {W.PAIR_OR_PAIR}},
    ),
]


@pytest.mark.parametrize(("text", "grammar", "expected"), WAIT_SHAPES, ids=[c[0] for c in WAIT_SHAPES])
def test_wait_shapes_worked_by_hand(
    text: str, grammar: ShapeGrammar, expected: dict[str, set[WaitShape]]
) -> None:
    hand = Hand.parse(text)
    assert wait_table(hand, grammar) == expected
    assert oracle_wait_table(hand, grammar) == expected
    assert (shanten(hand, grammar) == 0) == bool(expected)
    assert not waits(hand, grammar).any_tile


def test_edge_and_closed_read_from_the_winning_arrangement() -> None:
    # 12333m = 123 + 33: the winning 3m completed 12 (edge) or paired the lone 3 (single);
    # one reading, two arrangements: one per place of the winning tile
    hand = Hand.parse("12333m456p789s111z", win="3m")
    found = sorted(
        (a.wait.name, str(a.melds[a.win_meld]))
        for a in arrangements(hand, DEFAULT)
        if a.wait is not None and a.win_meld is not None
    )
    assert found == [("EDGE", "123m"), ("SINGLE", "33m")]
    assert wait_table(hand.without_win(), DEFAULT) == {"3m": {W.EDGE, W.SINGLE}}


def test_nine_gates_waits_in_tile_order() -> None:
    result = waits(Hand.parse("1112345678999m"), DEFAULT)
    assert all(isinstance(w.tile, Tile) for w in result)
    assert [str(t) for t in result.kinds] == [f"{r}m" for r in range(1, 10)]
    assert len(result) == 9 and result


def test_a_kind_held_four_times_is_not_a_wait() -> None:
    # 1111m + 234p 567p 789s: only 1m could complete the lone 1m, and all four are held
    hand = Hand.parse("1111m234p567p789s")
    assert not waits(hand, DEFAULT)
    assert shanten(hand, DEFAULT) == 1
    # exposed copies count too: a lone 1s beside a claimed 111s can not pair
    claimed = Hand.parse("1s234p567p789m", melds="111s")
    assert not waits(claimed, DEFAULT) and shanten(claimed, DEFAULT) == 1
    melded = Hand.parse("1m234p567p789s", melds="(1111p)")
    assert wait_table(melded, DEFAULT) == {"1m": {W.SINGLE}}


# -- arrangements ------------------------------------------------------------------

ARRANGEMENT_COUNTS = [
    # 111222333m: three triplets or three 123 sequences
    ("111222333m456p11z", DEFAULT, 2),
    # 11223344556677m: 123 123 456 456 77 / 123 123 44 567 567 / 11 234 234 567 567, and seven pairs
    ("11223344556677m", DEFAULT, 4),
    ("11223344556677m", ShapeGrammar(seven_pairs=False), 3),
    # 111m 123m: with the 1z pair only one reading
    ("111123m456p789s11z", DEFAULT, 1),
    # honor runs: 东南西北北 is 东南西 + 北北 only (东南北 or 东西北 would leave 西北 / 南北)
    ("12344z567z123m456p", RUNS, 1),
    # 东东南南西西北北: any wind as the pair, the other three twice as a run (4), + 白发中, 555m
    ("11223344z567z555m", RUNS, 4),
    # 十三烂 with a 5z wildcard for 5z, 6z or 7z: three readings
    ("147m258p369s1234z5z", ShapeGrammar(thirteen_lan=True, wild="5z"), 3),
    # 七星十三烂 with a 9m wildcard for any bamboo: nine readings
    ("147m258p1234567z9m", ShapeGrammar(thirteen_lan=True, wild="9m"), 9),
    # two 9m wildcards: 147m, 148m or 149m plus one bamboo (3 x 9 = 27), or two bamboos
    # three apart (6+5+4+3+2+1 = 21): 48
    ("14m258p1234567z9m9m", ShapeGrammar(thirteen_lan=True, wild="9m"), 48),
]


@pytest.mark.parametrize(
    ("text", "grammar", "count"), ARRANGEMENT_COUNTS, ids=[c[0] for c in ARRANGEMENT_COUNTS]
)
def test_arrangement_counts(text: str, grammar: ShapeGrammar, count: int | None) -> None:
    hand = Hand.parse(text)
    found = list(arrangements(hand, grammar))
    expected = O.readings(hand, grammar)
    assert len(found) == len(expected)
    if count is not None:
        assert len(found) == count


def test_docstring_hand_wins_on_1m_two_ways() -> None:
    # 11123m: 11 pair + 123; the winning 1m in the pair (单吊) or in 123 (两面, 23 waits 1 or 4)
    hand = Hand.parse("11123m456p789s111z", win="1m", self_drawn=True)
    found = sorted(
        (a.wait.name, str(a.melds[a.win_meld]))
        for a in arrangements(hand, DEFAULT)
        if a.wait is not None and a.win_meld is not None
    )
    assert found == [("OPEN", "123m"), ("SINGLE", "11m")]


def test_wildcard_stands_for_what_the_shape_needs() -> None:
    jing = ShapeGrammar(wild="9m")
    hand = Hand.parse("123m456p789s222z 9m 1z", win="1z")
    (only,) = arrangements(hand, jing)
    assert only.wild_assignments == ((Tile.from_str("9m"), Tile.from_str("1z")),)
    assert only.uses_wild and only.wait is W.SINGLE and only.is_wild_single_wait
    # a wildcard standing for its own face is not "used"
    own = Hand.parse("123m456p789s222z 9m 9m")
    assert any(not a.uses_wild for a in arrangements(own, jing))


# -- seven pairs --------------------------------------------------------------------


def test_seven_pairs_with_four_alike_on_and_off() -> None:
    hand = Hand.parse("1111m2299p3355s77z")  # 1111m as two pairs; no standard reading
    on, off = ShapeGrammar(), ShapeGrammar(four_alike_as_two_pairs=False)
    assert is_win(hand, on) and not is_win(hand, off)
    assert [a.shape for a in arrangements(hand, on)] == [Shape.SEVEN_PAIRS]
    assert list(arrangements(hand, off)) == []
    assert shanten(hand, on) == -1
    # without four alike 1111m is one pair: six pairs and two useless 1m. Discarding a 1m
    # leaves 111m, which no draw pairs again; so discard 1m, draw a new kind X, discard
    # the other spare 1m and wait on X: one draw from ready -> 1
    assert shanten(hand, off) == 1
    assert not is_win(hand, ShapeGrammar(seven_pairs=False))
    # 111m + a 白 wildcard: as 1m it makes four alike, two pairs -- only if that counts
    wild = Hand.parse("111m2299p3355s77z 5z")
    assert is_win(wild, ShapeGrammar(wild="5z"))
    assert not is_win(wild, ShapeGrammar(wild="5z", four_alike_as_two_pairs=False))
    (reading,) = arrangements(wild, ShapeGrammar(wild="5z"))
    assert [str(m) for m in reading.melds][:2] == ["11m", "11m"]
    assert reading.wild_assignments == ((Tile.from_str("5z"), Tile.from_str("1m")),)


def test_seven_pairs_only_in_fourteen_tile_hands() -> None:
    # eight pairs and a wildcard are 17 tiles: no 8-pair shape, and no standard reading
    hand = Hand.parse("1199m1199p1199s1122z 5z")
    grammar = ShapeGrammar(sets=5, wild="5z")
    assert not O.is_win(hand, grammar)
    assert not is_win(hand, grammar)
    assert list(arrangements(hand, grammar)) == []
    assert shanten(hand, grammar) >= 0
    # 16 tiles of eight pairs are not complete either (a 16-tile hand never is)
    assert shanten(Hand.parse("1199m1199p1199s1122z"), ShapeGrammar(sets=5)) >= 0


# -- 十三幺 ---------------------------------------------------------------------------


def test_thirteen_orphans() -> None:
    hand = Hand.parse("19m19p19s1234567z 1m")
    assert is_win(hand, ORPHANS) and not is_win(hand, DEFAULT)
    (only,) = arrangements(hand, ORPHANS)
    assert only.shape is Shape.THIRTEEN_ORPHANS
    assert str(only.pair) == "11m"
    assert shanten(hand, ORPHANS) == -1
    # a wildcard fills the missing orphan
    jing = ShapeGrammar(thirteen_orphans=True, wild="5m")
    won = Hand.parse("119m19p19s123456z 5m", win="5m")
    (filled,) = arrangements(won, jing)
    assert filled.wild_assignments == ((Tile.from_str("5m"), Tile.from_str("7z")),)
    assert filled.wait is W.LONE
    # ... but only if a wildcard may stand for an orphan
    only_2m = ShapeGrammar(thirteen_orphans=True, wild="2m", wild_targets="2m")
    thirteen = Hand.parse("19m19p19s1234567z")
    assert not is_win(thirteen.with_win(Tile.from_str("2m")), only_2m)
    assert [str(t) for t in waits(thirteen, only_2m).kinds] == [
        str(t) for t in parse_tiles("19m19p19s1234567z")
    ]


# -- 十三烂 and 七星十三烂 ----------------------------------------------------------------

LAN_CASES = [
    # no two alike, ranks within a suit at least 3 apart, honors all different
    ("147m258p369s12345z", LAN, Shape.THIRTEEN_LAN),
    ("147m258p369s34567z", LAN, Shape.THIRTEEN_LAN),
    ("15m269p37s1234567z", LAN, Shape.SEVEN_STAR_LAN),  # 1-5, 2-6-9, 3-7: gaps 4, 4/3, 4
    ("147m25p36s1234567z", LAN, Shape.SEVEN_STAR_LAN),
    ("147m258p369s1234z5z", ShapeGrammar(thirteen_lan=True, wild="5z"), Shape.THIRTEEN_LAN),
    # 白 wildcard as 白, 发 or 中; only standing for all three missing honors makes it 七星:
    ("147m25p36s1234z 5z5z5z", ShapeGrammar(thirteen_lan=True, wild="5z"), Shape.SEVEN_STAR_LAN),
    ("147m258p1234567z 9m", ShapeGrammar(thirteen_lan=True, wild="9m"), Shape.SEVEN_STAR_LAN),
]


@pytest.mark.parametrize(("text", "grammar", "shape"), LAN_CASES, ids=[c[0] for c in LAN_CASES])
def test_thirteen_lan(text: str, grammar: ShapeGrammar, shape: Shape) -> None:
    hand = Hand.parse(text)
    assert is_win(hand, grammar) and O.is_win(hand, grammar)
    assert shape in {a.shape for a in arrangements(hand, grammar)}
    assert all(len(a.melds) == 14 for a in arrangements(hand, grammar) if a.shape is shape)
    assert not is_win(hand, ShapeGrammar(wild=grammar.wild))  # off: no other shape fits
    assert shanten(hand, grammar) == -1


NOT_LAN = [
    "147m258p369s11234z",  # a pair of 东
    "124m258p369s12345z",  # 1m and 2m too close
    "147m258p368s12345z",  # 6s and 8s too close
    "1447m258p369s1234z",  # two 4m
]


@pytest.mark.parametrize("text", NOT_LAN)
def test_not_thirteen_lan(text: str) -> None:
    hand = Hand.parse(text)
    assert not is_win(hand, LAN) and not O.is_win(hand, LAN)


@pytest.mark.parametrize(
    ("text", "wins"),
    [
        ("124m258p369s1234z 9m", False),  # 1m and 2m too close, whatever the wildcard is
        ("147m258p369s1123z 9m", False),  # a pair of 东 stays a pair
        ("147m258p369s123z 9m9m", True),  # two wildcards as two of 北白发中
    ],
)
def test_a_wildcard_fills_but_can_not_repair(text: str, wins: bool) -> None:
    grammar = ShapeGrammar(thirteen_lan=True, wild="9m")
    hand = Hand.parse(text)
    assert is_win(hand, grammar) == O.is_win(hand, grammar) == wins


# -- 17-tile hands -------------------------------------------------------------------


def test_five_set_hands() -> None:
    quanzhou = ShapeGrammar(sets=5, wild="5p")  # 金 is this round's 5p
    hand = Hand.parse("123m456m789m123p46p11z 5p", win="5p", self_drawn=True)
    assert hand.size == 17 and is_win(hand, quanzhou)
    found = list(arrangements(hand, quanzhou))
    assert len(found) == len(O.win_readings(hand, quanzhou)) == 1
    assert found[0].wait is W.CLOSED and found[0].wild_assignments == (
        (Tile.from_str("5p"), Tile.from_str("5p")),
    )
    # with melds: two exposed sets, 11 concealed tiles
    melded = Hand.parse("789m123p456p1z 3z", melds="123m 456m@1", win="3z")
    assert melded.size == 17 and not is_win(melded, quanzhou)
    # 游金: the gold alone as the pair, any tile wins
    alone = Hand.parse("123m456m789m123p456p 5p")
    result = waits(alone, quanzhou)
    assert result.any_tile and len(result) == 34
    # a 14-tile hand is the wrong size for five sets
    with pytest.raises(ValueError, match="17"):
        is_win(Hand.parse("123m456p789s11122z"), quanzhou)


# -- the any_tile flag -------------------------------------------------------------------


def test_any_tile_when_a_wildcard_waits_alone() -> None:
    jing = ShapeGrammar(wild="9m")
    # 精吊: four sets and a lone 9m wildcard: every kind pairs with it
    alone = waits(Hand.parse("123m456p789s222z 9m"), jing)
    assert alone.any_tile and len(alone) == 34
    assert all(W.SINGLE in w.shapes for w in alone)
    # the wildcard is needed in a set: 78s+W or 3z+W, so only some kinds win
    busy = waits(Hand.parse("123m456p78s2223z 9m"), jing)
    assert not busy.any_tile
    assert wait_table(Hand.parse("123m456p78s2223z 9m"), jing) == {
        "9m": {W.OPEN, W.SINGLE},  # a second wildcard: 789s + 3z pair, or 678s/789s + ...
        "6s": {W.OPEN},
        "9s": {W.OPEN},
        "3z": {W.SINGLE},  # the wildcard completes 78s, 3z pairs
    }
    # seven pairs: six pairs and a wildcard
    pairs = Hand.parse("1122m3344p5566s 9m")
    assert waits(pairs, jing).any_tile and len(waits(pairs, jing)) == 34
    # without four alike, the six paired kinds can not be a seventh pair
    strict = ShapeGrammar(wild="9m", four_alike_as_two_pairs=False)
    assert waits(pairs, strict).any_tile and len(waits(pairs, strict)) == 28
    # 十三幺: twelve orphans and a wildcard wait on the 13 orphans, not on any tile
    orphans = waits(Hand.parse("19m19p19s123456z 5m"), ShapeGrammar(thirteen_orphans=True, wild="5m"))
    assert not orphans.any_tile
    assert {str(t) for t in orphans.kinds} == {str(t) for t in parse_tiles("19m19p19s1234567z5m")}
    # no wildcard, no flag
    assert not waits(Hand.parse("123m456p789s222z 5m"), DEFAULT).any_tile


def test_flower_wildcards() -> None:
    # Ningbo: a season flower turned up makes all four seasons 百搭
    baida = ShapeGrammar(wild="1234f")
    hand = Hand.parse("123m456p789s22z5z 1f 3f", win="3f", self_drawn=True)
    assert is_win(hand, baida)
    found = list(arrangements(hand, baida))
    assert len(found) == len(O.win_readings(hand, baida)) > 0
    for arrangement in found:
        assert all(w.is_flower and not t.is_flower for w, t in arrangement.wild_assignments)
    # a flower that is not wild can not be among the concealed tiles at all
    with pytest.raises(ValueError, match="5f"):
        is_win(Hand.parse("123m456p789s22z5z 1f 5f"), baida)
    # a waiting hand can draw a wild flower it does not hold, never one it holds
    result = waits(Hand.parse("123m456p789s22z5z 1f"), baida)
    assert {"2f", "3f", "4f"} <= {str(t) for t in result.kinds}
    assert "1f" not in {str(t) for t in result.kinds}


# -- shanten --------------------------------------------------------------------------

SHANTEN = [
    # complete: four sets and a pair
    ("123m456p789s11122z", DEFAULT, -1),
    # ready (对倒)
    ("123m456p789s1122z", DEFAULT, 0),
    # three sets + 东南西北 singles: draw a 东 for the pair and two 南 for a triplet; the first
    # draw leaves it ready -> 2 (8 - 2*3 sets - 0 partials - 0 pair)
    ("123m456p789s1234z", DEFAULT, 2),
    # with honor runs 234z is a set: 4 sets + a lone 1z -> ready on 1z
    ("123m456p789s1234z", RUNS, 0),
    # seven pairs: five pairs + three singles -> pair up two singles, the first makes it
    # ready -> 1. Standard: 55s pair + 4 partials (11 22 33 44 or 12 12 34 34) -> 8 - 4 - 1 = 3
    ("1122m3344p55s123z", DEFAULT, 1),
    ("1122m3344p55s123z", ShapeGrammar(seven_pairs=False), 3),
    # 十三幺: ten orphan kinds (1m9m1p9p1s9s 东南西北), no pair -> 13 - 10 - 0 = 3;
    # standard alone: no set, 3 partials at most -> 6
    ("159m159p159s1234z", DEFAULT, 6),
    ("159m159p159s1234z", ORPHANS, 3),
    # 十三烂: 147m258p369s and 东南西 are 12 of 14 distinct lan tiles (the second 东 is
    # useless): discard 东, draw 北 -> ready; one draw -> 1
    ("147m258p369s1123z", LAN, 1),
    # 七星十三烂 one short: 147m258p + seven honors is ready for any bamboo
    ("147m258p1234567z", LAN, 0),
    # a wildcard 9m: 3 sets + 东 西 白 + W: W pairs 东, draw a second and third 西 -> 1
    ("123m456p789s135z 9m", ShapeGrammar(wild="9m"), 1),
    # two sets, 9s 东 西 白 中 and two wildcards: W+东 is the pair, W+9s a partial set; one
    # draw completes that set, two more make a set of another single -> 3 draws -> 2
    ("123m456p9s1357z 9m9m", ShapeGrammar(wild="9m"), 2),
    # 17 tiles: five sets and a pair
    ("123m456m789m123p456p11z", ShapeGrammar(sets=5), -1),
    # Changsha: four sets + lone 3s: the pair must be 258, draw one, then its partner -> 1
    ("123m456p789s111z3s", ShapeGrammar(pair_ranks={2, 5, 8}), 1),
]


@pytest.mark.parametrize(("text", "grammar", "expected"), SHANTEN, ids=[f"{c[0]}-{c[2]}" for c in SHANTEN])
def test_shanten_worked_by_hand(text: str, grammar: ShapeGrammar, expected: int) -> None:
    hand = Hand.parse(text)
    assert shanten(hand, grammar) == expected
    if expected == -1:
        assert O.is_win(hand, grammar)
    if hand.size == grammar.complete_size - 1:
        assert bool(O.waits(hand, grammar)) == (expected == 0)


def test_shanten_with_wildcards_that_may_stand_only_for_some_kinds() -> None:
    # 1p is wild but may only be 1m: 22233344m 2p 3p W + 111m exposed is not complete,
    # though a wildcard "fitting anywhere" would make 234p; discard W -> 23p waits 1p/4p
    grammar = ShapeGrammar(wild="1p", wild_targets="1m")
    hand = Hand.parse("22233344m123p", melds="111m")
    assert not is_win(hand, grammar)
    assert shanten(hand, grammar) == 0


def test_hand_round_trip_with_and_without_win() -> None:
    hand = Hand.parse("123m456p789s22z 1z1z")
    won = hand.with_win(Tile.from_str("1z"), self_drawn=False)
    assert won.win_tile == Tile.from_str("1z") and won.size == 14 and won.without_win() == hand
    assert str(won) == "123m456p789s11122z win 1z on a discard"
