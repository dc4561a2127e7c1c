"""Ji'an (吉安冲关麻将): 精 wildcards, 德国, 冲关 jing money for every seat."""

from majiang.rulesets.jian.ruleset import Jian, JianOptions

__all__ = ["Jian", "JianOptions"]
