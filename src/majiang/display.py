"""Notebook display: the value types show themselves as the pictures of :mod:`majiang.svg`.

The value types' ``_repr_html_`` (:mod:`majiang._notebook`) imports this module on first
use, so importing a value never imports the drawing code. Each
function returns the HTML a notebook shows for one kind of value: an inline,
self-contained SVG picture (no font, no network), whose ``<title>`` carries the value's
text form. ``str()`` of the same objects is the terminal form.

>>> from majiang.tiles import parse_tiles
>>> drawn = tiles_html(parse_tiles("1m5z"))
>>> drawn.startswith("<svg") and "<title>1m 一万</title>" in drawn and "<title>5z 白</title>" in drawn
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from majiang import svg
from majiang.errors import MajiangError
from majiang.hands import Arrangement, Hand, Meld
from majiang.hands.waits import Waits
from majiang.scoring import Score
from majiang.settlement import Settlement
from majiang.tiles import Tile

__all__ = [
    "arrangement_html",
    "hand_html",
    "html",
    "meld_html",
    "score_html",
    "settlement_html",
    "tile_html",
    "tiles_html",
    "waits_html",
]


def tile_html(tile: Tile) -> str:
    return svg.tile(tile, scale=1.25)


def tiles_html(tiles: Iterable[Tile]) -> str:
    return svg.tiles(tiles, scale=1.25)


def meld_html(meld: Meld) -> str:
    return svg.meld(meld, scale=1.25)


def hand_html(hand: Hand) -> str:
    return svg.hand(hand, scale=1.25)


def arrangement_html(arrangement: Arrangement) -> str:
    return svg.arrangement(arrangement, scale=1.25)


def waits_html(waits: Waits) -> str:
    return svg.waits(waits, scale=1.25)


def score_html(score: Score) -> str:
    return svg.score(score, scale=1.25)


def settlement_html(settlement: Settlement) -> str:
    return svg.settlement(settlement)


_RENDERERS: dict[type, Callable[[Any], str]] = {
    Tile: lambda tile: tiles_html([tile]),
    Meld: meld_html,
    Hand: hand_html,
    Arrangement: arrangement_html,
    Waits: waits_html,
    Score: score_html,
    Settlement: settlement_html,
}


def html(value: object) -> str:
    """The notebook picture of any value type above (each one's ``_repr_html_``).

    >>> from majiang.hands import Hand
    >>> html(Hand.parse("123m")).startswith("<svg")
    True
    """
    for cls in type(value).__mro__:
        render = _RENDERERS.get(cls)
        if render is not None:
            return render(value)
    raise MajiangError(f"no picture for a {type(value).__name__}: {value!r}")
