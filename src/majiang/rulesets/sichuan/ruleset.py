"""四川麻将 — Sichuan / Chengdu mahjong: 108 tiles, 定缺, 刮风下雨, 血战到底."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

import attrs

from majiang.errors import RoundError
from majiang.hands import Hand, MeldKind, ShapeGrammar, waits
from majiang.rulesets.base import Claims, FedWinPayers, Ruleset, flag_option, options_error
from majiang.rulesets.dealing import pass_to
from majiang.rulesets.kongs import check_robbed_kongs
from majiang.rulesets.playrules import PlayRules
from majiang.rulesets.sichuan import money, table
from majiang.rulesets.sichuan.facts import SUITS as SUITS_OF_SET
from majiang.rulesets.sichuan.facts import SichuanFacts
from majiang.rulesets.sichuan.play import PLAY, play_for
from majiang.scoring import Doubling, Formula, Item, WinContext, WinMethod
from majiang.settlement import Reason, Round, Settlement, Transfer
from majiang.tiles import SEATS, SUITS, Tile

__all__ = ["Sichuan", "SichuanOptions"]


def _choice(*allowed: str) -> Callable[[object, attrs.Attribute[Any], Any], None]:
    def check(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
        if value not in allowed or type(value) is not str:
            raise options_error(
                "sichuan", attribute.name, value, f"must be {' or '.join(map(repr, allowed))}"
            )

    return check


def _max_bei(instance: object, attribute: attrs.Attribute[int | None], value: int | None) -> None:
    if value is not None and (type(value) is not int or value < 1):
        raise options_error("sichuan", attribute.name, value, "must be None (no cap) or a positive int (倍)")


@attrs.frozen(kw_only=True)
class SichuanOptions:
    xuezhan: bool = attrs.field(default=True, validator=flag_option("sichuan"))
    """血战到底: a winner leaves play and the others go on (``False``: 普通场, the first win ends it)."""
    zimo: Literal["jiadi", "double"] = attrs.field(default="jiadi", validator=_choice("jiadi", "double"))
    """自摸加底 (each payer pays V + 1) or 自摸加番 (V × 2)."""
    direct_kong: Literal["chengbao", "jiajiayou"] = attrs.field(
        default="chengbao", validator=_choice("chengbao", "jiajiayou")
    )
    """直杠: the discarder pays 2 (承包制), or 家家有: the discarder 2 and the others still in 1."""
    diangang_hua: Literal["zimo", "fangpao"] = attrs.field(
        default="zimo", validator=_choice("zimo", "fangpao")
    )
    """杠上花 after a direct kong: paid as a self-draw (点杠花算自摸), or by the kong's feeder alone (V)."""
    hujiao: Literal["last", "all"] = attrs.field(default="last", validator=_choice("last", "all"))
    """呼叫转移 hands on the kong just made, or all the konger's kong income up to then."""
    max_bei: int | None = attrs.field(default=None, validator=_max_bei)
    """A cap on V (倍 × 2^n), on 花猪 and on 大叫 (WMT: 8); ``None``: no cap."""
    huansanzhang: bool = attrs.field(default=False, validator=flag_option("sichuan"))
    """换三张 (play only): after the deal each seat passes three tiles of one suit, all the
    same way, named by a roll of the dice (not in the digest: an option many rooms play)."""
    zuihou_sizhang: bool = attrs.field(default=True, validator=flag_option("sichuan"))
    """最后四张 (play only): a win on one of the wall's last four tiles can not be passed
    (``False``: the source's note for 定缺 rooms, 最后四张可以不胡)."""


class Sichuan(Ruleset):
    """四川 (成都). ``SichuanFacts.void`` records each seat's 定缺; ``Win.moment`` and
    ``Round.kongs`` say when wins and kongs happened in a 血战 round (only the seats still in
    pay). A seat's melds are in the order it laid them down: its last kong is the one whose
    replacement was drawn (杠上花) or whose next discard was won on (杠上炮). A direct kong
    names its discarder (``5555p@0``)."""

    name = "sichuan"
    chinese = "四川麻将"
    english = "Sichuan (定缺, 刮风下雨, 血战到底)"
    aliases = ("四川", "成都", "chengdu")
    tile_set = SUITS
    hand_size = 13
    grammar = ShapeGrammar()
    claims = Claims(chi=False, pon=True, kong=True)
    fed_win_payers = FedWinPayers.FEEDER
    multiple_winners = True
    claim_rule = "一炮多响: every seat that claims the discard wins"
    Options = SichuanOptions
    options: SichuanOptions
    Facts = SichuanFacts
    play = PLAY

    def samples(self) -> list[tuple[str, Round]]:
        from majiang.rulesets.sichuan.samples import samples

        return samples()

    def continues_after_win(self) -> bool:
        return self.options.xuezhan

    def play_rules(self) -> PlayRules:
        """``PLAY`` with this table's 换三张 and 最后四张 options."""
        return play_for(huansanzhang=self.options.huansanzhang, zuihou_sizhang=self.options.zuihou_sizhang)

    def table(self) -> tuple[Item[SichuanOptions, SichuanFacts], ...]:
        return table.items(zimo=self.options.zimo)

    def formula(self) -> Formula:
        return Doubling(limit=self.options.max_bei)

    def validate_win(self, hand: Hand, context: WinContext) -> None:
        """天胡 is the dealer's self-draw, 地胡 a non-dealer's win on the dealer's discard."""
        if not context.first_draw:
            return
        if context.winner_is_dealer and context.method is not WinMethod.SELF_DRAW:
            raise RoundError(
                f"天胡 (first_draw) is the dealer's self-draw, not a win by {context.method.value}"
            )
        if not context.winner_is_dealer and (
            context.method is not WinMethod.DISCARD or context.discarder != context.dealer
        ):
            raise RoundError(
                f"地胡 (first_draw) is a non-dealer's win on the dealer's first discard, not a win by "
                f"{context.method.value} from seat {context.discarder}"
            )

    def validate_round(self, round: Round) -> None:
        """A direct kong names its discarder; a robbed kong is an added one (the konger
        shows the pon); 杠上花 and 杠上炮 need a kong."""
        for seat, record in enumerate(round.seats):
            kongs = [m for m in record.hand.melds if m.kind is MeldKind.KONG]
            for meld in kongs:
                if money.kind_of(meld) == "direct" and meld.claimed_from is None:
                    raise RoundError(
                        f"seat {seat}: the direct kong {meld} must name the seat it was claimed from "
                        f"(e.g. {meld}@{(seat + 3) % SEATS}): the discarder pays it"
                    )
        check_robbed_kongs(round)
        for win in round.wins:
            kong_seat = win.seat if win.method is WinMethod.KONG_REPLACEMENT else win.discarder
            if (win.method is WinMethod.KONG_REPLACEMENT or win.kong_discard) and not any(
                m.kind is MeldKind.KONG for m in round.seats[kong_seat or 0].hand.melds
            ):
                what = "杠上花" if win.method is WinMethod.KONG_REPLACEMENT else "杠上炮"
                raise RoundError(f"seat {win.seat} wins by {what}, but seat {kong_seat} has no kong")

    # -- money besides the wins -----------------------------------------------------------
    def _money(self, round: Round) -> list[Transfer]:
        kongs = money.kong_money(round, jiajiayou=self.options.direct_kong == "jiajiayou")
        out = [t for k in kongs for t in k.transfers]
        moved: set[int] = set()
        if round.wins:
            handed, moved = money.hujiao_zhuanyi(round, kongs, all_kongs=self.options.hujiao == "all")
            out.extend(handed)
        if self.ran_to_wall_end(round):
            out.extend(
                money.drawn_end(
                    round,
                    kongs,
                    moved,
                    huazhu=lambda seat: self.huazhu(round, seat),
                    dajiao=lambda seat: self.dajiao(round, seat),
                    cap=self.options.max_bei,
                )
            )
        return out

    def extra_transfers(self, round: Round) -> list[Transfer]:
        """刮风下雨 at each kong's moment, 呼叫转移, and the drawn end when the wall ran out."""
        return self._money(round)

    def draw_transfers(self, round: Round) -> list[Transfer]:
        """Nobody won: the kongs, then 查花猪, 查大叫, 退税."""
        return self._money(round)

    def huazhu(self, round: Round, seat: int) -> bool:
        """花猪: the seat still holds its void suit (or, not recorded, three suits)."""
        hand = round.seats[seat].hand
        suits = {t.suit for t in (*hand.tiles, *(t for m in hand.melds for t in m.physical))}
        facts = round.facts
        void = facts.void_of(seat) if isinstance(facts, SichuanFacts) else None
        return void in suits if void is not None else len(suits) == len(SUITS_OF_SET)

    def dajiao(self, round: Round, seat: int) -> int | None:
        """The seat's 大叫: the highest ``倍 × 2**根`` among its winning tiles (won on a
        discard, no situational item), or ``None`` when it is not ready. A seat holding one
        tile more (it drew the last tile) is judged on its best discard."""
        hand = round.seats[seat].hand
        candidates = [hand]
        if hand.size == self.hand_size + 1:
            candidates = [_without(hand, tile) for tile in sorted(set(hand.tiles))]
        best: int | None = None
        feeder = (seat + 1) % SEATS
        context = WinContext(
            seat=seat, dealer=round.dealer, method=WinMethod.DISCARD, discarder=feeder, facts=round.facts
        )
        for waiting in candidates:
            for wait in waits(waiting, self.grammar, shapes=False):
                score = self.score(waiting.with_win(wait.tile, self_drawn=False), context)
                if score.can_win:
                    value = max(p.amount for p in score.payments)
                    best = value if best is None else max(best, value)
        return best

    def adjust(self, round: Round, transfers: list[Transfer]) -> list[Transfer]:
        """点杠花 (option ``diangang_hua="fangpao"``): a 杠上花 whose kong (the winner's last,
        :func:`~majiang.rulesets.sichuan.money.kongs_in_order`) was a direct one is paid by
        that kong's discarder alone, V without a 自摸 item."""
        if self.options.diangang_hua != "fangpao":
            return transfers
        for win in round.wins:
            kongs = money.kongs_in_order(round, win.seat)
            if win.method is not WinMethod.KONG_REPLACEMENT or not kongs:
                continue
            meld = kongs[-1][0]
            feeder = meld.claimed_from if money.kind_of(meld) == "direct" else None
            if feeder is None:
                continue
            out = []
            for t in transfers:
                if t.reason is not Reason.WIN or t.payee != win.seat:
                    out.append(t)
                elif t.payer == feeder:
                    awards = tuple(a for a in t.awards if a.key not in ("zimo_jiadi", "zimo_double"))
                    value = self.formula()(sum(a.value for a in awards if a.unit == "番"))
                    out.append(
                        t.noted(
                            f"点杠花: seat {feeder} fed the kong {meld} and alone pays {value}",
                            amount=value,
                            awards=awards,
                        )
                    )
            transfers = out
        return transfers

    def next_deal(self, round: Round, settlement: Settlement) -> tuple[int, int]:
        """The discarder of the (first) winning tile deals next; after a self-draw the winner;
        after a drawn round the dealer stays. (血战 rolls dice for the dealer in the sources;
        the same rule applied to the first win moment is offered here.)"""
        first = [w for w in round.wins if w.moment == 0]
        if not first:
            return pass_to(round, round.dealer)
        if first[0].discarder is not None:
            return pass_to(round, first[0].discarder)
        return pass_to(round, first[0].seat)


def _without(hand: Hand, tile: Tile) -> Hand:
    tiles = list(hand.tiles)
    tiles.remove(tile)
    return Hand.of(tiles, melds=hand.melds)
