"""Liability and caps keep money exact: totals move, never appear or vanish (except a cap)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from majiang.settlement import Settlement, Transfer, cap, reroute

transfers = st.lists(
    st.builds(
        lambda payer, step, amount, reason: Transfer(
            payer=payer, payee=(payer + step) % 4, amount=amount, reason=reason
        ),
        st.integers(0, 3),
        st.integers(1, 3),
        st.integers(1, 500),
        st.sampled_from(["win", "kong"]),
    ),
    max_size=12,
)


@given(transfers, st.dictionaries(st.integers(0, 3), st.integers(0, 3)))
def test_reroute_moves_money_without_changing_totals(ts: list[Transfer], liable: dict[int, int]) -> None:
    liable = {payee: payer for payee, payer in liable.items() if payee != payer}
    moved = reroute(ts, liable, note="包")
    assert sum(t.amount for t in moved) == sum(t.amount for t in ts)
    assert sum(Settlement(transfers=tuple(moved)).nets) == 0
    for before, after in zip(ts, moved, strict=True):
        assert after.payee == before.payee and after.amount == before.amount
        if after.payer != before.payer:
            assert before.reason == "win" and after.payer == liable[before.payee]
            assert after.working.endswith(f"包: seat {after.payer} pays seat {before.payer}'s share")


@given(transfers, st.integers(1, 600))
def test_cap_trims_only_what_exceeds_the_limit(ts: list[Transfer], limit: int) -> None:
    capped = cap(ts, limit)
    for before, after in zip(ts, capped, strict=True):
        if before.reason == "win":
            assert after.amount == min(before.amount, limit)
        else:
            assert after == before
    assert sum(Settlement(transfers=tuple(capped)).nets) == 0


def test_cap_says_what_it_trimmed() -> None:
    (t,) = cap([Transfer(payer=0, payee=1, amount=520, reason="win", working="x")], 300, note="封顶")
    assert t.amount == 300 and t.working == "x; 封顶 300 (was 520)"
