"""Changsha (长沙麻将): 2/5/8 pairs, big wins, payments, deal-time small wins, birds, 漏胡.

Every amount is worked out by hand in a comment. A payer pays ``f × unit (+10)``:
``f`` = 1 for a small win or the number of big wins; the unit is 10 for a small
win (self-drawn or fed), 30 for a big self-draw, 60 for a big win on a discard;
+10 per win when the payer or the winner is the dealer (wins that add up add their
whole payments, issue 14 item 13). Birds then double. The
dealer is seat 0 and the winner seat 1 unless a test says otherwise.
"""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import HandError, RoundError, RulesetError, TileSetError
from majiang.hands import Hand
from majiang.rulesets import get, names
from majiang.rulesets.changsha import ChangshaFacts, bird_seat, deal_wins, may_win
from majiang.scoring import Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

CS = get("changsha")
T = Tile.from_str
D = WinMethod.DISCARD
S = WinMethod.SELF_DRAW

PLAIN = "123m456m789p234s55s"  # 123m 456m 789p 234s + the 5s pair: a small win on 5s
PENG = "111m999p333s777m11s"  # four triplets + the 11s pair: 碰碰胡 on 1s


def score(
    tiles: str,
    win: str,
    *,
    melds: str = "",
    method: WinMethod = S,
    seat: int = 1,
    dealer: int = 0,
    discarder: int | None = None,
    ruleset: object = CS,
    **context: object,
) -> Score:
    hand = Hand.parse(tiles, melds=melds, win=win, self_drawn=method.self_drawn)
    ctx = WinContext(seat=seat, dealer=dealer, method=method, discarder=discarder, **context)  # type: ignore[arg-type]
    return ruleset.score(hand, ctx)  # type: ignore[attr-defined,no-any-return]


def keys(s: Score) -> list[str]:
    return sorted(a.item.key for a in s.awards if a.item.key != "dealer")


def amounts(s: Score) -> dict[int, int]:
    return {p.payer: p.amount for p in s.payments}


def seat(tiles: str, melds: str = "", **kw: object) -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds), **kw)  # type: ignore[arg-type]


def table(
    seats: dict[int, SeatRecord],
    wins: tuple[Win, ...] = (),
    *,
    birds: str = "",
    dealer: int = 0,
    facts: ChangshaFacts | None = None,
) -> Round:
    facts = attrs.evolve(facts or ChangshaFacts(), birds=parse_tiles(birds))
    return Round.build(get("changsha"), seats=seats, wins=wins, dealer=dealer, avoid=facts.birds, facts=facts)


def with_birds(r: Round, birds: tuple[Tile, ...]) -> Round:
    """The round with these birds (its other facts kept)."""
    return attrs.evolve(r, facts=attrs.evolve(r.facts or ChangshaFacts(), birds=birds))


def declared(seat: int, tiles: str, *keys: str) -> ChangshaFacts:
    """Facts where ``seat`` was dealt ``tiles`` and declares ``keys`` on them."""
    return ChangshaFacts.parse(dealt={seat: tiles}, deal_wins={seat: keys})


def win(s: int, tile: str, method: WinMethod = S, **kw: object) -> Win:
    return Win(seat=s, tile=T(tile), method=method, **kw)  # type: ignore[arg-type]


# -- the ruleset ----------------------------------------------------------------------------


def test_registered() -> None:
    assert "changsha" in names()
    assert get("长沙").name == "changsha"
    assert CS.tile_set.size == 108
    assert CS.claims.chi and CS.claims.pon and CS.claims.kong


# -- small wins and the 2/5/8 pair -------------------------------------------------------------


def test_small_self_draw_non_dealer() -> None:
    # source: 闲家自摸, 庄家输 20 分, 闲家输 10 分 — 1×10 each, +10 from the dealer
    s = score(PLAIN, "5s")
    assert keys(s) == ["small", "small_self_draw"]
    assert amounts(s) == {2: 10, 3: 10, 0: 20}


def test_small_self_draw_dealer() -> None:
    # source: 庄家自摸, 闲家每人输 20 分 — 1×10 + 10 from each
    s = score(PLAIN, "5s", seat=0)
    assert amounts(s) == {1: 20, 2: 20, 3: 20}


def test_small_on_a_discard() -> None:
    # source: 点炮方输 10 分; the dealer discards: +10; the dealer wins: +10
    assert amounts(score(PLAIN, "5s", method=D, discarder=2)) == {2: 10}
    assert amounts(score(PLAIN, "5s", method=D, discarder=0)) == {0: 20}
    assert amounts(score(PLAIN, "5s", method=D, discarder=3, seat=0)) == {3: 20}
    assert keys(score(PLAIN, "5s", method=D, discarder=2)) == ["small", "small_discard"]


def test_small_needs_a_258_pair() -> None:
    s = score("123m456m789p234s11s", "1s")
    assert not s.can_win and s.reason is not None and s.reason.startswith("二五八将")
    # 8p pair is fine: 123m 456m 789p? no — 123m 456m 234s 567s + 88p
    assert score("123m456m234s567s88p", "8p").can_win


def test_pair_follows_the_shape_for_situational_big_wins() -> None:
    # 海底捞月 on a plain hand with a 1s pair: the source's "需要将" — refused by default
    plain_1s = "123m456m789p234s11s"
    s = score(plain_1s, "1s", last_tile=True)
    assert not s.can_win and s.reason is not None and "二五八将" in s.reason
    # option any_pair_big: every big win frees the pair — 1×30 (+10 dealer)
    loose = get("changsha", any_pair_big=True)
    s = score(plain_1s, "1s", last_tile=True, ruleset=loose)
    assert keys(s) == ["big_self_draw", "haidi_laoyue"]
    assert amounts(s) == {2: 30, 3: 30, 0: 40}
    # a shape big win frees the pair either way: 清一色 with 11m pair
    assert score("123m456m789m234m11m", "1m").can_win


# -- big wins, one by one --------------------------------------------------------------------------


def test_pengpeng_any_pair() -> None:
    # 碰碰胡 with the 11s pair: 1 big win; self-drawn 1×30, +10 dealer
    s = score(PENG, "1s")
    assert keys(s) == ["big_self_draw", "pengpeng"]
    assert amounts(s) == {2: 30, 3: 30, 0: 40}


def test_big_on_a_discard() -> None:
    # source: 大胡捉炮, 点炮方输 60 分; +10 if the dealer discards or wins
    assert amounts(score(PENG, "1s", method=D, discarder=2)) == {2: 60}
    assert amounts(score(PENG, "1s", method=D, discarder=0)) == {0: 70}
    assert amounts(score(PENG, "1s", method=D, discarder=2, seat=0)) == {2: 70}
    assert keys(score(PENG, "1s", method=D, discarder=2)) == ["big_discard", "pengpeng"]


def test_big_self_draw_dealer() -> None:
    # source: 庄家自摸 (大胡), 闲家每人输 40 分: 1×30 + 10
    assert amounts(score(PENG, "1s", seat=0)) == {1: 40, 2: 40, 3: 40}


def test_flush() -> None:
    # 123m 456m 789m 234m 55m: one suit, 1 big win (not also a small one)
    s = score("123m456m789m234m55m", "5m")
    assert keys(s) == ["big_self_draw", "flush"]
    assert amounts(s) == {2: 30, 3: 30, 0: 40}


def test_jiangjiang_needs_no_shape() -> None:
    # 22m 55m 2p 5p 8p 22s 55s 888s: every tile a 2, 5 or 8, no sets — still 将将胡
    s = score("2255m258p2582588s", "8s")
    assert keys(s) == ["big_self_draw", "jiangjiang"]
    assert amounts(s) == {2: 30, 3: 30, 0: 40}


def test_jiangjiang_with_melds_and_pengpeng() -> None:
    # 22m 555s 888s + 888p pon + 2222s kong: 碰碰胡 + 将将胡 = 2 big wins on seat 2's discard
    s = score("22m555s888s", "8s", melds="888p 2222s", method=D, discarder=2)
    assert keys(s) == ["big_discard", "jiangjiang", "pengpeng"]
    assert amounts(s) == {2: 120}  # 2×60


def test_seven_pairs() -> None:
    # 11m 22m 33p 44p 55s 66s 99s: 七小对 (no pair rule)
    s = score("1122m3344p5566s99s", "9s")
    assert keys(s) == ["big_self_draw", "seven_pairs"]
    assert amounts(s) == {2: 30, 3: 30, 0: 40}


def test_flush_seven_pairs_add_up() -> None:
    # digest: a non-dealer's self-drawn 清一色 七小对 costs the dealer 2 × 40 = 80, the
    # others 2 × 30 = 60 (大胡之间可以累计计算（算加法）: each big win pays whole).
    # 11223344556677m also reads 123m 123m 456m 456m 77m (清一色 only, 30): the pairs pay more
    s = score("11223344556677m", "7m")
    assert keys(s) == ["big_self_draw", "flush", "seven_pairs"]
    assert amounts(s) == {2: 60, 3: 60, 0: 80}
    # option dealer_extra="once" (the digest's old reading): 2 × 30 + 10 = 70 from the dealer
    once = score("11223344556677m", "7m", ruleset=get("changsha", dealer_extra="once"))
    assert amounts(once) == {2: 60, 3: 60, 0: 70}


def test_flush_pengpeng_add_up_with_the_dealer_extra_each_time() -> None:
    # issue 14 item 13: a non-dealer's self-drawn 清一色 + 碰碰胡 (111 333 555 777 99m, no
    # other reading): 闲家自摸 (大胡), 庄家输 40 分, 闲家输 30 分, twice (算加法):
    # the dealer 2 × 40 = 80, the others 2 × 30 = 60 each; total 80 + 60 + 60 = 200
    s = score("111333555777m99m", "9m")
    assert keys(s) == ["big_self_draw", "flush", "pengpeng"]
    assert amounts(s) == {0: 80, 2: 60, 3: 60} and s.total == 200


def test_tianhu_and_seven_pairs() -> None:
    # source: 小七对 + 天胡 add up (算加法): the dealer's big self-draw is 40 from each
    # (庄家自摸，闲家每人输 40 分), twice: 2 × 40 = 80 from each
    s = score("1122m3344p5566s99s", "9s", seat=0, first_draw=True)
    assert keys(s) == ["big_self_draw", "seven_pairs", "tianhu"]
    assert amounts(s) == {1: 80, 2: 80, 3: 80}


def test_tianhu_plain() -> None:
    s = score(PLAIN, "5s", seat=0, first_draw=True)
    assert keys(s) == ["big_self_draw", "tianhu"]
    assert amounts(s) == {1: 40, 2: 40, 3: 40}  # 30 + 10


def test_dihu() -> None:
    # the dealer's first discard: 60 + 10 (the dealer discards)
    s = score(PLAIN, "5s", method=D, discarder=0, first_draw=True)
    assert keys(s) == ["big_discard", "dihu"]
    assert amounts(s) == {0: 70}
    # not on another seat's discard
    assert keys(score(PLAIN, "5s", method=D, discarder=2, first_draw=True)) == ["small", "small_discard"]


def test_haidi() -> None:
    assert keys(score(PLAIN, "5s", last_tile=True)) == ["big_self_draw", "haidi_laoyue"]
    s = score(PLAIN, "5s", method=D, discarder=3, last_tile=True)
    assert keys(s) == ["big_discard", "haidi_pao"]
    assert amounts(s) == {3: 60}


def test_kong_wins() -> None:
    # 杠上开花 on the dice kong's replacement: 456m 789p 234s 55s + (2222m)
    s = score("456m789p234s55s", "5s", melds="(2222m)", method=WinMethod.KONG_REPLACEMENT)
    assert keys(s) == ["big_self_draw", "kong_bloom"]
    assert amounts(s) == {2: 30, 3: 30, 0: 40}
    # 抢杠胡: the konger pays like a fed big win
    s = score(PLAIN, "5s", method=WinMethod.ROBBED_KONG, discarder=2)
    assert keys(s) == ["big_discard", "robbed_kong"]
    assert amounts(s) == {2: 60}
    # 杠上炮: the konger's discard after his dice kong
    s = score(PLAIN, "5s", method=D, discarder=3, kong_discard=True)
    assert keys(s) == ["big_discard", "kong_discard"]
    assert amounts(s) == {3: 60}
    with pytest.raises(RoundError, match="kong_discard"):
        score(PLAIN, "5s", kong_discard=True)


def test_working_is_explained() -> None:
    s = score("11223344556677m", "7m")
    dealer = next(p for p in s.payments if p.payer == 0)
    assert dealer.working == "0+2 = 2; ×30 大胡自摸 = 60; +20 庄家 = 80"


# -- 漏胡 -------------------------------------------------------------------------------------------


def test_louhu() -> None:
    passed = (T("5s"),)
    assert not may_win(T("5s"), D, passed)
    assert not may_win(T("5s"), WinMethod.ROBBED_KONG, passed)
    assert may_win(T("5s"), S, passed)  # his own draw clears it
    assert may_win(T("2s"), D, passed)  # only the kind passed up
    s = score(PLAIN, "5s", method=D, discarder=2, passed=passed)
    assert not s.can_win and s.reason is not None and s.reason.startswith("漏胡")
    assert score(PLAIN, "5s", passed=passed).can_win


# -- deal-time small wins ----------------------------------------------------------------------


def test_deal_wins_judged_on_dealt_tiles() -> None:
    def found(tiles: str, dealer: bool = False) -> list[str]:
        return [w.key for w in deal_wins(parse_tiles(tiles), dealer=dealer)]

    assert found("1111m222p333s456m") == ["sixi", "liuliushun"]  # 1m ×4; 1m, 2p, 3s triplets
    assert found("1113m4679m134679p", dealer=True) == ["banban", "queyise"]  # no 2/5/8, no 条
    assert found("123m456p789s1234m") == []
    with pytest.raises(RoundError, match="dealer is dealt 14 tiles, got 13"):
        deal_wins(parse_tiles("1111m222p333s456m"), dealer=True)


def test_deal_wins_settle_like_small_self_draws() -> None:
    # seat 1: 四喜 + 六六顺 = 2 small wins, each paid like a small self-draw (闲家自摸，庄家输
    # 20 分，闲家输 10 分) and added up: 2 × 20 = 40 from the dealer, 2 × 10 = 20 from the others
    tiles = "1111m222p333s456m"
    r = table({1: SeatRecord.parse(tiles)}, facts=declared(1, tiles, "sixi", "liuliushun"))
    assert r.drawn and CS.won_at_deal(r)  # nobody won in play; seat 1 won at the deal
    st_ = CS.settle(r)
    assert st_.paid(0, 1) == 40 and st_.paid(2, 1) == 20 and st_.paid(3, 1) == 20
    assert st_.nets == (-40, 80, -20, -20)
    # dealer_extra="once": 2 × 10 + 10 = 30 from the dealer
    once = get("changsha", dealer_extra="once").settle(r)
    assert once.paid(0, 1) == 30 and once.nets == (-30, 70, -20, -20)


def test_two_deal_winners_and_a_bird() -> None:
    # dealer 板板胡 + 缺一色: each pays 2 × 20 = 40 (庄家自摸，闲家每人输 20 分, twice);
    # seat 2 四喜: dealer 20, others 10.
    # bird 6p: rank 6 → seat 1 (the dealer's next seat), a payer: seat 1 pays double to both:
    # 2 × 40 = 80 to the dealer, 2 × 10 = 20 to seat 2.
    r = next(r for n, r in CS.samples() if n == "two-deal-winners-bird-on-a-payer")
    s = CS.settle(r)
    assert s.paid(1, 0) == 80 and s.paid(2, 0) == 40 and s.paid(3, 0) == 40
    assert s.paid(0, 2) == 20 and s.paid(1, 2) == 20 and s.paid(3, 2) == 10
    # dealer: +80 + 40 + 40 - 20; seat 1: -80 - 20; seat 2: +20 + 20 + 10 - 40; seat 3: -40 - 10
    assert s.nets == (140, -100, 10, -50)


def test_bad_deal_wins() -> None:
    base = table({1: SeatRecord.parse("1111m222p333s456m")})

    def with_seat1(*, dealt: tuple[Tile, ...], deal_wins: tuple[str, ...]) -> Round:
        facts = ChangshaFacts(
            dealt=((), dealt, (), ()),
            deal_wins=((), deal_wins, (), ()),
        )
        return attrs.evolve(base, facts=facts)

    dealt = parse_tiles("1111m222p333s456m")
    with pytest.raises(RoundError, match="板板胡"):
        CS.settle(with_seat1(dealt=dealt, deal_wins=("banban",)))
    with pytest.raises(RoundError, match="twice"):
        CS.settle(with_seat1(dealt=dealt, deal_wins=("sixi", "sixi")))
    with pytest.raises(RoundError, match="no deal-time win 'dasixi'"):
        CS.settle(with_seat1(dealt=dealt, deal_wins=("dasixi",)))
    with pytest.raises(RoundError, match="seat 1: a non-dealer is dealt 13 tiles, got 12"):
        CS.settle(with_seat1(dealt=dealt[:12], deal_wins=("sixi",)))
    # other rulesets have none: they refuse Changsha's facts
    with pytest.raises(RoundError, match=r"round\.facts: jian records no facts of its own"):
        get("jian").settle(attrs.evolve(with_seat1(dealt=dealt, deal_wins=("sixi",)), indicator=T("5s")))
    # deal-time wins end the round: no later win with them. A legal table: seat 1 dealt
    # 6666p 222s 333s 789m (四喜), seat 2 holding PLAIN, which wins on its 5s
    sixi = parse_tiles("6666p222s333s789m")
    later = table(
        {1: SeatRecord(hand=Hand.of(sixi)), 2: seat(PLAIN)}, facts=declared(1, "6666p222s333s789m", "sixi")
    )
    assert CS.settle(later).nets == (-20, 40, -10, -10)  # 四喜 alone: a small self-draw, 10 (+10 dealer)
    with pytest.raises(RoundError, match="seat 2: deal-time wins end the round at the deal; only 天胡"):
        CS.settle(attrs.evolve(later, wins=(win(2, "5s"),)))


# -- whole rounds, several winners, birds --------------------------------------------------------------


def test_round_small_self_draw() -> None:
    s = CS.settle(table({1: seat(PLAIN)}, (win(1, "5s"),)))
    assert s.nets == (-20, 40, -10, -10)


def test_round_big_self_draw_dealer() -> None:
    s = CS.settle(table({0: seat(PENG)}, (win(0, "1s"),)))
    assert s.nets == (120, -40, -40, -40)


def test_round_discard() -> None:
    s = CS.settle(table({1: seat(PLAIN)}, (win(1, "5s", D, discarder=0),)))
    assert s.nets == (-20, 20, 0, 0)


def test_several_winners_on_one_discard() -> None:
    # 通炮: seat 1 small (10), seat 3 碰碰胡 (60) on seat 2's 5s; bird 3m → seat 2, the
    # discarder: both payments double (20, 120)
    r = table(
        {1: seat(PLAIN), 3: seat("111m999m777p888s55s")},
        (win(1, "5s", D, discarder=2), win(3, "5s", D, discarder=2)),
        birds="3m",
    )
    s = CS.settle(r)
    assert s.paid(2, 1) == 20 and s.paid(2, 3) == 120
    assert s.nets == (0, 20, -140, 120)
    # a bird on one winner doubles that winner's payment only: 4m → seat 3
    s = CS.settle(with_birds(r, (T("4m"),)))
    assert s.paid(2, 1) == 10 and s.paid(2, 3) == 120


def test_several_winners_must_share_the_discard() -> None:
    with pytest.raises(RoundError, match="one discard"):
        CS.settle(table({1: seat(PLAIN), 3: seat(PENG)}, (win(1, "5s"), win(3, "1s", D, discarder=2))))


def test_bird_seats() -> None:
    # 1, 5, 9 the dealer; 2, 6 his next seat; 3, 7 opposite; 4, 8 his previous seat
    assert [bird_seat(T(f"{r}p"), dealer=0) for r in range(1, 10)] == [0, 1, 2, 3, 0, 1, 2, 3, 0]
    assert bird_seat(T("4s"), dealer=2) == 1


def test_birds_on_a_self_draw() -> None:
    r = table({1: seat(PLAIN)}, (win(1, "5s"),), birds="2m")  # rank 2 → seat 1, the winner
    assert CS.settle(r).nets == (-40, 80, -20, -20)  # everyone doubles: 40, 20, 20
    r = table({1: seat(PLAIN)}, (win(1, "5s"),), birds="3m")  # rank 3 → seat 2, a payer
    assert CS.settle(r).nets == (-20, 50, -20, -10)  # only seat 2 doubles: 20
    r = table({1: seat(PLAIN)}, (win(1, "5s"),), birds="9m")  # rank 9 → the dealer
    assert CS.settle(r).nets == (-40, 60, -10, -10)


def test_birds_on_a_discard() -> None:
    fed = (win(1, "5s", D, discarder=2),)
    assert CS.settle(table({1: seat(PLAIN)}, fed, birds="6m")).nets == (0, 20, -20, 0)  # on the winner
    assert CS.settle(table({1: seat(PLAIN)}, fed, birds="7m")).nets == (0, 20, -20, 0)  # on the discarder
    assert CS.settle(table({1: seat(PLAIN)}, fed, birds="8m")).nets == (0, 10, -10, 0)  # a bystander


def test_haidi_bird_is_the_haidi_tile() -> None:
    # 海底捞月 by seat 3 on 5s; the bird is that 5s: rank 5 → the dealer pays double: (30+10)×2
    r = table({3: seat(PLAIN)}, (win(3, "5s", last_tile=True),), birds="5s")
    assert CS.settle(r).nets == (-80, -30, -30, 140)
    with pytest.raises(RoundError, match="海底 tile 5s, not 6s"):
        CS.settle(with_birds(r, (T("6s"),)))


def test_bad_birds() -> None:
    r = table({1: seat(PLAIN)}, (win(1, "5s"),))
    with pytest.raises(TileSetError, match="1z"):
        CS.settle(with_birds(r, (T("1z"),)))
    with pytest.raises(RoundError, match=r"round\.facts: jilin records no facts of its own"):
        get("jilin").settle(with_birds(r, (T("2m"),)))


# -- bad input --------------------------------------------------------------------------------------


def test_an_honor_is_not_a_changsha_tile() -> None:
    with pytest.raises(TileSetError, match="1z"):
        score("123m456m789p234s1z1z", "1z")
    with pytest.raises(TileSetError, match="7z"):
        others = tuple(seat(t) for t in ("111222333444m5p", "111222333444p5s", "111222333444s5m"))
        CS.settle(Round(seats=(others[0], seat("123m456m789p55s777z"), *others[1:]), wins=(win(1, "5s"),)))


def test_unknown_option() -> None:
    with pytest.raises(RulesetError, match="unknown option 'birds'"):
        get("changsha", birds=2)
    with pytest.raises(RulesetError, match="any_pair_big"):
        get("changsha", any_pair_big="yes")


def test_wrong_size() -> None:
    with pytest.raises(HandError, match="13 tiles"):
        score("123m456m789p234s5s", "5s")


def test_samples_cover_every_outcome() -> None:
    results = {}
    for name, r in CS.samples():
        try:
            results[name] = CS.settle(r).nets
        except RoundError as error:
            results[name] = str(error)  # type: ignore[assignment]
    assert results["x-small-self-draw"] == (-20, 40, -10, -10)
    # 2 × 40 from the dealer, 2 × 30 from each other: 80 + 60 + 60 = 200
    assert results["x-flush-seven-pairs-self-draw"] == (-80, 200, -60, -60)
    assert "二五八将" in str(results["small-without-258-pair-can-not-win"])
    assert "漏胡" in str(results["louhu-passed-5s-can-not-win-on-5s"])


# -- zero sum -------------------------------------------------------------------------------------


HANDS = [
    (PLAIN, "5s"),
    (PENG, "1s"),
    ("1122m3344p5566s99s", "9s"),
    ("11223344556677m", "7m"),
    ("2255m258p2582588s", "8s"),
]
BIG_WINS = {  # big wins of each hand, without 海底
    PLAIN: 0,
    PENG: 1,  # 碰碰胡
    "1122m3344p5566s99s": 1,  # 七小对
    "11223344556677m": 2,  # 清一色 + 七小对
    "2255m258p2582588s": 1,  # 将将胡
}


@given(
    hand=st.sampled_from(HANDS),
    winner=st.integers(0, 3),
    dealer=st.integers(0, 3),
    fed_by=st.integers(1, 3),
    self_drawn=st.booleans(),
    last=st.booleans(),
    bird=st.integers(0, 9),
)
def test_random_rounds_pay_the_digests_table(
    hand: tuple[str, str], winner: int, dealer: int, fed_by: int, self_drawn: bool, last: bool, bird: int
) -> None:
    tiles, tile = hand
    discarder = None if self_drawn else (winner + fed_by) % 4
    w = win(winner, tile, S if self_drawn else D, discarder=discarder, last_tile=last)
    birds = "" if bird == 0 else (tile if last else f"{bird}m" if tile[-1] != "m" else f"{bird}p")
    r = Round.build(
        get("changsha"), seats={winner: seat(tiles)}, wins=(w,), dealer=dealer, avoid=parse_tiles(birds)
    )
    r = with_birds(r, parse_tiles(birds))
    # worked from changsha.md: k big wins (海底 adds one) pay k × (30 self-drawn, 60 fed,
    # + 10 where the payer or the winner deals); none is a small win, 10 (+ 10); the bird
    # (the 海底 tile itself after a 海底 win) counts its rank from the dealer and doubles
    k = BIG_WINS[tiles] + int(last)
    payers = [s for s in range(4) if s != winner] if self_drawn else [discarder]
    bird_seat = None if not birds else (dealer + parse_tiles(birds)[0].rank - 1) % 4
    owed = {}
    for payer in payers:
        extra = 10 if dealer in (payer, winner) else 0
        unit = 10 if k == 0 else 30 if self_drawn else 60
        amount = max(k, 1) * (unit + extra)
        if bird_seat is not None and bird_seat in (winner, payer):
            amount *= 2
        owed[payer] = amount
    expected = [-owed.get(p, 0) for p in range(4)]
    expected[winner] = sum(owed.values())
    assert CS.settle(r).nets == tuple(expected)
