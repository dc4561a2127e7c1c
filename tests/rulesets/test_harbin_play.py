"""Harbin at the table: the game gaps closed as general play data (docs/rulesets/harbin.md).

The tables are hand-laid: a seeded table whose seats are given the concealed tiles of the
situation, then played through ``submit`` like any other.
"""

from __future__ import annotations

import pytest

from majiang.errors import InvalidActionError, RulesetError
from majiang.game import Table
from majiang.game.actions import PASS, PON, Chi, Discard, Ready, action_from_json
from majiang.game.state import SeatState
from majiang.rulesets import get
from majiang.rulesets.playrules import PlayRules
from majiang.tiles import Tile, parse_tiles

HARBIN = get("harbin")


def lay(table: Table, seat: int, tiles: str) -> None:
    """Give ``seat`` exactly these concealed tiles (and nothing else)."""
    state = SeatState()
    for tile in parse_tiles(tiles):
        state.add(tile.index)
    table.seats[seat] = state


def table_where_3m_is_discarded() -> Table:
    """Seat 0 throws 3m. Seat 1 (next) may chi it with 12m; after the chi, throwing 中
    leaves 444p 789s 99m 12s waiting on 3s: opened, three suits, 1/9s, a triplet and a
    sequence, so a Harbin ready hand. Seat 2 holds 3m3m and may pon it."""
    table = Table(HARBIN, seed=3)
    lay(table, 0, "3m5m7m2p5p8p3s6s9s东东南南西")
    lay(table, 1, "12m444p789s99m12s中")
    lay(table, 2, "33m6m8m1p3p7p1s4s7s北北西")
    lay(table, 3, "4m6m6m2p6p9p2s5s8s东南北白")
    table.start_turn(0, drew=None)
    table.submit(0, Discard(tile=Tile.from_str("3m")))
    return table


CHI_12M = Chi(tiles=(Tile.from_str("1m"), Tile.from_str("2m")))
CHI_TING = Chi(tiles=(Tile.from_str("1m"), Tile.from_str("2m")), ready=True)


def test_chi_ting_is_offered_beside_the_plain_chi() -> None:
    table = table_where_3m_is_discarded()
    prompts = table.prompts()
    assert prompts[1] == (CHI_12M, CHI_TING, PASS)
    assert prompts[2] == (PON, PASS)


def test_chi_ting_beats_pon_and_must_declare_ready() -> None:
    # win > kong > 吃听 > pon > chi: seat 1's 吃听 takes the 3m from seat 2's pon
    table = table_where_3m_is_discarded()
    table.submit(2, PON)
    table.submit(1, CHI_TING)
    assert table.turn == 1 and table.phase == "act"
    assert [m.kind for m in table.seats[1].melds] == ["chi"]
    legal = table.legal_actions(1)
    assert legal and all(isinstance(a, Ready) for a in legal)  # only a ready discard
    assert Ready(tile=Tile.from_str("中")) in legal
    table.submit(1, Ready(tile=Tile.from_str("中")))
    assert table.seats[1].ready and table.ready_order == [1]


def test_a_plain_chi_still_loses_to_pon() -> None:
    table = table_where_3m_is_discarded()
    table.submit(2, PON)
    table.submit(1, CHI_12M)
    assert table.turn == 2 and [m.kind for m in table.seats[2].melds] == ["pon"]
    assert not table.seats[1].melds


def test_no_chi_ting_when_no_discard_after_the_chi_is_ready() -> None:
    table = Table(HARBIN, seed=3)
    lay(table, 0, "3m5m7m2p5p8p3s6s9s东东南南西")
    lay(table, 1, "12m4p7p1s5s9s东南西北白发")  # far from ready after any chi
    table.start_turn(0, drew=None)
    table.submit(0, Discard(tile=Tile.from_str("3m")))
    assert table.prompts()[1] == (CHI_12M, PASS)


def test_rulesets_without_the_slot_offer_no_chi_ting() -> None:
    assert "chi_ready" not in get("changchun").play.priority  # type: ignore[union-attr]


def test_chi_ting_round_trips_through_the_log() -> None:
    assert CHI_TING.to_json() == {"a": "chi", "tiles": "12m", "ready": True}
    assert action_from_json(CHI_TING.to_json()) == CHI_TING
    assert action_from_json(CHI_12M.to_json()) == CHI_12M
    with pytest.raises(InvalidActionError, match=r"Chi\.ready must be True or False, not 'yes'"):
        action_from_json({"a": "chi", "tiles": "12m", "ready": "yes"})


@pytest.mark.parametrize(
    ("priority", "ready", "message"),
    [
        (("win", "kong", "chi_ready", "pon", "chi"), False, "ranks chi_ready but ready=False"),
        (("win", "chi_ready", "kong", "chi_ready", "pon", "chi"), True, "must order exactly"),
        (("chi_ready", "win", "kong", "pon", "chi"), True, "win first"),
    ],
    ids=["without-ready", "twice", "before-win"],
)
def test_bad_priority_rows(priority: tuple[str, ...], ready: bool, message: str) -> None:
    with pytest.raises(RulesetError, match=message):
        PlayRules(priority=priority, ready=ready)
