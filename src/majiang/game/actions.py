"""The actions a seat may take at the table, as small frozen values.

Tiles are named by kind (the sets have no red fives). An action is written to a log
by value (:meth:`to_json`), never as an index into a list of legal actions.

>>> from majiang.tiles import Tile
>>> action = Chi(tiles=(Tile.from_str("4m"), Tile.from_str("6m")))
>>> action.to_json()
{'a': 'chi', 'tiles': '46m'}
>>> action_from_json({'a': 'chi', 'tiles': '46m'}) == action
True
>>> action_from_json({'a': 'kong', 'tile': '5m', 'kind': 'sideways'})
Traceback (most recent call last):
...
majiang.errors.InvalidActionError: kong kind 'sideways' is not one of concealed, added, direct
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal, Union

import attrs

from majiang._calls import checked_call
from majiang.errors import InvalidActionError, MajiangError
from majiang.tiles import Tile, format_tiles, parse_tiles
from majiang.tiles.tile import TILE_COUNT

__all__ = [
    "ACTION_KINDS",
    "Action",
    "Chi",
    "DealWin",
    "Discard",
    "Egg",
    "Exchange",
    "Grab",
    "Kong",
    "KongKind",
    "Pass",
    "Pon",
    "Ready",
    "TakeLast",
    "Void",
    "Win",
    "action_from_json",
]

_NAMES = tuple(str(Tile.from_index(i)) for i in range(TILE_COUNT))
"""Each tile kind's name by index (``str(tile)``, looked up: a log writes one per action)."""

KongKind = Literal["concealed", "added", "direct"]
_KONG_KINDS = ("concealed", "added", "direct")


def _tile(instance: object, attribute: attrs.Attribute[Tile], value: object) -> None:
    if not isinstance(value, Tile):
        raise InvalidActionError(f"{type(instance).__name__}.{attribute.name} must be a Tile, not {value!r}")


def _kong_kind(instance: object, attribute: attrs.Attribute[str], value: object) -> None:
    if value not in _KONG_KINDS:
        raise InvalidActionError(f"kong kind {value!r} is not one of {', '.join(_KONG_KINDS)}")


def _pair(instance: object, attribute: attrs.Attribute[tuple[Tile, Tile]], value: object) -> None:
    if not isinstance(value, tuple) or len(value) != 2 or not all(isinstance(t, Tile) for t in value):
        raise InvalidActionError(f"Chi.tiles must be two Tiles from the hand, not {value!r}")
    if value[0] > value[1]:
        raise InvalidActionError(f"Chi.tiles must be in tile order, not {format_tiles(value)!r}")


def _keys(instance: object, attribute: attrs.Attribute[tuple[str, ...]], value: object) -> None:
    if not isinstance(value, tuple) or not value or not all(isinstance(k, str) and k for k in value):
        raise InvalidActionError(f"DealWin.keys must be a non-empty tuple of win keys, not {value!r}")
    if len(set(value)) != len(value):
        raise InvalidActionError(f"DealWin.keys lists a key twice: {value!r}")


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Discard:
    """Throw ``tile`` (after a draw or a claim)."""

    kind: ClassVar[str] = "discard"
    tile: Tile = attrs.field(validator=_tile)

    def to_json(self) -> dict[str, Any]:
        return {"a": self.kind, "tile": _NAMES[self.tile.index]}


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Ready:
    """Declare ready (报听) and throw ``tile``."""

    kind: ClassVar[str] = "ready"
    tile: Tile = attrs.field(validator=_tile)

    def to_json(self) -> dict[str, Any]:
        return {"a": self.kind, "tile": _NAMES[self.tile.index]}


def _flag(instance: object, attribute: attrs.Attribute[bool], value: object) -> None:
    if type(value) is not bool:
        name = f"{type(instance).__name__}.{attribute.name}"
        raise InvalidActionError(f"{name} must be True or False, not {value!r}")


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Kong:
    """A kong of ``tile``: ``concealed`` (four held), ``added`` (to an own pon) or ``direct``
    (claiming a discard with three held); ``dice``: its replacement is counted by a roll
    (开杠掷骰子, where ``PlayRules.dice_kong`` offers it).

    >>> Kong(tile=Tile.from_str("5m"), how="concealed", dice=True).to_json()
    {'a': 'kong', 'tile': '5m', 'kind': 'concealed', 'dice': True}
    """

    kind: ClassVar[str] = "kong"
    tile: Tile = attrs.field(validator=_tile)
    how: KongKind = attrs.field(validator=_kong_kind)
    dice: bool = attrs.field(default=False, validator=_flag)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"a": self.kind, "tile": _NAMES[self.tile.index], "kind": self.how}
        if self.dice:
            data["dice"] = True
        return data


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Chi:
    """Claim the discard into a sequence with two own ``tiles``; ``ready``: and declare ready
    with the discard that follows (吃听, where ``PlayRules.priority`` ranks ``"chi_ready"``).

    >>> Chi(tiles=(Tile.from_str("4m"), Tile.from_str("6m")), ready=True).to_json()
    {'a': 'chi', 'tiles': '46m', 'ready': True}
    """

    kind: ClassVar[str] = "chi"
    tiles: tuple[Tile, Tile] = attrs.field(validator=_pair)
    ready: bool = attrs.field(default=False, validator=_flag)

    @property
    def slot(self) -> str:
        """The claim's name in ``PlayRules.priority``: ``"chi"`` or ``"chi_ready"``."""
        return "chi_ready" if self.ready else "chi"

    def to_json(self) -> dict[str, Any]:
        low, high = self.tiles
        text = (
            f"{low.rank}{high.rank}{low.suit}"
            if low.suit == high.suit
            else f"{low.rank}{low.suit}{high.rank}{high.suit}"
        )  # format_tiles of the two
        data: dict[str, Any] = {"a": self.kind, "tiles": text}
        if self.ready:
            data["ready"] = True
        return data


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Pon:
    """Claim the discard into a triplet."""

    kind: ClassVar[str] = "pon"

    def to_json(self) -> dict[str, Any]:
        return {"a": self.kind}


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Win:
    """Win: on the tile just drawn, on the discard, or on the kong being made."""

    kind: ClassVar[str] = "win"

    def to_json(self) -> dict[str, Any]:
        return {"a": self.kind}


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Pass:
    """Decline every option (a claim, a win, the last tile)."""

    kind: ClassVar[str] = "pass"

    def to_json(self) -> dict[str, Any]:
        return {"a": self.kind}


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class TakeLast:
    """Take the last tile of the wall when it is offered (海底)."""

    kind: ClassVar[str] = "take_last"

    def to_json(self) -> dict[str, Any]:
        return {"a": self.kind}


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class DealWin:
    """Show the dealt tiles for the deal-time wins named by ``keys`` (起手胡)."""

    kind: ClassVar[str] = "deal_win"
    keys: tuple[str, ...] = attrs.field(validator=_keys)

    def to_json(self) -> dict[str, Any]:
        return {"a": self.kind, "keys": list(self.keys)}


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Grab:
    """Take the turned-up indicator to win (抢金, where ``PlayRules.grab`` offers it): with
    the dealer's first discard made, a non-dealer instead of its first draw, or the dealer.

    >>> Grab().to_json()
    {'a': 'grab'}
    """

    kind: ClassVar[str] = "grab"

    def to_json(self) -> dict[str, Any]:
        return {"a": self.kind}


_SUITS = ("m", "p", "s")


def _suit(instance: object, attribute: attrs.Attribute[str], value: object) -> None:
    if type(value) is not str or value not in _SUITS:
        raise InvalidActionError(f"Void.suit must be 'm', 'p' or 's', not {value!r}")


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Void:
    """Name ``suit`` as this seat's void (定缺) after the deal.

    >>> Void(suit="p").to_json()
    {'a': 'void', 'suit': 'p'}
    >>> Void(suit="z")
    Traceback (most recent call last):
    ...
    majiang.errors.InvalidActionError: Void.suit must be 'm', 'p' or 's', not 'z'
    """

    kind: ClassVar[str] = "void"
    suit: str = attrs.field(validator=_suit)

    def to_json(self) -> dict[str, Any]:
        return {"a": self.kind, "suit": self.suit}


def _passed(instance: object, attribute: attrs.Attribute[tuple[Tile, ...]], value: object) -> None:
    if not isinstance(value, tuple) or not value or not all(isinstance(t, Tile) for t in value):
        raise InvalidActionError(f"Exchange.tiles must be a non-empty tuple of Tiles, not {value!r}")
    if list(value) != sorted(value):
        raise InvalidActionError(f"Exchange.tiles must be in tile order, not {format_tiles(value)!r}")
    suits = {t.suit for t in value}
    if len(suits) != 1 or not suits <= set(_SUITS):
        raise InvalidActionError(
            f"Exchange.tiles must be tiles of one suit (m, p or s), not {format_tiles(value)!r}"
        )


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Exchange:
    """Pass ``tiles`` (of one suit) on before play starts (换三张).

    >>> Exchange(tiles=tuple(parse_tiles("119m"))).to_json()
    {'a': 'exchange', 'tiles': '119m'}
    >>> Exchange(tiles=tuple(parse_tiles("19m9p")))
    Traceback (most recent call last):
    ...
    majiang.errors.InvalidActionError: Exchange.tiles must be tiles of one suit (m, p or s), not '19m9p'
    """

    kind: ClassVar[str] = "exchange"
    tiles: tuple[Tile, ...] = attrs.field(validator=_passed)

    def to_json(self) -> dict[str, Any]:
        return {"a": self.kind, "tiles": format_tiles(self.tiles)}


def _egg_tiles(instance: object, attribute: attrs.Attribute[tuple[Tile, ...]], value: object) -> None:
    if not isinstance(value, tuple) or not value or not all(isinstance(t, Tile) for t in value):
        raise InvalidActionError(f"Egg.tiles must be a non-empty tuple of Tiles, not {value!r}")
    if list(value) != sorted(value):
        raise InvalidActionError(f"Egg.tiles must be in tile order, not {format_tiles(value)!r}")


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Egg:
    """Lay ``tiles`` out as an egg (三风蛋), or add one tile to an egg already laid out.

    >>> Egg(tiles=(Tile.from_str("1z"), Tile.from_str("2z"), Tile.from_str("3z"))).to_json()
    {'a': 'egg', 'tiles': '123z'}
    """

    kind: ClassVar[str] = "egg"
    tiles: tuple[Tile, ...] = attrs.field(validator=_egg_tiles)

    def to_json(self) -> dict[str, Any]:
        return {"a": self.kind, "tiles": format_tiles(self.tiles)}


Action = Union[Discard, Ready, Kong, Chi, Pon, Win, Pass, TakeLast, DealWin, Exchange, Void, Egg, Grab]  # noqa: UP007
ACTION_TYPES = (Discard, Ready, Kong, Chi, Pon, Win, Pass, TakeLast, DealWin, Exchange, Void, Egg, Grab)
ACTION_KINDS: tuple[str, ...] = tuple(t.kind for t in ACTION_TYPES)
"""Every kind of action, as logs and counters name them."""

PASS = Pass()
PON = Pon()
WIN = Win()
TAKE_LAST = TakeLast()
GRAB = Grab()
DISCARDS: tuple[Discard, ...] = tuple(Discard(tile=Tile.from_index(i)) for i in range(TILE_COUNT))
READIES: tuple[Ready, ...] = tuple(Ready(tile=Tile.from_index(i)) for i in range(TILE_COUNT))
KONGS: dict[str, tuple[Kong, ...]] = {
    how: tuple(Kong(tile=Tile.from_index(i), how=how) for i in range(TILE_COUNT))  # type: ignore[arg-type]
    for how in _KONG_KINDS
}
DICE_KONGS: dict[str, tuple[Kong, ...]] = {
    how: tuple(Kong(tile=Tile.from_index(i), how=how, dice=True) for i in range(TILE_COUNT))  # type: ignore[arg-type]
    for how in _KONG_KINDS
}
_CHIS: dict[tuple[int, int, bool], Chi] = {}


_EGGS: dict[tuple[int, ...], Egg] = {}


def egg_of(tiles: tuple[int, ...]) -> Egg:
    """The shared :class:`Egg` of these tile indices (in order)."""
    found = _EGGS.get(tiles)
    if found is None:
        found = _EGGS[tiles] = Egg(tiles=tuple(Tile.from_index(i) for i in tiles))
    return found


def chi_of(a: int, b: int, *, ready: bool = False) -> Chi:
    """The shared :class:`Chi` with own tiles of indices ``a < b``."""
    found = _CHIS.get((a, b, ready))
    if found is None:
        found = _CHIS[(a, b, ready)] = Chi(tiles=(Tile.from_index(a), Tile.from_index(b)), ready=ready)
    return found


_BY_NAME: dict[str, Tile] = {str(t): t for t in (Tile.from_index(i) for i in range(TILE_COUNT))}
"""The compact name of each tile (``"5m"``), as the log writes it."""


def _tiles_field(data: dict[str, Any]) -> tuple[Tile, ...]:
    """The tiles named by ``data["tiles"]`` (none when it is not text); a bad name is an
    :class:`InvalidActionError` quoting the action."""
    text = data.get("tiles")
    try:
        return parse_tiles(text) if isinstance(text, str) else ()
    except MajiangError as error:
        raise InvalidActionError(f"action {data!r}: tiles: {error}") from None


def _one_tile(data: dict[str, Any], field: str) -> Tile:
    text = data.get(field)
    if type(text) is str and text in _BY_NAME:
        return _BY_NAME[text]
    if not isinstance(text, str):
        raise InvalidActionError(f"action {data!r}: {field!r} must be a tile string")
    try:
        return Tile.from_str(text)
    except MajiangError as error:
        raise InvalidActionError(f"action {data!r}: {field}: {error}") from None


def action_from_json(data: object) -> Action:
    """Read an action written by ``to_json``; a malformed one raises :class:`InvalidActionError`."""
    if not isinstance(data, dict):
        raise InvalidActionError(f"an action is a JSON object like {{'a': 'pass'}}, not {data!r}")
    kind = data.get("a")
    if kind == "discard":
        return DISCARDS[_one_tile(data, "tile").index]
    if kind == "ready":
        return READIES[_one_tile(data, "tile").index]
    if kind == "kong":
        how = data.get("kind")
        tile = _one_tile(data, "tile")
        _kong_kind(None, None, how)  # type: ignore[arg-type]
        dice = data.get("dice", False)
        if dice is not False:
            return Kong(tile=tile, how=how, dice=dice)  # type: ignore[arg-type]
        return KONGS[how][tile.index]  # type: ignore[index]
    if kind == "chi":
        tiles = _tiles_field(data)
        if len(tiles) != 2:
            raise InvalidActionError(f"action {data!r}: 'tiles' must name two tiles, like '46m'")
        return Chi(tiles=(tiles[0], tiles[1]), ready=data.get("ready", False))
    if kind == "egg":
        tiles = _tiles_field(data)
        if not tiles:
            raise InvalidActionError(f"action {data!r}: 'tiles' must name the egg's tiles, like '123z'")
        return Egg(tiles=tuple(tiles))
    if kind == "deal_win":
        keys = data.get("keys")
        if not isinstance(keys, list):
            raise InvalidActionError(f"action {data!r}: 'keys' must be a list of win keys")
        return DealWin(keys=tuple(keys))
    if kind == "void":
        return Void(suit=data.get("suit"))  # type: ignore[arg-type]
    if kind == "exchange":
        passed = _tiles_field(data)
        if not passed:
            raise InvalidActionError(f"action {data!r}: 'tiles' must name the tiles passed, like '119m'")
        return Exchange(tiles=tuple(passed))
    simple: dict[str, Action] = {"pon": PON, "win": WIN, "pass": PASS, "take_last": TAKE_LAST, "grab": GRAB}
    if isinstance(kind, str) and kind in simple:
        return simple[kind]
    raise InvalidActionError(f"unknown action {kind!r} in {data!r}; known: {', '.join(ACTION_KINDS)}")
