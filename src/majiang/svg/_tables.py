"""Tables as SVG text, and the settlement diagram: four seats, an arrow per transfer."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from majiang.settlement import Settlement, Transfer
from majiang.svg._rows import text, text_width

__all__ = ["settlement_body", "table"]

ROW = 17.0
SIZE = 11.5
PAD = 14.0
PALETTE = ("#1f4fa0", "#c8242b", "#1f7a3a", "#8e44ad", "#d35400", "#16a085", "#7f8c8d", "#b7950b")


def table(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    x: float,
    y: float,
    *,
    right: Sequence[int] = (),
    bold_last: bool = False,
) -> tuple[list[str], float, float]:
    """A table at ``(x, y)``: the elements, its width and its height."""
    cols = len(header)
    widths = [
        max(text_width(str(r[c]), SIZE) for r in [list(header), *map(list, rows)]) + PAD for c in range(cols)
    ]
    total = sum(widths)
    out = [f'<rect x="{x:.1f}" y="{y:.1f}" width="{total:.1f}" height="{ROW:.1f}" fill="#eeeae0"/>']
    lines = [list(header), *map(list, rows)]
    for i, line in enumerate(lines):
        top = y + i * ROW
        if i and i % 2 == 0:
            out.append(
                f'<rect x="{x:.1f}" y="{top:.1f}" width="{total:.1f}" height="{ROW:.1f}" fill="#f7f5ef"/>'
            )
        weight = "bold" if i == 0 or (bold_last and i == len(lines) - 1) else "normal"
        cx = x
        for c, cell in enumerate(line):
            if c in right:
                out.append(
                    text(
                        cx + widths[c] - PAD / 2, top + ROW - 5, cell, size=SIZE, weight=weight, anchor="end"
                    )
                )
            else:
                out.append(text(cx + PAD / 2, top + ROW - 5, cell, size=SIZE, weight=weight))
            cx += widths[c]
    bottom = y + len(lines) * ROW
    out.append(
        f'<line x1="{x:.1f}" y1="{y + ROW:.1f}" x2="{x + total:.1f}" y2="{y + ROW:.1f}" stroke="#999"/>'
    )
    out.append(f'<line x1="{x:.1f}" y1="{bottom:.1f}" x2="{x + total:.1f}" y2="{bottom:.1f}" stroke="#999"/>')
    return out, total, bottom - y


# The table seen from above: seat 0 at the bottom, play going round to the right.
_CENTRES = {0: (230.0, 262.0), 1: (410.0, 152.0), 2: (230.0, 42.0), 3: (50.0, 152.0)}
_HALF_W, _HALF_H = 44.0, 24.0
_DIAGRAM_W, _DIAGRAM_H = 460.0, 292.0


def _exit(cx: float, cy: float, dx: float, dy: float) -> float:
    """How far along the unit direction ``(dx, dy)`` a ray from a box's centre leaves it."""
    tx = _HALF_W / abs(dx) if dx else math.inf
    ty = _HALF_H / abs(dy) if dy else math.inf
    return min(tx, ty) + 5


def _arrow(t: Transfer, k: int, colour: str) -> list[str]:
    (x0, y0), (x1, y1) = _CENTRES[t.payer], _CENTRES[t.payee]
    length = math.hypot(x1 - x0, y1 - y0)
    dx, dy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -dy, dx  # to the left of the direction: the two ways between two seats bend apart
    bend = 20.0 + 18.0 * k
    shift = 6.0 + 10.0 * k
    sx, sy = x0 + dx * _exit(x0, y0, dx, dy) + nx * shift, y0 + dy * _exit(x0, y0, dx, dy) + ny * shift
    ex, ey = x1 - dx * _exit(x1, y1, dx, dy) + nx * shift, y1 - dy * _exit(x1, y1, dx, dy) + ny * shift
    cx, cy = (sx + ex) / 2 + nx * bend, (sy + ey) / 2 + ny * bend
    # the head points along the curve's last tangent
    tx, ty = ex - cx, ey - cy
    tl = math.hypot(tx, ty)
    tx, ty = tx / tl, ty / tl
    head = (
        f"{ex:.1f},{ey:.1f} {ex - 9 * tx + 4 * ty:.1f},{ey - 9 * ty - 4 * tx:.1f} "
        f"{ex - 9 * tx - 4 * ty:.1f},{ey - 9 * ty + 4 * tx:.1f}"
    )
    mx, my = 0.25 * sx + 0.5 * cx + 0.25 * ex, 0.25 * sy + 0.5 * cy + 0.25 * ey
    label = str(t.amount)
    lw = text_width(label, 11) + 8
    return [
        f'<path d="M{sx:.1f} {sy:.1f}Q{cx:.1f} {cy:.1f} {ex - 6 * tx:.1f} {ey - 6 * ty:.1f}" fill="none" '
        f'stroke="{colour}" stroke-width="1.6"/>',
        f'<polygon points="{head}" fill="{colour}"/>',
        f'<rect x="{mx - lw / 2:.1f}" y="{my - 8:.1f}" width="{lw:.1f}" height="15" rx="4" fill="#fff" '
        f'stroke="{colour}" stroke-width="1"/>',
        text(mx, my + 3.5, label, size=11, colour=colour, weight="bold", anchor="middle"),
    ]


def _wrap(parts: Sequence[str], size: float, limit: float = 520.0) -> list[str]:
    """Join ``parts`` with ``" · "`` into lines no wider than ``limit`` (a long part stays whole)."""
    lines: list[str] = []
    for part in parts:
        if lines and text_width(lines[-1] + " · " + part, size) <= limit:
            lines[-1] += " · " + part
        else:
            lines.append(part)
    return lines


def _details(t: Transfer) -> list[str]:
    """The lines under a transfer: its items, then the working."""
    return _wrap(t.lines, 10.5)


def settlement_body(s: Settlement) -> tuple[list[str], float, float]:
    """The diagram and the list of transfers: the elements, the width and the height."""
    out = [
        '<rect x="110" y="80" width="240" height="130" rx="10" fill="#e7f1ea" stroke="#b9d3c2"/>',
    ]
    seen: Counter[tuple[int, int]] = Counter()
    for i, t in enumerate(s.transfers):
        colour = PALETTE[i % len(PALETTE)]
        out += _arrow(t, seen[t.payer, t.payee], colour)
        seen[t.payer, t.payee] += 1
    for seat, (cx, cy) in _CENTRES.items():
        net = s.nets[seat]
        colour = "#1f7a3a" if net > 0 else "#c8242b" if net < 0 else "#555"
        out.append(
            f'<rect x="{cx - _HALF_W:.1f}" y="{cy - _HALF_H:.1f}" width="{2 * _HALF_W:.1f}" '
            f'height="{2 * _HALF_H:.1f}" rx="6" fill="#fff" stroke="#555" stroke-width="1.2"/>'
        )
        out.append(text(cx, cy - 5, f"seat {seat}", size=12, anchor="middle"))
        out.append(text(cx, cy + 14, f"{net:+d}", size=14, colour=colour, weight="bold", anchor="middle"))
    y = _DIAGRAM_H + 8
    width = _DIAGRAM_W
    if s.notes:
        for note in s.notes:
            out.append(text(4, y + 12, note, size=11, colour="#555"))
            width = max(width, text_width(note, 11) + 8)
            y += 16
        y += 4
    if not s.transfers:
        out.append(text(4, y + 12, "no transfers", size=12))
        return out, width, y + 20
    out.append(text(4, y + 12, "transfers", size=12, weight="bold"))
    y += 18
    for i, t in enumerate(s.transfers):
        colour = PALETTE[i % len(PALETTE)]
        line = f"seat {t.payer} → seat {t.payee}: {t.amount}  ({t.reason.value})"
        out.append(f'<circle cx="10" cy="{y + 8:.1f}" r="4.5" fill="{colour}"/>')
        out.append(text(20, y + 12, line, size=12, weight="bold"))
        width = max(width, text_width(line, 12) + 24)
        y += ROW
        for detail in _details(t):
            out.append(text(20, y + 11, detail, size=10.5, colour="#444"))
            width = max(width, text_width(detail, 10.5) + 24)
            y += ROW - 2
        y += 4
    return out, width, y + 4
