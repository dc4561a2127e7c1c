"""Regional rulesets on one common core; look one up with :func:`get`."""

from majiang.rulesets.base import Claims, FedWinPayers, NoOptions, Ruleset
from majiang.rulesets.registry import RULESETS, find, get, names

__all__ = ["RULESETS", "Claims", "FedWinPayers", "NoOptions", "Ruleset", "find", "get", "names"]
