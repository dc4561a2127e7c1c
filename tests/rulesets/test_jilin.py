"""Jilin (吉林麻将): requirements, the 番 table, 宝, payments, 包庄, kong money.

Every amount is worked out by hand in a comment: a payer pays
``base * 2**(f - 1)`` where ``f`` sums the 番 that concern it. The winner is
seat 1 and the dealer seat 0 unless a test says otherwise.
"""

from __future__ import annotations

import re
from collections import Counter

import attrs
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from majiang.errors import HandError, RoundError, RulesetError, TileSetError
from majiang.hands import Hand
from majiang.rulesets import Ruleset, get, names
from majiang.rulesets.samples import fill_round
from majiang.scoring import Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import STANDARD, Tile

JILIN = get("jilin")
T = Tile.from_str


def score(
    tiles: str,
    win: str,
    *,
    melds: str = "",
    self_drawn: bool = True,
    ready: bool = True,
    seat: int = 1,
    dealer: int = 0,
    discarder: int | None = None,
    bao: str | None = None,
    first_draw: bool = False,
    ruleset: Ruleset | None = None,
) -> Score:
    hand = Hand.parse(tiles, melds=melds, win=win, self_drawn=self_drawn)
    context = WinContext(
        seat=seat,
        dealer=dealer,
        method=WinMethod.SELF_DRAW if self_drawn else WinMethod.DISCARD,
        discarder=discarder,
        ready=ready,
        indicator=T(bao) if bao else None,
        first_draw=first_draw,
    )
    return (ruleset or JILIN).score(hand, context)


def keys(s: Score) -> list[str]:
    return sorted(a.item.key for a in s.awards)


def amounts(s: Score) -> dict[int, int]:
    return {p.payer: p.amount for p in s.payments}


# A concealed hand waiting on 2m alone (13m closed): 123m 456p 789s 111z 99s.
CLOSED = "123m456p789s111z99s"


# -- the ruleset itself ---------------------------------------------------------------


def test_registered() -> None:
    assert "jilin" in names()
    assert get("吉林").name == "jilin"
    assert JILIN.tile_set.size == 136
    assert JILIN.claims.chi and JILIN.claims.pon and JILIN.claims.kong
    assert not JILIN.claims.chi_honors


# -- winning requirements (FORBID items named for the requirement) ----------------------


def test_requirement_three_suits() -> None:
    # only 万 and 筒: neither three suits nor one suit
    s = score("123m456m789p111z99p", "5m")
    assert not s.can_win and s.reason is not None and s.reason.startswith("三色全或清一色")


def test_requirement_flush_passes() -> None:
    # 清一色 with honors: 123m 456m 789m 111z, won on 5z making the pair 55z (顶)
    s = score("123456789m111z5z5z", "5z")
    assert s.can_win
    # 闭门 1 + 顶 1 + 自摸 1 + 清一色 1 = 4 番 → 2**3 = 8 from each of the three
    assert keys(s) == ["concealed", "ding", "flush", "self_draw"]
    assert amounts(s) == {2: 8, 3: 8, 0: 8}


def test_requirement_terminal() -> None:
    # 234m 456p 222p 456s 33s: no 1, 9 or honor
    s = score("234m456p222p33s456s", "5p")
    assert not s.can_win and s.reason is not None and s.reason.startswith("不能断幺九")


def test_kong_stands_in_for_a_terminal() -> None:
    # the same shape with a concealed kong 6666s instead of 456s: the kong is a "terminal"
    s = score("234m46p222p33s5p", "5p", melds="(6666s)")
    assert s.can_win
    # 闭门 1 (a concealed kong keeps it closed) + 夹 1 + 自摸 1 = 3 → 2**2 = 4
    assert keys(s) == ["closed", "concealed", "self_draw"]
    assert amounts(s) == {2: 4, 3: 4, 0: 4}


def test_requirement_triplet() -> None:
    # four sequences and a suited pair: no pon, no kong
    s = score("123m456p789s789m99s", "5p")
    assert not s.can_win and s.reason is not None and s.reason.startswith("必须有碰")


def test_honor_pair_waives_the_triplet() -> None:
    # the same with 11z as the eye
    s = score("123m456p789s789m11z", "5p")
    assert s.can_win
    assert amounts(s) == {2: 4, 3: 4, 0: 4}  # 闭门 + 夹 + 自摸 = 3 → 4


def test_kong_stands_in_for_a_pon() -> None:
    # three sequences, an exposed kong 1111z and a suited pair; won on 5p: 46p → closed
    s = score("123m46p789s99s5p", "5p", melds="1111z@0")
    assert s.can_win
    # open hand: 夹 1 + 自摸 1 = 2 → 2
    assert keys(s) == ["closed", "self_draw"]
    assert amounts(s) == {2: 2, 3: 2, 0: 2}


def test_requirement_ready() -> None:
    s = score(CLOSED, "2m", ready=False)
    assert not s.can_win and s.reason is not None and s.reason.startswith("先报听后胡牌")


def test_requirement_wait_open_is_refused() -> None:
    # 56p waiting 4p or 7p: an open wait is none of 夹/边/顶/漂/手把一/七对
    s = score(CLOSED, "4p")
    assert not s.can_win and s.reason is not None and s.reason.startswith("夹胡起步")


def test_closed_wait_needs_a_single_kind() -> None:
    # 1333m waits on 2m (123m 33m, closed) and on 1m (11m 333m): not one kind → no 夹
    s = score("12333m456p789s111z", "2m")
    assert not s.can_win and s.reason is not None and s.reason.startswith("夹胡起步")
    # on 1m the same hand wins by 顶: 闭门 1 + 顶 1 + 自摸 1 = 3 → 4
    s = score("11333m456p789s111z", "1m")
    assert keys(s) == ["concealed", "ding", "self_draw"]
    assert amounts(s) == {2: 4, 3: 4, 0: 4}


def test_requirement_shapes() -> None:
    # thirteen orphans is not a Jilin shape
    s = score("19m19p19s1234567z1m", "1m")
    assert not s.can_win and s.reason is not None and "不成胡" in s.reason


# -- the 番 table, item by item ------------------------------------------------------------


def test_concealed_closed_self_draw() -> None:
    s = score(CLOSED, "2m")
    # 闭门 1 + 夹 1 + 自摸 1 = 3 番 → 2**2 = 4 each
    assert keys(s) == ["closed", "concealed", "self_draw"]
    assert amounts(s) == {2: 4, 3: 4, 0: 4}


def test_discard_counts_for_the_discarder_only() -> None:
    # 46p waits 5p alone; seat 2 discards it
    s = score(CLOSED, "5p", self_drawn=False, discarder=2)
    # seat 2: 闭门 1 + 夹 1 + 点炮 1 = 3 → 4; seats 3 and 0: 2 → 2
    assert keys(s) == ["closed", "concealed", "discard"]
    assert amounts(s) == {2: 4, 3: 2, 0: 2}


def test_dealer_wins() -> None:
    s = score(CLOSED, "2m", seat=0)
    # 闭门 1 + 夹 1 + 自摸 1 + 坐庄胡 1 = 4 → 8 from each of 1, 2, 3
    assert keys(s) == ["closed", "concealed", "dealer", "self_draw"]
    assert amounts(s) == {1: 8, 2: 8, 3: 8}


def test_edge_on_3_and_7() -> None:
    # 12m waiting 3m alone: 闭门 1 + 边 2 + 自摸 1 = 4 → 8
    s = score(CLOSED, "3m")
    assert keys(s) == ["concealed", "edge", "self_draw"]
    assert amounts(s) == {2: 8, 3: 8, 0: 8}
    # 89m waiting 7m alone: the same 4 → 8
    s = score("789m456p789s111z99s", "7m")
    assert keys(s) == ["concealed", "edge", "self_draw"]
    assert amounts(s) == {2: 8, 3: 8, 0: 8}


def test_piao_on_the_pair() -> None:
    # 111m 999p 555s 777z, won on 2s making 22s
    s = score("111m999p555s777z22s", "2s")
    # 闭门 1 + 顶 1 + 自摸 1 + 漂 3 = 6 → 2**5 = 32
    assert keys(s) == ["concealed", "ding", "piao", "self_draw"]
    assert amounts(s) == {2: 32, 3: 32, 0: 32}


def test_piao_on_a_discard_pair_or_pair() -> None:
    # 55s + 22s waiting either (双碰): a 漂 hand may win so; seat 3 discards 5s
    s = score("111m999p55s777z22s5s", "5s", self_drawn=False, discarder=3)
    # seat 3: 闭门 1 + 漂 3 + 点炮 1 = 5 → 16; seats 2 and 0: 4 → 8
    assert keys(s) == ["concealed", "discard", "piao"]
    assert amounts(s) == {2: 8, 3: 16, 0: 8}


def test_seven_pairs_alone() -> None:
    s = score("1122m3344p5566s77z", "7z")
    # 七对 4 + 自摸 1 = 5 → 16 (no 闭门, no 顶)
    assert keys(s) == ["self_draw", "seven_pairs"]
    assert amounts(s) == {2: 16, 3: 16, 0: 16}


def test_shoubayi() -> None:
    s = score("7z7z", "7z", melds="111m@0 789p@0 999s@2 123s@0")
    # 手把一 4 + 顶 1 + 自摸 1 = 6 → 32 (open: no 闭门)
    assert keys(s) == ["ding", "self_draw", "shoubayi"]
    assert amounts(s) == {2: 32, 3: 32, 0: 32}


def test_mobao_stands_for_the_winning_tile() -> None:
    # ready on 13m (waits 2m); the 宝 is 5s and he draws a 5s
    s = score("13m456p789s111z99s5s", "5s", bao="5s")
    # 闭门 1 + 夹 1 + 摸宝 1 + 自摸 1 = 4 → 8
    assert keys(s) == ["closed", "concealed", "mobao", "self_draw"]
    assert amounts(s) == {2: 8, 3: 8, 0: 8}
    assert str(s.arrangement).startswith("123m(5s=2m)")


def test_bao_is_ordinary_unless_ready_and_drawn() -> None:
    # not ready: a drawn 宝 is an ordinary tile, and the hand does not win
    assert not score("13m456p789s111z99s5s", "5s", bao="5s", ready=False).can_win
    # a 宝 another seat discards is ordinary
    assert not score("13m456p789s111z99s5s", "5s", bao="5s", self_drawn=False, discarder=2).can_win


def test_duibao() -> None:
    # the 宝 is 2m, exactly the winning tile
    s = score(CLOSED, "2m", bao="2m")
    # 闭门 1 + 夹 1 + 自摸 1 + 对宝 2 = 5 → 16
    assert keys(s) == ["closed", "concealed", "duibao", "self_draw"]
    assert amounts(s) == {2: 16, 3: 16, 0: 16}


def test_tianhu_and_dihu_fixed() -> None:
    # the dealer's dealt hand wins, not ready: 天胡 72 × base 1 from each, nothing else
    s = score(CLOSED, "2m", seat=0, ready=False, first_draw=True)
    assert keys(s) == ["tianhu"]
    assert amounts(s) == {1: 72, 2: 72, 3: 72}
    # seat 2 wins on his first draw: 地胡 36
    s = score(CLOSED, "2m", seat=2, ready=False, first_draw=True)
    assert keys(s) == ["dihu"]
    assert amounts(s) == {3: 36, 0: 36, 1: 36}


def test_options_base_and_fixed() -> None:
    big = get("jilin", base=2, tianhu=196, dihu=48)
    # 地胡 48 × base 2 = 96
    s = score(CLOSED, "2m", seat=2, ready=False, first_draw=True, ruleset=big)
    assert amounts(s) == {3: 96, 0: 96, 1: 96}
    # 天胡 196 × 2 = 392
    s = score(CLOSED, "2m", seat=0, ready=False, first_draw=True, ruleset=big)
    assert amounts(s) == {1: 392, 2: 392, 3: 392}
    # base 5: 3 番 → 5 × 2**2 = 20
    assert amounts(score(CLOSED, "2m", ruleset=get("jilin", base=5))) == {2: 20, 3: 20, 0: 20}


# -- bad input ----------------------------------------------------------------------------


def test_chi_of_honors_refused() -> None:
    with pytest.raises(HandError, match=r"jilin allows only 中发白 as a claimed run, not '123z@0'"):
        score("123m46p789s99s5p", "5p", melds="123z@0")
    # but two of 中发白 may chi the third (§九.3, issue 14 item 6): 123m 46p 789s 99s + 567z,
    # self-drawn 5p: 夹 1 + 自摸 1 = 2 番 → 2 from each
    assert amounts(score("123m46p789s99s5p", "5p", melds="567z@0")) == {2: 2, 3: 2, 0: 2}


def test_unknown_and_bad_options() -> None:
    with pytest.raises(RulesetError, match=r"unknown option 'jing_offset' for 'jilin' \(known: base, "):
        get("jilin", jing_offset=1)
    with pytest.raises(RulesetError, match="option base=0 for 'jilin': must be a positive integer"):
        get("jilin", base=0)
    with pytest.raises(RulesetError, match="option tianhu='72' for 'jilin': must be a positive integer"):
        get("jilin", tianhu="72")


def test_wrong_hand_size() -> None:
    with pytest.raises(HandError, match=r"holds 17 tiles \(melds count 3\) but a complete hand .* has 14"):
        score(CLOSED, "2m", melds="(1111p)")
    with pytest.raises(HandError, match=r"'123m456p789s11z win 1z self-drawn' holds 11 tiles"):
        score("123m456p789s11z", "1z")


def test_bad_bao_and_round_input() -> None:
    with pytest.raises(
        TileSetError, match=r"tile '1f' is not in the 136-tile set 'standard' \(in indicator '1f'\)"
    ):
        score(CLOSED, "2m", bao="1f")
    seats = (SeatRecord.parse("1234m"),) * 4
    with pytest.raises(RoundError, match="seat 1: set-aside group '1m2m5z' is not a 三风蛋"):
        JILIN.settle(Round(seats=(*seats[:1], SeatRecord.parse("1234m", set_aside="12m5z"), *seats[2:])))
    with pytest.raises(TileSetError, match="5 copies of '1z' but the 136-tile set 'standard' has only 4"):
        JILIN.settle(Round(seats=(SeatRecord.parse("1111z", set_aside="123z"), *seats[1:])))


# -- whole rounds ---------------------------------------------------------------------------


def _others() -> list[SeatRecord]:
    return [
        SeatRecord.parse("147m258p369s1234z", discards="9m"),
        SeatRecord.parse("258m369p147s5677z", discards="1z"),
        SeatRecord.parse("369m147p258s1234z", discards="3z"),
    ]


def _round(winner: SeatRecord, win: Win, *, dealer: int = 0, bao: str | None = None) -> Round:
    """The winner's seat as given; the others filled legally from the unused tiles."""
    return fill_round(
        STANDARD, 13, seats={win.seat: winner}, wins=(win,), dealer=dealer, indicator=T(bao) if bao else None
    )


def test_settle_self_draw() -> None:
    winner = SeatRecord.parse(CLOSED, ready=True)
    s = JILIN.settle(_round(winner, Win(seat=1, tile=T("2m"))))
    # 3 番 → 4 from each of seats 2, 3, 0
    assert s.nets == (-4, 12, -4, -4)


def test_settle_discard_ready_discarder() -> None:
    winner = SeatRecord.parse(CLOSED, ready=True)
    rnd = _round(winner, Win(seat=1, tile=T("5p"), method=WinMethod.DISCARD, discarder=2))
    seats = (*rnd.seats[:2], attrs.evolve(rnd.seats[2], ready=True), rnd.seats[3])
    s = JILIN.settle(attrs.evolve(rnd, seats=seats))
    # seat 2 (ready) pays its own 4 (3 番 with 点炮); seats 3 and 0 pay 2 each
    assert s.nets == (-2, 8, -4, -2)


def test_settle_discard_unready_discarder_baozhuang() -> None:
    winner = SeatRecord.parse(CLOSED, ready=True)
    s = JILIN.settle(_round(winner, Win(seat=1, tile=T("5p"), method=WinMethod.DISCARD, discarder=2)))
    # 包庄: seat 2 (not ready) pays 4 + 2 + 2 = 8, seats 3 and 0 nothing
    assert s.nets == (0, 8, -8, 0)
    assert s.paid(2, 1) == 8
    assert any("包庄" in t.working for t in s.transfers)


def test_settle_dealer_wins_and_dealer_pays() -> None:
    winner = SeatRecord.parse(CLOSED, ready=True)
    # dealer (seat 0) wins by self-draw: 4 番 → 8 from each
    win = Win(seat=0, tile=T("2m"))
    rnd = fill_round(STANDARD, 13, seats={0: winner}, wins=(win,), dealer=0)
    assert JILIN.settle(rnd).nets == (24, -8, -8, -8)
    # seat 1 wins by self-draw with seat 0 dealing: the dealer pays the same 4 as the others
    assert JILIN.settle(_round(winner, Win(seat=1, tile=T("2m")))).paid(0, 1) == 4


def test_settle_mobao_round() -> None:
    winner = SeatRecord.parse("13m456p789s111z99s5s", ready=True)
    s = JILIN.settle(_round(winner, Win(seat=1, tile=T("5s")), bao="5s"))
    # 4 番 → 8 from each of three
    assert s.nets == (-8, 24, -8, -8)


def test_settle_win_with_kong_money() -> None:
    # the winner holds a concealed kong 9999p (暗杠 2 from each) besides a 3-番 win
    winner = SeatRecord.parse("123m46p789s99s5p", melds="(9999p)", ready=True)
    s = JILIN.settle(_round(winner, Win(seat=1, tile=T("5p"))))
    # win: 闭门 1 + 夹 1 + 自摸 1 = 3 → 4 each; kong 2 each: 6 from each, +18
    assert s.nets == (-6, 18, -6, -6)


def test_drawn_round_kong_money() -> None:
    seats = (
        SeatRecord.parse("234m456p789s1z", melds="1111m@2"),  # 明杠 1 from each of three
        SeatRecord.parse("234m456p789s1z", melds="(2222p)"),  # 暗杠 ×2, 大蛋 2p ×4 = 8 each
        SeatRecord.parse("234m456p789s5z556s", set_aside="1234z"),  # 三风蛋 2 + 1 added wind = 3 each
        SeatRecord.parse("234m456p789s1z", melds="8888m+"),  # added 明杠 1, 大蛋 8m ×8 = 8 each
    )
    s = JILIN.settle(Round(seats=seats))
    # seat 0: +3 - 8 - 3 - 8 = -16
    # seat 1: +24 - 1 - 3 - 8 = +12
    # seat 2: +9 - 1 - 8 - 8 = -8
    # seat 3: +24 - 1 - 8 - 3 = +12
    assert s.nets == (-16, 12, -8, 12)


def test_big_eggs_and_wind_eggs() -> None:
    seats = (
        SeatRecord.parse("234m456p789s1z", melds="1111s@1"),  # 1s 蛋 ×2 = 2
        SeatRecord.parse("234m456p789s1z", melds="1111p@2"),  # 1p 蛋 ×2 = 2
        SeatRecord.parse("234m456p789s2z556s", set_aside="567z"),  # 中发白 蛋 = 2
        SeatRecord.parse("234m456p789s2z888p", set_aside="234z4z"),  # 2 + 1 = 3
    )
    s = JILIN.settle(Round(seats=seats))
    # each seat receives 3× its points and pays the others': 2,2,2,3 (total 9)
    # seat 0: 6 - (2 + 2 + 3) = -1; seat 1 likewise -1; seat 2 -1; seat 3: 9 - 6 = +3
    assert s.nets == (-1, -1, -1, 3)


def test_one_winner_only() -> None:
    # a legal table where seats 0 and 1 could each win on seat 2's 2m (closed waits 1_3m):
    # each win alone settles; both at once are refused (截胡)
    wins = (
        Win(seat=0, tile=T("2m"), method=WinMethod.DISCARD, discarder=2),
        Win(seat=1, tile=T("2m"), method=WinMethod.DISCARD, discarder=2),
    )
    hands = {0: SeatRecord.parse(CLOSED, ready=True), 1: SeatRecord.parse("123m456s789p222z99p", ready=True)}
    rnd = fill_round(STANDARD, 13, seats=hands, wins=wins)
    # seat 0 (the dealer) alone, CLOSED 123m 456p 789s 111z 99s on 2m: 闭门 1 + 夹 1 +
    # 坐庄胡 1 = 3 番, +1 点炮 for the discarder: seat 2 owes 2^(4-1) = 8, seats 1 and 3
    # 2^(3-1) = 4 each; seat 2 had not declared ready, so it pays all three (包庄): 16
    # (alone, seat 1 did not win and holds its 13 tiles without the 2m)
    alone = {0: hands[0], 1: SeatRecord.parse("13m456s789p222z99p", ready=True)}
    assert JILIN.settle(fill_round(STANDARD, 13, seats=alone, wins=wins[:1])).nets == (16, 0, -16, 0)
    with pytest.raises(RoundError, match=r"jilin has one winner per round .*; got seats 0, 1"):
        JILIN.settle(rnd)


def test_unready_winner_refused_in_settle() -> None:
    winner = SeatRecord.parse(CLOSED)
    with pytest.raises(RoundError, match="seat 1 can not win here: 先报听后胡牌"):
        JILIN.settle(_round(winner, Win(seat=1, tile=T("2m"))))


# -- random rounds -------------------------------------------------------------------------

WINNERS = [
    (CLOSED, "2m", ""),
    (CLOSED, "5p", ""),
    (CLOSED, "3m", ""),
    ("111m999p55s777z22s5s", "5s", ""),
    ("1122m3344p5566s77z", "7z", ""),
    ("7z7z", "7z", "111m@0 789p@0 999s@2 123s@0"),
    ("123m46p789s99s5p", "5p", "(9999p)"),
]
KONGS = ["", "1111m@1", "(2222p)", "8888m+", "(1111s)"]
# what every other seat pays the konger, from the digest's table (jilin.md, 杠分): 明杠 1,
# 暗杠 2; 大蛋 1s ×2, 1p ×2, 2p ×4, 8m ×8 on top (a concealed egg is 暗杠 2 × the egg).
# Written out, not computed: a wrong sign, doubling or egg in the library can not agree.
KONG_EACH = {"": 0, "1111m@1": 1, "(2222p)": 2 * 4, "8888m+": 1 * 8, "(1111s)": 2 * 2, "(9999p)": 2}
EGG_123Z = 2  # 三风蛋 of three winds shown after the deal: an exposed kong × 2


def _top_up(round_: Round) -> Round:
    """Give each seat that did not win unused tiles up to the 13 a seat holds between turns."""
    pool = Counter(STANDARD.tiles()) - Counter(JILIN.table_tiles(round_))
    spare = iter(sorted(pool.elements()))
    winners = {w.seat for w in round_.wins}
    seats = []
    for s, record in enumerate(round_.seats):
        short = 0 if s in winners else 13 - record.hand.size
        extra = [next(spare) for _ in range(short)]
        hand = Hand.of((*record.hand.tiles, *extra), melds=record.hand.melds)
        seats.append(attrs.evolve(record, hand=hand))
    return attrs.evolve(round_, seats=tuple(seats))


@given(
    st.sampled_from(WINNERS),
    st.integers(0, 3),
    st.integers(0, 3),
    st.booleans(),
    st.integers(1, 3),
    st.lists(st.booleans(), min_size=4, max_size=4),
    st.permutations(KONGS).map(lambda kongs: kongs[:4]),  # each kong at one seat at most
    st.booleans(),
    st.integers(1, 4),
)
def test_random_rounds_pay_kong_money_by_the_literal_table(
    winning: tuple[str, str, str],
    winner: int,
    dealer: int,
    self_drawn: bool,
    offset: int,
    ready: list[bool],
    kongs: list[str],
    drawn: bool,
    base: int,
) -> None:
    tiles, tile, melds = winning
    seats = [
        # claimed from a seat that is not the claimer's own; chi from the previous seat
        SeatRecord.parse(
            "",
            melds=kongs[s].replace("@1", f"@{(s + 1) % 4}"),
            ready=ready[s],
            set_aside="123z" if s == 3 else "",
        )
        for s in range(4)
    ]
    melds = re.sub(r"@\d", f"@{(winner - 1) % 4}", melds)  # every claim from the previous seat
    seats[winner] = SeatRecord.parse(tiles, melds=melds, ready=True)
    discarder = None if self_drawn else (winner + offset) % 4
    method = WinMethod.SELF_DRAW if self_drawn else WinMethod.DISCARD
    wins = () if drawn else (Win(seat=winner, tile=T(tile), method=method, discarder=discarder),)
    round_ = Round(dealer=dealer, seats=tuple(seats), wins=wins)
    try:
        JILIN.check_table(round_)
    except TileSetError:
        assume(False)  # the winner's hand and the fixed seats hold a fifth copy: no such table
    round_ = _top_up(round_)
    settlement = get("jilin", base=base).settle(round_)
    # kong money, from the literal table: seat s holds k_s points, collects 3 k_s and pays
    # every other konger's points: net 4 k_s - Σ k (settled in a drawn round too)
    each = [KONG_EACH[kongs[s]] + (EGG_123Z if s == 3 else 0) for s in range(4)]
    each[winner] = sum(KONG_EACH[m] for m in melds.split() if m in KONG_EACH)
    for seat in range(4):
        kong_net = sum(settlement.paid(p, seat, "kong") - settlement.paid(seat, p, "kong") for p in range(4))
        assert kong_net == 4 * each[seat] - sum(each), (seat, each)
    if drawn:
        assert all(t.reason == "kong" for t in settlement.transfers)
    elif discarder is not None and not ready[discarder]:
        # 包庄: nobody but the discarder pays for the win
        assert {t.payer for t in settlement.transfers if t.reason == "win"} == {discarder}
