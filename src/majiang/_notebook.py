"""The notebook hook of the value types, drawn by :mod:`majiang.display` on first use.

``Tile``, ``Meld``, ``Hand``, ``Arrangement``, ``Waits``, ``Score`` and ``Settlement`` name
:func:`picture` as their ``_repr_html_``. Importing a value type imports no picture code: the
drawing modules load the first time a notebook (or a caller) asks for a picture.

>>> from majiang.tiles import Tile
>>> Tile.from_str("7z")._repr_html_().startswith("<svg")
True
"""

from __future__ import annotations


def picture(value: object) -> str:
    """The HTML a notebook shows for ``value``: its inline SVG picture."""
    from majiang import display  # the pictures load on first use, never with the values

    return display.html(value)
