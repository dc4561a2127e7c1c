"""The 金 family's shared pieces (Quanzhou, Fuzhou): the turned-up 金 a condition reads,
how many 金 are live and win at once, the kongs a winner is paid as water, and the
point row (分) both regions' tables are made of.

Each region composes its own 金 rule (Quanzhou's is the last tile after 补花; Fuzhou's
passes the honors to the dealer too), grammar and counting of golds held.

>>> from majiang.hands import Hand
>>> kongs(Hand.parse("123m467p11s", melds="5555p@2 (7777s) 9999m+"))
(2, 1)
>>> row = points("base", "底", "base", 5, lambda e: True, reads=())
>>> row.unit, row.stage, row.reads
('分', Stage.FAN, frozenset())
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from majiang.hands import Feature, Hand, MeldKind
from majiang.scoring import Evaluation, Item, Scope
from majiang.tiles import Tile

__all__ = ["INSTANT_GOLDS", "LIVE_GOLDS", "gold_of", "held_golds", "kongs", "points"]

Options = TypeVar("Options")
Facts = TypeVar("Facts")

INSTANT_GOLDS = 3
"""三金倒: all three live 金 in hand win at once."""

LIVE_GOLDS = 3
"""The turned-up 金 stays out of play: 3 are live."""


def gold_of(e: Evaluation[object, object]) -> Tile:
    """The 金 of the win: the turned-up indicator (the ruleset refuses a context without)."""
    gold = e.context.indicator
    assert gold is not None, "the ruleset checks the indicator before scoring"
    return gold


def held_golds(hand: Hand, gold: Tile) -> int:
    """金 among the concealed tiles, without a 金 won on a discard: a discarded 金 is an
    ordinary tile (Quanzhou), or can not be won on at all (Fuzhou refuses that win).

    >>> gold = Tile.from_str("5m")
    >>> fed = Hand.parse("1234678m123p456s77z 5m5m", win="5m", self_drawn=False)
    >>> drawn = Hand.parse("1234678m123p456s77z 5m5m", win="5m", self_drawn=True)
    >>> held_golds(fed, gold), held_golds(drawn, gold)
    (1, 2)
    """
    n = hand.counts[gold.index]  # the concealed tiles of the 金's kind
    if n and hand.self_drawn is False and hand.win_tile == gold:
        n -= 1
    return n


_KONG = MeldKind.KONG  # bound once: a member look-up on the enum costs a call each time


def kongs(hand: Hand) -> tuple[int, int]:
    """(exposed kongs 明杠, concealed kongs 暗杠)."""
    exposed = concealed = 0
    for meld in hand.melds:
        if meld.kind is _KONG:
            if meld.concealed:
                concealed += 1
            else:
                exposed += 1
    return exposed, concealed


def points(
    key: str,
    chinese: str,
    english: str,
    value: int,
    when: Callable[[Evaluation[Options, Facts]], int | bool],
    scope: Scope = Scope.EVERY,
    reads: Iterable[Feature] | None = None,
    most: int | None = None,
) -> Item[Options, Facts]:
    """A row of ``value`` 分 (each time ``when`` counts, at most ``most`` times), summed
    before the formula."""
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=value,
        unit="分",
        when=when,
        scope=scope,
        reads=reads,
        most=most,
    )
