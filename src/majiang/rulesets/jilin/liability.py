"""包庄: a discarder who had not declared ready pays the other payers' shares too.

A ready discarder (上听点炮) pays only his own share. The re-routed transfers keep
their items and say who they were moved from.
"""

from __future__ import annotations

from majiang.rulesets.bao import unready_discarder_pays
from majiang.settlement import Round, Transfer

__all__ = ["baozhuang"]


def baozhuang(round: Round, transfers: list[Transfer]) -> list[Transfer]:
    return unready_discarder_pays(round, transfers, note="包庄: fed the win unready")
