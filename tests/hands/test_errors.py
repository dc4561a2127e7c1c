"""Bad input: each raises a :mod:`majiang.errors` class whose message quotes the input."""

from __future__ import annotations

import re

import pytest

from majiang.errors import HandError, MajiangError, MeldError
from majiang.hands import Hand, Meld, ShapeGrammar, arrangements, is_win, shanten, waits
from majiang.tiles import Tile

DEFAULT = ShapeGrammar()


def raises(error: type[MajiangError], quoted: str) -> pytest.RaisesExc[MajiangError]:
    """Expect ``error`` with ``quoted`` inside quotes in its message."""
    return pytest.raises(error, match=re.escape(f"'{quoted}'"))


# -- wrong tile counts for the grammar ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "grammar"),
    [
        ("123m456p789s1122z", DEFAULT),  # 13 tiles
        ("123m456p789s111222z", DEFAULT),  # 15 tiles
        ("123m456p789s11122z", ShapeGrammar(sets=5)),  # 14 tiles for five sets
    ],
)
def test_is_win_and_arrangements_want_a_complete_hand(text: str, grammar: ShapeGrammar) -> None:
    hand = Hand.parse(text)
    with raises(HandError, text):
        is_win(hand, grammar)
    with raises(HandError, text):
        list(arrangements(hand, grammar))


@pytest.mark.parametrize("text", ["123m456p789s11122z", "123m456p789s12z", "123m456p789s11z 1122p"])
def test_waits_wants_a_waiting_hand(text: str) -> None:
    hand = Hand.parse(text)
    with raises(HandError, str(hand)):
        waits(hand, DEFAULT)


def test_melds_count_three_each() -> None:
    # 8 concealed + two melds (a kong counts three) = 14: complete-sized, not waiting
    hand = Hand.parse("123m456p11z", melds="(1111s) 789s")
    assert hand.size == 14
    with raises(HandError, str(hand)):
        waits(hand, DEFAULT)
    assert is_win(hand, DEFAULT)


@pytest.mark.parametrize("text", ["123m456p789s11z", "123m456p789s111222z"])
def test_shanten_wants_3n_plus_1_or_2(text: str) -> None:
    with raises(HandError, text):
        shanten(Hand.parse(text), DEFAULT)


# -- melds that are not melds -----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "124m",  # neither a sequence nor a triplet
        "421m",  # the same, unsorted
        "(123m)",  # only a kong can be concealed
        "11m",  # a pair is not an exposed meld
        "1m",
        "12345m",
        "1112m",
        "899m",
        "135z",  # 东西白 mixes winds and dragons
        "(111m",  # unbalanced parenthesis
        "1111m@7",  # no seat 7
        "123m+",  # only a kong can be added
        "1f1f1f",  # flowers are never melded
    ],
)
def test_not_a_meld(text: str) -> None:
    with pytest.raises(MeldError, match=re.escape(repr(text))):
        Meld.parse(text)


def test_meld_messages_quote_the_input() -> None:
    with raises(MeldError, "124m"):
        Meld.parse("124m")
    with raises(MeldError, "(123m)"):
        Meld.parse("(123m)")
    with raises(MeldError, "11m"):
        Meld.parse("11m")
    with raises(MeldError, "xyz"):
        Meld.parse("xyz")
    with raises(MeldError, "11m"):
        Hand.parse("123m", melds="11m")


# -- impossible hands --------------------------------------------------------------------


def test_a_fifth_copy_across_hand_and_melds() -> None:
    with pytest.raises(HandError, match="5 copies of '1m'") as info:
        Hand.parse("1m23m456p789s11z", melds="1111m")
    assert "123m456p789s11z 1111m" in str(info.value)
    with pytest.raises(HandError, match="5 copies of '7z'"):
        Hand.parse("77z", melds="777z")
    with pytest.raises(HandError, match="2 copies of '1f'"):
        Hand.parse("123m 1f", flowers="1f")
    # with_win past the fourth copy
    with pytest.raises(HandError, match="5 copies of '1m'"):
        Hand.parse("1111m234p567p789s").with_win(Tile.from_str("1m"))


def test_a_flower_that_is_not_wild_among_the_concealed_tiles() -> None:
    hand = Hand.parse("123m456p789s1112z1f")
    with pytest.raises(HandError, match="'1f'") as info:
        is_win(hand, DEFAULT)
    assert str(hand) in str(info.value)
    with raises(HandError, "1f"):
        shanten(hand, DEFAULT)
    with raises(HandError, "1f"):
        list(arrangements(hand, ShapeGrammar(wild="2f")))
    # the same flower wild is fine
    # 123m 456p 789s 111z + 2z paired by the 1f wildcard: a win
    assert is_win(hand, ShapeGrammar(wild="1f")) is True
    with raises(HandError, "1m"):
        Hand.parse("123m", flowers="1m")


def test_bad_grammars() -> None:
    with pytest.raises(HandError, match="not 3"):
        ShapeGrammar(sets=3)
    with pytest.raises(HandError, match="not 6"):
        ShapeGrammar(sets=6)
    with pytest.raises(HandError, match="1f"):
        ShapeGrammar(wild_targets="123m1f")
    with pytest.raises(HandError, match="5f, 8f"):
        ShapeGrammar(wild="1m", wild_targets="8f5f")
    with pytest.raises(HandError, match=r"\[0, 2\]"):
        ShapeGrammar(pair_ranks={0, 2})
    with pytest.raises(HandError, match="'5m'"):
        ShapeGrammar(wild=["5m"])  # type: ignore[list-item]


def test_winning_tile_not_in_the_hand() -> None:
    with pytest.raises(HandError, match="'4m'") as info:
        Hand.parse("123m456p789s1122z", win="4m")
    assert "123m456p789s1122z" in str(info.value)
    with raises(HandError, "123m"):
        Hand.parse("123m", self_drawn=True)
    with raises(HandError, "123m"):
        Hand.parse("123m").without_win()
    with raises(HandError, "12x"):
        Hand.parse("12x")


def test_every_error_is_a_value_error() -> None:
    assert issubclass(HandError, ValueError) and issubclass(MeldError, ValueError)
