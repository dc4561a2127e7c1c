"""``python -m majiang``: the command line."""

import sys

from majiang.cli import main

sys.exit(main())
