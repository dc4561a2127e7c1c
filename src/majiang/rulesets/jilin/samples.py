"""Sample rounds covering every Jilin item: the source of the test vectors.

The dealer is seat 0. Whenever a seat has declared ready (报听) the round has a 宝
(``indicator``; ``8p`` unless a sample says otherwise): it is chosen at the first
declarer's next draw, so a ready player's self-draw always has one. The 宝 kind is
never a wait of a ready seat unless the sample is about it (he would have won by 对宝
at once). Seats not listed are filled with unused tiles and are not ready.
Amounts: each payer pays ``2 ** (f - 1)`` with ``f`` the 番 that concern it.
"""

from __future__ import annotations

from collections import Counter

from majiang.errors import RoundError
from majiang.hands import Hand
from majiang.rulesets.jilin.ruleset import Jilin
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

__all__ = ["samples"]

BAO = "8p"
"""The default 宝 kind: a wait of no ready seat in these samples."""

CLOSED = "123m456p789s111z99s"
"""Concealed; won on 2m it is a 夹 (13m), on 5p a 夹 (46p), on 3m a 边 (12m), on 4p an open wait."""


def _t(text: str) -> Tile:
    return Tile.from_str(text)


_win = Win.parse


def _seat(tiles: str, melds: str = "", *, ready: bool = False, set_aside: str = "") -> SeatRecord:
    return SeatRecord(
        hand=Hand.parse(tiles, melds=melds),
        ready=ready,
        set_aside=tuple(parse_tiles(group) for group in set_aside.split()),
    )


def _round(seats: dict[int, SeatRecord], wins: tuple[Win, ...] = (), *, indicator: str | None = BAO) -> Round:
    """Fill the round; no 宝 unless some seat is ready. Eggs' tiles are kept from the filler."""
    ind = _t(indicator) if indicator and any(r.ready for r in seats.values()) else None
    eggs = Counter(t for r in seats.values() for group in r.set_aside for t in group)
    round = Round.build(Jilin, seats=seats, wins=wins, indicator=ind, avoid=eggs)
    _check_tiles(round)
    return round


def _check_tiles(round: Round) -> None:
    """Every tile on the table (hands, melds, discards, 三风蛋, the 宝) fits the 136."""
    tiles = [] if round.indicator is None else [round.indicator]
    for record in round.seats:
        hand = record.hand
        tiles.extend([*hand.tiles, *(t for m in hand.melds for t in m.physical), *record.discards])
        tiles.extend(t for group in record.set_aside for t in group)
    over = sorted(t for t, n in Counter(tiles).items() if n > 4)
    if over:
        raise RoundError(f"sample round uses more than four of {over[0]}")


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every 番 item is awarded and every requirement refuses in one."""
    return [
        # 闭门 1 + 夹 1 + 自摸 1 = 3 → 4 from each
        ("x-self-draw-closed-wait", _round({1: _seat(CLOSED, ready=True)}, (_win(1, "2m"),))),
        # 闭门 1 + 夹 1 (+ 点炮 1 for seat 2) → 4 + 2 + 2; seat 2 is not ready: 包庄, pays all 8
        (
            "x-wins-on-unready-discard-baozhuang",
            _round({1: _seat(CLOSED, ready=True)}, (_win(1, "5p", WinMethod.DISCARD, discarder=2),)),
        ),
        # the same with seat 2 ready (waiting on 3m): 4 from seat 2, 2 from seats 3 and 0
        (
            "x-wins-on-ready-discard",
            _round(
                {1: _seat(CLOSED, ready=True), 2: _seat("24m333p567s999m77z", ready=True)},
                (_win(1, "5p", WinMethod.DISCARD, discarder=2),),
            ),
        ),
        # the dealer: 闭门 1 + 边 2 (12m on 3m) + 自摸 1 + 坐庄胡 1 = 5 → 16 from each
        ("d-self-draw-edge", _round({0: _seat(CLOSED, ready=True)}, (_win(0, "3m"),))),
        # 闭门 1 + 顶 1 (5z makes the pair) + 自摸 1 + 清一色 1 = 4 → 8 from each
        ("x-self-draw-flush-ding", _round({1: _seat("123456789m111z5z5z", ready=True)}, (_win(1, "5z"),))),
        # an open 漂 won on a 双碰 from ready seat 3: 漂 3 (+ 点炮 1 for seat 3) → 8, 4, 4;
        # the 明杠 1111m (claimed from seat 0) takes 1 from each
        (
            "x-piao-with-exposed-kong-on-ready-discard",
            _round(
                {
                    1: _seat("999p55s777z22s5s", "1111m@0", ready=True),
                    3: _seat("13p345m678s22m666z", ready=True),
                },
                (_win(1, "5s", WinMethod.DISCARD, discarder=3),),
            ),
        ),
        # 七对 4 + 自摸 1 = 5 → 16 from each (no 闭门, no 顶)
        ("x-self-draw-seven-pairs", _round({1: _seat("1122m3344p5566s77z", ready=True)}, (_win(1, "7z"),))),
        # 手把一 4 + 顶 1 + 自摸 1 = 6 → 32 from each (open: no 闭门)
        (
            "x-self-draw-shoubayi",
            _round({1: _seat("7z7z", "111m@2 789p@0 999s@3 123s@0", ready=True)}, (_win(1, "7z"),)),
        ),
        # ready on 2m, draws the 宝 5s: 闭门 1 + 夹 1 + 摸宝 1 + 自摸 1 = 4 → 8 from each
        (
            "x-mobao",
            _round({1: _seat("13m456p789s111z99s5s", ready=True)}, (_win(1, "5s"),), indicator="5s"),
        ),
        # the 宝 is 2m, his one wait: 闭门 1 + 夹 1 + 自摸 1 + 对宝 2 = 5 → 16 from each
        ("x-duibao", _round({1: _seat(CLOSED, ready=True)}, (_win(1, "2m"),), indicator="2m")),
        # the dealer's dealt hand: 天胡 72 from each, nothing else
        ("d-tianhu", _round({0: _seat(CLOSED)}, (_win(0, "2m", first_draw=True),))),
        # seat 2's first draw: 地胡 36 from each, nothing else
        ("x-dihu", _round({2: _seat(CLOSED)}, (_win(2, "2m", first_draw=True),))),
        # win: 闭门 1 (the 暗杠 keeps it closed) + 夹 1 + 自摸 1 = 3 → 4 from each;
        # 暗杠 9999p 2, seat 2's 明杠 3333s 1, seat 3's 三风蛋 123z 2 and 中发白 567z 2, from each other seat
        (
            "x-self-draw-with-kongs-and-eggs",
            _round(
                {
                    1: _seat("123m46p789s99s5p", "(9999p)", ready=True),
                    2: _seat("456m123p7z888s", "3333s@0"),
                    3: _seat("678m678p666s33m55s", set_aside="123z 567z"),
                },
                (_win(1, "5p"),),
            ),
        ),
        # nobody wins: the kong money is still settled. 明杠 1111s 大蛋 ×2 = 2; 暗杠 2222p
        # 2 × 4 = 8; added 8888m 大蛋 ×8 = 8; 暗杠 1111p 2 × 2 = 4 and 三风蛋 1234z + 1z = 4
        (
            "drawn-round-kong-money",
            _round(
                {
                    0: _seat("345m567p789s6z", "1111s@2"),
                    1: _seat("567m345p678s7z", "(2222p)"),
                    2: _seat("123m789p234s5z", "8888m+"),
                    3: _seat("456m456p456s6z", "(1111p)", set_aside="1234z1z"),
                }
            ),
        ),
        # refusals, each failing one requirement only
        (
            "two-suits-can-not-win",
            _round({1: _seat("123m456m789p111z99p", ready=True)}, (_win(1, "5m"),)),
        ),
        # -- 中发白 and eggs (§九.2-3) --------------------------------------------------------
        # seat 1 chi'd 567z from seat 0 (免1、9, 免碰; no kong): 夹 1 + 自摸 1 = 2 番: 2 from each
        (
            "x-chi-zhongfabai",
            _round({1: _seat("123m456p79s11m8s", melds="567z@0", ready=True)}, (_win(1, "8s"),)),
        ),
        # two of 中发白 win on the third as a 夹: 闭门 1 + 夹 1 + 自摸 1 = 3 番: 4 from each
        ("x-zhongfabai-jiahu", _round({1: _seat("123m456p789s11m57z6z", ready=True)}, (_win(1, "6z"),))),
        # a 中发白 egg laid out stands in for the pon and the 1/9: 闭门 1 + 夹 1 + 自摸 1 = 3 番,
        # 4 from each, and the egg 2 from each
        (
            "x-egg-stands-in-for-pon-and-terminal",
            _round({1: _seat("234m46m456p678s55p5m", ready=True, set_aside="567z")}, (_win(1, "5m"),)),
        ),
        (
            "three-winds-are-no-set-can-not-win",
            _round({1: _seat("123m456p789s11m12z3z", ready=True)}, (_win(1, "3z"),)),
        ),
        (
            "no-terminal-can-not-win",
            _round({1: _seat("234m456p222p33s456s", ready=True)}, (_win(1, "5p"),)),
        ),
        (
            "no-pon-can-not-win",
            _round({1: _seat("123m456p789s789m99s", ready=True)}, (_win(1, "5p"),)),
        ),
        ("not-ready-can-not-win", _round({1: _seat(CLOSED)}, (_win(1, "2m"),))),
        ("open-wait-can-not-win", _round({1: _seat(CLOSED, ready=True)}, (_win(1, "4p"),))),
    ]
