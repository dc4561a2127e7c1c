"""Guangdong 推倒胡 (广东推倒胡): self-draw, X = 1 or 2, horses 马, optional ghosts 鬼牌."""

from majiang.rulesets.guangdong_tuidaohu.ghosts import gui
from majiang.rulesets.guangdong_tuidaohu.ruleset import (
    RESERVE,
    GuangdongTuidaohu,
    GuangdongTuidaohuOptions,
    TuidaohuFacts,
)

__all__ = ["RESERVE", "GuangdongTuidaohu", "GuangdongTuidaohuOptions", "TuidaohuFacts", "gui"]
