"""Rows of tiles: upright, turned (claimed), face down, stacked (added kong), with marks.

A row is a list of :class:`Cell`; :func:`draw_row` places them left to right on a
common bottom line and returns the SVG elements with the row's size. Text (for
captions and tables) goes through :func:`text`, which names CJK-capable generic
font families and never a font file.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

import attrs

from majiang.hands import Meld, MeldKind
from majiang.svg._faces import DEPTH, GOLD, HEIGHT, RED, WIDTH, back, face
from majiang.tiles import Tile

__all__ = [
    "FONT",
    "Cell",
    "document",
    "draw_row",
    "meld_cells",
    "text",
    "text_width",
]

FONT = (
    "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Hiragino Sans GB',"
    "'Microsoft YaHei','WenQuanYi Micro Hei',sans-serif"
)
"""Generic, CJK-capable families for captions; the tiles themselves need no font."""

MINI = 0.5
"""The scale of the small tile under a wildcard that says what it stands for."""
GAP = 1.5
GROUP_GAP = 9.0


@attrs.frozen(kw_only=True)
class Cell:
    """One tile in a row and how it is shown."""

    tile: Tile
    pose: str = "up"
    """``up``, ``turned`` (claimed, lying sideways), ``down`` (face down) or ``stacked``
    (two turned tiles, one on the other: the added kong's claimed tile and the fourth)."""
    wild_for: Tile | None = None
    """For a wildcard: what it stands for (shown under it in small)."""
    wild: bool = False
    """A wildcard (framed in gold), whether or not it is known what it stands for."""
    win: bool = False
    """The winning tile (framed in red)."""
    gap: float = GAP
    """Space before this tile."""


def text_width(s: str, size: float) -> float:
    """An estimate of the drawn width of ``s`` (CJK characters are square, others narrower)."""
    return sum(size if ord(ch) >= 0x2E80 else 0.6 * size for ch in s)


def text(
    x: float,
    y: float,
    s: str,
    *,
    size: float = 12,
    colour: str = "#222",
    weight: str = "normal",
    anchor: str = "start",
    mono: bool = False,
) -> str:
    family = "monospace" if mono else FONT
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-family="{family}" font-size="{size:g}" fill="{colour}" '
        f'font-weight="{weight}" text-anchor="{anchor}">{escape(s)}</text>'
    )


def _tile_title(tile: Tile) -> str:
    return f"<title>{escape(f'{tile} {tile.chinese}')}</title>"


def _cell_size(cell: Cell) -> tuple[float, float]:
    if cell.pose in ("turned", "stacked"):
        return HEIGHT, (2 * WIDTH if cell.pose == "stacked" else WIDTH) + DEPTH
    return WIDTH, HEIGHT + DEPTH


def _lying(tile: Tile, x: float, y: float) -> str:
    """A tile turned a quarter to the left, its top-left corner at ``(x, y)``."""
    return (
        f'<g transform="translate({x:.1f} {y:.1f})">{_tile_title(tile)}'
        f'<rect x="0" y="0" width="{HEIGHT}" height="{WIDTH + DEPTH}" rx="4" fill="#2f8f6f"/>'
        f'<g transform="translate(0 {WIDTH}) rotate(-90)">{face(tile, depth=False)}</g></g>'
    )


def _mark(x: float, y: float, w: float, h: float, colour: str) -> str:
    return (
        f'<rect x="{x - 1.6:.1f}" y="{y - 1.6:.1f}" width="{w + 3.2:.1f}" height="{h + 3.2:.1f}" rx="5" '
        f'fill="none" stroke="{colour}" stroke-width="2.2"/>'
    )


def draw_row(cells: Sequence[Cell], x0: float = 0.0, y0: float = 0.0) -> tuple[list[str], float, float]:
    """Draw ``cells`` from ``(x0, y0)``; the elements, the width and the height used."""
    if not cells:
        return [], 0.0, 0.0
    sizes = [_cell_size(c) for c in cells]
    tiles_height = max(h for _, h in sizes) + 2  # room for the frames
    captions = any(c.wild_for is not None for c in cells)
    base = y0 + 2 + tiles_height - 2  # the bottom line of every tile
    out: list[str] = []
    x = x0 + 2
    for i, (cell, (w, h)) in enumerate(zip(cells, sizes, strict=True)):
        if i:
            x += cell.gap
        top = base - h
        if cell.pose == "up":
            out.append(
                f'<g transform="translate({x:.1f} {top:.1f})">{_tile_title(cell.tile)}{face(cell.tile)}</g>'
            )
        elif cell.pose == "down":
            out.append(f'<g transform="translate({x:.1f} {top:.1f})">{_tile_title(cell.tile)}{back()}</g>')
        elif cell.pose == "turned":
            out.append(_lying(cell.tile, x, top))
        else:
            out.append(_lying(cell.tile, x, top + WIDTH))
            out.append(_lying(cell.tile, x, top))
        if cell.wild or cell.wild_for is not None:
            out.append(_mark(x, top, w, h, GOLD))
        if cell.win:
            out.append(_mark(x - 1.6, top - 1.6, w + 3.2, h + 3.2, RED))
        if cell.wild_for is not None:
            mw, mh = WIDTH * MINI, (HEIGHT + DEPTH) * MINI
            mx, my = x + (w - mw) / 2, base + 5
            out.append(
                f'<g transform="translate({mx:.1f} {my:.1f}) scale({MINI})">'
                f"{_tile_title(cell.wild_for)}{face(cell.wild_for)}</g>"
            )
            out.append(_mark(mx, my, mw, mh, GOLD).replace('stroke-width="2.2"', 'stroke-width="1"'))
        x += w
    height = tiles_height + 4 + (((HEIGHT + DEPTH) * MINI + 8) if captions else 0)
    return out, x - x0 + 3, height


def meld_cells(meld: Meld, *, seat: int | None = None, win_position: int | None = None) -> list[Cell]:
    """The cells of one meld: claimed tile turned, concealed kong's ends face down, wildcards marked.

    The claimed tile lies at the left when it came from the seat before (上家), in the
    middle from the seat opposite, at the right from the seat after; with no seat
    known, at the left.
    """
    faces, physical = meld.tiles, meld.physical
    cells = [
        Cell(
            tile=p,
            wild_for=f if w is not None else None,
            win=i == win_position,
        )
        for i, (f, p, w) in enumerate(zip(faces, physical, meld.wild, strict=True))
    ]
    if meld.kind is MeldKind.KONG and meld.concealed:
        for i in (0, len(cells) - 1):
            cells[i] = attrs.evolve(cells[i], pose="down")
    elif not meld.concealed:
        turn = 0
        if seat is not None and meld.claimed_from is not None:
            turn = {3: 0, 2: 1, 1: len(cells) - 1}.get((meld.claimed_from - seat) % 4, 0)
        if meld.added:
            cells[turn] = attrs.evolve(cells[turn], pose="stacked")
            del cells[turn + 1 if turn + 1 < len(cells) else turn - 1]
        else:
            cells[turn] = attrs.evolve(cells[turn], pose="turned")
    return cells


def groups(parts: Iterable[list[Cell]]) -> list[Cell]:
    """Join groups of cells into one row, a wider gap between groups."""
    row: list[Cell] = []
    for part in parts:
        if not part:
            continue
        if row:
            part = [attrs.evolve(part[0], gap=GROUP_GAP), *part[1:]]
        row.extend(part)
    return row


def document(body: Sequence[str], width: float, height: float, label: str, *, scale: float = 1.0) -> str:
    """A standalone SVG document: no font file, no external resource, no script."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width * scale:.0f}" height="{height * scale:.0f}" '
        f'viewBox="0 0 {width:.1f} {height:.1f}" role="img" aria-label="{escape(label)}">'
        f"<title>{escape(label)}</title>{''.join(body)}</svg>"
    )
