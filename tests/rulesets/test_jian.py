"""Ji'an (吉安冲关麻将): the source's score table, the bans, jing money, options, bad input.

Every case is a real hand built by hand. Unless a test says otherwise the turned-up
indicator is ``5s``: 正精 5s (3 live, counts 2), 副精 6s (4 live, counts 1). The
dealer D is seat 0; a non-dealer is called X.

Hands used for the score table (``+`` marks the winning tile):

=============  ===============================  =====================================
name           tiles                            reading
=============  ===============================  =====================================
PLAIN_JING     123m 3m 5s +5m 456p 789p 22z     345m with 5s=4m
PLAIN_DEGUO    123m 345m 456p 789p 22z +5m      no jing at all
QI_JING        11m22m33m 44p55p 6p 5s 7z +7z    小七, 66p with 5s=6p
QI_DEGUO       11m22m33m 44p55p66p 7z +7z       小七, no jing
DA_JING        111m 222p 999s 77z +7z 8p 5s     大七, 88p with 5s=8p
DA_DEGUO       111m 222p 999s 77z +7z 88p       大七, no jing
LAN_JING       147m 258p 39s 12345z 5s, +1z     十三烂, 5s=6z (or 6s)
LAN_BIJING     147m 258p 147s 2345z +1z         碧精十三烂
QIXING_JING    147m 258p 7s 123456z 5s, +1z     七星十三烂, 5s=7z
QIXING_BIJING  147m 258p 9s 234567z +1z         七星碧精十三烂
JD_PLAIN       123m 456p 789p 222z 5s +1z       精吊: 11z with 5s=1z
JD_QI          11m22m33m 44p55p66p 5s +1z       精吊 小七
JD_DA          111m 222p 999s 777z 5s +1z       精吊 大七
JD_KONG_DA     (1111m) 222p 999s 777z 5s +1z    精吊 大七 after a kong
=============  ===============================  =====================================
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang import errors, rulesets
from majiang.hands import Hand, Meld, MeldKind
from majiang.rulesets.jian.table import jing_diao
from majiang.scoring import Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Settlement, Win
from majiang.tiles import STANDARD, Tile, format_tiles, parse_tiles

JIAN = rulesets.get("jian")
INDICATOR = Tile.from_str("5s")
SELF = WinMethod.SELF_DRAW
DISCARD = WinMethod.DISCARD
ROBBED = WinMethod.ROBBED_KONG
KONG = WinMethod.KONG_REPLACEMENT

# name: (concealed tiles, winning tile, melds)
HANDS: dict[str, tuple[str, str, str]] = {
    "PLAIN_JING": ("123m3m5m5s456p789p22z", "5m", ""),
    "PLAIN_DEGUO": ("123m345m456p789p22z", "5m", ""),
    "QI_JING": ("11m22m33m44p55p6p5s77z", "7z", ""),
    "QI_DEGUO": ("11m22m33m44p55p66p77z", "7z", ""),
    "DA_JING": ("111m222p999s777z8p5s", "7z", ""),
    "DA_DEGUO": ("111m222p999s777z88p", "7z", ""),
    "LAN_JING": ("147m258p39s12345z5s", "1z", ""),
    "LAN_BIJING": ("147m258p147s12345z", "1z", ""),
    "QIXING_JING": ("147m258p7s123456z5s", "1z", ""),
    "QIXING_BIJING": ("147m258p9s1234567z", "1z", ""),
    "JD_PLAIN": ("123m456p789p222z1z5s", "1z", ""),
    "JD_QI": ("11m22m33m44p55p66p1z5s", "1z", ""),
    "JD_DA": ("111m222p999s777z1z5s", "1z", ""),
    "JD_KONG_DA": ("222p999s777z1z5s", "1z", "(1111m)"),
}


def hand(name: str, method: WinMethod = SELF) -> Hand:
    tiles, win, melds = HANDS[name]
    return Hand.parse(tiles, melds=melds, win=win, self_drawn=method.self_drawn)


def score(
    name: str,
    seat: int = 0,
    method: WinMethod = SELF,
    discarder: int | None = None,
    *,
    first_draw: bool = False,
    ruleset: rulesets.Ruleset = JIAN,
    indicator: Tile = INDICATOR,
) -> Score:
    context = WinContext(
        seat=seat, dealer=0, method=method, discarder=discarder, first_draw=first_draw, indicator=indicator
    )
    return ruleset.score(hand(name, method), context)


def keys(s: Score) -> set[str]:
    return {a.item.key for a in s.awards}


# -- the source's table, row by row ------------------------------------------------------
#
# (id, hand, winner seat, method, discarder, first_draw, {payer: amount}, total)
# D = seat 0. "D←X" rows: a non-dealer discards, the dealer wins.

Row = tuple[str, str, int, WinMethod, int | None, bool, dict[int, int], int]

TABLE: list[Row] = [
    ("D self-draw plain with jing", "PLAIN_JING", 0, SELF, None, False, {1: 4, 2: 4, 3: 4}, 12),
    ("D self-draw plain 德国", "PLAIN_DEGUO", 0, SELF, None, False, {1: 13, 2: 13, 3: 13}, 39),
    ("X self-draw plain with jing", "PLAIN_JING", 1, SELF, None, False, {0: 4, 2: 2, 3: 2}, 8),
    ("X self-draw plain 德国", "PLAIN_DEGUO", 2, SELF, None, False, {0: 13, 1: 9, 3: 9}, 31),
    ("D←X plain 德国", "PLAIN_DEGUO", 0, DISCARD, 2, False, {2: 13, 1: 4, 3: 4}, 21),
    ("X←D plain 德国", "PLAIN_DEGUO", 1, DISCARD, 0, False, {0: 13, 2: 2, 3: 2}, 17),
    ("X←X plain 德国", "PLAIN_DEGUO", 1, DISCARD, 3, False, {0: 4, 3: 9, 2: 2}, 15),
    ("D self-draw 小七 with jing", "QI_JING", 0, SELF, None, False, {1: 8, 2: 8, 3: 8}, 24),
    ("D self-draw 小七 德国", "QI_DEGUO", 0, SELF, None, False, {1: 21, 2: 21, 3: 21}, 63),
    ("X self-draw 小七 with jing", "QI_JING", 3, SELF, None, False, {0: 8, 1: 4, 2: 4}, 16),
    # the source prints "37" once for this row; its own table (and the arithmetic) say 47
    ("X self-draw 小七 德国 (47, not 37)", "QI_DEGUO", 1, SELF, None, False, {0: 21, 2: 13, 3: 13}, 47),
    ("D←X 小七 with jing", "QI_JING", 0, DISCARD, 1, False, {1: 8, 2: 4, 3: 4}, 16),
    ("D←X 小七 德国", "QI_DEGUO", 0, DISCARD, 3, False, {3: 21, 1: 8, 2: 8}, 37),
    ("X←D 小七 with jing", "QI_JING", 2, DISCARD, 0, False, {0: 8, 1: 2, 3: 2}, 12),
    ("X←D 小七 德国", "QI_DEGUO", 2, DISCARD, 0, False, {0: 21, 1: 4, 3: 4}, 29),
    ("X←X 小七 with jing", "QI_JING", 2, DISCARD, 1, False, {0: 4, 1: 4, 3: 2}, 10),
    ("X←X 小七 德国", "QI_DEGUO", 2, DISCARD, 1, False, {0: 8, 1: 13, 3: 4}, 25),
    ("D self-draw 大七 with jing", "DA_JING", 0, SELF, None, False, {1: 16, 2: 16, 3: 16}, 48),
    ("D self-draw 大七 德国", "DA_DEGUO", 0, SELF, None, False, {1: 37, 2: 37, 3: 37}, 111),
    ("D self-draw 十三烂", "LAN_JING", 0, SELF, None, False, {1: 8, 2: 8, 3: 8}, 24),
    ("D self-draw 碧精十三烂", "LAN_BIJING", 0, SELF, None, False, {1: 21, 2: 21, 3: 21}, 63),
    ("D self-draw 七星十三烂", "QIXING_JING", 0, SELF, None, False, {1: 16, 2: 16, 3: 16}, 48),
    ("D self-draw 七星碧精十三烂", "QIXING_BIJING", 0, SELF, None, False, {1: 37, 2: 37, 3: 37}, 111),
    ("D 精吊 plain self-draw", "JD_PLAIN", 0, SELF, None, False, {1: 8, 2: 8, 3: 8}, 24),
    ("D 精吊 小七 self-draw", "JD_QI", 0, SELF, None, False, {1: 16, 2: 16, 3: 16}, 48),
    ("D 精吊 大七 self-draw", "JD_DA", 0, SELF, None, False, {1: 32, 2: 32, 3: 32}, 96),
    ("D 精吊 杠上花 大七", "JD_KONG_DA", 0, KONG, None, False, {1: 64, 2: 64, 3: 64}, 192),
    ("D 天胡", "PLAIN_JING", 0, SELF, None, True, {1: 20, 2: 20, 3: 20}, 60),
    ("D 天胡 德国 (still 20)", "PLAIN_DEGUO", 0, SELF, None, True, {1: 20, 2: 20, 3: 20}, 60),
    ("D 精吊天胡", "JD_PLAIN", 0, SELF, None, True, {1: 40, 2: 40, 3: 40}, 120),
]


@pytest.mark.parametrize(
    ("name", "seat", "method", "discarder", "first_draw", "amounts", "total"),
    [pytest.param(*row[1:], id=row[0]) for row in TABLE],
)
def test_source_table(
    name: str,
    seat: int,
    method: WinMethod,
    discarder: int | None,
    first_draw: bool,
    amounts: dict[int, int],
    total: int,
) -> None:
    s = score(name, seat, method, discarder, first_draw=first_draw)
    assert s.can_win, s.reason
    assert {p: s.amount_from(p) for p in amounts} == amounts
    assert s.amount_from(seat) == 0
    assert s.total == total == sum(amounts.values())
    assert ("deguo" in keys(s)) == ("DEGUO" in name or "BIJING" in name)


def test_table_row_ids_are_unique() -> None:
    assert len({row[0] for row in TABLE}) == len(TABLE)


def test_items_are_named_in_each_payment() -> None:
    s = score("QI_DEGUO", 1, SELF)
    assert keys(s) == {"self_draw", "dealer", "seven_pairs", "deguo", "deguo_bonus"}
    dealer = next(p for p in s.payments if p.payer == 0)
    assert dealer.working == "2^3 = 8; ×2 德国 = 16; +5 德国 = 21"
    other = next(p for p in s.payments if p.payer == 2)
    assert other.working == "2^2 = 4; ×2 德国 = 8; +5 德国 = 13"


def test_kong_flower_alone_doubles() -> None:
    kong_hand = Hand.parse("456p789p22z345m", melds="(7777s)", win="5m", self_drawn=True)
    s = JIAN.score(kong_hand, WinContext(seat=0, method=KONG, indicator=INDICATOR))
    plain = JIAN.score(kong_hand, WinContext(seat=0, method=SELF, indicator=INDICATOR))
    assert "kong_flower" in keys(s) and "kong_flower" not in keys(plain)
    assert plain.amount_from(1) == 13  # 2^2 ×2 +5
    assert s.amount_from(1) == 21  # 2^3 ×2 +5


# -- the two bans ------------------------------------------------------------------------

PLAIN_JING_BAN = "有精平胡不能抓点炮"
JING_DIAO_BAN = "精吊不能抓炮抢杠"


@pytest.mark.parametrize(
    ("seat", "method", "discarder"),
    [
        pytest.param(0, DISCARD, 1, id="D←X"),
        pytest.param(1, DISCARD, 0, id="X←D"),
        pytest.param(1, DISCARD, 2, id="X←X"),
        pytest.param(2, ROBBED, 3, id="robbed kong"),
    ],
)
def test_plain_hand_with_jing_can_not_win_on_a_discard(seat: int, method: WinMethod, discarder: int) -> None:
    s = score("PLAIN_JING", seat, method, discarder)
    assert not s.can_win
    assert s.reason is not None and PLAIN_JING_BAN in s.reason
    assert s.payments == () and s.total == 0


@pytest.mark.parametrize(
    ("tiles", "win"),
    [
        pytest.param("123m456p789p222z1z5s", "1z", id="精吊 plain"),
        pytest.param("11m22m33m44p55p66p1z5s", "1z", id="精吊 小七"),
        pytest.param("111m222p999s777z1z5s", "1z", id="精吊 大七"),
        # a 德国 reading exists (pair 5s 5s, both at their own face): still 精吊, still banned
        pytest.param("123m456p789p222z5s5s", "5s", id="精吊 德国 on the jing's own face"),
        # 123m456p789p 22z 5s 5s waiting: 222z + pair 55s is a 德国 double wait, but the
        # hand is also 22z+5s (=2z) and a lone 5s: 精吊 structure, so 2z can not be taken
        pytest.param("123m456p789p22z5s5s2z", "2z", id="德国 double wait in 精吊 structure"),
        # before the win: 57m 5s 5s = 567m (5s=6m) + lone 5s; the natural 5m pairs the 5m won
        pytest.param("123m456p789p557m5s5s", "5m", id="精吊 read through a natural swap"),
    ],
)
@pytest.mark.parametrize("method", [DISCARD, ROBBED], ids=["discard", "robbed kong"])
def test_jing_diao_hand_can_not_win_on_a_discard_or_a_robbed_kong(
    tiles: str, win: str, method: WinMethod
) -> None:
    fed = Hand.parse(tiles, win=win, self_drawn=False)
    s = JIAN.score(fed, WinContext(seat=1, method=method, discarder=0, indicator=INDICATOR))
    assert not s.can_win
    assert s.reason is not None and JING_DIAO_BAN in s.reason
    drawn = Hand.parse(tiles, win=win, self_drawn=True)
    assert JIAN.score(drawn, WinContext(seat=1, indicator=INDICATOR)).can_win


def test_a_deguo_double_wait_in_jing_diao_shape_wins_when_self_drawn_as_deguo() -> None:
    drawn = Hand.parse("123m456p789p22z5s5s2z", win="2z", self_drawn=True)
    s = JIAN.score(drawn, WinContext(seat=0, indicator=INDICATOR))
    # 德国 13 beats the 精吊 reading (with jing: 2^3 = 8)
    assert s.amount_from(1) == 13 and "deguo" in keys(s)


@pytest.mark.parametrize(
    ("name", "discarder_amount", "other_amount"),
    [
        pytest.param("QI_JING", 8, 4, id="小七"),
        pytest.param("DA_JING", 16, 8, id="大七"),  # dealer 1 + discard 1 + 大七 2
        pytest.param("LAN_JING", 8, 4, id="十三烂"),
        pytest.param("QIXING_JING", 16, 8, id="七星十三烂"),
    ],
)
def test_special_shapes_with_jing_may_win_on_a_discard(
    name: str, discarder_amount: int, other_amount: int
) -> None:
    s = score(name, 0, DISCARD, 2)
    assert s.can_win, s.reason
    assert "deguo" not in keys(s)
    assert (s.amount_from(2), s.amount_from(1), s.amount_from(3)) == (
        discarder_amount,
        other_amount,
        other_amount,
    )


def test_shisanlan_has_no_jing_diao() -> None:
    # the winning tile of 十三烂 is a lone tile, never a pair: no 精吊, no ban on a discard
    s = score("LAN_JING", 1, DISCARD, 3)
    assert s.can_win and "jing_diao" not in keys(s)
    assert s.arrangement is not None and not jing_diao(s.arrangement)


# -- decisions the code makes ----------------------------------------------------------------


def test_deguo_allows_jing_at_its_own_face() -> None:
    # 456s holds 5s and 6s at their own faces: nothing stands for another tile, so 德国
    s = JIAN.score(
        Hand.parse("123m456p789p22z456s", win="4s", self_drawn=True), WinContext(seat=0, indicator=INDICATOR)
    )
    assert "deguo" in keys(s) and s.amount_from(1) == 13
    # ... but with two jing the hand before the win was also 22z+6s (=2z) and a lone 5s:
    # 精吊 structure, so it can not take the 4s on a discard
    banned = JIAN.score(
        Hand.parse("123m456p789p22z456s", win="4s", self_drawn=False),
        WinContext(seat=0, method=DISCARD, discarder=1, indicator=INDICATOR),
    )
    assert not banned.can_win and banned.reason is not None and JING_DIAO_BAN in banned.reason
    # with one jing at its own face (345s) the 德国 hand may take a discard
    fed = JIAN.score(
        Hand.parse("123m456p789p22z345s", win="3s", self_drawn=False),
        WinContext(seat=0, method=DISCARD, discarder=1, indicator=INDICATOR),
    )
    assert fed.can_win and "deguo" in keys(fed)
    assert (fed.amount_from(1), fed.amount_from(2), fed.amount_from(3)) == (13, 4, 4)


def test_jing_diao_deguo() -> None:
    # the lone 5s drew its twin: 精吊 and 德国 at once, 2^3 ×2 +5
    s = JIAN.score(
        Hand.parse("123m456p789p222z5s5s", win="5s", self_drawn=True), WinContext(seat=0, indicator=INDICATOR)
    )
    assert {"jing_diao", "deguo"} <= keys(s)
    assert s.amount_from(1) == 21


def test_jing_diao_through_a_natural_swap_pays_the_jing_diao_fan() -> None:
    # 57m 5s 5s + 5m drawn: 567m (5s=6m) and the pair 5m + 5s: 精吊, 2^3 = 8 (not 4)
    s = JIAN.score(
        Hand.parse("123m456p789p557m5s5s", win="5m", self_drawn=True), WinContext(seat=0, indicator=INDICATOR)
    )
    assert "jing_diao" in keys(s)
    assert s.total == 24


def test_all_triplets_counts_kongs_and_claimed_triplets() -> None:
    h = Hand.parse("999s777z88p", melds="(1111m) 222p@2", win="7z", self_drawn=True)
    s = JIAN.score(h, WinContext(seat=0, indicator=INDICATOR))
    assert "all_triplets" in keys(s)
    assert s.amount_from(1) == 37  # 2^4 ×2 +5


def test_honor_runs_are_sets() -> None:
    # 烂风: 东南北 (three different winds) and 中发白
    s = JIAN.score(
        Hand.parse("124z567z123m456p88p", win="8p", self_drawn=True), WinContext(seat=0, indicator=INDICATOR)
    )
    assert s.can_win and s.amount_from(1) == 13


def test_four_alike_counts_as_two_pairs_in_xiaoqi() -> None:
    s = JIAN.score(
        Hand.parse("1111m33m44p55p66p77z", win="7z", self_drawn=True), WinContext(seat=0, indicator=INDICATOR)
    )
    assert "seven_pairs" in keys(s)


def test_best_reading_is_kept() -> None:
    # 11m22m33m 44p55p66p 77z reads as 小七 德国 (21) or as 123m 123m 456p 456p 77z (13)
    s = score("QI_DEGUO")
    assert s.amount_from(1) == 21


# -- rounds: win money and jing money ------------------------------------------------------


class Table:
    """The 136 tiles less the indicator; seats take tiles from it, so the table stays legal."""

    def __init__(self, indicator: str = "5s", offset: int = 0) -> None:
        self.indicator = Tile.from_str(indicator)
        self.pool: Counter[Tile] = Counter(STANDARD.tiles())
        self.pool[self.indicator] -= 1
        self.wilds = set(rulesets.get("jian", jing_offset=offset).wild_kinds(self.indicator))

    def take(self, text: str) -> str:
        """Take the tiles ``text`` from the pool; return ``text``."""
        for tile in parse_tiles(text):
            assert self.pool[tile] > 0, f"no {tile} left"
            self.pool[tile] -= 1
        return text

    def filler(self, n: int) -> str:
        """``n`` tiles of non-jing kinds, at most two of a kind."""
        out: list[Tile] = []
        for kind in STANDARD.kinds:
            if kind in self.wilds:
                continue
            while self.pool[kind] > 2 and len(out) < n and out.count(kind) < 2:
                self.pool[kind] -= 1
                out.append(kind)
        assert len(out) == n
        return format_tiles(out)

    def seat(self, jing: str = "", *, melds: str = "", discards: str = "", size: int = 13) -> SeatRecord:
        """A seat holding the tiles ``jing`` (and fillers) in hand, plus melds and discards."""
        concealed = parse_tiles(self.take(jing)) if jing else ()
        for meld in melds.split():
            self.take(format_tiles(Meld.parse(meld).physical))
        if discards:
            self.take(discards)
        rest = size - len(concealed) - 3 * len(melds.split())
        return SeatRecord.parse(
            format_tiles([*concealed, *parse_tiles(self.filler(rest))]), melds=melds, discards=discards
        )


def dealer_deguo_round(table: Table, seats: dict[int, SeatRecord], **kw: Any) -> Round:
    """Seat 0 (the dealer) self-draws PLAIN_DEGUO: 13 from each; the other seats as given."""
    winner = SeatRecord.parse(table.take("123m345m456p789p22z"))
    return Round(
        dealer=0,
        seats=(winner, seats[1], seats[2], seats[3]),
        wins=(Win(seat=0, tile=Tile.from_str("5m")),),
        indicator=table.indicator,
        **kw,
    )


# 精计子, what each other seat pays a seat holding n jing points, from the digest (jian.md):
# n below 5 pays n; from 5 (冲关) n × (n - 3): 5 → 10, 6 → 18, ..., 12 → 108 (×2 for 霸精).
# Written out, not computed, so that a wrong formula in the library can not agree with it.
CHONGGUAN_EACH = {0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 10, 6: 18, 7: 28, 8: 40, 9: 54, 10: 70, 11: 88, 12: 108}


def jing_paid_to(settlement: Settlement, payee: int) -> dict[int, int]:
    return {p: settlement.paid(p, payee, "bonus") for p in range(4) if p != payee}


def test_a_seat_that_did_not_win_collects_and_two_jing_seats_pay_each_other() -> None:
    table = Table()
    seats = {1: table.seat("5s"), 2: table.seat(discards="6s"), 3: table.seat()}
    s = JIAN.settle(dealer_deguo_round(table, seats))
    assert [s.paid(p, 0, "win") for p in (1, 2, 3)] == [13, 13, 13]
    assert jing_paid_to(s, 1) == {0: 2, 2: 2, 3: 2}  # one 正精 counts 2
    assert jing_paid_to(s, 2) == {0: 1, 1: 1, 3: 1}  # one 副精 (discarded) counts 1
    assert s.paid(1, 2, "bonus") == 1 and s.paid(2, 1, "bonus") == 2
    assert s.nets == (39 - 2 - 1, -13 + 6 - 1, -13 - 2 + 3, -13 - 2 - 1)
    assert s.nets[1] > s.nets[2]  # 没胡牌不一定输子: the jing seat loses less


def test_jing_counts_hand_melds_winning_tile_and_discards() -> None:
    table = Table()
    # the winner: 5s (2) in its winning hand and a discarded 6s (1)
    # seat 2: 666s claimed (3) and a discarded 5s (2)
    winner = SeatRecord.parse(table.take("123m3m5m5s456p789p22z"), discards=table.take("6s"))
    seat2 = table.seat(melds="666s@3", discards="5s")
    s = JIAN.settle(
        Round(
            seats=(winner, table.seat(), seat2, table.seat()),
            wins=(Win(seat=0, tile=Tile.from_str("5m")),),
            indicator=table.indicator,
        )
    )
    assert jing_paid_to(s, 0) == {1: 3, 2: 3, 3: 3}  # 5s in hand 2 + 6s discarded 1
    assert jing_paid_to(s, 2) == {0: 10, 1: 10, 3: 10}  # 666s 3 + 5s discarded 2 = 5: 冲关 5×2
    assert s.paid(1, 0, "win") == 4  # plain with jing, dealer self-draw


# n: (indicator, offset, seat 2's jing in hand, in discards); seat 3 always holds one 副精
CHONGGUAN: dict[int, tuple[str, int, str, str]] = {
    5: ("5s", 0, "5s5s", "6s"),
    6: ("5s", 0, "5s5s", "6s6s"),
    7: ("5s", 0, "5s5s5s", "6s"),
    8: ("5s", 0, "5s5s5s6s", "6s"),
    9: ("5s", 0, "5s5s6s6s", "5s6s"),
    10: ("4s", 1, "5s5s5s6s", "5s6s"),  # jing_offset=1: 正精 5s has 4 live copies
    11: ("4s", 1, "5s5s5s5s", "6s6s6s"),
}


@pytest.mark.parametrize("n", sorted(CHONGGUAN))
def test_chongguan(n: int) -> None:
    indicator, offset, held, thrown = CHONGGUAN[n]
    table = Table(indicator, offset)
    seats = {1: table.seat(), 2: table.seat(held, discards=thrown), 3: table.seat("6s")}
    ruleset = rulesets.get("jian", jing_offset=offset)
    s = ruleset.settle(dealer_deguo_round(table, seats))
    each = CHONGGUAN_EACH[n]
    assert jing_paid_to(s, 2) == dict.fromkeys((0, 1, 3), each)
    assert sum(jing_paid_to(s, 2).values()) == {5: 30, 6: 54, 7: 84, 8: 120, 9: 162, 10: 210, 11: 264}[n]
    assert jing_paid_to(s, 3) == {0: 1, 1: 1, 2: 1}
    # the dealer's 德国 self-draw: 13 from each; seat 2 collects 3 × each; seat 3 collects 3 × 1
    assert s.nets == (39 - each - 1, -13 - each - 1, -13 + 3 * each - 1, -13 - each + 3)


def test_chongguan_12_is_always_bajing() -> None:
    # 12 jing points need all 8 live jing (jing_offset=1), so no other seat has any: 霸精
    table = Table("4s", 1)
    seats = {1: table.seat(), 2: table.seat("5s5s5s5s6s6s", discards="6s6s"), 3: table.seat()}
    s = rulesets.get("jian", jing_offset=1).settle(dealer_deguo_round(table, seats))
    # 冲关 12 × (12 - 3) = 108 each, doubled for 霸精: 216 each, 648 in all
    assert jing_paid_to(s, 2) == {0: 216, 1: 216, 3: 216}
    # with the dealer's 德国 self-draw (13 from each): 39 - 216, -13 - 216, -13 + 648, -13 - 216
    assert s.nets == (-177, -229, 635, -229)


@pytest.mark.parametrize(
    ("held", "each"),
    [
        pytest.param("6s", 2, id="1 jing: 1×2"),
        pytest.param("5s6s6s", 8, id="4 jing: 4×2"),
        pytest.param("5s5s6s", 20, id="5 jing 冲关: 10×2 (source: 60)"),
        pytest.param("5s5s6s6s", 36, id="6 jing 冲关: 18×2 (source: 108)"),
    ],
)
def test_bajing_doubles(held: str, each: int) -> None:
    table = Table()
    seats = {1: table.seat(), 2: table.seat(held), 3: table.seat()}
    s = JIAN.settle(dealer_deguo_round(table, seats))
    assert jing_paid_to(s, 2) == dict.fromkeys((0, 1, 3), each)
    transfer = next(t for t in s.transfers if t.reason == "bonus")
    assert "霸精" in transfer.working


def test_jing_kong_is_paid_by_every_other_seat_win_or_not() -> None:
    table = Table()
    seats = {1: table.seat(), 2: table.seat(), 3: table.seat(melds="(6666s)")}
    s = JIAN.settle(dealer_deguo_round(table, seats))
    assert {p: s.paid(p, 3, "kong") for p in (0, 1, 2)} == {0: 20, 1: 20, 2: 20}
    # the four 副精 of the kong also count as jing points: 4, and seat 3 alone has jing: 霸精 ×2
    assert jing_paid_to(s, 3) == {0: 8, 1: 8, 2: 8}
    assert s.nets[3] == 3 * 20 + 3 * 8 - 13


def test_exposed_jing_kong_with_offset_one() -> None:
    table = Table("4s", 1)
    seats = {1: table.seat("6s"), 2: table.seat(), 3: table.seat(melds="5555s@2")}
    s = rulesets.get("jian", jing_offset=1).settle(dealer_deguo_round(table, seats))
    assert s.paid(0, 3, "kong") == 20
    assert jing_paid_to(s, 3) == {0: 40, 1: 40, 2: 40}  # 4 正精 = 8: 冲关 8×5


# -- options ---------------------------------------------------------------------------------


def test_jing_offset_one_makes_the_successor_zhengjing_and_eight_live() -> None:
    zero = rulesets.get("jian").choice(Tile.from_str("9m"))
    one = rulesets.get("jian", jing_offset=1).choice(Tile.from_str("9m"))
    assert [str(t) for t in zero.wilds] == ["9m", "1m"] and zero.total_live == 7
    assert [str(t) for t in one.wilds] == ["1m", "2m"] and one.total_live == 8
    assert rulesets.get("jian").choice(Tile.from_str("4z")).wilds == parse_tiles("4z1z")  # 北 → 东


def test_jing_offset_one_changes_what_is_wild() -> None:
    # 5s is 正精 with either option here only if the indicator says so
    offset1 = rulesets.get("jian", jing_offset=1)
    plain_jing = Hand.parse("123m3m5m5s456p789p22z", win="5m", self_drawn=True)
    with_5s = offset1.score(plain_jing, WinContext(seat=0, indicator=Tile.from_str("4s")))
    assert with_5s.amount_from(1) == 4
    # indicator 5s with offset 1: 正精 6s, 副精 7s; 5s is an ordinary tile and the hand does not win
    without = offset1.score(plain_jing, WinContext(seat=0, indicator=Tile.from_str("5s")))
    assert not without.can_win and without.reason == "not a winning hand (不成胡)"


def drawn_round(table: Table, **seat_kw: dict[str, str]) -> Round:
    seats = tuple(table.seat(**seat_kw.get(f"s{s}", {})) for s in range(4))
    return Round(dealer=0, seats=seats, indicator=table.indicator)


def test_drawn_round_is_void_by_default() -> None:
    table = Table()
    r = drawn_round(table, s1={"jing": "5s5s5s"}, s2={"melds": "(6666s)"})
    assert r.drawn
    assert JIAN.settle(r).transfers == ()


def test_settle_draw_settles_jing_and_jing_kong() -> None:
    table = Table()
    r = drawn_round(table, s1={"jing": "5s5s5s"}, s2={"melds": "(6666s)"})
    s = rulesets.get("jian", settle_draw=True).settle(r)
    assert all(t.reason in ("bonus", "kong") for t in s.transfers)
    assert jing_paid_to(s, 1) == {0: 18, 2: 18, 3: 18}  # 6: 冲关 6×3
    assert jing_paid_to(s, 2) == {0: 4, 1: 4, 3: 4}
    assert {p: s.paid(p, 2, "kong") for p in (0, 1, 3)} == {0: 20, 1: 20, 3: 20}
    # seat 1: +18 × 3 - 4 - 20; seat 2: +4 × 3 + 精杠 20 × 3 - 18; seats 0 and 3: -18 - 4 - 20
    assert s.nets == (-42, 30, 54, -42)


@pytest.mark.parametrize("liability", [False, True], ids=["without", "with liability"])
def test_jing_liability(liability: bool) -> None:
    table = Table()
    # seat 2 pon'd seat 1's discarded 6s: 666s@1 (3) + 5s in hand (2) = 5, 冲关 10 each
    seats = {1: table.seat(), 2: table.seat("5s", melds="666s@1"), 3: table.seat()}
    s = rulesets.get("jian", jing_liability=liability).settle(dealer_deguo_round(table, seats))
    if liability:
        assert jing_paid_to(s, 2) == {0: 0, 1: 60, 3: 0}  # 霸精 20 × 3 shares, all from seat 1
    else:
        assert jing_paid_to(s, 2) == {0: 20, 1: 20, 3: 20}
    # the dealer's 德国 self-draw, 13 from each, besides; with liability seat 1 pays all 60
    expected = (39, -13 - 60, -13 + 60, -13) if liability else (39 - 20, -13 - 20, -13 + 60, -13 - 20)
    assert s.nets == expected


def test_jing_liability_needs_a_breakthrough() -> None:
    table = Table()
    seats = {1: table.seat("6s"), 2: table.seat(melds="666s@1"), 3: table.seat()}  # 3 < 5
    s = rulesets.get("jian", jing_liability=True).settle(dealer_deguo_round(table, seats))
    assert jing_paid_to(s, 2) == {0: 3, 1: 3, 3: 3}


def test_liability_follows_the_claimed_meld_not_other_melds() -> None:
    table = Table()
    # 777z@3 holds no jing; 567s@1 (chi from seat 1) holds 5s and 6s: seat 1 is liable
    seats = {1: table.seat(), 2: table.seat("5s5s", melds="777z@3 567s@1"), 3: table.seat("6s")}
    s = rulesets.get("jian", jing_liability=True).settle(dealer_deguo_round(table, seats))
    # 5s 5s in hand, 5s and 6s in the chi: 2+2+2+1 = 7, 冲关 28 a share; seat 1 pays all 3 shares
    assert jing_paid_to(s, 2) == {0: 0, 1: 3 * 28, 3: 0}
    assert jing_paid_to(s, 3) == {0: 1, 1: 1, 2: 1}


# -- property: random legal rounds -------------------------------------------------------------


def _sets(
    rng: random.Random, pool: Counter[Tile], count: int, wilds: tuple[Tile, ...]
) -> list[tuple[Tile, ...]] | None:
    """``count`` random sets from ``pool`` holding at most 2 jing tiles in all."""
    found: list[tuple[Tile, ...]] = []
    for _ in range(200):
        if len(found) == count:
            return found
        kind = rng.random()
        if kind < 0.45:
            suit, start = rng.choice("mps"), rng.randint(1, 7)
            group = tuple(Tile(suit=suit, rank=start + k) for k in range(3))
        elif kind < 0.85:
            group = (rng.choice(STANDARD.kinds),) * 3
        elif kind < 0.95:
            group = tuple(Tile(suit="z", rank=r) for r in sorted(rng.sample(range(1, 5), 3)))
        else:
            group = tuple(Tile(suit="z", rank=r) for r in (5, 6, 7))
        need = Counter(group)
        jing = sum(t in wilds for g in (*found, group) for t in g)
        if jing <= 2 and all(pool[t] >= n for t, n in need.items()):
            pool.subtract(need)
            found.append(group)
    return None


def _random_round(rng: random.Random) -> tuple[rulesets.Ruleset, Round]:
    offset = rng.choice((0, 1))
    ruleset = rulesets.get("jian", jing_offset=offset, jing_liability=rng.random() < 0.5)
    wall = list(STANDARD.tiles())
    rng.shuffle(wall)
    indicator = wall.pop()
    wilds = ruleset.wild_kinds(indicator)
    pool = Counter(wall)
    dealer, winner = rng.randrange(4), rng.randrange(4)
    # the winner: 4 sets + pair (or seven pairs), a few tiles swapped for jing, some sets claimed
    sevens = rng.random() < 0.2
    if sevens:
        kinds = [k for k in STANDARD.kinds if pool[k] >= 2]
        pairs = rng.sample(kinds, 7)
        pool.subtract(Counter(k for k in pairs for _ in range(2)))
        groups: list[tuple[Tile, ...]] = [(k, k) for k in pairs]
        melds: list[Meld] = []
    else:
        found = _sets(rng, pool, 4, wilds)
        assert found is not None
        pair = next(k for k in rng.sample(STANDARD.kinds, 34) if pool[k] >= 2)
        pool.subtract({pair: 2})
        groups, melds = [(pair, pair)], []
        for group in found:
            roll = rng.random()
            if roll < 0.25 and group[0] != group[1] and group[0].is_suited:
                melds.append(Meld.of(group, concealed=False, claimed_from=(winner - 1) % 4))
            elif roll < 0.45 and group[0] == group[1]:
                source = rng.choice([s for s in range(4) if s != winner])
                if pool[group[0]] and rng.random() < 0.5:
                    pool[group[0]] -= 1
                    concealed = rng.random() < 0.5
                    melds.append(
                        Meld.of(
                            (*group, group[0]),
                            concealed=concealed,
                            claimed_from=None if concealed else source,
                        )
                    )
                else:
                    melds.append(Meld.of(group, concealed=False, claimed_from=source))
            else:
                groups.append(group)
    concealed = [t for g in groups for t in g]
    for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):  # swap tiles for jing: the hand still wins
        live = [w for w in wilds if pool[w]]
        plain = [i for i, t in enumerate(concealed) if t not in wilds]
        if not live or not plain or len(plain) < len(concealed) - 2:
            break  # at most 3 jing in the concealed hand keeps the readings few
        i, jing = rng.choice(plain), rng.choice(live)
        pool[concealed[i]] += 1
        pool[jing] -= 1
        concealed[i] = jing
    win_tile = rng.choice(concealed)
    has_kong = any(m.kind is MeldKind.KONG for m in melds)
    methods = [SELF, DISCARD] + ([KONG] if has_kong else [])
    method = rng.choice(methods)
    discarder = rng.choice([s for s in range(4) if s != winner]) if not method.self_drawn else None
    first = method is SELF and winner == dealer and not melds and rng.random() < 0.2
    hand = Hand.of(concealed, melds=melds)
    win_hand = Hand.of(concealed, melds=melds, win_tile=win_tile, self_drawn=method.self_drawn)
    context = WinContext(
        seat=winner, dealer=dealer, method=method, discarder=discarder, first_draw=first, indicator=indicator
    )
    if not ruleset.score(win_hand, context).can_win:  # a ban: the same hand self-drawn
        method, discarder = SELF, None
    seats: list[SeatRecord] = []
    played = 0 if first else 10  # 天胡: nobody has discarded or claimed yet
    for seat in range(4):
        if seat == winner:
            seats.append(SeatRecord(hand=hand, discards=_take(rng, pool, rng.randrange(played + 1))))
            continue
        their: list[Meld] = []
        if played and rng.random() < 0.3:
            kind = rng.choice([k for k in STANDARD.kinds if pool[k] >= 3])
            pool[kind] -= 3
            their.append(Meld.of((kind,) * 3, concealed=False, claimed_from=(seat + 1) % 4))
        tiles = _take(rng, pool, 13 - 3 * len(their))
        seats.append(
            SeatRecord(hand=Hand.of(tiles, melds=their), discards=_take(rng, pool, rng.randrange(played + 1)))
        )
    win = Win(seat=winner, tile=win_tile, method=method, discarder=discarder, first_draw=first)
    return ruleset, Round(dealer=dealer, seats=tuple(seats), wins=(win,), indicator=indicator)


def _take(rng: random.Random, pool: Counter[Tile], n: int) -> tuple[Tile, ...]:
    bag = list(pool.elements())
    picked = rng.sample(bag, n)
    pool.subtract(Counter(picked))
    return tuple(picked)


def _jing_points(record: SeatRecord, ruleset: rulesets.Ruleset, indicator: Tile | None) -> int:
    wilds = ruleset.wild_kinds(indicator)
    weight = {wilds[0]: 2, wilds[1]: 1}
    hand = record.hand
    tiles = [*hand.tiles, *(t for m in hand.melds for t in m.physical), *record.discards]
    return sum(weight.get(t, 0) for t in tiles)


@given(st.randoms(use_true_random=False))
def test_random_rounds_pay_jing_by_the_literal_table(rng: random.Random) -> None:
    ruleset, r = _random_round(rng)
    (win,) = r.wins
    assert ruleset.score(r.winning_hand(win), r.context(win)).can_win
    s = ruleset.settle(r)
    # the win is paid to the winner, by seats other than the winner
    for t in s.transfers:
        if t.reason == "win":
            assert t.payee == win.seat
    # jing money, recomputed here from the tiles and the literal 冲关 table: each other
    # seat pays CHONGGUAN_EACH[n], doubled for 霸精 (only this seat has any jing)
    points = [_jing_points(rec, ruleset, r.indicator) for rec in r.seats]
    owed = [
        CHONGGUAN_EACH[n] * (2 if n and not any(points[o] for o in range(4) if o != seat) else 1)
        for seat, n in enumerate(points)
    ]
    for seat in range(4):
        received = sum(s.paid(p, seat, "bonus") for p in range(4))
        assert received == 3 * owed[seat], (seat, points)
        if not ruleset.options.jing_liability:
            # every other seat pays its own share: the bonus net is 3 × own − Σ others'
            paid = sum(s.paid(seat, p, "bonus") for p in range(4))
            assert received - paid == 3 * owed[seat] - sum(owed[o] for o in range(4) if o != seat)


@given(st.randoms(use_true_random=False), st.randoms(use_true_random=False))
def test_seat_tile_order_changes_nothing(rng: random.Random, shuffler: random.Random) -> None:
    ruleset, r = _random_round(rng)

    def shuffled(record: SeatRecord) -> SeatRecord:
        tiles = list(record.hand.tiles)
        shuffler.shuffle(tiles)
        melds = list(record.hand.melds)
        shuffler.shuffle(melds)
        discards = list(record.discards)
        shuffler.shuffle(discards)
        text = " ".join(str(t) for t in tiles)  # unsorted notation, parsed back
        hand = Hand.parse(text, melds=melds)
        return SeatRecord(hand=hand, discards=tuple(discards))

    again = Round(
        dealer=r.dealer, seats=tuple(shuffled(rec) for rec in r.seats), wins=r.wins, indicator=r.indicator
    )

    def money(s: Settlement) -> Counter[tuple[int, int, str]]:
        out: Counter[tuple[int, int, str]] = Counter()
        for t in s.transfers:
            out[t.payer, t.payee, t.reason] += t.amount
        return out

    first, second = ruleset.settle(r), ruleset.settle(again)
    assert first.nets == second.nets
    assert money(first) == money(second)


# -- bad input -------------------------------------------------------------------------------


def test_claimed_meld_with_a_jing_as_wildcard() -> None:
    five_s, red = Tile.from_str("5s"), Tile.from_str("7z")
    meld = Meld(
        kind=MeldKind.TRIPLET,
        tiles=(red, red, red),
        wild=(None, None, five_s),
        concealed=False,
        claimed_from=1,
    )
    h = Hand.parse("123m456p789p22z", melds=[meld], win="2z", self_drawn=True)
    with pytest.raises(errors.HandError, match=r"claimed meld '777z@1' uses a wildcard as another tile"):
        JIAN.score(h, WinContext(seat=0, indicator=INDICATOR))
    table = Table()
    r = Round(
        seats=(
            SeatRecord(hand=Hand.parse("123m456p789p22z", melds=[meld])),
            *(table.seat() for _ in range(3)),
        ),
        wins=(Win(seat=0, tile=Tile.from_str("2z")),),
        indicator=INDICATOR,
    )
    with pytest.raises(errors.HandError, match=r"claimed meld '777z@1' uses a wildcard .*seat 0"):
        JIAN.settle(r)


def test_hand_of_the_wrong_size() -> None:
    h = Hand.parse("123m456p789p22z34m", win="4m", self_drawn=True)
    with pytest.raises(errors.HandError, match=r"hand '12334m456789p22z win 4m self-drawn' holds 13 tiles"):
        JIAN.score(h, WinContext(seat=0, indicator=INDICATOR))


def test_unknown_option() -> None:
    with pytest.raises(errors.RulesetError, match=r"unknown option 'jing_ofset' for 'jian'"):
        rulesets.get("jian", jing_ofset=1)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"jing_offset": 2}, r"option jing_offset=2 for 'jian': must be 0 or 1"),
        ({"jing_offset": True}, r"option jing_offset=True for 'jian': must be 0 or 1"),
        ({"settle_draw": "yes"}, r"option settle_draw='yes' for 'jian': must be True or False"),
        ({"jing_liability": 1}, r"option jing_liability=1 for 'jian': must be True or False"),
    ],
    ids=["offset 2", "offset True", "settle_draw 'yes'", "jing_liability 1"],
)
def test_bad_option_value(options: dict[str, Any], message: str) -> None:
    with pytest.raises(errors.RulesetError, match=message):
        rulesets.get("jian", **options)


def test_seat_four() -> None:
    with pytest.raises(errors.RoundError, match=r"seat 4 is not a seat 0\.\.3"):
        WinContext(seat=4, indicator=INDICATOR)
    with pytest.raises(errors.RoundError, match=r"discarder 4 is not a seat 0\.\.3"):
        WinContext(seat=0, method=DISCARD, discarder=4, indicator=INDICATOR)
    table = Table()
    seats = tuple(table.seat() for _ in range(4))
    with pytest.raises(errors.RoundError, match=r"Win.seat 4 is not a seat 0\.\.3"):
        Round(seats=seats, wins=(Win(seat=4, tile=Tile.from_str("1m")),), indicator=INDICATOR)
    with pytest.raises(errors.RoundError, match=r"dealer 4 is not a seat 0\.\.3"):
        Round(dealer=4, seats=seats, indicator=INDICATOR)
    winner = SeatRecord.parse("123m345m456p789p22z")
    with pytest.raises(errors.RoundError, match=r"discarder 4 is not a seat 0\.\.3"):
        Round(
            seats=(winner, *seats[1:]),
            wins=(Win(seat=0, tile=Tile.from_str("5m"), method=DISCARD, discarder=4),),
            indicator=INDICATOR,
        )


def test_a_flower_is_not_a_jian_tile() -> None:
    h = Hand.parse("123m456p789p22z34m1f", win="4m", self_drawn=True)
    with pytest.raises(errors.TileSetError, match=r"tile '1f' is not in the 136-tile set 'standard'"):
        JIAN.score(h, WinContext(seat=0, indicator=INDICATOR))
    table = Table()
    seats = (SeatRecord.parse("123m345m456p789p22z", flowers="1f"), *(table.seat() for _ in range(3)))
    r = Round(seats=seats, wins=(Win(seat=0, tile=Tile.from_str("5m")),), indicator=INDICATOR)
    with pytest.raises(errors.TileSetError, match=r"tile '1f' is not in the 136-tile set .*seat 0"):
        JIAN.settle(r)
    with pytest.raises(errors.TileSetError, match=r"indicator '1f'"):
        JIAN.choice(Tile.from_str("1f"))


def test_a_fifth_copy() -> None:
    with pytest.raises(errors.HandError, match=r"5 copies of '1m' in hand '11111m"):
        Hand.parse("11111m456p789p22z", win="1m")
    # across the table: the winner's 1m and four more in seat 1
    seats = (
        SeatRecord.parse("123m345m456p789p22z"),
        SeatRecord.parse("1111m2222p3333s9m"),
        SeatRecord.parse("4444p6666m7777s9m"),
        SeatRecord.parse("7777m8888p9999s9m"),
    )
    r = Round(seats=seats, wins=(Win(seat=0, tile=Tile.from_str("5m")),), indicator=INDICATOR)
    with pytest.raises(
        errors.TileSetError, match=r"5 copies of '1m' but the 136-tile set 'standard' has only 4"
    ):
        JIAN.settle(r)


def test_the_indicator_is_out_of_play() -> None:
    # indicator 5s is turned up: a table can hold only 3 more 5s
    seats = (
        SeatRecord.parse("123m345m456p789p22z"),
        SeatRecord.parse("5s5s5s5s1z1z1z2z3z4z4z4z6z"),
        SeatRecord.parse("1s1s1s2s2s2s3s3s3s4s4s4s6z"),
        SeatRecord.parse("7s7s7s8s8s8s9s9s9s6z7z7z7z"),
    )
    r = Round(seats=seats, wins=(Win(seat=0, tile=Tile.from_str("5m")),), indicator=INDICATOR)
    with pytest.raises(errors.TileSetError, match=r"5 copies of '5s'.*indicator"):
        JIAN.settle(r)


def test_a_round_needs_the_indicator() -> None:
    table = Table()
    winner = SeatRecord.parse("123m345m456p789p22z")
    r = Round(
        seats=(winner, *(table.seat() for _ in range(3))), wins=(Win(seat=0, tile=Tile.from_str("5m")),)
    )
    with pytest.raises(errors.RoundError, match=r"needs the jing indicator"):
        JIAN.settle(r)


def test_one_winner_only() -> None:
    # 胡前不胡后: the first claimant in turn order wins; two wins on one discard are refused
    seats = (
        SeatRecord.parse("123m345m456p789p22z"),
        SeatRecord.parse("123s345s456p789p33z"),
        SeatRecord.parse("19m19p19s1234567z"),
        SeatRecord.parse("2468m2468p2468s1z"),
    )
    wins = (
        Win(seat=0, tile=Tile.from_str("5m"), method=DISCARD, discarder=2),
        Win(seat=1, tile=Tile.from_str("5s"), method=DISCARD, discarder=2),
    )
    r = Round(seats=seats, wins=wins, indicator=Tile.from_str("1s"))
    with pytest.raises(errors.RoundError, match=r"one winner .*got seats 0, 1"):
        JIAN.settle(r)


def test_an_honor_run_can_not_be_claimed() -> None:
    h = Hand.parse("123m456p789p22z", melds="123z@3", win="2z", self_drawn=True)
    with pytest.raises(errors.HandError, match=r"does not allow a claimed honor_run like '123z@3'"):
        JIAN.score(h, WinContext(seat=0, indicator=INDICATOR))


def test_the_bans_lead_the_table() -> None:
    """Both bans come first, in their order (the refusal check before the search stops at
    the last ban: a self-drawn hand's other rows are not evaluated twice)."""
    from majiang.rulesets.jian.table import ITEMS
    from majiang.scoring import Stage

    stages = [item.stage is Stage.FORBID for item in ITEMS]
    assert stages == [True, True] + [False] * (len(ITEMS) - 2)
    assert [item.key for item in ITEMS[:2]] == ["no_jing_diao_on_discard", "no_plain_jing_on_discard"]
