"""Round.build: the seats that matter given, the others filled legally and deterministically."""

from __future__ import annotations

from collections import Counter

import pytest

from majiang import Hand, Round, SeatRecord, Win, get, names
from majiang.errors import HandError, RoundError
from majiang.rulesets import Ruleset
from majiang.scoring import WinMethod
from majiang.tiles import Tile, parse_tiles

T = Tile.from_str
PLAIN = "234m 456p 678p 345s 88p"


def test_three_lines_settle_a_round() -> None:
    hefei = get("hefei")
    round_ = Round.build(hefei, seats={2: PLAIN}, wins=Win(seat=2, tile=T("5s")))
    # 基本分 12 from each seat; the dealer (seat 0) adds 庄分(自摸) 2 × 1: 12 + 2 = 14; 12 + 14 + 12 = 38
    assert hefei.settle(round_).nets == (-14, -12, 38, -12)


@pytest.mark.parametrize("name", names())
def test_filled_seats_are_legal_for_every_ruleset(name: str) -> None:
    ruleset = get(name)
    round_ = Round.build(ruleset, seats={})
    for record in round_.seats:
        assert record.hand.size == ruleset.hand_size
        assert not record.hand.flowers and all(not t.is_flower for t in record.hand.tiles)
    every = [t for record in round_.seats for t in record.hand.tiles]
    ruleset.tile_set.check(every)  # never more copies than the set holds
    assert Counter(every).most_common(1)[0][1] <= 4
    # and the ruleset itself takes every filled seat (Fuzhou plays no honor: they are flowers)
    for seat, record in enumerate(round_.seats):
        ruleset.check_hand(record.hand, indicator=_indicator(ruleset), where=f"seat {seat}", seat=seat)


def _indicator(ruleset: Ruleset) -> Tile | None:
    rule = ruleset.wildcards()
    return T("5s") if rule is not None and rule.turns_up else None


FOUR_1M = "1111m234p567s789s"  # all four 1m in one hand


@pytest.mark.parametrize(
    ("name", "options"),
    [("jilin", {}), ("changchun", {}), ("jian", {"jing_offset": 1})],
    ids=["jilin-bao", "changchun-bao", "jian-jing-offset-1"],
)
def test_an_indicator_left_in_play_is_not_a_used_tile(name: str, options: dict[str, int]) -> None:
    # Jilin and Changchun: the 宝 stays in the wall and can be drawn; Ji'an with jing_offset=1:
    # the turned-up tile is no jing and can be taken. A seat may hold all four of its kind.
    ruleset = get(name, **options)
    round_ = Round.build(ruleset, seats={1: FOUR_1M}, indicator=T("1m"))
    assert round_.seats[1].hand == Hand.parse(FOUR_1M)
    ruleset.check_table(round_)  # as the ruleset counts: four 1m, none set aside
    assert all(T("1m") not in r.hand.tiles for i, r in enumerate(round_.seats) if i != 1)


@pytest.mark.parametrize("name", ["jian", "harbin"])
def test_an_indicator_set_aside_is_a_used_tile(name: str) -> None:
    # Ji'an (jing_offset=0) and Harbin set the turned-up tile aside: a fifth 1m
    with pytest.raises(RoundError, match=r"uses more copies of 1m than the \w+ set has"):
        Round.build(get(name), seats={1: FOUR_1M}, indicator=T("1m"))


def test_two_winners_robbing_one_kong_share_its_tile() -> None:
    # Seat 1 shows 555p (claimed) and adds the fourth 5p; seats 0 and 2 both rob it: four 5p
    # on the table, the fourth in both winners' hands. Guangdong 鸡平胡 (digest): each is 鸡胡
    # 0番 + 自摸 1 (a robbed kong counts as a self-draw) = 1, raised to the floor of 3 for
    # 抢杠胡, and the konger pays all three shares: 3 × 3 = 9 to each winner, −18.
    ruleset = get("guangdong_jipinghu")
    konger = Hand.parse("1234m678m234s", melds="555p@3")
    rob = [Win(seat=s, tile=T("5p"), method=WinMethod.ROBBED_KONG, discarder=1) for s in (0, 2)]
    seats: dict[int, Hand | str] = {0: "123m456p234s777s99s", 1: konger, 2: "789m345p678s555z11s"}
    round_ = Round.build(ruleset, seats=seats, wins=rob)
    assert ruleset.settle(round_).nets == (9, -18, 9, 0)
    with pytest.raises(RoundError, match=r"uses more copies of 5p"):  # a fifth 5p is still refused
        Round.build(ruleset, seats={**seats, 3: "5p"}, wins=rob)


def test_the_filler_takes_no_tile_set_aside() -> None:
    # seat 0's 三风蛋 (东南西 laid out, SeatRecord.set_aside) holds a 1z, seat 1 holds two:
    # one 1z is left for the filler (which spreads its picks over every free tile)
    laid = SeatRecord.parse("123m456p789s1199s", set_aside="123z")
    jilin = get("jilin")
    round_ = Round.build(jilin, seats={0: laid, 1: "11z234m567m345p68s"})
    jilin.check_table(round_)  # the round's tiles fit the set, the egg's included
    assert sum(t == T("1z") for r in round_.seats[2:] for t in r.hand.tiles) <= 1


def test_given_seats_are_kept_and_their_tiles_not_reused() -> None:
    given = SeatRecord.parse("1111m222p333s456m", discards="9m9m")
    round_ = Round.build(get("changsha"), seats={1: given})
    assert round_.seats[1] is given
    others = Counter(t for i, r in enumerate(round_.seats) if i != 1 for t in r.hand.tiles)
    assert others[T("1m")] == 0  # all four 1m are in seat 1's hand
    assert others[T("9m")] <= 2  # two of the four 9m were discarded


def test_text_hand_and_record_give_the_same_round() -> None:
    ruleset = get("jilin")
    win = Win(seat=1, tile=T("5s"))
    by_text = Round.build(ruleset, seats={1: PLAIN}, wins=win)
    by_hand = Round.build(ruleset, seats={1: Hand.parse(PLAIN)}, wins=(win,))
    by_record = Round.build(ruleset, seats={1: SeatRecord(hand=Hand.parse(PLAIN))}, wins=[win])
    assert by_text == by_hand == by_record
    assert Round.build(ruleset, seats={1: PLAIN}, wins=win) == by_text  # deterministic


def test_avoid_and_indicator_are_kept_out_of_the_filler() -> None:
    round_ = Round.build(get("jian"), seats={}, indicator=T("5s"), avoid=parse_tiles("5s6s"))
    tiles = [t for r in round_.seats for t in r.hand.tiles]
    assert T("5s") not in tiles and T("6s") not in tiles


def test_round_fields_pass_through() -> None:
    round_ = Round.build(get("changsha"), seats={}, dealer=2, lianzhuang=3, haidi_seat=1)
    assert (round_.dealer, round_.lianzhuang, round_.haidi_seat, round_.wins) == (2, 3, 1, ())


@pytest.mark.parametrize(
    ("seats", "error", "match"),
    [
        pytest.param({4: PLAIN}, RoundError, r"Round.build: seat 4 is not a seat 0\.\.3", id="seat-4"),
        pytest.param({"1": PLAIN}, RoundError, r"Round.build: seat '1' is not a seat", id="seat-text"),
        pytest.param({True: PLAIN}, RoundError, r"Round.build: seat True is not a seat", id="seat-bool"),
        pytest.param({1: 5}, RoundError, r"seat 1 must be a SeatRecord, a Hand or text", id="hand-int"),
        pytest.param({1: "12x"}, HandError, r"12x", id="hand-bad-text"),
        pytest.param([PLAIN], RoundError, r"seats must map a seat", id="seats-list"),
        pytest.param(
            {0: "1111m2222m3333m44m", 1: "4444m5555m6666m77m"}, RoundError, r"more copies of 4m", id="copies"
        ),
    ],
)
def test_bad_input(seats: object, error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        Round.build(get("jilin"), seats=seats)  # type: ignore[arg-type]


def test_a_win_the_hand_lacks_is_refused() -> None:
    with pytest.raises(RoundError, match=r"seat 1 wins on 9s but its hand"):
        Round.build(get("jilin"), seats={1: PLAIN}, wins=Win(seat=1, tile=T("9s")))
