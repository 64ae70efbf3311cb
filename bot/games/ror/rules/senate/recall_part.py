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
from bot.games.ror.rules.senate.commands import units_named
from bot.games.ror.rules.senate.deployment import force_of, recall_refusal, units_short, war_of
from bot.games.ror.rules.state import CIVIL_WAR, Force, Proposal, RorState

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
    return _units_refusal(force, params)


def _units_refusal(force: Force, params: Params) -> IllegalAction | None:
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
    force = _force(ctx.state, proposal.params.get("war"))
    assert force is not None
    _bring_back(ctx, force, proposal.params)
    legions, fleets = _counted(proposal.params)
    ctx.emit(
        "force_part_recalled",
        RULE,
        war=force.war,
        war_name_id=force.war,
        legions=legions,
        fleets=fleets,
    )


def _counted(params: Params) -> tuple[int, int]:
    """(legions with the veteran ones, fleets) named."""
    units = units_named(params)
    assert units is not None
    return units[0] + len(units[1]), units[2]


def _bring_back(ctx: Ctx[RorState], force: Force, params: Params) -> None:
    """The named units go back to the Active Forces boxes."""
    state = ctx.state
    units = units_named(params)
    assert units is not None
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


def describe(state: RorState, params: Params) -> dict[str, Any]:
    war = params.get("war")
    return {
        "war": card_name(war) if isinstance(war, str) and war in WAR_DATA else war,
        **_units_named(params),
    }


def _units_named(params: Params) -> dict[str, Any]:
    """The legions (veterans among them) and fleets a partial recall names."""
    veterans = params.get("veterans")
    return {
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


# ---------------------------------------------------------------- part of a proconsul's force


def _proconsul(state: RorState, params: Params) -> Force | None:
    card = params.get("commander")
    return force_of(state, card) if isinstance(card, str) else None


def proconsul_refusal(state: RorState, params: Params) -> IllegalAction | None:
    force = _proconsul(state, params)
    if force is None:
        return IllegalAction("no_such_proconsul", "1.09.644")
    refused = recall_refusal(state, {"commander": force.commander}) or _units_refusal(force, params)
    if refused is not None:
        return refused
    units = units_named(params)
    assert units is not None
    legions = force.legions + len(force.veterans) - units[0] - len(units[1])
    fleets = force.fleets - units[2]
    if force.war == CIVIL_WAR:  # 1.11.31: fleets play no part; a legion must stay
        short = None if legions else "no_legion_for_land_battle"
        return IllegalAction(short, "1.09.642") if short else None
    war = war_of(state, force.war)
    short = units_short(war, legions, fleets) if war is not None else None
    if short is not None:
        return IllegalAction(short, "1.09.642", war=card_name(force.war))
    return None


def proconsul_nominations(state: RorState) -> list[Params]:
    """One legion (else one fleet) of the first proconsul who can spare it."""
    for force in (f for f in state.forces if f.commander):
        for part in ({"legions": 1, "fleets": 0}, {"legions": 0, "fleets": 1}):
            params: Params = {"commander": force.commander, **part, "veterans": []}
            if proconsul_refusal(state, params) is None:
                return [params]
    return []


def recall_proconsul_part(ctx: Ctx[RorState], proposal: Proposal) -> None:
    force = _proconsul(ctx.state, proposal.params)
    assert force is not None and force.commander is not None
    _bring_back(ctx, force, proposal.params)
    legions, fleets = _counted(proposal.params)
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


def describe_proconsul_part(state: RorState, params: Params) -> dict[str, Any]:
    force = _proconsul(state, params)
    commander = params.get("commander")
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
        nominations=proconsul_nominations,
        refusal=proconsul_refusal,
        on_pass=recall_proconsul_part,
        describe=describe_proconsul_part,
        stance=lambda judge, p: -1.0,  # 1.09.646: it only weakens a force still fighting
    )
)
