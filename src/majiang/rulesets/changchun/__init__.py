"""Changchun (长春麻将): the rolled 宝, special kongs, 门清/夹/飘和/七对, fan capped at 6."""

from majiang.rulesets.changchun.ruleset import Changchun, ChangchunOptions

__all__ = ["Changchun", "ChangchunOptions"]
