"""The fast paths agree with the brute-force oracle of :mod:`tests.hands.oracle`.

Cost bound: the oracle tries ``C(T + W - 1, W)`` fillings for ``W`` wildcards
and ``T`` target kinds. With up to 3 wildcards the grammar's targets are all
34 kinds or a random subset, drawn so that the count stays near ``BUDGET``; from
4 to 8 wildcards the natural tiles lie in one suit and the wildcards may stand
only for that suit's 9 kinds (a legal grammar, and the oracle still substitutes
every kind it allows).
"""

from __future__ import annotations

import random
from collections import Counter
from math import comb

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

from majiang.hands import (
    ORDINARY_KINDS,
    Arrangement,
    Hand,
    Meld,
    MeldKind,
    Shape,
    ShapeGrammar,
    arrangements,
    is_win,
    shanten,
    waits,
)
from majiang.hands.meld import kind_of
from majiang.tiles import Tile, format_tiles
from tests.hands import oracle as O


def scaled(n: int) -> int:
    """``n`` examples for every 50 of the profile's ``max_examples`` (``4 n`` under ``ci``,
    ``100 n`` under ``thorough``): the oracle properties keep their relative weights."""
    return max(1, n * settings().max_examples // 50)


BUDGET = 800  # fillings per oracle question, about 50 ms


@st.composite
def grammar_and_wild(draw: st.DrawFn, *, max_wild: int = 3, budget: int = BUDGET) -> tuple[ShapeGrammar, int]:
    """A grammar and a number of wildcards 0..max_wild whose fillings stay within ``budget``."""
    wild = draw(st.integers(0, max_wild))
    targets = max(t for t in range(1, 35) if t == 1 or comb(t + wild - 1, wild) <= budget)
    return draw(O.grammars(max_targets=targets)), wild


def one_suit(draw: st.DrawFn, *, sets: int | None = None) -> tuple[ShapeGrammar, tuple[int, ...]]:
    """A grammar whose wildcards (two honor kinds, maybe all the flowers) stand only for one suit."""
    base = draw(st.sampled_from((0, 9, 18)))
    suit = tuple(range(base, base + 9))
    wild = set(draw(st.lists(st.sampled_from(range(27, 34)), min_size=2, max_size=2, unique=True)))
    if draw(st.booleans()):
        wild |= set(range(34, 42))
    grammar = draw(O.grammars(sets=sets, wild=wild, targets=suit))
    return grammar, suit


def concealed_groups(arrangement: Arrangement, hand: Hand) -> tuple[Meld, ...]:
    return arrangement.melds[: len(arrangement.melds) - len(hand.melds)]


def reading(arrangement: Arrangement, hand: Hand) -> O.Reading:
    melds = tuple(sorted(tuple(t.index for t in m.tiles) for m in concealed_groups(arrangement, hand)))
    return arrangement.shape.name, melds


def win_reading(arrangement: Arrangement, hand: Hand) -> O.WinReading:
    shape, melds = reading(arrangement, hand)
    assert arrangement.win_meld is not None and arrangement.win_position is not None
    meld = arrangement.melds[arrangement.win_meld]
    faces = tuple(t.index for t in meld.tiles)
    assert arrangement.wait is not None
    partner_wild: bool | int | None = None
    if len(faces) == 2:
        partner_wild = meld.wild[1 - arrangement.win_position] is not None
    elif len(faces) == 3:
        partner_wild = arrangement.wild_partners
    return shape, melds, faces, faces[arrangement.win_position], arrangement.wait, partner_wild


class Resums:
    """Checks each arrangement of one hand: faces and physical tiles add back up to the
    hand; every wildcard stands for a target. What depends on the hand alone is worked
    out once, and each distinct concealed group is checked once (a hand with many
    wildcards has thousands of arrangements built from a few hundred groups)."""

    def __init__(self, hand: Hand, grammar: ShapeGrammar) -> None:
        self.hand, self.grammar = hand, grammar
        self.n_exposed = len(hand.melds)
        self.physical = sorted(t.index for t in hand.tiles)
        self.naturals = sorted(t.index for t in hand.tiles if t not in grammar.wild)
        self.groups: dict[Meld, tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, int], ...]]] = {}

    def group(self, meld: Meld) -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, int], ...]]:
        """One concealed group, checked: its physical tiles, its natural faces and its
        (wildcard, face) pairs, as indices."""
        known = self.groups.get(meld)
        if known is not None:
            return known
        grammar = self.grammar
        assert meld.concealed and not meld.added and meld.claimed_from is None
        assert len(meld.wild) == len(meld.tiles)
        assert meld.kind is kind_of(meld.tiles, honor_runs=grammar.honor_runs)
        for face, wild in zip(meld.tiles, meld.wild, strict=True):
            if wild is not None:
                assert wild in grammar.wild
                assert face in grammar.wild_targets
        known = self.groups[meld] = (
            tuple(t.index for t in meld.physical),
            tuple(t.index for t, w in zip(meld.tiles, meld.wild, strict=True) if w is None),
            tuple((w.index, t.index) for t, w in zip(meld.tiles, meld.wild, strict=True) if w is not None),
        )
        return known

    def __call__(self, arrangement: Arrangement) -> None:
        hand, grammar = self.hand, self.grammar
        n = len(arrangement.melds) - self.n_exposed
        groups = arrangement.melds[:n]
        assert arrangement.melds[n:] == hand.melds
        physical: list[int] = []
        naturals: list[int] = []
        assigned: list[tuple[int, int]] = []
        for meld in groups:
            tiles, natural, wild = self.group(meld)
            physical.extend(tiles)
            naturals.extend(natural)
            assigned.extend(wild)
        assert sorted(physical) == self.physical
        assert sorted(naturals) == self.naturals
        assert [(w.index, t.index) for w, t in arrangement.wild_assignments] == sorted(assigned)
        kinds = Counter(m.kind for m in groups)
        if arrangement.shape is Shape.STANDARD:
            assert kinds[MeldKind.PAIR] == 1 and kinds[MeldKind.SINGLE] == 0
            assert sum(m.kind.is_set for m in groups) == grammar.sets - len(hand.melds)
            pair = arrangement.pair
            assert pair is not None and pair.kind is MeldKind.PAIR
            if grammar.pair_ranks is not None:
                assert pair.tiles[0].is_suited and pair.tiles[0].rank in grammar.pair_ranks
        elif arrangement.shape is Shape.SEVEN_PAIRS:
            assert kinds == {MeldKind.PAIR: 7}
        elif arrangement.shape is Shape.THIRTEEN_ORPHANS:
            assert kinds == {MeldKind.SINGLE: 12, MeldKind.PAIR: 1}
        else:
            assert kinds == {MeldKind.SINGLE: 14}
            honors = {m.tiles[0] for m in groups if m.tiles[0].is_honor}
            assert (arrangement.shape is Shape.SEVEN_STAR_LAN) == (len(honors) == 7)
        # Wildcards stand at their own face wherever the faces allow: a wildcard shown as
        # another kind means no other wildcard took a place of its own kind (the winning
        # tile's place aside). That is: no kind is both a wildcard shown as another kind
        # and a face some other kind of wildcard stands for.
        win = (arrangement.win_meld, arrangement.win_position)
        moved = [
            (face, wild)
            for m, meld in enumerate(groups)
            for p, (face, wild) in enumerate(zip(meld.tiles, meld.wild, strict=True))
            if wild is not None and face != wild and (m, p) != win
        ]
        assert not {w for _, w in moved} & {f for f, _ in moved}, str(arrangement)
        if hand.win_tile is None:
            assert (arrangement.win_meld, arrangement.win_position, arrangement.wait) == (None, None, None)
        else:
            assert arrangement.win_meld is not None and arrangement.win_meld < n
            assert arrangement.win_position is not None
            assert groups[arrangement.win_meld].physical[arrangement.win_position] == hand.win_tile


def check_against_oracle(hand: Hand, grammar: ShapeGrammar) -> None:
    """is_win, arrangements and shanten of a 3n+2 hand, against the oracle."""
    context = f"{hand} | {O.describe(grammar)}"
    found = list(arrangements(hand, grammar))
    expected = O.readings(hand, grammar)
    assert is_win(hand, grammar) == bool(expected), context
    assert (shanten(hand, grammar) == -1) == bool(expected), context
    check_resums = Resums(hand, grammar)
    for arrangement in found:
        check_resums(arrangement)
    if hand.win_tile is None:
        keys = [reading(a, hand) for a in found]
        assert len(keys) == len(set(keys)), context  # no arrangement twice
        assert set(keys) == expected, context
    else:
        win_keys = [win_reading(a, hand) for a in found]
        assert len(win_keys) == len(set(win_keys)), context
        assert set(win_keys) == O.win_readings(hand, grammar), context
        # and without the winning tile marked: one arrangement per distinct reading
        bare = Hand.of(hand.tiles, melds=hand.melds)
        assert {reading(a, bare) for a in arrangements(bare, grammar)} == expected, context


# -- complete hands: is_win, arrangements, shanten −1 ------------------------------


@settings(max_examples=scaled(60))
@given(st.data())
def test_complete_hands_agree_with_oracle(data: st.DataObject) -> None:
    grammar, wild = data.draw(grammar_and_wild())
    hand = data.draw(O.complete_hands(grammar, max_wild=wild))
    check_against_oracle(hand, grammar)


@settings(max_examples=scaled(60))
@given(st.data())
def test_winning_tile_readings_agree_with_oracle(data: st.DataObject) -> None:
    grammar, wild = data.draw(grammar_and_wild())
    hand = data.draw(O.winning_hands(grammar, max_wild=wild))
    check_against_oracle(hand, grammar)


@settings(max_examples=scaled(5))
@given(st.data())
def test_three_wildcards_over_all_kinds(data: st.DataObject) -> None:
    grammar = data.draw(O.grammars(targets=O.ORDINARY))
    hand = data.draw(O.winning_hands(grammar, max_wild=3, min_wild=3))
    check_against_oracle(hand, grammar)


@settings(max_examples=scaled(8))
@given(st.data())
def test_many_wildcards_one_suit(data: st.DataObject) -> None:
    grammar, suit = one_suit(data.draw)
    hand = data.draw(
        O.winning_hands(grammar, max_wild=8, min_wild=4, kinds=suit, shapes=("standard", "standard", "pairs"))
    )
    check_against_oracle(hand, grammar)


@settings(max_examples=scaled(25))
@given(st.data())
def test_seven_pairs_agree_with_oracle(data: st.DataObject) -> None:
    # seven pairs in every grammar that allows them, four alike as two pairs or not,
    # complete, with a winning tile, and waiting: the shape where one kind matters most
    grammar, wild = data.draw(grammar_and_wild(max_wild=2, budget=200))
    grammar = attrs.evolve(grammar, sets=4, seven_pairs=True)
    hand = data.draw(O.complete_hands(grammar, max_wild=wild, shapes=("pairs",)))
    check_against_oracle(hand, grammar)
    win = data.draw(st.sampled_from(sorted(set(hand.tiles))))
    check_against_oracle(Hand.of(hand.tiles, melds=hand.melds, win_tile=win, self_drawn=True), grammar)
    rest = list(hand.tiles)
    rest.remove(win)
    check_waits_against_oracle(Hand.of(rest), grammar)


# -- waiting hands: waits, any_tile, shanten 0 ---------------------------------------


def check_waits_against_oracle(hand: Hand, grammar: ShapeGrammar) -> None:
    context = f"{hand} | {O.describe(grammar)}"
    result = waits(hand, grammar)
    expected = O.waits(hand, grammar)
    assert [w.tile for w in result] == sorted(expected), context
    assert {w.tile: set(w.shapes) for w in result} == expected, context
    # any_tile: the fast path reads the pair partner as a wildcard only where no natural
    # could be there. With every kind a target some winning kind is held by no natural
    # (twelve naturals can not hold all of them, nor all nine 2/5/8 kinds) and the two
    # notions agree; with fewer targets the flag may stay off (1122233444555m with 3m
    # wild only as 1m: the lone wildcard can only pair a 1m, and naturals hold 1m).
    alone = O.wild_alone(hand, grammar)
    assert alone or not result.any_tile, context
    if grammar.wild_targets == ORDINARY_KINDS:
        assert result.any_tile == alone, context
    assert waits(hand, grammar, shapes=False).kinds == result.kinds
    assert all(not w.shapes for w in waits(hand, grammar, shapes=False))
    value = shanten(hand, grammar)
    assert value >= 0, context
    assert (value == 0) == bool(expected), context


@settings(max_examples=scaled(50))
@given(st.data())
def test_waits_agree_with_oracle(data: st.DataObject) -> None:
    # hand + x has one more wildcard when x is wild: bound the fillings for W + 1
    grammar, wild = data.draw(grammar_and_wild(max_wild=2, budget=200))
    hand = data.draw(O.waiting_hands(grammar, max_wild=wild))
    check_waits_against_oracle(hand, grammar)


@settings(max_examples=scaled(3))
@given(st.data())
def test_waits_many_wildcards_one_suit(data: st.DataObject) -> None:
    grammar, suit = one_suit(data.draw)
    hand = data.draw(
        O.waiting_hands(grammar, max_wild=5, min_wild=4, kinds=suit, shapes=("standard", "standard", "pairs"))
    )
    check_waits_against_oracle(hand, grammar)


@settings(max_examples=scaled(15))
@given(st.data())
def test_shanten_zero_of_a_full_hand_means_one_discard_from_ready(data: st.DataObject) -> None:
    grammar, wild = data.draw(grammar_and_wild(max_wild=1, budget=40))
    hand = data.draw(O.complete_hands(grammar, max_wild=wild))
    expected_complete = O.is_win(hand, grammar)
    ready_after_discard = any(
        O.waits(Hand.of([*hand.tiles[:i], *hand.tiles[i + 1 :]], melds=hand.melds), grammar)
        for i in range(len(hand.tiles))
        if i == 0 or hand.tiles[i] != hand.tiles[i - 1]
    )
    value = shanten(hand, grammar)
    assert (value == -1) == expected_complete
    assert (value == 0) == (not expected_complete and ready_after_discard), f"{hand} | {O.describe(grammar)}"


# -- tile order never matters ---------------------------------------------------


def results(hand: Hand, grammar: ShapeGrammar) -> tuple[object, ...]:
    if hand.size == grammar.complete_size:
        found = sorted(
            (a.shape.name, [str(m) for m in a.melds[: len(a.melds) - len(hand.melds)]], str(a.wait))
            for a in arrangements(hand, grammar)
        )
        return is_win(hand, grammar), shanten(hand, grammar), found
    result = waits(hand, grammar)
    return tuple((w.tile, w.shapes) for w in result), result.any_tile, shanten(hand, grammar)


@settings(max_examples=scaled(40))
@given(st.data(), st.randoms(use_true_random=False))
def test_tile_order_never_matters(data: st.DataObject, rng: random.Random) -> None:
    grammar, wild = data.draw(grammar_and_wild(max_wild=2))
    hand = data.draw(
        st.one_of(O.winning_hands(grammar, max_wild=wild), O.waiting_hands(grammar, max_wild=wild))
    )
    tiles = list(hand.tiles)
    rng.shuffle(tiles)
    melds = list(hand.melds)
    rng.shuffle(melds)
    text = " ".join(str(t) for t in tiles)
    win = hand.win_tile
    shuffled = [
        Hand.of(tiles, melds=melds, win_tile=win, self_drawn=hand.self_drawn),
        Hand.parse(text, melds=" ".join(str(m) for m in melds), win=win, self_drawn=hand.self_drawn),
        Hand.parse(format_tiles(tiles, "chinese"), melds=melds, win=win, self_drawn=hand.self_drawn),
    ]
    assert all(h.tiles == hand.tiles for h in shuffled)
    expected = results(hand, grammar)
    for other in shuffled:
        assert results(other, grammar) == expected


def test_oracle_counts_fillings() -> None:
    """The cost bound above is what the oracle does: C(T + W - 1, W) fillings."""
    grammar = ShapeGrammar(wild="5z", wild_targets="123456789m")
    hand = Hand.parse("123m456m789m12m 5z5z5z")
    assert len(list(O.fillings(hand, grammar))) == comb(9 + 3 - 1, 3)
    assert all(len(f) == 14 for f in O.fillings(hand, grammar))
    assert Tile.from_str("5z") not in {Tile.from_index(k) for f in O.fillings(hand, grammar) for k in f}
