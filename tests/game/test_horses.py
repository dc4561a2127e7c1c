"""Guangdong horses 马 at the table (推倒胡's option ``horses``, 鸡平胡's optional horses).

The count comes from the ruleset's options (``PlayRules.bird_count``); the wall keeps
that many tiles back (``PlayRules.birds_kept``): a drawn round ends with exactly the
horses left, and after a win the next ``horses`` wall tiles are turned up, logged as
``bird`` lines the replay checks. Each win payment is then ``X × (K + 1)`` (``add``:
``X + K``), K the winner's horses — checked here against the same round settled with
no horses, with the owners taken from a literal table (not the code's own function).
"""

from __future__ import annotations

import json
from collections import Counter

import attrs
import pytest

from majiang.errors import ReplayError
from majiang.game.bots import bots
from majiang.game.log import Log
from majiang.game.match import play, replay
from majiang.game.table import Table
from majiang.rulesets import get
from majiang.settlement import Reason
from tests.game.invariants import check

OWNER = {  # a horse's seat counted from the dealer, as the digest's table gives it
    **{f"{r}{s}": (r - 1) % 4 for r in range(1, 10) for s in "mps"},
    "1z": 0,
    "2z": 1,
    "3z": 2,
    "4z": 3,
    "7z": 1,
    "6z": 2,
    "5z": 3,
}


def _tables(name: str, spec: str, seed: int, rounds: int, **options: object) -> tuple[Log, list[Table]]:
    tables: list[Table] = []
    log = play(get(name, **options), rounds=rounds, seed=seed, bots=bots(spec), on_round=tables.append)
    return log, tables


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("guangdong_tuidaohu", {"horses": 4}),
        ("guangdong_tuidaohu", {"horses": 2, "horse_mode": "add"}),
        ("guangdong_jipinghu", {"horses": 6}),
    ],
    ids=["tuidaohu-4", "tuidaohu-2-add", "jipinghu-6"],
)
def test_horses_are_turned_up_kept_back_and_paid(name: str, options: dict[str, object]) -> None:
    horses = int(options["horses"])  # type: ignore[call-overload]
    log, tables = _tables(name, "greedy", seed=5, rounds=12, **options)
    plain = get(name)  # the same rounds with no horses: the amounts before the horses
    raised = 0
    for table in tables:
        check(table)
        assert table.round is not None and table.settlement is not None
        birds = [e["tile"] for e in table.events if e["t"] == "bird"]
        if table.outcome == "drawn":
            assert birds == []
            assert table.wall.remaining == horses  # the horses were kept back, never drawn
            continue
        assert len(birds) == horses
        assert [str(t) for t in table.round.facts.horses] == birds
        bare = attrs.evolve(table.round, facts=type(table.round.facts)())
        before = plain.settle(bare)
        for win in table.round.wins:
            k = sum(OWNER[b] == (win.seat - table.dealer) % 4 for b in birds)
            now = [t for t in table.settlement.transfers if t.payee == win.seat and t.reason is Reason.WIN]
            then = [t for t in before.transfers if t.payee == win.seat and t.reason is Reason.WIN]
            paid, base, payers = sum(t.amount for t in now), sum(t.amount for t in then), len(then)
            if options.get("horse_mode") == "add":
                assert paid == base + k * payers
            else:
                assert paid == base * (k + 1)
            raised += k > 0
    assert raised, "no winner owned a horse: the test shows nothing"
    assert not replay(log.dumps()).mismatches


def test_a_changed_horse_is_a_replay_mismatch() -> None:
    log, _ = _tables("guangdong_tuidaohu", "greedy", seed=5, rounds=3, horses=4)
    lines = log.dumps().splitlines()
    at = next(i for i, line in enumerate(lines) if '"t":"bird"' in line)
    shown = json.loads(lines[at])["tile"]
    lines[at] = json.dumps({"t": "bird", "tile": "9m" if shown != "9m" else "1m"}, separators=(",", ":"))
    says = rf"line {at + 1}: the log says .*'bird'.* but the replay gives .*{shown}"
    with pytest.raises(ReplayError, match=says):
        replay("\n".join(lines) + "\n")


def test_the_horse_count_follows_the_option() -> None:
    counts: Counter[int] = Counter()
    for horses in (0, 2, 8):
        table = Table(get("guangdong_tuidaohu", horses=horses), seed=1)
        counts[horses] = table.bird_count
        # 136 tiles, 53 dealt: 83 left, less the horses kept back (and nothing else)
        assert table.drawable() == 83 - horses
    assert counts == Counter({0: 0, 2: 2, 8: 8})


@pytest.mark.parametrize("spec", ["random", "greedy"])
@pytest.mark.parametrize(
    ("name", "options"),
    [("guangdong_tuidaohu", {"horses": 8, "allow_discard_win": True}), ("guangdong_jipinghu", {"horses": 2})],
    ids=["tuidaohu", "jipinghu"],
)
def test_selfplay_with_horses(name: str, options: dict[str, object], spec: str) -> None:
    from majiang.game.selfplay import selfplay

    result = selfplay(get(name, **options), rounds=15, seed=2, bots=spec)
    assert result.stats["errors"] == 0, result.errors
    assert result.stats["zero_sum_violations"] == 0
    assert not replay(result.log.dumps()).mismatches


def _discard(seat: int, tile: str) -> dict[str, object]:
    return {"t": "act", "seat": seat, "action": {"a": "discard", "tile": tile}}


@pytest.mark.parametrize(
    ("events", "alike"),
    [
        ([_discard(s, "1z") for s in range(4)], True),
        ([_discard(0, "1z"), _discard(1, "1z"), _discard(2, "2z"), _discard(3, "1z")], False),
        ([_discard(s, "1z") for s in range(3)], False),  # only three discards so far
        (
            [_discard(0, "1z"), {"t": "meld", "seat": 2, "meld": "111z@0", "from": 0}, _discard(2, "1z")],
            False,
        ),
        ([{"t": "act", "seat": 0, "action": {"a": "kong", "tile": "5m", "kind": "concealed"}}], False),
    ],
    ids=["four-alike", "one-differs", "three-only", "claimed-before", "konged-before"],
)
def test_gen_zhuang_is_read_from_the_table(events: list[dict[str, object]], alike: bool) -> None:
    from majiang.rulesets.guangdong_tuidaohu.play import first_discards_alike

    assert first_discards_alike(events) is alike
