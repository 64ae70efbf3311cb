"""`python -m bot` is the `praetor` command."""

import sys

from bot.cli import main

sys.exit(main())
