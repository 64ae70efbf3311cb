"""Randomness kept inside the game state.

A seed and a draw counter are turned into numbers by BLAKE2b, so a replay yields the same
dice on every platform and Python version. Tests force outcomes by queueing values in
`forced`: integers are consumed by die rolls, strings by draws from a named set of options
(mortality chits, cards). The `random` module is never used by the engines.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

from pydantic import BaseModel, Field

T = TypeVar("T")


class ForcedMismatch(RuntimeError):
    """A forced value did not fit the draw it was consumed by (a broken test, never play)."""


class Rng(BaseModel):
    seed: int
    counter: int = 0
    forced: list[int | str] = Field(default_factory=list)

    def _below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("cannot draw from an empty range")
        digest = hashlib.blake2b(f"{self.seed}:{self.counter}".encode(), digest_size=8).digest()
        self.counter += 1
        return int.from_bytes(digest, "big") % n

    def die(self, sides: int = 6) -> int:
        if self.forced and isinstance(self.forced[0], int):
            value = self.forced.pop(0)
            assert isinstance(value, int)
            if not 1 <= value <= sides:
                raise ForcedMismatch(f"forced die {value} is not a d{sides} result")
            self.counter += 1
            return value
        if self.forced:
            raise ForcedMismatch(
                f"a die was rolled but the next forced value is {self.forced[0]!r}"
            )
        return self._below(sides) + 1

    def pick(self, options: Sequence[str]) -> int:
        """The index of one option, chosen uniformly (or the forced option's index)."""
        if self.forced and isinstance(self.forced[0], str):
            wanted = self.forced.pop(0)
            assert isinstance(wanted, str)
            if wanted not in options:
                raise ForcedMismatch(f"forced draw {wanted!r} is not among {list(options)!r}")
            self.counter += 1
            return list(options).index(wanted)
        if self.forced:
            raise ForcedMismatch(f"a draw was made but the next forced value is {self.forced[0]!r}")
        return self._below(len(options))

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates in place. Forced values are never consumed by a shuffle."""
        for i in range(len(items) - 1, 0, -1):
            j = self._below(i + 1)
            items[i], items[j] = items[j], items[i]
