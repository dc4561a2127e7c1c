"""HTML for notebooks: tile glyphs, hands, scores with their arrangement, settlements.

The value types call these from ``_repr_html_``, so Jupyter shows them as tables;
``str()`` of the same objects is the terminal form.

>>> from majiang.tiles import parse_tiles
>>> tiles_html(parse_tiles("1m5z"))
'<span class="majiang-tiles" title="1m5z" style="font-size:1.6em">🀇🀆</span>'
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import TYPE_CHECKING

from majiang.tiles import Tile, format_tiles

if TYPE_CHECKING:
    from majiang.hands import Hand
    from majiang.scoring import Score
    from majiang.settlement import Settlement

__all__ = ["hand_html", "score_html", "settlement_html", "tiles_html"]


def tiles_html(tiles: Iterable[Tile]) -> str:
    tiles = tuple(tiles)
    return (
        f'<span class="majiang-tiles" title="{escape(format_tiles(tiles))}" style="font-size:1.6em">'
        f"{escape(format_tiles(tiles, 'unicode'))}</span>"
    )


def hand_html(hand: Hand) -> str:
    parts = [tiles_html(hand.tiles)]
    parts.extend(f"[{tiles_html(m.physical)}]" for m in hand.melds)
    if hand.flowers:
        parts.append("flowers " + tiles_html(hand.flowers))
    if hand.win_tile is not None:
        how = "" if hand.self_drawn is None else (" self-drawn" if hand.self_drawn else " on a discard")
        parts.append(f"win {tiles_html([hand.win_tile])}{how}")
    return f'<div class="majiang-hand">{" ".join(parts)}<br><code>{escape(str(hand))}</code></div>'


def _table(header: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def score_html(score: Score) -> str:
    if not score.can_win:
        return f"<p><b>{escape(score.ruleset)}</b>: can not win — {escape(score.reason or '')}</p>"
    arrangement = score.arrangement
    assert arrangement is not None
    melds = " ".join(f"[{tiles_html(m.tiles)}]" for m in arrangement.melds)
    items = _table(
        ["item", "", "value"],
        [
            [escape(a.item.chinese), escape(a.item.english), f"{a.value}{escape(a.item.unit)}"]
            for a in score.awards
        ],
    )
    pays = _table(
        ["payer", "amount", "working"],
        [[f"seat {p.payer}", str(p.amount), escape(p.working)] for p in score.payments]
        + [["total", str(score.total), ""]],
    )
    return (
        f"<div><p><b>{escape(score.ruleset)}</b>: seat {score.context.seat} wins</p>"
        f"<p>{melds}<br><code>{escape(str(arrangement))}</code></p>{items}{pays}</div>"
    )


def settlement_html(settlement: Settlement) -> str:
    transfers = _table(
        ["payer", "payee", "amount", "reason", "items"],
        [
            [
                f"seat {t.payer}",
                f"seat {t.payee}",
                str(t.amount),
                escape(t.reason),
                escape("; ".join(t.items)),
            ]
            for t in settlement.transfers
        ],
    )
    nets = _table(["seat", "net"], [[f"seat {s}", f"{n:+d}"] for s, n in enumerate(settlement.nets)])
    return f"<div>{transfers}{nets}</div>"
