"""Recalling part of a commanderless force [1.09.646, our numbering: RULES_CHOICES.md]:
"Commanderless forces can be recalled at any time" and "part of a force can be recalled".
Proposal `recall_commanderless_part`: the named legions, veteran legions and fleets of a
war's commanderless force come back to the Active Forces boxes; the rest stay (no
minimum force: nobody commands them, so nobody fights or consents). Recalling the whole
force stays `recall_commanderless`."""

from __future__ import annotations

from typing import Any

from bot.rules.core.engine import Ctx
from bot.rules.core.errors import IllegalAction
from bot.rules.ror.cards import WAR_DATA, card_name
from bot.rules.ror.senate import proposals
from bot.rules.ror.senate.commands import units_named
from bot.rules.ror.state import CIVIL_WAR, Force, Proposal, RorState

Params = dict[str, Any]
RULE = "1.09.646"


def _force(state: RorState, war: object) -> Force | None:
    if not isinstance(war, str) or war == CIVIL_WAR:
        return None
    return next((f for f in state.forces if f.war == war and f.commander is None), None)


def refusal(state: RorState, params: Params) -> IllegalAction | None:
    force = _force(state, params.get("war"))
    if force is None:
        return IllegalAction("no_commanderless_force", RULE)
    units = units_named(params)
    if units is None or sum((units[0], len(units[1]), units[2])) == 0:
        return IllegalAction("bad_unit_count", "1.09.63")
    legions, veterans, fleets = units
    if (
        legions > force.legions
        or fleets > force.fleets
        or any(veterans.count(v) > force.veterans.count(v) for v in veterans)
    ):
        return IllegalAction("units_not_with_force", RULE)
    return None


def nominations(state: RorState) -> list[Params]:
    """One legion (or fleet) of the first commanderless force with more than one unit."""
    for force in (f for f in state.forces if f.commander is None):
        if force.legions + len(force.veterans) + force.fleets < 2:
            continue
        part = {"legions": 1, "fleets": 0} if force.legions else {"legions": 0, "fleets": 1}
        params = {"war": force.war, **part, "veterans": []}
        if refusal(state, params) is None:
            return [params]
    return []


def recall_part(ctx: Ctx[RorState], proposal: Proposal) -> None:
    state = ctx.state
    force = _force(state, proposal.params.get("war"))
    units = units_named(proposal.params)
    assert force is not None and units is not None
    legions, veterans, fleets = units
    force.legions -= legions
    force.fleets -= fleets
    for card in veterans:
        force.veterans.remove(card)
    state.legions += legions
    state.fleets += fleets
    state.veterans += veterans
    if force.legions + len(force.veterans) + force.fleets == 0:
        state.forces.remove(force)
    ctx.emit("force_part_recalled", RULE, war=force.war, war_name=card_name(force.war),
             legions=legions + len(veterans), fleets=fleets)  # fmt: skip


def describe(state: RorState, params: Params) -> dict[str, Any]:
    war = params.get("war")
    veterans = params.get("veterans")
    return {
        "war": card_name(war) if isinstance(war, str) and war in WAR_DATA else war,
        "legions": (params.get("legions") or 0)
        + (len(veterans) if isinstance(veterans, list) else 0),
        "fleets": params.get("fleets") or 0,
    }


RECALL_PART = proposals.register(
    proposals.ProposalKind(
        key="recall_commanderless_part",
        rule=RULE,
        step="other",
        nominations=nominations,
        refusal=refusal,
        on_pass=recall_part,
        describe=describe,
    )
)
