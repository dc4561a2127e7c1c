"""Wuhan (武汉麻将): 红中赖子杠, 开口翻 (口口翻), the cap of 300 and 金顶."""

from majiang.rulesets.wuhan.laizi import HONGZHONG, LAIZI, RESERVE
from majiang.rulesets.wuhan.ruleset import Wuhan, WuhanFacts, WuhanOptions, table_factors

__all__ = ["HONGZHONG", "LAIZI", "RESERVE", "Wuhan", "WuhanFacts", "WuhanOptions", "table_factors"]
