"""The three notations: every kind, round trips, synonyms, mixed input, bad input."""

from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majiang.errors import MajiangError, TileError
from majiang.tiles import Notation, Tile, format_tiles, parse_tiles
from tests.strategies import NOTATIONS, notations, tile_lists, tiles

# code, Chinese name, Unicode glyph: the table of common.md, written out independently.
KINDS = [
    ("1m", "一万", "\U0001f007"),
    ("2m", "二万", "\U0001f008"),
    ("3m", "三万", "\U0001f009"),
    ("4m", "四万", "\U0001f00a"),
    ("5m", "五万", "\U0001f00b"),
    ("6m", "六万", "\U0001f00c"),
    ("7m", "七万", "\U0001f00d"),
    ("8m", "八万", "\U0001f00e"),
    ("9m", "九万", "\U0001f00f"),
    ("1p", "一筒", "\U0001f019"),
    ("2p", "二筒", "\U0001f01a"),
    ("3p", "三筒", "\U0001f01b"),
    ("4p", "四筒", "\U0001f01c"),
    ("5p", "五筒", "\U0001f01d"),
    ("6p", "六筒", "\U0001f01e"),
    ("7p", "七筒", "\U0001f01f"),
    ("8p", "八筒", "\U0001f020"),
    ("9p", "九筒", "\U0001f021"),
    ("1s", "一条", "\U0001f010"),
    ("2s", "二条", "\U0001f011"),
    ("3s", "三条", "\U0001f012"),
    ("4s", "四条", "\U0001f013"),
    ("5s", "五条", "\U0001f014"),
    ("6s", "六条", "\U0001f015"),
    ("7s", "七条", "\U0001f016"),
    ("8s", "八条", "\U0001f017"),
    ("9s", "九条", "\U0001f018"),
    ("1z", "东", "\U0001f000"),
    ("2z", "南", "\U0001f001"),
    ("3z", "西", "\U0001f002"),
    ("4z", "北", "\U0001f003"),
    ("5z", "白", "\U0001f006"),
    ("6z", "发", "\U0001f005"),
    ("7z", "中", "\U0001f004"),
    ("1f", "春", "\U0001f026"),
    ("2f", "夏", "\U0001f027"),
    ("3f", "秋", "\U0001f028"),
    ("4f", "冬", "\U0001f029"),
    ("5f", "梅", "\U0001f022"),
    ("6f", "兰", "\U0001f023"),
    ("7f", "竹", "\U0001f024"),
    ("8f", "菊", "\U0001f025"),
]

EVERY_KIND_IN_EVERY_NOTATION = [
    pytest.param(
        Tile(suit=code[1], rank=int(code[0])),
        notation,
        {"compact": code, "chinese": chinese, "unicode": glyph}[notation],
        id=f"{code}-{notation}",
    )
    for code, chinese, glyph in KINDS
    for notation in NOTATIONS
]


def test_table_has_every_kind_once() -> None:
    assert len(KINDS) == 42
    assert sorted(Tile.from_str(code).index for code, _, _ in KINDS) == list(range(42))


@pytest.mark.parametrize(("tile", "notation", "text"), EVERY_KIND_IN_EVERY_NOTATION)
def test_every_kind_in_every_notation(tile: Tile, notation: Notation, text: str) -> None:
    assert format_tiles([tile], notation) == text
    assert parse_tiles(text) == (tile,)
    assert parse_tiles(f"  {text}  ") == (tile,)
    assert parse_tiles(text + " " + text) == (tile, tile)


# -- round trips -----------------------------------------------------------------


@pytest.mark.parametrize("notation", NOTATIONS)
@given(tile_list=tile_lists(max_size=20))
def test_round_trip(notation: Notation, tile_list: list[Tile]) -> None:
    assert parse_tiles(format_tiles(tile_list, notation)) == tuple(tile_list)


@pytest.mark.parametrize("notation", NOTATIONS)
@given(tile_list=st.lists(tiles(), max_size=30))
def test_round_trip_any_multiset(notation: Notation, tile_list: list[Tile]) -> None:
    # Formatting does not care about copy limits: five 1m or two 春 still round-trip.
    assert parse_tiles(format_tiles(tile_list, notation)) == tuple(tile_list)


@pytest.mark.parametrize("notation", NOTATIONS)
@given(tile_list=tile_lists(max_size=20))
def test_format_is_idempotent_through_parse(notation: Notation, tile_list: list[Tile]) -> None:
    text = format_tiles(tile_list, notation)
    assert format_tiles(parse_tiles(text), notation) == text


@st.composite
def loose_compact(draw: st.DrawFn) -> str:
    """Compact text not in canonical form: split groups, spaces and commas between groups."""
    groups = draw(
        st.lists(
            st.tuples(
                st.sampled_from("mpszf"), st.integers(1, 4), st.sampled_from(["", " ", "  ", ",", ", "])
            ),
            max_size=8,
        )
    )
    parts = []
    for suit, count, separator in groups:
        top = {"z": 7, "f": 8}.get(suit, 9)
        digits = draw(st.lists(st.integers(1, top), min_size=count, max_size=count))
        parts.append("".join(map(str, digits)) + suit + separator)
    return "".join(parts)


@given(loose_compact())
def test_compact_canonical_form(text: str) -> None:
    canonical = format_tiles(parse_tiles(text))
    assert parse_tiles(canonical) == parse_tiles(text)
    assert format_tiles(parse_tiles(canonical)) == canonical
    assert " " not in canonical
    assert "," not in canonical
    # Canonical compact never has two neighbouring groups of the same suit.
    suits = re.findall(r"[mpszf]", canonical)
    assert all(a != b for a, b in itertools.pairwise(suits))


@given(tile_list=tile_lists(max_size=14), data=st.data())
def test_mixed_notations(tile_list: list[Tile], data: st.DataObject) -> None:
    pieces = [format_tiles([tile], data.draw(notations())) for tile in tile_list]
    separators = [data.draw(st.sampled_from([" ", "", ", ", "\t"])) for _ in pieces]
    text = "".join(piece + separator for piece, separator in zip(pieces, separators, strict=True))
    assert parse_tiles(text) == tuple(tile_list)


# -- concrete examples -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("", "", id="empty"),
        pytest.param("   \t\n", "", id="blank"),
        pytest.param("123m456p789s1234567z1234f", "123m456p789s1234567z1234f", id="canonical"),
        pytest.param("123m 456p 789s", "123m456p789s", id="spaces-between-groups"),
        pytest.param("1m2m3m", "123m", id="regroup"),
        pytest.param("1m2m3p1m", "12m3p1m", id="order-kept"),
        pytest.param("321m", "321m", id="not-sorted"),
        pytest.param("11z, 22z", "1122z", id="commas"),
        pytest.param("123m 东东 🀄", "123m117z", id="mixed"),
        pytest.param("一万二万三万东东中", "123m117z", id="chinese-no-spaces"),
        pytest.param("一万 二筒 三条 东 中 春", "1m2p3s17z1f", id="chinese-spaces"),
    ],
)
def test_examples(text: str, expected: str) -> None:
    assert format_tiles(parse_tiles(text)) == expected


def test_format_examples() -> None:
    tiles_ = parse_tiles("123m 东东 🀄")
    assert format_tiles(tiles_, "chinese") == "一万 二万 三万 东 东 中"
    assert format_tiles(tiles_, "unicode") == "🀇🀈🀉🀀🀀🀄"
    assert format_tiles([], "compact") == format_tiles([], "chinese") == format_tiles([], "unicode") == ""
    assert format_tiles(iter(tiles_)) == "123m117z"


SYNONYMS = [
    ("bing", "五饼", "5p"),
    ("bing-traditional", "五餅", "5p"),
    ("suo", "七索", "7s"),
    ("tiao-traditional", "七條", "7s"),
    ("wan-traditional", "九萬", "9m"),
    ("dong-traditional", "東", "1z"),
    ("fa-traditional", "發", "6z"),
    ("facai", "发财", "6z"),
    ("facai-traditional", "發財", "6z"),
    ("hongzhong", "红中", "7z"),
    ("hongzhong-traditional", "紅中", "7z"),
    ("baiban", "白板", "5z"),
    ("lan-traditional", "蘭", "6f"),
    ("VS16", "🀄\ufe0f", "7z"),
    ("VS15", "🀄\ufe0e", "7z"),
    ("VS16-twice", "🀄\ufe0f🀄\ufe0f", "77z"),
    ("VS16-then-compact", "🀄\ufe0f1m", "7z1m"),
]


@pytest.mark.parametrize(("text", "expected"), [s[1:] for s in SYNONYMS], ids=[s[0] for s in SYNONYMS])
def test_synonyms(text: str, expected: str) -> None:
    assert format_tiles(parse_tiles(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("白板白", "55z", id="baiban-then-bai"),
        pytest.param("白白", "55z", id="bai-bai"),
        pytest.param("红中中", "77z", id="hongzhong-then-zhong"),
        pytest.param("发财發", "66z", id="facai-then-fa-traditional"),
    ],
)
def test_longest_name_wins(text: str, expected: str) -> None:
    assert format_tiles(parse_tiles(text)) == expected


def test_parsed_tiles_are_shared_instances() -> None:
    for tile in parse_tiles("1m一万🀇東蘭"):
        assert tile is Tile.from_index(tile.index)


# -- bad input -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fragments"),
    [
        pytest.param("123x", ["unknown suit letter 'x'", "position 3"], id="unknown-suit-letter"),
        pytest.param("1M", ["'M'"], id="uppercase-suit"),
        pytest.param("0m", ["rank 0"], id="rank-0"),
        pytest.param("10m", ["rank 0", "'10'"], id="rank-10"),
        pytest.param("8z", ["rank 8", "'z'"], id="honor-rank-8"),
        pytest.param("9f", ["rank 9", "'f'"], id="flower-rank-9"),
        pytest.param("12m!", ["'!'", "position 3"], id="stray-bang"),
        pytest.param("12m?3p", ["'?'", "position 3"], id="stray-question"),
        pytest.param("123", ["'123'", "no suit letter"], id="digits-no-suit"),
        pytest.param("12 m", ["'12'", "no suit letter"], id="digits-then-space"),
        pytest.param("12,3m", ["'12'", "no suit letter"], id="digits-then-comma"),
        pytest.param("m", ["'m'", "no digits"], id="suit-no-digits"),
        pytest.param("123m p", ["'p'", "no digits", "position 5"], id="second-suit-no-digits"),
        pytest.param("一", ["'一'"], id="numeral-alone"),
        pytest.param("一东", ["'一'"], id="numeral-then-honor"),
        pytest.param("十万", ["'十'"], id="numeral-ten"),
        pytest.param("风", ["'风'"], id="unknown-chinese"),
        pytest.param("\U0001f02a", ["'\U0001f02a'"], id="joker-glyph"),
        pytest.param("\U0001f02b", ["'\U0001f02b'"], id="back-glyph"),
        pytest.param("\ufe0f", ["position 0"], id="lone-variation-selector"),
        pytest.param("１m", ["'１'"], id="fullwidth-digit"),
    ],
)
def test_bad_text(text: str, fragments: list[str]) -> None:
    for fragment in [repr(text), *fragments]:
        with pytest.raises(TileError, match=re.escape(fragment)) as excinfo:
            parse_tiles(text)
        assert isinstance(excinfo.value, MajiangError)
        assert isinstance(excinfo.value, ValueError)


@pytest.mark.parametrize("value", [None, 123, b"1m", ["1m"]], ids=["None", "int", "bytes", "list"])
def test_parse_needs_a_string(value: object) -> None:
    with pytest.raises(TileError, match=re.escape(repr(value))):
        parse_tiles(value)  # type: ignore[arg-type]


def test_unknown_notation() -> None:
    with pytest.raises(TileError, match=re.escape("'braille'")) as excinfo:
        format_tiles(parse_tiles("1m"), "braille")  # type: ignore[arg-type]
    assert isinstance(excinfo.value, ValueError)
