"""Build a seeded wall, break it, deal, and choose the wildcards three regions' ways.

Run: python examples/deal_wall.py
"""

from majiang import FULL, STANDARD, format_tiles, get
from majiang.tiles.wall import Wall

JING, GOLD, BAIDA = (get(name).wildcards() for name in ("jian", "quanzhou", "ningbo"))
assert JING is not None and GOLD is not None and BAIDA is not None

# Ji'an: 136 tiles, 13-tile hands, 精 turned up by a dice count from the wall's end
wall = Wall.build(STANDARD, seed=2026)
deal = wall.deal(13)
print(f"Ji'an: dice {wall.dice}; dealer holds {format_tiles(sorted(deal.hand(0)))}")
print(" ", JING.choose(wall))

# Quanzhou: 144 tiles, 16-tile hands, flowers replaced, then the last tile is the gold
wall = Wall.build(FULL, seed=2026)
replaced = wall.replace_flowers(wall.deal(16))
print("Quanzhou flowers set aside:", [format_tiles(f) for f in replaced.flowers])
print(" ", GOLD.choose(wall))

# Ningbo: the smaller die counts stacks from the end; the turned-up tile's kind is 百搭
wall = Wall.build(FULL, seed=7)
print("Ningbo:", BAIDA.choose(wall))

again = Wall.build(STANDARD, seed=2026)
assert again.deal(13) == Wall.build(STANDARD, seed=2026).deal(13)  # same seed, same deal
print(f"{wall.remaining} tiles left in the Ningbo wall")
