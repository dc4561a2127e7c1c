"""What some arrangement of a Tianjin hand can hold, found from the hand alone.

Each test here is the win check on the rest of the hand, with the part asked about laid
out as a set (or a stand-in pair) beside the claimed melds. A ``False`` is a proof that
no arrangement holds the part, so a row that needs it is never awarded for this hand: its
``narrow`` says it reads nothing (the class search then does not tell its readings
apart), and the ceiling counts it as the first reading does. A ``True`` only says the
part may be there. The tests take the hand's own tile of a face where it holds one (a
natural is never worse there than a 混儿 standing for it: the two may trade places), a
混儿 for the faces it lacks; any 混儿 stands for any face, so which one is taken does not
change the win check.

>>> from majiang.hands import Hand, ShapeGrammar
>>> from majiang.rulesets.hun import hun_kinds
>>> jing = ShapeGrammar(seven_pairs=False, wild=hun_kinds(Tile.from_str("7m")))  # 混儿 7m 8m
>>> hand = Hand.parse("5556778888m2344p", win="8m")
>>> zhuo_possible(hand, jing), single_possible(hand, jing), double_possible(hand, jing)
(True, True, True)
>>> plain = ShapeGrammar(seven_pairs=False, wild=hun_kinds(Tile.from_str("1z")))  # 混儿 1z 2z
>>> zhuo_possible(Hand.parse("123m456m789m22p55s1z", win="1z"), plain)  # 4m 1z 6m leaves no win
False
"""

from __future__ import annotations

from majiang.hands import Hand, Meld, ShapeGrammar, is_win
from majiang.tiles import Tile

__all__ = ["double_possible", "single_possible", "zhuo_possible"]

FOUR_SIX_M = (Tile(suit="m", rank=4), Tile(suit="m", rank=5), Tile(suit="m", rank=6))


def _apart(hand: Hand, grammar: ShapeGrammar) -> tuple[list[Tile], list[Tile], Tile] | None:
    """(the naturals, the wildcards, the winning tile) of the concealed tiles, the winning
    tile taken out of its list; ``None`` without a winning tile."""
    win = hand.win_tile
    if win is None:
        return None
    wild = grammar.wild
    naturals = [t for t in hand.tiles if t not in wild]
    jokers = [t for t in hand.tiles if t in wild]
    (jokers if win in wild else naturals).remove(win)
    return naturals, jokers, win


def _absent(hand: Hand, grammar: ShapeGrammar) -> Tile:
    """A kind that is not a wildcard and that the hand holds none of (a hand holds at most
    18 tiles of 34 kinds, two of them wild): a stand-in that takes no tile's place."""
    held = {t for t in hand.tiles} | {t for m in hand.melds for t in m.physical}
    return next(
        Tile.from_index(i)
        for i in range(33, -1, -1)
        if Tile.from_index(i) not in held and Tile.from_index(i) not in grammar.wild
    )


def zhuo_possible(hand: Hand, grammar: ShapeGrammar) -> bool:
    """Some arrangement holds ``456m`` with the winning tile standing as its ``5m``
    (捉伍儿): the winning tile is a ``5m`` or a wildcard, and the rest wins with the
    ``4m`` and ``6m`` taken (the hand's own where it has them, else wildcards)."""
    found = _apart(hand, grammar)
    if found is None:
        return False
    naturals, jokers, win = found
    if win != FOUR_SIX_M[1] and win not in grammar.wild:
        return False
    standing: list[Tile | None] = []
    for face in (FOUR_SIX_M[0], FOUR_SIX_M[2]):
        if face in naturals:
            naturals.remove(face)
            standing.append(None)
        elif jokers:
            standing.append(jokers.pop())
        else:
            return False
    run = Meld.of(
        FOUR_SIX_M,
        concealed=False,
        claimed_from=0,
        wild=(standing[0], None if win == FOUR_SIX_M[1] else win, standing[1]),
    )
    return is_win(Hand.of([*naturals, *jokers], melds=(*hand.melds, run)), grammar)


def single_possible(hand: Hand, grammar: ShapeGrammar) -> bool:
    """Some arrangement may pair the winning tile with a wildcard (单混儿吊): a wildcard
    is held besides it, and the rest, with a stand-in pair, wins (the rest making four
    sets is enough for that, so ``False`` is a proof)."""
    found = _apart(hand, grammar)
    if found is None or not found[1]:
        return False
    naturals, jokers, _ = found
    stand_in = _absent(hand, grammar)
    rest = [*naturals, *jokers[1:], stand_in, stand_in]
    return is_win(Hand.of(rest, melds=hand.melds), grammar)


def double_possible(hand: Hand, grammar: ShapeGrammar) -> bool:
    """Some arrangement may make a set of the winning tile and two wildcards (双混儿吊):
    two are held besides it, and the rest wins with a stand-in set in their place."""
    found = _apart(hand, grammar)
    if found is None or len(found[1]) < 2:
        return False
    naturals, jokers, _ = found
    stand_in = _absent(hand, grammar)
    filler = Meld.of((stand_in,) * 3, concealed=False, claimed_from=0)
    return is_win(Hand.of([*naturals, *jokers[2:]], melds=(*hand.melds, filler)), grammar)
