"""Recalling part of a force [1.09.646, our numbering: RULES_CHOICES.md]: "Part of a force
can be recalled, subject to the minimum-force rule without consent" and "Commanderless
forces can be recalled at any time".

- `recall_commanderless_part`: the named legions, veteran legions and fleets of a war's
  commanderless force come back to the Active Forces boxes; the rest stay (no minimum
  force: nobody commands them, so nobody fights or consents). Recalling the whole force
  stays `recall_commanderless`.
- `recall_proconsul_part`: the named units of a proconsul's force come back; what stays
  with him must still meet the minimum force (Fleet Support, a Fleet for a naval battle, a
  Legion for a land battle or a civil war, 1.09.641-642); he is not asked. As for a whole
  recall (1.09.645), not a commander who left Rome or was reinforced this phase."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.cards import WAR_DATA, card_name
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.deployment import (
    ProconsulParams,
    UnitParams,
    force_of,
    recall_refusal,
    units_short,
    war_of,
)
from bot.games.ror.rules.state import CIVIL_WAR, Force, Proposal, RorState

RULE = "1.09.646"


class PartParams(UnitParams):
    """Units of a war's commanderless force to bring back."""

    war: str


class ProconsulPartParams(UnitParams):
    """Units of a proconsul's force (named by its commander) to bring back."""

    commander: str


def _force(state: RorState, war: str) -> Force | None:
    if war == CIVIL_WAR:
        return None
    return next((f for f in state.forces if f.war == war and f.commander is None), None)


def refusal(state: RorState, params: PartParams) -> IllegalAction | None:
    force = _force(state, params.war)
    if force is None:
        return IllegalAction("no_commanderless_force", RULE)
    return _units_refusal(force, params)


def _units_refusal(force: Force, params: UnitParams) -> IllegalAction | None:
    legions, veterans, fleets = params.legions, params.veterans, params.fleets
    if not params.counted() or legions + len(veterans) + fleets == 0:
        return IllegalAction("bad_unit_count", "1.09.63")
    if (
        legions > force.legions
        or fleets > force.fleets
        or any(veterans.count(v) > force.veterans.count(v) for v in veterans)
    ):
        return IllegalAction("units_not_with_force", RULE)
    return None


def nominations(state: RorState) -> list[PartParams]:
    """One legion (or fleet) of the first commanderless force with more than one unit."""
    for force in (f for f in state.forces if f.commander is None):
        if force.legions + len(force.veterans) + force.fleets < 2:
            continue
        legions, fleets = (1, 0) if force.legions else (0, 1)
        params = PartParams(war=force.war, legions=legions, fleets=fleets, veterans=[])
        if refusal(state, params) is None:
            return [params]
    return []


def recall_part(ctx: Ctx[RorState], proposal: Proposal) -> None:
    params = proposals.params_of(proposal, PartParams)
    force = _force(ctx.state, params.war)
    assert force is not None
    _bring_back(ctx, force, params)
    legions, fleets = _counted(params)
    ctx.emit(
        "force_part_recalled",
        RULE,
        war=force.war,
        war_name_id=force.war,
        legions=legions,
        fleets=fleets,
    )


def _counted(params: UnitParams) -> tuple[int, int]:
    """(legions with the veteran ones, fleets) named."""
    return params.legions + len(params.veterans), params.fleets


def _bring_back(ctx: Ctx[RorState], force: Force, params: UnitParams) -> None:
    """The named units go back to the Active Forces boxes."""
    state = ctx.state
    legions, veterans, fleets = params.legions, list(params.veterans), params.fleets
    force.legions -= legions
    force.fleets -= fleets
    for card in veterans:
        force.veterans.remove(card)
    state.legions += legions
    state.fleets += fleets
    state.veterans += veterans
    if force.legions + len(force.veterans) + force.fleets == 0:
        state.forces.remove(force)


def describe(state: RorState, params: PartParams) -> dict[str, Any]:
    war = params.war
    return {"war": card_name(war) if war in WAR_DATA else war, **_units_named(params)}


def _units_named(params: UnitParams) -> dict[str, Any]:
    """The legions (veterans among them) and fleets a partial recall names."""
    legions, fleets = _counted(params)
    return {"legions": legions, "fleets": fleets}


RECALL_PART = proposals.register(
    proposals.ProposalKind(
        key="recall_commanderless_part",
        rule=RULE,
        step="other",
        params=PartParams,
        nominations=nominations,
        refusal=refusal,
        on_pass=recall_part,
        describe=describe,
    )
)


# ---------------------------------------------------------------- part of a proconsul's force


def _proconsul(state: RorState, params: ProconsulPartParams) -> Force | None:
    return force_of(state, params.commander)


def proconsul_refusal(state: RorState, params: ProconsulPartParams) -> IllegalAction | None:
    force = _proconsul(state, params)
    if force is None:
        return IllegalAction("no_such_proconsul", "1.09.644")
    whole = ProconsulParams(commander=params.commander)
    refused = recall_refusal(state, whole) or _units_refusal(force, params)
    if refused is not None:
        return refused
    legions = force.legions + len(force.veterans) - params.legions - len(params.veterans)
    fleets = force.fleets - params.fleets
    if force.war == CIVIL_WAR:  # 1.11.31: fleets play no part; a legion must stay
        short = None if legions else "no_legion_for_land_battle"
        return IllegalAction(short, "1.09.642") if short else None
    war = war_of(state, force.war)
    short = units_short(war, legions, fleets) if war is not None else None
    if short is not None:
        return IllegalAction(short, "1.09.642", war_id=force.war)
    return None


def proconsul_nominations(state: RorState) -> list[ProconsulPartParams]:
    """One legion (else one fleet) of the first proconsul who can spare it."""
    for force in state.forces:
        if not force.commander:
            continue
        for legions, fleets in ((1, 0), (0, 1)):
            params = ProconsulPartParams(
                commander=force.commander, legions=legions, fleets=fleets, veterans=[]
            )
            if proconsul_refusal(state, params) is None:
                return [params]
    return []


def recall_proconsul_part(ctx: Ctx[RorState], proposal: Proposal) -> None:
    params = proposals.params_of(proposal, ProconsulPartParams)
    force = _proconsul(ctx.state, params)
    assert force is not None and force.commander is not None
    _bring_back(ctx, force, params)
    legions, fleets = _counted(params)
    ctx.emit(
        "proconsul_part_recalled",
        RULE,
        commander=force.commander,
        commander_name_id=force.commander,
        war=force.war,
        war_name_id=force.war,
        legions=legions,
        fleets=fleets,
    )


def _war_name(war: object) -> str:
    return card_name(war) if isinstance(war, str) and war in WAR_DATA else "civil war"


def describe_proconsul_part(state: RorState, params: ProconsulPartParams) -> dict[str, Any]:
    force = _proconsul(state, params)
    commander = params.commander
    return {
        "commander": card_name(commander) if commander in state.senators else commander,
        "war": _war_name(force.war) if force else "-",
        **_units_named(params),
    }


RECALL_PROCONSUL_PART = proposals.register(
    proposals.ProposalKind(
        key="recall_proconsul_part",
        rule=RULE,
        step="other",
        params=ProconsulPartParams,
        nominations=proconsul_nominations,
        refusal=proconsul_refusal,
        on_pass=recall_proconsul_part,
        describe=describe_proconsul_part,
        stance=lambda judge, p: -1.0,  # 1.09.646: it only weakens a force still fighting
    )
)
