"""What some arrangement of a Tianjin hand can hold, found from the hand alone.

Each test here is the win check on the rest of the hand, with the part asked about laid
out as sets (and a stand-in pair or set) beside the claimed melds. A ``False`` is a proof
that no arrangement holds the part, so a row that needs it is never awarded for this hand:
its ``narrow`` says it reads nothing (the class search then does not tell its readings
apart), and the ceiling counts it as the first reading does. A ``True`` only says the part
may be there. The tests take the hand's own tile of a face where it holds one (a natural
is never worse there than a 混儿 standing for it: the two may trade places), a 混儿 for the
faces it lacks, and 混儿 where the part needs them (混儿吊's partners); any 混儿 stands for
any face, so which one is taken does not change the win check.

:func:`best_value` bounds the value of every reading the same way, the rows taken
together (捉伍儿 and 龙 may each be possible, and never together): the most the class
search can find, so it stops at the first reading that pays it.

>>> from majiang.hands import Hand, ShapeGrammar
>>> from majiang.rulesets.hun import hun_kinds
>>> hun = hun_kinds(Tile.from_str("7m"))  # 混儿 7m 8m
>>> jing = ShapeGrammar(seven_pairs=False, wild=hun)
>>> hand = Hand.parse("5556778888m2344p", win="8m")
>>> zhuo_possible(hand, jing), single_possible(hand, jing), double_possible(hand, jing)
(True, True, True)
>>> best_value(hand, jing, hun)  # 8m 7m 8m as 456m, 555m, 6m with two 混儿, 234p, 4p with one: 3 × 2
6
>>> plain = ShapeGrammar(seven_pairs=False, wild=hun_kinds(Tile.from_str("1z")))  # 混儿 1z 2z
>>> zhuo_possible(Hand.parse("123m456m789m22p55s1z", win="1z"), plain)  # 4m 1z 6m leaves no win
False
"""

from __future__ import annotations

from majiang.hands import Hand, Meld, ShapeGrammar, is_win
from majiang.rulesets.hun import straight_suits
from majiang.tiles import Tile

__all__ = ["best_value", "double_possible", "single_possible", "zhuo_possible"]

Faces = tuple[Tile, Tile, Tile]


def _run(suit: str, start: int) -> Faces:
    return Tile(suit=suit, rank=start), Tile(suit=suit, rank=start + 1), Tile(suit=suit, rank=start + 2)


RUNS = {suit: (_run(suit, 1), _run(suit, 4), _run(suit, 7)) for suit in "mps"}
"""``123 456 789`` of each suit: a 龙."""
FOUR_SIX_M = RUNS["m"][1]


def _lay(
    hand: Hand,
    grammar: ShapeGrammar,
    won: tuple[Faces, int, bool] | None = None,
    runs: tuple[Faces, ...] = (),
    stand_in: str = "",
) -> bool:
    """Whether the hand wins with these parts laid out: ``won`` the winning meld (its
    faces, the winning tile's place, whether its partners are 混儿), ``runs`` further sets,
    ``stand_in`` ``"pair"`` (the winning tile pairs with a 混儿: the rest makes four sets,
    checked with a stand-in pair, so only ``False`` is a proof) or ``"set"`` (the winning
    tile and two 混儿 make a set, standing in for it)."""
    win = hand.win_tile
    if win is None:
        return False
    wild = grammar.wild
    win_wild = win in wild
    naturals = [t for t in hand.tiles if t not in wild]
    jokers = [t for t in hand.tiles if t in wild]
    (jokers if win_wild else naturals).remove(win)
    partners = {"pair": 1, "set": 2}.get(stand_in, 0)
    if len(jokers) < partners:
        return False
    del jokers[:partners]
    laid = []

    def meld(faces: Faces, place: int, forced: bool) -> Meld | None:
        standing: list[Tile | None] = []
        for p, face in enumerate(faces):
            if p == place:
                standing.append(win if win_wild else None)
            elif not forced and face in naturals:
                naturals.remove(face)
                standing.append(None)
            elif jokers:
                standing.append(jokers.pop())
            else:
                return None
        return Meld.of(faces, concealed=False, claimed_from=0, wild=tuple(standing))

    if won is not None:
        faces, place, forced = won
        found = meld(faces, place, forced) if win_wild or faces[place] == win else None
        if found is None:
            return False
        laid.append(found)
    for faces in runs:
        found = meld(faces, -1, False)
        if found is None:
            return False
        laid.append(found)
    rest = [*naturals, *jokers]
    if stand_in:
        absent = _absent(hand, grammar)
        if stand_in == "pair":
            rest += [absent, absent]
        else:
            laid.append(Meld.of((absent,) * 3, concealed=False, claimed_from=0))
    return is_win(Hand.of(rest, melds=(*hand.melds, *laid)), grammar)


def _absent(hand: Hand, grammar: ShapeGrammar) -> Tile:
    """A kind that is not a wildcard and that the hand holds none of (a hand holds at most
    18 tiles of 34 kinds, two of them wild): a stand-in that takes no tile's place."""
    held = set(hand.tiles) | {t for m in hand.melds for t in m.physical}
    kinds = (Tile.from_index(i) for i in range(33, -1, -1))
    return next(t for t in kinds if t not in held and t not in grammar.wild)


def zhuo_possible(hand: Hand, grammar: ShapeGrammar) -> bool:
    """Some arrangement holds ``456m`` with the winning tile standing as its ``5m``
    (捉伍儿): the winning tile is a ``5m`` or a wildcard, and the rest wins with the
    ``4m`` and ``6m`` taken."""
    return _lay(hand, grammar, (FOUR_SIX_M, 1, False))


def single_possible(hand: Hand, grammar: ShapeGrammar) -> bool:
    """Some arrangement may pair the winning tile with a wildcard (单混儿吊)."""
    return _lay(hand, grammar, stand_in="pair")


def double_possible(hand: Hand, grammar: ShapeGrammar) -> bool:
    """Some arrangement may make a set of the winning tile and two wildcards (双混儿吊)."""
    return _lay(hand, grammar, stand_in="set")


def best_value(hand: Hand, grammar: ShapeGrammar, hun: tuple[Tile, ...]) -> int:
    """No reading of the hand is worth more than this (``daxiao`` without 没混儿 and 杠开,
    which the hand and the win alone decide): (捉伍儿 3 + 龙 4, or 1) × 2 for 混儿吊 and for
    本混儿龙, each combination tried together."""
    win = hand.win_tile
    if win is None:
        return 1
    single, double = single_possible(hand, grammar), double_possible(hand, grammar)
    zhuo = zhuo_possible(hand, grammar)
    zhuo_double = zhuo and _lay(hand, grammar, (FOUR_SIX_M, 1, True))
    best = max(1, 2 * (single or double), 3 * zhuo, 6 * zhuo_double)
    for suit in straight_suits(hand, grammar):
        ben = 2 if hun and hun[0].suit == suit else 1
        runs = RUNS[suit]
        best = max(best, 4 * ben)
        # 龙 and 混儿吊: the winning tile pairs with a 混儿, makes a set with two apart from
        # the 龙, or one of the 龙's sequences with two (but not as the 5m of a 万 龙's own
        # 456m: that is 捉伍儿龙 without 混儿吊, 7, or 14 with another 456m, tried below)
        diao = (
            (single and _lay(hand, grammar, runs=runs, stand_in="pair"))
            or (double and _lay(hand, grammar, runs=runs, stand_in="set"))
            or any(
                _lay(hand, grammar, (run, place, True), tuple(r for r in runs if r is not run))
                for run in runs
                for place in range(3)[: 1 if win in grammar.wild else 3]
                if (win in grammar.wild or run[place] == win) and (run is not FOUR_SIX_M or place != 1)
            )
        )
        if diao:
            best = max(best, 8 * ben)
        if not zhuo:
            continue
        # 捉伍儿龙: in a 万 龙 the 456m won on may be the 龙's own
        around = (runs[0], runs[2]) if suit == "m" else runs
        if _lay(hand, grammar, (FOUR_SIX_M, 1, False), around):
            best = max(best, 7 * ben)
            # and 双混儿吊, whose 456m stands outside the 龙 (a 万 龙 needs another 456m)
            if zhuo_double and _lay(hand, grammar, (FOUR_SIX_M, 1, True), runs):
                best = max(best, 14 * ben)
    return best
