"""The Senate attacks a rebel governor (2.03): a commander who may be sent (1.09.64) goes
with Legions from Rome against the rebel province (or against the rebel governor's army
marching on Rome); the battle is the civil war's (1.11.37), fought in the Combat Phase."""

from __future__ import annotations

from typing import Any

from bot.rules.core.engine import Ctx
from bot.rules.core.errors import IllegalAction
from bot.rules.ror.cards import card_name
from bot.rules.ror.provincial.rebel_province import rebel_governor
from bot.rules.ror.senate import proposals
from bot.rules.ror.senate.deployment import (
    commander_refusal,
    master_of_horse,
    next_order,
    take_units,
    units_refusal,
)
from bot.rules.ror.senate.floor import adjourn
from bot.rules.ror.senate.governors import business
from bot.rules.ror.senate.presiding import presiding_magistrate
from bot.rules.ror.senate.repopulate import repopulate
from bot.rules.ror.state import CIVIL_WAR, Force, Proposal, RorState

RULE = "2.03"
Params = dict[str, Any]


def _target(state: RorState) -> str | None:
    """The rebel province, while a fixed rebel governor is in revolt."""
    found = rebel_governor(state)
    rebel = state.senators.get(found.senator) if found else None
    return found.province if found is not None and rebel is not None and rebel.rebel else None


def attack_refusal(state: RorState, params: Params) -> IllegalAction | None:
    commander, legions = params.get("commander"), params.get("legions", 0)
    if _target(state) is None:
        return IllegalAction("no_rebel_province", RULE)
    if not isinstance(commander, str) or not isinstance(legions, int) or legions < 1:
        return IllegalAction("rebel_attack_needs_legions", RULE)
    return commander_refusal(state, commander, [commander]) or units_refusal(state, legions, [], 0)


def attack_nominations(state: RorState) -> list[Params]:
    found = []
    for senator in sorted(state.senators.values(), key=lambda s: s.card):
        params = {"commander": senator.card, "legions": state.legions}
        if attack_refusal(state, params) is None:
            found.append(params)
            break  # one nomination: random players must reach adjournment
    return found


def attack(ctx: Ctx[RorState], proposal: Proposal) -> None:
    state = ctx.state
    card, legions = proposal.params["commander"], proposal.params["legions"]
    senator = state.senators[card]
    force = Force(war=CIVIL_WAR, commander=card, master_of_horse=master_of_horse(state, senator),
                  legions=legions, order=next_order(state), sent_turn=state.turn)  # fmt: skip
    take_units(state, legions, [], 0)
    state.forces.append(force)
    business(state).sent.append(card)
    for who in (force.commander, force.master_of_horse):
        if who is not None:
            state.senators[who].command = CIVIL_WAR
    ctx.emit("rebel_province_attacked", RULE, name=card_name(card), legions=legions,
             province_name=card_name(_target(state) or ""))  # fmt: skip
    presiding = presiding_magistrate(state)
    if presiding is not None and presiding.card == card:
        adjourn(ctx)  # 1.09.64: sending the Presiding Magistrate ends the Senate
    else:
        repopulate(ctx)  # 1.09.81


def describe_attack(state: RorState, params: Params) -> dict[str, Any]:
    commander, province = params.get("commander"), _target(state)
    return {
        "commander": card_name(commander) if commander in state.senators else commander,
        "legions": params.get("legions") or 0,
        "province": card_name(province) if province else "-",
    }


ATTACK_REBEL = proposals.register(
    proposals.ProposalKind(
        key="attack_rebel_province",
        rule=RULE,
        step="other",
        nominations=attack_nominations,
        refusal=attack_refusal,
        on_pass=attack,
        describe=describe_attack,
    )
)
