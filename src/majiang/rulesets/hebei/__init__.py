"""Hebei (河北麻将): multipliers, 一炮多响 each paid separately, 捉五魁, kong money at the end."""

from majiang.rulesets.hebei.ruleset import Hebei, HebeiOptions

__all__ = ["Hebei", "HebeiOptions"]
