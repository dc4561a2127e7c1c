"""Tianjin (天津麻将): 混儿, self-draw only, 捉伍儿, 龙 and 本混儿龙, 混儿吊, 杠开, kong points."""

from majiang.rulesets.tianjin.facts import TianjinFacts
from majiang.rulesets.tianjin.ruleset import Tianjin, TianjinOptions

__all__ = ["Tianjin", "TianjinFacts", "TianjinOptions"]
