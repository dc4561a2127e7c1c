"""How much of the wall is kept back when a round ends undecided: the general part a
region composes (as its ruleset's ``reserve``) from counts of tiles and kongs."""

from __future__ import annotations

import attrs

from majiang._calls import checked_call
from majiang.errors import WallError

__all__ = ["Reserve"]


def _check_count(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value < 0:
        raise WallError(f"Reserve.{attribute.name} must be an int >= 0, not {value!r}")


def _check_flag(instance: object, attribute: attrs.Attribute[bool], value: bool) -> None:
    if type(value) is not bool:
        raise WallError(f"Reserve.{attribute.name} must be True or False, not {value!r}")


@checked_call
@attrs.frozen(kw_only=True, slots=True)
class Reserve:
    """How much of the wall is kept back when a round ends undecided.

    Ordinary play (draws and replacement draws alike) may go on while the wall
    holds more drawable tiles than :meth:`kept`:

    ``tiles`` + ``per_kong`` × kongs + ``per_exposed_kong`` × exposed kongs +
    ``per_concealed_kong`` × concealed kongs + ``per_flower_kong`` × flower kongs,
    less the tiles set aside in the wall when ``counts_set_aside`` (a reserve that
    counts a shown wildcard among its tiles), plus, when ``stop_at_indicator``, every
    tile still standing from the first turned-up tile's stack to the end (the round is
    drawn when the draws reach the turned-up indicator).

    ``last_zone`` names the last drawable tiles before that point (海捞 / 海底):
    :attr:`Wall.in_last_zone` says whether the next draw is among them.

    >>> Reserve(tiles=14, per_kong=2).kept(exposed_kongs=1)
    16
    >>> counts = Reserve(tiles=18, per_exposed_kong=1, per_concealed_kong=2, counts_set_aside=True)
    >>> counts.kept(exposed_kongs=1, concealed_kongs=1, set_aside=1)
    20
    """

    tiles: int = attrs.field(default=0, validator=_check_count)
    per_kong: int = attrs.field(default=0, validator=_check_count)
    per_exposed_kong: int = attrs.field(default=0, validator=_check_count)
    per_concealed_kong: int = attrs.field(default=0, validator=_check_count)
    per_flower_kong: int = attrs.field(default=0, validator=_check_count)
    last_zone: int = attrs.field(default=0, validator=_check_count)
    counts_set_aside: bool = attrs.field(default=False, validator=_check_flag)
    stop_at_indicator: bool = attrs.field(default=False, validator=_check_flag)

    def kept(
        self,
        *,
        exposed_kongs: int = 0,
        concealed_kongs: int = 0,
        flower_kongs: int = 0,
        set_aside: int = 0,
        behind_indicator: int = 0,
    ) -> int:
        """Drawable tiles that stay in the wall, given the round so far."""
        for name, value in (
            ("exposed_kongs", exposed_kongs),
            ("concealed_kongs", concealed_kongs),
            ("flower_kongs", flower_kongs),
            ("set_aside", set_aside),
            ("behind_indicator", behind_indicator),
        ):
            if type(value) is not int or value < 0:
                raise WallError(f"{name} must be an int >= 0, not {value!r}")
        kongs = exposed_kongs + concealed_kongs + flower_kongs
        kept = (
            self.tiles
            + self.per_kong * kongs
            + self.per_exposed_kong * exposed_kongs
            + self.per_concealed_kong * concealed_kongs
            + self.per_flower_kong * flower_kongs
        )
        if self.counts_set_aside:
            kept -= set_aside
        if self.stop_at_indicator:
            kept += behind_indicator
        return max(0, kept)
