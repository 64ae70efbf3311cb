"""Lucullus (29B) [statesmen.json, RULES §8.3]: when his ability spares him the losses of a
Disaster or Standoff, the war counts as Unprosecuted (combat/outcomes.py) and he is recalled
to Rome, with his force, right after the next Senate Phase closes."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.combat.losses import LUCULLUS
from bot.games.ror.rules.senate.deployment import bring_home
from bot.games.ror.rules.senate.proposals import after_adjournment
from bot.games.ror.rules.state import CombatRecord, RorState

RULE = "1.10.3"


def note_recall(state: RorState, record: CombatRecord) -> None:
    """At the end of the Combat Phase: Lucullus ignored losses this turn."""
    if record.lucullus and LUCULLUS not in state.recall_after_senate:
        state.recall_after_senate.append(LUCULLUS)


def recall_after_senate(ctx: Ctx[RorState]) -> None:
    """After the Senate adjourns: each senator due is recalled with his force."""
    state = ctx.state
    for card in state.recall_after_senate:
        force = next((f for f in state.forces if f.commander == card), None)
        if force is not None:
            ctx.emit(
                "lucullus_recalled",
                RULE,
                senator=card,
                name_id=card,
                war=force.war,
                war_name_id=force.war,
            )
            bring_home(ctx, force, RULE)
    state.recall_after_senate = []


after_adjournment(recall_after_senate)
