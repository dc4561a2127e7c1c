"""Liability and caps keep money exact: totals move, never appear or vanish (except a cap)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from majiang.settlement import Settlement, Transfer, cap, reroute, top_cap

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


@given(transfers, st.integers(1, 600), st.integers(1, 900))
def test_top_cap_is_a_cap_unless_every_payment_to_a_payee_exceeds_it(
    ts: list[Transfer], limit: int, top: int
) -> None:
    # written out: per payee, all its win payments over the limit → each is top; else min
    wins_to = {t.payee: [u.amount for u in ts if u.reason == "win" and u.payee == t.payee] for t in ts}
    capped = top_cap(ts, limit, top=top)
    for before, after in zip(ts, capped, strict=True):
        if before.reason != "win":
            assert after == before
        elif all(a > limit for a in wins_to[before.payee]):
            assert after.amount == top
        else:
            assert after.amount == min(before.amount, limit)


def test_top_cap_by_hand() -> None:
    # 金顶: 960, 960, 960 to seat 1 all exceed 300 → 500 each; 512, 128, 64 → 300, 128, 64
    over = [Transfer(payer=p, payee=1, amount=960, reason="win") for p in (0, 2, 3)]
    assert [t.amount for t in top_cap(over, 300, top=500)] == [500, 500, 500]
    assert top_cap(over, 300, top=500)[0].working == "金顶 500 (every payment over 300; was 960)"
    mixed = [Transfer(payer=p, payee=1, amount=a, reason="win") for p, a in ((2, 512), (0, 128), (3, 64))]
    assert [t.amount for t in top_cap(mixed, 300, top=500)] == [300, 128, 64]
