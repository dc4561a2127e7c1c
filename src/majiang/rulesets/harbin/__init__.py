"""Harbin (哈尔滨麻将): 112 tiles with 红中, the 宝 set aside at the deal, 卡当 and 宝中宝."""

from majiang.rulesets.harbin.ruleset import Harbin, HarbinOptions

__all__ = ["Harbin", "HarbinOptions"]
