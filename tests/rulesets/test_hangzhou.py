"""Hangzhou (杭州 财神): the digest's worked examples and every item, worked out by hand.

Throughout seat 0 deals, 底 is 1 and every payer pays ``2 ** Σ翻``: 七对 1, 豪华 +1 per
four-alike group, 杠开 / 财飘 1 per link of the chain, 四白 1, 爆头 1, and where the
winner or that payer is the dealer 庄家 1 + 连庄 1 per stay (at most 2): the dealer
factor 2, 4, 8. Only self-draws win.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import HandError, RoundError, RulesetError, TileSetError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.base import Ruleset
from majiang.rulesets.hangzhou import Hangzhou, HangzhouFacts
from majiang.rulesets.hangzhou.caishen import baotou
from majiang.scoring import Score, WinContext, WinMethod
from majiang.serialize import dump_round, load_round
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile

H = Hangzhou()
SELF = WinMethod.SELF_DRAW
KONG = WinMethod.KONG_REPLACEMENT

PLAIN = "123m456p789s234s99m"  # 123m 456p 789s 234s 99m, waited on 9m only
QIDUI_BAOTOU = "1122m3344p5566s5z7z"  # six pairs + a lone 白 before the 7z: any tile won
BAOTOU = "123m456p789s234s5z"  # four sets + a lone 白: 爆头


def score(
    tiles: str,
    win: str,
    *,
    seat: int = 1,
    method: WinMethod = SELF,
    discarder: int | None = None,
    melds: str = "",
    ruleset: Ruleset = H,
    **context: Any,
) -> Score:
    hand = Hand.parse(tiles, melds=melds, win=win, self_drawn=method.self_drawn)
    context.setdefault("facts", HangzhouFacts())
    ctx = WinContext(seat=seat, dealer=0, method=method, discarder=discarder, **context)
    return ruleset.score(hand, ctx)


def amounts(result: Score) -> dict[int, int]:
    assert result.can_win, result.reason
    return {p.payer: p.amount for p in result.payments}


def keys(result: Score) -> set[str]:
    return {a.item.key for a in result.awards}


# -- the digest's worked examples (底 1, dealer seat 0) -----------------------------------------

EXAMPLES = [
    # 1. seat 1 平胡, no chain, not 爆头 (番 1), fresh dealer (f 2):
    #    dealer 1 × 1 × 2 = 2, seats 2, 3 pay 1 × 1 = 1; seat 1 +4
    pytest.param(PLAIN, "9m", 1, "", SELF, {}, {0: 2, 2: 1, 3: 1}, 4, id="1-x-pinghu-123m456p789s234s99m"),
    # 2. dealer, lianzhuang 1 (f 4), 七对 爆头: 番 2 × 2 = 4 → 1 × 4 × 4 = 16 from each; +48
    pytest.param(
        QIDUI_BAOTOU,
        "7z",
        0,
        "",
        SELF,
        {"lianzhuang": 1},
        {1: 16, 2: 16, 3: 16},
        48,
        id="2-d-qidui-baotou-lz1-1122m3344p5566s5z+7z",
    ),
    # 3. seat 2 爆头, discarded a 白 (财飘, chain 1), then self-draws: 番 1 × 2 × 2 = 4 →
    #    dealer (f 2) 4 × 2 = 8, seats 1 and 3 pay 4; +16
    pytest.param(
        BAOTOU + "7z",
        "7z",
        2,
        "",
        SELF,
        {"wild_discards": 1},
        {0: 8, 1: 4, 3: 4},
        16,
        id="3-x-caipiao-baotou-123m456p789s234s5z+7z",
    ),
    # 4. seat 3 kongs and wins on the replacement (杠开, chain 1), 平胡, not 爆头: 番 1 × 2 = 2 →
    #    dealer 2 × 2 = 4, seats 1 and 2 pay 2; +8
    pytest.param(
        "123m456p78s11s9s",
        "9s",
        3,
        "(2222z)",
        KONG,
        {},
        {0: 4, 1: 2, 2: 2},
        8,
        id="4-x-gangkai-123m456p78s11s+9s-(2222z)",
    ),
]


@pytest.mark.parametrize(("tiles", "win", "seat", "melds", "method", "ctx", "expected", "total"), EXAMPLES)
def test_worked_examples(
    tiles: str,
    win: str,
    seat: int,
    melds: str,
    method: WinMethod,
    ctx: dict[str, Any],
    expected: dict[int, int],
    total: int,
) -> None:
    result = score(tiles, win, seat=seat, melds=melds, method=method, **ctx)
    assert amounts(result) == expected
    assert result.total == total


def test_worked_example_5_dealer_factor_8() -> None:
    # 5. example 1 with dealer_factor=8: dealer 1 × 1 × 8 = 8, seats 2, 3 pay 1; +10 (胡家 +10·番·底)
    result = score(PLAIN, "9m", ruleset=get("hangzhou", dealer_factor=8))
    assert amounts(result) == {0: 8, 2: 1, 3: 1} and result.total == 10


# -- the branch: 平胡, 七对, 豪华七对 ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("tiles", "win", "groups", "expected"),
    [
        # one four-alike (1111m): 七对 1 + 豪华 1 = 2 翻 → 4 from seats 2, 3; dealer 2^3 = 8
        pytest.param("11112233m445566p", "6p", 1, 4, id="haohua-1-11112233m445566p"),
        # two (1111m, 4444p): 七对 1 + 豪华 2 = 3 翻 → 8
        pytest.param("111122m33m444455p", "5p", 2, 8, id="haohua-2-11112233m444455p"),
        # three (1111m 3333m 5555p): 七对 1 + 豪华 3 = 4 翻 → 16
        pytest.param("11113333m225555p", "2p", 3, 16, id="haohua-3-11113333m225555p"),
    ],
)
def test_haohua_qidui(tiles: str, win: str, groups: int, expected: int) -> None:
    result = score(tiles, win)
    award = next(a for a in result.awards if a.item.key == "haohua")
    assert award.count == groups
    assert amounts(result) == {2: expected, 3: expected, 0: 2 * expected}


def test_four_real_bai_count_as_one_group() -> None:
    # 白白白白 11m 22m 33p 44p 55s: 七对 1 + 豪华 1 (the four 白 at their own face) + 四白 1 = 3 翻
    # → 8 from seats 2, 3 and 16 from the dealer (not 爆头: it holds four 白)
    result = score("5555z1122m3344p55s", "5s")
    assert {"qidui", "haohua", "si_bai"} <= keys(result) and "baotou" not in keys(result)
    assert amounts(result) == {2: 8, 3: 8, 0: 16}


def test_qidui_needs_a_concealed_hand() -> None:
    # five pairs and a concealed kong are no seven pairs (the kong is a meld), nor a standard hand
    result = score("1122m3344p55s7z", "7z", melds="(6666s)")
    assert not result.can_win and "不成胡" in str(result.reason)


def test_caishen_pairs_itself_and_makes_a_triplet() -> None:
    # 123m 456p 789s 白白白 (a triplet of itself) 11z. Before the draw 白白白 + 1z won on any
    # tile (白 + 1z a pair, 白白 + any tile a set): 爆头 1 → 2 from seats 2, 3, 4 from the dealer
    result = score("123m456p789s555z11z", "1z")
    assert keys(result) == {"pinghu", "baotou", "dealer"}
    assert amounts(result) == {2: 2, 3: 2, 0: 4}


# -- the chain and 四白 ------------------------------------------------------------------------------


def test_shuang_cai_piao() -> None:
    # 爆头 with 白 held, two 白 飘'd: 财飘 2 + 爆头 1 = 3 翻 → 8, dealer 16
    result = score(BAOTOU + "7z", "7z", wild_discards=2)
    assert next(a.count for a in result.awards if a.item.key == "piao") == 2
    assert amounts(result) == {2: 8, 3: 8, 0: 16}


def test_san_cai_piao_is_si_bai() -> None:
    # one 白 kept + three 飘'd = exactly four: 财飘 3 + 四白 1 + 爆头 1 = 5 翻 → 32, dealer 64
    result = score(BAOTOU + "3z", "3z", wild_discards=3)
    assert "si_bai" in keys(result)
    assert amounts(result) == {2: 32, 3: 32, 0: 64}


def test_si_bai_held() -> None:
    # 5555z 123m 456p 11s 89p + 9p: 白 as 7p, 白白白 itself; 四白 1 → 2, dealer 4
    result = score("5555z123m456p11s89p", "9p")
    assert keys(result) == {"pinghu", "si_bai", "dealer"}
    assert amounts(result) == {2: 2, 3: 2, 0: 4}


def test_gangkai_baotou_dealer_after_two_stays() -> None:
    # the dealer is 爆头 with a concealed 北 kong and wins on its replacement:
    # 杠开 1 + 爆头 1 + 庄家 1 + 连庄 2 = 5 翻 → 32 from each; +96
    result = score("123m456p789s5z1z", "1z", seat=0, melds="(4444z)", method=KONG, lianzhuang=2)
    assert amounts(result) == {1: 32, 2: 32, 3: 32}


def test_lianzhuang_stops_at_two() -> None:
    # 平胡 by the dealer after 5 stays: 庄家 1 + 连庄 2 = 3 翻 → 8 from each (factor 8 at most)
    assert amounts(score(PLAIN, "9m", seat=0, lianzhuang=5)) == {1: 8, 2: 8, 3: 8}


def test_lianzhuang_only_concerns_the_dealer() -> None:
    # seat 1 wins after the dealer's 2 stays: the dealer pays 2^(1+2) = 8, the others 1
    assert amounts(score(PLAIN, "9m", lianzhuang=2)) == {0: 8, 2: 1, 3: 1}


def test_baotou_reads_the_hand_before_the_draw() -> None:
    assert baotou(Hand.parse("1122m3344p5566s5z"))  # six pairs + 白
    assert baotou(Hand.parse("123m456p789s23s55z"))  # 白白 + 23s: any tile completes it
    assert not baotou(Hand.parse("123m456p789s234s9m"))
    assert not baotou(Hand.parse("5555z123m456p11s8p"))  # four 白: 四白, not 爆头


# -- options ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("factor", "dealer_pays"),
    [
        pytest.param(2, 2, id="factor-2"),
        pytest.param(4, 4, id="factor-4"),
        pytest.param(8, 8, id="factor-8"),
    ],
)
def test_fixed_dealer_factor_ignores_stays(factor: int, dealer_pays: int) -> None:
    # 平胡 (番 1) after 2 stays: the dealer pays 1 × factor, the others 1
    result = score(PLAIN, "9m", ruleset=get("hangzhou", dealer_factor=factor), lianzhuang=2)
    assert amounts(result) == {0: dealer_pays, 2: 1, 3: 1}


def test_you_cai_bi_kao() -> None:
    strict = get("hangzhou", you_cai_bi_kao=True)
    # a 平胡 with a 财神 (白 as 1s or 4s), not 爆头
    # 123m 456p 23s+白 789s 11z: before the draw it waited on 1z, 1s, 4s only
    refused = score("123m456p5z23s789s11z", "1z", ruleset=strict)
    assert not refused.can_win and "有财必拷响" in str(refused.reason)
    # the same hand is fine by default: 平胡 → 1, 1, dealer 2
    assert amounts(score("123m456p5z23s789s11z", "1z")) == {2: 1, 3: 1, 0: 2}
    # 爆头 may win: 爆头 1 → 2, 2, dealer 4
    assert amounts(score(BAOTOU + "7z", "7z", ruleset=strict)) == {2: 2, 3: 2, 0: 4}
    # 杠开 may win: 123m 456p 5z3s(=234s) 11s + (2222z), won on the replacement 11s… 杠开 1 → 2, 2, 4
    assert amounts(score("123m456p5z34s11s", "1s", melds="(2222z)", method=KONG, ruleset=strict)) == {
        2: 2,
        3: 2,
        0: 4,
    }
    # no 财神 at all: nothing to 拷
    assert amounts(score(PLAIN, "9m", ruleset=strict)) == {2: 1, 3: 1, 0: 2}


@pytest.mark.parametrize(
    ("options", "message"),
    [
        pytest.param({"dealer_factor": 3}, "option dealer_factor=3 for 'hangzhou'", id="factor-3"),
        pytest.param({"dealer_factor": "8"}, "option dealer_factor='8'", id="factor-str"),
        pytest.param({"you_cai_bi_kao": 1}, "option you_cai_bi_kao=1", id="flag-int"),
        pytest.param({"cap": 10}, "unknown option 'cap' for 'hangzhou'", id="unknown"),
    ],
)
def test_bad_options(options: dict[str, Any], message: str) -> None:
    with pytest.raises(RulesetError, match=message):
        get("hangzhou", **options)


# -- refusals and bad input -----------------------------------------------------------------------------


@pytest.mark.parametrize("method", [WinMethod.DISCARD, WinMethod.ROBBED_KONG], ids=["discard", "robbed-kong"])
def test_self_draw_only(method: WinMethod) -> None:
    result = score(PLAIN, "9m", method=method, discarder=2)
    assert not result.can_win and "只能自摸" in str(result.reason)


def test_caipiao_needs_baotou() -> None:
    with pytest.raises(RoundError, match="needs a hand that is 爆头"):
        score(PLAIN, "9m", wild_discards=1)


def test_at_most_three_piao() -> None:
    with pytest.raises(RoundError, match="at most 3"):
        score(BAOTOU + "7z", "7z", wild_discards=4)


def test_piao_and_held_bai_at_most_four() -> None:
    # 白白 held (爆头 with 白白 + 23s) and three 飘'd: five 白
    with pytest.raises(HandError, match="only four"):
        score("123m456p789s23s55z1z", "1z", wild_discards=3)


@pytest.mark.parametrize(
    ("melds", "message"),
    [
        pytest.param("555z@2", "holds a 财神", id="pon-of-bai"),
        pytest.param("(5555z)", "holds a 财神", id="concealed-kong-of-bai"),
        pytest.param("5555z@3", "holds a 财神", id="exposed-kong-of-bai"),
    ],
)
def test_no_bai_in_a_meld(melds: str, message: str) -> None:
    with pytest.raises(HandError, match=message):
        score("123m456p789s11z", "1z", melds=melds)


def test_at_most_two_chis() -> None:
    with pytest.raises(HandError, match="at most 2 times"):
        score("789s11z", "1z", melds="123m@0 456p@0 234s@0")


def test_no_chi_of_honors() -> None:
    with pytest.raises(HandError, match="does not allow a claimed honor_run"):
        score("123m456p789s11z", "1z", melds="123z@0")


def test_no_flowers_in_the_set() -> None:
    hand = Hand.parse(PLAIN, flowers="1f", win="9m", self_drawn=True)
    with pytest.raises(TileSetError, match="1f"):
        H.score(hand, WinContext(seat=1, facts=HangzhouFacts()))


def test_wrong_hand_size() -> None:
    with pytest.raises(HandError, match="tiles"):
        score("123m456p789s99m", "9m")


def test_nothing_is_turned_up() -> None:
    with pytest.raises(RoundError, match="turns nothing up"):
        score(PLAIN, "9m", indicator=Tile.from_str("5z"))


# -- whole rounds -----------------------------------------------------------------------------------


def _round(seats: dict[int, SeatRecord], wins: tuple[Win, ...], **kw: Any) -> Round:
    kw.setdefault("facts", HangzhouFacts())
    return Round.build(get("hangzhou"), seats=seats, wins=wins, avoid=(Tile.from_str("5z"),), **kw)


def test_round_settles_the_chain() -> None:
    # seat 2 飘s one 白 (on the table as a discard): dealer 8, seats 1 and 3 pay 4
    seat = SeatRecord(hand=Hand.parse(BAOTOU + "7z"), discards=(Tile.from_str("5z"),))
    settlement = H.settle(_round({2: seat}, (Win(seat=2, tile=Tile.from_str("7z"), wild_discards=1),)))
    assert settlement.nets == (-8, -4, 16, -4)


def test_round_with_five_bai_is_refused() -> None:
    winner = SeatRecord(hand=Hand.parse("5555z123m456p11s89p"))
    other = SeatRecord(hand=Hand.parse("5z123456789m234s"))
    seats = (SeatRecord(hand=Hand.parse("1112223334466z")), winner, other, other)
    round_ = Round(seats=seats, wins=(Win(seat=1, tile=Tile.from_str("9p")),), facts=HangzhouFacts())
    with pytest.raises(TileSetError, match="5z"):
        H.settle(round_)


def test_round_has_one_winner() -> None:
    one = SeatRecord(hand=Hand.parse(PLAIN))
    two = SeatRecord(hand=Hand.parse("123p456p789p234p77z"))
    wins = (Win(seat=1, tile=Tile.from_str("9m")), Win(seat=2, tile=Tile.from_str("7z")))
    with pytest.raises(RoundError, match="one winner"):
        H.settle(_round({1: one, 2: two}, wins))


@pytest.mark.parametrize(
    ("wins", "deal"),
    [
        pytest.param((), (0, 2), id="draw-dealer-stays"),
        pytest.param(((0, "9m"),), (0, 2), id="dealer-wins-stays"),
        pytest.param(((1, "9m"),), (1, 0), id="other-wins-next-deals"),
    ],
)
def test_next_deal(wins: tuple[tuple[int, str], ...], deal: tuple[int, int]) -> None:
    # the round is the dealer's second stay (lianzhuang 1): staying makes it 2
    seats = {s: SeatRecord(hand=Hand.parse(PLAIN)) for s, _ in wins}
    round_ = _round(seats, tuple(Win(seat=s, tile=Tile.from_str(t)) for s, t in wins), lianzhuang=1)
    assert H.next_deal(round_, H.settle(round_)) == deal


@given(
    seat=st.integers(0, 3),
    lianzhuang=st.integers(0, 6),
    piao=st.integers(0, 3),
    factor=st.sampled_from([None, 2, 4, 8]),
)
def test_zero_sum_and_dealer_ratio(seat: int, lianzhuang: int, piao: int, factor: int | None) -> None:
    ruleset = get("hangzhou", dealer_factor=factor)
    result = score(BAOTOU + "3z", "3z", seat=seat, ruleset=ruleset, wild_discards=piao, lianzhuang=lianzhuang)
    # 番 = 2^piao × 2 (爆头) × 2 if 四白 (one 白 kept + 3 飘'd)
    fan = 2**piao * 2 * (2 if piao == 3 else 1)
    f = factor or 2 ** (1 + min(lianzhuang, 2))
    for payment in result.payments:
        dealer_involved = 0 in (seat, payment.payer)
        assert payment.amount == fan * (f if dealer_involved else 1)


# -- the chain's kongs (HangzhouFacts.chain_kongs) ------------------------------------------------------

TWO_KONGS = "(2222z) (4444z)"  # seat 3 kongs 南, then 北 on the replacement


@pytest.mark.parametrize(
    ("facts", "expected"),
    [
        # None (the default): one kong on a kong replacement, 杠开 1 翻 → dealer 2^2 = 4, others 2
        pytest.param(HangzhouFacts(), {0: 4, 1: 2, 2: 2}, id="default-one-kong"),
        pytest.param(HangzhouFacts(chain_kongs=1), {0: 4, 1: 2, 2: 2}, id="gangkai"),
        # 连杠×2: 2 翻 → dealer 2^(2+1) = 8, seats 1 and 2 pay 2^2 = 4; +16
        pytest.param(HangzhouFacts(chain_kongs=2), {0: 8, 1: 4, 2: 4}, id="lian-gang-2"),
    ],
)
def test_lian_gang(facts: HangzhouFacts, expected: dict[int, int]) -> None:
    result = score("123m456p11s", "1s", seat=3, melds=TWO_KONGS, method=KONG, facts=facts)
    assert amounts(result) == expected
    assert result.total == sum(expected.values())


def test_lian_gang_2_baotou_dealer() -> None:
    # the dealer, 爆头 (a lone 白), kongs 南 then 北 and wins on the second replacement:
    # 连杠 2 + 爆头 1 + 庄家 1 = 4 翻 → 2^4 = 16 from each; +48
    facts = HangzhouFacts(chain_kongs=2)
    result = score("123m456p5z9p", "9p", seat=0, melds=TWO_KONGS, method=KONG, facts=facts)
    assert amounts(result) == {1: 16, 2: 16, 3: 16}


def test_gang_piao_chain() -> None:
    # seat 2 (爆头) kongs 南, discards a 白 on the replacement (财飘), then draws 7z:
    # 杠 1 + 财飘 1 + 爆头 1 = 3 翻 → seats 1, 3 pay 2^3 = 8, the dealer 2^4 = 16; +32
    facts = HangzhouFacts(chain_kongs=1)
    result = score("123m456p789s5z7z", "7z", seat=2, melds="(2222z)", wild_discards=1, facts=facts)
    assert amounts(result) == {0: 16, 1: 8, 3: 8}
    # the default counts no kong on an ordinary draw: 财飘 1 + 爆头 1 = 2 翻 → 8 and 4
    plain = score("123m456p789s5z7z", "7z", seat=2, melds="(2222z)", wild_discards=1)
    assert amounts(plain) == {0: 8, 1: 4, 3: 4}


def test_round_settles_lian_gang() -> None:
    seat = SeatRecord(hand=Hand.parse("123m456p11s", melds=TWO_KONGS))
    win = Win(seat=3, tile=Tile.from_str("1s"), method=KONG)
    settlement = H.settle(_round({3: seat}, (win,), facts=HangzhouFacts(chain_kongs=2)))
    assert settlement.nets == (-8, -4, -4, 16)  # as test_lian_gang: 8 + 4 + 4


@pytest.mark.parametrize(
    ("kwargs", "facts", "message"),
    [
        pytest.param(
            {"melds": "(2222z)", "method": KONG},
            HangzhouFacts(chain_kongs=2),
            r"HangzhouFacts\.chain_kongs: 2 kongs in the chain but .* shows 1",
            id="more-than-the-hand",
        ),
        pytest.param(
            {"melds": "(2222z)", "method": KONG},
            HangzhouFacts(chain_kongs=0),
            r"HangzhouFacts\.chain_kongs: 0, but a win on a kong's replacement",
            id="replacement-without-kong",
        ),
        pytest.param(
            {"melds": "(2222z)"},
            HangzhouFacts(chain_kongs=1),
            r"HangzhouFacts\.chain_kongs: 1, but the win \(self_draw\)",
            id="ordinary-draw-without-piao",
        ),
    ],
)
def test_chain_kongs_must_fit_the_win(kwargs: dict[str, Any], facts: HangzhouFacts, message: str) -> None:
    with pytest.raises(RoundError, match=message):
        score("123m456p78s11s9s", "9s", seat=3, facts=facts, **kwargs)


@pytest.mark.parametrize("value", [-1, True, 1.0, "2"], ids=["negative", "bool", "float", "str"])
def test_chain_kongs_is_a_count(value: object) -> None:
    with pytest.raises(RoundError, match=r"HangzhouFacts\.chain_kongs: .* not "):
        HangzhouFacts(chain_kongs=value)  # type: ignore[arg-type]


def test_facts_are_needed() -> None:
    hand = Hand.parse(PLAIN, win="9m", self_drawn=True)
    with pytest.raises(RoundError, match="needs its HangzhouFacts"):
        H.score(hand, WinContext(seat=1))


@pytest.mark.parametrize("facts", [HangzhouFacts(), HangzhouFacts(chain_kongs=2)], ids=["default", "two"])
def test_facts_round_trip_in_json(facts: HangzhouFacts) -> None:
    seat = SeatRecord(hand=Hand.parse("123m456p11s", melds=TWO_KONGS))
    round_ = _round({3: seat}, (Win(seat=3, tile=Tile.from_str("1s"), method=KONG),), facts=facts)
    document = dump_round(round_, H)
    assert document["round"]["facts"] == {"hangzhou": {"chain_kongs": facts.chain_kongs}}
    again, ruleset = load_round(json.dumps(document, ensure_ascii=False))
    assert again == round_ and again.facts == facts
    assert ruleset.name == "hangzhou" and ruleset.options == H.options
    del document["round"]["facts"]  # an older document: the defaults
    assert load_round(document)[0].facts == HangzhouFacts()


def test_bad_facts_in_json_name_the_field() -> None:
    seat = SeatRecord(hand=Hand.parse("123m456p11s", melds=TWO_KONGS))
    round_ = _round({3: seat}, (Win(seat=3, tile=Tile.from_str("1s"), method=KONG),))
    document = dump_round(round_, H)
    document["round"]["facts"] = {"hangzhou": {"chain_kongs": -2}}
    with pytest.raises(RoundError, match=r"chain_kongs.*-2"):
        load_round(document)
