"""Guangdong 推倒胡: the digest's worked examples, the big hands, horses, ghosts and kong
money, worked out by hand.

N = 1 and seat 0 deals. ``X`` is 1 (小胡) or 2 (a big hand; they do not stack). A
self-draw is paid ``X × (K + 1)`` by each other seat (``horse_mode="add"``: ``X + K``),
``K`` the horses of the winner's seat. Kongs are paid at once: direct 3 by the feeder,
added 1 and concealed 2 by each other seat.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.errors import HandError, RoundError, RulesetError, TileSetError
from majiang.hands import Feature, Hand
from majiang.rulesets import get
from majiang.rulesets.base import Ruleset
from majiang.rulesets.guangdong_tuidaohu import GuangdongTuidaohu, TuidaohuFacts
from majiang.rulesets.guangdong_tuidaohu.ghosts import horse_offset, owned_horses
from majiang.scoring import Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

G = GuangdongTuidaohu()
SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD
KONG = WinMethod.KONG_REPLACEMENT
ROB = WinMethod.ROBBED_KONG
XIAOHU = "123m456p789s111z55s"


def t(text: str) -> Tile:
    return Tile.from_str(text)


def seat(tiles: str, melds: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds))


def win(at: int, tile: str, method: WinMethod = SELF, discarder: int | None = None, **kw: Any) -> Win:
    return Win(seat=at, tile=t(tile), method=method, discarder=discarder, **kw)


def nets(
    seats: dict[int, SeatRecord],
    wins: tuple[Win, ...] = (),
    ruleset: Ruleset = G,
    horses: str = "",
    **kw: Any,
) -> tuple[int, ...]:
    facts = TuidaohuFacts(horses=parse_tiles(horses), **kw)
    return ruleset.settle(Round.build(G, seats=seats, wins=wins, facts=facts)).nets


def score(tiles: str, won: str, *, at: int = 1, ruleset: Ruleset = G, melds: str = "", **ctx: Any) -> Score:
    method = ctx.pop("method", SELF)
    hand = Hand.parse(tiles, melds=melds, win=won, self_drawn=method.self_drawn)
    facts = ctx.pop("facts", TuidaohuFacts())
    return ruleset.score(hand, WinContext(seat=at, dealer=0, method=method, facts=facts, **ctx))


def amounts(result: Score) -> dict[int, int]:
    assert result.can_win, result.reason
    return {p.payer: p.amount for p in result.payments}


# -- the digest's worked examples (N = 1, dealer seat 0) ---------------------------------------

H4 = GuangdongTuidaohu(horses=4)
H4_ADD = GuangdongTuidaohu(horses=4, horse_mode="add")
QINGYISE = "123s456s789s234s99s"

EXAMPLES = [
    # 1. seat 1 self-draws a 小胡, no horses: 1 from each; +3
    pytest.param({1: seat(XIAOHU)}, (win(1, "5s"),), G, "", (-1, 3, -1, -1), id="1-xiaohu"),
    # 2. seat 3 self-draws 清一色 (X = 2) with horses 2s 8p 东 4m: seat 3 is the dealer's
    #    previous seat (4 8 白 北): 8p and 4m → K = 2; each pays 2 × 1 × (2 + 1) = 6; +18
    pytest.param(
        {3: seat(QINGYISE)}, (win(3, "9s"),), H4, "2s8p1z4m", (-6, -6, -6, 18), id="2-horses-multiply"
    ),
    # 3. seat 2 kongs seat 0's 8p (seat 0 pays 3) and wins a 小胡 on the replacement:
    #    杠爆全包, seat 0 pays 3 × 1 = 3 for the win too; seat 2 +6, seat 0 −6
    pytest.param(
        {2: seat("123m456p111z55s", "8888p@0")}, (win(2, "5s", KONG),), G, "", (-6, 0, 6, 0), id="3-gangbao"
    ),
    # 4. seat 1's 暗杠, the round drawn: 2 from each of 0, 2, 3 (kept by default): +6
    pytest.param({1: seat("123m456p789s1z", "(5555s)")}, (), G, "", (-2, 6, -2, -2), id="4-drawn-kong-kept"),
    # 5. horse_mode="add": example 2 becomes 2 × 1 + 2 × 1 = 4 from each; +12
    pytest.param(
        {3: seat(QINGYISE)}, (win(3, "9s"),), H4_ADD, "2s8p1z4m", (-4, -4, -4, 12), id="5-horses-add"
    ),
]


@pytest.mark.parametrize(("seats", "wins", "ruleset", "horses", "expected"), EXAMPLES)
def test_worked_examples(
    seats: dict[int, SeatRecord],
    wins: tuple[Win, ...],
    ruleset: Ruleset,
    horses: str,
    expected: tuple[int, ...],
) -> None:
    assert nets(seats, wins, ruleset, horses) == expected


def test_kong_void_on_draw() -> None:
    # example 4 with kong_void_on_draw: nobody pays
    void = GuangdongTuidaohu(kong_void_on_draw=True)
    assert nets({1: seat("123m456p789s1z", "(5555s)")}, (), void) == (0, 0, 0, 0)
    # with a win the kongs are paid: 小胡 1 + 暗杠 2 from each of 0, 2, 3: +9
    assert nets({1: seat("123m789s55s111z", "(5555p)")}, (win(1, "5s"),), void) == (-3, 9, -3, -3)


# -- the big hands: X = 2, not stacking -----------------------------------------------------

BIG = [
    pytest.param(QINGYISE, "9s", "", "qingyise", id="qingyise"),
    pytest.param("222z333z555z66z", "6z", "111z@0", "ziyise", id="ziyise"),
    pytest.param("1122m3344p5566s77z", "7z", "", "qidui", id="qidui"),
    # four alike without a kong are two pairs
    pytest.param("1111m3344p5566s77z", "7z", "", "qidui", id="qidui-four-alike"),
    pytest.param("111m999p555s777s22z", "2z", "", "sianke", id="sianke-self-drawn"),
    pytest.param("22z", "2z", "(1111m) 9999p@0 5555s+ (7777s)", "shibaluohan", id="shibaluohan"),
    pytest.param("123m555z666z777z99p", "9p", "", "dasanyuan", id="dasanyuan"),
    pytest.param("111z222z333z444z99p", "9p", "", "dasixi", id="dasixi"),
    pytest.param("123m111z222z333z44z", "4z", "", "xiaosixi", id="xiaosixi"),
    pytest.param("19m19p19s12345677z", "7z", "", "shisanyao", id="shisanyao"),
    # 字一色 and 大四喜 and 四暗刻 at once: still 2 (the top)
    pytest.param("111z222z333z444z55z", "5z", "", None, id="no-stacking"),
]


@pytest.mark.parametrize(("tiles", "won", "melds", "key"), BIG)
def test_big_hands_pay_two(tiles: str, won: str, melds: str, key: str | None) -> None:
    result = score(tiles, won, melds=melds)
    # X = 2 from each of the three others
    assert amounts(result) == {2: 2, 3: 2, 0: 2}
    rows = {a.item.key for a in result.awards}
    assert len(rows) == 1
    if key is not None:
        assert rows == {key}


def test_xiaohu_and_sianke_on_a_discard_needs_a_single_wait() -> None:
    dw = GuangdongTuidaohu(allow_discard_win=True)
    # 四暗刻 completed by a discard on a pon wait: a triplet from a discard is not concealed: 小胡 1
    assert amounts(score("111m999p555s777s22z", "7s", ruleset=dw, method=FED, discarder=3)) == {3: 1}
    # on the single wait (the pair): 四暗刻 2, the discarder pays
    assert amounts(score("111m999p555s777s22z", "2z", ruleset=dw, method=FED, discarder=3)) == {3: 2}


def test_sianke_reads_the_wait_only_where_a_win_may_not_be_self_drawn() -> None:
    """Self-draw only (the default, no 抢杠): every win scored is self-drawn, so 四暗刻 reads
    no wait and the search need not tell waits apart; a discard win or a robbed kong reads it."""

    def sianke_reads(ruleset: GuangdongTuidaohu) -> frozenset[Feature] | None:
        return next(item.reads for item in ruleset.table() if item.key == "sianke")

    assert sianke_reads(GuangdongTuidaohu()) == frozenset({Feature.SHAPE, Feature.KINDS})
    whole = frozenset({Feature.SHAPE, Feature.KINDS, Feature.WIN})
    assert sianke_reads(GuangdongTuidaohu(allow_discard_win=True)) == whole
    assert sianke_reads(GuangdongTuidaohu(rob_kong=True)) == whole
    # self-drawn on a pon wait (7s), not the single wait: still 四暗刻 2 from each of three
    assert amounts(score("111m999p555s777s22z", "7s")) == {2: 2, 3: 2, 0: 2}


# -- options ----------------------------------------------------------------------------------


def test_self_draw_only_by_default() -> None:
    result = score(XIAOHU, "5s", method=FED, discarder=0)
    assert not result.can_win
    assert "只能自摸" in (result.reason or "")
    # allow_discard_win: the discarder alone pays X = 1
    assert amounts(
        score(XIAOHU, "5s", ruleset=GuangdongTuidaohu(allow_discard_win=True), method=FED, discarder=0)
    ) == {0: 1}


def test_rob_kong() -> None:
    # seat 1 robs seat 2's added 5p (seat 2 shows 555p) with a 小胡
    seats = {1: seat("123m456p789s111z55s"), 2: seat("1234m678m234s", "555p@3")}
    wins = (win(1, "5p", ROB, 2),)
    # off by default
    with pytest.raises(RoundError, match=r"robs no kong unless the option rob_kong=True"):
        nets(seats, wins)
    # 抢杠全包: scored as a self-draw (1 from each), the konger pays 3 × 1 = 3
    assert nets(seats, wins, GuangdongTuidaohu(rob_kong=True)) == (0, 3, -3, 0)


def test_qidui_double() -> None:
    # 七对子 X = 2, ×2 七对加番 = 4 from each; +12
    result = score("1122m3344p5566s77z", "7z", ruleset=GuangdongTuidaohu(qidui_double=True))
    assert amounts(result) == {2: 4, 3: 4, 0: 4}


GHOSTS = [
    # 白 ghosts: 123m 456p 789s 111z + 5s and a 白 standing for 5s: 小胡 1 from each
    pytest.param(
        {"bai_ghost": True}, "123m456p789s111z5s5z", "5s", None, {2: 1, 3: 1, 0: 1}, id="bai-ghost-pair"
    ),
    # 无鬼加倍: the same hand with no ghost: 1 × 2 = 2 from each
    pytest.param(
        {"bai_ghost": True, "no_ghost_double": True},
        XIAOHU,
        "5s",
        None,
        {2: 2, 3: 2, 0: 2},
        id="no-ghost-double",
    ),
    # 无鬼加倍 does not apply when a ghost is held: 1
    pytest.param(
        {"bai_ghost": True, "no_ghost_double": True},
        "123m456p789s111z5s5z",
        "5s",
        None,
        {2: 1, 3: 1, 0: 1},
        id="ghost-held-no-double",
    ),
    # flip_ghost=1, 9m turned up: 1m is the ghost (successor wraps); 1m stands for 5s
    pytest.param({"flip_ghost": 1}, "123m456p789s111z5s1m", "5s", "9m", {2: 1, 3: 1, 0: 1}, id="flip-one"),
    # flip_ghost=2, 8m turned up: 9m and 1m are ghosts; 9m 1m stand for 55s
    pytest.param({"flip_ghost": 2}, "123m456p789s111z1m9m", "1m", "8m", {2: 1, 3: 1, 0: 1}, id="flip-two"),
]


@pytest.mark.parametrize(("options", "tiles", "won", "indicator", "expected"), GHOSTS)
def test_ghosts(
    options: dict[str, Any], tiles: str, won: str, indicator: str | None, expected: dict[int, int]
) -> None:
    ruleset = GuangdongTuidaohu(**options)
    result = score(tiles, won, ruleset=ruleset, indicator=t(indicator) if indicator else None)
    assert amounts(result) == expected


def test_four_ghosts_win_only_on_the_deal() -> None:
    bai = GuangdongTuidaohu(bai_ghost=True)
    tiles = "1357m2468p19s5555z"
    # the dealer's first 14 with four 白: wins at once, 小胡 1 from each
    assert amounts(score(tiles, "5z", at=0, ruleset=bai, first_draw=True)) == {1: 1, 2: 1, 3: 1}
    later = score(tiles, "5z", at=0, ruleset=bai)
    assert not later.can_win
    assert "四鬼胡牌" in (later.reason or "")


def test_horses_belong_to_seats() -> None:
    # 1 5 9 东 dealer; 2 6 中 南 next; 3 7 发 西 opposite; 4 8 白 北 previous
    table = {"1m": 0, "5p": 0, "9s": 0, "1z": 0, "2m": 1, "6s": 1, "7z": 1, "2z": 1}
    table |= {"3p": 2, "7m": 2, "6z": 2, "3z": 2, "4s": 3, "8m": 3, "5z": 3, "4z": 3}
    assert {k: horse_offset(t(k)) for k in table} == table
    # dealer at seat 2: seat 1 is the dealer's previous: 4s 8m 白 → K = 3 of these 4
    assert owned_horses(parse_tiles("4s8m5z1z"), seat=1, dealer=2) == 3


def test_horses_with_a_kong_win_multiply_the_win_not_the_kong() -> None:
    # seat 1 小胡 with an added kong, horses=2: 2m 6s are seat 1's → K = 2: win 1 × 3 = 3, kong 1
    # from each: 4 from each, +12
    h2 = GuangdongTuidaohu(horses=2)
    assert nets({1: seat("123m789s55s111z", "5555p+")}, (win(1, "5s"),), h2, "2m6s") == (
        -4,
        12,
        -4,
        -4,
    )


def test_gen_zhuang() -> None:
    gz = GuangdongTuidaohu(gen_zhuang=True)
    # 跟庄: the dealer pays 1 to each other seat; then seat 1's 小胡: 1 from each
    assert nets({1: seat(XIAOHU)}, (win(1, "5s"),), gz, gen_zhuang=True) == (-4, 4, 0, 0)
    with pytest.raises(RoundError, match=r"round.facts.gen_zhuang needs the option gen_zhuang=True"):
        nets({1: seat(XIAOHU)}, (win(1, "5s"),), G, gen_zhuang=True)


# -- refusals and bad input -------------------------------------------------------------------


def test_horse_counts_are_checked() -> None:
    with pytest.raises(
        RoundError, match=r"the option horses=4 turns up 4 horses, got 2 in round.facts.horses"
    ):
        nets({3: seat(QINGYISE)}, (win(3, "9s"),), H4, "2s8p")
    with pytest.raises(RoundError, match=r"a drawn round turns up 0 horses, got 1"):
        nets({}, (), H4, "2s")
    # horses are wall tiles: a fifth 9s is refused
    with pytest.raises(TileSetError, match=r"9s"):
        nets({3: seat("123s456s789s999s11s")}, (win(3, "1s"),), H4, "9s9s1z4m")


@pytest.mark.parametrize(
    ("options", "match"),
    [
        ({"horses": 21}, r"option horses=21 for 'guangdong_tuidaohu': must be an int 0\.\.20"),
        ({"horse_mode": "times"}, r"option horse_mode='times'.*'multiply' or 'add'"),
        ({"flip_ghost": 3}, r"option flip_ghost=3.*0, 1 or 2"),
        ({"rob_kong": "yes"}, r"option rob_kong='yes'.*True or False"),
        ({"ghosts": 1}, r"unknown option 'ghosts' for 'guangdong_tuidaohu'"),
    ],
)
def test_bad_options(options: dict[str, Any], match: str) -> None:
    with pytest.raises(RulesetError, match=match):
        GuangdongTuidaohu(**options)


def test_bad_hands_and_claims() -> None:
    with pytest.raises(HandError, match=r"does not allow a claimed sequence like '789s@0'"):
        score("123m456p111z55s", "5s", melds="789s@0")
    with pytest.raises(HandError, match=r"holds 11 tiles .* has 14"):
        score("123m456p111z55s", "5s")
    with pytest.raises(TileSetError, match=r"tile '1f' is not in the 136-tile set 'standard'"):
        score("123m456p789s111z5s1f", "5s")
    with pytest.raises(RoundError, match=r"guangdong_tuidaohu has no wildcards"):
        score(XIAOHU, "5s", indicator=t("1m"))
    with pytest.raises(RoundError, match=r"needs its TuidaohuFacts, got 3"):
        score(XIAOHU, "5s", facts=3)


def test_registered() -> None:
    assert get("推倒胡").name == "guangdong_tuidaohu"


SAMPLES = G.samples()


@settings(max_examples=60, deadline=None)
@given(index=st.integers(0, len(SAMPLES) - 1), void=st.booleans())
def test_samples_are_zero_sum(index: int, void: bool) -> None:
    _name, round_ = SAMPLES[index]
    ruleset = GuangdongTuidaohu(kong_void_on_draw=void)
    try:
        result = ruleset.settle(round_)
    except RoundError:
        return
    assert sum(result.nets) == 0
    assert all(tr.amount > 0 for tr in result.transfers)
    if void and round_.drawn:
        assert result.transfers == ()
    assert attrs.evolve(round_).facts == round_.facts


def test_facts_left_out_are_the_defaults() -> None:
    # no facts: no horses, no 跟庄; a 小胡 self-drawn by seat 1 is 1 from each (+3), and the
    # option horses=2 then misses its two horses
    round_ = Round.build(G, seats={1: seat(XIAOHU)}, wins=(win(1, "5s"),))
    assert G.settle(round_).nets == (-1, 3, -1, -1)
    with pytest.raises(RoundError, match="turns up 2 horses, got 0"):
        get("guangdong_tuidaohu", horses=2).settle(round_)


def test_dasanyuan_takes_each_dragon_once() -> None:
    # ghosts 白 1m 2m (indicator 9m): 1112222m 5555z are eleven ghosts, a pon of 888p; the
    # first reading to make a big hand has three dragon triplets: 中 发 白, not 白 three times
    # (a decision: ghosts may stand for a face more than four times). X = 2, each seat pays 2.
    ruleset = get("guangdong_tuidaohu", bai_ghost=True, flip_ghost=2)
    hand = Hand.parse("1112222m5555z", melds="888p", win="2m", self_drawn=True)
    score = ruleset.score(hand, WinContext(seat=1, indicator=t("9m")))
    assert [a.item.key for a in score.awards] == ["dasanyuan"]
    assert [p.amount for p in score.payments] == [2, 2, 2]
    assert score.arrangement is not None
    dragons = {m.tiles[0] for m in score.arrangement.melds if m.kind.is_set and m.tiles[0].is_honor}
    assert dragons == {t("5z"), t("6z"), t("7z")}


def test_xiaosixi_needs_the_fourth_wind_as_the_pair() -> None:
    # no ghost held: 111z 222z 333z, the pair 44z (北) and 345s: 小四喜, X = 2
    ruleset = get("guangdong_tuidaohu", bai_ghost=True)
    context = WinContext(seat=1)
    won = ruleset.score(Hand.parse("111222333z44z345s", win="5s", self_drawn=True), context)
    assert [a.item.key for a in won.awards] == ["xiaosixi"]
    # 1111z and a ghost (白): the pair is 东 again (1z and the ghost), no 北: not 小四喜;
    # the ghost can not make another pair, and 345s is no triplet (no 四暗刻): 小胡, X = 1
    plain = ruleset.score(Hand.parse("1111222333z5z345s", win="5s", self_drawn=True), context)
    assert [a.item.key for a in plain.awards] == ["xiaohu"]
    assert [p.amount for p in plain.payments] == [1, 1, 1]
