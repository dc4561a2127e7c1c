"""Stroke glyphs for tile faces: digits, wind letters and the Chinese characters on tiles.

Each glyph is an SVG path in a 10 × 10 box, drawn as round-capped strokes, so a
tile reads the same whatever fonts the viewer has (none are needed). The
characters are simplified (楷书-like strokes, not a typeface): one stroke of the
path per brush stroke, close enough to be read at a glance.
"""

from __future__ import annotations

__all__ = ["DIGITS", "HANZI", "LETTERS", "stroke"]

DIGITS = {
    1: "M3.2 1V9M1.8 2.4L3.2 1",
    2: "M1.2 3Q1.2 1 3.1 1Q5 1 5 3Q5 4.6 1.2 9H5.3",
    3: "M1.2 1.4H5L2.9 4.5Q5.2 4.5 5.2 6.8Q5.2 9 3 9Q1.6 9 1 8",
    4: "M4 9V1L1 6.4H5.6",
    5: "M5 1H1.6L1.3 4.6Q2 4.1 3 4.1Q5.2 4.1 5.2 6.5Q5.2 9 3 9Q1.6 9 1 8",
    6: "M4.8 1.4Q1 2.4 1 6.5Q1 9 3 9Q5 9 5 6.8Q5 4.6 3 4.6Q1.6 4.6 1 6",
    7: "M1 1H5.2L2.6 9",
    8: "M3 4.8Q1.2 4.5 1.2 2.9Q1.2 1 3 1Q4.8 1 4.8 2.9Q4.8 4.5 3 4.8Q1 5.2 1 7Q1 9 3 9Q5 9 5 7Q5 5.2 3 4.8Z",
    9: "M5 3.6Q4.6 5.5 3 5.5Q1 5.5 1 3.3Q1 1 3 1Q5 1 5 3.6Q5 8 1.6 9",
}
"""Arabic digits, about 6 wide."""

LETTERS = {
    "E": "M4.8 1H1.2V9H4.8M1.2 5H4.2",
    "S": "M4.8 2Q4 1 3 1Q1.2 1 1.2 2.8Q1.2 4.3 3 4.8Q5 5.4 5 7.1Q5 9 3 9Q1.8 9 1 8",
    "W": "M0.4 1L1.7 9L3 3.8L4.3 9L5.6 1",
    "N": "M1.2 9V1L4.8 9V1",
}
"""Wind initials (East, South, West, North), about 6 wide."""

HANZI = {
    "一": "M1 5.2H9",
    "二": "M2.4 3H7.6M1 7.6H9",
    "三": "M2 2H8M2.8 5H7.2M1 8.6H9",
    "四": "M1.6 2V9.2M1.6 2H8.4V9.2M1.6 9H8.4M4.1 2.2V5.2L2.9 7M5.9 2.2V6.4H8.2",
    "五": "M1.8 1.8H8.2M4.6 1.8L3.6 8.6M2.6 5H7.1V8.6M1 8.6H9",
    "六": "M4.6 0.6L5.6 2.2M1.2 3.6H8.8M3.9 5.2L1.8 8.9M6.1 5.2L8.2 8.9",
    "七": "M1 5L9 3.8M4.2 1V7.8Q4.2 9 5.6 9H9V7.4",
    "八": "M4 2Q3.8 6.6 1 9.2M6 2.4Q6.4 6.6 9 9.2",
    "九": "M1.4 4H6.4V8.2Q6.4 9.1 7.6 9.1H9V7.6M4.4 0.8Q4.4 6.6 1 9.6",
    "万": "M1 2H9M3.8 2Q3.8 7 1.2 9.6M4 5H8Q8 9.6 5.8 9",
    "东": "M1.4 2.8H8.6M4.6 0.6L2.4 5.6H8.6M5.5 3.2V9.4L4.4 8.7M3.3 7L1.8 8.9M7.1 7L8.5 8.9",
    "南": "M5 0.4V2.4M1 2.4H9M2 4V9.6M2 4H8V9.3L7.1 8.8M3.8 4.9L4.5 6M6.2 4.9L5.5 6M3.4 6.5H6.6"
    "M3.4 8H6.6M5 6.5V9.6",
    "西": "M1 1.4H9M1.8 4V9.6M1.8 4H8.2V9.6M1.8 9H8.2M4 1.4Q4 5.6 2.8 7M6 1.4V6Q6 7 8.2 7",
    "北": "M3.6 0.8V9.2M1 4H3.6M1 8.6L3.6 7.2M6.4 0.8V8.4Q6.4 9.3 7.5 9.3H9V7.8M9 3L6.4 5",
    "中": "M1.6 3V7.4M1.6 3H8.4V7.4M1.6 7.2H8.4M5 0.4V9.8",
    "发": "M2.6 0.9L2 3.2M1 3.3H9M6.8 0.9L7.8 2.3M5.3 1.3Q4.8 6.5 1 9.6M4.6 5.2H7.8Q6.5 8.3 3.6 9.6"
    "M4.8 6.4Q6.5 8.8 9 9.6",
}
"""The characters of the tile faces."""


def stroke(d: str, x: float, y: float, size: float, colour: str, weight: float = 1.0) -> str:
    """One glyph path placed with its 10 × 10 box at ``(x, y)``, ``size`` units tall."""
    scale = size / 10
    return (
        f'<path d="{d}" transform="translate({x:g} {y:g}) scale({scale:g})" fill="none" '
        f'stroke="{colour}" stroke-width="{weight:g}" stroke-linecap="round" stroke-linejoin="round"/>'
    )
