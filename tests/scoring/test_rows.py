"""The compiled rows (``majiang.scoring.rows``): a row naming a ``group`` is counted from
its group's answer, asked once a reading, and the oracle (``exhaustive``) asks each
row's own condition. The tables are built here; amounts are worked by hand."""

from __future__ import annotations

from collections.abc import Sequence

from majiang.hands import Hand, ShapeGrammar
from majiang.scoring import Additive, Evaluation, Item, WinContext, exhaustive, score_win
from majiang.scoring.rows import compiled


def table(asked: list[str], conditions: list[str]) -> tuple[Item[object, object], ...]:
    """Three rows counted by one group (2, 0 and 3 times; worth 1, 5 and 10) and one row
    of its own (worth 100, once)."""

    def counts(e: Evaluation[object, object]) -> Sequence[int]:
        asked.append("group")
        return (2, 0, 3)

    def own(key: str, n: int):  # type: ignore[no-untyped-def]
        def when(e: Evaluation[object, object]) -> int:
            conditions.append(key)
            return n

        return when

    def row(key: str, value: int, n: int, place: int | None, most: int = 3) -> Item[object, object]:
        return Item(
            key=key,
            chinese=key,
            english=key,
            value=value,
            when=own(key, n),
            most=most,
            group=None if place is None else (counts, place),
        )

    return (row("a", 1, 2, 0), row("b", 5, 0, 1), row("own", 100, 1, None), row("c", 10, 3, 2))


def score(items: tuple[Item[object, object], ...]):  # type: ignore[no-untyped-def]
    hand = Hand.parse("123m456p789s11122z", win="2z", self_drawn=True)
    return score_win(
        ruleset="toy",
        hand=hand,
        context=WinContext(seat=0, dealer=0),
        grammar=ShapeGrammar(),
        items=items,
        formula=Additive(),
        payers=(1, 2, 3),
        options=None,
    )


def test_a_group_is_asked_once_a_reading_and_its_rows_not() -> None:
    asked: list[str] = []
    conditions: list[str] = []
    result = score(table(asked, conditions))
    # a 2×1 + c 3×10 + own 100 = 132 from each of three payers; b counted 0
    assert [(a.item.key, a.count) for a in result.awards] == [("a", 2), ("own", 1), ("c", 3)]
    assert [p.amount for p in result.payments] == [132, 132, 132]
    assert asked == ["group"]  # one reading (111z is no run), one answer for a, b and c
    assert conditions == ["own"]


def test_the_oracle_asks_each_condition() -> None:
    asked: list[str] = []
    conditions: list[str] = []
    with exhaustive():
        result = score(table(asked, conditions))
    assert [p.amount for p in result.payments] == [132, 132, 132]
    assert asked == []
    assert conditions == ["a", "b", "own", "c"]


def test_compiled_rows_carry_the_group() -> None:
    items = table([], [])
    rows = compiled(items, keep=False)
    assert [row[-1] for row in rows.every_row] == [0, 1, -1, 2]
    assert [row[-1] for row in rows.oracle] == [-1, -1, -1, -1]
    assert rows.every_row[2][-2] is None and rows.every_row[0][-2] is items[0].group[0]  # type: ignore[index]
