"""Rounds in a row: seats driven by bots, the dealer passed on by ``next_deal``, one log.

>>> from majiang.game.bots import bots
>>> log = play(ruleset, rounds=2, seed=3, bots=bots("greedy"))
>>> len(log.rounds), log.header["ruleset"] == ruleset.name
(2, True)
>>> [settlement.nets for settlement in settle(log)] == [live for live in nets(log)]
True
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Sequence
from importlib.metadata import PackageNotFoundError, version
from typing import Any

import attrs

from majiang._calls import shown
from majiang.errors import InvalidActionError, RulesetError
from majiang.game.bots import Bot
from majiang.game.collector import Paused
from majiang.game.log import LOG_FORMAT, Log
from majiang.game.replays import (  # the replay's names, where they were before game/replays.py
    _LINES,
    Replay,
    _action,
    _wall,
    carry_of,
    next_round,
    passed_on,
    replay,
)
from majiang.game.rng import RNG_SCHEME, check_seed
from majiang.game.table import Table
from majiang.rulesets import Ruleset
from majiang.serialize import dump_settlement
from majiang.settlement import Round, Settlement

__all__ = ["Replay", "carry_of", "nets", "next_round", "passed_on", "play", "replay", "rounds", "settle"]
_READERS = (_LINES, _action, _wall)  # read by the tests and the scripts as match's


@functools.cache
def _library() -> str:
    try:
        return f"majiang {version('majiang')}"
    except PackageNotFoundError:  # pragma: no cover - running from a source tree
        return "majiang"


def header(ruleset: Ruleset, seed: int | str, rounds: int, bots: Sequence[Bot]) -> dict[str, Any]:
    return {
        "format": LOG_FORMAT,
        "library": _library(),
        "ruleset": ruleset.name,
        "options": attrs.asdict(ruleset.options),
        "seed": seed,
        "rng": RNG_SCHEME,
        "rounds": rounds,
        "seats": [bot.name for bot in bots],
    }


def play_round(
    ruleset: Ruleset,
    *,
    seed: int | str,
    round_index: int,
    dealer: int,
    lianzhuang: int,
    wind: int,
    bots: Sequence[Bot],
    after_each: Callable[[Table], None] | None = None,
    carried: int = 0,
) -> Table:
    """Play one round to its end; ``after_each`` sees the table after every decision."""
    table = Table(
        ruleset,
        seed=seed,
        round_index=round_index,
        dealer=dealer,
        lianzhuang=lianzhuang,
        prevailing_wind=wind,
        carried=carried,
    )
    for bot in bots:
        bot.new_round(round_index)
    while not table.over:
        for seat, legal in table.prompts().items():
            table.submit(seat, bots[seat].choose(table, seat, legal))
            if after_each is not None:
                after_each(table)
    return table


def check_match(
    caller: str, ruleset: Ruleset, rounds: int, seed: int | str, bots: Sequence[Bot], least: int = 1
) -> int | str:
    """Refuse a match that can not be played (the checked seed returned): a ruleset, a count
    of rounds >= ``least``, four :class:`Bot` values."""
    if not isinstance(ruleset, Ruleset):
        raise RulesetError(f"{caller} needs a Ruleset (majiang.rulesets.get(name)), not {shown(ruleset)}")
    seed = check_seed(seed)
    if type(rounds) is not int or rounds < least:
        raise InvalidActionError(f"rounds must be an int >= {least}, not {shown(rounds)}")
    if not isinstance(bots, Sequence) or len(bots) != 4 or not all(isinstance(b, Bot) for b in bots):
        raise InvalidActionError(
            f"a table seats 4 bots (Bot values or a spec like 'greedy'), not {shown(bots)}"
        )
    return seed


def play(
    ruleset: Ruleset,
    *,
    rounds: int,
    seed: int | str,
    bots: Sequence[Bot],
    on_round: Callable[[Table], None] | None = None,
    after_each: Callable[[Table], None] | None = None,
) -> Log:
    """Play ``rounds`` rounds with one bot per seat; the seed names every random stream.

    ``on_round`` is called with each finished table (statistics, invariants),
    ``after_each`` with the table after every decision (as :func:`play_round`'s).
    """
    seed = check_match("play", ruleset, rounds, seed, bots)
    played: list[tuple[dict[str, Any], ...]] = []
    for table in played_rounds(ruleset, seed=seed, rounds=rounds, bots=bots, after_each=after_each):
        played.append(tuple(table.events))
        if on_round is not None:
            on_round(table)
    return Log(header=header(ruleset, seed, rounds, bots), rounds=tuple(played))


def played_rounds(
    ruleset: Ruleset,
    *,
    seed: int | str,
    rounds: int,
    bots: Sequence[Bot],
    after_each: Callable[[Table], None] | None = None,
    failed: Callable[[int, Exception], None] | None = None,
) -> Iterator[Table]:
    """Each finished table of a seeded match, the bots seated first and the dealer, 连庄, wind
    and carry passed on from round to round (what :func:`play` and ``selfplay`` play).

    ``failed``: a round that raises is handed to it (its index and the error) and the match
    goes on with the next round, the same dealer dealing; without it, the error propagates.
    The cyclic collector is paused meanwhile (:class:`~majiang.game.collector.Paused`: the log
    grows, and the collector would walk it again every few rounds).
    """
    for k, bot in enumerate(bots):
        bot.seat_at(seed, k)
    dealer = lianzhuang = wind = carried = 0
    with Paused() as paused:
        for n in range(rounds):
            try:
                table = play_round(
                    ruleset,
                    seed=seed,
                    round_index=n,
                    dealer=dealer,
                    lianzhuang=lianzhuang,
                    wind=wind,
                    bots=bots,
                    after_each=after_each,
                    carried=carried,
                )
            except Exception as error:
                if failed is None:
                    raise
                failed(n, error)
                continue
            yield table
            dealer, lianzhuang, wind = next_round(table, dealer, lianzhuang, wind)
            carried = carry_of(table)
            del table  # (unreachable before the collection)
            paused.round_done()


def settle(log: Log | str) -> tuple[Settlement, ...]:
    """Each round's settlement, recomputed from the log (checked against its lines)."""
    return tuple(t.settlement for t in replay(log).tables if t.settlement is not None)


def rounds(log: Log | str) -> tuple[Round, ...]:
    """Each round as the settlement engine takes it (``majiang.settlement.Round``)."""
    return tuple(t.round for t in replay(log).tables if t.round is not None)


def nets(log: Log) -> tuple[tuple[int, ...], ...]:
    """The nets each round's ``settlement`` line records (as played)."""
    return tuple(tuple(e["nets"]) for events in log.rounds for e in events if e["t"] == "settlement")


def settlement_document(settlement: Settlement) -> dict[str, Any]:
    return dump_settlement(settlement)
