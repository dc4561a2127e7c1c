"""Notebook rendering: every value type a user looks at shows itself as a self-contained picture."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from majiang import Hand, ShapeGrammar, Tile, arrangements, get, waits
from majiang.hands import Meld
from majiang.scoring import WinContext, WinMethod


def is_picture(html: str) -> bool:
    root = ET.fromstring(html)  # well-formed, one inline <svg>
    return root.tag == "{http://www.w3.org/2000/svg}svg" and "🀄" not in html  # drawn, not glyphs


def test_tile_shows_its_picture() -> None:
    html = Tile.from_str("7z")._repr_html_()
    assert is_picture(html) and "<title>7z 中</title>" in html


def test_hand_shows_tiles_melds_and_the_win() -> None:
    hand = Hand.parse("123m456p99s", melds="777z (2222p)", win="9s", self_drawn=True)
    html = hand._repr_html_()
    assert is_picture(html)
    assert html.count("<title>7z 中</title>") == 3 and html.count("<title>2p 二筒</title>") == 4
    assert str(hand) in html  # the text form is the picture's title


def test_meld_arrangement_and_waits_show_pictures() -> None:
    assert is_picture(Meld.parse("345s@3")._repr_html_())
    arrangement = next(iter(arrangements(Hand.parse("11123m456p789s111z", win="1m"), ShapeGrammar())))
    assert is_picture(arrangement._repr_html_())
    found = waits(Hand.parse("1112345678999m"), ShapeGrammar())
    html = found._repr_html_()
    assert is_picture(html) and html.count("<title>") == 1 + 9


def test_score_and_settlement_show_their_money() -> None:
    jian = get("jian")
    hand = Hand.parse("1133m4466p2288s6s1z", win="1z", self_drawn=True)
    score = jian.score(hand, WinContext(seat=1, dealer=0, indicator=Tile.from_str("5s")))
    html = score._repr_html_()
    assert is_picture(html) and "精吊" in html and "seat 0" in html and ">16<" in html
    settlement = jian.settle(jian.samples()[0][1])
    html = settlement._repr_html_()
    assert is_picture(html) and html.count("<polygon") == len(settlement.transfers)
    on_discard = hand.without_win().with_win(Tile.from_str("1z"), self_drawn=False)
    context = WinContext(
        seat=1, dealer=0, method=WinMethod.DISCARD, discarder=2, indicator=Tile.from_str("5s")
    )
    assert "can not win" in jian.score(on_discard, context)._repr_html_()
