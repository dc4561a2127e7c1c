"""Score a Ji'an hand: seat 1 self-draws seven pairs with a jing standing in.

Run: python examples/score_hand.py
"""

from majiang import Hand, WinContext, WinMethod, get, parse_tiles

jian = get("jian")
indicator = parse_tiles("5s")[0]  # turned up: 正精 5s, 副精 6s
hand = Hand.parse("1133m 4466p 2288s 1z 6s", win="1z", self_drawn=True)
score = jian.score(hand, WinContext(seat=1, dealer=0, method=WinMethod.SELF_DRAW, indicator=indicator))
print(score)
assert score.can_win and score.amount_from(0) == 16 and score.amount_from(2) == 8
