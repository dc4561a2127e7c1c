"""Hefei (安徽合肥麻将): 84 tiles, 支 and points, 报听 rooms, 一炮多响."""

from majiang.rulesets.hefei.ruleset import Hefei, HefeiOptions

__all__ = ["Hefei", "HefeiOptions"]
