"""Seeded corpora of winning hands, per ruleset, for the class search's oracle tests.

:func:`corpus` deals ``n`` complete hands of a ruleset from a seed: a pair and
sets drawn from its tile set (sometimes seven pairs, sometimes a claimed meld or
a concealed kong), a turned-up indicator where the ruleset has wildcards, 0 to 4
wildcards among the concealed tiles (some put in place of a natural tile, which a
wildcard can always stand for), a winning tile, and a context with the flags
varied. Hands a ruleset refuses (too many copies, a bad claim, ...) are skipped.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from majiang.errors import MajiangError
from majiang.hands import Hand, Meld, MeldKind
from majiang.rulesets import Ruleset
from majiang.scoring import WinContext, WinMethod
from majiang.tiles import Tile

__all__ = ["corpus", "deal", "wild_count"]


def _wild_kinds(ruleset: Ruleset, indicator: Tile | None) -> tuple[Tile, ...]:
    try:
        return ruleset.wild_kinds(indicator)
    except MajiangError:
        return ()


def _needs_indicator(ruleset: Ruleset) -> bool:
    """Whether the wildcards come from a turned-up tile (not fixed kinds, nor none)."""
    rule = ruleset.wildcards()
    return rule is not None and rule.turns_up


def _melds(rng: random.Random, ruleset: Ruleset, kinds: list[Tile]) -> list[tuple[Tile, ...]] | None:
    """A pair and the sets of a standard hand, or seven pairs (faces only)."""
    grammar = ruleset.grammar
    if grammar.seven_pairs and grammar.sets == 4 and rng.random() < 0.15:
        return [(k, k) for k in rng.sample(kinds, 7)]
    pair = rng.choice(kinds)
    melds: list[tuple[Tile, ...]] = [(pair, pair)]
    for _ in range(grammar.sets):
        tile = rng.choice(kinds)
        if tile.is_suited and tile.rank <= 7 and rng.random() < 0.6:
            run = tuple(Tile(suit=tile.suit, rank=tile.rank + i) for i in range(3))
            if all(t in kinds for t in run):
                melds.append(run)
                continue
        melds.append((tile, tile, tile))
    return melds


def deal(rng: random.Random, ruleset: Ruleset, max_wild: int = 4) -> tuple[Hand, WinContext] | None:
    """One random complete hand and win context, or ``None`` if this try does not fit."""
    kinds = [k for k in ruleset.tile_set.kinds if not k.is_flower]
    indicator = rng.choice(ruleset.tile_set.kinds) if _needs_indicator(ruleset) else None
    wild = set(_wild_kinds(ruleset, indicator))
    faces = _melds(rng, ruleset, kinds)
    if faces is None:
        return None
    exposed: list[Meld] = []
    concealed: list[Tile] = []
    for meld in faces:
        if len(meld) == 3 and len(exposed) < 2 and rng.random() < 0.12:
            if meld[0] == meld[1] and rng.random() < 0.4:
                exposed.append(Meld(kind=MeldKind.KONG, tiles=(meld[0],) * 4, concealed=rng.random() < 0.5))
            elif meld[0] == meld[1]:
                exposed.append(Meld(kind=MeldKind.TRIPLET, tiles=meld, concealed=False))
            else:
                exposed.append(Meld(kind=MeldKind.SEQUENCE, tiles=meld, concealed=False))
            continue
        concealed.extend(meld)
    if wild:
        want = rng.randint(0, max_wild)
        choices = sorted(wild)
        for _ in range(want - sum(t in wild for t in concealed)):
            concealed[rng.randrange(len(concealed))] = rng.choice(choices)
    if sum(t in wild for t in concealed) > max_wild:
        return None
    held = Counter([*concealed, *(t for m in exposed for t in m.physical)])
    if any(n > ruleset.tile_set.copies(t) for t, n in held.items()):
        return None
    win = rng.choice(concealed)
    seat = rng.randrange(4)
    dealer = rng.randrange(4) if rng.random() < 0.5 else seat
    self_drawn = rng.random() < 0.5
    ready = rng.random() < 0.4
    if not wild and indicator is not None:
        # a wildcard chosen in play that only the winning tile can be (Jilin's 宝, 摸宝)
        indicator = rng.choice(kinds)
        if rng.random() < 0.6:
            indicator, self_drawn, ready = win, True, True
    if self_drawn:
        method = rng.choice([WinMethod.SELF_DRAW] * 5 + [WinMethod.KONG_REPLACEMENT])
        discarder = None
    else:
        method = rng.choice([WinMethod.DISCARD] * 5 + [WinMethod.ROBBED_KONG])
        discarder = rng.choice([s for s in range(4) if s != seat])
    flowers = [f for f in ruleset.tile_set.kinds if f.is_flower and f not in wild]
    bloom = rng.sample(flowers, rng.randint(0, min(3, len(flowers)))) if flowers else []
    hand = Hand.of(concealed, melds=exposed, flowers=bloom, win_tile=win, self_drawn=self_drawn)
    context = WinContext(
        seat=seat,
        dealer=dealer,
        method=method,
        discarder=discarder,
        first_draw=rng.random() < 0.05,
        last_tile=rng.random() < 0.05,
        lianzhuang=rng.choice([0, 0, 0, 1, 2]),
        prevailing_wind=rng.randrange(4),
        ready=ready,
        indicator=indicator,
        facts=None if ruleset.Facts is None else ruleset.Facts(),  # a region's own record, at its defaults
    )
    return hand, context


def corpus(ruleset: Ruleset, n: int, seed: int, max_wild: int = 4) -> Iterator[tuple[Hand, WinContext]]:
    """``n`` hands and contexts the ruleset accepts for scoring, dealt from ``seed``."""
    rng = random.Random(f"{ruleset.name}:{seed}")
    made = tries = 0
    while made < n:
        tries += 1
        assert tries < 100 * (n + 10), f"{ruleset.name}: the dealer makes too few hands it accepts"
        dealt = deal(rng, ruleset, max_wild)
        if dealt is None:
            continue
        hand, context = dealt
        try:
            ruleset.check_hand(hand, indicator=context.indicator)
        except MajiangError:
            continue
        made += 1
        yield hand, context


def wild_count(ruleset: Ruleset, hand: Hand, context: WinContext) -> int:
    """Wildcards among the concealed tiles (the winning tile, where only it can be one)."""
    wild = set(_wild_kinds(ruleset, context.indicator))
    if not wild and ruleset.wildcards() is not None:
        return int(context.ready and hand.self_drawn is True and hand.win_tile == context.indicator)
    return sum(t in wild for t in hand.tiles)
