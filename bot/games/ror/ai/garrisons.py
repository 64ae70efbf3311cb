"""Garrisons for governed Undeveloped provinces while Internal Disorder is in play
[1.07.21, 1.09.647]."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.games.ror.rules.senate.proposals import SeenProposal

if TYPE_CHECKING:
    from bot.games.ror.ai.seen import Seen


#: what a province's revolt costs Rome: one more Active war, a step toward the four that
#: end the game [1.12.4], and its governor and garrison; worth more than a turn's raising
REVOLT_COST = 80.0


def _disorder_target(seen: Seen) -> int | None:
    """What a governor's 1d6 + garrison must beat at the next Revenue phase while
    Internal Disorder is in play: 4, or 5 on its dark side [1.07.21]."""
    level = sum(int(e.level) for e in seen.view.events if e.id == "internal_disorder")
    return (None, 4, 5)[min(level, 2)]


def _revolt_chance(target: int, garrison: int) -> float:
    """P(1d6 + garrison <= target) [1.07.21]."""
    return max(0, min(6, target - garrison)) / 6


def garrison_value(seen: Seen, proposal: SeenProposal) -> float:
    """Legions sent to a governed Undeveloped province: worth the revolt they make less
    likely under Internal Disorder; else they idle there [1.07.21, 1.09.647]."""
    target = _disorder_target(seen)
    legions = proposal.get("legions")
    named = proposal.get("province")  # its card on the floor, its name in a ballot
    province = next((p for p in seen.view.provinces if named in (p.id, p.name)), None)
    if target is None or province is None or province.developed or not isinstance(legions, int):
        return -1.0
    saved = _revolt_chance(target, province.garrison) - _revolt_chance(
        target, province.garrison + legions
    )
    return REVOLT_COST * saved - 0.2 * legions


def recall_garrison_value(seen: Seen, proposal: SeenProposal) -> float:
    """A garrison comes home once Internal Disorder has passed [1.09.647]."""
    return 0.5 if _disorder_target(seen) is None else -2.0


def garrison_need(seen: Seen) -> int:
    """Legions that would steady every governed Undeveloped province under Internal
    Disorder (a revolt then needs a 1) [1.07.21]."""
    target = _disorder_target(seen)
    if target is None:
        return 0
    return sum(
        max(0, target - 1 - p.garrison)
        for p in seen.view.provinces
        if p.governor is not None and not p.developed
    )
