"""Wuhan's money besides the table: each payer's own factors, the cap of 300 and 金顶,
承包, and 查大叫 at a draw.

``pay_i = base × W × L_i × z_i``: the table gives ``base × W × z_i`` (and the
discarder's ×2 / ×1.5); :func:`payer_factors` multiplies each payment by the payer's own
product ``L_i``. Then each payment is at most 300, unless all three exceed 300: then
each is 500 (400 with ``kaikou="kaikou"``), 金顶. A liable seat (承包) pays the three
capped payments. Kongs earn no money of their own.

查大叫 (a drawn round): each ready seat (its hand waits) collects from each seat that is
not ready the ready seat's own product, ×2 if the payer never opened, at most 300.
"""

from __future__ import annotations

from majiang.hands import Hand, ShapeGrammar, waits
from majiang.rulesets.wuhan.factors import explain, opens, own_factors, product
from majiang.rulesets.wuhan.laizi import Specials
from majiang.scoring import WinMethod
from majiang.settlement import Entry, Reason, Round, Transfer, Win, reroute, top_cap
from majiang.tiles import SEATS

__all__ = ["CAP", "chadajiao", "liable_seat", "payer_factors", "ready", "seat_products", "settle_win"]

CAP = 300
JINDING = {True: 500, False: 400}
"""金顶 by ``koukou`` (口口翻 500, 开口翻 400)."""
THIRD_OPEN = 3


def seat_products(round: Round, special: Specials, *, koukou: bool) -> tuple[int, ...]:
    """Each seat's own product, from its melds and the tiles it laid out."""
    return tuple(product(own_factors(r.hand, r.set_aside, special, koukou=koukou)) for r in round.seats)


def payer_factors(
    round: Round, transfers: list[Transfer], special: Specials, *, koukou: bool
) -> list[Transfer]:
    """Each win payment ×``L_i``, the payer's own product (its factors as entries)."""
    out = []
    for t in transfers:
        if t.reason is Reason.WIN:
            record = round.seats[t.payer]
            own = own_factors(record.hand, record.set_aside, special, koukou=koukou)
            if own:
                entries = tuple(
                    Entry(
                        key=f"payer_{f.key}",
                        chinese=f"输家{f.chinese}",
                        english=f"the payer's own {f.key.replace('_', ' ')}",
                        value=f.times**f.count,
                        unit="倍",
                        count=f.count,
                    )
                    for f in own
                )
                amount = t.amount * product(own)
                t = t.noted(
                    f"×{product(own)} seat {t.payer}'s own ({explain(own)}) = {amount}",
                    amount=amount,
                    awards=(*t.awards, *entries),
                )
        out.append(t)
    return out


def _exposed(hand: Hand) -> list[int | None]:
    return [m.claimed_from for m in hand.melds if not m.concealed]


def ready(hand: Hand, grammar: ShapeGrammar) -> bool:
    """The hand waits on some tile (听牌), 赖子 counted as the grammar's wildcards; a seat
    that drew one of the last tiles (one tile more) is ready if some discard leaves it so."""
    if 3 * len(hand.melds) + len(hand.tiles) == grammar.complete_size:
        return any(
            ready(Hand.of(hand.tiles[:i] + hand.tiles[i + 1 :], melds=hand.melds), grammar)
            for i in range(len(hand.tiles))
            if hand.tiles[i] not in hand.tiles[:i]
        )
    return bool(waits(hand, grammar, shapes=False))


def liable_seat(
    round: Round, win: Win, keys: set[str], grammar: ShapeGrammar, *, always: bool = False
) -> tuple[int, str] | None:
    """承包: who pays all three shares of ``win``, and why (``None``: nobody).

    The konger robbed (抢杠); the discarder of a 全求人 who was not ready; the seat that
    fed the winner's third 开口 of a 清一色 — when the win is self-drawn or that seat
    also discarded the winning tile (``always``: whoever discarded it)."""
    if win.method is WinMethod.ROBBED_KONG:
        assert win.discarder is not None  # Win checks it
        return win.discarder, f"承包: seat {win.discarder}'s kong was robbed"
    fed = win.discarder
    if "quanqiuren" in keys and fed is not None and not ready(round.seats[fed].hand, grammar):
        return fed, f"承包: seat {fed} fed a 全求人 while not ready"
    if "qingyise" in keys:
        exposed = _exposed(round.seats[win.seat].hand)
        seat = exposed[THIRD_OPEN - 1] if len(exposed) >= THIRD_OPEN else None
        if seat is not None and (always or fed is None or fed == seat):
            return seat, f"承包: seat {seat} fed the third 开口 of a 清一色"
    return None


def settle_win(
    round: Round,
    transfers: list[Transfer],
    special: Specials,
    grammar: ShapeGrammar,
    *,
    koukou: bool,
    always: bool = False,
) -> list[Transfer]:
    """``L_i``, the cap and 金顶, then 承包."""
    out = payer_factors(round, transfers, special, koukou=koukou)
    out = top_cap(out, CAP, top=JINDING[koukou])
    for win in round.wins:
        keys = {e.key for t in out if t.reason is Reason.WIN and t.payee == win.seat for e in t.awards}
        liable = liable_seat(round, win, keys, grammar, always=always)
        if liable is not None:
            seat, why = liable
            out = reroute(out, {win.seat: seat}, note=why)
    return out


def chadajiao(round: Round, special: Specials, grammar: ShapeGrammar, *, koukou: bool) -> list[Transfer]:
    """查大叫: every ready seat collects from every seat that is not."""
    readies = [ready(r.hand, grammar) for r in round.seats]
    out = []
    for seat in range(SEATS):
        if not readies[seat]:
            continue
        record = round.seats[seat]
        own = own_factors(record.hand, record.set_aside, special, koukou=koukou)
        for payer in range(SEATS):
            if readies[payer]:
                continue
            closed = not opens(round.seats[payer].hand)
            amount = product(own) * (2 if closed else 1)
            working = f"查大叫: seat {seat}'s own {explain(own)}"
            if closed:
                working += f"; ×2 seat {payer} never opened = {amount}"
            if amount > CAP:
                working += f"; 封顶 {CAP} (was {amount})"
                amount = CAP
            entry = Entry(
                key="chadajiao",
                chinese="查大叫",
                english="a ready seat collects at a draw",
                value=amount,
                unit="分",
            )
            out.append(
                Transfer(
                    payer=payer,
                    payee=seat,
                    amount=amount,
                    reason=Reason.BONUS,
                    awards=(entry,),
                    working=working,
                )
            )
    return out
