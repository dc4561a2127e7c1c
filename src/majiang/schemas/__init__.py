"""JSON Schemas (draft 2020-12) of the JSON formats, shipped with the package.

The files in this package (``round-1.schema.json``, ``settlement-2.schema.json``,
``vector-1.schema.json``) describe the documents :mod:`majiang.serialize` and
:mod:`majiang.vectors` write. They are generated from the value types by the same
rules the serializer follows (a tile or a list of tiles as a compact string, a meld in
meld notation, an enum by its value, an attrs class as an object of its fields), so
a field added to a type shows up in the schema; ``python -m majiang.schemas``
rewrites them, and a test checks the shipped files are current and that every test
vector validates.

Two more are written by hand and never regenerated: ``settlement-1.schema.json``, the
earlier settlement format, which still loads; and ``log-1.schema.json``, one line of
a ``majiang.log/1`` game log (JSON Lines: the header, then events named by ``t``).

>>> schema = load("majiang.round/1")
>>> schema["$id"], schema["properties"]["format"]
('urn:majiang:schema:round-1', {'const': 'majiang.round/1'})
>>> sorted(FILES)
['majiang.log/1', 'majiang.round/1', 'majiang.settlement/1', 'majiang.settlement/2', 'majiang.vector/1']
>>> load("majiang.round/9")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
majiang.errors.RoundError: no schema for format 'majiang.round/9' (known: majiang.log/1, ...)
"""

from __future__ import annotations

import enum
import json
import types
import typing
from importlib import resources
from pathlib import Path
from typing import Any, Union

import attrs

from majiang.errors import RoundError
from majiang.hands import Hand, Meld
from majiang.serialize import MOVED_TO_FACTS, ROUND_FORMAT, SETTLEMENT_FORMAT
from majiang.settlement import Round, Transfer
from majiang.tiles import Tile
from majiang.vectors import VECTOR_FORMAT

__all__ = ["FILES", "FIXED", "GENERATED", "generate", "load", "write"]


def _file(format_name: str) -> str:
    return format_name.removeprefix("majiang.").replace("/", "-") + ".schema.json"


GENERATED = (ROUND_FORMAT, SETTLEMENT_FORMAT, VECTOR_FORMAT)
"""The formats whose schemas :func:`generate` works out from the value types."""
FIXED = ("majiang.settlement/1", "majiang.log/1")
"""The formats whose schemas are written by hand (an earlier format; the game log)."""
FILES = {name: _file(name) for name in sorted((*GENERATED, *FIXED))}
"""Format name → the schema file in this package (``majiang.round/1`` → ``round-1.schema.json``)."""

_DIALECT = "https://json-schema.org/draft/2020-12/schema"
_TILE = {"type": "string", "pattern": "^(?:[1-9][mps]|[1-7]z|[1-8]f)$", "description": "one tile, e.g. 1m"}
_TILES = {
    "type": "string",
    "pattern": "^(?:[1-9]+[mps]|[1-7]+z|[1-8]+f)*$",
    "description": "tiles in compact notation, e.g. 1133m4466p",
}
_MELD = {
    "type": "string",
    "pattern": r"^(?:\((?:[1-9]+[mps]|[1-7]+z)+\)|(?:[1-9]+[mps]|[1-7]+z)+)\+?(?:@[0-3])?$",
    "description": "a meld in meld notation: 345s, 777z, 1111m, 1111m+, (2222p), 345s@3",
}


_SEAT = {"type": "integer", "minimum": 0, "maximum": 3}
# Fields whose values are narrower than their Python type says, by field name.
_NARROWER: dict[str, dict[str, Any]] = {
    "dealer": _SEAT,
    "seat": _SEAT,
    "payer": _SEAT,
    "payee": _SEAT,
    "prevailing_wind": _SEAT,
    "amount": {"type": "integer", "minimum": 1},
    "lianzhuang": {"type": "integer", "minimum": 0},
}


def _urn(format_name: str) -> str:
    return "urn:majiang:schema:" + format_name.removeprefix("majiang.").replace("/", "-")


def _schema_of(hint: Any, definitions: dict[str, Any]) -> dict[str, Any]:
    """The schema of a value of type ``hint`` as :mod:`majiang.serialize` writes it."""
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        inner = [a for a in typing.get_args(hint) if a is not type(None)]
        return {"anyOf": [_schema_of(inner[0], definitions), {"type": "null"}]}
    if hint is Tile:
        return dict(_TILE)
    if hint is Meld:
        return dict(_MELD)
    if origin is tuple:
        item = typing.get_args(hint)[0]
        if item is Tile:
            return dict(_TILES)
        return {"type": "array", "items": _schema_of(item, definitions)}
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return {"enum": [m.value for m in hint]}
    if hint is Hand:
        return {"$ref": f"#/$defs/{_define(Hand, definitions)}"}
    if attrs.has(hint):
        return {"$ref": f"#/$defs/{_define(hint, definitions)}"}
    if hint is bool:
        return {"type": "boolean"}
    if hint is int:
        return {"type": "integer"}
    if hint is str:
        return {"type": "string"}
    return {}


def _field(name: str, hint: Any, definitions: dict[str, Any]) -> dict[str, Any]:
    schema = _schema_of(hint, definitions)
    if name == "seats":
        schema.update(minItems=4, maxItems=4)
    if name in _NARROWER:
        return dict(_NARROWER[name])
    if name in ("discarder", "haidi_seat") and "anyOf" in schema:
        return {"anyOf": [dict(_SEAT), {"type": "null"}]}
    return schema


def _define(cls: type, definitions: dict[str, Any]) -> str:
    name = cls.__name__
    if name in definitions:
        return name
    definitions[name] = {}  # placeholder while its fields are worked out
    if cls is Hand:
        definitions[name] = {
            "type": "object",
            "description": "a hand: concealed tiles (with the winning tile), melds, flowers",
            "properties": {
                "tiles": dict(_TILES),
                "melds": {"type": "array", "items": dict(_MELD)},
                "flowers": dict(_TILES),
                "win": dict(_TILE),
                "self_drawn": {"anyOf": [{"type": "boolean"}, {"type": "null"}]},
            },
            "additionalProperties": False,
        }
        return name
    hints = typing.get_type_hints(cls)
    fields = [f for f in attrs.fields(cls) if f.init]
    definitions[name] = {
        "type": "object",
        "description": (cls.__doc__ or name).strip().splitlines()[0],
        "properties": {f.name: _field(f.name, hints[f.name], definitions) for f in fields},
        "required": [f.name for f in fields if f.default is attrs.NOTHING],
        "additionalProperties": False,
    }
    return name


def _document(
    format_name: str, title: str, properties: dict[str, Any], required: list[str]
) -> dict[str, Any]:
    return {
        "$schema": _DIALECT,
        "$id": _urn(format_name),
        "title": title,
        "type": "object",
        "properties": {"format": {"const": format_name}, **properties},
        "required": ["format", *required],
        "additionalProperties": False,
    }


def generate() -> dict[str, dict[str, Any]]:
    """The schemas, by format name, worked out from the value types."""
    definitions: dict[str, Any] = {}
    round_ = _document(
        ROUND_FORMAT,
        "A round of four seats, with its ruleset and options",
        {
            "ruleset": {"type": "string", "description": "the ruleset's name, as get() takes it"},
            "options": {"type": "object", "description": "the ruleset's options (see its page)"},
            "round": _schema_of(Round, definitions),
        },
        ["ruleset", "round"],
    )
    for type_name, moved in MOVED_TO_FACTS.items():  # earlier places, still read
        for name, hint in moved.items():
            schema = _schema_of(hint, definitions)
            schema["description"] = "an earlier place of a field now in round.facts (read, never written)"
            definitions[type_name]["properties"][name] = schema
    round_["$defs"] = definitions
    definitions = {}
    settlement = _document(
        SETTLEMENT_FORMAT,
        "The money of a round: transfers between seats",
        {
            "transfers": {"type": "array", "items": _schema_of(Transfer, definitions)},
            "notes": {"type": "array", "items": {"type": "string"}},
            "nets": {
                "type": "array",
                "items": {"type": "integer"},
                "minItems": 4,
                "maxItems": 4,
                "description": "each seat's net, for readers (ignored on load)",
            },
            "next_deal": {
                "type": "object",
                "description": "who deals next (written by `majiang settle --json`)",
            },
        },
        [],
    )
    settlement["$defs"] = definitions
    vector = _document(
        VECTOR_FORMAT,
        "A test vector for ports: a round in, its items and settlement (or the error) out",
        {
            "name": {"type": "string"},
            "round": {"$ref": _urn(ROUND_FORMAT)},
            "items": {"type": "array", "items": {"type": "string"}, "description": "item keys awarded"},
            "settlement": {"anyOf": [{"$ref": _urn(SETTLEMENT_FORMAT)}, {"type": "null"}]},
            "error": {"anyOf": [{"type": "string"}, {"type": "null"}]},
        },
        ["name", "round", "settlement", "error"],
    )
    return {ROUND_FORMAT: round_, SETTLEMENT_FORMAT: settlement, VECTOR_FORMAT: vector}


def load(format_name: str) -> dict[str, Any]:
    """The shipped schema of a format, e.g. ``load("majiang.round/1")``."""
    if format_name not in FILES:
        known = ", ".join(sorted(FILES))
        raise RoundError(f"no schema for format {format_name!r} (known: {known})")
    text = resources.files(__name__).joinpath(FILES[format_name]).read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


def write(directory: Path | None = None) -> list[Path]:
    """Write the generated schemas (into this package by default); the paths written."""
    target = directory or Path(__file__).parent
    written = []
    for format_name, schema in generate().items():
        path = target / FILES[format_name]
        path.write_text(json.dumps(schema, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        written.append(path)
    return written
