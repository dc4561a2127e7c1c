"""``allows``: the one-action answer a replay and a server use must never admit an action
the full legal list does not hold, and must admit every legal discard where no play rule
narrows the discards (its fast path)."""

from __future__ import annotations

import pytest

from majiang.game.actions import DISCARDS, KONGS, READIES, WIN, Action
from majiang.game.allows import allows
from majiang.game.bots import bots
from majiang.game.table import Table
from majiang.rulesets import get, names


def _candidates(table: Table, seat: int) -> list[Action]:
    """Every action of the kinds ``allows`` answers for, on the kinds the seat holds or not."""
    out: list[Action] = [WIN]
    for i in range(len(DISCARDS)):
        out.append(DISCARDS[i])
        out.append(READIES[i])
    for how in ("concealed", "added"):
        out.extend(KONGS[how][i] for i in range(34))
    return out


@pytest.mark.parametrize("name", names())
def test_allows_admits_only_listed_actions(name: str) -> None:
    ruleset = get(name)
    players = bots("greedy,random,claimhappy,random")
    checked = fast = 0
    for round_index in range(2):
        table = Table(ruleset, seed=f"allows {round_index}", round_index=round_index)
        for bot in players:
            bot.seat_at("allows", players.index(bot))
            bot.new_round(round_index)
        while not table.over:
            due = table._due
            if due is not None:
                seat, drew = due
                legal = table.pending[seat]  # the full list (claims.forced applied)
                for action in _candidates(table, seat):
                    if allows(table.legal, seat, drew, action):
                        assert action in legal, (name, table.events[-1], action)
                        checked += 1
                for action in legal:
                    if action.kind == "discard" and allows(table.legal, seat, drew, action):
                        fast += 1
            for seat, legal in table.prompts().items():
                table.submit(seat, players[seat].choose(table, seat, legal))
    assert checked and fast  # the rounds had turns with actions admitted
