"""settle_trusted: the money of Ruleset.settle without its checks, for the rounds the table builds.

The table settles its own rounds with ``settle_trusted``; ``Ruleset.settle`` checks the
round first and then pays it the same way. Every round the table builds passes those
checks and gets the same settlement either way (item for item: the transfers, their
awards and working); a round that does not fit is still refused by ``Ruleset.settle``.
"""

from __future__ import annotations

import attrs
import pytest

from majiang import get, names
from majiang.errors import TileSetError
from majiang.game.bots import bots
from majiang.game.match import play, replay
from majiang.settlement import SeatRecord
from majiang.settlement.trusted import settle_trusted


@pytest.mark.parametrize("spec", ["greedy", "claimhappy,greedy,random,passive"])
@pytest.mark.parametrize("name", names())
def test_both_entries_settle_every_table_round_alike(name: str, spec: str) -> None:
    ruleset = get(name)
    log = play(ruleset, rounds=3, seed=f"trusted {name}", bots=bots(spec))
    tables = replay(log).tables
    assert len(tables) == 3
    for table in tables:
        assert table.round is not None and table.settlement is not None
        checked = ruleset.settle(table.round)  # raises if the table built a round that does not fit
        for record in table.round.seats:  # the table's unchecked records pass the checked constructor
            assert SeatRecord(**attrs.asdict(record, recurse=False)) == record
        assert checked == settle_trusted(ruleset, table.round) == table.settlement
        assert checked.nets == tuple(next(e for e in table.events if e["t"] == "settlement")["nets"])


def test_some_table_round_has_a_win() -> None:
    """The cases above settle wins too, not only drawn rounds."""
    ruleset = get("hefei")
    log = play(ruleset, rounds=3, seed="trusted hefei", bots=bots("greedy"))
    assert any(table.wins for table in replay(log).tables)


def test_the_checked_entry_still_refuses_a_round_that_does_not_fit() -> None:
    """Two seats each holding four 1m (eight copies and more on the table, the set has four):
    ``Ruleset.settle`` refuses it; the table never builds such a round."""
    ruleset = get("jian")
    table = replay(play(ruleset, rounds=1, seed=5, bots=bots("random"))).tables[0]
    assert table.round is not None
    seats = list(table.round.seats)
    seats[0] = seats[1] = SeatRecord.parse("1111222233334m")
    bad = attrs.evolve(table.round, seats=tuple(seats))
    with pytest.raises(TileSetError, match="copies of '1m' but the 136-tile set 'standard' has only 4"):
        ruleset.settle(bad)


def test_the_table_keeps_the_scores_of_the_wins_it_offered() -> None:
    """The settlement reads a win's score from ``Table.scored`` (what the legality scored when
    it offered the win) instead of scoring it again: each kept score is the ruleset's own."""
    ruleset = get("hefei")
    tables = replay(play(ruleset, rounds=4, seed="kept scores", bots=bots("greedy"))).tables
    kept = 0
    for table in tables:
        assert table.round is not None
        for win in table.round.wins:
            hand, context = table.round.winning_hand(win), table.round.context(win)
            if (hand, context) in table.scored:
                kept += 1
                assert table.scored[hand, context] == ruleset.score(hand, context)
    assert kept
