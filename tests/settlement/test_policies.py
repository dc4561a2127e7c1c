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
    for before, after in zip(ts, moved, strict=True):
        assert after.payee == before.payee and after.amount == before.amount
        if before.reason == "win" and liable.get(before.payee, before.payer) != before.payer:
            assert after.payer == liable[before.payee]
            assert after.working.endswith(f"包: seat {after.payer} pays seat {before.payer}'s share")
        else:
            assert after == before


@given(transfers, st.integers(1, 600))
def test_cap_trims_only_what_exceeds_the_limit(ts: list[Transfer], limit: int) -> None:
    capped = cap(ts, limit)
    for before, after in zip(ts, capped, strict=True):
        if before.reason == "win":
            assert after.amount == min(before.amount, limit)
        else:
            assert after == before
    # the nets, rebuilt by hand from the trimmed amounts
    nets = [0, 0, 0, 0]
    for t in ts:
        amount = min(t.amount, limit) if t.reason == "win" else t.amount
        nets[t.payer] -= amount
        nets[t.payee] += amount
    assert Settlement(transfers=tuple(capped)).nets == tuple(nets)


def test_cap_says_what_it_trimmed() -> None:
    (t,) = cap([Transfer(payer=0, payee=1, amount=520, reason="win", working="x")], 300, note="封顶")
    assert t.amount == 300 and t.working == "x; 封顶 300 (was 520)"


def test_reroute_and_cap_by_hand() -> None:
    # seat 1 won 8 from each of 0, 2, 3 and 2 kong money from seat 0; seat 2 is liable for
    # seat 1's win (包): it pays all three wins, 24; the kong money stays with seat 0
    ts = [Transfer(payer=p, payee=1, amount=8, reason="win") for p in (0, 2, 3)]
    ts.append(Transfer(payer=0, payee=1, amount=2, reason="kong"))
    moved = reroute(ts, {1: 2}, note="包庄")
    assert [(t.payer, t.amount, t.reason.value) for t in moved] == [
        (2, 8, "win"),
        (2, 8, "win"),
        (2, 8, "win"),
        (0, 2, "kong"),
    ]
    assert Settlement(transfers=tuple(moved)).nets == (-2, 26, -24, 0)
    # a cap of 5 on wins: 5 + 5 + 5 from seat 2, the kong's 2 untouched
    assert Settlement(transfers=tuple(cap(moved, 5))).nets == (-2, 17, -15, 0)
    # a cap at exactly the amount changes nothing
    assert cap(moved, 8) == moved
