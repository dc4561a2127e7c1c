"""The JSON formats: a round (with its ruleset and options) and a settlement.

A round document (format ``majiang.round/1``)::

    {
      "format": "majiang.round/1",
      "ruleset": "jian",
      "options": {"jing_offset": 0},
      "round": {
        "dealer": 0, "lianzhuang": 0, "prevailing_wind": 0, "indicator": "5s",
        "seats": [
          {"hand": {"tiles": "1133m4466p2288s1z6s", "melds": [], "flowers": ""},
           "discards": "9m", "ready": false},
          ...
        ],
        "wins": [{"seat": 1, "tile": "1z", "method": "self_draw", "discarder": null, ...}]
      }
    }

A settlement document (format ``majiang.settlement/2``) lists the transfers, each
with its reason (``"win"``, ``"deal win"``, ``"bonus"``, ``"kong"``), its awards as
values and its working::

    {"format": "majiang.settlement/2",
     "transfers": [{"payer": 1, "payee": 0, "amount": 8, "reason": "win",
                    "awards": [{"key": "self_draw", "chinese": "自摸", "english": "self-draw",
                                "value": 1, "unit": "番", "count": 1}],
                    "working": "2^3 = 8"}],
     "notes": [], "nets": [8, -8, 0, 0]}

Documents of the format ``majiang.settlement/1`` still load: their ``items`` (text)
become the working, and their reasons ``"jing"`` / ``"jing kong"`` become
``"bonus"`` / ``"kong"``.

A region's own facts are written under ``round.facts`` by the ruleset's name, e.g.
``"facts": {"changsha": {"birds": "3m", "dealt": ["", "…", "", ""], ...}}``. Fields
that earlier documents held on the shared types and that now live in a region's facts
(:data:`MOVED_TO_FACTS`: ``round.birds``; ``seats[i].dealt``, ``seats[i].deal_wins``)
still load: each moves into the facts (a seat's value at its place in the per-seat
tuple), and a ruleset whose facts have no such field refuses a value that is not empty.

Tiles are written in compact notation (a list of tiles as one string, e.g.
``"1133m"``), melds in the meld notation (``"777z"``, ``"(2222p)"``,
``"345s@3"``), enums by their value. Every field of the round types appears, so
a document round-trips losslessly; fields left out take their defaults (``Round.kongs``
when empty and ``Win.moment`` when 0 are left out, so a round of one win moment is
written as before they existed).
Loading checks every value and names the path of a bad one::

    >>> seats = [{"hand": {"tiles": "1x"}}]
    >>> load_round({"format": "majiang.round/1", "ruleset": "jian", "round": {"seats": seats}})
    Traceback (most recent call last):
    ...
    majiang.errors.RoundError: round.seats[0].hand.tiles: unknown suit letter 'x' at position 1 in '1x'
"""

from __future__ import annotations

import enum
import json
import types
import typing
from typing import Any, Union

import attrs

from majiang.errors import MajiangError, RoundError
from majiang.hands import Hand, Meld
from majiang.rulesets import Ruleset, get
from majiang.settlement import Round, Settlement, Transfer
from majiang.tiles import Tile, format_tiles, parse_tiles

__all__ = [
    "MOVED_TO_FACTS",
    "ROUND_FORMAT",
    "SETTLEMENT_FORMAT",
    "dump_round",
    "dump_settlement",
    "load_round",
    "load_settlement",
    "read_json",
]

ROUND_FORMAT = "majiang.round/1"
SETTLEMENT_FORMAT = "majiang.settlement/2"
SETTLEMENT_FORMAT_1 = "majiang.settlement/1"
"""The first settlement format (transfers with ``items`` as text); it still loads."""
MOVED_TO_FACTS: dict[str, dict[str, Any]] = {
    "Round": {"birds": tuple[Tile, ...]},
    "SeatRecord": {"dealt": tuple[Tile, ...], "deal_wins": tuple[str, ...]},
}
"""Fields earlier documents held on the shared types, now a region's facts: type name →
field → its type there. Read from old documents into ``round.facts``; never written."""
_REASONS_1 = {"win": "win", "deal win": "deal win", "jing": "bonus", "jing kong": "kong", "kong": "kong"}


# -- generic attrs <-> JSON ----------------------------------------------------------------


_HINTS: dict[type, dict[str, Any]] = {}


def _type_hints(kind: type) -> dict[str, Any]:
    """``typing.get_type_hints`` of an attrs class, worked out once per class (it compiles
    the annotations' text on every call); read-only."""
    found = _HINTS.get(kind)
    if found is None:
        found = _HINTS[kind] = typing.get_type_hints(kind)
    return found


def _encode(value: Any, hint: Any) -> Any:
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        if value is None:
            return None
        inner = [a for a in typing.get_args(hint) if a is not type(None)]
        return _encode(value, inner[0])
    if hint is Tile:
        return str(value)
    if hint is Meld:
        return str(value)
    if hint is Hand:
        data: dict[str, Any] = {
            "tiles": format_tiles(value.tiles),
            "melds": [str(m) for m in value.melds],
            "flowers": format_tiles(value.flowers),
        }
        if value.win_tile is not None:
            data["win"] = str(value.win_tile)
            data["self_drawn"] = value.self_drawn
        return data
    if origin is tuple:
        item = typing.get_args(hint)[0]
        if item is Tile:
            return format_tiles(value)
        return [_encode(v, item) for v in value]
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return value.value
    if attrs.has(hint):
        hints = _type_hints(hint)
        return {f.name: _encode(getattr(value, f.name), hints[f.name]) for f in attrs.fields(hint)}
    return value


def _decode(data: Any, hint: Any, path: str) -> Any:
    origin = typing.get_origin(hint)
    try:
        if origin in (Union, types.UnionType):
            if data is None:
                return None
            inner = [a for a in typing.get_args(hint) if a is not type(None)]
            return _decode(data, inner[0], path)
        if hint is Tile:
            return Tile.from_str(_expect(data, str, path))
        if hint is Meld:
            return Meld.parse(_expect(data, str, path))
        if hint is Hand:
            fields = _expect(data, dict, path)
            _known(fields, {"tiles", "melds", "flowers", "win", "self_drawn"}, path)
            _required(fields, ["tiles"], path)
            melds = tuple(
                _decode(m, Meld, f"{path}.melds[{i}]")
                for i, m in enumerate(_expect(fields.get("melds", []), list, f"{path}.melds"))
            )
            tiles = _decode(fields.get("tiles", ""), tuple[Tile, ...], f"{path}.tiles")
            flowers = _decode(fields.get("flowers", ""), tuple[Tile, ...], f"{path}.flowers")
            win = _decode(fields.get("win"), Tile | None, f"{path}.win")
            self_drawn = _decode(fields.get("self_drawn"), bool | None, f"{path}.self_drawn")
            return Hand.of(tiles, melds=melds, flowers=flowers, win_tile=win, self_drawn=self_drawn)
        if origin is tuple:
            item = typing.get_args(hint)[0]
            if item is Tile:
                return parse_tiles(_expect(data, str, path))
            return tuple(_decode(v, item, f"{path}[{i}]") for i, v in enumerate(_expect(data, list, path)))
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            try:
                return hint(data)
            except ValueError:
                allowed = ", ".join(repr(m.value) for m in hint)
                raise RoundError(f"{_short(data)} is not one of {allowed}") from None
        if attrs.has(hint):
            fields = _expect(data, dict, path)
            hints = _type_hints(hint)
            names = {f.name for f in attrs.fields(hint) if f.init}
            _known(fields, names, path)
            required = [f.name for f in attrs.fields(hint) if f.init and f.default is attrs.NOTHING]
            _required(fields, required, path)
            kwargs = {k: _decode(v, hints[k], f"{path}.{k}") for k, v in fields.items()}
            try:
                return hint(**kwargs)
            except (TypeError, AttributeError) as error:  # a value type that does not check a field
                raise RoundError(f"{path}: {error}") from None
        if hint is bool:
            return _expect(data, bool, path)
        if hint is int:
            if isinstance(data, bool):
                raise RoundError(f"expected a whole number, got {_short(data)}")
            return _expect(data, int, path)
        if hint is str:
            return _expect(data, str, path)
        return data
    except RoundError as error:
        if str(error).startswith(path):
            raise
        raise RoundError(f"{path}: {error}") from None
    except MajiangError as error:
        raise RoundError(f"{path}: {error}") from None


def _expect(data: Any, kind: type, path: str) -> Any:
    if not isinstance(data, kind):
        raise RoundError(f"{path}: expected {kind.__name__}, got {_short(data)}")
    return data


def _required(fields: dict[str, Any], names: list[str], path: str) -> None:
    for name in names:
        if name not in fields:
            raise RoundError(f"{path}.{name}: a required field is missing")


def _known(fields: dict[str, Any], names: set[str], path: str) -> None:
    unknown = sorted(set(fields) - names)
    if unknown:
        raise RoundError(f"{path}: unknown field {_short(unknown[0])} (known: {', '.join(sorted(names))})")


# -- documents ---------------------------------------------------------------------------


def dump_round(round: Round, ruleset: Ruleset) -> dict[str, Any]:
    """The JSON document (a dict) of a round played under ``ruleset``."""
    encoded = _encode(round, Round)
    del encoded["facts"]
    # The moments of a round where play goes on after a win are written only when they
    # say something: a round of one win moment reads as it did before they existed.
    if not round.kongs:
        del encoded["kongs"]
    for win in encoded["wins"]:
        if win["moment"] == 0:
            del win["moment"]
    if round.facts is not None:  # a region's own facts, under its own key
        ruleset.check_facts(round.facts, "round.facts")
        encoded["facts"] = {ruleset.name: _encode(round.facts, type(round.facts))}
    return {
        "format": ROUND_FORMAT,
        "ruleset": ruleset.name,
        "options": attrs.asdict(ruleset.options),
        "round": encoded,
    }


def load_round(document: dict[str, Any] | str) -> tuple[Round, Ruleset]:
    """Read a round document (a dict or JSON text): the round and its configured ruleset."""
    data = _document(document)
    _known(data, {"format", "ruleset", "options", "round"}, "document")
    if data.get("format") != ROUND_FORMAT:
        raise RoundError(f"format: expected {ROUND_FORMAT!r}, got {_short(data.get('format'))}")
    name = _expect(data.get("ruleset"), str, "ruleset")
    options = _expect(data.get("options", {}), dict, "options")
    try:
        ruleset = get(name, **options)
    except MajiangError as error:
        raise RoundError(f"ruleset: {error}") from None
    if "round" not in data:
        raise RoundError("round: a required field is missing")
    fields = dict(_expect(data["round"], dict, "round"))
    facts_data = fields.pop("facts", None)
    moved = _moved_fields(fields)
    if moved:
        facts_data = _into_facts(facts_data, moved, ruleset)
    facts = _facts(facts_data, ruleset)
    return attrs.evolve(_decode(fields, Round, "round"), facts=facts), ruleset


def _moved_fields(fields: dict[str, Any]) -> dict[str, Any]:
    """Take the fields of :data:`MOVED_TO_FACTS` out of an old round's ``fields``: a round
    field as it is, a seat field as the list of the four seats' values (``None`` where a
    seat left it out)."""
    moved: dict[str, Any] = {}
    for name in MOVED_TO_FACTS["Round"]:
        if name in fields:
            moved[name] = fields.pop(name)
    seats = fields.get("seats")
    if isinstance(seats, list):
        copies = []
        for i, seat in enumerate(seats):
            if isinstance(seat, dict) and any(name in seat for name in MOVED_TO_FACTS["SeatRecord"]):
                seat = dict(seat)
                for name in MOVED_TO_FACTS["SeatRecord"]:
                    if name in seat:
                        moved.setdefault(name, [None] * len(seats))[i] = seat.pop(name)
            copies.append(seat)
        fields["seats"] = copies
    return moved


def _into_facts(facts_data: Any, moved: dict[str, Any], ruleset: Ruleset) -> Any:
    """The facts of an old document: its moved fields under the ruleset's own key (an
    empty value is dropped; a value the ruleset's facts have no field for is refused)."""
    hints = _type_hints(ruleset.Facts) if ruleset.Facts is not None else {}
    own: dict[str, Any] = {}
    for name, value in moved.items():
        seat_field = name in MOVED_TO_FACTS["SeatRecord"]
        where = f"round.seats[].{name}" if seat_field else f"round.{name}"
        if seat_field:
            hint = MOVED_TO_FACTS["SeatRecord"][name]
            values = [
                None if v is None else _decode(v, hint, f"round.seats[{i}].{name}")
                for i, v in enumerate(value)
            ]
            empty = all(not v for v in values)
            encoded = [_encode(v or (), hint) for v in values]
        else:
            decoded = _decode(value, MOVED_TO_FACTS["Round"][name], where)
            empty, encoded = not decoded, value
        if empty:
            continue
        if name not in hints:
            raise RoundError(
                f"{where}: {ruleset.name} records no {name} (an earlier field, now a region's facts)"
            )
        own[name] = encoded
    if not own:
        return facts_data
    if facts_data is None:
        return {ruleset.name: own}
    facts_data = _expect(facts_data, dict, "round.facts")
    mine = dict(_expect(facts_data.get(ruleset.name, {}), dict, f"round.facts.{ruleset.name}"))
    for name, value in own.items():
        if name in mine:
            raise RoundError(f"round.facts.{ruleset.name}.{name}: given twice (also at its earlier place)")
        mine[name] = value
    return {**facts_data, ruleset.name: mine}


def _facts(data: Any, ruleset: Ruleset) -> Any:
    """A region's facts from ``{"<ruleset name>": {...}}`` (absent: ``None``, or the
    ruleset's defaults)."""
    if data is None:
        return None if ruleset.Facts is None else ruleset.Facts()
    data = _expect(data, dict, "round.facts")
    if ruleset.Facts is None:
        raise RoundError(f"round.facts: {ruleset.name} records no facts of its own, got {_short(data)}")
    _known(data, {ruleset.name}, "round.facts")
    return _decode(data.get(ruleset.name, {}), ruleset.Facts, f"round.facts.{ruleset.name}")


def dump_settlement(settlement: Settlement) -> dict[str, Any]:
    """The JSON document of a settlement (nets included for readers; ignored on load)."""
    return {
        "format": SETTLEMENT_FORMAT,
        "transfers": [_encode(t, Transfer) for t in settlement.transfers],
        "notes": list(settlement.notes),
        "nets": list(settlement.nets),
    }


def load_settlement(document: dict[str, Any] | str) -> Settlement:
    """Read a settlement document (a dict or JSON text). ``nets``, if given, must be
    the nets of the transfers."""
    data = _document(document)
    _known(data, {"format", "transfers", "notes", "nets"}, "document")
    if data.get("format") == SETTLEMENT_FORMAT_1:
        data = {**data, "transfers": _upgrade_transfers(data.get("transfers", []))}
    elif data.get("format") != SETTLEMENT_FORMAT:
        raise RoundError(
            f"format: expected {SETTLEMENT_FORMAT!r} (or {SETTLEMENT_FORMAT_1!r}), "
            f"got {_short(data.get('format'))}"
        )
    transfers = _decode(data.get("transfers", []), tuple[Transfer, ...], "transfers")
    notes = _decode(data.get("notes", []), tuple[str, ...], "notes")
    settlement = Settlement(transfers=transfers, notes=notes)
    if "nets" in data:
        nets = _decode(data["nets"], tuple[int, ...], "nets")
        if nets != settlement.nets:
            raise RoundError(f"nets: {list(nets)!r} are not the transfers' nets {list(settlement.nets)!r}")
    return settlement


def _upgrade_transfers(transfers: Any) -> list[Any]:
    """The ``/1`` transfers in the ``/2`` shape: items as the working, reasons renamed."""
    out: list[Any] = []
    for i, transfer in enumerate(_expect(transfers, list, "transfers")):
        path = f"transfers[{i}]"
        fields = dict(_expect(transfer, dict, path))
        _known(fields, {"payer", "payee", "amount", "reason", "items"}, path)
        reason = fields.get("reason")
        if isinstance(reason, str):
            if reason not in _REASONS_1:
                known = ", ".join(repr(r) for r in _REASONS_1)
                raise RoundError(f"{path}.reason: {_short(reason)} is not one of {known}")
            fields["reason"] = _REASONS_1[reason]
        items = _decode(fields.pop("items", []), tuple[str, ...], f"{path}.items")
        fields["working"] = "; ".join(items)
        out.append(fields)
    return out


# -- bounded reading -----------------------------------------------------------------------

MAX_DEPTH = 32
"""How deeply a document may nest lists and objects (the formats need 6)."""
MAX_INT_BITS = 63
"""The largest whole number a document may hold, in bits (every real count fits in far fewer)."""


def read_json(text: str, what: str = "document") -> Any:
    """Parse JSON text within :data:`MAX_DEPTH` and :data:`MAX_INT_BITS`, or raise
    :class:`RoundError` naming ``what``: never a ``RecursionError`` or a bare ``ValueError``."""
    if not isinstance(text, str):
        raise RoundError(f"{what}: expected JSON text, got {_short(text)}")
    depth = 0
    in_string = escaped = False
    for ch in text:  # nesting outside strings, before the recursive parser sees it
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise RoundError(f"{what}: JSON nested deeper than {MAX_DEPTH} levels")
        elif ch in "]}":
            depth -= 1
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RoundError(f"{what}: not JSON: {error}") from None
    except (ValueError, RecursionError) as error:  # e.g. an integer of 5,000 digits
        raise RoundError(f"{what}: unreadable JSON: {str(error)[:80]}") from None
    check_tree(data, what)
    return data


def check_tree(data: Any, what: str = "document") -> None:
    """Raise :class:`RoundError` unless ``data`` is a JSON tree (dicts with string keys,
    lists, strings, numbers, booleans, None) within :data:`MAX_DEPTH` and :data:`MAX_INT_BITS`."""
    stack: list[tuple[Any, int, str]] = [(data, 0, what)]
    seen: dict[int, int] = {}
    while stack:
        node, depth, path = stack.pop()
        if isinstance(node, bool) or node is None or isinstance(node, (str, float)):
            continue
        if isinstance(node, int):
            if node.bit_length() > MAX_INT_BITS:
                raise RoundError(f"{path}: a whole number of {node.bit_length()} bits is too large")
            continue
        if not isinstance(node, (dict, list, tuple)):
            raise RoundError(f"{path}: {type(node).__name__} is not a JSON value")
        if depth >= MAX_DEPTH:
            raise RoundError(f"{what}: nested deeper than {MAX_DEPTH} levels (at {path})")
        if seen.get(id(node), -1) >= depth:
            continue
        seen[id(node)] = depth
        if isinstance(node, dict):
            for key, value in node.items():
                if not isinstance(key, str):
                    raise RoundError(f"{path}: key {_short(key)} is not a string")
                stack.append((value, depth + 1, f"{path}.{key}"))
        else:
            stack.extend((value, depth + 1, f"{path}[{i}]") for i, value in enumerate(node))


def _document(document: Any) -> dict[str, Any]:
    data = read_json(document) if isinstance(document, str) else document
    if isinstance(data, dict):
        check_tree(data)
    return _expect(data, dict, "document")  # type: ignore[no-any-return]


def _short(value: Any, limit: int = 60) -> str:
    """``repr(value)``, cut to ``limit`` characters (the repr of a deep tree is never built whole)."""
    if isinstance(value, (list, dict, tuple)):
        return f"a {type(value).__name__} of {len(value)}"
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
