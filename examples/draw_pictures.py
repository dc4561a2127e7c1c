"""Draw the pictures of the documentation (docs/images/*.svg) with ``majiang.svg``.

Run: python examples/draw_pictures.py — it rewrites the files; a test checks the
committed ones are what this script draws.
"""

from __future__ import annotations

from pathlib import Path

from majiang import (
    Hand,
    Round,
    SeatRecord,
    ShapeGrammar,
    Win,
    WinContext,
    WinMethod,
    get,
    parse_tiles,
    svg,
    waits,
)
from majiang.tiles import Tile

IMAGES = Path(__file__).resolve().parent.parent / "docs" / "images"


def pictures() -> dict[str, str]:
    """File name → SVG text."""
    jian = get("jian")
    indicator = parse_tiles("5s")[0]  # 正精 5s, 副精 6s
    # seat 1 self-draws seven pairs; the 6s (副精) waits alone as 东's partner (精吊)
    hand = Hand.parse("1133m4466p2288s6s1z", win="1z", self_drawn=True)
    score = jian.score(hand, WinContext(seat=1, dealer=0, method=WinMethod.SELF_DRAW, indicator=indicator))
    seats = (
        SeatRecord(hand=Hand.parse("456m789m123p789p5z"), discards=parse_tiles("1s")),
        SeatRecord(hand=Hand.parse("123m456p789m234s11z")),
        SeatRecord(hand=Hand.parse("55s6s1199m567p222z")),
        SeatRecord(hand=Hand.parse("6s233m77p888p9p444z")),
    )
    round_ = Round(dealer=0, seats=seats, wins=(Win(seat=1, tile=Tile.from_str("1z")),), indicator=indicator)
    nine_gates = Hand.parse("1112345678999m")
    melded = Hand.parse("99s", melds="777z@3 1111m+@2 (2222p) 345s@3", flowers="1f6f", win="9s")
    return {
        "tiles.svg": svg.tiles(parse_tiles("123456789m123456789p123456789s1234567z12345678f")),
        "hand.svg": svg.hand(melded, seat=0),
        "score.svg": svg.score(score),
        "waits.svg": svg.waits(waits(nine_gates, ShapeGrammar()), hand=nine_gates),
        "settlement.svg": svg.settlement(jian.settle(round_)),
    }


if __name__ == "__main__":
    IMAGES.mkdir(parents=True, exist_ok=True)
    for name, picture in pictures().items():
        (IMAGES / name).write_text(picture + "\n", encoding="utf-8")
    print(f"wrote {len(pictures())} pictures to {IMAGES}")
