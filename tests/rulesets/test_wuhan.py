"""Wuhan: the digest's worked examples, the big wins, 起胡, the cap and 金顶, 承包, 查大叫,
the options and bad input, worked out by hand.

Seat 0 deals. ``pay_i = base × W × L_i × z_i``: base 1 (小胡) or 10 per big win; ``W``
the winner's product (each 开口 ×2, exposed kong ×2, concealed kong ×4, 皮子杠 ×2, 赖子杠
×4, 红中杠 ×2; 硬胡 ×2 and 自摸 ×2 for a 小胡, 自摸 ×1.5 for a 大胡); ``L_i`` the payer's
own product (the same factors; the discarder ×2 小胡 / ×1.5 大胡); ``z_i`` ×2 (小胡)
when the winner or payer i deals. Each pay is at most 300; all three over 300: 500 each
(金顶; 400 with ``kaikou="kaikou"``). Indicator 东 unless said: 赖子 南 (2z), 皮 东 白.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from majiang.errors import MajiangError, RoundError, RulesetError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.base import Ruleset
from majiang.rulesets.wuhan import LAIZI, Wuhan, WuhanFacts, table_factors
from majiang.rulesets.wuhan.laizi import specials
from majiang.scoring import WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile
from tests.rulesets.helpers import groups_agree

W = Wuhan()
FED = WinMethod.DISCARD
SAMPLES = dict(W.samples())


def t(text: str) -> Tile:
    return Tile.from_str(text)


def seat(tiles: str, melds: str = "", laid: str = "") -> SeatRecord:
    return SeatRecord.parse(tiles, melds=melds, set_aside=laid)


def build(
    seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), indicator: str = "1z", **kw: Any
) -> Round:
    tile = t(indicator)
    facts = WuhanFacts(factors=table_factors(seats, tile))
    return Round.build(W, seats=seats, wins=wins, indicator=tile, facts=facts, **kw)


def nets(round_: Round, ruleset: Ruleset = W) -> tuple[int, ...]:
    return ruleset.settle(round_).nets


# -- the digest's worked examples ------------------------------------------------------------


def test_example_1_small_ying_self_draw() -> None:
    # W = 开口 2² (chi + pon) × 明杠 2 (the pon added to) × 硬胡 2 × 自摸 2 = 32
    # seat 0 (dealer, one pon): 1 × 32 × 2 × 庄 2 = 128
    # seat 2 (two opens, a concealed kong: L = 4 × 4 = 16): 32 × 16 = 512 → 300
    # seat 3 (one 红中杠: L = 2): 32 × 2 = 64; not all three over 300: no 金顶
    round_ = SAMPLES["x1-small-ying-self-draw"]
    settlement = W.settle(round_)
    assert settlement.nets == (-128, 128 + 300 + 64, -300, -64)
    assert settlement.paid(2, 1) == 300


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # W = 开口 2³ = 8, base 10: seat 3 (one open 2, the discarder 1.5): 10 × 8 × 3 = 240;
        # seat 0: 10 × 8 = 80; seat 1 (two opens 4): 320 → 300; seat 2 +620. The third
        # open came from seat 1, who did not discard the winning tile: nobody pays all.
        pytest.param("x2-qingyise-on-discard", (-80, -300, 620, -240), id="x2-split"),
        # seat 3 fed the third open and the winning tile: seat 3 pays 240 + 80 + 300 = 620
        pytest.param("x2-qingyise-third-open-chengbao", (0, 0, 620, -620), id="x2-chengbao"),
    ],
)
def test_example_2_qingyise(name: str, expected: tuple[int, ...]) -> None:
    assert nets(SAMPLES[name]) == expected


def test_example_2_with_qingyise_chengbao_always() -> None:
    # whoever discarded, the feeder of the third open (seat 1) pays the three shares: 620
    ruleset = get("wuhan", qingyise_chengbao="always")
    assert nets(SAMPLES["x2-qingyise-on-discard"], ruleset) == (0, -620, 620, 0)


def test_example_3_ruanhu_below_qihu() -> None:
    # 软胡 (the 南 stands for a 5s) on a discard, one open: W = 2; the smallest L = 1: 2 < 16
    with pytest.raises(RoundError, match="起胡"):
        W.settle(SAMPLES["x3-ruanhu-qihu-refused"])


# -- every sample, by hand -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # W = 开口 2³ × 红中杠 2 × 硬 2 = 32: seat 3 32; seat 0 (庄) 64; seat 1 (放冲) 64
        pytest.param("small-ying-on-discard", (-64, -64, 160, -32), id="small-discard"),
        # 碰碰胡 self-drawn: 10 × 1.5 = 15; W = 开口 2² × 皮子杠 2 × 赖子杠 4 = 32 → 480;
        # every payer opened once (L = 2): 960 each, all over 300: 金顶 500 each
        pytest.param("pengpeng-jinding", (-500, 1500, -500, -500), id="jinding"),
        # 全求人: W = 2⁴ = 16 → 160; seat 3 (discarder ×1.5) 240; seat 3 not ready pays all
        pytest.param("quanqiuren-chengbao", (0, 560, 0, -560), id="quanqiuren"),
        # 风一色 in no arrangement, self-drawn: 10 × 1.5 × 开口 2 = 30 each
        pytest.param("fengyise-any-arrangement", (-30, -30, 90, -30), id="fengyise"),
        # 将一色 on seat 2's discard: 10 × 2 = 20; seat 2 × 1.5 = 30
        pytest.param("jiangyise-with-laizi", (-20, -20, -30, 70), id="jiangyise"),
        # 杠上开花: 10 × 1.5 × 开口 2 × 暗杠 4 = 120 each
        pytest.param("gangkai", (-120, 360, -120, -120), id="gangkai"),
        # 海底捞月: 10 × 1.5 × 2 = 30 each
        pytest.param("haidi", (-30, -30, 90, -30), id="haidi"),
        # 抢杠胡: 10 × 开口 2 = 20; the konger × 1.5 × its pon 2 = 60; it pays all 100
        pytest.param("qianggang-chengbao", (100, 0, 0, -100), id="qianggang"),
        # 查大叫: seat 1 (two opens: 4) collects 4 from seat 2 (opened), 8 from 0 and 3
        pytest.param("drawn-chadajiao", (-8, 20, -4, -8), id="chadajiao"),
    ],
)
def test_sample_amounts(name: str, expected: tuple[int, ...]) -> None:
    assert nets(SAMPLES[name]) == expected


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        pytest.param("not-opened", "未开口", id="not-opened"),
        pytest.param("hongzhong-held", "皮/红中在手", id="hongzhong"),
        pytest.param("laizi-fed", "赖子/皮不能捉", id="laizi-fed"),
        pytest.param("no-258-pair", "不成胡", id="no-258"),
    ],
)
def test_refusals(name: str, reason: str) -> None:
    with pytest.raises(RoundError, match=reason):
        W.settle(SAMPLES[name])


# -- options -----------------------------------------------------------------------------------


def test_kaikou_once() -> None:
    # kaikou="kaikou": opened at all ×2 once. W = 2 × 明杠 2 × 硬 2 × 自摸 2 = 16;
    # seat 0: 16 × 2 (opened) × 庄 2 = 64; seat 2: 16 × (2 × 暗杠 4) = 128; seat 3: 16 × 2 = 32
    ruleset = get("wuhan", kaikou="kaikou")
    round_ = SAMPLES["x1-small-ying-self-draw"]
    facts = WuhanFacts(factors=table_factors(dict(enumerate(round_.seats)), t("9s"), koukou=False))
    assert nets(attrs.evolve(round_, facts=facts), ruleset) == (-64, 224, -128, -32)


def test_kaikou_jinding_is_400() -> None:
    # W = 2 × 皮 2 × 赖 4 = 16; 15 × 16 = 240 × L 2 = 480 each, all over 300: 400 each
    ruleset = get("wuhan", kaikou="kaikou")
    round_ = SAMPLES["pengpeng-jinding"]
    facts = WuhanFacts(factors=table_factors(dict(enumerate(round_.seats)), t("1z"), koukou=False))
    assert nets(attrs.evolve(round_, facts=facts), ruleset) == (-400, 1200, -400, -400)


def test_qihu_big() -> None:
    # 风一色 self-drawn: W = 开口 2 × 自摸 1.5 = 3, the smallest L = 1: 3 < 16
    round_ = SAMPLES["fengyise-any-arrangement"]
    assert nets(round_) == (-30, -30, 90, -30)
    with pytest.raises(RoundError, match="起胡"):
        get("wuhan", qihu_big=True).settle(round_)


def test_qihu_is_reached_by_the_payers() -> None:
    # the 软胡 of example 3 (W = 2) when every payer opened three times (L = 2³ = 8; the
    # discarder 16): 2 × 8 = 16 reaches 起胡. Seats 2 and 3 pay 1 × 2 × 8 = 16; seat 0, the
    # dealer and discarder, 2 × 8 × 放冲 2 × 庄 2 = 64
    seats = {
        1: seat("123m456p789s5s2z", "789m@0"),
        0: seat("3s7s8s9s", "111p@1 222p@2 333p@3"),
        2: seat("1s9s3z4z", "444p@1 666p@3 777p@0"),
        3: seat("6z7z6s9p", "888p@2 999m@0 555m@1"),
    }
    round_ = build(seats, (Win.parse(1, "5s", FED, discarder=0),))
    assert nets(round_) == (-64, 96, -16, -16)


# -- the 赖子 ------------------------------------------------------------------------------------


def test_laizi_and_pi_from_the_indicator() -> None:
    # 赖子 = the successor (北 → 发: 中 is skipped), 皮 = the indicator and its predecessor
    assert specials(t("北")).laizi == t("发")
    assert specials(t("北")).pi == (t("北"), t("西"))
    assert specials(t("9p")).laizi == t("1p")
    assert LAIZI.from_indicator(t("白")).wilds == (t("东"),)


def test_a_laizi_as_its_own_face_is_hard() -> None:
    # three 南 (the 赖子) as a triplet of their own face: 硬胡. W = 开口 2² × 硬 2 × 自摸 2 = 16:
    # 16 from each non-dealer, 32 from the dealer (庄 ×2)
    seats = {1: seat("222z345m55s", "678p@0 789s@0")}
    round_ = build(seats, (Win.parse(1, "5s"),))
    score = W.score(round_.winning_hand(round_.wins[0]), round_.context(round_.wins[0]))
    assert "ying" in {a.item.key for a in score.awards}
    assert nets(round_) == (-32, 64, -16, -16)


def test_two_laizi_wild_is_no_small_win() -> None:
    # two 南 standing in (for 5s and 6p): a 小胡 takes at most one
    seats = {1: seat("45p789s5s22z", "678p@0 111s@0")}
    with pytest.raises(RoundError, match="不成胡"):
        W.settle(build(seats, (Win.parse(1, "5s"),)))


# -- bad input ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "match"),
    [
        pytest.param({"kaikou": "open"}, "kaikou='open'", id="kaikou"),
        pytest.param({"qihu_big": 1}, "qihu_big=1", id="qihu-big"),
        pytest.param({"qingyise_chengbao": "never"}, "qingyise_chengbao='never'", id="chengbao"),
        pytest.param({"cap": 300}, "unknown option 'cap'", id="unknown"),
    ],
)
def test_bad_options(options: dict[str, Any], match: str) -> None:
    with pytest.raises(RulesetError, match=match):
        get("wuhan", **options)


@pytest.mark.parametrize(
    "factors",
    [
        pytest.param((1, 2, 3), id="three"),
        pytest.param((1, 0, 1, 1), id="zero"),
        pytest.param([1, 1, 1, 1], id="list"),
    ],
)
def test_bad_facts(factors: Any) -> None:
    with pytest.raises(RoundError, match=r"WuhanFacts\.factors"):
        WuhanFacts(factors=factors)


def test_facts_must_agree_with_the_seats() -> None:
    round_ = SAMPLES["x1-small-ying-self-draw"]
    with pytest.raises(RoundError, match=r"\(2, 8, 16, 2\)"):
        W.settle(attrs.evolve(round_, facts=WuhanFacts(factors=(1, 8, 1, 1))))


@pytest.mark.parametrize(
    ("laid", "match"),
    [
        pytest.param("5m", "'5m' is no 红中杠", id="not-special"),
        pytest.param("7z7z", "'7z7z' is no 红中杠", id="two-tiles"),
    ],
)
def test_bad_laid_tiles(laid: str, match: str) -> None:
    seats = {1: seat("345m678p22s", "234m@0 5555p+@3"), 3: seat("1234567m333z444z", laid=laid)}
    with pytest.raises(RoundError, match=match):
        W.settle(build(seats, (Win.parse(1, "2s"),), indicator="9s"))


def test_a_round_needs_the_indicator() -> None:
    with pytest.raises(RoundError, match="laizi indicator"):
        W.settle(
            Round.build(
                W,
                seats={1: seat("345m678p22s", "234m@0 5555p+@3")},
                wins=(Win.parse(1, "2s"),),
                facts=WuhanFacts(),
            )
        )


def test_a_flower_is_not_in_the_set() -> None:
    with pytest.raises(MajiangError, match="1f"):
        W.settle(build({1: seat("345m678p2s1f", "234m@0 5555p+@3")}, (Win.parse(1, "2s"),)))


def test_wrong_hand_size() -> None:
    hand = Hand.parse("345m678p22s99s", melds="234m@0 555p@3", win="2s", self_drawn=True)
    with pytest.raises(MajiangError, match="holds 16 tiles"):
        W.score(hand, WinContext(seat=1, indicator=t("1z"), facts=WuhanFacts()))


def test_the_winner_deals_next() -> None:
    round_ = SAMPLES["small-ying-on-discard"]
    assert W.next_deal(round_, W.settle(round_)) == (2, 0)
    drawn = SAMPLES["drawn-chadajiao"]
    assert W.next_deal(drawn, W.settle(drawn)) == (0, 1)


def test_facts_left_out_mean_the_others_show_nothing() -> None:
    # the 红中杠 small win with no facts: every other seat shows nothing, as WuhanFacts();
    # W = 开口 2³ × 红中杠 2 × 硬 2 = 32: 32, 64 (庄), 64 (放冲)
    seats = {2: seat("789m55p", "123m@1 444p@0 666s@3", laid="7z")}
    round_ = Round.build(W, seats=seats, wins=(Win.parse(2, "9m", FED, discarder=1),), indicator=t("1z"))
    assert nets(round_) == (-64, -64, 160, -32)
    with pytest.raises(RoundError, match="needs its WuhanFacts, got 3"):
        W.settle(attrs.evolve(round_, facts=3))


@pytest.mark.parametrize("kaikou", ["koukou", "kaikou"])
def test_rows_are_counted_by_their_group_as_their_conditions_count(kaikou: str) -> None:
    """The engine counts the rows reading ``_reading``'s answers, and the winner's factors,
    by their ``group``: each group's answer is what the row's condition gives."""
    ruleset = get("wuhan", kaikou=kaikou)
    ungrouped = [item.key for item in ruleset.table() if item.group is None]
    assert ungrouped == ["not_opened", "pi_hongzhong_held", "laizi_pi_fed", "qihu", "fengyise", "jiangyise"]
    assert len(groups_agree(ruleset, 80, 12, max_wild=2)) >= 8
