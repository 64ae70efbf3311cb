"""Sending both consuls in one proposal [1.09.64]: "the Field Consul must go before, or
together with, the Rome Consul". Proposal `deploy_consuls`: two forces, each a commander
with units from Rome against a war (the same or two), checked as a single deployment
would be (1.09.64-1.09.643) with the units of both counted against Rome's; each commander
short of the war's strength consents; sending the Presiding Magistrate adjourns the
Senate."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.cards import WAR_DATA, card_name
from bot.games.ror.rules.proposal_params import ProposalParams
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.consent import ask_consent
from bot.games.ror.rules.senate.deployment import (
    DeployParams,
    _draft,
    commander_refusal,
    consent_needed,
    deploy_refusal,
    naval_battle,
    send,
    units_refusal,
    wars_to_fight,
)
from bot.games.ror.rules.senate.floor import adjourn
from bot.games.ror.rules.senate.presiding import presiding_magistrate
from bot.games.ror.rules.senate.repopulate import repopulate
from bot.games.ror.rules.state import Proposal, RorState

RULE = "1.09.64"


class ConsulsParams(ProposalParams):
    """Both consuls sent, each with his own force (two of them) [1.09.64]."""

    forces: list[DeployParams]


def _refusal_of(state: RorState, force: DeployParams, going: list[str]) -> IllegalAction | None:
    """One force, as `deployment.deploy_refusal` checks it, the other commander going too:
    the Rome Consul's units are checked as if the Field Consul (going with him) led them."""
    commander = force.commander
    refused = commander_refusal(state, commander, going)
    if refused is not None:
        return refused
    field = [c for c in going if (s := state.senators.get(c)) and s.office == "field_consul"]
    rome = state.senators[commander].office == "rome_consul"
    led = field[0] if rome and field else commander
    return deploy_refusal(state, force.model_copy(update={"commander": led}))


def refusal(state: RorState, params: ConsulsParams) -> IllegalAction | None:
    forces = params.forces
    if len(forces) != 2 or forces[0].commander == forces[1].commander:
        return IllegalAction("bad_deployment", RULE)
    going = [f.commander for f in forces]
    for force in forces:
        refused = _refusal_of(state, force, going)
        if refused is not None:
            return refused
    veterans = [v for f in forces for v in f.veterans]
    return units_refusal(
        state, sum(f.legions for f in forces), veterans, sum(f.fleets for f in forces)
    )


def _consul(state: RorState, office: str) -> str | None:
    found = [s.card for s in state.senators.values() if s.office == office and s.in_rome]
    return found[0] if found else None


def nominations(state: RorState) -> list[ConsulsParams]:
    """Both consuls against one of the first two wars: the Rome Consul with the smallest
    force that may go, the Field Consul with the rest."""
    field, rome = _consul(state, "field_consul"), _consul(state, "rome_consul")
    if field is None or rome is None:
        return []
    for war in wars_to_fight(state)[:2]:
        support = WAR_DATA[war.card].fleet_support
        naval = naval_battle(war)
        legions, fleets = 0 if naval else 1, max(support, 1 if naval else 0)
        first = DeployParams(
            commander=field,
            war=war.card,
            legions=state.legions - legions,
            fleets=state.fleets - fleets,
            veterans=[],
        )
        second = DeployParams(
            commander=rome, war=war.card, legions=legions, fleets=fleets, veterans=[]
        )
        params = ConsulsParams(forces=[first, second])
        if refusal(state, params) is None:
            return [params]
    return []


def consent(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """1.09.643: each commander short of his war's strength consents."""
    short = []
    for params in proposals.params_of(proposal, ConsulsParams).forces:
        force, war = _draft(ctx.state, params)
        if force.commander is not None and consent_needed(ctx.state, force, war):
            short.append(force.commander)
    if short:
        ask_consent(ctx, proposal, short, "1.09.643")


def deploy_both(ctx: Ctx[RorState], proposal: Proposal) -> None:
    state = ctx.state
    presiding = presiding_magistrate(state)
    sent = []
    for params in proposals.params_of(proposal, ConsulsParams).forces:
        force, war = _draft(state, params)
        assert force.commander is not None
        send(ctx, force.commander, war, force.legions, force.veterans, force.fleets)
        sent.append(force.commander)
    if presiding is not None and presiding.card in sent:
        adjourn(ctx)  # 1.09.64: sending the Presiding Magistrate ends the Senate
    else:
        repopulate(ctx)  # 1.09.81


def describe(state: RorState, params: ConsulsParams) -> dict[str, Any]:
    parts = []
    for force in params.forces if len(params.forces) == 2 else []:
        commander, war = force.commander, force.war
        parts.append(
            {
                "commander": card_name(commander) if commander in state.senators else commander,
                "war": card_name(war) if war in WAR_DATA else war,
                "legions": force.legions + len(force.veterans),
                "fleets": force.fleets,
            }
        )
    while len(parts) < 2:
        parts.append({"commander": "?", "war": "?", "legions": 0, "fleets": 0})
    first, second = parts
    return {**first, **{f"{k}2": v for k, v in second.items()}}


def stance(judge: proposals.Judge, seen: proposals.SeenProposal) -> float:
    """The mean of the two deployments' worth to a computer player."""
    forces = seen.get("forces")
    if not isinstance(forces, list):  # a ballot shows the two forces side by side
        forces = [seen, {k[:-1]: v for k, v in seen.items() if k.endswith("2")}]
    return sum(judge.deploy_value(f) for f in forces if isinstance(f, dict)) / 2


DEPLOY_CONSULS = proposals.register(
    proposals.ProposalKind(
        key="deploy_consuls",
        rule=RULE,
        step="other",
        params=ConsulsParams,
        nominations=nominations,
        refusal=refusal,
        on_propose=consent,
        on_pass=deploy_both,
        describe=describe,
        stance=stance,
        sends=lambda params: [f.commander for f in params.forces],
        battle=True,
    )
)
