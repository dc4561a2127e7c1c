"""Settle a whole Ji'an round: a win, and jing money for every seat, win or not.

Run: python examples/settle_round.py
"""

from majiang import Hand, Round, SeatRecord, Win, WinMethod, get, parse_tiles

jian = get("jian")
indicator = parse_tiles("5s")[0]  # 正精 5s (counts 2), 副精 6s (counts 1)

seats = (
    SeatRecord(hand=Hand.parse("456m789m123p789p5z"), discards=parse_tiles("1s")),
    # the winner: a plain hand with no jing used as a wildcard (德国)
    SeatRecord(hand=Hand.parse("123m456p789m234s11z")),
    # breaks through: 5s 5s 6s = 2 + 2 + 1 = 5 jing → 冲关 5×(5−3) = 10 from each other seat
    SeatRecord(hand=Hand.parse("55s6s1199m567p222z")),
    SeatRecord(hand=Hand.parse("6s233m77p888p9p444z")),
)
win = Win(seat=1, tile=parse_tiles("1z")[0], method=WinMethod.SELF_DRAW)
settlement = jian.settle(Round(dealer=0, seats=seats, wins=(win,), indicator=indicator))
print(settlement)
assert sum(settlement.nets) == 0
assert settlement.nets == (-24, 20, 20, -16)
