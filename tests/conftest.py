"""Test configuration: the Hypothesis profiles.

The ``ci`` profile is the default: no per-example deadline (timings on shared
machines are noisy) and a modest number of examples so the whole suite stays fast.
Choose another with ``HYPOTHESIS_PROFILE=thorough python -m pytest``.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", deadline=None, max_examples=50)
settings.register_profile("thorough", deadline=None, max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
