"""The tactics test every leader procedure shares [8.1]: one die, plus its modifiers, at most
the commander's Tactics Rating. No automatic success on a 1 (LEADERS.md §4.2)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.sor.rules.stacks import tactics
from bot.games.sor.rules.state import SorState


def passes(roll: int, modifier: int, rating: int) -> bool:
    """10.3: the intercept +1 is added to the die, so it makes success harder."""
    return roll + modifier <= rating


def test(
    ctx: Ctx[SorState],
    leader: str | None,
    *,
    purpose: str,
    rule: str,
    seat: str | None,
    modifier: int = 0,
) -> bool:
    rating = tactics(ctx.state, leader)
    (roll,) = ctx.dice(
        1, purpose=purpose, rule=rule, seat=seat, leader=leader, rating=rating, modifier=modifier
    )
    ok = passes(roll, modifier, rating)
    ctx.emit(
        "sor_tactics_passed" if ok else "sor_tactics_failed",
        rule,
        purpose=purpose,
        leader=leader,
        roll=roll,
        modifier=modifier,
        rating=rating,
    )
    return ok
