"""Actions: values by kind, JSON by value, and bad input."""

from __future__ import annotations

import pytest

from majiang.errors import InvalidActionError
from majiang.game.actions import (
    ACTION_KINDS,
    Chi,
    DealWin,
    Discard,
    Exchange,
    Grab,
    Kong,
    Pass,
    Void,
    action_from_json,
)
from majiang.tiles import Tile, parse_tiles

FIVE = Tile.from_str("5m")


@pytest.mark.parametrize(
    "action",
    [
        Discard(tile=FIVE),
        Kong(tile=FIVE, how="added"),
        Chi(tiles=(Tile.from_str("4m"), Tile.from_str("6m"))),
        DealWin(keys=("sixi", "banban")),
        Pass(),
        Void(suit="s"),
        Exchange(tiles=tuple(parse_tiles("119p"))),
        Grab(),
    ],
    ids=lambda a: a.kind,
)
def test_json_round_trip(action: object) -> None:
    assert action_from_json(action.to_json()) == action  # type: ignore[attr-defined]


def test_every_kind_is_named() -> None:
    assert set(ACTION_KINDS) == {
        "discard",
        "ready",
        "kong",
        "chi",
        "pon",
        "win",
        "pass",
        "egg",
        "take_last",
        "deal_win",
        "exchange",
        "void",
        "grab",
    }


@pytest.mark.parametrize(
    ("data", "match"),
    [
        ({"a": "discard"}, "'tile' must be a tile string"),
        ({"a": "discard", "tile": "0m"}, "tile"),
        ({"a": "kong", "tile": "5m", "kind": "sideways"}, "kong kind 'sideways'"),
        ({"a": "chi", "tiles": "4m"}, "two tiles"),
        ({"a": "chi", "tiles": "64m"}, "in tile order"),
        ({"a": "deal_win", "keys": []}, "non-empty"),
        ({"a": "deal_win", "keys": ["sixi", "sixi"]}, "twice"),
        ({"a": "fly"}, "unknown action 'fly'"),
        (["discard"], "JSON object"),
        ({"a": "void"}, "Void.suit must be 'm', 'p' or 's', not None"),
        ({"a": "void", "suit": "z"}, "Void.suit must be 'm', 'p' or 's', not 'z'"),
        ({"a": "void", "suit": ["m"]}, r"Void.suit must be 'm', 'p' or 's', not \['m'\]"),
        ({"a": "exchange"}, "'tiles' must name the tiles passed"),
        ({"a": "exchange", "tiles": ""}, "'tiles' must name the tiles passed"),
        ({"a": "exchange", "tiles": "12m3p"}, "Exchange.tiles must be tiles of one suit"),
        ({"a": "exchange", "tiles": "123z"}, "Exchange.tiles must be tiles of one suit"),
        ({"a": "exchange", "tiles": "321m"}, "Exchange.tiles must be in tile order, not '321m'"),
        ({"a": "exchange", "tiles": "1x"}, "tiles"),
    ],
    ids=[
        "no-tile",
        "bad-tile",
        "kong-kind",
        "chi-one",
        "chi-order",
        "deal-empty",
        "deal-twice",
        "unknown",
        "list",
        "void-missing",
        "void-honor",
        "void-list",
        "exchange-missing",
        "exchange-empty",
        "exchange-two-suits",
        "exchange-honors",
        "exchange-order",
        "exchange-bad-tile",
    ],
)
def test_malformed_actions(data: object, match: str) -> None:
    with pytest.raises(InvalidActionError, match=match):
        action_from_json(data)


def test_constructors_check_their_fields() -> None:
    with pytest.raises(InvalidActionError, match=r"Discard\.tile must be a Tile, not '5m'"):
        Discard(tile="5m")  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError, match=r"Chi\.tiles must be two Tiles"):
        Chi(tiles=(FIVE,))  # type: ignore[arg-type]
