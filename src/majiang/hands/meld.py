"""Melds: the sets, pairs and singles a hand is arranged into.

A :class:`Meld` lists the tiles as they *stand* (its faces) and, position by
position, the physical wildcard tile that stands there (``None`` for a natural
tile). Exposed melds also record how they were made.

Exposed-meld notation (used by :meth:`Meld.parse` and ``Hand.parse(melds=...)``):

===============  =====================================================
``345s``         a claimed sequence (chi), exposed
``777z``         a claimed triplet (pon), exposed
``1111m``        an exposed kong (明杠) from a discard
``1111m+``       an added kong (加杠/补杠): a pon to which the fourth was added
``(2222p)``      a concealed kong (暗杠)
``345s@3``       any of the above, claimed from seat 3
===============  =====================================================

>>> Meld.parse("345s@3")
Meld(kind=MeldKind.SEQUENCE, tiles=(Tile(suit='s', rank=3), Tile(suit='s', rank=4), Tile(suit='s', rank=5)), \
wild=(None, None, None), concealed=False, added=False, claimed_from=3)
>>> str(Meld.parse("(2222p)")), Meld.parse("(2222p)").concealed
('(2222p)', True)
>>> Meld.parse("124m")
Traceback (most recent call last):
...
majiang.errors.MeldError: '124m' is not a meld: 3 tiles that are neither a sequence nor a triplet
"""

from __future__ import annotations

import enum
import re

import attrs

from majiang._calls import checked_call
from majiang._notebook import picture
from majiang.errors import MeldError, TileError
from majiang.tiles import Tile, format_tiles, parse_tiles
from majiang.tiles.notation import tile_tuple

__all__ = ["Meld", "MeldKind"]


class MeldKind(enum.Enum):
    """What kind of group a meld is."""

    SEQUENCE = "sequence"  # 顺子
    TRIPLET = "triplet"  # 刻子
    KONG = "kong"  # 杠
    HONOR_RUN = "honor_run"  # 烂风 / 风顺: three different winds, or 中发白
    PAIR = "pair"  # 将 / 对子
    SINGLE = "single"  # a lone tile of 十三幺 / 十三烂

    def __repr__(self) -> str:
        return f"MeldKind.{self.name}"

    __hash__ = object.__hash__  # singletons: hashed by identity, in C (the searches hash them a lot)

    @property
    def is_set(self) -> bool:
        """Sequences, triplets, kongs and honor runs count as sets (面子)."""
        return self in _SET_KINDS


_SET_KINDS = frozenset((MeldKind.SEQUENCE, MeldKind.TRIPLET, MeldKind.KONG, MeldKind.HONOR_RUN))
"""Bound once: under Python 3.11 each ``MeldKind.X`` is a call of ``EnumType.__getattr__``'s hook."""


# ASCII digits only for the seat: ``@３`` (full-width) or ``@٣`` (Arabic-Indic) is refused,
# as tiles refuse them.
_MELD_RE = re.compile(r"^(?P<open>\()?(?P<tiles>[^()@+]+)(?P<close>\))?(?P<added>\+)?(?:@(?P<seat>[0-9]+))?$")


def kind_of(tiles: tuple[Tile, ...], *, honor_runs: bool = True) -> MeldKind | None:
    """The kind of meld these faces make, or ``None`` if they make none."""
    n = len(tiles)
    if n == 0 or any(t.is_flower for t in tiles):
        return None
    if all(t == tiles[0] for t in tiles):
        return {1: MeldKind.SINGLE, 2: MeldKind.PAIR, 3: MeldKind.TRIPLET, 4: MeldKind.KONG}.get(n)
    if n != 3:
        return None
    a, b, c = sorted(tiles)
    if a.is_suited and a.suit == b.suit == c.suit and a.rank + 1 == b.rank and b.rank + 1 == c.rank:
        return MeldKind.SEQUENCE
    if (
        honor_runs
        and len({a, b, c}) == 3
        and (all(t.is_wind for t in tiles) or all(t.is_dragon for t in tiles))
    ):
        return MeldKind.HONOR_RUN
    return None


def _check(meld: Meld) -> None:
    """Raise :class:`MeldError` unless the fields make a meld that can exist."""
    kind, tiles, wild = meld.kind, meld.tiles, meld.wild
    if type(kind) is not MeldKind:
        raise MeldError(f"meld kind must be a MeldKind, got {kind!r}")
    if type(tiles) is not tuple or not tiles:
        raise MeldError(f"meld tiles must be a non-empty tuple of Tile, got {tiles!r}")
    for tile in tiles:
        if type(tile) is not Tile:
            raise MeldError(f"meld tiles must be Tile objects, got {tile!r} in {tiles!r}")
    text = format_tiles(tiles)
    if type(wild) is not tuple or len(wild) != len(tiles):
        raise MeldError(f"wild of meld {text!r} must be a tuple of {len(tiles)} (Tile or None), got {wild!r}")
    for standing in wild:
        if standing is not None and type(standing) is not Tile:
            raise MeldError(f"wild of meld {text!r} must hold Tile or None, got {standing!r}")
    for name in ("concealed", "added"):
        value = getattr(meld, name)
        if type(value) is not bool:
            raise MeldError(f"{name} of meld {text!r} must be True or False, got {value!r}")
    seat = meld.claimed_from
    if seat is not None and (type(seat) is not int or not 0 <= seat <= 3):
        raise MeldError(f"seat {seat!r} that {text!r} was claimed from is not 0..3")
    actual = kind_of(tiles)
    if actual is not kind:
        what = f"a {actual.value}" if actual is not None else _why_not(tiles)
        raise MeldError(f"{text!r} is not a {kind.value}: {what}")
    if meld.added and kind is not MeldKind.KONG:
        raise MeldError(f"{text!r} is marked as an added kong but is not four alike")
    if meld.concealed:
        if meld.added:
            raise MeldError(f"({text}) can not be both concealed and an added kong (a pon was exposed)")
        if seat is not None:
            raise MeldError(f"concealed meld ({text}) was claimed from nobody, not from seat {seat}")
    elif not kind.is_set:
        raise MeldError(f"an exposed meld is a set, not a {kind.value} like {text!r}")


@checked_call
@attrs.frozen(kw_only=True)
class Meld:
    """One group of a hand: its kind, faces, wildcards and exposure.

    Every field is checked on construction: the faces must make ``kind``, ``wild``
    has one entry per face, a concealed meld was claimed from nobody and an added
    kong is exposed.

    >>> Meld(kind=MeldKind.SEQUENCE, tiles=parse_tiles("1m5p9s"))
    Traceback (most recent call last):
    ...
    majiang.errors.MeldError: '1m5p9s' is not a sequence: 3 tiles that are neither a sequence nor a triplet
    """

    _repr_html_ = picture  # the notebook picture, drawn on first use

    kind: MeldKind
    tiles: tuple[Tile, ...]
    wild: tuple[Tile | None, ...] = attrs.field()
    concealed: bool = True
    added: bool = False
    claimed_from: int | None = None

    @wild.default
    def _no_wild(self) -> tuple[Tile | None, ...]:
        return (None,) * len(self.tiles) if isinstance(self.tiles, tuple) else ()

    def __attrs_post_init__(self) -> None:
        _check(self)

    @classmethod
    def _trusted(
        cls, kind: MeldKind, tiles: tuple[Tile, ...], wild: tuple[Tile | None, ...] | None = None
    ) -> Meld:
        """A concealed meld built by the library's own searches, whose fields are right by
        construction: skips the checks (the hot path of arrangements)."""
        meld = object.__new__(cls)
        setter = object.__setattr__
        setter(meld, "kind", kind)
        setter(meld, "tiles", tiles)
        setter(meld, "wild", wild if wild is not None else (None,) * len(tiles))
        setter(meld, "concealed", True)
        setter(meld, "added", False)
        setter(meld, "claimed_from", None)
        return meld

    # -- construction ------------------------------------------------------
    @classmethod
    def of(
        cls,
        tiles: tuple[Tile, ...],
        *,
        concealed: bool = True,
        added: bool = False,
        claimed_from: int | None = None,
        wild: tuple[Tile | None, ...] | None = None,
    ) -> Meld:
        """A meld from its faces, its kind inferred; raises :class:`MeldError` if none fits.

        ``wild`` gives, face by face in the order of ``tiles``, the wildcard standing
        there (``None`` for a natural tile); the faces are sorted together with it.
        """
        try:
            given = tile_tuple(tiles, "meld tiles")
        except TileError as error:
            raise MeldError(str(error)) from None
        if wild is None:
            standing: tuple[Tile | None, ...] = (None,) * len(given)
        elif isinstance(wild, (tuple, list)) and len(wild) == len(given):
            standing = tuple(wild)
        else:
            raise MeldError(
                f"wild of meld {format_tiles(given)!r} must list one Tile or None per tile, got {wild!r}"
            )
        pairs = sorted(zip(given, standing, strict=True), key=lambda pair: pair[0].index)
        faces = tuple(face for face, _ in pairs)
        kind = kind_of(faces)
        text = format_tiles(faces)
        if kind is None:
            raise MeldError(f"{text!r} is not a meld: {_why_not(faces)}")
        return cls(
            kind=kind,
            tiles=faces,
            wild=tuple(w for _, w in pairs),
            concealed=concealed,
            added=added,
            claimed_from=claimed_from,
        )

    @classmethod
    def parse(cls, text: str) -> Meld:
        """Parse one exposed or concealed meld in the notation of this module."""
        match = _MELD_RE.match(text.strip()) if isinstance(text, str) else None
        if match is None or bool(match["open"]) != bool(match["close"]):
            raise MeldError(
                f"cannot read meld {text!r}; write e.g. '345s', '777z', '1111m+', '(2222p)', '345s@3'"
            )
        try:
            tiles = parse_tiles(match["tiles"])
        except TileError as error:
            raise MeldError(f"cannot read meld {text!r}: {error}") from None
        concealed = bool(match["open"])
        digits = match["seat"]
        if digits is not None and len(digits) > 3:
            raise MeldError(f"{text!r}: seat {digits[:8]!r}... that it was claimed from is not 0..3")
        seat = int(digits) if digits is not None else None
        try:
            meld = cls.of(tiles, concealed=concealed, added=bool(match["added"]), claimed_from=seat)
        except MeldError as error:  # it quotes the sorted faces; quote the input too
            message = str(error)
            raise MeldError(message if repr(text) in message else f"{text!r}: {message}") from None
        if not meld.kind.is_set:
            raise MeldError(f"{text!r} is not a meld: {_why_not(meld.tiles)}")
        if concealed and meld.kind is not MeldKind.KONG:
            raise MeldError(f"{text!r}: only a kong can be shown concealed (in parentheses)")
        return meld

    # -- reading -----------------------------------------------------------
    @property
    def physical(self) -> tuple[Tile, ...]:
        """The physical tiles: each wildcard as itself, not as what it stands for."""
        wild = self.wild
        if wild.count(None) == len(wild):  # every tile natural (most melds): counted in C
            return self.tiles
        return tuple(w if w is not None else t for t, w in zip(self.tiles, wild, strict=False))

    @property
    def wild_count(self) -> int:
        wild = self.wild
        return len(wild) - wild.count(None)

    @property
    def is_exposed(self) -> bool:
        return not self.concealed

    def __str__(self) -> str:
        text = format_tiles(self.tiles)
        if self.kind is MeldKind.KONG and self.concealed:
            text = f"({text})"
        if self.added:
            text += "+"
        if self.claimed_from is not None:
            text += f"@{self.claimed_from}"
        return text


def _why_not(faces: tuple[Tile, ...]) -> str:
    if not faces:
        return "no tiles"
    if any(t.is_flower for t in faces):
        return "a flower can not be melded"
    if len(faces) < 3:
        return f"{len(faces)} tile(s); an exposed meld has 3 or 4"
    if len(faces) == 3:
        return "3 tiles that are neither a sequence nor a triplet"
    if len(faces) == 4:
        return "4 tiles that are not four alike"
    return f"{len(faces)} tiles (a meld has 3 or 4)"
