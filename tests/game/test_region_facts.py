"""Region facts the table builds from what happened (``PlayRules.facts``) and the count a
match carries from round to round (``PlayRules.carry``): Shanghai 开宝 and 荒番, Hangzhou's
chain of kongs (连杠). Amounts worked by hand from the digests' formulas."""

from __future__ import annotations

import attrs
import pytest

from majiang.errors import InvalidActionError
from majiang.game import Table
from majiang.game.bots import bots
from majiang.game.match import play, play_round, replay
from majiang.rulesets import get
from majiang.rulesets.hangzhou.facts import HangzhouFacts
from majiang.rulesets.shanghai.doubling import ShanghaiFacts
from majiang.tiles.wall import Dice


def _outcomes(log_rounds: tuple[tuple[dict[str, object], ...], ...]) -> list[tuple[int, str]]:
    found = []
    for events in log_rounds:
        end = next(e for e in events if e["t"] == "end")
        carried = events[0].get("carried", 0)
        assert isinstance(carried, int)
        found.append((carried, str(end["outcome"])))
    return found


@pytest.mark.parametrize(
    ("first", "second", "kaibao"),
    [(3, 3, True), (1, 4, True), (4, 1, True), (6, 6, True), (2, 5, False), (1, 3, False)],
    ids=["pair", "one-four", "four-one", "sixes", "two-five", "one-three"],
)
def test_shanghai_kaibao_is_read_from_the_opening_roll(first: int, second: int, kaibao: bool) -> None:
    # 开宝: the opening roll shows a pair or a 1 and a 4 (digest, "开宝").
    ruleset = get("shanghai")
    wall = list(ruleset.tile_set.tiles())
    table = Table(ruleset, wall=wall, dice=[Dice(first=first, second=second)])
    facts = ruleset.play.facts(table)  # type: ignore[union-attr]
    assert facts == ShanghaiFacts(kaibao=kaibao, huangfan=0)


def test_shanghai_huangfan_is_carried_between_rounds() -> None:
    # 荒番: +1 after every drawn round; a won round while it is above 0 lowers it by 1.
    log = play(get("shanghai"), rounds=12, seed=5, bots=bots("claimhappy"))
    seen = _outcomes(log.rounds)
    # seed 5, claim-happy: won, drawn, drawn, won, drawn, ... (read from the log's end lines)
    assert [outcome for _, outcome in seen][:4] == ["win", "drawn", "drawn", "win"]
    assert [carried for carried, _ in seen][:5] == [0, 0, 1, 2, 1]  # 0; win keeps 0; +1; +1; win -1
    expected = 0
    for carried, outcome in seen:
        assert carried == expected
        expected = expected + 1 if outcome == "drawn" else max(expected - 1, 0)
    tables = replay(log).tables
    assert [t.round.facts.huangfan for t in tables if t.round is not None] == [c for c, _ in seen]  # type: ignore[union-attr]


def test_shanghai_a_win_under_huangfan_is_doubled() -> None:
    # Every win transfer doubles while the counter is above 0 (caps too); kongs carry no money.
    log = play(get("shanghai"), rounds=12, seed=5, bots=bots("claimhappy"))
    doubled = [t for t in replay(log).tables if t.round is not None and t.round.wins and t.carried > 0]
    assert doubled
    ruleset = get("shanghai")
    for table in doubled:
        assert table.round is not None and table.settlement is not None
        plain = attrs.evolve(table.round, facts=attrs.evolve(table.round.facts, huangfan=0))
        assert table.settlement.nets == tuple(2 * n for n in ruleset.settle(plain).nets)


def test_a_carried_count_is_checked() -> None:
    with pytest.raises(InvalidActionError, match="carried must be an int >= 0, not -1"):
        Table(get("shanghai"), carried=-1)


def test_hangzhou_kong_replacement_win_is_a_chain_of_one() -> None:
    # seed 35, claim-happy (seed 28's round changed when 抓打圈 came to the table): the dealer
    # adds 9s to its pon, draws 白 (财神) from the end and wins holding 34p 4s 白 + 白 and
    # 333z, 9999s, 555p: 34p白 a run, 4s白 the pair: 平胡 (branch 1), chain 1 (杠开) -> 番
    # 1 × 2 = 2; not 爆头 (34p 4s 白 waits on 2p, 5p, 4s or 白 only). A fresh dealer wins:
    # f = 2, each pays 1 × 2 × 2 = 4; the dealer +12.
    ruleset = get("hangzhou")
    seats = bots("claimhappy")
    for k, bot in enumerate(seats):
        bot.seat_at(35, k)
    table = play_round(ruleset, seed=35, round_index=0, dealer=0, lianzhuang=0, wind=0, bots=seats)
    assert table.round is not None and table.settlement is not None
    assert table.round.facts == HangzhouFacts(chain_kongs=1)
    assert table.settlement.nets == (12, -4, -4, -4)


def test_hangzhou_chain_counts_kongs_since_the_last_ordinary_discard() -> None:
    # Oracle from the events: each kong (own or claimed) adds one; a discard of a tile that is
    # not 财神 (白, 5z) ends the chain. A 白 thrown keeps it only when counted (财飘).
    ruleset = get("hangzhou")
    chain: list[int | None] = [0, 0, 0, 0]  # None: after a 白 thrown, until the next ordinary one
    read = [0]

    def check(table: Table) -> None:
        for event in table.events[read[0] :]:
            seat = event.get("seat")
            own = event["t"] == "act" and event["action"]["a"] == "kong"
            claimed = event["t"] == "meld" and sum(c.isdigit() for c in str(event["meld"]).split("@")[0]) == 4
            if own or claimed:
                chain[seat] = None if chain[seat] is None else chain[seat] + 1  # type: ignore[operator]
            elif event["t"] == "act" and event["action"]["a"] == "discard":
                chain[seat] = None if event["action"]["tile"] == "5z" else 0
        read[0] = len(table.events)
        for seat in range(4):
            state = table.seats[seat]
            if chain[seat] is not None:
                assert state.kong_chain == chain[seat], (seat, table.events[-3:])
            assert state.kong_chain <= sum(m.kind == "kong" for m in state.melds)

    kongs = 0
    for seed in range(4):
        seats = bots("claimhappy")
        for k, bot in enumerate(seats):
            bot.seat_at(seed, k)
        for n in range(3):
            chain[:] = [0, 0, 0, 0]
            read[0] = 0
            table = play_round(
                ruleset,
                seed=seed,
                round_index=n,
                dealer=0,
                lianzhuang=0,
                wind=0,
                bots=seats,
                after_each=check,
            )
            kongs += sum(m.kind == "kong" for state in table.seats for m in state.melds)
    assert kongs > 0  # not vacuous: these rounds made kongs
