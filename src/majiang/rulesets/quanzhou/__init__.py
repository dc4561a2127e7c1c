"""Quanzhou (泉州麻将, 游金): 金 wildcards, 三金倒, 游金/双游/三游, base × (1 + 连庄) + 水分."""

from majiang.rulesets.quanzhou.gengda import check_discard, must_discard
from majiang.rulesets.quanzhou.ruleset import Quanzhou, QuanzhouOptions

__all__ = ["Quanzhou", "QuanzhouOptions", "check_discard", "must_discard"]
