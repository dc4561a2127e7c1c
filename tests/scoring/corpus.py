"""Seeded corpora of complete hands, per ruleset, for the class search's oracle tests.

:func:`deal` builds one complete hand of a ruleset from melds and a pair in a style
drawn per hand, so that the rules regions put on a win are met often and missed
often: the suits used (all, two, one, one with honors), how many sets are triplets,
how many are claimed (and kongs), a 2-5-8 pair now and then, and the grammar's own
shapes (seven pairs, 十三幺, 十三烂, honor runs) where it has them. Then a turned-up
indicator where the ruleset has one, 0 to ``max_wild`` wildcards among the concealed
tiles (some put in place of a natural tile, which a wildcard can always stand for),
a winning tile, and a context with the flags varied (天胡/地胡 mostly as they can
happen). Hands a ruleset refuses to score at all (too many copies, a bad claim, ...)
are skipped.

:func:`corpus` prefers winning hands: for most of its hands it deals up to
``tries`` times until the ruleset's ``score`` accepts the win (the last deal is kept
either way), the rest are taken as dealt, so the corpus holds wins of every kind
the dealer reaches and refusals too.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path

from majiang.errors import MajiangError
from majiang.hands import Hand, Meld, MeldKind, ShapeGrammar
from majiang.rulesets import Ruleset
from majiang.scoring import WinContext, WinMethod
from majiang.tiles import Tile

__all__ = ["corpus", "deal", "search", "stored_picks", "wild_count"]

Faces = tuple[Tile, ...]


def _wild_kinds(ruleset: Ruleset, indicator: Tile | None) -> tuple[Tile, ...]:
    try:
        return ruleset.wild_kinds(indicator)
    except MajiangError:
        return ()


def _needs_indicator(ruleset: Ruleset) -> bool:
    """Whether the wildcards come from a turned-up tile (not fixed kinds, nor none)."""
    rule = ruleset.wildcards()
    return rule is not None and rule.turns_up


def playable(ruleset: Ruleset) -> list[Tile]:
    """The kinds a concealed hand may hold (no flowers; no honors where they are flowers)."""
    return [
        k
        for k in ruleset.tile_set.kinds
        if not k.is_flower and not (ruleset.honors_are_flowers and k.is_honor)
    ]


def _style_kinds(rng: random.Random, kinds: list[Tile]) -> list[Tile]:
    """The kinds one hand is built from: every suit, two, one, or one with the honors."""
    suits = sorted({k.suit for k in kinds if k.is_suited})
    honors = [k for k in kinds if k.is_honor]
    roll = rng.random()
    if roll < 0.4 or len(suits) < 2:
        return kinds
    if roll < 0.65:
        keep = set(rng.sample(suits, 2))
        with_honors = rng.random() < 0.4
    else:
        keep = {rng.choice(suits)}
        with_honors = roll < 0.85
    return [k for k in kinds if k.suit in keep] + (honors if with_honors else [])


def _run(tile: Tile, kinds: set[Tile]) -> Faces | None:
    if not tile.is_suited or tile.rank > 7:
        return None
    run = tuple(Tile(suit=tile.suit, rank=tile.rank + i) for i in range(3))
    return run if all(t in kinds for t in run) else None


def _honor_runs(kinds: set[Tile]) -> list[Faces]:
    """The honor runs of a grammar with ``honor_runs``: three winds, or the three dragons."""
    z = [Tile(suit="z", rank=r) for r in range(1, 8)]
    runs = [tuple(z[i : i + 3]) for i in (0, 1)] + [(z[0], z[2], z[3]), (z[0], z[1], z[3]), tuple(z[4:])]
    return [r for r in runs if all(t in kinds for t in r)]


def _special(rng: random.Random, grammar: ShapeGrammar, kinds: list[Tile]) -> list[Faces] | None:
    """Seven pairs, 十三幺 or 十三烂 (faces only), when the grammar has them and the dice say so."""
    roll = rng.random()
    if grammar.seven_pairs and grammar.sets == 4 and roll < 0.12 and len(kinds) >= 7:
        return [(k, k) for k in rng.sample(kinds, 7)]
    honors = [k for k in kinds if k.is_honor]
    suits = sorted({k.suit for k in kinds if k.is_suited})
    if grammar.thirteen_orphans and 0.12 <= roll < 0.16 and len(honors) == 7 and len(suits) == 3:
        ends = honors + [Tile(suit=s, rank=r) for s in suits for r in (1, 9)]
        return [(*ends, rng.choice(ends))]
    if grammar.thirteen_lan and 0.16 <= roll < 0.2 and len(honors) == 7 and len(suits) == 3:
        order = rng.sample(suits, 3)
        lan = [
            Tile(suit=s, rank=r)
            for s, start in zip(order, (1, 2, 3), strict=True)
            for r in (start, start + 3, start + 6)
        ]
        k = rng.randint(5, 7)
        lan = rng.sample(lan, 14 - k) + rng.sample(honors, k)
        return [tuple(lan)]
    return None


def _melds(rng: random.Random, ruleset: Ruleset, kinds: list[Tile]) -> list[Faces]:
    """A pair and the sets of a standard hand in one style, or a special shape (faces only)."""
    grammar = ruleset.grammar
    special = _special(rng, grammar, kinds)
    if special is not None:
        return special
    pool = _style_kinds(rng, kinds)
    have = set(pool)
    triplets = rng.choice([0.15, 0.4, 0.85])
    pair = rng.choice(pool)
    if rng.random() < 0.35:
        eyes = [k for k in pool if k.is_suited and k.rank in (2, 5, 8)]
        pair = rng.choice(eyes) if eyes else pair
    melds: list[Faces] = [(pair, pair)]
    honor_runs = _honor_runs(have) if grammar.honor_runs else []
    for _ in range(grammar.sets):
        tile = rng.choice(pool)
        if tile.is_honor and honor_runs and rng.random() < 0.5:
            melds.append(rng.choice(honor_runs))
            continue
        run = _run(tile, have)
        if run is not None and rng.random() >= triplets:
            melds.append(run)
            continue
        melds.append((tile, tile, tile))
    return melds


def _expose(rng: random.Random, faces: list[Faces]) -> tuple[list[Meld], list[Tile]]:
    """Claim some sets (a style: none, a few, most), kongs among the triplets."""
    rate = rng.choice([0.0, 0.2, 0.45, 0.7])
    exposed: list[Meld] = []
    concealed: list[Tile] = []
    for meld in faces:
        claimable = len(meld) == 3 and (meld[0] == meld[1] or meld[0].suit == meld[2].suit != "z")
        if claimable and len(exposed) < 3 and rng.random() < rate:
            if meld[0] == meld[1] and rng.random() < 0.3:
                exposed.append(Meld(kind=MeldKind.KONG, tiles=(meld[0],) * 4, concealed=rng.random() < 0.4))
            elif meld[0] == meld[1]:
                exposed.append(Meld(kind=MeldKind.TRIPLET, tiles=meld, concealed=False))
            else:
                exposed.append(Meld(kind=MeldKind.SEQUENCE, tiles=meld, concealed=False))
            continue
        concealed.extend(meld)
    return exposed, concealed


def _how(rng: random.Random) -> tuple[int, int, WinMethod, int | None, bool]:
    """Seat, dealer, method, discarder and first draw (天胡 / 地胡 mostly as they happen)."""
    seat = rng.randrange(4)
    dealer = rng.randrange(4) if rng.random() < 0.5 else seat
    self_drawn = rng.random() < 0.6
    first = rng.random() < 0.05
    if first and rng.random() < 0.8:  # 天胡: the dealer's own draw; 地胡: on the dealer's discard
        self_drawn = seat == dealer
        if not self_drawn and dealer == seat:
            dealer = (seat + 1) % 4
    if self_drawn:
        return seat, dealer, rng.choice([WinMethod.SELF_DRAW] * 5 + [WinMethod.KONG_REPLACEMENT]), None, first
    discarder = dealer if first and dealer != seat else rng.choice([s for s in range(4) if s != seat])
    return seat, dealer, rng.choice([WinMethod.DISCARD] * 5 + [WinMethod.ROBBED_KONG]), discarder, first


def deal(
    rng: random.Random, ruleset: Ruleset, max_wild: int = 4, *, wild_target: int | None = None
) -> tuple[Hand, WinContext] | None:
    """One random complete hand and win context, or ``None`` if this try does not fit.

    ``wild_target``: put in wildcards until the hand holds that many (else a number
    from 0 to ``max_wild`` is drawn); it may hold more where the style drew wild kinds."""
    kinds = playable(ruleset)
    indicator = rng.choice(ruleset.tile_set.kinds) if _needs_indicator(ruleset) else None
    wild = set(_wild_kinds(ruleset, indicator))
    exposed, concealed = _expose(rng, _melds(rng, ruleset, kinds))
    if wild:
        want = rng.randint(0, max_wild) if wild_target is None else wild_target
        choices = sorted(wild)
        for _ in range(want - sum(t in wild for t in concealed)):
            concealed[rng.randrange(len(concealed))] = rng.choice(choices)
    if sum(t in wild for t in concealed) > max_wild:
        return None
    held = Counter([*concealed, *(t for m in exposed for t in m.physical)])
    if any(n > ruleset.tile_set.copies(t) for t, n in held.items()):
        return None
    win = rng.choice(concealed)
    seat, dealer, method, discarder, first_draw = _how(rng)
    self_drawn = method.self_drawn
    ready = rng.random() < 0.5
    if not wild and indicator is not None:
        # a wildcard chosen in play that only the winning tile can be (Jilin's 宝, 摸宝)
        indicator = rng.choice(kinds)
        if rng.random() < 0.6:
            indicator, self_drawn, ready = win, True, True
            method, discarder = WinMethod.SELF_DRAW, None
    flowers = [f for f in ruleset.tile_set.kinds if f.is_flower and f not in wild]
    if ruleset.honors_are_flowers:
        flowers += [k for k in ruleset.tile_set.kinds if k.is_honor]
    bloom = rng.sample(flowers, rng.randint(0, min(4, len(flowers)))) if flowers else []
    hand = Hand.of(concealed, melds=exposed, flowers=bloom, win_tile=win, self_drawn=self_drawn)
    context = WinContext(
        seat=seat,
        dealer=dealer,
        method=method,
        discarder=discarder,
        first_draw=first_draw,
        last_tile=rng.random() < 0.05,
        lianzhuang=rng.choice([0, 0, 0, 1, 2]),
        prevailing_wind=rng.randrange(4),
        ready=ready,
        indicator=indicator,
        facts=None if ruleset.Facts is None else ruleset.Facts(),  # a region's own record, at its defaults
    )
    return hand, context


def deal_with(rng: random.Random, ruleset: Ruleset, wild: int) -> tuple[Hand, WinContext]:
    """The first hand :func:`deal` gives holding ``wild`` wildcards (``wild_target``)."""
    dealt = None
    while dealt is None:
        dealt = deal(rng, ruleset, max_wild=wild, wild_target=wild)
    return dealt


def _accepted(ruleset: Ruleset, hand: Hand, context: WinContext) -> bool:
    try:
        ruleset.check_hand(hand, indicator=context.indicator)
    except MajiangError:
        return False
    return True


def _wins(ruleset: Ruleset, hand: Hand, context: WinContext) -> bool:
    try:
        return ruleset.score(hand, context).can_win
    except MajiangError:
        return False


def _deal_rng(ruleset: Ruleset, seed: int, i: int, k: int) -> random.Random:
    """The generator of deal ``k`` for hand ``i``: each deal has its own, so a pick
    (``k``) names a hand without dealing the ones before it."""
    return random.Random(f"{ruleset.name}:{seed}:{i}:{k}")


def search(
    ruleset: Ruleset, seed: int, i: int, max_wild: int = 4, *, prefer_wins: float = 0.6, tries: int = 4
) -> tuple[int, tuple[Hand, WinContext]]:
    """Hand ``i`` of the corpus and its pick: with probability ``prefer_wins`` the
    first of up to ``tries`` accepted deals that wins (or the last), else the first
    accepted deal."""
    hunting = random.Random(f"{ruleset.name}:{seed}:{i}").random() < prefer_wins
    k = 0
    kept: tuple[int, tuple[Hand, WinContext]] | None = None
    for _ in range(tries if hunting else 1):
        dealt = None
        while dealt is None or not _accepted(ruleset, *dealt):
            assert k < 200 * tries, f"{ruleset.name}: the dealer makes too few hands"
            dealt = deal(_deal_rng(ruleset, seed, i, k), ruleset, max_wild)
            k += 1
        kept = (k - 1, dealt)
        if not hunting or _wins(ruleset, *dealt):
            break
    assert kept is not None
    return kept


def corpus(
    ruleset: Ruleset,
    n: int,
    seed: int,
    max_wild: int = 4,
    *,
    prefer_wins: float = 0.6,
    tries: int = 4,
    picks: Sequence[int] = (),
) -> Iterator[tuple[Hand, WinContext]]:
    """``n`` hands and contexts the ruleset accepts for scoring, hand ``i`` as
    :func:`search` finds it.

    ``picks`` (from :func:`stored_picks`) are what :func:`search` found for the first
    hands: each is dealt at once, without the deals before it and the scores that
    judged them (a pick that no longer deals an accepted hand is searched again)."""
    for i in range(n):
        if i < len(picks):
            dealt = deal(_deal_rng(ruleset, seed, i, picks[i]), ruleset, max_wild)
            if dealt is not None and _accepted(ruleset, *dealt):
                yield dealt
                continue
        yield search(ruleset, seed, i, max_wild, prefer_wins=prefer_wins, tries=tries)[1]


PICKS = Path(__file__).with_name("corpus_picks.json")
"""The picks of the CI corpora, by ``"<label>:<seed>"``; written by ``python -m tests.scoring.corpus``."""


def stored_picks(label: str, seed: int) -> list[int]:
    """The stored picks of a corpus (``label``: the ruleset's name, or its variant)."""
    if not PICKS.exists():
        return []
    stored: dict[str, list[int]] = json.loads(PICKS.read_text(encoding="utf-8"))
    return stored.get(f"{label}:{seed}", [])


def wild_count(ruleset: Ruleset, hand: Hand, context: WinContext) -> int:
    """Wildcards among the concealed tiles (the winning tile, where only it can be one)."""
    wild = set(_wild_kinds(ruleset, context.indicator))
    if not wild and ruleset.wildcards() is not None:
        return int(context.ready and hand.self_drawn is True and hand.win_tile == context.indicator)
    return sum(t in wild for t in hand.tiles)
