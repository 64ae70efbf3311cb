"""The cyclic garbage collector, tuned for a long-running bot.

A full collection scans every object the process holds and stops everything meanwhile: with
the states of a few hundred games in memory that is a pause of 50-200 ms, felt by every
interaction in flight (the slowest one in a hundred). Nearly all of the bot's garbage is
freed by reference counting; the collector is there for the rare cycle. So the objects alive
once the bot is built (modules, message catalogues, discord.py's state, the models' schemas)
are frozen out of its scans, and a full collection runs a tenth as often."""

from __future__ import annotations

import gc
from collections.abc import Callable

#: young collections between two full ones (Python's default is 10)
FULL_EVERY = 100


def quiet_collector() -> Callable[[], None]:
    """Freeze what is alive now out of the collector's scans, and collect fully less often.
    Called once, when the process is built and before it serves; returns what undoes it
    (for a measurement inside another process: the bench run by the tests)."""
    gc.collect()
    gc.freeze()
    before = gc.get_threshold()
    gc.set_threshold(before[0], before[1], FULL_EVERY)

    def undo() -> None:
        gc.set_threshold(*before)
        gc.unfreeze()

    return undo
