"""`python -m bot` is the `praetor` command."""

import sys

from bot.tools.cli import main

sys.exit(main())
