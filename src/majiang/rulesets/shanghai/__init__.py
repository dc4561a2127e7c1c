"""Shanghai (上海麻将, 清混碰): 花 and 勒子, limit hands, 开宝 and 荒番, 承包."""

from majiang.rulesets.shanghai.ruleset import Shanghai, ShanghaiOptions

__all__ = ["Shanghai", "ShanghaiOptions"]
