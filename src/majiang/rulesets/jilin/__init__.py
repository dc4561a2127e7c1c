"""Jilin (吉林麻将): the 宝 tile, 夹胡起步, kong and egg money, 包庄."""

from majiang.rulesets.jilin.ruleset import Jilin, JilinOptions

__all__ = ["Jilin", "JilinOptions"]
