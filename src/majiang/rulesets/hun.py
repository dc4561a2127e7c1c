"""The 混儿 family, shared by Tianjin (always) and Hebei (option ``hun``).

After the deal a tile is turned up by the dice (counting stacks from the wall's end);
its kind and the **next** kind (``common.md`` successor order) are both 混儿, so 7 are in
play (3 + 4; the turned-up tile stays out). A 混儿 stands for any tile in a winning
hand, never in a claimed meld.

>>> from majiang.tiles import Tile
>>> print(HUN.from_indicator(Tile.from_str("9m")))
turned up 9m; 混儿 9m 1m
>>> print(hun("白发中").from_indicator(Tile.from_str("白")))
turned up 5z; 混儿 5z 6z
>>> hun_kinds(Tile.from_str("北"))
(Tile(suit='z', rank=4), Tile(suit='z', rank=1))
"""

from __future__ import annotations

from functools import lru_cache

from majiang.tiles import DEFAULT_DRAGON_ORDER, StackFromEnd, Tile, Wildcards

__all__ = ["HUN", "hun", "hun_kinds"]


def hun(dragon_order: str = DEFAULT_DRAGON_ORDER) -> Wildcards:
    """The 混儿 rule with a dragon order (default 中 → 发 → 白 → 中)."""
    return Wildcards(
        name="混儿", english="hun", source=StackFromEnd(), steps=(0, 1), dragon_order=dragon_order
    )


HUN = hun()
"""The 混儿 with the default dragon order."""


@lru_cache(maxsize=64)
def hun_kinds(indicator: Tile | None) -> tuple[Tile, ...]:
    """The two 混儿 kinds an indicator makes (none without an indicator; kept per indicator)."""
    return () if indicator is None else HUN.from_indicator(indicator).wilds
