"""Fuzhou (福州麻将): 16-tile hands, every honor a flower, 金, the count C and the special wins."""

from majiang.rulesets.fuzhou.claims import claimant
from majiang.rulesets.fuzhou.ruleset import Fuzhou, FuzhouOptions

__all__ = ["Fuzhou", "FuzhouOptions", "claimant"]
