"""The one cache protocol of compiled grammars, shared by every search in :mod:`majiang.hands`.

A hot path reads ``LAST[0]`` and calls :func:`compile_grammar` only when its ``key`` is
not the caller's grammar::

    compiled = LAST[0]
    if compiled.key is not grammar:
        compiled = compile_grammar(grammar)
"""

from __future__ import annotations

import copy
import weakref
from functools import partial

from majiang.errors import HandError
from majiang.hands._compiled import Compiled
from majiang.hands.grammar import ShapeGrammar

__all__ = ["LAST", "LIVE", "compile_grammar"]

# Three caches, tried in turn:
# * LAST[0]: the compiled form used last; its ``key`` is the caller's grammar object
#   it was used for (only this one compiled form holds a key), so the hot paths test
#   ``LAST[0].key is grammar``: a key is only ever a grammar the form compiles;
# * LIVE: by ``id``, every grammar object still alive that was compiled. A weak
#   reference's callback removes the entry when the grammar is freed, before its id
#   can be reused, so an id found here is that grammar. Holding many grammars (one
#   per round, or per hand) costs one lookup each, not a recompile;
# * _BY_VALUE: a bounded cache by value, for equal grammars made afresh.
# A compiled form keeps a private copy of its grammar, never the caller's object
# (but for ``key``), so the caches do not keep callers' grammars alive.
LIVE: dict[int, Compiled] = {}
_REFS: dict[int, weakref.ref[ShapeGrammar]] = {}
_BY_VALUE: dict[ShapeGrammar, Compiled] = {}
_BY_VALUE_SIZE = 256


def compile_grammar(grammar: ShapeGrammar) -> Compiled:
    """The compiled form of ``grammar``, cached (see above)."""
    last = LAST[0]
    if last.key is grammar:
        return last
    compiled = LIVE.get(id(grammar))
    if compiled is None:
        compiled = _register(grammar)
    last.key = None
    compiled.key = grammar
    LAST[0] = compiled
    return compiled


def _register(grammar: ShapeGrammar) -> Compiled:
    if not isinstance(grammar, ShapeGrammar):
        raise HandError(f"expected a ShapeGrammar, got {grammar!r}")
    compiled = _BY_VALUE.get(grammar)
    if compiled is None:
        compiled = Compiled(copy.copy(grammar))
        if len(_BY_VALUE) >= _BY_VALUE_SIZE:
            del _BY_VALUE[next(iter(_BY_VALUE))]
        _BY_VALUE[compiled.grammar] = compiled
    key = id(grammar)
    try:
        ref = weakref.ref(grammar, partial(_forget, key))
    except TypeError:  # a subclass without weak references: the value cache serves it
        return compiled
    _REFS[key] = ref
    LIVE[key] = compiled
    return compiled


def _forget(key: int, ref: weakref.ref[ShapeGrammar]) -> None:
    if _REFS.get(key) is ref:
        del _REFS[key]
        del LIVE[key]


LAST: list[Compiled] = [Compiled(ShapeGrammar())]
