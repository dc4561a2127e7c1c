"""Scoring tables as data, and the engine that evaluates them over arrangements."""

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
