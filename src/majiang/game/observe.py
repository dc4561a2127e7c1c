"""What a seat may see, a privileged view of everything, and a notebook picture of a table.

:func:`observe` holds a seat's own concealed tiles and the public table (every seat's
melds, discards, flowers and ready flags; the wildcard where the region shows it to that
seat), its legal actions, and the round's events as that seat saw them: other seats'
draws without the tile, claim windows with only its own offer and reply, the wall never.
:func:`privileged` is the whole state, for critics and analysis.

>>> from majiang.game.table import Table
>>> table = Table(ruleset, seed=3)
>>> view = table.observe(1)
>>> len(view.hand), view.legal, view.events[1]["t"], "wall" in view.events[0]
(13, (), 'deal', False)
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import attrs

from majiang._calls import checked_call
from majiang.game.actions import Action
from majiang.game.state import TILES
from majiang.rulesets.playrules import Visibility
from majiang.tiles import Tile, format_tiles

if TYPE_CHECKING:
    from majiang.game.table import Table

__all__ = ["Observation", "observe", "privileged", "project", "table_html"]


@checked_call
@attrs.frozen(kw_only=True)
class Observation:
    """One seat's view of the table."""

    seat: int
    ruleset: str
    phase: str
    dealer: int
    lianzhuang: int
    prevailing_wind: int
    turn: int
    wall: int
    """Tiles that may still be drawn."""
    hand: tuple[Tile, ...]
    melds: tuple[tuple[str, ...], ...]
    discards: tuple[tuple[Tile, ...], ...]
    """Every seat's discards still lying out, in order."""
    flowers: tuple[tuple[Tile, ...], ...]
    eggs: tuple[tuple[tuple[Tile, ...], ...], ...]
    """Every seat's eggs laid out (三风蛋), each in the order its tiles were set aside."""
    ready: tuple[bool, ...]
    wilds: tuple[Tile, ...]
    """This round's wild kinds, if this seat may see them."""
    indicator: Tile | None
    legal: tuple[Action, ...]
    events: tuple[dict[str, Any], ...]
    voids: tuple[str, ...] | None = None
    """Every seat's void suit (定缺), public once the void window closed; ``None`` before."""
    standing: tuple[Tile, ...] = ()
    """This seat's own standing tiles (立牌, ``PlayRules.standing``), among ``hand``."""
    standing_counts: tuple[int, ...] = ()
    """How many tiles stand for each seat (public; their faces are not), where tiles stand."""


def _sees_indicator(table: Table, seat: int) -> bool:
    return table.rules.visible_to is Visibility.ALL or table.seats[seat].ready


def project(table: Table, event: dict[str, Any], seat: int) -> dict[str, Any] | None:
    """``event`` as ``seat`` sees it (``None``: not at all)."""
    kind = event["t"]
    if kind == "round":
        return {k: v for k, v in event.items() if k != "wall"}
    if kind == "deal":
        return {"t": "deal", "hand": event["hands"][seat]}
    if kind == "standing":  # a seat sees its own standing tiles; the others' only stand there
        return {"t": "standing", "tiles": event["tiles"][seat]}
    if kind == "draw" and event["seat"] != seat:
        return {k: v for k, v in event.items() if k != "tile"}
    if kind == "exchange":  # a seat sees what it passed (its reply) and what it received
        return {**event, "received": event["received"][seat]}
    if kind == "flower" and event["seat"] != seat:
        return {k: v for k, v in event.items() if k != "tile"}
    if kind == "reveal" and not _sees_indicator(table, seat):
        return {k: v for k, v in event.items() if k not in ("indicator", "wilds")}
    if kind == "window":
        mine = str(seat)
        out = {k: v for k, v in event.items() if k not in ("offers", "replies")}
        if mine in event["offers"]:
            out["offer"] = event["offers"][mine]
            out["reply"] = event["replies"][mine]
        return out if mine in event["offers"] or event["kind"] not in ("deal_wins", "grab") else None
    return event


def observe(table: Table, seat: int) -> Observation:
    """What ``seat`` may see now."""
    seats = table.seats
    sees = _sees_indicator(table, seat) and table.choice is not None
    choice = table.choice
    events = tuple(e for e in (project(table, e, seat) for e in table.events) if e is not None)
    return Observation(
        seat=seat,
        ruleset=table.ruleset.name,
        phase=table.phase,
        dealer=table.dealer,
        lianzhuang=table.lianzhuang,
        prevailing_wind=table.prevailing_wind,
        turn=table.turn,
        wall=table.drawable(),
        hand=tuple(seats[seat].tiles()),
        melds=tuple(tuple(m.text() for m in s.melds) for s in seats),
        discards=tuple(tuple(TILES[i] for i in s.river) for s in seats),
        flowers=tuple(tuple(TILES[i] for i in s.flowers) for s in seats),
        eggs=tuple(tuple(tuple(TILES[i] for i in egg) for egg in s.eggs) for s in seats),
        ready=tuple(s.ready for s in seats),
        wilds=tuple(TILES[i] for i in sorted(table.wild)) if sees or choice is None else (),
        indicator=choice.indicator if sees and choice is not None else None,
        legal=table.legal_actions(seat),
        events=events,
        voids=table.voids,
        standing=tuple(own.tiles) if (own := seats[seat].standing) is not None else (),
        standing_counts=tuple(len(s.standing.tiles) for s in seats if s.standing is not None),
    )


def privileged(table: Table) -> dict[str, Any]:
    """Everything: every hand, the wall still standing, the indicator, every event."""
    return {
        "hands": [format_tiles(s.tiles()) for s in table.seats],
        "melds": [[m.text() for m in s.melds] for s in table.seats],
        "wall": format_tiles(table.wall.remaining_tiles()),
        "indicator": str(table.choice.indicator) if table.choice is not None else None,
        "wilds": format_tiles(TILES[i] for i in sorted(table.wild)),
        "voids": list(table.voids) if table.voids is not None else None,
        "standing": [format_tiles(s.standing.tiles) for s in table.seats if s.standing is not None],
        "prompts": {str(s): [a.to_json() for a in legal] for s, legal in sorted(table.prompts().items())},
        "events": list(table.events),
    }


def table_html(table: Table) -> str:
    """A table state for notebooks: each seat's tiles, melds, discards and options."""
    rows = []
    prompts = table.prompts()
    for seat, state in enumerate(table.seats):
        tiles = "".join(t.glyph for t in state.tiles())
        melds = " ".join(html.escape(m.text()) for m in state.melds)
        river = "".join(TILES[i].glyph for i in state.river)
        legal = ", ".join(html.escape(str(a.to_json().get("tile", a.kind))) for a in prompts.get(seat, ()))
        mark = " (dealer)" if seat == table.dealer else ""
        rows.append(
            f"<tr><th>seat {seat}{mark}</th><td style='font-size:1.6em'>{tiles}</td><td>{melds}</td>"
            f"<td style='font-size:1.2em'>{river}</td><td>{legal}</td></tr>"
        )
    wild = html.escape(format_tiles(TILES[i] for i in sorted(table.wild))) or "-"
    head = (
        f"<p>{html.escape(table.ruleset.chinese)} {html.escape(table.ruleset.name)} round "
        f"{table.round_index}: phase {table.phase}, {table.drawable()} tiles to draw, wild {wild}</p>"
    )
    return (
        head
        + "<table><tr><th></th><th>hand</th><th>melds</th><th>discards</th><th>may</th></tr>"
        + "".join(rows)
        + "</table>"
    )
