"""Dice arithmetic for the `basic` player: persuasion rolls (2d6) and battles (3d6 with
the war's Disaster and Standoff numbers) [1.07.4, 1.10.3]."""

from __future__ import annotations

from functools import cache
from typing import Any

#: a persuasion roll of 2d6 above this fails whatever the base number [1.07.4]
HIGHEST_ROLL = 9
#: a battle is won on 14 or more, lost on 7 or less (3d6 + strengths) [1.10.3]
VICTORY, DEFEAT = 14, 7
#: the margin over the enemy's strength a force should have: 3d6 + 6 wins 5 battles in 6
DECISIVE = 6
#: the least margin an Active war is fought at when Rome cannot pay for more: 3d6 + 1
#: wins one battle in four and loses one in eleven, better than a war left unprosecuted
#: (Unrest, 20 talents a turn and a step toward four wars) [1.10.9]
ACCEPTED = 1
#: the least margin when four Active wars would make Rome fall (3d6 wins one in twenty)
DESPERATE = -2
#: a war whose unlucky numbers keep it from ever being won as often as at DECISIVE is
#: fought at the margin that wins this share of its best chance
NEAR_BEST = 0.95


def chance_2d6_at_most(n: int) -> float:
    """P(2d6 <= n)."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= n) / 36


def persuasion_chance(base: int) -> float:
    return chance_2d6_at_most(min(base, HIGHEST_ROLL))


@cache
def battle_odds(margin: int, unlucky: tuple[int, ...] = ()) -> tuple[float, float]:
    """(P(victory), P(defeat)) of a battle fought at Roman strength - enemy = margin; a
    natural roll among the war's Disaster and Standoff numbers (`unlucky`) is no victory
    and counts with the defeats (units lost, the war goes on) [1.10.3]."""
    win = lose = 0
    for a in range(1, 7):
        for b in range(1, 7):
            for c in range(1, 7):
                roll = a + b + c
                if roll in unlucky:
                    lose += 1
                elif roll + margin >= VICTORY:
                    win += 1
                elif roll + margin <= DEFEAT:
                    lose += 1
    return win / 216, lose / 216


def unlucky(war: Any) -> tuple[int, ...]:
    """The war's Disaster and Standoff numbers, its leaders' too (the board shows them)
    [1.10.3]."""
    return tuple(sorted({*war.disaster, *war.standoff}))


@cache
def _margin_like(margin: int, numbers: tuple[int, ...]) -> int:
    best = battle_odds(VICTORY - 3, numbers)[0]  # every roll but the unlucky ones wins
    wanted = min(battle_odds(margin)[0], best * NEAR_BEST)
    while battle_odds(margin, numbers)[0] < wanted:
        margin += 1
    return margin


def margin_like(war: Any, margin: int) -> int:
    """The margin at which the war's battles are won as often as battles at `margin`
    against a war without Disaster and Standoff numbers (or nearly as often as they ever
    are): the 1st Punic War's three unlucky numbers ask 3 more [1.10.3]."""
    return _margin_like(margin, unlucky(war))
