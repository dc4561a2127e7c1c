"""Ningbo (宁波 台): every item worked out by hand, the requirements, claims, whole rounds.

Throughout, the turned-up tile is 9s (百搭 9s, 3 live) unless a test says otherwise,
seat 0 deals (east), the prevailing wind is east, and every payer pays
``1 + Σ台``: the whole score from each of three on a self-draw, from the
discarder (or konger) alone otherwise.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import HandError, RoundError, RulesetError, TileSetError
from majiang.hands import Hand, Meld, arrangements
from majiang.rulesets import get
from majiang.rulesets.ningbo import (
    Ningbo,
    can_chi,
    can_pon,
    check_discard_after_chi,
    chi_options,
    forbidden_discards_after_chi,
)
from majiang.rulesets.ningbo.baida import caishen_dandiao, drawn_baida, wait_kinds
from majiang.rulesets.ningbo.table import TAI_ITEMS
from majiang.scoring import Evaluation, Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles
from tests.scoring.corpus import corpus

N = Ningbo()
NINE_S = Tile.from_str("9s")
SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD

EDGE = "123m456m789m12p55p3p"  # 123m 456m 789m 123p 55p, won on the 3 of 12p


def t(text: str) -> Tile:
    return Tile.from_str(text)


def score(
    tiles: str,
    win: str,
    *,
    seat: int = 1,
    method: WinMethod = SELF,
    discarder: int | None = None,
    melds: str = "",
    flowers: str = "",
    indicator: str = "9s",
    **context: Any,
) -> Score:
    hand = Hand.parse(tiles, melds=melds, flowers=flowers, win=win, self_drawn=method.self_drawn)
    ctx = WinContext(
        seat=seat, dealer=0, method=method, discarder=discarder, indicator=t(indicator), **context
    )
    return N.score(hand, ctx)


def keys(result: Score) -> list[str]:
    assert result.can_win, result.reason
    return [a.item.key for a in result.awards]


def tai(result: Score) -> int:
    assert result.can_win, result.reason
    return sum(a.value for a in result.awards)


def amounts(result: Score) -> dict[int, int]:
    assert result.can_win, result.reason
    return {p.payer: p.amount for p in result.payments}


# -- the table and its identity ------------------------------------------------------------------


def test_identity() -> None:
    n = get("宁波")
    assert (n.name, n.tile_set.size, n.hand_size, n.wildcards().name) == ("ningbo", 144, 13, "百搭")
    assert N.grammar.sets == 4 and not N.grammar.seven_pairs
    assert N.formula()(7) == 8  # 1 + Σ台


def test_unknown_option() -> None:
    with pytest.raises(RulesetError, match="unknown option 'cap' for 'ningbo'"):
        get("ningbo", cap=10)


# -- the wait items ------------------------------------------------------------------------------


def test_edge_pinghu_self_draw_hard() -> None:
    # 自摸 1 + 平糊 1 + 边 1 + 硬糊 1 = 4 台; each of three pays 1 + 4 = 5
    result = score(EDGE, "3p")
    assert keys(result) == ["self_draw", "pinghu", "edge", "hard"]
    assert amounts(result) == {2: 5, 3: 5, 0: 5}


def test_closed() -> None:
    # 13p waits on 2p alone: 自摸 1 + 平糊 1 + 夹 1 + 硬糊 1 = 4 台 -> 5 each
    result = score("123m456m789m13p55p2p", "2p")
    assert keys(result) == ["self_draw", "pinghu", "closed", "hard"]
    assert amounts(result) == {2: 5, 3: 5, 0: 5}


def test_single() -> None:
    # 123p + lone 5p waits on 5p alone: 自摸 1 + 平糊 1 + 单吊 1 + 硬糊 1 = 4 -> 5
    result = score("123m456m789m123p5p5p", "5p")
    assert keys(result) == ["self_draw", "pinghu", "single", "hard"]
    assert tai(result) == 4


def test_edge_needs_a_one_kind_wait() -> None:
    # 12345678m 11m 999m@: won on 3m reads as 123m (edge) but 3m, 6m, 9m, ... also win:
    # no 边, so 排糊 0; 自摸 1 + 硬糊 1 + 清一色 4 = 6 台 -> 7 each
    result = score("11123345678m", "3m", seat=2, melds="999m@1")
    assert keys(result) == ["self_draw", "paihu", "hard", "one_suit"]
    assert amounts(result) == {3: 7, 0: 7, 1: 7}
    ready = Hand.parse("1112345678m", melds="999m@1")
    assert len(wait_kinds(ready, NINE_S)) > 1


def test_single_needs_a_one_kind_wait() -> None:
    # 1112m + 2m: 111m + 22m is a single-wait reading, but the ready 1112m also waits on 3m
    # (11m + 123m): no 单吊. 123p 456p 789p 111m 22m: 自摸 1 + 排糊 0 + 硬糊 1 = 2 台,
    # refused by the minimum
    result = score("123p456p789p11122m", "2m")
    assert not result.can_win and "不满4台" in str(result.reason)


def test_paihu_example_from_the_source() -> None:
    # 123m 456m 777m 88m 23m won on 4m (open wait): 排糊 0; 自摸 1 + 硬糊 1 + 清一色 4 = 6
    result = score("123m456m777m88m23m4m", "4m")
    assert keys(result) == ["self_draw", "paihu", "hard", "one_suit"]
    assert tai(result) == 6


def test_pair_or_pair_all_triplets_dragon_winds() -> None:
    # seat 1 (south), south round, on seat 3's discard of 2z: 对倒 1 + 碰碰糊 2 + 硬糊 1
    # + 中 1 + 位风 南 1 + 圈风 南 1 = 7 台; seat 3 alone pays 1 + 7 = 8
    result = score("111m555p777z11z222z", "2z", method=FED, discarder=3, prevailing_wind=1)
    assert keys(result) == ["pair_or_pair", "all_triplets", "hard", "dragon", "seat_wind", "prevailing_wind"]
    assert amounts(result) == {3: 8}


def test_seat_and_prevailing_wind_are_separate_without_the_double() -> None:
    # east round: the 南 triplet is only seat 1's 位风: 7 - 1 = 6 台 -> 7
    result = score("111m555p777z11z222z", "2z", method=FED, discarder=3)
    assert "prevailing_wind" not in keys(result) and amounts(result) == {3: 7}


def test_pinghu_pair_may_not_be_a_scoring_honor() -> None:
    # pair 东 (the prevailing wind): no 平糊. 自摸 1 + 边 1 + 硬糊 1 = 3: refused
    assert not score("123m456m789m12p11z3p", "3p").can_win
    # pair 北 (neither seat 1's wind nor the round's): 平糊 again, 4 台
    assert keys(score("123m456m789m12p44z3p", "3p")) == ["self_draw", "pinghu", "edge", "hard"]
    # pair 南 (seat 1's own wind): no 平糊, 3 台: refused
    assert not score("123m456m789m12p22z3p", "3p").can_win


@pytest.mark.parametrize("pair", ["55z", "66z", "77z"], ids=["white", "green", "red"])
def test_pinghu_allows_a_dragon_pair(pair: str) -> None:
    # issue 14 item 11 — 将头不可以是含台数的风牌: only a wind that scores 台 bars 平糊; a dragon
    # pair scores no 台 (only a dragon triplet does). 123m 456m 789m 123p + dragon pair, won on
    # the 3 of 12p by seat 1: 自摸 1 + 平糊 1 + 边 1 + 硬糊 1 = 4 台 -> 1 + 4 = 5 from each
    result = score(f"123m456m789m12p{pair}3p", "3p")
    assert keys(result) == ["self_draw", "pinghu", "edge", "hard"]
    assert amounts(result) == {2: 5, 3: 5, 0: 5}


def test_dadiao_counts_single_too() -> None:
    # the dealer, four honor pons, on seat 2's discard of 1z: 单吊 1 + 大吊 1 + 碰碰糊 2 + 硬糊 1
    # + 字一色 8 + 中发白 ×3 = 16 台 -> seat 2 pays 17
    result = score("11z", "1z", seat=0, method=FED, discarder=2, melds="555z@3 666z@1 777z@2 222z@3")
    assert keys(result) == ["single", "dadiao", "all_triplets", "hard", "all_honors", "dragon"]
    assert amounts(result) == {2: 17}


# -- 百搭 -----------------------------------------------------------------------------------------


def test_caishen_dandiao_self_drawn() -> None:
    # ready 111z 222z 777z 234p + 9s: any tile wins. 自摸 1 + 单吊 1 + 混一色 2 + 中 1
    # + 位风 南 1 + 圈风 东 1 = 7 台 -> 8 each (the 百搭 stands for 5p: no 硬糊)
    result = score("111z222z777z234p9s5p", "5p")
    assert keys(result) == [
        "self_draw",
        "single",
        "half_flush",
        "dragon",
        "seat_wind",
        "prevailing_wind",
    ]
    assert amounts(result) == {2: 8, 3: 8, 0: 8}
    assert caishen_dandiao(Hand.parse("111z222z777z234p9s"), NINE_S)


def test_caishen_dandiao_not_on_a_discard_nor_a_robbed_kong() -> None:
    for method in (FED, WinMethod.ROBBED_KONG):
        result = score("111z222z777z234p9s5p", "5p", method=method, discarder=0)
        assert not result.can_win and result.reason is not None and "财神单吊只能自摸" in result.reason


def test_three_caishen_seasons_wild() -> None:
    # 秋 turned up: 春 夏 冬 are 百搭 (秋 is out of play) and sit among the concealed tiles.
    # 1234m 567s 9s + three 百搭 + 999p pon, 梅兰竹菊 set aside, seat 1 draws 9s:
    # 自摸 1 + 单吊 1 (财神单吊) + 三财神 3 + 梅兰竹菊 2 = 7 台 -> 8 each
    result = score("1234m567s9s1f2f4f", "9s", melds="999p", flowers="5678f", indicator="3f")
    assert keys(result) == ["self_draw", "single", "three_baida", "four_plants"]
    assert amounts(result) == {2: 8, 3: 8, 0: 8}


def test_hard_is_broken_by_a_baida_even_at_its_own_face() -> None:
    # issue 14 item 10 — 硬糊: 手中没百搭. Seat 1 holds all eight flowers and self-draws 9p:
    # 345m 678p 234s 678s 99p (the ready hand waits on 9p or 6p: no 单吊).
    # 百搭 9s, none in hand: 自摸 1 + 平糊 1 + 硬糊 1 + 八花 8 = 11 台 -> 1 + 11 = 12 each
    held = score("345m678p234s678s99p", "9p", flowers="12345678f")
    assert keys(held) == ["self_draw", "pinghu", "hard", "eight_flowers"]
    assert amounts(held) == {2: 12, 3: 12, 0: 12}
    # 百搭 5m: the 5m of 345m is a 百搭 held at its own face: no 硬糊 -> 10 台 -> 11 each
    face = score("345m678p234s678s99p", "9p", flowers="12345678f", indicator="5m")
    assert keys(face) == ["self_draw", "pinghu", "eight_flowers"]
    assert amounts(face) == {2: 11, 3: 11, 0: 11}


def test_three_caishen_at_their_own_face_are_not_hard() -> None:
    # the 555m hand, 百搭 5m: read at its face (555m 789p 123s 111z 44z) it earns
    # 自摸 1 + 单吊 1 + 三财神 3 + 圈风 东 1 = 6 台 and no longer 硬糊; the three 百搭 standing
    # for a second 东 triplet (111z 111z) earn 圈风 twice: 1 + 1 + 3 + 2 = 7 台, the best
    # reading -> 1 + 7 = 8 each. The ready hand waits on any tile (55m + 4z make a set): 单吊.
    result = score("555m789p123s111z44z", "4z", indicator="5m")
    assert keys(result) == ["self_draw", "single", "three_baida", "prevailing_wind"]
    assert amounts(result) == {2: 8, 3: 8, 0: 8}


def test_a_baida_won_on_a_discard_counts_for_its_face_only() -> None:
    # 9s discarded: this hand needs 5p, and the 9s can not stand for it
    result = score("111z222z777z234p5p9s", "9s", method=FED, discarder=2)
    assert not result.can_win and "打出的百搭不作百搭" in str(result.reason)
    # as its own face it may win: 111z 222z 777z 22s 789s; seat 1 (south), on a discard:
    # 排糊 0 (78s waits 6s or 9s: no 边) + 中 1 + 位风 南 1 + 圈风 东 1 + 混一色 2 = 5 台; the
    # won 9s is a 百搭 in hand, so no 硬糊 (手中没百搭) -> 1 + 5 = 6
    face = score("111z222z777z22s78s9s", "9s", method=FED, discarder=2)
    assert keys(face) == ["paihu", "half_flush", "dragon", "seat_wind", "prevailing_wind"]
    assert amounts(face) == {2: 6}
    # drawn by the winner, the same 9s may stand for anything: it is his own 百搭, not 三财神 (one)
    drawn = Hand.parse("111z222z777z234p5p9s", win="9s", self_drawn=True)
    assert drawn_baida(drawn, NINE_S) == 1


def test_wait_kinds_count_a_baida_only_at_its_own_face() -> None:
    # 百搭 5m; 46m waits on 5m: drawing a 5m completes it as 5m, so one kind
    ready = Hand.parse("46m123p456p789p44z")
    assert wait_kinds(ready, t("5m")) == frozenset({t("5m")})
    # the 5m stands for itself: 自摸 1 + 平糊 1 + 夹 1 = 3 台 (the 5m is a 百搭 in hand: no
    # 硬糊), + seat 1's own season 夏 1 = 4 台
    assert keys(score("46m5m123p456p789p44z", "5m", indicator="5m", flowers="2f")) == [
        "self_draw",
        "pinghu",
        "closed",
        "own_season",
    ]


# -- circumstances ---------------------------------------------------------------------------------


def test_kong_flower_on_the_last_tile() -> None:
    # after the 中 concealed kong the replacement is the wall's last tile: 自摸 1 + 夹 1
    # + 杠上开花 1 + 硬糊 1 + 海捞 1 + 中发白 1 = 6 台 -> 7 each
    result = score(
        "123m456m13p55p2p", "2p", melds="(7777z)", method=WinMethod.KONG_REPLACEMENT, last_tile=True
    )
    assert keys(result) == ["self_draw", "closed", "kong_flower", "hard", "haidi", "dragon"]
    assert amounts(result) == {2: 7, 3: 7, 0: 7}


def test_haidi_needs_a_self_draw() -> None:
    # 海捞 is drawing the last tile; a win on the last discard earns nothing for it
    fed = score("123m456m789m13p55p2p", "2p", method=FED, discarder=0, last_tile=True)
    assert not fed.can_win  # 平糊 1 + 夹 1 + 硬糊 1 = 3 台
    assert "haidi" in keys(score("123m456m789m13p55p2p", "2p", last_tile=True))


def test_robbed_kong() -> None:
    # 抢杠 1 + 平糊 1 + 边 1 + 硬糊 1 = 4 台: the konger pays 5
    result = score(EDGE, "3p", method=WinMethod.ROBBED_KONG, discarder=2)
    assert keys(result) == ["pinghu", "edge", "hard", "robbed_kong"]
    assert amounts(result) == {2: 5}


def test_tianhu_and_dihu() -> None:
    # 天胡: 自摸 1 + 平糊 1 + 硬糊 1 + 天胡 8 = 11 台 -> 12 each
    heaven = score("123m456m789m234p55p", "5p", seat=0, first_draw=True)
    assert "tianhu" in keys(heaven) and amounts(heaven) == {1: 12, 2: 12, 3: 12}
    # 地胡 on the dealer's first discard: 平糊 1 + 硬糊 1 + 地胡 6 = 8 -> the dealer pays 9
    earth = score("123m456m789m234p55p", "5p", seat=2, method=FED, discarder=0, first_draw=True)
    assert "dihu" in keys(earth) and amounts(earth) == {0: 9}


def test_first_draw_must_be_tianhu_or_dihu() -> None:
    with pytest.raises(RoundError, match="first_draw marks 天胡"):
        score("123m456m789m234p55p", "5p", seat=2, method=FED, discarder=1, first_draw=True)
    with pytest.raises(RoundError, match="first_draw"):
        score("123m456m789m234p55p", "5p", seat=2, first_draw=True)


def test_suits() -> None:
    # 混一色: 123m 456m 789m 333z + 55m won on 5m in 4_6m: 自摸 1 + 夹 1 + 硬糊 1 + 混一色 2 = 5
    half = score("123456789m333z5m5m", "5m", seat=3)
    assert keys(half) == ["self_draw", "closed", "hard", "half_flush"]
    assert tai(half) == 5


# -- flowers ---------------------------------------------------------------------------------------


def test_own_seat_flowers() -> None:
    # seat 3 (north): 冬 4f and 菊 8f are his, 春 1f is not: 1 + 1 + 4 (EDGE) = 6 台
    result = score(EDGE, "3p", seat=3, flowers="148f")
    assert keys(result)[-2:] == ["own_season", "own_plant"] and tai(result) == 6


def test_four_seasons_replace_the_own_season() -> None:
    # seat 2 (west): 春夏秋冬 2 in place of 秋 1, + 竹 1, + EDGE's 4 = 7 台 -> 8 each
    result = score(EDGE, "3p", seat=2, flowers="12347f")
    assert keys(result)[-2:] == ["own_plant", "four_seasons"] and tai(result) == 7


def test_eight_flowers() -> None:
    # all eight: 8 in place of everything flower, + EDGE's 4 = 12 台 -> 13 each
    result = score(EDGE, "3p", seat=0, flowers="12345678f")
    assert keys(result)[-1] == "eight_flowers" and amounts(result) == {1: 13, 2: 13, 3: 13}


def test_a_wild_flower_is_no_flower() -> None:
    with pytest.raises(HandError, match="1f is a 百搭 this round"):
        score(EDGE, "3p", flowers="1f", indicator="3f")


def test_a_plain_flower_may_not_sit_among_the_concealed_tiles() -> None:
    with pytest.raises(HandError, match="flower '1f'"):
        score("123m456m789m12p5p1f3p", "3p")


# -- claims ----------------------------------------------------------------------------------------


def test_chi_and_pon_with_baida() -> None:
    wild = (t("5m"),)
    hand = Hand.parse("2346m77m")
    assert can_chi(hand, t("4m"), parse_tiles("23m"), wild)
    assert not can_chi(hand, t("5m"), parse_tiles("46m"), wild)  # a discarded 百搭
    assert not can_chi(Hand.parse("45m"), t("6m"), parse_tiles("45m"), wild)  # a 百搭 helping
    assert not can_chi(hand, t("4m"), parse_tiles("26m"), wild)  # not a sequence
    assert not can_chi(hand, t("1m"), parse_tiles("23m8m"), wild)  # three tiles
    assert chi_options(hand, t("4m"), wild) == ((t("2m"), t("3m")),)
    assert chi_options(hand, t("1z"), wild) == ()
    assert can_pon(hand, t("7m"), wild) and not can_pon(Hand.parse("55m"), t("5m"), wild)
    assert N.can_chi(hand, t("5m"), parse_tiles("34m"), indicator=t("9s"))
    assert not N.can_pon(Hand.parse("99s"), t("9s"), indicator=t("9s"))
    assert N.chi_options(hand, t("5m"), indicator=t("9s")) == (
        (t("3m"), t("4m")),
        (t("4m"), t("6m")),
        (t("6m"), t("7m")),
    )


def test_chi_zhang_da_zhang() -> None:
    meld = Meld.parse("123m")
    assert forbidden_discards_after_chi(meld, t("1m")) == (t("1m"), t("4m"))
    assert forbidden_discards_after_chi(meld, t("3m")) == (t("3m"),)  # 12m: 0m does not exist
    assert forbidden_discards_after_chi(Meld.parse("456p"), t("5p")) == (t("5p"),)
    assert N.forbidden_discards_after_chi(Meld.parse("789s"), t("9s")) == (t("6s"), t("9s"))
    check_discard_after_chi(meld, t("1m"), t("5m"))
    with pytest.raises(RoundError, match="吃张打张"):
        N.check_discard_after_chi(meld, t("1m"), t("4m"))
    with pytest.raises(RoundError, match="not the claimed tile"):
        forbidden_discards_after_chi(Meld.parse("777z"), t("7z"))


def test_a_claimed_meld_may_not_hold_a_baida() -> None:
    with pytest.raises(HandError, match="holds a 百搭"):
        score("123m456m789m33p", "3p", melds="9s78s@0")  # a chi with the 百搭 9s
    with pytest.raises(HandError, match="holds a 百搭"):
        score("123m789m123p33p", "3p", melds="555m@0", indicator="5m")  # a pon of 百搭


# -- bad input -------------------------------------------------------------------------------------


def test_wrong_hand_size() -> None:
    with pytest.raises(HandError, match=r"holds 12 tiles .* has 14"):
        score("123m456m789m12p3p", "3p")


def test_missing_indicator() -> None:
    hand = Hand.parse(EDGE, win="3p", self_drawn=True)
    with pytest.raises(RoundError, match="百搭 indicator"):
        N.score(hand, WinContext(seat=1))


def test_the_turned_up_tile_is_out_of_play() -> None:
    # four 9s in hand, but one 9s is turned up
    with pytest.raises(TileSetError, match="9s"):
        score("123m456m789m9999s3p", "3p")


# -- whole rounds ----------------------------------------------------------------------------------


def _round(seats: dict[int, SeatRecord], wins: tuple[Win, ...], **kw: Any) -> Round:
    from majiang.rulesets.ningbo.samples import _round as sample_round

    return sample_round(seats, wins, **kw)


def _seat(tiles: str, melds: str = "") -> SeatRecord:
    return SeatRecord.parse(tiles, melds=melds)


def test_round_self_draw() -> None:
    round_ = _round({1: _seat(EDGE)}, (Win(seat=1, tile=t("3p")),))
    settlement = N.settle(round_)
    assert settlement.nets == (-5, 15, -5, -5)
    assert all("边 edge wait (3 of 12, 7 of 89) 1台" in tr.lines for tr in settlement.transfers)


def test_round_dealer_self_draw() -> None:
    # the dealer pays and receives like anyone: no dealer item
    round_ = _round({0: _seat("123m456m789m13p55p2p")}, (Win(seat=0, tile=t("2p")),))
    assert N.settle(round_).nets == (15, -5, -5, -5)


def test_round_discard() -> None:
    win = Win(seat=1, tile=t("2z"), method=FED, discarder=3)
    round_ = _round({1: _seat("111m555p777z11z222z")}, (win,), prevailing_wind=1)
    assert N.settle(round_).nets == (0, 8, 0, -8)


def test_round_robbed_kong() -> None:
    win = Win(seat=1, tile=t("3p"), method=WinMethod.ROBBED_KONG, discarder=2)
    round_ = _round({1: _seat(EDGE), 2: _seat("2229m345s678s", melds="333p@0")}, (win,))
    assert N.settle(round_).nets == (0, 5, -5, 0)


def test_round_drawn_is_void_and_the_dealer_stays() -> None:
    round_ = _round({2: _seat("111z222z777z234p9s")}, (), dealer=3)
    assert N.settle(round_).transfers == ()
    assert N.next_deal(round_, N.settle(round_)) == (3, 1)


def test_next_dealer() -> None:
    own = _round({0: _seat("123m456m789m13p55p2p")}, (Win(seat=0, tile=t("2p")),))
    other = _round({1: _seat(EDGE)}, (Win(seat=1, tile=t("3p")),))
    assert N.next_deal(own, N.settle(own)) == (0, 1)
    assert N.next_deal(other, N.settle(other)) == (1, 0)


def test_round_refusal() -> None:
    win = Win(seat=1, tile=t("4p"), method=FED, discarder=0)
    round_ = _round({1: _seat("123m456m789m234p55p")}, (win,))
    with pytest.raises(RoundError, match="不满4台"):
        N.settle(round_)


def test_one_winner() -> None:
    wins = (
        Win(seat=1, tile=t("3p"), method=FED, discarder=0),
        Win(seat=2, tile=t("3p"), method=FED, discarder=0),
    )
    seats = {1: _seat("123m456m789m12p55p3p"), 2: _seat("123s456s789m12p66p3p")}
    with pytest.raises(RoundError, match="截胡"):
        N.settle(_round(seats, wins))


def test_table_over_count() -> None:
    # seat 2's four 9s plus the turned-up 9s: five
    seats = (
        _seat("123m456m789m13p"),
        _seat(EDGE),
        _seat("9999s123456789p"),
        _seat("1234567z123456z"),
    )
    round_ = Round(dealer=0, seats=seats, wins=(Win(seat=1, tile=t("3p")),), indicator=NINE_S)
    with pytest.raises(TileSetError, match="9s"):
        N.settle(round_)


# -- random rounds ----------------------------------------------------------------------------------

HANDS = [
    (EDGE, "3p", ""),
    ("123m456m789m13p55p2p", "2p", ""),
    ("111m555p777z11z222z", "2z", ""),
    ("11123345678m", "3m", "999m"),
    ("123456789m333z5m5m", "5m", ""),
    ("111z222z777z234p9s5p", "5p", ""),
]


# own flowers by seat wind (东 0 .. 北 3, counted from the dealer): 春/梅 east, 夏/兰 south,
# 秋/竹 west, 冬/菊 north — ningbo.md's 杠花 row, written out
OWN_FLOWERS = {0: ("1f", "5f"), 1: ("2f", "6f"), 2: ("3f", "7f"), 3: ("4f", "8f")}


def flower_tai(flowers: set[Tile], wind: int) -> int:
    """1 per own-seat flower; all four seasons (or plants) 2 in place of the own one; all eight 8."""
    names = {str(f) for f in flowers}
    if len(names) == 8:
        return 8
    season, plant = OWN_FLOWERS[wind]
    seasons = 2 if {"1f", "2f", "3f", "4f"} <= names else int(season in names)
    plants = 2 if {"5f", "6f", "7f", "8f"} <= names else int(plant in names)
    return seasons + plants


@given(
    hand=st.sampled_from(HANDS),
    winner=st.integers(0, 3),
    dealer=st.integers(0, 3),
    feeder_step=st.integers(1, 3),
    method=st.sampled_from([SELF, FED, WinMethod.ROBBED_KONG, WinMethod.KONG_REPLACEMENT]),
    prevailing=st.integers(0, 3),
    flowers=st.sets(st.sampled_from(parse_tiles("12345678f")), max_size=8),
)
def test_random_rounds_pay_by_seat_and_flowers(
    hand: tuple[str, str, str],
    winner: int,
    dealer: int,
    feeder_step: int,
    method: WinMethod,
    prevailing: int,
    flowers: set[Tile],
) -> None:
    tiles, win_tile, melds = hand
    fed = method in (FED, WinMethod.ROBBED_KONG)
    discarder = (winner + feeder_step) % 4 if fed else None
    record = SeatRecord(hand=Hand.parse(tiles, melds=melds, flowers="".join(map(str, sorted(flowers)))))
    win = Win(seat=winner, tile=t(win_tile), method=method, discarder=discarder)
    round_ = _round({winner: record}, (win,), dealer=dealer, prevailing_wind=prevailing)
    result = N.score(round_.winning_hand(win), round_.context(win))
    if not result.can_win:
        with pytest.raises(RoundError, match=f"seat {winner} can not win here: "):
            N.settle(round_)
        return
    settlement = N.settle(round_)
    # who pays: each of three the same on a self-draw, the discarder (konger) alone if fed
    payers = [discarder] if discarder is not None else [s for s in range(4) if s != winner]
    paid = {p: settlement.paid(p, winner) for p in payers}
    assert len(set(paid.values())) == 1 and settlement.nets[winner] == sum(paid.values())
    (each,) = set(paid.values())
    assert each >= 1 + 4  # 1 + at least 4 台
    # flowers, from the digest's table with the seat wind counted from the dealer: the same
    # round without its flowers pays exactly the flowers' 台 less (when it still wins)
    bare_record = SeatRecord(hand=Hand.parse(tiles, melds=melds))
    bare = _round({winner: bare_record}, (win,), dealer=dealer, prevailing_wind=prevailing)
    bare_score = N.score(bare.winning_hand(win), bare.context(win))
    if bare_score.can_win and method is not WinMethod.KONG_REPLACEMENT:
        bare_each = N.settle(bare).paid(payers[0], winner)
        assert each - bare_each == flower_tai(flowers, (winner - dealer) % 4)


def test_each_tai_row_is_counted_by_its_group_as_its_condition_counts() -> None:
    """The engine counts the 台 rows by their ``group`` (``hand_rows``, ``reading_rows``);
    each group's answer at the row's place is what the row's condition gives, on every
    arrangement of corpus hands with and without 百搭."""
    ruleset = get("ningbo")
    grouped = [item for item in ruleset.table() if item.group is not None]
    assert {item.key for item in grouped} == {item.key for item in TAI_ITEMS}
    earned = set()
    for hand, context in corpus(ruleset, 80, 11, max_wild=2):
        for a in arrangements(hand, ruleset.grammar_for(context.indicator)):
            for item in grouped:
                counts, place = item.group  # type: ignore[misc]
                n = int(item.when(Evaluation(hand=hand, arrangement=a, context=context, options=N.options)))
                grouped_n = counts(Evaluation(hand=hand, arrangement=a, context=context, options=N.options))
                assert grouped_n[place] == n, (str(hand), item.key)
                if n:
                    earned.add(item.key)
    assert len(earned) >= 10  # most rows met, not only zeros
