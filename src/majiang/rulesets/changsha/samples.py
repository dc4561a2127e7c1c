"""Sample rounds covering every Changsha item and refusal: the source of the test vectors.

The dealer is seat 0. Amounts (before birds), per win that adds up: small 10 (+10 with
the dealer), big self-draw 30 per big win (+10 each), big on a discard 60 per big win
(+10 each).
"""

from __future__ import annotations

import attrs

from majiang.hands import Hand
from majiang.rulesets.changsha.facts import ChangshaFacts
from majiang.rulesets.changsha.ruleset import Changsha
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

__all__ = ["samples"]

D = WinMethod.DISCARD
PLAIN = "123m456m789p234s55s"
"""A small win on 5s: four sets and the 5s pair."""


def _t(text: str) -> Tile:
    return Tile.from_str(text)


_win = Win.parse


def _seat(tiles: str, melds: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds))


@attrs.frozen
class _Dealt:
    """A seat that declares deal-time wins on the tiles it holds (as dealt)."""

    tiles: str
    keys: tuple[str, ...]


def _dealt(tiles: str, *keys: str) -> _Dealt:
    return _Dealt(tiles, keys)


def _round(seats: dict[int, SeatRecord | _Dealt], wins: tuple[Win, ...] = (), *, birds: str = "") -> Round:
    records: dict[int, SeatRecord] = {}
    dealt: list[tuple[Tile, ...]] = [()] * 4
    declared: list[tuple[str, ...]] = [()] * 4
    for seat, given in seats.items():
        if isinstance(given, _Dealt):
            records[seat] = _seat(given.tiles)
            dealt[seat], declared[seat] = parse_tiles(given.tiles), given.keys
        else:
            records[seat] = given
    facts = ChangshaFacts(birds=parse_tiles(birds), dealt=tuple(dealt), deal_wins=tuple(declared))
    return Round.build(Changsha, seats=records, wins=wins, dealer=0, avoid=facts.birds, facts=facts)


def _small() -> list[tuple[str, Round]]:
    return [
        # source: 闲家自摸, 庄家输 20 分, 闲家输 10 分
        ("x-small-self-draw", _round({1: _seat(PLAIN)}, (_win(1, "5s"),))),
        # source: 庄家自摸, 闲家每人输 20 分
        ("d-small-self-draw", _round({0: _seat(PLAIN)}, (_win(0, "5s"),))),
        # source: 点炮方输 10 分
        ("x-small-on-x-discard", _round({1: _seat(PLAIN)}, (_win(1, "5s", D, discarder=2),))),
        # source: 点炮方为庄家, 则庄家多输 10 分
        ("x-small-on-d-discard", _round({1: _seat(PLAIN)}, (_win(1, "5s", D, discarder=0),))),
        # source: 捉炮方为庄家, 点炮的闲家多输 10 分
        ("d-small-on-x-discard", _round({0: _seat(PLAIN)}, (_win(0, "5s", D, discarder=3),))),
        (
            "small-without-258-pair-can-not-win",
            _round({1: _seat("123m456m789p234s11s")}, (_win(1, "1s"),)),
        ),
        (
            "louhu-passed-5s-can-not-win-on-5s",
            _round({1: _seat(PLAIN)}, (_win(1, "5s", D, discarder=2, passed="5s"),)),
        ),
    ]


def _big() -> list[tuple[str, Round]]:
    return [
        # source: 闲家自摸 (大胡), 庄家输 40 分, 闲家输 30 分
        ("x-flush-self-draw", _round({1: _seat("123m456m789m234m55m")}, (_win(1, "5m"),))),
        # source: 庄家自摸 (大胡), 闲家每人输 40 分; 碰碰胡 takes any pair
        ("d-pengpeng-self-draw", _round({0: _seat("111m999p333s777m11s")}, (_win(0, "1s"),))),
        # source: 大胡捉炮, 点炮方输 60 分
        (
            "x-pengpeng-on-x-discard",
            _round({1: _seat("111m999p333s777m11s")}, (_win(1, "1s", D, discarder=2),)),
        ),
        (
            "x-pengpeng-on-d-discard",
            _round({1: _seat("111m999p333s777m11s")}, (_win(1, "1s", D, discarder=0),)),
        ),
        (
            "d-pengpeng-on-x-discard",
            _round({0: _seat("111m999p333s777m11s")}, (_win(0, "1s", D, discarder=3),)),
        ),
        # digest: a non-dealer's self-drawn 清一色 七小对 costs the dealer 70, the others 60
        ("x-flush-seven-pairs-self-draw", _round({1: _seat("11223344556677m")}, (_win(1, "7m"),))),
        # source: 大胡之间可以累计计算, 如 小七对 + 天胡
        ("d-tianhu-seven-pairs", _round({0: _seat("1122m3344p5566s99s")}, (_win(0, "9s", first_draw=True),))),
        ("d-tianhu", _round({0: _seat(PLAIN)}, (_win(0, "5s", first_draw=True),))),
        ("x-dihu", _round({1: _seat(PLAIN)}, (_win(1, "5s", D, discarder=0, first_draw=True),))),
        ("x-jiangjiang-any-shape", _round({2: _seat("2255m258p2582588s")}, (_win(2, "8s"),))),
        (
            "x-jiangjiang-pengpeng-with-melds",
            _round({2: _seat("22m555s888s", melds="888p 2222s")}, (_win(2, "8s", D, discarder=1),)),
        ),
        # the bird after a 海底 win is the 海底 tile: 5s, rank 5, the dealer (a payer) pays double
        (
            "x-haidi-laoyue-bird-on-dealer",
            _round({3: _seat(PLAIN)}, (_win(3, "5s", last_tile=True),), birds="5s"),
        ),
        (
            "x-haidi-pao",
            _round({2: _seat(PLAIN)}, (_win(2, "5s", D, discarder=1, last_tile=True),), birds="5s"),
        ),
        (
            "haidi-on-a-plain-hand-needs-258",
            _round({3: _seat("123m456m789p234s11s")}, (_win(3, "1s", last_tile=True),)),
        ),
        (
            "x-kong-bloom",
            _round(
                {1: _seat("456m789p234s55s", melds="(2222m)")}, (_win(1, "5s", WinMethod.KONG_REPLACEMENT),)
            ),
        ),
        (
            # seat 2 added a 5p to his pon of 555p; seat 1 robbed it
            "x-robs-a-kong",
            _round(
                {1: _seat("123m456m789p345p55s"), 2: _seat("1199m67p1199s", melds="555p")},
                (_win(1, "5p", WinMethod.ROBBED_KONG, discarder=2),),
            ),
        ),
        (
            "x-kong-discard",
            _round(
                {1: _seat(PLAIN), 3: _seat("1199m67p1199s", melds="3333p")},
                (_win(1, "5s", D, discarder=3, kong_discard=True),),
            ),
        ),
    ]


def _table() -> list[tuple[str, Round]]:
    return [
        # bird 2m: rank 2, the dealer's next seat = the winner: every payer doubles
        ("bird-on-the-self-drawing-winner", _round({1: _seat(PLAIN)}, (_win(1, "5s"),), birds="2m")),
        # bird 3m: rank 3, seat 2, the discarder: he pays double
        ("bird-on-the-discarder", _round({1: _seat(PLAIN)}, (_win(1, "5s", D, discarder=2),), birds="3m")),
        # bird 8m: rank 8, seat 3, neither winner nor discarder: no change
        ("bird-on-a-bystander", _round({1: _seat(PLAIN)}, (_win(1, "5s", D, discarder=2),), birds="8m")),
        (
            # 通炮: seats 1 (small) and 3 (碰碰胡) both win on seat 2's 5s; bird 7m on seat 2
            "two-win-on-one-discard-bird-on-discarder",
            _round(
                {1: _seat("123m456m789p234s55s"), 3: _seat("111m999m777p888s55s")},
                (_win(1, "5s", D, discarder=2), _win(3, "5s", D, discarder=2)),
                birds="7m",
            ),
        ),
        # 四喜 + 六六顺 on seat 1's dealt 13 tiles: 2 × 10 each, the dealer 2 × 20
        ("x-deal-sixi-liuliushun", _round({1: _dealt("1111m222p333s456m", "sixi", "liuliushun")})),
        (
            # the dealer's 板板胡 + 缺一色 and seat 2's 四喜; bird 6p on seat 1, who pays both double
            "two-deal-winners-bird-on-a-payer",
            _round(
                {0: _dealt("1113m4679m134679p", "banban", "queyise"), 2: _dealt("2222s345s678s123p", "sixi")},
                birds="6p",
            ),
        ),
        (
            "deal-win-that-does-not-hold",
            _round({1: _dealt("1111m222p333s456m", "banban")}),
        ),
    ]


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every Changsha item is awarded (or refuses a win) in one."""
    return [*_small(), *_big(), *_table()]
