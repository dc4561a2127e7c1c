"""The wildcard families of the regions, and how each is chosen from a wall.

Each family is a small frozen value holding its options; ``choose(wall, ...)``
performs the family's procedure on a :class:`~majiang.tiles.wall.Wall` (turning
up and setting aside the indicator where there is one) and returns a
:class:`WildcardChoice`: the indicator, the wild kinds, how many copies of
each are live in play, and a short account of how it was chosen. Families
chosen by an indicator also have ``from_indicator(tile)``, the same choice
worked from a given indicator without a wall.

========== ========== =========================================================
family     region     chosen how
========== ========== =========================================================
``Jing``   Ji'an      dice total counts stacks from the end; top tile turned up;
                      正精 = its kind, 副精 = successor (``offset=1``: one later)
``Gold``   Quanzhou,  after 补花 the last tile is turned up; flowers (Fuzhou:
           Fuzhou     honors too) go to the dealer and the next is turned up
``Baida``  Ningbo     the opening roll's smaller die counts stacks from the end;
                      a season (plant) turned up makes the four seasons (plants) wild
``Bao``    Jilin,     Jilin: dice count tiles from the end, the tile stays there;
           Harbin     Harbin: the last tile, set aside; re-chosen at three visible
``Hun``    Tianjin    dice total counts stacks from the end; the turned-up kind and
                      the next kind are both 混儿
``Laizi``  Wuhan      the first tile of the wall after the deal is turned up;
                      赖子 = successor in 东南西北发白 (中 skipped); 皮 = it and its predecessor
``Caishen`` Hangzhou  fixed: the four 白
``Gui``    Guangdong  fixed 白 (``bai``), and/or the last tile turned up before the
                      deal with the next one or two kinds (``flip=1``/``2``)
========== ========== =========================================================

>>> from majiang.tiles.tile import Tile
>>> choice = Jing().from_indicator(Tile.from_str("9m"))
>>> [str(t) for t in choice.wilds], choice.live, choice.total_live
(['9m', '1m'], (3, 4), 7)
>>> str(choice.primary), str(choice.secondary), choice.weight(Tile.from_str("1m"))
('9m', '1m', 1)
>>> wildcard_family("jing", offset=2)
Traceback (most recent call last):
...
majiang.errors.RulesetError: Jing offset must be 0 or 1, not 2
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, ClassVar, Literal, Protocol, cast

import attrs

from majiang.errors import RulesetError, TileError, WallError
from majiang.tiles.succession import DEFAULT_DRAGON_ORDER, successor
from majiang.tiles.tile import Tile
from majiang.tiles.tileset import FULL, STANDARD, SUITS_RED, TileSet
from majiang.tiles.wall import Dice, Wall, _ordinal

__all__ = [
    "FAMILIES",
    "Baida",
    "Bao",
    "Caishen",
    "Gold",
    "Gui",
    "Hun",
    "Jing",
    "Laizi",
    "WildcardChoice",
    "WildcardFamily",
    "wildcard_family",
]

_BAI = Tile(suit="z", rank=5)
_ZHONG = Tile(suit="z", rank=7)


# -- the result -------------------------------------------------------------------


def _check_choice(instance: WildcardChoice, attribute: attrs.Attribute[Any], value: Any) -> None:
    if not instance.wilds:
        raise RulesetError(f"a wildcard choice needs at least one wild kind ({instance.family!r})")
    if len(instance.live) != len(instance.wilds) or len(instance.weights) != len(instance.wilds):
        raise RulesetError(
            f"wilds, live and weights must line up: {len(instance.wilds)} kinds, "
            f"{instance.live!r} live, {instance.weights!r} weights"
        )
    if len(set(instance.wilds)) != len(instance.wilds):
        raise RulesetError(f"a wild kind is listed twice: {[str(t) for t in instance.wilds]!r}")


@attrs.frozen(kw_only=True, slots=True)
class WildcardChoice:
    """The outcome of a wildcard procedure.

    ``wilds`` are the wild kinds, primary first (Ji'an: 正精 then 副精);
    ``live[i]`` copies of ``wilds[i]`` are in play; ``weights[i]`` is what one
    copy counts for (Ji'an: 正精 2, 副精 1; 1 elsewhere). ``indicator`` is the
    tile turned up (``None`` for fixed wildcards), ``dice`` the roll used if any,
    ``dealer_flowers`` the flowers that went to the dealer while turning up (金).
    """

    family: str
    indicator: Tile | None
    wilds: tuple[Tile, ...] = attrs.field(validator=_check_choice)
    live: tuple[int, ...]
    weights: tuple[int, ...]
    account: str
    dice: Dice | None = None
    dealer_flowers: tuple[Tile, ...] = ()

    def is_wild(self, tile: Tile) -> bool:
        return tile in self.wilds

    def live_copies(self, tile: Tile) -> int:
        """Live copies of ``tile`` as a wildcard (0 if it is not wild)."""
        return self.live[self.wilds.index(tile)] if tile in self.wilds else 0

    def weight(self, tile: Tile) -> int:
        """What one copy of ``tile`` counts for (0 if it is not wild)."""
        return self.weights[self.wilds.index(tile)] if tile in self.wilds else 0

    @property
    def primary(self) -> Tile:
        """The first wild kind (Ji'an: 正精, counts 2)."""
        return self.wilds[0]

    @property
    def secondary(self) -> Tile | None:
        """The second wild kind if any (Ji'an: 副精, counts 1)."""
        return self.wilds[1] if len(self.wilds) > 1 else None

    @property
    def total_live(self) -> int:
        return sum(self.live)

    def __str__(self) -> str:
        return self.account


class WildcardFamily(Protocol):
    """What every family offers."""

    NAME: ClassVar[str]

    def choose(self, wall: Wall, *, dice: Dice | None = None) -> WildcardChoice: ...


# -- helpers ----------------------------------------------------------------------------


LiveFn = Callable[[Tile], int]


def _set_live(tile_set: TileSet, out_of_play: Tile | None) -> LiveFn:
    def live(kind: Tile) -> int:
        return tile_set.copies(kind) - (1 if kind == out_of_play else 0)

    return live


def _check_tile_set(tile_set: object) -> TileSet:
    if not isinstance(tile_set, TileSet):
        raise RulesetError(f"tile_set must be a TileSet, not {tile_set!r}")
    return tile_set


def _check_indicator(indicator: object, tile_set: TileSet) -> Tile:
    if not isinstance(indicator, Tile):
        raise TileError(f"an indicator must be a Tile, not {indicator!r}")
    tile_set.check([indicator], what=f"indicator {str(indicator)!r}")
    return indicator


def _check_wall(wall: object, family: str) -> Wall:
    if not isinstance(wall, Wall):
        raise WallError(f"{family} is chosen from a Wall, not {wall!r}")
    return wall


def _check_dice(dice: object) -> Dice | None:
    if dice is not None and not isinstance(dice, Dice):
        raise WallError(f"dice must be a Dice, not {dice!r}")
    return dice


def _check_dragon_order(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if not isinstance(value, str) or sorted(value) != sorted(DEFAULT_DRAGON_ORDER):
        raise RulesetError(
            f"{type(instance).__name__} dragon_order must list 中, 发 and 白 once each, not {value!r}"
        )


def _names(tiles: Iterable[Tile]) -> str:
    return " ".join(str(t) for t in tiles)


# -- 精 Ji'an --------------------------------------------------------------------------


def _check_offset(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value not in (0, 1):
        raise RulesetError(f"Jing offset must be 0 or 1, not {value!r}")


class _DiceIndicator:
    """Families whose indicator is turned up by the dice total counted in stacks from the
    wall's end (精, 混儿); a subclass names itself and makes the choice from the indicator."""

    NAME: ClassVar[str]

    def _make(self, indicator: Tile, live: LiveFn, how: str, dice: Dice | None) -> WildcardChoice:
        raise NotImplementedError

    def choose(self, wall: Wall, *, dice: Dice | None = None) -> WildcardChoice:
        """Roll (or use ``dice``), count the total in stacks from the end, turn up the top tile."""
        wall = _check_wall(wall, self.NAME)
        dice = _check_dice(dice) or wall.roll_dice()
        indicator = wall.turn_up_stack(dice.total, reason=f"{self.NAME} indicator")
        how = f"dice {dice}: {_ordinal(dice.total)} stack from the end, turned up {indicator}"
        return self._make(indicator, wall.live_copies, how, dice)

    def from_indicator(self, indicator: Tile, *, tile_set: TileSet = STANDARD) -> WildcardChoice:
        """The choice for a given turned-up ``indicator`` (out of play) in ``tile_set``."""
        tile_set = _check_tile_set(tile_set)
        indicator = _check_indicator(indicator, tile_set)
        return self._make(indicator, _set_live(tile_set, indicator), f"turned up {indicator}", None)


@attrs.frozen(kw_only=True, slots=True)
class Jing(_DiceIndicator):
    """精 (Ji'an): 正精 counts 2, 副精 counts 1.

    After the deal the dealer rolls; the total counts stacks from the wall's
    end and the top tile there is turned up (the indicator, out of play). With
    ``offset=0`` (default) the indicator's kind is 正精 and its successor 副精
    (7 live); with ``offset=1`` the successor is 正精 and the next one 副精 (8 live).

    >>> from majiang.tiles.wall import Wall, Dice
    >>> from majiang.tiles.tile import Tile
    >>> tiles = [Tile.from_index(i % 34) for i in range(136)]
    >>> wall = Wall.arrange(tiles, dice=Dice(first=3, second=4))
    >>> _ = wall.deal(13)
    >>> print(Jing().choose(wall, dice=Dice(first=2, second=3)))
    dice 2+3=5: 5th stack from the end, turned up 5m; 正精 5m, 副精 6m
    """

    NAME: ClassVar[str] = "精"
    ROLES: ClassVar[tuple[str, str]] = ("正精", "副精")
    WEIGHTS: ClassVar[tuple[int, int]] = (2, 1)

    offset: int = attrs.field(default=0, validator=_check_offset)
    dragon_order: str = attrs.field(default=DEFAULT_DRAGON_ORDER, validator=_check_dragon_order)

    def _make(self, indicator: Tile, live: LiveFn, how: str, dice: Dice | None) -> WildcardChoice:
        primary = successor(indicator, dragon_order=self.dragon_order, steps=self.offset)
        secondary = successor(primary, dragon_order=self.dragon_order)
        wilds = (primary, secondary)
        return WildcardChoice(
            family=self.NAME,
            indicator=indicator,
            wilds=wilds,
            live=tuple(live(k) for k in wilds),
            weights=self.WEIGHTS,
            account=f"{how}; 正精 {primary}, 副精 {secondary}",
            dice=dice,
        )


# -- 金 Quanzhou, Fuzhou ---------------------------------------------------------------


def _check_gold_region(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if value not in ("quanzhou", "fuzhou"):
        raise RulesetError(f"Gold region must be 'quanzhou' or 'fuzhou', not {value!r}")


@attrs.frozen(kw_only=True, slots=True)
class Gold:
    """金 (Quanzhou; Fuzhou with ``region="fuzhou"``), chosen after the flower loop.

    The last tile of the wall is turned up; a flower turned up goes to the
    dealer as his flower and the next last tile is turned up. The gold's kind
    is wild; the turned-up tile stays out of play (3 live). In Fuzhou the
    honors are flowers too (:meth:`is_flower`), so the gold is always a suit tile.

    >>> from majiang.tiles.wall import Wall, Dice
    >>> from majiang.tiles.notation import parse_tiles
    >>> wall = Wall.from_draw_order(parse_tiles("1234m 56p 春 东"), dice=Dice(first=1, second=1))
    >>> choice = Gold(region="fuzhou").choose(wall)
    >>> print(choice)
    turned up 1f (to the dealer), 1z (to the dealer), 5p from the wall's end; 金 5p
    >>> [t.chinese for t in choice.dealer_flowers], wall.remaining
    (['春', '东'], 5)
    """

    NAME: ClassVar[str] = "金"

    region: Literal["quanzhou", "fuzhou"] = attrs.field(default="quanzhou", validator=_check_gold_region)

    def is_flower(self, tile: Tile) -> bool:
        """Flowers of this region: the 8 flowers, and in Fuzhou the 28 honors too."""
        return tile.is_flower or (self.region == "fuzhou" and tile.is_honor)

    def choose(self, wall: Wall, *, dice: Dice | None = None) -> WildcardChoice:
        """Turn up the last tile, passing flowers to the dealer, until a gold shows (``dice`` is not used)."""
        wall = _check_wall(wall, "金")
        _check_dice(dice)
        passed: list[Tile] = []
        while True:
            tile = wall.peek_from_end(1)
            if not self.is_flower(tile):
                break
            passed.append(wall.draw_replacement())
        indicator = wall.turn_up_last(reason="金 indicator")
        steps = [f"{t} (to the dealer)" for t in passed] + [str(indicator)]
        how = f"turned up {', '.join(steps)} from the wall's end"
        return self._make(indicator, wall.live_copies, how, tuple(passed))

    def from_indicator(self, indicator: Tile, *, tile_set: TileSet = FULL) -> WildcardChoice:
        """The choice for a given turned-up gold ``indicator`` (not a flower)."""
        tile_set = _check_tile_set(tile_set)
        indicator = _check_indicator(indicator, tile_set)
        if self.is_flower(indicator):
            raise TileError(
                f"{indicator} ({indicator.chinese}) is a flower in {self.region}; it goes to the dealer, "
                f"it can not be the gold: {str(indicator)!r}"
            )
        return self._make(indicator, _set_live(tile_set, indicator), f"turned up {indicator}", ())

    def _make(self, indicator: Tile, live: LiveFn, how: str, passed: tuple[Tile, ...]) -> WildcardChoice:
        return WildcardChoice(
            family=self.NAME,
            indicator=indicator,
            wilds=(indicator,),
            live=(live(indicator),),
            weights=(1,),
            account=f"{how}; 金 {indicator}",
            dealer_flowers=passed,
        )


# -- 百搭 Ningbo ---------------------------------------------------------------------------


@attrs.frozen(kw_only=True, slots=True)
class Baida:
    """百搭 / 财神 (Ningbo), chosen by the smaller die of the opening roll.

    Counting the smaller die in stacks from the wall's end, the top tile there
    is turned up and never drawn; its kind is wild (3 live). A season turned up
    makes all four seasons wild, a plant all four plants; those then are not
    flowers (no replacement). The turned-up flower itself is out of play, so
    its kind is listed with 0 live and 3 flowers are live.

    >>> from majiang.tiles.tile import Tile
    >>> choice = Baida().from_indicator(Tile.from_str("夏"))
    >>> [t.chinese for t in choice.wilds], choice.live
    (['春', '夏', '秋', '冬'], (1, 0, 1, 1))
    """

    NAME: ClassVar[str] = "百搭"

    def choose(self, wall: Wall, *, dice: Dice | None = None) -> WildcardChoice:
        """Use the smaller die of ``dice`` (default: the wall's opening roll)."""
        wall = _check_wall(wall, "百搭")
        dice = _check_dice(dice) or wall.dice
        indicator = wall.turn_up_stack(dice.smaller, reason="百搭 indicator")
        how = (
            f"smaller die {dice.smaller} of {dice}: {_ordinal(dice.smaller)} stack from the end, "
            f"turned up {indicator}"
        )
        return self._make(indicator, wall.live_copies, how, dice)

    def from_indicator(self, indicator: Tile, *, tile_set: TileSet = FULL) -> WildcardChoice:
        tile_set = _check_tile_set(tile_set)
        indicator = _check_indicator(indicator, tile_set)
        return self._make(indicator, _set_live(tile_set, indicator), f"turned up {indicator}", None)

    @staticmethod
    def wild_kinds(indicator: Tile) -> tuple[Tile, ...]:
        """The kinds an indicator makes wild (itself, or its group of four flowers)."""
        if indicator.is_season:
            return tuple(Tile(suit="f", rank=r) for r in range(1, 5))
        if indicator.is_plant:
            return tuple(Tile(suit="f", rank=r) for r in range(5, 9))
        return (indicator,)

    def _make(self, indicator: Tile, live: LiveFn, how: str, dice: Dice | None) -> WildcardChoice:
        wilds = self.wild_kinds(indicator)
        counts = tuple(live(k) for k in wilds)
        return WildcardChoice(
            family=self.NAME,
            indicator=indicator,
            wilds=wilds,
            live=counts,
            weights=(1,) * len(wilds),
            account=f"{how}; 百搭 {_names(wilds)} ({sum(counts)} live)",
            dice=dice,
        )


# -- 宝 Jilin, Harbin ------------------------------------------------------------------------


def _check_bao_region(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if value not in ("jilin", "harbin"):
        raise RulesetError(f"Bao region must be 'jilin' or 'harbin', not {value!r}")


@attrs.frozen(kw_only=True, slots=True)
class Bao:
    """宝 (Jilin; Harbin with ``region="harbin"``): not a wildcard in the hand.

    Jilin: at the first ready player's next draw the dice total counts **tiles**
    from the wall's end (in replacement order); that tile is the 宝. It stays
    in the wall, hidden, so all 4 copies are live. Harbin: after the deal the
    last tile of the wall is set aside face down as the 宝 and never drawn (3
    live). Either way a new 宝 is chosen (``choose`` again) when
    :meth:`rechoice_due` says three copies are visible; in Harbin the old 宝 then
    goes to the dealer's discards.

    >>> from majiang.tiles.notation import parse_tiles
    >>> Bao().rechoice_due(Tile.from_str("2s"), parse_tiles("2s 2s 5m 2s"))
    True
    """

    NAME: ClassVar[str] = "宝"

    region: Literal["jilin", "harbin"] = attrs.field(default="jilin", validator=_check_bao_region)

    def choose(self, wall: Wall, *, dice: Dice | None = None) -> WildcardChoice:
        """Jilin: roll (or use ``dice``) and look; Harbin: set the last tile aside (no dice)."""
        wall = _check_wall(wall, "宝")
        dice = _check_dice(dice)
        if self.region == "jilin":
            dice = dice or wall.roll_dice()
            bao = wall.peek_from_end(dice.total)
            how = f"dice {dice}: {_ordinal(dice.total)} tile from the end is {bao} (left in the wall)"
        else:
            if dice is not None:
                raise WallError(f"the Harbin 宝 is the last wall tile; no dice are used, got {dice!r}")
            bao = wall.turn_up_last(reason="宝")
            how = f"the last wall tile {bao}, set aside face down"
        return WildcardChoice(
            family=self.NAME,
            indicator=bao,
            wilds=(bao,),
            live=(wall.live_copies(bao),),
            weights=(1,),
            account=f"{how}; 宝 {bao}",
            dice=dice,
        )

    def from_indicator(self, indicator: Tile, *, tile_set: TileSet | None = None) -> WildcardChoice:
        """The choice for a given 宝 tile (Jilin default set 136, Harbin 112)."""
        if tile_set is None:
            tile_set = STANDARD if self.region == "jilin" else SUITS_RED
        tile_set = _check_tile_set(tile_set)
        bao = _check_indicator(indicator, tile_set)
        out = bao if self.region == "harbin" else None
        return WildcardChoice(
            family=self.NAME,
            indicator=bao,
            wilds=(bao,),
            live=(_set_live(tile_set, out)(bao),),
            weights=(1,),
            account=f"宝 {bao}",
        )

    @staticmethod
    def rechoice_due(bao: Tile, visible: Iterable[Tile]) -> bool:
        """Whether three or more copies of the 宝 kind are visible (discards and melds, not hands)."""
        if not isinstance(bao, Tile):
            raise TileError(f"the 宝 must be a Tile, not {bao!r}")
        count = 0
        for tile in visible:
            if not isinstance(tile, Tile):
                raise TileError(f"visible tiles must be Tiles, not {tile!r}")
            count += tile == bao
        return count >= 3


# -- 混儿 Tianjin -------------------------------------------------------------------------------


@attrs.frozen(kw_only=True, slots=True)
class Hun(_DiceIndicator):
    """混儿 (Tianjin): the turned-up kind and the next kind are both wild (3 + 4 live).

    After the deal the seat opposite the dealer rolls; the total counts stacks
    from the wall's end and the top tile there is turned up (out of play).

    >>> from majiang.tiles.tile import Tile
    >>> print(Hun().from_indicator(Tile.from_str("白")))
    turned up 5z; 混儿 5z 7z
    """

    NAME: ClassVar[str] = "混儿"

    dragon_order: str = attrs.field(default=DEFAULT_DRAGON_ORDER, validator=_check_dragon_order)

    def _make(self, indicator: Tile, live: LiveFn, how: str, dice: Dice | None) -> WildcardChoice:
        wilds = (indicator, successor(indicator, dragon_order=self.dragon_order))
        return WildcardChoice(
            family=self.NAME,
            indicator=indicator,
            wilds=wilds,
            live=tuple(live(k) for k in wilds),
            weights=(1, 1),
            account=f"{how}; 混儿 {_names(wilds)}",
            dice=dice,
        )


# -- 赖子 Wuhan ------------------------------------------------------------------------------------

# The source's single honor cycle 东南西北中发白 with 中 skipped (中 is always 红中).
_WUHAN_HONORS = tuple(Tile(suit="z", rank=r) for r in (1, 2, 3, 4, 6, 5))


@attrs.frozen(kw_only=True, slots=True)
class Laizi:
    """赖子 (Wuhan), with the scoring tiles 皮 and 红中.

    After the deal the first tile of the wall (the next to be drawn) is turned
    up and set aside. 赖子 = its successor: ranks wrap (``9m`` → ``1m``), honors
    follow 东 → 南 → 西 → 北 → 发 → 白 → 东 (中 skipped); an indicator 中 gives 发 (the
    source's cycle 中 → 发). 皮 = the indicator's kind and its predecessor (for 中:
    北). 红中 = the four 中.

    >>> from majiang.tiles.tile import Tile
    >>> print(Laizi().from_indicator(Tile.from_str("北")))
    turned up 4z; 赖子 6z; 皮 4z 3z
    """

    NAME: ClassVar[str] = "赖子"
    HONGZHONG: ClassVar[Tile] = _ZHONG

    def choose(self, wall: Wall, *, dice: Dice | None = None) -> WildcardChoice:
        """Turn up the first tile of the wall (``dice`` is not used)."""
        wall = _check_wall(wall, "赖子")
        _check_dice(dice)
        indicator = wall.turn_up_first(reason="赖子 indicator (皮)")
        return self._make(indicator, wall.live_copies, f"turned up {indicator} from the front of the wall")

    def from_indicator(self, indicator: Tile, *, tile_set: TileSet = STANDARD) -> WildcardChoice:
        tile_set = _check_tile_set(tile_set)
        indicator = _check_indicator(indicator, tile_set)
        return self._make(indicator, _set_live(tile_set, indicator), f"turned up {indicator}")

    @staticmethod
    def laizi(indicator: Tile) -> Tile:
        """The 赖子 an indicator gives."""
        if indicator.is_suited:
            return successor(indicator)
        if indicator == _ZHONG:
            return Tile(suit="z", rank=6)
        if indicator.is_honor:
            i = _WUHAN_HONORS.index(indicator)
            return _WUHAN_HONORS[(i + 1) % len(_WUHAN_HONORS)]
        raise TileError(f"Wuhan plays without flowers; {str(indicator)!r} can not be the indicator")

    @staticmethod
    def pi(indicator: Tile) -> tuple[Tile, Tile]:
        """The two 皮 kinds: the indicator's kind and its predecessor."""
        if indicator.is_suited:
            return (indicator, successor(indicator, steps=8))
        if indicator == _ZHONG:
            return (indicator, Tile(suit="z", rank=4))
        if indicator.is_honor:
            i = _WUHAN_HONORS.index(indicator)
            return (indicator, _WUHAN_HONORS[i - 1])
        raise TileError(f"Wuhan plays without flowers; {str(indicator)!r} can not be the indicator")

    def _make(self, indicator: Tile, live: LiveFn, how: str) -> WildcardChoice:
        laizi = self.laizi(indicator)
        return WildcardChoice(
            family=self.NAME,
            indicator=indicator,
            wilds=(laizi,),
            live=(live(laizi),),
            weights=(1,),
            account=f"{how}; 赖子 {laizi}; 皮 {_names(self.pi(indicator))}",
        )


# -- 财神 Hangzhou -----------------------------------------------------------------------------------


@attrs.frozen(kw_only=True, slots=True)
class Caishen:
    """财神 (Hangzhou): the four 白, fixed; nothing is turned up.

    >>> print(Caishen().choose())
    fixed: the four 白 (5z) are 财神
    """

    NAME: ClassVar[str] = "财神"

    def choose(self, wall: Wall | None = None, *, dice: Dice | None = None) -> WildcardChoice:
        """The fixed choice (``wall`` and ``dice`` are not used)."""
        if wall is not None:
            _check_wall(wall, "财神")
        _check_dice(dice)
        copies = wall.live_copies(_BAI) if wall is not None else STANDARD.copies(_BAI)
        return WildcardChoice(
            family=self.NAME,
            indicator=None,
            wilds=(_BAI,),
            live=(copies,),
            weights=(1,),
            account=f"fixed: the four 白 ({_BAI}) are 财神",
        )


# -- 鬼 Guangdong -------------------------------------------------------------------------------------


def _check_flip(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value not in (0, 1, 2):
        raise RulesetError(f"Gui flip must be 0, 1 or 2, not {value!r}")


def _check_bai(instance: object, attribute: attrs.Attribute[bool], value: bool) -> None:
    if type(value) is not bool:
        raise RulesetError(f"Gui bai must be True or False, not {value!r}")


@attrs.frozen(kw_only=True, slots=True)
class Gui:
    """鬼牌 (Guangdong): ``bai=True`` makes the four 白 ghosts; ``flip=1`` turns up
    the last tile of the wall before the deal (out of play) and makes the next
    kind the ghost, ``flip=2`` the next two kinds. Both options may be combined.

    >>> from majiang.tiles.tile import Tile
    >>> choice = Gui(flip=2).from_indicator(Tile.from_str("8s"))
    >>> print(choice)
    turned up 8s; 鬼 9s 1s
    >>> choice.live
    (4, 4)
    """

    NAME: ClassVar[str] = "鬼"

    bai: bool = attrs.field(default=False, validator=_check_bai)
    flip: int = attrs.field(default=0, validator=_check_flip)
    dragon_order: str = attrs.field(default=DEFAULT_DRAGON_ORDER, validator=_check_dragon_order)

    def __attrs_post_init__(self) -> None:
        if not self.bai and self.flip == 0:
            raise RulesetError("Gui needs bai=True or flip=1 or 2 (got bai=False, flip=0): no ghost at all")

    def choose(self, wall: Wall | None = None, *, dice: Dice | None = None) -> WildcardChoice:
        """Turn up the last tile when ``flip`` (``dice`` is not used); ``bai`` alone needs no wall."""
        _check_dice(dice)
        if self.flip == 0:
            if wall is not None:
                _check_wall(wall, "鬼")
            live: LiveFn = wall.live_copies if wall is not None else _set_live(STANDARD, None)
            return self._make(None, live, "fixed")
        wall = _check_wall(wall, "鬼")
        indicator = wall.turn_up_last(reason="鬼 indicator")
        return self._make(indicator, wall.live_copies, f"turned up {indicator} from the wall's end")

    def from_indicator(self, indicator: Tile | None, *, tile_set: TileSet = STANDARD) -> WildcardChoice:
        tile_set = _check_tile_set(tile_set)
        if self.flip == 0:
            if indicator is not None:
                raise RulesetError(f"Gui(flip=0) turns nothing up, but got indicator {indicator!r}")
            return self._make(None, _set_live(tile_set, None), "fixed")
        indicator = _check_indicator(indicator, tile_set)
        return self._make(indicator, _set_live(tile_set, indicator), f"turned up {indicator}")

    def _make(self, indicator: Tile | None, live: LiveFn, how: str) -> WildcardChoice:
        wilds: list[Tile] = []
        if indicator is not None:
            for steps in range(1, self.flip + 1):
                wilds.append(successor(indicator, dragon_order=self.dragon_order, steps=steps))
        if self.bai and _BAI not in wilds:
            wilds.append(_BAI)
        return WildcardChoice(
            family=self.NAME,
            indicator=indicator,
            wilds=tuple(wilds),
            live=tuple(live(k) for k in wilds),
            weights=(1,) * len(wilds),
            account=f"{how}; 鬼 {_names(wilds)}",
        )


# -- by name ------------------------------------------------------------------------------------------

FAMILIES: dict[str, type[WildcardFamily]] = {
    "jing": Jing,
    "gold": Gold,
    "baida": Baida,
    "bao": Bao,
    "hun": Hun,
    "laizi": Laizi,
    "caishen": Caishen,
    "gui": Gui,
}
"""The families by name, for rulesets that name theirs in configuration."""


def wildcard_family(name: str, **options: Any) -> WildcardFamily:
    """Look a family up by name and build it with ``options``.

    >>> wildcard_family("gold", region="fuzhou")
    Gold(region='fuzhou')
    >>> wildcard_family("joker")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    majiang.errors.RulesetError: unknown wildcard family 'joker'; known: jing, gold, baida, ...
    >>> wildcard_family("hun", offset=1)
    Traceback (most recent call last):
    ...
    majiang.errors.RulesetError: unknown option 'offset' for wildcard family 'hun'; known: dragon_order
    """
    if not isinstance(name, str) or name not in FAMILIES:
        raise RulesetError(f"unknown wildcard family {name!r}; known: {', '.join(FAMILIES)}")
    cls = FAMILIES[name]
    known = [f.name for f in attrs.fields(cast("type[attrs.AttrsInstance]", cls))]
    for option in options:
        if option not in known:
            raise RulesetError(
                f"unknown option {option!r} for wildcard family {name!r}; known: {', '.join(known) or 'none'}"
            )
    return cls(**options)
