"""The deal-time small wins 起手小胡, judged on the tiles a seat was dealt.

Right after the deal (before the first discard) a seat may show any of these and
win; each is paid like a whole small self-draw (the dealer's 10 included), and they
add up:

* 四喜: four alike among the dealt tiles;
* 板板胡: no 2, 5 or 8 at all;
* 缺一色: a suit missing;
* 六六顺: two triplets (a kind held three or four times counts as one triplet).

Each counts once per hand. The dealt tiles are 14 for the dealer and 13 for the
others (the hand as dealt, before any draw). A round records them per seat in its
:class:`~majiang.rulesets.changsha.facts.ChangshaFacts`: ``dealt`` the dealt tiles,
``deal_wins`` the keys declared; the ruleset checks every declared win against the
dealt tiles.

>>> from majiang.tiles import parse_tiles
>>> [w.chinese for w in deal_wins(parse_tiles("1111m333m679m1346p"), dealer=True)]
['四喜', '板板胡', '缺一色', '六六顺']
>>> deal_wins(parse_tiles("123456789m258p"), dealer=False)
Traceback (most recent call last):
...
majiang.errors.RoundError: a non-dealer is dealt 13 tiles, got 12
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

import attrs

from majiang.errors import RoundError
from majiang.rulesets.changsha.facts import facts_of
from majiang.rulesets.changsha.wins import JIANG
from majiang.settlement import Reason, Round, Transfer
from majiang.tiles import SUITS, Tile, format_tiles

__all__ = ["DEAL_WINS", "DealWin", "check_deal_wins", "deal_transfers", "deal_wins"]


@attrs.frozen(kw_only=True)
class DealWin:
    """One deal-time small win: its key (as declared), names, and condition on the counts."""

    key: str
    chinese: str
    english: str
    when: Callable[[Counter[Tile]], bool] = attrs.field(eq=False, repr=False)

    def __str__(self) -> str:
        return f"{self.chinese} {self.english}"


DEAL_WINS: tuple[DealWin, ...] = (
    DealWin(key="sixi", chinese="四喜", english="four alike", when=lambda c: max(c.values()) == 4),
    DealWin(
        key="banban",
        chinese="板板胡",
        english="no 2, 5 or 8",
        when=lambda c: not any(t.rank in JIANG for t in c),
    ),
    DealWin(
        key="queyise", chinese="缺一色", english="a suit missing", when=lambda c: len({t.suit for t in c}) < 3
    ),
    DealWin(
        key="liuliushun",
        chinese="六六顺",
        english="two triplets",
        when=lambda c: sum(1 for n in c.values() if n >= 3) >= 2,
    ),
)
BY_KEY = {w.key: w for w in DEAL_WINS}
DEAL_UNIT = 10
"""What one deal-time win costs each payer (a small self-draw), before the dealer's 10."""


def _dealt_size(dealer: bool) -> int:
    return 14 if dealer else 13


def deal_wins(tiles: Sequence[Tile], *, dealer: bool) -> tuple[DealWin, ...]:
    """The deal-time wins a seat's dealt tiles allow (14 tiles for the dealer, 13 otherwise)."""
    size = _dealt_size(dealer)
    if len(tiles) != size:
        who = "the dealer is" if dealer else "a non-dealer is"
        raise RoundError(f"{who} dealt {size} tiles, got {len(tiles)}")
    counts = Counter(tiles)
    return tuple(w for w in DEAL_WINS if w.when(counts))


def check_deal_wins(round: Round) -> None:
    """Raise unless every seat's dealt tiles fit the 108 and the deal, and its declared
    deal-time wins hold on them."""
    facts = facts_of(round.facts)
    for seat, (dealt, declared) in enumerate(zip(facts.dealt, facts.deal_wins, strict=True)):
        if not declared and not dealt:
            continue
        where = f"seat {seat}"
        if dealt:
            SUITS.check(dealt, what=f"seat {seat}'s dealt tiles")
        try:
            allowed = {w.key for w in deal_wins(dealt, dealer=seat == round.dealer)}
        except RoundError as error:
            raise RoundError(f"{where}: {error}") from None
        seen: set[str] = set()
        for key in declared:
            if key in seen:
                raise RoundError(f"{where} declares {key!r} twice (each deal-time win counts once)")
            seen.add(key)
            if key not in BY_KEY:
                known = ", ".join(BY_KEY)
                raise RoundError(f"{where}: changsha has no deal-time win {key!r} (known: {known})")
            if key not in allowed:
                win = BY_KEY[key]
                raise RoundError(
                    f"{where}: {win.chinese} ({win.english}) does not hold on {format_tiles(dealt)}"
                )


def deal_transfers(round: Round, *, dealer_extra: str = "each") -> list[Transfer]:
    """Each other seat pays ``k ×`` one small self-draw for ``k`` deal-time wins: ``k × 10``,
    and ``k × 10`` more with the dealer (等同小胡自摸 and 组合累计: each win pays whole);
    ``dealer_extra="once"``: the dealer's 10 once."""
    transfers: list[Transfer] = []
    for seat, declared in enumerate(facts_of(round.facts).deal_wins):
        if not declared:
            continue
        names = tuple(str(BY_KEY[key]) for key in declared)
        k = len(names)
        for payer in range(len(round.seats)):
            if payer == seat:
                continue
            amount = k * DEAL_UNIT
            working = f"{k}×{DEAL_UNIT} 起手小胡 = {amount}"
            if round.dealer in (payer, seat):
                extra = DEAL_UNIT * (k if dealer_extra == "each" else 1)
                amount += extra
                working += f"; +{extra} 庄家 = {amount}"
            transfers.append(
                Transfer(
                    payer=payer,
                    payee=seat,
                    amount=amount,
                    reason=Reason.DEAL_WIN,
                    working="; ".join((*names, working)),
                )
            )
    return transfers
