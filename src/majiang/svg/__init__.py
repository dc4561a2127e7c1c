"""Pictures of tiles, hands, scores and settlements as self-contained SVG.

Like ``chess.svg``, every function returns the text of one ``<svg>`` document. The
tiles are drawn by the library (dots as rings, bamboo as sticks, the Chinese
numerals, 万, winds and dragons as strokes, the rank as a digit in the corner), so
a picture needs no mahjong font, no font file and no network. Captions and tables
are SVG text in generic CJK-capable font families.

>>> from majiang.tiles import parse_tiles
>>> picture = tiles(parse_tiles("19m5z"))
>>> picture.startswith('<svg xmlns="http://www.w3.org/2000/svg"'), picture.count("<title>")
(True, 4)
>>> from majiang.hands import Hand
>>> "1z 东" in hand(Hand.parse("123m456p789s111z22z", win="2z"))
True
"""

from __future__ import annotations

from collections.abc import Iterable

from majiang.hands import Arrangement, Hand, Meld, WaitShape
from majiang.hands.waits import Waits
from majiang.scoring import Score
from majiang.settlement import Settlement
from majiang.svg._faces import DEPTH, HEIGHT, WIDTH
from majiang.svg._rows import Cell, document, draw_row, groups, meld_cells, text, text_width
from majiang.svg._tables import settlement_body, table
from majiang.tiles import Tile, format_tiles

__all__ = ["arrangement", "hand", "meld", "score", "settlement", "tile", "tiles", "waits"]


_WAIT_NAMES = {
    WaitShape.OPEN: "open",
    WaitShape.EDGE: "edge",
    WaitShape.CLOSED: "closed",
    WaitShape.SINGLE: "single",
    WaitShape.PAIR_OR_PAIR: "two pairs",
    WaitShape.HONOR_RUN: "honor run",
    WaitShape.LONE: "lone",
}


def _picture(cells: list[Cell], label: str, scale: float) -> str:
    body, width, height = draw_row(cells)
    return document(body, max(width, 1), max(height, 1), label, scale=scale)


def tile(t: Tile, *, scale: float = 1.0) -> str:
    """One tile.

    >>> tile(Tile.from_str("7z")).count("<path")  # 中 in strokes
    1
    """
    return _picture([Cell(tile=t)], f"{t} {t.chinese}", scale)


def tiles(ts: Iterable[Tile], *, wild: Iterable[Tile] = (), scale: float = 1.0) -> str:
    """A row of tiles; tiles of the kinds in ``wild`` are framed as wildcards."""
    ts = tuple(ts)
    wild_kinds = frozenset(wild)
    return _picture([Cell(tile=t, wild=t in wild_kinds) for t in ts], format_tiles(ts) or "no tiles", scale)


def meld(m: Meld, *, seat: int | None = None, scale: float = 1.0) -> str:
    """One meld: claimed tile turned (relative to ``seat``, when given); a concealed kong's ends face down."""
    return _picture(meld_cells(m, seat=seat), str(m), scale)


def _hand_cells(h: Hand, wild: frozenset[Tile], seat: int | None) -> list[Cell]:
    concealed = list(h.tiles)
    if h.win_tile is not None:
        concealed.remove(h.win_tile)
    parts = [[Cell(tile=t, wild=t in wild) for t in concealed]]
    if h.win_tile is not None:
        parts.append([Cell(tile=h.win_tile, wild=h.win_tile in wild, win=True)])
    parts.extend(meld_cells(m, seat=seat) for m in h.melds)
    parts.append([Cell(tile=f) for f in h.flowers])
    return groups(parts)


def hand(h: Hand, *, wild: Iterable[Tile] = (), seat: int | None = None, scale: float = 1.0) -> str:
    """A hand: concealed tiles, the winning tile set apart (framed in red), melds, flowers.

    Tiles of the kinds in ``wild`` are framed in gold as wildcards; ``seat`` (the
    hand's own seat) says which way a claimed tile lies.
    """
    return _picture(_hand_cells(h, frozenset(wild), seat), str(h), scale)


def _arrangement_cells(a: Arrangement, seat: int | None) -> list[Cell]:
    parts = []
    for i, m in enumerate(a.melds):
        position = a.win_position if i == a.win_meld else None
        parts.append(meld_cells(m, seat=seat, win_position=position))
    return groups(parts)


def arrangement(a: Arrangement, *, seat: int | None = None, scale: float = 1.0) -> str:
    """An arrangement: its melds apart, each wildcard with what it stands for, the winning tile framed."""
    return _picture(_arrangement_cells(a, seat), str(a), scale)


def waits(w: Waits, *, hand: Hand | None = None, scale: float = 1.0) -> str:
    """The winning tiles of a waiting hand (drawn above them when given), each with its wait shapes."""
    body: list[str] = []
    y = 0.0
    width = 0.0
    if hand is not None:
        row, width, height = draw_row(_hand_cells(hand, frozenset(), None))
        body += row
        y += height + 4
    body.append(text(4, y + 14, "waits" if w else "no winning tile", size=12, weight="bold"))
    y += 20
    x = 2.0
    for wait in w:
        label = ", ".join(_WAIT_NAMES[s] for s in sorted(wait.shapes, key=lambda s: s.value))
        slot = max(WIDTH + 4, text_width(label, 8) + 6)
        row, _, height = draw_row([Cell(tile=wait.tile)], x + (slot - WIDTH - 4) / 2, y)
        body += row
        body.append(text(x + slot / 2, y + height + 10, label, size=8, anchor="middle"))
        x += slot + 2
    y += HEIGHT + DEPTH + 24 if w else 0
    if w.any_tile:
        body.append(text(4, y + 10, "a wildcard waits alone: every tile wins", size=11))
        y += 18
    label = "waits " + (" ".join(str(t) for t in w.kinds) or "none")
    return document(body, max(width, x + 2, 160), y + 2, label, scale=scale)


def score(s: Score, *, scale: float = 1.0) -> str:
    """A scored win: the arrangement, the items, and each payer's amount with its working."""
    seat = s.context.seat
    how = s.context.method.value.replace("_", " ")
    dealer = s.context.dealer
    title = (
        f"{s.ruleset}: seat {seat} wins ({how}), dealer seat {dealer}"
        if s.can_win
        else f"{s.ruleset}: can not win"
    )
    body = [text(4, 16, title, size=14, weight="bold")]
    y = 24.0
    width = text_width(title, 14) + 8
    if not s.can_win:
        body.append(text(4, y + 14, s.reason or "", size=12))
        width = max(width, text_width(s.reason or "", 12) + 8)
        return document(body, width, y + 22, title, scale=scale)
    assert s.arrangement is not None
    row, row_width, height = draw_row(_arrangement_cells(s.arrangement, seat), 0, y)
    body += row
    y += height + 2
    body.append(text(4, y + 10, str(s.arrangement), size=10, colour="#555", mono=True))
    width = max(width, row_width, text_width(str(s.arrangement), 10) + 8)
    y += 20
    items = [
        [a.item.chinese, a.item.english + (f" ×{a.count}" if a.count != 1 else ""), f"{a.value}{a.item.unit}"]
        for a in s.awards
    ]
    part, w, h = table(["item", "", "value"], items, 4, y, right=(2,))
    body += part
    width, y = max(width, w + 8), y + h + 10
    pays = [[f"seat {p.payer}", str(p.amount), p.working] for p in s.payments]
    pays.append(["total", str(s.total), ""])
    part, w, h = table(["payer", "pays", "working"], pays, 4, y, right=(1,), bold_last=True)
    body += part
    width, y = max(width, w + 8), y + h + 4
    return document(body, width, y, f"{title}: {s.arrangement}", scale=scale)


def settlement(s: Settlement, *, scale: float = 1.0) -> str:
    """A settlement: the four seats, an arrow per transfer with its amount, the nets, the transfers listed."""
    body, width, height = settlement_body(s)
    nets = ", ".join(f"seat {i} {n:+d}" for i, n in enumerate(s.nets))
    return document(body, width, height, f"settlement: {nets}", scale=scale)
