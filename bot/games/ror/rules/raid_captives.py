"""Governors captured by Barbarian Raids [1.07.21, 1.10.71]: taken as a commander is (the
governor's chit is the last of two or more drawn), held by the barbarians of his province
(`Senator.captive` names the province card), ransomed as for 1.10.71 before the next
Forum Phase, or killed. The province, its governor gone, goes back to the Forum.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.cards import PROVINCE_DATA
from bot.games.ror.rules.combat.capture import RANSOM_RULE, captives_die, open_ransom, ransom
from bot.games.ror.rules.state import RorState, Senator

RULE = "1.07.21"


def captured(chit_numbers: list[int | None], number: int) -> bool:
    """1.10.71: the governor's chit is the last drawn, and at least two were drawn."""
    return len(chit_numbers) >= 2 and chit_numbers[-1] == number


def capture_governor(ctx: Ctx[RorState], ruler: Senator, province: str) -> None:
    state = ctx.state
    state.provinces[province].governor = None
    state.provinces[province].term = 0
    ruler.province = None
    ruler.captive = province
    ctx.emit(
        "governor_captured_by_raid",
        RULE,
        senator=ruler.card,
        name_id=ruler.card,
        province=province,
        province_name_id=province,
        ransom=ransom(ruler),
    )


def _raid_captives(state: RorState) -> list[Senator]:
    return [s for s in state.senators.values() if s.captive in PROVINCE_DATA]


def open_raid_ransom(ctx: Ctx[RorState]) -> None:
    """1.10.71: a governor the barbarians hold is ransomed before the next Forum Phase, a
    war's captive at any time before his war is defeated: every captive may be ransomed
    now, with this turn's income in hand and before the Senate fills his office."""
    if any(s.captive for s in ctx.state.senators.values()):
        open_ransom(ctx.state)


def raid_captives_die(ctx: Ctx[RorState]) -> None:
    """1.10.71: a governor the barbarians hold, not ransomed by the Forum Phase, dies."""
    for province in sorted({s.captive for s in _raid_captives(ctx.state) if s.captive}):
        ctx.emit("raid_captives_killed", RANSOM_RULE, province=province, province_name_id=province)
        captives_die(ctx, province)
