"""Tile faces drawn as shapes: dots as rings, bamboo as sticks, characters as strokes.

Every face is drawn in a tile box of ``WIDTH`` × ``HEIGHT`` units with its top-left
corner at the origin; the tile's thickness (``DEPTH``) shows below it. Nothing here
uses a font: the numerals, 万, the winds and the dragons are stroke glyphs
(:mod:`majiang.svg._glyphs`), the rank is also written as a digit in the corner.
"""

from __future__ import annotations

from majiang.svg._glyphs import DIGITS, HANZI, LETTERS, stroke
from majiang.tiles import Tile

__all__ = ["DEPTH", "HEIGHT", "WIDTH", "back", "face"]

WIDTH = 30
HEIGHT = 40
DEPTH = 4

IVORY = "#fbf7ea"
EDGE = "#8c8a7e"
BACK = "#2f8f6f"
INK = "#1d2b5a"
RED = "#c8242b"
GREEN = "#1f7a3a"
BLUE = "#1f4fa0"
GOLD = "#d99a00"

_NUMERALS = "一二三四五六七八九"
_WIND_LETTERS = "ESWN"

# Dot layouts: (x, y) in the content box (0..1), colour per dot, and the radius.
_DOT_LAYOUT: dict[int, tuple[tuple[tuple[float, float], ...], str, float]] = {
    1: (((0.5, 0.5),), "R", 9.5),
    2: (((0.5, 0.24), (0.5, 0.76)), "GB", 5.6),
    3: (((0.2, 0.16), (0.5, 0.5), (0.8, 0.84)), "BRG", 4.6),
    4: (((0.25, 0.26), (0.75, 0.26), (0.25, 0.74), (0.75, 0.74)), "BGGB", 4.8),
    5: (((0.2, 0.18), (0.8, 0.18), (0.5, 0.5), (0.2, 0.82), (0.8, 0.82)), "BGRGB", 4.1),
    6: (
        ((0.27, 0.15), (0.73, 0.15), (0.27, 0.55), (0.73, 0.55), (0.27, 0.86), (0.73, 0.86)),
        "GGRRRR",
        4.0,
    ),
    7: (
        (
            (0.18, 0.1),
            (0.5, 0.23),
            (0.82, 0.36),
            (0.27, 0.62),
            (0.73, 0.62),
            (0.27, 0.89),
            (0.73, 0.89),
        ),
        "GGGRRRR",
        3.5,
    ),
    8: (tuple((x, y) for y in (0.11, 0.37, 0.63, 0.89) for x in (0.27, 0.73)), "BBBBBBBB", 3.5),
    9: (tuple((x, y) for y in (0.15, 0.5, 0.85) for x in (0.17, 0.5, 0.83)), "BBBRRRGGG", 3.5),
}

# Bamboo layouts: stick centres in the content box, colour per stick, stick length.
_STICK_LAYOUT: dict[int, tuple[tuple[tuple[float, float], ...], str, float]] = {
    2: (((0.5, 0.25), (0.5, 0.75)), "GB", 15.0),
    3: (((0.5, 0.25), (0.25, 0.75), (0.75, 0.75)), "GBB", 15.0),
    4: (((0.27, 0.25), (0.73, 0.25), (0.27, 0.75), (0.73, 0.75)), "GBBG", 15.0),
    5: (((0.18, 0.25), (0.82, 0.25), (0.5, 0.5), (0.18, 0.75), (0.82, 0.75)), "GBRBG", 15.0),
    6: (tuple((x, y) for y in (0.25, 0.75) for x in (0.18, 0.5, 0.82)), "GGGBBB", 15.0),
    7: (((0.5, 0.15), *tuple((x, y) for y in (0.5, 0.85) for x in (0.18, 0.5, 0.82))), "RGGGGGG", 9.8),
    8: (tuple((x, y) for y in (0.25, 0.75) for x in (0.11, 0.37, 0.63, 0.89)), "GGGGBBBB", 15.0),
    9: (tuple((x, y) for y in (0.15, 0.5, 0.85) for x in (0.18, 0.5, 0.82)), "GRBGRBGRB", 9.8),
}

_COLOURS = {"R": RED, "G": GREEN, "B": BLUE}

# The content box, clear of the corner index.
_LEFT, _TOP, _RIGHT, _BOTTOM = 3.5, 5.0, 26.5, 37.0


def _at(x: float, y: float) -> tuple[float, float]:
    return _LEFT + x * (_RIGHT - _LEFT), _TOP + y * (_BOTTOM - _TOP)


def _index(glyph: str, colour: str) -> str:
    return stroke(glyph, 1.4, 1.2, 5.6, colour, 1.5)


def _dots(rank: int) -> list[str]:
    places, colours, r = _DOT_LAYOUT[rank]
    out = []
    for (x, y), c in zip(places, colours, strict=True):
        cx, cy = _at(x, y)
        colour = _COLOURS[c]
        out.append(
            f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r:g}" fill="{IVORY}" stroke="{colour}" '
            f'stroke-width="{r / 3.2:.2f}"/>'
            f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r * 0.38:.2f}" fill="{colour}"/>'
        )
    if rank == 1:  # the big one-dot has a ring of petals
        cx, cy = _at(0.5, 0.5)
        out.append(
            f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="6.2" fill="none" stroke="{GREEN}" '
            f'stroke-width="1.1" stroke-dasharray="1.6 1.2"/>'
        )
    return out


def _stick(cx: float, cy: float, length: float, colour: str) -> str:
    w = 4.4
    x, y = cx - w / 2, cy - length / 2
    node = y + length * 0.5
    nodes = (
        f'<line x1="{x:.2f}" y1="{node:.2f}" x2="{x + w:.2f}" y2="{node:.2f}" stroke="{IVORY}" '
        'stroke-width="0.7"/>'
    )
    return (
        f'<rect x="{x:.2f}" y="{y:.2f}" width="{w}" height="{length:g}" rx="1.5" fill="{colour}"/>'
        f'<line x1="{cx:.2f}" y1="{y + 1.2:.2f}" x2="{cx:.2f}" y2="{y + length - 1.2:.2f}" '
        f'stroke="{IVORY}" stroke-width="0.5" stroke-opacity="0.6"/>{nodes}'
    )


def _bird() -> list[str]:
    """一条: the bird (幺鸡) drawn with a few shapes."""
    return [
        # tail feathers
        f'<path d="M11 24Q5 20 6 11M12 25Q9 16 12 9M13 25Q15 17 19 12" fill="none" stroke="{GREEN}" '
        'stroke-width="1.6" stroke-linecap="round"/>',
        f'<circle cx="6" cy="11" r="1.6" fill="{BLUE}"/><circle cx="12" cy="9" r="1.6" fill="{RED}"/>'
        f'<circle cx="19" cy="12" r="1.6" fill="{BLUE}"/>',
        # body, wing, head, beak, eye, legs
        f'<ellipse cx="15" cy="27" rx="6.5" ry="4.6" fill="{GREEN}"/>',
        f'<path d="M12 26Q15 22.5 19 26Q15 28 12 26Z" fill="{BLUE}"/>',
        f'<circle cx="21" cy="21.5" r="2.8" fill="{RED}"/>',
        f'<path d="M23.4 20.8L26.2 21.8L23.4 22.8Z" fill="{GOLD}"/>',
        f'<circle cx="21.6" cy="21" r="0.7" fill="{IVORY}"/>',
        f'<path d="M14 31.5V35.5M17 31.5V35.5M12.6 35.5H15.2M15.8 35.5H18.4" stroke="{RED}" '
        'stroke-width="0.9" stroke-linecap="round"/>',
    ]


def _bamboo(rank: int) -> list[str]:
    if rank == 1:
        return _bird()
    places, colours, length = _STICK_LAYOUT[rank]
    return [_stick(*_at(x, y), length, _COLOURS[c]) for (x, y), c in zip(places, colours, strict=True)]


def _characters(rank: int) -> list[str]:
    return [
        stroke(HANZI[_NUMERALS[rank - 1]], 6.5, 5.0, 16.5, INK, 1.35),
        stroke(HANZI["万"], 6.5, 21.0, 16.5, RED, 1.35),
    ]


def _honor(rank: int) -> list[str]:
    if rank <= 4:
        char = "东南西北"[rank - 1]
        return [_index(LETTERS[_WIND_LETTERS[rank - 1]], INK), stroke(HANZI[char], 4.0, 9.0, 22.0, INK, 1.3)]
    if rank == 5:  # 白: the blue frame
        return [
            f'<rect x="6" y="7" width="18" height="26" rx="1.5" fill="none" stroke="{BLUE}" '
            'stroke-width="2"/>',
            f'<rect x="9" y="10" width="12" height="20" fill="none" stroke="{BLUE}" stroke-width="0.8"/>',
        ]
    char, colour = ("发", GREEN) if rank == 6 else ("中", RED)
    return [stroke(HANZI[char], 3.5, 8.5, 23.0, colour, 1.6)]


def _petals(cx: float, cy: float, n: int, r: float, petal: float, colour: str, heart: str) -> str:
    from math import cos, pi, sin

    petals = "".join(
        f'<circle cx="{cx + r * cos(2 * pi * k / n):.2f}" cy="{cy + r * sin(2 * pi * k / n):.2f}" '
        f'r="{petal:g}" fill="{colour}"/>'
        for k in range(n)
    )
    return petals + f'<circle cx="{cx:g}" cy="{cy:g}" r="{petal * 0.8:.2f}" fill="{heart}"/>'


def _flower(rank: int) -> list[str]:
    """Seasons 春夏秋冬 and plants 梅兰竹菊 as small pictures, with the seat number."""
    number = (rank - 1) % 4 + 1
    out = [_index(DIGITS[number], BLUE if rank <= 4 else RED)]
    stem = f'stroke="{GREEN}" stroke-width="1.4" fill="none" stroke-linecap="round"'
    if rank == 1:  # 春 spring: a sprout
        out.append(f'<path d="M15 35V17M15 25Q8 24 7 17Q13 17 15 25M15 21Q22 19 23 12Q16 13 15 21" {stem}/>')
        out.append(f'<path d="M15 25Q8 24 7 17Q13 17 15 25ZM15 21Q22 19 23 12Q16 13 15 21Z" fill="{GREEN}"/>')
    elif rank == 2:  # 夏 summer: the sun
        rays = "".join(
            f'<line x1="15" y1="21" x2="{15 + 10 * c:.2f}" y2="{21 + 10 * s:.2f}" stroke="{GOLD}" '
            'stroke-width="1.4" stroke-linecap="round"/>'
            for c, s in (
                (1, 0),
                (0.71, 0.71),
                (0, 1),
                (-0.71, 0.71),
                (-1, 0),
                (-0.71, -0.71),
                (0, -1),
                (0.71, -0.71),
            )
        )
        out.append(rays + f'<circle cx="15" cy="21" r="5.5" fill="{RED}"/>')
    elif rank == 3:  # 秋 autumn: a falling leaf
        out.append(
            f'<path d="M15 9Q25 16 21 27Q17 33 15 34Q13 33 9 27Q5 16 15 9Z" fill="{GOLD}" stroke="{RED}" '
            'stroke-width="0.8"/>'
            f'<path d="M15 12V36M15 20L11 17M15 20L19 17M15 26L10.5 23M15 26L19.5 23" stroke="{RED}" '
            'stroke-width="0.8" fill="none"/>'
        )
    elif rank == 4:  # 冬 winter: a snowflake
        arms = "".join(
            f'<line x1="{15 - 10 * c:.2f}" y1="{22 - 10 * s:.2f}" '
            f'x2="{15 + 10 * c:.2f}" y2="{22 + 10 * s:.2f}" '
            f'stroke="{BLUE}" stroke-width="1.5" stroke-linecap="round"/>'
            for c, s in ((0, 1), (0.87, 0.5), (0.87, -0.5))
        )
        out.append(
            arms + f'<circle cx="15" cy="22" r="2.2" fill="{IVORY}" stroke="{BLUE}" stroke-width="1"/>'
        )
    elif rank == 5:  # 梅 plum: blossoms on a branch
        out.append('<path d="M6 35Q12 28 14 18Q16 12 23 9" stroke="#6b4423" stroke-width="1.6" fill="none"/>')
        out.append(
            _petals(13, 21, 5, 3.2, 2.3, "#e0527a", GOLD) + _petals(21, 12, 5, 2.4, 1.7, "#e0527a", GOLD)
        )
    elif rank == 6:  # 兰 orchid: long leaves and a flower
        out.append(f'<path d="M15 36Q9 24 4 16M15 36Q14 22 17 9M15 36Q20 26 26 22" {stem}/>')
        out.append(_petals(17, 12, 3, 2.4, 2.2, "#8e44ad", GOLD))
    elif rank == 7:  # 竹 bamboo: a stem with leaves
        out.append(
            f'<rect x="12.5" y="8" width="4" height="28" rx="1.5" fill="{GREEN}"/>'
            f'<path d="M12.5 17H16.5M12.5 26H16.5" stroke="{IVORY}" stroke-width="0.8"/>'
            f'<path d="M16.5 17Q22 12 26 13Q22 17 16.5 17ZM12.5 26Q7 22 4 23Q8 27 12.5 26Z" fill="{GREEN}"/>'
        )
    else:  # 菊 chrysanthemum: many petals
        out.append(f'<path d="M15 36V26" {stem}/>' + _petals(15, 19, 12, 5.2, 2.2, GOLD, RED))
    return out


def face(tile: Tile, *, depth: bool = True) -> str:
    """The SVG elements of one upright tile (thickness, face, picture), at the origin."""
    parts = (
        [f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT + DEPTH}" rx="4" fill="{BACK}"/>']
        if depth
        else []
    )
    parts += [
        f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" rx="4" fill="{IVORY}" stroke="{EDGE}" '
        'stroke-width="0.8"/>',
    ]
    if tile.suit == "p":
        parts += [_index(DIGITS[tile.rank], BLUE), *_dots(tile.rank)]
    elif tile.suit == "s":
        parts += [_index(DIGITS[tile.rank], GREEN), *_bamboo(tile.rank)]
    elif tile.suit == "m":
        parts += [_index(DIGITS[tile.rank], RED), *_characters(tile.rank)]
    elif tile.suit == "z":
        parts += _honor(tile.rank)
    else:
        parts += _flower(tile.rank)
    return "".join(parts)


def back() -> str:
    """A tile lying face down (the outer tiles of a concealed kong)."""
    return (
        f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT + DEPTH}" rx="4" fill="{IVORY}"/>'
        f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" rx="4" fill="{BACK}" stroke="{EDGE}" '
        'stroke-width="0.8"/>'
    )
