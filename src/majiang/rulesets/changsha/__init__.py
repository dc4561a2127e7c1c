"""Changsha (长沙麻将): 2/5/8 pairs, deal-time small wins, big wins that add up, birds 扎鸟."""

from majiang.rulesets.changsha.birds import bird_seat
from majiang.rulesets.changsha.deal import DEAL_WINS, DealWin, deal_wins
from majiang.rulesets.changsha.facts import ChangshaFacts
from majiang.rulesets.changsha.requirements import may_win
from majiang.rulesets.changsha.ruleset import Changsha, ChangshaOptions

__all__ = [
    "DEAL_WINS",
    "Changsha",
    "ChangshaFacts",
    "ChangshaOptions",
    "DealWin",
    "bird_seat",
    "deal_wins",
    "may_win",
]
