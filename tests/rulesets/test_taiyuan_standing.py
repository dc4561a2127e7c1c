"""立四's standing tiles: the source's claim and 扣听 rules (PlayerProxy.py, iRoomRules.py),
case by case. A claim uses the seat's other copies of a kind first: a pon with three held
and two standing (``pong``: ``standNum == 2`` removes one) keeps one standing copy."""

from __future__ import annotations

import pytest

from majiang.errors import RoundError
from majiang.rulesets.taiyuan.standing import Standing
from majiang.tiles import Tile, parse_tiles


def t(text: str) -> Tile:
    return Tile.from_str(text)


def stand(text: str) -> Standing:
    return Standing(tiles=tuple(parse_tiles(text)))


@pytest.mark.parametrize(
    ("standing", "tile", "used", "held", "left"),
    [
        # a pon with both held copies standing: both go (held < 3: every standing copy)
        pytest.param("5m5m9p1z", "5m", 2, 2, "9p1z", id="pon-two-held"),
        # a pon with three held, two standing: 2 - (3 - 2) = 1 standing copy used
        pytest.param("5m5m9p1z", "5m", 2, 3, "5m9p1z", id="pon-three-held-two-standing"),
        # three held, three standing: 2 - 0 = 2 used, one stays
        pytest.param("5m5m5m1z", "5m", 2, 3, "5m1z", id="pon-three-held-three-standing"),
        # three held, one standing: 2 - 2 = 0 used
        pytest.param("5m9p1z2z", "5m", 2, 3, "5m9p1z2z", id="pon-three-held-one-standing"),
        # a direct kong uses the three held: every standing copy
        pytest.param("5m5m9p1z", "5m", 3, 3, "9p1z", id="direct-kong"),
        # a concealed kong of a kind standing twice: both go, two stay
        pytest.param("5m5m9p1z", "5m", 4, 4, "9p1z", id="concealed-kong"),
        # an added kong with the fourth copy standing: it goes
        pytest.param("5m9p1z2z", "5m", 1, 1, "9p1z2z", id="added-kong"),
    ],
)
def test_claims(standing: str, tile: str, used: int, held: int, left: str) -> None:
    before = stand(standing)
    assert before.may_claim(t(tile), used=used, held=held)
    assert before.claim(t(tile), used=used, held=held) == stand(left)


@pytest.mark.parametrize(
    ("standing", "tile", "used", "held"),
    [
        # can_pong: the last standing tile is of the kind claimed
        pytest.param("1z", "1z", 2, 2, id="pon-the-last-standing"),
        # getNotifyOpList: a direct kong that would take every standing tile is not offered
        pytest.param("5m5m", "5m", 3, 3, id="direct-kong-takes-all"),
        # the digest: at least one standing tile stays after any kong (concealed too)
        pytest.param("5m5m5m5m", "5m", 4, 4, id="concealed-kong-takes-all"),
    ],
)
def test_claims_that_leave_none_are_refused(standing: str, tile: str, used: int, held: int) -> None:
    before = stand(standing)
    assert not before.may_claim(t(tile), used=used, held=held)
    with pytest.raises(RoundError, match=r"立四: the claim of .* would leave no standing tile"):
        before.claim(t(tile), used=used, held=held)


def test_declaring_ready() -> None:
    standing = stand("5m5m9p1z")
    # the declaring discard (buckle == 1) must be a standing tile, and one copy goes
    assert standing.declare(t("5m")) == stand("5m9p1z")
    with pytest.raises(RoundError, match=r"the discard declaring ready must be a standing tile, not 2s"):
        standing.declare(t("2s"))


def test_discards_before_ready() -> None:
    standing = stand("5m9p1z2z")
    # a standing 9p held once may not be thrown; a second, drawn 5m may
    assert not standing.may_discard(t("9p"), held=1)
    assert standing.may_discard(t("5m"), held=2)
    assert standing.may_discard(t("3s"), held=1)


def test_the_deal() -> None:
    dealt = parse_tiles("9p1z5m5m2s3s4s6s7s8s1m2m3m")
    assert Standing.deal(dealt) == stand("9p1z5m5m")


@pytest.mark.parametrize(
    ("make", "match"),
    [
        pytest.param(
            lambda: Standing.deal(parse_tiles("1m2m3m")), r"dealt at least 4 tiles, got 123m", id="short-deal"
        ),
        pytest.param(lambda: stand("1m2m3m4m5m"), r"at most 4 tiles stand, got 12345m", id="five-standing"),
        pytest.param(
            lambda: Standing(tiles=["1m"]), r"Standing.tiles must be a tuple of Tile", id="not-a-tuple"
        ),
        pytest.param(
            lambda: stand("5m").claim(t("5m"), used=3, held=2), r"uses 3 of the 2 5m held", id="uses-more"
        ),
        pytest.param(
            lambda: stand("5m5m5m").claim(t("5m"), used=2, held=2), r"with 3 standing", id="more-standing"
        ),
    ],
)
def test_bad_input(make: object, match: str) -> None:
    with pytest.raises(RoundError, match=match):
        make()  # type: ignore[operator]
