"""Sample rounds covering every Ji'an item: the source of the test vectors.

Unless a sample says otherwise the indicator is ``5s``: 正精 5s, 副精 6s.
"""

from __future__ import annotations

from majiang.hands import Hand
from majiang.rulesets.jian.ruleset import Jian
from majiang.scoring import WinMethod
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles

__all__ = ["samples"]

JING = parse_tiles("5s6s")


def _t(text: str) -> Tile:
    return Tile.from_str(text)


_win = Win.parse


def _round(
    seats: dict[int, SeatRecord], wins: tuple[Win, ...], *, indicator: str = "5s", dealer: int = 0
) -> Round:
    ind = _t(indicator)
    return Round.build(Jian, seats=seats, wins=wins, dealer=dealer, indicator=ind, avoid=(*JING, *_jing(ind)))


def _jing(indicator: Tile) -> tuple[Tile, ...]:
    from majiang.tiles import successor

    return (indicator, successor(indicator))


def _seat(tiles: str, melds: str = "", discards: str = "") -> SeatRecord:
    return SeatRecord(hand=Hand.parse(tiles, melds=melds), discards=parse_tiles(discards))


PLAIN = "123m456p789m234s11z"


def samples() -> list[tuple[str, Round]]:
    """(name, round) pairs; every item of the Ji'an table is awarded (or forbids) in one."""
    return [
        ("x-self-draw-plain-deguo", _round({1: _seat(PLAIN)}, (_win(1, "1z"),))),
        ("d-self-draw-plain-jing", _round({0: _seat("123m456p789m23s5s11z")}, (_win(0, "1z"),))),
        (
            "d-wins-on-x-discard-plain-deguo",
            _round({0: _seat(PLAIN)}, (_win(0, "1z", WinMethod.DISCARD, discarder=2),)),
        ),
        (
            "plain-with-jing-on-a-discard-can-not-win",
            _round({0: _seat("123m456p789m23s6s11z")}, (_win(0, "1z", WinMethod.DISCARD, discarder=2),)),
        ),
        ("d-self-draw-xiaoqi-jing", _round({0: _seat("1133m4466p228s6s11z")}, (_win(0, "1z"),))),
        (
            "x-wins-xiaoqi-deguo-on-x-discard",
            _round({1: _seat("1133m4466p2288s11z")}, (_win(1, "1z", WinMethod.DISCARD, discarder=2),)),
        ),
        ("d-self-draw-daqi-deguo", _round({0: _seat("111m555m333p777z99s")}, (_win(0, "9s"),))),
        (
            "d-self-draw-bijing-thirteen-lan",
            _round({0: _seat("147m258p369s12345z")}, (_win(0, "5z"),), indicator="9p"),
        ),
        (
            "d-self-draw-seven-star",
            _round({0: _seat("147m25p39s1234567z")}, (_win(0, "7z"),), indicator="9p"),
        ),
        (
            "d-jing-diao-kong-flower-daqi",
            _round(
                {0: _seat("111m555m777z5s9s", melds="(2222s)")},
                (_win(0, "9s", WinMethod.KONG_REPLACEMENT),),
            ),
        ),
        ("d-tianhu", _round({0: _seat(PLAIN)}, (_win(0, "1z", first_draw=True),))),
        ("d-jing-diao-tianhu", _round({0: _seat("123m456p789m234s6s1z")}, (_win(0, "1z", first_draw=True),))),
        (
            "jing-diao-on-a-discard-can-not-win",
            _round({1: _seat("123m456p789m234s6s1z")}, (_win(1, "1z", WinMethod.DISCARD, discarder=2),)),
        ),
        (
            "x-robs-a-kong",
            _round(
                # seat 2 added 7s to his pon of 777s; seat 1 robbed it
                {1: _seat("123m456p789m789s11z"), 2: _seat("2229m345p678p", melds="777s@0")},
                (_win(1, "7s", WinMethod.ROBBED_KONG, discarder=2),),
            ),
        ),
        (
            "chongguan-by-a-seat-that-did-not-win",
            _round(
                {1: _seat(PLAIN), 2: _seat("55s6s1199m567p222z"), 3: _seat("6s233m77p888p9p444z")},
                (_win(1, "1z"),),
            ),
        ),
        (
            "ba-jing-and-jing-kong",
            _round({1: _seat(PLAIN), 2: _seat("1199m567p222z", melds="(6666s)")}, (_win(1, "1z"),)),
        ),
        ("drawn-round-is-void", _round({2: _seat("55s6s1199m567p222z")}, ())),
    ]
