"""The money of a round, apart from the checks of :meth:`Ruleset.settle
<majiang.rulesets.base.Ruleset.settle>`.

:meth:`Ruleset.settle` checks a round first (the region's :meth:`validate_round`, the wins,
every hand, the tiles on the table, the hand sizes) and then calls :func:`settle_trusted`,
which pays it: each win's payments (each scored by :meth:`Ruleset.score`, which still checks
the winning hand and refuses a hand that does not win), the extra transfers (or the draw
transfers when nobody won) and the adjustments. The table (:mod:`majiang.game`) calls
:func:`settle_trusted` directly for the rounds it built itself: it holds every physical tile
once, plays only legal actions and offers a win only when the ruleset scores it, so checking
the round again only repeats what the table already made true. Anything else goes through
:meth:`Ruleset.settle`. The two give the same settlement for every round the table builds
(``tests/settlement/test_trusted.py``, and the load test for every ruleset and bot mix).

>>> from majiang.game.bots import bots
>>> from majiang.game.match import play, replay
>>> table = replay(play(ruleset, rounds=1, seed=4, bots=bots("greedy"))).tables[0]
>>> settle_trusted(ruleset, table.round) == ruleset.settle(table.round) == table.settlement
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from majiang.errors import RoundError
from majiang.settlement.round import Round
from majiang.settlement.transfer import Entry, Reason, Settlement, Transfer

if TYPE_CHECKING:
    from collections.abc import Mapping

    from majiang.hands import Hand
    from majiang.rulesets.base import Ruleset
    from majiang.scoring import Score, WinContext

__all__ = ["settle_trusted"]


def settle_trusted(
    ruleset: Ruleset, round: Round, *, scored: Mapping[tuple[Hand, WinContext], Score] | None = None
) -> Settlement:
    """The settlement of a round already known to fit ``ruleset`` (one the table built):
    :meth:`Ruleset.settle` without its checks of the round. ``scored``: scores this
    ruleset already gave (``ruleset.score(hand, context)``), by the winning hand and
    context; a win found there is not scored again (the table keeps the scores of the wins
    it offered). A win the ruleset's scoring refuses still raises
    :class:`~majiang.errors.RoundError`."""
    if round.facts is None and ruleset.Facts is not None:
        round = attrs.evolve(round, facts=ruleset.Facts())
    transfers: list[Transfer] = []
    if round.drawn:
        transfers.extend(ruleset.draw_transfers(round))
    else:
        for win in round.wins:
            hand, context = round.winning_hand(win), round.context(win)
            score = scored.get((hand, context)) if scored else None
            if score is None:
                score = ruleset.score(hand, context)
            if not score.can_win:
                raise RoundError(f"seat {win.seat} can not win here: {score.reason}")
            transfers.extend(
                Transfer(
                    payer=p.payer,
                    payee=win.seat,
                    amount=p.amount,
                    reason=Reason.WIN,
                    awards=tuple(Entry.of(a) for a in p.awards),
                    working=p.working,
                )
                for p in score.payments
                if p.amount
            )
        transfers.extend(ruleset.extra_transfers(round))
    return Settlement(transfers=tuple(ruleset.adjust(round, transfers)))
