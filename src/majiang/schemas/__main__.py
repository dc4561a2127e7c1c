"""``python -m majiang.schemas``: rewrite the shipped schemas from the value types."""

from majiang.schemas import write

for path in write():
    print(f"wrote {path}")
