"""Sichuan (四川麻将, 成都): 108 tiles, 定缺, the 倍 table with 根, 刮风下雨, 血战到底."""

from majiang.rulesets.sichuan.facts import SichuanFacts
from majiang.rulesets.sichuan.ruleset import Sichuan, SichuanOptions

__all__ = ["Sichuan", "SichuanFacts", "SichuanOptions"]
