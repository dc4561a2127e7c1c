"""Ningbo (宁波麻将): 百搭 from the turned-up tile, 台 items, a 4-台 minimum, 1 + Σ台."""

from majiang.rulesets.ningbo.claims import (
    can_chi,
    can_pon,
    check_discard_after_chi,
    chi_options,
    forbidden_discards_after_chi,
)
from majiang.rulesets.ningbo.ruleset import Ningbo

__all__ = [
    "Ningbo",
    "can_chi",
    "can_pon",
    "check_discard_after_chi",
    "chi_options",
    "forbidden_discards_after_chi",
]
