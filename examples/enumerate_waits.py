"""Enumerate the waits of hands, with their shapes, and shanten when not ready.

Run: python examples/enumerate_waits.py
"""

from majiang import Hand, ShapeGrammar, shanten, waits

grammar = ShapeGrammar()
for text in ("1112345678999m", "23m456p789s11555z", "159m258p37s12345z"):
    hand = Hand.parse(text)
    found = waits(hand, grammar)
    if found:
        for wait in found:
            print(f"{hand}: {wait.tile} ({', '.join(sorted(s.value for s in wait.shapes))})")
    else:
        print(f"{hand}: not ready, shanten {shanten(hand, grammar)}")

jing = ShapeGrammar(wild="9m")
lone = waits(Hand.parse("123m456p789s222z9m"), jing)
print("a 9m jing waiting alone wins on any tile:", lone.any_tile)
assert lone.any_tile and len(lone) == 34
