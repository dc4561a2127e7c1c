"""How a Guangdong 推倒胡 round is played (see ``docs/game.md``): no chi; pon and kong;
wins by self-draw (scoring refuses a discard unless ``allow_discard_win``); no kong is
robbed at the table (the option ``rob_kong`` is a scoring option for recorded rounds);
the wall is played out, less the horses it keeps back.

Horses (option ``horses``): after the win the next ``horses`` tiles of the wall are
turned up (``bird`` lines of the log); the wall keeps that many back, so play ends drawn
when only the horses are left and a win on the last tile still turns up real tiles. 跟庄
(option ``gen_zhuang``) is read from the table: the first four discards were one kind and
nobody had claimed or konged before the fourth.

With ``flip_ghost`` on, the ghost indicator is turned up after the deal (``play_for``);
with fixed ghosts only (``bai_ghost``) nothing is turned up.

>>> PLAY.rob_kong, PLAY.several_winners.value, PLAY.birds_kept
((), 'nearest', True)
>>> play_for(flip_ghost=1).reveal.value, play_for(flip_ghost=0) is PLAY
('after_deal', True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from majiang.rulesets.playrules import FirstDraw, PlayRules, Reveal, SeveralWinners
from majiang.tiles import SEATS, Tile

if TYPE_CHECKING:
    from majiang.rulesets.guangdong_tuidaohu.ruleset import TuidaohuFacts

__all__ = ["PLAY", "first_discards_alike", "horses", "play_for", "round_facts"]


def horses(options: Any) -> int:
    """The horses turned up after a win: the option ``horses``."""
    return int(options.horses)


def first_discards_alike(events: Any) -> bool:
    """跟庄: the round's first four discards are of one kind, with no claim or kong before
    the fourth (read from the table's events)."""
    thrown: list[str] = []
    for event in events:
        kind = event["t"]
        if kind == "meld" or (kind == "act" and event["action"]["a"] == "kong"):
            return False
        if kind == "act" and event["action"]["a"] in ("discard", "ready"):
            thrown.append(event["action"]["tile"])
            if len(thrown) == SEATS:
                return len(set(thrown)) == 1
    return False


def round_facts(table: Any) -> TuidaohuFacts:
    """The horses turned up (none before the win) and whether 跟庄 happened."""
    from majiang.rulesets.guangdong_tuidaohu.ruleset import TuidaohuFacts  # the ruleset imports PLAY

    return TuidaohuFacts(
        horses=tuple(Tile.from_index(i) for i in table.birds),
        gen_zhuang=bool(table.ruleset.options.gen_zhuang) and first_discards_alike(table.events),
    )


PLAY = PlayRules(
    several_winners=SeveralWinners.NEAREST,
    rob_kong=(),
    first_draw=(FirstDraw.DEALER_DEAL,),
    bird_count=horses,
    birds_kept=True,
    facts=round_facts,
)


def play_for(*, flip_ghost: int) -> PlayRules:
    """``PLAY`` for these ghost options: a turned-up ghost indicator (``flip_ghost`` 1 or 2)
    is revealed to all after the deal, before the dealer's first turn."""
    return attrs.evolve(PLAY, reveal=Reveal.AFTER_DEAL) if flip_ghost else PLAY
