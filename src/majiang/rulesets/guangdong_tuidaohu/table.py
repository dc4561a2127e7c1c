"""推倒胡's table: ``X`` is 1 (小胡) or 2 (the big hands, which do not stack), then the
options' doublings (the horses raise the finished amounts: :mod:`majiang.rulesets.horses`).

Each big hand excludes 小胡 and the big hands before it, so a hand keeps one row; the
formula is ``0 + X``. ``no_ghost_double`` (无鬼加倍) and ``qidui_double`` (七对加番) multiply
by 2. Without ``allow_discard_win`` a win must be self-drawn (a robbed kong,
with ``rob_kong``, is scored as a self-draw). Every row is a yes-or-no condition
(``most=1``), so the search stops at the first reading that pays the table's ceiling.

>>> [item.key for item in ROWS][:3]
['xiaohu', 'qingyise', 'ziyise']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, TypeAlias

import attrs

from majiang.hands import Feature, MeldKind, Shape, WaitShape
from majiang.rulesets.guangdong_tuidaohu import reach
from majiang.rulesets.guangdong_tuidaohu.joined import joined
from majiang.rulesets.guangdong_tuidaohu.reach import DRAGONS, WINDS
from majiang.scoring import Evaluation, Item, Stage, WinMethod
from majiang.tiles import Tile

if TYPE_CHECKING:
    from majiang.rulesets.guangdong_tuidaohu.ruleset import GuangdongTuidaohuOptions, TuidaohuFacts

TuidaohuEvaluation: TypeAlias = "Evaluation[GuangdongTuidaohuOptions, TuidaohuFacts]"
"""What a condition of Tuidaohu's table sees: its options and facts typed."""
TuidaohuItem: TypeAlias = "Item[GuangdongTuidaohuOptions, TuidaohuFacts]"

__all__ = ["ROWS", "items"]

When = Callable[[TuidaohuEvaluation], int | bool]
Wild = Callable[[Tile | None], tuple[Tile, ...]]
"""The ghost kinds of a round with this indicator (the ruleset's ``wild_kinds``)."""
Narrow = Callable[[TuidaohuEvaluation], tuple[Feature, ...]]
SHAPE = (Feature.SHAPE,)
SETS = (Feature.SHAPE, Feature.KINDS)
SUITS = (Feature.SHAPE, Feature.SUITS)
HONOR_SETS = (Feature.SHAPE, Feature.HONORS)
"""The honor melds by their faces (which tell a triplet, a kong and a pair apart)."""


def _paired(e: TuidaohuEvaluation) -> bool:
    return e.shape in (Shape.STANDARD, Shape.SEVEN_PAIRS)


def _suits(e: TuidaohuEvaluation) -> set[str]:
    """The suits of the melds (``"z"`` for honors; a meld's tiles are of one suit)."""
    return e.per_reading("suits", lambda: {m.tiles[0].suit for m in e.arrangement.melds})


def qingyise(e: TuidaohuEvaluation) -> bool:
    """清一色: one suit, no honors."""
    suits = _suits(e)
    return _paired(e) and len(suits) == 1 and "z" not in suits


def ziyise(e: TuidaohuEvaluation) -> bool:
    """字一色: honors only."""
    return _paired(e) and _suits(e) == {"z"}


def _naturals(e: TuidaohuEvaluation, wild: Wild) -> list[Tile]:
    """The faces every arrangement of the hand shows: its tiles that are not ghosts, and its melds'."""
    kinds = e.once("ghost kinds", lambda: wild(e.context.indicator))
    return [*(t for t in e.hand.tiles if t not in kinds), *(t for m in e.hand.melds for t in m.tiles)]


def _paired_win(e: TuidaohuEvaluation, wild: Wild) -> bool:
    """The hand wins as four sets and a pair or as seven pairs (:func:`.reach.paired_win`)."""
    return e.once(
        "paired win",
        lambda: reach.paired_win(e.hand, e.once("ghost kinds", lambda: wild(e.context.indicator))),
    )


def _one_suit_reads(wild: Wild) -> Narrow:
    """清一色 reads the suits only where the natural tiles are of one suit (a ghost may be
    any) and the hand wins in a shape of sets and a pair or of pairs."""

    def narrow(e: TuidaohuEvaluation) -> tuple[Feature, ...]:
        faces = _naturals(e, wild)
        one = all(t.is_suited for t in faces) and len({t.suit for t in faces}) <= 1
        return SUITS if one and _paired_win(e, wild) else ()

    return narrow


def _honors_reads(wild: Wild) -> Narrow:
    """字一色 reads the suits only where every natural tile is an honor (and the hand wins
    in a shape of sets and a pair or of pairs)."""

    def narrow(e: TuidaohuEvaluation) -> tuple[Feature, ...]:
        return SUITS if all(t.is_honor for t in _naturals(e, wild)) and _paired_win(e, wild) else ()

    return narrow


def _unless(impossible: Callable[[TuidaohuEvaluation], bool], reads: Iterable[Feature]) -> Narrow:
    """A row reads nothing of the arrangements where the hand alone rules it out."""
    kept = tuple(reads)

    def narrow(e: TuidaohuEvaluation) -> tuple[Feature, ...]:
        return () if impossible(e) else kept

    return narrow


def _held(e: TuidaohuEvaluation, wild: Wild) -> tuple[Counter[Tile], int]:
    """The concealed natural tiles, and the ghosts held."""

    def compute() -> tuple[Counter[Tile], int]:
        kinds = e.once("ghost kinds", lambda: wild(e.context.indicator))
        naturals = Counter(t for t in e.hand.tiles if t not in kinds)
        return naturals, len(e.hand.tiles) - sum(naturals.values())

    return e.once("held", compute)


def _others(e: TuidaohuEvaluation, ranks: tuple[int, ...]) -> int:
    """The hand's melds that are no triplet or kong of an honor of ``ranks``."""
    return sum(
        m.kind not in (MeldKind.TRIPLET, MeldKind.KONG)
        or not m.tiles[0].is_honor
        or m.tiles[0].rank not in ranks
        for m in e.hand.melds
    )


def _out(wild: Wild) -> dict[str, Callable[[TuidaohuEvaluation], bool]]:
    """For each big hand that some hands rule out, whether this one does."""

    def needs(e: TuidaohuEvaluation, need: Callable[[Counter[Tile]], int]) -> bool:
        naturals, ghosts = _held(e, wild)
        return need(naturals) > ghosts

    def kinds(e: TuidaohuEvaluation) -> tuple[Tile, ...]:
        return e.once("ghost kinds", lambda: wild(e.context.indicator))

    def no_honors_win(e: TuidaohuEvaluation, triplets: tuple[int, ...]) -> bool:
        return not reach.honors_win(e.hand, kinds(e), triplets)

    def no_wind_pair_win(e: TuidaohuEvaluation) -> bool:
        ghosts = kinds(e)
        return not any(reach.honors_win(e.hand, ghosts, tuple(w for w in WINDS if w != p), p) for p in WINDS)

    return {
        # a meld laid down: no seven pairs, no thirteen orphans
        "qidui": lambda e: bool(e.hand.melds) or needs(e, reach.seven_pairs_need),
        "shisanyao": lambda e: bool(e.hand.melds) or not reach.orphans_reach(_held(e, wild)[0]),
        # a pon or an exposed kong: no 四暗刻
        "sianke": lambda e: any(not m.concealed for m in e.hand.melds) or needs(e, reach.all_triplets_need),
        # the honor hands: the ghosts the honor sets need, then the win check with them laid out
        "dasanyuan": lambda e: (
            _others(e, DRAGONS) > 1
            or needs(e, lambda n: reach.honor_sets_need(n, e.hand.melds, DRAGONS))
            or no_honors_win(e, DRAGONS)
        ),
        "dasixi": lambda e: (
            _others(e, WINDS) > 0
            or needs(e, lambda n: reach.honor_sets_need(n, e.hand.melds, WINDS))
            or no_honors_win(e, WINDS)
        ),
        "xiaosixi": lambda e: (
            _others(e, WINDS) > 1
            or needs(e, lambda n: reach.wind_pair_need(n, e.hand.melds))
            or no_wind_pair_win(e)
        ),
    }


def qidui(e: TuidaohuEvaluation) -> bool:
    """七对子: seven pairs (four alike without a kong are two pairs)."""
    return e.shape is Shape.SEVEN_PAIRS


def _sets(e: TuidaohuEvaluation) -> list[MeldKind]:
    return [m.kind for m in e.arrangement.melds if m.kind.is_set]


def sianke(e: TuidaohuEvaluation) -> bool:
    """四暗刻: four concealed triplets or kongs (no pon), won by self-draw or on a single wait."""
    if not e.all_triplets or any(not m.concealed for m in e.hand.melds):
        return False
    return e.self_drawn or e.arrangement.wait is WaitShape.SINGLE


def sianke_drawn(e: TuidaohuEvaluation) -> bool:
    """四暗刻 where every win the table scores is self-drawn (no discard win, no robbed
    kong): four concealed triplets or kongs, whatever the wait (so it reads no wait)."""
    return e.all_triplets and all(m.concealed for m in e.hand.melds)


def shibaluohan(e: TuidaohuEvaluation) -> bool:
    """十八罗汉: four kongs."""
    return sum(m.kind is MeldKind.KONG for m in e.hand.melds) == 4


_TRIPLET, _KONG, _PAIR = MeldKind.TRIPLET, MeldKind.KONG, MeldKind.PAIR
_FIRST_HONOR = 27
"""The index of 1z: an honor's bit below is ``index - 27`` (1z–4z the winds, 5z–7z the dragons)."""
_WIND_BITS, _DRAGON_BITS = 0b0001111, 0b1110000


def _honor_melds(e: TuidaohuEvaluation) -> tuple[int, int, bool]:
    """Of one reading: how many winds and how many dragons have a triplet or kong (each
    once: ghosts may stand for a face more than four times), and whether a wind no triplet
    holds is paired; once per reading (the honors as bits, by index)."""

    def compute() -> tuple[int, int, bool]:
        sets = pairs = 0
        for m in e.arrangement.melds:
            index = m.tiles[0].index
            if index >= _FIRST_HONOR:
                kind = m.kind
                if kind is _TRIPLET or kind is _KONG:
                    sets |= 1 << (index - _FIRST_HONOR)
                elif kind is _PAIR:
                    pairs |= 1 << (index - _FIRST_HONOR)
        winds = (sets & _WIND_BITS).bit_count()
        return winds, (sets & _DRAGON_BITS).bit_count(), bool(pairs & _WIND_BITS & ~sets)

    return e.per_reading("honor melds", compute)


def dasanyuan(e: TuidaohuEvaluation) -> bool:
    """大三元: three dragon triplets."""
    return e.shape is Shape.STANDARD and _honor_melds(e)[1] == 3


def dasixi(e: TuidaohuEvaluation) -> bool:
    """大四喜: four wind triplets."""
    return e.shape is Shape.STANDARD and _honor_melds(e)[0] == 4


def xiaosixi(e: TuidaohuEvaluation) -> bool:
    """小四喜: three wind triplets and a wind pair."""
    if e.shape is not Shape.STANDARD:
        return False
    winds, _, wind_pair = _honor_melds(e)
    return winds == 3 and wind_pair


def shisanyao(e: TuidaohuEvaluation) -> bool:
    """十三幺: the thirteen orphans."""
    return e.shape is Shape.THIRTEEN_ORPHANS


def _once(row: TuidaohuItem) -> TuidaohuItem:
    """``row`` with its narrowing worked out once per hand (other rows ask it too)."""
    narrow = row.narrow
    if narrow is None:
        return row
    memo = "reads of " + row.key

    def once(e: TuidaohuEvaluation) -> tuple[Feature, ...]:
        return e.once(memo, lambda: tuple(narrow(e)))

    return attrs.evolve(row, narrow=once)


def _row(key: str, chinese: str, english: str, when: When, reads: tuple[Feature, ...]) -> TuidaohuItem:
    return Item(key=key, chinese=chinese, english=english, value=2, when=when, reads=reads, most=1)


_BIG = (
    _row("qingyise", "清一色", "one suit", qingyise, SUITS),
    _row("ziyise", "字一色", "honors only", ziyise, SUITS),
    _row("qidui", "七对子", "seven pairs", qidui, SHAPE),
    _row(
        "sianke",
        "四暗刻",
        "four concealed triplets, self-drawn or on a single wait",
        sianke,
        (*SETS, Feature.WIN),
    ),
    _row("shibaluohan", "十八罗汉", "four kongs", shibaluohan, ()),
    _row("dasanyuan", "大三元", "three dragon triplets", dasanyuan, HONOR_SETS),
    _row("dasixi", "大四喜", "four wind triplets", dasixi, HONOR_SETS),
    _row("xiaosixi", "小四喜", "three wind triplets and a wind pair", xiaosixi, HONOR_SETS),
    _row("shisanyao", "十三幺", "thirteen orphans", shisanyao, SHAPE),
)


XIAOHU: TuidaohuItem = Item(
    key="xiaohu", chinese="小胡", english="any winning hand", value=1, when=lambda e: True, reads=(), most=1
)


def _no_ghosts(indicator: Tile | None) -> tuple[Tile, ...]:
    return ()


def rows(*, drawn_only: bool = False, wild: Wild = _no_ghosts) -> tuple[TuidaohuItem, ...]:
    """小胡 1, or one big hand 2 (the big hands do not stack). ``drawn_only``: every win
    scored is self-drawn, so 四暗刻 needs no single wait and reads none of the win (the
    search then tells fewer classes apart); ``wild``: the ghost kinds, for 清一色 and 字一色
    to read the suits only where the natural tiles allow them, and the other big hands to
    read nothing where the hand rules them out (:mod:`.reach`)."""
    out = _out(wild)
    narrow = {"qingyise": _one_suit_reads(wild), "ziyise": _honors_reads(wild)}
    big: list[TuidaohuItem] = []
    for r in _BIG:
        if drawn_only and r.key == "sianke":
            r = attrs.evolve(r, when=sianke_drawn, reads=SETS)
        ruled_out = out.get(r.key)
        if ruled_out is not None:  # each row of _BIG declares its reads
            r = attrs.evolve(r, narrow=_unless(ruled_out, r.reads or ()))
        big.append(_once(attrs.evolve(r, narrow=narrow[r.key]) if r.key in narrow else r))
    return (
        XIAOHU,
        *(attrs.evolve(r, excludes=("xiaohu", *(b.key for b in big[:i]))) for i, r in enumerate(big)),
    )


ROWS: tuple[TuidaohuItem, ...] = rows()
"""小胡 1, or one big hand 2 (the big hands do not stack)."""


def self_draw_only(e: TuidaohuEvaluation) -> bool:
    return e.context.method is WinMethod.DISCARD


SELF_DRAW_ONLY = Item(
    key="self_draw_only",
    chinese="只能自摸",
    english="self-draw only: no win on a discard",
    value=0,
    stage=Stage.FORBID,
    when=self_draw_only,
    reads=(),
    most=1,
)


def instant_needs_first_draw(e: TuidaohuEvaluation) -> bool:
    return e.shape is Shape.INSTANT and not e.context.first_draw


FOUR_GHOSTS_FIRST = Item(
    key="four_ghosts_first",
    chinese="四鬼胡牌",
    english="four ghosts win at once only in the dealt hand, before the first discard",
    value=0,
    stage=Stage.FORBID,
    when=instant_needs_first_draw,
    reads=SHAPE,
    most=1,
)


def _double(key: str, chinese: str, english: str, when: When, reads: tuple[Feature, ...]) -> TuidaohuItem:
    return Item(
        key=key,
        chinese=chinese,
        english=english,
        value=2,
        unit="倍",
        stage=Stage.MULTIPLY,
        when=when,
        reads=reads,
        most=1,
    )


NO_GHOST_DOUBLE = _double(
    "no_ghost_double",
    "无鬼加倍",
    "no ghost in the hand: ×2",
    lambda e: not any(w is not None for m in e.arrangement.melds for w in m.wild),
    (),
)
QIDUI_DOUBLE = _double("qidui_double", "七对加番", "seven pairs: ×2", qidui, SHAPE)


def items(
    *,
    discard_win: bool,
    ghosts: bool,
    no_ghost_double: bool,
    qidui_double: bool,
    rob_kong: bool = True,
    wild: Wild = _no_ghosts,
) -> tuple[TuidaohuItem, ...]:
    """The table for these options (``rob_kong``: a robbed kong, not self-drawn, may be
    scored; without it and without ``discard_win`` every win scored is self-drawn;
    ``wild``: the ghost kinds of an indicator)."""
    out: list[TuidaohuItem] = [] if discard_win else [SELF_DRAW_ONLY]
    if ghosts:
        out.append(FOUR_GHOSTS_FIRST)
    out.extend(rows(drawn_only=not discard_win and not rob_kong, wild=wild))
    if no_ghost_double and ghosts:
        out.append(NO_GHOST_DOUBLE)
    if qidui_double:
        out.append(attrs.evolve(QIDUI_DOUBLE, narrow=_unless(_out(wild)["qidui"], SHAPE)))
    return joined(out) if ghosts else tuple(out)  # without ghosts no row is narrowed
