"""Scoring items: a region's table is a tuple of these, evaluated by one engine.

An :class:`Item` is data: its names, its value and unit, the condition that
awards it, the payers it concerns, the stage at which it enters a payer's
amount, and the items it excludes. The engine (:mod:`majiang.scoring.engine`)
loops over a table; no region writes if/elif chains over item names.

Stages, in the order a payer's amount is built:

* ``FAN``: values add up to ``f``; the ruleset's formula turns ``f`` into an amount
  (``2**f``, ``1 + f``, ...);
* ``MULTIPLY``: the amount is multiplied by the value;
* ``ADD``: the value is added;
* ``FLOOR``: the amount is at least the value (不满3番按3番; the highest floor counts);
* ``FIXED``: the amount is the value, whatever else applies (天胡 20);
* ``FORBID``: the arrangement can not win here; the item's name is the reason.

An item may declare what its condition reads of the arrangement (``reads``, a set
of :class:`~majiang.hands.Feature`; ``()`` for an item that reads only the hand,
the context and the options). When every item of a table declares, the engine
scores one arrangement of each class those features tell apart, however many
ways the wildcards can be read; an item that declares nothing (``None``, the
default) may read anything, and its table is scored arrangement by arrangement.
Either way the result is the same.

An item is generic over the options and facts of the ruleset whose table holds it,
``Item[RegionOptions, RegionFacts]``, so its condition is checked against them. Both
parameters are contravariant (an item only takes an evaluation in), so an
``Item[object, object]``, whose condition reads neither, fits every table.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

import attrs

from majiang.errors import RulesetError
from majiang.hands import Feature

if TYPE_CHECKING:
    from majiang.scoring.evaluation import Evaluation

__all__ = ["Item", "Scope", "Stage"]

Options_contra = TypeVar("Options_contra", contravariant=True)
Facts_contra = TypeVar("Facts_contra", contravariant=True)
Options = TypeVar("Options")
Facts = TypeVar("Facts")


class Stage(enum.Enum):
    FAN = "fan"
    MULTIPLY = "multiply"
    ADD = "add"
    FLOOR = "floor"
    FIXED = "fixed"
    FORBID = "forbid"

    def __repr__(self) -> str:
        return f"Stage.{self.name}"

    __hash__ = object.__hash__  # singletons: hashed by identity, in C (an item's hash reads it)


class Scope(enum.Enum):
    """Which payers an item concerns."""

    EVERY = "every"  # every payer
    DISCARDER = "discarder"  # only the seat that fed the win
    DEALER = "dealer"  # a payer when the winner or that payer is the dealer
    LIABLE = "liable"  # every payer on a self-draw, the discarder only on a fed win

    def __repr__(self) -> str:
        return f"Scope.{self.name}"

    __hash__ = object.__hash__  # singletons: hashed by identity, in C (the payments key on it)

    def concerns(self, payer: int, winner: int, dealer: int, discarder: int | None) -> bool:
        if self is _EVERY:
            return True
        if self is _DISCARDER:
            return payer == discarder
        if self is _DEALER:
            return dealer in (payer, winner)
        return discarder is None or payer == discarder


# bound once: under Python 3.11 each ``Scope.EVERY`` is a call of ``EnumType.__getattr__``'s hook
_EVERY, _DISCARDER, _DEALER = Scope.EVERY, Scope.DISCARDER, Scope.DEALER


def _reads(value: Iterable[Feature] | None) -> frozenset[Feature] | None:
    return None if value is None else frozenset(value)


def _keys(value: Iterable[str]) -> frozenset[str]:
    return frozenset(value)


def _most(instance: object, attribute: attrs.Attribute[int | None], value: int | None) -> None:
    if value is not None and (type(value) is not int or value < 0):
        raise RulesetError(f"an item's most must be a count (an int, 0 or more) or None, not {value!r}")


@attrs.frozen(kw_only=True)
class Item(Generic[Options_contra, Facts_contra]):
    """One line of a scoring table whose ruleset's options are ``Options_contra`` and
    facts ``Facts_contra``."""

    key: str
    """A stable English identifier, e.g. ``"self_draw"``."""
    chinese: str
    english: str
    value: int
    unit: str = "番"
    when: Callable[[Evaluation[Options_contra, Facts_contra]], int | bool] = attrs.field(repr=False, eq=False)
    """Awarded when truthy; an ``int`` awards the item that many times."""
    stage: Stage = Stage.FAN
    scope: Scope = Scope.EVERY
    excludes: tuple[str, ...] = ()
    """Keys of items this one replaces when both are awarded."""
    reads: frozenset[Feature] | None = attrs.field(default=None, converter=_reads, repr=False, eq=False)
    """What ``when`` reads of the arrangement (see :mod:`majiang.hands.features`); ``None``:
    anything. ``when`` must give the same for arrangements that agree on these, and so
    must a test it makes of each of ``Evaluation.readings``."""
    most: int | None = attrs.field(default=None, validator=_most, repr=False, eq=False)
    """The most times ``when`` may award the item (1 for a yes-or-no condition); ``None``:
    not said. When every item that reads the arrangement says, the engine stops at the
    first reading that pays as much as the table can (:mod:`majiang.scoring.ceiling`).
    An item awarded more often than this is a table error (:class:`RulesetError`)."""
    narrow: Callable[[Evaluation[Options_contra, Facts_contra]], Iterable[Feature]] | None = attrs.field(
        default=None, repr=False, eq=False
    )
    """What ``when`` reads of the arrangements of one hand, found from the hand alone (its
    tiles, the context, the options and facts; the evaluation's arrangement is a
    placeholder, not to be read): a part of ``reads`` that is enough for this hand, e.g.
    ``()`` where no arrangement of it can earn the item (清一色 when the tiles that are not
    wildcards hold two suits). ``None``: ``reads``. The class search then tells apart
    only what each item needs for the hand being scored."""

    bound: Callable[[Evaluation[Options_contra, Facts_contra]], int] | None = attrs.field(
        default=None, repr=False, eq=False
    )
    """The most times ``when`` may award the item for one hand, found from the hand alone
    (as ``narrow`` sees it), at most :attr:`most`: e.g. 0 where no arrangement of it can
    earn the item, or the highest special win this hand can reach. ``None``: ``most``. For
    a hand holding wildcards the engine takes it as the item's ``most`` (so the ceiling is
    tighter, and an award above it is a table error as above)."""

    rivals: Callable[[Evaluation[Options_contra, Facts_contra]], Iterable[str]] | None = attrs.field(
        default=None, repr=False, eq=False
    )
    """Keys of rows no reading of one hand awards together with this one, found from the
    hand alone (as ``narrow`` sees it): e.g. two rows counting triplets that the hand's
    wildcards can make only one of. The ceiling takes them one at a time, as it does rows
    that exclude one another; unlike ``excludes`` they never drop an award. For a hand
    holding wildcards the engine puts them in :attr:`apart`."""
    apart: frozenset[str] = attrs.field(default=frozenset(), converter=_keys, repr=False, eq=False)
    """Keys of rows never awarded together with this one for the hand being scored (the
    engine fills it from :attr:`rivals`; the ceiling reads it)."""
    group: tuple[Callable[[Evaluation[Options_contra, Facts_contra]], Sequence[int]], int] | None = (
        attrs.field(default=None, repr=False, eq=False)
    )
    """``(counts, place)``: ``counts(evaluation)[place]`` is what ``when`` gives, with
    ``counts`` answering for several rows at once (one pass over the reading, kept by
    ``counts`` itself so that asking again is cheap). The engine's scoring asks ``counts``
    once a reading for all the rows naming it; ``when`` stays the condition (the oracle,
    :func:`~majiang.scoring.exhaustive`, and every other reader use it). ``None``: ``when``."""

    def __str__(self) -> str:
        return f"{self.chinese} {self.english}"


def forbid(
    key: str,
    chinese: str,
    english: str,
    when: Callable[[Evaluation[Options, Facts]], int | bool],
    reads: Iterable[Feature] | None = None,
) -> Item[Options, Facts]:
    """A :attr:`Stage.FORBID` row: the hand does not win when ``when`` holds.

    >>> row = forbid("no_seven_pairs", "不能七对", "no seven pairs", lambda e: False, ())
    >>> row.stage, row.value, row.reads
    (Stage.FORBID, 0, frozenset())
    """
    return Item(
        key=key, chinese=chinese, english=english, value=0, stage=Stage.FORBID, when=when, reads=reads
    )


def requirement(
    key: str,
    chinese: str,
    english: str,
    ok: Callable[[Evaluation[Options, Facts]], bool],
    reads: Iterable[Feature] | None = None,
) -> Item[Options, Facts]:
    """A :attr:`Stage.FORBID` row that refuses the hand unless ``ok`` holds.

    >>> row = requirement("ready", "报听", "declared ready", lambda e: True, ())
    >>> row.when(None)  # the requirement is met, so nothing is refused
    False
    """

    def when(e: Evaluation[Options, Facts]) -> bool:
        return not ok(e)

    return forbid(key, chinese, english, when, reads)
