"""One reading of a complete hand: its shape, melds, wildcards and wait.

An :class:`Arrangement` is one reading of a complete hand: its shape, its melds
(concealed groups first, then the exposed melds), what each wildcard stands
for, and — when the hand has a winning tile — which meld the winning tile
completed and the wait shape that gives. :func:`majiang.hands.arrangements`
lists them; :func:`majiang.hands.readings` lists one of each class a scoring
table tells apart.

>>> from majiang.hands import Hand, ShapeGrammar, arrangements
>>> jing = ShapeGrammar(wild="9m")
>>> [str(a) for a in arrangements(Hand.parse("123m456p789s222z 9m 1z", win="1z"), jing)]
['123m 456p 789s 11z(9m=1z) 222z win 1z single']
"""

from __future__ import annotations

import enum

import attrs

from majiang._calls import checked_call
from majiang._notebook import picture
from majiang.hands.meld import Meld, MeldKind
from majiang.tiles import Tile

__all__ = ["Arrangement", "Shape", "WaitShape"]


class Shape(enum.Enum):
    """The winning shape an arrangement has."""

    STANDARD = "standard"  # n sets + pair
    SEVEN_PAIRS = "seven_pairs"  # 七对
    THIRTEEN_ORPHANS = "thirteen_orphans"  # 十三幺
    THIRTEEN_LAN = "thirteen_lan"  # 十三烂
    SEVEN_STAR_LAN = "seven_star_lan"  # 七星十三烂
    INSTANT = "instant"  # enough wildcards win at once, whatever the rest (ShapeGrammar.instant_wilds)

    def __repr__(self) -> str:
        return f"Shape.{self.name}"

    __hash__ = object.__hash__  # singletons: hashed by identity, in C (the searches hash them a lot)


class WaitShape(enum.Enum):
    """How the winning tile completed its meld."""

    OPEN = "open"  # 两面: 23 waiting 1 or 4
    EDGE = "edge"  # 边张: 12 waiting 3, 89 waiting 7
    CLOSED = "closed"  # 嵌张/夹/坎: 13 waiting 2
    SINGLE = "single"  # 单吊: the winning tile made the pair
    PAIR_OR_PAIR = "pair_or_pair"  # 对倒/双碰: a pair became a triplet
    HONOR_RUN = "honor_run"  # completed an honor run (烂风)
    LONE = "lone"  # a lone tile of 十三幺 / 十三烂

    def __repr__(self) -> str:
        return f"WaitShape.{self.name}"

    __hash__ = object.__hash__  # singletons: hashed by identity, in C (the searches hash them a lot)


# bound once: under Python 3.11 each ``Shape.X`` is a call of ``EnumType.__getattr__``'s hook
_PAIRED = frozenset((Shape.STANDARD, Shape.THIRTEEN_ORPHANS))
_ORPHANS, _SINGLE, _PAIR = Shape.THIRTEEN_ORPHANS, WaitShape.SINGLE, MeldKind.PAIR


@checked_call
@attrs.frozen(kw_only=True)
class Arrangement:
    """One reading of a complete hand."""

    _repr_html_ = picture  # the notebook picture, drawn on first use

    shape: Shape
    melds: tuple[Meld, ...]
    win_meld: int | None = None
    win_position: int | None = None
    wait: WaitShape | None = None

    @property
    def concealed_melds(self) -> tuple[Meld, ...]:
        return tuple(m for m in self.melds if m.concealed)

    @property
    def pair(self) -> Meld | None:
        """The pair of a standard or 十三幺 hand (``None`` for other shapes)."""
        if self.shape not in _PAIRED:
            return None
        for meld in self.melds:
            if meld.kind is _PAIR:
                return meld
        return None

    @property
    def wild_assignments(self) -> tuple[tuple[Tile, Tile], ...]:
        """(wildcard tile, what it stands for) for every wildcard, sorted."""
        if all(m.wild.count(None) == len(m.wild) for m in self.melds):  # every tile natural
            return ()
        return tuple(
            sorted((w, t) for m in self.melds for t, w in zip(m.tiles, m.wild, strict=False) if w is not None)
        )

    @property
    def uses_wild(self) -> bool:
        """True if some wildcard stands for another kind than its own face."""
        return any(w != t for w, t in self.wild_assignments)

    @property
    def is_wild_single_wait(self) -> bool:
        """Won on the pair whose other tile is a wildcard: any tile would have won (精吊)."""
        if self.wait is not _SINGLE or self.win_meld is None or self.win_position is None:
            return False
        if self.shape is _ORPHANS:
            return False  # the other twelve are lone orphans: only an orphan could have won
        meld = self.melds[self.win_meld]
        return meld.wild[1 - self.win_position] is not None

    @property
    def wild_partners(self) -> int:
        """Wildcards among the other tiles of the meld the winning tile completed: a
        winning pair's partner (精吊, 混儿吊), a set's other two (双混儿吊); 0 for a lone
        tile of 十三幺 and without a winning meld.

        >>> from majiang.hands import Hand, ShapeGrammar, arrangements
        >>> hun = ShapeGrammar(seven_pairs=False, wild="5p6p")
        >>> hand = Hand.parse("123m456s789s11z5p6p 3p", win="3p", self_drawn=True)
        >>> sorted({a.wild_partners for a in arrangements(hand, hun)})  # 33p(5p) 111z(6p); 123p(5p 6p)
        [1, 2]
        """
        if self.win_meld is None or self.win_position is None or self.shape is _ORPHANS:
            return 0
        meld = self.melds[self.win_meld]
        return sum(w is not None for k, w in enumerate(meld.wild) if k != self.win_position)

    def __str__(self) -> str:
        parts = ["instant"] if self.shape is Shape.INSTANT else []
        for meld in self.melds:
            text = str(meld)
            swaps = [f"{w}={t}" for t, w in zip(meld.tiles, meld.wild, strict=False) if w is not None]
            if swaps:
                text += "(" + ",".join(swaps) + ")"
            parts.append(text)
        if self.win_meld is not None and self.win_position is not None and self.wait is not None:
            tile = self.melds[self.win_meld].physical[self.win_position]
            parts.append(f"win {tile} {self.wait.value}")
        return " ".join(parts)
