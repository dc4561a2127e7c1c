"""Shaanxi 陕西麻将: 推倒胡 with doubling items (七对, 清一色, 杠上花, 海底捞, 抢杠胡), the
dealer's and the self-draw's doubling, kong money, 点炮 payment options and 下炮子."""

from majiang.rulesets.shaanxi.ruleset import KONGS, RESERVE, Shaanxi, ShaanxiOptions

__all__ = ["KONGS", "RESERVE", "Shaanxi", "ShaanxiOptions"]
