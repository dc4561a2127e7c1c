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
  捉五魁 on the winning tile's);
* 混儿吊 (the winning tile's partners all 混儿) and 素胡 unless the winning tile is a 混儿
  or the two 混儿 kinds run on from it (a partner standing as its own face is of a 混儿
  kind); and 碰碰胡, 一条龙: :func:`hun_diao_with` lays the winning meld and the rest.

>>> from majiang.hands import Hand, Meld, MeldKind, ShapeGrammar, is_win
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

from collections import Counter, defaultdict

from majiang.hands import Hand, Meld, MeldKind, ShapeGrammar, is_win
from majiang.rulesets.hebei import possible
from majiang.rulesets.hun import straight_suits
from majiang.tiles import Tile

__all__ = ["hun_diao_with", "rivals"]

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
    if wild and hand.win_tile is not None:
        pairs.extend(
            ("hun_diao", key)
            for key in ("suhu", "pengpeng", *(() if claimed_run else ("yitiaolong",)))
            if not hun_diao_with(key, hand, grammar)
        )
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


def _pool(hand: Hand, wild: frozenset[Tile]) -> tuple[Counter[Tile], list[Tile]]:
    """The concealed naturals by kind and the 混儿, the winning tile taken out of its own."""
    naturals = Counter(t for t in hand.tiles if t not in wild)
    jokers = [t for t in hand.tiles if t in wild]
    win = hand.win_tile
    if win in wild:
        jokers.remove(win)
    elif win is not None:
        naturals[win] -= 1
    return naturals, jokers


def hun_diao_with(key: str, hand: Hand, grammar: ShapeGrammar) -> bool:
    """Whether some reading may earn 混儿吊 and row ``key`` (``"suhu"``, ``"pengpeng"`` or
    ``"yitiaolong"``) together; ``False`` is a proof that none does."""
    wild = grammar.wild
    win = hand.win_tile
    assert win is not None
    if key == "suhu":  # a partner as its own face: a 混儿 kind in the winning meld
        if win in wild or len(wild) != 2:
            return True
        low, high = sorted(wild, key=lambda t: t.index)
        runs_on = low.is_suited and low.suit == high.suit == win.suit and high.rank == low.rank + 1
        return runs_on and win.rank in (low.rank - 1, high.rank + 1)
    naturals, jokers = _pool(hand, wild)
    if key == "pengpeng":
        return _triplets_with(naturals, len(jokers))
    return any(_dragon_with(hand, grammar, suit) for suit in straight_suits(hand, grammar))


def _triplets_with(naturals: Counter[Tile], jokers: int) -> bool:
    """碰碰胡 with 混儿吊 (the claimed melds triplets): the winning tile pairs with one 混儿
    and the rest are triplets, or makes a triplet with two and the rest are triplets and a
    pair (a kind's tiles made up to a triplet each with 混儿)."""
    held = [n for n in naturals.values() if n > 0]
    base = sum(-n % 3 for n in held)
    if base <= jokers - 1:
        return True
    pair = min([2 + base, *(base - (-n % 3) + (1 if n == 1 else -(n - 2) % 3) for n in held)])
    return pair <= jokers - 2


def _dragon_with(hand: Hand, grammar: ShapeGrammar, suit: str) -> bool:
    """一条龙 of ``suit`` with 混儿吊: the winning tile outside the 龙 with its 混儿 (a pair
    of one, a set of two: laid as a stand-in pair or set of a kind the hand lacks), or
    in one of the 龙's sequences with two; the 龙 takes the hand's naturals where it has
    them (a natural and a 混儿 standing for it may trade places), the rest must win."""
    wild = grammar.wild
    win = hand.win_tile
    assert win is not None
    runs = [tuple(Tile(suit=suit, rank=start + k) for k in range(3)) for start in (1, 4, 7)]
    held = {*hand.tiles, *(t for m in hand.melds for t in m.physical)}
    absent = next(
        t for t in (Tile.from_index(i) for i in range(33, -1, -1)) if t not in wild and t not in held
    )
    for partners in (1, 2):  # outside the 龙
        stand_in = (
            ([absent, absent], ())
            if partners == 1
            else ([], (Meld.of((absent,) * 3, concealed=False, claimed_from=0),))
        )
        if _rest_wins(hand, grammar, runs, partners, None, stand_in):
            return True
    for n, run in enumerate(runs):  # in a sequence of the 龙, its other two tiles 混儿
        if win in wild or win in run:
            others = [r for k, r in enumerate(runs) if k != n]
            if _rest_wins(hand, grammar, others, 2, run, ([], ())):
                return True
    return False


def _rest_wins(
    hand: Hand,
    grammar: ShapeGrammar,
    runs: list[tuple[Tile, ...]],
    partners: int,
    laid: tuple[Tile, ...] | None,
    stand_in: tuple[list[Tile], tuple[Meld, ...]],
) -> bool:
    """The hand less its winning tile and ``partners`` 混儿, ``runs`` taken (naturals first,
    混儿 for the faces missing) and laid as melds with ``laid`` (the winning sequence: the
    winning tile and the partners), wins with the stand-in. A 混儿 is laid as the wildcard
    standing for its face, so a face may be shown a fifth time (as the search reads it: a
    claimed ``9999s`` and a ``789s`` of 混儿)."""
    wild = grammar.wild
    naturals, jokers = _pool(hand, wild)
    if len(jokers) < partners:
        return False
    standing: list[Tile] = jokers[:partners]
    del jokers[:partners]
    melds = []
    if laid is not None:
        win = hand.win_tile
        assert win is not None
        if win in wild:
            standing.insert(0, win)
        marks = tuple(None if face == win and win not in wild else standing.pop(0) for face in laid)
        melds.append(Meld.of(laid, concealed=False, claimed_from=0, wild=marks))
    for run in runs:
        marks_of: list[Tile | None] = []
        for face in run:
            if naturals[face] > 0:
                naturals[face] -= 1
                marks_of.append(None)
            elif jokers:
                marks_of.append(jokers.pop())
            else:
                return False
        melds.append(Meld.of(run, concealed=False, claimed_from=0, wild=tuple(marks_of)))
    tiles, extra = stand_in
    rest = [*naturals.elements(), *jokers, *tiles]
    return is_win(Hand.of(rest, melds=(*hand.melds, *melds, *extra)), grammar)
