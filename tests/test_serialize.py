"""The JSON round and settlement formats: round-trips and bad fields with their paths."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import attrs
import pytest

from majiang.errors import RoundError
from majiang.rulesets import RULESETS
from majiang.serialize import dump_round, dump_settlement, load_round, load_settlement
from majiang.tiles import parse_tiles

SAMPLES = [(r(), name, round_) for r in RULESETS for name, round_ in r().samples()]


@pytest.mark.parametrize(("ruleset", "name", "round_"), SAMPLES, ids=[f"{r.name}-{n}" for r, n, _ in SAMPLES])
def test_round_round_trips_through_json(ruleset: Any, name: str, round_: Any) -> None:
    text = json.dumps(dump_round(round_, ruleset), ensure_ascii=False)
    again, ruleset_again = load_round(text)
    assert again == round_
    assert ruleset_again.name == ruleset.name and ruleset_again.options == ruleset.options


def test_settlement_round_trips() -> None:
    jian = RULESETS[0]()
    _, round_ = jian.samples()[0]
    settlement = jian.settle(round_)
    document = json.loads(json.dumps(dump_settlement(settlement), ensure_ascii=False))
    assert load_settlement(document) == settlement
    assert document["nets"] == list(settlement.nets)


def _document() -> dict[str, Any]:
    jian = RULESETS[0]()
    _, round_ = jian.samples()[0]
    return dump_round(round_, jian)


def _broken(path: list[Any], value: Any) -> dict[str, Any]:
    document = copy.deepcopy(_document())
    node: Any = document
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return document


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (["round", "seats", 2, "hand", "tiles"], "12x", "round.seats[2].hand.tiles: unknown suit letter 'x'"),
        (
            ["round", "seats", 0, "hand", "melds"],
            ["124m"],
            "round.seats[0].hand.melds[0]: '124m' is not a meld",
        ),
        (["round", "seats", 1, "discards"], 7, "round.seats[1].discards: expected str, got 7"),
        (["round", "wins", 0, "method"], "magic", "round.wins[0].method: 'magic' is not one of"),
        (["round", "wins", 0, "seat"], True, "round.wins[0].seat: expected a whole number, got True"),
        (["round", "dealer"], "east", "round.dealer: expected int, got 'east'"),
        (["round", "seats", 3, "colour"], "red", "round.seats[3]: unknown field 'colour'"),
        (["round", "indicator"], "0m", "round.indicator: rank 0 does not exist"),
        (["ruleset"], "atlantis", "ruleset: unknown ruleset 'atlantis'"),
        (["options"], {"jing_offset": 5}, "ruleset: option jing_offset=5"),
        (["format"], "majiang.round/9", "format: expected 'majiang.round/1', got 'majiang.round/9'"),
    ],
    ids=[
        "bad-tile",
        "bad-meld",
        "discards-not-text",
        "bad-method",
        "bool-seat",
        "bad-dealer",
        "unknown-field",
        "bad-indicator",
        "unknown-ruleset",
        "bad-option",
        "bad-format",
    ],
)
def test_bad_field_is_reported_with_its_path(path: list[Any], value: Any, message: str) -> None:
    with pytest.raises(RoundError, match=re.escape(message)):
        load_round(_broken(path, value))


def test_not_json() -> None:
    with pytest.raises(RoundError, match="not JSON"):
        load_round("{seats: ")


def test_three_seats_is_an_error() -> None:
    document = _document()
    document["round"]["seats"] = document["round"]["seats"][:3]
    with pytest.raises(RoundError, match="round: a round has 4 seats, got 3"):
        load_round(document)


# -- the settlement format /2, and /1 still loading ------------------------------------------

V1 = {
    "format": "majiang.settlement/1",
    "transfers": [
        {"payer": 1, "payee": 0, "amount": 37, "reason": "win", "items": ["自摸 self-draw 1番", "2^4 = 16"]},
        {"payer": 2, "payee": 0, "amount": 4, "reason": "jing", "items": ["精 4: 4"]},
        {"payer": 3, "payee": 0, "amount": 20, "reason": "jing kong", "items": ["精杠 (5555s): 20"]},
    ],
    "notes": [],
    "nets": [61, -37, -4, -20],
}


def test_settlement_1_still_loads() -> None:
    settlement = load_settlement(V1)
    # items become the working text; the region's reasons become the general ones
    assert [t.reason.value for t in settlement.transfers] == ["win", "bonus", "kong"]
    assert settlement.transfers[0].working == "自摸 self-draw 1番; 2^4 = 16"
    assert settlement.transfers[0].awards == ()
    assert str(settlement.transfers[1]) == "seat 2 → seat 0: 4 (bonus: 精 4: 4)"
    again = dump_settlement(settlement)
    assert again["format"] == "majiang.settlement/2" and load_settlement(again) == settlement


def test_settlement_2_carries_awards_as_values() -> None:
    from majiang import get

    jian = get("jian")
    _name, round_ = next((n, r) for n, r in jian.samples() if n == "d-self-draw-seven-star")
    document = dump_settlement(jian.settle(round_))
    win = next(t for t in document["transfers"] if t["reason"] == "win")
    keys = [a["key"] for a in win["awards"]]
    assert keys == ["self_draw", "dealer", "seven_star_lan", "deguo", "deguo_bonus"]
    assert win["awards"][0] == {
        "key": "self_draw",
        "chinese": "自摸",
        "english": "self-draw",
        "value": 1,
        "unit": "番",
        "count": 1,
    }
    # 2^(1+1+2) = 16, ×2 德国 = 32, +5 德国 = 37
    assert win["working"] == "2^4 = 16; ×2 德国 = 32; +5 德国 = 37" and win["amount"] == 37


PAID = {"payer": 1, "payee": 0, "amount": 4}


@pytest.mark.parametrize(
    ("transfer", "message"),
    [
        pytest.param({**PAID, "reason": "bird", "items": []}, "'bird'", id="reason"),
        pytest.param({**PAID, "reason": "win", "awards": []}, "'awards'", id="field"),
        pytest.param({**PAID, "reason": "win", "items": [3]}, "items", id="item"),
    ],
)
def test_bad_settlement_1(transfer: dict[str, Any], message: str) -> None:
    document = {"format": "majiang.settlement/1", "transfers": [transfer]}
    with pytest.raises(RoundError, match=re.escape(message)):
        load_settlement(document)


def test_bad_transfer_values() -> None:
    from majiang.settlement import Entry, Transfer

    with pytest.raises(RoundError, match="'jing'"):
        Transfer(payer=1, payee=0, amount=1, reason="jing")
    with pytest.raises(RoundError, match="Entry"):
        Transfer(payer=1, payee=0, amount=1, reason="win", awards=("自摸",))  # type: ignore[arg-type]
    with pytest.raises(RoundError, match="count"):
        Entry(key="k", chinese="c", english="e", value=1, unit="番", count=0)


# -- a region's own facts ---------------------------------------------------------------------


def test_facts_of_a_ruleset_without_facts_are_refused() -> None:
    from majiang import get

    jian = get("jian")
    _name, round_ = jian.samples()[0]
    document = dump_round(round_, jian)
    assert "facts" not in document["round"]  # nothing of its own: the document is unchanged
    document["round"]["facts"] = {"jian": {"x": 1}}
    with pytest.raises(RoundError, match=r"round\.facts: jian records no facts of its own"):
        load_round(document)
    with pytest.raises(RoundError, match=r"round\.facts: jian records no facts of its own"):
        jian.settle(attrs.evolve(round_, facts=("x",)))


def test_a_ruleset_checks_the_type_of_its_facts() -> None:
    from majiang.rulesets.jian import Jian
    from majiang.scoring import WinContext

    @attrs.frozen(kw_only=True)
    class Marks:
        count: int = 0

    class Marked(Jian):
        Facts = Marks

    marked = Marked()
    _name, round_ = marked.samples()[0]
    settled = marked.settle(attrs.evolve(round_, facts=Marks(count=2)))
    assert settled == Jian().settle(round_)  # the facts reach the context; Ji'an reads none
    with pytest.raises(RoundError, match=r"round\.facts: jian needs its Marks, got None"):
        marked.settle(round_)

    class Optional(Marked):
        optional_facts = True  # facts left out are the defaults, Marks()

    assert Optional().settle(round_) == settled
    with pytest.raises(RoundError, match=r"round\.facts: jian needs its Marks, got 'x'"):
        Optional().settle(attrs.evolve(round_, facts="x"))
    with pytest.raises(RoundError, match=r"context\.facts: jian needs its Marks"):
        marked.score(round_.winning_hand(round_.wins[0]), WinContext(seat=round_.wins[0].seat, facts=3))


# -- fields that moved into a region's facts ----------------------------------------------------

# A Changsha round as the library wrote it before its birds and deal-time wins moved into
# ChangshaFacts (the shipped vector two-deal-winners-bird-on-a-payer, verbatim): the birds on
# the round, each seat's dealt tiles and declared wins on its seat record.
OLD_CHANGSHA = {
    "format": "majiang.round/1",
    "ruleset": "changsha",
    "options": {"any_pair_big": False, "dealer_extra": "each"},
    "round": {
        "dealer": 0,
        "seats": [
            {
                "hand": {"tiles": "11134679m134679p", "melds": [], "flowers": ""},
                "discards": "",
                "ready": False,
                "set_aside": [],
                "dealt": "11134679m134679p",
                "deal_wins": ["banban", "queyise"],
            },
            {
                "hand": {"tiles": "134679m24589p14s", "melds": [], "flowers": ""},
                "discards": "",
                "ready": False,
                "set_aside": [],
                "dealt": "",
                "deal_wins": [],
            },
            {
                "hand": {"tiles": "123p2222345678s", "melds": [], "flowers": ""},
                "discards": "",
                "ready": False,
                "set_aside": [],
                "dealt": "2222345678s123p",
                "deal_wins": ["sixi"],
            },
            {
                "hand": {"tiles": "235689m24589p34s", "melds": [], "flowers": ""},
                "discards": "",
                "ready": False,
                "set_aside": [],
                "dealt": "",
                "deal_wins": [],
            },
        ],
        "wins": [],
        "indicator": None,
        "lianzhuang": 0,
        "prevailing_wind": 0,
        "birds": "6p",
        "haidi_seat": None,
    },
}


def test_an_old_document_loads_its_moved_fields_into_the_facts() -> None:
    from majiang.rulesets.changsha import ChangshaFacts

    round_, ruleset = load_round(json.dumps(OLD_CHANGSHA))
    assert round_.facts == ChangshaFacts(
        birds=parse_tiles("6p"),
        dealt=(parse_tiles("11134679m134679p"), (), parse_tiles("2222345678s123p"), ()),
        deal_wins=(("banban", "queyise"), (), ("sixi",), ()),
    )
    # worked in tests/rulesets/test_changsha.py (two deal winners, bird 6p on seat 1)
    assert ruleset.settle(round_).nets == (140, -100, 10, -50)
    # written back, the facts are under the ruleset's key and the old places are gone
    document = dump_round(round_, ruleset)
    assert "birds" not in document["round"] and "dealt" not in document["round"]["seats"][0]
    assert document["round"]["facts"]["changsha"]["deal_wins"] == [["banban", "queyise"], [], ["sixi"], []]
    assert load_round(document)[0] == round_


def test_old_places_left_empty_load_anywhere_and_filled_ones_need_the_field() -> None:
    jian = copy.deepcopy(OLD_CHANGSHA)
    jian["ruleset"], jian["options"] = "jilin", {}
    for seat in jian["round"]["seats"]:  # type: ignore[union-attr]
        seat["dealt"], seat["deal_wins"] = "", []
    jian["round"]["birds"] = ""  # type: ignore[index]
    round_, _ = load_round(jian)  # every old document wrote them empty: dropped
    assert round_.facts is None
    jian["round"]["birds"] = "6p"  # type: ignore[index]
    with pytest.raises(RoundError, match=r"round\.birds: jilin records no birds"):
        load_round(jian)
    both = copy.deepcopy(OLD_CHANGSHA)
    both["round"]["facts"] = {"changsha": {"birds": "3m"}}  # type: ignore[index]
    with pytest.raises(RoundError, match=r"round\.facts\.changsha\.birds: given twice"):
        load_round(both)
    bad = copy.deepcopy(OLD_CHANGSHA)
    bad["round"]["seats"][1]["dealt"] = "1x"  # type: ignore[index]
    with pytest.raises(RoundError, match=r"round\.seats\[1\]\.dealt"):
        load_round(bad)
