"""Rows of Hebei's table that no reading of one hand earns together (``Item.rivals``).

Each pair here is proven from the hand alone, so the ceiling
(:mod:`majiang.scoring.ceiling`) may take the two one at a time without ever bounding
below what a reading pays (a pair left out only makes the bound looser):

* 捉五魁 and 清一色 where a natural tile (not a 混儿, or a claimed meld's) is not a 万:
  捉五魁's ``456m`` is 万 and the natural stands as itself somewhere else;
* 一条龙 and 清一色 where the naturals are of one suit whose ``123 456 789`` no reading
  holds among the concealed tiles (the 龙 of a 清一色 is of its one suit, the naturals'
  own; Hebei claims no sequence, and a hand showing one is left alone);
* 素胡 (no 混儿 stands for another tile) and each row that no reading with every 混儿 as
  its own face earns: those readings are the hand's plain ones, so the tests are the
  ones of :mod:`.possible` with no wildcard (清一色 and 清风 on every tile's own face,
  捉五魁 on the winning tile's).

>>> from majiang.hands import Hand, MeldKind, ShapeGrammar
>>> from majiang.rulesets.hun import hun_kinds
>>> from majiang.tiles import Tile
>>> wild = frozenset(hun_kinds(Tile.from_str("1s")))  # 混儿 1s 2s
>>> found = rivals(Hand.parse("11122224568999s", win="2s"), ShapeGrammar(wild=wild))
>>> sorted(found["zhuo_wu_kui"])  # naturals 4568999s: a 456m leaves the hand not one suit
['qingyise', 'suhu']
>>> sorted(found["suhu"])  # plain 111s 222s 2s... does not win: every row is apart from it
['chao_haohua', 'haohua', 'pengpeng', 'qidui', 'qingfeng', 'shisanyao', 'yitiaolong', 'zhizun', 'zhuo_wu_kui']
"""

from __future__ import annotations

from collections import defaultdict

from majiang.hands import Hand, MeldKind, ShapeGrammar
from majiang.rulesets.hebei import possible
from majiang.rulesets.hun import straight_suits
from majiang.tiles import Tile

__all__ = ["rivals"]

FIVE_M = Tile(suit="m", rank=5)
_PAIRS = {1: "haohua", 2: "chao_haohua", 3: "zhizun"}
_NONE = frozenset[Tile]()


def _one_suit(faces: list[Tile]) -> str | None:
    """The one suit of these faces, if they are all of one suit (no honor)."""
    suits = {t.suit for t in faces}
    return next(iter(suits)) if len(suits) == 1 and all(t.is_suited for t in faces) else None


def rivals(hand: Hand, grammar: ShapeGrammar) -> dict[str, frozenset[str]]:
    """For each row key, the rows no reading of ``hand`` earns with it (both ways)."""
    wild = grammar.wild
    shown = [t for m in hand.melds for t in m.tiles]
    naturals = [*(t for t in hand.tiles if t not in wild), *shown]
    pairs: list[tuple[str, str]] = []
    if any(t.suit != "m" for t in naturals):
        pairs.append(("zhuo_wu_kui", "qingyise"))
    suit = _one_suit(naturals)
    claimed_run = any(m.kind is MeldKind.SEQUENCE for m in hand.melds)  # never in Hebei (no chi)
    if suit is not None and not claimed_run and suit not in straight_suits(hand, grammar):
        pairs.append(("yitiaolong", "qingyise"))
    if wild:
        plain = grammar.with_wild(())
        pairs.extend(("suhu", key) for key in _plain_rivals(hand, plain, [*hand.tiles, *shown], claimed_run))
    found: defaultdict[str, set[str]] = defaultdict(set)
    for one, other in pairs:
        found[one].add(other)
        found[other].add(one)
    return {key: frozenset(keys) for key, keys in found.items()}


def _plain_rivals(hand: Hand, plain: ShapeGrammar, faces: list[Tile], claimed_run: bool) -> list[str]:
    """The rows no reading with every 混儿 as its own face earns (素胡's rivals)."""
    out = []
    if _one_suit(faces) is None:
        out.append("qingyise")
    if not all(t.is_honor for t in faces):
        out.append("qingfeng")
    if hand.win_tile != FIVE_M:
        out.append("zhuo_wu_kui")
    if not claimed_run and not straight_suits(hand, plain):
        out.append("yitiaolong")
    if not possible.all_triplets(hand, _NONE):
        out.append("pengpeng")
    if not possible.thirteen_orphans(hand, _NONE):
        out.append("shisanyao")
    alike = possible.four_alikes(hand, _NONE)
    if not alike:
        out.append("qidui")
    out.extend(key for k, key in _PAIRS.items() if k not in alike)
    return out
