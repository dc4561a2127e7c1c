"""Taiyuan 太原立四麻将: 扣听 to win, 缺门, single waits, 一条龙, 清一色 (option), the dealer's
extra, the discarder who was not ready paying for all, kongs that count only for the winner."""

from majiang.rulesets.taiyuan.kongs import TaiyuanFacts
from majiang.rulesets.taiyuan.ruleset import Taiyuan, TaiyuanOptions
from majiang.rulesets.taiyuan.standing import Standing

__all__ = ["Standing", "Taiyuan", "TaiyuanFacts", "TaiyuanOptions"]
