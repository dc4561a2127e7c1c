"""What a Hangzhou round records of its own: the kongs of the winner's chain (连杠).

A chain (动作链) is each 飘 or kong since the winner's last ordinary discard; the 飘 are
``Win.wild_discards``, the kongs ``HangzhouFacts.chain_kongs``. Left ``None`` (the
default), one kong is counted when the win came on a kong's replacement (杠开), none
otherwise.

>>> HangzhouFacts(chain_kongs=2)
HangzhouFacts(chain_kongs=2)
>>> HangzhouFacts(chain_kongs=-1)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
majiang.errors.RoundError: HangzhouFacts.chain_kongs: the kongs of the winner's chain ..., not -1
"""

from __future__ import annotations

import attrs

from majiang.errors import RoundError
from majiang.hands import Hand, MeldKind
from majiang.scoring import WinContext, WinMethod

__all__ = ["HangzhouFacts", "chain_kongs", "check_chain"]


def _count(instance: object, attribute: attrs.Attribute[int | None], value: int | None) -> None:
    if value is not None and (type(value) is not int or value < 0):
        raise RoundError(
            f"HangzhouFacts.{attribute.name}: the kongs of the winner's chain are a count "
            f"(0 or more, or None: one on a kong replacement), not {value!r}"
        )


@attrs.frozen(kw_only=True)
class HangzhouFacts:
    """What a Hangzhou round records of its own (``Round.facts`` / ``WinContext.facts``)."""

    chain_kongs: int | None = attrs.field(default=None, validator=_count)
    """Kongs in the winner's chain (连杠×N), each doubling; ``None``: 1 on a kong
    replacement, else 0."""


def chain_kongs(context: WinContext) -> int:
    """The kongs of the chain: the facts' count, or 1 for a win on a kong replacement."""
    facts = context.facts
    count = facts.chain_kongs if isinstance(facts, HangzhouFacts) else None
    if count is None:
        return int(context.method is WinMethod.KONG_REPLACEMENT)
    return count


def check_chain(hand: Hand, context: WinContext) -> None:
    """Raise unless the chain's kongs fit the win: a win on a kong's replacement ends a
    chain of at least one kong; a chain of kongs that ends on an ordinary draw needs a
    财飘 after its last kong (else the discard after it broke the chain); never more kongs
    than the hand shows."""
    facts = context.facts
    count = facts.chain_kongs if isinstance(facts, HangzhouFacts) else None
    if count is None:
        return
    kongs = sum(m.kind is MeldKind.KONG for m in hand.melds)
    if count > kongs:
        raise RoundError(
            f"HangzhouFacts.chain_kongs: {count} kongs in the chain but {str(hand)!r} shows {kongs}"
        )
    if context.method is WinMethod.KONG_REPLACEMENT and count == 0:
        raise RoundError(
            "HangzhouFacts.chain_kongs: 0, but a win on a kong's replacement ends a chain of at least "
            "one kong"
        )
    if context.method is not WinMethod.KONG_REPLACEMENT and count and not context.wild_discards:
        raise RoundError(
            f"HangzhouFacts.chain_kongs: {count}, but the win ({context.method.value}) is not on a kong's "
            "replacement and no 财飘 (wild_discards) carried the chain on"
        )
