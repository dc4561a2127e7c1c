"""Guangdong 鸡平胡 (广东鸡平胡): 番 rows to 爆胡 6, floors of 3, 包 for all three, optional horses."""

from majiang.rulesets.guangdong_jipinghu.ruleset import (
    RESERVE,
    GuangdongJipinghu,
    GuangdongJipinghuOptions,
    JipinghuFacts,
)

__all__ = ["RESERVE", "GuangdongJipinghu", "GuangdongJipinghuOptions", "JipinghuFacts"]
