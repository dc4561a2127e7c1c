"""Hefei (安徽合肥麻将): requirements, every points item, payments, 一炮多响, bad input.

Every amount is worked out by hand in a comment. Points add up; each payer pays the
sum of the items that concern it (the discarder alone on a discard win, each of the
three others on a self-draw). The winner is seat 1 and the dealer seat 0 unless a
test says otherwise; the room is 报听 (base 12) and the 连庄数 is 1.
"""

from __future__ import annotations

import attrs
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from majiang.errors import HandError, RoundError, RulesetError, TileSetError
from majiang.hands import Hand
from majiang.rulesets import Ruleset, get, names
from majiang.rulesets.samples import fill_round
from majiang.scoring import Score, WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import MIDDLE, Tile

HEFEI = get("hefei")
OPEN = get("hefei", room="open")
T = Tile.from_str
PLAIN = "234567m88m345p678s"  # 8 m-tiles, won on 3p (45p: an open wait), nothing else


def score(
    tiles: str,
    win: str,
    *,
    melds: str = "",
    self_drawn: bool = True,
    ready: bool = False,
    seat: int = 1,
    dealer: int = 0,
    discarder: int | None = None,
    lianzhuang: int = 1,
    first_draw: bool = False,
    last_tile: bool = False,
    ruleset: Ruleset | None = None,
) -> Score:
    hand = Hand.parse(tiles, melds=melds, win=win, self_drawn=self_drawn)
    if not self_drawn and discarder is None:
        discarder = 2 if seat != 2 else 3
    context = WinContext(
        seat=seat,
        dealer=dealer,
        method=WinMethod.SELF_DRAW if self_drawn else WinMethod.DISCARD,
        discarder=discarder,
        ready=ready,
        lianzhuang=lianzhuang,
        first_draw=first_draw,
        last_tile=last_tile,
    )
    return (ruleset or HEFEI).score(hand, context)


def keys(s: Score) -> list[str]:
    assert s.can_win, s.reason
    return [a.item.key for a in s.awards]


def amounts(s: Score) -> dict[int, int]:
    assert s.can_win, s.reason
    return {p.payer: p.amount for p in s.payments}


# -- the ruleset ------------------------------------------------------------------------


def test_registered() -> None:
    assert "hefei" in names()
    assert get("合肥").name == "hefei"
    assert HEFEI.tile_set.size == 84 and HEFEI.hand_size == 13
    assert not HEFEI.claims.chi and not HEFEI.claims.pon and not HEFEI.claims.kong
    assert HEFEI.claims.concealed_kong


# -- requirements ---------------------------------------------------------------------------


def test_eight_tile_suit_required() -> None:
    # m 6, p 5, s 3: no suit of 8
    s = score("234567m88p345p678s", "3p")
    assert not s.can_win and s.reason is not None and s.reason.startswith("一门八张")


def test_eight_tile_suit_counts_kong_tiles() -> None:
    # m: (2222m) (3333m) = 8 tiles only because a kong counts 4
    assert score("456p567p88p", "8p", melds="(2222m) (3333m)").can_win


def test_tianhu_still_needs_eight() -> None:
    s = score("234567m88p345p678s", "3p", seat=0, first_draw=True)
    assert not s.can_win and s.reason is not None and "一门八张" in s.reason


def test_baoting_room_discard_needs_ready() -> None:
    s = score(PLAIN, "3p", self_drawn=False)
    assert not s.can_win and s.reason is not None and s.reason.startswith("报听后方可点炮胡")
    # declared ready: 12 from the discarder (seat 2)
    assert amounts(score(PLAIN, "3p", self_drawn=False, ready=True)) == {2: 12}
    # a self-draw needs no 报听: 12 each, the dealer 12 + 2 庄分 = 14
    assert amounts(score(PLAIN, "3p")) == {2: 12, 3: 12, 0: 14}


def test_open_room_has_no_ready_limit_and_base_10() -> None:
    # 不报听: base 10, from the discarder alone
    assert amounts(score(PLAIN, "3p", self_drawn=False, ruleset=OPEN)) == {2: 10}
    # self-draw: 10 each, the dealer 10 + 2 = 12
    assert amounts(score(PLAIN, "3p", ruleset=OPEN)) == {2: 10, 3: 10, 0: 12}


# -- points items -----------------------------------------------------------------------


def test_zhi_per_tile_past_eight() -> None:
    # 222456555888m33p: 12 m-tiles → 支 12 - 8 = 4
    s = score("222456555888m33p", "3p")
    assert dict((a.item.key, a.value) for a in s.awards)["zhi"] == 4
    # 34566m234m678m888p: 11 m-tiles → 支 3
    s = score("34566m234m678m888p", "6m")
    assert dict((a.item.key, a.value) for a in s.awards)["zhi"] == 3


def test_double_eight_two_kongs() -> None:
    # m 8 (two kongs), p 8: 12 + 双八支 50 + 缺一门 1 + 杠 2×2 = 67, and the 8p won as the
    # pair (单调) is 卡 by its shape: + 1 = 68; the dealer + 庄分 2 = 70.
    s = score("456p567p88p", "8p", melds="(2222m) (3333m)")
    assert keys(s) == ["base", "double_eight", "missing_suit", "kong", "ka", "dealer_self_draw"]
    assert amounts(s) == {2: 68, 3: 68, 0: 70}
    # ka="one_kind": 456p567p8p waits on 5p as well, so no 卡: 67, the dealer 69
    one_kind = score("456p567p88p", "8p", melds="(2222m) (3333m)", ruleset=get("hefei", ka="one_kind"))
    assert amounts(one_kind) == {2: 67, 3: 67, 0: 69}


def test_missing_suit_once_even_for_one_suit() -> None:
    # 234m345m456m567m88m: m 14 → 支 6, two suits absent → 缺一门 once.
    # No 卡: 88m pair, but 2345567m... waits on more than one kind.
    s = score("234345456567m88m", "8m")
    assert [a.value for a in s.awards if a.item.key == "missing_suit"] == [1]


def test_tong_source_example() -> None:
    # 3×4m + 2×4s + 3×4p = 8 tiles of rank 4 → 同 8 - 4 = 4 (the source's example).
    # 444m 567m 678m 444p 44s won by self-draw on 4s:
    # 12 + 支 1 (9 m) + 同 4 + 坎 2 (444m, 444p) + 卡 1 (4s the only wait) = 20; dealer 22
    s = score("444567678m444p44s", "4s")
    assert keys(s) == ["base", "zhi", "tong", "kan", "ka", "dealer_self_draw"]
    assert [a.value for a in s.awards if a.item.key == "tong"] == [4]
    assert amounts(s) == {2: 20, 3: 20, 0: 22}


def test_tong_needs_five() -> None:
    # PLAIN: rank 8 has 88m + 8s = 3 tiles; nothing reaches 5
    assert "tong" not in keys(score(PLAIN, "3p"))


def test_kan_and_huo() -> None:
    # 222m 456m 555m 888m 33p: 5m ×4 = 555m + the 5 of 456m → 活 4 (and no 坎 for it);
    # 222m, 888m → 坎 2. 12 + 支 4 + 缺一门 1 + 坎 2 + 活 4 + 卡 1 (3p alone) = 24; dealer 26
    s = score("222456555888m33p", "3p")
    assert keys(s) == ["base", "zhi", "missing_suit", "kan", "huo", "ka", "dealer_self_draw"]
    assert amounts(s) == {2: 24, 3: 24, 0: 26}


def test_kan_not_when_the_discard_completes_it() -> None:
    # 234567m 88m 345p 777s, won on 7s: waits 8m and 7s (双碰), no 卡.
    # Discard: 777s had two in hand → no 坎: 12.  Self-draw: 坎 → 13; dealer 15.
    assert keys(score("234567m88m345p777s", "7s", self_drawn=False, ready=True)) == ["base"]
    assert amounts(score("234567m88m345p777s", "7s")) == {2: 13, 3: 13, 0: 15}


def test_kong() -> None:
    # 234m 678m 88m 678p (5555m): m 12 → 支 4; 12 + 4 + 缺一门 1 + 杠 2 = 19; dealer 21
    s = score("234m678m88m678p", "8p", melds="(5555m)")
    assert keys(s) == ["base", "zhi", "missing_suit", "kong", "dealer_self_draw"]
    assert amounts(s) == {2: 19, 3: 19, 0: 21}


def test_ka_closed_by_the_dealer_on_a_discard() -> None:
    # dealer wins 7m from seat 2: 68m closed, the only wait.
    # 12 + 支 1 (9 m) + 缺一门 1 + 卡 1 + 庄分 1×1 = 16 from seat 2
    s = score("234456678m345p55p", "7m", seat=0, self_drawn=False, discarder=2, ready=True)
    assert keys(s) == ["base", "zhi", "missing_suit", "ka", "dealer_fed"]
    assert amounts(s) == {2: 16}


def test_ka_edge_in_two_to_eight() -> None:
    # 23m waits on 1m (not in the set) or 4m: one kind → a Hefei edge: 12 + 卡 1 = 13
    s = score("234m567m88m345p678s", "4m")
    assert "ka" in keys(s) and amounts(s)[2] == 13
    # 45p waits on 3p or 6p: no 卡
    assert "ka" not in keys(score(PLAIN, "3p"))


def test_ka_shape_default_or_one_kind_option() -> None:
    # issue 14 item 12. 3456m + 234m 678m 888p: waits on 3m and 6m. Won on 6m as 345m + 66m
    # (单吊). 34566m 234m 678m = 11 m tiles: 支 11 - 8 = 3; no s tiles: 缺一门 1; 888p a
    # concealed triplet: 坎 1.
    # shape (default, the source's own "3456 胡单调 3 或 6"): 卡 1 → 12 + 3 + 1 + 1 + 1 = 18
    # one_kind (只胡一张 read literally): no 卡 → 12 + 3 + 1 + 1 = 17
    assert "ka" in keys(score("34566m234m678m888p", "6m"))
    assert amounts(score("34566m234m678m888p", "6m"))[2] == 18
    assert amounts(score("34566m234m678m888p", "6m", ruleset=get("hefei", ka="one_kind")))[2] == 17
    # the same hand won on 3m as 33m + 456m (单吊 3m): also 卡 by shape: 18
    assert amounts(score("33456m234m678m888p", "3m"))[2] == 18


def test_shuang_puzi() -> None:
    # 567m 567m 88m 234p 678s won on 2p (34p: open, no 卡): 12 + 双铺子 2 = 14; dealer 16
    s = score("56756788m234p678s", "2p")
    assert keys(s) == ["base", "puzi", "dealer_self_draw"]
    assert amounts(s) == {2: 14, 3: 14, 0: 16}


def test_555666777_counts_two_puzi() -> None:
    # read as 567m ×3: 双铺子 2 → 4 beats 555m 666m 777m as 坎 3 → 3.
    # 12 + 支 1 + 卡 1 (8s alone) + 4 = 18; dealer 20
    s = score("555666777m234p88s", "8s")
    assert [a.value for a in s.awards if a.item.key == "puzi"] == [4]
    assert "kan" not in keys(s)
    assert amounts(s) == {2: 18, 3: 18, 0: 20}


def test_seven_pairs() -> None:
    # 44 55 66 77 88m 22 44p: 12 + 支 2 (10 m) + 缺一门 1 + 七对 5 = 20; dealer 22
    # (it waited on 2p alone, but 七对 scores no 卡)
    s = score("4455667788m2244p", "2p")
    assert keys(s) == ["base", "zhi", "missing_suit", "seven_pairs", "dealer_self_draw"]
    assert amounts(s) == {2: 20, 3: 20, 0: 22}


def test_haolao() -> None:
    # self-drawn in the last four: 12 + 10 = 22; dealer 24
    assert amounts(score(PLAIN, "3p", last_tile=True)) == {2: 22, 3: 22, 0: 24}
    with pytest.raises(RoundError, match="海捞"):
        score(PLAIN, "3p", last_tile=True, self_drawn=False, ready=True)


def test_tianhu_keeps_only_base_and_zhuangfen() -> None:
    # dealer's first 14: 12 + 100 + 庄分 2 = 114 each; 支, 坎, 活, 卡, 缺一门 dropped
    s = score("222456555888m33p", "3p", seat=0, first_draw=True)
    assert keys(s) == ["base", "dealer_self_draw", "tianhu"]
    assert amounts(s) == {1: 114, 2: 114, 3: 114}


def test_dihu() -> None:
    # non-dealer's first-round self-draw: 12 + 80 = 92; the dealer also pays 庄分 2 → 94
    s = score("222456555888m33p", "3p", first_draw=True)
    assert keys(s) == ["base", "dealer_self_draw", "dihu"]
    assert amounts(s) == {2: 92, 3: 92, 0: 94}
    # dealer_points="winner" (庄分 only on the dealer's own wins): 92 each
    assert amounts(
        score("222456555888m33p", "3p", first_draw=True, ruleset=get("hefei", dealer_points="winner"))
    ) == {
        2: 92,
        3: 92,
        0: 92,
    }


def test_dealer_points_with_lianzhuang() -> None:
    # dealer self-draw, 连庄数 3: 12 + 2×3 = 18 each
    assert amounts(score(PLAIN, "3p", seat=0, lianzhuang=3)) == {1: 18, 2: 18, 3: 18}
    # dealer on seat 2's discard, 连庄数 3: 12 + 1×3 = 15
    assert amounts(score(PLAIN, "3p", seat=0, self_drawn=False, ready=True, lianzhuang=3)) == {2: 15}
    # the dealer feeds seat 1, 连庄数 2: 12 + 1×2 = 14; under "winner" 12
    fed = {"self_drawn": False, "ready": True, "discarder": 0, "lianzhuang": 2}
    assert amounts(score(PLAIN, "3p", **fed)) == {0: 14}  # type: ignore[arg-type]
    assert amounts(score(PLAIN, "3p", ruleset=get("hefei", dealer_points="winner"), **fed)) == {0: 12}  # type: ignore[arg-type]
    # 连庄数 0 (the framework's default) reads as 1: 12 + 2 = 14
    assert amounts(score(PLAIN, "3p", seat=0, lianzhuang=0)) == {1: 14, 2: 14, 3: 14}


# -- whole rounds ---------------------------------------------------------------------------


def _seat(tiles: str, melds: str = "", ready: bool = False) -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds), ready=ready)


def _round(seats: dict[int, SeatRecord], wins: tuple[Win, ...], *, lianzhuang: int = 1) -> Round:
    """The other seats get 13 unused tiles each (:func:`fill_round`)."""
    return fill_round(MIDDLE, 13, seats=seats, wins=wins, dealer=0, lianzhuang=lianzhuang)


def test_settle_self_draw() -> None:
    r = _round({1: _seat(PLAIN)}, (Win(seat=1, tile=T("3p")),))
    # 12 from seats 2 and 3, 14 from the dealer: +38
    assert HEFEI.settle(r).nets == (-14, 38, -12, -12)


def test_settle_discard() -> None:
    r = _round(
        {1: _seat(PLAIN, ready=True)}, (Win(seat=1, tile=T("3p"), method=WinMethod.DISCARD, discarder=3),)
    )
    assert HEFEI.settle(r).nets == (0, 12, 0, -12)


def test_settle_dealer_with_lianzhuang() -> None:
    r = _round({0: _seat(PLAIN)}, (Win(seat=0, tile=T("3p")),), lianzhuang=4)
    # 12 + 2×4 = 20 from each of three: +60
    assert HEFEI.settle(r).nets == (60, -20, -20, -20)
    assert HEFEI.next_deal(r, HEFEI.settle(r)) == (0, 5)


def test_settle_one_discard_two_winners() -> None:
    wins = (
        Win(seat=1, tile=T("5p"), method=WinMethod.DISCARD, discarder=3),
        Win(seat=2, tile=T("5p"), method=WinMethod.DISCARD, discarder=3),
    )
    r = _round({1: _seat("234567m88m456p678s", ready=True), 2: _seat("222333444m55p678s", ready=True)}, wins)
    settlement = HEFEI.settle(r)
    # seat 1: 46p closed, the only wait: 12 + 卡 1 = 13
    # seat 2: 234m ×3 (双铺子 2×2 = 4 beats 3 坎) + 支 1 + 卡 1 (5p alone) + 12 = 18
    assert settlement.paid(3, 1) == 13 and settlement.paid(3, 2) == 18
    assert settlement.nets == (0, 13, 18, -31)
    assert HEFEI.next_deal(r, HEFEI.settle(r)) == (1, 1)


def test_settle_dealer_feeds_three_winners() -> None:
    hefei = dict(HEFEI.samples())
    settlement = HEFEI.settle(hefei["d-discard-three-winners"])
    # each winner's amount + 庄分 1 from the dealer: 14 + 19 + 14 = 47
    assert settlement.nets == (-47, 14, 19, 14)


def test_several_winners_must_share_one_discard() -> None:
    wins = (
        Win(seat=1, tile=T("5p"), method=WinMethod.DISCARD, discarder=3),
        Win(seat=2, tile=T("5p"), method=WinMethod.DISCARD, discarder=0),
    )
    r = _round({1: _seat("234567m88m456p678s", ready=True), 2: _seat("222333444m55p678s", ready=True)}, wins)
    with pytest.raises(RoundError, match="一炮多响"):
        HEFEI.settle(r)


def test_drawn_round_is_void() -> None:
    r = _round({1: _seat("234m678m88m67p", melds="(5555m)")}, ())
    assert HEFEI.settle(r).transfers == ()
    assert HEFEI.next_deal(r, HEFEI.settle(r)) == (0, 2)


def test_non_dealer_win_moves_the_deal() -> None:
    r = _round({2: _seat("234567m88m345p678s")}, (Win(seat=2, tile=T("3p")),), lianzhuang=3)
    assert HEFEI.next_deal(r, HEFEI.settle(r)) == (1, 1)


def test_samples_settle() -> None:
    for name, round_ in HEFEI.samples():
        if "can-not-win" in name:
            with pytest.raises(RoundError, match="can not win"):
                HEFEI.settle(round_)
        else:
            # every sample settles: money moves unless nobody won (a drawn round is void)
            assert bool(HEFEI.settle(round_).transfers) is not round_.drawn


# -- bad input ------------------------------------------------------------------------------


def test_tiles_outside_the_84() -> None:
    with pytest.raises(TileSetError, match="'1m' is not in the 84-tile set"):
        score("123m567m88m345p678s", "3p")
    with pytest.raises(TileSetError, match="'9s' is not in the 84-tile set"):
        score("234567m88m345p789s", "3p")
    with pytest.raises(TileSetError, match="'1z' is not in the 84-tile set"):
        score("234567m88m345p11z", "3p")


def test_claimed_melds_refused() -> None:
    with pytest.raises(HandError, match="does not allow a claimed sequence"):
        score("234567m88m345p", "3p", melds="678s")
    with pytest.raises(HandError, match="does not allow a claimed triplet"):
        score("234567m88m345p", "3p", melds="777s")
    with pytest.raises(HandError, match="does not allow a claimed kong"):
        score("234567m88m345p", "3p", melds="7777s")


def test_options() -> None:
    with pytest.raises(RulesetError, match="unknown option 'rooms'"):
        get("hefei", rooms="open")
    with pytest.raises(RulesetError, match="option room='baoting2'"):
        get("hefei", room="baoting2")
    with pytest.raises(RulesetError, match="option ka='any'"):
        get("hefei", ka="any")


def test_wrong_size() -> None:
    with pytest.raises(HandError, match="holds 13 tiles"):
        score("234567m88m345p67s", "3p")


def test_robbed_kong_and_too_many_copies() -> None:
    hand = Hand.parse(PLAIN, win="3p")
    context = WinContext(seat=1, method=WinMethod.ROBBED_KONG, discarder=2, ready=True)
    with pytest.raises(RoundError, match="抢杠"):
        HEFEI.score(hand, context)
    # five 8m on the table (88m in the winner's hand, 888m in seat 2's)
    seats = (_seat("234m567m345p678s"), _seat(PLAIN), _seat("888m234567p2345s"), _seat("234m567m345p678s"))
    r = Round(dealer=0, seats=seats, wins=(Win(seat=1, tile=T("3p")),))
    with pytest.raises(TileSetError, match="'8m'"):
        HEFEI.settle(r)


# -- property: every settled round sums to zero ------------------------------------------------


@st.composite
def winning_hands(draw: st.DrawFn) -> tuple[str, str]:
    """Four sets + a pair of ranks 2..8, the pair and two sets in one suit (8 tiles)."""
    main = draw(st.sampled_from("mps"))
    counts: dict[str, int] = {}
    parts: list[str] = []

    def add(tiles: str) -> None:
        for i in range(0, len(tiles), 2):
            counts[tiles[i : i + 2]] = counts.get(tiles[i : i + 2], 0) + 1
        parts.append(tiles)

    rank = draw(st.integers(2, 8))
    add(f"{rank}{main}" * 2)
    for k in range(4):
        suit = main if k < 2 else draw(st.sampled_from("mps"))
        if draw(st.booleans()):
            low = draw(st.integers(2, 6))
            add("".join(f"{low + d}{suit}" for d in range(3)))
        else:
            r = draw(st.integers(2, 8))
            add(f"{r}{suit}" * 3)
    assume(all(n <= 4 for n in counts.values()))
    tiles = "".join(parts)
    win = draw(st.sampled_from([tiles[i : i + 2] for i in range(0, len(tiles), 2)]))
    return tiles, win


@settings(deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(
    hand=winning_hands(),
    seat=st.integers(0, 3),
    dealer=st.integers(0, 3),
    discarder_offset=st.sampled_from([None, 1, 2, 3]),
    lianzhuang=st.integers(0, 5),
)
def test_random_wins_keep_the_digests_relations(
    hand: tuple[str, str], seat: int, dealer: int, discarder_offset: int | None, lianzhuang: int
) -> None:
    # The points of a random hand are not recomputed here; what the digest fixes between
    # payers, rooms and dealers is: the 报听 room's base is 12, the open room's 10, all else
    # equal; 庄分 is +2 × 连庄 on a self-draw and +1 × 连庄 on a discard, between the dealer
    # and the winner only; a discard is paid by the discarder alone, a self-draw by all three.
    tiles, win = hand
    winner = SeatRecord(
        hand=Hand.of(tuple(Tile.from_str(tiles[i : i + 2]) for i in range(0, len(tiles), 2))), ready=True
    )
    if discarder_offset is None:
        w = Win(seat=seat, tile=T(win))
    else:
        w = Win(seat=seat, tile=T(win), method=WinMethod.DISCARD, discarder=(seat + discarder_offset) % 4)
    # the other seats hold 13 unused tiles, as seats do between turns
    r = fill_round(
        get("hefei").tile_set, 13, seats={seat: winner}, wins=(w,), dealer=dealer, lianzhuang=lianzhuang
    )
    count = max(lianzhuang, 1)  # 连庄数 counts from 1: a new dealer has 1 (hefei.md)
    baoting = get("hefei").settle(r)
    open_room = get("hefei", room="open").settle(r)
    paid = {p: baoting.paid(p, seat) for p in range(4) if baoting.paid(p, seat)}
    assert {p: open_room.paid(p, seat) for p in paid} == {p: n - 2 for p, n in paid.items()}
    assert baoting.nets[seat] == sum(paid.values()) and all(baoting.nets[p] == -n for p, n in paid.items())
    if w.discarder is not None:
        assert set(paid) == {w.discarder}
        # the same win with the dealer elsewhere (not the winner, not the discarder)
        elsewhere = next(d for d in range(4) if d not in (seat, w.discarder))
        plain = get("hefei").settle(attrs.evolve(r, dealer=elsewhere)).paid(w.discarder, seat)
        involved = dealer in (seat, w.discarder)
        assert paid[w.discarder] == plain + (count if involved else 0)
        assert plain >= 12
        return
    assert set(paid) == {s for s in range(4) if s != seat}
    bonus = 2 * count
    if dealer == seat:
        assert set(paid.values()) == {paid[(seat + 1) % 4]}  # all three pay the same
        plain = paid[(seat + 1) % 4] - bonus
    else:
        others = {n for p, n in paid.items() if p != dealer}
        assert len(others) == 1  # the two non-dealers pay the same
        (plain,) = others
        assert paid[dealer] == plain + bonus
    assert plain >= 12
