"""Who deals next (``Ruleset.next_deal``), region by region, from each source's own words.

Every expected ``(dealer, 连庄)`` below is read off the source's rule for the round's
outcome; the comment quotes the rule.
"""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest

from majiang.cli import main
from majiang.errors import RoundError
from majiang.hands import Hand
from majiang.rulesets import Ruleset, get
from majiang.rulesets.changsha import ChangshaFacts
from majiang.serialize import dump_round
from majiang.settlement import Round, SeatRecord, Win
from majiang.tiles import Tile, parse_tiles


def _sample(ruleset: str, name: str, **changes: object) -> Round:
    round_ = dict(get(ruleset).samples())[name]
    return attrs.evolve(round_, **changes)  # type: ignore[arg-type]


def _next(ruleset: str, round_: Round) -> tuple[int, int]:
    rules = get(ruleset)
    return rules.next_deal(round_, rules.settle(round_))


def test_base_default_stays_on_win_or_draw() -> None:
    base = Ruleset()
    drawn = Round.build(get("jilin"), seats={}, dealer=3, lianzhuang=4)
    # the default: a drawn round keeps the dealer, 4 + 1 = 5
    assert base.next_deal(drawn, get("jilin").settle(drawn)) == (3, 5)
    won = _sample("jilin", "x-self-draw-closed-wait", lianzhuang=4)
    # seat 1 (not the dealer) won: the next seat after the dealer 0, count back to 0
    assert base.next_deal(won, get("jilin").settle(won)) == (1, 0)


CASES = [
    # Ji'an: 庄家胡牌继续坐庄，否则庄家的下家坐庄; 流局时，庄家的下家坐庄 (source 2)
    pytest.param("jian", "d-self-draw-plain-jing", {"lianzhuang": 2}, (0, 3), id="jian-dealer-wins-stays"),
    pytest.param(
        "jian", "x-self-draw-plain-deguo", {"lianzhuang": 2}, (1, 0), id="jian-other-wins-next-seat"
    ),
    pytest.param("jian", "x-robs-a-kong", {}, (1, 0), id="jian-robbed-kong-next-seat"),
    pytest.param("jian", "drawn-round-is-void", {"lianzhuang": 1}, (1, 0), id="jian-drawn-next-seat"),
    # Quanzhou 1.2: 庄家胡牌，则继续连庄，否则逆时针轮庄，若出现臭庄，庄家则继续连庄
    pytest.param("quanzhou", "d-self-draw-lianzhuang", {}, (0, 2), id="quanzhou-dealer-wins-1-to-2"),
    pytest.param(
        "quanzhou", "x-wins-on-d-discard-gold-flower-lianzhuang", {}, (1, 0), id="quanzhou-other-wins"
    ),
    pytest.param("quanzhou", "drawn-round-settles-nothing", {}, (0, 4), id="quanzhou-chouzhuang-3-to-4"),
    # Jilin 二.1: 庄家胡牌，则庄家继续做庄，闲家胡牌，则庄家的下一家坐庄。荒庄，则庄家继续坐庄
    pytest.param("jilin", "d-self-draw-edge", {}, (0, 1), id="jilin-dealer-wins"),
    pytest.param("jilin", "x-wins-on-ready-discard", {"lianzhuang": 3}, (1, 0), id="jilin-other-wins"),
    pytest.param("jilin", "drawn-round-kong-money", {"lianzhuang": 1}, (0, 2), id="jilin-drawn-stays"),
    # Ningbo p.13: 庄家糊牌，庄家继续做庄 … 闲家糊牌，则庄家的下一家坐庄。荒庄，则庄家继续坐庄
    pytest.param("ningbo", "d-tianhu", {}, (0, 1), id="ningbo-dealer-wins"),
    pytest.param("ningbo", "x-dihu", {}, (1, 0), id="ningbo-other-wins"),
    pytest.param("ningbo", "drawn-round-is-void", {"lianzhuang": 2}, (0, 3), id="ningbo-drawn-stays"),
    # Hefei p.18: 庄家胡牌 … 连庄数 +1; 闲家胡牌 … 下一家坐庄，连庄数重置为 1; 荒庄 … 连庄数 +1
    pytest.param("hefei", "d-self-draw-lianzhuang-3", {}, (0, 4), id="hefei-dealer-wins-3-to-4"),
    pytest.param("hefei", "x-self-draw-plain", {"lianzhuang": 3}, (1, 1), id="hefei-other-wins-reset-to-1"),
    pytest.param("hefei", "drawn-round-is-void", {"lianzhuang": 0}, (0, 2), id="hefei-drawn-0-reads-1-to-2"),
    pytest.param("hefei", "d-discard-three-winners", {}, (1, 1), id="hefei-three-others-win-next-seat"),
    # Changsha B: 以后谁胡牌，下局谁做庄
    pytest.param("changsha", "x-small-self-draw", {}, (1, 0), id="changsha-B-winner"),
    pytest.param("changsha", "x-jiangjiang-any-shape", {}, (2, 0), id="changsha-B-seat-2-winner"),
    pytest.param("changsha", "d-small-self-draw", {"lianzhuang": 1}, (0, 2), id="changsha-B-dealer-wins"),
    pytest.param("changsha", "x-haidi-pao", {}, (2, 0), id="changsha-B-haidi-pao-winner"),
    # Changsha E: 如果出现通炮情况，则下轮由放炮玩家当庄家 (seats 1 and 3 win on seat 2)
    pytest.param(
        "changsha", "two-win-on-one-discard-bird-on-discarder", {}, (2, 0), id="changsha-E-discarder"
    ),
    # Changsha B for one seat's deal-time wins
    pytest.param("changsha", "x-deal-sixi-liuliushun", {}, (1, 0), id="changsha-B-one-deal-winner"),
    # Changsha G: 2 个或 2 个以上的玩家胡 … 中鸟的玩家下局当庄家: bird 6p, rank 6, from the
    # dealer 0 counted 1 = 0, 2 = 1, 3 = 2, 4 = 3, 5 = 0, 6 = 1: seat 1 (a payer) deals
    pytest.param("changsha", "two-deal-winners-bird-on-a-payer", {}, (1, 0), id="changsha-G-bird-seat"),
]


@pytest.mark.parametrize(("ruleset", "sample", "changes", "expected"), CASES)
def test_next_deal(ruleset: str, sample: str, changes: dict[str, object], expected: tuple[int, int]) -> None:
    assert _next(ruleset, _sample(ruleset, sample, **changes)) == expected


def test_jian_dealer_elsewhere_moves_round_the_table() -> None:
    # a drawn round with dealer 3: the next seat, 3 + 1 = 4 → seat 0 (4 seats), count 0
    round_ = _sample("jian", "drawn-round-is-void", dealer=3)
    assert _next("jian", round_) == (0, 0)


def _changsha_drawn(haidi_seat: int | None, lianzhuang: int = 0) -> Round:
    return Round.build(get("changsha"), seats={}, dealer=2, lianzhuang=lianzhuang, haidi_seat=haidi_seat)


@pytest.mark.parametrize(
    ("haidi_seat", "lianzhuang", "expected"),
    [
        # C: 要了海底牌后却没人胡则要海底牌的玩家下局当庄家 — seat 3 took it and could not win
        pytest.param(3, 0, (3, 0), id="C-taker"),
        # D: 四个玩家都不要海底牌 … 第一个可以选择海底牌的玩家 — seat 0 was offered it first
        pytest.param(0, 0, (0, 0), id="D-first-offered"),
        # F: 海底牌被补张 … 补海底牌的玩家 — the dealer 2 drew it as a kong replacement: he
        # deals again, 1 + 1 = 2
        pytest.param(2, 1, (2, 2), id="F-replacement-by-the-dealer"),
    ],
)
def test_changsha_drawn_round_goes_to_the_haidi_seat(
    haidi_seat: int, lianzhuang: int, expected: tuple[int, int]
) -> None:
    assert _next("changsha", _changsha_drawn(haidi_seat, lianzhuang)) == expected


def test_changsha_drawn_round_without_the_haidi_seat_is_refused() -> None:
    with pytest.raises(RoundError, match=r"haidi_seat"):
        _next("changsha", _changsha_drawn(None))


def test_changsha_dealer_tianhu_and_another_deal_winner_go_to_the_bird() -> None:
    # G counts 天胡 among the deal-time wins: the dealer's 天胡 and seat 1's 四喜 are two
    # seats winning at the deal; bird 3m, rank 3, counted from the dealer 0 (1 = 0, 2 = 1,
    # 3 = 2): seat 2 deals
    dealer = SeatRecord(hand=Hand.parse("123m456m789p234s55s"))
    dealt = parse_tiles("2222p333s444s678s")
    sixi = SeatRecord(hand=Hand.of(dealt))
    win = Win(seat=0, tile=Tile.from_str("5s"), first_draw=True)
    bird = parse_tiles("3m")
    facts = ChangshaFacts(birds=bird, dealt=((), dealt, (), ()), deal_wins=((), ("sixi",), (), ()))
    round_ = Round.build(get("changsha"), seats={0: dealer, 1: sixi}, wins=(win,), avoid=bird, facts=facts)
    assert _next("changsha", round_) == (2, 0)


def test_changsha_several_deal_winners_without_a_bird_are_refused() -> None:
    sample = _sample("changsha", "two-deal-winners-bird-on-a-payer")
    round_ = attrs.evolve(sample, facts=attrs.evolve(sample.facts, birds=()))
    rules = get("changsha")
    with pytest.raises(RoundError, match=r"seats 0, 2 won at the deal.*no bird"):
        rules.next_deal(round_, rules.settle(round_))


def test_haidi_seat_is_checked() -> None:
    with pytest.raises(RoundError, match=r"haidi_seat 4 is not a seat 0\.\.3"):
        Round.build(get("changsha"), seats={}, haidi_seat=4)
    with pytest.raises(RoundError, match=r"haidi_seat '1' is not a seat"):
        Round.build(get("changsha"), seats={}, haidi_seat="1")


def _settle_cli(capsys: pytest.CaptureFixture[str], tmp_path: Path, ruleset: str, round_: Round) -> str:
    path = tmp_path / "round.json"
    path.write_text(json.dumps(dump_round(round_, get(ruleset)), ensure_ascii=False), encoding="utf-8")
    assert main(["settle", str(path)]) == 0
    text = capsys.readouterr().out
    assert main(["settle", str(path), "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    return text + "\n" + json.dumps(document["next_deal"])


def test_settle_prints_the_next_deal(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # Quanzhou, the dealer self-draws with 连庄 1: he stays, 1 + 1 = 2
    out = _settle_cli(capsys, tmp_path, "quanzhou", _sample("quanzhou", "d-self-draw-lianzhuang"))
    assert "next deal: seat 0 deals, 连庄 2" in out and '{"dealer": 0, "lianzhuang": 2}' in out
    # Changsha, a drawn round whose 海底 went to seat 1 (rule C)
    out = _settle_cli(capsys, tmp_path, "changsha", _changsha_drawn(1))
    assert "next deal: seat 1 deals, 连庄 0" in out
    # ... and one that does not say where the 海底 went: the settlement still prints
    out = _settle_cli(capsys, tmp_path, "changsha", _changsha_drawn(None))
    assert "next deal: cannot tell (nobody won" in out and '"error": "nobody won' in out
