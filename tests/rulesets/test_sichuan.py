"""Sichuan (四川, 成都): the digest's six worked examples as whole rounds in 血战 and 普通场,
the 倍 table row by row, the options, and bad input — amounts worked out by hand.

Base 1, seat 0 deals. ``V = 倍 × 2**(根 + 杠上花 + 杠上炮 + 抢杠)``; a discard (or a robbed
kong) is paid V by the feeder, a self-draw V + 1 (自摸加底) by each other seat still in.
Kongs: 直杠 the discarder 2, 面下杠 1 and 下雨 2 from each other seat still in.
Where the examples end the round at a win, the 血战 round goes on to the wall's end with
the other seats "quiet": two suits, none of them their void suit, not ready, no kong — so
the drawn end moves no money and the nets are the 普通场 nets.
"""

from __future__ import annotations

from typing import Any

import pytest

from majiang.errors import HandError, RoundError, RulesetError, TileSetError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.sichuan import Sichuan, SichuanFacts
from majiang.scoring import WinContext, WinMethod
from majiang.serialize import dump_round, load_round
from majiang.settlement import Kong, Reason, Round, SeatRecord, Win
from majiang.tiles import Tile

SELF = WinMethod.SELF_DRAW
FED = WinMethod.DISCARD
KONG = WinMethod.KONG_REPLACEMENT
ROB = WinMethod.ROBBED_KONG
XUEZHAN = Sichuan()
PUTONG = Sichuan(xuezhan=False)
T = Tile.from_str

# Quiet seats: two suits, not ready (no three sets and a partial), no kong.
QUIET_MP = "147m258m147p258p9p"
QUIET_MS = "34679m12345678s"  # at best 123s 456s and partials: two from ready
QUIET_PS = "147p368p147s258s9s"  # one set (678p) and partials: two from ready


def seat(tiles: str, melds: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds))


def full_round(seats: dict[int, str | SeatRecord], wins: tuple[Win, ...] = (), **kw: Any) -> Round:
    records = tuple(s if isinstance(s, SeatRecord) else seat(s) for _, s in sorted(seats.items()))
    kw.setdefault("facts", SichuanFacts())
    return Round(seats=records, wins=wins, **kw)


def win(seat_: int, tile: str, method: WinMethod = SELF, **kw: Any) -> Win:
    return Win(seat=seat_, tile=T(tile), method=method, **kw)


def fed(seat_: int, tile: str, discarder: int, **kw: Any) -> Win:
    return win(seat_, tile, FED, discarder=discarder, **kw)


# -- the digest's worked examples ----------------------------------------------------------------

EX1 = full_round(
    {0: QUIET_MP, 1: QUIET_MP, 2: seat("111s333s555s99s", "7777s+"), 3: QUIET_MP},
    (win(2, "9s"),),
    facts=SichuanFacts(void=("s", "s", "m", "s")),
)
EX2 = full_round(
    {0: "1122m4444p5566p99p", 1: QUIET_MS, 2: QUIET_MS, 3: QUIET_MS},
    (fed(0, "9p", 1),),
    facts=SichuanFacts(void=("s", "p", "p", "p")),  # seats 1-3 hold m and s
)
EX3 = full_round(
    {0: QUIET_PS, 1: QUIET_PS, 2: QUIET_PS, 3: seat("345m678m99m", "2222m@0 5555p+")},
    (win(3, "9m"),),
    facts=SichuanFacts(void=("m", "m", "m", "s")),
)
EX5 = full_round(
    {
        0: QUIET_MP,
        1: seat("124578m9m135s", "6666s@0"),
        2: "123p567p789p234s44p",
        3: "369m369p3689p258m",
    },
    (fed(2, "4p", 1, kong_discard=True),),
    facts=SichuanFacts(void=("s", "p", "m", "s")),
)
# 6. nobody won: seat 0 花猪 (holds its void m); seat 1 not ready, 下雨 3333s; seat 2 ready,
# 清一色 waits worth 4; seat 3 ready on 9s only, 平胡 with the four 1m: 1 × 2 = 2.
EX6 = full_round(
    {
        0: "3568m169p122678s",
        1: seat("2245789m159s", "(3333s)"),
        2: "1234567892345p",
        3: "111123m456789s9s",
    },
    facts=SichuanFacts(void=("m", "p", "m", "p")),
)


@pytest.mark.parametrize("ruleset", [XUEZHAN, PUTONG], ids=["xuezhan", "putong"])
@pytest.mark.parametrize(
    ("round_", "nets"),
    [
        # 1. 清对 8 × 2 (1 根, 7777s) = 16; self-draw: 16 + 1 = 17 from each of 0, 1, 3.
        #    面下杠 7777s: 1 from each. Seat 2: 3 + 51 = +54; the others −1 −17 = −18.
        pytest.param(EX1, (-18, -18, 54, -18), id="1-qingdui-self-draw"),
        # 2. 龙七对 16, its own four no 根; seat 1 pays 16.
        pytest.param(EX2, (16, -16, 0, 0), id="2-long-qidui-on-discard"),
        # 3. 平胡 1 × 4 (2 根: 2222m, 5555p) = 4; 5 from each. 直杠 2222m: seat 0 pays 2;
        #    面下杠 5555p: 1 from each. Seat 0 −2 −1 −5 = −8, seats 1, 2 −1 −5 = −6,
        #    seat 3 +2 +3 +15 = +20.
        pytest.param(EX3, (-8, -6, -6, 20), id="3-pinghu-two-kongs"),
        # 5. seat 1 直杠 6666s on seat 0's discard (+2), discards 4p: seat 2 平胡 no 根,
        #    杠上炮 ×2 = 2 from seat 1, and 呼叫转移: seat 1 hands the kong's 2 to seat 2.
        #    Seat 0 −2, seat 1 +2 −2 −2 = −2, seat 2 +4, seat 3 0.
        pytest.param(EX5, (-2, -2, 4, 0), id="5-gangshangpao-hujiao"),
        # 6. 下雨: seats 0, 2, 3 pay seat 1 2 each. 查花猪: seat 0 → 1, 2, 3: 16 each.
        #    查大叫: seat 1 → seat 2: 4, → seat 3: 2. 退税: seat 1 refunds 2 to 0, 2, 3.
        #    Seat 0 −2 −48 +2 = −48; seat 1 +6 +16 −6 −6 = +10; seat 2 −2 +16 +4 +2 = +20;
        #    seat 3 −2 +16 +2 +2 = +18.
        pytest.param(EX6, (-48, 10, 20, 18), id="6-drawn-end"),
    ],
)
def test_worked_examples(ruleset: Sichuan, round_: Round, nets: tuple[int, ...]) -> None:
    settlement = ruleset.settle(round_)
    assert settlement.nets == nets
    assert sum(settlement.nets) == 0


def test_example_6_the_drawn_end_transfers_alone() -> None:
    # The digest: the drawn-end transfers alone are −46, +4, +22, +20 (the 下雨 is earlier).
    settlement = XUEZHAN.settle(EX6)
    end = [t for t in settlement.transfers if not any(a.key == "xia_yu" for a in t.awards)]
    nets = [0, 0, 0, 0]
    for t in end:
        nets[t.payer] -= t.amount
        nets[t.payee] += t.amount
    assert nets == [-46, 4, 22, 20]
    assert XUEZHAN.dajiao(EX6, 2) == 4 and XUEZHAN.dajiao(EX6, 3) == 2
    assert XUEZHAN.dajiao(EX6, 1) is None and XUEZHAN.huazhu(EX6, 0)


def test_example_4_kong_money_at_its_moment() -> None:
    # Seat 3 下雨 6666p → seats 0, 1, 2 pay 2 each; seat 1 直杠 5555s on seat 0's discard →
    # seat 0 pays 2; seat 3 self-draws; then seat 2 面下杠 6666s (moment 1) → seats 0, 1 pay 1.
    # Kong totals: seat 0 −2 −2 −1 = −5, seat 1 −2 +2 −1 = −1, seat 2 −2 +2 = 0, seat 3 +6.
    round_ = full_round(
        {
            0: QUIET_MP,
            1: seat("147m258m147p9p", "5555s@0"),
            2: seat("147m258m147p9p", "6666s+"),
            3: seat("123m456m789m33m", "(6666p)"),
        },
        (win(3, "3m"),),
        kongs=(Kong(seat=2, tile=T("6s"), moment=1),),
        facts=SichuanFacts(void=("s", "p", "p", "s")),
    )
    settlement = XUEZHAN.settle(round_)
    kongs = [
        t
        for t in settlement.transfers
        if any(a.key in ("xia_yu", "gua_feng_zhi", "gua_feng_wan") for a in t.awards)
    ]
    nets = [0, 0, 0, 0]
    for t in kongs:
        nets[t.payer] -= t.amount
        nets[t.payee] += t.amount
    assert nets == [-5, -1, 0, 6]
    assert settlement.paid(3, 2, Reason.KONG) == 0  # seat 3 had won: it pays no later kong


def test_xuezhan_three_winners_round() -> None:
    # moment 0: seat 2 self-draws 清一色 234m567m678m333m44m, the four 3m a 根: 4 × 2 = 8, +1 = 9
    #   from each of 0, 1, 3.
    # moment 1: seat 0 adds 1111s (面下杠): seats 1, 3 pay 1 (seat 2 is out). Seat 3 discards 9s:
    #   seat 0 平胡 with 根 1111s = 2, seat 1 平胡 = 1, both from seat 3. Three have won: no drawn end.
    # nets: seat 0 −9 +2 +2 = −5; seat 1 −9 −1 +1 = −9; seat 2 +27; seat 3 −9 −1 −2 −1 = −13.
    round_ = dict(XUEZHAN.samples())["xuezhan-three-winners"]
    assert XUEZHAN.settle(round_).nets == (-5, -9, 27, -13)
    assert not XUEZHAN.ran_to_wall_end(round_)
    with pytest.raises(RoundError, match=r"sichuan ends the round at its first win, got wins at 2 moments"):
        PUTONG.settle(round_)


def test_yipao_duoxiang_and_hujiao_to_the_nearest() -> None:
    # seat 0 直杠 6666s on seat 3's discard (+2), then discards 4p; seats 1 and 2 both win 平胡:
    # 杠上炮 ×2 = 2 each from seat 0; 呼叫转移 of 2 to seat 1, the nearest after seat 0.
    # nets (普通场): seat 0 +2 −2 −2 −2 = −4, seat 1 +2 +2 = +4, seat 2 +2, seat 3 −2.
    round_ = Round.build(
        PUTONG,
        seats={0: seat("123m456m78m13p", "6666s@3"), 1: "123p567p789p234s44p", 2: "234m567m789m666p44p"},
        wins=(fed(1, "4p", 0, kong_discard=True), fed(2, "4p", 0, kong_discard=True)),
        facts=SichuanFacts(),
    )
    settlement = PUTONG.settle(round_)
    assert settlement.nets == (-4, 4, 2, -2)


# -- the table ---------------------------------------------------------------------------------


def score(
    tiles: str,
    winning: str,
    *,
    melds: str = "",
    seat_: int = 1,
    method: WinMethod = FED,
    ruleset: Sichuan = XUEZHAN,
    **context: Any,
) -> tuple[list[str], int]:
    discarder = 2 if method in (FED, ROB) else None
    hand = Hand.parse(tiles, melds=melds, win=winning, self_drawn=method.self_drawn)
    ctx = WinContext(
        seat=seat_, dealer=0, method=method, discarder=discarder, facts=SichuanFacts(), **context
    )
    result = ruleset.score(hand, ctx)
    assert result.can_win, result.reason
    return [a.item.key for a in result.awards], result.payments[0].amount


@pytest.mark.parametrize(
    ("tiles", "melds", "winning", "keys", "amount"),
    [
        # 倍 of each pattern, on a discard (no 自摸 item); 根 doubles
        pytest.param("123m456m789m234p55p", "", "5p", ["pinghu"], 1, id="pinghu-1"),
        pytest.param("111m333m555p777p99p", "", "7p", ["duiduihu"], 2, id="duiduihu-2"),
        pytest.param("123m456m789m234m55m", "", "5m", ["qingyise"], 4, id="qingyise-4"),
        pytest.param("123m789m123p789p99p", "", "9p", ["daiyaojiu"], 4, id="daiyaojiu-4"),
        pytest.param("11m33m55m77p99p22p44p", "", "4p", ["qidui"], 4, id="qidui-4"),
        pytest.param("99p", "111m 333m 555p 777p", "9p", ["jingou"], 4, id="jingou-4"),
        pytest.param("111s333s555s99s", "777s", "9s", ["qingdui"], 8, id="qingdui-8"),
        pytest.param("222m555m888m222p55p", "", "5p", ["jiangdui"], 8, id="jiangdui-8"),
        pytest.param("1122m4444p5566p99p", "", "9p", ["long_qidui"], 16, id="long-qidui-16"),
        pytest.param("11m33m55m77m99m22m44m", "", "4m", ["qing_qidui"], 16, id="qing-qidui-16"),
        # 清幺九 16, the four 1m and the four 9m two 根: 16 × 4 = 64
        pytest.param("123m123m789m999m11m", "", "1m", ["qing_yaojiu", "gen"], 64, id="qing-yaojiu-gen-64"),
        pytest.param("55p", "222m 555m 888p 222p", "5p", ["jiang_jingou"], 16, id="jiang-jingou-16"),
        pytest.param("99s", "111s 333s 555s 777s", "9s", ["qing_jingou"], 16, id="qing-jingou-16"),
        pytest.param("1111m33m55m77m99m22m", "", "2m", ["qing_long_qidui"], 32, id="qing-long-qidui-32"),
        # two fours in a 龙七对: one is the pattern, the other a 根: 16 × 2
        pytest.param("1111m4444p5566p99p", "", "9p", ["long_qidui", "gen"], 32, id="long-qidui-two-fours"),
        # 十八罗汉 64: its four kongs are no 根
        pytest.param("99p", "1111m (3333m) 5555p 7777p+", "9p", ["shiba_luohan"], 64, id="shiba-luohan-64"),
        pytest.param(
            "99s", "1111s 2222s+ (3333s) 4444s", "9s", ["qing_shiba_luohan"], 256, id="qing-luohan-256"
        ),
        # a kong of a 金钩钓 that is not 十八罗汉 is a 根: 4 × 2
        pytest.param("99p", "1111m 333m 555p 777p", "9p", ["jingou", "gen"], 8, id="jingou-kong-gen"),
    ],
)
def test_patterns(tiles: str, melds: str, winning: str, keys: list[str], amount: int) -> None:
    assert score(tiles, winning, melds=melds) == (keys, amount)


def test_doublings_and_self_draw() -> None:
    # 杠上花 with a concealed kong: 平胡 1 × 2 (根 8888p) × 2 (杠上花) = 4, +1 自摸加底 = 5
    assert score("123m456m789m55p", "5p", melds="(8888p)", method=KONG) == (
        ["pinghu", "gen", "gangshanghua", "zimo_jiadi"],
        5,
    )
    # 抢杠: 平胡 1 × 2 = 2, paid by the konger
    assert score("123m456m789m234p55p", "2p", method=ROB) == (["pinghu", "qiangganghu"], 2)
    # 杠上炮: 1 × 2
    assert score("123m456m789m234p55p", "5p", kong_discard=True) == (["pinghu", "gangshangpao"], 2)
    # 自摸加番: 清一色 4 × 2 = 8, no +1
    assert score("123m456m789m234m55m", "5m", method=SELF, ruleset=Sichuan(zimo="double")) == (
        ["qingyise", "zimo_double"],
        8,
    )
    # max_bei 8 caps V before 自摸加底: 清对 8 × 2 (根) = 16 → 8, + 1 = 9
    assert score("111s333s555s99s", "9s", melds="7777s+", method=SELF, ruleset=Sichuan(max_bei=8)) == (
        ["qingdui", "gen", "zimo_jiadi"],
        9,
    )


def test_tianhu_and_dihu_replace_the_pattern() -> None:
    # 天胡 32: no 根 (1111m), no 自摸加底
    assert score("111m123m567m789p55p", "5p", seat_=0, method=SELF, first_draw=True) == (["tianhu"], 32)
    hand = Hand.parse("123m456m789m234p55p", win="5p", self_drawn=False)
    dihu = XUEZHAN.score(
        hand, WinContext(seat=1, dealer=0, method=FED, discarder=0, first_draw=True, facts=SichuanFacts())
    )
    assert [a.item.key for a in dihu.awards] == ["dihu"] and dihu.payments[0].amount == 32
    with pytest.raises(
        RoundError, match=r"地胡 \(first_draw\) is a non-dealer's win on the dealer's first discard"
    ):
        XUEZHAN.score(
            hand, WinContext(seat=1, dealer=0, method=FED, discarder=2, first_draw=True, facts=SichuanFacts())
        )


@pytest.mark.parametrize(
    ("tiles", "void", "reason"),
    [
        pytest.param("123m456p789s234m55m", None, "未缺门", id="three-suits"),
        pytest.param("123m456m789p234p55p", "m", "持有定缺牌", id="void-held"),
    ],
)
def test_refused_wins(tiles: str, void: str | None, reason: str) -> None:
    hand = Hand.parse(tiles, win=tiles[-2:], self_drawn=True)
    facts = SichuanFacts(void=(None, void, None, None))
    result = XUEZHAN.score(hand, WinContext(seat=1, facts=facts))
    assert not result.can_win and reason in (result.reason or "")


# -- options ------------------------------------------------------------------------------------


def test_option_jiajiayou() -> None:
    # Example 3 with 家家有: the 直杠 2222m costs seat 0 2 and seats 1, 2 1 each.
    # seat 0 −2 −1 −5 = −8; seats 1, 2 −1 −1 −5 = −7; seat 3 +4 +3 +15 = +22.
    assert Sichuan(direct_kong="jiajiayou").settle(EX3).nets == (-8, -7, -7, 22)


@pytest.mark.parametrize(
    ("option", "nets"),
    [
        # 平胡 × 2 (根 8888p) × 2 (杠上花) = 4. 点杠花算自摸: 5 from each of 0, 1, 3; 直杠 2 from seat 0.
        # seat 0 −2 −5 = −7, seats 1, 3 −5, seat 2 +2 +15 = +17.
        pytest.param("zimo", (-7, -5, 17, -5), id="zimo"),
        # fangpao: seat 0 fed the kong and alone pays V = 4: seat 0 −2 −4 = −6, seat 2 +6.
        pytest.param("fangpao", (-6, 0, 6, 0), id="fangpao"),
    ],
)
def test_option_diangang_hua(option: str, nets: tuple[int, ...]) -> None:
    ruleset = Sichuan(xuezhan=False, diangang_hua=option)
    round_ = Round.build(
        ruleset, seats={2: seat("123m456m789m55p", "8888p@0")}, wins=win(2, "5p", KONG), facts=SichuanFacts()
    )
    assert ruleset.settle(round_).nets == nets


@pytest.mark.parametrize(
    ("option", "nets"),
    [
        # seat 1: 下雨 9999s (+2 from 0, 2, 3), 直杠 6666s on seat 0's discard (+2), then 杠上炮:
        # seat 2 平胡 1 × 2 = 2. last: the 6666s's 2 goes to seat 2.
        # seat 0 −2 −2 = −4; seat 1 +6 +2 −2 −2 = +4; seat 2 −2 +2 +2 = +2; seat 3 −2.
        pytest.param("last", (-4, 4, 2, -2), id="last"),
        # all: 6 + 2 = 8 goes on: seat 1 +8 −2 −8 = −2; seat 2 −2 +2 +8 = +8.
        pytest.param("all", (-4, -2, 8, -2), id="all"),
    ],
)
def test_option_hujiao(option: str, nets: tuple[int, ...]) -> None:
    ruleset = Sichuan(xuezhan=False, hujiao=option)
    round_ = Round.build(
        ruleset,
        seats={1: seat("123m456m7m", "(9999s) 6666s@0"), 2: "123p567p789p234s44p"},
        wins=fed(2, "4p", 1, kong_discard=True),
        facts=SichuanFacts(),
    )
    assert ruleset.settle(round_).nets == nets


def test_option_max_bei_caps_huazhu_and_dajiao() -> None:
    # Example 6 with max_bei=2: 花猪 16 → 2 each; 大叫 4 → 2 and 2; 下雨 and 退税 unchanged.
    # seat 0 −2 −6 +2 = −6; seat 1 +6 +2 −2 −2 −6 = −2; seat 2 −2 +2 +2 +2 = +4; seat 3 −2 +2 +2 +2 = +4.
    assert Sichuan(max_bei=2).settle(EX6).nets == (-6, -2, 4, 4)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"xuezhan": 1}, r"option xuezhan=1 for 'sichuan': must be True or False"),
        ({"zimo": "jiafan"}, r"option zimo='jiafan' for 'sichuan': must be 'jiadi' or 'double'"),
        (
            {"direct_kong": "all"},
            r"option direct_kong='all' for 'sichuan': must be 'chengbao' or 'jiajiayou'",
        ),
        ({"diangang_hua": None}, r"option diangang_hua=None for 'sichuan': must be 'zimo' or 'fangpao'"),
        ({"hujiao": "first"}, r"option hujiao='first' for 'sichuan': must be 'last' or 'all'"),
        ({"max_bei": 0}, r"option max_bei=0 for 'sichuan': must be None \(no cap\) or a positive int"),
        ({"max_bei": 8.0}, r"option max_bei=8.0 for 'sichuan'"),
        ({"fan_cap": 3}, r"unknown option 'fan_cap' for 'sichuan'"),
    ],
)
def test_bad_options(options: dict[str, Any], message: str) -> None:
    with pytest.raises(RulesetError, match=message):
        get("sichuan", **options)


# -- bad input ----------------------------------------------------------------------------------


def test_bad_input() -> None:
    with pytest.raises(TileSetError, match=r"1z"):
        XUEZHAN.check_hand(Hand.parse("123m456m789m1z"))
    with pytest.raises((HandError, RoundError), match=r"claimed sequence"):
        XUEZHAN.check_hand(Hand.parse("123m456m7m", melds="345p@0"), seat=1)
    with pytest.raises(HandError, match=r"13|14|size|tiles"):
        XUEZHAN.score(Hand.parse("123m456m789m55m", win="5m"), WinContext(seat=1, facts=SichuanFacts()))
    with pytest.raises(RoundError, match=r"sichuan needs its SichuanFacts"):
        XUEZHAN.settle(attrs_evolve(EX1, facts=None))
    with pytest.raises(RoundError, match=r"SichuanFacts.void: four entries"):
        SichuanFacts(void=("m", "p"))


def attrs_evolve(round_: Round, **changes: Any) -> Round:
    import attrs

    return attrs.evolve(round_, **changes)


def test_a_direct_kong_names_its_discarder() -> None:
    round_ = full_round({0: QUIET_MP, 1: seat("147m258m147p9p", "5555s"), 2: QUIET_MP, 3: QUIET_MP})
    with pytest.raises(
        RoundError, match=r"seat 1: the direct kong 5555s must name the seat it was claimed from"
    ):
        XUEZHAN.settle(round_)


def test_only_an_added_kong_is_robbed() -> None:
    round_ = Round.build(
        PUTONG,
        seats={0: "123m456m789m234p55p", 1: seat("123s456s789s9m", "(9999p)")},
        wins=win(0, "2p", ROB, discarder=1),
        facts=SichuanFacts(),
    )
    with pytest.raises(RoundError, match=r"seat 0 robs a kong of 2p, but seat 1 shows no pon of it"):
        PUTONG.settle(round_)


# -- JSON and the samples --------------------------------------------------------------------------


def test_round_trip_with_void_and_moments() -> None:
    round_ = dict(XUEZHAN.samples())["xuezhan-three-winners"]
    document = dump_round(round_, XUEZHAN)
    assert document["round"]["facts"] == {"sichuan": {"void": ["m", "p", "s", "m"]}}
    loaded, ruleset = load_round(document)
    assert loaded == round_ and ruleset.settle(loaded) == XUEZHAN.settle(round_)


@pytest.mark.parametrize("options", [{}, {"xuezhan": False}, {"zimo": "double", "direct_kong": "jiajiayou"}])
def test_samples_settle_to_zero(options: dict[str, Any]) -> None:
    ruleset = Sichuan(**options)
    for name, round_ in ruleset.samples():
        if "can-not-win" in name or (name.startswith("xuezhan") and not ruleset.options.xuezhan):
            continue
        assert sum(ruleset.settle(round_).nets) == 0, name
