"""Impossible tables and contradictions that ``score`` and ``settle`` refuse, for every ruleset."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs
import pytest

from majiang.errors import HandError, MajiangError, RoundError, TileSetError
from majiang.hands import Hand
from majiang.rulesets import get
from majiang.rulesets.changsha import ChangshaFacts
from majiang.scoring import WinContext, WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles
from tests.bad_input.corpus import case, check

T = Tile.from_str
JIAN = get("jian")
DEGUO = "123m456p789m234s11z"  # seat 1 self-draws 1z: a plain 德国 with no jing (indicator 9p)
JING = T("9p")  # 正精 9p, 副精 1p: nobody holds them


def jian_round(seats: dict[int, SeatRecord], **fields: Any) -> Any:
    wins = fields.pop("wins", (Win(seat=1, tile=T("1z")),))
    round_ = Round.build(get("jian"), seats=seats, wins=wins, avoid=parse_tiles("9p1p"), **fields)
    return attrs.evolve(round_, indicator=JING)


def seat(tiles: str, melds: str = "", **fields: Any) -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds), **fields)


def jian_score(tiles: str, melds: str = "", *, win: str = "1z", **context: Any) -> Any:
    hand = Hand.parse(tiles, melds=melds, win=win, self_drawn=context.pop("self_drawn", None))
    context.setdefault("indicator", JING)
    return JIAN.score(hand, WinContext(**context))


CASES = [
    # claims, one check for score and settle
    case(
        lambda: jian_score("123m456p11z", melds="789m@1 234s@0", seat=1),
        HandError,
        "'789m@1'",
        "score-chi-from-self",
    ),
    case(
        lambda: jian_score("123m456p11z", melds="789m@2 234s@0", seat=1),
        HandError,
        "'789m@2'",
        "score-chi-from-across",
    ),
    case(
        lambda: jian_score("123m456p11z", melds="789m@3 234s@0", seat=1),
        HandError,
        "'789m@3'",
        "score-chi-from-next",
    ),
    case(
        lambda: jian_score("123m456p11z", melds="777s@1 234s@0", seat=1),
        HandError,
        "'777s@1'",
        "score-pon-from-self",
    ),
    case(
        lambda: JIAN.settle(jian_round({1: seat("123m456p234s11z", melds="789m@3")})),
        HandError,
        "'789m@3'",
        "settle-chi-from-next",
    ),
    case(
        lambda: JIAN.settle(jian_round({1: seat("123m456p234s11z", melds="7777m@1")})),
        HandError,
        "'7777m@1'",
        "settle-kong-from-self",
    ),
    case(
        lambda: get("hefei").score(
            Hand.parse("234m456p678s22m", melds="345m@3", win="2m", self_drawn=True), WinContext(seat=0)
        ),
        HandError,
        "'345m@3'",
        "hefei-claims-nothing",
    ),
    # an indicator where there is none
    case(
        lambda: get("hefei").score(
            Hand.parse("234m456p678s22345m", win="5m", self_drawn=True), WinContext(seat=0, indicator=T("1z"))
        ),
        RoundError,
        "1z",
        "hefei-indicator",
    ),
    case(
        lambda: get("changsha").score(
            Hand.parse("234m456p678s22345m", win="5m", self_drawn=True), WinContext(seat=0, indicator=T("5m"))
        ),
        RoundError,
        "5m",
        "changsha-indicator",
    ),
    # the hand and the context disagree
    case(
        lambda: jian_score(DEGUO, self_drawn=True, seat=1, method=WinMethod.DISCARD, discarder=0),
        RoundError,
        "discard",
        "self-drawn-hand-discard-context",
    ),
    case(
        lambda: jian_score(DEGUO, self_drawn=False, seat=1),
        RoundError,
        "self_draw",
        "discard-hand-self-draw-context",
    ),
    # the physical table score can see: the indicator out of play
    case(
        lambda: JIAN.score(
            Hand.parse("9999p123m456m11z", melds="234s", win="1z"), WinContext(seat=1, indicator=JING)
        ),
        TileSetError,
        "9p",
        "four-of-the-indicator-kind",
    ),
    # dealt tiles the set lacks (Changsha: 108 suit tiles, no honors)
    case(
        lambda: get("changsha").settle(
            Round.build(
                get("changsha"),
                seats={1: SeatRecord(hand=Hand.parse("123456789m1122p"))},
                facts=ChangshaFacts.parse(dealt={1: "1234z123456789m"}),
            )
        ),
        TileSetError,
        "1z",
        "changsha-dealt-honors",
    ),
    # a seat that did not win holds the 13 (16) tiles of a seat between turns
    case(
        lambda: JIAN.settle(jian_round({2: seat("")})),
        RoundError,
        "seat 2 did not win but holds 0",
        "loser-0-tiles",
    ),
    case(
        lambda: JIAN.settle(jian_round({2: seat("5m")})),
        RoundError,
        "seat 2 did not win but holds 1",
        "loser-1-tile",
    ),
    case(
        lambda: JIAN.settle(jian_round({2: seat("2345678m2345678p")})),
        RoundError,
        "seat 2 did not win but holds 14",
        "loser-14-tiles-after-a-win",
    ),
    case(
        lambda: JIAN.settle(jian_round({2: seat("12345678m2345678p77s")}, wins=())),
        RoundError,
        "holds 17",
        "loser-17-tiles",
    ),
    case(
        lambda: get("quanzhou").settle(
            Round.build(get("quanzhou"), seats={0: seat("123m")}, indicator=T("9s"))
        ),
        RoundError,
        "a seat holds 16 or 17 here",
        "quanzhou-3-tiles",
    ),
    case(
        lambda: get("changsha").settle(
            Round.build(
                get("changsha"),
                seats={1: SeatRecord(hand=Hand.parse("123456789m1122p"))},
                facts=ChangshaFacts.parse(dealt={1: "1m"}),
            )
        ),
        RoundError,
        "dealt 13 tiles, got 1",
        "changsha-dealt-one",
    ),
    case(lambda: JIAN.score("123m", WinContext(seat=0)), HandError, "'123m'", "score-a-string"),  # type: ignore[arg-type]
    case(
        lambda: JIAN.score(Hand.parse(DEGUO, win="1z"), "seat 0"), RoundError, "'seat 0'", "score-context-str"
    ),  # type: ignore[arg-type]
    case(lambda: JIAN.settle("round"), RoundError, "'round'", "settle-a-string"),  # type: ignore[arg-type]
    case(lambda: JIAN.check_hand(None), HandError, "None", "check-hand-none"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("call", "error", "needle"), CASES)
def test_impossible_table(call: Callable[[], Any], error: type[MajiangError], needle: str) -> None:
    check(call, error, needle)


def test_in_a_drawn_round_a_seat_may_hold_one_more() -> None:
    """The round ended on the last tiles before a discard: 14 is fine, 15 is not."""
    round_ = jian_round({2: seat("123456789m23456p"), 3: seat("123456789s23456p")}, wins=())
    assert JIAN.settle(round_).nets == (0, 0, 0, 0)
    with pytest.raises(RoundError, match="seat 3 did not win but holds 15"):
        JIAN.settle(jian_round({3: seat("123456789s234567p")}, wins=()))


def test_legal_claims_still_score() -> None:
    """Chi from the previous seat (seat 0 for seat 1), pon from anyone: 13 / 9 / 9."""
    score = jian_score("123m456p11z", melds="789m@0 777s@3", seat=1)
    assert score.can_win and score.total == 31
    assert JIAN.settle(jian_round({1: seat("123m456p234s11z", melds="789m@0")})).nets == (-13, 31, -9, -9)
