"""Changchun 长春麻将: the digest's worked examples, the 番 table, special kongs, kong
money, 点炮包三家, options and bad input, worked out by hand from ``shared/rules/changchun.md``.

Unit 1, dealer seat 0. Each payer pays ``2 ** min(6, fan + d + z)``: ``d`` = 1 when the
winner or that payer is the dealer, ``z`` = 1 for every payer of a self-draw and for the
discarder of a discard win. Every other seat pays; a discarder who had not declared ready
pays all three shares. Kongs are paid by each other seat, in a drawn round too.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import HandError, RoundError, RulesetError, TileSetError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.base import Ruleset
from majiang.rulesets.changchun import Changchun
from majiang.rulesets.changchun.kongs import special_kind
from majiang.scoring import Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

C = Changchun()
SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD
CLOSED = "123m456p789s111z99s"  # concealed; on 2m a 夹 (13m), its only wait


def t(text: str) -> Tile:
    return Tile.from_str(text)


def seat(tiles: str, melds: str = "", *, ready: bool = True, aside: str = "") -> SeatRecord:
    groups = tuple(parse_tiles(g) for g in aside.split())
    return SeatRecord(hand=Hand.parse(tiles, melds=melds), ready=ready, set_aside=groups)


def build(seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), bao: str | None = "8p") -> Round:
    laid = [x for r in seats.values() for g in r.set_aside for x in g]
    indicator = t(bao) if bao else None
    return Round.build(C, seats=seats, wins=wins, indicator=indicator, avoid=laid)


def nets(
    seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), bao: str | None = "8p", ruleset: Ruleset = C
) -> tuple[int, ...]:
    return ruleset.settle(build(seats, wins, bao)).nets


def score(
    tiles: str,
    win: str,
    *,
    melds: str = "",
    seat_: int = 1,
    method: WinMethod = SELF,
    discarder: int | None = None,
    bao: str | None = "8p",
    ready: bool = True,
    **context: Any,
) -> Score:
    hand = Hand.parse(tiles, melds=melds, win=win, self_drawn=method.self_drawn)
    ctx = WinContext(
        seat=seat_,
        dealer=0,
        method=method,
        discarder=discarder,
        ready=ready,
        indicator=t(bao) if bao else None,
        **context,
    )
    return C.score(hand, ctx)


def amounts(result: Score) -> dict[int, int]:
    assert result.can_win, result.reason
    return {p.payer: p.amount for p in result.payments}


def keys(result: Score) -> set[str]:
    return {a.item.key for a in result.awards}


# -- the digest's worked examples (unit 1, dealer seat 0) ------------------------------------------

PIAO = ("555p777s111z99s", "222m@0")  # 飘和 with a pon; on 1z (or 9s) a 双碰
EXAMPLES = [
    # 1. seat 1 self-draws 门清 + 夹 (2): seat 0 2^(2+1+1) = 16, seats 2, 3 2^(2+1) = 8; +32
    pytest.param(
        {1: seat(CLOSED)}, (Win.parse(1, "2m"),), "8p", (-16, 32, -8, -8), id="1-menqing-jia-self-draw"
    ),
    # 2. seat 2 飘和 2 on ready seat 3's discard: seat 3 2^(2+0+1) = 8, seat 0 2^(2+1+0) = 8,
    #    seat 1 2^2 = 4; seat 2 +20
    pytest.param(
        {2: seat(*PIAO), 3: seat("24m333p567s999m77z")},
        (Win.parse(2, "1z", FED, discarder=3),),
        "8p",
        (-8, -4, 20, -8),
        id="2-piaohu-ready-discarder",
    ),
    # 3. the same, seat 3 had not declared ready: he pays 8 + 8 + 4 = 20 alone
    pytest.param(
        {2: seat(*PIAO), 3: seat("24m333p567s999m77z", ready=False)},
        (Win.parse(2, "1z", FED, discarder=3),),
        "8p",
        (0, 0, 20, -20),
        id="3-unready-discarder-pays-three",
    ),
    # 4. seat 0 self-draws 七对 with 冲宝 (3 + 2): 2^min(6, 5+1+1) = 64 from each; +192
    pytest.param(
        {0: seat("1122m3344p5566s77z")},
        (Win.parse(0, "7z"),),
        "7z",
        (192, -64, -64, -64),
        id="4-qidui-chongbao-capped",
    ),
    # 5. drawn: seat 2's 暗杠 中 2 × 2 = 4 from each; seat 1's 旋风杠 东南西 1 and 北 added 1 from each:
    #    seat 0 −4 −1 −1 = −6, seat 1 −4 +3 +3 = +2, seat 2 +12 −1 −1 = +10, seat 3 −6
    pytest.param(
        {
            2: seat("123m456p789s1m", "(7777z)", ready=False),
            1: seat("234m567p345s99m55s", ready=False, aside="1234z"),
        },
        (),
        None,
        (-6, 2, 10, -6),
        id="5-kongs-settled-in-a-draw",
    ),
]


@pytest.mark.parametrize(("seats", "wins", "bao", "expected"), EXAMPLES)
def test_digest_examples(
    seats: dict[int, SeatRecord], wins: tuple[Win, ...], bao: str | None, expected: tuple[int, ...]
) -> None:
    assert nets(seats, wins, bao) == expected


# -- the 番 table ------------------------------------------------------------------------------------

FAN = [
    # 豪华七对 4 (1m makes four alike; no 七对, 门清): dealer 2^(4+1+1) = 64, others 2^5 = 32
    pytest.param(
        "1111m3344p5566s77z",
        "1m",
        "8p",
        {"haohua_qidui", "dealer", "zimo_dianpao"},
        {0: 64, 2: 32, 3: 32},
        id="haohua-qidui",
    ),
    # 七对 3 alone: dealer 2^5 = 32, others 2^4 = 16
    pytest.param(
        "1122m3344p5566s77z",
        "7z",
        "8p",
        {"qidui", "dealer", "zimo_dianpao"},
        {0: 32, 2: 16, 3: 16},
        id="qidui",
    ),
    # 13m waiting 2m, the 宝 5s drawn for it: 门清 1 + 夹 1 + 摸宝 1: dealer 2^5 = 32, others 16
    pytest.param(
        "13m456p789s111z99s5s",
        "5s",
        "5s",
        {"menqing", "jia", "mobao", "dealer", "zimo_dianpao"},
        {0: 32, 2: 16, 3: 16},
        id="mobao",
    ),
    # the 宝 2m is the one wait itself: 门清 1 + 夹 1 + 冲宝 2: dealer 2^6 = 64, others 2^5 = 32
    pytest.param(
        CLOSED,
        "2m",
        "2m",
        {"menqing", "jia", "chongbao", "dealer", "zimo_dianpao"},
        {0: 64, 2: 32, 3: 32},
        id="chongbao",
    ),
    # a dragon pair waives the triplet; 单吊 on 7z: 门清 1 + 单吊 1: 16, 8, 8
    pytest.param(
        "123m456p789s234m77z",
        "7z",
        "8p",
        {"menqing", "jia", "dealer", "zimo_dianpao"},
        {0: 16, 2: 8, 3: 8},
        id="dragon-pair-danidao",
    ),
    # edge 12m on 3m: 门清 1 + 夹 (边) 1: 16, 8, 8
    pytest.param(
        CLOSED, "3m", "8p", {"menqing", "jia", "dealer", "zimo_dianpao"}, {0: 16, 2: 8, 3: 8}, id="edge-3"
    ),
    # open-ended 56p on 4p (or 7p): 门清 1 only: dealer 2^3 = 8, others 4
    pytest.param(
        "123m456p789s111z99s",
        "4p",
        "8p",
        {"menqing", "dealer", "zimo_dianpao"},
        {0: 8, 2: 4, 3: 4},
        id="open-wait-menqing-only",
    ),
]


@pytest.mark.parametrize(("tiles", "win", "bao", "want_keys", "want"), FAN)
def test_fan_items(tiles: str, win: str, bao: str, want_keys: set[str], want: dict[int, int]) -> None:
    result = score(tiles, win, bao=bao)
    assert keys(result) == want_keys
    assert amounts(result) == want


def test_piaohu_replaces_jia() -> None:
    # 飘和 on a 单吊 (1z, the 4 others triplets) self-drawn: 飘和 2, no 夹/单吊: dealer 2^4 = 16, others 8
    result = score("222m555p777s999s11z", "1z")
    assert keys(result) == {"menqing", "piaohu", "dealer", "zimo_dianpao"}
    # 门清 1 + 飘和 2 + z 1 (+ d 1): 2^5 = 32 from the dealer, 2^4 = 16 from the others
    assert amounts(result) == {0: 32, 2: 16, 3: 16}


def test_concealed_kong_keeps_menqing() -> None:
    # 暗杠 9999p keeps 门清; 13m on 2m: 门清 1 + 夹 1: 16, 8, 8 (the kong is paid apart)
    result = score("123m456p789s11z", "2m", melds="(9999p)")
    assert amounts(result) == {0: 16, 2: 8, 3: 8}


def test_cap_at_six() -> None:
    # 豪华七对 4 + 冲宝 2 + d 1 + z 1 = 8 → 2^min(6, 8) = 64 from the dealer; others 4 + 2 + 1 = 7 → 64
    result = score("1111m3344p5566s77z", "1m", bao="1m")
    assert amounts(result) == {0: 64, 2: 64, 3: 64}


# -- requirements ------------------------------------------------------------------------------------

REFUSALS = [
    pytest.param(CLOSED, "", "2m", {"ready": False}, "先报听后胡牌", id="not-ready"),
    pytest.param("123m456m789m234p55z", "", "5z", {}, "三门齐", id="two-suits-no-flush-exception"),
    pytest.param("234m456p678s345m55p", "", "5p", {}, "必须有幺九", id="no-terminal"),
    pytest.param("123m456p789s234m55s", "", "5s", {}, "必须有刻", id="no-triplet-no-dragon-pair"),
]


@pytest.mark.parametrize(("tiles", "melds", "win", "context", "reason"), REFUSALS)
def test_requirements_refuse(tiles: str, melds: str, win: str, context: dict[str, Any], reason: str) -> None:
    result = score(tiles, win, melds=melds, **context)
    assert not result.can_win and reason in (result.reason or "")


def test_special_kong_stands_in_for_the_triplet() -> None:
    # no triplet, a 55s pair; 喜杠 laid out: 门清 1 + 夹 1 → 16, 8, 8; the 喜杠 1 from each;
    # seat 3's 九杠 9m9p+幺鸡, 9s added: 1 + 1 = 2 from each
    # seat 1: 16 + 8 + 8 + 3 − 2 = 33; seat 0: −16 −1 −2 = −19; seat 2: −8 −1 −2 = −11; seat 3: −8 −1 +6 = −3
    seats = {
        1: seat("234m456p678s123m55s", aside="567z"),
        3: seat("345m345p345s22m66s", ready=False, aside="9m9p1s9s"),
    }
    assert nets(seats, (Win.parse(1, "2m"),)) == (-19, 33, -11, -3)
    # without the 喜杠 the same tiles can not win
    assert "必须有刻" in (score("234m456p678s123m55s", "2m").reason or "")


def test_seven_pairs_with_a_special_kong_is_refused() -> None:
    seats = {1: seat("1122m3344p5566s99s", aside="567z")}
    with pytest.raises(RoundError, match="七对门清"):
        C.settle(build(seats, (Win.parse(1, "9s"),)))


# -- kong money ----------------------------------------------------------------------------------------

KONGS = [
    # 明杠 1 (from a discard), ×2 for 1s: 2 from each
    pytest.param("1111s@2", 2, id="direct-1s-doubled"),
    pytest.param("2222m@2", 1, id="direct"),
    pytest.param("2222m+", 1, id="added"),
    pytest.param("(2222m)", 2, id="concealed"),
    pytest.param("(1111p)", 4, id="concealed-1p-doubled"),
    pytest.param("6666z@3", 2, id="direct-fa-doubled"),
]


@pytest.mark.parametrize(("meld", "points"), KONGS)
def test_ordinary_kong_money(meld: str, points: int) -> None:
    # seat 1 holds the kong, nobody wins: each other seat pays ``points``; seat 1 +3 × points
    seats = {1: seat("345m567p345s7z", meld, ready=False)}
    assert nets(seats, (), None) == (-points, 3 * points, -points, -points)


@pytest.mark.parametrize(
    ("group", "kind", "points"),
    [
        pytest.param("123z", "旋风杠", 1, id="three-winds"),
        pytest.param("1234z", "旋风杠", 2, id="four-winds"),
        pytest.param("567z", "喜杠", 1, id="zhongfabai"),
        pytest.param("1m1p1s", "幺杠", 1, id="yao"),
        pytest.param("9m9p9s9m", "九杠", 2, id="jiu-plus-one"),
        pytest.param("12z1s", "旋风杠", 1, id="yaoji-for-a-wind"),
        pytest.param("56z1s7z", "喜杠", 2, id="yaoji-then-the-missing-dragon"),
    ],
)
def test_special_kongs(group: str, kind: str, points: int) -> None:
    assert special_kind(parse_tiles(group), "seat 1") == kind
    seats = {1: seat("345m567p345s22m66p", ready=False, aside=group)}
    assert nets(seats, (), None) == (-points, 3 * points, -points, -points)


# -- options -----------------------------------------------------------------------------------------


def test_bao_seen_table() -> None:
    # bao_seen="table": the unready discarder is liable only while no 宝 is out
    table = get("changchun", bao_seen="table")
    seats = {2: seat(*PIAO), 3: seat("24m333p567s999m77z", ready=False)}
    wins = (Win.parse(2, "1z", FED, discarder=3),)
    assert nets(seats, wins, "8p", ruleset=table) == (-8, -4, 20, -8)  # the 宝 is out: each his own
    # no 宝 rolled yet (seat 2 declared and won before his next draw): seat 3 pays 20
    assert table.settle(Round.build(C, seats=seats, wins=wins)).nets == (0, 0, 20, -20)


@given(
    winner=st.integers(0, 3), feeder=st.integers(0, 3), dealer=st.integers(0, 3), feeder_ready=st.booleans()
)
def test_who_pays_menqing_jia(winner: int, feeder: int, dealer: int, feeder_ready: bool) -> None:
    """门清 + 夹 (2 番), self-drawn or fed: each payer 2^(2 + d + z); an unready feeder pays all."""
    fed = feeder != winner
    records = {winner: SeatRecord(hand=Hand.parse(CLOSED), ready=True)}
    if fed:
        records[feeder] = SeatRecord(hand=Hand.parse("345m567p345s666z7z"), ready=feeder_ready)
    win = Win(seat=winner, tile=t("2m"), method=FED if fed else SELF, discarder=feeder if fed else None)
    round_ = Round.build(C, seats=records, wins=win, indicator=t("8p"), dealer=dealer)
    want = [0, 0, 0, 0]
    for p in range(4):
        if p == winner:
            continue
        share = 2 ** (2 + (dealer in (p, winner)) + (not fed or p == feeder))
        payer = feeder if fed and not feeder_ready else p
        want[payer] -= share
        want[winner] += share
    assert C.settle(round_).nets == tuple(want)


# -- bad input -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("aside", "message"),
    [
        ("12z", "set-aside group '1z2z' is not a special kong"),
        ("112z", "set-aside group '1z1z2z' is not a special kong"),
        ("1z5z6z", "set-aside group '1z5z6z' is not a special kong"),
        ("123z5z", "set-aside group '1z2z3z5z' is not a special kong"),
        ("123z 124z", "at most one 旋风杠 per player, got 2"),
    ],
)
def test_bad_special_kongs(aside: str, message: str) -> None:
    seats = {1: seat("345m567p345s22m66p", ready=False, aside=aside)}
    with pytest.raises(RoundError, match=message):
        C.settle(build(seats, (), None))


def test_five_copies_with_the_special_kong() -> None:
    # 1z ×4 in the hand and one more in the 旋风杠
    seats = {1: seat("1111z567p345s22m6p", ready=False, aside="123z")}
    with pytest.raises(TileSetError, match="1z"):
        C.settle(build(seats, (), None))


def test_no_chi_of_honors() -> None:
    with pytest.raises(HandError, match="567z"):
        score("123m456p789s11z99s", "9s", melds="567z@0")


def test_wrong_hand_size() -> None:
    with pytest.raises(HandError, match="holds 15 tiles"):
        score(CLOSED + "2m", "2m")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"bao_seen": False}, "option bao_seen=False for 'changchun': must be 'discarder' or 'table'"),
        ({"bao_seen": "nobody"}, "option bao_seen='nobody' for 'changchun'"),
        ({"cap": 7}, "unknown option 'cap' for 'changchun'"),
    ],
)
def test_bad_options(options: dict[str, Any], message: str) -> None:
    with pytest.raises(RulesetError, match=message):
        get("changchun", **options)


def test_jiehu_one_winner_per_discard() -> None:
    # seats 1 and 2 both on seat 3's 2m: only the nearest wins (截胡), two wins are refused
    seats = {1: seat(CLOSED), 2: seat("123m456p789s222z88s")}
    wins = (Win.parse(1, "2m", FED, discarder=3), Win.parse(2, "2m", FED, discarder=3))
    with pytest.raises(RoundError, match=r"changchun has one winner per round \(截胡"):
        C.settle(build(seats, wins))
