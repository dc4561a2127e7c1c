"""Does a hand win? Answered from memoized per-group minima, without enumerating.

>>> from majiang.hands import Hand, ShapeGrammar
>>> is_win(Hand.parse("123m456p789s11122z"), ShapeGrammar())
True
>>> is_win(Hand.parse("123m456p789s1112z5m"), ShapeGrammar(wild="5m"))
True
>>> is_win(Hand.parse("135m456p789s11122z"), ShapeGrammar())
False
"""

from __future__ import annotations

import itertools

from majiang.hands._groups import HAS_MIDDLE, INF, ODD_SHIFT, OVER_TWO, PAIRED, TWO_OR_MORE, WILD_BITS, key_of
from majiang.hands._split import (
    LAST,
    ONES,
    Compiled,
    check_hand_type,
    check_size,
    compile_grammar,
    wild_keys,
)
from majiang.hands.grammar import ShapeGrammar
from majiang.hands.hand import Hand
from majiang.tiles.tile import ORPHAN_INDICES

__all__ = ["LAN_SETS", "is_win", "lan_capacity", "standard_need", "wins", "wins_keys"]

_MIDDLE = 0x0FFFFFFF0  # ranks 2..8 of a suit key
_WILD_MASK = (1 << WILD_BITS) - 1
# Hand._packed: m, p, s at bits 0, 36, 72; honors at 108 (then flowers, shape)
_SUIT = (1 << 36) - 1
_HONOR = (1 << 28) - 1
_ALL_ONES = ONES | ONES << 36 | ONES << 72 | (ONES & _HONOR) << 108
_ALL_FOURS = _ALL_ONES << 2
_ALL_MIDDLE = _MIDDLE | _MIDDLE << 36 | _MIDDLE << 72
_LONE_HONORS = (ONES & _HONOR) << 108
_FOUR_HONORS = _LONE_HONORS << 2
_ANY_OVER_TWO = 7 * OVER_TWO  # the WildTable fields, summed over four groups
_ANY_MIDDLE = 7 * HAS_MIDDLE
_ANY_PAIRED = 7 * PAIRED


def is_win(hand: Hand, grammar: ShapeGrammar) -> bool:
    """True if the hand (3n+2 tiles) can be arranged into a winning shape of the grammar."""
    # The whole check is inlined here, the common paths first: a call costs as much as
    # a dozen of these operations. _wins_natural and wins_keys say the same more slowly.
    if type(hand) is not Hand:
        check_hand_type(hand)
    compiled = LAST[0]  # the cache protocol of majiang.hands._cache
    if compiled.key is not grammar:
        compiled = compile_grammar(grammar)
    if compiled.wild_any:
        w0 = compiled.w0
        if w0 is None:
            return _is_win_general(hand, grammar, compiled)  # honor runs
        # Wild kinds, no honor runs: four lookups of the keys as they are give every
        # group's needs, the wildcards held and special-shape facts (see WildTable).
        km, kp, ks, kz, kf, shape = hand._keys
        if shape not in compiled.complete_shapes or kf:
            return _is_win_general(hand, grammar, compiled)  # a wrong size, or flowers
        ea = w0[km]
        eb = compiled.w1[kp]
        ec = compiled.w2[ks]
        ed = compiled.w3[kz]
        packed = ea[0] + eb[0] + ec[0] + ed[0]
        wild = packed & _WILD_MASK
        base = compiled.base  # shared by grammars alike but for their wild kinds
        if wild >= base.instant:
            return True
        sets = packed >> WILD_BITS
        if sets + base.pair_wild <= wild:
            return True  # the sets, and two wildcards for the pair
        # when a wildcard may stand for anything, no difference is below -1
        if (sets <= wild + 1 or not base.all_targets) and sets + min(
            base.pair_wild, ea[1], eb[1], ec[1], ed[1]
        ) <= wild:
            return True
        if shape != base.bare or not base.special:
            return False  # melds, or no special shapes
        facts = ea[2] + eb[2] + ec[2] + ed[2]
        if base.seven_pairs and facts >> ODD_SHIFT <= wild and (base.four_alike or not facts & _ANY_OVER_TWO):
            return True
        if (not facts & _ANY_MIDDLE and base.orphans) or (not facts & _ANY_PAIRED and base.lan):
            return _wins_wild(
                km & ~compiled.wild_m,
                kp & ~compiled.wild_p,
                ks & ~compiled.wild_s,
                kz & ~compiled.wild_z,
                wild,
                compiled,
                False,
            )
        return False
    packed = hand._packed
    top = packed >> 136  # the flowers, and the shape from bit 32
    if top not in compiled.natural_tops:
        return _is_win_general(hand, grammar, compiled)  # a wrong size, or flowers
    # No wildcards: the tests below read the packed hand (see Hand._packed).
    if compiled.simple and packed & ~(packed >> 1) & _LONE_HONORS:
        # A lone honor, common in random hands, allows neither sets + pair (without honor
        # runs) nor seven pairs: only 十三幺 (no suited 2..8) or 十三烂 remain.
        if top != compiled.bare_top:
            return False  # melds
        if compiled.orphans and not packed & _ALL_MIDDLE and _orphans_need(_unpack(packed), compiled) <= 0:
            return True
        return compiled.lan and _lan_wins(*_suit_keys(packed), compiled)
    # A suit holding 1 tile mod 3, or two suits holding 2 mod 3 (two pairs), cannot be
    # sets + pair; without honor runs neither can a fourth honor.
    km = packed & _SUIT
    rm = km % 3
    if rm != 1:
        kp = packed >> 36 & _SUIT
        rp = kp % 3
        if rp != 1 and rm + rp != 4:
            ks = packed >> 72 & _SUIT
            rs = ks % 3
            if (
                rs != 1
                and rm + rp + rs <= 2
                and not (compiled.simple and packed & _FOUR_HONORS)
                and _standard_need(km, kp, ks, packed >> 108 & _HONOR, compiled) <= 0
            ):
                return True
    if top != compiled.bare_top or not compiled.special:
        return False  # melds, or no special shapes
    if compiled.seven_pairs and not packed & _ALL_ONES and (compiled.four_alike or not packed & _ALL_FOURS):
        return True  # every count even (and at most 2 unless four alike count twice)
    if compiled.orphans and not packed & _ALL_MIDDLE and _orphans_need(_unpack(packed), compiled) <= 0:
        return True
    return compiled.lan and _lan_wins(*_suit_keys(packed), compiled)


def _suit_keys(packed: int) -> tuple[int, int, int, int]:
    """The suit keys of a packed hand (see Hand._packed)."""
    return packed & _SUIT, packed >> 36 & _SUIT, packed >> 72 & _SUIT, packed >> 108 & _HONOR


def _unpack(packed: int) -> list[int]:
    return _counts(*_suit_keys(packed))


def _is_win_general(hand: Hand, grammar: ShapeGrammar, compiled: Compiled) -> bool:
    """:func:`is_win` for the hands its fast paths leave: flowers, wildcards with honor runs."""
    check_size(hand, grammar, complete=True)
    keys, wild = wild_keys(hand, compiled)  # raises for a flower that is not wild
    if wild >= compiled.instant:
        return True
    return wins_keys(keys, wild, compiled, has_melds=bool(hand.melds))


def wins(counts: list[int], wild: int, compiled: Compiled, *, has_melds: bool) -> bool:
    """The index-level win check behind :func:`is_win` (sizes already checked).

    Instant wins (``ShapeGrammar.instant_wilds``) are :func:`is_win`'s alone.
    """
    return wins_keys(_keys(counts), wild, compiled, has_melds=has_melds)


def wins_keys(keys: list[int], wild: int, compiled: Compiled, *, has_melds: bool) -> bool:
    """:func:`wins` on the packed keys ``[m, p, s, honors]`` of the naturals."""
    km, kp, ks, kz = keys
    if not wild:
        return _wins_natural(km, kp, ks, kz, compiled, has_melds)
    return _wins_wild(km, kp, ks, kz, wild, compiled, has_melds)


def _wins_wild(km: int, kp: int, ks: int, kz: int, wild: int, compiled: Compiled, has_melds: bool) -> bool:
    if _standard_need(km, kp, ks, kz, compiled) <= wild:
        return True
    if has_melds or not compiled.special:
        return False
    if compiled.seven_pairs and _seven_pairs_need(km, kp, ks, kz, compiled) <= wild:
        return True
    if (
        compiled.orphans
        and not (km | kp | ks) & _MIDDLE
        and _orphans_need(_counts(km, kp, ks, kz), compiled) <= wild
    ):
        return True
    return compiled.lan and _lan_wins(km, kp, ks, kz, compiled)


def _wins_natural(km: int, kp: int, ks: int, kz: int, compiled: Compiled, has_melds: bool) -> bool:
    # A suit holding 1 tile mod 3, or two suits holding 2 mod 3 (two pairs), cannot be
    # sets + pair; without honor runs neither can a lone or a fourth honor. The filter
    # saves filling the need tables with keys that cannot win (waits try 34 tiles).
    rm = km % 3
    rp = kp % 3
    rs = ks % 3
    if (
        rm != 1
        and rp != 1
        and rs != 1
        and rm + rp + rs <= 2
        and not (compiled.simple and (kz & ~(kz >> 1) | kz >> 2) & ONES)
        and _standard_need(km, kp, ks, kz, compiled) <= 0
    ):
        return True
    if has_melds or not compiled.special:
        return False
    suits = km | kp | ks
    if compiled.seven_pairs:
        every = suits | kz
        if not every & ONES and (compiled.four_alike or not every & ONES << 2):
            return True
    if compiled.orphans and not suits & _MIDDLE and _orphans_need(_counts(km, kp, ks, kz), compiled) <= 0:
        return True
    return compiled.lan and _lan_wins(km, kp, ks, kz, compiled)


def _lan_wins(km: int, kp: int, ks: int, kz: int, compiled: Compiled) -> bool:
    """十三烂 with the naturals in these keys (and the rest wildcards)."""
    return (
        not (km | kp | ks | kz) & TWO_OR_MORE
        and lan_capacity(_counts(km, kp, ks, kz), compiled, seven_star=False) >= 14
    )


def standard_need(counts: list[int], compiled: Compiled) -> int:
    """Fewest wildcards that complete the naturals into sets + pair (``INF`` or more if none can)."""
    km, kp, ks, kz = _keys(counts)
    return _standard_need(km, kp, ks, kz, compiled)


def _standard_need(km: int, kp: int, ks: int, kz: int, compiled: Compiled) -> int:
    if compiled.simple:
        t0, t1, t2, t3 = compiled.tables
        a = t0[km]
        b = t1[kp]
        c = t2[ks]
        d = t3[kz]
        return a[0] + b[0] + c[0] + d[0] + min(compiled.pair_wild, a[2], b[2], c[2], d[2])
    keys = (km, kp, ks, kz)
    total = 0
    pair = compiled.pair_wild  # a pair made of two wildcards
    for group in compiled.groups:
        need = group.need_table[keys[group.slot] >> group.shift & group.mask]
        total += need[0]
        if need[2] < pair:
            pair = need[2]
    return total + pair


def _keys(counts: list[int]) -> list[int]:
    return [key_of(counts[0:9]), key_of(counts[9:18]), key_of(counts[18:27]), key_of(counts[27:34])]


def _counts(km: int, kp: int, ks: int, kz: int) -> list[int]:
    counts = [km >> s & 15 for s in range(0, 36, 4)]
    counts += [kp >> s & 15 for s in range(0, 36, 4)]
    counts += [ks >> s & 15 for s in range(0, 36, 4)]
    counts += [kz >> s & 15 for s in range(0, 28, 4)]
    return counts


def _seven_pairs_need(km: int, kp: int, ks: int, kz: int, compiled: Compiled) -> int:
    """Wildcards that pair up the naturals' odd counts (``INF`` if they cannot)."""
    # bit 0 of each count, the four suits' bits side by side (no two share a position)
    odd = km & ONES | (kp & ONES) << 1 | (ks & ONES) << 2 | (kz & ONES) << 3
    if odd & ~compiled.targets_packed:
        return INF
    if not compiled.four_alike and _over_two(km, kp, ks, kz):
        return INF  # a count above 2
    return odd.bit_count()


def _over_two(km: int, kp: int, ks: int, kz: int) -> bool:
    """Does some count exceed 2?"""
    return bool(
        (km & km >> 1 | km >> 2 | kp & kp >> 1 | kp >> 2 | ks & ks >> 1 | ks >> 2 | kz & kz >> 1 | kz >> 2)
        & ONES
    )


def _orphans_need(counts: list[int], compiled: Compiled) -> int:
    held = 0
    duplicates = 0
    for index, c in enumerate(counts):
        if not c:
            continue
        if index not in ORPHAN_INDICES or c > 2:
            return INF
        held += 1
        duplicates += c - 1
    if duplicates > 1:
        return INF
    missing = [i for i in ORPHAN_INDICES if not counts[i]]
    if any(i not in compiled.targets for i in missing):
        return INF
    if not duplicates and not any(i in compiled.targets for i in ORPHAN_INDICES):
        return INF  # the duplicate has to be a wildcard, and none may stand for an orphan
    return len(missing) + (1 - duplicates)


def _lan_sets() -> tuple[frozenset[int], ...]:
    """Every set of ranks 0..8 whose members differ pairwise by at least 3."""
    result = []
    for mask in range(1 << 9):
        ranks = [r for r in range(9) if mask >> r & 1]
        if all(b - a >= 3 for a, b in itertools.pairwise(ranks)):
            result.append(frozenset(ranks))
    return tuple(result)


LAN_SETS = _lan_sets()


def lan_capacity(counts: list[int], compiled: Compiled, *, seven_star: bool) -> int:
    """The most tiles a 十三烂 holding these naturals can have (0 if the naturals break it).

    With ``seven_star`` all seven honors must be present (naturally or wild).
    """
    capacity = 0
    for base in (0, 9, 18):
        present = frozenset(r for r in range(9) if counts[base + r])
        if any(counts[base + r] > 1 for r in present):
            return 0
        best = -1
        for ranks in LAN_SETS:
            if present <= ranks and all(base + r in compiled.targets for r in ranks - present):
                best = max(best, len(ranks))
        if best < 0:
            return 0
        capacity += best
    honors = 0
    for index in range(27, 34):
        if counts[index] > 1:
            return 0
        if counts[index] or index in compiled.targets:
            honors += 1
        elif seven_star:
            return 0
    return capacity + honors
