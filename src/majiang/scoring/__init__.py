"""Scoring tables as data, and the engine that evaluates them over arrangements."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from majiang.hands import Feature
    from majiang.scoring.context import WinContext, WinMethod
    from majiang.scoring.engine import award_items, exhaustive, score_win, table_features
    from majiang.scoring.evaluation import Evaluation
    from majiang.scoring.formula import Additive, Doubling, Formula
    from majiang.scoring.item import Item, Scope, Stage, forbid, requirement
    from majiang.scoring.score import Award, Payment, Score

__all__ = [
    "Additive",
    "Award",
    "Doubling",
    "Evaluation",
    "Feature",
    "Formula",
    "Item",
    "Payment",
    "Scope",
    "Score",
    "Stage",
    "WinContext",
    "WinMethod",
    "award_items",
    "exhaustive",
    "forbid",
    "requirement",
    "score_win",
    "table_features",
]

if not TYPE_CHECKING:  # each name's module is imported on first use (majiang._lazy)
    from majiang import _lazy

    __getattr__, __dir__ = _lazy.exports(
        __name__,
        {
            "majiang.hands": "Feature",
            "majiang.scoring.context": "WinContext WinMethod",
            "majiang.scoring.engine": "award_items exhaustive score_win table_features",
            "majiang.scoring.evaluation": "Evaluation",
            "majiang.scoring.formula": "Additive Doubling Formula",
            "majiang.scoring.item": "Item Scope Stage forbid requirement",
            "majiang.scoring.score": "Award Payment Score",
        },
    )
