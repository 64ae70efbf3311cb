"""Proconsuls replaced and reinforced, commanderless forces, garrisons [1.09.644-1.09.647]
(docs/SENATE.md, "Replacing, reinforcing, garrisons").

- Replacing [1.09.644]: a new commander (the Dictator, the Field Consul, or the Rome Consul
  once the Field Consul is away) takes over a proconsul's force, with any extra units from
  Rome; the proconsul comes home. Consent as for a deployment [1.09.643].
- Reinforcing [1.09.645]: more units from Rome join a force already at a war. Neither is
  allowed for a commander who left Rome this phase; a proconsul reinforced this phase may
  not be recalled or replaced (`deployment.recall_refusal`).
- Commanderless forces [1.09.646]: a commander may be sent to take one over, or it may be
  recalled at any time (else it comes back at adjournment, 1.09.9).
- Garrisons [1.09.647]: legions stationed in a province with a non-rebel governor; they
  stay (and follow the province to the Forum) until recalled, not on the turn they were
  sent. The Senate pays their upkeep with its other legions (1.06.53, `units.py`).
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.cards import WAR_DATA, card_name
from bot.games.ror.rules.combat.strength import legion_count
from bot.games.ror.rules.proposal_params import ProposalParams
from bot.games.ror.rules.refs import war_ref
from bot.games.ror.rules.senate import deployment as dep
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.consent import ask_consent
from bot.games.ror.rules.senate.deployment import UnitParams
from bot.games.ror.rules.senate.floor import adjourn
from bot.games.ror.rules.senate.governors import business, ruling, this_turn
from bot.games.ror.rules.senate.presiding import presiding_magistrate
from bot.games.ror.rules.senate.repopulate import repopulate
from bot.games.ror.rules.state import CIVIL_WAR, Force, Proposal, RorState


class ForceParams(ProposalParams):
    """A force at a war: its proconsul, or none for the war's commanderless force."""

    war: str
    proconsul: str | None = None


class ForceUnitParams(UnitParams):
    """A force at a war (`ForceParams`) and units from Rome for it."""

    war: str
    proconsul: str | None = None


class ReplaceParams(ForceUnitParams):
    """A new commander for a force, with any extra units from Rome [1.09.644, 1.09.646]."""

    commander: str


class GarrisonParams(ProposalParams):
    """Legions stationed in (or recalled from) a province [1.09.647]."""

    province: str
    legions: int


def _name(state: RorState, card: str | None) -> str:
    if card is not None and (card in state.senators or card in WAR_DATA):
        return card_name(card)
    return card or ""


def _force(state: RorState, params: ForceParams | ForceUnitParams) -> Force | None:
    """The force named by `war` and `proconsul` (None: the war's commanderless force)."""
    war, proconsul = params.war, params.proconsul
    if war == CIVIL_WAR:
        return None
    return next((f for f in state.forces if f.war == war and f.commander == proconsul), None)


def _force_refusal(state: RorState, params: ForceUnitParams) -> IllegalAction | None:
    """1.09.644-646: a force at a war, and not one whose commander left Rome this phase."""
    force = _force(state, params)
    if force is None:
        if params.proconsul is None:
            return IllegalAction("no_commanderless_force", "1.09.646")
        return IllegalAction("no_such_proconsul", "1.09.644")
    if force.commander in this_turn(state).sent:
        return IllegalAction("proconsul_just_sent", "1.09.645")
    return None


def _with_units(force: Force, legions: int, veterans: list[str], fleets: int) -> Force:
    return force.model_copy(
        update={
            "legions": force.legions + legions,
            "veterans": [*force.veterans, *veterans],
            "fleets": force.fleets + fleets,
        }
    )


def _short(state: RorState, force: Force) -> str | None:
    war = dep.war_of(state, force.war)
    return None if war is None else dep.units_short(war, legion_count(force), force.fleets)


# ---------------------------------------------------------------- replacing [1.09.644, 1.09.646]


def replace_refusal(state: RorState, params: ReplaceParams) -> IllegalAction | None:
    commander = params.commander
    if not params.counted():
        return IllegalAction("bad_replacement", "1.09.644")
    refused = _force_refusal(state, params)
    if refused is not None:
        return refused
    if params.proconsul is not None and params.proconsul in this_turn(state).reinforced:
        return IllegalAction("proconsul_just_reinforced", "1.09.645")
    refused = dep.commander_refusal(state, commander, [commander])
    if refused is not None:
        return refused
    legions, veterans, fleets = params.legions, params.veterans, params.fleets
    refused = dep.units_refusal(state, legions, veterans, fleets)
    if refused is not None:
        return refused
    force = _force(state, params)
    assert force is not None
    short = _short(state, _with_units(force, legions, veterans, fleets))
    if short is not None:  # 1.09.642: the new commander's force must be able to fight
        return IllegalAction(short, "1.09.642", war=_name(state, force.war))
    return None


def replace_nominations(state: RorState) -> list[ReplaceParams]:
    """The first commander who may go, to the first force he may take over, with no extra
    units (or the fewest that let it fight)."""
    commanders = [c for c in sorted(state.senators) if dep.commander_refusal(state, c, [c]) is None]
    if not commanders:
        return []
    for force in state.forces:
        for legions, fleets in ((0, 0), (1, 0), (0, 1)):
            params = ReplaceParams(
                legions=legions,
                fleets=fleets,
                veterans=[],
                war=force.war,
                proconsul=force.commander,
                commander=commanders[0],
            )
            if replace_refusal(state, params) is None:
                return [params]
    return []


def _draft(state: RorState, params: ReplaceParams) -> Force:
    force = _force(state, params)
    assert force is not None
    commander = state.senators[params.commander]
    drafted = _with_units(force, params.legions, params.veterans, params.fleets)
    drafted.commander = commander.card
    drafted.master_of_horse = dep.master_of_horse(state, commander)
    return drafted


def replacement_consent(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """1.09.643: the new commander consents unless his force matches the war's strength."""
    state = ctx.state
    drafted = _draft(state, proposals.params_of(proposal, ReplaceParams))
    war = dep.war_of(state, drafted.war)
    if war is not None and dep.consent_needed(state, drafted, war):
        ask_consent(ctx, proposal, [str(drafted.commander)], "1.09.643")


def replace(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """The proconsul (with a Master of Horse still with him) comes home; the new commander
    leaves Rome with the extra units and takes over the force."""
    state, params = ctx.state, proposals.params_of(proposal, ReplaceParams)
    force = _force(state, params)
    assert force is not None
    presiding = presiding_magistrate(state)
    rule = "1.09.644" if force.commander else "1.09.646"
    old = force.commander
    for card in (force.commander, force.master_of_horse):
        if card and card in state.senators:
            state.senators[card].command = None
    commander = state.senators[params.commander]
    legions, veterans, fleets = params.legions, params.veterans, params.fleets
    dep.take_units(state, legions, veterans, fleets)
    force.legions += legions
    force.veterans += veterans
    force.fleets += fleets
    force.commander = commander.card
    force.master_of_horse = dep.master_of_horse(state, commander)
    force.victorious = False  # the victory was the old commander's [1.10.4]
    force.order, force.sent_turn = dep.next_order(state), state.turn  # 1.10.1: sent now
    for card in (force.commander, force.master_of_horse):
        if card:
            state.senators[card].command = force.war
    business(state).sent.append(commander.card)
    ctx.emit(
        "commander_replaced",
        rule,
        old=old,
        old_name_id=old or "",
        commander=commander.card,
        name_id=commander.card,
        war=force.war,
        **war_ref("war_name", force.war),
        legions=legion_count(force),
        fleets=force.fleets,
    )
    if presiding is None or presiding.card == commander.card:
        adjourn(ctx)  # 1.09.64: sending the Presiding Magistrate ends the Senate
    else:
        repopulate(ctx)  # 1.09.81


def _units(params: UnitParams) -> tuple[int, int]:
    """(land units, fleets) named, for a description; 0 when malformed."""
    if not params.counted():
        return 0, 0
    return params.legions + len(params.veterans), params.fleets


def describe_replace(state: RorState, params: ReplaceParams) -> dict[str, Any]:
    legions, fleets = _units(params)
    return {
        "commander": _name(state, params.commander),
        "proconsul": _name(state, params.proconsul) or "-",
        "war": _name(state, params.war),
        "legions": legions,
        "fleets": fleets,
    }


# ---------------------------------------------------------------- reinforcing [1.09.645]


def reinforce_refusal(state: RorState, params: ForceUnitParams) -> IllegalAction | None:
    if not params.counted() or params.proconsul is None:
        return IllegalAction("bad_reinforcement", "1.09.645")
    legions, veterans, fleets = params.legions, params.veterans, params.fleets
    if legions + len(veterans) + fleets == 0:
        return IllegalAction("bad_reinforcement", "1.09.645")
    refused = _force_refusal(state, params)
    if refused is not None:
        return refused
    return dep.units_refusal(state, legions, veterans, fleets)


def reinforce_nominations(state: RorState) -> list[ForceUnitParams]:
    """For the first proconsul who may be reinforced: what he lacks to fight (fleets for
    Fleet Support, one legion or fleet), else one unit of the kind his next battle needs."""
    for force in state.forces:
        war = dep.war_of(state, force.war)
        if force.commander is None or war is None:
            continue
        support = WAR_DATA[war.card].fleet_support
        naval = dep.naval_battle(war)
        fleets = max(support - force.fleets, 1 if naval and force.fleets < 1 else 0)
        legions = 1 if not naval and legion_count(force) < 1 else 0
        if fleets + legions == 0:
            legions, fleets = (0, 1) if naval else (1, 0)
        params = ForceUnitParams(
            war=force.war, proconsul=force.commander, legions=legions, fleets=fleets, veterans=[]
        )
        if reinforce_refusal(state, params) is None:
            return [params]
    return []


def reinforce(ctx: Ctx[RorState], proposal: Proposal) -> None:
    state, params = ctx.state, proposals.params_of(proposal, ForceUnitParams)
    force = _force(state, params)
    assert force is not None
    legions, veterans, fleets = params.legions, params.veterans, params.fleets
    dep.take_units(state, legions, veterans, fleets)
    force.legions += legions
    force.veterans += veterans
    force.fleets += fleets
    business(state).reinforced.append(str(force.commander))
    ctx.emit(
        "force_reinforced",
        "1.09.645",
        commander=force.commander,
        name_id=force.commander or "",
        war=force.war,
        **war_ref("war_name", force.war),
        legions=legions + len(veterans),
        fleets=fleets,
    )


def describe_reinforce(state: RorState, params: ForceUnitParams) -> dict[str, Any]:
    legions, fleets = _units(params)
    return {
        "commander": _name(state, params.proconsul),
        "war": _name(state, params.war),
        "legions": legions,
        "fleets": fleets,
    }


# ---------------------------------------------------------------- commanderless [1.09.646]


def recall_force_refusal(state: RorState, params: ForceParams) -> IllegalAction | None:
    if params.proconsul is not None or _force(state, params) is None:
        return IllegalAction("no_commanderless_force", "1.09.646")
    return None


def recall_force_nominations(state: RorState) -> list[ForceParams]:
    found = [ForceParams(war=f.war) for f in state.forces if f.commander is None]
    return [p for p in found if recall_force_refusal(state, p) is None][:1]


def recall_force(ctx: Ctx[RorState], proposal: Proposal) -> None:
    force = _force(ctx.state, proposals.params_of(proposal, ForceParams))
    assert force is not None
    dep.bring_home(ctx, force, "1.09.646")


def describe_recall_force(state: RorState, params: ForceParams) -> dict[str, Any]:
    return {"war": _name(state, params.war)}


# ---------------------------------------------------------------- garrisons [1.09.647]


def garrison_refusal(state: RorState, params: GarrisonParams) -> IllegalAction | None:
    """1.09.647: legions from Rome, to a province with a governor who is not a rebel."""
    province, legions = params.province, params.legions
    if legions < 1:
        return IllegalAction("bad_garrison", "1.09.647")
    governor = ruling(state, province) if province in state.provinces else None
    if governor is None or governor.rebel:
        return IllegalAction("no_governor_to_garrison", "1.09.647", province=province)
    if legions > state.legions:
        return IllegalAction("units_not_in_rome", "1.09.64")
    return None


def garrison_nominations(state: RorState) -> list[GarrisonParams]:
    """One legion to the first governed province without a garrison."""
    for province in sorted(state.provinces):
        if state.provinces[province].garrison:
            continue
        params = GarrisonParams(province=province, legions=1)
        if garrison_refusal(state, params) is None:
            return [params]
    return []


def station(ctx: Ctx[RorState], proposal: Proposal) -> None:
    state = ctx.state
    params = proposals.params_of(proposal, GarrisonParams)
    province, legions = params.province, params.legions
    state.legions -= legions
    state.provinces[province].garrison += legions
    business(state).garrisoned.append(province)
    ctx.emit(
        "garrison_sent",
        "1.09.647",
        province=province,
        name_id=province,
        legions=legions,
        garrison=state.provinces[province].garrison,
    )


def recall_garrison_refusal(state: RorState, params: GarrisonParams) -> IllegalAction | None:
    """1.09.647: not more legions than are there, nor on the turn they were sent."""
    province, legions = params.province, params.legions
    if legions < 1:
        return IllegalAction("bad_garrison", "1.09.647")
    if province not in state.provinces or legions > state.provinces[province].garrison:
        return IllegalAction("no_such_garrison", "1.09.647")
    if province in this_turn(state).garrisoned:
        return IllegalAction("garrison_just_sent", "1.09.647")
    return None


def recall_garrison_nominations(state: RorState) -> list[GarrisonParams]:
    found = [
        GarrisonParams(province=p, legions=state.provinces[p].garrison)
        for p in sorted(state.provinces)
    ]
    return [p for p in found if recall_garrison_refusal(state, p) is None][:1]


def recall_garrison(ctx: Ctx[RorState], proposal: Proposal) -> None:
    state = ctx.state
    params = proposals.params_of(proposal, GarrisonParams)
    province, legions = params.province, params.legions
    state.provinces[province].garrison -= legions
    state.legions += legions
    ctx.emit("garrison_recalled", "1.09.647", province=province, name_id=province, legions=legions)


def describe_garrison(state: RorState, params: GarrisonParams) -> dict[str, Any]:
    province = params.province
    name = card_name(province) if province in state.provinces else ""
    return {"province": name or province, "legions": params.legions}


REPLACE = proposals.register(
    proposals.ProposalKind(
        key="replace_commander",
        rule="1.09.644",
        step="other",
        params=ReplaceParams,
        nominations=replace_nominations,
        refusal=replace_refusal,
        on_propose=replacement_consent,
        on_pass=replace,
        describe=describe_replace,
        sends=lambda params: [params.commander],
        battle=True,
    )
)
REINFORCE = proposals.register(
    proposals.ProposalKind(
        key="reinforce",
        rule="1.09.645",
        step="other",
        params=ForceUnitParams,
        nominations=reinforce_nominations,
        refusal=reinforce_refusal,
        on_pass=reinforce,
        describe=describe_reinforce,
        stance=lambda judge, p: judge.reinforce_value(p),
    )
)
RECALL_FORCE = proposals.register(
    proposals.ProposalKind(
        key="recall_commanderless",
        rule="1.09.646",
        step="other",
        params=ForceParams,
        nominations=recall_force_nominations,
        refusal=recall_force_refusal,
        on_pass=recall_force,
        describe=describe_recall_force,
    )
)
GARRISON = proposals.register(
    proposals.ProposalKind(
        key="garrison",
        rule="1.09.647",
        step="other",
        params=GarrisonParams,
        nominations=garrison_nominations,
        refusal=garrison_refusal,
        on_pass=station,
        describe=describe_garrison,
    )
)
RECALL_GARRISON = proposals.register(
    proposals.ProposalKind(
        key="recall_garrison",
        rule="1.09.647",
        step="other",
        params=GarrisonParams,
        nominations=recall_garrison_nominations,
        refusal=recall_garrison_refusal,
        on_pass=recall_garrison,
        describe=describe_garrison,
    )
)
