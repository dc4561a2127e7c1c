"""SVG pictures: well-formed, self-contained (no font file, no network), and drawn as tiles.

Where headless Chromium is installed (Debian package ``chromium``), the pictures are
rendered to PNG and the PNG is checked not to be blank and to show the tiles' colours.
"""

from __future__ import annotations

import os
import re
import runpy
import shutil
import struct
import subprocess
import tempfile
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

import pytest
from hypothesis import given

from majiang import Hand, ShapeGrammar, Tile, arrangements, get, parse_tiles, svg, waits
from majiang.hands import Meld
from majiang.scoring import Score, WinContext, WinMethod
from majiang.settlement import Settlement, Transfer
from majiang.svg._rows import meld_cells
from majiang.tiles.tile import TILE_COUNT
from tests.strategies import hands, tile_lists

SVG_NS = "{http://www.w3.org/2000/svg}"
ALL_TILES = [Tile.from_index(i) for i in range(TILE_COUNT)]


def jian_score(self_drawn: bool = True) -> Score:
    jian = get("jian")
    hand = Hand.parse("1133m4466p2288s6s1z", win="1z", self_drawn=self_drawn)
    method = WinMethod.SELF_DRAW if self_drawn else WinMethod.DISCARD
    discarder = None if self_drawn else 2
    context = WinContext(seat=1, dealer=0, method=method, discarder=discarder, indicator=Tile.from_str("5s"))
    return jian.score(hand, context)


def pictures() -> dict[str, str]:
    """One of every kind of picture the library draws."""
    jian = get("jian")
    wild = ShapeGrammar(wild="9m")
    arrangement = next(iter(arrangements(Hand.parse("123m456p789s222z 9m 1z", win="1z"), wild)))
    waiting = Hand.parse("1112345678999m")
    out = {
        "every tile": svg.tiles(ALL_TILES),
        "wild tiles": svg.tiles(parse_tiles("19m5s"), wild=parse_tiles("5s")),
        "pon": svg.meld(Meld.parse("777z@3"), seat=0),
        "added kong": svg.meld(Meld.parse("1111m+@2"), seat=0),
        "concealed kong": svg.meld(Meld.parse("(2222p)")),
        "hand": svg.hand(
            Hand.parse("99s", melds="777z@3 1111m+@2 (2222p) 345s@3", flowers="1f6f", win="9s"), seat=0
        ),
        "arrangement": svg.arrangement(arrangement),
        "waits": svg.waits(waits(waiting, ShapeGrammar()), hand=waiting),
        "waits on any tile": svg.waits(waits(Hand.parse("123m456p789s222z 9m"), wild)),
        "no waits": svg.waits(waits(Hand.parse("1357m2468p1357s9s"), ShapeGrammar())),
        "score": svg.score(jian_score()),
        "score that can not win": svg.score(jian_score(self_drawn=False)),
        "settlement": svg.settlement(jian.settle(jian.samples()[0][1])),
        "empty settlement": svg.settlement(Settlement()),
    }
    for tile in ALL_TILES:
        out[f"tile {tile}"] = svg.tile(tile)
    return out


PICTURES = pictures()


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_picture_is_well_formed_and_self_contained(name: str) -> None:
    picture = PICTURES[name]
    root = ET.fromstring(picture)
    assert root.tag == f"{SVG_NS}svg"
    assert float(root.attrib["width"]) > 0 and float(root.attrib["height"]) > 0
    for element in root.iter():
        tag = element.tag.removeprefix(SVG_NS)
        assert tag not in ("image", "script", "foreignObject", "style", "font", "font-face", "a"), tag
        for key, value in element.attrib.items():
            assert "href" not in key, (tag, key, value)
            assert "url(" not in value, (tag, key, value)
            assert "@import" not in value and "@font-face" not in value
    assert not re.search(r"\.(ttf|otf|woff2?|eot)\b", picture, re.IGNORECASE)
    assert re.findall(r"[a-z]+://[^\s\"']*", picture) == ["http://www.w3.org/2000/svg"]


@pytest.mark.parametrize("tile", ALL_TILES, ids=str)
def test_a_tile_needs_no_font(tile: Tile) -> None:
    # every face is drawn with shapes and stroke glyphs: no text element at all
    picture = svg.tile(tile)
    assert "<text" not in picture
    assert f"<title>{tile} {tile.chinese}</title>" in picture


def test_every_kind_has_its_own_face() -> None:
    faces = {re.sub(r"<title>.*?</title>", "", svg.tile(t)) for t in ALL_TILES}
    assert len(faces) == TILE_COUNT


def test_claimed_tile_lies_where_it_came_from() -> None:
    def poses(text: str, seat: int | None) -> list[str]:
        return [c.pose for c in meld_cells(Meld.parse(text), seat=seat)]

    # seen from seat 0: seat 3 sits before it (上家, left), seat 2 opposite, seat 1 after (right)
    assert poses("345s@3", 0) == ["turned", "up", "up"]
    assert poses("777z@2", 0) == ["up", "turned", "up"]
    assert poses("777z@1", 0) == ["up", "up", "turned"]
    assert poses("1111m@2", 0) == ["up", "turned", "up", "up"]
    assert poses("1111m+@1", 0) == ["up", "up", "stacked"]  # the fourth lies on the claimed tile
    assert poses("777z@2", None) == ["turned", "up", "up"]
    assert poses("(2222p)", None) == ["down", "up", "up", "down"]
    assert svg.meld(Meld.parse("777z@3"), seat=0).count("rotate(-90)") == 1
    assert svg.meld(Meld.parse("1111m+@2"), seat=0).count("rotate(-90)") == 2


def test_wildcard_shows_what_it_stands_for_and_the_win_is_framed() -> None:
    arrangement = next(
        iter(arrangements(Hand.parse("123m456p789s222z 9m 1z", win="1z"), ShapeGrammar(wild="9m")))
    )
    picture = svg.arrangement(arrangement)
    # the 9m wildcard, then under it the small 东 it stands for; the natural 东 won
    assert picture.count("<title>9m 九万</title>") == 1
    assert picture.count("<title>1z 东</title>") == 2
    assert picture.count("scale(0.5)") == 1
    assert picture.count('stroke="#c8242b" stroke-width="2.2"') == 1  # one red frame: the winning tile


def test_hand_sets_the_winning_tile_apart() -> None:
    picture = svg.hand(Hand.parse("123m456p789s1122z", win="2z"))
    titles = re.findall(r"<title>(\S+) ", picture)
    assert titles[1:] == ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1z", "1z", "2z", "2z"]
    assert picture.count('stroke="#c8242b" stroke-width="2.2"') == 1


def test_score_picture_has_items_payers_and_working() -> None:
    picture = svg.score(jian_score())
    for needle in ("精吊", "jing waiting alone", "seat 0", ">16<", "2^4 = 16", ">32<", "11z(6s=1z)"):
        assert needle in picture
    assert "can not win" in svg.score(jian_score(self_drawn=False))


def test_settlement_picture_has_an_arrow_per_transfer_and_the_nets() -> None:
    transfers = (
        Transfer(payer=1, payee=0, amount=8, reason="win", working="自摸 self-draw 1番"),
        Transfer(payer=0, payee=1, amount=3, reason="kong"),
        Transfer(payer=1, payee=0, amount=2, reason="bonus"),
        Transfer(payer=2, payee=3, amount=5, reason="win"),
    )
    picture = svg.settlement(Settlement(transfers=transfers))
    assert picture.count("<polygon") == 4  # one arrow head each
    for net in (">+7<", ">-7<", ">-5<", ">+5<"):
        assert net in picture
    assert "seat 1 → seat 0: 8  (win)" in picture and "自摸 self-draw 1番" in picture


# -- rendering ---------------------------------------------------------------------------

CHROMIUM = next((p for p in (shutil.which("chromium"), shutil.which("chromium-browser")) if p), None)


def _png_pixels(data: bytes) -> tuple[int, int, list[bytes]]:
    """Decode an 8-bit RGB or RGBA PNG (what Chromium writes) into rows of pixels."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width, height, channels = 8, b"", 0, 0, 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6)
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows: list[bytes] = []
    previous = bytearray(stride)
    for y in range(height):
        filter_type = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if filter_type == 1:
                line[i] = (line[i] + a) & 0xFF
            elif filter_type == 2:
                line[i] = (line[i] + b) & 0xFF
            elif filter_type == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif filter_type == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append(bytes(line if channels == 3 else bytes(v for k, v in enumerate(line) if k % 4 != 3)))
        previous = line
    return width, height, rows


@pytest.mark.skipif(CHROMIUM is None, reason="headless Chromium is not installed (Debian package 'chromium')")
def test_pictures_render_as_tiles_in_headless_chromium() -> None:
    assert CHROMIUM is not None
    names = ["every tile", "hand", "arrangement", "score", "settlement"]
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp, "page.html")
        body = "".join(f"<div>{PICTURES[n]}</div>" for n in names)
        page.write_text(f'<!doctype html><meta charset="utf-8"><body style="margin:0;background:#fff">{body}')
        shot = Path(tmp, "shot.png")
        subprocess.run(
            [
                CHROMIUM,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                f"--user-data-dir={Path(tmp, 'profile')}",
                "--window-size=1400,1600",
                f"--screenshot={shot}",
                page.as_uri(),
            ],
            check=True,
            capture_output=True,
            timeout=120,
            env={**os.environ, "HOME": tmp},
        )
        if os.environ.get("MAJIANG_SVG_PNG"):  # to look at it: MAJIANG_SVG_PNG=/tmp/shot.png
            shutil.copy(shot, os.environ["MAJIANG_SVG_PNG"])
        _, _, rows = _png_pixels(shot.read_bytes())
    pixels = [row[i : i + 3] for row in rows[::4] for i in range(0, len(row), 12)]
    white = bytes((255, 255, 255))
    assert sum(p != white for p in pixels) > len(pixels) // 20, "the page is blank"

    def near(colour: str) -> int:
        want = bytes.fromhex(colour.removeprefix("#"))
        return sum(all(abs(p[k] - want[k]) <= 12 for k in range(3)) for p in pixels)

    # the tiles' thickness (green), their ivory faces, the red of 万 and 中
    assert near("#2f8f6f") > 100 and near("#fbf7ea") > 1000 and near("#c8242b") > 20


def test_documentation_pictures_are_up_to_date() -> None:
    # docs/images/*.svg are drawn by examples/draw_pictures.py; redraw them when the drawing changes
    root = Path(__file__).resolve().parent.parent
    script = runpy.run_path(str(root / "examples" / "draw_pictures.py"))
    for name, picture in script["pictures"]().items():
        committed = (root / "docs" / "images" / name).read_text(encoding="utf-8")
        assert committed == picture + "\n", f"docs/images/{name} is stale: run examples/draw_pictures.py"
        ET.fromstring(committed)


@given(tile_lists(min_size=0, max_size=20), tile_lists(min_size=0, max_size=3))
def test_any_row_of_tiles_is_a_well_formed_picture(row: list[Tile], wild: list[Tile]) -> None:
    picture = svg.tiles(row, wild=wild)
    root = ET.fromstring(picture)
    titles = [e.text for e in root.iter(f"{SVG_NS}title")]
    assert titles[1:] == [f"{t} {t.chinese}" for t in row]  # every tile drawn, in order
    gold = sum(t in set(wild) for t in row)
    assert picture.count('stroke="#d99a00" stroke-width="2.2"') == gold


@given(hands(14))
def test_any_hand_with_a_win_is_a_well_formed_picture(tiles: tuple[Tile, ...]) -> None:
    hand = Hand.of(tiles, win_tile=tiles[-1], self_drawn=True)
    root = ET.fromstring(svg.hand(hand))
    titles = [e.text for e in root.iter(f"{SVG_NS}title")][1:]
    assert sorted(titles) == sorted(f"{t} {t.chinese}" for t in tiles)
    assert titles[-1] == f"{tiles[-1]} {tiles[-1].chinese}"  # the winning tile comes last, apart
