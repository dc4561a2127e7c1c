"""Bad input to melds, hands, grammars and the hand questions (win, arrangements, waits, shanten)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from majiang.errors import HandError, MajiangError, MeldError
from majiang.hands import Hand, Meld, MeldKind, ShapeGrammar, arrangements, is_win, shanten, waits
from majiang.tiles import Tile, parse_tiles
from tests.bad_input.corpus import case, check

T = Tile.from_str
G = ShapeGrammar()
WIN = Hand.parse("123m456p789s123z11z".replace("123z", "234s"))  # 14 tiles
WAIT = Hand.parse("123m456p789s234s1z")  # 13 tiles

MELD_CASES = [
    # Meld.parse: the notation
    case(lambda: Meld.parse("124m"), MeldError, "'124m'", "parse-not-a-set"),
    case(lambda: Meld.parse("11m"), MeldError, "'11m'", "parse-pair"),
    case(lambda: Meld.parse("11111m"), MeldError, "'11111m'", "parse-five-alike"),
    case(lambda: Meld.parse("(123m)"), MeldError, "'(123m)'", "parse-concealed-sequence"),
    case(lambda: Meld.parse("(111m)"), MeldError, "'(111m)'", "parse-concealed-triplet"),
    case(lambda: Meld.parse("(6666s)@3"), MeldError, "'(6666s)@3'", "parse-concealed-kong-claimed"),
    case(lambda: Meld.parse("(1111m)@2"), MeldError, "'(1111m)@2'", "parse-concealed-kong-from-seat"),
    case(lambda: Meld.parse("(1111m)+"), MeldError, "'(1111m)+'", "parse-concealed-added-kong"),
    case(lambda: Meld.parse("111m+"), MeldError, "'111m+'", "parse-added-triplet"),
    case(lambda: Meld.parse("345s@３"), MeldError, "'345s@３'", "parse-full-width-seat"),
    case(lambda: Meld.parse("345s@٣"), MeldError, "'345s@٣'", "parse-arabic-indic-seat"),
    case(lambda: Meld.parse("345s@4"), MeldError, "'345s@4'", "parse-seat-4"),
    case(lambda: Meld.parse("345s@-1"), MeldError, "'345s@-1'", "parse-seat-negative"),
    case(lambda: Meld.parse("345s@" + "9" * 5000), MeldError, "345s@999", "parse-huge-seat"),
    case(lambda: Meld.parse("345s@"), MeldError, "'345s@'", "parse-seat-missing"),
    case(lambda: Meld.parse("(1111m"), MeldError, "'(1111m'", "parse-unclosed"),
    case(lambda: Meld.parse("1111m)"), MeldError, "'1111m)'", "parse-unopened"),
    case(lambda: Meld.parse("((1111m))"), MeldError, "'((1111m))'", "parse-double-parens"),
    case(lambda: Meld.parse("111f"), MeldError, "'111f'", "parse-flowers"),
    case(lambda: Meld.parse("123x"), MeldError, "'123x'", "parse-bad-tile"),
    case(lambda: Meld.parse(""), MeldError, "''", "parse-empty"),
    case(lambda: Meld.parse("345s 678s"), MeldError, "'345s 678s'", "parse-two-melds"),
    case(lambda: Meld.parse(None), MeldError, "None", "parse-none"),  # type: ignore[arg-type]
    case(lambda: Meld.parse(345), MeldError, "345", "parse-int"),  # type: ignore[arg-type]
    # Meld.of
    case(lambda: Meld.of(parse_tiles("111m"), wild=("x",)), MeldError, "'x'", "of-wild-string"),  # type: ignore[arg-type]
    case(lambda: Meld.of(parse_tiles("111m"), wild=("x", None, None)), MeldError, "'x'", "of-wild-string-3"),  # type: ignore[arg-type]
    case(lambda: Meld.of(parse_tiles("111m"), wild=(None,)), MeldError, "(None,)", "of-wild-wrong-length"),
    case(lambda: Meld.of(parse_tiles("111m"), wild="5m"), MeldError, "'5m'", "of-wild-a-string"),  # type: ignore[arg-type]
    case(lambda: Meld.of("111m"), MeldError, "'111m'", "of-a-string"),  # type: ignore[arg-type]
    case(lambda: Meld.of([1, 2, 3]), MeldError, "1", "of-ints"),  # type: ignore[list-item]
    case(lambda: Meld.of(()), MeldError, "no tiles", "of-nothing"),
    case(lambda: Meld.of(parse_tiles("123m"), concealed=False, claimed_from=5), MeldError, "5", "of-seat-5"),
    case(
        lambda: Meld.of(parse_tiles("123m"), concealed=False, claimed_from="3"),
        MeldError,
        "'3'",
        "of-seat-str",
    ),  # type: ignore[arg-type]
    case(
        lambda: Meld.of(parse_tiles("123m"), concealed=False, claimed_from=True),
        MeldError,
        "True",
        "of-seat-bool",
    ),  # type: ignore[arg-type]
    case(lambda: Meld.of(parse_tiles("123m"), concealed="no"), MeldError, "'no'", "of-concealed-str"),  # type: ignore[arg-type]
    case(lambda: Meld.of(parse_tiles("1111m"), concealed=False, added=1), MeldError, "1", "of-added-int"),  # type: ignore[arg-type]
    case(lambda: Meld.of(parse_tiles("1111m"), claimed_from=1), MeldError, "(1111m)", "of-concealed-claimed"),
    # the raw constructor checks as much
    case(
        lambda: Meld(kind=MeldKind.SEQUENCE, tiles=parse_tiles("1m5p9s")),
        MeldError,
        "'1m5p9s'",
        "raw-sequence-of-strangers",
    ),
    case(
        lambda: Meld(kind=MeldKind.TRIPLET, tiles=parse_tiles("123m")),
        MeldError,
        "'123m'",
        "raw-kind-mismatch",
    ),
    case(lambda: Meld(kind="sequence", tiles=parse_tiles("123m")), MeldError, "'sequence'", "raw-kind-str"),  # type: ignore[arg-type]
    case(
        lambda: Meld(kind=MeldKind.SEQUENCE, tiles=("1m", "2m", "3m")), MeldError, "'1m'", "raw-string-tiles"
    ),  # type: ignore[arg-type]
    case(lambda: Meld(kind=MeldKind.SEQUENCE, tiles=[T("1m")]), MeldError, "[Tile", "raw-list-tiles"),  # type: ignore[arg-type]
    case(
        lambda: Meld(kind=MeldKind.PAIR, tiles=parse_tiles("11m"), concealed=False),
        MeldError,
        "'11m'",
        "raw-exposed-pair",
    ),
    case(
        lambda: Meld(kind=MeldKind.TRIPLET, tiles=parse_tiles("111f")),
        MeldError,
        "'111f'",
        "raw-flower-triplet",
    ),
    case(
        lambda: Meld(kind=MeldKind.KONG, tiles=parse_tiles("1111m"), added=True),
        MeldError,
        "(1111m)",
        "raw-concealed-added",
    ),
    case(
        lambda: Meld(kind=MeldKind.TRIPLET, tiles=parse_tiles("111m"), wild=(None, None)),
        MeldError,
        "'111m'",
        "raw-wild-too-short",
    ),
]

HAND_CASES = [
    # Hand.parse
    case(lambda: Hand.parse("11111m"), HandError, "'11111m'", "parse-fifth-copy"),
    case(lambda: Hand.parse("1111m", melds="1111m"), HandError, "'1m'", "parse-fifth-copy-in-meld"),
    case(lambda: Hand.parse("1f1f"), HandError, "'1f'", "parse-two-of-a-flower"),
    case(lambda: Hand.parse("123m", flowers="1f1f"), HandError, "'1f'", "parse-flower-twice"),
    case(lambda: Hand.parse("123m", flowers="1m"), HandError, "'1m'", "parse-flower-not-a-flower"),
    case(lambda: Hand.parse("123m", win="4m"), HandError, "'4m'", "parse-win-not-held"),
    case(lambda: Hand.parse("123m", self_drawn=True), HandError, "'123m'", "parse-how-without-win"),
    case(lambda: Hand.parse("123m", win="3m", self_drawn="no"), HandError, "'no'", "parse-self-drawn-str"),  # type: ignore[arg-type]
    case(lambda: Hand.parse("123m", win="3m", self_drawn=1), HandError, "1", "parse-self-drawn-int"),  # type: ignore[arg-type]
    case(lambda: Hand.parse("123m", melds=None), HandError, "None", "parse-melds-none"),  # type: ignore[arg-type]
    case(lambda: Hand.parse("123m", melds=5), HandError, "5", "parse-melds-int"),  # type: ignore[arg-type]
    case(lambda: Hand.parse("123m", melds=["777z"]), HandError, "'777z'", "parse-melds-strings"),  # type: ignore[list-item]
    case(lambda: Hand.parse("123m", melds="124m"), MeldError, "'124m'", "parse-bad-meld"),
    case(lambda: Hand.parse("123m", melds="(123m)"), MeldError, "'(123m)'", "parse-concealed-sequence"),
    case(lambda: Hand.parse("123m", flowers=None), HandError, "None", "parse-flowers-none"),  # type: ignore[arg-type]
    case(lambda: Hand.parse("123m", win=3), HandError, "3", "parse-win-int"),  # type: ignore[arg-type]
    case(lambda: Hand.parse("123m", win="34m"), HandError, "'34m'", "parse-win-two-tiles"),
    case(lambda: Hand.parse("12x"), HandError, "'12x'", "parse-bad-tiles"),
    case(lambda: Hand.parse(None), HandError, "None", "parse-none"),  # type: ignore[arg-type]
    case(lambda: Hand.parse(parse_tiles("123m")), HandError, "Tile", "parse-tiles-not-text"),  # type: ignore[arg-type]
    # Hand.of and the raw constructor
    case(lambda: Hand.of([1]), HandError, "1", "of-int"),  # type: ignore[list-item]
    case(lambda: Hand.of(["1m"]), HandError, "'1m'", "of-strings"),  # type: ignore[list-item]
    case(lambda: Hand.of("123m"), HandError, "'123m'", "of-a-string"),  # type: ignore[arg-type]
    case(lambda: Hand.of(None), HandError, "None", "of-none"),  # type: ignore[arg-type]
    case(lambda: Hand.of(parse_tiles("123m"), melds=[None]), HandError, "None", "of-meld-none"),  # type: ignore[list-item]
    case(lambda: Hand.of(parse_tiles("123m"), melds="777z"), HandError, "'777z'", "of-melds-string"),  # type: ignore[arg-type]
    case(lambda: Hand.of(parse_tiles("123m"), flowers="1f"), HandError, "'1f'", "of-flowers-string"),  # type: ignore[arg-type]
    case(lambda: Hand.of(parse_tiles("123m"), win_tile="3m"), HandError, "'3m'", "of-win-string"),  # type: ignore[arg-type]
    case(
        lambda: Hand.of(
            parse_tiles("11z"),
            melds=[Meld(kind=MeldKind.SEQUENCE, tiles=parse_tiles("1m5p9s"))] * 4,  # refused by Meld
            win_tile=T("1z"),
            self_drawn=True,
        ),
        MeldError,
        "'1m5p9s'",
        "of-raw-meld-of-strangers",
    ),
    case(
        lambda: Hand.of(parse_tiles("11z"), melds=[Meld.of(parse_tiles("123m"))]),
        MeldError,
        "'123m'",
        "of-concealed-sequence-meld",
    ),
    case(lambda: Hand(tiles=(1,)), HandError, "1", "raw-int-tiles"),  # type: ignore[arg-type]
    case(
        lambda: Hand(tiles=parse_tiles("123m"), self_drawn=False), HandError, "'123m'", "raw-how-without-win"
    ),
    case(lambda: Hand(tiles=parse_tiles("11111m")), HandError, "'1m'", "raw-fifth-copy"),
    # ShapeGrammar
    case(lambda: ShapeGrammar(honor_runs="no"), HandError, "'no'", "grammar-honor-runs-str"),  # type: ignore[arg-type]
    case(lambda: ShapeGrammar(seven_pairs=1), HandError, "1", "grammar-seven-pairs-int"),  # type: ignore[arg-type]
    case(lambda: ShapeGrammar(thirteen_orphans=None), HandError, "None", "grammar-orphans-none"),  # type: ignore[arg-type]
    case(lambda: ShapeGrammar(thirteen_lan="yes"), HandError, "'yes'", "grammar-lan-str"),  # type: ignore[arg-type]
    case(lambda: ShapeGrammar(four_alike_as_two_pairs=0), HandError, "0", "grammar-four-alike-int"),  # type: ignore[arg-type]
    case(lambda: ShapeGrammar(sets=4.0), HandError, "4.0", "grammar-sets-float"),  # type: ignore[arg-type]
    case(lambda: ShapeGrammar(sets=True), HandError, "True", "grammar-sets-bool"),  # type: ignore[arg-type]
    case(lambda: ShapeGrammar(sets=6), HandError, "6", "grammar-sets-6"),
    case(lambda: ShapeGrammar(pair_ranks="258"), HandError, "'258'", "grammar-pair-ranks-str"),  # type: ignore[arg-type]
    case(lambda: ShapeGrammar(pair_ranks=5), HandError, "5", "grammar-pair-ranks-int"),  # type: ignore[arg-type]
    case(lambda: ShapeGrammar(pair_ranks=[0, 2]), HandError, "[0, 2]", "grammar-pair-rank-0"),
    case(lambda: ShapeGrammar(pair_ranks=[]), HandError, "[]", "grammar-pair-ranks-empty"),
    case(lambda: ShapeGrammar(wild="5x"), HandError, "'5x'", "grammar-wild-bad-text"),
    case(lambda: ShapeGrammar(wild=5), HandError, "5", "grammar-wild-int"),  # type: ignore[arg-type]
    case(lambda: ShapeGrammar(wild=["5m"]), HandError, "'5m'", "grammar-wild-strings"),  # type: ignore[list-item]
    case(lambda: ShapeGrammar(wild_targets="1f"), HandError, "1f", "grammar-target-flower"),
    case(lambda: ShapeGrammar(instant_wilds=0), HandError, "0", "grammar-instant-0"),
    case(lambda: ShapeGrammar(instant_wilds="3"), HandError, "'3'", "grammar-instant-str"),  # type: ignore[arg-type]
    case(lambda: G.with_wild(None), HandError, "None", "with-wild-none"),  # type: ignore[arg-type]
    # the questions
    case(lambda: is_win("123m", G), HandError, "'123m'", "is-win-a-string"),  # type: ignore[arg-type]
    case(lambda: is_win(None, G), HandError, "None", "is-win-none"),  # type: ignore[arg-type]
    case(lambda: is_win(WIN, "standard"), HandError, "'standard'", "is-win-grammar-string"),  # type: ignore[arg-type]
    case(lambda: is_win(WAIT, G), HandError, str(WAIT), "is-win-13-tiles"),
    case(lambda: list(arrangements("123m", G)), HandError, "'123m'", "arrangements-a-string"),  # type: ignore[arg-type]
    case(lambda: list(arrangements(WIN, None)), HandError, "None", "arrangements-no-grammar"),  # type: ignore[arg-type]
    case(lambda: waits("123m", G), HandError, "'123m'", "waits-a-string"),  # type: ignore[arg-type]
    case(lambda: waits(WAIT, 4), HandError, "4", "waits-grammar-int"),  # type: ignore[arg-type]
    case(lambda: waits(WIN, G), HandError, str(WIN), "waits-14-tiles"),
    case(lambda: shanten("123m", G), HandError, "'123m'", "shanten-a-string"),  # type: ignore[arg-type]
    case(lambda: shanten(WAIT, "x"), HandError, "'x'", "shanten-grammar-string"),  # type: ignore[arg-type]
    case(lambda: shanten(Hand.parse("123m"), G), HandError, "'123m'", "shanten-3-tiles"),
    case(lambda: WAIT.without_win(), HandError, str(WAIT), "without-win-no-win"),
    case(lambda: WAIT.with_win("1z"), HandError, "'1z'", "with-win-a-string"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("call", "error", "needle"), MELD_CASES)
def test_bad_meld_input(call: Callable[[], Any], error: type[MajiangError], needle: str) -> None:
    check(call, error, needle)


@pytest.mark.parametrize(("call", "error", "needle"), HAND_CASES)
def test_bad_hand_input(call: Callable[[], Any], error: type[MajiangError], needle: str) -> None:
    check(call, error, needle)


def test_well_formed_hands_still_build() -> None:
    """The checks refuse only what is wrong: exposed melds with seats, an added kong, flowers."""
    hand = Hand.parse(
        "234m 456p 99s", melds="777z@1 (2222p) 3333s+@2", flowers="1f5f", win="9s", self_drawn=True
    )
    assert str(hand) == "234m456p99s 777z@1 (2222p) 3333s+@2 flowers 15f win 9s self-drawn"
    assert Hand.of(reversed(hand.tiles)) == Hand.of(hand.tiles)
    meld = Meld.of(parse_tiles("5m55m"), wild=(T("9s"), None, None))
    assert meld.wild == (T("9s"), None, None) and meld.physical == parse_tiles("9s55m")
    assert Meld.of(parse_tiles("312m"), wild=(None, T("5s"), None)).wild == (T("5s"), None, None)
