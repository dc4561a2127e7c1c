"""Notebook rendering: every value type a user looks at has an HTML form."""

from __future__ import annotations

from majiang import Hand, Tile, get
from majiang.scoring import WinContext, WinMethod


def test_tile_html_is_its_glyph() -> None:
    assert "🀄" in Tile.from_str("7z")._repr_html_()


def test_hand_html_shows_glyphs_melds_and_text() -> None:
    html = Hand.parse("123m456p99s", melds="777z (2222p)", win="9s", self_drawn=True)._repr_html_()
    assert "🀇🀈🀉" in html and "🀄🀄🀄" in html and "(2222p)" in html and "self-drawn" in html


def test_score_and_settlement_html_have_payment_tables() -> None:
    jian = get("jian")
    hand = Hand.parse("1133m4466p2288s6s1z", win="1z", self_drawn=True)
    score = jian.score(hand, WinContext(seat=1, dealer=0, indicator=Tile.from_str("5s")))
    html = score._repr_html_()
    assert "<table>" in html and "精吊" in html and "seat 0" in html and "<td>16</td>" in html
    _, round_ = jian.samples()[0]
    settlement = jian.settle(round_)
    html = settlement._repr_html_()
    assert html.count("<tr>") == len(settlement.transfers) + 1 + 4 + 1
    on_discard = hand.without_win().with_win(Tile.from_str("1z"), self_drawn=False)
    context = WinContext(
        seat=1, dealer=0, method=WinMethod.DISCARD, discarder=2, indicator=Tile.from_str("5s")
    )
    assert "can not win" in jian.score(on_discard, context)._repr_html_()
