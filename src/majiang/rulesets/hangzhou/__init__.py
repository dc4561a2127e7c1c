"""Hangzhou (杭州麻将): 白板 as 财神, self-draw only, 爆头, 财飘/杠 chains, the dealer factor."""

from majiang.rulesets.hangzhou.facts import HangzhouFacts
from majiang.rulesets.hangzhou.ruleset import Hangzhou, HangzhouOptions

__all__ = ["Hangzhou", "HangzhouFacts", "HangzhouOptions"]
