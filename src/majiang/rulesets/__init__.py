"""Regional rulesets on one common core; look one up with :func:`get`."""

from typing import TYPE_CHECKING, Any

from majiang._calls import checked_call
from majiang.rulesets.base import Claims, FedWinPayers, NoOptions, Ruleset
from majiang.rulesets.registry import find, get, names

checked_call(Claims)  # decorated here: base.py is at its 500 lines
checked_call(NoOptions)

__all__ = ["RULESETS", "Claims", "FedWinPayers", "NoOptions", "Ruleset", "find", "get", "names"]

if TYPE_CHECKING:
    from majiang.rulesets.registry import RULESETS
else:

    def __getattr__(name: str) -> Any:
        """``RULESETS``, the registered classes, imports every region: on first use."""
        if name != "RULESETS":
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        from majiang.rulesets import registry

        return registry.RULESETS
